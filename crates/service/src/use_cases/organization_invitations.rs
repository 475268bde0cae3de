//! Answering an invitation to an organization (docs/decisions.md,
//! "Organizations"), on the page its link opens: a browser signed in
//! with the invited, verified address joins with one button; nobody
//! signed in with an address that has no account creates one there (the
//! link proves the address: it is verified at once) and joins. Nobody
//! else joins through it.

use accounts_domain::ids::UserId;
use accounts_domain::organization::{OrganizationId, OrganizationRef, RoleKey};
use accounts_domain::organization_invitations::{Acceptance, InvitationRecord, InvitationStatus};
use accounts_domain::organizations::{MembershipRecord, OrganizationRecord};
use accounts_domain::records::{AuditAction, AuditEvent, UserProfile};
use accounts_domain::repository::RepoError;

use crate::use_cases::new_accounts::register_verified;
use accounts_domain::secrets::SecretDigest;

use time::OffsetDateTime;

use crate::service::accounts::Accounts;
use crate::service::hashing::Busy;
use crate::service::passwords::Password;
use crate::use_cases::browser_sign_in::browser_session;
use crate::use_cases::manage::check_profile;
use crate::use_cases::organization_access::role_names;
use crate::use_cases::sessions::SignedInSession;

/// What the invitation's page shows.
#[derive(Debug, Clone)]
pub struct InvitationView {
    /// The organization's name.
    pub organization: String,
    /// The address invited.
    pub email: String,
    /// The roles the invitee gets.
    pub roles: Vec<String>,
    /// Who the browser is signed in as, if anyone.
    pub signed_in_as: Option<String>,
    /// Whether that is the invited, verified address: then one button
    /// joins.
    pub may_accept: bool,
    /// Whether the invited address has an account here: then its owner
    /// signs in first; else the page offers to create one.
    pub account_exists: bool,
}

