//! SCIM in storage (docs/decisions.md, "SCIM"): an organization's
//! connections and its directory's entries.

use time::{Duration, OffsetDateTime};

use crate::scim::query::Narrow;
use crate::scim::user::ScimUser;
use crate::secrets::SecretDigest;
use crate::store::audit::AuditEvent;
use crate::store::errors::RepoResult;
use crate::store::organizations::{MembershipRecord, OrganizationRecord};
use crate::store::users::UserRecord;
use crate::values::ids::{ScimConnectionId, ScimId, UserId};
use crate::values::organization::{OrganizationId, RoleKey};

/// How often a connection's `last_used_at` is written at most: a busy
/// directory does not write the connection's row on every request.
pub const TOUCH_EVERY: Duration = Duration::minutes(1);

/// An account a directory's entry makes: a managed member without a
/// password, stored with its entry.
#[derive(Debug, Clone)]
pub struct ScimAccount {
    /// The account.
    pub user: UserRecord,
    /// Its membership of the organization (`managed`).
    pub membership: MembershipRecord,
}

/// A SCIM connection: a bearer token that provisions one organization.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScimConnectionRecord {
    /// Its id.
    pub id: ScimConnectionId,
    /// The organization it provisions.
    pub organization_id: OrganizationId,
    /// The digest of its token.
    pub digest: SecretDigest,
    /// The token rotated out, with when it stops working.
    pub previous: Option<(SecretDigest, OffsetDateTime)>,
    /// When it was made.
    pub created_at: OffsetDateTime,
    /// When a request last used it (to the minute).
    pub last_used_at: Option<OffsetDateTime>,
}

/// One entry of an organization's directory, as one connection sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScimUserRecord {
    /// Its id.
    pub id: ScimId,
    /// The organization whose directory it is in.
    pub organization_id: OrganizationId,
    /// What the directory set.
    pub user: ScimUser,
    /// The `externalId` the connection that reads it gave it.
    pub external_id: Option<String>,
    /// Its account, when it has one.
    pub account: Option<UserId>,
    /// The groups it is a member of (read with it; never written through
    /// it: RFC 7643 makes a user's `groups` read-only).
    pub groups: Vec<GroupRef>,
    /// Raised by every change: the weak ETag `W/"<version>"`.
    pub version: i64,
    /// When it was made.
    pub created_at: OffsetDateTime,
    /// When it last changed.
    pub updated_at: OffsetDateTime,
}

/// A group an entry is a member of, as the entry shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupRef {
    /// The group's id.
    pub id: ScimId,
    /// Its `displayName`.
    pub display: String,
}

/// A member of a group: an entry of the organization.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupMember {
    /// The entry's id.
    pub id: ScimId,
    /// The `display` the directory sent for it, if any.
    pub display: Option<String>,
}

/// One of an organization's groups, as one connection sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScimGroupRecord {
    /// Its id.
    pub id: ScimId,
    /// The organization whose directory it is in.
    pub organization_id: OrganizationId,
    /// `displayName`.
    pub display_name: String,
    /// Its members, in the order of their ids (empty when not read).
    pub members: Vec<GroupMember>,
    /// The `externalId` the connection that reads it gave it.
    pub external_id: Option<String>,
    /// Raised by every change: the weak ETag `W/"<version>"`.
    pub version: i64,
    /// When it was made.
    pub created_at: OffsetDateTime,
    /// When it last changed.
    pub updated_at: OffsetDateTime,
}

/// One page of a list, with how many there are in all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScimPage<T> {
    /// How many match.
    pub total: u64,
    /// The page, oldest first.
    pub items: Vec<T>,
}

/// SCIM connections and directory entries.
pub trait ScimRepository: Send + Sync {
    /// Stores a new connection.
    fn insert_scim_connection(&self, connection: &ScimConnectionRecord) -> RepoResult<()>;
    /// The organization's connections, oldest first.
    fn scim_connections(
        &self,
        organization: OrganizationId,
    ) -> RepoResult<Vec<ScimConnectionRecord>>;
    /// Gives the connection a new token's digest; the current one becomes
    /// the previous, valid until `previous_until` (one rotated out before
    /// is forgotten). `false` when there is no such connection.
    fn rotate_scim_connection(
        &self,
        organization: OrganizationId,
        id: ScimConnectionId,
        digest: &SecretDigest,
        previous_until: OffsetDateTime,
    ) -> RepoResult<bool>;
    /// Deletes the connection (its tokens stop working at once) with the
    /// `externalId`s it kept; `false` when there was none.
    fn delete_scim_connection(
        &self,
        organization: OrganizationId,
        id: ScimConnectionId,
    ) -> RepoResult<bool>;
    /// The connection whose current token has `digest`, or whose previous
    /// one has it and is still valid at `now`, with its organization (one
    /// query: every SCIM request asks it).
    fn scim_connection_by_digest(
        &self,
        digest: &SecretDigest,
        now: OffsetDateTime,
    ) -> RepoResult<Option<(ScimConnectionRecord, OrganizationRecord)>>;
    /// Records that the connection was used at `now`, unless it was
    /// within [`TOUCH_EVERY`].
    fn touch_scim_connection(&self, id: ScimConnectionId, now: OffsetDateTime) -> RepoResult<()>;

