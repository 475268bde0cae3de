//! The organizations a signed-in user belongs to, from an app:
//! `GET /accounts/users/v1/organizations` (docs/api.md, "Organizations").

use accounts_domain::codes::ResultCode;
use accounts_service::use_cases::organization_access::OwnOrganization;
use accounts_service::use_cases::self_service::own_account;
use accounts_service::use_cases::sessions::AccountToken;
use actix_web::{HttpResponse, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::common::blocking::blocking;
use crate::common::error::ApiError;
use crate::common::extract::Bearer;
use crate::common::respond::no_store;
use crate::common::state::AppState;

/// `OK` and the user's organizations.
#[derive(Debug, Serialize, ToSchema)]
pub struct OwnOrganizationsResponse {
    /// Always true.
    pub success: bool,
    /// `OK`.
    pub code: ResultCode,
    /// By slug.
    pub organizations: Vec<OwnOrganization>,
}

#[utoipa::path(
    get,
    path = "/accounts/users/v1/organizations",
    tag = "device",
    responses(
        (status = 200, description = "OK: the organizations the user belongs to, with their roles in each", body = OwnOrganizationsResponse),
        (status = 401, description = "INVALID_TOKEN", body = accounts_domain::api::ErrorResponse, headers(("WWW-Authenticate" = String))),
        crate::common::failures::JsonUnavailable,
    ),
    security(("account_token" = []))
)]
/// `GET /accounts/users/v1/organizations`.
pub(crate) async fn list(
    state: web::Data<AppState>,
    Bearer(token): Bearer,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let organizations =
        blocking(move || own_account::own_organizations(&accounts, AccountToken::Bearer(&token)))
            .await?;
    Ok(no_store(HttpResponse::Ok().json(
        OwnOrganizationsResponse {
            success: true,
            code: ResultCode::Ok,
            organizations,
        },
    )))
}
