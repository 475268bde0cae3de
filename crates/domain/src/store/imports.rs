//! Users brought in from another identity provider, in storage
//! (docs/decisions.md, "Bringing users in"): batches written with their
//! second factor and provider links, each user whole or not at all, and
//! the conflicts with accounts already there decided in the same
//! transaction as the writes.

use time::OffsetDateTime;

use crate::secrets::PasswordHash;
use crate::store::errors::RepoResult;
use crate::store::users::UserRecord;
use crate::tokens::keys::master::SealedKey;
use crate::values::ids::UserId;
use crate::values::organization::{OrganizationId, RoleKey};

/// One user of an import, checked by the service: everything storage
/// writes for them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportedUser {
    /// Where the user stands in the file (from 1), for the report.
    pub line: u64,
    /// The account; its `password` is their hash as brought (or the
    /// unusable marker), its `updated_at` is ignored (storage stamps it).
    pub user: UserRecord,
    /// Whether the file gave the id (kept) rather than storage minting it:
    /// an update then refuses an account whose id differs.
    pub id_given: bool,
    /// Whether the file gave a password hash: an update replaces the
    /// stored one only then.
    pub password_given: bool,
    /// Their TOTP secret, sealed under the master key: a confirmed
    /// authenticator.
    pub totp: Option<SealedKey>,
    /// Their upstream identities: (provider id, provider's subject).
    pub links: Vec<(String, String)>,
    /// The organizations they belong to, with their roles there (neither
    /// managed nor break-glass: an import is an operator's act).
    pub memberships: Vec<(OrganizationId, Vec<RoleKey>)>,
}

/// What an import does with a user whose address (or id) has an account
/// already.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OnConflict {
    /// Leave the account as it is; the line is counted as skipped.
    Skip,
    /// Bring the account up to the line: the profile fields the line
    /// gives, the verified flag (never taken back), the language, password
    /// hash and TOTP secret it gives, its links to providers the account
    /// has none with, its memberships in organizations it is not in.
    Update,
    /// Stop: the whole import commits nothing.
    Fail,
}

/// How an import writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ImportWrite {
    /// What a conflict does.
    pub on_conflict: OnConflict,
    /// Check everything, write nothing: the import runs in one
    /// transaction that is rolled back at the end.
    pub dry_run: bool,
    /// Raise the webhook events of the writes (`user.created`, ...);
    /// without it they raise none.
    pub events: bool,
}

/// Why a user was not written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ImportConflict {
    /// An account has this address (and `on_conflict` is not `Update`).
    EmailExists,
    /// An earlier line of the same import has this address.
    EmailEarlierInFile,
    /// The id the line gives belongs to another account (or an earlier
    /// line).
    IdTaken,
    /// Updating: the account with this address has another id than the
    /// line gives.
    IdDiffers,
    /// The provider's subject is linked to another account (or twice in
    /// the line).
    LinkTaken {
        /// The provider's id.
        provider: String,
    },
}

/// What happened to one user of a batch.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ImportOutcome {
    /// A new account.
    Imported,
    /// The account with this address, updated.
    Updated(UserId),
    /// Left out because of a conflict; with `Skip`, an
    /// [`ImportConflict::EmailExists`] is a skip, anything else a failure.
    Conflict(ImportConflict),
}

/// The service's side of an import: hands storage the batches and learns
/// their outcomes. Storage calls it inside the import's transactions.
pub trait ImportFeed {
    /// The next batch of checked users, or `None` at the end of the file.
    /// Lines the service refused never reach storage.
    fn next_batch(&mut self) -> Option<Vec<ImportedUser>>;
    /// The outcomes of the batch just written, one per user in order.
    /// Answering `false` stops the import and commits nothing of it (a
    /// conflict under [`OnConflict::Fail`]).
    fn written(&mut self, batch: &[ImportedUser], outcomes: &[ImportOutcome]) -> bool;
    /// The TOTP secret of the batch's user on `line` sealed for `owner`:
    /// an update of an account whose id is not the one the secret was
    /// sealed for (a sealed secret is bound to its user's id).
    fn reseal_totp(&mut self, line: u64, owner: UserId) -> Option<SealedKey>;
}

/// Whether the import ran to its end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImportEnd {
    /// Every batch was written (committed, unless a dry run rolled them
    /// back).
    Finished,
    /// The feed stopped it: nothing was committed.
    Stopped,
}

/// A stored hash replaced by the service's own at the first right
/// password (an imported hash, or argon2 with other costs): not a password
/// change, so no session ends and no event is raised.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rehash {
    /// Whose password.
    pub user: UserId,
    /// The hash that was checked: the replacement happens only if it is
    /// still the stored one (a password changed meanwhile stays).
    pub old: PasswordHash,
    /// The service's argon2id of the same password.
    pub new: PasswordHash,
    /// When.
    pub at: OffsetDateTime,
}

/// Imports of users.
pub trait UserImportRepository: Send + Sync {
    /// Writes the users `feed` hands over, a transaction per batch, or
    /// the whole import in one when it is a dry run (rolled back) or
    /// conflicts fail it (rolled back when `feed` stops it). Per batch,
    /// in its transaction: the accounts with the batch's addresses, ids
    /// and links are read, each user's conflicts decided, the others
    /// inserted (updated) with their TOTP secret and links. Addresses are
    /// compared as `find_by_email` does.
    fn import_users(&self, write: ImportWrite, feed: &mut dyn ImportFeed) -> RepoResult<ImportEnd>;
}
