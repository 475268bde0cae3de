//! SCIM connections and directory entries (docs/decisions.md, "SCIM").

use std::collections::HashMap;

use accounts_domain::ids::{ScimConnectionId, ScimId, UserId};
use accounts_domain::organization::{OrganizationId, RoleKey};
use accounts_domain::organizations::OrganizationRecord;
use accounts_domain::records::AuditEvent;
use accounts_domain::repository::{RepoError, RepoResult, ScimRepository};
use accounts_domain::scim::query::{Column, Narrow, TextOp};
use accounts_domain::scim_store::{
    GroupRef, ScimAccount, ScimConnectionRecord, ScimGroupRecord, ScimPage, ScimUserRecord,
    TOUCH_EVERY,
};
use accounts_domain::secrets::SecretDigest;
use diesel::prelude::*;
use time::OffsetDateTime;

use super::audit::append_all;
use crate::connection::{Database, DbConnection};
use crate::rows::{
    MembershipRow, OrganizationRow, ScimConnectionRow, ScimUserRow, UserRow, convert_all,
};
use crate::schema::{
    organization_members, organizations, scim_connections, scim_external_ids, scim_group_members,
    scim_groups, scim_users, users,
};
use crate::time_codec::to_micros;

/// Whether `account` is a member of `organization`, its membership row
/// locked against removal until the transaction ends (PostgreSQL; on
/// SQLite the transaction's write lock does it).
fn is_member(
    c: &mut DbConnection,
    organization: OrganizationId,
    account: UserId,
) -> QueryResult<bool> {
    let (org, user) = (organization.to_string(), account.to_string());
    let member = organization_members::table
        .filter(organization_members::organization_id.eq(&org))
        .filter(organization_members::user_id.eq(&user))
        .select(organization_members::user_id);
    let found = match c {
        DbConnection::Postgres(c) => member.for_share().first::<String>(c).optional()?,
        DbConnection::Sqlite(c) => member.first::<String>(c).optional()?,
    };
    Ok(found.is_some())
}

/// Writes an account a directory's entry makes, with its membership.
fn insert_account(c: &mut DbConnection, made: &ScimAccount) -> QueryResult<()> {
    diesel::insert_into(users::table)
        .values(&UserRow::from(&made.user))
        .execute(c)?;
    diesel::insert_into(organization_members::table)
        .values(&MembershipRow::from(&made.membership))
        .execute(c)
        .map(drop)
}

impl ScimRepository for Database {
    fn insert_scim_connection(&self, connection: &ScimConnectionRecord) -> RepoResult<()> {
        let row = ScimConnectionRow::from(connection);
        self.with(|c| {
            diesel::insert_into(scim_connections::table)
                .values(&row)
                .execute(c)
        })
        .map(drop)
    }

    fn scim_connections(
        &self,
        organization: OrganizationId,
    ) -> RepoResult<Vec<ScimConnectionRecord>> {
        let rows = self.with(|c| {
            scim_connections::table
                .filter(scim_connections::organization_id.eq(organization.to_string()))
                .order(scim_connections::id)
                .select(ScimConnectionRow::as_select())
                .load(c)
        })?;
        convert_all(rows)
    }

    fn rotate_scim_connection(
        &self,
        organization: OrganizationId,
        id: ScimConnectionId,
        digest: &SecretDigest,
        previous_until: OffsetDateTime,
    ) -> RepoResult<bool> {
        let changed = self.with(|c| {
            diesel::update(
                scim_connections::table
                    .find(id.to_string())
                    .filter(scim_connections::organization_id.eq(organization.to_string())),
            )
            .set((
                scim_connections::previous_digest.eq(scim_connections::digest.nullable()),
                scim_connections::previous_until.eq(Some(to_micros(previous_until))),
                scim_connections::digest.eq(digest.as_bytes().to_vec()),
            ))
            .execute(c)
        })?;
        Ok(changed > 0)
    }

    fn delete_scim_connection(
        &self,
        organization: OrganizationId,
        id: ScimConnectionId,
    ) -> RepoResult<bool> {
        let deleted = self.with(|c| {
            diesel::delete(
                scim_connections::table
                    .find(id.to_string())
                    .filter(scim_connections::organization_id.eq(organization.to_string())),
            )
            .execute(c)
        })?;
        Ok(deleted > 0)
    }

    fn scim_connection_by_digest(
        &self,
        digest: &SecretDigest,
        now: OffsetDateTime,
    ) -> RepoResult<Option<(ScimConnectionRecord, OrganizationRecord)>> {
        let bytes = digest.as_bytes().to_vec();
        let row = self.with(|c| {
            scim_connections::table
                .inner_join(organizations::table)
                .filter(
                    scim_connections::digest.eq(bytes.clone()).or(
                        scim_connections::previous_digest
                            .eq(bytes.clone())
                            .and(scim_connections::previous_until.gt(to_micros(now))),
                    ),
                )
                .select((ScimConnectionRow::as_select(), OrganizationRow::as_select()))
                .first(c)
                .optional()
        })?;
        row.map(|(connection, organization)| {
            Ok((
                ScimConnectionRecord::try_from(connection)?,
                OrganizationRecord::try_from(organization)?,
            ))
        })
        .transpose()
    }

