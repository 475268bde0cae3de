//! Upstream identities from an app: exchange a provider's id_token (what
//! Google's Credential Manager or Sign in with Apple gave the app) for an
//! account token, and list or remove the account's linked providers
//! (docs/api.md, "Upstream identity providers").

use accounts_domain::codes::ResultCode;
use accounts_service::manage::LinkEntry;
use accounts_service::upstream::links::FederatedAttempt;
use accounts_service::use_cases::sessions::AccountToken;
use actix_web::{HttpResponse, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::common::blocking::blocking;
use crate::common::error::{ApiError, done};
use crate::common::extract::{Bearer, ClientIp, Locale, UserAgent};
use crate::common::json_body::Body;
use crate::common::respond::{no_store, optional_package, required};
use crate::common::state::AppState;
use crate::native_apps::sign_in::logged_in;
use accounts_service::use_cases::upstream::links;

/// The exchange's body as it arrives: a missing field is answered
/// `INVALID_REQUEST` by the handler.
#[derive(Debug, Deserialize)]
pub struct FederatedBody {
    provider: Option<String>,
    id_token: Option<String>,
    package_name: Option<String>,
    ui_locales: Option<String>,
}

/// The exchange's body, as the document states what is accepted.
#[derive(Debug, Deserialize, ToSchema)]
pub struct FederatedRequest {
    /// The configured provider's id (`[[upstream]]` `id`).
    #[schema(min_length = 1)]
    pub provider: String,
    /// The id_token the provider issued to the app; its audience is one
    /// of the provider's `native_audiences`.
    #[schema(min_length = 1)]
    pub id_token: String,
    /// The app's package name.
    #[schema(
        pattern = "^[A-Za-z][A-Za-z0-9_-]*(\\.[A-Za-z][A-Za-z0-9_-]*)+$",
        max_length = 255
    )]
    pub package_name: Option<String>,
    /// Preferred languages, space-separated.
    pub ui_locales: Option<String>,
}

/// `LINKS`: the user's linked providers, oldest first.
#[derive(Debug, Serialize, ToSchema)]
pub struct LinksResponse {
    /// Always true.
    pub success: bool,
    /// `LINKS`.
    pub code: ResultCode,
    /// The links.
    pub links: Vec<LinkEntry>,
}

#[utoipa::path(
    post,
    path = "/accounts/users/v1/login/federated",
    tag = "device",
    request_body = FederatedRequest,
    responses(
        (status = 200, description = "LOGIN_SUCCESS with the account token: the identity is linked, or a new account was made for it", body = accounts_domain::api::LoginResponse),
        (status = 400, description = "INVALID_REQUEST: a field is missing", body = accounts_domain::api::ErrorResponse),
        (status = 401, description = "INVALID_TOKEN: the id_token does not check out (signature, issuer, audience, expiry), or its account is disabled", body = accounts_domain::api::ErrorResponse),
        (status = 403, description = "REGISTRATION_CLOSED: the identity is not linked and registration is closed", body = accounts_domain::api::ErrorResponse),
        (status = 404, description = "NOT_FOUND: no provider has this id", body = accounts_domain::api::ErrorResponse),
        (status = 409, description = "CONFLICT: the identity is not linked and an account has its address: sign in to that account and link the provider there", body = accounts_domain::api::ErrorResponse),
        (status = 502, description = "SERVICE_UNAVAILABLE: the provider could not be reached", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonBodyFailures,
    )
)]
/// `POST /accounts/users/v1/login/federated`.
pub(crate) async fn login_federated(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    UserAgent(user_agent): UserAgent,
    locale: Locale,
    body: Body<FederatedBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let attempt = FederatedAttempt {
        provider: required("provider", body.provider)?,
        id_token: required("id_token", body.id_token)?,
        package_name: optional_package(body.package_name)?,
        ip,
        user_agent,
        locale: locale.pick(body.ui_locales.as_deref()),
    };
    let accounts = state.accounts.clone();
    let signed_in = blocking(move || links::sign_in_federated(&accounts, attempt)).await?;
    Ok(logged_in(&signed_in))
}

#[utoipa::path(
    get,
    path = "/accounts/users/v1/links",
    tag = "device",
    responses(
        (status = 200, description = "LINKS", body = LinksResponse),
        (status = 401, description = "INVALID_TOKEN", body = accounts_domain::api::ErrorResponse, headers(("WWW-Authenticate" = String))),
        crate::common::failures::JsonUnavailable,
    ),
    security(("account_token" = []))
)]
/// `GET /accounts/users/v1/links`.
pub(crate) async fn list(
    state: web::Data<AppState>,
    Bearer(token): Bearer,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let links = blocking(move || links::own_links(&accounts, AccountToken::Bearer(&token))).await?;
    Ok(no_store(HttpResponse::Ok().json(LinksResponse {
        success: true,
        code: ResultCode::Links,
        links: links.iter().map(LinkEntry::of).collect(),
    })))
}

#[utoipa::path(
    delete,
    path = "/accounts/users/v1/links/{provider}",
    tag = "device",
    params(("provider" = String, Path, description = "The provider's id")),
    responses(
        (status = 200, description = "OK: unlinked", body = accounts_domain::api::DoneResponse),
        (status = 401, description = "INVALID_TOKEN", body = accounts_domain::api::ErrorResponse, headers(("WWW-Authenticate" = String))),
        (status = 403, description = "REAUTHENTICATION_REQUIRED: the session signed in more than `accounts.recent_auth_secs` ago, or with one factor while the user has a second factor; sign in again and retry with the new account token", body = accounts_domain::api::ErrorResponse),
        (status = 404, description = "NOT_FOUND: the account has no link to this provider", body = accounts_domain::api::ErrorResponse),
        (status = 409, description = "LAST_SIGN_IN_METHOD: the account has no password, passkey or other link", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonUnavailable,
    ),
    security(("account_token" = []))
)]
/// `DELETE /accounts/users/v1/links/{provider}`.
pub(crate) async fn delete(
    state: web::Data<AppState>,
    provider: web::Path<String>,
    Bearer(token): Bearer,
    ClientIp(ip): ClientIp,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    blocking(move || links::unlink_own(&accounts, AccountToken::Bearer(&token), &provider, &ip))
        .await?;
    Ok(HttpResponse::Ok().json(done(ResultCode::Ok)))
}
