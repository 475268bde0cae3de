//! Codes mailed to sign in without a password, in storage (docs/decisions.md,
//! "Sign-in codes"): one row per address, the newest code replacing the one
//! before, single use; the row also counts the address's mails in the hour.

use time::OffsetDateTime;

use crate::secrets::SecretDigest;
use crate::store::errors::RepoResult;
use crate::values::addresses::Email;
use crate::values::ids::UserId;

/// How many wrong codes end a code.
pub const WRONG_CODES_PER_CODE: i32 = 5;

/// A mailed sign-in code as stored: the code only as a keyed tag, the
/// link only as a digest.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SignInCodeRecord {
    /// The address the code was mailed to (its normalized form is the key).
    pub email: Email,
    /// The keyed tag of the address and the six digits: the digits alone
    /// are too few to be kept as a plain digest.
    pub code_tag: String,
    /// Digest of the link's token.
    pub link_digest: SecretDigest,
    /// When it was made.
    pub created_at: OffsetDateTime,
    /// When it stops being accepted.
    pub expires_at: OffsetDateTime,
    /// When it was used, replaced or ended by wrong codes.
    pub used_at: Option<OffsetDateTime>,
    /// Wrong codes given for it.
    pub failures: i32,
    /// Digest of the asking browser's binding: only that browser signs in
    /// with the link's button. `None` when an app asked.
    pub asker: Option<SecretDigest>,
    /// What the asking browser was signing in for (the authorization
    /// request as a query, or the account pages), so the link's button
    /// continues it.
    pub continuation: Option<String>,
}

/// How a code is presented.
#[derive(Debug, Clone, Copy)]
pub enum CodeProof<'a> {
    /// The six digits typed for an address: `tag` is their keyed tag.
    Code {
        /// The address typed with them.
        email: &'a Email,
        /// The keyed tag of the address and the digits typed.
        tag: &'a str,
    },
    /// The mailed link's token, from the browser that asked.
    Link {
        /// Digest of the token.
        digest: &'a SecretDigest,
        /// Digest of the presenting browser's binding.
        asker: &'a SecretDigest,
    },
}

/// What presenting a code did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CodeRedemption {
    /// The code was right and is used now; the record as it was.
    Redeemed(SignInCodeRecord),
    /// A live code of the address, but not these digits: counted, and the
    /// code ended when this was the last wrong one allowed.
    Wrong {
        /// Whether this failure ended the code.
        ended: bool,
    },
    /// No live code answers (none asked, used, replaced, expired, ended,
    /// or a link from another browser).
    Unusable,
}

/// Mailed sign-in codes.
pub trait SignInCodeRepository: Send + Sync {
    /// Atomic: stores `code` in place of the address's earlier one (which
    /// stops working) unless the address had `per_hour` mails within the
    /// hour before `code.created_at`; `false`, changing nothing, then.
    fn ask_sign_in_code(&self, code: &SignInCodeRecord, per_hour: u32) -> RepoResult<bool>;
    /// Atomic: uses the live code `proof` presents; a wrong code of an
    /// address with a live code counts, and the
    /// [`WRONG_CODES_PER_CODE`]th ends it.
    fn redeem_sign_in_code(
        &self,
        proof: CodeProof<'_>,
        now: OffsetDateTime,
    ) -> RepoResult<CodeRedemption>;
    /// The live (unused, unexpired) code the link's token digest names.
    fn find_live_sign_in_link(
        &self,
        digest: &SecretDigest,
        now: OffsetDateTime,
    ) -> RepoResult<Option<SignInCodeRecord>>;
    /// Atomic: a code proved the mailbox of `user`, whose address was
    /// never verified: whatever whoever held the address first attached
    /// goes, as a reset of such an account does (profile, password,
    /// second factors, passkeys, provider links, consents, sessions and
    /// other mailed tokens), and the address is verified. `false`,
    /// changing nothing, when it was verified already.
    fn claim_unverified_mailbox(&self, user: UserId, now: OffsetDateTime) -> RepoResult<bool>;
    /// Deletes the rows whose code expired and whose mail count's hour
    /// ended before `before`; returns how many.
    fn delete_expired_sign_in_codes(&self, before: OffsetDateTime) -> RepoResult<u64>;
}
