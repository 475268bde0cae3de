//! Creating users, changing their profile and password, disabling them,
//! ending their sessions and listing them (the admin API, the console
//! and the CLI).

use time::OffsetDateTime;

use crate::service::accounts::Accounts;

use crate::service::passwords::{HashMemory, Password};
use accounts_domain::addresses::{Email, is_displayable};
use accounts_domain::ids::UserId;
use accounts_domain::records::{AuditAction, UserProfile, UserRecord};
use accounts_domain::repository::RepoError;
use accounts_domain::repository::Store;

use super::operations::{
    Actor, MAX_PROFILE_FIELD, ManageError, Rule, Subject, audit, invalid, not_found, user_id,
};

/// A user to create.
#[derive(Debug, Clone, Default)]
pub struct NewUser {
    /// Sign-in address.
    pub email: String,
    /// Profile fields (`""` where unknown).
    pub profile: UserProfile,
}

/// Refuses profile fields that are too long or hold control or
/// bidirectional formatting characters (they would be shown to people).
pub(crate) fn check_profile(p: &UserProfile) -> Result<(), ManageError> {
    let fields = [
        &p.name,
        &p.mobile,
        &p.picture,
        &p.country_code,
        &p.country,
        &p.country_region_code,
        &p.country_region,
        &p.city,
        &p.postal_code,
    ];
    if fields
        .iter()
        .any(|f| f.chars().nth(MAX_PROFILE_FIELD).is_some())
    {
        return Err(Rule::ProfileFieldLength.into());
    }
    if !fields.iter().all(|f| is_displayable(f)) {
        return Err(Rule::ProfileFieldCharacters.into());
    }
    Ok(())
}

/// Creates a user with `password` (hashed with argon2id in `memory`).
pub fn create_user(
    store: &dyn Store,
    input: &NewUser,
    password: &str,
    memory: &mut HashMemory,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<UserRecord, ManageError> {
    let email = Email::parse_registration(&input.email).map_err(invalid)?;
    let password = Password::parse(password).map_err(invalid)?;
    check_profile(&input.profile)?;
    if store
        .find_by_email(&email)
        .map_err(ManageError::Repo)?
        .is_some()
    {
        return Err(ManageError::DuplicateEmail);
    }
    let user = UserRecord {
        id: UserId::generate(now),
        email,
        password: password.hash_in(memory).map_err(invalid)?,
        profile: input.profile.clone(),
        enabled: true,
        email_verified: true,
        created_at: now,
        updated_at: now,
        deletion_due: None,
        language: None,
    };
    match accounts_domain::repository::UserRepository::insert(store, &user) {
        Ok(()) => {}
        // Lost a race with another creation of the same address.
        Err(RepoError::Conflict(_)) => return Err(ManageError::DuplicateEmail),
        Err(e) => return Err(ManageError::Repo(e)),
    }
    audit(
        store,
        actor,
        AuditAction::UserCreated,
        Subject::User(user.id),
        now,
    )?;
    Ok(user)
}

/// Disables a user: no new sign-ins, every session ends with all its
/// tokens, and none of the user's tokens verifies any more (the storage
/// makes the disabling and the session ends one transaction).
pub fn disable_user(
    store: &dyn Store,
    id: &str,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<UserId, ManageError> {
    let id = user_id(id)?;
    accounts_domain::repository::UserRepository::set_enabled(store, id, false, now)
        .map_err(not_found("user"))?;
    audit(
        store,
        actor,
        AuditAction::UserDisabled,
        Subject::User(id),
        now,
    )?;
    Ok(id)
}

/// Replaces a user's profile fields. Run through
/// [`administer`](super::operations::administer), the change is served by this instance at once
/// and by the others within one cache refresh.
pub fn update_profile(
    store: &dyn Store,
    id: &str,
    profile: &UserProfile,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<UserId, ManageError> {
    let id = user_id(id)?;
    check_profile(profile)?;
    accounts_domain::repository::UserRepository::set_profile(store, id, profile, now)
        .map_err(not_found("user"))?;
    audit(
        store,
        actor,
        AuditAction::UserProfileChanged,
        Subject::User(id),
        now,
    )?;
    Ok(id)
}

/// Sets a user's password and ends every session of the user, with all
/// their tokens, in the same transaction.
pub fn set_password(
    store: &dyn Store,
    id: &str,
    password: &str,
    memory: &mut HashMemory,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<UserId, ManageError> {
    let id = user_id(id)?;
    let hash = Password::parse(password)
        .map_err(invalid)?
        .hash_in(memory)
        .map_err(invalid)?;
    store
        .set_password(id, &hash, None, now)
        .map_err(not_found("user"))?;
    audit(
        store,
        actor,
        AuditAction::UserPasswordSet,
        Subject::User(id),
        now,
    )?;
    Ok(id)
}

/// Ends every session of a user with all their tokens (a stolen device,
/// a suspected compromise); returns how many sessions ended.
pub fn revoke_sessions(
    store: &dyn Store,
    id: &str,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<(UserId, u64), ManageError> {
    let id = user_id(id)?;
    accounts_domain::repository::UserRepository::find(store, id)
        .map_err(ManageError::Repo)?
        .ok_or(ManageError::NotFound("user"))?;
    let ended = store
        .revoke_user_sessions(id, now)
        .map_err(ManageError::Repo)?;
    audit(
        store,
        actor,
        AuditAction::UserSessionsRevoked,
        Subject::User(id),
        now,
    )?;
    Ok((id, ended))
}

/// Every user, oldest first.
pub fn list_users_in_store(store: &dyn Store) -> Result<Vec<UserRecord>, ManageError> {
    accounts_domain::repository::UserRepository::list(store).map_err(ManageError::Repo)
}

/// Every user, for the admin API (a read: no cache refresh).
pub fn list_users(accounts: &Accounts) -> Result<Vec<UserRecord>, ManageError> {
    list_users_in_store(&*accounts.store)
}
