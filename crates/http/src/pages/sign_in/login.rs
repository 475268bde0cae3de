//! The login form's answers: the password (`POST
//! /accounts/oauth2/v1/authorize`) and the second step after it (`POST
//! …/authorize/mfa`). Both carry the authorization request in hidden
//! fields and answer as the authorization endpoint does
//! ([`crate::pages::oauth::authorize`]): the next step's page, or back to
//! the client.

use accounts_service::browser_sign_in::LoginForm;
use accounts_service::sign_in::Attempt;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::common::blocking::blocking;
use crate::common::extract::{ClientIp, Locale, UserAgent};
use crate::common::language::offer_ui_locales;
use crate::common::state::AppState;
use crate::pages::common::{
    csrf_ok, mfa_cookie, mfa_cookie_value, read_page_form, session_cookie_value,
};
use crate::pages::errors::PageFailures;
use crate::pages::oauth::authorize::{AuthorizeQuery, respond};
use accounts_service::use_cases::browser_sign_in;

/// The login form's POST body.
#[derive(Debug, Deserialize, ToSchema)]
pub(crate) struct LoginFormBody {
    /// The authorization request, carried by hidden fields.
    #[serde(flatten)]
    query: AuthorizeQuery,
    /// Sign-in email address.
    email: Option<String>,
    /// Password.
    password: Option<String>,
    /// The MAC of the browser's CSRF cookie, from the form.
    csrf_token: Option<String>,
}

/// The second-factor form's POST body.
#[derive(Debug, Deserialize, ToSchema)]
pub(crate) struct SecondFactorFormBody {
    /// The authorization request, carried by hidden fields.
    #[serde(flatten)]
    query: AuthorizeQuery,
    /// A code of the authenticator app, or a recovery code.
    code: Option<String>,
    /// The MAC of the browser's CSRF cookie, from the form.
    csrf_token: Option<String>,
}

#[utoipa::path(
    post,
    path = "/accounts/oauth2/v1/authorize",
    tag = "browser",
    request_body(content = crate::pages::document::LoginForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 303, description = "Signed in: back to the client's redirect_uri, with the session cookie set", headers(("Location" = String), ("Set-Cookie" = String))),
        (status = 401, description = "The login page again: wrong email or password", content_type = "text/html", body = String),
        (status = 403, description = "The login page again: the form's CSRF token was not issued to this browser or has expired; or a page refusing a form posted from another site (Origin, Sec-Fetch-Site)", content_type = "text/html", body = String),
        (status = 429, description = "The login page again: too many failed attempts", content_type = "text/html", body = String),
        PageFailures,
    )
)]
/// `POST /accounts/oauth2/v1/authorize`: the login form.
pub(crate) async fn sign_in(
    state: web::Data<AppState>,
    req: HttpRequest,
    ClientIp(ip): ClientIp,
    UserAgent(user_agent): UserAgent,
    locale: Locale,
    payload: web::Payload,
) -> HttpResponse {
    let form: LoginFormBody = match read_page_form(&state, &req, payload).await {
        Ok(form) => form,
        Err(answer) => return answer,
    };
    offer_ui_locales(form.query.ui_locales());
    let email = form.email.unwrap_or_default().trim().to_owned();
    let login = LoginForm {
        csrf_valid: csrf_ok(&state, &req, form.csrf_token.as_deref()),
        attempt: Attempt {
            email: email.clone(),
            password: form.password.unwrap_or_default(),
            package_name: None,
            ip,
            user_agent,
            locale: locale.pick(form.query.ui_locales()),
        },
        session_cookie: session_cookie_value(&state, &req),
    };
    let accounts = state.accounts.clone();
    let params = form.query.params();
    let outcome =
        blocking(move || browser_sign_in::sign_in_at_authorize(&accounts, &params, login)).await;
    respond(
        &state,
        &req,
        &form.query,
        &email,
        outcome,
        StatusCode::SEE_OTHER,
    )
}

#[utoipa::path(
    post,
    path = "/accounts/oauth2/v1/authorize/mfa",
    tag = "browser",
    request_body(content = crate::pages::document::SecondFactorForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 303, description = "Signed in: back to the client's redirect_uri, with the session cookie set", headers(("Location" = String), ("Set-Cookie" = String))),
        (status = 401, description = "The login page again: the code was wrong or used, or the challenge (the browser's accounts_mfa cookie, five minutes) ended", content_type = "text/html", body = String),
        (status = 403, description = "The login page again: the form's CSRF token was not issued to this browser or has expired; or a page refusing a form posted from another site", content_type = "text/html", body = String),
        (status = 429, description = "The login page again: too many failed attempts", content_type = "text/html", body = String),
        PageFailures,
    )
)]
/// `POST /accounts/oauth2/v1/authorize/mfa`: the second factor after the
/// password.
pub(crate) async fn second_factor(
    state: web::Data<AppState>,
    req: HttpRequest,
    ClientIp(ip): ClientIp,
    payload: web::Payload,
) -> HttpResponse {
    let form: SecondFactorFormBody = match read_page_form(&state, &req, payload).await {
        Ok(form) => form,
        Err(answer) => return answer,
    };
    offer_ui_locales(form.query.ui_locales());
    let csrf_valid = csrf_ok(&state, &req, form.csrf_token.as_deref());
    let challenge = mfa_cookie_value(&state, &req).unwrap_or_default();
    let code = form.code.unwrap_or_default();
    let accounts = state.accounts.clone();
    let params = form.query.params();
    let outcome = blocking(move || {
        browser_sign_in::complete_at_authorize(
            &accounts, &params, &challenge, &code, csrf_valid, &ip,
        )
    })
    .await;
    let mut response = respond(
        &state,
        &req,
        &form.query,
        "",
        outcome,
        StatusCode::SEE_OTHER,
    );
    // The challenge answers once, right or wrong.
    let _ = response.add_cookie(&mfa_cookie(&state, String::new(), true));
    response
}
