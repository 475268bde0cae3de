//! Registering and managing passkeys with the account token (apps, and the
//! account page through the same calls). A registration is a ceremony of
//! two requests: the options (its state kept on the server, bound to the
//! asking session, one at a time, 5 minutes) and the authenticator's
//! answer, which takes that state away before it is verified, so it
//! answers once. A credential id belongs to one account only. The owner
//! is mailed whenever a passkey is added or removed
//! (docs/decisions.md, "Passkeys").

use crate::use_cases::second_factor::methods;
use crate::use_cases::sessions::AccountToken;
use serde_json::Value;
use time::OffsetDateTime;
use webauthn_rs::Webauthn;
use webauthn_rs::prelude::{
    CredentialID, Passkey, PasskeyRegistration, RegisterPublicKeyCredential, Uuid,
};

use crate::ports::mail::FactorChange;
use crate::service::accounts::Accounts;
use crate::use_cases::sessions::{AccountTokenError, SignedInSession};
use accounts_domain::addresses::{PackageName, is_displayable};
use accounts_domain::ids::{PasskeyId, SessionId, UserId};
use accounts_domain::records::{CeremonyPurpose, CeremonyRecord, PasskeyRecord};
use accounts_domain::repository::RepoError;
use accounts_domain::secrets::SecretDigest;

use crate::service::relying_party::CEREMONY_WINDOW;
use crate::use_cases::self_service::step_up;
use crate::use_cases::sessions;

/// Passkeys one account may have.
pub const MAX_PASSKEYS: usize = 20;
/// Characters of a passkey's name.
pub const MAX_NAME_CHARS: usize = 64;

/// Why a passkey request failed.
#[derive(Debug, thiserror::Error)]
pub enum PasskeyError {
    /// The account token names no live session.
    #[error("the account token is unknown, or its session ended")]
    InvalidAccountToken,
    /// Passkeys are off: the public URL's host cannot be a relying-party id.
    #[error("passkeys are not available on this server")]
    Unavailable,
    /// No registration was started by this session, or it expired or was
    /// answered already.
    #[error("no passkey registration is waiting; ask for new options")]
    NoCeremony,
    /// The authenticator's answer did not verify or is malformed.
    #[error("the passkey could not be verified")]
    Rejected,
    /// The credential is registered already (to this or another account).
    #[error("this passkey is registered already")]
    AlreadyRegistered,
    /// The user has no passkey with this id.
    #[error("no such passkey")]
    NotFound,
    /// The name is empty, too long or has control or bidirectional
    /// formatting characters.
    #[error(
        "a passkey's name has 1 to 64 characters and no control or bidirectional formatting characters"
    )]
    InvalidName,
    /// The session signed in too long ago, or with one factor while the
    /// user has two: adding or removing a passkey needs a fresh sign-in.
    #[error("sign in again to change your passkeys")]
    ReauthenticationRequired,
    /// The account has the most passkeys it may have.
    #[error("an account has at most 20 passkeys")]
    TooMany,
    /// Too many sign-in options from this address.
    #[error("too many passkey requests; retry after {retry_after}")]
    RateLimited {
        /// How long until the next request is answered.
        retry_after: time::Duration,
    },
    /// Storage failed, or stored state did not read back.
    #[error(transparent)]
    Repo(#[from] RepoError),
}

crate::service::throttle::throttled_maps_to!(PasskeyError);
crate::use_cases::self_service::step_up::step_up_maps_to!(PasskeyError);

impl From<AccountTokenError> for PasskeyError {
    fn from(error: AccountTokenError) -> Self {
        match error {
            AccountTokenError::Invalid => Self::InvalidAccountToken,
            AccountTokenError::Repo(e) => Self::Repo(e),
        }
    }
}

/// The relying party a ceremony runs in: the shared one, or one made for
/// an app's origins.
#[derive(Debug)]
pub(crate) enum RelyingPartyIn<'a> {
    /// The public URL's.
    Shared(&'a Webauthn),
    /// The public URL's and an app's origins.
    Own(Box<Webauthn>),
}

impl std::ops::Deref for RelyingPartyIn<'_> {
    type Target = Webauthn;

    fn deref(&self) -> &Webauthn {
        match self {
            Self::Shared(webauthn) => webauthn,
            Self::Own(webauthn) => webauthn,
        }
    }
}

