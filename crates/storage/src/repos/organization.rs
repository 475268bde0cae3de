//! Organizations, their members and the organization roles
//! (docs/decisions.md, "Organizations").

use accounts_domain::ids::UserId;
use accounts_domain::organization::{OrganizationId, OrganizationRef, RoleKey};
use accounts_domain::organizations::{
    MemberRecord, MembershipRecord, OrganizationRecord, OrganizationRepository,
    OrganizationRoleRecord, UserOrganization,
};
use accounts_domain::repository::RepoResult;
use diesel::prelude::*;
use diesel::sql_types::Text;
use time::OffsetDateTime;

use crate::connection::Database;
use crate::rows::{MembershipRow, OrganizationRoleRow, OrganizationRow, convert_all};
use crate::schema::{
    organization_members, organization_roles, organizations, refresh_tokens, scim_users, users,
};
use crate::time_codec::to_micros;

use super::shared::parse_user_id;

/// Takes one key out of every membership's space-separated `roles`, in
/// one statement on both backends: padded with a space at each end, the
/// key is a whole word exactly where ` key ` occurs, so a key that is a
/// prefix of another (`billing`, `billing.viewer`) is left alone, and a
/// row the key is not in is not written (no `roles_changed` event).
const TAKE_ROLE: &str = "UPDATE organization_members \
    SET roles = TRIM(REPLACE(' ' || roles || ' ', ' ' || $1 || ' ', ' ')) \
    WHERE REPLACE(' ' || roles || ' ', ' ' || $1 || ' ', ' ') <> ' ' || roles || ' '";
/// The same for the roles held through SCIM groups, and the groups'
/// mappings (docs/decisions.md, "SCIM").
const TAKE_GROUP_ROLE: &str = "UPDATE organization_members \
    SET group_roles = TRIM(REPLACE(' ' || group_roles || ' ', ' ' || $1 || ' ', ' ')) \
    WHERE REPLACE(' ' || group_roles || ' ', ' ' || $1 || ' ', ' ') <> ' ' || group_roles || ' '";
const TAKE_MAPPED_ROLE: &str = "UPDATE scim_groups \
    SET roles = TRIM(REPLACE(' ' || roles || ' ', ' ' || $1 || ' ', ' ')) \
    WHERE REPLACE(' ' || roles || ' ', ' ' || $1 || ' ', ' ') <> ' ' || roles || ' '";

impl OrganizationRepository for Database {
    fn insert_organization(&self, organization: &OrganizationRecord) -> RepoResult<()> {
        let row = OrganizationRow::from(organization);
        self.with(|c| {
            diesel::insert_into(organizations::table)
                .values(&row)
                .execute(c)
        })
        .map(drop)
    }

    fn find_organization(
        &self,
        reference: &OrganizationRef,
    ) -> RepoResult<Option<OrganizationRecord>> {
        let row = self.with(|c| {
            let query = organizations::table
                .select(OrganizationRow::as_select())
                .into_boxed();
            let query = match reference {
                OrganizationRef::Id(id) => query.filter(organizations::id.eq(id.to_string())),
                OrganizationRef::Slug(slug) => query.filter(organizations::slug.eq(slug.as_str())),
            };
            query.first(c).optional()
        })?;
        row.map(OrganizationRecord::try_from).transpose()
    }

    fn list_organizations(&self) -> RepoResult<Vec<OrganizationRecord>> {
        let rows = self.with(|c| {
            organizations::table
                .order(organizations::slug)
                .select(OrganizationRow::as_select())
                .load(c)
        })?;
        convert_all(rows)
    }

    fn update_organization(&self, organization: &OrganizationRecord) -> RepoResult<bool> {
        let row = OrganizationRow::from(organization);
        let affected = self.with(|c| {
            diesel::update(organizations::table.find(&row.id))
                .set((
                    organizations::slug.eq(&row.slug),
                    organizations::name.eq(&row.name),
                    organizations::enabled.eq(row.enabled),
                    organizations::mfa.eq(&row.mfa),
                ))
                .execute(c)
        })?;
        Ok(affected > 0)
    }

    fn delete_organization(&self, id: OrganizationId) -> RepoResult<bool> {
        let id = id.to_string();
        // The memberships go by the foreign key's cascade (each writing
        // its `member_removed` event). The tokens are deleted rather than
        // revoked: the trait gives no time to revoke them at, and a token
        // for an organization that no longer exists can never refresh.
        let deleted = self.transaction(|c| {
            let deleted = diesel::delete(organizations::table.find(&id)).execute(c)?;
            if deleted > 0 {
                diesel::delete(
                    refresh_tokens::table.filter(refresh_tokens::organization_id.eq(&id)),
                )
                .execute(c)?;
            }
            Ok(deleted)
        })?;
        Ok(deleted > 0)
    }

    fn managed_members(&self, id: OrganizationId) -> RepoResult<Vec<UserId>> {
        let ids: Vec<String> = self.with(|c| {
            organization_members::table
                .filter(organization_members::organization_id.eq(id.to_string()))
                .filter(organization_members::managed.eq(true))
                .order((
                    organization_members::joined_at,
                    organization_members::user_id,
                ))
                .select(organization_members::user_id)
                .load(c)
        })?;
        ids.iter().map(|id| parse_user_id(id)).collect()
    }

    fn insert_organization_role(&self, role: &OrganizationRoleRecord) -> RepoResult<()> {
        let row = OrganizationRoleRow::from(role);
        self.with(|c| {
            diesel::insert_into(organization_roles::table)
                .values(&row)
                .execute(c)
        })
        .map(drop)
    }

