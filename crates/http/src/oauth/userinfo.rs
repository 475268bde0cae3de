//! The OpenID Connect userinfo endpoint (Core 5.3): the standard face's
//! bearer read, with RFC 6750 errors. The seed's userinfo
//! (`/accounts/users/v1/userinfo`) keeps its own shape.

use accounts_domain::api::StandardUserInfo;
use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};

use crate::common::blocking::blocking;
use crate::common::error::OAuthError;
use crate::common::extract::presented_token;
use crate::common::state::AppState;
use accounts_service::use_cases::token_checks::bearer;

#[utoipa::path(
    get,
    path = "/accounts/oauth2/v1/userinfo",
    tag = "oauth",
    responses(
        (status = 200, description = "The token's user in standard claims, as its scope shows them", body = accounts_domain::api::StandardUserInfo),
        (status = 401, description = "invalid_token: missing, malformed, expired or revoked (RFC 6750)", body = crate::common::error::OAuthErrorBody, headers(("WWW-Authenticate" = String))),
        crate::common::failures::OAuthUnavailable,
    ),
    security(("bearer" = []))
)]
/// `GET /accounts/oauth2/v1/userinfo`.
pub(crate) async fn get(
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, OAuthError> {
    answer(state, &req).await
}

#[utoipa::path(
    post,
    path = "/accounts/oauth2/v1/userinfo",
    tag = "oauth",
    responses(
        (status = 200, description = "The token's user in standard claims, as its scope shows them", body = accounts_domain::api::StandardUserInfo),
        (status = 401, description = "invalid_token: missing, malformed, expired or revoked (RFC 6750)", body = crate::common::error::OAuthErrorBody, headers(("WWW-Authenticate" = String))),
        crate::common::failures::OAuthUnavailable,
    ),
    security(("bearer" = []))
)]
/// `POST /accounts/oauth2/v1/userinfo` (OIDC Core 5.3.1 allows both; the
/// token comes in the Authorization header either way, and a body is
/// ignored).
pub(crate) async fn post(
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, OAuthError> {
    answer(state, &req).await
}

async fn answer(state: web::Data<AppState>, req: &HttpRequest) -> Result<HttpResponse, OAuthError> {
    let presented = presented_token(req).ok_or_else(OAuthError::missing_bearer)?;
    let accounts = state.accounts.clone();
    let claims: StandardUserInfo =
        blocking(move || bearer::standard_userinfo(&accounts, &presented)).await?;
    Ok(HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .json(claims))
}
