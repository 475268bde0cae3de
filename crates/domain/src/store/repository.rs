//! The storage contract: one trait per table family, implemented by
//! `accounts-storage` for SQLite and PostgreSQL.
//!
//! Rules every implementation follows:
//! - look-ups answer `Ok(None)` for "no such row" and `Err` only for failures;
//!   an outage is never reported as "not found";
//! - secrets arrive and are looked up as [`SecretDigest`]s, keys as
//!   [`crate::tokens::keys::SealedKey`]s;
//! - the methods documented as atomic are one transaction;
//! - storage stores and fetches, it does not decide: which code may be
//!   redeemed, which key signs, who may sign in is decided by the caller.

use time::OffsetDateTime;

use crate::secrets::{PasswordHash, SecretDigest};
use crate::store::records::{
    AccessTokenRecord, AuditEvent, AuditQuery, AuthorizationCodeRecord, CeremonyPurpose,
    CeremonyRecord, ClientRecord, DeviceAuthorizationRecord, DeviceDecision, EmailTokenRecord,
    IdentityLinkRecord, MfaChallengeRecord, PasskeyRecord, RefreshTokenRecord, SessionRecord,
    StoredAuditEvent, TotpRecord, UserProfile, UserRecord,
};
use crate::tokens::keys::{KeyState, SigningKeyRecord};
use crate::values::addresses::Email;
use crate::values::ids::{ClientId, GrantId, KeyId, PasskeyId, SessionId, TokenId, UserId};

pub use super::consents::ConsentRepository;
pub use super::deletion::{AccountDeletionRepository, Purge};
pub use super::errors::{RepoError, RepoResult};
pub use super::logouts::LogoutRepository;
pub use super::operators::OperatorRepository;
pub use super::proofs::ProofRepository;
pub use super::pushed::PushedRequestRepository;
pub use super::resources::ResourceRepository;
pub use super::throttles::{Admission, ThrottleKey, ThrottlePolicy, ThrottleRepository};
pub use super::webhooks::WebhookRepository;

/// OAuth clients.
pub trait ClientRepository: Send + Sync {
    /// Stores a new client; `Conflict` when the id exists.
    fn insert(&self, client: &ClientRecord) -> RepoResult<()>;
    /// The client with `id`.
    fn find(&self, id: ClientId) -> RepoResult<Option<ClientRecord>>;
    /// Every client, oldest first.
    fn list(&self) -> RepoResult<Vec<ClientRecord>>;
    /// Clients whose `updated_at` is at or after `since`: the cache refresh.
    fn changed_since(&self, since: OffsetDateTime) -> RepoResult<Vec<ClientRecord>>;
    /// Replaces the secret digest; `NotFound` when there is no such client.
    fn update_secret(
        &self,
        id: ClientId,
        digest: &SecretDigest,
        now: OffsetDateTime,
    ) -> RepoResult<()>;
    /// Enables or disables; `NotFound` when there is no such client.
    fn set_enabled(&self, id: ClientId, enabled: bool, now: OffsetDateTime) -> RepoResult<()>;
    /// Replaces the settings an operator edits (name, redirect URIs,
    /// package names, scopes, flags, back-channel logout URI, app origins)
    /// and `updated_at`; id, secret, `public`, `enabled` and `created_at`
    /// stay. `NotFound` when there is no such client.
    fn update_settings(&self, client: &ClientRecord) -> RepoResult<()>;
    /// Atomic: deletes a disabled client with every code, token and device
    /// request issued to it, and its grants, consents and pushed requests.
    /// `NotFound` when there is no such client; `Conflict` when it is
    /// enabled (disabling first ends its tokens on every instance).
    fn delete_client(&self, id: ClientId) -> RepoResult<()>;
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
    /// their tokens, as [`SessionRepository::revoke_user_sessions`].
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

/// Login sessions.
pub trait SessionRepository: Send + Sync {
    /// Stores a new session.
    fn insert(&self, session: &SessionRecord) -> RepoResult<()>;
    /// Stores a new session and appends `event` (its sign-in) to the audit
    /// log, atomically: one commit, and no session without its event.
    fn insert_audited(&self, session: &SessionRecord, event: &AuditEvent) -> RepoResult<()>;
    /// The session with `id`, revoked or not.
    fn find(&self, id: SessionId) -> RepoResult<Option<SessionRecord>>;
    /// The session a device account token was issued for, revoked or not.
    fn find_by_account_token(&self, digest: &SecretDigest) -> RepoResult<Option<SessionRecord>>;
    /// Moves `last_seen_at` to `now` when it is at or before `stale_before`, in
    /// one conditional statement, so that instances touching one session
    /// at once write it once. `Ok(true)` when it moved; `Ok(false)` when
    /// it was recent enough or there is no such session.
    fn touch(
        &self,
        id: SessionId,
        now: OffsetDateTime,
        stale_before: OffsetDateTime,
    ) -> RepoResult<bool>;
    /// Atomic: marks the session and all its refresh and access tokens
    /// revoked. `Ok(false)` when it was already revoked, `NotFound` when absent.
    fn revoke(&self, id: SessionId, now: OffsetDateTime) -> RepoResult<bool>;
    /// Atomic: revokes every live session of the user with all their
    /// refresh and access tokens; returns how many sessions ended.
    fn revoke_user_sessions(&self, user: UserId, now: OffsetDateTime) -> RepoResult<u64>;
    /// The user's sessions that are not revoked and were active after
    /// `idle_before`, most recently active first.
    fn live_sessions_of_user(
        &self,
        user: UserId,
        idle_before: OffsetDateTime,
    ) -> RepoResult<Vec<SessionRecord>>;
    /// Sessions revoked at or after `since`: the revocation cache refresh.
    fn revoked_since(&self, since: OffsetDateTime) -> RepoResult<Vec<(SessionId, OffsetDateTime)>>;
    /// Every stored session of `user`, live or ended, newest first (what
    /// an export shows).
    fn sessions_of_user(&self, user: UserId) -> RepoResult<Vec<SessionRecord>>;
}

/// What a code exchange issues, recorded in the same transaction that
/// consumes the code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IssuedTokens {
    /// The access token.
    pub access: AccessTokenRecord,
    /// The refresh token, for `token_type=refresh_token`.
    pub refresh: Option<RefreshTokenRecord>,
}

