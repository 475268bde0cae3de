//! "Sign in with your organization" (home-realm discovery): the login
//! pages link here; a work address (its verified domain) or an
//! organization's slug finds the organization's own provider, whose
//! button then starts the round trip with the authorization request
//! carried on. A button rather than a redirect: the lookup is a form's
//! answer, and the login pages' Content-Security-Policy lets forms lead
//! only to this service (`form-action`).

use accounts_service::use_cases::organization_sso;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::common::blocking::{Blocked, blocking};
use crate::common::language::t;
use crate::common::state::AppState;
use crate::pages::common::{html_page, message, upstream_start};
use crate::pages::errors::{FailurePage, failed};
use crate::pages::html;
use crate::pages::oauth::authorize::{AuthorizeQuery, request_query};

/// What the page was asked.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct OrganizationQuery {
    /// A work address, or the organization's slug.
    #[param(max_length = 320)]
    organization: Option<String>,
    /// `1`: sign in to the account pages, without an authorization request.
    account: Option<String>,
}

#[utoipa::path(
    get,
    path = "/accounts/login/organization",
    tag = "browser",
    params(crate::pages::oauth::authorize::AuthorizeQuery, OrganizationQuery),
    responses(
        (status = 200, description = "The form; or, for an address or slug of an organization with its own sign-in, the button that starts it", content_type = "text/html", body = String),
        (status = 400, description = "A page: the query is malformed", content_type = "text/html", body = String),
        (status = 404, description = "The form again: no organization signs in with this address or slug", content_type = "text/html", body = String),
        crate::pages::errors::PageFailures,
    )
)]
/// `GET /accounts/login/organization`.
pub(crate) async fn find(state: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    let (Ok(query), Ok(asked)) = (
        serde_urlencoded::from_str::<AuthorizeQuery>(req.query_string()),
        serde_urlencoded::from_str::<OrganizationQuery>(req.query_string()),
    ) else {
        return message(
            StatusCode::BAD_REQUEST,
            &t("login-failed-title"),
            &t("login-malformed-link"),
        );
    };
    let mut hidden = query.hidden();
    // Without an authorization request, the sign-in is to the account pages.
    if asked.account.as_deref() == Some("1") || !hidden.iter().any(|(n, _)| *n == "client_id") {
        hidden = vec![("account", "1")];
    }
    let carried = request_query(&hidden);
    let named = asked.organization.unwrap_or_default();
    if named.trim().is_empty() {
        return html_page(
            HttpResponse::Ok(),
            html::organization_login(&hidden, "", None, None),
        );
    }
    let accounts = state.accounts.clone();
    let lookup = named.clone();
    match blocking(move || organization_sso::find_home_realm(&accounts, &lookup)).await {
        Ok(Some(realm)) => {
            let start = upstream_start(&realm.provider, &carried);
            html_page(
                HttpResponse::Ok(),
                html::organization_login(&hidden, "", None, Some((&realm.name, &start))),
            )
        }
        Ok(None) => html_page(
            HttpResponse::build(StatusCode::NOT_FOUND),
            html::organization_login(&hidden, &named, Some(&t("page-organization-unknown")), None),
        ),
        Err(Blocked::PoolGone) => failed(true),
        Err(Blocked::Failed(e)) => e.page(),
    }
}
