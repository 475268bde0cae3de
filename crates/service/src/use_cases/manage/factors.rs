//! Operators and a user's second factors: which they have (never a
//! secret), and a reset when the user lost the authenticator, the
//! recovery codes and the passkeys.

use crate::ports::mail::FactorChange;
use crate::use_cases::second_factor::methods;
use time::OffsetDateTime;

use crate::service::accounts::Accounts;
use accounts_domain::ids::UserId;
use accounts_domain::records::{AuditAction, PasskeyRecord};
use accounts_domain::repository::{RepoError, Store, UserRepository};

use super::operations::{Actor, ManageError, Subject, audit, user_id};
use crate::use_cases::manage::operations;

/// A user's second factors as operators see them (never a secret).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FactorSummary {
    /// The user.
    pub user_id: UserId,
    /// When the authenticator was confirmed, if it is a factor.
    pub totp_since: Option<OffsetDateTime>,
    /// Whether an enrolment waits for its first code.
    pub totp_pending: bool,
    /// Unused recovery codes.
    pub recovery_codes_left: u64,
    /// The user's passkeys (names and times, never a key).
    pub passkeys: Vec<PasskeyRecord>,
}

/// A user's second factors (a support call: "which do I have?").
pub fn factors(store: &dyn Store, id: &str) -> Result<FactorSummary, ManageError> {
    let id = user_id(id)?;
    UserRepository::find(store, id)
        .map_err(ManageError::Repo)?
        .ok_or(ManageError::NotFound("user"))?;
    factor_summary(store, id).map_err(ManageError::Repo)
}

/// The factors of user `id` (who exists), as stored.
pub(crate) fn factor_summary(store: &dyn Store, id: UserId) -> Result<FactorSummary, RepoError> {
    let totp = store.find_totp(id)?;
    Ok(FactorSummary {
        user_id: id,
        totp_since: totp.as_ref().and_then(|t| t.confirmed_at),
        totp_pending: totp.as_ref().is_some_and(|t| t.confirmed_at.is_none()),
        recovery_codes_left: store.unused_recovery_codes(id)?,
        passkeys: store.list_passkeys(id)?,
    })
}

/// Removes every second factor of a user (authenticator, recovery codes
/// and passkeys: a lost phone, after the operator checked who asks): the
/// password alone signs in again. Audited; the user is told by the caller's mail.
pub fn reset_factors_in_store(
    store: &dyn Store,
    id: &str,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<(UserId, bool), ManageError> {
    let id = user_id(id)?;
    UserRepository::find(store, id)
        .map_err(ManageError::Repo)?
        .ok_or(ManageError::NotFound("user"))?;
    let totp = store.remove_totp(id).map_err(ManageError::Repo)?;
    let passkeys = store.delete_passkeys(id).map_err(ManageError::Repo)?;
    let removed = totp || passkeys > 0;
    if removed {
        audit(
            store,
            actor,
            AuditAction::FactorRemoved,
            Subject::User(id),
            now,
        )?;
    }
    Ok((id, removed))
}

/// [`reset_factors`], then the notice to the user, as any removal of
/// a factor sends.
pub fn reset_factors(
    accounts: &Accounts,
    id: &str,
    actor: Actor<'_>,
) -> Result<(UserId, bool), ManageError> {
    let (id, removed) = operations::administer(accounts, |store, now| {
        reset_factors_in_store(store, id, actor, now)
    })?;
    if removed
        && let Some(user) = UserRepository::find(&*accounts.store, id).map_err(ManageError::Repo)?
    {
        methods::tell_owner(accounts, &user, FactorChange::TotpRemoved);
    }
    Ok((id, removed))
}
