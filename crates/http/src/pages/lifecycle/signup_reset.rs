//! Sign-up and the reset pages, in the login page's look: creating an
//! account, asking for a password reset, and setting the new password
//! (the confirmation page a verification link opens is
//! [`super::confirmation`]). The decisions are the service's
//! (`accounts_service::lifecycle`), the same use cases as the JSON face's.

use std::borrow::Cow;

use accounts_service::lifecycle::{LifecycleError, Registration};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use super::asker;
use crate::common::blocking::{Blocked, blocking};
use crate::common::extract::ClientIp;
use crate::common::language::t;
use crate::common::state::AppState;
use crate::pages::common::{
    csrf_ok, csrf_token, html_page, message, read_page_form, with_retry_after,
};
use crate::pages::errors::{FailurePage, PageFailures};
use crate::pages::html::{self, Field, FormView};
use crate::pages::oauth::authorize::AuthorizeQuery;
use crate::paths;
use accounts_service::use_cases::self_service::lifecycle;

/// Too many requests for this address or from this IP (shared with sign-in).
pub(super) fn throttled() -> Cow<'static, str> {
    t("error-too-many-requests")
}

/// The form's CSRF token was missing, foreign or too old.
pub(super) fn expired_form() -> Cow<'static, str> {
    t("error-expired-form-again")
}

/// The page for a mailed token that is unknown, used, expired or replaced.
pub(super) fn bad_link() -> HttpResponse {
    message(
        StatusCode::BAD_REQUEST,
        &t("error-bad-link-title"),
        &t("error-bad-link-text"),
    )
}

/// A mailed link's token.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct TokenQuery {
    /// The token from the mail.
    token: Option<String>,
}

/// The mailed link's token; a malformed query carries none.
pub(super) fn link_token(req: &HttpRequest) -> String {
    serde_urlencoded::from_str::<TokenQuery>(req.query_string())
        .unwrap_or_default()
        .token
        .unwrap_or_default()
}

/// The reset request form.
#[derive(Debug, Default, Deserialize, ToSchema)]
pub(crate) struct ForgotForm {
    /// The account's address.
    email: Option<String>,
    /// The MAC of the browser's CSRF cookie, from the form.
    csrf_token: Option<String>,
}

/// The new password form.
#[derive(Debug, Default, Deserialize, ToSchema)]
pub(crate) struct ResetForm {
    /// The token from the mail, carried by the form.
    token: Option<String>,
    /// The new password.
    password: Option<String>,
    /// The MAC of the browser's CSRF cookie, from the form.
    csrf_token: Option<String>,
}

fn forgot_page(
    state: &AppState,
    req: &HttpRequest,
    status: StatusCode,
    email: &str,
    error: Option<&str>,
) -> HttpResponse {
    let mut response = HttpResponse::build(status);
    let csrf = csrf_token(state, req, &mut response);
    let html = html::form(&FormView {
        title: &t("forgot-title"),
        lead: &t("forgot-lead"),
        action: paths::FORGOT_PAGE,
        hidden: &[],
        csrf_token: &csrf,
        fields: &[Field {
            name: "email",
            label: &t("forgot-email"),
            kind: "email",
            autocomplete: "username",
            value: email,
            required: true,
        }],
        button: &t("forgot-button"),
        error,
    });
    html_page(response, html)
}

#[utoipa::path(
    get,
    path = "/accounts/password/forgot",
    tag = "browser",
    responses(
        (status = 200, description = "The form asking for the account's address", content_type = "text/html", body = String),
        PageFailures,
    )
)]
/// `GET /accounts/password/forgot`.
pub(crate) async fn forgot(state: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    forgot_page(&state, &req, StatusCode::OK, "", None)
}

