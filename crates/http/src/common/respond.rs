//! Small pieces every face's handlers share when they answer: a required
//! field of a loosely read body, and the no-store header of answers that
//! carry tokens.

use accounts_domain::codes::ResultCode;
use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpResponse, web};

use crate::common::error::ApiError;

/// A required string field: present and not empty.
pub(crate) fn required(name: &str, value: Option<String>) -> Result<String, ApiError> {
    match value {
        Some(v) if !v.is_empty() => Ok(v),
        _ => Err(ApiError::invalid_request(format!("{name} is required"))),
    }
}

/// An optional package name: absent or empty is none; anything else must
/// be one.
pub(crate) fn optional_package(
    value: Option<String>,
) -> Result<Option<accounts_domain::addresses::PackageName>, ApiError> {
    value
        .filter(|p| !p.is_empty())
        .map(|p| accounts_domain::addresses::PackageName::parse(&p))
        .transpose()
        .map_err(|e| ApiError::invalid_request(e.to_string()))
}

/// Token responses must not be cached (RFC 6749 5.1).
pub(crate) fn no_store(mut response: HttpResponse) -> HttpResponse {
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

/// A resource whose other methods answer 405 with `Allow`.
pub(crate) fn resource(path: &str, allow: &'static str) -> actix_web::Resource {
    web::resource(path).default_service(web::to(move || async move {
        Err::<HttpResponse, _>(
            ApiError::new(StatusCode::METHOD_NOT_ALLOWED, ResultCode::MethodNotAllowed)
                .header(header::ALLOW, allow),
        )
    }))
}
