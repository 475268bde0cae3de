//! User accounts in storage.

use time::OffsetDateTime;

use crate::secrets::PasswordHash;
use crate::store::errors::RepoResult;
use crate::values::addresses::Email;
use crate::values::ids::{SessionId, UserId};

/// A user's profile fields; `""` where unknown.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct UserProfile {
    /// Full name.
    pub name: String,
    /// Mobile number with country prefix.
    pub mobile: String,
    /// URL of the profile picture.
    pub picture: String,
    /// Country code.
    pub country_code: String,
    /// Country.
    pub country: String,
    /// Region (state) code.
    pub country_region_code: String,
    /// Region (state).
    pub country_region: String,
    /// City.
    pub city: String,
    /// Postal code.
    pub postal_code: String,
}

/// A user account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserRecord {
    /// The user's id (`userId`, `sub`).
    pub id: UserId,
    /// Sign-in address; unique case-insensitively.
    pub email: Email,
    /// argon2id hash of the password.
    pub password: PasswordHash,
    /// Profile fields.
    pub profile: UserProfile,
    /// Whether the user showed they receive mail at `email` (OpenID
    /// Connect's `email_verified`); accounts operators make are vouched for.
    pub email_verified: bool,
    /// A disabled user cannot sign in.
    pub enabled: bool,
    /// When the account was made.
    pub created_at: OffsetDateTime,
    /// When the record last changed.
    pub updated_at: OffsetDateTime,
    /// When the account is to be deleted, while a deletion the user asked
    /// for waits out its grace period; signing in clears it.
    pub deletion_due: Option<OffsetDateTime>,
    /// The user's language (a supported BCP 47 tag such as `de` or
    /// `pt-BR`): their mails' language. Set at sign-up and by the user;
    /// `None` for accounts made by operators until the user picks one.
    pub language: Option<String>,
}

/// User accounts.
pub trait UserRepository: Send + Sync {
    /// Stores a new user; `Conflict` when the email (compared
    /// case-insensitively) or the id exists.
    fn insert(&self, user: &UserRecord) -> RepoResult<()>;
    /// The user with `id`.
    fn find(&self, id: UserId) -> RepoResult<Option<UserRecord>>;
    /// The user with this email, compared case-insensitively.
    fn find_by_email(&self, email: &Email) -> RepoResult<Option<UserRecord>>;
    /// Every user, oldest first.
    fn list(&self) -> RepoResult<Vec<UserRecord>>;
    /// Enables or disables; `NotFound` when there is no such user.
    /// Atomic: disabling also revokes every session of the user with all
    /// their tokens, as
    /// [`SessionRepository::revoke_user_sessions`](crate::repository::SessionRepository::revoke_user_sessions).
    fn set_enabled(&self, id: UserId, enabled: bool, now: OffsetDateTime) -> RepoResult<()>;
    /// Replaces the password hash; `NotFound` when there is no such user.
    /// Atomic: also revokes every session of the user but `keep` with all
    /// their tokens (a new password ends every sign-in made with the old
    /// one; a user who changes it keeps the session they changed it in),
    /// voids every unused reset token of the user (a link mailed before
    /// the change must not undo it), and deletes the second steps waiting
    /// for a factor (an `mfaToken` won with the old password must not
    /// sign in after the change).
    fn set_password(
        &self,
        id: UserId,
        hash: &PasswordHash,
        keep: Option<SessionId>,
        now: OffsetDateTime,
    ) -> RepoResult<()>;
    /// Replaces the profile fields; `NotFound` when there is no such user.
    fn set_profile(&self, id: UserId, profile: &UserProfile, now: OffsetDateTime)
    -> RepoResult<()>;
    /// Sets the user's language (`None` forgets it); `NotFound` when there
    /// is no such user.
    fn set_language(
        &self,
        id: UserId,
        language: Option<&str>,
        now: OffsetDateTime,
    ) -> RepoResult<()>;
    /// Users changed (`updated_at`) at or after `since`: the user and
    /// disabled-user caches' refresh.
    fn users_changed_since(&self, since: OffsetDateTime) -> RepoResult<Vec<UserRecord>>;
    /// Every disabled user: the disabled-user cache's full reload.
    fn disabled(&self) -> RepoResult<Vec<UserId>>;
}
