//! How the audit trail names an email address: by a keyed digest, never
//! in clear text (docs/decisions.md, "Audit trail"). Here, not among the
//! use cases, because the service holds the key.

use accounts_domain::addresses::Email;
use accounts_domain::keys::{DerivedKey, MasterKey};

/// How the audit trail names an email address (a sign-in's subject): by
/// a keyed digest, never in clear text, so a failed sign-in for an
/// address without an account, or one deleted since, leaves no address
/// in the trail; an operator finds the attempts on an address by its
/// digest (`?email=`). The key is derived from the master key, so every
/// instance, and the CLI, computes the same digest (docs/decisions.md,
/// "Audit trail").
#[derive(Debug, Clone)]
pub struct AuditAddresses(DerivedKey);

impl AuditAddresses {
    /// The digests under `master`.
    pub fn new(master: &MasterKey) -> Self {
        Self(master.derive("audit-address"))
    }

    /// The subject naming the address whose normalized form is
    /// `normalized` (`address:` and the base64url HMAC-SHA256).
    pub fn subject(&self, normalized: &str) -> String {
        format!("address:{}", self.0.tag(normalized.as_bytes()))
    }

    /// The subject naming `email`.
    pub fn of(&self, email: &Email) -> String {
        self.subject(&email.normalized())
    }
}
