//! Throttling of failed sign-ins, per (email, client IP), in memory.
//!
//! After `max_failures` failures within 15 minutes, the pair is locked for
//! `lockout`, doubling with each further failure (at most 15 minutes). A
//! success clears the pair. Keying on the pair (not the account alone)
//! keeps a stranger from locking a user out from elsewhere; the state is
//! per instance, so N instances allow N times the attempts.

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};

use time::{Duration, OffsetDateTime};

const WINDOW: Duration = Duration::minutes(15);
const MAX_LOCKOUT: Duration = Duration::minutes(15);
/// Entries kept before stale ones are swept.
const SWEEP_AT: usize = 10_000;

#[derive(Debug, Clone, Copy)]
struct Entry {
    failures: u32,
    last_failure: OffsetDateTime,
    locked_until: Option<OffsetDateTime>,
}

/// Failed sign-ins by key.
#[derive(Debug)]
pub struct Throttle {
    max_failures: u32,
    lockout: Duration,
    entries: Mutex<HashMap<String, Entry>>,
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

    /// `Err(retry_after)` while `key` is locked.
    pub fn check(&self, key: &str, now: OffsetDateTime) -> Result<(), Duration> {
        let entries = self.entries.lock().unwrap_or_else(PoisonError::into_inner);
        match entries.get(key).and_then(|e| e.locked_until) {
            Some(until) if until > now => Err(until - now),
            _ => Ok(()),
        }
    }

    /// Records a failure; `Some(retry_after)` when the key is now locked.
    pub fn failure(&self, key: &str, now: OffsetDateTime) -> Option<Duration> {
        let mut entries = self.entries.lock().unwrap_or_else(PoisonError::into_inner);
        if entries.len() >= SWEEP_AT {
            entries.retain(|_, e| {
                now - e.last_failure < WINDOW || e.locked_until.is_some_and(|u| u > now)
            });
        }
        let entry = entries.entry(key.to_owned()).or_insert(Entry {
            failures: 0,
            last_failure: now,
            locked_until: None,
        });
        if now - entry.last_failure >= WINDOW {
            *entry = Entry {
                failures: 0,
                last_failure: now,
                locked_until: None,
            };
        }
        entry.failures += 1;
        entry.last_failure = now;
        if entry.failures < self.max_failures {
            return None;
        }
        let doublings = (entry.failures - self.max_failures).min(16);
        let lockout = (self.lockout * 2_i32.pow(doublings)).min(MAX_LOCKOUT);
        entry.locked_until = Some(now + lockout);
        Some(lockout)
    }

    /// Clears `key` after a successful sign-in.
    pub fn success(&self, key: &str) {
        self.entries
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .remove(key);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::datetime;

    const NOW: OffsetDateTime = datetime!(2026-11-21 17:04:05 UTC);

    #[test]
    fn locks_after_the_limit_and_doubles() {
        let t = Throttle::new(5, Duration::seconds(30));
        for _ in 0..4 {
            assert_eq!(t.failure("k", NOW), None);
            assert_eq!(t.check("k", NOW), Ok(()));
        }
        assert_eq!(t.failure("k", NOW), Some(Duration::seconds(30)));
        assert_eq!(
            t.check("k", NOW + Duration::seconds(10)),
            Err(Duration::seconds(20))
        );
        assert_eq!(t.check("k", NOW + Duration::seconds(30)), Ok(()));
        assert_eq!(
            t.failure("k", NOW + Duration::seconds(30)),
            Some(Duration::seconds(60))
        );
        assert_eq!(t.check("other", NOW), Ok(()), "keys are independent");
        t.success("k");
        assert_eq!(t.check("k", NOW + Duration::seconds(31)), Ok(()));
    }

    #[test]
    fn old_failures_are_forgotten_and_lockouts_are_capped() {
        let t = Throttle::new(2, Duration::minutes(10));
        assert_eq!(t.failure("k", NOW), None);
        assert_eq!(
            t.failure("k", NOW + Duration::minutes(16)),
            None,
            "the first failure is outside the window"
        );
        assert_eq!(
            t.failure("k", NOW + Duration::minutes(17)),
            Some(Duration::minutes(10))
        );
        assert_eq!(
            t.failure("k", NOW + Duration::minutes(28)),
            Some(MAX_LOCKOUT)
        );
    }
}