/// The outcome of [`AuthorizationCodeRepository::redeem`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Redemption {
    /// The code was unconsumed; it is now consumed and the tokens recorded.
    Redeemed,
    /// The code had been consumed before: a replay. Nothing was written.
    AlreadyConsumed,
    /// No such code.
    NotFound,
    /// The code's session has ended (signed out, its user disabled or
    /// given a new password): the code stays unconsumed and nothing was
    /// written.
    SessionEnded,
}

/// Authorization codes.
pub trait AuthorizationCodeRepository: Send + Sync {
    /// Stores a new code.
    fn insert(&self, code: &AuthorizationCodeRecord) -> RepoResult<()>;
    /// The code with this digest, consumed or not.
    fn find_by_digest(&self, digest: &SecretDigest) -> RepoResult<Option<AuthorizationCodeRecord>>;
    /// Atomic: consumes the code if it is unconsumed and its session is
    /// live, and records `issued`. Of any number of concurrent calls for
    /// one code, exactly one answers `Redeemed`. The session is checked in
    /// the same transaction, so a session ending at the same moment either
    /// ends after the redemption (and revokes what it issued) or before it
    /// (and nothing is issued).
    fn redeem(
        &self,
        digest: &SecretDigest,
        now: OffsetDateTime,
        issued: &IssuedTokens,
    ) -> RepoResult<Redemption>;
    /// Deletes codes that expired before `before`; returns how many.
    fn delete_expired(&self, before: OffsetDateTime) -> RepoResult<u64>;
}

