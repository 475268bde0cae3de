//! Result codes: the `code` string every response carries, and the `msg`
//! that goes with it.
//!
//! The three verification messages are the interface's own and must never
//! change; clients compare them. The others are ours (docs/api.md lists them
//! with their statuses).

use std::fmt;

use serde::{Deserialize, Serialize};

/// Every `code` value the service answers with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ResultCode {
    /// verify-token: the token is valid for the client.
    VerificationSuccess,
    /// verify-token / userinfo / sessioninfo: malformed, wrong client, revoked.
    InvalidToken,
    /// verify-token / userinfo / sessioninfo: valid but expired.
    ExpiredToken,
    /// token: access token and refresh token issued from a code.
    RefreshToken,
    /// token: access token issued.
    Token,
    /// userinfo / sessioninfo success.
    #[serde(rename = "USERDATA")]
    UserData,
    /// Device login succeeded.
    LoginSuccess,
    /// Device code endpoint issued an authorization code.
    AuthCode,
    /// Device id-token endpoint issued an id_token.
    IdToken,
    /// Device logout ended the session.
    LoggedOut,
    /// An admin API operation succeeded.
    Ok,
    /// `/health/alive`: the process serves.
    Alive,
    /// `/health/ready`: the database answers and the key ring is loaded.
    Ready,
    /// The user's own active sessions.
    Sessions,
    /// Everything held about the user, as one document.
    Export,
    /// An address change was asked for: the new address gets a link.
    EmailChangeRequested,
    /// The account and everything held about it were deleted.
    AccountDeleted,
    /// The account will be deleted after the grace period; signing in
    /// before then keeps it.
    DeletionScheduled,
    /// The request needs a sign-in made within the last few minutes.
    ReauthenticationRequired,
    /// One of the user's own sessions was ended.
    SessionEnded,
    /// The user changed their password; their other sessions ended.
    PasswordChanged,
    /// A registration was taken (whether or not the address had an account).
    RegistrationAccepted,
    /// The address is verified.
    EmailVerified,
    /// A reset mail goes out if the address has an account.
    ResetRequested,
    /// The password was set with a reset token; every session ended.
    PasswordReset,
    /// `accounts.registration` is closed.
    RegistrationClosed,
    /// A sign-in code is on its way to the address (said for every
    /// well-formed address).
    CodeSent,
    /// Sign-in by a mailed code is off here, or the client wants a
    /// password or a passkey.
    SignInCodeNotAllowed,
    /// Malformed request: bad JSON, wrong content type, missing or bad field.
    InvalidRequest,
    /// `grant_type` is neither `code` nor `refresh_token`.
    UnsupportedGrantType,
    /// Code or refresh token unknown, expired, used, revoked or not this client's.
    InvalidGrant,
    /// Unknown client_id or wrong client_secret on the token endpoint.
    InvalidClient,
    /// Device login: unknown email or wrong password (one answer for both).
    InvalidCredentials,
    /// Device login: the password was right and a second factor is due;
    /// the answer carries `methods` and a single-use `mfaToken`.
    MfaRequired,
    /// The client requires two factors (`require_mfa`) and the session
    /// has one: the user sets up a second factor and signs in again.
    MfaEnrolmentRequired,
    /// Passkey registration or sign-in options (`publicKey`).
    PasskeyOptions,
    /// A passkey was registered.
    PasskeyAdded,
    /// The user's passkeys.
    Passkeys,
    /// The user's linked upstream identities.
    Links,
    /// Removing it would leave the account no way to sign in (409).
    LastSignInMethod,
    /// The bearer token's scope does not allow the call.
    InsufficientScope,
    /// The request signs in for an organization the user may not sign
    /// in for: unknown, disabled, or they are no member (403; one answer
    /// for all three).
    NotAMember,
    /// The address's domain signs in only through its organization's own
    /// provider (403; the answer's `ssoUrl` starts it).
    SsoRequired,
    /// Unknown path.
    NotFound,
    /// Known path, wrong method.
    MethodNotAllowed,
    /// The resource exists already (a user with that email).
    Conflict,
    /// Body over the size limit.
    PayloadTooLarge,
    /// Too many requests; see `Retry-After`.
    RateLimited,
    /// A bug; details are in the server log only.
    ServerError,
    /// The database is unreachable; see `Retry-After`.
    ServiceUnavailable,
}

