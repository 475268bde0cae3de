//! A user deleting their own account (docs/decisions.md, "Account
//! deletion"): only from a session signed in within
//! `accounts.recent_auth_secs`; at once, or after the grace period
//! `accounts.deletion_grace_days`, during which every session is ended
//! and signing in again keeps the account.

use crate::use_cases::second_factor::methods;
use crate::use_cases::sessions::AccountToken;
use accounts_domain::records::AuditAction;
use accounts_domain::repository::RepoError;
use time::OffsetDateTime;

use crate::languages::mail_language;
use crate::ports::mail;
use crate::service::accounts::Accounts;
use crate::use_cases::manage::deletion::{Deleter, purge_account};
use crate::use_cases::self_service::own_account;
use crate::use_cases::self_service::own_account::OwnAccountError;
use crate::use_cases::self_service::step_up;
use crate::use_cases::sessions;
use crate::use_cases::user_audit::audit;

/// Scheduled deletions purged per clean-up run (the next run takes the
/// rest).
const DUE_PER_RUN: u32 = 100;

/// What a deletion request did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Deletion {
    /// The account is gone (`ACCOUNT_DELETED`).
    Deleted,
    /// Every session ended; the account goes at `due` unless its user
    /// signs in before then (`DELETION_SCHEDULED`).
    Scheduled {
        /// When the account will be deleted.
        due: OffsetDateTime,
    },
}

/// Deletes the account token's user (blocking), if the session signed
/// in recently enough: at once, or after the grace period. Either way
/// every session of the user ends on every instance before the answer,
/// and the user is mailed.
pub fn delete_own_account(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
    ip: &str,
) -> Result<Deletion, OwnAccountError> {
    let signed_in = sessions::account(accounts, account_token)?;
    if !step_up::signed_in_recently(accounts, &signed_in) {
        return Err(OwnAccountError::ReauthenticationRequired);
    }
    let user = own_account::stored_user(accounts, &signed_in)?;
    let now = accounts.clock.now();
    let outcome = if accounts.config.deletion_grace.is_zero() {
        let user_and_address = (user.id, &user.email);
        if !purge_account(
            &*accounts.store,
            &accounts.audit_addresses,
            user_and_address,
            Deleter::User,
            None,
            now,
        )? {
            return Err(OwnAccountError::InvalidAccountToken);
        }
        accounts.mailer.send(mail::account_deleted(
            &user.email,
            mail_language(user.language.as_deref()),
        ));
        Deletion::Deleted
    } else {
        let due = now + accounts.config.deletion_grace;
        accounts
            .store
            .schedule_deletion(user.id, due, now)
            .map_err(|e| match e {
                RepoError::NotFound => OwnAccountError::InvalidAccountToken,
                other => other.into(),
            })?;
        audit(
            &*accounts.store,
            AuditAction::DeletionScheduled,
            user.id,
            ip,
            now,
        )?;
        accounts.mailer.send(mail::deletion_scheduled(
            &user.email,
            mail_language(user.language.as_deref()),
            &due.date().to_string(),
            &methods::account_page(accounts),
        ));
        Deletion::Scheduled { due }
    };
    accounts.sync_after_change();
    Ok(outcome)
}

/// Deletes the accounts whose grace period ran out (every instance
/// may run it: each purge checks, on the locked row, that the
/// deletion is still due). Answers how many went.
pub(crate) fn purge_due_deletions(
    accounts: &Accounts,
    now: OffsetDateTime,
) -> Result<u64, RepoError> {
    let mut purged = 0;
    for id in accounts.store.deletions_due(now, DUE_PER_RUN)? {
        let Some(user) = accounts_domain::repository::UserRepository::find(&*accounts.store, id)?
        else {
            continue;
        };
        let user_and_address = (id, &user.email);
        if purge_account(
            &*accounts.store,
            &accounts.audit_addresses,
            user_and_address,
            Deleter::User,
            Some(now),
            now,
        )? {
            accounts.mailer.send(mail::account_deleted(
                &user.email,
                mail_language(user.language.as_deref()),
            ));
            purged += 1;
        }
    }
    Ok(purged)
}
