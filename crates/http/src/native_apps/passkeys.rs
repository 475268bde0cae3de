//! Passkeys from an app: register one with the account token (options,
//! then the authenticator's answer), list, rename and delete them; and
//! sign in with one, on its own or as the second factor after a password
//! (`mfaToken`). The options and answers are WebAuthn's JSON, what
//! Android's Credential Manager takes and gives (docs/api.md, "Passkeys").

use accounts_domain::codes::ResultCode;
use accounts_domain::records::SessionChannel;
use accounts_service::manage::PasskeyEntry;
use accounts_service::second_factor::passkey_sign_in::PasskeyAttempt;
use accounts_service::use_cases::sessions::AccountToken;
use actix_web::{HttpResponse, web};
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::common::blocking::blocking;
use crate::common::error::{ApiError, done};
use crate::common::extract::{Bearer, ClientIp, Locale, UserAgent};
use crate::common::json_body::Body;
use crate::common::respond::{no_store, optional_package};
use crate::common::state::AppState;
use crate::native_apps::bodies::{
    NoFields, PasskeyNameRequest, PasskeyRequest, PasskeySignInRequest,
};
use crate::native_apps::sign_in::logged_in;
use accounts_service::use_cases::second_factor::passkey_sign_in;
use accounts_service::use_cases::second_factor::passkeys;

/// `PASSKEY_OPTIONS` for a registration.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PasskeyOptionsResponse {
    /// Always true.
    pub success: bool,
    /// `PASSKEY_OPTIONS`.
    pub code: ResultCode,
    /// `PublicKeyCredentialCreationOptions` (binary members base64url) for
    /// `navigator.credentials.create({publicKey})`.
    #[schema(value_type = Object)]
    pub public_key: Value,
}

/// `PASSKEY_OPTIONS` for a sign-in, with the id that finishes it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PasskeySignInOptionsResponse {
    /// Always true.
    pub success: bool,
    /// `PASSKEY_OPTIONS`.
    pub code: ResultCode,
    /// `PublicKeyCredentialRequestOptions` (binary members base64url) for
    /// `navigator.credentials.get({publicKey})`.
    #[schema(value_type = Object)]
    pub public_key: Value,
    /// Sent back with the answer; single use, valid five minutes.
    pub challenge_id: String,
}

/// `PASSKEY_ADDED`.
#[derive(Debug, Serialize, ToSchema)]
pub struct PasskeyAddedResponse {
    /// Always true.
    pub success: bool,
    /// `PASSKEY_ADDED`.
    pub code: ResultCode,
    /// The new passkey.
    pub passkey: PasskeyEntry,
}

/// `PASSKEYS`: the user's passkeys, oldest first.
#[derive(Debug, Serialize, ToSchema)]
pub struct PasskeysResponse {
    /// Always true.
    pub success: bool,
    /// `PASSKEYS`.
    pub code: ResultCode,
    /// The passkeys.
    pub passkeys: Vec<PasskeyEntry>,
}

#[utoipa::path(
    post,
    path = "/accounts/users/v1/passkeys/register/options",
    tag = "device",
    request_body = NoFields,
    responses(
        (status = 200, description = "PASSKEY_OPTIONS: pass publicKey to the authenticator; the registration belongs to this session (one at a time) for five minutes", body = PasskeyOptionsResponse),
        (status = 400, description = "INVALID_REQUEST: not the JSON body `{}`", body = accounts_domain::api::ErrorResponse),
        (status = 401, description = "INVALID_TOKEN", body = accounts_domain::api::ErrorResponse, headers(("WWW-Authenticate" = String))),
        (status = 403, description = "REAUTHENTICATION_REQUIRED: the session signed in more than `accounts.recent_auth_secs` ago, or with one factor while the user has a second factor; sign in again and retry with the new account token", body = accounts_domain::api::ErrorResponse),
        (status = 404, description = "NOT_FOUND: passkeys are off on this server", body = accounts_domain::api::ErrorResponse),
        (status = 409, description = "CONFLICT: the account has 20 passkeys", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonBodyFailures,
    ),
    security(("account_token" = []))
)]
/// `POST /accounts/users/v1/passkeys/register/options`.
pub(crate) async fn registration_options(
    state: web::Data<AppState>,
    _body: Body<NoFields>,
    Bearer(token): Bearer,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let public_key = blocking(move || {
        passkeys::passkey_registration_options(&accounts, AccountToken::Bearer(&token))
    })
    .await?;
    Ok(no_store(HttpResponse::Ok().json(PasskeyOptionsResponse {
        success: true,
        code: ResultCode::PasskeyOptions,
        public_key,
    })))
}

