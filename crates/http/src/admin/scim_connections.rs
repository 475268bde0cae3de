//! An organization's SCIM connections (docs/api.md, "SCIM").

use accounts_service::manage;
use accounts_service::use_cases::manage::operations;
use actix_web::{HttpResponse, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::admin::bodies::{AdminOk, GroupRolesRequest};
use crate::common::blocking::blocking;
use crate::common::error::ApiError;
use crate::common::extract::ClientIp;
use crate::common::json_body::Body;
use crate::common::respond::no_store;
use crate::common::state::AppState;

use super::guard::{AdminFailures, admin, ok};

/// A revoked connection.
#[derive(Debug, Serialize, ToSchema)]
pub struct ScimConnectionRevoked {
    /// The connection's id.
    pub id: String,
}

#[utoipa::path(
    post,
    path = "/accounts/admin/v1/organizations/{org}/scim",
    tag = "admin",
    params(("org" = String, Path, description = "The organization's id (org_…) or slug")),
    responses(
        (status = 201, description = "OK: the connection, with its token shown this once", body = crate::admin::bodies::AdminOk<accounts_service::manage::ScimConnectionMade>),
        (status = 404, description = "NOT_FOUND: no such organization", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `POST /organizations/{org}/scim`.
pub(crate) async fn create(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    org: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let made = blocking(move || {
        let issuer = accounts.issuer().to_owned();
        operations::administer(&accounts, |store, now| {
            manage::create_scim_connection(store, &issuer, &org, admin(&ip), now)
        })
    })
    .await?;
    Ok(no_store(HttpResponse::Created().json(AdminOk::new(made))))
}

#[utoipa::path(
    get,
    path = "/accounts/admin/v1/organizations/{org}/scim",
    tag = "admin",
    params(("org" = String, Path, description = "The organization's id (org_…) or slug")),
    responses(
        (status = 200, description = "OK: the organization's connections, without their tokens", body = crate::admin::bodies::AdminOk<accounts_service::manage::ScimConnectionList>),
        (status = 404, description = "NOT_FOUND: no such organization", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `GET /organizations/{org}/scim`.
pub(crate) async fn list(
    state: web::Data<AppState>,
    org: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let list = blocking(move || {
        let now = accounts.now();
        manage::list_scim_connections(accounts.store(), accounts.issuer(), &org, now)
    })
    .await?;
    Ok(ok(list))
}

#[utoipa::path(
    post,
    path = "/accounts/admin/v1/organizations/{org}/scim/{id}/rotate",
    tag = "admin",
    params(
        ("org" = String, Path, description = "The organization's id (org_…) or slug"),
        ("id" = String, Path, description = "The connection's id"),
    ),
    responses(
        (status = 200, description = "OK: the new token, shown this once; the old one works 24 hours more", body = crate::admin::bodies::AdminOk<accounts_service::manage::ScimConnectionMade>),
        (status = 404, description = "NOT_FOUND: no such organization or connection", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `POST /organizations/{org}/scim/{id}/rotate`.
pub(crate) async fn rotate(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, ApiError> {
    let (org, id) = path.into_inner();
    let accounts = state.accounts.clone();
    let made = blocking(move || {
        let issuer = accounts.issuer().to_owned();
        operations::administer(&accounts, |store, now| {
            manage::rotate_scim_connection(store, &issuer, &org, &id, admin(&ip), now)
        })
    })
    .await?;
    Ok(ok(made))
}

#[utoipa::path(
    delete,
    path = "/accounts/admin/v1/organizations/{org}/scim/{id}",
    tag = "admin",
    params(
        ("org" = String, Path, description = "The organization's id (org_…) or slug"),
        ("id" = String, Path, description = "The connection's id"),
    ),
    responses(
        (status = 200, description = "OK: revoked; both its tokens stop working at once", body = crate::admin::bodies::AdminOk<ScimConnectionRevoked>),
        (status = 404, description = "NOT_FOUND: no such organization or connection", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `DELETE /organizations/{org}/scim/{id}`.
pub(crate) async fn revoke(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, ApiError> {
    let (org, id) = path.into_inner();
    let accounts = state.accounts.clone();
    let revoked = id.clone();
    blocking(move || {
        operations::administer(&accounts, |store, now| {
            manage::revoke_scim_connection(store, &org, &id, admin(&ip), now)
        })
    })
    .await?;
    Ok(ok(ScimConnectionRevoked { id: revoked }))
}

#[utoipa::path(
    put,
    path = "/accounts/admin/v1/organizations/{org}/groups/{id}/roles",
    tag = "admin",
    params(
        ("org" = String, Path, description = "The organization's id (org_…) or slug"),
        ("id" = String, Path, description = "The SCIM group's id"),
    ),
    request_body = crate::admin::bodies::GroupRolesRequest,
    responses(
        (status = 200, description = "OK: the group's members hold these roles (beside their own) from their next sign-in or refresh", body = crate::admin::bodies::AdminOk<accounts_service::manage::ScimGroupRoles>),
        (status = 400, description = "INVALID_REQUEST: a role that is not defined", body = accounts_domain::api::ErrorResponse),
        (status = 404, description = "NOT_FOUND: no such organization or group", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonTooLarge,
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `PUT /organizations/{org}/groups/{id}/roles`.
pub(crate) async fn group_roles(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    path: web::Path<(String, String)>,
    body: Body<GroupRolesRequest>,
) -> Result<HttpResponse, ApiError> {
    let (org, id) = path.into_inner();
    let roles = body.into_inner().roles;
    let accounts = state.accounts.clone();
    let set = blocking(move || {
        operations::administer(&accounts, |store, now| {
            manage::set_scim_group_roles(store, &org, &id, &roles, admin(&ip), now)
        })
    })
    .await?;
    Ok(ok(set))
}
