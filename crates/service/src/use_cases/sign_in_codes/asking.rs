//! Asking for a sign-in code: the answer first, the rest after it.

use std::sync::Arc;

use accounts_domain::addresses::{Email, PackageName};
use accounts_domain::ids::ClientId;
use accounts_domain::keys::DerivedKey;
use accounts_domain::records::{AuditAction, SignInCodeRecord};
use accounts_domain::repository::{RepoError, Store};
use accounts_domain::secrets::{PlainSecret, SecretDigest};
use time::{Duration, OffsetDateTime};

use crate::languages::mail_language;
use crate::ports::code_mails;
use crate::ports::mail::Mailer;
use crate::service::accounts::Accounts;
use crate::service::mailed_links::{CODE_LINK_PAGE, link};
use crate::use_cases::self_service::refused::Refused;
use crate::use_cases::user_audit;

/// A request for a sign-in code.
#[derive(Debug, Clone)]
pub struct CodeRequest {
    /// The address as typed.
    pub email: String,
    /// The app's package name, when an app asks.
    pub package_name: Option<PackageName>,
    /// The authorization request's client, when the pages ask for one.
    pub client: Option<ClientId>,
    /// The client IP.
    pub ip: String,
    /// Digest of the asking browser's binding: only that browser signs
    /// in with the link's button. `None` when an app asks.
    pub asker: Option<SecretDigest>,
    /// What the asking browser signs in for (the authorization request
    /// as a query, or the account pages), for the link's button.
    pub continuation: Option<String>,
}

/// Why a code request was refused.
#[derive(Debug, thiserror::Error)]
pub enum CodeError {
    /// The text is no address at all (no such address has an account:
    /// refusing it tells nothing).
    #[error(transparent)]
    Invalid(Refused),
    /// Codes are off here, or the client wants a password or a passkey.
    #[error("sign-in by a mailed code is not offered here")]
    NotAllowed,
    /// Too many requests from this IP.
    #[error("too many requests; retry after {retry_after}")]
    RateLimited {
        /// How long until the next request is looked at.
        retry_after: Duration,
    },
    /// Storage failed.
    #[error(transparent)]
    Repo(#[from] RepoError),
}

crate::service::throttle::throttled_maps_to!(CodeError);

/// Asks for a code for `request.email` (blocking). The answer is the same
/// for every well-formed address, and so is its time: the look-up, the
/// code's write, the audit and the mail happen after it, on the
/// background thread.
pub fn ask(accounts: &Accounts, request: CodeRequest) -> Result<(), CodeError> {
    let email = Email::parse_registration(&request.email)
        .map_err(|e| CodeError::Invalid(Refused::Email(e.to_string())))?;
    if !super::signing::codes_allowed(accounts, request.package_name.as_ref(), request.client)? {
        return Err(CodeError::NotAllowed);
    }
    let now = accounts.clock.now();
    // Per IP only: the address's own limit is its hourly mail count, and
    // asking must not lock its owner's sign-in.
    let slot = accounts.account_requests.reserve(&request.ip, now)?;
    slot.failed(now)?;
    let policy = accounts.config.sign_in_codes;
    let job = Asked {
        store: Arc::clone(&accounts.store),
        mailer: Arc::clone(&accounts.mailer),
        issuer: accounts.config.issuer.clone(),
        key: accounts.config.master_key.derive("sign-in-code"),
        lifetime: policy.lifetime,
        per_hour: policy.mails_per_hour,
        registration_open: accounts.config.registration_open,
        email,
        request,
        now,
    };
    accounts.after_answer("a sign-in code request", move || job.carry_out());
    Ok(())
}

/// A code request, carried out after its answer.
struct Asked {
    store: Arc<dyn Store + Send + Sync>,
    mailer: Arc<dyn Mailer>,
    issuer: String,
    key: DerivedKey,
    lifetime: Duration,
    per_hour: u32,
    registration_open: bool,
    email: Email,
    request: CodeRequest,
    now: OffsetDateTime,
}

impl Asked {
    /// Stores and mails a code (or, registration closed, the notice to an
    /// address without an account), within the address's hourly count.
    fn carry_out(self) -> Result<(), RepoError> {
        let user = self.store.find_by_email(&self.email)?;
        if user.as_ref().is_some_and(|u| !u.enabled) {
            return Ok(());
        }
        let to = &user
            .as_ref()
            .map_or_else(|| self.email.clone(), |u| u.email.clone());
        let token = PlainSecret::generate();
        let digits = super::signing::digits_of(&token);
        let record = SignInCodeRecord {
            email: to.clone(),
            code_tag: self
                .key
                .tag(format!("{}\n{digits}", to.normalized()).as_bytes()),
            link_digest: token.digest(),
            created_at: self.now,
            expires_at: self.now + self.lifetime,
            used_at: None,
            failures: 0,
            asker: self.request.asker,
            continuation: self.request.continuation.clone(),
        };
        // Over the hour's count: nothing is sent, and the answer was the
        // same.
        if !self.store.ask_sign_in_code(&record, self.per_hour)? {
            return Ok(());
        }
        let language = mail_language(user.as_ref().and_then(|u| u.language.as_deref()));
        let Some(user) = user else {
            self.mailer.send(if self.registration_open {
                let link = link(&self.issuer, CODE_LINK_PAGE, Some(&token));
                let minutes = self.lifetime.whole_minutes();
                code_mails::sign_in_code(to, language, &digits, &link, minutes, true)
            } else {
                code_mails::no_account(to, language)
            });
            return Ok(());
        };
        user_audit::audit(
            &*self.store,
            AuditAction::SignInCodeSent,
            user.id,
            &self.request.ip,
            self.now,
        )?;
        let link = link(&self.issuer, CODE_LINK_PAGE, Some(&token));
        self.mailer.send(code_mails::sign_in_code(
            to,
            language,
            &digits,
            &link,
            self.lifetime.whole_minutes(),
            false,
        ));
        Ok(())
    }
}
