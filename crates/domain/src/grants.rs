//! The token endpoint's grants (code, refresh token and, from
//! [`crate::device_grant`], device code) and RFC 7009 revocation, written against the repository traits.
//!
//! These functions decide; storage only stores. They take `now` and every
//! collaborator as arguments, so the server can run them on any backend and
//! tests can run them at any instant.

use time::OffsetDateTime;

use crate::accounts::Accounts;
use crate::api::{TokenResponse, TokenWithRefreshResponse};
use crate::bearer::access_token_claims;
use crate::claims::{AccessTokenClaims, IdTokenClaims};
use crate::ids::{GrantId, SessionId, TokenId};
use crate::keys::{DerivedKey, KeyError, KeyRing};
use crate::lifetimes::Lifetimes;
use crate::observe::IssuedKind;
use crate::records::{
    AccessTokenRecord, ClientRecord, DeviceRequester, RefreshTokenRecord, SessionDetails,
    SessionRecord, UserRecord,
};
use crate::repository::{IssuedTokens, Redemption, RepoError, Store};
use crate::scope::Scopes;
use crate::secrets::{PlainSecret, SecretDigest};
use crate::timestamp::UtcTimestamp;
use crate::token_types::RequestedTokenType;

/// What a grant needs besides the request.
#[derive(Clone, Copy)]
pub struct GrantContext<'a> {
    /// Storage.
    pub store: &'a dyn Store,
    /// Signing keys.
    pub keys: &'a KeyRing,
    /// Our issuer URL.
    pub issuer: &'a str,
    /// Lifetimes of what is issued.
    pub lifetimes: Lifetimes,
    /// The current instant.
    pub now: OffsetDateTime,
    /// Sessions and their users.
    pub sessions: &'a dyn GrantSessions,
    /// Derives a rotated refresh token's successor from it.
    pub successors: &'a DerivedKey,
}

/// Where a grant finds its session and user and records activity: the
/// service's caches, which see a change of this instance at once and
/// another instance's within one refresh (docs/decisions.md, "Caches and
/// several instances"), so a grant costs no session or user query.
pub trait GrantSessions {
    /// The session with `id` and its user while the session is open and
    /// the user enabled.
    fn live_session(&self, id: SessionId)
    -> Result<Option<(SessionRecord, UserRecord)>, RepoError>;
    /// Records activity in the session, at most once per touch interval.
    fn note_activity(&self, id: SessionId);
    /// A new session's details for a device that asked with `requester`
    /// (its device and place, read from the request).
    fn describe(&self, requester: &DeviceRequester) -> SessionDetails;
}

impl GrantSessions for Accounts {
    fn live_session(
        &self,
        id: SessionId,
    ) -> Result<Option<(SessionRecord, UserRecord)>, RepoError> {
        Accounts::live_session(self, id)
    }

    fn note_activity(&self, id: SessionId) {
        Accounts::note_activity(self, id);
    }

    fn describe(&self, requester: &DeviceRequester) -> SessionDetails {
        SessionDetails {
            device: self.devices.parse(&requester.user_agent),
            user_agent: requester.user_agent.clone(),
            geo: self.locator.locate(&requester.ip),
            ip: requester.ip.clone(),
            locale: requester.locale.clone(),
            package_name: None,
        }
    }
}

impl std::fmt::Debug for GrantContext<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GrantContext")
            .field("issuer", &self.issuer)
            .field("now", &self.now)
            .finish_non_exhaustive()
    }
}

/// A token request after its fields were checked for presence.
#[derive(Debug, Clone, Copy)]
pub enum Grant<'a> {
    /// `grant_type=code`.
    Code {
        /// The authorization code.
        code: &'a str,
        /// `refresh_token` (token and refresh token) or `token`.
        token_type: RequestedTokenType,
        /// Must equal the authorization request's, when that had one.
        redirect_uri: Option<&'a str>,
        /// PKCE verifier.
        code_verifier: Option<&'a str>,
    },
    /// `grant_type=refresh_token`.
    Refresh {
        /// The refresh token.
        refresh_token: &'a str,
    },
    /// `grant_type=urn:ietf:params:oauth:grant-type:device_code` (RFC 8628).
    DeviceCode {
        /// The device code.
        device_code: &'a str,
    },
}