/// Device authorization requests (RFC 8628).
pub trait DeviceAuthorizationRepository: Send + Sync {
    /// Stores a new request; `Conflict` when either code's digest exists.
    fn insert_device_authorization(&self, request: &DeviceAuthorizationRecord) -> RepoResult<()>;
    /// The request with this device code digest.
    fn find_by_device_code(
        &self,
        digest: &SecretDigest,
    ) -> RepoResult<Option<DeviceAuthorizationRecord>>;
    /// The request with this user code digest.
    fn find_by_user_code(
        &self,
        digest: &SecretDigest,
    ) -> RepoResult<Option<DeviceAuthorizationRecord>>;
    /// Records the user's answer if the request is still undecided and
    /// unexpired at `now`, in one conditional statement; `Ok(false)` when
    /// it was not (answered meanwhile, expired, unknown).
    fn decide_device_authorization(
        &self,
        user_code: &SecretDigest,
        decision: &DeviceDecision,
        now: OffsetDateTime,
    ) -> RepoResult<bool>;
    /// A poll: moves `next_poll_at` to `next` if it is at or before `now`,
    /// in one conditional statement, so that of polls arriving together
    /// (on any instance) one is on time. `Ok(false)` when the poll came too
    /// early or the request is unknown.
    fn note_device_poll(
        &self,
        device_code: &SecretDigest,
        now: OffsetDateTime,
        next: OffsetDateTime,
    ) -> RepoResult<bool>;
    /// A poll that came too early (`slow_down`): sets the interval the
    /// device must keep from now on and the next welcome instant.
    fn slow_device_down(
        &self,
        device_code: &SecretDigest,
        interval: time::Duration,
        next: OffsetDateTime,
    ) -> RepoResult<()>;
    /// Atomic: consumes the approved, unconsumed request and stores the
    /// device's new `session` and what was `issued` in it. Of any number
    /// of concurrent calls for one request, exactly one answers
    /// `Redeemed`; `AlreadyConsumed` when it was consumed (or is not
    /// approved), `NotFound` when there is no such request.
    fn redeem_device_code(
        &self,
        device_code: &SecretDigest,
        now: OffsetDateTime,
        session: &SessionRecord,
        issued: &IssuedTokens,
    ) -> RepoResult<Redemption>;
    /// Deletes requests that expired before `before`; returns how many.
    fn delete_expired_device_authorizations(&self, before: OffsetDateTime) -> RepoResult<u64>;
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
    /// provider, may have attached them: a pre-hijacked account), and
    /// voids every other unused mailed token of the user.
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

/// Passkeys and the server-side state of WebAuthn ceremonies.
pub trait PasskeyRepository: Send + Sync {
    /// Stores a new passkey; `Conflict` when its credential id is
    /// registered already (to this account or another).
    fn insert_passkey(&self, passkey: &PasskeyRecord) -> RepoResult<()>;
    /// The user's passkeys, oldest first.
    fn list_passkeys(&self, user: UserId) -> RepoResult<Vec<PasskeyRecord>>;
    /// The passkey with this credential id, whoever it belongs to.
    fn find_passkey_by_credential(&self, credential_id: &[u8])
    -> RepoResult<Option<PasskeyRecord>>;
    /// Renames the user's passkey; `false` when the user has none with
    /// this id.
    fn rename_passkey(&self, user: UserId, id: PasskeyId, name: &str) -> RepoResult<bool>;
    /// Deletes the user's passkey; `false` when the user has none with
    /// this id.
    fn delete_passkey(&self, user: UserId, id: PasskeyId) -> RepoResult<bool>;
    /// Deletes every passkey of the user; returns how many.
    fn delete_passkeys(&self, user: UserId) -> RepoResult<u64>;
    /// Records a sign-in with the passkey: the credential as updated
    /// (signature counter, backup flags), its synced flag and the time.
    fn record_passkey_use(
        &self,
        id: PasskeyId,
        credential: &str,
        synced: bool,
        now: OffsetDateTime,
    ) -> RepoResult<()>;
    /// Stores a ceremony, replacing one with the same key.
    fn put_ceremony(&self, ceremony: &CeremonyRecord) -> RepoResult<()>;
    /// Atomic: removes the ceremony with this key and answers it if it was
    /// for `purpose` and unexpired; of concurrent takes at most one gets it.
    fn take_ceremony(
        &self,
        key: &SecretDigest,
        purpose: CeremonyPurpose,
        now: OffsetDateTime,
    ) -> RepoResult<Option<CeremonyRecord>>;
    /// Deletes ceremonies that expired before `before`; returns how many.
    fn delete_expired_ceremonies(&self, before: OffsetDateTime) -> RepoResult<u64>;
}

/// Refresh tokens and the record of issued access tokens.
pub trait TokenRepository: Send + Sync {
    /// The refresh token with this digest, revoked or not.
    fn find_refresh_token(&self, digest: &SecretDigest) -> RepoResult<Option<RefreshTokenRecord>>;
    /// Records an access token issued outside a code exchange (refresh
    /// grant) if its session is live, checked in the same transaction;
    /// `Ok(false)`, storing nothing, when the session has ended.
    fn insert_access_token(&self, token: &AccessTokenRecord) -> RepoResult<bool>;
    /// Atomic: marks the refresh token with digest `old` rotated at `now`
    /// (the first rotation's time is kept) and stores an access token and
    /// the successor, unless a token with the successor's digest exists
    /// already (`old` was rotated before, to this same successor: one
    /// chain, never two). Returns the successor's expiry as stored; `None`,
    /// storing nothing, when `old` is unknown or revoked by then, the
    /// successor it was rotated to is revoked, or the token's session has
    /// ended (checked in the same transaction).
    fn rotate_refresh_token(
        &self,
        old: &SecretDigest,
        now: OffsetDateTime,
        successor: &RefreshTokenRecord,
        access: &AccessTokenRecord,
    ) -> RepoResult<Option<OffsetDateTime>>;
    /// Atomic: revokes every refresh and access token of the grant (code
    /// replay, RFC 6749 10.5); returns how many were newly revoked.
    fn revoke_grant(&self, grant: GrantId, now: OffsetDateTime) -> RepoResult<u64>;
    /// Revokes one refresh token; `Ok(false)` when unknown or already revoked.
    fn revoke_refresh_token(&self, digest: &SecretDigest, now: OffsetDateTime) -> RepoResult<bool>;
    /// Revokes one access token; `Ok(false)` when unknown or already revoked.
    fn revoke_access_token(&self, id: TokenId, now: OffsetDateTime) -> RepoResult<bool>;
    /// Access tokens revoked at or after `since` that have not expired by
    /// `now`: the revocation cache refresh.
    fn revoked_access_tokens_since(
        &self,
        since: OffsetDateTime,
        now: OffsetDateTime,
    ) -> RepoResult<Vec<TokenId>>;
    /// Deletes refresh and access token records that expired before `before`.
    fn delete_expired(&self, before: OffsetDateTime) -> RepoResult<u64>;
}

/// One state change of a signing key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeyStateChange {
    /// The key.
    pub kid: KeyId,
    /// Its new state.
    pub state: KeyState,
    /// When (sets `activated_at` or `retired_at`).
    pub at: OffsetDateTime,
}

