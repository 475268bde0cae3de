//! Login sessions in storage: what opened them, how the user proved who
//! they are, and their end (docs/decisions.md, "Caches and several
//! instances", for how an end reaches every instance).

use time::OffsetDateTime;

use crate::origin::{DeviceData, GeoData};
use crate::secrets::SecretDigest;
use crate::store::audit::AuditEvent;
use crate::store::errors::RepoResult;
use crate::values::addresses::PackageName;
use crate::values::ids::{SessionId, UserId};

/// What the service learned about the login request that opened a session.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SessionDetails {
    /// The request's User-Agent header.
    pub user_agent: String,
    /// The client IP.
    pub ip: String,
    /// The locale (`ui_locales`, else Accept-Language).
    pub locale: String,
    /// The app's package name, when one was given (and registered).
    pub package_name: Option<PackageName>,
    /// Parsed from `user_agent` once, at login.
    pub device: DeviceData,
    /// Location of `ip`, where known.
    pub geo: GeoData,
}

/// A login session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionRecord {
    /// The session's id (`sessionId`).
    pub id: SessionId,
    /// Who signed in.
    pub user_id: UserId,
    /// When the user authenticated (`auth_time`).
    pub authenticated_at: OffsetDateTime,
    /// Last activity: login, refresh, userinfo (`lastSessionTimestamp`).
    pub last_seen_at: OffsetDateTime,
    /// Set when the session was ended (logout, admin, code replay); every
    /// token issued in it stops verifying.
    pub revoked_at: Option<OffsetDateTime>,
    /// Digest of the account token a device sign-in handed out (`None` for
    /// other sessions).
    pub account_token: Option<SecretDigest>,
    /// How the user proved who they are: the id_tokens' `amr` and `acr`.
    pub auth: SessionAuth,
    /// The login request's data.
    pub details: SessionDetails,
}

/// One of a user's sessions as the user sees it in their own list.
#[derive(Debug, Clone)]
pub struct OwnSession {
    /// The session.
    pub session: SessionRecord,
    /// Whether it is the session of the account token that asked.
    pub current: bool,
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

/// Login sessions.
pub trait SessionRepository: Send + Sync {
    /// Stores a new session.
    fn insert(&self, session: &SessionRecord) -> RepoResult<()>;
    /// Stores a new session and appends `event` (its sign-in) to the audit
    /// log, atomically: one commit, and no session without its event.
    fn insert_audited(&self, session: &SessionRecord, event: &AuditEvent) -> RepoResult<()>;
    /// The session with `id`, revoked or not.
    fn find(&self, id: SessionId) -> RepoResult<Option<SessionRecord>>;
    /// The session a device account token was issued for, revoked or not.
    fn find_by_account_token(&self, digest: &SecretDigest) -> RepoResult<Option<SessionRecord>>;
    /// Moves `last_seen_at` to `now` when it is at or before `stale_before`, in
    /// one conditional statement, so that instances touching one session
    /// at once write it once. `Ok(true)` when it moved; `Ok(false)` when
    /// it was recent enough or there is no such session.
    fn touch(
        &self,
        id: SessionId,
        now: OffsetDateTime,
        stale_before: OffsetDateTime,
    ) -> RepoResult<bool>;
    /// Atomic: marks the session and all its refresh and access tokens
    /// revoked. `Ok(false)` when it was already revoked, `NotFound` when absent.
    fn revoke(&self, id: SessionId, now: OffsetDateTime) -> RepoResult<bool>;
    /// Atomic: revokes every live session of the user with all their
    /// refresh and access tokens; returns how many sessions ended.
    fn revoke_user_sessions(&self, user: UserId, now: OffsetDateTime) -> RepoResult<u64>;
    /// The user's sessions that are not revoked and were active after
    /// `idle_before`, most recently active first.
    fn live_sessions_of_user(
        &self,
        user: UserId,
        idle_before: OffsetDateTime,
    ) -> RepoResult<Vec<SessionRecord>>;
    /// Sessions revoked at or after `since`: the revocation cache refresh.
    fn revoked_since(&self, since: OffsetDateTime) -> RepoResult<Vec<(SessionId, OffsetDateTime)>>;
    /// Every stored session of `user`, live or ended, newest first (what
    /// an export shows).
    fn sessions_of_user(&self, user: UserId) -> RepoResult<Vec<SessionRecord>>;
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
