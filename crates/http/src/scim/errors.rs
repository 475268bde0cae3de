//! SCIM's error answer (RFC 7644 3.12): `{schemas, status, scimType?,
//! detail}` as `application/scim+json`, instead of the rest of the
//! service's `success`/`code` envelope.

use std::fmt;

use accounts_domain::repository::RepoError;
use accounts_domain::scim::problem::ScimProblem;
use accounts_domain::scim::schema::ERROR;
use accounts_service::use_cases::scim::ScimError;
use actix_web::http::{StatusCode, header};
use actix_web::{HttpResponse, ResponseError};
use serde_json::json;

use crate::common::blocking::Blocked;

/// SCIM's media type.
pub(crate) const SCIM_JSON: &str = "application/scim+json";

/// A SCIM request's failure, answered in RFC 7644's shape.
#[derive(Debug)]
pub(crate) struct ScimFailure {
    status: StatusCode,
    scim_type: Option<&'static str>,
    detail: String,
    allow: Option<&'static str>,
}

impl ScimFailure {
    pub(crate) fn new(
        status: StatusCode,
        scim_type: Option<&'static str>,
        detail: impl Into<String>,
    ) -> Self {
        Self {
            status,
            scim_type,
            detail: detail.into(),
            allow: None,
        }
    }

    /// With the `Allow` header of a 405.
    pub(crate) fn allow(mut self, methods: &'static str) -> Self {
        self.allow = Some(methods);
        self
    }

    pub(crate) fn not_found() -> Self {
        Self::new(StatusCode::NOT_FOUND, None, "no such resource")
    }

    fn unavailable() -> Self {
        Self::new(
            StatusCode::SERVICE_UNAVAILABLE,
            None,
            "the service is unavailable; try again shortly",
        )
    }
}

impl fmt::Display for ScimFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.status.as_u16(), self.detail)
    }
}

impl From<ScimProblem> for ScimFailure {
    fn from(p: ScimProblem) -> Self {
        let status = StatusCode::from_u16(p.status()).unwrap_or(StatusCode::BAD_REQUEST);
        Self::new(status, Some(p.kind.as_str()), p.detail)
    }
}

impl From<ScimError> for ScimFailure {
    fn from(e: ScimError) -> Self {
        match e {
            ScimError::Problem(p) => p.into(),
            ScimError::Unauthorized => Self::new(StatusCode::UNAUTHORIZED, None, e.to_string()),
            ScimError::NotFound => Self::not_found(),
            ScimError::PreconditionFailed => {
                Self::new(StatusCode::PRECONDITION_FAILED, None, e.to_string())
            }
            ScimError::Repo(RepoError::Unavailable(cause)) => {
                log::warn!("database unavailable: {cause}");
                Self::unavailable()
            }
            ScimError::Repo(other) => {
                log::error!("internal error: {other}");
                Self::new(StatusCode::INTERNAL_SERVER_ERROR, None, "internal error")
            }
        }
    }
}

impl From<Blocked<ScimError>> for ScimFailure {
    fn from(b: Blocked<ScimError>) -> Self {
        match b {
            Blocked::Failed(e) => e.into(),
            Blocked::PoolGone => Self::unavailable(),
        }
    }
}

impl ScimFailure {
    /// The status, and the error as RFC 7644 3.12 writes it.
    pub(crate) fn status(&self) -> StatusCode {
        self.status
    }

    /// The error as RFC 7644 3.12 writes it.
    pub(crate) fn body(&self) -> serde_json::Value {
        let mut body = json!({
            "schemas": [ERROR],
            "status": self.status.as_u16().to_string(),
            "detail": self.detail,
        });
        if let (Some(kind), Some(object)) = (self.scim_type, body.as_object_mut()) {
            object.insert("scimType".into(), kind.into());
        }
        body
    }
}

impl ResponseError for ScimFailure {
    fn status_code(&self) -> StatusCode {
        self.status
    }

    fn error_response(&self) -> HttpResponse {
        let body = self.body();
        let mut response = HttpResponse::build(self.status);
        response
            .insert_header((header::CONTENT_TYPE, SCIM_JSON))
            .insert_header((header::CACHE_CONTROL, "no-store"));
        if let Some(methods) = self.allow {
            response.insert_header((header::ALLOW, methods));
        }
        match self.status {
            StatusCode::UNAUTHORIZED => {
                response.insert_header((header::WWW_AUTHENTICATE, "Bearer realm=\"scim\""));
            }
            StatusCode::SERVICE_UNAVAILABLE => {
                response.insert_header((header::RETRY_AFTER, "5"));
            }
            _ => {}
        }
        response.body(body.to_string())
    }
}