#[utoipa::path(
    post,
    path = "/accounts/password/forgot",
    tag = "browser",
    request_body(content = ForgotForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "A page: if the address has an account, a mail is on its way (the same for every address)", content_type = "text/html", body = String),
        (status = 403, description = "The form again: its CSRF token was not issued to this browser or expired; or a page refusing a form from another site", content_type = "text/html", body = String),
        (status = 429, description = "The form again: too many requests (shared with sign-in)", content_type = "text/html", body = String),
        PageFailures,
    )
)]
/// `POST /accounts/password/forgot`.
pub(crate) async fn forgot_submit(
    state: web::Data<AppState>,
    req: HttpRequest,
    ClientIp(ip): ClientIp,
    payload: web::Payload,
) -> HttpResponse {
    let form: ForgotForm = match read_page_form(&state, &req, payload).await {
        Ok(form) => form,
        Err(answer) => return answer,
    };
    let email = form.email.unwrap_or_default().trim().to_owned();
    if !csrf_ok(&state, &req, form.csrf_token.as_deref()) {
        return forgot_page(
            &state,
            &req,
            StatusCode::FORBIDDEN,
            &email,
            Some(&expired_form()),
        );
    }
    let accounts = state.accounts.clone();
    let asked = email.clone();
    match blocking(move || lifecycle::request_password_reset(&accounts, &asked, &ip)).await {
        Ok(()) => message(
            StatusCode::OK,
            &t("forgot-sent-title"),
            &t("forgot-sent-text"),
        ),
        // No account has a malformed address: the form again, saying why.
        Err(Blocked::Failed(LifecycleError::Invalid(rule))) => forgot_page(
            &state,
            &req,
            StatusCode::BAD_REQUEST,
            &email,
            Some(&crate::common::error::refused_message(&rule)),
        ),
        Err(Blocked::Failed(LifecycleError::RateLimited { retry_after })) => {
            let page = forgot_page(
                &state,
                &req,
                StatusCode::TOO_MANY_REQUESTS,
                &email,
                Some(&throttled()),
            );
            with_retry_after(page, Some(retry_after.whole_seconds().max(1)))
        }
        Err(e) => e.page(),
    }
}

fn reset_page(
    state: &AppState,
    req: &HttpRequest,
    status: StatusCode,
    token: &str,
    error: Option<&str>,
) -> HttpResponse {
    let mut response = HttpResponse::build(status);
    let csrf = csrf_token(state, req, &mut response);
    let html = html::form(&FormView {
        title: &t("reset-title"),
        lead: &t("reset-lead"),
        action: paths::RESET_PAGE,
        hidden: &[("token", token)],
        csrf_token: &csrf,
        fields: &[Field {
            name: "password",
            label: &t("reset-password"),
            kind: "password",
            autocomplete: "new-password",
            value: "",
            required: true,
        }],
        button: &t("reset-button"),
        error,
    });
    html_page(response, html)
}

#[utoipa::path(
    get,
    path = "/accounts/password/reset",
    tag = "browser",
    params(TokenQuery),
    responses(
        (status = 200, description = "The new password form, carrying the mailed token", content_type = "text/html", body = String),
        PageFailures,
    )
)]
/// `GET /accounts/password/reset`: the mailed link's form. The token is
/// used only when the form is sent, so a mail scanner opening the link
/// spends nothing.
pub(crate) async fn reset(state: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    let token = link_token(&req);
    reset_page(&state, &req, StatusCode::OK, &token, None)
}

