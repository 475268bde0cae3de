//! The audit log: appended, read newest first.

use accounts_domain::records::AuditEvent;
use accounts_domain::repository::{AuditRepository, RepoResult};
use diesel::prelude::*;

use crate::connection::Database;
use crate::rows::{AuditRow, NewAuditRow, convert_all};
use crate::schema::audit_events;

impl AuditRepository for Database {
    fn append(&self, event: &AuditEvent) -> RepoResult<()> {
        let row = NewAuditRow::from(event);
        self.with(|c| {
            diesel::insert_into(audit_events::table)
                .values(&row)
                .execute(c)
        })
        .map(drop)
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
}
