//! SCIM groups and their members (docs/decisions.md, "SCIM").

use std::collections::{BTreeSet, HashMap};

use accounts_domain::ids::{ScimConnectionId, ScimId};
use accounts_domain::organization::{OrganizationId, RoleKey};
use accounts_domain::repository::RepoError;
use accounts_domain::scim::query::{Column, Narrow, TextOp};
use accounts_domain::scim_store::{GroupMember, ScimGroupRecord, ScimPage};
use diesel::prelude::*;

use crate::connection::{Database, DbConnection};
use crate::errors::corrupt;
use crate::rows::{parse_roles, stored_roles};
use crate::schema::{
    organization_members, scim_external_ids, scim_group_members, scim_groups, scim_users,
};
use crate::time_codec::{from_micros, to_micros};

use super::scim::{IDS_PER_STATEMENT, external_ids, insert_external_id, pattern, set_external_id};

#[derive(Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = scim_groups)]
pub(crate) struct ScimGroupRow {
    pub id: String,
    pub organization_id: String,
    pub display_name: String,
    pub display_name_key: String,
    pub version: i64,
    pub created_at: i64,
    pub updated_at: i64,
}

impl From<&ScimGroupRecord> for ScimGroupRow {
    fn from(g: &ScimGroupRecord) -> Self {
        Self {
            id: g.id.to_string(),
            organization_id: g.organization_id.to_string(),
            display_name: g.display_name.clone(),
            display_name_key: g.display_name.to_lowercase(),
            version: g.version,
            created_at: to_micros(g.created_at),
            updated_at: to_micros(g.updated_at),
        }
    }
}

impl ScimGroupRow {
    fn into_record(
        self,
        external_id: Option<String>,
        members: Vec<GroupMember>,
    ) -> Result<ScimGroupRecord, RepoError> {
        Ok(ScimGroupRecord {
            id: self.id.parse().map_err(|e| corrupt("SCIM id", e))?,
            organization_id: self
                .organization_id
                .parse()
                .map_err(|e| corrupt("organization id", e))?,
            display_name: self.display_name,
            members,
            external_id,
            version: self.version,
            created_at: from_micros(self.created_at)?,
            updated_at: from_micros(self.updated_at)?,
        })
    }
}

impl Database {
    pub(super) fn insert_group(
        &self,
        connection: ScimConnectionId,
        group: &ScimGroupRecord,
    ) -> Result<(), RepoError> {
        let row = ScimGroupRow::from(group);
        self.transaction(|c| {
            diesel::insert_into(scim_groups::table)
                .values(&row)
                .execute(c)?;
            set_members(c, &row, group)?;
            match group.external_id.as_deref() {
                Some(external) => insert_external_id(c, connection, group.id, external),
                None => Ok(()),
            }
        })
    }

    pub(super) fn find_group(
        &self,
        connection: ScimConnectionId,
        organization: OrganizationId,
        id: ScimId,
    ) -> Result<Option<ScimGroupRecord>, RepoError> {
        let found = self.with(|c| {
            let row = scim_groups::table
                .find(id.to_string())
                .filter(scim_groups::organization_id.eq(organization.to_string()))
                .select(ScimGroupRow::as_select())
                .first(c)
                .optional()?;
            let Some(row) = row else {
                return Ok(None);
            };
            let ids = [row.id.clone()];
            let external = external_ids(c, connection, &ids)?;
            let members = members_of(c, &ids)?;
            Ok(Some((row, external, members)))
        })?;
        found
            .map(|(row, mut external, mut members)| {
                let mine = external.remove(&row.id);
                let list = members.remove(&row.id).unwrap_or_default();
                row.into_record(mine, list)
            })
            .transpose()
    }

