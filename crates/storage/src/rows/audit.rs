//! The audit rows and their conversions to and from the domain's records.

use accounts_domain::records::{AuditAction, AuditEvent};
use accounts_domain::repository::RepoError;
use diesel::prelude::*;

use crate::errors::corrupt;
use crate::schema::audit_events;
use crate::time_codec::{from_micros, to_micros};

#[derive(Insertable)]
#[diesel(table_name = audit_events)]
#[diesel(treat_none_as_default_value = false)]
pub(crate) struct NewAuditRow {
    pub at: i64,
    pub action: String,
    pub actor: String,
    pub subject: String,
    pub ip: String,
    pub detail: String,
}

impl From<&AuditEvent> for NewAuditRow {
    fn from(e: &AuditEvent) -> Self {
        Self {
            at: to_micros(e.at),
            action: e.action.as_str().to_owned(),
            actor: e.actor.clone(),
            subject: e.subject.clone(),
            ip: e.ip.clone(),
            detail: e.detail.clone(),
        }
    }
}

#[derive(Queryable, Selectable)]
#[diesel(table_name = audit_events)]
pub(crate) struct AuditRow {
    #[allow(dead_code)]
    pub id: i64,
    pub at: i64,
    pub action: String,
    pub actor: String,
    pub subject: String,
    pub ip: String,
    pub detail: String,
}

impl TryFrom<AuditRow> for AuditEvent {
    type Error = RepoError;

    fn try_from(r: AuditRow) -> Result<Self, RepoError> {
        Ok(Self {
            at: from_micros(r.at)?,
            action: AuditAction::parse(&r.action)
                .ok_or_else(|| corrupt("audit action", &r.action))?,
            actor: r.actor,
            subject: r.subject,
            ip: r.ip,
            detail: r.detail,
        })
    }
}
