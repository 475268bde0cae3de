//! The words of the error answers, in the request's language: each
//! result code's default message ([`message_id`] is the one table of
//! them), a success's `msg`, and what a refused value's rule says, shared
//! by the JSON faces, the console and the pages.

use std::borrow::Cow;

use accounts_domain::api::DoneResponse;
use accounts_domain::codes::ResultCode;

use crate::common::language::t;

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
        ResultCode::CodeSent => "api-code-code-sent",
        ResultCode::SignInCodeNotAllowed => "api-code-sign-in-code-not-allowed",
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
        ResultCode::NotAMember => "api-code-not-a-member",
        ResultCode::SsoRequired => "api-code-sso-required",
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
        Rule::SharedSignalsConfidential => "rule-shared-signals-confidential",
        Rule::OrganizationForReceivers => "rule-organization-for-receivers",
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
        Rule::RoleNeedsVerifiedAddress => "rule-role-needs-verified-address",
        Rule::AlreadyVerified => "rule-already-verified",
    };
    t(id).into_owned()
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
}
