//! APIs and the clients' grants on them (docs/api.md, "Machine tokens").

use accounts_service::manage;
use actix_web::{HttpResponse, web};

use crate::admin::bodies::{AdminOk, NewGrantRequest, NewResourceRequest};
use crate::common::blocking::blocking;
use crate::common::error::ApiError;
use crate::common::extract::ClientIp;
use crate::common::json_body::Body;
use crate::common::respond::no_store;
use crate::common::state::AppState;

use super::guard::{AdminFailures, admin, ok};
use accounts_service::use_cases::manage::operations;

#[utoipa::path(
    post,
    path = "/accounts/admin/v1/resources",
    tag = "admin",
    request_body = crate::admin::bodies::NewResourceRequest,
    responses(
        (status = 201, description = "OK: the API is registered", body = crate::admin::bodies::AdminOk<accounts_service::manage::ResourceSummary>),
        (status = 400, description = "INVALID_REQUEST: an identifier or scope that does not validate", body = accounts_domain::api::ErrorResponse),
        (status = 409, description = "CONFLICT: an API with that identifier exists", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonTooLarge,
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `POST /resources`.
pub(crate) async fn create(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    body: Body<NewResourceRequest>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    let accounts = state.accounts.clone();
    let created = blocking(move || {
        operations::administer(&accounts, |store, now| {
            manage::create_resource(store, &b.identifier, &b.scopes, admin(&ip), now)
        })
    })
    .await?;
    Ok(no_store(
        HttpResponse::Created().json(AdminOk::new(created)),
    ))
}

#[utoipa::path(
    get,
    path = "/accounts/admin/v1/resources",
    tag = "admin",
    responses(
        (status = 200, description = "OK: every API", body = crate::admin::bodies::AdminOk<accounts_service::manage::ResourceList>),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `GET /resources`.
pub(crate) async fn list(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let list = blocking(move || manage::list_resources(accounts.store())).await?;
    Ok(ok(list))
}

#[utoipa::path(
    post,
    path = "/accounts/admin/v1/clients/{id}/grants",
    tag = "admin",
    params(("id" = String, Path, description = "The client's id")),
    request_body = crate::admin::bodies::NewGrantRequest,
    responses(
        (status = 200, description = "OK: the client may get tokens for the API with these scopes, for itself when allowed client_credentials, or for a user who signs in (an earlier grant on it is replaced)", body = crate::admin::bodies::AdminOk<accounts_service::manage::GrantSummary>),
        (status = 400, description = "INVALID_REQUEST: a malformed identifier or scope", body = accounts_domain::api::ErrorResponse),
        (status = 409, description = "CONFLICT: a scope the API does not define", body = accounts_domain::api::ErrorResponse),
        (status = 404, description = "NOT_FOUND: no such client or API", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonTooLarge,
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `POST /clients/{id}/grants`.
pub(crate) async fn grant(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    id: web::Path<String>,
    body: Body<NewGrantRequest>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    let accounts = state.accounts.clone();
    let granted = blocking(move || {
        operations::administer(&accounts, |store, now| {
            manage::grant_client(store, &id, &b.resource, &b.scopes, admin(&ip), now)
        })
    })
    .await?;
    Ok(ok(granted))
}

#[utoipa::path(
    get,
    path = "/accounts/admin/v1/clients/{id}/grants",
    tag = "admin",
    params(("id" = String, Path, description = "The client's id")),
    responses(
        (status = 200, description = "OK: the client's grants", body = crate::admin::bodies::AdminOk<accounts_service::manage::GrantList>),
        (status = 404, description = "NOT_FOUND: no such client", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `GET /clients/{id}/grants`.
pub(crate) async fn grants(
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let list = blocking(move || manage::client_grants(accounts.store(), &id)).await?;
    Ok(ok(list))
}
