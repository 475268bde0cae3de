//! Throttling of sign-in attempts, per (email, client IP), in memory.
//!
//! An attempt reserves a slot before its password is checked, so a burst
//! of parallel requests gets no more checks than a patient attacker: at
//! most `max_failures` attempts are in flight or failed within 15 minutes.
//! When the failures reach the limit the pair is locked for `lockout`,
//! doubling with each further failure (at most 15 minutes); while locked,
//! every attempt is refused, the right password included. After a lockout
//! ends, one attempt at a time is let through until one succeeds. A
//! success clears the pair.
//!
//! Keying on the pair (not the account alone) keeps a stranger from
//! locking a user out from elsewhere; the state is per instance, so N
//! instances allow N times the attempts (docs/decisions.md, "Sign-in").

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard, PoisonError};

use time::{Duration, OffsetDateTime};

const WINDOW: Duration = Duration::minutes(15);
const MAX_LOCKOUT: Duration = Duration::minutes(15);
/// Entries kept before stale ones are swept.
const SWEEP_AT: usize = 10_000;

#[derive(Debug, Clone, Copy)]
struct Entry {
    failures: u32,
    in_flight: u32,
    last_failure: OffsetDateTime,
    locked_until: Option<OffsetDateTime>,
}

impl Entry {
    fn fresh(now: OffsetDateTime) -> Self {
        Self {
            failures: 0,
            in_flight: 0,
            last_failure: now,
            locked_until: None,
        }
    }

    fn is_stale(&self, now: OffsetDateTime) -> bool {
        self.in_flight == 0
            && now - self.last_failure >= WINDOW
            && self.locked_until.is_none_or(|u| u <= now)
    }
}

/// Sign-in attempts by key.
#[derive(Debug)]
pub struct Throttle {
    max_failures: u32,
    lockout: Duration,
    entries: Mutex<HashMap<String, Entry>>,
}

/// A reserved attempt: report its outcome with [`Slot::failed`] or
/// [`Slot::succeeded`]. Dropped unreported (a storage failure), it frees
/// its place without counting as a failure.
#[derive(Debug)]
#[must_use = "an attempt's outcome must be reported"]
pub struct Slot<'a> {
    throttle: &'a Throttle,
    key: String,
    open: bool,
}

impl Throttle {
    /// A throttle locking after `max_failures` failures for `lockout`.
    pub fn new(max_failures: u32, lockout: Duration) -> Self {
        Self {
            max_failures: max_failures.max(1),
            lockout,
            entries: Mutex::new(HashMap::new()),
        }
    }

    fn entries(&self) -> MutexGuard<'_, HashMap<String, Entry>> {
        self.entries.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Reserves an attempt for `key`, or `Err(retry_after)` when the key is
    /// locked or every allowed attempt is already failed or in flight.
    pub fn reserve(&self, key: &str, now: OffsetDateTime) -> Result<Slot<'_>, Duration> {
        let mut entries = self.entries();
        if entries.len() >= SWEEP_AT {
            entries.retain(|_, e| !e.is_stale(now));
        }
        let entry = entries
            .entry(key.to_owned())
            .or_insert_with(|| Entry::fresh(now));
        if entry.in_flight == 0 && entry.is_stale(now) {
            *entry = Entry::fresh(now);
        }
        if let Some(until) = entry.locked_until.filter(|u| *u > now) {
            return Err(until - now);
        }
        // Below the limit, as many attempts as are left; past a lockout,
        // one at a time.
        let allowed = if entry.failures >= self.max_failures {
            1
        } else {
            self.max_failures - entry.failures
        };
        if entry.in_flight >= allowed {
            return Err(self.lockout);
        }
        entry.in_flight += 1;
        Ok(Slot {
            throttle: self,
            key: key.to_owned(),
            open: true,
        })
    }

    fn release(&self, key: &str) -> Option<Entry> {
        let mut entries = self.entries();
        let entry = entries.get_mut(key)?;
        entry.in_flight = entry.in_flight.saturating_sub(1);
        Some(*entry)
    }
}

