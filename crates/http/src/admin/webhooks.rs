//! Webhook endpoints: register, list, remove, their deliveries and a
//! delivery's replay (docs/api.md, "Webhooks").

use accounts_service::manage::{self, NewWebhook};
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::admin::bodies::{AdminOk, NewWebhookRequest};
use crate::common::blocking::blocking;
use crate::common::error::ApiError;
use crate::common::extract::ClientIp;
use crate::common::json_body::Body;
use crate::common::language::t;
use crate::common::respond::no_store;
use crate::common::state::AppState;

use super::guard::{AdminFailures, admin, ok};
use accounts_service::use_cases::manage::operations;

#[utoipa::path(
    post,
    path = "/accounts/admin/v1/webhooks",
    tag = "admin",
    request_body = crate::admin::bodies::NewWebhookRequest,
    responses(
        (status = 201, description = "OK: the endpoint, with its `whsec_` secret (shown only now)", body = crate::admin::bodies::AdminOk<accounts_service::manage::CreatedWebhook>),
        (status = 400, description = "INVALID_REQUEST: a URL, event type or secret that does not validate", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonTooLarge,
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `POST /webhooks`.
pub(crate) async fn create(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    body: Body<NewWebhookRequest>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    let new = NewWebhook {
        url: b.url,
        events: b.events,
        secret: b.secret,
    };
    let accounts = state.accounts.clone();
    let created = blocking(move || {
        let master = accounts.config().master_key.clone();
        let destinations = accounts.config().webhooks.destinations;
        operations::administer(&accounts, |store, now| {
            manage::create_webhook(store, &master, &new, destinations, admin(&ip), now)
        })
    })
    .await?;
    Ok(no_store(
        HttpResponse::Created().json(AdminOk::new(created)),
    ))
}

#[utoipa::path(
    get,
    path = "/accounts/admin/v1/webhooks",
    tag = "admin",
    responses(
        (status = 200, description = "OK: every endpoint (never a secret)", body = crate::admin::bodies::AdminOk<accounts_service::manage::WebhookList>),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `GET /webhooks`.
pub(crate) async fn list(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let list = blocking(move || manage::list_webhooks(accounts.store())).await?;
    Ok(ok(list))
}

#[utoipa::path(
    delete,
    path = "/accounts/admin/v1/webhooks/{id}",
    tag = "admin",
    params(("id" = String, Path, description = "The endpoint's id")),
    responses(
        (status = 200, description = "OK: the endpoint and its deliveries are removed", body = crate::admin::bodies::AdminOk<accounts_service::manage::WebhookDeleted>),
        (status = 404, description = "NOT_FOUND: no such endpoint", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `DELETE /webhooks/{id}`.
pub(crate) async fn delete(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let deleted = blocking(move || {
        operations::administer(&accounts, |store, now| {
            manage::delete_webhook(store, &id, admin(&ip), now)
        })
    })
    .await?;
    Ok(ok(deleted))
}

/// Which deliveries to list.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct DeliveryParams {
    /// `pending`, `delivered` or `failed`; absent or empty for all.
    #[param(pattern = "^(pending|delivered|failed)?$")]
    status: Option<String>,
}

#[utoipa::path(
    get,
    path = "/accounts/admin/v1/webhooks/{id}/deliveries",
    tag = "admin",
    params(("id" = String, Path, description = "The endpoint's id"), DeliveryParams),
    responses(
        (status = 200, description = "OK: the endpoint's deliveries, newest first (at most 500)", body = crate::admin::bodies::AdminOk<accounts_service::manage::DeliveryList>),
        (status = 400, description = "INVALID_REQUEST: an unknown status", body = accounts_domain::api::ErrorResponse),
        (status = 404, description = "NOT_FOUND: no such endpoint", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `GET /webhooks/{id}/deliveries`.
pub(crate) async fn deliveries(
    state: web::Data<AppState>,
    req: HttpRequest,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let params = serde_urlencoded::from_str::<DeliveryParams>(req.query_string())
        .map_err(|_| ApiError::invalid_request(t("api-admin-status-once")))?;
    let accounts = state.accounts.clone();
    let list = blocking(move || {
        manage::webhook_deliveries(
            accounts.store(),
            &id,
            params.status.as_deref().unwrap_or(""),
        )
    })
    .await?;
    Ok(ok(list))
}

#[utoipa::path(
    post,
    path = "/accounts/admin/v1/webhooks/{id}/deliveries/{delivery}/replay",
    tag = "admin",
    params(
        ("id" = String, Path, description = "The endpoint's id"),
        ("delivery" = String, Path, description = "A delivery's `id` from the list"),
    ),
    responses(
        (status = 200, description = "OK: the delivery is pending again, due now, with a fresh retry period and the same `webhook-id`", body = crate::admin::bodies::AdminOk<accounts_service::manage::DeliverySummary>),
        (status = 404, description = "NOT_FOUND: no such endpoint or delivery", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `POST /webhooks/{id}/deliveries/{delivery}/replay`.
pub(crate) async fn replay(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, ApiError> {
    let (id, delivery) = path.into_inner();
    let accounts = state.accounts.clone();
    let replayed = blocking(move || {
        operations::administer(&accounts, |store, now| {
            manage::replay_delivery(store, &id, &delivery, admin(&ip), now)
        })
    })
    .await?;
    Ok(ok(replayed))
}
