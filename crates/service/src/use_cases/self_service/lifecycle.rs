//! Accounts people manage themselves: registration under the
//! `accounts.registration` policy, email verification and password reset
//! by mailed single-use tokens.
//!
//! No answer tells whether an address has an account: registering a
//! known address answers as a new one does (its owner gets a notice mail
//! instead of a verification mail), and a reset request answers the same
//! for every address. Both registration paths hash the password, so they
//! also take about the same time; a reset request does its look-up and
//! writes after answering, so it too takes the same time either way.
//! Registrations and reset requests count in the sign-in throttle under
//! its key (address and client IP); every request counts per client IP as
//! well (docs/decisions.md, "Account lifecycle").

use std::sync::Arc;

use time::{Duration, OffsetDateTime};

use crate::languages::mail_language;
use crate::ports::mail::{self, Mailer};
use crate::service::accounts::Accounts;
use crate::service::hashing::Busy;
use crate::service::passwords::Password;
use crate::service::throttle::throttle_key;
use crate::use_cases::manage::{ManageError, check_profile};
use crate::use_cases::self_service::refused::Refused;
use crate::use_cases::self_service::reset_review;
use crate::use_cases::user_audit::audit;
use accounts_domain::addresses::Email;
use accounts_domain::ids::UserId;
use accounts_domain::records::{
    AuditAction, AuditEvent, EmailTokenPurpose, EmailTokenRecord, UserProfile, UserRecord,
};
use accounts_domain::repository::{RepoError, Store, UserRepository};
use accounts_domain::secrets::{PlainSecret, SecretDigest};

/// How long a verification link works.
pub const VERIFICATION_LIFETIME: Duration = Duration::hours(24);
/// How long a reset link works.
pub const RESET_LIFETIME: Duration = Duration::minutes(30);

use crate::service::mailed_links::link;
pub use crate::service::mailed_links::{FORGOT_PAGE, RESET_PAGE, VERIFY_PAGE};

/// A registration as sent.
#[derive(Debug)]
pub struct Registration {
    /// The address to sign in with.
    pub email: String,
    /// The password chosen.
    pub password: String,
    /// Full name.
    pub name: Option<String>,
    /// Mobile number.
    pub mobile: Option<String>,
    /// Country code.
    pub country_code: Option<String>,
    /// The client IP.
    pub ip: String,
    /// Digest of the asking browser's binding, when the pages asked: only
    /// that browser confirms the address with a click (docs/decisions.md,
    /// "Confirming an address"); `None` from an app, which confirms with
    /// the mailed code.
    pub asker: Option<SecretDigest>,
}

