//! `/accounts/organizations/{slug}`: the organization admins' own page
//! (docs/api.md, "Organizations"). The session of the account pages signs
//! its admins in; everyone else gets the same "not found" page, so the
//! page says nothing of organizations one does not manage. Its forms post
//! back here with the browser's CSRF token; each change is the operators'
//! use case, audited as the admin's (`accounts_service::use_cases::
//! organization_admin`).

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::common::blocking::{Blocked, blocking};
use crate::common::extract::ClientIp;
use crate::common::language::t;
use crate::common::state::AppState;
use crate::pages::common::{
    csrf_ok, csrf_token, html_page, message, read_page_form, see, session_cookie_value,
};
use crate::pages::errors::{FailurePage, PageFailures};
use crate::pages::html;
use crate::paths;
use accounts_service::manage::{ScimConnectionMade, SignInSettings};
use accounts_service::use_cases::manage::operations::ManageError;
use accounts_service::use_cases::organization_admin::{
    self, OrganizationAdminChange, OrganizationAdminError,
};

use super::admin_html::admin_page;

/// A form of the page.
#[derive(Debug, Default, Deserialize, ToSchema)]
pub(crate) struct AdminForm {
    /// `invite`, `revoke_invitation`, `remove_member`, `add_domain`,
    /// `verify_domain`, `sign_in`, `scim_make`, `scim_rotate` or
    /// `scim_revoke`.
    change: Option<String>,
    /// `invite`: the address.
    email: Option<String>,
    /// `invite`: `member` or `admin`.
    role: Option<String>,
    /// `revoke_invitation`: its id.
    invitation: Option<String>,
    /// `remove_member`: the member's user id.
    user: Option<String>,
    /// `add_domain`, `verify_domain`: the domain.
    domain: Option<String>,
    /// `sign_in`: the provider's issuer.
    issuer: Option<String>,
    /// `sign_in`: our client id there.
    client_id: Option<String>,
    /// `sign_in`: our client secret there.
    client_secret: Option<String>,
    /// `scim_rotate`, `scim_revoke`: the connection's id.
    connection: Option<String>,
    /// The MAC of the browser's CSRF cookie, from the form.
    csrf_token: Option<String>,
}

impl AdminForm {
    fn change(self) -> Option<OrganizationAdminChange> {
        let text = |v: Option<String>| v.unwrap_or_default().trim().to_owned();
        Some(match self.change.as_deref()? {
            "invite" => OrganizationAdminChange::Invite {
                email: text(self.email),
                role: text(self.role),
            },
            "revoke_invitation" => OrganizationAdminChange::RevokeInvitation(text(self.invitation)),
            "remove_member" => OrganizationAdminChange::RemoveMember(text(self.user)),
            "add_domain" => OrganizationAdminChange::AddDomain(text(self.domain)),
            "verify_domain" => OrganizationAdminChange::VerifyDomain(text(self.domain)),
            "sign_in" => OrganizationAdminChange::SetSignIn(SignInSettings {
                issuer: text(self.issuer),
                client_id: text(self.client_id),
                client_secret: self.client_secret.unwrap_or_default(),
                scopes: None,
            }),
            "scim_make" => OrganizationAdminChange::MakeScimConnection,
            "scim_rotate" => OrganizationAdminChange::RotateScimConnection(text(self.connection)),
            "scim_revoke" => OrganizationAdminChange::RevokeScimConnection(text(self.connection)),
            _ => return None,
        })
    }
}

fn action(slug: &str) -> String {
    paths::ORGANIZATION_ADMIN_PAGE.replace("{slug}", slug)
}

/// The page for the browser's session, with the last form's outcome: why
/// it was refused, or the SCIM token it made.
async fn shown(
    state: &AppState,
    req: &HttpRequest,
    slug: String,
    status: StatusCode,
    (error, made): (Option<String>, Option<ScimConnectionMade>),
) -> HttpResponse {
    let cookie = session_cookie_value(state, req);
    let accounts = state.accounts.clone();
    let asked = slug.clone();
    match blocking(move || organization_admin::view(&accounts, cookie.as_deref(), &asked)).await {
        Ok(view) => {
            let mut response = HttpResponse::build(status);
            let csrf = csrf_token(state, req, &mut response);
            let outcome = (error.as_deref(), made.as_ref());
            let html = admin_page(&view, &action(&slug), &csrf, outcome);
            html_page(response, html)
        }
        Err(e) => refused(e),
    }
}

