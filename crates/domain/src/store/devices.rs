//! Device authorization requests in storage (RFC 8628; docs/decisions.md,
//! "Device authorization grant").

use time::OffsetDateTime;

use crate::secrets::SecretDigest;
use crate::store::codes::{IssuedTokens, Redemption};
use crate::store::errors::RepoResult;
use crate::store::sessions::SessionRecord;
use crate::values::ids::{ClientId, SessionId, UserId};
use crate::values::scope::Scopes;

/// A device authorization request (RFC 8628): a device without a browser
/// shows the user a short code and polls until the user approves or
/// denies it on another screen. Stored by the digests of both codes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeviceAuthorizationRecord {
    /// Digest of the `device_code` the device polls with.
    pub device_code: SecretDigest,
    /// Digest of the normalised `user_code` the user types.
    pub user_code: SecretDigest,
    /// The client that asked.
    pub client_id: ClientId,
    /// The scopes asked for (and granted on approval).
    pub scope: Scopes,
    /// The device's request, which becomes the new session's details.
    pub requested_by: DeviceRequester,
    /// When it was asked for.
    pub created_at: OffsetDateTime,
    /// When the codes stop being accepted.
    pub expires_at: OffsetDateTime,
    /// The polling interval the device must keep; `slow_down` raises it.
    pub interval: time::Duration,
    /// The earliest instant the next poll is welcome.
    pub next_poll_at: OffsetDateTime,
    /// The user's answer, once given.
    pub decision: Option<DeviceDecision>,
    /// When the device received its tokens; a device code is used once.
    pub consumed_at: Option<OffsetDateTime>,
}

/// What the device's request said about it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DeviceRequester {
    /// The request's User-Agent header.
    pub user_agent: String,
    /// The client IP.
    pub ip: String,
    /// The locale (Accept-Language).
    pub locale: String,
}

/// The user's answer to a device authorization request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeviceDecision {
    /// Approved by `user_id`, signed in with `session_id` (the browser's
    /// session, whose sign-in time the device's session inherits).
    Approved {
        /// Who approved.
        user_id: UserId,
        /// The browser session that approved.
        session_id: SessionId,
        /// When.
        at: OffsetDateTime,
    },
    /// Denied.
    Denied {
        /// When.
        at: OffsetDateTime,
    },
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
