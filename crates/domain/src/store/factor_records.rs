//! The second factors' records: how a session's user signed in, a user's
//! TOTP authenticator, a password sign-in waiting for its second factor,
//! passkeys and the server-side state of WebAuthn ceremonies. Re-exported
//! by `records`.

use time::OffsetDateTime;

use crate::secrets::SecretDigest;
use crate::tokens::keys::master::SealedKey;
use crate::values::addresses::PackageName;
use crate::values::ids::{PasskeyId, UserId};

/// A user's TOTP authenticator (RFC 6238). The secret is stored only
/// sealed under the master key; until a first code confirms it, it is not
/// a factor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TotpRecord {
    /// Whose authenticator (one per user).
    pub user_id: UserId,
    /// The shared secret, sealed ([`crate::keys::MasterKey::seal`]).
    pub sealed_secret: SealedKey,
    /// When enrolment began.
    pub created_at: OffsetDateTime,
    /// When a first code confirmed it; `None` while pending.
    pub confirmed_at: Option<OffsetDateTime>,
    /// The time step of the last accepted code: each step's code is
    /// accepted once.
    pub last_step: Option<i64>,
}

/// A password sign-in waiting for its second factor: the single-use,
/// short-lived challenge an app answers with a code, and what the session
/// it opens will record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MfaChallengeRecord {
    /// Digest of the challenge token (`mfaToken`).
    pub digest: SecretDigest,
    /// Whose password was right.
    pub user_id: UserId,
    /// When the password was checked.
    pub created_at: OffsetDateTime,
    /// When it stops being accepted.
    pub expires_at: OffsetDateTime,
    /// When it was answered (right or wrong: each is used once).
    pub used_at: Option<OffsetDateTime>,
    /// The app's package name of the sign-in.
    pub package_name: Option<PackageName>,
    /// The sign-in's User-Agent.
    pub user_agent: String,
    /// The sign-in's client IP.
    pub ip: String,
    /// The sign-in's locale.
    pub locale: String,
}

/// A registered passkey (WebAuthn credential) of a user.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PasskeyRecord {
    /// The passkey's own id (shown to the user; `passkeys/{id}`).
    pub id: PasskeyId,
    /// Whose passkey. A credential id belongs to one account only.
    pub user_id: UserId,
    /// The credential id the authenticator chose (unique across accounts).
    pub credential_id: Vec<u8>,
    /// The user's name for it.
    pub name: String,
    /// The WebAuthn library's stored credential (public key, signature
    /// counter, backup flags), opaque to the domain.
    pub credential: String,
    /// Whether the passkey is backup eligible (synced between devices):
    /// `swk` rather than `hwk` in `amr`.
    pub synced: bool,
    /// When it was registered.
    pub created_at: OffsetDateTime,
    /// When it last signed the user in.
    pub last_used_at: Option<OffsetDateTime>,
}

/// What a WebAuthn ceremony is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CeremonyPurpose {
    /// Registering a passkey to a signed-in user.
    Registration,
    /// Signing in (or giving the second factor) with a passkey.
    SignIn,
    /// A browser's round trip through an upstream identity provider:
    /// keyed by the digest of its `state`, which the browser's cookie
    /// also holds.
    Upstream,
}

impl CeremonyPurpose {
    /// The stored form.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Registration => "registration",
            Self::SignIn => "sign_in",
            Self::Upstream => "upstream",
        }
    }

    /// Parses the stored form.
    pub fn parse(text: &str) -> Option<Self> {
        [Self::Registration, Self::SignIn, Self::Upstream]
            .into_iter()
            .find(|p| p.as_str() == text)
    }
}

/// A WebAuthn ceremony's server-side state: single use (taken away before
/// the answer is verified) and short-lived.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CeremonyRecord {
    /// Digest of what binds it to the browser or request that started it
    /// (the challenge id handed out, or the asking session).
    pub key: SecretDigest,
    /// Registration or sign-in.
    pub purpose: CeremonyPurpose,
    /// The user a registration is for; `None` for a sign-in.
    pub user_id: Option<UserId>,
    /// The WebAuthn library's ceremony state, opaque to the domain.
    pub state: String,
    /// When it began.
    pub created_at: OffsetDateTime,
    /// When it stops being accepted.
    pub expires_at: OffsetDateTime,
}

