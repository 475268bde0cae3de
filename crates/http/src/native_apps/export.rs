//! The user's data rights from an app: `GET /accounts/users/v1/export`,
//! everything held about the user as one JSON document, and `DELETE
//! /accounts/users/v1/account` (docs/api.md, "Your own account").

use accounts_domain::codes::ResultCode;
use accounts_service::deletion::Deletion;
use accounts_service::use_cases::sessions::AccountToken;
use actix_web::{HttpResponse, web};

use crate::common::blocking::blocking;
use crate::common::error::{ApiError, done};
use crate::common::extract::{Bearer, ClientIp};
use crate::common::respond::no_store;
use crate::common::state::AppState;
use accounts_service::use_cases::self_service::deletion;
use accounts_service::use_cases::self_service::export;

#[utoipa::path(
    get,
    path = "/accounts/users/v1/export",
    tag = "device",
    responses(
        (status = 200, description = "EXPORT: the profile, every stored session with its device and place, linked providers, second factors and the audit events about the user; never a password or a secret", body = accounts_service::export::AccountExport),
        (status = 401, description = "INVALID_TOKEN", body = accounts_domain::api::ErrorResponse, headers(("WWW-Authenticate" = String))),
        crate::common::failures::JsonUnavailable,
    ),
    security(("account_token" = []))
)]
/// `GET /accounts/users/v1/export`.
pub(crate) async fn export(
    state: web::Data<AppState>,
    Bearer(token): Bearer,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let document =
        blocking(move || export::export_own_account(&accounts, AccountToken::Bearer(&token)))
            .await?;
    Ok(no_store(HttpResponse::Ok().json(document)))
}

#[utoipa::path(
    delete,
    path = "/accounts/users/v1/account",
    tag = "device",
    responses(
        (status = 200, description = "ACCOUNT_DELETED: the account and everything held about it are gone, every session and token ended on every instance; or DELETION_SCHEDULED: every session ended, the account goes after `accounts.deletion_grace_days` unless its user signs in before then", body = accounts_domain::api::DoneResponse),
        (status = 401, description = "INVALID_TOKEN", body = accounts_domain::api::ErrorResponse, headers(("WWW-Authenticate" = String))),
        (status = 403, description = "REAUTHENTICATION_REQUIRED: the session signed in more than `accounts.recent_auth_secs` ago; sign in again and retry with the new account token", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonUnavailable,
    ),
    security(("account_token" = []))
)]
/// `DELETE /accounts/users/v1/account`.
pub(crate) async fn delete_account(
    state: web::Data<AppState>,
    Bearer(token): Bearer,
    ClientIp(ip): ClientIp,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let code = match blocking(move || {
        deletion::delete_own_account(&accounts, AccountToken::Bearer(&token), &ip)
    })
    .await?
    {
        Deletion::Deleted => ResultCode::AccountDeleted,
        Deletion::Scheduled { .. } => ResultCode::DeletionScheduled,
    };
    Ok(no_store(HttpResponse::Ok().json(done(code))))
}
