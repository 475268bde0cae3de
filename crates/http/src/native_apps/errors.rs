//! The native-app API's answers to its use cases' errors: sign-in,
//! codes and id_tokens, the user's own account, registration and reset.

use accounts_domain::codes::ResultCode;
use accounts_service::authorize::AuthorizeError;
use accounts_service::lifecycle::LifecycleError;
use accounts_service::native_app::NativeAppError;
use accounts_service::own_account::OwnAccountError;
use accounts_service::refused::Refused;
use accounts_service::second_factor::enrolment::FactorError;
use accounts_service::second_factor::passkeys::{MAX_NAME_CHARS, MAX_PASSKEYS, PasskeyError};
use accounts_service::sign_in::SignInError;
use accounts_service::upstream::UpstreamFlowError;
use accounts_service::upstream::unlink::UnlinkError;
use accounts_service::use_cases::sign_in_codes::CodeError;
use actix_web::http::StatusCode;

use crate::common::error::{ApiError, code_message};
use crate::common::language::{t, t_with};

/// Native-app sign-in: 401 INVALID_CREDENTIALS (one answer for unknown email,
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
                t("api-mfa-token-invalid"),
            ),
            SignInError::InvalidCeremony => Self::with_msg(
                StatusCode::UNAUTHORIZED,
                ResultCode::InvalidToken,
                t("api-challenge-invalid"),
            ),
            SignInError::SsoRequired(required) => Self::sso_required(required.sso_url),
            SignInError::CodesNotAllowed => {
                Self::new(StatusCode::FORBIDDEN, ResultCode::SignInCodeNotAllowed)
            }
            SignInError::InvalidName => Self::invalid_request(t("api-name-invalid")),
            SignInError::Busy(busy) => busy.into(),
            SignInError::Repo(e) => e.into(),
        }
    }
}

/// Asking for a sign-in code: 400 INVALID_REQUEST for no address at all,
/// 403 SIGN_IN_CODE_NOT_ALLOWED, 429 RATE_LIMITED, 503.
impl From<CodeError> for ApiError {
    fn from(error: CodeError) -> Self {
        match error {
            CodeError::Invalid(reason) => Self::invalid_request(reason.to_string()),
            CodeError::NotAllowed => {
                Self::new(StatusCode::FORBIDDEN, ResultCode::SignInCodeNotAllowed)
            }
            CodeError::RateLimited { retry_after } => Self::rate_limited(retry_after),
            CodeError::Repo(e) => e.into(),
        }
    }
}

/// The native-app API's code, id-token and logout.
impl From<NativeAppError> for ApiError {
    fn from(error: NativeAppError) -> Self {
        match error {
            NativeAppError::InvalidAccountToken => Self::bearer(ResultCode::InvalidToken),
            NativeAppError::Authorization(e) => e.into(),
            NativeAppError::MfaEnrolmentRequired => {
                Self::new(StatusCode::FORBIDDEN, ResultCode::MfaEnrolmentRequired)
            }
            NativeAppError::NotAMember => Self::new(StatusCode::FORBIDDEN, ResultCode::NotAMember),
            NativeAppError::Key(e) => e.into(),
            NativeAppError::Repo(e) => e.into(),
        }
    }
}

