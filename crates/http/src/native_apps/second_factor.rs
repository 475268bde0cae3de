//! A TOTP authenticator as a second factor, set up from an app with the
//! account token: start (a secret and its `otpauth://` URI), confirm with
//! a first code (ten recovery codes, shown once), remove
//! (docs/api.md, "Second factors").

use accounts_domain::codes::ResultCode;
use accounts_service::use_cases::sessions::AccountToken;
use actix_web::{HttpResponse, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::common::blocking::blocking;
use crate::common::error::{ApiError, done};
use crate::common::extract::{Bearer, ClientIp};
use crate::common::json_body::Body;
use crate::common::respond::no_store;
use crate::common::state::AppState;
use crate::native_apps::bodies::TotpCodeRequest;
use accounts_service::use_cases::second_factor::enrolment;

/// A new authenticator's secret: shown once.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TotpStarted {
    /// Always true.
    pub success: bool,
    /// `OK`.
    pub code: ResultCode,
    /// The secret in base32, for typing into an authenticator app.
    pub secret: String,
    /// The `otpauth://totp/…` URI, for a QR code.
    pub otpauth_uri: String,
}

/// The authenticator is a second factor now; the recovery codes are shown
/// only here.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TotpConfirmed {
    /// Always true.
    pub success: bool,
    /// `OK`.
    pub code: ResultCode,
    /// Ten single-use recovery codes.
    pub recovery_codes: Vec<String>,
}

#[utoipa::path(
    post,
    path = "/accounts/users/v1/totp",
    tag = "device",
    responses(
        (status = 200, description = "OK: a new authenticator, pending until a first code confirms it (replaces a pending one)", body = TotpStarted),
        (status = 401, description = "INVALID_TOKEN", body = accounts_domain::api::ErrorResponse, headers(("WWW-Authenticate" = String))),
        (status = 403, description = "REAUTHENTICATION_REQUIRED: the session signed in more than `accounts.recent_auth_secs` ago, or with one factor while the user has a second factor; sign in again and retry with the new account token", body = accounts_domain::api::ErrorResponse),
        (status = 409, description = "CONFLICT: an authenticator is already set up", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonUnavailable,
    ),
    security(("account_token" = []))
)]
/// `POST /accounts/users/v1/totp`.
pub(crate) async fn start(
    state: web::Data<AppState>,
    Bearer(token): Bearer,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let started =
        blocking(move || enrolment::start_totp(&accounts, AccountToken::Bearer(&token))).await?;
    Ok(no_store(HttpResponse::Ok().json(TotpStarted {
        success: true,
        code: ResultCode::Ok,
        secret: started.secret,
        otpauth_uri: started.otpauth_uri,
    })))
}

#[utoipa::path(
    post,
    path = "/accounts/users/v1/totp/confirm",
    tag = "device",
    request_body = crate::native_apps::bodies::TotpCodeRequest,
    responses(
        (status = 200, description = "OK: the authenticator is a second factor; ten recovery codes, shown only now", body = TotpConfirmed),
        (status = 400, description = "INVALID_REQUEST: not the JSON body described", body = accounts_domain::api::ErrorResponse),
        (status = 401, description = "INVALID_CREDENTIALS: the code is not right; or INVALID_TOKEN", body = accounts_domain::api::ErrorResponse),
        (status = 403, description = "REAUTHENTICATION_REQUIRED: the session signed in more than `accounts.recent_auth_secs` ago, or with one factor while the user has a second factor; sign in again and retry with the new account token", body = accounts_domain::api::ErrorResponse),
        (status = 404, description = "NOT_FOUND: no authenticator is being set up", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonBodyFailures,
        (status = 429, description = "RATE_LIMITED: too many wrong codes (shared with sign-in)", body = accounts_domain::api::ErrorResponse, headers(("Retry-After" = u32))),
    ),
    security(("account_token" = []))
)]
/// `POST /accounts/users/v1/totp/confirm`.
pub(crate) async fn confirm(
    state: web::Data<AppState>,
    Bearer(token): Bearer,
    ClientIp(ip): ClientIp,
    body: Body<TotpCodeRequest>,
) -> Result<HttpResponse, ApiError> {
    let code = body.into_inner().code;
    let accounts = state.accounts.clone();
    let recovery_codes = blocking(move || {
        enrolment::confirm_totp(&accounts, AccountToken::Bearer(&token), &code, &ip)
    })
    .await?;
    Ok(no_store(HttpResponse::Ok().json(TotpConfirmed {
        success: true,
        code: ResultCode::Ok,
        recovery_codes,
    })))
}

#[utoipa::path(
    delete,
    path = "/accounts/users/v1/totp",
    tag = "device",
    responses(
        (status = 200, description = "OK: the authenticator and its recovery codes are removed", body = accounts_domain::api::DoneResponse),
        (status = 401, description = "INVALID_TOKEN", body = accounts_domain::api::ErrorResponse, headers(("WWW-Authenticate" = String))),
        (status = 403, description = "REAUTHENTICATION_REQUIRED: the session signed in more than `accounts.recent_auth_secs` ago, or with one factor while the user has a second factor; sign in again and retry with the new account token", body = accounts_domain::api::ErrorResponse),
        (status = 404, description = "NOT_FOUND: no authenticator is set up", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonUnavailable,
    ),
    security(("account_token" = []))
)]
/// `DELETE /accounts/users/v1/totp`.
pub(crate) async fn remove(
    state: web::Data<AppState>,
    Bearer(token): Bearer,
    ClientIp(ip): ClientIp,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    blocking(move || enrolment::remove_totp(&accounts, AccountToken::Bearer(&token), &ip)).await?;
    Ok(HttpResponse::Ok().json(done(ResultCode::Ok)))
}
