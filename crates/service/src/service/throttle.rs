//! Throttles: sign-in attempts per (address, client IP), device-code
//! entries, account requests and passkey options, kept in the database so
//! that every instance counts against the same limit (docs/decisions.md,
//! "Throttles").
//!
//! An attempt reserves a slot before its secret is checked, so a burst of
//! parallel requests, on one instance or many, gets no more checks than a
//! patient attacker: at most `max_failures` attempts are in flight or
//! failed within 15 minutes. When the failures reach the limit the key is
//! locked for `lockout`, doubling with each further failure (at most 15
//! minutes); while locked, every attempt is refused, the right password
//! included. After a lockout ends, one attempt at a time is let through
//! until one succeeds. A success clears the key. Each of these steps is
//! one statement in storage ([`ThrottleRepository`]) that decides on the
//! row it changes.
//!
//! Keying on the pair (not the account alone) keeps a stranger from
//! locking a user out from elsewhere.

use std::sync::Arc;

use accounts_domain::imports::Rehash;
use accounts_domain::records::{AuditEvent, SessionRecord};
use accounts_domain::repository::{
    Admission, RepoError, ThrottleKey, ThrottlePolicy, ThrottleRepository,
};
use time::{Duration, OffsetDateTime};

/// How long failures are remembered, and how long an idle key's row is
/// kept.
pub(crate) const WINDOW: Duration = Duration::minutes(15);
const MAX_LOCKOUT: Duration = Duration::minutes(15);
/// An attempt unreported after this long (its instance died between the
/// reservation and the outcome) stops counting: longer than any check
/// takes, including its wait for a hashing permit.
const IN_FLIGHT_EXPIRY: Duration = Duration::minutes(1);

/// One throttle: its name (which separates its keys from every other
/// throttle's), its policy and the rows it counts in.
pub struct Throttle {
    name: &'static str,
    policy: ThrottlePolicy,
    rows: Arc<dyn ThrottleRepository>,
}

impl std::fmt::Debug for Throttle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Throttle")
            .field("name", &self.name)
            .field("policy", &self.policy)
            .finish_non_exhaustive()
    }
}

/// Why an attempt may not go on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Throttled {
    /// The key is locked, or every allowed attempt is failed or in flight.
    Locked {
        /// When to try again.
        retry_after: Duration,
    },
    /// The throttle could not be asked: nothing is checked without it.
    Store(RepoError),
}

impl From<RepoError> for Throttled {
    fn from(e: RepoError) -> Self {
        Self::Store(e)
    }
}

/// A reserved attempt: report its outcome with [`Slot::failed`] or
/// [`Slot::succeeded`]. Dropped unreported (a storage failure, or an
/// attempt that is neither), it frees its place without counting.
#[derive(Debug)]
#[must_use = "an attempt's outcome must be reported"]
pub struct Slot<'a> {
    throttle: &'a Throttle,
    key: ThrottleKey,
    open: bool,
}

impl Throttle {
    /// A throttle named `name` (unique among throttles) locking after
    /// `max_failures` failures for `lockout`, counting in `rows`.
    pub fn new(
        name: &'static str,
        max_failures: u32,
        lockout: Duration,
        rows: Arc<dyn ThrottleRepository>,
    ) -> Self {
        Self {
            name,
            policy: ThrottlePolicy {
                max_failures: max_failures.max(1),
                lockout,
                max_lockout: MAX_LOCKOUT,
                window: WINDOW,
                in_flight_expiry: IN_FLIGHT_EXPIRY,
            },
            rows,
        }
    }

    /// Until when `key` is locked, if it is locked now: what the console
    /// tells support staff.
    pub fn locked_until(
        &self,
        key: &str,
        now: OffsetDateTime,
    ) -> Result<Option<OffsetDateTime>, RepoError> {
        self.rows
            .locked_until(&ThrottleKey::new(self.name, key), now)
    }

    /// The throttle's name (`sign-in`, `second-factor`, ...).
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// Reserves an attempt for `key`.
    pub fn reserve(&self, key: &str, now: OffsetDateTime) -> Result<Slot<'_>, Throttled> {
        let key = ThrottleKey::new(self.name, key);
        match self.rows.reserve_attempt(&key, &self.policy, now)? {
            Admission::Admitted => Ok(Slot {
                throttle: self,
                key,
                open: true,
            }),
            Admission::Locked { retry_after } => Err(Throttled::Locked { retry_after }),
        }
    }
}

