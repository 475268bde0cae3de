//! The native-app API's answers to its use cases' errors: sign-in,
//! codes and id_tokens, the user's own account, registration and reset.

use accounts_domain::codes::ResultCode;
use accounts_service::authorize::AuthorizeError;
use accounts_service::lifecycle::LifecycleError;
use accounts_service::own_account::OwnAccountError;
use accounts_service::second_factor::enrolment::FactorError;
use accounts_service::second_factor::passkeys::PasskeyError;
use accounts_service::sessions::DeviceError;
use accounts_service::sign_in::SignInError;
use accounts_service::upstream::UpstreamFlowError;
use accounts_service::upstream::unlink::UnlinkError;
use actix_web::http::StatusCode;

use crate::common::error::ApiError;

/// Device sign-in: 401 INVALID_CREDENTIALS (one answer for unknown email,
/// wrong password and disabled user), 429 RATE_LIMITED with `Retry-After`.
impl From<SignInError> for ApiError {
    fn from(error: SignInError) -> Self {
        match error {
            SignInError::InvalidCredentials => {
                Self::new(StatusCode::UNAUTHORIZED, ResultCode::InvalidCredentials)
            }
            SignInError::RateLimited { retry_after } => Self::rate_limited(retry_after),
            // The login handler answers a challenge itself (with its
            // token); anywhere else a due second factor refuses.
            SignInError::SecondFactorRequired(_) => {
                Self::new(StatusCode::UNAUTHORIZED, ResultCode::MfaRequired)
            }
            SignInError::InvalidChallenge => Self::with_msg(
                StatusCode::UNAUTHORIZED,
                ResultCode::InvalidToken,
                "The mfaToken is unknown, used or expired: sign in again",
            ),
            SignInError::InvalidCeremony => Self::with_msg(
                StatusCode::UNAUTHORIZED,
                ResultCode::InvalidToken,
                "The challengeId is unknown, used or expired: ask for new passkey options",
            ),
            SignInError::Busy(busy) => busy.into(),
            SignInError::Repo(e) => e.into(),
        }
    }
}

/// The device API's code, id-token and logout.
impl From<DeviceError> for ApiError {
    fn from(error: DeviceError) -> Self {
        match error {
            DeviceError::InvalidAccountToken => Self::bearer(ResultCode::InvalidToken),
            DeviceError::Authorization(e) => e.into(),
            DeviceError::MfaEnrolmentRequired => {
                Self::new(StatusCode::FORBIDDEN, ResultCode::MfaEnrolmentRequired)
            }
            DeviceError::Key(e) => e.into(),
            DeviceError::Repo(e) => e.into(),
        }
    }
}

/// The device API's code endpoint: an unknown or disabled client is 401
/// INVALID_CLIENT; every other refused authorization request is 400
/// INVALID_REQUEST with the rule's description.
impl From<AuthorizeError> for ApiError {
    fn from(error: AuthorizeError) -> Self {
        match error {
            AuthorizeError::UnknownClient => Self::with_msg(
                StatusCode::UNAUTHORIZED,
                ResultCode::InvalidClient,
                "client_id is unknown or disabled",
            ),
            AuthorizeError::Repo(e) => e.into(),
            other => Self::invalid_request(other.to_string()),
        }
    }
}

/// 400 INVALID_REQUEST or INVALID_TOKEN, 403 REGISTRATION_CLOSED, 429
/// RATE_LIMITED, 503.
impl From<LifecycleError> for ApiError {
    fn from(error: LifecycleError) -> Self {
        match error {
            LifecycleError::Closed => {
                Self::new(StatusCode::FORBIDDEN, ResultCode::RegistrationClosed)
            }
            LifecycleError::Invalid(reason) => Self::invalid_request(reason),
            LifecycleError::RateLimited { retry_after } => Self::rate_limited(retry_after),
            LifecycleError::Busy(busy) => busy.into(),
            LifecycleError::InvalidToken => Self::with_msg(
                StatusCode::BAD_REQUEST,
                ResultCode::InvalidToken,
                "The token is unknown, used, expired or replaced by a newer one",
            ),
            LifecycleError::Hashing(cause) => Self::internal(cause),
            LifecycleError::Repo(e) => e.into(),
        }
    }
}

/// 400 INVALID_REQUEST, 401 INVALID_TOKEN or INVALID_CREDENTIALS, 404
/// NOT_FOUND, 429 RATE_LIMITED.
impl From<OwnAccountError> for ApiError {
    fn from(error: OwnAccountError) -> Self {
        match error {
            OwnAccountError::InvalidAccountToken => Self::bearer(ResultCode::InvalidToken),
            OwnAccountError::NotFound => Self::with_msg(
                StatusCode::NOT_FOUND,
                ResultCode::NotFound,
                "No active session of yours has that id",
            ),
            OwnAccountError::ReauthenticationRequired => {
                Self::reauthenticate(ResultCode::ReauthenticationRequired.message())
            }
            OwnAccountError::Invalid(reason) => Self::invalid_request(reason),
            OwnAccountError::Password(e) => e.into(),
            OwnAccountError::Hashing(cause) => Self::internal(cause),
            OwnAccountError::Repo(e) => e.into(),
        }
    }
}

