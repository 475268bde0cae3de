//! Enabling a disabled account (the console, the admin API and the CLI)
//! and ending one of its sessions (the console).

use accounts_domain::ids::{SessionId, UserId};
use accounts_domain::records::AuditAction;
use accounts_domain::repository::{SessionRepository, Store, UserRepository};
use time::OffsetDateTime;

use super::operations::{Actor, ManageError, Subject, audit, not_found, user_id};

/// Enables a disabled user: they may sign in again (their old sessions
/// stay ended).
pub fn enable_user(
    store: &dyn Store,
    id: &str,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<UserId, ManageError> {
    let id = user_id(id)?;
    UserRepository::set_enabled(store, id, true, now).map_err(not_found("user"))?;
    audit(
        store,
        actor,
        AuditAction::UserEnabled,
        Subject::User(id),
        now,
    )?;
    Ok(id)
}

/// Ends one session of a user with every token issued in it.
pub fn end_user_session(
    store: &dyn Store,
    id: &str,
    session: &str,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<UserId, ManageError> {
    let id = user_id(id)?;
    let session_id: SessionId = session
        .parse()
        .map_err(|_| ManageError::NotFound("session"))?;
    let record = SessionRepository::find(store, session_id)
        .map_err(ManageError::Repo)?
        .filter(|s| s.user_id == id && s.revoked_at.is_none())
        .ok_or(ManageError::NotFound("session"))?;
    SessionRepository::revoke(store, record.id, now).map_err(not_found("session"))?;
    audit(
        store,
        actor,
        AuditAction::SessionRevoked,
        Subject::Session(id, record.id),
        now,
    )?;
    Ok(id)
}
