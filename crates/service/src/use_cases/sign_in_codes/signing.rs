//! Answering a mailed code (or its link's button): redeeming it, the
//! account it signs in to, and the session or second step after it; and
//! what the link's page shows.

use accounts_domain::addresses::{Email, PackageName};
use accounts_domain::ids::{ClientId, UserId};
use accounts_domain::records::{
    AuditAction, AuditEvent, CodeProof, CodeRedemption, FirstFactor, SessionChannel, UserProfile,
    UserRecord,
};
use accounts_domain::repository::{RepoError, UserRepository};
use accounts_domain::secrets::{PasswordHash, PlainSecret, SecretDigest};
use time::OffsetDateTime;

use crate::service::accounts::Accounts;
use crate::service::throttle::throttle_key;
use crate::use_cases::manage::check_profile;
use crate::use_cases::new_accounts::register_verified;
use crate::use_cases::organization_sso;
use crate::use_cases::sign_in::{self, SignInError, SignedIn};
use crate::use_cases::user_audit;

/// The audit detail of a sign-in by a mailed code.
const DETAIL: &str = "code";

/// How a code is presented.
#[derive(Debug, Clone)]
pub enum Presented {
    /// The six digits, typed with the address.
    Code {
        /// The address as typed.
        email: String,
        /// The code as typed.
        code: String,
    },
    /// The mailed link's token, from a browser with its binding.
    Link {
        /// The token from the link.
        token: String,
        /// Digest of the presenting browser's binding cookie.
        asker: SecretDigest,
    },
}

/// A sign-in by a mailed code: the code and where it came from.
#[derive(Debug, Clone)]
pub struct CodeAttempt {
    /// The code or link.
    pub presented: Presented,
    /// The name of a new account (when the code creates one).
    pub name: Option<String>,
    /// The app's package name: checked against the clients that want no
    /// codes, recorded only if a client registered it.
    pub package_name: Option<PackageName>,
    /// The authorization request's client, on the pages.
    pub client: Option<ClientId>,
    /// The client IP.
    pub ip: String,
    /// The request's User-Agent, at most 1024 characters.
    pub user_agent: String,
    /// The preferred locale.
    pub locale: String,
}

/// Whether codes may be asked for and used here, for this app's package
/// or this client (blocking).
pub fn codes_allowed(
    accounts: &Accounts,
    package: Option<&PackageName>,
    client: Option<ClientId>,
) -> Result<bool, RepoError> {
    if !accounts.config.sign_in_codes.enabled {
        return Ok(false);
    }
    if let Some(id) = client
        && accounts.client(id)?.is_some_and(|c| !c.allow_sign_in_codes)
    {
        return Ok(false);
    }
    match package {
        Some(package) => Ok(!accounts.package_refuses_codes(package)?),
        None => Ok(true),
    }
}

/// Whether `code` is six ASCII digits: anything else is no code of ours
/// and is refused without a look-up.
pub fn well_formed(code: &str) -> bool {
    code.len() == 6 && code.bytes().all(|b| b.is_ascii_digit())
}

/// The six digits a link's token stands for: the link's page shows them
/// in a browser that did not ask, so only the token's digest is stored.
pub(crate) fn digits_of(token: &PlainSecret) -> String {
    digits_of_text(token.expose())
}

fn digits_of_text(token: &str) -> String {
    let digest = SecretDigest::of(&format!("sign-in-code:{token}"));
    let mut first = [0u8; 8];
    first.copy_from_slice(&digest.as_bytes()[..8]);
    format!("{:06}", u64::from_be_bytes(first) % 1_000_000)
}

/// The keyed tag a code is stored as: six digits are too few for a plain
/// digest, which a reader of the database could reverse in a moment.
pub(crate) fn code_tag(accounts: &Accounts, email: &Email, code: &str) -> String {
    accounts
        .config
        .master_key
        .derive("sign-in-code")
        .tag(format!("{}\n{code}", email.normalized()).as_bytes())
}

/// What a link's page shows: in the browser that asked, the button;
/// elsewhere the code to type there.
#[derive(Debug, PartialEq, Eq)]
pub enum LinkPage {
    /// The browser that asked: a button signs in.
    Button,
    /// Another browser or an app asked: the digits to type there.
    Digits(String),
    /// The link was used, replaced, ended or never ours.
    Ended,
}