/// What a grant issued, in neither wire shape yet: the seed's JSON face
/// answers [`TokenGrant::seed_response`], the standard face renders RFC 6749.
#[derive(Debug, Clone)]
pub struct TokenGrant {
    /// The access token.
    pub access_token: String,
    /// When it expires.
    pub access_expires_at: OffsetDateTime,
    /// The refresh token and its expiry (code grant asking for one).
    pub refresh: Option<(PlainSecret, OffsetDateTime)>,
    /// The scopes granted.
    pub scope: Scopes,
    /// An id_token, when asked for and the scope has `openid`.
    pub id_token: Option<String>,
}

impl TokenGrant {
    /// The seed interface's answer: `REFRESH_TOKEN` with a refresh token,
    /// `TOKEN` without.
    pub fn seed_response(&self) -> Issued {
        let token_expiry = UtcTimestamp::new(self.access_expires_at);
        match &self.refresh {
            Some((plain, expires_at)) => Issued::WithRefresh(TokenWithRefreshResponse::new(
                self.access_token.clone(),
                token_expiry,
                plain.expose().to_owned(),
                UtcTimestamp::new(*expires_at),
            )),
            None => Issued::Token(TokenResponse::new(self.access_token.clone(), token_expiry)),
        }
    }
}

/// The seed interface's token answers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Issued {
    /// `REFRESH_TOKEN`: access and refresh token.
    WithRefresh(TokenWithRefreshResponse),
    /// `TOKEN`: access token only.
    Token(TokenResponse),
}

