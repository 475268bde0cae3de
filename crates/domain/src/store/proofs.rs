//! DPoP proofs seen lately (docs/decisions.md, "DPoP"): a proof's `jti`
//! is kept until the proof is too old to be accepted anyway, so that it is
//! used once across every instance.

use time::OffsetDateTime;

use crate::secrets::SecretDigest;
use crate::store::errors::RepoResult;

/// Proofs seen.
pub trait ProofRepository: Send + Sync {
    /// Notes a proof (the digest of its key's thumbprint and its `jti`),
    /// kept until `expires_at`: true the first time, false when it was
    /// seen before (a replay).
    fn note_proof(&self, digest: &SecretDigest, expires_at: OffsetDateTime) -> RepoResult<bool>;
    /// Forgets proofs kept until before `before`; returns how many.
    fn forget_proofs(&self, before: OffsetDateTime) -> RepoResult<u64>;
}
