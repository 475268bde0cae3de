//! Sign-in with email and password: the one path for the native-app API's
//! login and the browser's login form.
//!
//! Rules (docs/decisions.md, "Sign-in"): the attempt takes a throttle slot
//! per (email, client IP) before the password is looked at, so parallel
//! requests get no more checks than sequential ones, and a locked pair is
//! refused even the right password; the argon2 check waits for a hashing
//! permit (bounded memory), or is refused as busy; an unknown email costs
//! the same argon2 work as a wrong password and gets the same answer; a
//! disabled user cannot sign in, nor a self-registered one whose address
//! is not verified yet (the same answer as a wrong password, counted as a
//! failure: a registration then a sign-in must not tell a new address
//! from a known one); every failure and success is audited; a
//! success opens a session bound to a new account token (the native-app API's
//! bearer and the browser's cookie).

use crate::use_cases::second_factor::methods;
use time::Duration;

use crate::ports::observe::SignInOutcome;
use crate::service::accounts::Accounts;
use crate::service::hashing::Busy;
use crate::service::passwords::Password;
use crate::service::passwords::{Checked, VerifyPassword};
use crate::service::throttle::throttle_key;
use crate::use_cases::organization_sso::{self, SsoRequired};
pub use crate::use_cases::second_factor::methods::SecondFactorMethod;
use crate::use_cases::user_audit;
use accounts_domain::addresses::{Email, PackageName};
use accounts_domain::ids::SessionId;
use accounts_domain::imports::Rehash;
use accounts_domain::records::{
    AuditAction, AuditEvent, FirstFactor, MfaChallengeRecord, SessionAuth, SessionChannel,
    SessionDetails, SessionRecord, SignInCredential, UserRecord,
};
use accounts_domain::repository::RepoError;
use accounts_domain::secrets::PlainSecret;

/// A sign-in attempt: the credentials and where they came from.
#[derive(Debug, Clone)]
pub struct Attempt {
    /// The email as typed.
    pub email: String,
    /// The password as typed.
    pub password: String,
    /// The app's package name: recorded only if a client registered it.
    pub package_name: Option<PackageName>,
    /// The client IP (see the trusted-proxy rule of the HTTP layer).
    pub ip: String,
    /// The request's User-Agent, at most 1024 characters.
    pub user_agent: String,
    /// The preferred locale (`ui_locales`, else Accept-Language).
    pub locale: String,
}

/// A successful sign-in.
#[derive(Debug)]
pub struct SignedIn {
    /// Who signed in.
    pub user: UserRecord,
    /// The new session.
    pub session: SessionRecord,
    /// The session's credential: shown to the device once, or set as the
    /// browser's cookie; only its digest is stored.
    pub account_token: PlainSecret,
}

/// How long an app has to answer a second-factor challenge.
pub const SECOND_FACTOR_WINDOW: Duration = Duration::minutes(5);

/// A password sign-in waiting for its second factor.
#[derive(Debug)]
pub struct SecondFactorChallenge {
    /// The single-use token the answer carries (`mfaToken`); only its
    /// digest is stored.
    pub token: PlainSecret,
    /// What the user can answer with.
    pub methods: Vec<SecondFactorMethod>,
    /// When the challenge stops being accepted.
    pub expires_at: time::OffsetDateTime,
}

