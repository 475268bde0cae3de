//! After a password reset, the account page lists every other way into
//! the account until its owner keeps or removes them (docs/decisions.md,
//! "After a reset"): whoever held the account before the reset may have
//! left a passkey, an authenticator, a link or a session behind.

use time::OffsetDateTime;

use crate::store::errors::RepoResult;
use crate::values::ids::{SessionId, UserId};

/// The review of the ways in that a password reset opens.
pub trait ResetReviewRepository: Send + Sync {
    /// When the user's open review began (their last reset), if one is open.
    fn reset_review(&self, user: UserId) -> RepoResult<Option<OffsetDateTime>>;
    /// Atomic: removes every way into the account but its password (the
    /// authenticator, recovery codes, passkeys and their ceremonies,
    /// provider links, second steps waiting), ends every live session of
    /// the user but `keep` with their tokens, and closes the review.
    /// Returns how many sessions it ended.
    fn keep_only_password(
        &self,
        user: UserId,
        keep: SessionId,
        now: OffsetDateTime,
    ) -> RepoResult<u64>;
    /// Opens (or restarts) the user's review at `reset_at`.
    fn open_reset_review(&self, user: UserId, reset_at: OffsetDateTime) -> RepoResult<()>;
    /// Closes the user's review, keeping what it listed; `Ok(false)` when
    /// none was open.
    fn close_reset_review(&self, user: UserId) -> RepoResult<bool>;
}
