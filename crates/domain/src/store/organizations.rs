//! Organizations in storage (docs/decisions.md, "Organizations"): each
//! customer company with its members and their roles, and the one set of
//! organization roles the whole service shares.

use time::OffsetDateTime;

use crate::store::errors::RepoResult;
use crate::values::addresses::Email;
use crate::values::ids::UserId;
use crate::values::organization::{
    OrganizationId, OrganizationMfa, OrganizationRef, OrganizationSlug, RoleKey,
};
use crate::values::resource::ResourceScopes;

/// An organization.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrganizationRecord {
    /// Its id.
    pub id: OrganizationId,
    /// Its slug (unique).
    pub slug: OrganizationSlug,
    /// Its name for people.
    pub name: String,
    /// A disabled organization signs nobody in for itself.
    pub enabled: bool,
    /// Whether signing in for it needs a second factor.
    pub mfa: OrganizationMfa,
    /// When it was made.
    pub created_at: OffsetDateTime,
}

/// A role members of any organization may hold, besides the built-in
/// `admin` and `member` (which are not stored).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrganizationRoleRecord {
    /// Its key (unique).
    pub key: RoleKey,
    /// What it is for, for people.
    pub description: String,
    /// The API scopes it allows (may be empty).
    pub permissions: ResourceScopes,
    /// When it was made.
    pub created_at: OffsetDateTime,
}

/// A user's membership of an organization.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MembershipRecord {
    /// The organization.
    pub organization_id: OrganizationId,
    /// The member.
    pub user_id: UserId,
    /// Their roles in it given by hand (an operator, an invitation, a
    /// domain's rule), without repeats, in the order given.
    pub roles: Vec<RoleKey>,
    /// The roles they hold through their directory entry's SCIM groups
    /// (docs/decisions.md, "SCIM"): kept apart, so that a change of the
    /// hand-given roles never writes these into them.
    pub group_roles: Vec<RoleKey>,
    /// Made by the organization's own sign-in or by SCIM, not by hand.
    pub managed: bool,
    /// May sign in with a password or passkey even where the
    /// organization's domain requires its own sign-in.
    pub break_glass: bool,
    /// When they joined.
    pub joined_at: OffsetDateTime,
}

impl MembershipRecord {
    /// Every role the member holds: the hand-given ones, then those held
    /// through groups. What tokens carry and what the rules check.
    pub fn all_roles(&self) -> Vec<RoleKey> {
        let mut all = self.roles.clone();
        for role in &self.group_roles {
            if !all.contains(role) {
                all.push(role.clone());
            }
        }
        all
    }
}

/// A member as an organization's list shows them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemberRecord {
    /// The membership.
    pub membership: MembershipRecord,
    /// The member's address.
    pub email: Email,
}

/// One organization a user belongs to, with their membership.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserOrganization {
    /// The organization.
    pub organization: OrganizationRecord,
    /// The user's membership of it.
    pub membership: MembershipRecord,
}

/// Organizations, their members and the organization roles.
pub trait OrganizationRepository: Send + Sync {
    /// Stores a new organization; `Conflict` when its slug is taken.
    fn insert_organization(&self, organization: &OrganizationRecord) -> RepoResult<()>;
    /// The organization a reference names.
    fn find_organization(
        &self,
        reference: &OrganizationRef,
    ) -> RepoResult<Option<OrganizationRecord>>;
    /// Every organization, by slug.
    fn list_organizations(&self) -> RepoResult<Vec<OrganizationRecord>>;
    /// Replaces the stored organization's slug, name, `enabled` and
    /// `mfa`; `false` when there is none, `Conflict` when the new slug is
    /// another's.
    fn update_organization(&self, organization: &OrganizationRecord) -> RepoResult<bool>;
    /// Deletes the organization with its memberships and the refresh
    /// tokens bound to it (atomic); `false` when there was none.
    fn delete_organization(&self, id: OrganizationId) -> RepoResult<bool>;
    /// The members the organization's own sign-in or SCIM made.
    fn managed_members(&self, id: OrganizationId) -> RepoResult<Vec<UserId>>;

    /// Stores a new role; `Conflict` when its key is taken.
    fn insert_organization_role(&self, role: &OrganizationRoleRecord) -> RepoResult<()>;
    /// Every stored role, by key.
    fn list_organization_roles(&self) -> RepoResult<Vec<OrganizationRoleRecord>>;
    /// Deletes the role and takes it from every member who held it
    /// (atomic); `false` when there was none.
    fn delete_organization_role(&self, key: &RoleKey) -> RepoResult<bool>;

    /// Stores a new membership; `Conflict` when the user is a member
    /// already, or the organization or the user does not exist.
    fn add_member(&self, membership: &MembershipRecord) -> RepoResult<()>;
    /// The organization's members, oldest first.
    fn members(&self, id: OrganizationId) -> RepoResult<Vec<MemberRecord>>;
    /// The user's membership of the organization.
    fn find_membership(
        &self,
        id: OrganizationId,
        user: UserId,
    ) -> RepoResult<Option<MembershipRecord>>;
    /// Replaces a membership's roles and `break_glass`; `false` when
    /// there is none.
    fn update_member(&self, membership: &MembershipRecord) -> RepoResult<bool>;
    /// Ends the membership and revokes, at `now`, the user's refresh
    /// tokens bound to the organization (atomic); `false` when there was
    /// none.
    fn remove_member(
        &self,
        id: OrganizationId,
        user: UserId,
        now: OffsetDateTime,
    ) -> RepoResult<bool>;
    /// The organization `reference` names with the user's membership of
    /// it, in one indexed query: `None` when it names none or the user is
    /// no member. Every sign-in for an organization and every grant bound
    /// to one asks this, so it costs one round trip, not two
    /// (docs/decisions.md, "Organizations").
    fn find_user_organization(
        &self,
        reference: &OrganizationRef,
        user: UserId,
    ) -> RepoResult<Option<UserOrganization>>;
    /// Every organization the user belongs to, by slug.
    fn organizations_of(&self, user: UserId) -> RepoResult<Vec<UserOrganization>>;
}
