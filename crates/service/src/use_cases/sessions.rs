//! Login sessions: finding the session behind an account token, issuing
//! codes and id_tokens in it, and ending it.
//!
//! An account token (the native-app API's bearer, the browser's cookie) names
//! a session; a revoked session, a disabled user or a session idle for
//! longer than the account-token lifetime makes it name nothing. Each use
//! records activity (at most once per touch interval), so the lifetime
//! slides.
//! Ending a session revokes every token issued in it, on this instance at
//! once and on the others within one cache refresh.

use time::OffsetDateTime;

use crate::ports::observe::IssuedKind;
use crate::service::accounts::Accounts;
use accounts_domain::addresses::RedirectUri;
use accounts_domain::claims::{IdTokenClaims, OrganizationClaims};
use accounts_domain::ids::{ClientId, GrantId};
use accounts_domain::keys::KeyError;
use accounts_domain::organization::{OrganizationId, OrganizationRef};
use accounts_domain::pkce::CodeChallenge;
use accounts_domain::records::{
    AuditAction, AuditEvent, AuthorizationCodeRecord, SessionChannel, SessionRecord, UserRecord,
};
use accounts_domain::repository::{AuthorizationCodeRepository, RepoError, SessionRepository};
use accounts_domain::resource::ApiAccess;
use accounts_domain::scope::Scopes;
use accounts_domain::secrets::{PlainSecret, SecretDigest};

/// A live session and its enabled user.
#[derive(Debug, Clone)]
pub struct SignedInSession {
    /// The session.
    pub session: SessionRecord,
    /// Its user.
    pub user: UserRecord,
}

/// Why an account token was not accepted.
#[derive(Debug, thiserror::Error)]
pub enum AccountTokenError {
    /// Unknown token, revoked session or disabled user.
    #[error("the account token is unknown, or its session ended")]
    Invalid,
    /// Storage failed.
    #[error(transparent)]
    Repo(#[from] RepoError),
}

/// What an authorization code is bound to.
#[derive(Debug)]
pub struct NewCode<'a> {
    /// The client the code is for.
    pub client_id: ClientId,
    /// The session it is issued in.
    pub session: &'a SessionRecord,
    /// The granted scopes.
    pub scope: Scopes,
    /// The redirect URI the token request must repeat, if one was used.
    pub redirect_uri: Option<RedirectUri>,
    /// The PKCE challenge the token request must answer.
    pub challenge: Option<CodeChallenge>,
    /// Echoed into the id_token issued with the code.
    pub nonce: Option<String>,
    /// The organization the user signed in for, their membership
    /// checked.
    pub organization: Option<OrganizationId>,
    /// The API the code's tokens are for, the client's grant on it
    /// checked.
    pub api: Option<ApiAccess>,
}

/// A new authorization code (the plain value is shown once).
#[derive(Debug)]
pub struct IssuedCode {
    /// The code.
    pub code: PlainSecret,
    /// When it expires.
    pub expires_at: OffsetDateTime,
}

/// An account token as a request presented it. A token is accepted only
/// on the face its session was opened on (docs/decisions.md, "Session
/// channels"): an app's token put in a browser's cookie opens no page,
/// and a browser's cookie sent as a bearer opens no API.
#[derive(Debug, Clone, Copy)]
pub enum AccountToken<'a> {
    /// The browser pages' session cookie.
    Cookie(&'a str),
    /// An app's `Authorization: Bearer`.
    Bearer(&'a str),
}

impl<'a> AccountToken<'a> {
    /// The token itself.
    pub fn value(self) -> &'a str {
        match self {
            AccountToken::Cookie(token) | AccountToken::Bearer(token) => token,
        }
    }

    /// The face it came through.
    pub fn face(self) -> SessionChannel {
        match self {
            AccountToken::Cookie(_) => SessionChannel::Browser,
            AccountToken::Bearer(_) => SessionChannel::App,
        }
    }
}

/// The live session and enabled user behind an account token, if any,
/// opened on the face the token came through; its use counts as
/// activity, which keeps the token alive (blocking).
pub fn session_of(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
) -> Result<Option<SignedInSession>, RepoError> {
    let now = accounts.clock.now();
    let digest = SecretDigest::of(account_token.value());
    let Some(mut session) = accounts.session_by_account_token(&digest)? else {
        return Ok(None);
    };
    if !session.details.channel.admits(account_token.face()) {
        return Ok(None);
    }
    let idle = |s: &SessionRecord| now >= s.last_seen_at + accounts.config.lifetimes.account;
    if idle(&session) {
        // The cached activity may lag another instance's by up to the
        // touch interval: only the stored record can say it expired.
        match SessionRepository::find(&*accounts.store, session.id)? {
            Some(stored) if !idle(&stored) => session = stored,
            _ => return Ok(None),
        }
    }
    let Some(user) = accounts.live_user(&session)? else {
        return Ok(None);
    };
    if now - session.last_seen_at >= accounts.config.touch_interval {
        accounts.note_activity(session.id);
        session.last_seen_at = now;
    }
    crate::languages::note_signed_in(user.language.as_deref());
    Ok(Some(SignedInSession { session, user }))
}