impl ResultCode {
    /// Every code (for tests and tables over all of them).
    pub const ALL: [ResultCode; 50] = [
        ResultCode::AccountDeleted,
        ResultCode::DeletionScheduled,
        ResultCode::ReauthenticationRequired,
        ResultCode::MfaEnrolmentRequired,
        ResultCode::PasskeyOptions,
        ResultCode::PasskeyAdded,
        ResultCode::Passkeys,
        ResultCode::Links,
        ResultCode::LastSignInMethod,
        ResultCode::VerificationSuccess,
        ResultCode::InvalidToken,
        ResultCode::ExpiredToken,
        ResultCode::RefreshToken,
        ResultCode::Token,
        ResultCode::UserData,
        ResultCode::LoginSuccess,
        ResultCode::AuthCode,
        ResultCode::IdToken,
        ResultCode::LoggedOut,
        ResultCode::Ok,
        ResultCode::Alive,
        ResultCode::Ready,
        ResultCode::Sessions,
        ResultCode::Export,
        ResultCode::EmailChangeRequested,
        ResultCode::SessionEnded,
        ResultCode::PasswordChanged,
        ResultCode::RegistrationAccepted,
        ResultCode::EmailVerified,
        ResultCode::ResetRequested,
        ResultCode::PasswordReset,
        ResultCode::RegistrationClosed,
        ResultCode::CodeSent,
        ResultCode::SignInCodeNotAllowed,
        ResultCode::InvalidRequest,
        ResultCode::UnsupportedGrantType,
        ResultCode::InvalidGrant,
        ResultCode::InvalidClient,
        ResultCode::InvalidCredentials,
        ResultCode::MfaRequired,
        ResultCode::InsufficientScope,
        ResultCode::NotAMember,
        ResultCode::SsoRequired,
        ResultCode::NotFound,
        ResultCode::MethodNotAllowed,
        ResultCode::Conflict,
        ResultCode::PayloadTooLarge,
        ResultCode::RateLimited,
        ResultCode::ServerError,
        ResultCode::ServiceUnavailable,
    ];

