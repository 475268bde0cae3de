//! Pushed authorization requests in storage (RFC 9126; docs/decisions.md,
//! "Pushed authorization requests").

use time::OffsetDateTime;

use crate::secrets::SecretDigest;
use crate::store::errors::RepoResult;
use crate::values::ids::ClientId;

/// An authorization request a client pushed, named by its `request_uri`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PushedRequestRecord {
    /// Digest of the `request_uri`'s random part.
    pub digest: SecretDigest,
    /// The client that pushed it (and alone may use it).
    pub client_id: ClientId,
    /// The request's parameters, serialized by the service (opaque here).
    pub params: String,
    /// When the `request_uri` stops working.
    pub expires_at: OffsetDateTime,
}

/// Pushed authorization requests.
pub trait PushedRequestRepository: Send + Sync {
    /// Stores a pushed request.
    fn insert_pushed(&self, request: &PushedRequestRecord) -> RepoResult<()>;
    /// The pushed request with `digest`, expired or not.
    fn find_pushed(&self, digest: &SecretDigest) -> RepoResult<Option<PushedRequestRecord>>;
    /// Deletes the request with `digest` if it has not expired at `now`;
    /// true when this call took it (so one authorization answers it).
    fn take_pushed(&self, digest: &SecretDigest, now: OffsetDateTime) -> RepoResult<bool>;
    /// Deletes requests that expired before `before`; returns how many.
    fn delete_expired_pushed(&self, before: OffsetDateTime) -> RepoResult<u64>;
}
