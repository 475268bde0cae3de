//! An organization's members (docs/decisions.md, "Organizations"): who
//! belongs to it with which roles, added and changed by operators (the
//! admin API, the CLI). Removing a member ends their tokens bound to the
//! organization in the same transaction.

use accounts_domain::ids::UserId;
use accounts_domain::organization::RoleKey;
use accounts_domain::organizations::{MemberRecord, MembershipRecord, OrganizationRecord};
use accounts_domain::records::AuditAction;
use accounts_domain::repository::{RepoError, Store, UserRepository};
use accounts_domain::timestamp::UtcTimestamp;
use serde::Serialize;
use time::OffsetDateTime;

use super::operations::{Actor, ManageError, Subject, audit, invalid, user_id};
use super::organizations::find_organization;
use crate::use_cases::organization_access::role_names;

/// A member as the admin API lists them.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct MemberSummary {
    /// The member.
    pub user_id: String,
    /// Their address.
    pub email: String,
    /// Their roles in the organization.
    pub roles: Vec<String>,
    /// The roles held through the directory's groups (SCIM), beside the
    /// hand-given ones; tokens carry both.
    pub group_roles: Vec<String>,
    /// Made by the organization's own sign-in or SCIM.
    pub managed: bool,
    /// May sign in without the organization's sign-in where its domain
    /// requires it.
    pub break_glass: bool,
    /// When they joined (RFC 3339).
    pub joined_at: String,
}

impl MemberSummary {
    /// Every role, the hand-given ones first, for pages that show one list.
    pub fn all_roles(&self) -> Vec<String> {
        let mut all = self.roles.clone();
        all.extend(
            self.group_roles
                .iter()
                .filter(|r| !self.roles.contains(r))
                .cloned(),
        );
        all
    }

    fn of(m: &MembershipRecord, email: &str) -> Self {
        Self {
            user_id: m.user_id.to_string(),
            email: email.to_owned(),
            roles: role_names(&m.roles),
            group_roles: role_names(&m.group_roles),
            managed: m.managed,
            break_glass: m.break_glass,
            joined_at: UtcTimestamp::new(m.joined_at).to_string(),
        }
    }

    fn of_member(m: &MemberRecord) -> Self {
        Self::of(&m.membership, m.email.as_str())
    }
}

/// An organization's members.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct MemberList {
    /// Oldest first.
    pub members: Vec<MemberSummary>,
}

/// Roles as an operator gave them: each built in or defined, without
/// repeats; none given is `member`.
pub fn checked_roles(store: &dyn Store, given: &[String]) -> Result<Vec<RoleKey>, ManageError> {
    if given.is_empty() {
        return Ok(vec![RoleKey::member()]);
    }
    if given.len() > 50 {
        return Err(ManageError::Invalid(
            "invalid roles: at most 50 roles".to_owned(),
        ));
    }
    let defined = store.list_organization_roles().map_err(ManageError::Repo)?;
    let mut roles: Vec<RoleKey> = Vec::with_capacity(given.len());
    for text in given {
        let key = RoleKey::parse(text).map_err(invalid)?;
        if !key.is_built_in() && !defined.iter().any(|d| d.key == key) {
            return Err(ManageError::Invalid(format!(
                "invalid roles: no organization role {key:?}; define it first (POST /organization-roles)"
            )));
        }
        if !roles.contains(&key) {
            roles.push(key);
        }
    }
    Ok(roles)
}

fn member_of(
    store: &dyn Store,
    organization: &OrganizationRecord,
    user: UserId,
) -> Result<MembershipRecord, ManageError> {
    store
        .find_membership(organization.id, user)
        .map_err(ManageError::Repo)?
        .ok_or(ManageError::NotFound("member"))
}

fn audit_member(
    store: &dyn Store,
    actor: Actor<'_>,
    action: AuditAction,
    organization: &OrganizationRecord,
    membership: &MembershipRecord,
    now: OffsetDateTime,
) -> Result<(), ManageError> {
    audit(
        store,
        actor,
        action,
        Subject::Member(
            organization.id,
            membership.user_id,
            role_names(&membership.roles).join(" "),
        ),
        now,
    )
}

/// Adds an existing user to the organization with `roles` (none given:
/// `member`), by hand (not managed).
pub fn add_member(
    store: &dyn Store,
    organization: &str,
    user: &str,
    roles: &[String],
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<MemberSummary, ManageError> {
    let organization = find_organization(store, organization)?;
    let user = UserRepository::find(store, user_id(user)?)
        .map_err(ManageError::Repo)?
        .ok_or(ManageError::NotFound("user"))?;
    let membership = MembershipRecord {
        organization_id: organization.id,
        user_id: user.id,
        roles: checked_roles(store, roles)?,
        managed: false,
        break_glass: false,
        group_roles: Vec::new(),
        joined_at: now,
    };
    match store.add_member(&membership) {
        Ok(()) => {}
        Err(RepoError::Conflict(_)) => {
            return Err(ManageError::Exists("a membership of that user"));
        }
        Err(e) => return Err(ManageError::Repo(e)),
    }
    audit_member(
        store,
        actor,
        AuditAction::OrganizationMemberAdded,
        &organization,
        &membership,
        now,
    )?;
    Ok(MemberSummary::of(&membership, user.email.as_str()))
}

/// The organization's members, oldest first.
pub fn list_members(store: &dyn Store, organization: &str) -> Result<MemberList, ManageError> {
    let organization = find_organization(store, organization)?;
    let members = store.members(organization.id).map_err(ManageError::Repo)?;
    Ok(MemberList {
        members: members.iter().map(MemberSummary::of_member).collect(),
    })
}

/// Replaces a member's roles, and their break-glass mark when given.
pub fn set_member(
    store: &dyn Store,
    organization: &str,
    user: &str,
    roles: &[String],
    break_glass: Option<bool>,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<MemberSummary, ManageError> {
    let organization = find_organization(store, organization)?;
    let user = user_id(user).map_err(|_| ManageError::NotFound("member"))?;
    let mut membership = member_of(store, &organization, user)?;
    membership.roles = checked_roles(store, roles)?;
    if let Some(break_glass) = break_glass {
        membership.break_glass = break_glass;
    }
    if !store
        .update_member(&membership)
        .map_err(ManageError::Repo)?
    {
        return Err(ManageError::NotFound("member"));
    }
    audit_member(
        store,
        actor,
        AuditAction::OrganizationRolesChanged,
        &organization,
        &membership,
        now,
    )?;
    let email = UserRepository::find(store, user)
        .map_err(ManageError::Repo)?
        .map(|u| u.email.as_str().to_owned())
        .unwrap_or_default();
    Ok(MemberSummary::of(&membership, &email))
}

/// Removes a member; their refresh tokens bound to the organization end
/// with the membership.
pub fn remove_member(
    store: &dyn Store,
    organization: &str,
    user: &str,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<(), ManageError> {
    let organization = find_organization(store, organization)?;
    let user = user_id(user).map_err(|_| ManageError::NotFound("member"))?;
    let membership = member_of(store, &organization, user)?;
    if !store
        .remove_member(organization.id, user, now)
        .map_err(ManageError::Repo)?
    {
        return Err(ManageError::NotFound("member"));
    }
    audit_member(
        store,
        actor,
        AuditAction::OrganizationMemberRemoved,
        &organization,
        &membership,
        now,
    )
}
