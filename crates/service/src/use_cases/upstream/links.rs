//! The link rules, the links a user manages, and the native apps'
//! exchange of a provider's id_token for an account token.

use crate::use_cases::second_factor::methods;
use crate::use_cases::sessions::AccountToken;
use accounts_domain::addresses::{Email, PackageName};
use accounts_domain::ids::UserId;
use accounts_domain::records::{
    AuditAction, IdentityLinkRecord, SessionChannel, SignInCredential, UserProfile, UserRecord,
};
use accounts_domain::repository::{RepoError, UserRepository};
use accounts_domain::secrets::{PasswordHash, SecretDigest};

use super::flow_error::{UpstreamFlowError, session_auth};
use super::unlink::{UnlinkError, link_event, remove_link};
use crate::languages::mail_language;
use crate::ports::mail;
use crate::ports::upstream::UpstreamIdentity;
use crate::service::accounts::Accounts;
use crate::use_cases::manage::users::check_profile;
use crate::use_cases::new_accounts::register_verified;
use crate::use_cases::self_service::step_up;
use crate::use_cases::sessions;
use crate::use_cases::sign_in;
use crate::use_cases::sign_in::{SignInError, SignedIn};
use crate::use_cases::upstream::providers;

/// An app's exchange of a provider's id_token.
#[derive(Debug, Clone)]
pub struct FederatedAttempt {
    /// The provider's id.
    pub provider: String,
    /// The id_token the provider issued to the app.
    pub id_token: String,
    /// The app's package name, already checked.
    pub package_name: Option<PackageName>,
    /// The client IP.
    pub ip: String,
    /// The request's User-Agent.
    pub user_agent: String,
    /// The preferred locale.
    pub locale: String,
}

/// Where a sign-in through a provider came from.
#[derive(Debug, Clone)]
pub(crate) struct Origin {
    /// The face that gets the session's account token.
    pub channel: SessionChannel,
    pub ip: String,
    pub user_agent: String,
    pub locale: String,
    pub package_name: Option<PackageName>,
}

/// The user's links, oldest first (blocking).
pub fn links_of(accounts: &Accounts, user: UserId) -> Result<Vec<IdentityLinkRecord>, RepoError> {
    accounts.store.list_links(user)
}

/// The links of the account token's user (blocking).
pub fn own_links(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
) -> Result<Vec<IdentityLinkRecord>, UnlinkError> {
    let signed_in = sessions::account(accounts, account_token)?;
    Ok(accounts.store.list_links(signed_in.user.id)?)
}

/// Removes a link of the account token's user (blocking).
pub fn unlink_own(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
    provider: &str,
    ip: &str,
) -> Result<(), UnlinkError> {
    let signed_in = step_up::account_for_change(accounts, account_token)?;
    let actor = signed_in.user.id.to_string();
    remove_link(
        &*accounts.store,
        &signed_in.user,
        provider,
        &actor,
        ip,
        accounts.clock.now(),
    )?;
    mail_unlinked(accounts, &signed_in.user, provider);
    Ok(())
}

/// Tells `user` that `provider` no longer signs in to their account
/// (whoever removed it).
pub(crate) fn mail_unlinked(
    accounts: &Accounts,
    user: &accounts_domain::records::UserRecord,
    provider: &str,
) {
    let name = providers::upstream_providers(accounts)
        .into_iter()
        .find(|p| p.id == provider)
        .map_or_else(|| provider.to_owned(), |p| p.name);
    accounts.mailer.send(mail::link_changed(
        &user.email,
        mail_language(user.language.as_deref()),
        &name,
        false,
        &methods::account_page(accounts),
    ));
}

/// Links `identity` of `provider` to `user`, who is signed in
/// (blocking). Linking an identity already linked to them is done;
/// true when a link was added.
pub(crate) fn link_identity(
    accounts: &Accounts,
    user: UserId,
    provider: &str,
    identity: &UpstreamIdentity,
    ip: &str,
) -> Result<bool, UpstreamFlowError> {
    match accounts.store.find_link(provider, &identity.subject)? {
        Some(link) if link.user_id == user => return Ok(false),
        Some(_) => return Err(UpstreamFlowError::LinkedElsewhere),
        None => {}
    }
    match accounts.store.insert_link(&IdentityLinkRecord {
        provider: provider.to_owned(),
        subject: identity.subject.clone(),
        user_id: user,
        email: identity.email.clone(),
        linked_at: accounts.clock.now(),
    }) {
        Ok(()) => {}
        // The same identity linked meanwhile, or this provider linked
        // to the user with another identity.
        Err(RepoError::Conflict(_)) => {
            return Err(
                match accounts.store.find_link(provider, &identity.subject)? {
                    Some(link) if link.user_id != user => UpstreamFlowError::LinkedElsewhere,
                    _ => UpstreamFlowError::AlreadyLinked,
                },
            );
        }
        Err(e) => return Err(e.into()),
    }
    audit_link(
        accounts,
        AuditAction::LinkAdded,
        &user.to_string(),
        user,
        ip,
        provider,
    )?;
    Ok(true)
}

/// Signs in the user `identity` is linked to, or makes an account for
/// an unknown identity when the rules allow (blocking).
pub(crate) fn sign_in_upstream(
    accounts: &Accounts,
    provider: &str,
    identity: &UpstreamIdentity,
    origin: Origin,
) -> Result<SignedIn, UpstreamFlowError> {
    let user = match linked_user(accounts, provider, identity)? {
        Some(user) => user,
        None => account_for(accounts, provider, identity, &origin.ip)?,
    };
    open_linked(accounts, provider, user, identity, origin)
}

