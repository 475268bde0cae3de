//! Deleting an account (docs/decisions.md, "Account deletion"): the one
//! purge every way of deleting ends in (the user's own request, its grace
//! period running out, an operator), and the operators' deletion, which
//! is immediate.

use accounts_domain::addresses::Email;
use accounts_domain::ids::UserId;
use accounts_domain::records::{AuditAction, AuditEvent};
use accounts_domain::repository::{Purge, RepoError, Store, UserRepository};
use time::OffsetDateTime;

use super::operations::{Actor, ManageError};
use crate::languages::mail_language;
use crate::ports::mail;
use crate::service::accounts::Accounts;
use crate::service::audit_addresses::AuditAddresses;

use super::operations::user_id;
use crate::use_cases::manage::operations;

/// Who asked for a deletion, as the audit trail keeps it.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Deleter<'a> {
    /// The user (or their grace period running out): the record names
    /// the pseudonym, without an IP.
    User,
    /// An operator, with their IP.
    Operator(Actor<'a>),
}

/// Removes the account `user` (whose address is `email`) and everything
/// stored about it, leaving the audit trail a pseudonym; `only_if_due`
/// purges only a scheduled deletion that is due then. `Ok(false)` when
/// there was nothing to remove.
pub(crate) fn purge_account(
    store: &dyn Store,
    addresses: &AuditAddresses,
    (user, email): (UserId, &Email),
    deleter: Deleter<'_>,
    only_if_due: Option<OffsetDateTime>,
    now: OffsetDateTime,
) -> Result<bool, RepoError> {
    let pseudonym = UserId::generate(now);
    let (actor, ip) = match deleter {
        Deleter::User => (pseudonym.to_string(), String::new()),
        Deleter::Operator(actor) => (actor.name.to_owned(), actor.ip.to_owned()),
    };
    store.purge_user(&Purge {
        user,
        pseudonym,
        address_subject: addresses.of(email),
        only_if_due,
        now,
        record: AuditEvent {
            at: now,
            action: AuditAction::UserDeleted,
            actor,
            subject: pseudonym.to_string(),
            ip,
            detail: String::new(),
            user_id: Some(pseudonym),
            client_id: None,
            user_agent: String::new(),
        },
    })
}

/// Deletes a user at once, as an operator does (the CLI, which has no
/// mail set-up, calls this; the admin API calls
/// [`delete_user`], which also mails the user). Answers the
/// account as it was.
pub fn delete_user_in_store(
    store: &dyn Store,
    addresses: &AuditAddresses,
    id: &str,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<accounts_domain::records::UserRecord, ManageError> {
    let id = user_id(id)?;
    let user = UserRepository::find(store, id)
        .map_err(ManageError::Repo)?
        .ok_or(ManageError::NotFound("user"))?;
    let purged = purge_account(
        store,
        addresses,
        (id, &user.email),
        Deleter::Operator(actor),
        None,
        now,
    )
    .map_err(ManageError::Repo)?;
    if !purged {
        // Deleted by someone else between the look-up and the purge.
        return Err(ManageError::NotFound("user"));
    }
    Ok(user)
}

/// An operator's deletion (blocking): at once, whatever the grace
/// period; every session ends everywhere and the user is mailed.
pub fn delete_user(accounts: &Accounts, id: &str, actor: Actor<'_>) -> Result<UserId, ManageError> {
    let addresses = &accounts.audit_addresses;
    let user = operations::administer(accounts, |store, now| {
        delete_user_in_store(store, addresses, id, actor, now)
    })?;
    accounts.mailer.send(mail::account_deleted(
        &user.email,
        mail_language(user.language.as_deref()),
    ));
    Ok(user.id)
}
