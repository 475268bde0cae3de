//! The error answers of the HTTP face. Here is the JSON faces'
//! [`ApiError`] (a status, a result code and a message, rendered as
//! `{success: false, code, msg}`), with the `From` impls every face shares
//! (storage, keys, hashing at capacity, the blocking pool); the standard
//! OAuth face's [`OAuthError`] (RFC 6749 `{error, error_description}`) is
//! in [`super::oauth_error`], the messages of both in
//! [`super::messages`], and both are named from here. Each face maps its
//! own use cases' errors in its `errors.rs` (`seed/`, `oauth/`,
//! `native_apps/`, `admin/`), one `From` impl per error, so the status
//! table of docs/api.md reads as those impls.
//!
//! 5xx answers are generic; their causes go to the log only. Every `msg`
//! is a catalogue message in the request's language; [`message_id`] is
//! the one table of the result codes' default messages.

pub use super::messages::{
    as_sentence, code_message, done, message_id, refused_message, rule_message,
};
pub use super::oauth_error::{OAuthError, OAuthErrorBody};

use std::fmt;

use accounts_domain::api::ErrorResponse;
use accounts_domain::codes::ResultCode;
use accounts_domain::keys::KeyError;
use accounts_domain::repository::RepoError;
use accounts_service::hashing::Busy;

use crate::common::blocking::Blocked;
use crate::common::language::t;
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
    /// `SSO_REQUIRED`'s `ssoUrl`.
    sso_url: Option<String>,
}

impl ApiError {
    /// A failure with the code's default message.
    pub fn new(status: StatusCode, code: ResultCode) -> Self {
        Self::with_msg(status, code, code_message(code))
    }

    /// A failure with a specific message.
    pub fn with_msg(status: StatusCode, code: ResultCode, msg: impl Into<String>) -> Self {
        Self {
            status,
            code,
            msg: msg.into(),
            headers: Vec::new(),
            sso_url: None,
        }
    }

    /// 403 SSO_REQUIRED: the address signs in through its organization's
    /// provider, which `sso_url` starts.
    pub fn sso_required(sso_url: String) -> Self {
        Self {
            sso_url: Some(sso_url),
            ..Self::new(StatusCode::FORBIDDEN, ResultCode::SsoRequired)
        }
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

    /// 429 RATE_LIMITED with `Retry-After` in whole seconds (at least 1):
    /// every throttle of the JSON faces answers this way.
    pub fn rate_limited(retry_after: time::Duration) -> Self {
        Self::new(StatusCode::TOO_MANY_REQUESTS, ResultCode::RateLimited).header_value(
            header::RETRY_AFTER,
            retry_after.whole_seconds().max(1).to_string(),
        )
    }

    /// 403 REAUTHENTICATION_REQUIRED: the session must sign in again (a
    /// fresh sign-in, with both factors where the user has two) first.
    pub fn reauthenticate(msg: impl Into<String>) -> Self {
        Self::with_msg(
            StatusCode::FORBIDDEN,
            ResultCode::ReauthenticationRequired,
            msg,
        )
    }

    /// 401 for a bearer token (INVALID_TOKEN or EXPIRED_TOKEN), with the
    /// `WWW-Authenticate` challenge of RFC 6750.
    pub fn bearer(code: ResultCode) -> Self {
        let (challenge, msg) = match code {
            ResultCode::ExpiredToken => (
                r#"Bearer realm="accounts", error="invalid_token", error_description="The access token expired""#,
                code_message(code),
            ),
            _ => (
                r#"Bearer realm="accounts", error="invalid_token""#,
                t("api-bearer-required"),
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
        let mut body = ErrorResponse::with_msg(self.code, self.msg.clone());
        body.sso_url.clone_from(&self.sso_url);
        response.json(body)
    }
}

/// A use case run on the blocking pool: its own error, or 503 when the
/// pool is shutting down.
impl<E> From<Blocked<E>> for ApiError
where
    ApiError: From<E>,
{
    fn from(error: Blocked<E>) -> Self {
        match error {
            Blocked::Failed(e) => e.into(),
            Blocked::PoolGone => Self::unavailable(),
        }
    }
}

/// A storage failure: 503 when the database is unreachable, 500 otherwise.
impl From<RepoError> for ApiError {
    fn from(error: RepoError) -> Self {
        match error {
            RepoError::Unavailable(cause) => {
                log::warn!("database unavailable: {cause}");
                Self::unavailable()
            }
            other => Self::internal(other),
        }
    }
}

/// Signing failed: a bug or a broken key, never the caller's fault.
impl From<KeyError> for ApiError {
    fn from(error: KeyError) -> Self {
        Self::internal(error)
    }
}

/// Password hashing at capacity: 503 SERVICE_UNAVAILABLE with `Retry-After`.
impl From<Busy> for ApiError {
    fn from(busy: Busy) -> Self {
        let seconds = busy.retry_after.whole_seconds().max(1);
        Self::with_msg(
            StatusCode::SERVICE_UNAVAILABLE,
            ResultCode::ServiceUnavailable,
            t("api-busy"),
        )
        .header_value(header::RETRY_AFTER, seconds.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failure_answers_with_the_catalogue_message() {
        let error = ApiError::new(StatusCode::UNAUTHORIZED, ResultCode::InvalidCredentials);
        assert_eq!(error.msg, ResultCode::InvalidCredentials.message());
        assert_eq!(done(ResultCode::Ok).msg, "Done");
    }
}