    /// Stores a new entry, with `connection`'s `externalId` for it, the
    /// account it makes (with its membership) and the change's audit
    /// events, in one transaction: all or nothing. `Conflict` when its
    /// `userName` is taken in the organization, its account is another
    /// entry's, or the account's address was registered meanwhile.
    fn insert_scim_user(
        &self,
        connection: ScimConnectionId,
        user: &ScimUserRecord,
        made: Option<&ScimAccount>,
        events: &[AuditEvent],
    ) -> RepoResult<()>;
    /// Stores an account an existing entry makes (a new address), with its
    /// membership and audit events, in one transaction. `Conflict` when the
    /// address was registered meanwhile.
    fn insert_scim_account(&self, made: &ScimAccount, events: &[AuditEvent]) -> RepoResult<()>;
    /// An entry of the organization, as `connection` sees it.
    fn find_scim_user(
        &self,
        connection: ScimConnectionId,
        organization: OrganizationId,
        id: ScimId,
    ) -> RepoResult<Option<ScimUserRecord>>;
    /// The entry of the organization whose account is `account`.
    fn scim_user_of_account(
        &self,
        organization: OrganizationId,
        account: UserId,
    ) -> RepoResult<Option<ScimId>>;
    /// Replaces an entry (with `connection`'s `externalId`) if its stored
    /// version is still `expected`; `false` when it is gone or changed
    /// meanwhile, `Conflict` when the new `userName` is taken.
    fn update_scim_user(
        &self,
        connection: ScimConnectionId,
        user: &ScimUserRecord,
        expected: i64,
    ) -> RepoResult<bool>;
    /// Deletes an entry with every connection's `externalId` for it, if
    /// its stored version is still `expected`; `false` when it is gone or
    /// changed meanwhile.
    fn delete_scim_user(
        &self,
        organization: OrganizationId,
        id: ScimId,
        expected: i64,
    ) -> RepoResult<bool>;
    /// A page of the organization's entries that meet `narrow` (all of
    /// them without it), oldest first, as `connection` sees them.
    fn scim_users_page(
        &self,
        connection: ScimConnectionId,
        organization: OrganizationId,
        narrow: Option<&Narrow>,
        offset: u64,
        limit: u64,
    ) -> RepoResult<ScimPage<ScimUserRecord>>;

    /// Stores a new group with those of its members that are entries of
    /// its organization (others are left out); `Conflict` when its
    /// `displayName` is taken in the organization.
    fn insert_scim_group(
        &self,
        connection: ScimConnectionId,
        group: &ScimGroupRecord,
    ) -> RepoResult<()>;
    /// A group of the organization with its members, as `connection`
    /// sees it.
    fn find_scim_group(
        &self,
        connection: ScimConnectionId,
        organization: OrganizationId,
        id: ScimId,
    ) -> RepoResult<Option<ScimGroupRecord>>;
    /// Replaces a group and its members (those that are entries of its
    /// organization) if its stored version is still `expected`; `false`
    /// when it is gone or changed meanwhile, `Conflict` when the new
    /// `displayName` is taken.
    fn update_scim_group(
        &self,
        connection: ScimConnectionId,
        group: &ScimGroupRecord,
        expected: i64,
    ) -> RepoResult<bool>;
    /// Sets the organization roles a group's members hold through it, and
    /// refreshes their memberships' roles; `false` when the organization
    /// has no such group.
    fn set_scim_group_roles(
        &self,
        organization: OrganizationId,
        id: ScimId,
        roles: &[RoleKey],
    ) -> RepoResult<bool>;
    /// The roles a group's members hold through it.
    fn scim_group_roles(
        &self,
        organization: OrganizationId,
        id: ScimId,
    ) -> RepoResult<Option<Vec<RoleKey>>>;
    /// Sets, for each of `entries` that has an account, the roles its
    /// membership holds through the entry's groups (atomic).
    fn refresh_group_roles(
        &self,
        organization: OrganizationId,
        entries: &[ScimId],
    ) -> RepoResult<()>;
    /// Deletes a group; `false` when there was none.
    fn delete_scim_group(&self, organization: OrganizationId, id: ScimId) -> RepoResult<bool>;
    /// A page of the organization's groups that meet `narrow`, in the
    /// order of their ids, with their members when `members` is set.
    fn scim_groups_page(
        &self,
        connection: ScimConnectionId,
        organization: OrganizationId,
        narrow: Option<&Narrow>,
        page: (u64, u64),
        members: bool,
    ) -> RepoResult<ScimPage<ScimGroupRecord>>;
}
