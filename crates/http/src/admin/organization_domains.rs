//! An organization's mail domains (docs/api.md, "Organizations").

use accounts_service::manage;
use actix_web::{HttpResponse, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::admin::bodies::{AdminOk, DomainChangesRequest, NewDomainRequest};
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
    path = "/accounts/admin/v1/organizations/{org}/domains",
    tag = "admin",
    params(("org" = String, Path, description = "The organization's id (org_…) or slug")),
    request_body = crate::admin::bodies::NewDomainRequest,
    responses(
        (status = 201, description = "OK: the domain is claimed, pending until the TXT record in `dns` is found", body = crate::admin::bodies::AdminOk<accounts_service::manage::DomainSummary>),
        (status = 400, description = "INVALID_REQUEST: not a domain, or a consumer mail domain", body = accounts_domain::api::ErrorResponse),
        (status = 404, description = "NOT_FOUND: no such organization", body = accounts_domain::api::ErrorResponse),
        (status = 409, description = "CONFLICT: claimed already, or verified for another organization", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonTooLarge,
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `POST /organizations/{org}/domains`.
pub(crate) async fn add(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    org: web::Path<String>,
    body: Body<NewDomainRequest>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    let accounts = state.accounts.clone();
    let added = blocking(move || {
        let policy = accounts.organization_policy().clone();
        operations::administer(&accounts, |store, now| {
            manage::add_domain(store, &policy, &org, &b.domain, admin(&ip), now)
        })
    })
    .await?;
    Ok(no_store(HttpResponse::Created().json(AdminOk::new(added))))
}

#[utoipa::path(
    get,
    path = "/accounts/admin/v1/organizations/{org}/domains",
    tag = "admin",
    params(("org" = String, Path, description = "The organization's id (org_…) or slug")),
    responses(
        (status = 200, description = "OK: the organization's domains", body = crate::admin::bodies::AdminOk<accounts_service::manage::DomainList>),
        (status = 404, description = "NOT_FOUND: no such organization", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `GET /organizations/{org}/domains`.
pub(crate) async fn list(
    state: web::Data<AppState>,
    org: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let list = blocking(move || manage::list_domains(accounts.store(), &org)).await?;
    Ok(ok(list))
}

#[utoipa::path(
    post,
    path = "/accounts/admin/v1/organizations/{org}/domains/{domain}/verify",
    tag = "admin",
    params(
        ("org" = String, Path, description = "The organization's id (org_…) or slug"),
        ("domain" = String, Path, description = "The domain"),
    ),
    responses(
        (status = 200, description = "OK: the TXT record was found; the domain is verified and the organization's alone", body = crate::admin::bodies::AdminOk<accounts_service::manage::DomainSummary>),
        (status = 404, description = "NOT_FOUND: no such organization or domain claim", body = accounts_domain::api::ErrorResponse),
        (status = 409, description = "CONFLICT: the TXT record was not found (or the lookup failed), or another organization verified the domain first; it stays pending", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `POST /organizations/{org}/domains/{domain}/verify`.
pub(crate) async fn verify(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, ApiError> {
    let (org, domain) = path.into_inner();
    let accounts = state.accounts.clone();
    let verified =
        blocking(move || manage::verify_domain(&accounts, &org, &domain, admin(&ip))).await?;
    Ok(ok(verified))
}

#[utoipa::path(
    patch,
    path = "/accounts/admin/v1/organizations/{org}/domains/{domain}",
    tag = "admin",
    params(
        ("org" = String, Path, description = "The organization's id (org_…) or slug"),
        ("domain" = String, Path, description = "The domain"),
    ),
    request_body = crate::admin::bodies::DomainChangesRequest,
    responses(
        (status = 200, description = "OK: the domain as changed", body = crate::admin::bodies::AdminOk<accounts_service::manage::DomainSummary>),
        (status = 400, description = "INVALID_REQUEST: a join or sso value that is none of the choices", body = accounts_domain::api::ErrorResponse),
        (status = 404, description = "NOT_FOUND: no such organization or domain claim", body = accounts_domain::api::ErrorResponse),
        (status = 409, description = "CONFLICT: rules for a domain not verified yet, or the domain is verified for another organization", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonTooLarge,
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `PATCH /organizations/{org}/domains/{domain}`.
pub(crate) async fn update(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    path: web::Path<(String, String)>,
    body: Body<DomainChangesRequest>,
) -> Result<HttpResponse, ApiError> {
    let (org, domain) = path.into_inner();
    let b = body.into_inner();
    let changes = manage::DomainChanges {
        join: b.join,
        sso: b.sso,
        verified: b.verified,
    };
    let accounts = state.accounts.clone();
    let changed = blocking(move || {
        let policy = accounts.organization_policy().clone();
        operations::administer(&accounts, |store, now| {
            manage::update_domain(store, &policy, &org, &domain, &changes, admin(&ip), now)
        })
    })
    .await?;
    Ok(ok(changed))
}

/// What giving a domain up did.
#[derive(Debug, Serialize, ToSchema)]
pub struct DomainRemoved {
    /// The domain.
    pub domain: String,
}

#[utoipa::path(
    delete,
    path = "/accounts/admin/v1/organizations/{org}/domains/{domain}",
    tag = "admin",
    params(
        ("org" = String, Path, description = "The organization's id (org_…) or slug"),
        ("domain" = String, Path, description = "The domain"),
    ),
    responses(
        (status = 200, description = "OK: the organization gave the domain up", body = crate::admin::bodies::AdminOk<DomainRemoved>),
        (status = 404, description = "NOT_FOUND: no such organization or domain claim", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `DELETE /organizations/{org}/domains/{domain}`.
pub(crate) async fn delete(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, ApiError> {
    let (org, domain) = path.into_inner();
    let accounts = state.accounts.clone();
    let removed = domain.clone();
    blocking(move || {
        operations::administer(&accounts, |store, now| {
            manage::delete_domain(store, &org, &domain, admin(&ip), now)
        })
    })
    .await?;
    Ok(ok(DomainRemoved { domain: removed }))
}
