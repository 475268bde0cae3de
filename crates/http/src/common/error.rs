//! The two error answers of the HTTP face: the JSON faces' [`ApiError`]
//! (a status, a result code and a message, rendered as `{success: false,
//! code, msg}`) and the standard OAuth face's [`OAuthError`] (RFC 6749
//! `{error, error_description}`), with the `From` impls every face shares
//! (storage, keys, hashing at capacity, the blocking pool). Each face maps
//! its own use cases' errors in its `errors.rs` (`seed/`, `oauth/`,
//! `native_apps/`, `admin/`), one `From` impl per error, so the status
//! table of docs/api.md reads as those impls.
//!
//! 5xx answers are generic; their causes go to the log only. Every `msg`
//! is a catalogue message in the request's language; [`message_id`] is
//! the one table of the result codes' default messages.

use std::borrow::Cow;
use std::fmt;

use accounts_domain::api::{DoneResponse, ErrorResponse};
use accounts_domain::codes::ResultCode;
use accounts_domain::keys::KeyError;
use accounts_domain::repository::RepoError;
use accounts_service::hashing::Busy;
use serde::Serialize;

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

/// The catalogue id of `code`'s default message: `api-code-` and the
/// code in kebab case. The English texts are `ResultCode::message`'s,
/// which the domain crate keeps for answers outside a request's language.
pub fn message_id(code: ResultCode) -> &'static str {
    match code {
        ResultCode::VerificationSuccess => "api-code-verification-success",
        ResultCode::InvalidToken => "api-code-invalid-token",
        ResultCode::ExpiredToken => "api-code-expired-token",
        ResultCode::RefreshToken => "api-code-refresh-token",
        ResultCode::Token => "api-code-token",
        ResultCode::UserData => "api-code-userdata",
        ResultCode::LoginSuccess => "api-code-login-success",
        ResultCode::AuthCode => "api-code-auth-code",
        ResultCode::IdToken => "api-code-id-token",
        ResultCode::LoggedOut => "api-code-logged-out",
        ResultCode::Ok => "api-code-ok",
        ResultCode::Alive => "api-code-alive",
        ResultCode::Ready => "api-code-ready",
        ResultCode::Sessions => "api-code-sessions",
        ResultCode::Export => "api-code-export",
        ResultCode::EmailChangeRequested => "api-code-email-change-requested",
        ResultCode::AccountDeleted => "api-code-account-deleted",
        ResultCode::DeletionScheduled => "api-code-deletion-scheduled",
        ResultCode::ReauthenticationRequired => "api-code-reauthentication-required",
        ResultCode::SessionEnded => "api-code-session-ended",
        ResultCode::PasswordChanged => "api-code-password-changed",
        ResultCode::RegistrationAccepted => "api-code-registration-accepted",
        ResultCode::EmailVerified => "api-code-email-verified",
        ResultCode::ResetRequested => "api-code-reset-requested",
        ResultCode::PasswordReset => "api-code-password-reset",
        ResultCode::RegistrationClosed => "api-code-registration-closed",
        ResultCode::InvalidRequest => "api-code-invalid-request",
        ResultCode::UnsupportedGrantType => "api-code-unsupported-grant-type",
        ResultCode::InvalidGrant => "api-code-invalid-grant",
        ResultCode::InvalidClient => "api-code-invalid-client",
        ResultCode::InvalidCredentials => "api-code-invalid-credentials",
        ResultCode::MfaRequired => "api-code-mfa-required",
        ResultCode::MfaEnrolmentRequired => "api-code-mfa-enrolment-required",
        ResultCode::PasskeyOptions => "api-code-passkey-options",
        ResultCode::PasskeyAdded => "api-code-passkey-added",
        ResultCode::Passkeys => "api-code-passkeys",
        ResultCode::Links => "api-code-links",
        ResultCode::LastSignInMethod => "api-code-last-sign-in-method",
        ResultCode::InsufficientScope => "api-code-insufficient-scope",
        ResultCode::NotFound => "api-code-not-found",
        ResultCode::MethodNotAllowed => "api-code-method-not-allowed",
        ResultCode::Conflict => "api-code-conflict",
        ResultCode::PayloadTooLarge => "api-code-payload-too-large",
        ResultCode::RateLimited => "api-code-rate-limited",
        ResultCode::ServerError => "api-code-server-error",
        ResultCode::ServiceUnavailable => "api-code-service-unavailable",
    }
}

