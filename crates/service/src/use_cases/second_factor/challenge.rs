//! Finishing a password sign-in with its second factor: the app answers
//! `MFA_REQUIRED`'s single-use `mfaToken` with a code of the authenticator
//! app or a recovery code. The challenge is taken away before the code is
//! looked at, so it answers once, right or wrong; each TOTP step is
//! accepted once; wrong codes count per account in the second-factor
//! throttle, which a right password does not clear: after five, the
//! second step is locked for every IP and challenge, a right code
//! included (docs/decisions.md, "Second factors").

use crate::languages::mail_language;
use crate::ports::mail::FactorChange;
use crate::ports::safety_mails;
use crate::service::accounts::Accounts;
use crate::service::mailed_links::{FORGOT_PAGE, link};
use crate::service::throttle::second_factor_key;
use crate::use_cases::second_factor::methods;
use crate::use_cases::sign_in::{SignInError, SignedIn};
use crate::use_cases::user_audit;
use accounts_domain::records::{
    AuditAction, MfaChallengeRecord, SessionChannel, SessionDetails, UserRecord,
};
use accounts_domain::repository::{RepoError, UserRepository};
use accounts_domain::secrets::SecretDigest;

use super::enrolment::totp_label;
use super::totp::{TotpSecret, code_digits, recovery_digest};
use crate::use_cases::sign_in;

/// Answers a second-factor challenge with `code` (a TOTP code or a
/// recovery code) and opens the session the password sign-in asked
/// for, on `channel` (the face that answers gets the account token)
/// (blocking).
pub fn complete_sign_in(
    accounts: &Accounts,
    mfa_token: &str,
    code: &str,
    ip: &str,
    channel: SessionChannel,
) -> Result<SignedIn, SignInError> {
    let now = accounts.clock.now();
    let challenge = accounts
        .store
        .take_mfa_challenge(&SecretDigest::of(mfa_token), now)?
        .ok_or(SignInError::InvalidChallenge)?;
    let user = UserRepository::find(&*accounts.store, challenge.user_id)?
        .filter(|u| u.enabled)
        .ok_or(SignInError::InvalidChallenge)?;
    let slot = accounts
        .second_factor
        .reserve(&second_factor_key(user.id), now)?;
    let accepted = if code_digits(code).is_some() {
        totp_code_accepted(accounts, &user, code, now)?
    } else {
        recovery_code_accepted(accounts, &user, code, ip, now)?
    };
    if !accepted {
        let locked = slot.failed(now)?;
        user_audit::audit_detailed(
            &*accounts.store,
            AuditAction::FactorFailed,
            user.id,
            ip,
            "",
            now,
        )?;
        tell_if_locked(accounts, &user, locked);
        return Err(SignInError::wrong_secret(locked));
    }
    slot.succeeded(now)?;
    let auth = challenge.first_factor.with_otp();
    let details = details_of(accounts, challenge, channel);
    sign_in::open_session(accounts, user, details, (auth, None), now)
}

/// Whether `code` is the user's authenticator's code for a step not
/// accepted before (which it now is).
fn totp_code_accepted(
    accounts: &Accounts,
    user: &UserRecord,
    code: &str,
    now: time::OffsetDateTime,
) -> Result<bool, RepoError> {
    let Some(totp) = accounts
        .store
        .find_totp(user.id)?
        .filter(|t| t.confirmed_at.is_some())
    else {
        return Ok(false);
    };
    let secret = accounts
        .config
        .master_key
        .open(&totp_label(user.id), &totp.sealed_secret)
        .map_err(|e| RepoError::Other(format!("TOTP secret of {}: {e}", user.id)))?;
    match TotpSecret::from_bytes(secret).check(code, now) {
        Some(step) => accounts.store.claim_totp_step(user.id, step),
        None => Ok(false),
    }
}

/// Whether `code` is one of the user's unused recovery codes (which is
/// used now; the owner is mailed).
fn recovery_code_accepted(
    accounts: &Accounts,
    user: &UserRecord,
    code: &str,
    ip: &str,
    now: time::OffsetDateTime,
) -> Result<bool, RepoError> {
    if !accounts
        .store
        .use_recovery_code(user.id, &recovery_digest(code), now)?
    {
        return Ok(false);
    }
    let left = accounts.store.unused_recovery_codes(user.id)?;
    methods::factor_changed(
        accounts,
        user,
        ip,
        FactorChange::RecoveryCodeUsed { left },
        now,
    )?;
    Ok(true)
}

/// Mails the owner when a wrong second factor just locked their second
/// step (`locked` is the failure's answer): whoever typed it knew the
/// password, which the owner should change.
pub(super) fn tell_if_locked(
    accounts: &Accounts,
    user: &UserRecord,
    locked: Option<time::Duration>,
) {
    let Some(retry_after) = locked else {
        return;
    };
    let minutes = (retry_after.whole_seconds() + 59) / 60;
    accounts.mailer.send(safety_mails::second_factor_locked(
        &user.email,
        mail_language(user.language.as_deref()),
        minutes.max(1),
        &link(&accounts.config.issuer, FORGOT_PAGE, None),
    ));
}

/// The session details the password sign-in recorded, for a session on
/// `channel`.
pub(super) fn details_of(
    accounts: &Accounts,
    challenge: MfaChallengeRecord,
    channel: SessionChannel,
) -> SessionDetails {
    accounts.session_details(
        channel,
        challenge.user_agent,
        challenge.ip,
        challenge.locale,
        challenge.package_name,
    )
}
