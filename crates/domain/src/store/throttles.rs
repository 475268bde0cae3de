//! Throttles kept in storage, shared by every instance on one database
//! (docs/decisions.md, "Throttles").
//!
//! A throttle counts attempts per key: the attempts in flight and the
//! failures within a window. Each change is one atomic statement that
//! decides and returns the outcome (whether an attempt may start, whether
//! a failure locks the key, whether a success may clear it), so parallel
//! attempts on any number of instances never see a stale count. The
//! policy's numbers come from the caller; storage applies them.

use time::{Duration, OffsetDateTime};

use crate::store::audit::AuditEvent;
use crate::store::errors::RepoResult;
use crate::store::imports::Rehash;
use crate::store::sessions::SessionRecord;

/// A throttled key as stored: the SHA-256 of the throttle's name and the
/// key (an address and IP, say), so the table holds no personal data.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ThrottleKey([u8; 32]);

impl ThrottleKey {
    /// The key `key` of the throttle named `throttle`: the same pair gives
    /// the same key on every instance, different throttles never collide.
    pub fn new(throttle: &str, key: &str) -> Self {
        let mut context = ring::digest::Context::new(&ring::digest::SHA256);
        context.update(throttle.as_bytes());
        context.update(b"\0");
        context.update(key.as_bytes());
        let mut bytes = [0; 32];
        bytes.copy_from_slice(context.finish().as_ref());
        Self(bytes)
    }

    /// The stored bytes.
    pub fn as_bytes(&self) -> &[u8] {
        &self.0
    }
}

impl std::fmt::Debug for ThrottleKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ThrottleKey(..)")
    }
}

/// How a throttle counts.
///
/// At most `max_failures` attempts are failed or in flight within
/// `window`; the failure that reaches the limit locks the key for
/// `lockout`, doubling with each further failure up to `max_lockout`.
/// While locked every attempt is refused; after a lockout one attempt at a
/// time is let through until one succeeds, and a success clears the key.
/// An attempt still in flight after `in_flight_expiry` (its instance died
/// before reporting it) no longer counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ThrottlePolicy {
    /// Failures (and attempts in flight) before a lockout; at least 1.
    pub max_failures: u32,
    /// The first lockout.
    pub lockout: Duration,
    /// The longest lockout.
    pub max_lockout: Duration,
    /// How long a failure is remembered.
    pub window: Duration,
    /// How long an unreported attempt counts as in flight.
    pub in_flight_expiry: Duration,
}

/// A throttle's answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Admission {
    /// The attempt may go on (or, after a report, the key is not locked).
    Admitted,
    /// Refused (or, after a failure, now locked) for this long.
    Locked {
        /// When to try again.
        retry_after: Duration,
    },
}

/// The throttles' rows. Every method is one atomic statement, or (those
/// that also store what the outcome concerns) one transaction.
pub trait ThrottleRepository: Send + Sync {
    /// Reserves an attempt for `key`: admitted when the key is not locked
    /// and fewer attempts than allowed are failed or in flight.
    fn reserve_attempt(
        &self,
        key: &ThrottleKey,
        policy: &ThrottlePolicy,
        now: OffsetDateTime,
    ) -> RepoResult<Admission>;
    /// A reserved attempt failed: counts it, and locks the key once the
    /// failures reach the limit (`Locked` then says for how long).
    fn attempt_failed(
        &self,
        key: &ThrottleKey,
        policy: &ThrottlePolicy,
        now: OffsetDateTime,
    ) -> RepoResult<Admission>;
    /// A reserved attempt succeeded: clears the key unless attempts beside
    /// it locked the key meanwhile (`Locked`: the success does not count).
    fn attempt_succeeded(&self, key: &ThrottleKey, now: OffsetDateTime) -> RepoResult<Admission>;
    /// [`ThrottleRepository::attempt_failed`] and `event` appended to the
    /// audit log, in one transaction: a sign-in's failure is counted and
    /// audited together or not at all, in one commit.
    fn attempt_failed_audited(
        &self,
        key: &ThrottleKey,
        policy: &ThrottlePolicy,
        now: OffsetDateTime,
        event: &AuditEvent,
    ) -> RepoResult<Admission>;
    /// [`ThrottleRepository::attempt_succeeded`] and, unless that answers
    /// `Locked`, `session` inserted and `event` appended to the audit log,
    /// in one transaction: a sign-in's success, its session and its audit
    /// event are stored together or not at all, in one commit. `Locked`
    /// stores neither.
    /// With `rehash`, the user's imported password hash is replaced by
    /// the service's own in the same transaction, raising no event.
    fn attempt_succeeded_opening(
        &self,
        key: &ThrottleKey,
        now: OffsetDateTime,
        session: &SessionRecord,
        event: &AuditEvent,
        rehash: Option<&Rehash>,
    ) -> RepoResult<Admission>;
    /// [`ThrottleRepository::attempt_succeeded`] and, unless that answers
    /// `Locked`, the password re-hashed as in
    /// [`ThrottleRepository::attempt_succeeded_opening`], in one
    /// transaction: a right password whose sign-in waits for a second
    /// factor.
    fn attempt_succeeded_rehashing(
        &self,
        key: &ThrottleKey,
        now: OffsetDateTime,
        rehash: &Rehash,
    ) -> RepoResult<Admission>;
    /// A reserved attempt ended without an outcome (a storage failure):
    /// frees its place without counting it.
    fn release_attempt(&self, key: &ThrottleKey) -> RepoResult<()>;
    /// Until when `key` is locked, if it is locked at `now`.
    fn locked_until(
        &self,
        key: &ThrottleKey,
        now: OffsetDateTime,
    ) -> RepoResult<Option<OffsetDateTime>>;
    /// Deletes the rows of keys neither locked nor used since `idle_since`.
    fn delete_idle_throttles(
        &self,
        idle_since: OffsetDateTime,
        now: OffsetDateTime,
    ) -> RepoResult<u64>;
}
