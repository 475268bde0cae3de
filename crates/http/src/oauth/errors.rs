//! The standard face's RFC 6749 answers to its use cases' errors: the
//! token endpoint's form face, the bearer reads, the device authorization
//! request and unreadable forms.

use accounts_domain::repository::RepoError;
use accounts_service::bearer::ReadError;
use accounts_service::device_grant::DeviceStartError;
use accounts_service::dpop::DpopError;
use accounts_service::grants::GrantError;
use actix_web::http::StatusCode;

use crate::common::error::OAuthError;
use crate::common::form::FormError;

/// The standard face's answer for a failed grant or revocation.
impl From<GrantError> for OAuthError {
    fn from(failure: GrantError) -> Self {
        match failure {
            GrantError::InvalidClient => Self::invalid_client("client authentication failed"),
            GrantError::InvalidGrant(reason) => {
                log::info!("token request refused: {reason}");
                Self::new(
                    StatusCode::BAD_REQUEST,
                    "invalid_grant",
                    "the code, refresh_token or device_code is invalid",
                )
            }
            GrantError::Replayed => Self::new(
                StatusCode::BAD_REQUEST,
                "invalid_grant",
                "the code, refresh_token or device_code is invalid",
            ),
            GrantError::AuthorizationPending => Self::new(
                StatusCode::BAD_REQUEST,
                "authorization_pending",
                "the user has not answered yet; poll again after the interval",
            ),
            GrantError::SlowDown => Self::new(
                StatusCode::BAD_REQUEST,
                "slow_down",
                "polling too fast; the interval is now 5 seconds longer",
            ),
            GrantError::AccessDenied => Self::new(
                StatusCode::BAD_REQUEST,
                "access_denied",
                "the user denied the request",
            ),
            GrantError::ExpiredToken => Self::new(
                StatusCode::BAD_REQUEST,
                "expired_token",
                "the device_code expired; start again",
            ),
            GrantError::UnauthorizedClient => Self::new(
                StatusCode::BAD_REQUEST,
                "unauthorized_client",
                "the client may not use this grant",
            ),
            GrantError::InvalidTarget(reason) => {
                Self::new(StatusCode::BAD_REQUEST, "invalid_target", reason)
            }
            GrantError::InvalidScope(reason) => {
                Self::new(StatusCode::BAD_REQUEST, "invalid_scope", reason)
            }
            GrantError::Dpop(DpopError::Invalid(reason)) => {
                log::info!("DPoP proof refused at the token endpoint: {reason}");
                Self::dpop(false, None)
            }
            GrantError::Dpop(DpopError::UseNonce(nonce)) => Self::dpop(false, Some(nonce)),
            GrantError::Repo(RepoError::Unavailable(cause))
            | GrantError::Dpop(DpopError::Repo(RepoError::Unavailable(cause))) => {
                log::warn!("database unavailable: {cause}");
                Self::unavailable()
            }
            other => {
                log::error!("grant request failed: {other}");
                Self::new(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "server_error",
                    "internal error",
                )
            }
        }
    }
}

/// A bearer-guarded read on the standard face (the OIDC userinfo).
impl From<ReadError> for OAuthError {
    fn from(error: ReadError) -> Self {
        match error {
            ReadError::Token(reason) => {
                log::debug!("bearer token refused: {reason:?}");
                Self::invalid_bearer()
            }
            ReadError::InsufficientScope => Self::insufficient_scope(),
            ReadError::Dpop(DpopError::UseNonce(nonce)) => Self::dpop(true, Some(nonce)),
            ReadError::Dpop(e) => {
                log::debug!("DPoP proof refused: {e}");
                Self::dpop(true, None)
            }
            ReadError::Repo(RepoError::Unavailable(cause)) => {
                log::warn!("database unavailable: {cause}");
                Self::unavailable()
            }
            ReadError::Repo(other) => {
                log::error!("bearer read failed: {other}");
                Self::new(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "server_error",
                    "internal error",
                )
            }
        }
    }
}

/// The standard face's answer for a request that could not be started.
impl From<DeviceStartError> for OAuthError {
    fn from(failure: DeviceStartError) -> Self {
        match failure {
            DeviceStartError::InvalidClient => Self::invalid_client("client authentication failed"),
            DeviceStartError::InvalidScope(reason) => {
                log::info!("device authorization refused: {reason}");
                Self::new(
                    StatusCode::BAD_REQUEST,
                    "invalid_scope",
                    "the scope is unknown or beyond the client's",
                )
            }
            DeviceStartError::Repo(RepoError::Unavailable(cause)) => {
                log::warn!("database unavailable: {cause}");
                Self::unavailable()
            }
            DeviceStartError::Repo(other) => {
                log::error!("device authorization failed: {other}");
                Self::new(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "server_error",
                    "internal error",
                )
            }
        }
    }
}

/// The standard face's answer for a form that cannot be read.
impl From<FormError> for OAuthError {
    fn from(failure: FormError) -> Self {
        match failure {
            FormError::NotForm => OAuthError::invalid_request(
                "Content-Type must be application/x-www-form-urlencoded",
            ),
            FormError::Unreadable => OAuthError::invalid_request("the body could not be read"),
            FormError::TooLarge => OAuthError::new(
                StatusCode::PAYLOAD_TOO_LARGE,
                "invalid_request",
                "the body is too large",
            ),
            FormError::Malformed => OAuthError::invalid_request("the body is not a valid form"),
        }
    }
}