/// [`session_of`], where no session is an error.
pub fn account(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
) -> Result<SignedInSession, AccountTokenError> {
    session_of(accounts, account_token)?.ok_or(AccountTokenError::Invalid)
}

/// Stores a new single-use authorization code for a session's user
/// (blocking). Every flow that issues codes issues them here.
pub fn issue_code(accounts: &Accounts, new: NewCode<'_>) -> Result<IssuedCode, RepoError> {
    let (code, record) = new_code(accounts, new);
    AuthorizationCodeRepository::insert(&*accounts.store, &record)?;
    Ok(issued(accounts, code, &record))
}

/// [`issue_code`] for the organization `organization` names, in the one
/// statement that checks the membership, the organization's state and
/// its second-factor rule (`multi_factor`: the session's), so that a
/// code for an organization costs no query more than another
/// (docs/decisions.md, "Organizations"). `None`: nothing was issued,
/// and the caller's own checks say why.
pub fn issue_code_for_member(
    accounts: &Accounts,
    new: NewCode<'_>,
    organization: &OrganizationRef,
    multi_factor: bool,
) -> Result<Option<IssuedCode>, RepoError> {
    let (code, record) = new_code(accounts, new);
    let stored = accounts
        .store
        .insert_for_member(&record, organization, multi_factor)?;
    Ok(stored.then(|| issued(accounts, code, &record)))
}

fn issued(accounts: &Accounts, code: PlainSecret, record: &AuthorizationCodeRecord) -> IssuedCode {
    accounts.observer.issued(IssuedKind::AuthorizationCode, 1);
    IssuedCode {
        code,
        expires_at: record.expires_at,
    }
}

fn new_code(accounts: &Accounts, new: NewCode<'_>) -> (PlainSecret, AuthorizationCodeRecord) {
    let now = accounts.clock.now();
    let code = PlainSecret::generate();
    let record = AuthorizationCodeRecord {
        digest: code.digest(),
        grant_id: GrantId::generate(now),
        client_id: new.client_id,
        user_id: new.session.user_id,
        session_id: new.session.id,
        scope: new.scope,
        redirect_uri: new.redirect_uri,
        code_challenge: new.challenge,
        nonce: new.nonce,
        created_at: now,
        expires_at: now + accounts.config.lifetimes.code,
        consumed_at: None,
        organization_id: new.organization,
        api: new.api,
    };
    (code, record)
}

/// An id_token for the session's user signed in to `client_id` with
/// `scope` granted, now
/// (the native-app API's and browser sign-in's; the token endpoint's comes
/// from the grant).
pub fn issue_id_token(
    accounts: &Accounts,
    signed_in: &SignedInSession,
    client_id: ClientId,
    scope: Scopes,
    nonce: Option<String>,
    organizations: OrganizationClaims,
) -> Result<String, KeyError> {
    let claims = IdTokenClaims::for_user(
        &accounts.config.issuer,
        &signed_in.user,
        client_id,
        scope,
        signed_in.session.authenticated_at,
        accounts.clock.now(),
        accounts.config.lifetimes.id_token,
    )
    .with_nonce(nonce)
    .with_auth(signed_in.session.auth)
    .with_session(signed_in.session.id)
    .with_organizations(organizations);
    let token = accounts.key_ring().sign_id_token(&claims)?;
    accounts.observer.issued(IssuedKind::IdToken, 1);
    Ok(token)
}

/// Revokes a session with every token issued in it, makes that visible
/// on this instance at once, and audits it (blocking). `detail` says
/// which face ended it, for the audit log.
pub fn end_session(
    accounts: &Accounts,
    signed_in: &SignedInSession,
    ip: &str,
    detail: &str,
) -> Result<(), RepoError> {
    let now = accounts.clock.now();
    SessionRepository::revoke(&*accounts.store, signed_in.session.id, now)?;
    // Every token of the session must stop verifying on this instance now.
    accounts.sync_caches()?;
    accounts.store.append(&AuditEvent {
        at: now,
        action: AuditAction::SessionRevoked,
        actor: signed_in.user.id.to_string(),
        subject: signed_in.session.id.to_string(),
        ip: ip.to_owned(),
        detail: detail.into(),
        user_id: Some(signed_in.user.id),
        client_id: None,
        user_agent: signed_in.session.details.user_agent.clone(),
    })
}