/// The user `identity` of `provider` is linked to, if any (blocking).
pub(crate) fn linked_user(
    accounts: &Accounts,
    provider: &str,
    identity: &UpstreamIdentity,
) -> Result<Option<UserRecord>, UpstreamFlowError> {
    let Some(link) = accounts.store.find_link(provider, &identity.subject)? else {
        return Ok(None);
    };
    Ok(Some(
        UserRepository::find(&*accounts.store, link.user_id)?
            .ok_or_else(|| RepoError::Other("identity link to a missing user".into()))?,
    ))
}

/// Opens a session for `user`, whom `identity` of `provider` signs in
/// through their link, and audits it (blocking).
pub(crate) fn open_linked(
    accounts: &Accounts,
    provider: &str,
    user: UserRecord,
    identity: &UpstreamIdentity,
    origin: Origin,
) -> Result<SignedIn, UpstreamFlowError> {
    let now = accounts.clock.now();
    if !user.enabled {
        return Err(UpstreamFlowError::Disabled);
    }
    let user_id = user.id;
    let details = accounts.session_details(
        origin.channel,
        origin.user_agent,
        origin.ip.clone(),
        origin.locale,
        origin.package_name,
    );
    // The link may be removed while this runs (an unlink, "Remove all
    // but the new password"): the session opens only while it is there.
    let credential = SignInCredential::Link {
        provider: provider.to_owned(),
        subject: identity.subject.clone(),
    };
    let opened = (session_auth(identity), Some(&credential));
    let signed_in =
        sign_in::open_session(accounts, user, details, opened, now).map_err(|e| match e {
            SignInError::Repo(e) => UpstreamFlowError::Repo(e),
            SignInError::SsoRequired(required) => UpstreamFlowError::SsoRequired(required),
            other => UpstreamFlowError::Refused(other.to_string()),
        })?;
    audit_link(
        accounts,
        AuditAction::UpstreamSignIn,
        &user_id.to_string(),
        user_id,
        &origin.ip,
        provider,
    )?;
    Ok(signed_in)
}

/// An app's exchange: checks the provider's id_token and signs in as
/// a browser's round trip would (blocking). Each id_token is accepted
/// once, on every instance, until it expires: its digest is kept in
/// the single-use proofs' table (a captured token, replayed, opens no
/// session).
pub fn sign_in_federated(
    accounts: &Accounts,
    attempt: FederatedAttempt,
) -> Result<SignedIn, UpstreamFlowError> {
    let identity = accounts
        .upstreams
        .verify_native(&attempt.provider, &attempt.id_token)?;
    let until = identity
        .expires_at
        .unwrap_or_else(|| accounts.clock.now() + time::Duration::hours(1));
    // Keyed on what the signature covers (header and claims as sent):
    // the signature itself has other spellings that verify too (unused
    // bits of its last base64 character; ECDSA's second form), each
    // of which would otherwise count as a new token.
    let signed = attempt
        .id_token
        .rsplit_once('.')
        .map_or(attempt.id_token.as_str(), |(signed, _)| signed);
    let seen = SecretDigest::of(&format!("upstream-id-token:{}:{signed}", attempt.provider));
    if !accounts.store.note_proof(&seen, until)? {
        return Err(UpstreamFlowError::Refused(
            "the id_token was exchanged already".into(),
        ));
    }
    sign_in_upstream(
        accounts,
        &attempt.provider,
        &identity,
        Origin {
            channel: SessionChannel::App,
            ip: attempt.ip,
            user_agent: attempt.user_agent,
            locale: attempt.locale,
            package_name: accounts.registered_package(attempt.package_name)?,
        },
    )
}

/// A new account for an unknown identity: only when registration is
/// open, the provider gave an address that a trusted party verified,
/// and no account has it. An unverified address makes no account: it
/// would hold the address against its owner, whose later sign-up
/// and reset would land in an account someone else set up
/// (docs/decisions.md, "Upstream identity providers").
fn account_for(
    accounts: &Accounts,
    provider: &str,
    identity: &UpstreamIdentity,
    ip: &str,
) -> Result<UserRecord, UpstreamFlowError> {
    let email = identity
        .email
        .as_deref()
        .and_then(|e| Email::parse(e).ok())
        .ok_or(UpstreamFlowError::NoEmail)?;
    // Checked before the registration setting: the owner of the
    // address learns to link, whatever the setting.
    if accounts.store.find_by_email(&email)?.is_some() {
        return Err(UpstreamFlowError::EmailTaken);
    }
    if !identity.email_verified {
        return Err(UpstreamFlowError::UnverifiedEmail);
    }
    if !accounts.config.registration_open {
        return Err(UpstreamFlowError::RegistrationClosed);
    }
    let user = register_verified(
        accounts,
        (email, PasswordHash::unusable(), profile_from(identity)),
        ip,
        format!("through {provider}"),
    )?
    // Registered meanwhile.
    .ok_or(UpstreamFlowError::EmailTaken)?;
    link_identity(accounts, user.id, provider, identity, ip)?;
    Ok(user)
}

pub(crate) fn audit_link(
    accounts: &Accounts,
    action: AuditAction,
    actor: &str,
    user: UserId,
    ip: &str,
    provider: &str,
) -> Result<(), RepoError> {
    accounts.store.append(&link_event(
        action,
        actor,
        user,
        ip,
        provider,
        accounts.clock.now(),
    ))
}

/// The profile a new account starts with: the provider's name, when it
/// is one a user could have entered here.
pub(crate) fn profile_from(identity: &UpstreamIdentity) -> UserProfile {
    let named = UserProfile {
        name: identity.name.clone().unwrap_or_default(),
        ..UserProfile::default()
    };
    if check_profile(&named).is_ok() {
        named
    } else {
        UserProfile::default()
    }
}
