//! The page a verification or address-change link opens: it confirms
//! the address only for the one who asked for it (docs/decisions.md,
//! "Confirming an address"). The browser that asked, or one signed in to
//! the account, confirms with one button; any other is asked for the
//! account's password. The decisions are the service's
//! (`accounts_service::use_cases::self_service::confirmation`).

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use utoipa::ToSchema;

use super::asker;
use super::signup_reset::{TokenQuery, bad_link, expired_form, link_token, throttled};
use crate::common::blocking::{Blocked, blocking};
use crate::common::extract::ClientIp;
use crate::common::language::t;
use crate::common::state::AppState;
use crate::pages::common::{
    csrf_ok, csrf_token, html_page, message, read_page_form, session_cookie_value, with_retry_after,
};
use crate::pages::errors::{FailurePage, PageFailures};
use crate::pages::html::{self, Field, FormView};
use crate::paths;
use accounts_service::use_cases::self_service::confirmation::{
    self, BrowserProof, ConfirmationError, ConfirmationStep,
};

/// The confirmation form: the mailed token, carried, and in a browser
/// that did not ask, the account's password.
#[derive(Debug, Default, Deserialize, ToSchema)]
pub(crate) struct VerifyForm {
    /// The token from the mail, carried by the form.
    token: Option<String>,
    /// The account's password: asked for in a browser that did not ask
    /// for the mail and is not signed in to the account.
    password: Option<String>,
    /// The MAC of the browser's CSRF cookie, from the form.
    csrf_token: Option<String>,
}

/// What this browser shows of itself to the confirmation.
fn browser_proof(state: &AppState, req: &HttpRequest, password: Option<String>) -> BrowserProof {
    BrowserProof {
        asker: asker::presented(state, req),
        session_cookie: session_cookie_value(state, req),
        password,
    }
}

fn verify_page(
    state: &AppState,
    req: &HttpRequest,
    status: StatusCode,
    (token, step): (&str, ConfirmationStep),
    error: Option<&str>,
) -> HttpResponse {
    let mut response = HttpResponse::build(status);
    let csrf = csrf_token(state, req, &mut response);
    let password = [Field {
        name: "password",
        label: &t("verify-password"),
        kind: "password",
        autocomplete: "current-password",
        value: "",
        required: true,
    }];
    let (lead, fields): (_, &[Field<'_>]) = match step {
        ConfirmationStep::Click => (t("verify-lead"), &[]),
        ConfirmationStep::Password => (t("verify-password-lead"), &password),
    };
    let html = html::form(&FormView {
        title: &t("verify-title"),
        lead: &lead,
        action: paths::VERIFY_PAGE,
        hidden: &[("token", token)],
        csrf_token: &csrf,
        fields,
        button: &t("verify-button"),
        error,
    });
    html_page(response, html)
}

#[utoipa::path(
    get,
    path = "/accounts/email/verify",
    tag = "browser",
    params(TokenQuery),
    responses(
        (status = 200, description = "The confirmation form, carrying the mailed token: one button in the browser that asked for the mail (or one signed in to the account), a password field anywhere else; nothing is confirmed yet (a mail scanner or link preview that opens the link confirms nothing)", content_type = "text/html", body = String),
        (status = 400, description = "A page: the link is unknown, used, expired or replaced", content_type = "text/html", body = String),
        PageFailures,
    )
)]
/// `GET /accounts/email/verify`: the mailed link's page. The token is used
/// only when its form is sent, so a mail scanner opening the link
/// confirms nothing; a browser that did not ask is asked for the
/// account's password (docs/decisions.md, "Confirming an address").
pub(crate) async fn verify(state: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    let token = link_token(&req);
    let proof = browser_proof(&state, &req, None);
    let accounts = state.accounts.clone();
    let read = token.clone();
    match blocking(move || confirmation::confirmation_step(&accounts, &read, &proof)).await {
        Ok(step) => verify_page(&state, &req, StatusCode::OK, (&token, step), None),
        Err(Blocked::Failed(ConfirmationError::InvalidToken)) => bad_link(),
        Err(e) => e.page(),
    }
}

#[utoipa::path(
    post,
    path = "/accounts/email/verify",
    tag = "browser",
    request_body(content = VerifyForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "A page: the address is confirmed (or the account moved to it)", content_type = "text/html", body = String),
        (status = 400, description = "A page: the link is unknown, used, expired, or the account's address changed", content_type = "text/html", body = String),
        (status = 401, description = "The form again, asking for the account's password: this browser did not ask for the mail, and the password was missing or wrong", content_type = "text/html", body = String),
        (status = 403, description = "The form again: its CSRF token was not issued to this browser or expired; or a page refusing a form from another site", content_type = "text/html", body = String),
        (status = 429, description = "The form again: too many wrong passwords (shared with sign-in)", content_type = "text/html", body = String),
        PageFailures,
    )
)]
/// `POST /accounts/email/verify`: the confirmation form confirms the
/// address, in the browser that asked or with the account's password.
pub(crate) async fn verify_submit(
    state: web::Data<AppState>,
    req: HttpRequest,
    ClientIp(ip): ClientIp,
    payload: web::Payload,
) -> HttpResponse {
    let form: VerifyForm = match read_page_form(&state, &req, payload).await {
        Ok(form) => form,
        Err(answer) => return answer,
    };
    let token = form.token.unwrap_or_default();
    let proof = browser_proof(&state, &req, form.password);
    let again =
        |status, step, error: &str| verify_page(&state, &req, status, (&token, step), Some(error));
    if !csrf_ok(&state, &req, form.csrf_token.as_deref()) {
        let step = if proof.password.is_some() {
            ConfirmationStep::Password
        } else {
            ConfirmationStep::Click
        };
        return again(StatusCode::FORBIDDEN, step, &expired_form());
    }
    let accounts = state.accounts.clone();
    let used = token.clone();
    let confirmed =
        blocking(move || confirmation::confirm_in_browser(&accounts, &used, proof, &ip)).await;
    match confirmed {
        Ok(()) => message(
            StatusCode::OK,
            &t("verify-done-title"),
            &t("verify-done-text"),
        ),
        Err(Blocked::Failed(ConfirmationError::InvalidToken)) => bad_link(),
        Err(Blocked::Failed(ConfirmationError::PasswordNeeded)) => again(
            StatusCode::UNAUTHORIZED,
            ConfirmationStep::Password,
            &t("verify-password-needed"),
        ),
        Err(Blocked::Failed(ConfirmationError::WrongPassword)) => again(
            StatusCode::UNAUTHORIZED,
            ConfirmationStep::Password,
            &t("verify-wrong-password"),
        ),
        Err(Blocked::Failed(ConfirmationError::RateLimited { retry_after })) => with_retry_after(
            again(
                StatusCode::TOO_MANY_REQUESTS,
                ConfirmationStep::Password,
                &throttled(),
            ),
            Some(retry_after.whole_seconds().max(1)),
        ),
        Err(e) => e.page(),
    }
}