/// Setting up and removing a second factor.
impl From<FactorError> for ApiError {
    fn from(error: FactorError) -> Self {
        match error {
            FactorError::InvalidAccountToken => Self::bearer(ResultCode::InvalidToken),
            FactorError::AlreadyEnrolled => Self::with_msg(
                StatusCode::CONFLICT,
                ResultCode::Conflict,
                "An authenticator is already set up; remove it first",
            ),
            FactorError::NothingPending => Self::with_msg(
                StatusCode::NOT_FOUND,
                ResultCode::NotFound,
                "No authenticator is being set up",
            ),
            FactorError::NotEnrolled => Self::with_msg(
                StatusCode::NOT_FOUND,
                ResultCode::NotFound,
                "No authenticator is set up",
            ),
            FactorError::WrongCode => Self::with_msg(
                StatusCode::UNAUTHORIZED,
                ResultCode::InvalidCredentials,
                "The code is not right",
            ),
            FactorError::ReauthenticationRequired => Self::reauthenticate(
                "Sign in again (with your second factor, if you have one) to change your second factors",
            ),
            FactorError::RateLimited { retry_after } => Self::rate_limited(retry_after),
            FactorError::Key(e) => e.into(),
            FactorError::Totp(e) => Self::internal(e),
            FactorError::Repo(e) => e.into(),
        }
    }
}

/// Passkey registration and management: the rule's reason as `msg`.
impl From<PasskeyError> for ApiError {
    fn from(error: PasskeyError) -> Self {
        let msg = error.to_string();
        match error {
            PasskeyError::InvalidAccountToken => Self::bearer(ResultCode::InvalidToken),
            PasskeyError::Unavailable | PasskeyError::NotFound => {
                Self::with_msg(StatusCode::NOT_FOUND, ResultCode::NotFound, msg)
            }
            PasskeyError::NoCeremony | PasskeyError::Rejected | PasskeyError::InvalidName => {
                Self::invalid_request(msg)
            }
            PasskeyError::AlreadyRegistered | PasskeyError::TooMany => {
                Self::with_msg(StatusCode::CONFLICT, ResultCode::Conflict, msg)
            }
            PasskeyError::ReauthenticationRequired => Self::reauthenticate(
                "Sign in again (with your second factor, if you have one) to change your passkeys",
            ),
            PasskeyError::RateLimited { retry_after } => Self::rate_limited(retry_after),
            PasskeyError::Repo(e) => e.into(),
        }
    }
}

/// The exchange of a provider's id_token (docs/api.md, "Upstream
/// identity providers").
impl From<UpstreamFlowError> for ApiError {
    fn from(error: UpstreamFlowError) -> Self {
        match error {
            UpstreamFlowError::UnknownProvider => Self::with_msg(
                StatusCode::NOT_FOUND,
                ResultCode::NotFound,
                "No upstream provider has this id",
            ),
            UpstreamFlowError::Refused(_)
            | UpstreamFlowError::BadState
            | UpstreamFlowError::Denied(_) => Self::with_msg(
                StatusCode::UNAUTHORIZED,
                ResultCode::InvalidToken,
                "The id_token was not accepted for this provider",
            ),
            UpstreamFlowError::Disabled => Self::with_msg(
                StatusCode::UNAUTHORIZED,
                ResultCode::InvalidToken,
                "The account is disabled",
            ),
            UpstreamFlowError::NoEmail => Self::with_msg(
                StatusCode::UNAUTHORIZED,
                ResultCode::InvalidToken,
                "The id_token has no email address to make an account with",
            ),
            UpstreamFlowError::UnverifiedEmail => Self::with_msg(
                StatusCode::UNAUTHORIZED,
                ResultCode::InvalidToken,
                "The provider does not vouch for the id_token's email address: register with the address, then link the provider",
            ),
            UpstreamFlowError::Unavailable(_) => Self::with_msg(
                StatusCode::BAD_GATEWAY,
                ResultCode::ServiceUnavailable,
                "The provider could not be reached; retry later",
            ),
            UpstreamFlowError::EmailTaken => Self::with_msg(
                StatusCode::CONFLICT,
                ResultCode::Conflict,
                "An account with this address exists: sign in to it and link the provider from the account page",
            ),
            UpstreamFlowError::RegistrationClosed => {
                Self::new(StatusCode::FORBIDDEN, ResultCode::RegistrationClosed)
            }
            UpstreamFlowError::ReauthenticationRequired => {
                Self::reauthenticate(ResultCode::ReauthenticationRequired.message())
            }
            UpstreamFlowError::LinkedElsewhere | UpstreamFlowError::AlreadyLinked => {
                Self::new(StatusCode::CONFLICT, ResultCode::Conflict)
            }
            UpstreamFlowError::Browser(e) => Self::internal(e),
            UpstreamFlowError::Repo(e) => e.into(),
        }
    }
}

/// Listing and removing links.
impl From<UnlinkError> for ApiError {
    fn from(error: UnlinkError) -> Self {
        match error {
            UnlinkError::InvalidAccountToken => Self::bearer(ResultCode::InvalidToken),
            UnlinkError::NotFound => Self::with_msg(
                StatusCode::NOT_FOUND,
                ResultCode::NotFound,
                "The account has no link to this provider",
            ),
            UnlinkError::ReauthenticationRequired => Self::reauthenticate(
                "Sign in again (with your second factor, if you have one) to change how you sign in",
            ),
            UnlinkError::LastSignInMethod => {
                Self::new(StatusCode::CONFLICT, ResultCode::LastSignInMethod)
            }
            UnlinkError::Repo(e) => e.into(),
        }
    }
}
