//! Single-use proofs seen lately: a DPoP proof's `jti` (docs/decisions.md,
//! "DPoP") and an upstream id_token an app exchanged (its digest;
//! "Upstream identity providers") are kept until they are too old to be
//! accepted anyway, so that each is used once across every instance.

use time::OffsetDateTime;

use crate::secrets::SecretDigest;
use crate::store::errors::RepoResult;

/// Proofs seen.
pub trait ProofRepository: Send + Sync {
    /// Notes a proof (the digest of a DPoP key's thumbprint and its `jti`,
    /// or of an exchanged id_token), kept until `expires_at`: true the
    /// first time, false when it was seen before (a replay).
    fn note_proof(&self, digest: &SecretDigest, expires_at: OffsetDateTime) -> RepoResult<bool>;
    /// Forgets proofs kept until before `before`; returns how many.
    fn forget_proofs(&self, before: OffsetDateTime) -> RepoResult<u64>;
}
