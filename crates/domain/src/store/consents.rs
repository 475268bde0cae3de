//! Users' consents to third-party clients in storage (docs/decisions.md,
//! "Consent").

use time::OffsetDateTime;

use crate::store::errors::RepoResult;
use crate::values::ids::{ClientId, UserId};
use crate::values::scope::Scopes;

/// What a user allowed a third-party client.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConsentRecord {
    /// The user.
    pub user_id: UserId,
    /// The client.
    pub client_id: ClientId,
    /// Every scope the user allowed it (requests within them skip the
    /// screen).
    pub scopes: Scopes,
    /// When the user last allowed it.
    pub granted_at: OffsetDateTime,
}

/// Consents.
pub trait ConsentRepository: Send + Sync {
    /// Stores the consent, replacing the user's earlier one for the client.
    fn put_consent(&self, consent: &ConsentRecord) -> RepoResult<()>;
    /// The user's consent for the client.
    fn find_consent(&self, user: UserId, client: ClientId) -> RepoResult<Option<ConsentRecord>>;
    /// Every consent of the user, oldest first.
    fn consents_of_user(&self, user: UserId) -> RepoResult<Vec<ConsentRecord>>;
    /// Atomically: removes the consent and revokes every refresh and access
    /// token the client holds for the user. True when there was a consent.
    fn revoke_consent(
        &self,
        user: UserId,
        client: ClientId,
        now: OffsetDateTime,
    ) -> RepoResult<bool>;
}