fn refused(error: Blocked<OrganizationAdminError>) -> HttpResponse {
    match error {
        Blocked::Failed(OrganizationAdminError::NotSignedIn) => html_page(
            HttpResponse::build(StatusCode::UNAUTHORIZED),
            html::message_with_link(
                &t("organization-admin-sign-in-title"),
                &t("organization-admin-sign-in-text"),
                (&t("organization-admin-sign-in-link"), paths::ACCOUNT_PAGE),
            ),
        ),
        Blocked::Failed(OrganizationAdminError::NotAnAdmin) => message(
            StatusCode::NOT_FOUND,
            &t("organization-admin-unknown-title"),
            &t("organization-admin-unknown-text"),
        ),
        Blocked::Failed(OrganizationAdminError::Repo(e)) => e.page(),
        // A view changes nothing: a refusal is a storage failure's page.
        Blocked::Failed(OrganizationAdminError::Refused(e)) => {
            log::error!("organization page: {e}");
            crate::pages::errors::failed(false)
        }
        Blocked::PoolGone => crate::pages::errors::failed(true),
    }
}

#[utoipa::path(
    get,
    path = "/accounts/organizations/{slug}",
    tag = "browser",
    params(("slug" = String, Path, description = "The organization's slug")),
    responses(
        (status = 200, description = "The organization's members, invitations, domains, its own sign-in and its SCIM connections, with their forms (its admins only)", content_type = "text/html", body = String),
        (status = 401, description = "A page: sign in on the account page first", content_type = "text/html", body = String),
        (status = 404, description = "A page: no organization that the signed-in user manages has this slug", content_type = "text/html", body = String),
        PageFailures,
    )
)]
/// `GET /accounts/organizations/{slug}`.
pub(crate) async fn show(
    state: web::Data<AppState>,
    req: HttpRequest,
    slug: web::Path<String>,
) -> HttpResponse {
    let nothing = (None, None);
    shown(&state, &req, slug.into_inner(), StatusCode::OK, nothing).await
}

#[utoipa::path(
    post,
    path = "/accounts/organizations/{slug}",
    tag = "browser",
    params(("slug" = String, Path, description = "The organization's slug")),
    request_body(content = AdminForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "The page with the SCIM connection's new token, shown this once (making or rotating a connection)", content_type = "text/html", body = String),
        (status = 303, description = "Done: back to the page", headers(("Location" = String))),
        (status = 400, description = "The page again, saying what the change broke (an invalid address, domain or issuer)", content_type = "text/html", body = String),
        (status = 401, description = "A page: sign in on the account page first", content_type = "text/html", body = String),
        (status = 403, description = "The page again: its CSRF token was not issued to this browser or expired; or a page refusing a form from another site", content_type = "text/html", body = String),
        (status = 404, description = "A page: no organization that the signed-in user manages has this slug; or the page again when what the form names is gone", content_type = "text/html", body = String),
        (status = 409, description = "The page again: the change conflicts (a pending invitation, a domain another organization verified, a TXT record not found)", content_type = "text/html", body = String),
        PageFailures,
    )
)]
/// `POST /accounts/organizations/{slug}`.
pub(crate) async fn change(
    state: web::Data<AppState>,
    req: HttpRequest,
    ClientIp(ip): ClientIp,
    slug: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    let slug = slug.into_inner();
    let form: AdminForm = match read_page_form(&state, &req, payload).await {
        Ok(form) => form,
        Err(answer) => return answer,
    };
    if !csrf_ok(&state, &req, form.csrf_token.as_deref()) {
        let again = Some(t("error-expired-form-again").into_owned());
        return shown(&state, &req, slug, StatusCode::FORBIDDEN, (again, None)).await;
    }
    let Some(change) = form.change() else {
        let what = Some(t("organization-admin-unknown-change").into_owned());
        return shown(&state, &req, slug, StatusCode::BAD_REQUEST, (what, None)).await;
    };
    let cookie = session_cookie_value(&state, &req);
    let accounts = state.accounts.clone();
    let asked = slug.clone();
    let outcome = blocking(move || {
        organization_admin::change(&accounts, cookie.as_deref(), &asked, change, &ip)
    })
    .await;
    match outcome {
        Ok(None) => see(HttpResponse::SeeOther(), &action(&slug)),
        // A token is shown in this answer only (never stored in the clear,
        // so a redirect would lose it); `no-store` keeps it out of caches.
        Ok(Some(made)) => shown(&state, &req, slug, StatusCode::OK, (None, Some(made))).await,
        Err(Blocked::Failed(OrganizationAdminError::Refused(e))) => {
            let status = match &e {
                ManageError::NotFound(_) => StatusCode::NOT_FOUND,
                ManageError::Invalid(_) | ManageError::Rule(_) => StatusCode::BAD_REQUEST,
                _ => StatusCode::CONFLICT,
            };
            // The rule's own text (the admin API's): what to fix.
            shown(&state, &req, slug, status, (Some(e.to_string()), None)).await
        }
        Err(e) => refused(e),
    }
}
