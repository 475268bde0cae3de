//! Signing in with a passkey: on its own (a discoverable credential with
//! user verification counts as two factors), or as the second factor
//! after a password (`mfaToken`). The options hand out a challenge id
//! that binds the ceremony's server-side state to the one browser or app
//! request that asked; the answer takes that state away before it is
//! verified, so each is used once and within 5 minutes. The signature
//! counter and the backup flags are stored after each use. A failed check
//! counts in the owner's sign-in throttle, or, as the second step, in the
//! account's second-factor throttle like a wrong code
//! (docs/decisions.md, "Passkeys", "Second factors").

use crate::use_cases::user_audit;
use serde_json::Value;
use webauthn_rs::prelude::{DiscoverableAuthentication, Passkey, PublicKeyCredential};

use crate::ports::observe::SignInOutcome;
use crate::service::accounts::Accounts;
use crate::service::throttle::{second_factor_key, throttle_key};
use crate::use_cases::sign_in::{SignInError, SignedIn};
use accounts_domain::addresses::PackageName;
use accounts_domain::records::{
    AuditAction, CeremonyPurpose, CeremonyRecord, KeyKind, SessionAuth, SessionChannel,
    SignInCredential,
};
use accounts_domain::repository::{RepoError, UserRepository};
use accounts_domain::secrets::{PlainSecret, SecretDigest};

use super::passkeys::{PasskeyError, backup_eligible, corrupt, stored, user_handle};
use crate::service::relying_party::CEREMONY_WINDOW;
use crate::use_cases::second_factor::challenge;
use crate::use_cases::second_factor::passkeys;
use crate::use_cases::sign_in;

/// A passkey sign-in's options and the id that finishes it.
#[derive(Debug)]
pub struct PasskeyChallenge {
    /// Sent back with the answer (`challengeId`); only its digest is
    /// stored.
    pub challenge_id: PlainSecret,
    /// The request options for `navigator.credentials.get` (`publicKey`).
    pub public_key: Value,
}

/// A passkey's answer, and where it came from.
#[derive(Debug, Clone)]
pub struct PasskeyAttempt {
    /// The options' `challengeId`.
    pub challenge_id: String,
    /// The authenticator's `PublicKeyCredential` as JSON.
    pub credential: Value,
    /// Finishes a password sign-in waiting for its second factor.
    pub mfa_token: Option<String>,
    /// The app's package name, already checked against its client.
    pub package_name: Option<PackageName>,
    /// The client IP.
    pub ip: String,
    /// The request's User-Agent, at most 1024 characters.
    pub user_agent: String,
    /// The preferred locale.
    pub locale: String,
}

/// Options for signing in with any passkey of this site (the browser
/// or the platform offers the user's discoverable credentials), kept
/// on the server for 5 minutes under a new challenge id; counted per
/// client `ip`, since each stores a ceremony (blocking).
pub fn passkey_sign_in_options(
    accounts: &Accounts,
    ip: &str,
) -> Result<PasskeyChallenge, PasskeyError> {
    let webauthn = passkeys::webauthn_for(accounts, None)?;
    let now = accounts.clock.now();
    let slot = accounts.passkey_options.reserve(ip, now)?;
    // Every request spends the allowance, answered or not.
    slot.failed(now)?;
    let (options, state) = webauthn
        .start_discoverable_authentication()
        .map_err(|e| RepoError::Other(format!("passkey sign-in options: {e}")))?;
    let challenge_id = PlainSecret::generate();
    accounts.store.put_ceremony(&CeremonyRecord {
        key: challenge_id.digest(),
        purpose: CeremonyPurpose::SignIn,
        user_id: None,
        state: serde_json::to_string(&state)
            .map_err(|e| RepoError::Other(format!("passkey sign-in state: {e}")))?,
        created_at: now,
        expires_at: now + CEREMONY_WINDOW,
    })?;
    Ok(PasskeyChallenge {
        challenge_id,
        public_key: serde_json::to_value(&options.public_key)
            .map_err(|e| RepoError::Other(format!("passkey sign-in options: {e}")))?,
    })
}

/// Checks a passkey's answer and opens a session on `channel`
/// (blocking).
pub fn sign_in_with_passkey(
    accounts: &Accounts,
    attempt: PasskeyAttempt,
    channel: SessionChannel,
) -> Result<SignedIn, SignInError> {
    let result = check_passkey(accounts, attempt, channel);
    accounts.observer.signed_in(match &result {
        Ok(_) => SignInOutcome::Success,
        Err(SignInError::RateLimited { .. }) => SignInOutcome::RateLimited,
        Err(SignInError::SsoRequired(_)) => SignInOutcome::SsoRequired,
        Err(SignInError::Busy(_)) => SignInOutcome::Busy,
        Err(SignInError::Repo(_)) => SignInOutcome::Failed,
        Err(_) => SignInOutcome::InvalidCredentials,
    });
    result
}