#[utoipa::path(
    post,
    path = "/accounts/users/v1/passkeys",
    tag = "device",
    request_body = PasskeyRequest,
    responses(
        (status = 200, description = "PASSKEY_ADDED", body = PasskeyAddedResponse),
        (status = 400, description = "INVALID_REQUEST: a bad name, no registration waiting (ask for new options), or a credential that does not verify", body = accounts_domain::api::ErrorResponse),
        (status = 401, description = "INVALID_TOKEN", body = accounts_domain::api::ErrorResponse, headers(("WWW-Authenticate" = String))),
        (status = 403, description = "REAUTHENTICATION_REQUIRED: the session signed in more than `accounts.recent_auth_secs` ago, or with one factor while the user has a second factor; sign in again and retry with the new account token", body = accounts_domain::api::ErrorResponse),
        (status = 404, description = "NOT_FOUND: passkeys are off on this server", body = accounts_domain::api::ErrorResponse),
        (status = 409, description = "CONFLICT: the passkey is registered already", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonBodyFailures,
    ),
    security(("account_token" = []))
)]
/// `POST /accounts/users/v1/passkeys`.
pub(crate) async fn add(
    state: web::Data<AppState>,
    body: Body<PasskeyRequest>,
    Bearer(token): Bearer,
    ClientIp(ip): ClientIp,
) -> Result<HttpResponse, ApiError> {
    let PasskeyRequest { name, credential } = body.into_inner();
    let accounts = state.accounts.clone();
    let passkey = blocking(move || {
        passkeys::add_passkey(
            &accounts,
            AccountToken::Bearer(&token),
            &name,
            credential,
            &ip,
        )
    })
    .await?;
    Ok(no_store(HttpResponse::Ok().json(PasskeyAddedResponse {
        success: true,
        code: ResultCode::PasskeyAdded,
        passkey: PasskeyEntry::of(&passkey),
    })))
}

#[utoipa::path(
    get,
    path = "/accounts/users/v1/passkeys",
    tag = "device",
    responses(
        (status = 200, description = "PASSKEYS", body = PasskeysResponse),
        (status = 401, description = "INVALID_TOKEN", body = accounts_domain::api::ErrorResponse, headers(("WWW-Authenticate" = String))),
        crate::common::failures::JsonUnavailable,
    ),
    security(("account_token" = []))
)]
/// `GET /accounts/users/v1/passkeys`.
pub(crate) async fn list(
    state: web::Data<AppState>,
    Bearer(token): Bearer,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let passkeys =
        blocking(move || passkeys::passkeys(&accounts, AccountToken::Bearer(&token))).await?;
    Ok(no_store(HttpResponse::Ok().json(PasskeysResponse {
        success: true,
        code: ResultCode::Passkeys,
        passkeys: passkeys.iter().map(PasskeyEntry::of).collect(),
    })))
}

#[utoipa::path(
    patch,
    path = "/accounts/users/v1/passkeys/{id}",
    tag = "device",
    params(("id" = String, Path, description = "The passkey's id")),
    request_body = PasskeyNameRequest,
    responses(
        (status = 200, description = "OK: renamed", body = accounts_domain::api::DoneResponse),
        (status = 400, description = "INVALID_REQUEST: a name has 1 to 64 characters", body = accounts_domain::api::ErrorResponse),
        (status = 401, description = "INVALID_TOKEN", body = accounts_domain::api::ErrorResponse, headers(("WWW-Authenticate" = String))),
        (status = 404, description = "NOT_FOUND: the user has no passkey with this id", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonBodyFailures,
    ),
    security(("account_token" = []))
)]
/// `PATCH /accounts/users/v1/passkeys/{id}`.
pub(crate) async fn rename(
    state: web::Data<AppState>,
    id: web::Path<String>,
    body: Body<PasskeyNameRequest>,
    Bearer(token): Bearer,
) -> Result<HttpResponse, ApiError> {
    let name = body.into_inner().name;
    let accounts = state.accounts.clone();
    blocking(move || passkeys::rename_passkey(&accounts, AccountToken::Bearer(&token), &id, &name))
        .await?;
    Ok(HttpResponse::Ok().json(done(ResultCode::Ok)))
}

