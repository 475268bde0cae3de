//! A user as the console shows them: profile, role, live sessions,
//! factors, links, consents, recent audit events, and every reason they
//! cannot sign in right now, in one place (docs/decisions.md, "Operator
//! console").

use std::collections::BTreeSet;

use accounts_domain::consents::ConsentRecord;
use accounts_domain::ids::UserId;
use accounts_domain::operators::{Role, UserSearch};
use accounts_domain::records::{
    AuditAction, AuditQuery, IdentityLinkRecord, SessionRecord, StoredAuditEvent, UserRecord,
};
use accounts_domain::repository::{
    ClientRepository, OperatorRepository, RepoError, UserRepository,
};
use time::{Duration, OffsetDateTime};

use crate::service::accounts::Accounts;
use crate::service::throttle::{second_factor_key, throttle_key};
use crate::use_cases::manage::FactorSummary;

/// Users per page of the console's list.
pub const USERS_PER_PAGE: u32 = 50;
/// Audit events on a user's page.
const RECENT_EVENTS: u32 = 20;
/// How far back failed sign-ins are looked at for lockouts: longer than
/// the longest lockout.
const LOCKOUT_LOOKBACK: Duration = Duration::hours(1);
/// At most this many sign-in addresses' IPs are checked for a lockout.
const LOCKOUT_IPS: u32 = 200;

/// One page of the users list.
#[derive(Debug, Clone)]
pub struct UsersPage {
    /// In id order (oldest first).
    pub users: Vec<UserRecord>,
    /// The cursor of the next page, when there may be one.
    pub next_cursor: Option<String>,
}

/// Which throttle holds a lockout.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Lockout {
    /// Wrong passwords for the address from this IP (`sign-in`).
    Password {
        /// The client IP the failures came from.
        ip: String,
    },
    /// Wrong second factors for the account (`second-factor`).
    SecondStep,
}

/// A reason a user cannot sign in now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// An operator disabled the account.
    Disabled,
    /// The address was never verified: password sign-ins are refused
    /// until the link in the verification mail is used.
    AddressUnverified,
    /// Locked out by a throttle until then.
    LockedOut {
        /// Which throttle.
        by: Lockout,
        /// Until when.
        until: OffsetDateTime,
    },
    /// No password: the account signs in only through these providers
    /// (or a passkey).
    NoUsablePassword {
        /// The linked providers' ids.
        providers: Vec<String>,
    },
    /// The user has no second factor while these clients ask for a
    /// two-factor sign-in: they must set one up first.
    SecondFactorDue {
        /// The clients' names.
        clients: Vec<String>,
    },
    /// The user asked for deletion; the account goes then (signing in
    /// cancels it).
    DeletionScheduled {
        /// When.
        due: OffsetDateTime,
    },
}

/// Everything the console's user page shows.
#[derive(Debug, Clone)]
pub struct UserView {
    /// The account.
    pub user: UserRecord,
    /// Their console role.
    pub role: Option<Role>,
    /// Live sessions, most recently active first.
    pub sessions: Vec<SessionRecord>,
    /// Second factors.
    pub factors: FactorSummary,
    /// Upstream identities.
    pub links: Vec<IdentityLinkRecord>,
    /// Consents to third-party clients.
    pub consents: Vec<ConsentRecord>,
    /// The newest audit events about the user.
    pub events: Vec<StoredAuditEvent>,
    /// Why the user cannot sign in now; empty when nothing stands in
    /// the way.
    pub reasons: Vec<Reason>,
}

/// The search the users list makes for `query` after `cursor`: the
/// query trimmed (none when empty), a cursor that is not a user id read
/// as none (the first page), fifty a page. The benchmarks explain the
/// storage's query for what this returns.
pub fn users_search(query: Option<&str>, cursor: Option<&str>) -> UserSearch {
    UserSearch {
        prefix: query
            .map(str::trim)
            .filter(|q| !q.is_empty())
            .map(str::to_owned),
        after: cursor.and_then(|c| c.parse::<UserId>().ok()),
        limit: USERS_PER_PAGE,
    }
}

