//! The organization admins' own page, `/accounts/organizations/{slug}`
//! (docs/decisions.md, "The organization admins' page"): a member with
//! the `admin` role manages their organization (members, invitations,
//! domains, its own sign-in, its SCIM connections) with the operators' use cases, acting as
//! themselves in the audit trail. Anyone else (signed in or not, another
//! organization's admin, a plain member) learns nothing of it: an
//! unknown slug and a foreign organization answer alike.

use accounts_domain::organization::{OrganizationRef, OrganizationSlug, RoleKey};
use accounts_domain::organizations::OrganizationRecord;
use accounts_domain::repository::RepoError;

use crate::service::accounts::Accounts;
use crate::use_cases::browser_sign_in;
use crate::use_cases::manage::operations::{Actor, ManageError, administer};
use crate::use_cases::manage::{
    self, DomainSummary, InvitationSummary, MemberSummary, ScimConnectionMade,
    ScimConnectionSummary, SignInSettings, SignInSummary,
};
use crate::use_cases::sessions::SignedInSession;

/// Why the page cannot be shown or its form was not applied.
#[derive(Debug, thiserror::Error)]
pub enum OrganizationAdminError {
    /// The browser has no session: it signs in on the account page first.
    #[error("sign in first")]
    NotSignedIn,
    /// No enabled organization with this slug has the signed-in user as
    /// an admin (one answer for all).
    #[error("no such organization")]
    NotAnAdmin,
    /// The change was refused (its rule's text).
    #[error(transparent)]
    Refused(ManageError),
    /// Storage failed.
    #[error(transparent)]
    Repo(#[from] RepoError),
}

impl From<ManageError> for OrganizationAdminError {
    fn from(e: ManageError) -> Self {
        match e {
            ManageError::Repo(e) => Self::Repo(e),
            other => Self::Refused(other),
        }
    }
}

/// What the page shows.
#[derive(Debug, Clone)]
pub struct OrganizationAdminView {
    /// The organization.
    pub organization: OrganizationRecord,
    /// The admin (or operator) looking at it.
    pub admin_email: String,
    /// Its members, oldest first.
    pub members: Vec<MemberSummary>,
    /// Its pending invitations.
    pub invitations: Vec<InvitationSummary>,
    /// Its domains, with the record that verifies each.
    pub domains: Vec<DomainSummary>,
    /// Its own sign-in, when set.
    pub sign_in: Option<SignInSummary>,
    /// Its SCIM connections (never their tokens).
    pub scim: Vec<ScimConnectionSummary>,
}

/// A change the page's forms ask for.
#[derive(Debug, Clone)]
pub enum OrganizationAdminChange {
    /// Invite an address as `member` or `admin`.
    Invite {
        /// The address.
        email: String,
        /// `member` or `admin`.
        role: String,
    },
    /// Revoke a pending invitation.
    RevokeInvitation(String),
    /// End a membership.
    RemoveMember(String),
    /// Claim a domain.
    AddDomain(String),
    /// Look a claimed domain's TXT record up.
    VerifyDomain(String),
    /// Set the organization's own provider.
    SetSignIn(SignInSettings),
    /// Make a SCIM connection: its token is in the answer, this once.
    MakeScimConnection,
    /// Give a SCIM connection (its id) a new token; the old one works a
    /// day more.
    RotateScimConnection(String),
    /// Revoke a SCIM connection (its id): both its tokens stop at once.
    RevokeScimConnection(String),
}

/// The organization `slug` names, when the browser's session is one of
/// its admins' (blocking).
fn admin_of(
    accounts: &Accounts,
    session_cookie: Option<&str>,
    slug: &str,
) -> Result<(SignedInSession, OrganizationRecord), OrganizationAdminError> {
    let signed_in = browser_sign_in::browser_session(accounts, session_cookie)?
        .ok_or(OrganizationAdminError::NotSignedIn)?;
    let slug = OrganizationSlug::parse(slug).map_err(|_| OrganizationAdminError::NotAnAdmin)?;
    let store = &*accounts.store;
    let organization = store
        .find_organization(&OrganizationRef::Slug(slug))?
        .filter(|o| o.enabled)
        .ok_or(OrganizationAdminError::NotAnAdmin)?;
    let admin = RoleKey::admin();
    let is_admin = store
        .find_membership(organization.id, signed_in.user.id)?
        .is_some_and(|m| m.all_roles().contains(&admin));
    if !is_admin {
        return Err(OrganizationAdminError::NotAnAdmin);
    }
    Ok((signed_in, organization))
}

/// The page's contents for the browser's session (blocking).
pub fn view(
    accounts: &Accounts,
    session_cookie: Option<&str>,
    slug: &str,
) -> Result<OrganizationAdminView, OrganizationAdminError> {
    let (signed_in, organization) = admin_of(accounts, session_cookie, slug)?;
    Ok(contents(
        accounts,
        organization,
        signed_in.user.email.as_str(),
    )?)
}

/// The organization `reference` names (id or slug), as the console shows
/// it to an operator (blocking).
pub fn console_view(
    accounts: &Accounts,
    reference: &str,
    operator_email: &str,
) -> Result<OrganizationAdminView, ManageError> {
    let organization = manage::find_organization(&*accounts.store, reference)?;
    contents(accounts, organization, operator_email)
}

fn contents(
    accounts: &Accounts,
    organization: OrganizationRecord,
    viewer: &str,
) -> Result<OrganizationAdminView, ManageError> {
    let store = &*accounts.store;
    let id = organization.id.to_string();
    let invitations = manage::list_invitations(store, &id, accounts.clock.now())?
        .invitations
        .into_iter()
        .filter(|i| i.status == "pending")
        .collect();
    let sign_in = match manage::get_sign_in(store, &accounts.config.issuer, &id) {
        Ok(found) => Some(found),
        Err(ManageError::NotFound(_)) => None,
        Err(e) => return Err(e),
    };
    let issuer = &accounts.config.issuer;
    let scim = manage::list_scim_connections(store, issuer, &id, accounts.clock.now())?;
    Ok(OrganizationAdminView {
        scim: scim.connections,
        members: manage::list_members(store, &id)?.members,
        invitations,
        domains: manage::list_domains(store, &id)?.domains,
        sign_in,
        admin_email: viewer.to_owned(),
        organization,
    })
}

/// Applies a change for the browser's session, when it is an admin's,
/// audited as theirs (blocking). A new SCIM token comes back to be shown
/// this once.
pub fn change(
    accounts: &Accounts,
    session_cookie: Option<&str>,
    slug: &str,
    change: OrganizationAdminChange,
    ip: &str,
) -> Result<Option<ScimConnectionMade>, OrganizationAdminError> {
    let (signed_in, organization) = admin_of(accounts, session_cookie, slug)?;
    let name = signed_in.user.id.to_string();
    let actor = Actor { name: &name, ip };
    Ok(apply(
        accounts,
        &organization.id.to_string(),
        change,
        actor,
    )?)
}

/// Applies a change to the organization `org` names (id or slug) as
/// `actor`: the admins' page's forms and the console's alike (blocking).
pub fn apply(
    accounts: &Accounts,
    org: &str,
    change: OrganizationAdminChange,
    actor: Actor<'_>,
) -> Result<Option<ScimConnectionMade>, ManageError> {
    let issuer = accounts.config.issuer.clone();
    match change {
        OrganizationAdminChange::Invite { email, role } => {
            // Only the built-in roles are offered on the page.
            if role != "member" && role != "admin" {
                return Err(ManageError::Invalid(
                    "invalid roles: member or admin".into(),
                ));
            }
            manage::invite(accounts, org, &email, &[role], actor)?;
        }
        OrganizationAdminChange::RevokeInvitation(id) => {
            administer(accounts, |store, now| {
                manage::revoke_invitation(store, org, &id, actor, now)
            })?;
        }
        OrganizationAdminChange::RemoveMember(user) => {
            administer(accounts, |store, now| {
                manage::remove_member(store, org, &user, actor, now)
            })?;
        }
        OrganizationAdminChange::AddDomain(domain) => {
            let policy = accounts.organization_policy().clone();
            administer(accounts, |store, now| {
                manage::add_domain(store, &policy, org, &domain, actor, now)
            })?;
        }
        OrganizationAdminChange::VerifyDomain(domain) => {
            manage::verify_domain(accounts, org, &domain, actor)?;
        }
        OrganizationAdminChange::SetSignIn(settings) => {
            let master = accounts.config.master_key.clone();
            let destinations = accounts.config.webhooks.destinations;
            administer(accounts, |store, now| {
                manage::put_sign_in(
                    store,
                    &master,
                    (&issuer, destinations),
                    org,
                    &settings,
                    actor,
                    now,
                )
            })?;
        }
        OrganizationAdminChange::MakeScimConnection => {
            return administer(accounts, |store, now| {
                manage::create_scim_connection(store, &issuer, org, actor, now)
            })
            .map(Some);
        }
        OrganizationAdminChange::RotateScimConnection(id) => {
            return administer(accounts, |store, now| {
                manage::rotate_scim_connection(store, &issuer, org, &id, actor, now)
            })
            .map(Some);
        }
        OrganizationAdminChange::RevokeScimConnection(id) => {
            administer(accounts, |store, now| {
                manage::revoke_scim_connection(store, org, &id, actor, now)
            })?;
        }
    }
    Ok(None)
}
