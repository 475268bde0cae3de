//! The audit rows and their conversions to and from the domain's records.

use accounts_domain::records::{AuditAction, AuditEvent, StoredAuditEvent};
use accounts_domain::repository::RepoError;
use diesel::prelude::*;

use crate::errors::corrupt;
use crate::schema::audit_events;
use crate::time_codec::{from_micros, to_micros};

/// The longest User-Agent kept: enough for any browser's, bounded against
/// a client that sends a kilobyte.
const USER_AGENT_KEPT: usize = 512;

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
    pub user_id: Option<String>,
    pub client_id: Option<String>,
    pub user_agent: String,
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
            user_id: e.user_id.map(|id| id.to_string()),
            client_id: e.client_id.map(|id| id.to_string()),
            user_agent: e.user_agent.chars().take(USER_AGENT_KEPT).collect(),
        }
    }
}

#[derive(Queryable, Selectable)]
#[diesel(table_name = audit_events)]
pub(crate) struct AuditRow {
    pub id: i64,
    pub at: i64,
    pub action: String,
    pub actor: String,
    pub subject: String,
    pub ip: String,
    pub detail: String,
    pub user_id: Option<String>,
    pub client_id: Option<String>,
    pub user_agent: String,
}

impl TryFrom<AuditRow> for StoredAuditEvent {
    type Error = RepoError;

    fn try_from(r: AuditRow) -> Result<Self, RepoError> {
        Ok(Self {
            id: r.id,
            event: AuditEvent {
                at: from_micros(r.at)?,
                action: AuditAction::parse(&r.action)
                    .ok_or_else(|| corrupt("audit action", &r.action))?,
                actor: r.actor,
                subject: r.subject,
                ip: r.ip,
                detail: r.detail,
                user_id: r
                    .user_id
                    .map(|id| id.parse().map_err(|e| corrupt("audit user id", e)))
                    .transpose()?,
                client_id: r
                    .client_id
                    .map(|id| id.parse().map_err(|e| corrupt("audit client id", e)))
                    .transpose()?,
                user_agent: r.user_agent,
            },
        })
    }
}

impl TryFrom<AuditRow> for AuditEvent {
    type Error = RepoError;

    fn try_from(r: AuditRow) -> Result<Self, RepoError> {
        StoredAuditEvent::try_from(r).map(|stored| stored.event)
    }
}