    fn touch_scim_connection(&self, id: ScimConnectionId, now: OffsetDateTime) -> RepoResult<()> {
        let at = to_micros(now);
        let touch_every = i64::try_from(TOUCH_EVERY.whole_microseconds()).unwrap_or(i64::MAX);
        self.with(|c| {
            diesel::update(
                scim_connections::table.find(id.to_string()).filter(
                    scim_connections::last_used_at
                        .is_null()
                        .or(scim_connections::last_used_at.lt(at - touch_every)),
                ),
            )
            .set(scim_connections::last_used_at.eq(Some(at)))
            .execute(c)
        })
        .map(drop)
    }

    fn insert_scim_user(
        &self,
        connection: ScimConnectionId,
        user: &ScimUserRecord,
        made: Option<&ScimAccount>,
        events: &[AuditEvent],
    ) -> RepoResult<()> {
        let row = ScimUserRow::from(user);
        let linked = user.account.filter(|_| made.is_none());
        self.transaction_or_undo(|c| {
            if let Some(made) = made {
                insert_account(c, made)?;
            }
            diesel::insert_into(scim_users::table)
                .values(&row)
                .execute(c)?;
            // A linked account must still be a member when the entry
            // commits: the membership row is read under a lock (the
            // entry's insert holds SQLite's), so that its removal waits
            // for this commit and then unlinks the entry, or came first
            // and this write is undone.
            if let Some(account) = linked
                && !is_member(c, user.organization_id, account)?
            {
                return Ok(Err(RepoError::Conflict(
                    "the linked account left the organization".into(),
                )));
            }
            if let Some(external) = user.external_id.as_deref() {
                insert_external_id(c, connection, user.id, external)?;
            }
            append_all(c, events).map(Ok)
        })?
    }

    fn insert_scim_account(&self, made: &ScimAccount, events: &[AuditEvent]) -> RepoResult<()> {
        self.transaction(|c| {
            insert_account(c, made)?;
            append_all(c, events)
        })
    }

    fn find_scim_user(
        &self,
        connection: ScimConnectionId,
        organization: OrganizationId,
        id: ScimId,
    ) -> RepoResult<Option<ScimUserRecord>> {
        let found = self.with(|c| {
            let row = scim_users::table
                .find(id.to_string())
                .filter(scim_users::organization_id.eq(organization.to_string()))
                .select(ScimUserRow::as_select())
                .first(c)
                .optional()?;
            let Some(row) = row else {
                return Ok(None);
            };
            let ids = std::slice::from_ref(&row.id);
            let external = external_ids(c, connection, ids)?;
            let groups = groups_of(c, ids)?;
            Ok(Some((row, external, groups)))
        })?;
        found
            .map(|(row, mut external, mut groups)| {
                let mine = external.remove(&row.id);
                let groups = groups.remove(&row.id).unwrap_or_default();
                row.into_record(mine, groups)
            })
            .transpose()
    }

    fn scim_user_of_account(
        &self,
        organization: OrganizationId,
        account: UserId,
    ) -> RepoResult<Option<ScimId>> {
        let id: Option<String> = self.with(|c| {
            scim_users::table
                .filter(scim_users::organization_id.eq(organization.to_string()))
                .filter(scim_users::user_id.eq(account.to_string()))
                .select(scim_users::id)
                .first(c)
                .optional()
        })?;
        id.map(|i| i.parse().map_err(|e| crate::errors::corrupt("SCIM id", e)))
            .transpose()
    }

    fn update_scim_user(
        &self,
        connection: ScimConnectionId,
        user: &ScimUserRecord,
        expected: i64,
    ) -> RepoResult<bool> {
        let row = ScimUserRow::from(user);
        self.transaction(|c| {
            let changed = diesel::update(
                scim_users::table
                    .find(&row.id)
                    .filter(scim_users::organization_id.eq(&row.organization_id))
                    .filter(scim_users::version.eq(expected)),
            )
            .set(&row)
            .execute(c)?;
            if changed == 0 {
                return Ok(false);
            }
            set_external_id(c, connection, user.id, user.external_id.as_deref())?;
            Ok(true)
        })
    }