/// `code`'s default message in the request's language.
pub fn code_message(code: ResultCode) -> Cow<'static, str> {
    t(message_id(code))
}

/// A success that carries nothing but its code, with the code's message
/// in the request's language.
pub fn done(code: ResultCode) -> DoneResponse {
    DoneResponse {
        msg: code_message(code).into_owned(),
        ..DoneResponse::new(code)
    }
}

/// A rule's text as a sentence: a capital, and a stop unless the text
/// (a catalogue's, in any script) has one.
pub fn as_sentence(text: &str) -> String {
    let mut chars = text.chars();
    let mut out: String = chars
        .next()
        .map(|c| c.to_uppercase().collect())
        .unwrap_or_default();
    out.extend(chars);
    // A sentence the catalogue gave (in any script) has its own stop.
    if out.chars().last().is_some_and(char::is_alphanumeric) {
        out.push('.');
    }
    out
}

/// What a refused value's rule says, in the request's language, as a
/// sentence: the pages' text, and the JSON faces' `msg` but for a value's
/// own validation text (`Email`, `Field`), which they answer in English.
pub fn refused_message(rule: &accounts_service::refused::Refused) -> String {
    use accounts_service::passwords::{Password, PasswordError};
    use accounts_service::refused::Refused;
    match rule {
        Refused::Password(PasswordError::Empty) => {
            crate::common::language::t("rule-password-empty").into_owned()
        }
        Refused::Password(PasswordError::TooShort) => crate::common::language::t_with(
            "rule-password-too-short",
            &[("min", Password::MIN_NEW_LEN.into())],
        ),
        Refused::Password(PasswordError::TooLong | PasswordError::TooLongForNew) => {
            crate::common::language::t_with(
                "rule-password-too-long",
                &[("max", Password::MAX_NEW_LEN.into())],
            )
        }
        Refused::Password(PasswordError::IsTheEmail) => {
            crate::common::language::t("rule-password-is-email").into_owned()
        }
        Refused::Password(PasswordError::Hashing(_) | PasswordError::InvalidHash) => {
            crate::common::language::t("rule-password-refused").into_owned()
        }
        Refused::Email(_) => crate::common::language::t("rule-email-invalid").into_owned(),
        Refused::SameEmail => crate::common::language::t("rule-email-same").into_owned(),
        Refused::Rule(rule) => as_sentence(&rule_message(rule)),
        Refused::Field(_) => crate::common::language::t("rule-field-invalid").into_owned(),
    }
}

