//! Login sessions in storage: what opened them, how the user proved who
//! they are, and their end (docs/decisions.md, "Caches and several
//! instances", for how an end reaches every instance).

use time::OffsetDateTime;

use crate::origin::{DeviceData, GeoData};
use crate::secrets::SecretDigest;
use crate::store::audit::AuditEvent;
use crate::store::errors::RepoResult;
use crate::tokens::amr::SessionAuth;
use crate::values::addresses::PackageName;
use crate::values::ids::{SessionId, UserId};

/// The face a session was opened on, which is the only face its account
/// token is accepted from (docs/decisions.md, "Session channels"): a
/// browser's session cookie is no bearer, and an app's token put in a
/// cookie opens no page. No default: every way to open a session names
/// its channel, so none is accepted on both faces by omission.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SessionChannel {
    /// The browser pages: the token is the session cookie.
    Browser,
    /// The native-app API: the token is an `Authorization: Bearer`.
    App,
    /// An RFC 8628 device: the session hands out no account token.
    Device,
    /// Opened before the channel was recorded: accepted from either face
    /// until it ends, but never by the operator console.
    Unrecorded,
}

impl SessionChannel {
    /// The stored name (`""` for [`SessionChannel::Unrecorded`]).
    pub fn as_str(self) -> &'static str {
        match self {
            SessionChannel::Browser => "browser",
            SessionChannel::App => "app",
            SessionChannel::Device => "device",
            SessionChannel::Unrecorded => "",
        }
    }

    /// Parses a stored name.
    pub fn parse(s: &str) -> Option<Self> {
        [
            SessionChannel::Browser,
            SessionChannel::App,
            SessionChannel::Device,
            SessionChannel::Unrecorded,
        ]
        .into_iter()
        .find(|c| c.as_str() == s)
    }

    /// Whether this session's account token may be presented on `face`.
    pub fn admits(self, face: SessionChannel) -> bool {
        self == face || (self == SessionChannel::Unrecorded && face != SessionChannel::Device)
    }
}

/// What the service learned about the login request that opened a session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionDetails {
    /// The face the session was opened on.
    pub channel: SessionChannel,
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

/// A way in that a sign-in used and that may be removed while the sign-in
/// runs ("Remove all but the new password", an unlink, a passkey's
/// deletion): the session opens only if it is still there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SignInCredential {
    /// A passkey, by its id.
    Passkey(crate::values::ids::PasskeyId),
    /// An upstream provider's link.
    Link {
        /// The provider's id.
        provider: String,
        /// The provider's subject.
        subject: String,
    },
}

/// One of a user's sessions as the user sees it in their own list.
#[derive(Debug, Clone)]
pub struct OwnSession {
    /// The session.
    pub session: SessionRecord,
    /// Whether it is the session of the account token that asked.
    pub current: bool,
}

/// Login sessions.
pub trait SessionRepository: Send + Sync {
    /// Stores a new session.
    fn insert(&self, session: &SessionRecord) -> RepoResult<()>;
    /// Stores a new session and appends `event` (its sign-in) to the audit
    /// log, atomically: one commit, and no session without its event.
    fn insert_audited(&self, session: &SessionRecord, event: &AuditEvent) -> RepoResult<()>;
    /// [`SessionRepository::insert_audited`], only while `credential`
    /// still exists, atomically with a removal of it: a removal that
    /// commits first leaves nothing stored (`Ok(false)`), and one that
    /// comes second finds the session and ends it, when it removes the
    /// credential before it ends the user's sessions (as
    /// `keep_only_password` does).
    fn insert_audited_if_held(
        &self,
        session: &SessionRecord,
        event: &AuditEvent,
        credential: &SignInCredential,
    ) -> RepoResult<bool>;
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
