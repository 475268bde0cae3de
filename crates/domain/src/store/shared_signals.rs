//! Shared Signals in storage (docs/decisions.md, "Shared Signals"): each
//! receiver's one stream, the subjects it removed, and the outbox of
//! events that storage's triggers fill in the transaction of the change
//! that causes them, pushed (RFC 8935) or polled (RFC 8936).

use time::{Duration, OffsetDateTime};

use crate::store::errors::RepoResult;
use crate::store::webhooks::Claim;
use crate::tokens::keys::SealedKey;
use crate::values::ids::{ClientId, UserId};

/// What an event says happened, by its short stored name and its URI.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SecurityEventType {
    /// CAEP: a session ended (sign-out, sign out everywhere, an
    /// operator's end of sessions, disabling).
    SessionRevoked,
    /// CAEP: a password, an authenticator app or a passkey was created,
    /// changed or deleted.
    CredentialChange,
    /// CAEP: a sign-in gained its second factor.
    AssuranceLevelChange,
    /// RISC: the account was disabled.
    AccountDisabled,
    /// RISC: the account was enabled again.
    AccountEnabled,
    /// RISC: the account was deleted.
    AccountPurged,
    /// RISC: the account's address changed.
    IdentifierChanged,
    /// SSF: the answer to a verification request.
    Verification,
    /// SSF: the transmitter changed the stream's status.
    StreamUpdated,
}

impl SecurityEventType {
    /// The events a stream may ask for (`events_supported`); verification
    /// and stream-updated events are always delivered.
    pub const SUPPORTED: [SecurityEventType; 7] = [
        SecurityEventType::SessionRevoked,
        SecurityEventType::CredentialChange,
        SecurityEventType::AssuranceLevelChange,
        SecurityEventType::AccountDisabled,
        SecurityEventType::AccountEnabled,
        SecurityEventType::AccountPurged,
        SecurityEventType::IdentifierChanged,
    ];

    const ALL: [SecurityEventType; 9] = [
        SecurityEventType::SessionRevoked,
        SecurityEventType::CredentialChange,
        SecurityEventType::AssuranceLevelChange,
        SecurityEventType::AccountDisabled,
        SecurityEventType::AccountEnabled,
        SecurityEventType::AccountPurged,
        SecurityEventType::IdentifierChanged,
        SecurityEventType::Verification,
        SecurityEventType::StreamUpdated,
    ];

    /// The stored name (the triggers write it).
    pub fn short(self) -> &'static str {
        match self {
            SecurityEventType::SessionRevoked => "session-revoked",
            SecurityEventType::CredentialChange => "credential-change",
            SecurityEventType::AssuranceLevelChange => "assurance-level-change",
            SecurityEventType::AccountDisabled => "account-disabled",
            SecurityEventType::AccountEnabled => "account-enabled",
            SecurityEventType::AccountPurged => "account-purged",
            SecurityEventType::IdentifierChanged => "identifier-changed",
            SecurityEventType::Verification => "verification",
            SecurityEventType::StreamUpdated => "stream-updated",
        }
    }

    /// The event type's URI, as SETs and stream configurations name it.
    pub fn uri(self) -> &'static str {
        match self {
            SecurityEventType::SessionRevoked => {
                "https://schemas.openid.net/secevent/caep/event-type/session-revoked"
            }
            SecurityEventType::CredentialChange => {
                "https://schemas.openid.net/secevent/caep/event-type/credential-change"
            }
            SecurityEventType::AssuranceLevelChange => {
                "https://schemas.openid.net/secevent/caep/event-type/assurance-level-change"
            }
            SecurityEventType::AccountDisabled => {
                "https://schemas.openid.net/secevent/risc/event-type/account-disabled"
            }
            SecurityEventType::AccountEnabled => {
                "https://schemas.openid.net/secevent/risc/event-type/account-enabled"
            }
            SecurityEventType::AccountPurged => {
                "https://schemas.openid.net/secevent/risc/event-type/account-purged"
            }
            SecurityEventType::IdentifierChanged => {
                "https://schemas.openid.net/secevent/risc/event-type/identifier-changed"
            }
            SecurityEventType::Verification => {
                "https://schemas.openid.net/secevent/ssf/event-type/verification"
            }
            SecurityEventType::StreamUpdated => {
                "https://schemas.openid.net/secevent/ssf/event-type/stream-updated"
            }
        }
    }

    /// Parses a stored name.
    pub fn parse_short(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|t| t.short() == s)
    }

    /// Parses a URI of a supported event.
    pub fn parse_supported_uri(s: &str) -> Option<Self> {
        Self::SUPPORTED.into_iter().find(|t| t.uri() == s)
    }
}

/// How a stream's events reach the receiver.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StreamDelivery {
    /// RFC 8935: posted to the receiver's endpoint.
    Push {
        /// Where.
        endpoint_url: String,
        /// The `Authorization` header to send, sealed with the master key.
        authorization: Option<SealedKey>,
    },
    /// RFC 8936: the receiver polls this service.
    Poll,
}

