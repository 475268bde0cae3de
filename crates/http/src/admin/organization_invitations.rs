//! An organization's invitations (docs/api.md, "Organizations").

use accounts_service::manage;
use actix_web::{HttpResponse, web};

use crate::admin::bodies::{AdminOk, NewInvitationRequest};
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
    path = "/accounts/admin/v1/organizations/{org}/invitations",
    tag = "admin",
    params(("org" = String, Path, description = "The organization's id (org_…) or slug")),
    request_body = crate::admin::bodies::NewInvitationRequest,
    responses(
        (status = 201, description = "OK: the invitation is mailed in the invitee's language; its link works for organizations.invitation_days", body = crate::admin::bodies::AdminOk<accounts_service::manage::InvitationSummary>),
        (status = 400, description = "INVALID_REQUEST: an address or role that does not validate", body = accounts_domain::api::ErrorResponse),
        (status = 404, description = "NOT_FOUND: no such organization", body = accounts_domain::api::ErrorResponse),
        (status = 409, description = "CONFLICT: the address has a pending invitation, or belongs to a member", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonTooLarge,
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `POST /organizations/{org}/invitations`.
pub(crate) async fn invite(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    org: web::Path<String>,
    body: Body<NewInvitationRequest>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    let accounts = state.accounts.clone();
    let made =
        blocking(move || manage::invite(&accounts, &org, &b.email, &b.roles, admin(&ip))).await?;
    Ok(no_store(HttpResponse::Created().json(AdminOk::new(made))))
}

#[utoipa::path(
    get,
    path = "/accounts/admin/v1/organizations/{org}/invitations",
    tag = "admin",
    params(("org" = String, Path, description = "The organization's id (org_…) or slug")),
    responses(
        (status = 200, description = "OK: the invitations, newest first, each pending, accepted, revoked or expired", body = crate::admin::bodies::AdminOk<accounts_service::manage::InvitationList>),
        (status = 404, description = "NOT_FOUND: no such organization", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `GET /organizations/{org}/invitations`.
pub(crate) async fn list(
    state: web::Data<AppState>,
    org: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let list = blocking(move || manage::list_invitations_now(&accounts, &org)).await?;
    Ok(ok(list))
}

#[utoipa::path(
    delete,
    path = "/accounts/admin/v1/organizations/{org}/invitations/{id}",
    tag = "admin",
    params(
        ("org" = String, Path, description = "The organization's id (org_…) or slug"),
        ("id" = String, Path, description = "The invitation's id"),
    ),
    responses(
        (status = 200, description = "OK: the invitation is revoked; its link no longer works", body = crate::admin::bodies::AdminOk<accounts_service::manage::InvitationSummary>),
        (status = 404, description = "NOT_FOUND: no such organization or invitation", body = accounts_domain::api::ErrorResponse),
        (status = 409, description = "CONFLICT: the invitation is not pending", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `DELETE /organizations/{org}/invitations/{id}`.
pub(crate) async fn revoke(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, ApiError> {
    let (org, id) = path.into_inner();
    let accounts = state.accounts.clone();
    let revoked = blocking(move || {
        operations::administer(&accounts, |store, now| {
            manage::revoke_invitation(store, &org, &id, admin(&ip), now)
        })
    })
    .await?;
    Ok(ok(revoked))
}

#[utoipa::path(
    post,
    path = "/accounts/admin/v1/organizations/{org}/invitations/{id}/resend",
    tag = "admin",
    params(
        ("org" = String, Path, description = "The organization's id (org_…) or slug"),
        ("id" = String, Path, description = "The invitation's id"),
    ),
    responses(
        (status = 200, description = "OK: mailed again with a new link and a new expiry; the old link stops working", body = crate::admin::bodies::AdminOk<accounts_service::manage::InvitationSummary>),
        (status = 404, description = "NOT_FOUND: no such organization or invitation", body = accounts_domain::api::ErrorResponse),
        (status = 409, description = "CONFLICT: the invitation was accepted or revoked", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `POST /organizations/{org}/invitations/{id}/resend`.
pub(crate) async fn resend(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, ApiError> {
    let (org, id) = path.into_inner();
    let accounts = state.accounts.clone();
    let sent =
        blocking(move || manage::resend_invitation(&accounts, &org, &id, admin(&ip))).await?;
    Ok(ok(sent))
}
