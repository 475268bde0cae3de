//! Accounts people manage themselves, on the JSON face for apps:
//! registration, email verification, and password reset by mail
//! (docs/api.md, "Registration and recovery").

use accounts_domain::codes::ResultCode;
use accounts_service::lifecycle::Registration;
use actix_web::{HttpResponse, web};

use crate::common::blocking::blocking;
use crate::common::error::{ApiError, done};
use crate::common::extract::ClientIp;
use crate::common::json_body::Body;
use crate::common::state::AppState;
use crate::native_apps::bodies::{ForgotRequest, RegisterRequest, ResetRequest, TokenRequest};
use accounts_service::use_cases::self_service::lifecycle;

#[utoipa::path(
    post,
    path = "/accounts/users/v1/register",
    tag = "device",
    request_body = crate::native_apps::bodies::RegisterRequest,
    responses(
        (status = 202, description = "REGISTRATION_ACCEPTED: the same answer whether or not the address had an account; a verification mail (new address) or a notice (known address) goes out", body = accounts_domain::api::DoneResponse),
        (status = 400, description = "INVALID_REQUEST: a field breaks a rule (the msg names it)", body = accounts_domain::api::ErrorResponse),
        (status = 403, description = "REGISTRATION_CLOSED", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonBodyFailures,
        (status = 429, description = "RATE_LIMITED (shared with sign-in)", body = accounts_domain::api::ErrorResponse, headers(("Retry-After" = u32))),
    )
)]
/// `POST /accounts/users/v1/register`.
pub(crate) async fn register(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    body: Body<RegisterRequest>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let registration = Registration {
        email: body.email,
        password: body.password,
        name: body.name,
        mobile: body.mobile,
        country_code: body.country_code,
        ip,
        // An app confirms with the mailed code it types.
        asker: None,
    };
    let accounts = state.accounts.clone();
    blocking(move || lifecycle::register(&accounts, registration)).await?;
    Ok(HttpResponse::Accepted().json(done(ResultCode::RegistrationAccepted)))
}

#[utoipa::path(
    post,
    path = "/accounts/users/v1/email/verify",
    tag = "device",
    request_body = crate::native_apps::bodies::TokenRequest,
    responses(
        (status = 200, description = "EMAIL_VERIFIED", body = accounts_domain::api::DoneResponse),
        (status = 400, description = "INVALID_TOKEN: unknown, used, expired, or the account's address changed since; INVALID_REQUEST", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonBodyFailures,
    )
)]
/// `POST /accounts/users/v1/email/verify`.
pub(crate) async fn verify_email(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    body: Body<TokenRequest>,
) -> Result<HttpResponse, ApiError> {
    let token = body.into_inner().token;
    let accounts = state.accounts.clone();
    blocking(move || lifecycle::verify_email(&accounts, &token, &ip)).await?;
    Ok(HttpResponse::Ok().json(done(ResultCode::EmailVerified)))
}

#[utoipa::path(
    post,
    path = "/accounts/users/v1/password/forgot",
    tag = "device",
    request_body = crate::native_apps::bodies::ForgotRequest,
    responses(
        (status = 202, description = "RESET_REQUESTED: the same answer for every address; a mail goes out when it has an enabled account", body = accounts_domain::api::DoneResponse),
        (status = 400, description = "INVALID_REQUEST", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonBodyFailures,
        (status = 429, description = "RATE_LIMITED (shared with sign-in)", body = accounts_domain::api::ErrorResponse, headers(("Retry-After" = u32))),
    )
)]
/// `POST /accounts/users/v1/password/forgot`.
pub(crate) async fn forgot_password(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    body: Body<ForgotRequest>,
) -> Result<HttpResponse, ApiError> {
    let email = body.into_inner().email;
    let accounts = state.accounts.clone();
    blocking(move || lifecycle::request_password_reset(&accounts, &email, &ip)).await?;
    Ok(HttpResponse::Accepted().json(done(ResultCode::ResetRequested)))
}

#[utoipa::path(
    post,
    path = "/accounts/users/v1/password/reset",
    tag = "device",
    request_body = crate::native_apps::bodies::ResetRequest,
    responses(
        (status = 200, description = "PASSWORD_RESET: every session of the user and its tokens are revoked", body = accounts_domain::api::DoneResponse),
        (status = 400, description = "INVALID_TOKEN: unknown, used, expired or replaced by a newer request; INVALID_REQUEST: the password breaks a rule", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonBodyFailures,
        (status = 429, description = "RATE_LIMITED (shared with sign-in)", body = accounts_domain::api::ErrorResponse, headers(("Retry-After" = u32))),
    )
)]
/// `POST /accounts/users/v1/password/reset`.
pub(crate) async fn reset_password(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    body: Body<ResetRequest>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let accounts = state.accounts.clone();
    blocking(move || lifecycle::reset_password(&accounts, &body.token, &body.password, &ip))
        .await?;
    Ok(HttpResponse::Ok().json(done(ResultCode::PasswordReset)))
}
