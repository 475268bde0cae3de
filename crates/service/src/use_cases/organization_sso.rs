//! `sso: required` (docs/decisions.md, "An organization's own sign-in"):
//! an address of a verified domain whose organization requires its own
//! sign-in opens a session only through that organization's provider,
//! unless its account is one of the organization's break-glass members.
//! Every way a session opens (a password, a passkey, a second factor's
//! end, another provider's link) asks here, so the rule lives once.

use accounts_domain::addresses::Email;
use accounts_domain::organization::{OrganizationId, OrganizationRef};
use accounts_domain::organization_domains::{DomainSso, MailDomain};
use accounts_domain::organizations::OrganizationRecord;
use accounts_domain::records::{SignInCredential, UserRecord};
use accounts_domain::repository::RepoError;

use crate::service::accounts::Accounts;

/// An address whose domain signs in through its organization's provider.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("sign in through your organization's sign-in")]
pub struct SsoRequired {
    /// The organization, whose id is its provider's.
    pub organization: OrganizationId,
    /// Its name, for the page's button.
    pub name: String,
    /// Where a browser starts the organization's sign-in to the account
    /// pages (a page with an authorization request carries it on instead).
    pub sso_url: String,
}

/// The domain of an address, as organizations verify it: an
/// internationalised one in its ASCII form (IDNA), as domains are
/// claimed, so that `bob@münchen.de` is in the verified
/// `xn--mnchen-3ya.de`.
pub(crate) fn domain_of(email: &Email) -> Option<MailDomain> {
    let (_, domain) = email.as_str().rsplit_once('@')?;
    match url::Host::parse(domain).ok()? {
        url::Host::Domain(ascii) => MailDomain::parse(&ascii).ok(),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_internationalised_address_is_in_its_ascii_domain() {
        let domain = |e: &str| domain_of(&Email::parse(e).unwrap()).map(|d| d.to_string());
        assert_eq!(
            domain("bob@münchen.de").as_deref(),
            Some("xn--mnchen-3ya.de")
        );
        assert_eq!(domain("bob@Acme.COM").as_deref(), Some("acme.com"));
    }
}

/// The organization whose provider `email` must sign in through, if any:
/// its domain is verified with `sso: required` by an enabled organization
/// that has a provider (a domain cannot be set so without one; one whose
/// provider went is not locked out) (blocking).
pub fn required_for(accounts: &Accounts, email: &Email) -> Result<Option<SsoRequired>, RepoError> {
    let Some(domain) = domain_of(email) else {
        return Ok(None);
    };
    let store = &*accounts.store;
    let Some(rule) = store
        .verified_domain(&domain)?
        .filter(|d| d.sso == DomainSso::Required)
    else {
        return Ok(None);
    };
    let Some(organization) = store
        .find_organization(&OrganizationRef::Id(rule.organization_id))?
        .filter(|o| o.enabled)
    else {
        return Ok(None);
    };
    if store.find_sign_in(organization.id)?.is_none() {
        return Ok(None);
    }
    Ok(Some(SsoRequired {
        sso_url: format!(
            "{}/accounts/upstream/{}/start?account=1",
            accounts.config.issuer, organization.id
        ),
        organization: organization.id,
        name: organization.name,
    }))
}

/// Whether `user` may open a session with `credential`: `Err` when their
/// address's domain requires its organization's sign-in, the credential
/// is not a link to that organization's provider, and they are not one
/// of its break-glass members nor an operator (blocking). An operator
/// (an account with a console role) signs in with their own password and
/// second factor whatever a customer's domain says: the organization's
/// provider never signs one in, so `sso: required` would lock them out.
pub fn gate(
    accounts: &Accounts,
    user: &UserRecord,
    credential: Option<&SignInCredential>,
) -> Result<Result<(), SsoRequired>, RepoError> {
    let Some(required) = required_for(accounts, &user.email)? else {
        return Ok(Ok(()));
    };
    let through_it = matches!(
        credential,
        Some(SignInCredential::Link { provider, .. }) if *provider == required.organization.to_string()
    );
    if through_it
        || break_glass(accounts, required.organization, user)?
        || accounts.store.role_of(user.id)?.is_some()
    {
        return Ok(Ok(()));
    }
    Ok(Err(required))
}

/// An organization whose own provider the login page leads to
/// (home-realm discovery).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HomeRealm {
    /// The organization's id: its provider's in the start path.
    pub provider: String,
    /// Its name, for the button.
    pub name: String,
    /// Whether the browser goes there at once (`sso: required`, or the
    /// request signs in for the organization) rather than being offered
    /// its button first (`sso: offered`).
    pub required: bool,
}

fn realm_of(
    accounts: &Accounts,
    organization: OrganizationRecord,
    required: bool,
) -> Result<Option<HomeRealm>, RepoError> {
    if !organization.enabled || accounts.store.find_sign_in(organization.id)?.is_none() {
        return Ok(None);
    }
    Ok(Some(HomeRealm {
        provider: organization.id.to_string(),
        name: organization.name,
        required,
    }))
}

/// Where a login page for a request leads before its form: the
/// organization the request signs in for, when it has its own provider;
/// else the one whose verified domain `login_hint`'s address is in, when
/// that domain's `sso` is `required` (go there) or `offered` (its button
/// first) (blocking).
pub fn home_realm(
    accounts: &Accounts,
    organization: Option<&OrganizationRef>,
    login_hint: Option<&str>,
) -> Result<Option<HomeRealm>, RepoError> {
    let store = &*accounts.store;
    if let Some(reference) = organization {
        return match store.find_organization(reference)? {
            Some(found) => realm_of(accounts, found, true),
            None => Ok(None),
        };
    }
    let Some(domain) = login_hint
        .and_then(|hint| Email::parse(hint.trim()).ok())
        .and_then(|email| domain_of(&email))
    else {
        return Ok(None);
    };
    let Some(rule) = store.verified_domain(&domain)? else {
        return Ok(None);
    };
    let required = match rule.sso {
        DomainSso::Required => true,
        DomainSso::Offered => false,
        DomainSso::None => return Ok(None),
    };
    match store.find_organization(&OrganizationRef::Id(rule.organization_id))? {
        Some(found) => realm_of(accounts, found, required),
        None => Ok(None),
    }
}

/// The organization someone names on the "Sign in with your
/// organization" page: by an address in one of its verified domains, or
/// by its slug; `None` when no enabled organization with its own provider
/// answers to it (blocking).
pub fn find_home_realm(accounts: &Accounts, named: &str) -> Result<Option<HomeRealm>, RepoError> {
    let named = named.trim();
    let store = &*accounts.store;
    let organization = if named.contains('@') {
        let Some(domain) = Email::parse(named).ok().and_then(|e| domain_of(&e)) else {
            return Ok(None);
        };
        match store.verified_domain(&domain)? {
            Some(rule) => store.find_organization(&OrganizationRef::Id(rule.organization_id))?,
            None => None,
        }
    } else {
        match accounts_domain::organization::OrganizationSlug::parse(&named.to_ascii_lowercase()) {
            Ok(slug) => store.find_organization(&OrganizationRef::Slug(slug))?,
            Err(_) => None,
        }
    };
    match organization {
        Some(found) => realm_of(accounts, found, true),
        None => Ok(None),
    }
}

fn break_glass(
    accounts: &Accounts,
    organization: OrganizationId,
    user: &UserRecord,
) -> Result<bool, RepoError> {
    Ok(accounts
        .store
        .find_membership(organization, user.id)?
        .is_some_and(|m| m.break_glass))
}