/// Signing keys (sealed).
pub trait SigningKeyRepository: Send + Sync {
    /// Stores a new key; `Conflict` when the kid exists, or when the key is
    /// active and an active key of the same purpose (id_token: asymmetric,
    /// access token: HS256) exists already.
    fn insert(&self, key: &SigningKeyRecord) -> RepoResult<()>;
    /// Every stored key, oldest first.
    fn list(&self) -> RepoResult<Vec<SigningKeyRecord>>;
    /// Atomic: applies all changes or none (a rotation retires one key and
    /// activates another; list the retirements first); `NotFound` when a kid
    /// is unknown, `Conflict` when two keys of a purpose would be active.
    fn apply(&self, changes: &[KeyStateChange]) -> RepoResult<()>;
}

/// The audit log: append-only.
pub trait AuditRepository: Send + Sync {
    /// Appends an event.
    fn append(&self, event: &AuditEvent) -> RepoResult<()>;
    /// The newest `limit` events, newest first.
    fn recent(&self, limit: u32) -> RepoResult<Vec<AuditEvent>>;
    /// The events `query` selects, newest first.
    fn query_audit(&self, query: &AuditQuery) -> RepoResult<Vec<StoredAuditEvent>>;
    /// Deletes events from before `before` (retention); returns how many.
    fn delete_audit_before(&self, before: OffsetDateTime) -> RepoResult<u64>;
}

/// Whether the database answers, and how its connections are used: the
/// readiness check and the metrics.
pub trait Reachability: Send + Sync {
    /// Runs a trivial query, waiting at most about a second for a
    /// connection; `Unavailable` when the database does not answer.
    fn ping(&self) -> RepoResult<()>;
    /// The pool's connections now.
    fn connections(&self) -> Connections;
}

/// Identity links: (provider, subject) → user.
pub trait IdentityLinkRepository: Send + Sync {
    /// Stores a new link; `Conflict` when this provider's subject is
    /// linked already (to anyone), or the user has a link to this
    /// provider already.
    fn insert_link(&self, link: &IdentityLinkRecord) -> RepoResult<()>;
    /// The link of this provider's subject, whoever it belongs to.
    fn find_link(&self, provider: &str, subject: &str) -> RepoResult<Option<IdentityLinkRecord>>;
    /// The user's links, oldest first.
    fn list_links(&self, user: UserId) -> RepoResult<Vec<IdentityLinkRecord>>;
    /// Deletes the user's link to `provider`; `false` when there is none.
    fn delete_link(&self, user: UserId, provider: &str) -> RepoResult<bool>;
}

/// A connection pool's state.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Connections {
    /// Handed out to a use case.
    pub in_use: u32,
    /// Open and waiting in the pool.
    pub idle: u32,
}

/// Every repository at once: what the use cases need. Implemented for any
/// type that implements all the traits (the storage crate's `Database`).
pub trait Store:
    Reachability
    + ClientRepository
    + UserRepository
    + SessionRepository
    + AuthorizationCodeRepository
    + DeviceAuthorizationRepository
    + EmailTokenRepository
    + FactorRepository
    + PasskeyRepository
    + IdentityLinkRepository
    + TokenRepository
    + SigningKeyRepository
    + AuditRepository
    + ThrottleRepository
    + AccountDeletionRepository
    + WebhookRepository
    + ResourceRepository
    + PushedRequestRepository
    + ConsentRepository
    + LogoutRepository
    + ProofRepository
    + OperatorRepository
{
}

impl<T> Store for T where
    T: Reachability
        + ClientRepository
        + UserRepository
        + SessionRepository
        + AuthorizationCodeRepository
        + DeviceAuthorizationRepository
        + EmailTokenRepository
        + FactorRepository
        + PasskeyRepository
        + IdentityLinkRepository
        + TokenRepository
        + SigningKeyRepository
        + AuditRepository
        + ThrottleRepository
        + AccountDeletionRepository
        + WebhookRepository
        + ResourceRepository
        + PushedRequestRepository
        + ConsentRepository
        + LogoutRepository
        + ProofRepository
        + OperatorRepository
{
}