    fn delete_scim_user(
        &self,
        organization: OrganizationId,
        id: ScimId,
        expected: i64,
    ) -> RepoResult<bool> {
        let id = id.to_string();
        self.transaction(|c| {
            let deleted = diesel::delete(
                scim_users::table
                    .find(&id)
                    .filter(scim_users::organization_id.eq(organization.to_string()))
                    .filter(scim_users::version.eq(expected)),
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

    fn scim_users_page(
        &self,
        connection: ScimConnectionId,
        organization: OrganizationId,
        narrow: Option<&Narrow>,
        offset: u64,
        limit: u64,
    ) -> RepoResult<ScimPage<ScimUserRecord>> {
        let org = organization.to_string();
        let conn = connection.to_string();
        let offset = i64::try_from(offset).unwrap_or(i64::MAX);
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let (total, rows, mut extra) = self.with(|c| {
            let total: i64 = users_meeting(&org, &conn, narrow).count().get_result(c)?;
            let rows: Vec<ScimUserRow> = if limit == 0 || offset >= total {
                Vec::new()
            } else {
                users_meeting(&org, &conn, narrow)
                    .order(scim_users::id)
                    .offset(offset)
                    .limit(limit)
                    .select(ScimUserRow::as_select())
                    .load(c)?
            };
            let ids: Vec<String> = rows.iter().map(|r| r.id.clone()).collect();
            let external = external_ids(c, connection, &ids)?;
            let groups = groups_of(c, &ids)?;
            Ok((total, rows, (external, groups)))
        })?;
        let (external, groups) = (&mut extra.0, &mut extra.1);
        let items = rows
            .into_iter()
            .map(|row| {
                let mine = external.remove(&row.id);
                let member_of = groups.remove(&row.id).unwrap_or_default();
                row.into_record(mine, member_of)
            })
            .collect::<Result<Vec<_>, RepoError>>()?;
        Ok(ScimPage {
            total: u64::try_from(total).unwrap_or(0),
            items,
        })
    }

    fn insert_scim_group(
        &self,
        connection: ScimConnectionId,
        group: &ScimGroupRecord,
    ) -> RepoResult<()> {
        self.insert_group(connection, group)
    }

    fn find_scim_group(
        &self,
        connection: ScimConnectionId,
        organization: OrganizationId,
        id: ScimId,
    ) -> RepoResult<Option<ScimGroupRecord>> {
        self.find_group(connection, organization, id)
    }

    fn update_scim_group(
        &self,
        connection: ScimConnectionId,
        group: &ScimGroupRecord,
        expected: i64,
    ) -> RepoResult<bool> {
        self.update_group(connection, group, expected)
    }

    fn set_scim_group_roles(
        &self,
        organization: OrganizationId,
        id: ScimId,
        roles: &[RoleKey],
    ) -> RepoResult<bool> {
        self.set_group_roles(organization, id, roles)
    }

    fn scim_group_roles(
        &self,
        organization: OrganizationId,
        id: ScimId,
    ) -> RepoResult<Option<Vec<RoleKey>>> {
        self.group_roles(organization, id)
    }

    fn refresh_group_roles(
        &self,
        organization: OrganizationId,
        entries: &[ScimId],
    ) -> RepoResult<()> {
        self.refresh_roles(organization, entries)
    }

    fn delete_scim_group(&self, organization: OrganizationId, id: ScimId) -> RepoResult<bool> {
        self.delete_group(organization, id)
    }

    fn scim_groups_page(
        &self,
        connection: ScimConnectionId,
        organization: OrganizationId,
        narrow: Option<&Narrow>,
        page: (u64, u64),
        members: bool,
    ) -> RepoResult<ScimPage<ScimGroupRecord>> {
        self.groups_page(connection, organization, narrow, page, members)
    }
}

type BoxedUsers<'a> = scim_users::BoxedQuery<'a, <DbConnection as diesel::Connection>::Backend>;

/// The organization's entries that meet `narrow`.
fn users_meeting<'a>(
    organization: &'a str,
    connection: &'a str,
    narrow: Option<&Narrow>,
) -> BoxedUsers<'a> {
    let query = scim_users::table
        .filter(scim_users::organization_id.eq(organization))
        .into_boxed();
    match narrow {
        None => query,
        Some(Narrow::Active(active)) => query.filter(scim_users::active.eq(*active)),
        Some(Narrow::Text(column, op, value)) => {
            let pattern = pattern(*op, value);
            match column {
                Column::Id => match op {
                    TextOp::Eq => query.filter(scim_users::id.eq(value.clone())),
                    _ => query.filter(scim_users::id.like(pattern).escape('\\')),
                },
                Column::ExternalId => {
                    let mine = scim_external_ids::table
                        .filter(scim_external_ids::connection_id.eq(connection));
                    match op {
                        TextOp::Eq => query.filter(
                            scim_users::id.eq_any(
                                mine.filter(scim_external_ids::external_id.eq(value.clone()))
                                    .select(scim_external_ids::resource_id),
                            ),
                        ),
                        _ => query.filter(
                            scim_users::id.eq_any(
                                mine.filter(
                                    scim_external_ids::external_id.like(pattern).escape('\\'),
                                )
                                .select(scim_external_ids::resource_id),
                            ),
                        ),
                    }
                }
                Column::UserName => match op {
                    TextOp::Eq => query.filter(scim_users::user_name_key.eq(value.clone())),
                    _ => query.filter(scim_users::user_name_key.like(pattern).escape('\\')),
                },
                Column::FamilyName => match op {
                    TextOp::Eq => query.filter(scim_users::family_name_key.eq(value.clone())),
                    _ => query.filter(scim_users::family_name_key.like(pattern).escape('\\')),
                },
                Column::GivenName => match op {
                    TextOp::Eq => query.filter(scim_users::given_name_key.eq(value.clone())),
                    _ => query.filter(scim_users::given_name_key.like(pattern).escape('\\')),
                },
                Column::DisplayName => match op {
                    TextOp::Eq => query.filter(scim_users::display_name_key.eq(value.clone())),
                    _ => query.filter(scim_users::display_name_key.like(pattern).escape('\\')),
                },
            }
        }
    }
}

/// A LIKE pattern for `op` on `value`, its `%`, `_` and `\` escaped.
pub(super) fn pattern(op: TextOp, value: &str) -> String {
    let escaped = value
        .replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_");
    match op {
        TextOp::Eq => escaped,
        TextOp::Sw => format!("{escaped}%"),
        TextOp::Ew => format!("%{escaped}"),
        TextOp::Co => format!("%{escaped}%"),
    }
}

pub(super) fn set_external_id(
    c: &mut DbConnection,
    connection: ScimConnectionId,
    resource: ScimId,
    external_id: Option<&str>,
) -> QueryResult<()> {
    diesel::delete(
        scim_external_ids::table
            .filter(scim_external_ids::connection_id.eq(connection.to_string()))
            .filter(scim_external_ids::resource_id.eq(resource.to_string())),
    )
    .execute(c)?;
    match external_id {
        Some(external) => insert_external_id(c, connection, resource, external),
        None => Ok(()),
    }
}

/// `connection`'s `externalId` for a resource that has none yet.
pub(super) fn insert_external_id(
    c: &mut DbConnection,
    connection: ScimConnectionId,
    resource: ScimId,
    external_id: &str,
) -> QueryResult<()> {
    diesel::insert_into(scim_external_ids::table)
        .values((
            scim_external_ids::connection_id.eq(connection.to_string()),
            scim_external_ids::resource_id.eq(resource.to_string()),
            scim_external_ids::external_id.eq(external_id),
        ))
        .execute(c)
        .map(drop)
}

/// How many ids one statement names: far below both backends' limits on
/// bound parameters (SQLite's 32,766, PostgreSQL's 65,535), which a
/// large directory's "everyone" group would pass.
pub(super) const IDS_PER_STATEMENT: usize = 1000;

/// The `externalId`s `connection` gave the resources `ids`, by id.
pub(super) fn external_ids(
    c: &mut DbConnection,
    connection: ScimConnectionId,
    ids: &[String],
) -> QueryResult<HashMap<String, String>> {
    let mut found = HashMap::new();
    for chunk in ids.chunks(IDS_PER_STATEMENT) {
        let pairs: Vec<(String, String)> = scim_external_ids::table
            .filter(scim_external_ids::connection_id.eq(connection.to_string()))
            .filter(scim_external_ids::resource_id.eq_any(chunk))
            .select((
                scim_external_ids::resource_id,
                scim_external_ids::external_id,
            ))
            .load(c)?;
        found.extend(pairs);
    }
    Ok(found)
}

/// The groups the entries `ids` are members of, by entry, each list in
/// the order of the groups' ids.
fn groups_of(
    c: &mut DbConnection,
    ids: &[String],
) -> Result<HashMap<String, Vec<GroupRef>>, diesel::result::Error> {
    let mut found: HashMap<String, Vec<GroupRef>> = HashMap::new();
    for chunk in ids.chunks(IDS_PER_STATEMENT) {
        let rows: Vec<(String, String, String)> = scim_group_members::table
            .inner_join(scim_groups::table)
            .filter(scim_group_members::user_id.eq_any(chunk))
            .order(scim_groups::id)
            .select((
                scim_group_members::user_id,
                scim_groups::id,
                scim_groups::display_name,
            ))
            .load(c)?;
        for (entry, group, display) in rows {
            let id = group.parse().map_err(|e| {
                diesel::result::Error::DeserializationError(format!("a SCIM group id: {e}").into())
            })?;
            found
                .entry(entry)
                .or_default()
                .push(GroupRef { id, display });
        }
    }
    Ok(found)
}
