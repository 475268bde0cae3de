//! Organizations and the organization roles (docs/api.md,
//! "Organizations"); their members are `organization_members.rs`'s.

use accounts_service::manage;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::admin::bodies::{
    AdminOk, NewOrganizationRequest, NewOrganizationRoleRequest, OrganizationChangesRequest,
};
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
    path = "/accounts/admin/v1/organizations",
    tag = "admin",
    request_body = crate::admin::bodies::NewOrganizationRequest,
    responses(
        (status = 201, description = "OK: the organization is made, enabled", body = crate::admin::bodies::AdminOk<accounts_service::manage::OrganizationSummary>),
        (status = 400, description = "INVALID_REQUEST: a slug, name or mfa that does not validate", body = accounts_domain::api::ErrorResponse),
        (status = 409, description = "CONFLICT: an organization with that slug exists", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonTooLarge,
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `POST /organizations`.
pub(crate) async fn create(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    body: Body<NewOrganizationRequest>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    let accounts = state.accounts.clone();
    let created = blocking(move || {
        operations::administer(&accounts, |store, now| {
            manage::create_organization(store, &b.slug, &b.name, b.mfa.as_deref(), admin(&ip), now)
        })
    })
    .await?;
    Ok(no_store(
        HttpResponse::Created().json(AdminOk::new(created)),
    ))
}

#[utoipa::path(
    get,
    path = "/accounts/admin/v1/organizations",
    tag = "admin",
    responses(
        (status = 200, description = "OK: every organization, by slug", body = crate::admin::bodies::AdminOk<accounts_service::manage::OrganizationList>),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `GET /organizations`.
pub(crate) async fn list(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let list = blocking(move || manage::list_organizations(accounts.store())).await?;
    Ok(ok(list))
}

#[utoipa::path(
    get,
    path = "/accounts/admin/v1/organizations/{org}",
    tag = "admin",
    params(("org" = String, Path, description = "The organization's id (org_…) or slug")),
    responses(
        (status = 200, description = "OK: the organization", body = crate::admin::bodies::AdminOk<accounts_service::manage::OrganizationSummary>),
        (status = 404, description = "NOT_FOUND: no such organization", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `GET /organizations/{org}`.
pub(crate) async fn get(
    state: web::Data<AppState>,
    org: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let found = blocking(move || manage::organization(accounts.store(), &org)).await?;
    Ok(ok(found))
}

#[utoipa::path(
    patch,
    path = "/accounts/admin/v1/organizations/{org}",
    tag = "admin",
    params(("org" = String, Path, description = "The organization's id (org_…) or slug")),
    request_body = crate::admin::bodies::OrganizationChangesRequest,
    responses(
        (status = 200, description = "OK: the organization as changed", body = crate::admin::bodies::AdminOk<accounts_service::manage::OrganizationSummary>),
        (status = 400, description = "INVALID_REQUEST: a slug, name or mfa that does not validate", body = accounts_domain::api::ErrorResponse),
        (status = 404, description = "NOT_FOUND: no such organization", body = accounts_domain::api::ErrorResponse),
        (status = 409, description = "CONFLICT: another organization has that slug", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonTooLarge,
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `PATCH /organizations/{org}`.
pub(crate) async fn update(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    org: web::Path<String>,
    body: Body<OrganizationChangesRequest>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    let changes = manage::OrganizationChanges {
        slug: b.slug,
        name: b.name,
        enabled: b.enabled,
        mfa: b.mfa,
    };
    let accounts = state.accounts.clone();
    let changed = blocking(move || {
        operations::administer(&accounts, |store, now| {
            manage::update_organization(store, &org, &changes, admin(&ip), now)
        })
    })
    .await?;
    Ok(ok(changed))
}

/// `DELETE /organizations/{org}`'s query.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub(crate) struct DeleteParams {
    /// `delete`: the organization's managed members (made by its own
    /// sign-in or SCIM) are deleted with it; without it, an organization
    /// with any is not deleted (409).
    #[param(pattern = "^delete$")]
    members: Option<String>,
}

/// What deleting an organization did.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrganizationDeleted {
    /// The organization's id or slug as given.
    pub organization: String,
    /// How many managed members' accounts were deleted with it.
    pub deleted_members: usize,
}

#[utoipa::path(
    delete,
    path = "/accounts/admin/v1/organizations/{org}",
    tag = "admin",
    params(("org" = String, Path, description = "The organization's id (org_…) or slug"), DeleteParams),
    responses(
        (status = 200, description = "OK: the organization, its memberships and the refresh tokens bound to it are gone", body = crate::admin::bodies::AdminOk<OrganizationDeleted>),
        (status = 400, description = "INVALID_REQUEST: members is not delete", body = accounts_domain::api::ErrorResponse),
        (status = 404, description = "NOT_FOUND: no such organization", body = accounts_domain::api::ErrorResponse),
        (status = 409, description = "CONFLICT: the organization has managed members; delete them with it (?members=delete)", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `DELETE /organizations/{org}`.
pub(crate) async fn delete(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    org: web::Path<String>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params = serde_urlencoded::from_str::<DeleteParams>(req.query_string())
        .map_err(|e| ApiError::invalid_request(format!("invalid query: {e}")))?;
    let delete_members = match params.members.as_deref() {
        None => false,
        Some("delete") => true,
        Some(_) => return Err(ApiError::invalid_request("members must be delete")),
    };
    let accounts = state.accounts.clone();
    let reference = org.into_inner();
    let given = reference.clone();
    let deleted_members = blocking(move || {
        manage::remove_organization(&accounts, &reference, delete_members, admin(&ip))
    })
    .await?;
    Ok(ok(OrganizationDeleted {
        organization: given,
        deleted_members,
    }))
}

#[utoipa::path(
    post,
    path = "/accounts/admin/v1/organization-roles",
    tag = "admin",
    request_body = crate::admin::bodies::NewOrganizationRoleRequest,
    responses(
        (status = 201, description = "OK: the role is defined for every organization", body = crate::admin::bodies::AdminOk<accounts_service::manage::OrganizationRoleSummary>),
        (status = 400, description = "INVALID_REQUEST: a key, description or permission that does not validate", body = accounts_domain::api::ErrorResponse),
        (status = 409, description = "CONFLICT: a role with that key exists (admin and member are built in)", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonTooLarge,
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `POST /organization-roles`.
pub(crate) async fn create_role(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    body: Body<NewOrganizationRoleRequest>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    let accounts = state.accounts.clone();
    let created = blocking(move || {
        operations::administer(&accounts, |store, now| {
            manage::create_organization_role(
                store,
                &b.key,
                &b.description,
                &b.permissions,
                admin(&ip),
                now,
            )
        })
    })
    .await?;
    Ok(no_store(
        HttpResponse::Created().json(AdminOk::new(created)),
    ))
}

#[utoipa::path(
    get,
    path = "/accounts/admin/v1/organization-roles",
    tag = "admin",
    responses(
        (status = 200, description = "OK: every organization role, admin and member first", body = crate::admin::bodies::AdminOk<accounts_service::manage::OrganizationRoleList>),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `GET /organization-roles`.
pub(crate) async fn list_roles(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let list = blocking(move || manage::list_organization_roles(accounts.store())).await?;
    Ok(ok(list))
}

/// What deleting a role did.
#[derive(Debug, Serialize, ToSchema)]
pub struct OrganizationRoleDeleted {
    /// The role's key.
    pub key: String,
}

#[utoipa::path(
    delete,
    path = "/accounts/admin/v1/organization-roles/{key}",
    tag = "admin",
    params(("key" = String, Path, description = "The role's key")),
    responses(
        (status = 200, description = "OK: the role is gone, and every member who held it lost it", body = crate::admin::bodies::AdminOk<OrganizationRoleDeleted>),
        (status = 404, description = "NOT_FOUND: no such role", body = accounts_domain::api::ErrorResponse),
        (status = 409, description = "CONFLICT: admin and member are built in", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `DELETE /organization-roles/{key}`.
pub(crate) async fn delete_role(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    key: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let key = key.into_inner();
    let accounts = state.accounts.clone();
    let deleted = key.clone();
    blocking(move || {
        operations::administer(&accounts, |store, now| {
            manage::delete_organization_role(store, &key, admin(&ip), now)
        })
    })
    .await?;
    Ok(ok(OrganizationRoleDeleted { key: deleted }))
}
