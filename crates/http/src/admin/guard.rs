//! The admin key check in front of every admin operation, what every
//! operation may answer besides its own, and the helpers they share.

use accounts_domain::api::ErrorResponse;
use accounts_domain::codes::ResultCode;
use accounts_service::manage::Actor;
use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::StatusCode;
use actix_web::http::header;
use actix_web::middleware::Next;
use actix_web::{HttpResponse, web};
use serde::Serialize;

use crate::admin::bodies::AdminOk;
use crate::common::error::ApiError;
use crate::common::extract::Bearer;
use crate::common::language::t;
use crate::common::respond::no_store;
use crate::common::state::AppState;

/// Checks the admin key before anything else of the request is read, so an
/// unauthorized caller learns nothing from body validation. The scope is
/// only registered when a key is configured.
pub(crate) async fn guard(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let authorized = match req
        .app_data::<web::Data<AppState>>()
        .and_then(|s| s.admin_key)
    {
        Some(key) => Bearer::of(req.request()).is_some_and(|presented| key.matches(&presented)),
        None => false,
    };
    if !authorized {
        let error = ApiError::with_msg(
            StatusCode::UNAUTHORIZED,
            ResultCode::InvalidToken,
            t("api-admin-key-required"),
        )
        .header(header::WWW_AUTHENTICATE, r#"Bearer realm="accounts-admin""#);
        return Err(error.into());
    }
    next.call(req).await
}

/// What every admin operation may answer besides its own answers.
#[derive(utoipa::IntoResponses)]
#[allow(dead_code)]
pub(super) enum AdminFailures {
    /// INVALID_TOKEN: missing or wrong admin key
    #[response(status = 401, headers(("WWW-Authenticate" = String)))]
    Unauthorized(ErrorResponse),
    /// SERVICE_UNAVAILABLE: the database is unreachable
    #[response(status = 503, headers(("Retry-After" = u32)))]
    Unavailable(ErrorResponse),
}

/// The audit log's actor of admin API calls.
pub(super) fn admin(ip: &str) -> Actor<'_> {
    Actor { name: "admin", ip }
}

pub(super) fn ok<T: Serialize>(body: T) -> HttpResponse {
    no_store(HttpResponse::Ok().json(AdminOk::new(body)))
}
