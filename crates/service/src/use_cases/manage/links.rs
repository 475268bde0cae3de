//! Operators and a user's linked upstream identities: which the user has,
//! and removing one (the same rule as the user's own unlink: never the
//! account's last way to sign in).

use serde::Serialize;
use time::OffsetDateTime;

use accounts_domain::records::IdentityLinkRecord;
use accounts_domain::repository::{Store, UserRepository};
use accounts_domain::timestamp::UtcTimestamp;

use super::operations::{Actor, ManageError, user_id};
use crate::service::accounts::Accounts;
use crate::use_cases::manage::operations;
use crate::use_cases::upstream::links;
use crate::use_cases::upstream::unlink::{UnlinkError, remove_link};

/// A linked upstream identity as listed to its owner and to operators.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct LinkEntry {
    /// The provider's id (`[[upstream]]` `id`).
    pub provider: String,
    /// The provider's subject for the user.
    pub subject: String,
    /// The address the provider gave when the link was made.
    pub email: Option<String>,
    /// When the link was made (RFC 3339).
    #[serde(rename = "linkedAt")]
    pub linked_at: String,
}

impl LinkEntry {
    /// The listing of `link`.
    pub fn of(link: &IdentityLinkRecord) -> Self {
        Self {
            provider: link.provider.clone(),
            subject: link.subject.clone(),
            email: link.email.clone(),
            linked_at: UtcTimestamp::new(link.linked_at).to_string(),
        }
    }
}

/// A user's links, as operators see them.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct UserLinks {
    /// The user.
    #[serde(rename = "userId")]
    pub user_id: String,
    /// The links, oldest first.
    pub links: Vec<LinkEntry>,
}

/// A user's linked upstream identities.
pub fn links(store: &dyn Store, id: &str) -> Result<UserLinks, ManageError> {
    let id = user_id(id)?;
    UserRepository::find(store, id)
        .map_err(ManageError::Repo)?
        .ok_or(ManageError::NotFound("user"))?;
    Ok(UserLinks {
        user_id: id.to_string(),
        links: store
            .list_links(id)
            .map_err(ManageError::Repo)?
            .iter()
            .map(LinkEntry::of)
            .collect(),
    })
}

/// Removes a user's link to `provider` (audited), unless it is the
/// account's last way to sign in: set a password first. Answers the
/// user's remaining links, as the admin API and the CLI print them.
pub fn unlink(
    store: &dyn Store,
    id: &str,
    provider: &str,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<UserLinks, ManageError> {
    let id = user_id(id)?;
    let user = UserRepository::find(store, id)
        .map_err(ManageError::Repo)?
        .ok_or(ManageError::NotFound("user"))?;
    remove_link(store, &user, provider, actor.name, actor.ip, now).map_err(|e| match e {
        UnlinkError::NotFound => ManageError::NotFound("link"),
        UnlinkError::LastSignInMethod => ManageError::LastSignInMethod,
        // Neither comes from `remove_link`: an operator has no session.
        UnlinkError::InvalidAccountToken | UnlinkError::ReauthenticationRequired => {
            ManageError::NotFound("user")
        }
        UnlinkError::Repo(e) => ManageError::Repo(e),
    })?;
    links(store, &id.to_string())
}

/// An operator's [`unlink`], then the notice to the user, as any
/// removal of a way to sign in sends (blocking).
pub fn unlink_user(
    accounts: &Accounts,
    id: &str,
    provider: &str,
    actor: Actor<'_>,
) -> Result<UserLinks, ManageError> {
    let links = operations::administer(accounts, |store, now| {
        unlink(store, id, provider, actor, now)
    })?;
    if let Ok(user) = user_id(id)
        && let Some(user) =
            UserRepository::find(&*accounts.store, user).map_err(ManageError::Repo)?
    {
        links::mail_unlinked(accounts, &user, provider);
    }
    Ok(links)
}