/// The WebAuthn user handle of a user: the id's 128 bits.
pub(crate) fn user_handle(user: UserId) -> Uuid {
    Uuid::from_u128(user.as_u128())
}

/// The ceremony key of the registration a session started: one at a time.
fn registration_key(session: SessionId) -> SecretDigest {
    SecretDigest::of(&format!("passkey-registration:{session}"))
}

/// A name as the user typed it, trimmed; `None` when not acceptable: the
/// account page shows it, so it follows the rule of every name shown to
/// people (no control or bidirectional formatting characters, which can
/// make it read as something else).
fn passkey_name(name: &str) -> Option<String> {
    let name = name.trim();
    let count = name.chars().count();
    (count > 0 && count <= MAX_NAME_CHARS && is_displayable(name)).then(|| name.to_owned())
}

pub(crate) fn corrupt(what: &str, error: impl std::fmt::Display) -> RepoError {
    RepoError::Other(format!("stored {what} does not read back: {error}"))
}

/// Whether passkeys are on (the public URL's host can be a
/// relying-party id).
pub fn passkeys_available(accounts: &Accounts) -> bool {
    accounts.webauthn.is_some()
}

/// The relying party for a ceremony of `package`'s app (or of a
/// browser, with none): the public URL's origin, and the app origins
/// of the clients that registered the package.
pub(crate) fn webauthn_for<'a>(
    accounts: &'a Accounts,
    package: Option<&PackageName>,
) -> Result<RelyingPartyIn<'a>, PasskeyError> {
    let shared = accounts
        .webauthn
        .as_ref()
        .ok_or(PasskeyError::Unavailable)?;
    let (Some(package), Some(party)) = (package, accounts.config.relying_party.as_ref()) else {
        return Ok(RelyingPartyIn::Shared(shared));
    };
    let extra: Vec<url::Url> = accounts
        .app_origins_of(package)
        .iter()
        .filter_map(|o| url::Url::parse(o.as_str()).ok())
        .collect();
    if extra.is_empty() {
        return Ok(RelyingPartyIn::Shared(shared));
    }
    let mut party = party.clone();
    party.origins.extend(extra);
    let own = party
        .webauthn("Accounts")
        .map_err(|e| RepoError::Other(format!("relying party with app origins: {e}")))?;
    Ok(RelyingPartyIn::Own(Box::new(own)))
}

/// Starts registering a passkey: the creation options for the
/// browser's `navigator.credentials.create` (the `publicKey` member),
/// asking for a discoverable credential with user verification. The
/// state is kept for the asking session, replacing an earlier one
/// (blocking).
pub fn passkey_registration_options(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
) -> Result<Value, PasskeyError> {
    let SignedInSession { user, session } = step_up::account_for_change(accounts, account_token)?;
    let webauthn = webauthn_for(accounts, session.details.package_name.as_ref())?;
    let now = accounts.clock.now();
    let existing = accounts.store.list_passkeys(user.id)?;
    if existing.len() >= MAX_PASSKEYS {
        return Err(PasskeyError::TooMany);
    }
    let exclude = existing
        .into_iter()
        .map(|p| CredentialID::from(p.credential_id))
        .collect();
    let (options, state) = webauthn
        .start_passkey_registration(
            user_handle(user.id),
            user.email.as_str(),
            user.email.as_str(),
            Some(exclude),
        )
        .map_err(|e| RepoError::Other(format!("passkey registration options: {e}")))?;
    accounts.store.put_ceremony(&CeremonyRecord {
        key: registration_key(session.id),
        purpose: CeremonyPurpose::Registration,
        user_id: Some(user.id),
        state: serde_json::to_string(&state)
            .map_err(|e| RepoError::Other(format!("passkey registration state: {e}")))?,
        created_at: now,
        expires_at: now + CEREMONY_WINDOW,
    })?;
    let mut public_key = serde_json::to_value(&options.public_key)
        .map_err(|e| RepoError::Other(format!("passkey registration options: {e}")))?;
    // Signing in without typing needs the credential stored on the
    // authenticator (discoverable); the library discourages that. The
    // state does not depend on it.
    if let Some(selection) = public_key
        .get_mut("authenticatorSelection")
        .and_then(Value::as_object_mut)
    {
        selection.insert("residentKey".into(), "required".into());
        selection.insert("requireResidentKey".into(), true.into());
    }
    Ok(public_key)
}

