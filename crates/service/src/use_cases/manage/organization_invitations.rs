//! Inviting people to an organization (docs/decisions.md,
//! "Organizations"): an address with roles, mailed a single-use link in
//! its owner's language; listed with where each stands, sent again with
//! a new link, or taken back. Accepting is the invitee's
//! (`organization_invitations` among the use cases).

use accounts_domain::addresses::Email;
use accounts_domain::ids::InvitationId;
use accounts_domain::organization_invitations::{InvitationRecord, InvitationStatus};
use accounts_domain::organizations::OrganizationRecord;
use accounts_domain::records::AuditAction;
use accounts_domain::repository::{RepoError, Store, UserRepository};
use accounts_domain::secrets::PlainSecret;
use accounts_domain::timestamp::UtcTimestamp;
use serde::Serialize;
use time::{Duration, OffsetDateTime};

use super::operations::{Actor, ManageError, Subject, administer, audit, invalid};
use super::organization_members::checked_roles;
use super::organizations::find_organization;
use crate::languages::mail_language;
use crate::ports::mail;
use crate::service::accounts::Accounts;
use crate::service::mailed_links::invitation_link;
use crate::use_cases::organization_access::role_names;

/// An invitation as the admin API answers it (never its link).
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct InvitationSummary {
    /// Its id.
    pub id: String,
    /// The address invited.
    pub email: String,
    /// The roles the invitee gets.
    pub roles: Vec<String>,
    /// `pending`, `accepted`, `revoked` or `expired`.
    pub status: &'static str,
    /// When the link stops working (RFC 3339).
    pub expires_at: String,
}

impl InvitationSummary {
    fn of(i: &InvitationRecord, now: OffsetDateTime) -> Self {
        Self {
            id: i.id.to_string(),
            email: i.email.as_str().to_owned(),
            roles: role_names(&i.roles),
            status: i.status_at(now).as_str(),
            expires_at: UtcTimestamp::new(i.expires_at).to_string(),
        }
    }
}

/// An organization's invitations.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct InvitationList {
    /// Newest first.
    pub invitations: Vec<InvitationSummary>,
}

/// A new or renewed invitation with its link, before it is mailed.
#[derive(Debug)]
pub struct InvitationMade {
    /// What the admin API answers.
    pub summary: InvitationSummary,
    /// The organization.
    pub organization: OrganizationRecord,
    /// The address to mail.
    pub email: Email,
    /// The link's token (shown only in the mail, or by the CLI).
    pub token: PlainSecret,
}

fn invitation_id(text: &str) -> Result<InvitationId, ManageError> {
    text.parse()
        .map_err(|_| ManageError::NotFound("invitation"))
}

