//! An organization's invitations in storage (docs/decisions.md,
//! "Organizations"): an address invited with roles, a single-use link
//! kept as a digest, and what became of it.

use time::OffsetDateTime;

use crate::secrets::SecretDigest;
use crate::store::errors::RepoResult;
use crate::store::organizations::MembershipRecord;
use crate::values::addresses::Email;
use crate::values::ids::InvitationId;
use crate::values::organization::{OrganizationId, RoleKey};

/// Where an invitation stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InvitationStatus {
    /// Sent and not answered; `expired` once its time is over.
    Pending,
    /// The invitee joined.
    Accepted,
    /// An administrator took it back.
    Revoked,
    /// Its time ran out before anyone accepted it (stored when a new
    /// invitation for the same address replaces it).
    Expired,
}

impl InvitationStatus {
    /// The stored and answered name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Pending => "pending",
            Self::Accepted => "accepted",
            Self::Revoked => "revoked",
            Self::Expired => "expired",
        }
    }

    /// Parses a stored name.
    pub fn parse(text: &str) -> Option<Self> {
        [Self::Pending, Self::Accepted, Self::Revoked, Self::Expired]
            .into_iter()
            .find(|s| s.as_str() == text)
    }
}

/// An invitation to join an organization.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvitationRecord {
    /// Its id.
    pub id: InvitationId,
    /// The organization.
    pub organization_id: OrganizationId,
    /// The address invited.
    pub email: Email,
    /// The roles the invitee gets.
    pub roles: Vec<RoleKey>,
    /// Digest of the link's token.
    pub digest: SecretDigest,
    /// Where it stands, as stored.
    pub status: InvitationStatus,
    /// When it was sent (or sent again).
    pub sent_at: OffsetDateTime,
    /// When the link stops working.
    pub expires_at: OffsetDateTime,
}

impl InvitationRecord {
    /// Where it stands at `now`: a pending invitation past its time is
    /// expired.
    pub fn status_at(&self, now: OffsetDateTime) -> InvitationStatus {
        match self.status {
            InvitationStatus::Pending if now >= self.expires_at => InvitationStatus::Expired,
            status => status,
        }
    }
}

/// What accepting an invitation did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Acceptance {
    /// The user joined with the invitation's roles.
    Joined,
    /// The user was a member already; the invitation is used up and the
    /// membership unchanged.
    AlreadyMember,
    /// The invitation is not pending (any more): used, revoked, expired
    /// or replaced meanwhile. Nothing was written.
    NotPending,
}

/// Invitations.
pub trait InvitationRepository: Send + Sync {
    /// Stores a new pending invitation; `Conflict` when the address has a
    /// pending one in the organization already (first mark an expired
    /// one with [`InvitationRepository::end_invitation`]).
    fn insert_invitation(&self, invitation: &InvitationRecord) -> RepoResult<()>;
    /// The organization's invitations, newest first.
    fn invitations(&self, organization: OrganizationId) -> RepoResult<Vec<InvitationRecord>>;
    /// The organization's invitation with `id`.
    fn find_invitation(
        &self,
        organization: OrganizationId,
        id: InvitationId,
    ) -> RepoResult<Option<InvitationRecord>>;
    /// The invitation whose link's token has this digest.
    fn invitation_by_digest(&self, digest: &SecretDigest) -> RepoResult<Option<InvitationRecord>>;
    /// The organization's pending invitation for the address, if any.
    fn pending_invitation(
        &self,
        organization: OrganizationId,
        email: &Email,
    ) -> RepoResult<Option<InvitationRecord>>;
    /// Sets a pending invitation's status (revoked or expired); `false`
    /// when it was not pending.
    fn end_invitation(&self, id: InvitationId, status: InvitationStatus) -> RepoResult<bool>;
    /// Gives a pending invitation a new link and time (sending it again);
    /// `false` when it was not pending.
    fn renew_invitation(
        &self,
        id: InvitationId,
        digest: &SecretDigest,
        sent_at: OffsetDateTime,
        expires_at: OffsetDateTime,
    ) -> RepoResult<bool>;
    /// Marks the invitation accepted by `membership`'s user and adds the
    /// membership, unless the user is a member already (atomic; only a
    /// pending invitation unexpired at `now` is accepted).
    fn accept_invitation(
        &self,
        id: InvitationId,
        membership: &MembershipRecord,
        now: OffsetDateTime,
    ) -> RepoResult<Acceptance>;
}
