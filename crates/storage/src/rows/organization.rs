//! The organizations, organization_roles and organization_members rows and
//! their conversions (docs/decisions.md, "Organizations").

use accounts_domain::organization::{OrganizationMfa, OrganizationSlug, RoleKey};
use accounts_domain::organizations::{
    MembershipRecord, OrganizationRecord, OrganizationRoleRecord,
};
use accounts_domain::repository::RepoError;
use accounts_domain::resource::ResourceScopes;
use diesel::prelude::*;

use crate::errors::corrupt;
use crate::schema::{organization_members, organization_roles, organizations};
use crate::time_codec::{from_micros, to_micros};

use super::decode::id;

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = organizations)]
pub(crate) struct OrganizationRow {
    pub id: String,
    pub slug: String,
    pub name: String,
    pub enabled: bool,
    pub mfa: String,
    pub created_at: i64,
}

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = organization_roles)]
pub(crate) struct OrganizationRoleRow {
    pub key: String,
    pub description: String,
    pub permissions: String,
    pub created_at: i64,
}

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = organization_members)]
pub(crate) struct MembershipRow {
    pub organization_id: String,
    pub user_id: String,
    pub roles: String,
    pub managed: bool,
    pub break_glass: bool,
    pub joined_at: i64,
    /// The roles held through SCIM groups (docs/decisions.md, "SCIM").
    pub group_roles: String,
}

/// Role keys as the `roles` column holds them: space-separated, in order.
pub(crate) fn stored_roles(roles: &[RoleKey]) -> String {
    roles
        .iter()
        .map(RoleKey::as_str)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The `roles` column read back; runs of spaces are one separator.
pub(crate) fn parse_roles(text: &str) -> Result<Vec<RoleKey>, RepoError> {
    text.split(' ')
        .filter(|k| !k.is_empty())
        .map(|k| RoleKey::parse(k).map_err(|e| corrupt("organization role", e)))
        .collect()
}

impl From<&OrganizationRecord> for OrganizationRow {
    fn from(o: &OrganizationRecord) -> Self {
        Self {
            id: o.id.to_string(),
            slug: o.slug.to_string(),
            name: o.name.clone(),
            enabled: o.enabled,
            mfa: o.mfa.as_str().to_owned(),
            created_at: to_micros(o.created_at),
        }
    }
}

impl TryFrom<OrganizationRow> for OrganizationRecord {
    type Error = RepoError;

    fn try_from(r: OrganizationRow) -> Result<Self, RepoError> {
        Ok(Self {
            id: id("organization id", &r.id)?,
            slug: OrganizationSlug::parse(&r.slug).map_err(|e| corrupt("organization slug", e))?,
            name: r.name,
            enabled: r.enabled,
            mfa: OrganizationMfa::parse(&r.mfa).map_err(|e| corrupt("organization mfa", e))?,
            created_at: from_micros(r.created_at)?,
        })
    }
}

impl From<&OrganizationRoleRecord> for OrganizationRoleRow {
    fn from(r: &OrganizationRoleRecord) -> Self {
        Self {
            key: r.key.to_string(),
            description: r.description.clone(),
            permissions: r.permissions.to_string(),
            created_at: to_micros(r.created_at),
        }
    }
}

impl TryFrom<OrganizationRoleRow> for OrganizationRoleRecord {
    type Error = RepoError;

    fn try_from(r: OrganizationRoleRow) -> Result<Self, RepoError> {
        Ok(Self {
            key: RoleKey::parse(&r.key).map_err(|e| corrupt("organization role", e))?,
            description: r.description,
            permissions: ResourceScopes::parse_spaced(&r.permissions)
                .map_err(|e| corrupt("organization role permissions", e))?,
            created_at: from_micros(r.created_at)?,
        })
    }
}

impl From<&MembershipRecord> for MembershipRow {
    fn from(m: &MembershipRecord) -> Self {
        Self {
            organization_id: m.organization_id.to_string(),
            user_id: m.user_id.to_string(),
            roles: stored_roles(&m.roles),
            managed: m.managed,
            break_glass: m.break_glass,
            joined_at: to_micros(m.joined_at),
            group_roles: String::new(),
        }
    }
}

impl TryFrom<MembershipRow> for MembershipRecord {
    type Error = RepoError;

    fn try_from(r: MembershipRow) -> Result<Self, RepoError> {
        Ok(Self {
            organization_id: id("organization id", &r.organization_id)?,
            user_id: id("user id", &r.user_id)?,
            roles: parse_roles(&r.roles)?,
            group_roles: parse_roles(&r.group_roles)?,
            managed: r.managed,
            break_glass: r.break_glass,
            joined_at: from_micros(r.joined_at)?,
        })
    }
}