fn check_passkey(
    accounts: &Accounts,
    attempt: PasskeyAttempt,
    channel: SessionChannel,
) -> Result<SignedIn, SignInError> {
    let now = accounts.clock.now();
    // Both single-use states are taken before anything is checked:
    // an answer, right or wrong, spends them.
    let ceremony = accounts
        .store
        .take_ceremony(
            &SecretDigest::of(&attempt.challenge_id),
            CeremonyPurpose::SignIn,
            now,
        )?
        .ok_or(SignInError::InvalidCeremony)?;
    let password_step = match &attempt.mfa_token {
        Some(token) => Some(
            accounts
                .store
                .take_mfa_challenge(&SecretDigest::of(token), now)?
                .ok_or(SignInError::InvalidChallenge)?,
        ),
        None => None,
    };
    // An app's ceremony comes from its registered app origins.
    let package = attempt.package_name.clone().or_else(|| {
        password_step
            .as_ref()
            .and_then(|step| step.package_name.clone())
    });
    let webauthn = passkeys::webauthn_for(accounts, package.as_ref())
        .map_err(|_| SignInError::InvalidChallenge)?;
    let state: DiscoverableAuthentication =
        serde_json::from_str(&ceremony.state).map_err(|e| corrupt("passkey sign-in state", e))?;
    let answer: PublicKeyCredential =
        serde_json::from_value(attempt.credential).map_err(|_| SignInError::InvalidCredentials)?;
    let Some(record) = accounts
        .store
        .find_passkey_by_credential(answer.get_credential_id())?
    else {
        return Err(SignInError::InvalidCredentials);
    };
    let user = UserRepository::find(&*accounts.store, record.user_id)?
        .filter(|u| u.enabled && u.email_verified)
        .ok_or(SignInError::InvalidCredentials)?;
    if password_step
        .as_ref()
        .is_some_and(|step| step.user_id != user.id)
    {
        return Err(SignInError::InvalidCredentials);
    }
    let slot = if password_step.is_some() {
        accounts
            .second_factor
            .reserve(&second_factor_key(user.id), now)?
    } else {
        accounts
            .throttle
            .reserve(&throttle_key(&user.email.normalized(), &attempt.ip), now)?
    };
    let mut passkey: Passkey =
        serde_json::from_str(&record.credential).map_err(|e| corrupt("passkey credential", e))?;
    // A discoverable credential names its user; it must be the owner
    // of the credential id (a handle is absent for some authenticators).
    let handle_matches = answer
        .get_user_unique_id()
        .is_none_or(|h| h == user_handle(user.id).as_bytes());
    let verified = handle_matches
        .then(|| webauthn.finish_discoverable_authentication_v2(&answer, state, &passkey))
        .and_then(|r| {
            r.map_err(|e| log::info!("passkey sign-in of {} refused: {e}", user.id))
                .ok()
        })
        .filter(|r| r.user_verified());
    let Some(verified) = verified else {
        let locked = slot.failed(now)?;
        let action = if password_step.is_some() {
            AuditAction::FactorFailed
        } else {
            AuditAction::LoginFailed
        };
        user_audit::audit_detailed(
            &*accounts.store,
            action,
            user.id,
            &attempt.ip,
            "passkey",
            now,
        )?;
        if password_step.is_some() {
            challenge::tell_if_locked(accounts, &user, locked);
        }
        return Err(SignInError::wrong_secret(locked));
    };
    slot.succeeded(now)?;
    passkey.update_credential(&verified);
    let synced = verified.backup_eligible() || backup_eligible(&passkey);
    accounts
        .store
        .record_passkey_use(record.id, &stored(&passkey)?, synced, now)?;
    let kind = KeyKind::of(synced);
    let (details, auth) = match password_step {
        Some(step) => {
            let auth = step.first_factor.with_passkey(kind);
            (challenge::details_of(accounts, step, channel), auth)
        }
        None => (
            accounts.session_details(
                channel,
                attempt.user_agent,
                attempt.ip,
                attempt.locale,
                accounts.registered_package(attempt.package_name)?,
            ),
            SessionAuth::Passkey(kind),
        ),
    };
    // The passkey may be removed while this runs ("Remove all but the
    // new password"): the session opens only while it is there.
    let credential = SignInCredential::Passkey(record.id);
    sign_in::open_session(accounts, user, details, (auth, Some(&credential)), now)
}
