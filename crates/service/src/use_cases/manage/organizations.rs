//! Operators' organizations (docs/decisions.md, "Organizations"): make,
//! list, change and delete them, and the organization roles every
//! organization shares. The CLI and the admin API both call these; the
//! members are `organization_members.rs`'s.

use accounts_domain::addresses::is_displayable;
use accounts_domain::organization::{
    OrganizationId, OrganizationMfa, OrganizationRef, OrganizationSlug, RoleKey,
};
use accounts_domain::organizations::{OrganizationRecord, OrganizationRoleRecord};
use accounts_domain::records::AuditAction;
use accounts_domain::repository::{RepoError, Store};
use accounts_domain::resource::ResourceScopes;
use accounts_domain::timestamp::UtcTimestamp;
use serde::Serialize;
use time::OffsetDateTime;

use super::deletion::delete_user_in_store;
use super::operations::{Actor, ManageError, Subject, audit, invalid};
use crate::service::accounts::Accounts;
use crate::service::audit_addresses::AuditAddresses;

/// An organization as the admin API answers it.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct OrganizationSummary {
    /// `org_` and a ULID.
    pub id: String,
    /// Its slug: its name in URLs and in the `organization:<slug>` scope.
    pub slug: String,
    /// Its name for people.
    pub name: String,
    /// Whether members may sign in for it.
    pub enabled: bool,
    /// `optional` or `required`: whether signing in for it needs a
    /// second factor.
    pub mfa: &'static str,
    /// When it was made (RFC 3339).
    pub created_at: String,
}

impl OrganizationSummary {
    /// The answer for `o`.
    pub fn of(o: &OrganizationRecord) -> Self {
        Self {
            id: o.id.to_string(),
            slug: o.slug.to_string(),
            name: o.name.clone(),
            enabled: o.enabled,
            mfa: o.mfa.as_str(),
            created_at: UtcTimestamp::new(o.created_at).to_string(),
        }
    }
}

/// Every organization.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct OrganizationList {
    /// By slug.
    pub organizations: Vec<OrganizationSummary>,
}

/// What an operator changes of an organization; what is `None` stays.
#[derive(Debug, Default, Clone)]
pub struct OrganizationChanges {
    /// A new slug.
    pub slug: Option<String>,
    /// A new name.
    pub name: Option<String>,
    /// Enabled or disabled.
    pub enabled: Option<bool>,
    /// `optional` or `required`.
    pub mfa: Option<String>,
}

/// An organization role as listed.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct OrganizationRoleSummary {
    /// Its key.
    pub key: String,
    /// What it is for.
    pub description: String,
    /// The API scopes it allows.
    pub permissions: Vec<String>,
    /// `admin` and `member`, which every organization has and nobody
    /// deletes.
    pub built_in: bool,
}

impl OrganizationRoleSummary {
    fn of(r: &OrganizationRoleRecord) -> Self {
        Self {
            key: r.key.to_string(),
            description: r.description.clone(),
            permissions: r
                .permissions
                .iter()
                .map(|s| s.as_str().to_owned())
                .collect(),
            built_in: false,
        }
    }

    fn built_in(key: &str, description: &str) -> Self {
        Self {
            key: key.to_owned(),
            description: description.to_owned(),
            permissions: Vec::new(),
            built_in: true,
        }
    }
}

/// Every organization role: the two built in, then the others by key.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct OrganizationRoleList {
    /// `admin`, `member`, then by key.
    pub roles: Vec<OrganizationRoleSummary>,
}

/// The longest organization name, in characters.
pub const MAX_ORGANIZATION_NAME: usize = 200;
/// The longest role description, in characters.
pub const MAX_ROLE_DESCRIPTION: usize = 500;

fn checked_name(name: &str) -> Result<String, ManageError> {
    let trimmed = name.trim();
    if trimmed.is_empty() || name.chars().count() > MAX_ORGANIZATION_NAME {
        return Err(ManageError::Invalid(format!(
            "invalid name: an organization's name has 1 to {MAX_ORGANIZATION_NAME} characters"
        )));
    }
    if !is_displayable(name) {
        return Err(ManageError::Invalid(
            "invalid name: no control or bidirectional formatting characters".to_owned(),
        ));
    }
    Ok(trimmed.to_owned())
}

