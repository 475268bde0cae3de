//! Second factors in storage: a user's TOTP authenticator, recovery codes,
//! and a password sign-in waiting for its second factor (docs/decisions.md,
//! "Second factors (TOTP)").

use time::OffsetDateTime;

use crate::secrets::SecretDigest;
use crate::store::errors::RepoResult;
use crate::tokens::keys::master::SealedKey;
use crate::values::addresses::PackageName;
use crate::values::ids::UserId;

/// A user's TOTP authenticator (RFC 6238). The secret is stored only
/// sealed under the master key; until a first code confirms it, it is not
/// a factor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TotpRecord {
    /// Whose authenticator (one per user).
    pub user_id: UserId,
    /// The shared secret, sealed ([`crate::keys::MasterKey::seal`]).
    pub sealed_secret: SealedKey,
    /// When enrolment began.
    pub created_at: OffsetDateTime,
    /// When a first code confirmed it; `None` while pending.
    pub confirmed_at: Option<OffsetDateTime>,
    /// The time step of the last accepted code: each step's code is
    /// accepted once.
    pub last_step: Option<i64>,
}

/// A password sign-in waiting for its second factor: the single-use,
/// short-lived challenge an app answers with a code, and what the session
/// it opens will record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MfaChallengeRecord {
    /// Digest of the challenge token (`mfaToken`).
    pub digest: SecretDigest,
    /// Whose password was right.
    pub user_id: UserId,
    /// When the password was checked.
    pub created_at: OffsetDateTime,
    /// When it stops being accepted.
    pub expires_at: OffsetDateTime,
    /// When it was answered (right or wrong: each is used once).
    pub used_at: Option<OffsetDateTime>,
    /// The app's package name of the sign-in.
    pub package_name: Option<PackageName>,
    /// The sign-in's User-Agent.
    pub user_agent: String,
    /// The sign-in's client IP.
    pub ip: String,
    /// The sign-in's locale.
    pub locale: String,
    /// What the first step proved (a password or a mailed code).
    pub first_factor: crate::tokens::amr::FirstFactor,
}

/// Second factors: a user's TOTP authenticator and recovery codes.
pub trait FactorRepository: Send + Sync {
    /// Stores a pending (unconfirmed) authenticator, replacing a pending
    /// one; `Conflict` when the user already has a confirmed one.
    fn put_pending_totp(&self, totp: &TotpRecord) -> RepoResult<()>;
    /// The user's authenticator, pending or confirmed.
    fn find_totp(&self, user: UserId) -> RepoResult<Option<TotpRecord>>;
    /// Atomic: confirms the pending authenticator with the time step of
    /// its first code (which counts as used) and stores the digests of
    /// new recovery codes in place of any earlier ones. `false`, changing
    /// nothing, when nothing was pending.
    fn confirm_totp(
        &self,
        user: UserId,
        step: i64,
        recovery_codes: &[SecretDigest],
        now: OffsetDateTime,
    ) -> RepoResult<bool>;
    /// Atomic: accepts `step` for the confirmed authenticator only if it
    /// is later than the last accepted step, so of any number of
    /// concurrent uses of one code exactly one is accepted.
    fn claim_totp_step(&self, user: UserId, step: i64) -> RepoResult<bool>;
    /// Atomic: marks the user's unused recovery code with this digest
    /// used; `false` when it is unknown or already used.
    fn use_recovery_code(
        &self,
        user: UserId,
        digest: &SecretDigest,
        now: OffsetDateTime,
    ) -> RepoResult<bool>;
    /// How many of the user's recovery codes are unused.
    fn unused_recovery_codes(&self, user: UserId) -> RepoResult<u64>;
    /// Removes the authenticator and the recovery codes; `false` when the
    /// user had no authenticator.
    fn remove_totp(&self, user: UserId) -> RepoResult<bool>;
    /// Stores a sign-in's second-factor challenge.
    fn insert_mfa_challenge(&self, challenge: &MfaChallengeRecord) -> RepoResult<()>;
    /// Atomic: marks the unused, unexpired challenge used and answers it
    /// as it was; of concurrent takes exactly one gets it. `None` when it
    /// is unknown, used or expired.
    fn take_mfa_challenge(
        &self,
        digest: &SecretDigest,
        now: OffsetDateTime,
    ) -> RepoResult<Option<MfaChallengeRecord>>;
    /// Deletes challenges that expired before `before`; returns how many.
    fn delete_expired_mfa_challenges(&self, before: OffsetDateTime) -> RepoResult<u64>;
}
