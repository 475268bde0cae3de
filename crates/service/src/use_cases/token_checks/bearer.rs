//! Bearer authentication with an access token, and the reads it guards:
//! the seed's userinfo and sessioninfo.
//!
//! A bearer token is accepted when its signature, kind and issuer check,
//! its client still exists and is enabled, it is not revoked, and it has
//! not expired, in that order: an expired token is reported as expired
//! only when it is otherwise valid.

use time::OffsetDateTime;

use crate::service::accounts::Accounts;
use crate::use_cases::organization_access;
use accounts_domain::api::{SessionData, StandardUserInfo, UserData};
use accounts_domain::claims::{AccessTokenClaims, ResourceTokenClaims, UserResourceTokenClaims};
use accounts_domain::ids::ClientId;
use accounts_domain::keys::KeyRing;
use accounts_domain::keys::Rejection;
use accounts_domain::records::{ClientRecord, UserRecord};
use accounts_domain::repository::RepoError;
use accounts_domain::token_types::TokenType;
use accounts_domain::verify::{InvalidReason, RevocationState, signed_claims};

use crate::use_cases::token_checks::dpop;
use crate::use_cases::token_checks::dpop::{DpopError, DpopRequest};

/// Why a bearer-authenticated read failed.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// The token was refused.
    #[error("bearer token refused: {0:?}")]
    Token(BearerError),
    /// The token's scope does not allow this read.
    #[error("the token's scope does not allow this call")]
    InsufficientScope,
    /// The token is DPoP-bound and the request's proof was refused, or a
    /// nonce is needed.
    #[error(transparent)]
    Dpop(DpopError),
    /// Storage failed.
    #[error(transparent)]
    Repo(#[from] RepoError),
}

impl From<DpopError> for ReadError {
    fn from(error: DpopError) -> Self {
        match error {
            DpopError::Repo(e) => Self::Repo(e),
            other => Self::Dpop(other),
        }
    }
}

/// An access token as a request presents it: `Authorization: Bearer`, or
/// `Authorization: DPoP` with the `DPoP` header's proof (RFC 9449 7.1).
#[derive(Debug, Clone)]
pub struct Presented {
    /// The access token.
    pub token: String,
    /// With the `DPoP` scheme: the proof and the request it came with.
    pub dpop: Option<DpopRequest>,
}

impl Presented {
    /// A bearer token.
    pub fn bearer(token: impl Into<String>) -> Self {
        Self {
            token: token.into(),
            dpop: None,
        }
    }
}

impl From<BearerError> for ReadError {
    fn from(error: BearerError) -> Self {
        Self::Token(error)
    }
}

/// Verifies an access token presented as a bearer credential
/// (blocking: may load a client record).
pub fn authenticate(accounts: &Accounts, token: &str) -> Result<AccessTokenClaims, ReadError> {
    let mut lookup_error: Option<RepoError> = None;
    let result = verify_bearer_with(accounts, token, |id| match accounts.client(id) {
        Ok(client) => client,
        Err(e) => {
            lookup_error = Some(e);
            None
        }
    });
    if let Some(e) = lookup_error {
        return Err(ReadError::Repo(e));
    }
    Ok(result?)
}

/// [`authenticate`] from the caches alone: `None` when the
/// token names a client that would have to be read from the database.
pub(crate) fn authenticate_cached(
    accounts: &Accounts,
    token: &str,
) -> Option<Result<AccessTokenClaims, ReadError>> {
    let mut missing = false;
    let result = verify_bearer_with(accounts, token, |id| {
        let client = accounts.cached_client(id);
        missing |= client.is_none();
        client
    });
    (!missing).then(|| result.map_err(ReadError::from))
}