    pub(super) fn update_group(
        &self,
        connection: ScimConnectionId,
        group: &ScimGroupRecord,
        expected: i64,
    ) -> Result<bool, RepoError> {
        let row = ScimGroupRow::from(group);
        self.transaction(|c| {
            let changed = diesel::update(
                scim_groups::table
                    .find(&row.id)
                    .filter(scim_groups::organization_id.eq(&row.organization_id))
                    .filter(scim_groups::version.eq(expected)),
            )
            .set(&row)
            .execute(c)?;
            if changed == 0 {
                return Ok(false);
            }
            set_members(c, &row, group)?;
            set_external_id(c, connection, group.id, group.external_id.as_deref())?;
            Ok(true)
        })
    }

    pub(super) fn set_group_roles(
        &self,
        organization: OrganizationId,
        id: ScimId,
        roles: &[RoleKey],
    ) -> Result<bool, RepoError> {
        let (changed, members) = self.with(|c| {
            let changed = diesel::update(
                scim_groups::table
                    .find(id.to_string())
                    .filter(scim_groups::organization_id.eq(organization.to_string())),
            )
            .set(scim_groups::roles.eq(stored_roles(roles)))
            .execute(c)?;
            let members: Vec<String> = scim_group_members::table
                .filter(scim_group_members::group_id.eq(id.to_string()))
                .select(scim_group_members::user_id)
                .load(c)?;
            Ok((changed, members))
        })?;
        // Its members' memberships hold the new roles at once.
        let entries: Vec<ScimId> = members.iter().filter_map(|m| m.parse().ok()).collect();
        self.refresh_roles(organization, &entries)?;
        Ok(changed > 0)
    }

    pub(super) fn group_roles(
        &self,
        organization: OrganizationId,
        id: ScimId,
    ) -> Result<Option<Vec<RoleKey>>, RepoError> {
        let roles: Option<String> = self.with(|c| {
            scim_groups::table
                .find(id.to_string())
                .filter(scim_groups::organization_id.eq(organization.to_string()))
                .select(scim_groups::roles)
                .first(c)
                .optional()
        })?;
        roles.map(|r| parse_roles(&r)).transpose()
    }

    pub(super) fn refresh_roles(
        &self,
        organization: OrganizationId,
        entries: &[ScimId],
    ) -> Result<(), RepoError> {
        let org = organization.to_string();
        let ids: Vec<String> = entries.iter().map(ToString::to_string).collect();
        if ids.is_empty() {
            return Ok(());
        }
        // One transaction per account: it first writes the membership row
        // (to itself), which takes its lock (and SQLite's write lock)
        // before anything is read, so that two changes of one member's
        // groups at once end with the later one's roles, never a stale
        // read's.
        let accounts: Vec<(String, Option<String>)> = self.with(|c| {
            let mut found = Vec::with_capacity(ids.len());
            for chunk in ids.chunks(IDS_PER_STATEMENT) {
                found.extend(
                    scim_users::table
                        .filter(scim_users::organization_id.eq(&org))
                        .filter(scim_users::id.eq_any(chunk))
                        .select((scim_users::id, scim_users::user_id))
                        .load::<(String, Option<String>)>(c)?,
                );
            }
            Ok(found)
        })?;
        for (entry, account) in accounts {
            let Some(account) = account else {
                continue;
            };
            let lists = self.transaction(|c| {
                let member = organization_members::table
                    .filter(organization_members::organization_id.eq(&org))
                    .filter(organization_members::user_id.eq(&account));
                diesel::update(member)
                    .set(organization_members::group_roles.eq(organization_members::group_roles))
                    .execute(c)?;
                let lists: Vec<String> = scim_group_members::table
                    .inner_join(scim_groups::table)
                    .filter(scim_group_members::user_id.eq(&entry))
                    .select(scim_groups::roles)
                    .load(c)?;
                let mut roles: Vec<String> = Vec::new();
                for role in lists.iter().flat_map(|l| l.split(' ')) {
                    if !role.is_empty() && !roles.iter().any(|r| r == role) {
                        roles.push(role.to_owned());
                    }
                }
                diesel::update(member)
                    .set(organization_members::group_roles.eq(roles.join(" ")))
                    .execute(c)?;
                Ok(())
            });
            lists?;
        }
        Ok(())
    }