/// Why a grant failed.
#[derive(Debug, thiserror::Error)]
pub enum GrantError {
    /// Unknown client, disabled client or wrong secret (INVALID_CLIENT).
    #[error("client authentication failed")]
    InvalidClient,
    /// The code or refresh token cannot be used (INVALID_GRANT); the reason
    /// is for logs.
    #[error("invalid grant: {0}")]
    InvalidGrant(&'static str),
    /// A consumed code, or a rotated refresh token past its grace period,
    /// was presented again: everything issued from the grant was revoked
    /// (INVALID_GRANT; revocation caches should refresh now).
    #[error("a used code or rotated refresh token was replayed; its grant was revoked")]
    Replayed,
    /// Storage failed.
    #[error(transparent)]
    Repo(#[from] RepoError),
    /// Signing failed.
    #[error(transparent)]
    Key(#[from] KeyError),
    /// RFC 8628: the user has not answered yet; poll again.
    #[error("the user has not answered yet")]
    AuthorizationPending,
    /// RFC 8628: the device polled faster than its interval, which is now
    /// 5 seconds longer.
    #[error("polling too fast")]
    SlowDown,
    /// RFC 8628: the user denied the request.
    #[error("the user denied the request")]
    AccessDenied,
    /// RFC 8628: the device code expired before the user approved.
    #[error("the device code expired")]
    ExpiredToken,
}

/// Runs the token endpoint for an authenticated client.
///
/// `client` is the record of the request's client_id (`None` if unknown);
/// `client_secret` is checked against it first, in constant time. With
/// `with_id_token` (the standard face) an id_token is issued too when the
/// granted scope has `openid`.
pub fn exchange(
    ctx: &GrantContext<'_>,
    client: Option<&ClientRecord>,
    client_secret: Option<&str>,
    grant: Grant<'_>,
    with_id_token: bool,
) -> Result<TokenGrant, GrantError> {
    let client = client
        .filter(|c| c.authenticates_at_token_endpoint(client_secret))
        .ok_or(GrantError::InvalidClient)?;
    match grant {
        Grant::Code {
            code,
            token_type,
            redirect_uri,
            code_verifier,
        } => exchange_code(
            ctx,
            client,
            code,
            token_type,
            redirect_uri,
            code_verifier,
            with_id_token,
        ),
        Grant::Refresh { refresh_token } => refresh(ctx, client, refresh_token, with_id_token),
        Grant::DeviceCode { device_code } => crate::device_grant::poll(ctx, client, device_code),
    }
}

/// The id_token a grant carries when asked for and `openid` was granted.
pub(crate) fn grant_id_token(
    ctx: &GrantContext<'_>,
    client: &ClientRecord,
    scope: Scopes,
    session: &SessionRecord,
    user: &UserRecord,
    nonce: Option<String>,
    wanted: bool,
) -> Result<Option<String>, GrantError> {
    if !(wanted && scope.contains(crate::scope::Scope::OpenId)) {
        return Ok(None);
    }
    let claims = IdTokenClaims::for_user(
        ctx.issuer,
        user,
        client.id,
        scope,
        session.authenticated_at,
        ctx.now,
        ctx.lifetimes.id_token,
    )
    .with_nonce(nonce);
    Ok(Some(ctx.keys.sign_id_token(&claims)?))
}

fn exchange_code(
    ctx: &GrantContext<'_>,
    client: &ClientRecord,
    code: &str,
    token_type: RequestedTokenType,
    redirect_uri: Option<&str>,
    code_verifier: Option<&str>,
    with_id_token: bool,
) -> Result<TokenGrant, GrantError> {
    let digest = SecretDigest::of(code);
    let record = ctx
        .store
        .find_by_digest(&digest)?
        .ok_or(GrantError::InvalidGrant("unknown code"))?;
    // The client binding comes first: only the code's own client may set
    // off the replay revocation, or anyone holding a used code and any
    // public client's id could revoke someone else's grant.
    if record.client_id != client.id {
        return Err(GrantError::InvalidGrant("code issued to another client"));
    }
    if record.consumed_at.is_some() {
        // RFC 6749 10.5: a replayed code revokes what its first use issued.
        ctx.store.revoke_grant(record.grant_id, ctx.now)?;
        return Err(GrantError::Replayed);
    }
    if ctx.now >= record.expires_at {
        return Err(GrantError::InvalidGrant("code expired"));
    }
    if let Some(registered) = &record.redirect_uri
        && redirect_uri != Some(registered.as_str())
    {
        return Err(GrantError::InvalidGrant("redirect_uri does not match"));
    }
    match (&record.code_challenge, code_verifier) {
        (Some(challenge), verifier) if !verifier.is_some_and(|v| challenge.is_answered_by(v)) => {
            return Err(GrantError::InvalidGrant(
                "code_verifier does not match the code_challenge",
            ));
        }
        // RFC 9700 4.8.2: a verifier for a code issued without a challenge
        // is a PKCE downgrade (an attacker's code injected into a flow
        // that used PKCE), not a harmless extra.
        (None, Some(_)) => {
            return Err(GrantError::InvalidGrant(
                "code_verifier sent for a code issued without code_challenge",
            ));
        }
        _ => {}
    }
    // Codes are issued to public clients only with a challenge; this holds
    // even for a code issued before the client was made public.
    if client.public && record.code_challenge.is_none() {
        return Err(GrantError::InvalidGrant("a public client must use PKCE"));
    }
    let (session, user) = ensure_session_usable(ctx, record.session_id)?;
    let id_token = grant_id_token(
        ctx,
        client,
        record.scope,
        &session,
        &user,
        record.nonce.clone(),
        with_id_token,
    )?;

    let access = new_access_token(ctx, client, record.grant_id, record.session_id);
    let refresh = (token_type == RequestedTokenType::RefreshToken).then(|| {
        let plain = PlainSecret::generate();
        let row = RefreshTokenRecord {
            id: TokenId::generate(ctx.now),
            digest: plain.digest(),
            grant_id: record.grant_id,
            client_id: client.id,
            user_id: record.user_id,
            session_id: record.session_id,
            scope: record.scope,
            created_at: ctx.now,
            expires_at: ctx.now + ctx.lifetimes.refresh,
            revoked_at: None,
            rotated_at: None,
        };
        (plain, row)
    });
    let claims = access_claims(ctx, &access, record.user_id, record.scope);
    // Sign before storing: a signing failure must not consume the code.
    let token = ctx.keys.sign_access_token(&claims)?;
    let issued = IssuedTokens {
        access: access.clone(),
        refresh: refresh.as_ref().map(|(_, row)| row.clone()),
    };
    match ctx.store.redeem(&digest, ctx.now, &issued)? {
        Redemption::Redeemed => {}
        Redemption::AlreadyConsumed => {
            // Lost a race with a concurrent exchange of the same code.
            ctx.store.revoke_grant(record.grant_id, ctx.now)?;
            return Err(GrantError::Replayed);
        }
        Redemption::NotFound => return Err(GrantError::InvalidGrant("unknown code")),
    }
    Ok(TokenGrant {
        access_token: token,
        access_expires_at: access.expires_at,
        refresh: refresh.map(|(plain, row)| (plain, row.expires_at)),
        scope: record.scope,
        id_token,
    })
}

/// The refresh grant. On the standard face (`standard`) a client that
/// rotates (public clients always) gets a new refresh token each time; the
/// one it presented keeps working for the grace period after its first
/// use, answering the same successor each time (one chain: a stolen copy
/// used inside the grace cannot start a second), so a lost response does
/// not sign the user out, and a use after
/// that, on either face, revokes the whole grant (RFC 9700 4.14.2: a
/// stolen copy or a replay). The seed's face never rotates.
fn refresh(
    ctx: &GrantContext<'_>,
    client: &ClientRecord,
    refresh_token: &str,
    standard: bool,
) -> Result<TokenGrant, GrantError> {
    let digest = SecretDigest::of(refresh_token);
    let record = ctx
        .store
        .find_refresh_token(&digest)?
        .ok_or(GrantError::InvalidGrant("unknown refresh_token"))?;
    if record.client_id != client.id {
        return Err(GrantError::InvalidGrant(
            "refresh_token issued to another client",
        ));
    }
    if record.revoked_at.is_some() {
        return Err(GrantError::InvalidGrant("refresh_token revoked"));
    }
    if ctx.now >= record.expires_at {
        return Err(GrantError::InvalidGrant("refresh_token expired"));
    }
    if record.past_rotation_grace(ctx.now, ctx.lifetimes.refresh_grace) {
        ctx.store.revoke_grant(record.grant_id, ctx.now)?;
        return Err(GrantError::Replayed);
    }
    let (session, user) = ensure_session_usable(ctx, record.session_id)?;
    let id_token = grant_id_token(ctx, client, record.scope, &session, &user, None, standard)?;
    let access = new_access_token(ctx, client, record.grant_id, record.session_id);
    let claims = access_claims(ctx, &access, record.user_id, record.scope);
    let token = ctx.keys.sign_access_token(&claims)?;
    let refresh = if standard && client.rotates_refresh_tokens() {
        // Derived from the presented token under a key only the service
        // holds: a second use inside the grace gets this same successor,
        // so a stolen copy joins the owner's chain instead of starting a
        // second one, and reuse after the grace is detected on either.
        let plain = PlainSecret::from_presented(ctx.successors.tag(refresh_token.as_bytes()));
        let successor = RefreshTokenRecord {
            id: TokenId::generate(ctx.now),
            digest: plain.digest(),
            created_at: ctx.now,
            expires_at: ctx.now + ctx.lifetimes.refresh,
            revoked_at: None,
            rotated_at: None,
            ..record.clone()
        };
        let expires_at = ctx
            .store
            .rotate_refresh_token(&digest, ctx.now, &successor, &access)?
            .ok_or(GrantError::InvalidGrant("refresh_token revoked"))?;
        Some((plain, expires_at))
    } else {
        ctx.store.insert_access_token(&access)?;
        None
    };
    ctx.sessions.note_activity(record.session_id);
    Ok(TokenGrant {
        access_token: token,
        access_expires_at: access.expires_at,
        refresh,
        scope: record.scope,
        id_token,
    })
}

/// A grant is usable only while its session is open and its user enabled.
fn ensure_session_usable(
    ctx: &GrantContext<'_>,
    session: SessionId,
) -> Result<(SessionRecord, UserRecord), GrantError> {
    ctx.sessions
        .live_session(session)?
        .ok_or(GrantError::InvalidGrant("session ended or user disabled"))
}

pub(crate) fn new_access_token(
    ctx: &GrantContext<'_>,
    client: &ClientRecord,
    grant_id: GrantId,
    session_id: SessionId,
) -> AccessTokenRecord {
    AccessTokenRecord {
        id: TokenId::generate(ctx.now),
        grant_id,
        client_id: client.id,
        session_id,
        issued_at: ctx.now,
        expires_at: ctx.now + ctx.lifetimes.access,
        revoked_at: None,
    }
}

pub(crate) fn access_claims(
    ctx: &GrantContext<'_>,
    access: &AccessTokenRecord,
    user_id: crate::ids::UserId,
    scope: Scopes,
) -> AccessTokenClaims {
    AccessTokenClaims {
        iss: ctx.issuer.to_owned(),
        token_id: access.id,
        aud: access.client_id,
        session_id: access.session_id,
        user_id,
        scope,
        iat: ctx.now.unix_timestamp(),
        exp: access.expires_at.unix_timestamp(),
    }
}

/// What RFC 7009 revocation did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Revocation {
    /// An access token of this client was revoked.
    AccessToken,
    /// A refresh token of this client was revoked.
    RefreshToken,
    /// Nothing: unknown, invalid, already revoked, or another client's
    /// token. RFC 7009 answers 200 either way, which also keeps a client
    /// from probing other clients' tokens.
    Nothing,
}

/// Revokes `token` (an access token or a refresh token) if it was issued
/// to `client`, an authenticated client. `hint` (`token_type_hint`) only
/// orders the look-ups.
pub fn revoke(
    ctx: &GrantContext<'_>,
    client: &ClientRecord,
    token: &str,
    hint: Option<&str>,
) -> Result<Revocation, GrantError> {
    let as_access = |ctx: &GrantContext<'_>| -> Result<Option<Revocation>, GrantError> {
        match access_token_claims(token, ctx.keys, ctx.issuer) {
            Some(claims) if claims.aud == client.id => {
                ctx.store.revoke_access_token(claims.token_id, ctx.now)?;
                Ok(Some(Revocation::AccessToken))
            }
            Some(_) => Ok(Some(Revocation::Nothing)),
            None => Ok(None),
        }
    };
    let as_refresh = |ctx: &GrantContext<'_>| -> Result<Option<Revocation>, GrantError> {
        let digest = SecretDigest::of(token);
        match ctx.store.find_refresh_token(&digest)? {
            Some(record) if record.client_id == client.id => {
                ctx.store.revoke_refresh_token(&digest, ctx.now)?;
                Ok(Some(Revocation::RefreshToken))
            }
            Some(_) => Ok(Some(Revocation::Nothing)),
            None => Ok(None),
        }
    };
    let refresh_first = hint == Some("refresh_token");
    for refresh in [refresh_first, !refresh_first] {
        let found = if refresh {
            as_refresh(ctx)?
        } else {
            as_access(ctx)?
        };
        if let Some(done) = found {
            return Ok(done);
        }
    }
    Ok(Revocation::Nothing)
}