/// The bearer check with the current keys, revocations and time, the
/// token's client found by `client`.
fn verify_bearer_with(
    accounts: &Accounts,
    token: &str,
    client: impl FnMut(ClientId) -> Option<ClientRecord>,
) -> Result<AccessTokenClaims, BearerError> {
    let ring = accounts.key_ring();
    verify_bearer(
        token,
        &ring,
        accounts.issuer(),
        client,
        &*accounts.revocations(),
        accounts.clock.now(),
    )
}

/// [`authenticate`] for a resource of this service: a
/// DPoP-bound token must come with the `DPoP` scheme and a proof of its
/// key for this request and this token; an unbound one with `Bearer`
/// (RFC 9449 7.1). Its proof's `jti` is used up (blocking).
pub fn authenticate_presented(
    accounts: &Accounts,
    presented: &Presented,
) -> Result<AccessTokenClaims, ReadError> {
    let claims = authenticate(accounts, &presented.token)?;
    let wrong_scheme = ReadError::Token(BearerError::Invalid(InvalidReason::Token(
        Rejection::WrongType,
    )));
    match (&claims.cnf, &presented.dpop) {
        (None, None) => {}
        (Some(cnf), Some(dpop)) => {
            let proof = dpop::check_dpop(accounts, dpop, Some(&presented.token), false)?;
            if proof.jkt != cnf.jkt {
                return Err(DpopError::Invalid("a proof of another key").into());
            }
        }
        _ => return Err(wrong_scheme),
    }
    Ok(claims)
}

/// The seed's userinfo: the token's user as its scope shows it. Records
/// activity in the token's session, at most once per touch interval
/// (blocking).
pub fn userinfo(accounts: &Accounts, presented: &Presented) -> Result<UserData, ReadError> {
    let claims = authenticate_presented(accounts, presented)?;
    let view = claims
        .scope
        .userinfo_view()
        .ok_or(ReadError::InsufficientScope)?;
    let user = bearer_user(accounts, &claims)?;
    accounts.note_activity(claims.session_id);
    Ok(UserData::of(&user, view))
}

/// The enabled user an authenticated access token speaks for.
fn bearer_user(accounts: &Accounts, claims: &AccessTokenClaims) -> Result<UserRecord, ReadError> {
    accounts
        .user(claims.user_id)?
        .filter(|u| u.enabled)
        .ok_or(ReadError::Token(BearerError::Invalid(
            InvalidReason::Revoked,
        )))
}

/// The OpenID Connect userinfo: the token's user in standard claims,
/// as its scope shows them (any access token; one with `openid` alone
/// gets `sub`). Records activity like the seed's userinfo (blocking).
pub fn standard_userinfo(
    accounts: &Accounts,
    presented: &Presented,
) -> Result<StandardUserInfo, ReadError> {
    let claims = authenticate_presented(accounts, presented)?;
    let user = bearer_user(accounts, &claims)?;
    let session = accounts.session(claims.session_id)?;
    accounts.note_activity(claims.session_id);
    // The user's language: the stored one, else the one their
    // session's sign-in negotiated (a supported tag, `de` for `de-DE`).
    let language = user
        .language
        .as_deref()
        .and_then(crate::languages::Language::supported)
        .or_else(|| {
            session
                .as_ref()
                .and_then(|s| crate::languages::Language::lookup(&s.details.locale))
                .filter(|l| l.is_supported())
        });
    let mut info = StandardUserInfo::of(
        &user,
        claims.scope.userinfo_view(),
        language.map(crate::languages::Language::tag),
    );
    if organization_access::asks_for_all(claims.scope) {
        info.organizations = Some(organization_access::organizations_claim(
            &*accounts.store,
            user.id,
        )?);
    }
    info.org_id = claims.org_id;
    info.org_slug = claims.org_slug;
    info.org_roles = claims.org_roles;
    Ok(info)
}

