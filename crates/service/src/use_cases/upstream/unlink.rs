//! Removing a link: the one rule, for users and operators alike, that
//! an account never loses its last way to sign in.

use accounts_domain::ids::UserId;
use accounts_domain::records::{AuditAction, AuditEvent, UserRecord};
use accounts_domain::repository::{RepoError, Store};
use time::OffsetDateTime;

use crate::use_cases::sessions::AccountTokenError;

/// Why the links could not be listed or one removed.
#[derive(Debug, thiserror::Error)]
pub enum UnlinkError {
    /// The account token names no live session.
    #[error("the account token is unknown, or its session ended")]
    InvalidAccountToken,
    /// The user has no link to this provider.
    #[error("no link to this provider")]
    NotFound,
    /// The session signed in too long ago, or with one factor while the
    /// user has two: removing a way to sign in needs a fresh sign-in.
    #[error("sign in again to change how you sign in")]
    ReauthenticationRequired,
    /// It is the account's last way to sign in (no password, no passkey,
    /// no other link).
    #[error("the last way to sign in cannot be removed")]
    LastSignInMethod,
    /// Storage failed.
    #[error(transparent)]
    Repo(#[from] RepoError),
}

impl From<AccountTokenError> for UnlinkError {
    fn from(error: AccountTokenError) -> Self {
        match error {
            AccountTokenError::Invalid => Self::InvalidAccountToken,
            AccountTokenError::Repo(e) => Self::Repo(e),
        }
    }
}

crate::use_cases::self_service::step_up::step_up_maps_to!(UnlinkError);

/// Removes `user`'s link to `provider`, unless the account would keep no
/// way to sign in (no usable password, no passkey, no other link); the
/// one place this rule lives, for users and operators alike.
pub(crate) fn remove_link(
    store: &dyn Store,
    user: &UserRecord,
    provider: &str,
    actor: &str,
    ip: &str,
    now: OffsetDateTime,
) -> Result<(), UnlinkError> {
    let links = store.list_links(user.id)?;
    if !links.iter().any(|l| l.provider == provider) {
        return Err(UnlinkError::NotFound);
    }
    let others =
        links.len() > 1 || user.password.is_usable() || !store.list_passkeys(user.id)?.is_empty();
    if !others {
        return Err(UnlinkError::LastSignInMethod);
    }
    if !store.delete_link(user.id, provider)? {
        return Err(UnlinkError::NotFound);
    }
    store.append(&link_event(
        AuditAction::LinkRemoved,
        actor,
        user.id,
        ip,
        provider,
        now,
    ))?;
    Ok(())
}

/// An audit event about `user`'s link to `provider`.
pub(super) fn link_event(
    action: AuditAction,
    actor: &str,
    user: UserId,
    ip: &str,
    provider: &str,
    now: OffsetDateTime,
) -> AuditEvent {
    AuditEvent {
        at: now,
        action,
        actor: actor.to_owned(),
        subject: user.to_string(),
        ip: ip.to_owned(),
        detail: provider.to_owned(),
        user_id: Some(user),
        client_id: None,
        user_agent: String::new(),
    }
}