#[utoipa::path(
    post,
    path = "/accounts/password/reset",
    tag = "browser",
    request_body(content = ResetForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "A page: the password is set and every session ended", content_type = "text/html", body = String),
        (status = 400, description = "The form again: the password breaks a rule; or a page: the link is not valid any more", content_type = "text/html", body = String),
        (status = 403, description = "The form again: its CSRF token was not issued to this browser or expired; or a page refusing a form from another site", content_type = "text/html", body = String),
        (status = 429, description = "The form again: too many requests", content_type = "text/html", body = String),
        PageFailures,
    )
)]
/// `POST /accounts/password/reset`.
pub(crate) async fn reset_submit(
    state: web::Data<AppState>,
    req: HttpRequest,
    ClientIp(ip): ClientIp,
    payload: web::Payload,
) -> HttpResponse {
    let form: ResetForm = match read_page_form(&state, &req, payload).await {
        Ok(form) => form,
        Err(answer) => return answer,
    };
    let token = form.token.unwrap_or_default();
    if !csrf_ok(&state, &req, form.csrf_token.as_deref()) {
        return reset_page(
            &state,
            &req,
            StatusCode::FORBIDDEN,
            &token,
            Some(&expired_form()),
        );
    }
    let password = form.password.unwrap_or_default();
    let accounts = state.accounts.clone();
    let used = token.clone();
    match blocking(move || lifecycle::reset_password(&accounts, &used, &password, &ip)).await {
        Ok(()) => message(
            StatusCode::OK,
            &t("reset-done-title"),
            &t("reset-done-text"),
        ),
        Err(Blocked::Failed(LifecycleError::InvalidToken)) => bad_link(),
        Err(Blocked::Failed(LifecycleError::Invalid(rule))) => {
            let text = crate::common::error::refused_message(&rule);
            reset_page(&state, &req, StatusCode::BAD_REQUEST, &token, Some(&text))
        }
        Err(Blocked::Failed(LifecycleError::RateLimited { .. })) => reset_page(
            &state,
            &req,
            StatusCode::TOO_MANY_REQUESTS,
            &token,
            Some(&throttled()),
        ),
        Err(e) => e.page(),
    }
}

/// The sign-up form: the account's fields, and the authorization request
/// the browser came from, carried through.
#[derive(Debug, Default, Deserialize, ToSchema)]
pub(crate) struct SignupForm {
    /// The authorization request to continue, carried by hidden fields.
    #[serde(flatten)]
    request: AuthorizeQuery,
    /// Sign-in email address.
    email: Option<String>,
    /// 10 to 256 characters, not the email address.
    password: Option<String>,
    /// Full name (optional).
    name: Option<String>,
    /// The MAC of the browser's CSRF cookie, from the form.
    csrf_token: Option<String>,
}

fn signup_page(
    state: &AppState,
    req: &HttpRequest,
    status: StatusCode,
    request: &AuthorizeQuery,
    (email, name): (&str, &str),
    error: Option<&str>,
) -> HttpResponse {
    if !state.accounts.config().registration_open {
        return message(
            StatusCode::FORBIDDEN,
            &t("signup-closed-title"),
            &t("signup-closed-text"),
        );
    }
    let mut response = HttpResponse::build(status);
    let csrf = csrf_token(state, req, &mut response);
    let html = html::form(&FormView {
        title: &t("signup-title"),
        lead: &t("signup-lead"),
        action: paths::SIGNUP_PAGE,
        hidden: &request.hidden(),
        csrf_token: &csrf,
        fields: &[
            Field {
                name: "email",
                label: &t("signup-email"),
                kind: "email",
                autocomplete: "username",
                value: email,
                required: true,
            },
            Field {
                name: "password",
                label: &t("signup-password"),
                kind: "password",
                autocomplete: "new-password",
                value: "",
                required: true,
            },
            Field {
                name: "name",
                label: &t("signup-name"),
                kind: "text",
                autocomplete: "name",
                value: name,
                required: false,
            },
        ],
        button: &t("signup-button"),
        error,
    });
    html_page(response, html)
}

#[utoipa::path(
    get,
    path = "/accounts/signup",
    tag = "browser",
    params(AuthorizeQuery),
    responses(
        (status = 200, description = "The sign-up form, carrying the authorization request it came from", content_type = "text/html", body = String),
        (status = 403, description = "A page: registration is closed", content_type = "text/html", body = String),
        PageFailures,
    )
)]
/// `GET /accounts/signup`.
pub(crate) async fn signup(state: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    let request =
        serde_urlencoded::from_str::<AuthorizeQuery>(req.query_string()).unwrap_or_default();
    signup_page(&state, &req, StatusCode::OK, &request, ("", ""), None)
}

