//! The consent screen's answer (docs/decisions.md, "Consent"): Allow or
//! Deny, from the browser whose session and CSRF token it carries. The
//! screen itself is `consent_html`.

use accounts_service::consent::Decision;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::common::blocking::blocking;
use crate::common::extract::ClientIp;
use crate::common::language::offer_ui_locales;
use crate::common::state::AppState;

use super::authorize::{AuthorizeQuery, respond};
use crate::pages::common::{csrf_ok, read_page_form, session_cookie_value};
use crate::pages::errors::PageFailures;
use accounts_service::use_cases::consent;

/// The consent screen's POST body.
#[derive(Debug, Deserialize, ToSchema)]
pub(crate) struct ConsentFormBody {
    /// The authorization request, carried by hidden fields.
    #[serde(flatten)]
    query: AuthorizeQuery,
    /// `allow` or `deny`.
    decision: Option<String>,
    /// The MAC of the browser's CSRF cookie, from the form.
    csrf_token: Option<String>,
}

#[utoipa::path(
    post,
    path = "/accounts/oauth2/v1/authorize/consent",
    tag = "browser",
    request_body(content = crate::pages::document::ConsentForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 303, description = "Allowed: back to the client's redirect_uri with the answer; denied: back with error=access_denied", headers(("Location" = String))),
        (status = 200, description = "The login page: the browser's session ended", content_type = "text/html", body = String),
        (status = 400, description = "A page: the request is not valid, or (with a valid form) the decision is neither allow nor deny", content_type = "text/html", body = String),
        (status = 403, description = "The login page again: the form's CSRF token was not issued to this browser or has expired; or a page refusing a form posted from another site", content_type = "text/html", body = String),
        PageFailures,
    )
)]
/// `POST /accounts/oauth2/v1/authorize/consent`.
pub(crate) async fn decide(
    state: web::Data<AppState>,
    req: HttpRequest,
    ClientIp(ip): ClientIp,
    payload: web::Payload,
) -> HttpResponse {
    let form: ConsentFormBody = match read_page_form(&state, &req, payload).await {
        Ok(form) => form,
        Err(answer) => return answer,
    };
    offer_ui_locales(form.query.ui_locales());
    let decision = match form.decision.as_deref() {
        Some("allow") => Some(Decision::Allow),
        Some("deny") => Some(Decision::Deny),
        _ => None,
    };
    let csrf_valid = csrf_ok(&state, &req, form.csrf_token.as_deref());
    let cookie = session_cookie_value(&state, &req);
    let accounts = state.accounts.clone();
    let params = form.query.params();
    let outcome = blocking(move || {
        consent::consent_at_authorize(
            &accounts,
            &params,
            cookie.as_deref(),
            csrf_valid,
            decision,
            &ip,
        )
    })
    .await;
    respond(
        &state,
        &req,
        &form.query,
        "",
        outcome,
        StatusCode::SEE_OTHER,
    )
}