/// Why an invitation cannot be answered.
#[derive(Debug, thiserror::Error)]
pub enum InvitationError {
    /// The link names no invitation, or one that was used, revoked,
    /// replaced or has expired; or its organization is gone or disabled.
    #[error("the invitation cannot be used")]
    Unusable,
    /// The browser is signed in with another address than the invited
    /// one, or with the invited one unverified.
    #[error("the invitation is for another address")]
    OtherAddress,
    /// The invited address has an account: its owner signs in to join.
    #[error("the address has an account: sign in to join")]
    AccountExists,
    /// The new account's name or password breaks a rule (the text says
    /// which).
    #[error("{0}")]
    Invalid(String),
    /// Every password-hashing permit stayed taken.
    #[error(transparent)]
    Busy(#[from] Busy),
    /// Storage failed.
    #[error(transparent)]
    Repo(#[from] RepoError),
}

fn usable(
    accounts: &Accounts,
    token: &str,
) -> Result<(InvitationRecord, OrganizationRecord), InvitationError> {
    let now = accounts.clock.now();
    let invitation = accounts
        .store
        .invitation_by_digest(&SecretDigest::of(token))?
        .filter(|i| i.status_at(now) == InvitationStatus::Pending)
        .ok_or(InvitationError::Unusable)?;
    let organization = accounts
        .store
        .find_organization(&OrganizationRef::Id(invitation.organization_id))?
        .filter(|o| o.enabled)
        .ok_or(InvitationError::Unusable)?;
    Ok((invitation, organization))
}

fn is_invitee(invitation: &InvitationRecord, signed_in: &SignedInSession) -> bool {
    signed_in.user.email == invitation.email && signed_in.user.email_verified
}

/// The invitation's page: what it offers this browser (blocking).
pub fn view(
    accounts: &Accounts,
    token: &str,
    session_cookie: Option<&str>,
) -> Result<InvitationView, InvitationError> {
    let (invitation, organization) = usable(accounts, token)?;
    let signed_in = browser_session(accounts, session_cookie)?;
    let account_exists = accounts.store.find_by_email(&invitation.email)?.is_some();
    Ok(InvitationView {
        organization: organization.name,
        email: invitation.email.as_str().to_owned(),
        roles: role_names(&invitation.roles),
        may_accept: signed_in
            .as_ref()
            .is_some_and(|s| is_invitee(&invitation, s)),
        signed_in_as: signed_in.map(|s| s.user.email.as_str().to_owned()),
        account_exists,
    })
}

fn join(
    accounts: &Accounts,
    invitation: &InvitationRecord,
    user: UserId,
    ip: &str,
) -> Result<String, InvitationError> {
    let now = accounts.clock.now();
    // A role deleted since the invitation was sent is not granted (nor
    // one made later under its key).
    let defined = accounts.store.list_organization_roles()?;
    let mut roles: Vec<RoleKey> = invitation
        .roles
        .iter()
        .filter(|r| r.is_built_in() || defined.iter().any(|d| d.key == **r))
        .cloned()
        .collect();
    if roles.is_empty() {
        roles.push(RoleKey::member());
    }
    let membership = MembershipRecord {
        organization_id: invitation.organization_id,
        user_id: user,
        roles,
        managed: false,
        break_glass: false,
        group_roles: Vec::new(),
        joined_at: now,
    };
    match accounts
        .store
        .accept_invitation(invitation.id, &membership, now)?
    {
        Acceptance::NotPending => return Err(InvitationError::Unusable),
        Acceptance::Joined | Acceptance::AlreadyMember => {}
    }
    accounts.store.append(&AuditEvent {
        at: now,
        action: AuditAction::OrganizationInvitationAccepted,
        actor: user.to_string(),
        subject: invitation.organization_id.to_string(),
        ip: ip.to_owned(),
        detail: invitation.id.to_string(),
        user_id: Some(user),
        client_id: None,
        user_agent: String::new(),
    })?;
    let organization = accounts
        .store
        .find_organization(&OrganizationRef::Id(invitation.organization_id))?
        .map(|o| o.name)
        .unwrap_or_default();
    Ok(organization)
}

/// The signed-in invitee joins; answers the organization's name
/// (blocking).
pub fn accept(
    accounts: &Accounts,
    token: &str,
    session_cookie: Option<&str>,
    ip: &str,
) -> Result<String, InvitationError> {
    let (invitation, _) = usable(accounts, token)?;
    let signed_in = browser_session(accounts, session_cookie)?;
    match signed_in {
        Some(s) if is_invitee(&invitation, &s) => join(accounts, &invitation, s.user.id, ip),
        Some(_) => Err(InvitationError::OtherAddress),
        None => Err(InvitationError::AccountExists),
    }
}

/// Creates the invitee's account with the invited address, verified by
/// the link, and joins; they sign in with it afterwards. An address
/// that has an account gets `AccountExists` (blocking).
pub fn sign_up_and_accept(
    accounts: &Accounts,
    token: &str,
    name: &str,
    password: String,
    ip: &str,
) -> Result<String, InvitationError> {
    let (invitation, _) = usable(accounts, token)?;
    if accounts.store.find_by_email(&invitation.email)?.is_some() {
        return Err(InvitationError::AccountExists);
    }
    let password = Password::choose(password, invitation.email.as_str())
        .map_err(|e| InvitationError::Invalid(e.to_string()))?;
    let profile = UserProfile {
        name: name.trim().to_owned(),
        ..UserProfile::default()
    };
    check_profile(&profile).map_err(|e| InvitationError::Invalid(e.to_string()))?;
    let hash = accounts
        .hashing
        .run(|memory| password.hash_in(memory))?
        .map_err(|e| InvitationError::Invalid(e.to_string()))?;
    // The link reached this address: it receives mail.
    let user = register_verified(
        accounts,
        (invitation.email.clone(), hash, profile),
        ip,
        format!("invitation {}", invitation.id),
    )?
    .ok_or(InvitationError::AccountExists)?;
    let joined = join(accounts, &invitation, user.id, ip)?;
    accounts.sync_caches()?;
    Ok(joined)
}

/// A user who showed they receive mail at `email` joins, as `member`,
/// the organization whose verified domain it is when that domain's rule
/// is `join: automatic` (docs/decisions.md, "Organizations"); a member
/// already stays as they are. Called wherever an address becomes
/// verified (blocking).
pub(crate) fn join_by_verified_domain(
    accounts: &Accounts,
    user: UserId,
    email: &accounts_domain::addresses::Email,
    ip: &str,
) -> Result<(), RepoError> {
    use accounts_domain::organization_domains::DomainJoin;
    let Some(domain) = crate::use_cases::organization_sso::domain_of(email) else {
        return Ok(());
    };
    if accounts.config.organizations.is_consumer(&domain) {
        return Ok(());
    }
    let Some(rule) = accounts.store.verified_domain(&domain)? else {
        return Ok(());
    };
    if rule.join != DomainJoin::Automatic {
        return Ok(());
    }
    join_as_member(
        accounts,
        (rule.organization_id, user, false),
        ip,
        format!("joined by the verified domain {domain}"),
    )
}

/// Makes `user` a `member` of `organization` (`managed` when its own
/// sign-in made their account), audited with `detail`; a member already,
/// or an organization gone meanwhile, is left as it is. Where someone
/// joins without an operator: a verified domain's rule, the
/// organization's own sign-in (blocking).
pub(crate) fn join_as_member(
    accounts: &Accounts,
    joining: (OrganizationId, UserId, bool),
    ip: &str,
    detail: String,
) -> Result<(), RepoError> {
    let (membership, event) = member_joining(joining, ip, detail, accounts.clock.now());
    match accounts.store.add_member(&membership) {
        Ok(()) => {}
        Err(RepoError::Conflict(_)) => return Ok(()),
        Err(e) => return Err(e),
    }
    accounts.store.append(&event)
}

/// The `member` membership of one who joins without an operator, and its
/// audit event (the joining user its actor), for [`join_as_member`] and
/// for a directory's new account, which stores both with its entry.
pub(crate) fn member_joining(
    (organization, user, managed): (OrganizationId, UserId, bool),
    ip: &str,
    detail: String,
    now: OffsetDateTime,
) -> (MembershipRecord, AuditEvent) {
    let membership = MembershipRecord {
        organization_id: organization,
        user_id: user,
        roles: vec![RoleKey::member()],
        managed,
        break_glass: false,
        group_roles: Vec::new(),
        joined_at: now,
    };
    let event = AuditEvent {
        at: now,
        action: AuditAction::OrganizationMemberAdded,
        actor: user.to_string(),
        subject: organization.to_string(),
        ip: ip.to_owned(),
        detail,
        user_id: Some(user),
        client_id: None,
        user_agent: String::new(),
    };
    (membership, event)
}
