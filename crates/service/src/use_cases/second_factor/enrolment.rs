//! Enrolling a TOTP authenticator with the account token (apps, and the
//! account page through the same calls): start (a new secret, pending),
//! confirm with a first code (then it is a factor, and ten recovery codes
//! are shown once), remove. The secret is stored sealed under the master
//! key, bound to its user; the owner is mailed whenever a factor changes.

use crate::ports::mail::FactorChange;
use crate::service::accounts::Accounts;
use crate::service::throttle::Throttled;
use crate::service::throttle::throttle_key;
use crate::use_cases::second_factor::methods;
use crate::use_cases::sessions::AccountToken;
use crate::use_cases::sessions::{AccountTokenError, SignedInSession};
use crate::use_cases::user_audit;
use accounts_domain::ids::UserId;
use accounts_domain::keys::KeyError;
use accounts_domain::records::{AuditAction, TotpRecord};
use accounts_domain::repository::RepoError;

use super::totp::{TotpError, TotpSecret, new_recovery_codes, recovery_digest};
use crate::use_cases::self_service::step_up;
use crate::use_cases::sessions;

/// Why a second-factor request failed.
#[derive(Debug, thiserror::Error)]
pub enum FactorError {
    /// The account token names no live session.
    #[error("the account token is unknown, or its session ended")]
    InvalidAccountToken,
    /// The user already has a confirmed authenticator.
    #[error("an authenticator is already set up; remove it first")]
    AlreadyEnrolled,
    /// There is no authenticator waiting for its first code.
    #[error("no authenticator is being set up")]
    NothingPending,
    /// The user has no authenticator.
    #[error("no authenticator is set up")]
    NotEnrolled,
    /// The code was wrong, malformed or already used.
    #[error("the code is not right")]
    WrongCode,
    /// The session signed in too long ago, or with one factor while the
    /// user has two: adding or removing a factor needs a fresh sign-in.
    #[error("sign in again to change your second factors")]
    ReauthenticationRequired,
    /// Too many wrong attempts (shared with sign-in).
    #[error("too many attempts")]
    RateLimited {
        /// How long until the next attempt is allowed.
        retry_after: time::Duration,
    },
    /// The stored secret did not unseal (wrong master key).
    #[error(transparent)]
    Key(#[from] KeyError),
    /// The secret or its URI could not be made.
    #[error(transparent)]
    Totp(#[from] TotpError),
    /// Storage failed.
    #[error(transparent)]
    Repo(#[from] RepoError),
}

crate::service::throttle::throttled_maps_to!(FactorError);
crate::use_cases::self_service::step_up::step_up_maps_to!(FactorError);

impl From<AccountTokenError> for FactorError {
    fn from(error: AccountTokenError) -> Self {
        match error {
            AccountTokenError::Invalid => Self::InvalidAccountToken,
            AccountTokenError::Repo(e) => Self::Repo(e),
        }
    }
}

/// A new authenticator's secret, for the user's app: shown once.
#[derive(Debug, Clone)]
pub struct TotpEnrolment {
    /// The secret in base32, for typing in.
    pub secret: String,
    /// The `otpauth://` URI, for a QR code.
    pub otpauth_uri: String,
}

/// A user's second factors as their account page shows them.
#[derive(Debug, Clone)]
pub struct OwnFactors {
    /// Whether an authenticator app is a factor.
    pub totp: bool,
    /// Unused recovery codes.
    pub recovery_codes_left: u64,
    /// The passkeys, oldest first.
    pub passkeys: Vec<accounts_domain::records::PasskeyRecord>,
}

/// What binds a sealed TOTP secret to its user's row.
pub(crate) fn totp_label(user: UserId) -> String {
    format!("accounts-totp:v1:{user}")
}

/// Starts enrolment: a new secret, stored pending (replacing a pending
/// one) until a first code confirms it (blocking).
pub fn start_totp(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
) -> Result<TotpEnrolment, FactorError> {
    let SignedInSession { user, .. } = step_up::account_for_change(accounts, account_token)?;
    let now = accounts.clock.now();
    let secret = TotpSecret::generate();
    let record = TotpRecord {
        user_id: user.id,
        sealed_secret: accounts
            .config
            .master_key
            .seal(&totp_label(user.id), secret.as_bytes())?,
        created_at: now,
        confirmed_at: None,
        last_step: None,
    };
    match accounts.store.put_pending_totp(&record) {
        Err(RepoError::Conflict(_)) => return Err(FactorError::AlreadyEnrolled),
        other => other?,
    }
    enrolment_of(accounts, &secret, &user)
}

/// The user's own factors, for the account page (blocking).
pub fn own_factors(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
) -> Result<OwnFactors, FactorError> {
    let SignedInSession { user, .. } = sessions::account(accounts, account_token)?;
    Ok(OwnFactors {
        totp: accounts
            .store
            .find_totp(user.id)?
            .is_some_and(|t| t.confirmed_at.is_some()),
        recovery_codes_left: accounts.store.unused_recovery_codes(user.id)?,
        passkeys: accounts.store.list_passkeys(user.id)?,
    })
}

/// The pending authenticator's secret again (the enrolment page shown
/// anew after a wrong first code); `NothingPending` when none waits
/// (blocking).
pub fn pending_totp(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
) -> Result<TotpEnrolment, FactorError> {
    let SignedInSession { user, .. } = sessions::account(accounts, account_token)?;
    let pending = accounts
        .store
        .find_totp(user.id)?
        .filter(|t| t.confirmed_at.is_none())
        .ok_or(FactorError::NothingPending)?;
    let secret = TotpSecret::from_bytes(
        accounts
            .config
            .master_key
            .open(&totp_label(user.id), &pending.sealed_secret)?,
    );
    enrolment_of(accounts, &secret, &user)
}

fn enrolment_of(
    accounts: &Accounts,
    secret: &TotpSecret,
    user: &accounts_domain::records::UserRecord,
) -> Result<TotpEnrolment, FactorError> {
    let issuer = url::Url::parse(&accounts.config.issuer)
        .ok()
        .and_then(|u| u.host_str().map(str::to_owned))
        .unwrap_or_else(|| accounts.config.issuer.clone());
    Ok(TotpEnrolment {
        secret: secret.base32()?,
        otpauth_uri: secret.otpauth_uri(&issuer, user.email.as_str())?,
    })
}

/// Confirms the pending authenticator with its first code: from then
/// on it is a second factor. Answers the ten recovery codes, shown
/// only now. Wrong codes count in the sign-in throttle (blocking).
pub fn confirm_totp(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
    code: &str,
    ip: &str,
) -> Result<Vec<String>, FactorError> {
    let SignedInSession { user, .. } = step_up::account_for_change(accounts, account_token)?;
    let now = accounts.clock.now();
    let pending = accounts
        .store
        .find_totp(user.id)?
        .filter(|t| t.confirmed_at.is_none())
        .ok_or(FactorError::NothingPending)?;
    let slot = accounts
        .throttle
        .reserve(&throttle_key(&user.email.normalized(), ip), now)?;
    let secret = TotpSecret::from_bytes(
        accounts
            .config
            .master_key
            .open(&totp_label(user.id), &pending.sealed_secret)?,
    );
    let Some(step) = secret.check(code, now) else {
        user_audit::audit_detailed(
            &*accounts.store,
            AuditAction::FactorFailed,
            user.id,
            ip,
            "totp",
            now,
        )?;
        return Err(match slot.failed(now)? {
            Some(retry_after) => FactorError::RateLimited { retry_after },
            None => FactorError::WrongCode,
        });
    };
    let codes = new_recovery_codes();
    let digests: Vec<_> = codes.iter().map(|c| recovery_digest(c)).collect();
    if !accounts.store.confirm_totp(user.id, step, &digests, now)? {
        // Removed or confirmed by another request meanwhile.
        return Err(FactorError::NothingPending);
    }
    // The factor is on: the owner hears of it and gets the codes even
    // if wrong attempts beside this one locked the key meanwhile.
    if let Err(Throttled::Store(e)) = slot.succeeded(now) {
        return Err(e.into());
    }
    methods::factor_changed(accounts, &user, ip, FactorChange::TotpAdded, now)?;
    Ok(codes)
}

/// Removes the authenticator and its recovery codes (blocking).
pub fn remove_totp(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
    ip: &str,
) -> Result<(), FactorError> {
    let SignedInSession { user, .. } = step_up::account_for_change(accounts, account_token)?;
    let now = accounts.clock.now();
    let was_factor = accounts
        .store
        .find_totp(user.id)?
        .is_some_and(|t| t.confirmed_at.is_some());
    if !accounts.store.remove_totp(user.id)? {
        return Err(FactorError::NotEnrolled);
    }
    if was_factor {
        methods::factor_changed(accounts, &user, ip, FactorChange::TotpRemoved, now)?;
    }
    Ok(())
}
