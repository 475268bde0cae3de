//! How a directory entry and its account go together (docs/decisions.md,
//! "SCIM"):
//! - an entry with an address has an account: made for it (a managed
//!   member without a password, its address verified only in one of the
//!   organization's verified domains), or linked when that address is
//!   already a member's that no other entry has;
//! - an address of an account outside the organization is `uniqueness`,
//!   and that account is never touched: a directory cannot take over an
//!   account by naming its address; nor does it make one in another
//!   organization's verified domain, which only that organization's
//!   sign-in and directory speak for;
//! - an account that left the organization is no longer its entry's:
//!   the entry loses it, and nothing the directory sends reaches it;
//! - the account follows its entry's name, mobile and `active`;
//! - deleting the entry deletes an account the organization made and
//!   only ends the membership of one it did not.

use accounts_domain::ids::UserId;
use accounts_domain::records::{AuditAction, AuditEvent, UserRecord};
use accounts_domain::repository::{RepoError, UserRepository};
use accounts_domain::scim::problem::{ScimProblem, ScimType};
use accounts_domain::scim::user::ScimUser;
use accounts_domain::scim_store::ScimAccount;
use accounts_domain::secrets::PasswordHash;
use time::OffsetDateTime;

use super::access::{ScimCaller, ScimError};
use crate::service::accounts::Accounts;
use crate::use_cases::manage::deletion::delete_user_in_store;
use crate::use_cases::manage::operations::ManageError;
use crate::use_cases::manage::user_changes::enable_user;
use crate::use_cases::manage::users::{check_profile, disable_user, update_profile};
use crate::use_cases::organization_invitations::member_joining;
use crate::use_cases::organization_sso::domain_of;

/// An entry's account, and whether this request made it.
pub(super) struct EntryAccount {
    pub id: UserId,
    pub made: bool,
}

/// What an entry's address means for its account, before anything is
/// written: a member's account to link, or one to make (with the audit
/// events of its making), stored with whatever else the request writes.
pub(super) enum PlannedAccount {
    Linked(UserId),
    Made(Box<ScimAccount>, Vec<AuditEvent>),
}

pub(super) fn taken(detail: &str) -> ScimError {
    ScimError::Problem(ScimProblem::new(ScimType::Uniqueness, detail))
}

/// Why a new account's address can no longer be had: it was registered
/// meanwhile, and its owner is unknown, so it is never linked.
pub(super) const REGISTERED_MEANWHILE: &str =
    "the address belongs to an account outside the organization";

/// The account an entry without one gets, planned: `None` when it has no
/// address. Reads only (blocking).
pub(super) fn plan_account(
    accounts: &Accounts,
    caller: &ScimCaller,
    user: &ScimUser,
    now: OffsetDateTime,
) -> Result<Option<PlannedAccount>, ScimError> {
    let Some(email) = user.address() else {
        return Ok(None);
    };
    let store = &*accounts.store;
    let organization = caller.organization.id;
    if let Some(existing) = store.find_by_email(&email)? {
        if store.find_membership(organization, existing.id)?.is_none() {
            return Err(taken(REGISTERED_MEANWHILE));
        }
        if store
            .scim_user_of_account(organization, existing.id)?
            .is_some()
        {
            return Err(taken("the address is another entry's account"));
        }
        return Ok(Some(PlannedAccount::Linked(existing.id)));
    }
    // Verified only in one of the organization's own verified domains;
    // refused in another organization's.
    let owner = match domain_of(&email) {
        Some(domain) => store.verified_domain(&domain)?.map(|d| d.organization_id),
        None => None,
    };
    if owner.is_some_and(|owner| owner != organization) {
        return Err(taken(
            "the address is in another organization's verified domain",
        ));
    }
    let profile = accounts_domain::records::UserProfile {
        name: user.full_name(),
        mobile: user.mobile().unwrap_or_default().to_owned(),
        ..Default::default()
    };
    check_profile(&profile)?;
    let record = UserRecord {
        id: UserId::generate(now),
        email_verified: owner == Some(organization),
        email,
        password: PasswordHash::unusable(),
        profile,
        enabled: user.is_active(),
        created_at: now,
        updated_at: now,
        deletion_due: None,
        language: None,
    };
    let detail = format!("by SCIM for the organization {}", caller.organization.slug);
    let subject = (record.id.to_string(), detail);
    let created = caller.event(AuditAction::UserCreated, subject, Some(record.id), now);
    let (membership, joined) = member_joining(
        (organization, record.id, true),
        &caller.ip,
        format!("provisioned by {}", caller.actor_name()),
        now,
    );
    let made = ScimAccount {
        user: record,
        membership,
    };
    Ok(Some(PlannedAccount::Made(
        Box::new(made),
        vec![created, joined],
    )))
}

/// The account an entry without one gets, made now when it is new:
/// `None` when it has no address (blocking).
pub(super) fn account_for(
    accounts: &Accounts,
    caller: &ScimCaller,
    user: &ScimUser,
) -> Result<Option<EntryAccount>, ScimError> {
    let now = accounts.clock.now();
    Ok(match plan_account(accounts, caller, user, now)? {
        None => None,
        Some(PlannedAccount::Linked(id)) => Some(EntryAccount { id, made: false }),
        Some(PlannedAccount::Made(made, events)) => {
            match accounts.store.insert_scim_account(&made, &events) {
                Ok(()) => {}
                Err(RepoError::Conflict(_)) => return Err(taken(REGISTERED_MEANWHILE)),
                Err(e) => return Err(e.into()),
            }
            Some(EntryAccount {
                id: made.user.id,
                made: true,
            })
        }
    })
}