    /// The wire string, e.g. `"VERIFICATION_SUCCESS"`.
    pub fn as_str(self) -> &'static str {
        match self {
            ResultCode::VerificationSuccess => "VERIFICATION_SUCCESS",
            ResultCode::InvalidToken => "INVALID_TOKEN",
            ResultCode::ExpiredToken => "EXPIRED_TOKEN",
            ResultCode::RefreshToken => "REFRESH_TOKEN",
            ResultCode::Token => "TOKEN",
            ResultCode::UserData => "USERDATA",
            ResultCode::LoginSuccess => "LOGIN_SUCCESS",
            ResultCode::AuthCode => "AUTH_CODE",
            ResultCode::IdToken => "ID_TOKEN",
            ResultCode::LoggedOut => "LOGGED_OUT",
            ResultCode::Ok => "OK",
            ResultCode::Alive => "ALIVE",
            ResultCode::Ready => "READY",
            ResultCode::Sessions => "SESSIONS",
            ResultCode::Export => "EXPORT",
            ResultCode::EmailChangeRequested => "EMAIL_CHANGE_REQUESTED",
            ResultCode::AccountDeleted => "ACCOUNT_DELETED",
            ResultCode::DeletionScheduled => "DELETION_SCHEDULED",
            ResultCode::ReauthenticationRequired => "REAUTHENTICATION_REQUIRED",
            ResultCode::SessionEnded => "SESSION_ENDED",
            ResultCode::PasswordChanged => "PASSWORD_CHANGED",
            ResultCode::RegistrationAccepted => "REGISTRATION_ACCEPTED",
            ResultCode::EmailVerified => "EMAIL_VERIFIED",
            ResultCode::ResetRequested => "RESET_REQUESTED",
            ResultCode::PasswordReset => "PASSWORD_RESET",
            ResultCode::RegistrationClosed => "REGISTRATION_CLOSED",
            ResultCode::CodeSent => "CODE_SENT",
            ResultCode::SignInCodeNotAllowed => "SIGN_IN_CODE_NOT_ALLOWED",
            ResultCode::InvalidRequest => "INVALID_REQUEST",
            ResultCode::UnsupportedGrantType => "UNSUPPORTED_GRANT_TYPE",
            ResultCode::InvalidGrant => "INVALID_GRANT",
            ResultCode::InvalidClient => "INVALID_CLIENT",
            ResultCode::InvalidCredentials => "INVALID_CREDENTIALS",
            ResultCode::MfaRequired => "MFA_REQUIRED",
            ResultCode::MfaEnrolmentRequired => "MFA_ENROLMENT_REQUIRED",
            ResultCode::PasskeyOptions => "PASSKEY_OPTIONS",
            ResultCode::PasskeyAdded => "PASSKEY_ADDED",
            ResultCode::Passkeys => "PASSKEYS",
            ResultCode::Links => "LINKS",
            ResultCode::LastSignInMethod => "LAST_SIGN_IN_METHOD",
            ResultCode::InsufficientScope => "INSUFFICIENT_SCOPE",
            ResultCode::NotAMember => "NOT_A_MEMBER",
            ResultCode::SsoRequired => "SSO_REQUIRED",
            ResultCode::NotFound => "NOT_FOUND",
            ResultCode::MethodNotAllowed => "METHOD_NOT_ALLOWED",
            ResultCode::Conflict => "CONFLICT",
            ResultCode::PayloadTooLarge => "PAYLOAD_TOO_LARGE",
            ResultCode::RateLimited => "RATE_LIMITED",
            ResultCode::ServerError => "SERVER_ERROR",
            ResultCode::ServiceUnavailable => "SERVICE_UNAVAILABLE",
        }
    }

    /// Whether the code reports success (`success: true`).
    pub fn is_success(self) -> bool {
        matches!(
            self,
            ResultCode::VerificationSuccess
                | ResultCode::RefreshToken
                | ResultCode::Token
                | ResultCode::UserData
                | ResultCode::LoginSuccess
                | ResultCode::AuthCode
                | ResultCode::IdToken
                | ResultCode::LoggedOut
                | ResultCode::Ok
                | ResultCode::Alive
                | ResultCode::Ready
                | ResultCode::Sessions
                | ResultCode::Export
                | ResultCode::EmailChangeRequested
                | ResultCode::AccountDeleted
                | ResultCode::DeletionScheduled
                | ResultCode::SessionEnded
                | ResultCode::PasswordChanged
                | ResultCode::RegistrationAccepted
                | ResultCode::EmailVerified
                | ResultCode::ResetRequested
                | ResultCode::CodeSent
                | ResultCode::PasswordReset
                | ResultCode::PasskeyOptions
                | ResultCode::PasskeyAdded
                | ResultCode::Passkeys
                | ResultCode::Links
        )
    }

    /// The default human-readable `msg` for the code.
    ///
    /// The verification messages are fixed by the interface (never change
    /// them); a handler may give a more specific `msg` for the others.
    pub fn message(self) -> &'static str {
        match self {
            ResultCode::VerificationSuccess => "Token Verification success",
            ResultCode::ExpiredToken => "Token Expired!",
            ResultCode::InvalidToken => "Token Invalid for given ClientId/ClientSecret",
            ResultCode::RefreshToken => "Token and refresh token issued",
            ResultCode::Token => "Token issued",
            ResultCode::UserData => "User data",
            ResultCode::LoginSuccess => "Login success",
            ResultCode::AuthCode => "Authorization code issued",
            ResultCode::IdToken => "id_token issued",
            ResultCode::LoggedOut => "Signed out; the session and its tokens are revoked",
            ResultCode::Ok => "Done",
            ResultCode::Alive => "Serving",
            ResultCode::Ready => "Ready to serve",
            ResultCode::Sessions => "Your active sessions",
            ResultCode::Export => "Everything held about your account",
            ResultCode::EmailChangeRequested => {
                "If the address can be used, a link to confirm it is on its way there"
            }
            ResultCode::AccountDeleted => {
                "Your account and everything held about it are deleted; every session has ended"
            }
            ResultCode::DeletionScheduled => {
                "Every session has ended and your account will be deleted; sign in again before then to keep it"
            }
            ResultCode::ReauthenticationRequired => {
                "Sign in again first: this needs a sign-in from the last few minutes"
            }
            ResultCode::SessionEnded => "Signed out; the session and its tokens are revoked",
            ResultCode::PasswordChanged => {
                "Password changed; every other session and its tokens are revoked"
            }
            ResultCode::RegistrationAccepted => {
                "Registration received; check your mail to confirm your address"
            }
            ResultCode::EmailVerified => "Email address verified",
            ResultCode::ResetRequested => {
                "If the address has an account, a mail with a reset link is on its way"
            }
            ResultCode::PasswordReset => "Password set; every session and its tokens are revoked",
            ResultCode::RegistrationClosed => {
                "Registration is closed; ask the operator for an account"
            }
            ResultCode::CodeSent => {
                "A mail with a sign-in code is on its way; the code works for a few minutes, once"
            }
            ResultCode::SignInCodeNotAllowed => {
                "Signing in with a mailed code is not offered here: use your password or a passkey"
            }
            ResultCode::InvalidRequest => "The request is malformed",
            ResultCode::UnsupportedGrantType => "grant_type must be code or refresh_token",
            ResultCode::InvalidGrant => {
                "The code or refresh_token is invalid, expired, revoked or was issued to another client"
            }
            ResultCode::InvalidClient => "Client authentication failed",
            ResultCode::InvalidCredentials => {
                "Email or password is wrong. A new account signs in once its address is confirmed: check your mail for the link"
            }
            ResultCode::MfaRequired => {
                "A second factor is required: answer with a code of your authenticator app or a recovery code"
            }
            ResultCode::MfaEnrolmentRequired => {
                "This application requires two-factor sign-in: set up an authenticator app or a passkey on your account page, then sign in again"
            }
            ResultCode::PasskeyOptions => "Pass these options to the authenticator",
            ResultCode::PasskeyAdded => "Passkey added",
            ResultCode::Passkeys => "Your passkeys",
            ResultCode::Links => "Your linked sign-in providers",
            ResultCode::LastSignInMethod => {
                "This is the account's last way to sign in: set a password or add a passkey first"
            }
            ResultCode::InsufficientScope => "The token's scope does not allow this request",
            ResultCode::NotAMember => {
                "You cannot sign in for this organization: ask its administrator to add you"
            }
            ResultCode::SsoRequired => "Your organization signs you in: continue at ssoUrl",
            ResultCode::NotFound => "No such resource",
            ResultCode::MethodNotAllowed => "Method not allowed for this resource",
            ResultCode::Conflict => "It exists already",
            ResultCode::PayloadTooLarge => "The request body is too large",
            ResultCode::RateLimited => "Too many requests; retry later",
            ResultCode::ServerError => "Internal server error",
            ResultCode::ServiceUnavailable => "The service is temporarily unavailable; retry later",
        }
    }
}

impl fmt::Display for ResultCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serde_name_equals_as_str_for_every_code() {
        for code in ResultCode::ALL {
            assert_eq!(
                serde_json::to_value(code).unwrap(),
                code.as_str(),
                "{code:?}"
            );
            let back: ResultCode = serde_json::from_value(code.as_str().into()).unwrap();
            assert_eq!(back, code);
        }
    }

    #[test]
    fn the_interface_messages_are_exact() {
        assert_eq!(
            ResultCode::VerificationSuccess.message(),
            "Token Verification success"
        );
        assert_eq!(ResultCode::ExpiredToken.message(), "Token Expired!");
        assert_eq!(
            ResultCode::InvalidToken.message(),
            "Token Invalid for given ClientId/ClientSecret"
        );
    }

    #[test]
    fn success_codes() {
        let successes: Vec<_> = ResultCode::ALL
            .into_iter()
            .filter(|c| c.is_success())
            .collect();
        assert_eq!(successes.len(), 27);
        assert!(!ResultCode::InvalidToken.is_success());
        assert!(ResultCode::UserData.is_success());
    }
}
