//! How webhook deliveries are retried (`[webhooks]`; docs/decisions.md,
//! "Webhooks"): the backoff between attempts, how long they go on, and
//! the lease a claimed delivery holds.

use std::time::Duration as StdDuration;

use time::Duration;

/// The longest wait between two attempts.
const LONGEST_BACKOFF: Duration = Duration::hours(1);

/// How deliveries are retried (`[webhooks]`).
#[derive(Debug, Clone, Copy)]
pub struct WebhookPolicy {
    /// The first retry's wait (`webhooks.retry_base_secs`); each next one
    /// doubles, up to an hour.
    pub retry_base: Duration,
    /// How long a delivery is retried before it is parked as failed
    /// (`webhooks.retry_hours`).
    pub retry_period: Duration,
    /// How long one attempt may take (`webhooks.timeout_secs`).
    pub timeout: StdDuration,
}

impl WebhookPolicy {
    /// How long a claim holds: past it, an attempt whose outcome was never
    /// recorded (its instance died) is due again. An attempt ends within
    /// the timeout (connection and answer together), and its outcome is
    /// written right after, so five seconds more is margin enough.
    pub fn lease(&self) -> Duration {
        Duration::try_from(self.timeout).unwrap_or(Duration::MINUTE) + Duration::seconds(5)
    }

    /// The wait after failed attempt number `attempt` (from 1).
    pub fn backoff(&self, attempt: u32) -> Duration {
        let doublings = attempt.saturating_sub(1).min(20);
        (self.retry_base * 2_i32.pow(doublings)).min(LONGEST_BACKOFF)
    }
}