#[utoipa::path(
    delete,
    path = "/accounts/users/v1/passkeys/{id}",
    tag = "device",
    params(("id" = String, Path, description = "The passkey's id")),
    responses(
        (status = 200, description = "OK: deleted; the owner is mailed", body = accounts_domain::api::DoneResponse),
        (status = 401, description = "INVALID_TOKEN", body = accounts_domain::api::ErrorResponse, headers(("WWW-Authenticate" = String))),
        (status = 403, description = "REAUTHENTICATION_REQUIRED: the session signed in more than `accounts.recent_auth_secs` ago, or with one factor while the user has a second factor; sign in again and retry with the new account token", body = accounts_domain::api::ErrorResponse),
        (status = 404, description = "NOT_FOUND: the user has no passkey with this id", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonUnavailable,
    ),
    security(("account_token" = []))
)]
/// `DELETE /accounts/users/v1/passkeys/{id}`.
pub(crate) async fn delete(
    state: web::Data<AppState>,
    id: web::Path<String>,
    Bearer(token): Bearer,
    ClientIp(ip): ClientIp,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    blocking(move || passkeys::delete_passkey(&accounts, AccountToken::Bearer(&token), &id, &ip))
        .await?;
    Ok(HttpResponse::Ok().json(done(ResultCode::Ok)))
}

#[utoipa::path(
    post,
    path = "/accounts/users/v1/login/passkey/options",
    tag = "device",
    request_body = NoFields,
    responses(
        (status = 200, description = "PASSKEY_OPTIONS: pass publicKey to the authenticator and send its answer with challengeId", body = PasskeySignInOptionsResponse),
        (status = 400, description = "INVALID_REQUEST: not the JSON body `{}`", body = accounts_domain::api::ErrorResponse),
        (status = 404, description = "NOT_FOUND: passkeys are off on this server", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonBodyFailures,
        (status = 429, description = "RATE_LIMITED: too many options from this address", body = accounts_domain::api::ErrorResponse, headers(("Retry-After" = u32))),
    )
)]
/// `POST /accounts/users/v1/login/passkey/options`.
pub(crate) async fn sign_in_options(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    _body: Body<NoFields>,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let challenge =
        blocking(move || passkey_sign_in::passkey_sign_in_options(&accounts, &ip)).await?;
    Ok(no_store(HttpResponse::Ok().json(
        PasskeySignInOptionsResponse {
            success: true,
            code: ResultCode::PasskeyOptions,
            public_key: challenge.public_key,
            challenge_id: challenge.challenge_id.expose().to_owned(),
        },
    )))
}

#[utoipa::path(
    post,
    path = "/accounts/users/v1/login/passkey",
    tag = "device",
    request_body = PasskeySignInRequest,
    responses(
        (status = 200, description = "LOGIN_SUCCESS with the account token", body = accounts_domain::api::LoginResponse),
        (status = 400, description = "INVALID_REQUEST", body = accounts_domain::api::ErrorResponse),
        (status = 401, description = "INVALID_CREDENTIALS: the passkey is unknown or its answer does not verify; INVALID_TOKEN: the challengeId or mfaToken is unknown, used or expired", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonBodyFailures,
        (status = 429, description = "RATE_LIMITED: too many failures in the owner's sign-in throttle; with an mfaToken, the account's second step is locked (as login/mfa)", body = accounts_domain::api::ErrorResponse, headers(("Retry-After" = u32))),
    )
)]
/// `POST /accounts/users/v1/login/passkey`.
pub(crate) async fn sign_in(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    UserAgent(user_agent): UserAgent,
    locale: Locale,
    body: Body<PasskeySignInRequest>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let package_name = optional_package(body.package_name)?;
    let attempt = PasskeyAttempt {
        challenge_id: body.challenge_id,
        credential: body.credential,
        mfa_token: body.mfa_token,
        package_name,
        ip,
        user_agent,
        locale: locale.pick(body.ui_locales.as_deref()),
    };
    let accounts = state.accounts.clone();
    let signed_in = blocking(move || {
        passkey_sign_in::sign_in_with_passkey(&accounts, attempt, SessionChannel::App)
    })
    .await?;
    Ok(logged_in(&signed_in))
}
