//! Webhooks in storage (docs/decisions.md, "Webhooks"): the endpoints
//! operators register, the events that storage writes in the transaction
//! of the change that causes them (the outbox), and their deliveries,
//! which any number of instances claim without claiming one twice.

use time::OffsetDateTime;

use crate::store::errors::RepoResult;
use crate::tokens::keys::SealedKey;
use crate::values::ids::WebhookId;

/// What happened, as a webhook's `type` names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WebhookEventType {
    /// An account was made (registration, an operator, a provider).
    UserCreated,
    /// Profile fields, `enabled` or `email_verified` changed.
    UserUpdated,
    /// The account was deleted (`data` holds only the `userId`).
    UserDeleted,
    /// The account moved to another (verified) address.
    UserEmailChanged,
    /// A session began (any way of signing in).
    SessionStarted,
    /// A session ended (sign-out, revocation, password change, deletion
    /// request).
    SessionEnded,
    /// The password was changed or reset.
    PasswordChanged,
    /// A second factor (an authenticator app or a passkey) was added.
    FactorAdded,
    /// A second factor was removed.
    FactorRemoved,
    /// An organization was made.
    OrganizationCreated,
    /// An organization's slug, name, `enabled` or `mfa` changed.
    OrganizationUpdated,
    /// An organization was deleted.
    OrganizationDeleted,
    /// A user joined an organization.
    OrganizationMemberAdded,
    /// A user was removed from an organization.
    OrganizationMemberRemoved,
    /// A member's roles (or break-glass mark) changed.
    OrganizationRolesChanged,
    /// An invitation to an organization was sent (or sent again).
    OrganizationInvitationSent,
    /// An invitee accepted and joined.
    OrganizationInvitationAccepted,
    /// An invitation was taken back.
    OrganizationInvitationRevoked,
    /// An organization's domain was verified (by DNS or by an operator).
    OrganizationDomainVerified,
    /// An organization gave up a domain.
    OrganizationDomainRemoved,
    /// An organization's own sign-in was set, changed or removed.
    OrganizationSignInChanged,
}

impl WebhookEventType {
    /// Whether it is about an organization: its `detail` is the
    /// organization's id, and its user (a member) may be empty.
    pub fn is_organization_event(self) -> bool {
        self.as_str().starts_with("organization.")
    }

    /// Every type.
    pub const ALL: [WebhookEventType; 21] = [
        WebhookEventType::UserCreated,
        WebhookEventType::UserUpdated,
        WebhookEventType::UserDeleted,
        WebhookEventType::UserEmailChanged,
        WebhookEventType::SessionStarted,
        WebhookEventType::SessionEnded,
        WebhookEventType::PasswordChanged,
        WebhookEventType::FactorAdded,
        WebhookEventType::FactorRemoved,
        WebhookEventType::OrganizationCreated,
        WebhookEventType::OrganizationUpdated,
        WebhookEventType::OrganizationDeleted,
        WebhookEventType::OrganizationMemberAdded,
        WebhookEventType::OrganizationMemberRemoved,
        WebhookEventType::OrganizationRolesChanged,
        WebhookEventType::OrganizationInvitationSent,
        WebhookEventType::OrganizationInvitationAccepted,
        WebhookEventType::OrganizationInvitationRevoked,
        WebhookEventType::OrganizationDomainVerified,
        WebhookEventType::OrganizationDomainRemoved,
        WebhookEventType::OrganizationSignInChanged,
    ];

    /// The dotted name, e.g. `"user.created"`.
    pub fn as_str(self) -> &'static str {
        match self {
            WebhookEventType::UserCreated => "user.created",
            WebhookEventType::UserUpdated => "user.updated",
            WebhookEventType::UserDeleted => "user.deleted",
            WebhookEventType::UserEmailChanged => "user.email_changed",
            WebhookEventType::SessionStarted => "session.started",
            WebhookEventType::SessionEnded => "session.ended",
            WebhookEventType::PasswordChanged => "password.changed",
            WebhookEventType::FactorAdded => "factor.added",
            WebhookEventType::FactorRemoved => "factor.removed",
            WebhookEventType::OrganizationCreated => "organization.created",
            WebhookEventType::OrganizationUpdated => "organization.updated",
            WebhookEventType::OrganizationDeleted => "organization.deleted",
            WebhookEventType::OrganizationMemberAdded => "organization.member_added",
            WebhookEventType::OrganizationMemberRemoved => "organization.member_removed",
            WebhookEventType::OrganizationRolesChanged => "organization.roles_changed",
            WebhookEventType::OrganizationInvitationSent => "organization.invitation_sent",
            WebhookEventType::OrganizationInvitationAccepted => "organization.invitation_accepted",
            WebhookEventType::OrganizationInvitationRevoked => "organization.invitation_revoked",
            WebhookEventType::OrganizationDomainVerified => "organization.domain_verified",
            WebhookEventType::OrganizationDomainRemoved => "organization.domain_removed",
            WebhookEventType::OrganizationSignInChanged => "organization.sign_in_changed",
        }
    }

    /// Parses a dotted name.
    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|t| t.as_str() == s)
    }
}

/// A registered endpoint.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WebhookRecord {
    /// Its id.
    pub id: WebhookId,
    /// Where events are posted.
    pub url: String,
    /// The types it wants (at least one, no duplicates).
    pub events: Vec<WebhookEventType>,
    /// The signing secret's bytes, sealed with the master key.
    pub sealed_secret: SealedKey,
    /// When it was registered.
    pub created_at: OffsetDateTime,
}

