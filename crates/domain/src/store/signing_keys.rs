//! Signing keys in storage, sealed; the record itself is
//! [`crate::keys::SigningKeyRecord`], beside the key ring that reads it.

use time::OffsetDateTime;

use crate::store::errors::RepoResult;
use crate::tokens::keys::{KeyState, SigningKeyRecord};
use crate::values::ids::KeyId;

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
