//! The one error type of the HTTP layer: a status, a result code and a
//! message, rendered as `{success: false, code, msg}` (DESIGN 3.1).
//!
//! 5xx answers are generic; their causes go to the log only.

use std::fmt;

use accounts_domain::api::ErrorResponse;
use accounts_domain::codes::ResultCode;
use accounts_domain::repository::RepoError;
use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderName, HeaderValue};
use actix_web::{HttpResponse, ResponseError};

/// Seconds a client should wait after a 503.
const RETRY_AFTER_SECS: &str = "5";

/// A failed request.
#[derive(Debug)]
pub struct ApiError {
    status: StatusCode,
    code: ResultCode,
    msg: String,
    headers: Vec<(HeaderName, HeaderValue)>,
}

impl ApiError {
    /// A failure with the code's default message.
    pub fn new(status: StatusCode, code: ResultCode) -> Self {
        Self::with_msg(status, code, code.message())
    }

    /// A failure with a specific message.
    pub fn with_msg(status: StatusCode, code: ResultCode, msg: impl Into<String>) -> Self {
        Self {
            status,
            code,
            msg: msg.into(),
            headers: Vec::new(),
        }
    }

    /// The HTTP status.
    pub fn status(&self) -> StatusCode {
        self.status
    }

    /// Adds a response header.
    pub fn header(mut self, name: HeaderName, value: &'static str) -> Self {
        self.headers.push((name, HeaderValue::from_static(value)));
        self
    }

    /// Adds a response header with a computed value (dropped if it is not a
    /// valid header value, which our own values always are).
    pub fn header_value(mut self, name: HeaderName, value: String) -> Self {
        if let Ok(value) = HeaderValue::try_from(value) {
            self.headers.push((name, value));
        }
        self
    }

    /// 400 INVALID_REQUEST.
    pub fn invalid_request(msg: impl Into<String>) -> Self {
        Self::with_msg(StatusCode::BAD_REQUEST, ResultCode::InvalidRequest, msg)
    }

    /// 401 for a bearer token (INVALID_TOKEN or EXPIRED_TOKEN), with the
    /// `WWW-Authenticate` challenge of RFC 6750.
    pub fn bearer(code: ResultCode) -> Self {
        let (challenge, msg) = match code {
            ResultCode::ExpiredToken => (
                r#"Bearer realm="accounts", error="invalid_token", error_description="The access token expired""#,
                code.message(),
            ),
            _ => (
                r#"Bearer realm="accounts", error="invalid_token""#,
                "An access token is required as `Authorization: Bearer <token>`; this one is missing, malformed or revoked",
            ),
        };
        Self::with_msg(StatusCode::UNAUTHORIZED, code, msg)
            .header(header::WWW_AUTHENTICATE, challenge)
    }

    /// 403 INSUFFICIENT_SCOPE.
    pub fn insufficient_scope() -> Self {
        Self::new(StatusCode::FORBIDDEN, ResultCode::InsufficientScope).header(
            header::WWW_AUTHENTICATE,
            r#"Bearer realm="accounts", error="insufficient_scope""#,
        )
    }

    /// 503 SERVICE_UNAVAILABLE with `Retry-After`.
    pub fn unavailable() -> Self {
        Self::new(
            StatusCode::SERVICE_UNAVAILABLE,
            ResultCode::ServiceUnavailable,
        )
        .header(header::RETRY_AFTER, RETRY_AFTER_SECS)
    }

    /// 500 SERVER_ERROR; `cause` is logged, never sent.
    pub fn internal(cause: impl fmt::Display) -> Self {
        log::error!("internal error: {cause}");
        Self::new(StatusCode::INTERNAL_SERVER_ERROR, ResultCode::ServerError)
    }

    /// The answer for a storage failure: 503 when the database is
    /// unreachable, 500 otherwise.
    pub fn from_repo(error: RepoError) -> Self {
        match error {
            RepoError::Unavailable(cause) => {
                log::warn!("database unavailable: {cause}");
                Self::unavailable()
            }
            other => Self::internal(other),
        }
    }
}

impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}: {}", self.status.as_u16(), self.code, self.msg)
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        self.status
    }

    fn error_response(&self) -> HttpResponse {
        let mut response = HttpResponse::build(self.status);
        for (name, value) in &self.headers {
            response.insert_header((name.clone(), value.clone()));
        }
        response.json(ErrorResponse::with_msg(self.code, self.msg.clone()))
    }
}

/// `web::block` failed: the blocking pool is shutting down.
impl From<actix_web::error::BlockingError> for ApiError {
    fn from(_: actix_web::error::BlockingError) -> Self {
        Self::unavailable()
    }
}