    pub(super) fn delete_group(
        &self,
        organization: OrganizationId,
        id: ScimId,
    ) -> Result<bool, RepoError> {
        let id = id.to_string();
        self.transaction(|c| {
            let deleted = diesel::delete(
                scim_groups::table
                    .find(&id)
                    .filter(scim_groups::organization_id.eq(organization.to_string())),
            )
            .execute(c)?;
            if deleted > 0 {
                diesel::delete(
                    scim_external_ids::table.filter(scim_external_ids::resource_id.eq(&id)),
                )
                .execute(c)?;
            }
            Ok(deleted > 0)
        })
    }

    pub(super) fn groups_page(
        &self,
        connection: ScimConnectionId,
        organization: OrganizationId,
        narrow: Option<&Narrow>,
        (offset, limit): (u64, u64),
        with_members: bool,
    ) -> Result<ScimPage<ScimGroupRecord>, RepoError> {
        let org = organization.to_string();
        let conn = connection.to_string();
        let offset = i64::try_from(offset).unwrap_or(i64::MAX);
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let (total, rows, mut external, mut members) = self.with(|c| {
            let total: i64 = groups_meeting(&org, &conn, narrow).count().get_result(c)?;
            let rows: Vec<ScimGroupRow> = if limit == 0 || offset >= total {
                Vec::new()
            } else {
                groups_meeting(&org, &conn, narrow)
                    .order(scim_groups::id)
                    .offset(offset)
                    .limit(limit)
                    .select(ScimGroupRow::as_select())
                    .load(c)?
            };
            let ids: Vec<String> = rows.iter().map(|r| r.id.clone()).collect();
            let external = external_ids(c, connection, &ids)?;
            let members = if with_members {
                members_of(c, &ids)?
            } else {
                HashMap::new()
            };
            Ok((total, rows, external, members))
        })?;
        let items = rows
            .into_iter()
            .map(|row| {
                let mine = external.remove(&row.id);
                let list = members.remove(&row.id).unwrap_or_default();
                row.into_record(mine, list)
            })
            .collect::<Result<Vec<_>, RepoError>>()?;
        Ok(ScimPage {
            total: u64::try_from(total).unwrap_or(0),
            items,
        })
    }
}

type BoxedGroups<'a> = scim_groups::BoxedQuery<'a, <DbConnection as diesel::Connection>::Backend>;

/// The organization's groups that meet `narrow` (a condition on a column
/// groups do not have meets none).
fn groups_meeting<'a>(
    organization: &'a str,
    connection: &'a str,
    narrow: Option<&Narrow>,
) -> BoxedGroups<'a> {
    let query = scim_groups::table
        .filter(scim_groups::organization_id.eq(organization))
        .into_boxed();
    let Some(Narrow::Text(column, op, value)) = narrow else {
        return match narrow {
            None => query,
            Some(_) => query.filter(scim_groups::id.eq("")),
        };
    };
    let like = pattern(*op, value);
    match (column, op) {
        (Column::Id, TextOp::Eq) => query.filter(scim_groups::id.eq(value.clone())),
        (Column::Id, _) => query.filter(scim_groups::id.like(like).escape('\\')),
        (Column::DisplayName, TextOp::Eq) => {
            query.filter(scim_groups::display_name_key.eq(value.clone()))
        }
        (Column::DisplayName, _) => {
            query.filter(scim_groups::display_name_key.like(like).escape('\\'))
        }
        (Column::ExternalId, TextOp::Eq) => query.filter(
            scim_groups::id.eq_any(
                scim_external_ids::table
                    .filter(scim_external_ids::connection_id.eq(connection))
                    .filter(scim_external_ids::external_id.eq(value.clone()))
                    .select(scim_external_ids::resource_id),
            ),
        ),
        (Column::ExternalId, _) => query.filter(
            scim_groups::id.eq_any(
                scim_external_ids::table
                    .filter(scim_external_ids::connection_id.eq(connection))
                    .filter(scim_external_ids::external_id.like(like).escape('\\'))
                    .select(scim_external_ids::resource_id),
            ),
        ),
        _ => query.filter(scim_groups::id.eq("")),
    }
}

