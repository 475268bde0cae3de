//! After a password reset: every other way into the account, listed on
//! the account page and in a mail, with one button that removes them all
//! but the new password (docs/decisions.md, "After a reset").
//!
//! A reset proves the mailbox and replaces the password; it does not
//! remove a second factor (a mailbox alone must not undo one). Whoever
//! knew the old password may have left a passkey, an authenticator, a
//! provider link or a session behind, so the owner sees them at once and
//! removes them in one step. Only a session that signed in with the new
//! password sees the list and acts on it: a planted passkey's session
//! could otherwise dismiss the review before its owner reads it.

use time::OffsetDateTime;

use crate::languages::mail_language;
use crate::ports::safety_mails;
use crate::service::accounts::Accounts;
use crate::use_cases::second_factor::methods;
use crate::use_cases::self_service::step_up;
use crate::use_cases::sessions::{self, AccountToken, AccountTokenError, SignedInSession};
use crate::use_cases::user_audit;
use accounts_domain::ids::UserId;
use accounts_domain::records::{AuditAction, SessionRecord};
use accounts_domain::repository::{RepoError, UserRepository};

/// Every way into an account besides its password.
#[derive(Debug, Clone, Default)]
pub struct WaysIn {
    /// The passkeys' names.
    pub passkeys: Vec<String>,
    /// Whether an authenticator app is a factor.
    pub authenticator: bool,
    /// Unused recovery codes.
    pub recovery_codes: u64,
    /// The linked providers' names.
    pub links: Vec<String>,
    /// The live sessions, but the one asking.
    pub sessions: Vec<SessionRecord>,
}

impl WaysIn {
    /// Whether there is nothing to review.
    pub fn is_empty(&self) -> bool {
        self.passkeys.is_empty()
            && !self.authenticator
            && self.recovery_codes == 0
            && self.links.is_empty()
            && self.sessions.is_empty()
    }
}

/// An open review as the account page shows it.
#[derive(Debug, Clone)]
pub struct ResetReview {
    /// When the password was reset.
    pub reset_at: OffsetDateTime,
    /// What else signs in.
    pub ways_in: WaysIn,
}

