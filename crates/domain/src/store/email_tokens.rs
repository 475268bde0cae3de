//! Tokens sent by mail in storage: address verification, password reset
//! and address change (docs/decisions.md, "Account lifecycle", "Email
//! change").

use time::OffsetDateTime;

use crate::secrets::{PasswordHash, SecretDigest};
use crate::store::errors::RepoResult;
use crate::values::addresses::Email;
use crate::values::ids::UserId;

/// What a mailed token is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EmailTokenPurpose {
    /// Shows the user receives mail at the address.
    Verify,
    /// Sets a new password.
    Reset,
    /// Moves the account to the address it was sent to (the new one).
    ChangeEmail,
}

impl EmailTokenPurpose {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            EmailTokenPurpose::Verify => "verify",
            EmailTokenPurpose::Reset => "reset",
            EmailTokenPurpose::ChangeEmail => "change_email",
        }
    }

    /// Parses a stored name.
    pub fn parse(s: &str) -> Option<Self> {
        [
            EmailTokenPurpose::Verify,
            EmailTokenPurpose::Reset,
            EmailTokenPurpose::ChangeEmail,
        ]
        .into_iter()
        .find(|p| p.as_str() == s)
    }
}

/// A token sent by mail (email verification, password reset), stored by
/// digest; single use.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EmailTokenRecord {
    /// Digest of the token.
    pub digest: SecretDigest,
    /// What it is for.
    pub purpose: EmailTokenPurpose,
    /// Whose account.
    pub user_id: UserId,
    /// The address it was sent to: a verification verifies this address
    /// only, not one the account has changed to since.
    pub email: Email,
    /// When it was made.
    pub created_at: OffsetDateTime,
    /// When it stops being accepted.
    pub expires_at: OffsetDateTime,
    /// When it was used (or voided by a newer reset request).
    pub used_at: Option<OffsetDateTime>,
    /// Digest of the asking browser's binding (its `accounts_asked`
    /// cookie) for a verification or address change asked for on the
    /// pages: only that browser confirms with a click; anywhere else the
    /// link's page asks for the account's password (docs/decisions.md,
    /// "Confirming an address"). `None` when an app asked, and for resets.
    pub asker: Option<SecretDigest>,
}

/// Tokens sent by mail (email verification, password reset).
pub trait EmailTokenRepository: Send + Sync {
    /// Stores a new token. Atomic: a reset token voids (marks used) every
    /// unused reset token of the same user, so only the newest works.
    fn insert_email_token(&self, token: &EmailTokenRecord) -> RepoResult<()>;
    /// The token with this digest, used or not.
    fn find_email_token(&self, digest: &SecretDigest) -> RepoResult<Option<EmailTokenRecord>>;
    /// Atomic: marks the unused, unexpired verification token used and
    /// the user's email verified, if the user's address is still the one
    /// the token was sent to. `Ok(None)`, changing nothing, otherwise.
    fn redeem_verification(
        &self,
        digest: &SecretDigest,
        now: OffsetDateTime,
    ) -> RepoResult<Option<UserId>>;
    /// Atomic: marks the unused, unexpired reset token used, sets the
    /// user's password hash, marks the address verified (the mail
    /// arrived), revokes every session of the user with their tokens and
    /// deletes the second steps waiting for a factor; if the address was
    /// not verified before, also empties the profile and deletes every
    /// second factor, passkey, upstream link and consent (whoever held
    /// the address first, registering it or signing in through a
    /// provider, may have attached them: a pre-hijacked account), voids
    /// every other unused mailed token of the user, and opens the user's
    /// reset review (`ResetReviewRepository`).
    /// `Ok(None)`, changing nothing, when the token cannot be used.
    fn redeem_reset(
        &self,
        digest: &SecretDigest,
        hash: &PasswordHash,
        now: OffsetDateTime,
    ) -> RepoResult<Option<UserId>>;
    /// Atomic: marks the unused, unexpired address-change token used and
    /// moves its user to the address it was sent to, verified. `Ok(None)`,
    /// changing nothing, when the token cannot be used or another account
    /// has taken the address meanwhile.
    fn redeem_email_change(
        &self,
        digest: &SecretDigest,
        now: OffsetDateTime,
    ) -> RepoResult<Option<UserId>>;
    /// Deletes tokens that expired before `before`; returns how many.
    fn delete_expired_email_tokens(&self, before: OffsetDateTime) -> RepoResult<u64>;
}