/// The page a mailed link opens, for the browser whose binding's digest
/// is `asker` (blocking). Reading changes nothing: a mail scanner's GET
/// signs nobody in.
pub fn link_page(
    accounts: &Accounts,
    token: &str,
    asker: Option<&SecretDigest>,
) -> Result<LinkPage, RepoError> {
    let now = accounts.clock.now();
    let Some(record) = accounts
        .store
        .find_live_sign_in_link(&SecretDigest::of(token), now)?
    else {
        return Ok(LinkPage::Ended);
    };
    Ok(match (&record.asker, asker) {
        (Some(asked), Some(here)) if asked == here => LinkPage::Button,
        _ => LinkPage::Digits(digits_of_text(token)),
    })
}

/// What the asking browser was signing in for, kept with the code its
/// link's button continues (`None`: the link's code is not live, or
/// another browser asked) (blocking).
pub fn continuation(
    accounts: &Accounts,
    token: &str,
    asker: &SecretDigest,
) -> Result<Option<String>, RepoError> {
    let now = accounts.clock.now();
    Ok(accounts
        .store
        .find_live_sign_in_link(&SecretDigest::of(token), now)?
        .filter(|r| r.asker.as_ref() == Some(asker))
        .and_then(|r| r.continuation))
}

/// Signs in with a mailed code or its link on `channel` (blocking): the
/// session, or `SecondFactorRequired` for a user with a second factor.
pub fn sign_in_with_code(
    accounts: &Accounts,
    attempt: CodeAttempt,
    channel: SessionChannel,
) -> Result<SignedIn, SignInError> {
    if !codes_allowed(accounts, attempt.package_name.as_ref(), attempt.client)? {
        return Err(SignInError::CodesNotAllowed);
    }
    if let Some(name) = &attempt.name {
        let profile = UserProfile {
            name: name.clone(),
            ..UserProfile::default()
        };
        if check_profile(&profile).is_err() {
            return Err(SignInError::InvalidName);
        }
    }
    sign_in::observed(accounts, redeem_and_open(accounts, attempt, channel))
}

fn redeem_and_open(
    accounts: &Accounts,
    attempt: CodeAttempt,
    channel: SessionChannel,
) -> Result<SignedIn, SignInError> {
    let now = accounts.clock.now();
    let (slot, record) = match &attempt.presented {
        Presented::Code { email, code } => {
            let parsed = Email::parse(email).ok();
            let normalized = parsed
                .as_ref()
                .map_or_else(|| email.to_lowercase(), Email::normalized);
            let slot = accounts
                .throttle
                .reserve(&throttle_key(&normalized, &attempt.ip), now)?;
            let redeemed = match parsed.as_ref().filter(|_| well_formed(code)) {
                Some(parsed) => {
                    let tag = code_tag(accounts, parsed, code);
                    let proof = CodeProof::Code {
                        email: parsed,
                        tag: &tag,
                    };
                    match accounts.store.redeem_sign_in_code(proof, now) {
                        Ok(redeemed) => redeemed,
                        Err(e) => return Err(slot.abandon(e).into()),
                    }
                }
                None => CodeRedemption::Unusable,
            };
            match redeemed {
                CodeRedemption::Redeemed(record) => (slot, record),
                CodeRedemption::Wrong { .. } | CodeRedemption::Unusable => {
                    let failure = failure(accounts, &normalized, None, &attempt, now);
                    let locked = slot.failed_audited(now, &failure)?;
                    return Err(SignInError::wrong_secret(locked));
                }
            }
        }
        Presented::Link { token, asker } => {
            let digest = SecretDigest::of(token);
            let proof = CodeProof::Link {
                digest: &digest,
                asker,
            };
            let CodeRedemption::Redeemed(record) =
                accounts.store.redeem_sign_in_code(proof, now)?
            else {
                return Err(SignInError::InvalidCredentials);
            };
            let key = throttle_key(&record.email.normalized(), &attempt.ip);
            (accounts.throttle.reserve(&key, now)?, record)
        }
    };
    let user = match account_for(accounts, &record.email, &attempt, now) {
        Ok(Some(user)) => user,
        Ok(None) => {
            let failure = failure(accounts, &record.email.normalized(), None, &attempt, now);
            let locked = slot.failed_audited(now, &failure)?;
            return Err(SignInError::wrong_secret(locked));
        }
        Err(e) => return Err(slot.abandon(e).into()),
    };
    // The organization's own sign-in, when its domain requires it, as a
    // password sign-in would be refused.
    match organization_sso::gate(accounts, &user, None) {
        Ok(Ok(())) => {}
        Ok(Err(required)) => {
            let normalized = user.email.normalized();
            let failure = failure(accounts, &normalized, Some(user.id), &attempt, now);
            let locked = slot.failed_audited(now, &failure)?;
            return Err(match locked {
                None => SignInError::SsoRequired(required),
                locked => SignInError::wrong_secret(locked),
            });
        }
        Err(e) => return Err(slot.abandon(e).into()),
    }
    let package_name = match accounts.registered_package(attempt.package_name) {
        Ok(package) => package,
        Err(e) => return Err(slot.abandon(e).into()),
    };
    let details = accounts.session_details(
        channel,
        attempt.user_agent,
        attempt.ip,
        attempt.locale,
        package_name,
    );
    sign_in::after_first_factor(
        accounts,
        slot,
        user,
        (FirstFactor::MailedCode, DETAIL),
        details,
        None,
        now,
    )
}