/// Finishes a registration with the authenticator's answer
/// (`credential`, the `PublicKeyCredential` as JSON) and stores the
/// passkey under `name`. The session's pending state is taken away
/// first, so an answer is verified once (blocking).
pub fn add_passkey(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
    name: &str,
    credential: Value,
    ip: &str,
) -> Result<PasskeyRecord, PasskeyError> {
    let SignedInSession { user, session } = step_up::account_for_change(accounts, account_token)?;
    let webauthn = webauthn_for(accounts, session.details.package_name.as_ref())?;
    let name = passkey_name(name).ok_or(PasskeyError::InvalidName)?;
    let now = accounts.clock.now();
    let ceremony = accounts
        .store
        .take_ceremony(
            &registration_key(session.id),
            CeremonyPurpose::Registration,
            now,
        )?
        .filter(|c| c.user_id == Some(user.id))
        .ok_or(PasskeyError::NoCeremony)?;
    let state: PasskeyRegistration = serde_json::from_str(&ceremony.state)
        .map_err(|e| corrupt("passkey registration state", e))?;
    let answer: RegisterPublicKeyCredential =
        serde_json::from_value(credential).map_err(|_| PasskeyError::Rejected)?;
    let passkey = webauthn
        .finish_passkey_registration(&answer, &state)
        .map_err(|e| {
            log::info!("passkey registration of {} refused: {e}", user.id);
            PasskeyError::Rejected
        })?;
    let record = PasskeyRecord {
        id: PasskeyId::generate(now),
        user_id: user.id,
        credential_id: passkey.cred_id().to_vec(),
        name,
        credential: stored(&passkey)?,
        synced: backup_eligible(&passkey),
        created_at: now,
        last_used_at: None,
    };
    match accounts.store.insert_passkey(&record) {
        Err(RepoError::Conflict(_)) => return Err(PasskeyError::AlreadyRegistered),
        other => other?,
    }
    methods::factor_changed(accounts, &user, ip, FactorChange::PasskeyAdded, now)?;
    Ok(record)
}

/// The user's passkeys, oldest first (blocking).
pub fn passkeys(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
) -> Result<Vec<PasskeyRecord>, PasskeyError> {
    let SignedInSession { user, .. } = sessions::account(accounts, account_token)?;
    Ok(accounts.store.list_passkeys(user.id)?)
}

/// Renames one of the user's passkeys (blocking).
pub fn rename_passkey(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
    id: &str,
    name: &str,
) -> Result<(), PasskeyError> {
    let SignedInSession { user, .. } = sessions::account(accounts, account_token)?;
    let id: PasskeyId = id.parse().map_err(|_| PasskeyError::NotFound)?;
    let name = passkey_name(name).ok_or(PasskeyError::InvalidName)?;
    if accounts.store.rename_passkey(user.id, id, &name)? {
        Ok(())
    } else {
        Err(PasskeyError::NotFound)
    }
}

/// Deletes one of the user's passkeys; the owner is mailed (blocking).
pub fn delete_passkey(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
    id: &str,
    ip: &str,
) -> Result<(), PasskeyError> {
    let SignedInSession { user, .. } = step_up::account_for_change(accounts, account_token)?;
    let id: PasskeyId = id.parse().map_err(|_| PasskeyError::NotFound)?;
    if !accounts.store.delete_passkey(user.id, id)? {
        return Err(PasskeyError::NotFound);
    }
    let now = accounts.clock.now();
    methods::factor_changed(accounts, &user, ip, FactorChange::PasskeyRemoved, now)?;
    Ok(())
}

/// Deletes ceremonies that expired before `now` (the background job).
pub(crate) fn delete_expired_ceremonies(
    accounts: &Accounts,
    now: OffsetDateTime,
) -> Result<u64, RepoError> {
    accounts.store.delete_expired_ceremonies(now)
}

/// The stored form of a passkey.
pub(crate) fn stored(passkey: &Passkey) -> Result<String, RepoError> {
    serde_json::to_string(passkey).map_err(|e| RepoError::Other(format!("passkey: {e}")))
}

/// Whether the passkey may be backed up (synced between devices).
pub(crate) fn backup_eligible(passkey: &Passkey) -> bool {
    webauthn_rs::prelude::Credential::from(passkey.clone()).backup_eligible
}
