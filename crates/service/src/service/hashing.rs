//! A bound on concurrent password hashing, and the memory it works in.
//!
//! An argon2id check takes about 19 MiB and a core's worth of time for
//! tens of milliseconds. Unbounded, a burst of parallel sign-ins (for
//! unknown emails: no account, no throttle entry worth anything) makes the
//! process hold hundreds of megabytes that the allocator does not give
//! back. At most `permits` hashes run at once; the others queue for at
//! most `wait`, then are refused as busy (503 with `Retry-After` on the
//! HTTP faces; docs/decisions.md, "Sign-in").
//!
//! Bounding alone is not enough: each blocking thread that hashes leaves
//! its freed 19 MiB in its own allocator arena (measured: 3.4 GiB after
//! three bursts of 64 with two permits). So each permit owns its working
//! memory, allocated on first use and reused by every hash after: hashing
//! holds at most `permits` x 19 MiB, ever.

use std::sync::{Condvar, Mutex, PoisonError};
use std::time::Instant;

use time::Duration;

use crate::service::passwords::HashMemory;

/// Every hashing slot stayed taken for the whole wait.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("password hashing is at capacity; retry after {retry_after}")]
pub struct Busy {
    /// When a retry is worth it.
    pub retry_after: Duration,
}

/// Runs password hashing with at most a fixed number at once.
#[derive(Debug)]
pub struct HashGate {
    permits: usize,
    wait: std::time::Duration,
    running: Mutex<usize>,
    freed: Condvar,
    /// Working memory of the permits not in use.
    idle: Mutex<Vec<HashMemory>>,
}

/// A permit with its working memory; gives both back when dropped, also
/// when the work panicked.
struct Permit<'a> {
    gate: &'a HashGate,
    memory: Option<HashMemory>,
}

impl Drop for Permit<'_> {
    fn drop(&mut self) {
        if let Some(memory) = self.memory.take() {
            self.gate
                .idle
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .push(memory);
        }
        let mut running = self
            .gate
            .running
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        *running = running.saturating_sub(1);
        drop(running);
        self.gate.freed.notify_one();
    }
}

impl HashGate {
    /// A gate admitting `permits` (at least one) hashes at once, each
    /// waiting at most `wait` for its turn.
    pub fn new(permits: usize, wait: Duration) -> Self {
        Self {
            permits: permits.max(1),
            wait: wait.try_into().unwrap_or_default(),
            running: Mutex::new(0),
            freed: Condvar::new(),
            idle: Mutex::new(Vec::new()),
        }
    }

    /// Runs `work` with a permit's working memory once a permit is free,
    /// or answers [`Busy`] after the wait. Blocking: call it from a thread
    /// that may wait.
    pub fn run<T>(&self, work: impl FnOnce(&mut HashMemory) -> T) -> Result<T, Busy> {
        let deadline = Instant::now() + self.wait;
        let mut running = self.running.lock().unwrap_or_else(PoisonError::into_inner);
        while *running >= self.permits {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(Busy {
                    retry_after: Duration::seconds(1),
                });
            }
            running = self
                .freed
                .wait_timeout(running, left)
                .unwrap_or_else(PoisonError::into_inner)
                .0;
        }
        *running += 1;
        drop(running);
        let mut permit = Permit {
            gate: self,
            memory: None,
        };
        let reused = self
            .idle
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .pop();
        let memory = permit.memory.insert(reused.unwrap_or_default());
        Ok(work(memory))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::mpsc;

    #[test]
    fn never_more_than_the_permits_run_at_once() {
        let gate = Arc::new(HashGate::new(2, Duration::seconds(30)));
        let running = Arc::new(AtomicUsize::new(0));
        let most = Arc::new(AtomicUsize::new(0));
        let threads: Vec<_> = (0..8)
            .map(|_| {
                let (gate, running, most) = (gate.clone(), running.clone(), most.clone());
                std::thread::spawn(move || {
                    gate.run(|_| {
                        let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                        most.fetch_max(now, Ordering::SeqCst);
                        std::thread::sleep(std::time::Duration::from_millis(5));
                        running.fetch_sub(1, Ordering::SeqCst);
                    })
                })
            })
            .collect();
        for t in threads {
            assert!(t.join().expect("no panic").is_ok());
        }
        assert!(most.load(Ordering::SeqCst) <= 2);
    }

    #[test]
    fn a_full_gate_answers_busy_after_the_wait() {
        let gate = Arc::new(HashGate::new(1, Duration::ZERO));
        let (entered, wait_entered) = mpsc::channel();
        let (release, released) = mpsc::channel::<()>();
        let holder = {
            let gate = gate.clone();
            std::thread::spawn(move || {
                gate.run(|_| {
                    entered.send(()).expect("the test listens");
                    released.recv().expect("the test releases");
                })
            })
        };
        wait_entered.recv().expect("the holder entered");
        assert_eq!(
            gate.run(|_| ()),
            Err(Busy {
                retry_after: Duration::seconds(1)
            })
        );
        release.send(()).expect("the holder waits");
        assert!(holder.join().expect("no panic").is_ok());
        assert_eq!(gate.run(|_| 7), Ok(7), "the permit was given back");
        assert_eq!(gate.idle.lock().unwrap().len(), 1, "one buffer, reused");
    }
}
