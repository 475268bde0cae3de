//! The seed's userinfo and sessioninfo: bearer-authenticated reads.

use accounts_domain::api::{SessionInfoResponse, UserInfoResponse};
use actix_web::{HttpResponse, web};

use crate::blocking::blocking;
use crate::error::ApiError;
use crate::extract::Bearer;
use crate::state::AppState;

/// `GET /accounts/users/v1/userinfo`.
pub(crate) async fn userinfo(
    state: web::Data<AppState>,
    Bearer(token): Bearer,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let data = blocking(move || accounts.userinfo(&token)).await?;
    Ok(HttpResponse::Ok().json(UserInfoResponse::new(data)))
}

/// `GET /accounts/users/v1/sessioninfo`.
pub(crate) async fn sessioninfo(
    state: web::Data<AppState>,
    Bearer(token): Bearer,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let data = blocking(move || accounts.sessioninfo(&token)).await?;
    Ok(HttpResponse::Ok().json(SessionInfoResponse::new(data)))
}
