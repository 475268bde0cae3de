//! The connection a SCIM request comes through, and why one fails.

use accounts_domain::ids::{ScimConnectionId, UserId};
use accounts_domain::organizations::OrganizationRecord;
use accounts_domain::records::{AuditAction, AuditEvent};
use accounts_domain::repository::RepoError;
use accounts_domain::scim::problem::ScimProblem;
use accounts_domain::scim_store::TOUCH_EVERY;
use time::OffsetDateTime;

use crate::service::accounts::Accounts;
use crate::use_cases::manage::operations::{Actor, ManageError};
use crate::use_cases::manage::scim_connections::{scim_base_url, scim_token_digest};

/// Why a SCIM request failed.
#[derive(Debug, thiserror::Error)]
pub enum ScimError {
    /// The request says something wrong (400, or 409 `uniqueness`).
    #[error(transparent)]
    Problem(#[from] ScimProblem),
    /// No token, or not this connection's.
    #[error("a valid bearer token of this connection is required")]
    Unauthorized,
    /// No such resource in the organization.
    #[error("no such resource")]
    NotFound,
    /// `If-Match` names another version.
    #[error("the resource changed: its version is not the one If-Match names")]
    PreconditionFailed,
    /// Storage failed.
    #[error(transparent)]
    Repo(#[from] RepoError),
}

impl From<ManageError> for ScimError {
    fn from(e: ManageError) -> Self {
        match e {
            ManageError::Repo(e) => Self::Repo(e),
            ManageError::NotFound(_) => Self::NotFound,
            other => Self::Problem(ScimProblem::value(other.to_string())),
        }
    }
}

/// The connection a request came through, with its organization.
#[derive(Debug, Clone)]
pub struct ScimCaller {
    /// The connection.
    pub connection: ScimConnectionId,
    /// Its organization.
    pub organization: OrganizationRecord,
    /// Its base URL, for `meta.location`.
    pub base_url: String,
    /// The client's address, for the audit trail.
    pub ip: String,
}

impl ScimCaller {
    /// The audit trail's actor name: `scim:<connection>`.
    pub fn actor_name(&self) -> String {
        format!("scim:{}", self.connection)
    }

    /// The actor, for the account-manager operations the entry's account
    /// follows with.
    pub(crate) fn actor<'a>(&'a self, name: &'a str) -> Actor<'a> {
        Actor { name, ip: &self.ip }
    }

    /// The audit event of a write by this connection on `subject` (an
    /// entry or a group), for `user` when the subject has an account.
    pub(crate) fn event(
        &self,
        action: AuditAction,
        (subject, detail): (String, String),
        user: Option<UserId>,
        at: OffsetDateTime,
    ) -> AuditEvent {
        AuditEvent {
            at,
            action,
            actor: self.actor_name(),
            subject,
            ip: self.ip.clone(),
            detail,
            user_id: user,
            client_id: None,
            user_agent: String::new(),
        }
    }
}

/// The connection `connection` (the base URL's last segment), when
/// `token` is its current token or its rotated-out one still in its
/// overlap; records the use (at most once a minute) (blocking).
pub fn authenticate(
    accounts: &Accounts,
    connection: &str,
    token: Option<&str>,
    ip: &str,
) -> Result<ScimCaller, ScimError> {
    let token = token.ok_or(ScimError::Unauthorized)?;
    let id: ScimConnectionId = connection.parse().map_err(|_| ScimError::Unauthorized)?;
    let now = accounts.clock.now();
    let store = &*accounts.store;
    let (found, organization) = store
        .scim_connection_by_digest(&scim_token_digest(token), now)?
        .filter(|(c, _)| c.id == id)
        .ok_or(ScimError::Unauthorized)?;
    // A busy directory writes the connection's row once a minute, not on
    // every request.
    if found.last_used_at.is_none_or(|at| now - at >= TOUCH_EVERY) {
        store.touch_scim_connection(found.id, now)?;
    }
    Ok(ScimCaller {
        connection: found.id,
        organization,
        base_url: scim_base_url(accounts.issuer(), found.id),
        ip: ip.to_owned(),
    })
}

/// A weak ETag for a version.
pub fn etag(version: i64) -> String {
    format!("W/\"{version}\"")
}

/// Whether `If-Match` (absent: anything) allows changing the version
/// `version`.
pub(crate) fn if_match(header: Option<&str>, version: i64) -> Result<(), ScimError> {
    let Some(header) = header else {
        return Ok(());
    };
    let current = etag(version);
    let strong = format!("\"{version}\"");
    let allowed = header
        .split(',')
        .map(str::trim)
        .any(|tag| tag == "*" || tag == current || tag == strong);
    if allowed {
        Ok(())
    } else {
        Err(ScimError::PreconditionFailed)
    }
}