/// A rule an operator's (or a user's) input broke, said in the request's
/// language: the console's, the admin API's and the pages' one table.
pub fn rule_message(rule: &accounts_service::manage::Rule) -> String {
    use crate::common::language::{t, t_with};
    use accounts_service::manage::Rule;
    let id = match rule {
        Rule::ClientNameLength => "rule-client-name-length",
        Rule::ClientNameCharacters => "rule-client-name-characters",
        Rule::ResourceServerConfidential => "rule-resource-server-confidential",
        Rule::ClientCredentialsConfidential => "rule-client-credentials-confidential",
        Rule::PublicClientSecret => "rule-public-client-secret",
        Rule::ProfileFieldLength => {
            return t_with(
                "rule-profile-field-length",
                &[("max", accounts_service::manage::MAX_PROFILE_FIELD.into())],
            );
        }
        Rule::ProfileFieldCharacters => "rule-profile-field-characters",
        Rule::UnknownEventType { name, known } => {
            return t_with(
                "rule-unknown-event-type",
                &[("name", name.into()), ("known", known.into())],
            );
        }
        Rule::NoEventType => "rule-no-event-type",
        Rule::SecretPrefix => "rule-secret-prefix",
        Rule::SecretEncoding => "rule-secret-encoding",
        Rule::SecretLength => "rule-secret-length",
        Rule::DeliveryStatus => "rule-delivery-status",
        Rule::NotATimestamp(name) => {
            return t_with("rule-not-a-timestamp", &[("name", (*name).into())]);
        }
        Rule::NotAUserId => "rule-not-a-user-id",
        Rule::NotAnEmail => "rule-not-an-email",
        Rule::UnknownAuditType => "rule-unknown-audit-type",
        Rule::UnknownCursor => "rule-unknown-cursor",
        Rule::PageSize => "rule-page-size",
        Rule::NoScope => "rule-no-scope",
        Rule::UndefinedScopes(scopes) => {
            return t_with("rule-undefined-scopes", &[("scopes", scopes.into())]);
        }
        Rule::RoleName => "rule-role-name",
        Rule::AlreadyVerified => "rule-already-verified",
    };
    t(id).into_owned()
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

/// An RFC 6749 section 5.2 error of the standard OAuth face (token and
/// revocation endpoints; 401s carry `WWW-Authenticate: Basic`), or an RFC
/// 6750 error of a resource the standard face guards with a bearer token
/// (the OIDC userinfo; `WWW-Authenticate: Bearer`).
#[derive(Debug)]
pub struct OAuthError {
    status: StatusCode,
    error: &'static str,
    description: std::borrow::Cow<'static, str>,
    challenge: Challenge,
    /// A fresh DPoP nonce for the client's next proof (`DPoP-Nonce`).
    dpop_nonce: Option<String>,
}

/// How a 401 or 403 of the standard face asks for credentials.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Challenge {
    /// Client authentication (token, revocation).
    Basic,
    /// A bearer token was refused (RFC 6750 3.1: with the error).
    Bearer,
    /// No bearer token was sent (RFC 6750 3.1: no error attribute).
    BearerMissing,
    /// A DPoP-bound token's proof was refused (RFC 9449 7.1).
    Dpop,
}

/// The body of an [`OAuthError`].
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct OAuthErrorBody {
    /// The RFC 6749 error code, e.g. `invalid_grant`.
    #[schema(example = "invalid_grant")]
    pub error: String,
    /// Why, for the developer.
    pub error_description: String,
}

impl OAuthError {
    /// An error answer.
    pub fn new(status: StatusCode, error: &'static str, description: &'static str) -> Self {
        Self::described(status, error, description)
    }

    /// An error answer whose description is made for it (never with a
    /// secret in it).
    pub fn described(
        status: StatusCode,
        error: &'static str,
        description: impl Into<std::borrow::Cow<'static, str>>,
    ) -> Self {
        Self {
            status,
            error,
            description: description.into(),
            challenge: Challenge::Basic,
            dpop_nonce: None,
        }
    }

    /// A DPoP failure (RFC 9449): `invalid_dpop_proof`, or
    /// `use_dpop_nonce` with the nonce to use. At the token endpoint 400;
    /// at a resource 401 with a `DPoP` challenge.
    pub fn dpop(at_resource: bool, nonce: Option<String>) -> Self {
        let (error, description) = if nonce.is_some() {
            (
                "use_dpop_nonce",
                "use the DPoP-Nonce header's nonce in the proof",
            )
        } else {
            (
                "invalid_dpop_proof",
                "the DPoP proof is not valid for this request",
            )
        };
        let status = if at_resource {
            StatusCode::UNAUTHORIZED
        } else {
            StatusCode::BAD_REQUEST
        };
        Self {
            challenge: if at_resource {
                Challenge::Dpop
            } else {
                Challenge::Basic
            },
            dpop_nonce: nonce,
            ..Self::new(status, error, description)
        }
    }

    /// RFC 6750 3.1: the access token's scope does not allow the read.
    pub fn insufficient_scope() -> Self {
        Self {
            challenge: Challenge::Bearer,
            ..Self::new(
                StatusCode::FORBIDDEN,
                "insufficient_scope",
                "the access token's scope does not allow this request",
            )
        }
    }