/// A page of users: those whose id is `query`, or whose address or a
/// word of whose name starts with it (case-insensitively), after
/// `cursor` (blocking). A cursor that is not a user id starts from the
/// first page.
pub fn console_users(
    accounts: &Accounts,
    query: Option<&str>,
    cursor: Option<&str>,
) -> Result<UsersPage, RepoError> {
    let search = users_search(query, cursor);
    let users = OperatorRepository::search_users(&*accounts.store, &search)?;
    let next_cursor = (u32::try_from(users.len()).ok() == Some(USERS_PER_PAGE))
        .then(|| users.last().map(|u| u.id.to_string()))
        .flatten();
    Ok(UsersPage { users, next_cursor })
}

/// The console's page of one user; `None` when there is no such user
/// (blocking).
pub fn console_user(accounts: &Accounts, id: &str) -> Result<Option<UserView>, RepoError> {
    let Ok(id) = id.parse::<UserId>() else {
        return Ok(None);
    };
    let Some(user) = UserRepository::find(&*accounts.store, id)? else {
        return Ok(None);
    };
    let now = accounts.clock.now();
    let sessions = accounts
        .store
        .live_sessions_of_user(id, now - accounts.config.lifetimes.account)?;
    let factors = crate::use_cases::manage::factors::factor_summary(&*accounts.store, id)?;
    let links = accounts.store.list_links(id)?;
    let consents = accounts.store.consents_of_user(id)?;
    let events = accounts.store.query_audit(&AuditQuery {
        user: Some(id),
        limit: RECENT_EVENTS,
        ..AuditQuery::default()
    })?;
    let reasons = reasons_not_to_sign_in(accounts, &user, &factors, &links, now)?;
    Ok(Some(UserView {
        role: OperatorRepository::role_of(&*accounts.store, id)?,
        user,
        sessions,
        factors,
        links,
        consents,
        events,
        reasons,
    }))
}

/// Every reason that holds now, in the order support checks them.
fn reasons_not_to_sign_in(
    accounts: &Accounts,
    user: &UserRecord,
    factors: &FactorSummary,
    links: &[IdentityLinkRecord],
    now: OffsetDateTime,
) -> Result<Vec<Reason>, RepoError> {
    let mut reasons = Vec::new();
    if !user.enabled {
        reasons.push(Reason::Disabled);
    }
    if !user.email_verified {
        reasons.push(Reason::AddressUnverified);
    }
    for (by, until) in lockouts_of(accounts, user, now)? {
        reasons.push(Reason::LockedOut { by, until });
    }
    if !user.password.is_usable() {
        reasons.push(Reason::NoUsablePassword {
            providers: links.iter().map(|l| l.provider.clone()).collect(),
        });
    }
    let has_factor = factors.totp_since.is_some() || !factors.passkeys.is_empty();
    if !has_factor {
        let clients: Vec<String> = ClientRepository::list(&*accounts.store)?
            .into_iter()
            .filter(|c| c.enabled && c.require_mfa)
            .map(|c| c.name)
            .collect();
        if !clients.is_empty() {
            reasons.push(Reason::SecondFactorDue { clients });
        }
    }
    if let Some(due) = user.deletion_due {
        reasons.push(Reason::DeletionScheduled { due });
    }
    Ok(reasons)
}

/// The throttles locking the user out now: the account's second step,
/// and the password throttle of each IP that failed on the address
/// lately (its keys are digests of address and IP: only the IPs the
/// audit trail names can be asked about).
fn lockouts_of(
    accounts: &Accounts,
    user: &UserRecord,
    now: OffsetDateTime,
) -> Result<Vec<(Lockout, OffsetDateTime)>, RepoError> {
    let mut lockouts = Vec::new();
    if let Some(until) = accounts
        .second_factor
        .locked_until(&second_factor_key(user.id), now)?
    {
        lockouts.push((Lockout::SecondStep, until));
    }
    let failures = accounts.store.query_audit(&AuditQuery {
        user: Some(user.id),
        action: Some(AuditAction::LoginFailed),
        since: Some(now - LOCKOUT_LOOKBACK),
        limit: LOCKOUT_IPS,
        ..AuditQuery::default()
    })?;
    let ips: BTreeSet<String> = failures.into_iter().map(|f| f.event.ip).collect();
    for ip in ips {
        let key = throttle_key(&user.email.normalized(), &ip);
        if let Some(until) = accounts.throttle.locked_until(&key, now)? {
            lockouts.push((Lockout::Password { ip }, until));
        }
    }
    Ok(lockouts)
}
