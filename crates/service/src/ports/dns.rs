//! The DNS, for verifying an organization's domain (docs/decisions.md,
//! "Organizations"): the TXT records at `_accounts-challenge.<domain>`.
//! The adapter (`accounts-adapters`) asks the system's resolver, or the
//! one `organizations.dns_resolver` names.

/// A lookup that did not answer (a timeout, a server failure, a refusal):
/// not the same as a name without records, which is an empty answer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the DNS lookup failed: {0}")]
pub struct DnsError(pub String);

/// TXT records by name.
pub trait DomainRecords: Send + Sync {
    /// Every TXT record at `name`, each one's strings joined; empty when
    /// the name or its TXT records do not exist (blocking).
    fn txt(&self, name: &str) -> Result<Vec<String>, DnsError>;
}

/// No DNS at all: every lookup fails (tests that never verify a domain).
#[derive(Debug, Clone, Copy, Default)]
pub struct NoDns;

impl DomainRecords for NoDns {
    fn txt(&self, _: &str) -> Result<Vec<String>, DnsError> {
        Err(DnsError("no resolver is configured".to_owned()))
    }
}
