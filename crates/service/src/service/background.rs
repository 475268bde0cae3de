//! Work a request hands off instead of doing: one thread that runs jobs
//! in order, after the answer has gone.
//!
//! For a request whose answer must not depend on what the work finds: a
//! password-reset request answers the same for every address, and with
//! its look-up and writes done here it also takes the same time
//! (docs/decisions.md, "Account lifecycle"). A job's failure is logged by
//! the job; nobody waits for it.

use std::sync::mpsc::{self, SyncSender, TrySendError};

/// Jobs waiting before a new one is run on the caller's thread instead.
const QUEUE: usize = 1_000;

type Job = Box<dyn FnOnce() + Send>;

/// The queue's sending end; the thread ends when it is dropped.
pub(crate) struct Background {
    queue: SyncSender<Job>,
}

impl std::fmt::Debug for Background {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Background").finish_non_exhaustive()
    }
}

impl Background {
    /// Starts the thread, named `name`.
    pub(crate) fn start(name: &str) -> std::io::Result<Self> {
        let (queue, jobs) = mpsc::sync_channel::<Job>(QUEUE);
        std::thread::Builder::new()
            .name(name.to_owned())
            .spawn(move || {
                for job in jobs {
                    job();
                }
            })?;
        Ok(Self { queue })
    }

    /// Runs `job` on the thread; when its queue is full (a flood, which
    /// the throttles bound), on this one: the work is never lost.
    pub(crate) fn run(&self, job: impl FnOnce() + Send + 'static) {
        match self.queue.try_send(Box::new(job)) {
            Ok(()) => {}
            Err(TrySendError::Full(job) | TrySendError::Disconnected(job)) => {
                log::warn!("background queue full: running a job on the request's thread");
                job();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc;

    use super::*;

    #[test]
    fn jobs_run_in_order_off_the_callers_thread() {
        let background = Background::start("test-jobs").unwrap_or_else(|e| panic!("{e}"));
        let (done, finished) = mpsc::channel();
        let caller = std::thread::current().id();
        for n in 0..3 {
            let done = done.clone();
            background.run(move || {
                let _ = done.send((n, std::thread::current().id() != caller));
            });
        }
        let seen: Vec<(i32, bool)> = finished.iter().take(3).collect();
        assert_eq!(seen, [(0, true), (1, true), (2, true)]);
    }
}