    /// 401 `invalid_token`: the bearer token is malformed, unknown,
    /// expired or revoked (RFC 6750 3.1).
    pub fn invalid_bearer() -> Self {
        Self {
            challenge: Challenge::Bearer,
            ..Self::new(
                StatusCode::UNAUTHORIZED,
                "invalid_token",
                "the access token is invalid, expired or revoked",
            )
        }
    }

    /// 401 for a request without a bearer token (RFC 6750 3.1).
    pub fn missing_bearer() -> Self {
        Self {
            challenge: Challenge::BearerMissing,
            ..Self::new(
                StatusCode::UNAUTHORIZED,
                "invalid_token",
                "a bearer access token is required",
            )
        }
    }

    /// 400 `invalid_request`.
    pub fn invalid_request(description: &'static str) -> Self {
        Self::new(StatusCode::BAD_REQUEST, "invalid_request", description)
    }

    /// 401 `invalid_client`.
    pub fn invalid_client(description: &'static str) -> Self {
        Self::new(StatusCode::UNAUTHORIZED, "invalid_client", description)
    }

    /// 503 `temporarily_unavailable`: the database or the blocking pool is
    /// not there.
    pub fn unavailable() -> Self {
        Self::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "temporarily_unavailable",
            "retry later",
        )
    }
}

impl fmt::Display for OAuthError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {}: {}",
            self.status.as_u16(),
            self.error,
            self.description
        )
    }
}

impl ResponseError for OAuthError {
    fn status_code(&self) -> StatusCode {
        self.status
    }

    fn error_response(&self) -> HttpResponse {
        let mut response = HttpResponse::build(self.status);
        match self.challenge {
            Challenge::Basic if self.status == StatusCode::UNAUTHORIZED => {
                response.insert_header((header::WWW_AUTHENTICATE, r#"Basic realm="accounts""#));
            }
            Challenge::Bearer => {
                let challenge = format!(
                    r#"Bearer realm="accounts", error="{}", error_description="{}""#,
                    self.error, self.description
                );
                response.insert_header((header::WWW_AUTHENTICATE, challenge));
            }
            Challenge::BearerMissing => {
                response.insert_header((header::WWW_AUTHENTICATE, r#"Bearer realm="accounts""#));
            }
            Challenge::Dpop => {
                let challenge = format!(
                    r#"DPoP realm="accounts", algs="{}", error="{}", error_description="{}""#,
                    accounts_domain::dpop::ALGORITHMS.join(" "),
                    self.error,
                    self.description
                );
                response.insert_header((header::WWW_AUTHENTICATE, challenge));
            }
            Challenge::Basic => {}
        }
        if let Some(nonce) = &self.dpop_nonce {
            response.insert_header(("DPoP-Nonce", nonce.as_str()));
        }
        response
            .insert_header((header::CACHE_CONTROL, "no-store"))
            .json(OAuthErrorBody {
                error: self.error.into(),
                error_description: self.description.to_string(),
            })
    }
}

/// A use case run on the blocking pool, on the standard face.
impl<E> From<Blocked<E>> for OAuthError
where
    OAuthError: From<E>,
{
    fn from(error: Blocked<E>) -> Self {
        match error {
            Blocked::Failed(e) => e.into(),
            Blocked::PoolGone => Self::unavailable(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_has_its_message_in_the_english_catalogue() {
        for code in ResultCode::ALL {
            let id = message_id(code);
            let kebab = code.as_str().to_ascii_lowercase().replace('_', "-");
            assert_eq!(id, format!("api-code-{kebab}"), "{code:?}");
            assert!(
                accounts_service::catalogue::has(id),
                "{id} is not in en.ftl"
            );
            // Outside a request the message is English: the domain's text.
            assert_eq!(code_message(code), code.message(), "{id}");
        }
    }

    #[test]
    fn a_failure_answers_with_the_catalogue_message() {
        let error = ApiError::new(StatusCode::UNAUTHORIZED, ResultCode::InvalidCredentials);
        assert_eq!(error.msg, ResultCode::InvalidCredentials.message());
        assert_eq!(done(ResultCode::Ok).msg, "Done");
    }
}