/// The native-app API's code endpoint: an unknown or disabled client is 401
/// INVALID_CLIENT; every other refused authorization request is 400
/// INVALID_REQUEST with the rule's description (a later rule's in English:
/// it is the RFC 6749 `error_description` the browser flow sends too).
impl From<AuthorizeError> for ApiError {
    fn from(error: AuthorizeError) -> Self {
        match error {
            AuthorizeError::UnknownClient => Self::with_msg(
                StatusCode::UNAUTHORIZED,
                ResultCode::InvalidClient,
                t("api-client-unknown"),
            ),
            AuthorizeError::MissingClient => Self::invalid_request(t("api-client-id-required")),
            AuthorizeError::MissingRedirectUri => {
                Self::invalid_request(t("api-redirect-uri-required"))
            }
            AuthorizeError::UnregisteredRedirectUri => {
                Self::invalid_request(t("api-redirect-uri-unregistered"))
            }
            AuthorizeError::StateTooLong => Self::invalid_request(t("api-state-too-long")),
            AuthorizeError::Rejected { description, .. } => Self::invalid_request(description),
            AuthorizeError::Repo(e) => e.into(),
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
            // A value's own validation text stays English (it names the
            // field and its grammar); the named rules are translated.
            LifecycleError::Invalid(reason @ (Refused::Email(_) | Refused::Field(_))) => {
                Self::invalid_request(reason.to_string())
            }
            LifecycleError::Invalid(reason) => {
                Self::invalid_request(crate::common::error::refused_message(&reason))
            }
            LifecycleError::RateLimited { retry_after } => Self::rate_limited(retry_after),
            LifecycleError::Busy(busy) => busy.into(),
            LifecycleError::InvalidToken => Self::with_msg(
                StatusCode::BAD_REQUEST,
                ResultCode::InvalidToken,
                t("api-lifecycle-token-invalid"),
            ),
            LifecycleError::Hashing(cause) => Self::internal(cause),
            LifecycleError::Repo(e) => e.into(),
        }
    }
}

