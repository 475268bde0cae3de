//! The device authorizations rows and their conversions to and from the domain's records.

use accounts_domain::ids::{ClientId, SessionId, UserId};
use accounts_domain::records::{DeviceAuthorizationRecord, DeviceDecision, DeviceRequester};
use accounts_domain::repository::RepoError;
use diesel::prelude::*;

use crate::errors::corrupt;
use crate::schema::device_authorizations;
use crate::time_codec::{from_micros, from_micros_opt, to_micros};

use super::decode::{digest, id, scopes};

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = device_authorizations)]
#[diesel(treat_none_as_default_value = false)]
pub(crate) struct DeviceRow {
    pub device_code_digest: Vec<u8>,
    pub user_code_digest: Vec<u8>,
    pub client_id: String,
    pub scope: String,
    pub user_agent: String,
    pub ip: String,
    pub locale: String,
    pub created_at: i64,
    pub expires_at: i64,
    pub interval_secs: i64,
    pub next_poll_at: i64,
    pub decided_at: Option<i64>,
    pub approved: Option<bool>,
    pub user_id: Option<String>,
    pub approving_session_id: Option<String>,
    pub consumed_at: Option<i64>,
}

/// The columns a decision sets: when, approved or not, and by whom.
pub(crate) type DecisionColumns = (i64, bool, Option<String>, Option<String>);

/// A decision as columns.
pub(crate) fn decision_columns(decision: &DeviceDecision) -> DecisionColumns {
    match decision {
        DeviceDecision::Approved {
            user_id,
            session_id,
            at,
        } => (
            to_micros(*at),
            true,
            Some(user_id.to_string()),
            Some(session_id.to_string()),
        ),
        DeviceDecision::Denied { at } => (to_micros(*at), false, None, None),
    }
}

impl From<&DeviceAuthorizationRecord> for DeviceRow {
    fn from(d: &DeviceAuthorizationRecord) -> Self {
        let (decided_at, approved, user_id, approving_session_id) = match &d.decision {
            Some(decision) => {
                let (at, approved, user, session) = decision_columns(decision);
                (Some(at), Some(approved), user, session)
            }
            None => (None, None, None, None),
        };
        Self {
            device_code_digest: d.device_code.as_bytes().to_vec(),
            user_code_digest: d.user_code.as_bytes().to_vec(),
            client_id: d.client_id.to_string(),
            scope: d.scope.to_string(),
            user_agent: d.requested_by.user_agent.clone(),
            ip: d.requested_by.ip.clone(),
            locale: d.requested_by.locale.clone(),
            created_at: to_micros(d.created_at),
            expires_at: to_micros(d.expires_at),
            interval_secs: d.interval.whole_seconds(),
            next_poll_at: to_micros(d.next_poll_at),
            decided_at,
            approved,
            user_id,
            approving_session_id,
            consumed_at: d.consumed_at.map(to_micros),
        }
    }
}

impl TryFrom<DeviceRow> for DeviceAuthorizationRecord {
    type Error = RepoError;

    fn try_from(r: DeviceRow) -> Result<Self, RepoError> {
        let decision = match (r.decided_at, r.approved, r.user_id, r.approving_session_id) {
            (None, _, _, _) => None,
            (Some(at), Some(false), _, _) => Some(DeviceDecision::Denied {
                at: from_micros(at)?,
            }),
            (Some(at), Some(true), Some(user), Some(session)) => Some(DeviceDecision::Approved {
                user_id: id::<UserId>("user id", &user)?,
                session_id: id::<SessionId>("session id", &session)?,
                at: from_micros(at)?,
            }),
            _ => return Err(corrupt("device decision", "incomplete")),
        };
        Ok(Self {
            device_code: digest(&r.device_code_digest)?,
            user_code: digest(&r.user_code_digest)?,
            client_id: id::<ClientId>("client id", &r.client_id)?,
            scope: scopes(&r.scope)?,
            requested_by: DeviceRequester {
                user_agent: r.user_agent,
                ip: r.ip,
                locale: r.locale,
            },
            created_at: from_micros(r.created_at)?,
            expires_at: from_micros(r.expires_at)?,
            interval: time::Duration::seconds(r.interval_secs),
            next_poll_at: from_micros(r.next_poll_at)?,
            decision,
            consumed_at: from_micros_opt(r.consumed_at)?,
        })
    }
}