/// Why a review action was refused.
#[derive(Debug, thiserror::Error)]
pub enum ReviewError {
    /// The account token names no live session.
    #[error("the account token is unknown, or its session ended")]
    InvalidAccountToken,
    /// No review is open, or this session did not sign in with the new
    /// password.
    #[error("there is no review for this session")]
    NoReview,
    /// Removing ways in asks for a recent sign-in (with both factors
    /// when the user has two), as every such change does.
    #[error("sign in again to change how you sign in")]
    ReauthenticationRequired,
    /// Storage failed.
    #[error(transparent)]
    Repo(#[from] RepoError),
}

impl From<AccountTokenError> for ReviewError {
    fn from(error: AccountTokenError) -> Self {
        match error {
            AccountTokenError::Invalid => Self::InvalidAccountToken,
            AccountTokenError::Repo(e) => Self::Repo(e),
        }
    }
}

/// The ways into `user`'s account besides the password, but `current`
/// (the asking session, if any) (blocking).
pub fn ways_in(
    accounts: &Accounts,
    user: UserId,
    current: Option<&SessionRecord>,
) -> Result<WaysIn, RepoError> {
    let now = accounts.clock.now();
    let names = accounts.upstreams.providers();
    let links = accounts
        .store
        .list_links(user)?
        .into_iter()
        .map(|link| {
            names
                .iter()
                .find(|p| p.id == link.provider)
                .map_or(link.provider, |p| p.name.clone())
        })
        .collect();
    let sessions = accounts
        .store
        .live_sessions_of_user(user, now - accounts.config.lifetimes.account)?
        .into_iter()
        .filter(|s| current.is_none_or(|c| c.id != s.id))
        .collect();
    Ok(WaysIn {
        passkeys: accounts
            .store
            .list_passkeys(user)?
            .into_iter()
            .map(|p| p.name)
            .collect(),
        authenticator: accounts
            .store
            .find_totp(user)?
            .is_some_and(|t| t.confirmed_at.is_some()),
        recovery_codes: accounts.store.unused_recovery_codes(user)?,
        links,
        sessions,
    })
}

/// The open review's reset, if `signed_in` may see it: it signed in
/// with the password since the reset (blocking).
fn open_review(
    accounts: &Accounts,
    signed_in: &SignedInSession,
) -> Result<Option<OffsetDateTime>, RepoError> {
    let session = &signed_in.session;
    Ok(accounts
        .store
        .reset_review(signed_in.user.id)?
        .filter(|reset_at| session.auth.used_password() && session.authenticated_at >= *reset_at))
}

/// The review the account page shows the session, if one is open and
/// lists anything (blocking).
pub fn review(
    accounts: &Accounts,
    signed_in: &SignedInSession,
) -> Result<Option<ResetReview>, RepoError> {
    let Some(reset_at) = open_review(accounts, signed_in)? else {
        return Ok(None);
    };
    let ways_in = ways_in(accounts, signed_in.user.id, Some(&signed_in.session))?;
    Ok((!ways_in.is_empty()).then_some(ResetReview { reset_at, ways_in }))
}

/// [`review`] for the account token's session (blocking).
pub fn own_review(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
) -> Result<Option<ResetReview>, ReviewError> {
    let signed_in = sessions::account(accounts, account_token)?;
    Ok(review(accounts, &signed_in)?)
}

/// The review's button: removes every way in but the new password
/// (factors, passkeys, links) and ends every other session; returns how
/// many sessions ended (blocking).
pub fn keep_only_password(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
    ip: &str,
) -> Result<u64, ReviewError> {
    let signed_in = sessions::account(accounts, account_token)?;
    if open_review(accounts, &signed_in)?.is_none() {
        return Err(ReviewError::NoReview);
    }
    if !step_up::may_change_sign_in_methods(accounts, &signed_in)? {
        return Err(ReviewError::ReauthenticationRequired);
    }
    let now = accounts.clock.now();
    let ended = accounts
        .store
        .keep_only_password(signed_in.user.id, signed_in.session.id, now)?;
    user_audit::audit(
        &*accounts.store,
        AuditAction::WaysInRemoved,
        signed_in.user.id,
        ip,
        now,
    )?;
    // The ended sessions' tokens must stop verifying here at once.
    accounts.sync_caches()?;
    Ok(ended)
}

/// The review's other answer: the owner keeps what it listed (blocking).
pub fn keep_ways_in(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
    ip: &str,
) -> Result<(), ReviewError> {
    let signed_in = sessions::account(accounts, account_token)?;
    if open_review(accounts, &signed_in)?.is_none() {
        return Err(ReviewError::NoReview);
    }
    accounts.store.close_reset_review(signed_in.user.id)?;
    user_audit::audit(
        &*accounts.store,
        AuditAction::WaysInKept,
        signed_in.user.id,
        ip,
        accounts.clock.now(),
    )?;
    Ok(())
}

/// After a reset: the mail that says what else still signs in and where
/// to remove it; a review with nothing to list is closed at once, so the
/// owner's own later factors never show under it (blocking).
pub(crate) fn after_reset(accounts: &Accounts, user: UserId) -> Result<(), RepoError> {
    let Some(user) = UserRepository::find(&*accounts.store, user)? else {
        return Ok(());
    };
    let ways_in = ways_in(accounts, user.id, None)?;
    if ways_in.is_empty() {
        accounts.store.close_reset_review(user.id)?;
    }
    accounts.mailer.send(safety_mails::password_reset_done(
        &user.email,
        mail_language(user.language.as_deref()),
        &safety_mails::OtherWaysIn {
            passkeys: &ways_in.passkeys,
            authenticator: ways_in.authenticator,
            recovery_codes: ways_in.recovery_codes,
            links: &ways_in.links,
        },
        &methods::account_page(accounts),
    ));
    Ok(())
}