/// The account a redeemed code for `email` signs in to: the enabled
/// account (a never-verified one claimed by the mailbox's owner first),
/// a new verified one when registration is open, or none.
fn account_for(
    accounts: &Accounts,
    email: &Email,
    attempt: &CodeAttempt,
    now: OffsetDateTime,
) -> Result<Option<UserRecord>, RepoError> {
    match accounts.store.find_by_email(email)? {
        Some(user) if !user.enabled => Ok(None),
        Some(user) if user.email_verified => Ok(Some(user)),
        Some(user) => {
            if accounts.store.claim_unverified_mailbox(user.id, now)? {
                user_audit::audit_detailed(
                    &*accounts.store,
                    AuditAction::EmailVerified,
                    user.id,
                    &attempt.ip,
                    DETAIL,
                    now,
                )?;
                accounts.sync_caches()?;
            }
            UserRepository::find(&*accounts.store, user.id)
        }
        None if accounts.config.registration_open => new_account(accounts, email, attempt),
        None => Ok(None),
    }
}

/// A verified account for a code's address, made on its first use (the
/// code proved the mailbox), without a password; the account that got
/// the address meanwhile, if one did.
fn new_account(
    accounts: &Accounts,
    email: &Email,
    attempt: &CodeAttempt,
) -> Result<Option<UserRecord>, RepoError> {
    let profile = UserProfile {
        name: attempt.name.clone().unwrap_or_default(),
        ..UserProfile::default()
    };
    let made = register_verified(
        accounts,
        (email.clone(), PasswordHash::unusable(), profile),
        &attempt.ip,
        DETAIL.into(),
    )?;
    let Some(user) = made else {
        return accounts.store.find_by_email(email);
    };
    crate::use_cases::organization_invitations::join_by_verified_domain(
        accounts,
        user.id,
        email,
        &attempt.ip,
    )?;
    Ok(Some(user))
}

/// A refused code's audit event: the address by its keyed digest, never
/// in clear text.
fn failure(
    accounts: &Accounts,
    normalized: &str,
    user_id: Option<UserId>,
    attempt: &CodeAttempt,
    now: OffsetDateTime,
) -> AuditEvent {
    AuditEvent {
        at: now,
        action: AuditAction::LoginFailed,
        actor: String::new(),
        subject: accounts.audit_addresses.subject(normalized),
        ip: attempt.ip.clone(),
        detail: DETAIL.into(),
        user_id,
        client_id: None,
        user_agent: attempt.user_agent.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_is_six_digits_and_a_link_stands_for_one() {
        assert!(well_formed("012345"));
        for bad in ["12345", "1234567", "12345a", "١٢٣٤٥٦", "12 345", ""] {
            assert!(!well_formed(bad), "{bad:?}");
        }
        let token = PlainSecret::generate();
        let digits = digits_of(&token);
        assert!(well_formed(&digits));
        assert_eq!(digits, digits_of(&token));
        // Another token stands for other digits (1 in a million alike).
        let others: Vec<String> = (0..8)
            .map(|_| digits_of(&PlainSecret::generate()))
            .collect();
        assert!(others.iter().any(|d| *d != digits));
    }
}