/// Why a lifecycle request was refused.
#[derive(Debug, thiserror::Error)]
pub enum LifecycleError {
    /// `accounts.registration` is `closed`.
    #[error("registration is closed")]
    Closed,
    /// A field breaks a rule (the text says which, never the value).
    #[error(transparent)]
    Invalid(crate::use_cases::self_service::refused::Refused),
    /// Too many requests for this address or from this IP.
    #[error("too many requests; retry after {retry_after}")]
    RateLimited {
        /// How long until the next request is looked at.
        retry_after: Duration,
    },
    /// Every password-hashing permit stayed taken.
    #[error(transparent)]
    Busy(#[from] Busy),
    /// The mailed token is unknown, used, expired, or its address changed.
    #[error("the token is invalid, expired or used")]
    InvalidToken,
    /// The password could not be hashed (not the user's fault).
    #[error("password hashing failed: {0}")]
    Hashing(String),
    /// Storage failed.
    #[error(transparent)]
    Repo(#[from] RepoError),
}

crate::service::throttle::throttled_maps_to!(LifecycleError);

/// Registers an account when registration is open (blocking). The
/// answer is the same whether or not the address had an account.
pub fn register(accounts: &Accounts, registration: Registration) -> Result<(), LifecycleError> {
    if !accounts.config.registration_open {
        return Err(LifecycleError::Closed);
    }
    let email = Email::parse_registration(&registration.email)
        .map_err(|e| LifecycleError::Invalid(Refused::Email(e.to_string())))?;
    let password = Password::choose(registration.password, email.as_str())
        .map_err(|e| LifecycleError::Invalid(e.into()))?;
    let profile = UserProfile {
        name: registration.name.unwrap_or_default(),
        mobile: registration.mobile.unwrap_or_default(),
        country_code: registration.country_code.unwrap_or_default(),
        ..UserProfile::default()
    };
    check_profile(&profile).map_err(|e| match e {
        ManageError::Invalid(reason) => LifecycleError::Invalid(Refused::Field(reason)),
        ManageError::Rule(rule) => LifecycleError::Invalid(rule.into()),
        other => LifecycleError::Invalid(Refused::Field(other.to_string())),
    })?;
    let now = accounts.clock.now();
    count_attempt(accounts, Some(&email), &registration.ip, now)?;
    let existing = accounts.store.find_by_email(&email)?;
    // Hashed either way: a known address must not answer faster.
    let hash = accounts
        .hashing
        .run(|memory| password.hash_in(memory))?
        .map_err(|e| LifecycleError::Hashing(e.to_string()))?;
    if let Some(owner) = existing {
        accounts.mailer.send(mail::already_registered(
            &owner.email,
            mail_language(owner.language.as_deref()),
            &link(&accounts.config.issuer, FORGOT_PAGE, None),
        ));
        return Ok(());
    }
    let user = UserRecord {
        id: UserId::generate(now),
        email: email.clone(),
        password: hash,
        profile,
        email_verified: false,
        enabled: true,
        created_at: now,
        updated_at: now,
        deletion_due: None,
        language: crate::languages::new_user_language(),
    };
    match UserRepository::insert(&*accounts.store, &user) {
        Ok(()) => {}
        // Registered meanwhile, by another request for the same address.
        Err(RepoError::Conflict(_)) => {
            accounts.mailer.send(mail::already_registered(
                &email,
                mail_language(None),
                &link(&accounts.config.issuer, FORGOT_PAGE, None),
            ));
            return Ok(());
        }
        Err(e) => return Err(e.into()),
    }
    audit(
        &*accounts.store,
        AuditAction::UserRegistered,
        user.id,
        &registration.ip,
        now,
    )?;
    send_verification(accounts, &user, registration.asker, now)
}

/// Mails an unverified user the verification link again, for an
/// operator (the console's "resend"); audited with the operator as
/// actor (blocking). A verified address gets nothing: `Invalid`.
pub fn resend_verification(
    accounts: &Accounts,
    id: &str,
    operator: crate::use_cases::manage::Actor<'_>,
) -> Result<(), crate::use_cases::manage::ManageError> {
    use crate::use_cases::manage::ManageError;
    let now = accounts.clock.now();
    let user = id
        .parse::<UserId>()
        .ok()
        .map(|id| accounts_domain::repository::UserRepository::find(&*accounts.store, id))
        .transpose()
        .map_err(ManageError::Repo)?
        .flatten()
        .ok_or(ManageError::NotFound("user"))?;
    if user.email_verified {
        return Err(crate::use_cases::manage::Rule::AlreadyVerified.into());
    }
    // An operator asked, in no browser of the user's: the link's page
    // asks for the password (or the app takes the code).
    send_verification(accounts, &user, None, now).map_err(|e| match e {
        LifecycleError::Repo(e) => ManageError::Repo(e),
        other => ManageError::Invalid(other.to_string()),
    })?;
    accounts
        .store
        .append(&AuditEvent {
            at: now,
            action: AuditAction::VerificationResent,
            actor: operator.name.to_owned(),
            subject: user.id.to_string(),
            ip: operator.ip.to_owned(),
            detail: String::new(),
            user_id: Some(user.id),
            client_id: None,
            user_agent: String::new(),
        })
        .map_err(ManageError::Repo)
}

/// Mails `user` a link and token that verify their address; `asker`
/// is the asking browser's binding, if a browser asked.
fn send_verification(
    accounts: &Accounts,
    user: &UserRecord,
    asker: Option<SecretDigest>,
    now: OffsetDateTime,
) -> Result<(), LifecycleError> {
    let token = mail_token(
        &*accounts.store,
        user,
        (EmailTokenPurpose::Verify, asker),
        VERIFICATION_LIFETIME,
        now,
    )?;
    let link = link(&accounts.config.issuer, VERIFY_PAGE, Some(&token));
    accounts.mailer.send(mail::verification(
        &user.email,
        mail_language(user.language.as_deref()),
        &link,
        token.expose(),
        VERIFICATION_LIFETIME.whole_hours(),
    ));
    Ok(())
}

/// Verifies the address a verification token was sent to, or moves
/// the account to the address an address-change token was sent to
/// (blocking). Holding the token is holding the mailbox: an app posts
/// the code its user types; the link's page asks more of a browser
/// (`confirmation::confirm_in_browser`).
pub fn verify_email(accounts: &Accounts, token: &str, ip: &str) -> Result<(), LifecycleError> {
    let digest = SecretDigest::of(token);
    let change = accounts
        .store
        .find_email_token(&digest)?
        .is_some_and(|t| t.purpose == EmailTokenPurpose::ChangeEmail);
    redeem_confirmation(accounts, &digest, change, ip)
}

/// Redeems a verification (or, `change`, an address-change) token and
/// audits it (blocking).
pub(crate) fn redeem_confirmation(
    accounts: &Accounts,
    digest: &SecretDigest,
    change: bool,
    ip: &str,
) -> Result<(), LifecycleError> {
    let now = accounts.clock.now();
    let digest = *digest;
    let (user, action) = if change {
        let user = accounts.store.redeem_email_change(&digest, now)?;
        (user, AuditAction::EmailChanged)
    } else {
        let user = accounts.store.redeem_verification(&digest, now)?;
        (user, AuditAction::EmailVerified)
    };
    let user = user.ok_or(LifecycleError::InvalidToken)?;
    audit(&*accounts.store, action, user, ip, now)?;
    // A verified address in an organization's domain with `join:
    // automatic` makes its owner a member (docs/decisions.md,
    // "Organizations").
    if let Some(record) = UserRepository::find(&*accounts.store, user)? {
        crate::use_cases::organization_invitations::join_by_verified_domain(
            accounts,
            user,
            &record.email,
            ip,
        )?;
    }
    // Id tokens and userinfo say email_verified from the cache.
    Ok(accounts.sync_caches()?)
}

/// Mails a reset link and token when the address has an enabled
/// account; answers the same either way, once the text is an address
/// at all. Only the address's form and the throttles are looked at
/// here: the look-up, the token's write, the audit and the mail happen
/// after the answer, on the background thread, so a known address
/// answers no slower than an unknown one (blocking).
pub fn request_password_reset(
    accounts: &Accounts,
    email: &str,
    ip: &str,
) -> Result<(), LifecycleError> {
    let now = accounts.clock.now();
    // No address that fails this can have an account: refusing it
    // tells nothing about which addresses do.
    let email = Email::parse_registration(email)
        .map_err(|e| LifecycleError::Invalid(Refused::Email(e.to_string())))?;
    count_attempt(accounts, Some(&email), ip, now)?;
    let request = ResetRequest {
        store: Arc::clone(&accounts.store),
        mailer: Arc::clone(&accounts.mailer),
        issuer: accounts.config.issuer.clone(),
        email,
        ip: ip.to_owned(),
        now,
    };
    accounts.after_answer("a password reset request", move || request.carry_out());
    Ok(())
}

/// Sets a new password with a reset token and ends every session of
/// the user with their tokens (blocking).
pub fn reset_password(
    accounts: &Accounts,
    token: &str,
    new_password: &str,
    ip: &str,
) -> Result<(), LifecycleError> {
    let now = accounts.clock.now();
    count_attempt(accounts, None, ip, now)?;
    let digest = SecretDigest::of(token);
    let record = accounts
        .store
        .find_email_token(&digest)?
        .filter(|t| {
            t.purpose == EmailTokenPurpose::Reset && t.used_at.is_none() && now < t.expires_at
        })
        .ok_or(LifecycleError::InvalidToken)?;
    let password = Password::choose(new_password, record.email.as_str())
        .map_err(|e| LifecycleError::Invalid(e.into()))?;
    let hash = accounts
        .hashing
        .run(|memory| password.hash_in(memory))?
        .map_err(|e| LifecycleError::Hashing(e.to_string()))?;
    let user = accounts
        .store
        .redeem_reset(&digest, &hash, now)?
        .ok_or(LifecycleError::InvalidToken)?;
    audit(&*accounts.store, AuditAction::PasswordReset, user, ip, now)?;
    // Every session's tokens must stop verifying here at once.
    accounts.sync_caches()?;
    // The reset is done: what follows it is told, not answered.
    if let Err(e) = reset_review::after_reset(accounts, user) {
        log::error!("the review after a password reset could not be prepared: {e}");
    }
    Ok(())
}

/// Counts a request: in the sign-in throttle under the sign-in's own
/// key (address and IP), and per IP alone in a throttle of the same
/// kind with a larger allowance (many addresses from one IP are a
/// flood of mail; an office behind one address is not).
fn count_attempt(
    accounts: &Accounts,
    email: Option<&Email>,
    ip: &str,
    now: OffsetDateTime,
) -> Result<(), LifecycleError> {
    let mut counted = vec![(&accounts.account_requests, ip.to_owned())];
    if let Some(email) = email {
        counted.push((&accounts.throttle, throttle_key(&email.normalized(), ip)));
    }
    for (throttle, key) in counted {
        let slot = throttle.reserve(&key, now)?;
        // An account request is not a wrong password, but each one
        // spends the same allowance: a flood meets the same lockout.
        slot.failed(now)?;
    }
    Ok(())
}

/// A reset request, carried out after its answer.
struct ResetRequest {
    store: Arc<dyn Store + Send + Sync>,
    mailer: Arc<dyn Mailer>,
    issuer: String,
    email: Email,
    ip: String,
    now: OffsetDateTime,
}

impl ResetRequest {
    /// Mails a reset link when the address has an enabled account.
    fn carry_out(self) -> Result<(), RepoError> {
        let Some(user) = self.store.find_by_email(&self.email)?.filter(|u| u.enabled) else {
            return Ok(());
        };
        let store = &*self.store;
        let token = mail_token(
            store,
            &user,
            (EmailTokenPurpose::Reset, None),
            RESET_LIFETIME,
            self.now,
        )?;
        audit(
            store,
            AuditAction::PasswordResetRequested,
            user.id,
            &self.ip,
            self.now,
        )?;
        self.mailer.send(mail::password_reset(
            &user.email,
            mail_language(user.language.as_deref()),
            &link(&self.issuer, RESET_PAGE, Some(&token)),
            token.expose(),
            RESET_LIFETIME.whole_minutes(),
        ));
        Ok(())
    }
}

/// Stores a new mailed token for `user`, for a purpose and the browser
/// that asked, if one did; returns it in the clear.
fn mail_token(
    store: &dyn Store,
    user: &UserRecord,
    (purpose, asker): (EmailTokenPurpose, Option<SecretDigest>),
    lifetime: Duration,
    now: OffsetDateTime,
) -> Result<PlainSecret, RepoError> {
    let token = PlainSecret::generate();
    store.insert_email_token(&EmailTokenRecord {
        digest: token.digest(),
        purpose,
        user_id: user.id,
        email: user.email.clone(),
        created_at: now,
        expires_at: now + lifetime,
        used_at: None,
        asker,
    })?;
    Ok(token)
}
