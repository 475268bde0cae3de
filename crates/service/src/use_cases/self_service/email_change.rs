//! Moving an account to another address (docs/decisions.md, "Email
//! change"): asked for with the account token and the password, done when
//! a link mailed to the new address is used; the old address is told at
//! once and keeps signing in until then.

use std::sync::Arc;

use accounts_domain::addresses::Email;
use accounts_domain::records::{AuditAction, EmailTokenPurpose, EmailTokenRecord, UserRecord};
use accounts_domain::repository::{RepoError, Store};
use accounts_domain::secrets::{PlainSecret, SecretDigest};
use time::OffsetDateTime;

use crate::languages::{self, mail_language};
use crate::ports::mail::{self, Mailer};
use crate::service::accounts::Accounts;
use crate::service::mailed_links::{FORGOT_PAGE, VERIFY_PAGE, link};
use crate::service::passwords::{Password, VerifyPassword};
use crate::service::throttle::throttle_key;
use crate::use_cases::self_service::lifecycle::VERIFICATION_LIFETIME;
use crate::use_cases::self_service::own_account;
use crate::use_cases::self_service::own_account::OwnAccountError;
use crate::use_cases::self_service::refused::Refused;
use crate::use_cases::sessions;
use crate::use_cases::sessions::AccountToken;
use crate::use_cases::sign_in::SignInError;
use crate::use_cases::user_audit::audit;

/// A request to move an account to another address.
#[derive(Debug, Clone)]
pub struct EmailChange {
    /// The new address.
    pub email: String,
    /// The account's password.
    pub password: String,
    /// The client IP.
    pub ip: String,
    /// Digest of the asking browser's binding, when the account page
    /// asked: only that browser (or one signed in to the account, or
    /// with the password) confirms with the link (docs/decisions.md,
    /// "Confirming an address").
    pub asker: Option<SecretDigest>,
}

/// Asks to move the account token's user to `change.email` (blocking).
/// The password is checked as a sign-in is (throttled, the same
/// answers); then, after the answer, a link goes to the new address
/// and a notice to the old one, unless another account has the new
/// address: the answer is the same either way.
pub fn request_email_change(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
    change: EmailChange,
) -> Result<(), OwnAccountError> {
    let signed_in = sessions::account(accounts, account_token)?;
    let now = accounts.clock.now();
    let user = own_account::stored_user(accounts, &signed_in)?;
    let new = Email::parse_registration(&change.email)
        .map_err(|e| OwnAccountError::Invalid(Refused::Email(e.to_string())))?;
    if new.normalized() == user.email.normalized() {
        return Err(OwnAccountError::Invalid(Refused::SameEmail));
    }
    // Each request mails: it spends the IP's allowance for mail, as a
    // registration or a reset request does.
    accounts
        .account_requests
        .reserve(&change.ip, now)
        .map_err(SignInError::from)?
        .failed(now)?;
    let slot = accounts
        .throttle
        .reserve(&throttle_key(&user.email.normalized(), &change.ip), now)
        .map_err(SignInError::from)?;
    let accepted = accounts.hashing.run(|memory| {
        !Password::is_too_long(&change.password)
            && user.password.is_usable()
            && user.password.verify_in(&change.password, memory)
    });
    let accepted = accepted.map_err(SignInError::Busy)?;
    if !accepted {
        return Err(SignInError::wrong_secret(slot.failed(now)?).into());
    }
    slot.succeeded(now).map_err(SignInError::from)?;
    audit(
        &*accounts.store,
        AuditAction::EmailChangeRequested,
        user.id,
        &change.ip,
        now,
    )?;
    let request = ChangeRequest {
        store: Arc::clone(&accounts.store),
        mailer: Arc::clone(&accounts.mailer),
        issuer: accounts.config.issuer.clone(),
        user,
        new,
        asker: change.asker,
        now,
    };
    // Whether the address is taken is looked at after the answer, so
    // the answer's time does not tell either.
    // The job runs on another thread: the mails still speak this
    // request's language to a user who has not chosen one.
    let speaking = mail_language(None);
    accounts.background.run(move || {
        languages::speaking(speaking, || {
            if let Err(e) = request.carry_out() {
                log::warn!("an address change was not mailed: {e}");
            }
        });
    });
    Ok(())
}

/// An address change, carried out after its answer.
struct ChangeRequest {
    store: Arc<dyn Store + Send + Sync>,
    mailer: Arc<dyn Mailer>,
    issuer: String,
    user: UserRecord,
    new: Email,
    asker: Option<SecretDigest>,
    now: OffsetDateTime,
}

impl ChangeRequest {
    /// Mails the link to the new address and the notice to the old one,
    /// unless another account has the new address (then nothing goes
    /// out: its owner did not ask, and the asker learns nothing).
    fn carry_out(self) -> Result<(), RepoError> {
        if self.store.find_by_email(&self.new)?.is_some() {
            return Ok(());
        }
        let token = PlainSecret::generate();
        self.store.insert_email_token(&EmailTokenRecord {
            digest: token.digest(),
            purpose: EmailTokenPurpose::ChangeEmail,
            user_id: self.user.id,
            email: self.new.clone(),
            created_at: self.now,
            expires_at: self.now + VERIFICATION_LIFETIME,
            used_at: None,
            asker: self.asker,
        })?;
        self.mailer.send(mail::email_change(
            &self.new,
            mail_language(self.user.language.as_deref()),
            &link(&self.issuer, VERIFY_PAGE, Some(&token)),
            token.expose(),
            VERIFICATION_LIFETIME.whole_hours(),
        ));
        self.mailer.send(mail::email_change_notice(
            &self.user.email,
            mail_language(self.user.language.as_deref()),
            &self.new,
            &link(&self.issuer, FORGOT_PAGE, None),
        ));
        Ok(())
    }
}
