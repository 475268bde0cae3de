//! An organization's mail domains and its own sign-in in storage
//! (docs/decisions.md, "Organizations"): a domain is claimed with a DNS
//! challenge and, once verified, belongs to one organization, with what
//! it means for addresses there; the sign-in is one OpenID provider, its
//! client secret sealed.

use std::fmt;

use time::OffsetDateTime;

use crate::store::errors::RepoResult;
use crate::tokens::keys::SealedKey;
use crate::values::addresses::ValueError;
use crate::values::organization::OrganizationId;

/// A mail domain as organizations claim it: lower case, letters, digits
/// and hyphens in labels of 1 to 63, at least two labels, at most 253
/// characters (an internationalized domain in its `xn--` form).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MailDomain(String);

impl MailDomain {
    /// Checks `value` (case-insensitively; kept in lower case).
    pub fn parse(value: &str) -> Result<Self, ValueError> {
        let lower = value.trim_end_matches('.').to_ascii_lowercase();
        let label_ok = |l: &str| {
            (1..=63).contains(&l.len())
                && l.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'-')
                && !l.starts_with('-')
                && !l.ends_with('-')
        };
        let labels: Vec<&str> = lower.split('.').collect();
        let ok = lower.len() <= 253
            && labels.len() >= 2
            && labels.iter().all(|l| label_ok(l))
            && labels
                .last()
                .is_some_and(|tld| tld.bytes().any(|c| c.is_ascii_alphabetic()));
        if !ok {
            return Err(ValueError {
                field: "domain",
                reason: "a domain is labels of a-z, 0-9 and - joined by dots, like example.com",
            });
        }
        Ok(Self(lower))
    }

    /// The domain.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The grammar as a regular expression, for the API's schema.
    pub fn pattern() -> &'static str {
        "^([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z][A-Za-z0-9-]{0,61}[A-Za-z0-9]$"
    }
}

impl fmt::Display for MailDomain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Who joins by verifying an address in the domain.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum DomainJoin {
    /// Nobody: members are invited or added.
    #[default]
    None,
    /// Whoever verifies an address there joins as `member`.
    Automatic,
}

/// Whether addresses in the domain sign in through the organization's
/// own provider.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum DomainSso {
    /// As anyone else.
    #[default]
    None,
    /// The login page shows the organization's button first.
    Offered,
    /// Only through it (break-glass members excepted).
    Required,
}

impl DomainJoin {
    /// The wire and stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::None => "none",
            Self::Automatic => "automatic",
        }
    }

    /// Parses a wire or stored name.
    pub fn parse(text: &str) -> Option<Self> {
        [Self::None, Self::Automatic]
            .into_iter()
            .find(|j| j.as_str() == text)
    }
}

impl DomainSso {
    /// The wire and stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::None => "none",
            Self::Offered => "offered",
            Self::Required => "required",
        }
    }

    /// Parses a wire or stored name.
    pub fn parse(text: &str) -> Option<Self> {
        [Self::None, Self::Offered, Self::Required]
            .into_iter()
            .find(|s| s.as_str() == text)
    }
}

/// A domain an organization claimed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DomainRecord {
    /// The organization.
    pub organization_id: OrganizationId,
    /// The domain.
    pub domain: MailDomain,
    /// The value the TXT record must hold (`accounts-verification=` and
    /// this).
    pub challenge: String,
    /// When it was verified (by DNS, or by an operator).
    pub verified_at: Option<OffsetDateTime>,
    /// Who joins by verifying an address there.
    pub join: DomainJoin,
    /// Whether its addresses sign in through the organization's provider.
    pub sso: DomainSso,
    /// When it was claimed.
    pub created_at: OffsetDateTime,
}

/// An organization's own OpenID provider.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrganizationSignInRecord {
    /// The organization.
    pub organization_id: OrganizationId,
    /// The provider's issuer URL.
    pub issuer: String,
    /// Our client id there.
    pub client_id: String,
    /// Our client secret there, sealed with the master key.
    pub sealed_secret: SealedKey,
    /// The scopes asked for (`openid` always among them).
    pub scopes: Vec<String>,
    /// When it was set.
    pub updated_at: OffsetDateTime,
}

/// Domains and sign-in settings.
pub trait OrganizationDomainRepository: Send + Sync {
    /// Stores a new claim; `Conflict` when the organization claimed the
    /// domain already.
    fn insert_domain(&self, domain: &DomainRecord) -> RepoResult<()>;
    /// The organization's domains, by name.
    fn domains(&self, organization: OrganizationId) -> RepoResult<Vec<DomainRecord>>;
    /// The organization's claim of `domain`.
    fn find_domain(
        &self,
        organization: OrganizationId,
        domain: &MailDomain,
    ) -> RepoResult<Option<DomainRecord>>;
    /// The organization whose verified domain `domain` is.
    fn verified_domain(&self, domain: &MailDomain) -> RepoResult<Option<DomainRecord>>;
    /// Marks the claim verified at `at`, if its challenge is still
    /// `challenge` (the one whose record was found: a claim made again
    /// meanwhile has another); `Conflict` when another organization's
    /// claim of it is verified; `false` when there is no such claim.
    fn verify_domain(
        &self,
        organization: OrganizationId,
        domain: &MailDomain,
        challenge: &str,
        at: OffsetDateTime,
    ) -> RepoResult<bool>;
    /// Replaces the claim's `join` and `sso`; `false` when there is none.
    fn set_domain_rules(
        &self,
        organization: OrganizationId,
        domain: &MailDomain,
        join: DomainJoin,
        sso: DomainSso,
    ) -> RepoResult<bool>;
    /// Removes the claim; `false` when there was none.
    fn delete_domain(&self, organization: OrganizationId, domain: &MailDomain) -> RepoResult<bool>;

    /// Stores the organization's provider, replacing an earlier one.
    fn put_sign_in(&self, sign_in: &OrganizationSignInRecord) -> RepoResult<()>;
    /// The organization's provider.
    fn find_sign_in(
        &self,
        organization: OrganizationId,
    ) -> RepoResult<Option<OrganizationSignInRecord>>;
    /// Removes the organization's provider; `false` when it had none.
    fn delete_sign_in(&self, organization: OrganizationId) -> RepoResult<bool>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn domains_follow_their_grammar() {
        assert_eq!(
            MailDomain::parse("Example.COM.").unwrap().as_str(),
            "example.com"
        );
        for good in ["acme.io", "mail.acme-corp.co.uk", "xn--bcher-kva.example"] {
            assert!(MailDomain::parse(good).is_ok(), "{good}");
        }
        for bad in [
            "localhost",
            "acme",
            "-acme.io",
            "acme-.io",
            "a..io",
            "acme.123",
            "ac me.io",
            "acme.io/x",
            "",
        ] {
            assert!(MailDomain::parse(bad).is_err(), "{bad}");
        }
    }
}