/// Makes an invitation of `email` to the organization with `roles` (none:
/// `member`), valid for `lifetime`. A pending one for the address is a
/// conflict; an expired one is marked so and replaced; a member's
/// address is a conflict too.
pub fn create_invitation(
    store: &dyn Store,
    lifetime: Duration,
    organization: &str,
    email: &str,
    roles: &[String],
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<InvitationMade, ManageError> {
    let organization = find_organization(store, organization)?;
    let email = Email::parse(email).map_err(invalid)?;
    let roles = checked_roles(store, roles)?;
    if let Some(user) = UserRepository::find_by_email(store, &email).map_err(ManageError::Repo)?
        && store
            .find_membership(organization.id, user.id)
            .map_err(ManageError::Repo)?
            .is_some()
    {
        return Err(ManageError::NotAllowed(
            "the address belongs to a member of the organization already",
        ));
    }
    if let Some(pending) = store
        .pending_invitation(organization.id, &email)
        .map_err(ManageError::Repo)?
    {
        if pending.status_at(now) == InvitationStatus::Pending {
            return Err(ManageError::Exists("a pending invitation of that address"));
        }
        store
            .end_invitation(pending.id, InvitationStatus::Expired)
            .map_err(ManageError::Repo)?;
    }
    let token = PlainSecret::generate();
    let invitation = InvitationRecord {
        id: InvitationId::generate(now),
        organization_id: organization.id,
        email: email.clone(),
        roles,
        digest: token.digest(),
        status: InvitationStatus::Pending,
        sent_at: now,
        expires_at: now + lifetime,
    };
    match store.insert_invitation(&invitation) {
        Ok(()) => {}
        // Another request invited the address in between.
        Err(RepoError::Conflict(_)) => {
            return Err(ManageError::Exists("a pending invitation of that address"));
        }
        Err(e) => return Err(ManageError::Repo(e)),
    }
    audit(
        store,
        actor,
        AuditAction::OrganizationInvitationSent,
        Subject::Organization(organization.id, invitation.id.to_string()),
        now,
    )?;
    Ok(InvitationMade {
        summary: InvitationSummary::of(&invitation, now),
        organization,
        email,
        token,
    })
}

/// Mails an invitation in its invitee's language: theirs when they have
/// an account, else the request's.
fn mail_invitation(accounts: &Accounts, made: &InvitationMade) -> Result<(), ManageError> {
    let stored = UserRepository::find_by_email(&*accounts.store, &made.email)
        .map_err(ManageError::Repo)?
        .and_then(|u| u.language);
    let link = invitation_link(&accounts.config.issuer, &made.token);
    accounts.mailer.send(mail::organization_invitation(
        &made.email,
        mail_language(stored.as_deref()),
        &made.organization.name,
        &link,
        accounts
            .config
            .organizations
            .invitation_lifetime
            .whole_days(),
    ));
    Ok(())
}

/// Invites `email` and mails the link (blocking).
pub fn invite(
    accounts: &Accounts,
    organization: &str,
    email: &str,
    roles: &[String],
    actor: Actor<'_>,
) -> Result<InvitationSummary, ManageError> {
    let lifetime = accounts.config.organizations.invitation_lifetime;
    let made = administer(accounts, |store, now| {
        create_invitation(store, lifetime, organization, email, roles, actor, now)
    })?;
    mail_invitation(accounts, &made)?;
    Ok(made.summary)
}

/// The organization's invitations, newest first, as they stand now.
pub fn list_invitations(
    store: &dyn Store,
    organization: &str,
    now: OffsetDateTime,
) -> Result<InvitationList, ManageError> {
    let organization = find_organization(store, organization)?;
    let all = store
        .invitations(organization.id)
        .map_err(ManageError::Repo)?;
    Ok(InvitationList {
        invitations: all.iter().map(|i| InvitationSummary::of(i, now)).collect(),
    })
}

/// [`list_invitations`] at the service's clock (blocking).
pub fn list_invitations_now(
    accounts: &Accounts,
    organization: &str,
) -> Result<InvitationList, ManageError> {
    list_invitations(&*accounts.store, organization, accounts.clock.now())
}

fn pending_of(
    store: &dyn Store,
    organization: &OrganizationRecord,
    id: &str,
) -> Result<InvitationRecord, ManageError> {
    store
        .find_invitation(organization.id, invitation_id(id)?)
        .map_err(ManageError::Repo)?
        .ok_or(ManageError::NotFound("invitation"))
}

/// Takes a pending invitation back: its link stops working.
pub fn revoke_invitation(
    store: &dyn Store,
    organization: &str,
    id: &str,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<InvitationSummary, ManageError> {
    let organization = find_organization(store, organization)?;
    let mut invitation = pending_of(store, &organization, id)?;
    if !store
        .end_invitation(invitation.id, InvitationStatus::Revoked)
        .map_err(ManageError::Repo)?
    {
        return Err(ManageError::NotAllowed("the invitation is not pending"));
    }
    invitation.status = InvitationStatus::Revoked;
    audit(
        store,
        actor,
        AuditAction::OrganizationInvitationRevoked,
        Subject::Organization(organization.id, invitation.id.to_string()),
        now,
    )?;
    Ok(InvitationSummary::of(&invitation, now))
}

/// Sends a pending (or expired, not yet replaced) invitation again with
/// a new link and a new time; the old link stops working (blocking).
pub fn resend_invitation(
    accounts: &Accounts,
    organization: &str,
    id: &str,
    actor: Actor<'_>,
) -> Result<InvitationSummary, ManageError> {
    let lifetime = accounts.config.organizations.invitation_lifetime;
    let made = administer(accounts, |store, now| {
        let organization = find_organization(store, organization)?;
        let mut invitation = pending_of(store, &organization, id)?;
        let token = PlainSecret::generate();
        invitation.digest = token.digest();
        invitation.sent_at = now;
        invitation.expires_at = now + lifetime;
        if invitation.status != InvitationStatus::Pending
            || !store
                .renew_invitation(
                    invitation.id,
                    &invitation.digest,
                    now,
                    invitation.expires_at,
                )
                .map_err(ManageError::Repo)?
        {
            return Err(ManageError::NotAllowed(
                "only a pending or expired invitation is sent again",
            ));
        }
        audit(
            store,
            actor,
            AuditAction::OrganizationInvitationSent,
            Subject::Organization(organization.id, invitation.id.to_string()),
            now,
        )?;
        Ok(InvitationMade {
            summary: InvitationSummary::of(&invitation, now),
            email: invitation.email.clone(),
            organization,
            token,
        })
    })?;
    mail_invitation(accounts, &made)?;
    Ok(made.summary)
}