impl Slot<'_> {
    /// The attempt failed; `Some(retry_after)` when the key is now locked.
    pub fn failed(mut self, now: OffsetDateTime) -> Option<Duration> {
        self.open = false;
        let throttle = self.throttle;
        let mut entries = throttle.entries();
        let entry = entries
            .entry(self.key.clone())
            .or_insert_with(|| Entry::fresh(now));
        entry.in_flight = entry.in_flight.saturating_sub(1);
        entry.failures += 1;
        entry.last_failure = now;
        if entry.failures < throttle.max_failures {
            return None;
        }
        let doublings = (entry.failures - throttle.max_failures).min(16);
        let lockout = (throttle.lockout * 2_i32.pow(doublings)).min(MAX_LOCKOUT);
        let until = (now + lockout).max(entry.locked_until.unwrap_or(now));
        entry.locked_until = Some(until);
        Some(until - now)
    }

    /// The password was right. `Err(retry_after)` when attempts that ran
    /// beside this one locked the key meanwhile: a locked key admits
    /// nobody until the lockout ends. Otherwise the key is cleared.
    pub fn succeeded(mut self, now: OffsetDateTime) -> Result<(), Duration> {
        self.open = false;
        let mut entries = self.throttle.entries();
        let Some(entry) = entries.get_mut(&self.key) else {
            return Ok(());
        };
        entry.in_flight = entry.in_flight.saturating_sub(1);
        if let Some(until) = entry.locked_until.filter(|u| *u > now) {
            return Err(until - now);
        }
        if entry.in_flight == 0 {
            entries.remove(&self.key);
        } else {
            entry.failures = 0;
            entry.locked_until = None;
        }
        Ok(())
    }
}

impl Drop for Slot<'_> {
    fn drop(&mut self) {
        if self.open {
            self.throttle.release(&self.key);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::datetime;

    const NOW: OffsetDateTime = datetime!(2026-11-21 17:04:05 UTC);

    fn fail(t: &Throttle, key: &str, at: OffsetDateTime) -> Option<Duration> {
        t.reserve(key, at).expect("a slot").failed(at)
    }

    #[test]
    fn locks_after_the_limit_and_doubles() {
        let t = Throttle::new(5, Duration::seconds(30));
        for _ in 0..4 {
            assert_eq!(fail(&t, "k", NOW), None);
        }
        assert_eq!(fail(&t, "k", NOW), Some(Duration::seconds(30)));
        assert_eq!(
            t.reserve("k", NOW + Duration::seconds(10)).err(),
            Some(Duration::seconds(20))
        );
        assert_eq!(
            fail(&t, "k", NOW + Duration::seconds(30)),
            Some(Duration::seconds(60))
        );
        assert!(t.reserve("other", NOW).is_ok(), "keys are independent");
        let later = NOW + Duration::seconds(90);
        assert_eq!(
            t.reserve("k", later).expect("a slot").succeeded(later),
            Ok(())
        );
        assert_eq!(fail(&t, "k", later), None, "a success starts afresh");
    }

    #[test]
    fn parallel_attempts_never_exceed_the_limit() {
        let t = Throttle::new(5, Duration::seconds(30));
        let slots: Vec<_> = (0..16).filter_map(|_| t.reserve("k", NOW).ok()).collect();
        assert_eq!(slots.len(), 5, "only as many checks as failures allowed");
        for slot in slots {
            let _ = slot.failed(NOW);
        }
        let right_password = t.reserve("k", NOW + Duration::seconds(1));
        assert_eq!(right_password.err(), Some(Duration::seconds(29)));
    }

    #[test]
    fn a_success_within_the_budget_clears_the_failures_beside_it() {
        let t = Throttle::new(2, Duration::seconds(30));
        let right = t.reserve("k", NOW).expect("a slot");
        let wrong = t.reserve("k", NOW).expect("a slot");
        assert!(t.reserve("k", NOW).is_err(), "both slots are taken");
        assert_eq!(wrong.failed(NOW), None);
        assert_eq!(right.succeeded(NOW), Ok(()));
        assert_eq!(
            fail(&t, "k", NOW),
            None,
            "the failure beside it is forgotten"
        );
    }

    #[test]
    fn after_a_lockout_one_attempt_at_a_time() {
        let t = Throttle::new(1, Duration::seconds(30));
        assert_eq!(fail(&t, "k", NOW), Some(Duration::seconds(30)));
        let after = NOW + Duration::seconds(30);
        let probe = t
            .reserve("k", after)
            .expect("one attempt after the lockout");
        assert!(t.reserve("k", after).is_err(), "and only one");
        drop(probe);
        assert!(t.reserve("k", after).is_ok(), "an unreported slot is freed");
    }

    #[test]
    fn old_failures_are_forgotten_and_lockouts_are_capped() {
        let t = Throttle::new(2, Duration::minutes(10));
        assert_eq!(fail(&t, "k", NOW), None);
        assert_eq!(
            fail(&t, "k", NOW + Duration::minutes(16)),
            None,
            "the first failure is outside the window"
        );
        assert_eq!(
            fail(&t, "k", NOW + Duration::minutes(17)),
            Some(Duration::minutes(10))
        );
        assert_eq!(
            fail(&t, "k", NOW + Duration::minutes(28)),
            Some(MAX_LOCKOUT)
        );
    }
}
