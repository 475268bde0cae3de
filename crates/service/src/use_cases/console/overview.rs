//! The console's overview: accounts, live sessions, lockouts, failing
//! webhook deliveries, the last 24 hours of sign-ins by outcome, and the
//! signing keys' ages. The counts are read at most once a minute per
//! instance, so a busy console never scans the audit trail per request.

use accounts_domain::ids::KeyId;
use accounts_domain::keys::{KeyAlgorithm, KeyState};
use accounts_domain::operators::ConsoleCounts;
use accounts_domain::repository::{OperatorRepository, RepoError, SigningKeyRepository};
use time::{Duration, OffsetDateTime};

use crate::service::accounts::Accounts;

/// How long this instance answers the overview's counts from memory.
pub const COUNTS_KEPT: Duration = Duration::minutes(1);
/// The chart's span.
pub const SIGN_INS_SPAN: Duration = Duration::hours(24);

/// The start of the chart's first hour: 24 hourly bars, the last one the
/// hour now running.
fn chart_start(now: OffsetDateTime) -> OffsetDateTime {
    let hour_start = now
        .replace_minute(0)
        .and_then(|t| t.replace_second(0))
        .and_then(|t| t.replace_nanosecond(0))
        .unwrap_or(now);
    hour_start - (SIGN_INS_SPAN - Duration::hours(1))
}

/// A signing key as the console shows it (never the key itself).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeyLine {
    /// Its `kid`.
    pub kid: KeyId,
    /// What it signs with.
    pub algorithm: KeyAlgorithm,
    /// Pending, active or retired.
    pub state: KeyState,
    /// When it was made.
    pub created_at: OffsetDateTime,
    /// When it began signing.
    pub activated_at: Option<OffsetDateTime>,
    /// When it stopped signing.
    pub retired_at: Option<OffsetDateTime>,
}

/// The overview page's figures.
#[derive(Debug, Clone)]
pub struct Overview {
    /// The counts, as of `counted_at`.
    pub counts: ConsoleCounts,
    /// When they were read.
    pub counted_at: OffsetDateTime,
    /// The signing keys, newest first.
    pub keys: Vec<KeyLine>,
}

/// The overview (blocking): counts at most [`COUNTS_KEPT`] old.
pub fn console_overview(accounts: &Accounts) -> Result<Overview, RepoError> {
    let now = accounts.clock.now();
    let cached = accounts
        .console_counts
        .lock()
        .ok()
        .and_then(|kept| kept.clone())
        .filter(|(at, _)| now - *at < COUNTS_KEPT && *at <= now);
    let (counted_at, counts) = match cached {
        Some(kept) => kept,
        None => {
            let counts = OperatorRepository::console_counts(
                &*accounts.store,
                now,
                now - accounts.config.lifetimes.account,
                chart_start(now),
            )?;
            if let Ok(mut kept) = accounts.console_counts.lock() {
                *kept = Some((now, counts.clone()));
            }
            (now, counts)
        }
    };
    Ok(Overview {
        counts,
        counted_at,
        keys: key_lines(accounts)?,
    })
}

/// Every signing key, newest first (blocking).
pub fn key_lines(accounts: &Accounts) -> Result<Vec<KeyLine>, RepoError> {
    let mut keys: Vec<KeyLine> = SigningKeyRepository::list(&*accounts.store)?
        .into_iter()
        .map(|k| KeyLine {
            kid: k.kid,
            algorithm: k.algorithm,
            state: k.state,
            created_at: k.created_at,
            activated_at: k.activated_at,
            retired_at: k.retired_at,
        })
        .collect();
    keys.sort_by_key(|k| std::cmp::Reverse(k.created_at));
    Ok(keys)
}