impl StreamDelivery {
    /// RFC 8935's URN.
    pub const PUSH: &'static str = "urn:ietf:rfc:8935";
    /// RFC 8936's URN.
    pub const POLL: &'static str = "urn:ietf:rfc:8936";

    /// The method's URN.
    pub fn method(&self) -> &'static str {
        match self {
            StreamDelivery::Push { .. } => Self::PUSH,
            StreamDelivery::Poll => Self::POLL,
        }
    }
}

/// How events name their subject (`sub_id`, RFC 9493).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SubjectFormat {
    /// `{"format": "iss_sub", "iss": …, "sub": …}`: stable across address
    /// changes.
    IssSub,
    /// `{"format": "email", "email": …}`.
    Email,
}

impl SubjectFormat {
    /// The format's name.
    pub fn as_str(self) -> &'static str {
        match self {
            SubjectFormat::IssSub => "iss_sub",
            SubjectFormat::Email => "email",
        }
    }

    /// Parses a format's name.
    pub fn parse(s: &str) -> Option<Self> {
        [Self::IssSub, Self::Email]
            .into_iter()
            .find(|f| f.as_str() == s)
    }
}

/// Whether a stream transmits (SSF 1.0 8.1.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StreamStatus {
    /// Events are delivered.
    Enabled,
    /// Events are held and delivered once enabled again.
    Paused,
    /// Events are dropped.
    Disabled,
}

impl StreamStatus {
    /// The status's name.
    pub fn as_str(self) -> &'static str {
        match self {
            StreamStatus::Enabled => "enabled",
            StreamStatus::Paused => "paused",
            StreamStatus::Disabled => "disabled",
        }
    }

    /// Parses a status's name.
    pub fn parse(s: &str) -> Option<Self> {
        [Self::Enabled, Self::Paused, Self::Disabled]
            .into_iter()
            .find(|f| f.as_str() == s)
    }
}

/// A receiver's stream.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StreamRecord {
    /// Its id (`stream_id`).
    pub id: String,
    /// The receiver.
    pub client_id: ClientId,
    /// Push or poll.
    pub delivery: StreamDelivery,
    /// The event URIs the receiver asked for, as it asked.
    pub events_requested: Vec<String>,
    /// Those of them that are supported: what is delivered.
    pub events_delivered: Vec<SecurityEventType>,
    /// How events name their subject.
    pub format: SubjectFormat,
    /// The receiver's description of the stream.
    pub description: String,
    /// Whether it transmits.
    pub status: StreamStatus,
    /// Why the status was last set (`reason`), or `""`.
    pub reason: String,
    /// When a verification event was last asked for.
    pub verified_at: Option<OffsetDateTime>,
    /// When it was made.
    pub created_at: OffsetDateTime,
    /// When its configuration or status last changed.
    pub updated_at: OffsetDateTime,
}

/// One event waiting for one stream.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredSecurityEvent {
    /// Increasing.
    pub id: i64,
    /// The SET's `jti`: the same for every attempt.
    pub jti: String,
    /// What happened.
    pub kind: SecurityEventType,
    /// The user it is about (`""` for verification and stream events).
    pub user_id: String,
    /// The user's address when it happened (the old one for an address
    /// change).
    pub email: String,
    /// The organization of a bound receiver (`""` otherwise).
    pub tenant: String,
    /// What the event adds, by type: `"password update"` (the credential
    /// and the change), `"pwd mfa"` (the levels), the new address, the
    /// session's id, a verification's `state`.
    pub detail: String,
    /// `user`, `admin`, `policy` or `system`.
    pub initiator: String,
    /// The same for every event of one change (RFC 8417 `txn`).
    pub txn: String,
    /// When the change was made.
    pub occurred_at: OffsetDateTime,
}

/// A pushed event claimed for an attempt.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimedPush {
    /// The event.
    pub event: StoredSecurityEvent,
    /// The receiver (the SET's `aud`).
    pub client_id: ClientId,
    /// Its stream.
    pub stream_id: String,
    /// How the stream names users.
    pub format: SubjectFormat,
    /// Where to push.
    pub endpoint_url: String,
    /// The `Authorization` header, sealed.
    pub authorization: Option<SealedKey>,
    /// This attempt's number, from 1.
    pub attempt: u32,
    /// After this instant a failed attempt parks the event as failed.
    pub retry_until: OffsetDateTime,
}

/// A subject a receiver adds or removes, resolved to a user (or to
/// nobody: the answer is the same, so it tells nothing).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SubjectChange {
    /// Events about the user are delivered again.
    Add(UserId),
    /// Events about the user are no longer delivered.
    Remove(UserId),
}