/// The seed's sessioninfo: the token's login session; needs the
/// `authorization` scope. Answers from memory on the hot path: the
/// session was read within the touch interval, and a revocation
/// reaches the token check within one cache refresh (blocking).
pub fn sessioninfo(accounts: &Accounts, presented: &Presented) -> Result<SessionData, ReadError> {
    let claims = authenticate_presented(accounts, presented)?;
    if !claims.scope.allows_sessioninfo() {
        return Err(ReadError::InsufficientScope);
    }
    let session = accounts
        .session(claims.session_id)?
        .filter(|s| s.revoked_at.is_none())
        .ok_or(ReadError::Token(BearerError::Invalid(
            InvalidReason::Revoked,
        )))?;
    Ok(SessionData::of(&session))
}

/// Why a bearer token was refused by userinfo/sessioninfo.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BearerError {
    /// INVALID_TOKEN (401).
    Invalid(InvalidReason),
    /// EXPIRED_TOKEN (401): valid in every respect but time.
    Expired,
}

/// Checks an access token presented as a bearer credential: signature,
/// kind, issuer, that its client still exists and is enabled, revocation,
/// then expiry.
pub fn verify_bearer(
    token: &str,
    keys: &KeyRing,
    issuer: &str,
    client: impl FnOnce(accounts_domain::ids::ClientId) -> Option<ClientRecord>,
    revocations: &dyn RevocationState,
    now: OffsetDateTime,
) -> Result<AccessTokenClaims, BearerError> {
    let claims: AccessTokenClaims = signed_claims(
        keys.verifying_keys(),
        token,
        TokenType::Token,
        issuer,
        |c: &AccessTokenClaims| &c.iss,
    )
    .map_err(BearerError::Invalid)?;
    match client(claims.aud) {
        None => return Err(BearerError::Invalid(InvalidReason::UnknownClient)),
        Some(c) if !c.enabled => return Err(BearerError::Invalid(InvalidReason::DisabledClient)),
        Some(_) => {}
    }
    if revocations.is_revoked(&claims) {
        return Err(BearerError::Invalid(InvalidReason::Revoked));
    }
    if now.unix_timestamp() >= claims.exp {
        return Err(BearerError::Expired);
    }
    Ok(claims)
}

/// A token this service signed for an API: a client's for itself
/// (client_credentials) or a user's (`resource`), read with one
/// signature check. A user's comes first: only theirs name a session,
/// and a user id would also read as a client's `sub`.
#[derive(Debug, serde::Deserialize)]
#[serde(untagged)]
pub enum ApiTokenClaims {
    /// A user's token for an API.
    User(UserResourceTokenClaims),
    /// A client's token for itself.
    Client(ResourceTokenClaims),
}

impl ApiTokenClaims {
    fn iss(&self) -> &str {
        match self {
            Self::User(c) => &c.iss,
            Self::Client(c) => &c.iss,
        }
    }

    /// The client the token was issued to.
    pub fn client_id(&self) -> ClientId {
        match self {
            Self::User(c) => c.client_id,
            Self::Client(c) => c.client_id,
        }
    }

    /// Its expiry, seconds since the epoch.
    pub fn exp(&self) -> i64 {
        match self {
            Self::User(c) => c.exp,
            Self::Client(c) => c.exp,
        }
    }
}

/// The claims of a token for an API signed by us, whether or not it has
/// expired (revocation accepts expired tokens); `None` for anything else.
pub fn api_token_claims(token: &str, keys: &KeyRing, issuer: &str) -> Option<ApiTokenClaims> {
    signed_claims(
        keys.verifying_keys(),
        token,
        TokenType::Token,
        issuer,
        ApiTokenClaims::iss,
    )
    .ok()
}

/// The claims of an access token signed by us, whether or not it has
/// expired (revocation accepts expired tokens); `None` for anything else.
pub fn access_token_claims(token: &str, keys: &KeyRing, issuer: &str) -> Option<AccessTokenClaims> {
    signed_claims(
        keys.verifying_keys(),
        token,
        TokenType::Token,
        issuer,
        |c: &AccessTokenClaims| &c.iss,
    )
    .ok()
}
