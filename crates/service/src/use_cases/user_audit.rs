//! The audit event of what a user did to their own account, written alike
//! by registration, verification, resets, deletion, sign-in and every
//! change of a second factor.

use time::OffsetDateTime;

use accounts_domain::ids::UserId;
use accounts_domain::records::{AuditAction, AuditEvent};
use accounts_domain::repository::{RepoError, Store};

/// Audits what a user did to their own account.
pub(crate) fn audit(
    store: &dyn Store,
    action: AuditAction,
    user: UserId,
    ip: &str,
    now: OffsetDateTime,
) -> Result<(), RepoError> {
    audit_detailed(store, action, user, ip, "", now)
}

/// [`audit`] with a detail: which factor a factor change was about.
pub(crate) fn audit_detailed(
    store: &dyn Store,
    action: AuditAction,
    user: UserId,
    ip: &str,
    detail: &str,
    now: OffsetDateTime,
) -> Result<(), RepoError> {
    store.append(&AuditEvent {
        at: now,
        action,
        actor: user.to_string(),
        subject: user.to_string(),
        ip: ip.to_owned(),
        detail: detail.to_owned(),
        user_id: Some(user),
        client_id: None,
        user_agent: String::new(),
    })
}