impl Accounts {
    /// What the grant use cases need, at `now`, with `keys`.
    pub(crate) fn grant_context<'a>(
        &'a self,
        keys: &'a KeyRing,
        now: OffsetDateTime,
    ) -> GrantContext<'a> {
        GrantContext {
            store: &*self.store,
            keys,
            issuer: &self.config.issuer,
            lifetimes: self.config.lifetimes,
            now,
            sessions: self,
            successors: &self.refresh_successors,
        }
    }

    /// The token endpoint: authenticates the client named by `client_id`
    /// (text that is no client id names none) and runs `grant` (blocking).
    /// With `with_id_token` (the standard face) an id_token is issued too
    /// when the granted scope has `openid`. A replayed code revokes its
    /// grant, visibly on this instance before the error is returned.
    pub fn token(
        &self,
        client_id: &str,
        client_secret: Option<&str>,
        grant: Grant<'_>,
        with_id_token: bool,
    ) -> Result<(TokenGrant, OffsetDateTime), GrantError> {
        let client = self.client_named(client_id)?;
        let ring = self.key_ring();
        let now = self.clock.now();
        let ctx = self.grant_context(&ring, now);
        let result = exchange(&ctx, client.as_ref(), client_secret, grant, with_id_token);
        if let Ok(issued) = &result {
            self.observer.issued(IssuedKind::AccessToken, 1);
            if issued.refresh.is_some() {
                self.observer.issued(IssuedKind::RefreshToken, 1);
            }
            if issued.id_token.is_some() {
                self.observer.issued(IssuedKind::IdToken, 1);
            }
        }
        if matches!(result, Err(GrantError::Replayed)) {
            log::warn!("a used code or rotated refresh token was replayed; its grant was revoked");
            self.refresh_after_change();
        }
        result.map(|issued| (issued, now))
    }

    /// RFC 7009: authenticates the client, then revokes `token` if it was
    /// issued to that client (blocking). The revocation is visible on this
    /// instance before this returns.
    pub fn revoke_token(
        &self,
        client_id: &str,
        client_secret: Option<&str>,
        token: &str,
        hint: Option<&str>,
    ) -> Result<Revocation, GrantError> {
        let client = self
            .client_named(client_id)?
            .filter(|c| c.authenticates_at_token_endpoint(client_secret))
            .ok_or(GrantError::InvalidClient)?;
        let ring = self.key_ring();
        let ctx = self.grant_context(&ring, self.clock.now());
        let revoked = revoke(&ctx, &client, token, hint)?;
        self.refresh()?;
        Ok(revoked)
    }
}