/// Makes the group's members those of `group.members` that are entries
/// of its organization: removes the others, adds the new, and keeps each
/// one's `display` as sent.
fn set_members(
    c: &mut DbConnection,
    row: &ScimGroupRow,
    group: &ScimGroupRecord,
) -> QueryResult<()> {
    let wanted: Vec<String> = group.members.iter().map(|m| m.id.to_string()).collect();
    let mut valid: BTreeSet<String> = BTreeSet::new();
    for ids in wanted.chunks(IDS_PER_STATEMENT) {
        valid.extend(
            scim_users::table
                .filter(scim_users::organization_id.eq(&row.organization_id))
                .filter(scim_users::id.eq_any(ids))
                .select(scim_users::id)
                .load::<String>(c)?,
        );
    }
    let display: HashMap<String, Option<String>> = group
        .members
        .iter()
        .map(|m| (m.id.to_string(), m.display.clone()))
        .collect();
    let current: HashMap<String, Option<String>> = scim_group_members::table
        .filter(scim_group_members::group_id.eq(&row.id))
        .select((scim_group_members::user_id, scim_group_members::display))
        .load::<(String, Option<String>)>(c)?
        .into_iter()
        .collect();
    let gone: Vec<&String> = current.keys().filter(|id| !valid.contains(*id)).collect();
    for ids in gone.chunks(IDS_PER_STATEMENT) {
        diesel::delete(
            scim_group_members::table
                .filter(scim_group_members::group_id.eq(&row.id))
                .filter(scim_group_members::user_id.eq_any(ids)),
        )
        .execute(c)?;
    }
    let mut new = Vec::new();
    for user in &valid {
        let shown = display.get(user).cloned().flatten();
        match current.get(user) {
            None => new.push((
                scim_group_members::group_id.eq(&row.id),
                scim_group_members::user_id.eq(user),
                scim_group_members::display.eq(shown),
            )),
            Some(was) if *was != shown => {
                diesel::update(
                    scim_group_members::table
                        .filter(scim_group_members::group_id.eq(&row.id))
                        .filter(scim_group_members::user_id.eq(user)),
                )
                .set(scim_group_members::display.eq(&shown))
                .execute(c)?;
            }
            Some(_) => {}
        }
    }
    // New members a statement per chunk: a multi-row insert is each
    // backend's own statement.
    for rows in new.chunks(IDS_PER_STATEMENT / 3) {
        let insert = diesel::insert_into(scim_group_members::table).values(rows);
        match c {
            DbConnection::Postgres(c) => insert.execute(c),
            DbConnection::Sqlite(c) => insert.execute(c),
        }?;
    }
    Ok(())
}

/// The members of the groups `ids`, by group, in the order of their ids.
fn members_of(
    c: &mut DbConnection,
    ids: &[String],
) -> QueryResult<HashMap<String, Vec<GroupMember>>> {
    let mut out: HashMap<String, Vec<GroupMember>> = HashMap::new();
    if ids.is_empty() {
        return Ok(out);
    }
    let pairs: Vec<(String, String, Option<String>)> = scim_group_members::table
        .filter(scim_group_members::group_id.eq_any(ids))
        .order(scim_group_members::user_id)
        .select((
            scim_group_members::group_id,
            scim_group_members::user_id,
            scim_group_members::display,
        ))
        .load(c)?;
    for (group, id, display) in pairs {
        let Ok(id) = id.parse() else {
            continue;
        };
        out.entry(group)
            .or_default()
            .push(GroupMember { id, display });
    }
    Ok(out)
}
