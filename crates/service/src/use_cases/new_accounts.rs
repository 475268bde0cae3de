//! Accounts made for someone whose address another party vouched for:
//! an upstream provider's, an organization's own provider's, an
//! invitation link's. Each is a verified account, inserted and audited
//! as `user.registered` the same way.

use accounts_domain::addresses::Email;
use accounts_domain::ids::UserId;
use accounts_domain::records::{AuditAction, AuditEvent, UserProfile, UserRecord};
use accounts_domain::repository::{RepoError, UserRepository};
use accounts_domain::secrets::PasswordHash;

use crate::service::accounts::Accounts;

/// Makes the verified account of `email`, audited with `detail` (how it
/// came); `None` when the address got an account meanwhile (blocking).
pub(crate) fn register_verified(
    accounts: &Accounts,
    (email, password, profile): (Email, PasswordHash, UserProfile),
    ip: &str,
    detail: String,
) -> Result<Option<UserRecord>, RepoError> {
    let now = accounts.clock.now();
    let user = UserRecord {
        id: UserId::generate(now),
        email,
        password,
        profile,
        email_verified: true,
        enabled: true,
        created_at: now,
        updated_at: now,
        deletion_due: None,
        language: crate::languages::new_user_language(),
    };
    match UserRepository::insert(&*accounts.store, &user) {
        Ok(()) => {}
        Err(RepoError::Conflict(_)) => return Ok(None),
        Err(e) => return Err(e),
    }
    accounts.store.append(&AuditEvent {
        at: now,
        action: AuditAction::UserRegistered,
        actor: user.id.to_string(),
        subject: user.id.to_string(),
        ip: ip.to_owned(),
        detail,
        user_id: Some(user.id),
        client_id: None,
        user_agent: String::new(),
    })?;
    Ok(Some(user))
}
