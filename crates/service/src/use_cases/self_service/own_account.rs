//! What a signed-in user does with their own account from an app (the
//! account token as bearer): see which devices and browsers are signed in
//! and sign one out, edit the profile, change the password.
//!
//! A session is listed while it is open and was active within the
//! account-token lifetime (an idle one no longer signs anything in). Its
//! creation time is its id's: session ids are ULIDs made at sign-in
//! (docs/decisions.md, "Own sessions").

use crate::languages::Language;
use crate::service::accounts::Accounts;
use crate::service::passwords::Password;
use crate::service::passwords::VerifyPassword;
use crate::service::throttle::throttle_key;
use crate::use_cases::manage::{Actor, ManageError, update_profile};
use crate::use_cases::self_service::refused::Refused;
use crate::use_cases::sessions::AccountToken;
use crate::use_cases::sessions::{AccountTokenError, SignedInSession};
use crate::use_cases::sign_in::SignInError;
use accounts_domain::ids::SessionId;
use accounts_domain::records::{AuditAction, AuditEvent, SessionRecord, UserProfile, UserRecord};
use accounts_domain::repository::{RepoError, UserRepository};

use crate::use_cases::manage::operations;
use crate::use_cases::sessions;
pub use accounts_domain::records::OwnSession;

/// Why a request about the user's own account failed.
#[derive(Debug, thiserror::Error)]
pub enum OwnAccountError {
    /// The account token names no live session.
    #[error("the account token is unknown, or its session ended")]
    InvalidAccountToken,
    /// No live session of this user has that id.
    #[error("no such session")]
    NotFound,
    /// The session did not sign in recently enough for the request.
    #[error("a recent sign-in is required")]
    ReauthenticationRequired,
    /// A field or the new password breaks a rule (the text says which).
    #[error(transparent)]
    Invalid(crate::use_cases::self_service::refused::Refused),
    /// The current password was wrong, too many attempts were, or every
    /// hashing permit is taken: as a sign-in would fail.
    #[error(transparent)]
    Password(#[from] SignInError),
    /// The new password could not be hashed (not the user's fault).
    #[error("password hashing failed: {0}")]
    Hashing(String),
    /// Storage failed.
    #[error(transparent)]
    Repo(#[from] RepoError),
}

/// The profile fields a user changes; `None` keeps a field as it is.
#[derive(Debug, Clone, Default)]
pub struct ProfileChanges {
    /// Full name.
    pub name: Option<String>,
    /// Mobile number with country prefix.
    pub mobile: Option<String>,
    /// URL of the profile picture.
    pub picture: Option<String>,
    /// Country code.
    pub country_code: Option<String>,
    /// Country.
    pub country: Option<String>,
    /// Region (state) code.
    pub country_region_code: Option<String>,
    /// Region (state).
    pub country_region: Option<String>,
    /// City.
    pub city: Option<String>,
    /// Postal code.
    pub postal_code: Option<String>,
    /// The user's language, a supported tag (`de`, `pt-BR`); `""`
    /// forgets it.
    pub locale: Option<String>,
}

impl ProfileChanges {
    /// `profile` with these changes.
    fn applied_to(&self, profile: &UserProfile) -> UserProfile {
        let pick = |new: &Option<String>, old: &String| new.clone().unwrap_or_else(|| old.clone());
        UserProfile {
            name: pick(&self.name, &profile.name),
            mobile: pick(&self.mobile, &profile.mobile),
            picture: pick(&self.picture, &profile.picture),
            country_code: pick(&self.country_code, &profile.country_code),
            country: pick(&self.country, &profile.country),
            country_region_code: pick(&self.country_region_code, &profile.country_region_code),
            country_region: pick(&self.country_region, &profile.country_region),
            city: pick(&self.city, &profile.city),
            postal_code: pick(&self.postal_code, &profile.postal_code),
        }
    }

    /// The language change asked for: `None` keeps it, `Some(None)`
    /// forgets it; an unsupported tag is invalid.
    fn language(&self) -> Result<Option<Option<Language>>, OwnAccountError> {
        match self.locale.as_deref().map(str::trim) {
            None => Ok(None),
            Some("") => Ok(Some(None)),
            Some(tag) => Language::supported(tag)
                .map(|l| Some(Some(l)))
                .ok_or_else(|| {
                    let tags: Vec<&str> = Language::ALL.iter().map(|l| l.tag()).collect();
                    OwnAccountError::Invalid(Refused::Field(format!(
                        "locale: expected one of {}",
                        tags.join(", ")
                    )))
                }),
        }
    }
}

impl From<AccountTokenError> for OwnAccountError {
    fn from(error: AccountTokenError) -> Self {
        match error {
            AccountTokenError::Invalid => Self::InvalidAccountToken,
            AccountTokenError::Repo(e) => Self::Repo(e),
        }
    }
}

/// The account token's user's live sessions, most recently active
/// first, the asking one marked `current` (blocking).
pub fn own_sessions(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
) -> Result<Vec<OwnSession>, OwnAccountError> {
    let signed_in = sessions::account(accounts, account_token)?;
    Ok(marked_sessions(accounts, &signed_in)?)
}

/// The organizations the account token's user belongs to, with their
/// roles (blocking).
pub fn own_organizations(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
) -> Result<Vec<crate::use_cases::organization_access::OwnOrganization>, OwnAccountError> {
    let signed_in = sessions::account(accounts, account_token)?;
    Ok(crate::use_cases::organization_access::own_organizations(
        &*accounts.store,
        signed_in.user.id,
    )?)
}

/// The account token's user as stored and their live sessions: what
/// the account page shows (blocking).
pub fn own_account(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
) -> Result<(UserRecord, Vec<OwnSession>), OwnAccountError> {
    let signed_in = sessions::account(accounts, account_token)?;
    Ok((
        stored_user(accounts, &signed_in)?,
        marked_sessions(accounts, &signed_in)?,
    ))
}

/// Ends every live session of the account token's user but the
/// asking one, with their tokens ("sign out everywhere else");
/// returns how many ended (blocking).
pub fn end_other_sessions(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
    ip: &str,
) -> Result<usize, OwnAccountError> {
    let signed_in = sessions::account(accounts, account_token)?;
    let others: Vec<SessionRecord> = live_sessions_of(accounts, &signed_in)?
        .into_iter()
        .filter(|s| s.id != signed_in.session.id)
        .collect();
    for session in &others {
        let ended = SignedInSession {
            session: session.clone(),
            user: signed_in.user.clone(),
        };
        sessions::end_session(accounts, &ended, ip, "ended by its user (everywhere else)")?;
    }
    Ok(others.len())
}

/// Ends one of the account token's user's live sessions, the asking
/// one included, with every token issued in it (blocking). Another
/// user's session, or text that is no session id, is `NotFound`.
pub fn end_own_session(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
    session_id: &str,
    ip: &str,
) -> Result<(), OwnAccountError> {
    let signed_in = sessions::account(accounts, account_token)?;
    let id: SessionId = session_id.parse().map_err(|_| OwnAccountError::NotFound)?;
    let session = live_sessions_of(accounts, &signed_in)?
        .into_iter()
        .find(|s| s.id == id)
        .ok_or(OwnAccountError::NotFound)?;
    let ended = SignedInSession {
        session,
        user: signed_in.user,
    };
    Ok(sessions::end_session(
        accounts,
        &ended,
        ip,
        "ended by its user",
    )?)
}

/// Changes the account token's user's profile fields; answers the
/// user as now stored (blocking). The rules are the admin API's (field
/// length, no control characters).
pub fn update_own_profile(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
    changes: ProfileChanges,
    ip: &str,
) -> Result<UserRecord, OwnAccountError> {
    let language = changes.language()?;
    let signed_in = sessions::account(accounts, account_token)?;
    let mut user = stored_user(accounts, &signed_in)?;
    let profile = changes.applied_to(&user.profile);
    let id = user.id.to_string();
    let actor = Actor { name: &id, ip };
    // The language is stored before the refresh `administer` ends
    // with, so this instance's cache answers the new one at once.
    operations::administer(accounts, |store, now| {
        update_profile(store, &id, &profile, actor, now)?;
        if let Some(language) = language {
            store
                .set_language(user.id, language.map(Language::tag), now)
                .map_err(ManageError::Repo)?;
        }
        Ok(())
    })
    .map_err(|e| match e {
        ManageError::Invalid(reason) => OwnAccountError::Invalid(Refused::Field(reason)),
        ManageError::Rule(rule) => OwnAccountError::Invalid(rule.into()),
        ManageError::NotFound(_) => OwnAccountError::InvalidAccountToken,
        ManageError::Repo(e) => OwnAccountError::Repo(e),
        other => OwnAccountError::Repo(RepoError::Other(other.to_string())),
    })?;
    if let Some(language) = language {
        user.language = language.map(|l| l.tag().to_owned());
    }
    Ok(UserRecord { profile, ..user })
}

/// Sets the signed-in user's language (the account page's choice;
/// blocking).
pub fn set_own_language(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
    language: Language,
) -> Result<(), OwnAccountError> {
    let signed_in = sessions::account(accounts, account_token)?;
    accounts.store.set_language(
        signed_in.user.id,
        Some(language.tag()),
        accounts.clock.now(),
    )?;
    // Pages and userinfo read the user from the cache.
    accounts.sync_after_change();
    Ok(())
}

/// Changes the account token's user's password after checking the
/// current one (throttled as a sign-in), and ends every other session
/// of the user with their tokens; the asking one stays (blocking).
pub fn change_own_password(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
    current: &str,
    new: &str,
    ip: &str,
) -> Result<(), OwnAccountError> {
    let signed_in = sessions::account(accounts, account_token)?;
    let user = stored_user(accounts, &signed_in)?;
    let new = Password::choose(new, user.email.as_str())
        .map_err(|e| OwnAccountError::Invalid(e.into()))?;
    let now = accounts.clock.now();
    let key = throttle_key(&user.email.normalized(), ip);
    let slot = accounts
        .throttle
        .reserve(&key, now)
        .map_err(SignInError::from)?;
    let checked = accounts
        .hashing
        .run(|memory| {
            if Password::is_too_long(current) || !user.password.verify_in(current, memory) {
                return Ok(None);
            }
            new.hash_in(memory).map(Some)
        })
        .map_err(SignInError::Busy)?;
    let hash = match checked {
        Ok(Some(hash)) => hash,
        Ok(None) => {
            return Err(SignInError::wrong_secret(slot.failed(now)?).into());
        }
        Err(e) => return Err(OwnAccountError::Hashing(e.to_string())),
    };
    slot.succeeded(now).map_err(SignInError::from)?;
    accounts
        .store
        .set_password(user.id, &hash, Some(signed_in.session.id), now)?;
    accounts.store.append(&AuditEvent {
        at: now,
        action: AuditAction::PasswordChanged,
        actor: user.id.to_string(),
        subject: user.id.to_string(),
        ip: ip.to_owned(),
        detail: String::new(),
        user_id: Some(user.id),
        client_id: None,
        user_agent: signed_in.session.details.user_agent.clone(),
    })?;
    // The other sessions' tokens must stop verifying here at once.
    Ok(accounts.sync_caches()?)
}

/// The signed-in user as stored, not as cached: a profile edit and a
/// password check must start from the current record.
pub(crate) fn stored_user(
    accounts: &Accounts,
    signed_in: &SignedInSession,
) -> Result<UserRecord, OwnAccountError> {
    UserRepository::find(&*accounts.store, signed_in.user.id)?
        .ok_or(OwnAccountError::InvalidAccountToken)
}

/// The user's live sessions, the asking one marked `current`.
fn marked_sessions(
    accounts: &Accounts,
    signed_in: &SignedInSession,
) -> Result<Vec<OwnSession>, RepoError> {
    Ok(live_sessions_of(accounts, signed_in)?
        .into_iter()
        .map(|session| OwnSession {
            current: session.id == signed_in.session.id,
            session,
        })
        .collect())
}

fn live_sessions_of(
    accounts: &Accounts,
    signed_in: &SignedInSession,
) -> Result<Vec<SessionRecord>, RepoError> {
    let idle_before = accounts.clock.now() - accounts.config.lifetimes.account;
    let sessions = accounts
        .store
        .live_sessions_of_user(signed_in.user.id, idle_before)?;
    let revoked = accounts.revocations();
    Ok(sessions
        .into_iter()
        .filter(|s| !revoked.sessions.contains(&s.id))
        .collect())
}
