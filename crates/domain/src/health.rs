//! Readiness: whether this instance can serve requests, for a load
//! balancer's health check (docs/decisions.md, "Operations face").

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, TryLockError};
use std::time::{Duration, Instant};

use crate::accounts::Accounts;
use crate::repository::Connections;

/// How long one database check answers for: load balancers poll every
/// instance, often, and a poll must not become a query each time.
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
}

impl Accounts {
    /// The database pool's connections now (for the metrics).
    pub fn connections(&self) -> Connections {
        self.store.connections()
    }

    /// Whether this instance is ready to serve: the database answered
    /// within the last second (the key ring is loaded at start; without
    /// one the service does not start). Checks the database at most once a
    /// second; a caller arriving while a check runs gets the previous
    /// answer (blocking: the check waits about a second at most).
    pub fn ready(&self) -> bool {
        let readiness = &self.readiness;
        let mut checked_at = match readiness.checked_at.try_lock() {
            Ok(guard) => guard,
            Err(TryLockError::Poisoned(poisoned)) => poisoned.into_inner(),
            Err(TryLockError::WouldBlock) => return readiness.ready.load(Ordering::SeqCst),
        };
        if checked_at.elapsed() < CHECK_EVERY {
            return readiness.ready.load(Ordering::SeqCst);
        }
        let ready = match self.store.ping() {
            Ok(()) => true,
            Err(e) => {
                log::warn!("not ready: the database does not answer: {e}");
                false
            }
        };
        readiness.ready.store(ready, Ordering::SeqCst);
        *checked_at = Instant::now();
        ready
    }
}
