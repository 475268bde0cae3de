//! Signing in on the account page: its login form (also what asks for a
//! recent sign-in before a way to sign in changes), the second step after
//! the password, and the answer once signed in or refused. The form's
//! POST is read in [`super::page`].

use accounts_domain::repository::RepoError;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};

use crate::common::blocking::{Blocked, blocking};
use crate::common::language::t;
use crate::common::state::AppState;
use crate::pages::account::delete;
use crate::pages::account::factors;
use crate::pages::common::{
    SecondStepTargets, csrf_token, html_page, login_html, mfa_cookie, mfa_cookie_value,
    second_factor_page, see, session_cookie, with_retry_after,
};
use crate::pages::errors::{FailurePage, sign_in_failure};
use crate::paths;
use accounts_service::browser_sign_in::SignInFailure;
use accounts_service::use_cases::browser_sign_in;

pub(super) fn login(
    state: &AppState,
    req: &HttpRequest,
    status: StatusCode,
    email: &str,
    error: Option<&str>,
) -> HttpResponse {
    login_to(state, req, status, &t("account-login-lead"), email, error)
}

fn login_to(
    state: &AppState,
    req: &HttpRequest,
    status: StatusCode,
    lead: &str,
    email: &str,
    error: Option<&str>,
) -> HttpResponse {
    let mut response = HttpResponse::build(status);
    let csrf = csrf_token(state, req, &mut response);
    let signup = state.accounts.config().registration_open;
    let html = login_html(state, &csrf, lead, email, error, signup);
    html_page(response, html)
}

/// Adding or removing a way to sign in needs a recent sign-in, with both
/// factors where the user has two (`REAUTHENTICATION_REQUIRED`): the login
/// form, whose sign-in (and second step) opens a fresh session and comes
/// back to the account page.
pub(in crate::pages) fn sign_in_again(state: &AppState, req: &HttpRequest) -> HttpResponse {
    login_to(
        state,
        req,
        StatusCode::FORBIDDEN,
        &t("account-sign-in-again-lead"),
        "",
        Some(&t("account-sign-in-again")),
    )
}

/// A first factor's outcome on the account page's own sign-in (a
/// password, or a mailed code): the session cookie and onwards, the
/// second step's page, or the login form again (with `email`).
pub(in crate::pages) fn page_sign_in(
    state: &web::Data<AppState>,
    req: &HttpRequest,
    outcome: Result<factors::SignedInOnPage, Blocked<RepoError>>,
    email: &str,
) -> HttpResponse {
    match outcome {
        Ok(Ok((_, token))) => {
            let mut response = HttpResponse::SeeOther();
            response.cookie(session_cookie(state, token.expose().to_owned()));
            see(response, delete::after_sign_in(state, req))
        }
        Ok(Err(SignInFailure::SecondFactorRequired(challenge))) => second_factor_page(
            state,
            req,
            &SecondStepTargets {
                code: paths::ACCOUNT_PAGE,
                passkey: paths::ACCOUNT_PAGE,
                hidden: &[],
                passkey_hidden: &[("action", "passkey_sign_in")],
            },
            &t("account-second-step-purpose"),
            &challenge,
        ),
        Ok(Err(refused)) => {
            let (status, text, retry_after) = sign_in_failure(&refused);
            with_retry_after(login(state, req, status, email, Some(&text)), retry_after)
        }
        Err(e) => e.page(),
    }
}

/// The login form's second step: the browser's challenge answered with
/// `code`, once; the session cookie, or the login form again.
pub(super) async fn second_factor(
    state: &web::Data<AppState>,
    req: &HttpRequest,
    code: String,
    ip: String,
) -> HttpResponse {
    let challenge = mfa_cookie_value(state, req).unwrap_or_default();
    let accounts = state.accounts.clone();
    let outcome = blocking(move || {
        browser_sign_in::complete_sign_in_on_page(&accounts, &challenge, &code, &ip)
    })
    .await;
    signed_in_answer(state, req, outcome, true)
}

/// A page sign-in's outcome: the session cookie and the page, or the login
/// form again. `spent_challenge` clears the browser's second-factor
/// challenge, which answers once, right or wrong.
pub(super) fn signed_in_answer(
    state: &web::Data<AppState>,
    req: &HttpRequest,
    outcome: Result<factors::SignedInOnPage, Blocked<RepoError>>,
    spent_challenge: bool,
) -> HttpResponse {
    let mut response = match outcome {
        Ok(Ok((_, token))) => {
            let mut response = HttpResponse::SeeOther();
            response.cookie(session_cookie(state, token.expose().to_owned()));
            see(response, delete::after_sign_in(state, req))
        }
        Ok(Err(refused)) => {
            let (status, text, retry_after) = sign_in_failure(&refused);
            with_retry_after(login(state, req, status, "", Some(&text)), retry_after)
        }
        Err(e) => e.page(),
    };
    if spent_challenge {
        let _ = response.add_cookie(&mfa_cookie(state, String::new(), true));
    }
    response
}
