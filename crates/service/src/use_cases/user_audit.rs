//! The audit event of what a user did to their own account, written alike
//! by registration, verification, resets, deletion and sign-in.

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
    store.append(&AuditEvent {
        at: now,
        action,
        actor: user.to_string(),
        subject: user.to_string(),
        ip: ip.to_owned(),
        detail: String::new(),
        user_id: Some(user),
        client_id: None,
        user_agent: String::new(),
    })
}
