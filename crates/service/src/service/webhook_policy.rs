//! How webhook deliveries and back-channel logouts are sent and retried
//! (`[webhooks]`; docs/decisions.md, "Webhooks"): a round's claim, the
//! attempts in parallel, the backoff between attempts, how long they go
//! on, and the lease a claimed delivery holds.

use std::time::Duration as StdDuration;

use accounts_domain::repository::RepoError;
use accounts_domain::webhooks::Claim;
use time::{Duration, OffsetDateTime};

/// Deliveries claimed per round (posted in parallel).
const PER_ROUND: u32 = 8;
/// The longest reason kept for a failed attempt.
const LONGEST_ERROR: usize = 300;

/// The longest wait between two attempts.
const LONGEST_BACKOFF: Duration = Duration::hours(1);

/// How deliveries are retried (`[webhooks]`).
#[derive(Debug, Clone, Copy)]
pub struct WebhookPolicy {
    /// The first retry's wait from the failed attempt's start
    /// (`webhooks.retry_base_secs`); each next one doubles, up to an hour.
    pub retry_base: Duration,
    /// How long a delivery is retried before it is parked as failed
    /// (`webhooks.retry_hours`).
    pub retry_period: Duration,
    /// How long one attempt may take (`webhooks.timeout_secs`).
    pub timeout: StdDuration,
    /// Where posts may go (`webhooks.allow_private_addresses`): checked
    /// when an endpoint is registered and on every delivery.
    pub destinations: accounts_domain::destinations::Destinations,
}

impl WebhookPolicy {
    /// How long a claim holds: past it, an attempt whose outcome was never
    /// recorded (its instance died) is due again. An attempt ends within
    /// the timeout (connection and answer together), and its outcome is
    /// written right after, so five seconds more is margin enough.
    pub fn lease(&self) -> Duration {
        Duration::try_from(self.timeout).unwrap_or(Duration::MINUTE) + Duration::seconds(5)
    }

    /// A round's claim at `now`.
    pub fn claim(&self, now: OffsetDateTime) -> Claim {
        Claim {
            now,
            lease_until: now + self.lease(),
            retry_until: now + self.retry_period,
            limit: PER_ROUND,
        }
    }

    /// After failed attempt number `attempt` of `claim`: when to try
    /// again, or `None` when that would be past the retry period's end
    /// (park it). The wait is reckoned from the claim, when the attempt
    /// began, not from when its failure is written: a slow receiver does
    /// not stretch its own schedule (docs/decisions.md, "Backoff").
    pub fn retry_at(
        &self,
        claim: &Claim,
        attempt: u32,
        retry_until: OffsetDateTime,
    ) -> Option<OffsetDateTime> {
        let next = claim.now + self.backoff(attempt);
        (next <= retry_until).then_some(next)
    }

    /// The wait after failed attempt number `attempt` (from 1).
    pub fn backoff(&self, attempt: u32) -> Duration {
        let doublings = attempt.saturating_sub(1).min(20);
        (self.retry_base * 2_i32.pow(doublings)).min(LONGEST_BACKOFF)
    }
}

/// A failed attempt's reason as kept: its first 300 characters.
pub fn kept_reason(reason: &str) -> String {
    reason.chars().take(LONGEST_ERROR).collect()
}

/// Runs `attempt` on every claimed item at once (one thread each: posts
/// wait on the network) and answers the first storage failure.
pub fn attempt_all<T: Sync>(
    claimed: &[T],
    attempt: impl Fn(&T) -> Result<(), RepoError> + Sync,
) -> Result<(), RepoError> {
    let attempt = &attempt;
    std::thread::scope(|scope| {
        let running: Vec<_> = claimed
            .iter()
            .map(|item| scope.spawn(move || attempt(item)))
            .collect();
        running
            .into_iter()
            .map(|a| a.join().unwrap_or(Ok(())))
            .collect::<Vec<_>>()
    })
    .into_iter()
    .collect()
}
