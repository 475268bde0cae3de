//! Signing in through an organization's own provider (docs/decisions.md,
//! "An organization's own sign-in"). The organization's provider speaks
//! for its verified domains and for nothing else:
//! - the address it gives must be in one of the organization's verified
//!   domains, whatever it says of it: a customer's provider never claims
//!   a gmail.com account, nor another organization's;
//! - an unknown identity with such an address signs in to the account
//!   that has it, once that account's address was confirmed (the
//!   organization owns the mailbox: it could reset the password anyway);
//!   an unconfirmed one is refused, as its holder is unknown;
//! - otherwise it makes the account, whatever the registration setting:
//!   the organization vouches for its own people;
//! - whoever signs in through it is a member; an account it made is a
//!   managed one;
//! - an account with a console role is never signed in to through it,
//!   nor linked: an operator's sign-in is their own password and second
//!   factor, not a customer's provider's word (whose `amr` we cannot
//!   hold to our rules).

use accounts_domain::addresses::Email;
use accounts_domain::ids::UserId;
use accounts_domain::organizations::OrganizationRecord;
use accounts_domain::records::UserRecord;
use accounts_domain::repository::RepoError;
use accounts_domain::secrets::PasswordHash;

use super::flow_error::UpstreamFlowError;
use super::links::{Origin, link_identity, linked_user, open_linked, profile_from};
use crate::ports::upstream::UpstreamIdentity;
use crate::service::accounts::Accounts;
use crate::use_cases::new_accounts::register_verified;
use crate::use_cases::organization_invitations::join_as_member;
use crate::use_cases::organization_sso::domain_of;
use crate::use_cases::sign_in::SignedIn;

/// Signs in the person `identity` names through `organization`'s own
/// provider (`provider`, the organization's id), making their account
/// and membership when the rules above allow (blocking).
pub(crate) fn sign_in_for_organization(
    accounts: &Accounts,
    organization: &OrganizationRecord,
    provider: &str,
    identity: &UpstreamIdentity,
    origin: Origin,
) -> Result<SignedIn, UpstreamFlowError> {
    let email = address_in_domains(accounts, organization, identity)?;
    let operator = |user: &UserRecord| -> Result<(), UpstreamFlowError> {
        match accounts.store.role_of(user.id)? {
            Some(_) => Err(UpstreamFlowError::OperatorAccount),
            None => Ok(()),
        }
    };
    let (user, made) = match linked_user(accounts, provider, identity)? {
        Some(user) => {
            operator(&user)?;
            (user, false)
        }
        None => match accounts.store.find_by_email(&email)? {
            Some(user) if user.email_verified => {
                operator(&user)?;
                link_identity(accounts, user.id, provider, identity, &origin.ip)?;
                (user, false)
            }
            Some(_) => return Err(UpstreamFlowError::UnconfirmedAccount),
            None => (
                new_member_account(
                    accounts,
                    organization,
                    provider,
                    identity,
                    email,
                    &origin.ip,
                )?,
                true,
            ),
        },
    };
    // The account itself must be the organization's to sign in to: one
    // linked before may have moved to an address elsewhere since.
    if !made && !in_domains(accounts, organization, &user.email)? {
        return Err(UpstreamFlowError::OutsideOrganizationDomains);
    }
    if user.enabled {
        joined(accounts, organization, user.id, made, &origin.ip)?;
    }
    open_linked(accounts, provider, user, identity, origin)
}

/// Whether `email` is in one of the organization's verified domains.
pub(crate) fn in_domains(
    accounts: &Accounts,
    organization: &OrganizationRecord,
    email: &Email,
) -> Result<bool, RepoError> {
    let Some(domain) = domain_of(email) else {
        return Ok(false);
    };
    Ok(accounts
        .store
        .verified_domain(&domain)?
        .is_some_and(|owned| owned.organization_id == organization.id))
}

/// The address the provider gave, when it is in one of the
/// organization's verified domains.
fn address_in_domains(
    accounts: &Accounts,
    organization: &OrganizationRecord,
    identity: &UpstreamIdentity,
) -> Result<Email, UpstreamFlowError> {
    let email = identity
        .email
        .as_deref()
        .and_then(|e| Email::parse(e).ok())
        .ok_or(UpstreamFlowError::OutsideOrganizationDomains)?;
    if in_domains(accounts, organization, &email)? {
        Ok(email)
    } else {
        Err(UpstreamFlowError::OutsideOrganizationDomains)
    }
}

/// A new account for someone the organization's provider signed in: its
/// address confirmed by the organization, no password.
fn new_member_account(
    accounts: &Accounts,
    organization: &OrganizationRecord,
    provider: &str,
    identity: &UpstreamIdentity,
    email: Email,
    ip: &str,
) -> Result<UserRecord, UpstreamFlowError> {
    let user = register_verified(
        accounts,
        (email, PasswordHash::unusable(), profile_from(identity)),
        ip,
        format!("through the organization {}", organization.slug),
    )?
    // Registered meanwhile: the next sign-in links it.
    .ok_or(UpstreamFlowError::EmailTaken)?;
    link_identity(accounts, user.id, provider, identity, ip)?;
    Ok(user)
}

/// Makes `user` a member of the organization, if they are none yet:
/// managed when its sign-in made their account.
fn joined(
    accounts: &Accounts,
    organization: &OrganizationRecord,
    user: UserId,
    managed: bool,
    ip: &str,
) -> Result<(), RepoError> {
    if accounts
        .store
        .find_membership(organization.id, user)?
        .is_some()
    {
        return Ok(());
    }
    join_as_member(
        accounts,
        (organization.id, user, managed),
        ip,
        "joined through the organization's sign-in".into(),
    )
}
