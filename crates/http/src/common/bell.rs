//! What wakes a long poll and the pusher when a security event is
//! queued: on PostgreSQL the database's notice (`accounts_ssf`, sent by
//! the triggers at commit to every instance); SQLite serves one instance
//! and has none, so its waiters look again after [`SignalBell::recheck`].

use std::sync::{Condvar, Mutex, PoisonError};
use std::time::Duration;

use tokio::sync::Notify;

/// Rung when events may be waiting; long polls (async) and the pusher
/// thread (blocking) wait on it.
#[derive(Debug)]
pub struct SignalBell {
    notify: Notify,
    rung: Mutex<u64>,
    condvar: Condvar,
    recheck: Duration,
}

impl SignalBell {
    /// A bell whose waiters look again after `recheck` even unrung (a
    /// second on PostgreSQL, whose notices ring it, in case a notice was
    /// lost with its connection; a few milliseconds on SQLite).
    pub fn new(recheck: Duration) -> Self {
        Self {
            notify: Notify::new(),
            rung: Mutex::new(0),
            condvar: Condvar::new(),
            recheck,
        }
    }

    /// How long a waiter waits before it looks again unrung.
    pub fn recheck(&self) -> Duration {
        self.recheck
    }

    /// Wakes every waiter.
    pub fn ring(&self) {
        *self.rung.lock().unwrap_or_else(PoisonError::into_inner) += 1;
        self.condvar.notify_all();
        self.notify.notify_waiters();
    }

    /// A future that completes at the next ring; create it before looking,
    /// so a ring between the look and the wait is not missed.
    pub fn notified(&self) -> tokio::sync::futures::Notified<'_> {
        self.notify.notified()
    }

    /// Blocks until a ring after `seen` (see [`SignalBell::rings`]) or
    /// `timeout`; the ring count now.
    pub fn wait_blocking(&self, seen: u64, timeout: Duration) -> u64 {
        let guard = self.rung.lock().unwrap_or_else(PoisonError::into_inner);
        let (guard, _) = self
            .condvar
            .wait_timeout_while(guard, timeout, |rung| *rung == seen)
            .unwrap_or_else(PoisonError::into_inner);
        *guard
    }

    /// How many times it rang.
    pub fn rings(&self) -> u64 {
        *self.rung.lock().unwrap_or_else(PoisonError::into_inner)
    }
}