/// Undoes [`account_for`] when the entry could not be stored after all:
/// deletes an account it made, unless another entry (another instance's
/// request for the same address) took it meanwhile.
pub(super) fn undo(
    accounts: &Accounts,
    caller: &ScimCaller,
    account: &EntryAccount,
) -> Result<(), ScimError> {
    if !account.made
        || accounts
            .store
            .scim_user_of_account(caller.organization.id, account.id)?
            .is_some()
    {
        return Ok(());
    }
    let name = caller.actor_name();
    let now = accounts.clock.now();
    match delete_user_in_store(
        &*accounts.store,
        &accounts.audit_addresses,
        &account.id.to_string(),
        caller.actor(&name),
        now,
    ) {
        Ok(_) | Err(ManageError::NotFound(_)) => Ok(()),
        Err(e) => Err(e.into()),
    }
}

/// Makes the account follow its entry's change from `old` to `new`:
/// name and mobile when they changed, enabled when `active` did
/// (blocking). Answers whether anything was revoked.
pub(super) fn follow(
    accounts: &Accounts,
    caller: &ScimCaller,
    account: UserId,
    old: Option<&ScimUser>,
    new: &ScimUser,
    now: OffsetDateTime,
) -> Result<bool, ScimError> {
    let store = &*accounts.store;
    let Some(record) = UserRepository::find(store, account)? else {
        return Ok(false);
    };
    let name = caller.actor_name();
    let id = account.to_string();
    // A field follows once the directory has set it: an entry without a
    // name leaves the account's own.
    let mut profile = record.profile.clone();
    let full_name = new.full_name();
    if !full_name.is_empty() || old.is_some_and(|o| !o.full_name().is_empty()) {
        profile.name = full_name;
    }
    if new.mobile().is_some() || old.is_some_and(|o| o.mobile().is_some()) {
        profile.mobile = new.mobile().unwrap_or_default().to_owned();
    }
    if profile != record.profile {
        update_profile(store, &id, &profile, caller.actor(&name), now)?;
    }
    // An inactive entry's account is disabled whatever happened before;
    // an account is enabled only when its entry turns active again, so a
    // directory neither undoes an operator's suspension by linking an
    // account nor by an unrelated change.
    if !new.is_active() && record.enabled {
        disable_user(store, &id, caller.actor(&name), now)?;
        return Ok(true);
    }
    if new.is_active() && !record.enabled && old.is_some_and(|o| !o.is_active()) {
        enable_user(store, &id, caller.actor(&name), now)?;
    }
    Ok(false)
}

/// What deleting an entry does to its account: an account the
/// organization made is deleted; another only leaves the organization
/// (blocking).
pub(super) fn release(
    accounts: &Accounts,
    caller: &ScimCaller,
    account: UserId,
) -> Result<(), ScimError> {
    let store = &*accounts.store;
    let organization = caller.organization.id;
    let name = caller.actor_name();
    let now = accounts.clock.now();
    let Some(membership) = store.find_membership(organization, account)? else {
        return Ok(());
    };
    // An account the organization made is deleted with its entry, unless
    // it has joined another organization since: that one's membership is
    // not this directory's to end.
    let elsewhere = store
        .organizations_of(account)?
        .iter()
        .any(|o| o.organization.id != organization);
    if membership.managed && !elsewhere {
        match delete_user_in_store(
            store,
            &accounts.audit_addresses,
            &account.to_string(),
            caller.actor(&name),
            now,
        ) {
            Ok(_) | Err(ManageError::NotFound(_)) => {}
            Err(e) => return Err(e.into()),
        }
    } else {
        crate::use_cases::manage::organization_members::remove_member(
            store,
            &organization.to_string(),
            &account.to_string(),
            caller.actor(&name),
            now,
        )
        .or_else(|e| match e {
            ManageError::NotFound(_) => Ok(()),
            other => Err(other),
        })?;
    }
    Ok(())
}

/// The account an entry keeps: its account while that account is still a
/// member of the organization (blocking).
pub(super) fn kept(
    accounts: &Accounts,
    caller: &ScimCaller,
    account: Option<UserId>,
) -> Result<Option<UserId>, ScimError> {
    let Some(account) = account else {
        return Ok(None);
    };
    Ok(accounts
        .store
        .find_membership(caller.organization.id, account)?
        .map(|_| account))
}

/// Refuses an entry's new address that is another account's
/// (`uniqueness`): an entry names one person (blocking).
pub(super) fn check_new_address(
    accounts: &Accounts,
    old: &ScimUser,
    new: &ScimUser,
    account: Option<UserId>,
) -> Result<(), ScimError> {
    let Some(address) = new.address() else {
        return Ok(());
    };
    if old.address().as_ref() == Some(&address) {
        return Ok(());
    }
    match accounts.store.find_by_email(&address)? {
        Some(other) if Some(other.id) != account => {
            Err(taken("the address belongs to another account"))
        }
        _ => Ok(()),
    }
}