/// Why a sign-in failed.
#[derive(Debug, thiserror::Error)]
pub enum SignInError {
    /// Unknown email, wrong password, disabled user or an address not
    /// verified yet: one answer for all.
    #[error("the email address or password is not right")]
    InvalidCredentials,
    /// Too many failures for this email from this address.
    #[error("too many failed sign-ins; retry after {retry_after}")]
    RateLimited {
        /// How long until the next attempt is looked at.
        retry_after: Duration,
    },
    /// The password was right and the user has a second factor: the
    /// sign-in finishes when the challenge is answered with a code
    /// (`challenge::complete_sign_in`). Not a failure.
    #[error("a second factor is required")]
    SecondFactorRequired(SecondFactorChallenge),
    /// The challenge token is unknown, used or expired.
    #[error("the second-factor challenge is unknown, used or expired")]
    InvalidChallenge,
    /// A passkey answer's `challengeId` is unknown, used or expired: the
    /// options must be asked for again.
    #[error("the passkey challenge is unknown, used or expired")]
    InvalidCeremony,
    /// The address's domain signs in only through its organization's
    /// own provider (`sso: required`), and the account is none of its
    /// break-glass members: said for a wrong password too, so that the
    /// answer tells nothing of the account.
    #[error(transparent)]
    SsoRequired(#[from] SsoRequired),
    /// Sign-in by a mailed code is off (`accounts.sign_in_codes`), or the
    /// client wants a password or a passkey (`allow_sign_in_codes`).
    #[error("sign-in by a mailed code is not offered here")]
    CodesNotAllowed,
    /// A new account's name breaks a profile rule.
    #[error("the name is too long or holds control characters")]
    InvalidName,
    /// Every password-hashing permit stayed taken for the whole wait.
    #[error(transparent)]
    Busy(#[from] Busy),
    /// Storage failed.
    #[error(transparent)]
    Repo(#[from] RepoError),
}

crate::service::throttle::throttled_maps_to!(SignInError);

impl SignInError {
    /// A wrong secret's answer: `RateLimited` when the failure locked the
    /// key (`Slot::failed`'s answer), otherwise `InvalidCredentials`.
    pub(crate) fn wrong_secret(locked: Option<Duration>) -> Self {
        match locked {
            Some(retry_after) => Self::RateLimited { retry_after },
            None => Self::InvalidCredentials,
        }
    }
}

/// Checks the password (throttled and audited) and opens a session on
/// `channel` bound to a new account token (blocking).
pub fn sign_in(
    accounts: &Accounts,
    attempt: Attempt,
    channel: SessionChannel,
) -> Result<SignedIn, SignInError> {
    observed(accounts, check_and_open(accounts, attempt, channel))
}

/// Tells the observer how a sign-in ended, and returns it.
pub(crate) fn observed(
    accounts: &Accounts,
    result: Result<SignedIn, SignInError>,
) -> Result<SignedIn, SignInError> {
    accounts.observer.signed_in(match &result {
        Ok(_) => SignInOutcome::Success,
        Err(SignInError::InvalidCredentials) => SignInOutcome::InvalidCredentials,
        Err(SignInError::RateLimited { .. }) => SignInOutcome::RateLimited,
        Err(SignInError::SsoRequired(_)) => SignInOutcome::SsoRequired,
        Err(SignInError::SecondFactorRequired(_)) => SignInOutcome::SecondFactorRequired,
        Err(
            SignInError::InvalidChallenge
            | SignInError::InvalidCeremony
            | SignInError::CodesNotAllowed
            | SignInError::InvalidName,
        ) => SignInOutcome::InvalidCredentials,
        Err(SignInError::Busy(_)) => SignInOutcome::Busy,
        Err(SignInError::Repo(_)) => SignInOutcome::Failed,
    });
    result
}

fn check_and_open(
    accounts: &Accounts,
    attempt: Attempt,
    channel: SessionChannel,
) -> Result<SignedIn, SignInError> {
    let Attempt {
        email,
        password,
        package_name,
        ip,
        user_agent,
        locale,
    } = attempt;
    if Password::is_too_long(&password) {
        return Err(SignInError::InvalidCredentials);
    }
    let now = accounts.clock.now();
    // An unparseable address cannot be an account: same answer as a wrong password.
    let parsed = Email::parse(&email).ok();
    let key = throttle_key(
        &parsed
            .as_ref()
            .map_or_else(|| email.to_lowercase(), Email::normalized),
        &ip,
    );
    let slot = accounts.throttle.reserve(&key, now)?;
    let user = match parsed
        .as_ref()
        .map(|email| accounts.store.find_by_email(email))
    {
        Some(Ok(user)) => user,
        Some(Err(e)) => return Err(slot.abandon(e).into()),
        None => None,
    };
    let (accepted, rehashed) = accounts.hashing.run(|memory| match &user {
        // The hash is checked either way: an unverified or disabled
        // account answers as a wrong password does, in the same time.
        Some(user) if user.password.is_usable() => {
            let (right, rehashed) = match user.password.check_in(&password, memory) {
                Checked::Wrong => (false, None),
                Checked::Right => (true, None),
                Checked::Rehashed(ours) => (true, Some(ours)),
            };
            (right && user.enabled && user.email_verified, rehashed)
        }
        // No account, or one without a password (made through an
        // upstream provider): the decoy costs what a real check costs.
        _ => {
            if let Some(decoy) = accounts.decoy_hash(memory) {
                let _ = decoy.verify_in(&password, memory);
            }
            (false, None)
        }
    })?;
    let user_id = user.as_ref().map(|u| u.id);
    let audit = |action, actor: String| AuditEvent {
        at: now,
        action,
        actor,
        // Never the address in clear text: an attempt on an address
        // without an account (or deleted since) would keep it.
        subject: accounts.audit_addresses.subject(
            &parsed
                .as_ref()
                .map_or_else(|| email.to_lowercase(), Email::normalized),
        ),
        ip: ip.clone(),
        detail: String::new(),
        user_id,
        client_id: None,
        user_agent: user_agent.clone(),
    };
    // An address whose domain requires its organization's sign-in gets
    // that answer whatever the password: only a break-glass member's
    // right one goes on, and which accounts are break-glass stays unsaid.
    let sso = match parsed
        .as_ref()
        .map(|e| organization_sso::required_for(accounts, e))
    {
        Some(Err(e)) => return Err(slot.abandon(e).into()),
        Some(Ok(required)) => required,
        None => None,
    };
    let user = match (accepted, user) {
        (true, Some(user)) => user,
        _ => {
            let failure = audit(AuditAction::LoginFailed, String::new());
            let locked = slot.failed_audited(now, &failure)?;
            return Err(match sso {
                Some(required) if locked.is_none() => SignInError::SsoRequired(required),
                _ => SignInError::wrong_secret(locked),
            });
        }
    };
    if sso.is_some() {
        match organization_sso::gate(accounts, &user, None) {
            Ok(Ok(())) => {}
            // Counted as a wrong password is: a right one that may not be
            // used must not reset the throttle, or the lockout's coming
            // or not would tell whether a guess was right.
            Ok(Err(required)) => {
                let failure = audit(AuditAction::LoginFailed, String::new());
                let locked = slot.failed_audited(now, &failure)?;
                return Err(match locked {
                    None => SignInError::SsoRequired(required),
                    locked => SignInError::wrong_secret(locked),
                });
            }
            Err(e) => return Err(slot.abandon(e).into()),
        }
    }
    let package_name = match accounts.registered_package(package_name) {
        Ok(package) => package,
        Err(e) => return Err(slot.abandon(e).into()),
    };
    // An imported hash (docs/decisions.md, "Bringing users in") becomes
    // the service's own in the sign-in's write: not a password change.
    let rehash = rehashed.map(|new| Rehash {
        user: user.id,
        old: user.password.clone(),
        new,
        at: now,
    });
    let details = accounts.session_details(channel, user_agent, ip, locale, package_name);
    after_first_factor(
        accounts,
        slot,
        user,
        (FirstFactor::Password, ""),
        details,
        rehash.as_ref(),
        now,
    )
}

/// After the first factor (`first`, audited with `detail`) proved who
/// `user` is: a challenge for the second factor when the user has one
/// (`SecondFactorRequired`; the password was right, not a failure),
/// else the session, stored with the throttle's success and `rehash` (an
/// imported hash made the service's own) in one write (blocking).
pub(crate) fn after_first_factor(
    accounts: &Accounts,
    slot: crate::service::throttle::Slot<'_>,
    user: UserRecord,
    (first, detail): (FirstFactor, &str),
    details: SessionDetails,
    rehash: Option<&Rehash>,
    now: time::OffsetDateTime,
) -> Result<SignedIn, SignInError> {
    let methods = match methods::second_factor_methods(accounts, user.id) {
        Ok(methods) => methods,
        Err(e) => return Err(slot.abandon(e).into()),
    };
    if !methods.is_empty() {
        slot.succeeded_rehashing(now, rehash)?;
        let token = PlainSecret::generate();
        let expires_at = now + SECOND_FACTOR_WINDOW;
        accounts.store.insert_mfa_challenge(&MfaChallengeRecord {
            digest: token.digest(),
            user_id: user.id,
            created_at: now,
            expires_at,
            used_at: None,
            package_name: details.package_name,
            user_agent: details.user_agent,
            ip: details.ip,
            locale: details.locale,
            first_factor: first,
        })?;
        return Err(SignInError::SecondFactorRequired(SecondFactorChallenge {
            token,
            methods,
            expires_at,
        }));
    }
    // The throttle's outcome, the session and the audit event in one
    // write transaction: with the reservation, two per sign-in.
    let mut opening = opening(accounts, &user, details, first.alone(), now);
    opening.event.detail = detail.to_owned();
    slot.succeeded_opening(now, &opening.session, &opening.event, rehash)?;
    opened(accounts, user, opening, now)
}

/// Opens a session for `user`, who just proved who they are, bound to
/// a new account token, and audits the sign-in (one transaction). A
/// sign-in with a passkey or a provider's link names it as `credential`:
/// if it was removed meanwhile, no session opens (the answer of a wrong
/// credential).
pub(crate) fn open_session(
    accounts: &Accounts,
    user: UserRecord,
    details: SessionDetails,
    (auth, credential): (SessionAuth, Option<&SignInCredential>),
    now: time::OffsetDateTime,
) -> Result<SignedIn, SignInError> {
    if let Err(required) = organization_sso::gate(accounts, &user, credential)? {
        return Err(SignInError::SsoRequired(required));
    }
    let opening = opening(accounts, &user, details, auth, now);
    match credential {
        None => accounts
            .store
            .insert_audited(&opening.session, &opening.event)?,
        Some(credential) => {
            let held = accounts.store.insert_audited_if_held(
                &opening.session,
                &opening.event,
                credential,
            )?;
            if !held {
                return Err(SignInError::InvalidCredentials);
            }
        }
    }
    opened(accounts, user, opening, now)
}

/// The session a sign-in of `user` opens, and its audit event.
fn opening(
    accounts: &Accounts,
    user: &UserRecord,
    details: SessionDetails,
    auth: SessionAuth,
    now: time::OffsetDateTime,
) -> Opening {
    let account_token = PlainSecret::generate();
    let event = AuditEvent {
        at: now,
        action: AuditAction::LoginSucceeded,
        actor: user.id.to_string(),
        subject: accounts.audit_addresses.of(&user.email),
        ip: details.ip.clone(),
        detail: String::new(),
        user_id: Some(user.id),
        client_id: None,
        user_agent: details.user_agent.clone(),
    };
    let session = SessionRecord {
        id: SessionId::generate(now),
        user_id: user.id,
        authenticated_at: now,
        last_seen_at: now,
        revoked_at: None,
        account_token: Some(account_token.digest()),
        auth,
        details,
    };
    Opening {
        session,
        account_token,
        event,
    }
}

/// After the session is stored: a sign-in cancels a pending deletion.
fn opened(
    accounts: &Accounts,
    user: UserRecord,
    opening: Opening,
    now: time::OffsetDateTime,
) -> Result<SignedIn, SignInError> {
    keep_account(accounts, &user, &opening.session.details.ip, now)?;
    Ok(SignedIn {
        user,
        session: opening.session,
        account_token: opening.account_token,
    })
}

/// A session about to be stored, with what the user gets and what the
/// audit log gets.
struct Opening {
    session: SessionRecord,
    account_token: PlainSecret,
    event: AuditEvent,
}

/// A sign-in during the grace period keeps the account.
fn keep_account(
    accounts: &Accounts,
    user: &UserRecord,
    ip: &str,
    now: time::OffsetDateTime,
) -> Result<(), RepoError> {
    if user.deletion_due.is_some() && accounts.store.cancel_deletion(user.id, now)? {
        user_audit::audit(
            &*accounts.store,
            AuditAction::DeletionCancelled,
            user.id,
            ip,
            now,
        )?;
    }
    Ok(())
}
