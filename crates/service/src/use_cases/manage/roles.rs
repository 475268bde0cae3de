//! Console roles: who is an operator, and what they may do
//! (docs/decisions.md, "Operator console").

use crate::service::accounts::Accounts;
use accounts_domain::operators::Role;
use accounts_domain::records::AuditAction;
use accounts_domain::repository::{OperatorRepository, Store, UserRepository};
use accounts_domain::timestamp::UtcTimestamp;
use time::OffsetDateTime;

use super::operations::{Actor, ManageError, Rule, Subject, audit, not_found, user_id};

/// One user as the admin API shows them, with their console role.
#[derive(Debug, Clone, serde::Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct UserDetail {
    /// The user.
    pub user_id: String,
    /// Sign-in address.
    pub email: String,
    /// Full name.
    pub name: String,
    /// Whether the user may sign in.
    pub enabled: bool,
    /// Whether the user showed they receive mail at `email`.
    pub email_verified: bool,
    /// When the account was made (RFC 3339).
    pub created_at: String,
    /// The console role: `admin`, `support`, `viewer` or `none`.
    pub role: &'static str,
}

/// The user with `id` and their role.
pub fn user_detail_in_store(store: &dyn Store, id: &str) -> Result<UserDetail, ManageError> {
    let id = user_id(id)?;
    let user = UserRepository::find(store, id)
        .map_err(ManageError::Repo)?
        .ok_or(ManageError::NotFound("user"))?;
    let role = OperatorRepository::role_of(store, id).map_err(ManageError::Repo)?;
    Ok(UserDetail {
        user_id: user.id.to_string(),
        email: user.email.as_str().to_owned(),
        name: user.profile.name,
        enabled: user.enabled,
        email_verified: user.email_verified,
        created_at: UtcTimestamp::new(user.created_at).to_string(),
        role: Role::name_of(role),
    })
}

/// What a role change did.
#[derive(Debug, Clone, serde::Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct RoleChanged {
    /// The user.
    pub user_id: String,
    /// `admin`, `support`, `viewer` or `none`.
    pub role: &'static str,
}

/// Gives a user a console role, changes it, or (`"none"`) takes it away;
/// audited as `role.changed` with the new role as the detail. A role is
/// given only to a user whose address is verified: anyone may register
/// an address they do not own, and the console would then open for
/// whoever did when its owner is made an operator (`none` is always
/// allowed). The console, the CLI and the admin API all come here.
pub fn set_role(
    store: &dyn Store,
    id: &str,
    role: &str,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<RoleChanged, ManageError> {
    let id = user_id(id)?;
    let role = Role::choice(role).map_err(|_| Rule::RoleName)?;
    if role.is_some() {
        let user = UserRepository::find(store, id)
            .map_err(ManageError::Repo)?
            .ok_or(ManageError::NotFound("user"))?;
        if !user.email_verified {
            return Err(Rule::RoleNeedsVerifiedAddress.into());
        }
    }
    OperatorRepository::set_role(store, id, role, now).map_err(not_found("user"))?;
    let name = Role::name_of(role);
    audit(
        store,
        actor,
        AuditAction::RoleChanged,
        Subject::UserWith(id, name.to_owned()),
        now,
    )?;
    Ok(RoleChanged {
        user_id: id.to_string(),
        role: name,
    })
}

/// [`user_detail_in_store`] on the service's store (a read: no cache refresh).
pub fn user_detail(accounts: &Accounts, id: &str) -> Result<UserDetail, ManageError> {
    user_detail_in_store(&*accounts.store, id)
}
