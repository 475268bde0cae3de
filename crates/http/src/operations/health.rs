//! The operations face (docs/operations.md): liveness and readiness for a
//! load balancer or orchestrator, and the Prometheus metrics. None of them
//! is logged per request.

use accounts_domain::api::DoneResponse;
use accounts_domain::codes::ResultCode;
use actix_web::{HttpResponse, web};

use crate::common::blocking::blocking;
use crate::common::error::ApiError;
use crate::common::state::AppState;
use accounts_service::use_cases::health;

#[utoipa::path(
    get,
    path = "/health/alive",
    tag = "operations",
    responses(
        (status = 200, description = "ALIVE: the process serves requests", body = accounts_domain::api::DoneResponse),
    )
)]
/// `GET /health/alive`: answers while the process serves; it touches
/// nothing else, so a database outage does not get the process restarted.
pub(crate) async fn alive() -> HttpResponse {
    HttpResponse::Ok().json(DoneResponse::new(ResultCode::Alive))
}

#[utoipa::path(
    get,
    path = "/health/ready",
    tag = "operations",
    responses(
        (status = 200, description = "READY: the database answers and the key ring is loaded", body = accounts_domain::api::DoneResponse),
        (status = 503, description = "SERVICE_UNAVAILABLE: the database did not answer (checked at most once a second)", body = accounts_domain::api::ErrorResponse, headers(("Retry-After" = u32))),
    )
)]
/// `GET /health/ready`: whether to send this instance traffic.
pub(crate) async fn ready(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let ready = blocking(move || Ok::<_, std::convert::Infallible>(health::ready(&accounts)))
        .await
        .unwrap_or(false);
    if ready {
        Ok(HttpResponse::Ok().json(DoneResponse::new(ResultCode::Ready)))
    } else {
        Err(ApiError::unavailable())
    }
}

#[utoipa::path(
    get,
    path = "/metrics",
    tag = "operations",
    responses(
        (status = 200, description = "Prometheus text exposition (version 0.0.4); exists when metrics.enabled is true", content_type = "text/plain", body = String),
    )
)]
/// `GET /metrics`.
pub(crate) async fn metrics(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    let Some(metrics) = state.metrics.as_ref() else {
        return Err(ApiError::new(
            actix_web::http::StatusCode::NOT_FOUND,
            ResultCode::NotFound,
        ));
    };
    match metrics.render(health::connections(&state.accounts)) {
        Ok(text) => Ok(HttpResponse::Ok()
            .content_type("text/plain; version=0.0.4; charset=utf-8")
            .body(text)),
        Err(e) => {
            log::error!("metrics could not be rendered: {e}");
            Err(ApiError::new(
                actix_web::http::StatusCode::INTERNAL_SERVER_ERROR,
                ResultCode::ServerError,
            ))
        }
    }
}
