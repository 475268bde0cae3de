//! The seed interface's answers to its use cases' errors: the rows of
//! docs/api.md's status table for verify-token, the token endpoint's JSON
//! face and the bearer reads.

use accounts_domain::codes::ResultCode;
use accounts_domain::verify::VerificationRequestError;
use accounts_service::bearer::{BearerError, ReadError};
use accounts_service::grants::GrantError;
use accounts_service::verify_token::VerifyTokenError;
use actix_web::http::StatusCode;

use crate::common::error::ApiError;
use crate::common::language::{t, t_with};

/// userinfo and sessioninfo: 401 INVALID_TOKEN or EXPIRED_TOKEN, 403
/// INSUFFICIENT_SCOPE.
impl From<ReadError> for ApiError {
    fn from(error: ReadError) -> Self {
        match error {
            ReadError::Token(BearerError::Expired) => Self::bearer(ResultCode::ExpiredToken),
            ReadError::Token(BearerError::Invalid(reason)) => {
                log::debug!("bearer token refused: {reason:?}");
                Self::bearer(ResultCode::InvalidToken)
            }
            ReadError::InsufficientScope => Self::insufficient_scope(),
            ReadError::Dpop(e) => {
                log::debug!("DPoP proof refused: {e}");
                Self::bearer(ResultCode::InvalidToken)
            }
            ReadError::Repo(e) => e.into(),
        }
    }
}

/// The seed's token endpoint: 401 INVALID_CLIENT, 400 INVALID_GRANT.
impl From<GrantError> for ApiError {
    fn from(error: GrantError) -> Self {
        match error {
            GrantError::InvalidClient => {
                Self::new(StatusCode::UNAUTHORIZED, ResultCode::InvalidClient)
            }
            GrantError::InvalidGrant(reason) => {
                log::info!("token request refused: {reason}");
                Self::new(StatusCode::BAD_REQUEST, ResultCode::InvalidGrant)
            }
            GrantError::Replayed => Self::new(StatusCode::BAD_REQUEST, ResultCode::InvalidGrant),
            GrantError::Repo(e) => e.into(),
            GrantError::Key(e) => e.into(),
            // The device and client_credentials grants run on the
            // standard face only.
            GrantError::AuthorizationPending
            | GrantError::SlowDown
            | GrantError::AccessDenied
            | GrantError::ExpiredToken
            | GrantError::UnauthorizedClient
            | GrantError::InvalidTarget(_)
            | GrantError::InvalidScope(_)
            | GrantError::Dpop(_) => Self::new(StatusCode::BAD_REQUEST, ResultCode::InvalidGrant),
        }
    }
}

/// verify-token without a verdict: 400 INVALID_REQUEST.
impl From<VerifyTokenError> for ApiError {
    fn from(error: VerifyTokenError) -> Self {
        match error {
            VerifyTokenError::Request(VerificationRequestError::MissingClientSecret) => {
                Self::invalid_request(t("api-client-secret-required"))
            }
            VerifyTokenError::Request(VerificationRequestError::Empty(field)) => {
                Self::invalid_request(t_with("api-field-empty", &[("field", field.into())]))
            }
            VerifyTokenError::Repo(e) => e.into(),
        }
    }
}