impl Slot<'_> {
    /// The attempt failed; `Some(retry_after)` when the key is now locked.
    pub fn failed(self, now: OffsetDateTime) -> Result<Option<Duration>, RepoError> {
        self.report_failure(|rows, key, policy| rows.attempt_failed(key, policy, now))
    }

    /// [`Slot::failed`], with `event` audited in the same transaction.
    pub fn failed_audited(
        self,
        now: OffsetDateTime,
        event: &AuditEvent,
    ) -> Result<Option<Duration>, RepoError> {
        self.report_failure(|rows, key, policy| {
            rows.attempt_failed_audited(key, policy, now, event)
        })
    }

    /// The secret was right. `Locked` when attempts that ran beside this
    /// one locked the key meanwhile: a locked key admits nobody until the
    /// lockout ends. Otherwise the key is cleared.
    pub fn succeeded(self, now: OffsetDateTime) -> Result<(), Throttled> {
        self.report_success(|rows, key| rows.attempt_succeeded(key, now))
    }

    /// [`Slot::succeeded`], with `session` stored and `event` audited in
    /// the same transaction unless the answer is `Locked`.
    pub fn succeeded_opening(
        self,
        now: OffsetDateTime,
        session: &SessionRecord,
        event: &AuditEvent,
        rehash: Option<&Rehash>,
    ) -> Result<(), Throttled> {
        self.report_success(|rows, key| {
            rows.attempt_succeeded_opening(key, now, session, event, rehash)
        })
    }

    /// [`Slot::succeeded`], with the password re-hashed in the same
    /// transaction when `rehash` is given.
    pub fn succeeded_rehashing(
        self,
        now: OffsetDateTime,
        rehash: Option<&Rehash>,
    ) -> Result<(), Throttled> {
        match rehash {
            Some(rehash) => {
                self.report_success(|rows, key| rows.attempt_succeeded_rehashing(key, now, rehash))
            }
            None => self.succeeded(now),
        }
    }

    /// The attempt ends on the storage failure `e` before its outcome.
    /// Its place is freed as on drop, unless the database is unreachable:
    /// freeing it would wait for a connection as long again (a sign-in
    /// during a failover would answer after twice the pool's timeout) and
    /// fail too; the place then frees itself after the in-flight expiry.
    pub fn abandon(mut self, e: RepoError) -> RepoError {
        if matches!(e, RepoError::Unavailable(_)) {
            self.open = false;
        }
        e
    }

    // The slot closes before the report is sent: a report whose answer is
    // lost may have been stored, and releasing it too would free a place
    // twice.
    fn report_failure(
        mut self,
        report: impl FnOnce(
            &dyn ThrottleRepository,
            &ThrottleKey,
            &ThrottlePolicy,
        ) -> Result<Admission, RepoError>,
    ) -> Result<Option<Duration>, RepoError> {
        self.open = false;
        let throttle = self.throttle;
        Ok(
            match report(&*throttle.rows, &self.key, &throttle.policy)? {
                Admission::Admitted => None,
                Admission::Locked { retry_after } => Some(retry_after),
            },
        )
    }

    fn report_success(
        mut self,
        report: impl FnOnce(&dyn ThrottleRepository, &ThrottleKey) -> Result<Admission, RepoError>,
    ) -> Result<(), Throttled> {
        self.open = false;
        match report(&*self.throttle.rows, &self.key)? {
            Admission::Admitted => Ok(()),
            Admission::Locked { retry_after } => Err(Throttled::Locked { retry_after }),
        }
    }
}

impl Drop for Slot<'_> {
    fn drop(&mut self) {
        if self.open
            && let Err(e) = self.throttle.rows.release_attempt(&self.key)
        {
            // The place frees itself after the in-flight expiry.
            log::warn!("a {} attempt was not released: {e}", self.throttle.name);
        }
    }
}

/// `From<Throttled>` for a use case's error with `RateLimited { retry_after }`
/// and `Repo(RepoError)` variants, so that `?` maps a refusal.
macro_rules! throttled_maps_to {
    ($error:ty) => {
        impl From<$crate::service::throttle::Throttled> for $error {
            fn from(throttled: $crate::service::throttle::Throttled) -> Self {
                match throttled {
                    $crate::service::throttle::Throttled::Locked { retry_after } => {
                        Self::RateLimited { retry_after }
                    }
                    $crate::service::throttle::Throttled::Store(e) => Self::Repo(e),
                }
            }
        }
    };
}
pub(crate) use throttled_maps_to;
/// The sign-in throttle's key for a (normalized) address and client IP.
/// Everything that spends the sign-in allowance (password change,
/// registration, reset requests) counts under this same key.
pub fn throttle_key(normalized_email: &str, ip: &str) -> String {
    format!("{normalized_email}|{ip}")
}

/// The second-factor throttle's key: the account alone. Whoever reaches
/// the second step has the password, so counting per account locks out
/// no stranger, and no number of IPs or challenges spreads the guesses.
pub fn second_factor_key(user: accounts_domain::ids::UserId) -> String {
    user.to_string()
}
