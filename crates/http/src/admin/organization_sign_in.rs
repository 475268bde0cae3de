//! An organization's own OpenID provider (docs/api.md, "Organizations"):
//! set, read and removed; its client secret is never answered.

use accounts_service::manage;
use actix_web::{HttpResponse, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::admin::bodies::SignInRequest;
use crate::common::blocking::blocking;
use crate::common::error::ApiError;
use crate::common::extract::ClientIp;
use crate::common::json_body::Body;
use crate::common::state::AppState;

use super::guard::{AdminFailures, admin, ok};
use accounts_service::use_cases::manage::operations;

#[utoipa::path(
    put,
    path = "/accounts/admin/v1/organizations/{org}/sign-in",
    tag = "admin",
    params(("org" = String, Path, description = "The organization's id (org_…) or slug")),
    request_body = crate::admin::bodies::SignInRequest,
    responses(
        (status = 200, description = "OK: the organization signs its people in through this provider; register `redirectUri` there", body = crate::admin::bodies::AdminOk<accounts_service::manage::SignInSummary>),
        (status = 400, description = "INVALID_REQUEST: an issuer that is not an https URL of a public address (unless webhooks.allow_private_addresses), an empty client id or secret, a malformed scope", body = accounts_domain::api::ErrorResponse),
        (status = 404, description = "NOT_FOUND: no such organization", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonTooLarge,
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `PUT /organizations/{org}/sign-in`.
pub(crate) async fn put(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    org: web::Path<String>,
    body: Body<SignInRequest>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    let settings = manage::SignInSettings {
        issuer: b.issuer,
        client_id: b.client_id,
        client_secret: b.client_secret,
        scopes: b.scopes,
    };
    let accounts = state.accounts.clone();
    let set = blocking(move || {
        let master = accounts.config().master_key.clone();
        let issuer = accounts.config().issuer.clone();
        let destinations = accounts.config().webhooks.destinations;
        operations::administer(&accounts, |store, now| {
            manage::put_sign_in(
                store,
                &master,
                (&issuer, destinations),
                &org,
                &settings,
                admin(&ip),
                now,
            )
        })
    })
    .await?;
    Ok(ok(set))
}

#[utoipa::path(
    get,
    path = "/accounts/admin/v1/organizations/{org}/sign-in",
    tag = "admin",
    params(("org" = String, Path, description = "The organization's id (org_…) or slug")),
    responses(
        (status = 200, description = "OK: the organization's provider (never its secret)", body = crate::admin::bodies::AdminOk<accounts_service::manage::SignInSummary>),
        (status = 404, description = "NOT_FOUND: no such organization, or it has no provider", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `GET /organizations/{org}/sign-in`.
pub(crate) async fn get(
    state: web::Data<AppState>,
    org: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let found = blocking(move || {
        let issuer = accounts.config().issuer.clone();
        manage::get_sign_in(accounts.store(), &issuer, &org)
    })
    .await?;
    Ok(ok(found))
}

/// The answer of removing an organization's provider.
#[derive(Debug, Serialize, ToSchema)]
pub struct SignInRemoved {
    /// The organization, as the path named it.
    pub organization: String,
}

#[utoipa::path(
    delete,
    path = "/accounts/admin/v1/organizations/{org}/sign-in",
    tag = "admin",
    params(("org" = String, Path, description = "The organization's id (org_…) or slug")),
    responses(
        (status = 200, description = "OK: the organization's provider is removed", body = crate::admin::bodies::AdminOk<SignInRemoved>),
        (status = 404, description = "NOT_FOUND: no such organization, or it has no provider", body = accounts_domain::api::ErrorResponse),
        (status = 409, description = "CONFLICT: a domain of the organization requires its sign-in (`sso: required`)", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `DELETE /organizations/{org}/sign-in`.
pub(crate) async fn delete(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    org: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let named = org.as_str().to_owned();
    blocking(move || {
        operations::administer(&accounts, |store, now| {
            manage::delete_sign_in(store, &org, admin(&ip), now)
        })
    })
    .await?;
    Ok(ok(SignInRemoved {
        organization: named,
    }))
}
