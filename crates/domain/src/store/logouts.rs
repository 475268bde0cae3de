//! Back-channel logout deliveries in storage (docs/decisions.md,
//! "Back-channel logout"): written by the database when a session ends,
//! one per client that holds tokens from it; claimed and sent like
//! webhook deliveries.

use time::OffsetDateTime;

use crate::store::errors::RepoResult;
use crate::store::webhooks::Claim;
use crate::values::ids::{ClientId, SessionId, UserId};

/// A logout to tell one client, claimed for an attempt.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimedLogout {
    /// The delivery's id.
    pub id: i64,
    /// The client to tell.
    pub client_id: ClientId,
    /// The session that ended (the logout token's `sid`).
    pub session_id: SessionId,
    /// Its user (the logout token's `sub`).
    pub user_id: UserId,
    /// This attempt's number, from 1.
    pub attempt: u32,
    /// After this instant a failed attempt parks the delivery as failed.
    pub retry_until: OffsetDateTime,
}

/// Back-channel logout deliveries.
pub trait LogoutRepository: Send + Sync {
    /// Atomic: claims due pending deliveries as
    /// [`crate::webhooks::WebhookRepository::claim_deliveries`] does
    /// (skipping those another instance holds, counting the attempt,
    /// setting the lease and the retry period's end).
    fn claim_logouts(&self, claim: &Claim) -> RepoResult<Vec<ClaimedLogout>>;
    /// The client answered 2xx: the delivery is deleted (it names a user
    /// and a session, needed no longer).
    fn logout_delivered(&self, id: i64) -> RepoResult<()>;
    /// Records a failed attempt: due again at `retry_at`, or parked as
    /// failed when `None`.
    fn logout_failed(
        &self,
        id: i64,
        error: &str,
        retry_at: Option<OffsetDateTime>,
    ) -> RepoResult<()>;
    /// Deletes parked deliveries whose retry period ended before `before`.
    fn delete_failed_logouts(&self, before: OffsetDateTime) -> RepoResult<u64>;
}