    fn list_organization_roles(&self) -> RepoResult<Vec<OrganizationRoleRecord>> {
        let rows = self.with(|c| {
            organization_roles::table
                .order(organization_roles::key)
                .select(OrganizationRoleRow::as_select())
                .load(c)
        })?;
        convert_all(rows)
    }

    fn delete_organization_role(&self, key: &RoleKey) -> RepoResult<bool> {
        let key = key.as_str();
        let deleted = self.transaction(|c| {
            let deleted = diesel::delete(organization_roles::table.find(key)).execute(c)?;
            if deleted > 0 {
                for take in [TAKE_ROLE, TAKE_GROUP_ROLE, TAKE_MAPPED_ROLE] {
                    let sql = c.numbered(take);
                    diesel::sql_query(sql).bind::<Text, _>(key).execute(c)?;
                }
            }
            Ok(deleted)
        })?;
        Ok(deleted > 0)
    }

    fn add_member(&self, membership: &MembershipRecord) -> RepoResult<()> {
        // A missing organization or user fails the foreign key, which
        // `map_error` reports as `Conflict`, as it does a second insert.
        let row = MembershipRow::from(membership);
        self.with(|c| {
            diesel::insert_into(organization_members::table)
                .values(&row)
                .execute(c)
        })
        .map(drop)
    }

    fn members(&self, id: OrganizationId) -> RepoResult<Vec<MemberRecord>> {
        let rows: Vec<(MembershipRow, String)> = self.with(|c| {
            organization_members::table
                .inner_join(users::table)
                .filter(organization_members::organization_id.eq(id.to_string()))
                .order((
                    organization_members::joined_at,
                    organization_members::user_id,
                ))
                .select((MembershipRow::as_select(), users::email))
                .load(c)
        })?;
        rows.into_iter()
            .map(|(membership, email)| {
                Ok(MemberRecord {
                    membership: MembershipRecord::try_from(membership)?,
                    email: accounts_domain::addresses::Email::from_stored(email),
                })
            })
            .collect()
    }

    fn find_membership(
        &self,
        id: OrganizationId,
        user: UserId,
    ) -> RepoResult<Option<MembershipRecord>> {
        let row = self.with(|c| {
            organization_members::table
                .find((id.to_string(), user.to_string()))
                .select(MembershipRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(MembershipRecord::try_from).transpose()
    }

    fn update_member(&self, membership: &MembershipRecord) -> RepoResult<bool> {
        let row = MembershipRow::from(membership);
        let affected = self.with(|c| {
            diesel::update(organization_members::table.find((&row.organization_id, &row.user_id)))
                .set((
                    organization_members::roles.eq(&row.roles),
                    organization_members::break_glass.eq(row.break_glass),
                ))
                .execute(c)
        })?;
        Ok(affected > 0)
    }

    fn remove_member(
        &self,
        id: OrganizationId,
        user: UserId,
        now: OffsetDateTime,
    ) -> RepoResult<bool> {
        let (id, user) = (id.to_string(), user.to_string());
        let at = to_micros(now);
        // Only tokens bound to this organization: the user's other
        // sign-ins (another organization's, or none) stay live.
        let removed = self.transaction(|c| {
            let removed =
                diesel::delete(organization_members::table.find((&id, &user))).execute(c)?;
            if removed > 0 {
                diesel::update(
                    refresh_tokens::table
                        .filter(refresh_tokens::organization_id.eq(&id))
                        .filter(refresh_tokens::user_id.eq(&user))
                        .filter(refresh_tokens::revoked_at.is_null()),
                )
                .set(refresh_tokens::revoked_at.eq(at))
                .execute(c)?;
                // An account that left is no longer its directory entry's:
                // the entry keeps no link a later return would revive.
                diesel::update(
                    scim_users::table
                        .filter(scim_users::organization_id.eq(&id))
                        .filter(scim_users::user_id.eq(&user)),
                )
                .set(scim_users::user_id.eq(None::<String>))
                .execute(c)?;
            }
            Ok(removed)
        })?;
        Ok(removed > 0)
    }

    fn find_user_organization(
        &self,
        reference: &OrganizationRef,
        user: UserId,
    ) -> RepoResult<Option<UserOrganization>> {
        // By id, the membership's primary key names the row and the join
        // reads the organization by its own; by slug, the slug's unique
        // index finds the organization and the key the membership.
        let row: Option<(OrganizationRow, MembershipRow)> = self.with(|c| {
            let query = organization_members::table
                .inner_join(organizations::table)
                .filter(organization_members::user_id.eq(user.to_string()))
                .select((OrganizationRow::as_select(), MembershipRow::as_select()))
                .into_boxed();
            let query = match reference {
                OrganizationRef::Id(id) => {
                    query.filter(organization_members::organization_id.eq(id.to_string()))
                }
                OrganizationRef::Slug(slug) => query.filter(organizations::slug.eq(slug.as_str())),
            };
            query.first(c).optional()
        })?;
        row.map(|(organization, membership)| {
            Ok(UserOrganization {
                organization: OrganizationRecord::try_from(organization)?,
                membership: MembershipRecord::try_from(membership)?,
            })
        })
        .transpose()
    }

    fn organizations_of(&self, user: UserId) -> RepoResult<Vec<UserOrganization>> {
        let rows: Vec<(OrganizationRow, MembershipRow)> = self.with(|c| {
            organization_members::table
                .inner_join(organizations::table)
                .filter(organization_members::user_id.eq(user.to_string()))
                .order(organizations::slug)
                .select((OrganizationRow::as_select(), MembershipRow::as_select()))
                .load(c)
        })?;
        rows.into_iter()
            .map(|(organization, membership)| {
                Ok(UserOrganization {
                    organization: OrganizationRecord::try_from(organization)?,
                    membership: MembershipRecord::try_from(membership)?,
                })
            })
            .collect()
    }
}
