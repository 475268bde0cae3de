//! Where the time comes from.
//!
//! Every rule in this crate takes `now` as an argument. The [`Clock`] trait is
//! how callers obtain it, so that tests (and the server's own expiry tests) can
//! fix or advance time instead of sleeping. [`SystemClock`] is the only place
//! in the crate that reads the operating system's clock.

#[cfg(feature = "server")]
use std::sync::atomic::{AtomicI64, Ordering};

#[cfg(feature = "server")]
use time::Duration;
use time::OffsetDateTime;

/// A source of the current time, always in UTC.
pub trait Clock: Send + Sync {
    /// The current instant.
    fn now(&self) -> OffsetDateTime;
}

/// The operating system's wall clock.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> OffsetDateTime {
        OffsetDateTime::now_utc()
    }
}

/// A clock that stands still until told to move; for tests (the server's
/// and its test kit's, with the `server` feature).
///
/// Resolution is one second, which is the resolution of every timestamp the
/// service issues (`exp`, `iat`, expiry strings).
#[cfg(feature = "server")]
#[derive(Debug)]
pub struct ManualClock {
    unix_seconds: AtomicI64,
}

#[cfg(feature = "server")]
impl ManualClock {
    /// A clock showing `at` (truncated to whole seconds).
    pub fn new(at: OffsetDateTime) -> Self {
        Self {
            unix_seconds: AtomicI64::new(at.unix_timestamp()),
        }
    }

    /// Moves the clock forward (or backward, for a negative duration).
    pub fn advance(&self, by: Duration) {
        self.unix_seconds
            .fetch_add(by.whole_seconds(), Ordering::SeqCst);
    }

    /// Sets the clock to `at` (truncated to whole seconds).
    pub fn set(&self, at: OffsetDateTime) {
        self.unix_seconds
            .store(at.unix_timestamp(), Ordering::SeqCst);
    }
}

#[cfg(feature = "server")]
impl Clock for ManualClock {
    fn now(&self) -> OffsetDateTime {
        let seconds = self.unix_seconds.load(Ordering::SeqCst);
        // The stored value came from a valid OffsetDateTime and moves by whole
        // seconds; falling back to the epoch only matters after absurd advances.
        OffsetDateTime::from_unix_timestamp(seconds).unwrap_or(OffsetDateTime::UNIX_EPOCH)
    }
}

#[cfg(test)]
#[cfg(feature = "server")]
mod tests {
    use super::*;
    use time::macros::datetime;

    #[test]
    fn manual_clock_moves_only_when_told() {
        let clock = ManualClock::new(datetime!(2026-11-21 17:04:05 UTC));
        assert_eq!(clock.now(), datetime!(2026-11-21 17:04:05 UTC));
        clock.advance(Duration::hours(1));
        assert_eq!(clock.now(), datetime!(2026-11-21 18:04:05 UTC));
        clock.set(datetime!(2030-01-01 00:00:00 UTC));
        assert_eq!(clock.now(), datetime!(2030-01-01 00:00:00 UTC));
    }
}