fn checked_slug(slug: &str) -> Result<OrganizationSlug, ManageError> {
    OrganizationSlug::parse(slug).map_err(invalid)
}

fn checked_mfa(mfa: &str) -> Result<OrganizationMfa, ManageError> {
    OrganizationMfa::parse(mfa).map_err(invalid)
}

/// The organization `reference` (an id or a slug) names; not found when
/// it names none, or is neither.
pub fn find_organization(
    store: &dyn Store,
    reference: &str,
) -> Result<OrganizationRecord, ManageError> {
    let reference =
        OrganizationRef::parse(reference).ok_or(ManageError::NotFound("organization"))?;
    store
        .find_organization(&reference)
        .map_err(ManageError::Repo)?
        .ok_or(ManageError::NotFound("organization"))
}

fn slug_taken(e: RepoError) -> ManageError {
    match e {
        RepoError::Conflict(_) => ManageError::Exists("an organization with that slug"),
        other => ManageError::Repo(other),
    }
}

/// Makes an organization, enabled; `mfa` defaults to `optional`.
pub fn create_organization(
    store: &dyn Store,
    slug: &str,
    name: &str,
    mfa: Option<&str>,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<OrganizationSummary, ManageError> {
    let organization = OrganizationRecord {
        id: OrganizationId::generate(now),
        slug: checked_slug(slug)?,
        name: checked_name(name)?,
        enabled: true,
        mfa: mfa.map(checked_mfa).transpose()?.unwrap_or_default(),
        created_at: now,
    };
    store
        .insert_organization(&organization)
        .map_err(slug_taken)?;
    audit(
        store,
        actor,
        AuditAction::OrganizationCreated,
        Subject::Organization(organization.id, organization.slug.to_string()),
        now,
    )?;
    Ok(OrganizationSummary::of(&organization))
}

/// Every organization, by slug.
pub fn list_organizations(store: &dyn Store) -> Result<OrganizationList, ManageError> {
    let all = store.list_organizations().map_err(ManageError::Repo)?;
    Ok(OrganizationList {
        organizations: all.iter().map(OrganizationSummary::of).collect(),
    })
}

/// The organization `reference` names.
pub fn organization(
    store: &dyn Store,
    reference: &str,
) -> Result<OrganizationSummary, ManageError> {
    find_organization(store, reference).map(|o| OrganizationSummary::of(&o))
}

/// Changes what `changes` gives of the organization.
pub fn update_organization(
    store: &dyn Store,
    reference: &str,
    changes: &OrganizationChanges,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<OrganizationSummary, ManageError> {
    let mut organization = find_organization(store, reference)?;
    if let Some(slug) = &changes.slug {
        organization.slug = checked_slug(slug)?;
    }
    if let Some(name) = &changes.name {
        organization.name = checked_name(name)?;
    }
    if let Some(mfa) = &changes.mfa {
        organization.mfa = checked_mfa(mfa)?;
    }
    if let Some(enabled) = changes.enabled {
        organization.enabled = enabled;
    }
    if !store
        .update_organization(&organization)
        .map_err(slug_taken)?
    {
        return Err(ManageError::NotFound("organization"));
    }
    audit(
        store,
        actor,
        AuditAction::OrganizationUpdated,
        Subject::Organization(organization.id, organization.slug.to_string()),
        now,
    )?;
    Ok(OrganizationSummary::of(&organization))
}

/// Deletes the organization. Its managed members (made by its own
/// sign-in or SCIM) have no account without it: with any, the deletion
/// is refused unless `delete_members`, which deletes their accounts by
/// the usual deletion first. Answers how many accounts were deleted.
pub fn delete_organization(
    store: &dyn Store,
    addresses: &AuditAddresses,
    reference: &str,
    delete_members: bool,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<usize, ManageError> {
    let organization = find_organization(store, reference)?;
    let managed = store
        .managed_members(organization.id)
        .map_err(ManageError::Repo)?;
    if !managed.is_empty() && !delete_members {
        return Err(ManageError::NotAllowed(
            "the organization has managed members: delete them with it (?members=delete) or remove them first",
        ));
    }
    let mut deleted = 0;
    for user in &managed {
        match delete_user_in_store(store, addresses, &user.to_string(), actor, now) {
            Ok(_) => deleted += 1,
            // Deleted meanwhile by someone else: nothing left to delete.
            Err(ManageError::NotFound(_)) => {}
            Err(e) => return Err(e),
        }
    }
    if !store
        .delete_organization(organization.id)
        .map_err(ManageError::Repo)?
    {
        return Err(ManageError::NotFound("organization"));
    }
    audit(
        store,
        actor,
        AuditAction::OrganizationDeleted,
        Subject::Organization(organization.id, organization.slug.to_string()),
        now,
    )?;
    Ok(deleted)
}

/// An operator's deletion through the service (blocking): as
/// [`delete_organization`], its caches refreshed before it answers.
pub fn remove_organization(
    accounts: &Accounts,
    reference: &str,
    delete_members: bool,
    actor: Actor<'_>,
) -> Result<usize, ManageError> {
    let addresses = &accounts.audit_addresses;
    super::operations::administer(accounts, |store, now| {
        delete_organization(store, addresses, reference, delete_members, actor, now)
    })
}

/// Defines an organization role; its permissions are API scopes (none
/// is allowed: a role may only name a group of people).
pub fn create_organization_role(
    store: &dyn Store,
    key: &str,
    description: &str,
    permissions: &[String],
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<OrganizationRoleSummary, ManageError> {
    let key = RoleKey::parse(key).map_err(invalid)?;
    if key.is_built_in() {
        return Err(ManageError::Exists("a built-in role with that key"));
    }
    if description.chars().count() > MAX_ROLE_DESCRIPTION || !is_displayable(description) {
        return Err(ManageError::Invalid(format!(
            "invalid description: at most {MAX_ROLE_DESCRIPTION} characters, no control or bidirectional formatting characters"
        )));
    }
    let role = OrganizationRoleRecord {
        key,
        description: description.trim().to_owned(),
        permissions: ResourceScopes::parse(permissions.iter().map(String::as_str))
            .map_err(invalid)?,
        created_at: now,
    };
    match store.insert_organization_role(&role) {
        Ok(()) => {}
        Err(RepoError::Conflict(_)) => return Err(ManageError::Exists("a role with that key")),
        Err(e) => return Err(ManageError::Repo(e)),
    }
    audit(
        store,
        actor,
        AuditAction::OrganizationRoleCreated,
        Subject::Resource(role.key.to_string()),
        now,
    )?;
    Ok(OrganizationRoleSummary::of(&role))
}

/// Every organization role, the built-in two first.
pub fn list_organization_roles(store: &dyn Store) -> Result<OrganizationRoleList, ManageError> {
    let stored = store.list_organization_roles().map_err(ManageError::Repo)?;
    let mut roles = vec![
        OrganizationRoleSummary::built_in(
            RoleKey::ADMIN,
            "Manages its organization: members, invitations, domains, sign-in",
        ),
        OrganizationRoleSummary::built_in(RoleKey::MEMBER, "A member of the organization"),
    ];
    roles.extend(stored.iter().map(OrganizationRoleSummary::of));
    Ok(OrganizationRoleList { roles })
}

/// Deletes a role; every member who held it loses it.
pub fn delete_organization_role(
    store: &dyn Store,
    key: &str,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<(), ManageError> {
    let key = RoleKey::parse(key).map_err(|_| ManageError::NotFound("role"))?;
    if key.is_built_in() {
        return Err(ManageError::NotAllowed("a built-in role cannot be deleted"));
    }
    if !store
        .delete_organization_role(&key)
        .map_err(ManageError::Repo)?
    {
        return Err(ManageError::NotFound("role"));
    }
    audit(
        store,
        actor,
        AuditAction::OrganizationRoleDeleted,
        Subject::Resource(key.to_string()),
        now,
    )
}