#[utoipa::path(
    post,
    path = "/accounts/signup",
    tag = "browser",
    request_body(content = SignupForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "A page: check your mail (the same whether or not the address had an account), with a link back to the sign-in of the authorization request", content_type = "text/html", body = String),
        (status = 400, description = "The form again: a field breaks a rule", content_type = "text/html", body = String),
        (status = 403, description = "The form again: its CSRF token was not issued to this browser or expired; or a page: registration is closed, or the form came from another site", content_type = "text/html", body = String),
        (status = 429, description = "The form again: too many requests (shared with sign-in)", content_type = "text/html", body = String),
        PageFailures,
    )
)]
/// `POST /accounts/signup`.
pub(crate) async fn signup_submit(
    state: web::Data<AppState>,
    req: HttpRequest,
    ClientIp(ip): ClientIp,
    payload: web::Payload,
) -> HttpResponse {
    let form: SignupForm = match read_page_form(&state, &req, payload).await {
        Ok(form) => form,
        Err(answer) => return answer,
    };
    // The page's language, which the new account keeps.
    crate::common::language::offer_ui_locales(form.request.ui_locales());
    let email = form.email.unwrap_or_default().trim().to_owned();
    let name = form.name.unwrap_or_default();
    let again = |status, error| {
        signup_page(
            &state,
            &req,
            status,
            &form.request,
            (&email, &name),
            Some(error),
        )
    };
    if !csrf_ok(&state, &req, form.csrf_token.as_deref()) {
        return again(StatusCode::FORBIDDEN, &expired_form());
    }
    // This browser confirms the address with the mailed link alone;
    // any other asks for the password (docs/decisions.md, "Confirming an
    // address").
    let (asker, binding) = asker::binding(&state, &req);
    let registration = Registration {
        email: email.clone(),
        password: form.password.unwrap_or_default(),
        name: Some(name.clone()).filter(|n| !n.is_empty()),
        mobile: None,
        country_code: None,
        ip,
        asker: Some(asker),
    };
    let accounts = state.accounts.clone();
    match blocking(move || lifecycle::register(&accounts, registration)).await {
        // The same page whether or not the address had an account; the
        // way on is the sign-in, where only the owner's password works.
        Ok(()) => {
            let mut page = checked_in(&form.request, &email);
            // The binding is base64url (asker.rs): its header always builds.
            let _ = page.add_cookie(&binding);
            page
        }
        Err(Blocked::Failed(LifecycleError::Invalid(rule))) => again(
            StatusCode::BAD_REQUEST,
            &crate::common::error::refused_message(&rule),
        ),
        Err(Blocked::Failed(LifecycleError::RateLimited { .. })) => {
            again(StatusCode::TOO_MANY_REQUESTS, &throttled())
        }
        Err(Blocked::Failed(LifecycleError::Closed)) => signup_page(
            &state,
            &req,
            StatusCode::FORBIDDEN,
            &form.request,
            ("", ""),
            None,
        ),
        Err(e) => e.page(),
    }
}

/// After a sign-up: check your mail, and go on to sign in for the
/// authorization request the browser came from, if any.
fn checked_in(request: &AuthorizeQuery, email: &str) -> HttpResponse {
    let hidden = request.hidden();
    if hidden.iter().all(|(name, _)| *name != "client_id") {
        return message(
            StatusCode::OK,
            &t("signup-sent-title"),
            &t("signup-sent-text"),
        );
    }
    let mut query = url::form_urlencoded::Serializer::new(String::new());
    for (name, value) in &hidden {
        query.append_pair(name, value);
    }
    query.append_pair("login_hint", email);
    let next = format!("{}?{}", paths::AUTHORIZE, query.finish());
    html_page(
        HttpResponse::Ok(),
        html::message_with_link(
            &t("signup-sent-title"),
            &t("signup-sent-continue-text"),
            (&t("signup-sent-continue"), &next),
        ),
    )
}