/// Streams, their subjects and their events.
pub trait SharedSignalsRepository: Send + Sync {
    /// Stores a new stream; `Conflict` when the receiver has one.
    fn insert_stream(&self, stream: &StreamRecord) -> RepoResult<()>;
    /// The receiver's stream.
    fn stream_of(&self, client: ClientId) -> RepoResult<Option<StreamRecord>>;
    /// Replaces the stream's configuration (delivery, events, format,
    /// description); `NotFound` when it is gone.
    fn update_stream(&self, stream: &StreamRecord) -> RepoResult<()>;
    /// Deletes the receiver's stream with its events; `Ok(false)` when
    /// there is none.
    fn delete_stream(&self, client: ClientId) -> RepoResult<bool>;
    /// Sets the status; disabling drops the events waiting. `NotFound`
    /// when the stream is gone.
    fn set_stream_status(
        &self,
        client: ClientId,
        status: StreamStatus,
        reason: &str,
        now: OffsetDateTime,
    ) -> RepoResult<()>;
    /// Adds or removes a subject of the receiver's stream.
    fn change_subject(&self, stream: &str, change: &SubjectChange) -> RepoResult<()>;
    /// Atomic: when no verification was asked for within `interval`,
    /// marks one asked for now and queues a verification event with
    /// `state`; `Ok(false)` otherwise (too soon).
    fn queue_verification(
        &self,
        stream: &str,
        state: &str,
        interval: Duration,
        now: OffsetDateTime,
    ) -> RepoResult<bool>;
    /// Queues an event of the transmitter's own (`stream-updated`) for
    /// the stream.
    fn queue_stream_event(
        &self,
        stream: &str,
        kind: SecurityEventType,
        detail: &str,
        now: OffsetDateTime,
    ) -> RepoResult<()>;
    /// Acknowledges the stream's events with these `jti`s (deletes them);
    /// unknown ones are ignored. Returns how many went.
    fn acknowledge(&self, stream: &str, jtis: &[String]) -> RepoResult<u64>;
    /// The stream's oldest waiting events, at most `limit`, and whether
    /// more wait.
    fn waiting_events(
        &self,
        stream: &str,
        limit: u32,
    ) -> RepoResult<(Vec<StoredSecurityEvent>, bool)>;
    /// Atomic: claims due events of enabled push streams, oldest first,
    /// skipping those another instance is claiming (as webhook deliveries
    /// are claimed).
    fn claim_pushes(&self, claim: &Claim) -> RepoResult<Vec<ClaimedPush>>;
    /// A push was accepted: the event goes.
    fn push_succeeded(&self, id: i64) -> RepoResult<()>;
    /// A push failed: due again at `retry_at`, or parked as failed.
    fn push_failed(&self, id: i64, error: &str, retry_at: Option<OffsetDateTime>)
    -> RepoResult<()>;
    /// Deletes events from before `before` that no push is still trying
    /// (an enabled push stream's pending ones are, until their retry
    /// period ends): parked failures, and those a receiver never polled,
    /// acknowledged or resumed (they hold an address). Returns how many.
    fn delete_old_security_events(&self, before: OffsetDateTime) -> RepoResult<u64>;
}

/// Who caused a change, as the events it raises say (`initiating_entity`)
/// when it was not the user.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Initiator {
    /// An operator or an organization's administrator (the console, the
    /// admin API, the CLI, the organization admins' page, a SCIM
    /// directory).
    Admin,
    /// A rule of the service's or an organization's.
    Policy,
    /// The service itself (a scheduled job).
    System,
}

impl Initiator {
    /// The `initiating_entity` word.
    pub fn as_str(self) -> &'static str {
        match self {
            Initiator::Admin => "admin",
            Initiator::Policy => "policy",
            Initiator::System => "system",
        }
    }
}

thread_local! {
    static INITIATOR: std::cell::Cell<Option<Initiator>> = const { std::cell::Cell::new(None) };
}

/// Runs `work` with the changes it stores attributed to `who`: storage
/// tells its triggers, in the transaction of each change, so the events
/// raised say who caused them (docs/decisions.md, "Shared Signals").
/// Storage calls run on the caller's thread, which is why a thread-local
/// carries it; nested calls keep the outer initiator.
pub fn initiated_by<T>(who: Initiator, work: impl FnOnce() -> T) -> T {
    struct Restore(Option<Initiator>);
    impl Drop for Restore {
        fn drop(&mut self) {
            INITIATOR.with(|cell| cell.set(self.0));
        }
    }
    let previous = INITIATOR.with(|cell| cell.replace(Some(who)));
    let _restore = Restore(previous);
    if let Some(outer) = previous {
        INITIATOR.with(|cell| cell.set(Some(outer)));
    }
    work()
}

/// Who the changes stored on this thread now are attributed to (`None`:
/// the user, the default).
pub fn current_initiator() -> Option<Initiator> {
    INITIATOR.with(std::cell::Cell::get)
}
