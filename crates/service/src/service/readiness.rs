//! Readiness state: the last database check and its answer, so that load
//! balancers polling every instance often do not turn each poll into a
//! query (docs/decisions.md, "Operations face"). The use case is
//! `health.rs`.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, TryLockError};
use std::time::{Duration, Instant};

/// How long one database check answers for.
const CHECK_EVERY: Duration = Duration::from_secs(1);

/// The last database check and its answer.
#[derive(Debug)]
pub(crate) struct Readiness {
    /// When the database was last checked; held while a check runs.
    checked_at: Mutex<Instant>,
    /// Whether it answered then.
    ready: AtomicBool,
}

impl Readiness {
    /// The state right after start, which only succeeds with a database
    /// that answered and a loaded key ring.
    pub(crate) fn started() -> Self {
        Self {
            checked_at: Mutex::new(Instant::now()),
            ready: AtomicBool::new(true),
        }
    }

    /// The answer of `check` (run at most once per second); a caller
    /// arriving while a check runs gets the previous answer.
    pub(crate) fn answer(&self, check: impl FnOnce() -> bool) -> bool {
        let mut checked_at = match self.checked_at.try_lock() {
            Ok(guard) => guard,
            Err(TryLockError::Poisoned(poisoned)) => poisoned.into_inner(),
            Err(TryLockError::WouldBlock) => return self.ready.load(Ordering::SeqCst),
        };
        if checked_at.elapsed() < CHECK_EVERY {
            return self.ready.load(Ordering::SeqCst);
        }
        let ready = check();
        self.ready.store(ready, Ordering::SeqCst);
        *checked_at = Instant::now();
        ready
    }
}
