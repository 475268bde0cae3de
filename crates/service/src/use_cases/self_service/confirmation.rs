//! Confirming an address from the mailed link's page, in a browser
//! (docs/decisions.md, "Confirming an address").
//!
//! An address is confirmed only by the one who asked for it. Otherwise
//! whoever registers someone else's address first (or moves their own
//! account to it) gets a verified account on it as soon as its owner
//! clicks the unexpected mail's button, and keeps what they attach to it
//! through the owner's later password reset: a pre-hijacked account. So
//! the link's page confirms with one click only in the browser that asked
//! (its `accounts_asked` binding was stored with the token) or in a
//! browser signed in to the account; anywhere else it asks for the
//! account's password, checked and throttled as a sign-in is. An app
//! confirms with the mailed code (`lifecycle::verify_email`), which only
//! the mailbox holds.

use accounts_domain::records::{AuditAction, AuditEvent, EmailTokenPurpose, EmailTokenRecord};
use accounts_domain::repository::{RepoError, UserRepository};
use accounts_domain::secrets::SecretDigest;

use crate::service::accounts::Accounts;
use crate::service::hashing::Busy;
use crate::service::passwords::{Password, VerifyPassword};
use crate::service::throttle::throttle_key;
use crate::use_cases::browser_sign_in;
use crate::use_cases::self_service::lifecycle::{self, LifecycleError};

/// What a browser shows of itself when it opens the mailed link.
#[derive(Debug, Clone, Default)]
pub struct BrowserProof {
    /// Digest of the browser's `accounts_asked` binding cookie, if it has one.
    pub asker: Option<SecretDigest>,
    /// The browser's session cookie, if it has one.
    pub session_cookie: Option<String>,
    /// The account's password, typed on the page.
    pub password: Option<String>,
}

/// What the link's page asks of this browser.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConfirmationStep {
    /// The browser that asked (or one signed in to the account): one
    /// button confirms.
    Click,
    /// Any other browser: the account's password confirms; an app's
    /// user types the mailed code in the app instead.
    Password,
}

/// Why the link's page did not confirm.
#[derive(Debug, thiserror::Error)]
pub enum ConfirmationError {
    /// The token is unknown, used, expired or replaced.
    #[error("the link is not valid any more")]
    InvalidToken,
    /// This browser did not ask and sent no password: the page asks for it.
    #[error("the account's password is needed to confirm here")]
    PasswordNeeded,
    /// The password is not the account's.
    #[error("the password is not right")]
    WrongPassword,
    /// Too many wrong passwords for this address from this IP (the
    /// sign-in throttle).
    #[error("too many attempts; retry after {retry_after}")]
    RateLimited {
        /// How long until the next attempt is looked at.
        retry_after: time::Duration,
    },
    /// Every password-hashing permit stayed taken.
    #[error(transparent)]
    Busy(#[from] Busy),
    /// Storage failed.
    #[error(transparent)]
    Repo(#[from] RepoError),
}

crate::service::throttle::throttled_maps_to!(ConfirmationError);

impl From<LifecycleError> for ConfirmationError {
    fn from(error: LifecycleError) -> Self {
        match error {
            LifecycleError::Repo(e) => Self::Repo(e),
            LifecycleError::Busy(busy) => Self::Busy(busy),
            LifecycleError::RateLimited { retry_after } => Self::RateLimited { retry_after },
            _ => Self::InvalidToken,
        }
    }
}

/// The verification or address-change token `token` names, if it can
/// still be used (blocking).
fn usable_token(accounts: &Accounts, token: &str) -> Result<EmailTokenRecord, ConfirmationError> {
    let now = accounts.clock.now();
    accounts
        .store
        .find_email_token(&SecretDigest::of(token))?
        .filter(|t| {
            matches!(
                t.purpose,
                EmailTokenPurpose::Verify | EmailTokenPurpose::ChangeEmail
            ) && t.used_at.is_none()
                && now < t.expires_at
        })
        .ok_or(ConfirmationError::InvalidToken)
}

/// Whether the browser is the one that asked, or is signed in to the
/// token's account (blocking).
fn asked_here(
    accounts: &Accounts,
    token: &EmailTokenRecord,
    proof: &BrowserProof,
) -> Result<bool, RepoError> {
    if token.asker.is_some() && token.asker == proof.asker {
        return Ok(true);
    }
    let signed_in = browser_sign_in::browser_session(accounts, proof.session_cookie.as_deref())?;
    Ok(signed_in.is_some_and(|s| s.user.id == token.user_id))
}

/// What the link's page asks of this browser before it confirms
/// (blocking). Reads only: opening the link confirms nothing.
pub fn confirmation_step(
    accounts: &Accounts,
    token: &str,
    proof: &BrowserProof,
) -> Result<ConfirmationStep, ConfirmationError> {
    let record = usable_token(accounts, token)?;
    Ok(if asked_here(accounts, &record, proof)? {
        ConfirmationStep::Click
    } else {
        ConfirmationStep::Password
    })
}

/// The link's page's form: confirms the address (or moves the account
/// to it) when this browser asked, is signed in to the account, or sent
/// the account's password (blocking).
pub fn confirm_in_browser(
    accounts: &Accounts,
    token: &str,
    proof: BrowserProof,
    ip: &str,
) -> Result<(), ConfirmationError> {
    let record = usable_token(accounts, token)?;
    if !asked_here(accounts, &record, &proof)? {
        let password = proof
            .password
            .filter(|p| !p.is_empty())
            .ok_or(ConfirmationError::PasswordNeeded)?;
        check_password(accounts, &record, &password, ip)?;
    }
    let change = record.purpose == EmailTokenPurpose::ChangeEmail;
    Ok(lifecycle::redeem_confirmation(
        accounts,
        &record.digest,
        change,
        ip,
    )?)
}

/// Checks the account's password as a sign-in does: in the sign-in
/// throttle under the account's address and the IP, a wrong one counted.
fn check_password(
    accounts: &Accounts,
    token: &EmailTokenRecord,
    password: &str,
    ip: &str,
) -> Result<(), ConfirmationError> {
    let now = accounts.clock.now();
    let user = UserRepository::find(&*accounts.store, token.user_id)?
        .ok_or(ConfirmationError::InvalidToken)?;
    let slot = accounts
        .throttle
        .reserve(&throttle_key(&user.email.normalized(), ip), now)?;
    // A disabled account answers as a wrong password does (it signs in
    // to nothing either).
    let accepted = accounts.hashing.run(|memory| {
        !Password::is_too_long(password)
            && user.password.is_usable()
            && user.password.verify_in(password, memory)
            && user.enabled
    });
    let accepted = accepted?;
    if !accepted {
        // Audited as a failed sign-in: guesses here leave the same trail.
        let failure = AuditEvent {
            at: now,
            action: AuditAction::LoginFailed,
            actor: String::new(),
            subject: accounts.audit_addresses.of(&user.email),
            ip: ip.to_owned(),
            detail: "confirmation".into(),
            user_id: Some(user.id),
            client_id: None,
            user_agent: String::new(),
        };
        return Err(match slot.failed_audited(now, &failure)? {
            Some(retry_after) => ConfirmationError::RateLimited { retry_after },
            None => ConfirmationError::WrongPassword,
        });
    }
    slot.succeeded(now)?;
    Ok(())
}