/// 400 INVALID_REQUEST, 401 INVALID_TOKEN or INVALID_CREDENTIALS, 404
/// NOT_FOUND, 409 CONFLICT (a new address that is the account's own), 429
/// RATE_LIMITED.
impl From<OwnAccountError> for ApiError {
    fn from(error: OwnAccountError) -> Self {
        match error {
            OwnAccountError::InvalidAccountToken => Self::bearer(ResultCode::InvalidToken),
            OwnAccountError::NotFound => Self::with_msg(
                StatusCode::NOT_FOUND,
                ResultCode::NotFound,
                t("api-session-not-found"),
            ),
            OwnAccountError::ReauthenticationRequired => {
                Self::reauthenticate(code_message(ResultCode::ReauthenticationRequired))
            }
            OwnAccountError::Invalid(reason @ (Refused::Email(_) | Refused::Field(_))) => {
                Self::invalid_request(reason.to_string())
            }
            // A well-formed address that is the account's own already
            // conflicts with the account's state: the request is valid.
            OwnAccountError::Invalid(reason @ Refused::SameEmail) => Self::with_msg(
                StatusCode::CONFLICT,
                ResultCode::Conflict,
                crate::common::error::refused_message(&reason),
            ),
            OwnAccountError::Invalid(reason) => {
                Self::invalid_request(crate::common::error::refused_message(&reason))
            }
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
                t("api-authenticator-exists"),
            ),
            FactorError::NothingPending => Self::with_msg(
                StatusCode::NOT_FOUND,
                ResultCode::NotFound,
                t("api-authenticator-not-pending"),
            ),
            FactorError::NotEnrolled => Self::with_msg(
                StatusCode::NOT_FOUND,
                ResultCode::NotFound,
                t("api-authenticator-none"),
            ),
            FactorError::WrongCode => Self::with_msg(
                StatusCode::UNAUTHORIZED,
                ResultCode::InvalidCredentials,
                t("api-factor-code-wrong"),
            ),
            FactorError::ReauthenticationRequired => {
                Self::reauthenticate(t("api-reauthenticate-factors"))
            }
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
        match error {
            PasskeyError::InvalidAccountToken => Self::bearer(ResultCode::InvalidToken),
            PasskeyError::Unavailable => Self::with_msg(
                StatusCode::NOT_FOUND,
                ResultCode::NotFound,
                t("api-passkeys-unavailable"),
            ),
            PasskeyError::NotFound => Self::with_msg(
                StatusCode::NOT_FOUND,
                ResultCode::NotFound,
                t("api-passkey-not-found"),
            ),
            PasskeyError::NoCeremony => Self::invalid_request(t("api-passkey-no-ceremony")),
            PasskeyError::Rejected => Self::invalid_request(t("api-passkey-rejected")),
            PasskeyError::InvalidName => Self::invalid_request(t_with(
                "api-passkey-name-invalid",
                &[("max", MAX_NAME_CHARS.into())],
            )),
            PasskeyError::AlreadyRegistered => Self::with_msg(
                StatusCode::CONFLICT,
                ResultCode::Conflict,
                t("api-passkey-registered"),
            ),
            PasskeyError::TooMany => Self::with_msg(
                StatusCode::CONFLICT,
                ResultCode::Conflict,
                t_with("api-passkeys-too-many", &[("max", MAX_PASSKEYS.into())]),
            ),
            PasskeyError::ReauthenticationRequired => {
                Self::reauthenticate(t("api-reauthenticate-passkeys"))
            }
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
                t("api-upstream-unknown"),
            ),
            UpstreamFlowError::Refused(_)
            | UpstreamFlowError::BadState
            | UpstreamFlowError::Denied(_) => Self::with_msg(
                StatusCode::UNAUTHORIZED,
                ResultCode::InvalidToken,
                t("api-upstream-refused"),
            ),
            UpstreamFlowError::Disabled => Self::with_msg(
                StatusCode::UNAUTHORIZED,
                ResultCode::InvalidToken,
                t("api-upstream-disabled"),
            ),
            UpstreamFlowError::NoEmail => Self::with_msg(
                StatusCode::UNAUTHORIZED,
                ResultCode::InvalidToken,
                t("api-upstream-no-email"),
            ),
            UpstreamFlowError::UnverifiedEmail => Self::with_msg(
                StatusCode::UNAUTHORIZED,
                ResultCode::InvalidToken,
                t("api-upstream-unverified-email"),
            ),
            UpstreamFlowError::Unavailable(_) => Self::with_msg(
                StatusCode::BAD_GATEWAY,
                ResultCode::ServiceUnavailable,
                t("api-upstream-unreachable"),
            ),
            UpstreamFlowError::EmailTaken => Self::with_msg(
                StatusCode::CONFLICT,
                ResultCode::Conflict,
                t("api-upstream-email-taken"),
            ),
            UpstreamFlowError::RegistrationClosed => {
                Self::new(StatusCode::FORBIDDEN, ResultCode::RegistrationClosed)
            }
            UpstreamFlowError::ReauthenticationRequired => {
                Self::reauthenticate(code_message(ResultCode::ReauthenticationRequired))
            }
            UpstreamFlowError::LinkedElsewhere | UpstreamFlowError::AlreadyLinked => {
                Self::new(StatusCode::CONFLICT, ResultCode::Conflict)
            }
            UpstreamFlowError::OutsideOrganizationDomains => Self::with_msg(
                StatusCode::UNAUTHORIZED,
                ResultCode::InvalidToken,
                t("api-upstream-outside-domains"),
            ),
            UpstreamFlowError::UnconfirmedAccount => Self::with_msg(
                StatusCode::CONFLICT,
                ResultCode::Conflict,
                t("api-upstream-unconfirmed-account"),
            ),
            UpstreamFlowError::OperatorAccount => Self::with_msg(
                StatusCode::UNAUTHORIZED,
                ResultCode::InvalidToken,
                t("api-upstream-operator-account"),
            ),
            UpstreamFlowError::SsoRequired(required) => Self::sso_required(required.sso_url),
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
                t("api-link-not-found"),
            ),
            UnlinkError::ReauthenticationRequired => {
                Self::reauthenticate(t("api-reauthenticate-sign-in"))
            }
            UnlinkError::LastSignInMethod => {
                Self::new(StatusCode::CONFLICT, ResultCode::LastSignInMethod)
            }
            UnlinkError::Repo(e) => e.into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passkey_messages_in_english_are_the_rules_own() {
        for error in [
            PasskeyError::Unavailable,
            PasskeyError::NotFound,
            PasskeyError::NoCeremony,
            PasskeyError::Rejected,
            PasskeyError::InvalidName,
            PasskeyError::AlreadyRegistered,
            PasskeyError::TooMany,
        ] {
            let reason = error.to_string();
            let answer = ApiError::from(error).to_string();
            assert!(answer.ends_with(&format!(": {reason}")), "{answer}");
        }
    }
}