/// Where a delivery stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeliveryStatus {
    /// Not delivered yet: due now or at its next attempt.
    Pending,
    /// The endpoint answered 2xx.
    Delivered,
    /// Every attempt failed for the whole retry period; replayable.
    Failed,
}

impl DeliveryStatus {
    /// The stored (and answered) name.
    pub fn as_str(self) -> &'static str {
        match self {
            DeliveryStatus::Pending => "pending",
            DeliveryStatus::Delivered => "delivered",
            DeliveryStatus::Failed => "failed",
        }
    }

    /// Parses a stored name.
    pub fn parse(s: &str) -> Option<Self> {
        [Self::Pending, Self::Delivered, Self::Failed]
            .into_iter()
            .find(|status| status.as_str() == s)
    }
}

/// An event as the outbox holds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WebhookEvent {
    /// Increasing; the `webhook-id` is made from it, the same for every
    /// attempt (receivers de-duplicate on it).
    pub id: i64,
    /// What happened.
    pub kind: WebhookEventType,
    /// The user it happened to.
    pub user_id: String,
    /// The session's id (session events) or the factor's kind (`totp`,
    /// `passkey`); empty otherwise.
    pub detail: String,
    /// When the change was committed (the database's clock).
    pub occurred_at: OffsetDateTime,
}

/// One event's delivery to one endpoint, as operators list it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeliveryRecord {
    /// Its id.
    pub id: i64,
    /// The event's id.
    pub event_id: i64,
    /// The event's type.
    pub kind: WebhookEventType,
    /// Where it stands.
    pub status: DeliveryStatus,
    /// Attempts made (claimed) so far.
    pub attempts: u32,
    /// Why the last attempt failed, or `""`.
    pub last_error: String,
}

/// A delivery claimed for an attempt: the event, the endpoint, and the
/// attempt's number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimedDelivery {
    /// The delivery's id.
    pub id: i64,
    /// The event.
    pub event: WebhookEvent,
    /// The endpoint's URL.
    pub url: String,
    /// The endpoint's sealed secret.
    pub sealed_secret: SealedKey,
    /// The endpoint's id (the secret's sealing label names it).
    pub webhook_id: WebhookId,
    /// This attempt's number, from 1.
    pub attempt: u32,
    /// After this instant a failed attempt parks the delivery as failed.
    pub retry_until: OffsetDateTime,
}

/// How a claim is made.
#[derive(Debug, Clone, Copy)]
pub struct Claim {
    /// Deliveries whose next attempt is at or before this are due.
    pub now: OffsetDateTime,
    /// A claimed delivery is due again at this instant unless its outcome
    /// is recorded first (an instance that died mid-attempt).
    pub lease_until: OffsetDateTime,
    /// The retry period's end for a delivery's first attempt (kept by the
    /// later ones).
    pub retry_until: OffsetDateTime,
    /// At most this many.
    pub limit: u32,
}

/// Webhook endpoints, events and deliveries.
pub trait WebhookRepository: Send + Sync {
    /// Registers an endpoint.
    fn insert_webhook(&self, webhook: &WebhookRecord) -> RepoResult<()>;
    /// Every endpoint, oldest first.
    fn list_webhooks(&self) -> RepoResult<Vec<WebhookRecord>>;
    /// Removes an endpoint with its deliveries; `Ok(false)` when there is
    /// none with that id.
    fn delete_webhook(&self, id: WebhookId) -> RepoResult<bool>;
    /// An endpoint's deliveries, newest first, optionally of one status,
    /// at most `limit`; `None` when there is no such endpoint.
    fn deliveries(
        &self,
        webhook: WebhookId,
        status: Option<DeliveryStatus>,
        limit: u32,
    ) -> RepoResult<Option<Vec<DeliveryRecord>>>;
    /// Atomic: claims due pending deliveries, oldest due first, skipping
    /// those another instance is claiming at the same moment (`FOR UPDATE
    /// SKIP LOCKED` on PostgreSQL): counts the attempt, sets the lease and
    /// the retry period's end (on the first attempt).
    fn claim_deliveries(&self, claim: &Claim) -> RepoResult<Vec<ClaimedDelivery>>;
    /// Records a 2xx answer. Atomic: when it was the last delivery of a
    /// `user.deleted` event, the event goes with its deliveries (its
    /// `userId` is the deleted account's last trace).
    fn delivery_succeeded(&self, id: i64) -> RepoResult<()>;
    /// Records a failed attempt: due again at `retry_at`, or parked as
    /// failed when `None`.
    fn delivery_failed(
        &self,
        id: i64,
        error: &str,
        retry_at: Option<OffsetDateTime>,
    ) -> RepoResult<()>;
    /// Makes a delivery of the endpoint pending again, due at `now`, with
    /// a fresh retry period; the delivery as it now stands, `None` when the
    /// endpoint has no such delivery.
    fn replay_delivery(
        &self,
        webhook: WebhookId,
        delivery: i64,
        now: OffsetDateTime,
    ) -> RepoResult<Option<DeliveryRecord>>;
    /// Deletes events that occurred before `before` and have no pending
    /// delivery left, with their deliveries.
    fn delete_old_webhook_events(&self, before: OffsetDateTime) -> RepoResult<u64>;
}
