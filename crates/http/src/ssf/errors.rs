//! A stream request's failure: RFC 6749's `{error, error_description}`
//! with the status SSF 1.0 gives it, `WWW-Authenticate: Bearer` on a 401
//! or 403 (RFC 6750) and `Retry-After` on a 429.

use std::fmt;

use accounts_domain::repository::RepoError;
use accounts_service::use_cases::shared_signals::SsfError;
use actix_web::http::{StatusCode, header};
use actix_web::{HttpResponse, ResponseError};
use serde_json::json;

use crate::common::blocking::Blocked;

/// A stream request's failure.
#[derive(Debug)]
pub(crate) struct SsfFailure {
    status: StatusCode,
    error: &'static str,
    description: String,
    retry_after: Option<i64>,
}

impl SsfFailure {
    fn new(status: StatusCode, error: &'static str, description: impl Into<String>) -> Self {
        Self {
            status,
            error,
            description: description.into(),
            retry_after: None,
        }
    }

    /// 400 for a request the handler cannot read.
    pub(crate) fn invalid(description: &'static str) -> Self {
        Self::new(StatusCode::BAD_REQUEST, "invalid_request", description)
    }

    fn unavailable() -> Self {
        Self::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "temporarily_unavailable",
            "the service is unavailable; try again shortly",
        )
    }
}

impl fmt::Display for SsfFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.status.as_u16(), self.description)
    }
}

impl From<SsfError> for SsfFailure {
    fn from(e: SsfError) -> Self {
        let text = e.to_string();
        match e {
            SsfError::Invalid(_) => Self::new(StatusCode::BAD_REQUEST, "invalid_request", text),
            SsfError::Unauthorized => Self::new(StatusCode::UNAUTHORIZED, "invalid_token", text),
            SsfError::Forbidden(_) => Self::new(StatusCode::FORBIDDEN, "insufficient_scope", text),
            SsfError::NotFound => Self::new(StatusCode::NOT_FOUND, "not_found", text),
            SsfError::Conflict => Self::new(StatusCode::CONFLICT, "conflict", text),
            SsfError::TooSoon { retry_after } => Self {
                retry_after: Some(retry_after),
                ..Self::new(StatusCode::TOO_MANY_REQUESTS, "too_many_requests", text)
            },
            SsfError::Repo(RepoError::Unavailable(cause)) => {
                log::warn!("database unavailable: {cause}");
                Self::unavailable()
            }
            SsfError::Repo(other) => {
                log::error!("internal error: {other}");
                Self::new(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "server_error",
                    "internal error",
                )
            }
            SsfError::Key(other) => {
                log::error!("signing a SET failed: {other}");
                Self::new(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "server_error",
                    "internal error",
                )
            }
        }
    }
}

impl From<Blocked<SsfError>> for SsfFailure {
    fn from(b: Blocked<SsfError>) -> Self {
        match b {
            Blocked::Failed(e) => e.into(),
            Blocked::PoolGone => Self::unavailable(),
        }
    }
}

impl ResponseError for SsfFailure {
    fn status_code(&self) -> StatusCode {
        self.status
    }

    fn error_response(&self) -> HttpResponse {
        let mut response = HttpResponse::build(self.status);
        response.insert_header((header::CACHE_CONTROL, "no-store"));
        if matches!(
            self.status,
            StatusCode::UNAUTHORIZED | StatusCode::FORBIDDEN
        ) {
            response.insert_header((
                header::WWW_AUTHENTICATE,
                format!(
                    r#"Bearer realm="accounts", error="{}", error_description="{}""#,
                    self.error, self.description
                ),
            ));
        }
        if let Some(seconds) = self.retry_after {
            response.insert_header((header::RETRY_AFTER, seconds.to_string()));
        }
        response.json(json!({ "error": self.error, "error_description": self.description }))
    }
}