/// How a session's user proved who they are.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SessionAuth {
    /// A password alone.
    #[default]
    Password,
    /// A password and a one-time code (TOTP or a recovery code).
    PasswordAndOtp,
    /// A passkey with user verification: something the user has and
    /// something they are or know, two factors in one.
    Passkey(KeyKind),
    /// A password, then a passkey as the second factor.
    PasswordAndPasskey(KeyKind),
    /// An upstream identity provider vouched for the user (`amr` `fed`):
    /// one factor, or two when the provider's own `amr` says `mfa`.
    Federated {
        /// The provider asserted a multi-factor sign-in.
        mfa: bool,
    },
}

/// Where a passkey lives, judged from its backup-eligible flag.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyKind {
    /// Bound to one device (backup eligible clear): `amr` `hwk`.
    DeviceBound,
    /// Synced between devices: `amr` `swk`.
    Synced,
}

impl KeyKind {
    /// The kind of a key with this backup-eligible flag.
    pub fn of(backup_eligible: bool) -> Self {
        if backup_eligible {
            Self::Synced
        } else {
            Self::DeviceBound
        }
    }
}

impl SessionAuth {
    /// The one-factor `acr` value.
    pub const ACR_ONE_FACTOR: &'static str = "urn:accounts:acr:pwd";
    /// The two-factor `acr` value.
    pub const ACR_MFA: &'static str = "urn:accounts:acr:mfa";

    const ALL: [Self; 8] = [
        Self::Password,
        Self::PasswordAndOtp,
        Self::Passkey(KeyKind::DeviceBound),
        Self::Passkey(KeyKind::Synced),
        Self::PasswordAndPasskey(KeyKind::DeviceBound),
        Self::PasswordAndPasskey(KeyKind::Synced),
        Self::Federated { mfa: false },
        Self::Federated { mfa: true },
    ];

    /// The RFC 8176 `amr` values.
    pub fn amr(self) -> &'static [&'static str] {
        match self {
            Self::Password => &["pwd"],
            Self::PasswordAndOtp => &["pwd", "otp", "mfa"],
            Self::Passkey(KeyKind::DeviceBound) => &["hwk", "user", "mfa"],
            Self::Passkey(KeyKind::Synced) => &["swk", "user", "mfa"],
            Self::PasswordAndPasskey(KeyKind::DeviceBound) => &["pwd", "hwk", "user", "mfa"],
            Self::PasswordAndPasskey(KeyKind::Synced) => &["pwd", "swk", "user", "mfa"],
            Self::Federated { mfa: false } => &["fed"],
            Self::Federated { mfa: true } => &["fed", "mfa"],
        }
    }

    /// Whether two factors were given.
    pub fn is_multi_factor(self) -> bool {
        !matches!(self, Self::Password | Self::Federated { mfa: false })
    }

    /// The `acr` value: one factor or two.
    pub fn acr(self) -> &'static str {
        if self.is_multi_factor() {
            Self::ACR_MFA
        } else {
            Self::ACR_ONE_FACTOR
        }
    }

    /// The stored form: the `amr` values, space-separated.
    pub fn as_str(self) -> String {
        self.amr().join(" ")
    }

    /// Parses the stored form.
    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|a| a.as_str() == text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sign_in_round_trips_and_names_its_factors() {
        for auth in SessionAuth::ALL {
            assert_eq!(SessionAuth::parse(&auth.as_str()), Some(auth));
            assert_eq!(auth.amr().contains(&"mfa"), auth.is_multi_factor());
        }
        let upstream = SessionAuth::Federated { mfa: false };
        assert_eq!(upstream.amr(), ["fed"]);
        assert_eq!(upstream.acr(), SessionAuth::ACR_ONE_FACTOR);
        let upstream_mfa = SessionAuth::Federated { mfa: true };
        assert_eq!(upstream_mfa.amr(), ["fed", "mfa"]);
        assert_eq!(upstream_mfa.acr(), SessionAuth::ACR_MFA);
        assert_eq!(SessionAuth::parse("fed pwd"), None);
    }
}
