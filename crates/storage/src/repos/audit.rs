//! The audit trail: appended, listed newest first with filters and a
//! cursor, and deleted after its retention.

use accounts_domain::records::{AuditEvent, AuditQuery, StoredAuditEvent};
use accounts_domain::repository::{AuditRepository, RepoResult};
use diesel::prelude::*;
use time::OffsetDateTime;

use crate::connection::{Database, DbConnection};
use crate::rows::{AuditRow, NewAuditRow, convert_all};
use crate::schema::audit_events;
use crate::time_codec::to_micros;

impl AuditRepository for Database {
    fn append(&self, event: &AuditEvent) -> RepoResult<()> {
        self.with(|c| append(c, event))
    }

    fn recent(&self, limit: u32) -> RepoResult<Vec<AuditEvent>> {
        let rows = self.with(|c| {
            audit_events::table
                .order(audit_events::id.desc())
                .limit(i64::from(limit))
                .select(AuditRow::as_select())
                .load(c)
        })?;
        convert_all(rows)
    }

    fn query_audit(&self, query: &AuditQuery) -> RepoResult<Vec<StoredAuditEvent>> {
        let rows = self.with(|c| {
            let mut select = audit_events::table
                .order(audit_events::id.desc())
                .limit(i64::from(query.limit))
                .select(AuditRow::as_select())
                .into_boxed();
            if let Some(user) = query.user {
                select = select.filter(audit_events::user_id.eq(user.to_string()));
            }
            if let Some(subject) = &query.subject {
                select = select.filter(audit_events::subject.eq(subject.clone()));
            }
            if let Some(action) = query.action {
                select = select.filter(audit_events::action.eq(action.as_str()));
            }
            if let Some(since) = query.since {
                select = select.filter(audit_events::at.ge(to_micros(since)));
            }
            if let Some(until) = query.until {
                select = select.filter(audit_events::at.lt(to_micros(until)));
            }
            if let Some(before) = query.before_id {
                select = select.filter(audit_events::id.lt(before));
            }
            select.load(c)
        })?;
        convert_all(rows)
    }

    fn delete_audit_before(&self, before: OffsetDateTime) -> RepoResult<u64> {
        let deleted = self.with(|c| {
            diesel::delete(audit_events::table.filter(audit_events::at.lt(to_micros(before))))
                .execute(c)
        })?;
        Ok(u64::try_from(deleted).unwrap_or(u64::MAX))
    }
}

/// Appends `events` with one statement (a change that writes several
/// writes them together).
pub(crate) fn append_all(c: &mut DbConnection, events: &[AuditEvent]) -> QueryResult<()> {
    if events.is_empty() {
        return Ok(());
    }
    let rows: Vec<NewAuditRow> = events.iter().map(NewAuditRow::from).collect();
    let insert = diesel::insert_into(audit_events::table).values(&rows);
    // A multi-row insert is each backend's own statement.
    match c {
        DbConnection::Postgres(c) => insert.execute(c),
        DbConnection::Sqlite(c) => insert.execute(c),
    }
    .map(drop)
}

/// Appends `event` on `c` (inside the caller's transaction, if any).
pub(crate) fn append(c: &mut DbConnection, event: &AuditEvent) -> QueryResult<()> {
    diesel::insert_into(audit_events::table)
        .values(&NewAuditRow::from(event))
        .execute(c)
        .map(drop)
}
