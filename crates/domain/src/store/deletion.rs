//! Deleting an account (docs/decisions.md, "Account deletion"): what
//! storage does in the one transaction that removes a user, and the
//! grace period's bookkeeping.

use time::OffsetDateTime;

use crate::store::audit::AuditEvent;
use crate::store::errors::RepoResult;
use crate::values::ids::UserId;

/// One account to remove, and what the audit trail keeps in its place.
#[derive(Debug, Clone)]
pub struct Purge {
    /// The account.
    pub user: UserId,
    /// A fresh id that the audit events about the user name instead of
    /// them; nothing links it back.
    pub pseudonym: UserId,
    /// How the audit trail names the user's address (its keyed digest):
    /// events with this subject are about the user too (sign-ins, failed
    /// ones before the address had an account among them).
    pub address_subject: String,
    /// `Some(now)`: remove the account only if its scheduled deletion is
    /// still set and due at `now` (a sign-in may have cancelled it).
    pub only_if_due: Option<OffsetDateTime>,
    /// When the sessions that were still live ended.
    pub now: OffsetDateTime,
    /// The `user.deleted` record, appended in the same transaction
    /// (naming the pseudonym).
    pub record: AuditEvent,
}

/// Account deletion.
pub trait AccountDeletionRepository: Send + Sync {
    /// Atomic: ends every session of the user with all their tokens (as
    /// [`crate::repository::SessionRepository::revoke_user_sessions`])
    /// and sets the account's deletion due at `due`. `NotFound` when there
    /// is no such user.
    fn schedule_deletion(
        &self,
        user: UserId,
        due: OffsetDateTime,
        now: OffsetDateTime,
    ) -> RepoResult<()>;
    /// Clears a scheduled deletion; `Ok(true)` when one was set.
    fn cancel_deletion(&self, user: UserId, now: OffsetDateTime) -> RepoResult<bool>;
    /// Accounts whose scheduled deletion is due at `now`, at most `limit`.
    fn deletions_due(&self, now: OffsetDateTime, limit: u32) -> RepoResult<Vec<UserId>>;
    /// Atomic: removes the account and everything stored about it (the
    /// profile, codes, tokens, factors, passkeys, links, mailed tokens,
    /// device requests, sessions), keeps each session's id and end in
    /// `ended_sessions` (the revocation caches of every instance read them
    /// as ended sessions), rewrites the audit events about the user to
    /// name [`Purge::pseudonym`] without IP or User-Agent, and appends
    /// [`Purge::record`]. `Ok(false)`, with nothing changed, when there is
    /// no such user or (with [`Purge::only_if_due`]) its deletion is not
    /// due.
    fn purge_user(&self, purge: &Purge) -> RepoResult<bool>;
    /// Forgets ended sessions of deleted accounts that ended before
    /// `before` (no token of theirs is unexpired any more).
    fn forget_ended_sessions(&self, before: OffsetDateTime) -> RepoResult<u64>;
}
