//! The seed's userinfo and sessioninfo: bearer-authenticated reads.

use accounts_domain::api::{SessionInfoResponse, UserInfoResponse};
use actix_web::{HttpResponse, web};

use crate::common::blocking::blocking;
use crate::common::error::ApiError;
use crate::common::extract::AccessToken;
use crate::common::state::AppState;
use accounts_service::use_cases::token_checks::bearer;

#[utoipa::path(
    get,
    path = "/accounts/users/v1/userinfo",
    tag = "seed",
    responses(
        (status = 200, description = "USERDATA: the fields the token's scope allows", body = accounts_domain::api::UserInfoResponse),
        (status = 401, description = "INVALID_TOKEN or EXPIRED_TOKEN", body = accounts_domain::api::ErrorResponse, headers(("WWW-Authenticate" = String))),
        (status = 403, description = "INSUFFICIENT_SCOPE", body = accounts_domain::api::ErrorResponse, headers(("WWW-Authenticate" = String))),
        crate::common::failures::JsonUnavailable,
    ),
    security(("bearer" = []))
)]
/// `GET /accounts/users/v1/userinfo`.
pub(crate) async fn userinfo(
    state: web::Data<AppState>,
    AccessToken(presented): AccessToken,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let data = blocking(move || bearer::userinfo(&accounts, &presented)).await?;
    Ok(HttpResponse::Ok().json(UserInfoResponse::new(data)))
}

#[utoipa::path(
    get,
    path = "/accounts/users/v1/sessioninfo",
    tag = "seed",
    responses(
        (status = 200, description = "USERDATA: the token's login session", body = accounts_domain::api::SessionInfoResponse),
        (status = 401, description = "INVALID_TOKEN or EXPIRED_TOKEN", body = accounts_domain::api::ErrorResponse, headers(("WWW-Authenticate" = String))),
        (status = 403, description = "INSUFFICIENT_SCOPE: needs the authorization scope", body = accounts_domain::api::ErrorResponse, headers(("WWW-Authenticate" = String))),
        crate::common::failures::JsonUnavailable,
    ),
    security(("bearer" = []))
)]
/// `GET /accounts/users/v1/sessioninfo`.
pub(crate) async fn sessioninfo(
    state: web::Data<AppState>,
    AccessToken(presented): AccessToken,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let data = blocking(move || bearer::sessioninfo(&accounts, &presented)).await?;
    Ok(HttpResponse::Ok().json(SessionInfoResponse::new(data)))
}
