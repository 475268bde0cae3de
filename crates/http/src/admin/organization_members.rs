//! An organization's members (docs/api.md, "Organizations").

use accounts_service::manage;
use actix_web::{HttpResponse, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::admin::bodies::{AdminOk, MemberChangesRequest, NewMemberRequest};
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
    path = "/accounts/admin/v1/organizations/{org}/members",
    tag = "admin",
    params(("org" = String, Path, description = "The organization's id (org_…) or slug")),
    request_body = crate::admin::bodies::NewMemberRequest,
    responses(
        (status = 201, description = "OK: the user is a member with these roles", body = crate::admin::bodies::AdminOk<accounts_service::manage::MemberSummary>),
        (status = 400, description = "INVALID_REQUEST: a role that is not defined", body = accounts_domain::api::ErrorResponse),
        (status = 404, description = "NOT_FOUND: no such organization or user", body = accounts_domain::api::ErrorResponse),
        (status = 409, description = "CONFLICT: the user is a member already", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonTooLarge,
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `POST /organizations/{org}/members`.
pub(crate) async fn add(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    org: web::Path<String>,
    body: Body<NewMemberRequest>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    let accounts = state.accounts.clone();
    let added = blocking(move || {
        operations::administer(&accounts, |store, now| {
            manage::add_member(store, &org, &b.user_id, &b.roles, admin(&ip), now)
        })
    })
    .await?;
    Ok(no_store(HttpResponse::Created().json(AdminOk::new(added))))
}

#[utoipa::path(
    get,
    path = "/accounts/admin/v1/organizations/{org}/members",
    tag = "admin",
    params(("org" = String, Path, description = "The organization's id (org_…) or slug")),
    responses(
        (status = 200, description = "OK: the members, oldest first", body = crate::admin::bodies::AdminOk<accounts_service::manage::MemberList>),
        (status = 404, description = "NOT_FOUND: no such organization", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `GET /organizations/{org}/members`.
pub(crate) async fn list(
    state: web::Data<AppState>,
    org: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let members = blocking(move || manage::list_members(accounts.store(), &org)).await?;
    Ok(ok(members))
}

#[utoipa::path(
    put,
    path = "/accounts/admin/v1/organizations/{org}/members/{user}",
    tag = "admin",
    params(
        ("org" = String, Path, description = "The organization's id (org_…) or slug"),
        ("user" = String, Path, description = "The member's user id"),
    ),
    request_body = crate::admin::bodies::MemberChangesRequest,
    responses(
        (status = 200, description = "OK: the member's roles (and break-glass mark) as set", body = crate::admin::bodies::AdminOk<accounts_service::manage::MemberSummary>),
        (status = 400, description = "INVALID_REQUEST: a role that is not defined", body = accounts_domain::api::ErrorResponse),
        (status = 404, description = "NOT_FOUND: no such organization or member", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonTooLarge,
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `PUT /organizations/{org}/members/{user}`.
pub(crate) async fn set(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    path: web::Path<(String, String)>,
    body: Body<MemberChangesRequest>,
) -> Result<HttpResponse, ApiError> {
    let (org, user) = path.into_inner();
    let b = body.into_inner();
    let accounts = state.accounts.clone();
    let changed = blocking(move || {
        operations::administer(&accounts, |store, now| {
            manage::set_member(store, &org, &user, &b.roles, b.break_glass, admin(&ip), now)
        })
    })
    .await?;
    Ok(ok(changed))
}

/// What removing a member did.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MemberRemoved {
    /// The former member.
    pub user_id: String,
}

#[utoipa::path(
    delete,
    path = "/accounts/admin/v1/organizations/{org}/members/{user}",
    tag = "admin",
    params(
        ("org" = String, Path, description = "The organization's id (org_…) or slug"),
        ("user" = String, Path, description = "The member's user id"),
    ),
    responses(
        (status = 200, description = "OK: the membership is gone, with the user's refresh tokens bound to the organization", body = crate::admin::bodies::AdminOk<MemberRemoved>),
        (status = 404, description = "NOT_FOUND: no such organization or member", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `DELETE /organizations/{org}/members/{user}`.
pub(crate) async fn remove(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, ApiError> {
    let (org, user) = path.into_inner();
    let accounts = state.accounts.clone();
    let removed = user.clone();
    blocking(move || {
        operations::administer(&accounts, |store, now| {
            manage::remove_member(store, &org, &user, admin(&ip), now)
        })
    })
    .await?;
    Ok(ok(MemberRemoved { user_id: removed }))
}
