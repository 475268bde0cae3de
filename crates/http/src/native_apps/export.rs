//! `GET /accounts/users/v1/export`: everything held about the user, as one
//! JSON document (docs/api.md, "Your own account").

use actix_web::{HttpResponse, web};

use crate::app::state::AppState;
use crate::common::blocking::blocking;
use crate::common::error::ApiError;
use crate::common::extract::Bearer;
use crate::common::respond::no_store;

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
    let document = blocking(move || accounts.export_own_account(&token)).await?;
    Ok(no_store(HttpResponse::Ok().json(document)))
}
