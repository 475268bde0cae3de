//! `org ...`: organizations from the command line (docs/operations.md,
//! "Organizations"), the same use cases as the admin API's.

use accounts_domain::repository::Store;
use accounts_service::manage::{self, Actor, ManageError};
use clap::Subcommand;
use serde_json::Value;
use time::OffsetDateTime;

/// `org ...`: customer companies, their members and roles.
#[derive(Debug, Subcommand)]
pub enum OrgCommand {
    /// Make an organization (enabled).
    Create {
        /// Its slug: 2 to 63 of a-z, 0-9 and -.
        #[arg(long)]
        slug: String,
        /// Its name for people.
        #[arg(long)]
        name: String,
        /// `optional` (default) or `required`: whether signing in for it
        /// needs a second factor.
        #[arg(long)]
        mfa: Option<String>,
    },
    /// List organizations.
    List,
    /// Add an existing user to an organization.
    AddMember {
        /// The organization's id (org_…) or slug.
        org: String,
        /// The user's id.
        #[arg(long)]
        user: String,
        /// Their roles (repeat; default: member).
        #[arg(long = "role")]
        roles: Vec<String>,
    },
    /// Invite an address: prints the invitation and its link, for the
    /// operator to hand over (the command line sends no mail; the admin
    /// API's invitation is mailed).
    Invite {
        /// The organization's id (org_…) or slug.
        org: String,
        /// The address to invite.
        #[arg(long)]
        email: String,
        /// The roles the invitee gets (repeat; default: member).
        #[arg(long = "role")]
        roles: Vec<String>,
    },
    /// Define an organization role every organization may use.
    CreateRole {
        /// Its key.
        #[arg(long)]
        key: String,
        /// What it is for.
        #[arg(long, default_value = "")]
        description: String,
        /// The API scopes it allows (repeat).
        #[arg(long = "permission")]
        permissions: Vec<String>,
    },
}

/// `org invite`'s answer: the invitation, and the link to hand over.
#[derive(Debug, serde::Serialize)]
struct InvitationWithLink {
    #[serde(flatten)]
    invitation: manage::InvitationSummary,
    link: String,
}

fn json(answer: impl serde::Serialize) -> Result<Value, ManageError> {
    serde_json::to_value(answer).map_err(|e| ManageError::Invalid(e.to_string()))
}

/// What `org invite` needs besides the store: where links point and how
/// long they work.
#[derive(Debug, Clone)]
pub struct InviteSettings {
    /// The service's public URL (`server.public_url`).
    pub public_url: String,
    /// How long the link works (`organizations.invitation_days`).
    pub lifetime: time::Duration,
}

/// Runs an `org` command on behalf of `actor`.
pub fn org(
    store: &dyn Store,
    command: &OrgCommand,
    invites: &InviteSettings,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<Value, ManageError> {
    match command {
        OrgCommand::Invite { org, email, roles } => {
            let made =
                manage::create_invitation(store, invites.lifetime, org, email, roles, actor, now)?;
            let link = format!(
                "{}/accounts/invitations/{}",
                invites.public_url.trim_end_matches('/'),
                made.token.expose()
            );
            json(InvitationWithLink {
                invitation: made.summary,
                link,
            })
        }
        OrgCommand::Create { slug, name, mfa } => json(manage::create_organization(
            store,
            slug,
            name,
            mfa.as_deref(),
            actor,
            now,
        )?),
        OrgCommand::List => json(manage::list_organizations(store)?),
        OrgCommand::AddMember { org, user, roles } => {
            json(manage::add_member(store, org, user, roles, actor, now)?)
        }
        OrgCommand::CreateRole {
            key,
            description,
            permissions,
        } => json(manage::create_organization_role(
            store,
            key,
            description,
            permissions,
            actor,
            now,
        )?),
    }
}
