//! What every grant needs and answers: the context (keys, issuer,
//! lifetimes, now, sessions; each grant takes the stores it uses itself), the request as parsed, what was issued, the
//! errors, and the pieces grants share (an id_token, an access token).

use time::OffsetDateTime;

use crate::service::accounts::Accounts;
use crate::use_cases::organization_access::{self, OrganizationAccess};
use accounts_domain::api::{TokenResponse, TokenWithRefreshResponse};
use accounts_domain::claims::{
    AccessTokenClaims, Confirmation, IdTokenClaims, UserResourceTokenClaims,
};
use accounts_domain::claims::{OrganizationClaim, OrganizationClaims};
use accounts_domain::ids::{ClientId, GrantId, SessionId, TokenId, UserId};
use accounts_domain::keys::{DerivedKey, KeyError, KeyRing};
use accounts_domain::lifetimes::Lifetimes;
use accounts_domain::organization::{OrganizationId, OrganizationRef};
use accounts_domain::records::{
    AccessTokenRecord, ClientRecord, DeviceRequester, SessionChannel, SessionDetails,
    SessionRecord, UserRecord,
};
use accounts_domain::repository::RepoError;
use accounts_domain::resource::{ApiAccess, ResourceIdentifier, ResourceScopes};
use accounts_domain::scope::ORGANIZATION_PREFIX;
use accounts_domain::scope::Scopes;
use accounts_domain::secrets::PlainSecret;
use accounts_domain::timestamp::UtcTimestamp;
use accounts_domain::token_types::RequestedTokenType;

/// What every grant needs besides the request and its own stores.
#[derive(Clone, Copy)]
pub struct GrantContext<'a> {
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
    /// The DPoP key (thumbprint) of the request's checked proof: access
    /// tokens are bound to it, and a public client's refresh tokens.
    pub dpop_jkt: Option<&'a str>,
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
    /// The user's membership of the organization `reference` names (one
    /// query): a code or refresh token's own, checked again at each use,
    /// or the one a refresh switches to. `None` when it names none, is
    /// disabled, or the user is no member (docs/decisions.md,
    /// "Organizations").
    fn organization_access(
        &self,
        reference: &OrganizationRef,
        user: UserId,
    ) -> Result<Option<OrganizationAccess>, RepoError>;
    /// The organization claims of a token with `scope` (one query, and
    /// only when the scope asks for the user's organizations).
    fn organization_claims(
        &self,
        user: UserId,
        scope: Scopes,
        bound: Option<&OrganizationAccess>,
    ) -> Result<OrganizationClaims, RepoError>;
    /// The API scopes organization roles allow together (one query, and
    /// only for a token for an API bound to an organization).
    fn role_permissions(&self, roles: &[String]) -> Result<ResourceScopes, RepoError>;
    /// The scopes `client` is granted on `resource` now (one query, only
    /// for a token for an API): `None` when the grant was taken away.
    fn granted_scopes(
        &self,
        client: ClientId,
        resource: &ResourceIdentifier,
    ) -> Result<Option<ResourceScopes>, RepoError>;
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

    fn organization_access(
        &self,
        reference: &OrganizationRef,
        user: UserId,
    ) -> Result<Option<OrganizationAccess>, RepoError> {
        organization_access::access_by_reference(&*self.store, reference, user)
    }

    fn organization_claims(
        &self,
        user: UserId,
        scope: Scopes,
        bound: Option<&OrganizationAccess>,
    ) -> Result<OrganizationClaims, RepoError> {
        organization_access::claims_for(&*self.store, user, scope, bound)
    }

    fn role_permissions(&self, roles: &[String]) -> Result<ResourceScopes, RepoError> {
        organization_access::permissions_of(&*self.store, roles)
    }

    fn granted_scopes(
        &self,
        client: ClientId,
        resource: &ResourceIdentifier,
    ) -> Result<Option<ResourceScopes>, RepoError> {
        Ok(self
            .store
            .find_client_grant(client, resource)?
            .map(|g| g.scopes))
    }

    fn describe(&self, requester: &DeviceRequester) -> SessionDetails {
        self.session_details(
            SessionChannel::Device,
            requester.user_agent.clone(),
            requester.ip.clone(),
            requester.locale.clone(),
            None,
        )
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
/// Its variants are the user grants of
/// [`GrantType`](accounts_domain::token_types::GrantType); client_credentials
/// has a use case of its own (`client_credentials.rs`).
#[derive(Debug, Clone)]
pub enum GrantRequest {
    /// `grant_type=code` (or `authorization_code`).
    Code {
        /// The authorization code.
        code: String,
        /// `refresh_token` (token and refresh token) or `token`.
        token_type: RequestedTokenType,
        /// Must equal the authorization request's, when that had one.
        redirect_uri: Option<String>,
        /// PKCE verifier.
        code_verifier: Option<String>,
        /// `resource` (RFC 8707 2.2): when sent, the API the code's
        /// grant is for.
        resource: Option<String>,
    },
    /// `grant_type=refresh_token`.
    RefreshToken {
        /// The refresh token.
        refresh_token: String,
        /// `scope`: what of the grant's scopes the new tokens carry, and
        /// the organization they are for (docs/decisions.md,
        /// "Organizations"); none, the grant's as they are.
        scope: Option<String>,
        /// `resource` (RFC 8707 2.2): when sent, the API the grant is for.
        resource: Option<String>,
    },
    /// `grant_type=urn:ietf:params:oauth:grant-type:device_code` (RFC 8628).
    DeviceCode {
        /// The device code.
        device_code: String,
    },
}

/// What a grant issued, in neither wire shape yet: the seed's JSON face
/// answers [`TokenGrant::seed_response`], the standard face renders RFC 6749.
#[derive(Debug, Clone)]
pub struct TokenGrant {
    /// Whether the access token is DPoP-bound (`token_type: DPoP`).
    pub dpop_bound: bool,
    /// The access token.
    pub access_token: String,
    /// When it expires.
    pub access_expires_at: OffsetDateTime,
    /// The refresh token and its expiry (code grant asking for one).
    pub refresh: Option<(PlainSecret, OffsetDateTime)>,
    /// The scopes granted.
    pub scope: Scopes,
    /// The organization signed in for, whose `organization:<slug>` the
    /// granted scope also names.
    pub organization: Option<OrganizationClaim>,
    /// For a grant for an API, the API's scopes the access token carries.
    pub api_scopes: Option<ResourceScopes>,
    /// An id_token, when asked for and the scope has `openid`.
    pub id_token: Option<String>,
}

impl TokenGrant {
    /// The granted scope as the standard face writes it: the scopes, and
    /// the organization's word when the grant is bound to one.
    pub fn scope_text(&self) -> String {
        let mut text = self.scope.to_string();
        if let Some(o) = &self.organization {
            text.push_str(&format!(" {ORGANIZATION_PREFIX}{}", o.slug));
        }
        if let Some(api) = self.api_scopes.as_ref().filter(|s| !s.is_empty()) {
            text.push_str(&format!(" {api}"));
        }
        text
    }

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
    /// The request's DPoP proof was refused, or a nonce is needed.
    #[error(transparent)]
    Dpop(#[from] crate::use_cases::token_checks::dpop::DpopError),
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
    /// The client may not use this grant (client_credentials without the
    /// client's permission, or by a public client).
    #[error("the client may not use this grant")]
    UnauthorizedClient,
    /// RFC 8707: the `resource` is no API the client may get tokens for;
    /// the reason is for the answer.
    #[error("invalid target: {0}")]
    InvalidTarget(&'static str),
    /// The `scope` asks for more than was granted; the reason is for the
    /// answer.
    #[error("invalid scope: {0}")]
    InvalidScope(&'static str),
}

/// The id_token a grant carries when asked for and `openid` was granted.
pub(crate) fn grant_id_token(
    ctx: &GrantContext<'_>,
    client: &ClientRecord,
    scope: Scopes,
    (session, user): (&SessionRecord, &UserRecord),
    nonce: Option<String>,
    wanted: bool,
    organizations: OrganizationClaims,
) -> Result<Option<String>, GrantError> {
    if !(wanted && scope.contains(accounts_domain::scope::Scope::OpenId)) {
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
    .with_nonce(nonce)
    .with_auth(session.auth)
    .with_session(session.id)
    .with_organizations(organizations);
    Ok(Some(ctx.keys.sign_id_token(&claims)?))
}

/// A grant is usable only while its session is open and its user enabled.
pub(super) fn ensure_session_usable(
    ctx: &GrantContext<'_>,
    session: SessionId,
) -> Result<(SessionRecord, UserRecord), GrantError> {
    ctx.sessions.live_session(session)?.ok_or(SESSION_ENDED)
}

/// A grant of a session that has ended (as the cache knows, or as storage
/// found inside the grant's own transaction).
pub(super) const SESSION_ENDED: GrantError =
    GrantError::InvalidGrant("session ended or user disabled");

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
    user_id: accounts_domain::ids::UserId,
    scope: Scopes,
    organization: Option<&OrganizationClaim>,
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
        cnf: confirmation(ctx),
        org_id: organization.map(|o| o.id),
        org_slug: organization.map(|o| o.slug.clone()),
        org_roles: organization.map(|o| o.roles.clone()),
    }
}

/// The access token a grant issues as `access`: the user's own for this
/// service, or, for a grant for an API, the API's RFC 9068 token, whose
/// scopes are the grant's that the client is still granted, narrowed to
/// what the organization roles' permissions allow when it is for an
/// organization (docs/decisions.md, "A user's tokens for an API").
/// Answers the token and the API scopes it carries.
pub(super) fn sign_access(
    ctx: &GrantContext<'_>,
    access: &AccessTokenRecord,
    session: &SessionRecord,
    scope: Scopes,
    organization: Option<&OrganizationClaim>,
    api: Option<&ApiAccess>,
) -> Result<(String, Option<ResourceScopes>), GrantError> {
    let Some(api) = api else {
        let claims = access_claims(ctx, access, session.user_id, scope, organization);
        return Ok((ctx.keys.sign_access_token(&claims)?, None));
    };
    // The client's grant as it is now: an operator who narrows or
    // removes it narrows every sign-in's next token, not only new ones.
    let granted = ctx
        .sessions
        .granted_scopes(access.client_id, &api.resource)?
        .ok_or(GrantError::InvalidGrant(
            "the client is no longer granted the API",
        ))?;
    let scopes = api.scopes.within(&granted);
    let scopes = match organization {
        Some(o) => scopes.within(&ctx.sessions.role_permissions(&o.roles)?),
        None => scopes,
    };
    let claims = UserResourceTokenClaims {
        iss: ctx.issuer.to_owned(),
        sub: session.user_id,
        aud: api.resource.clone(),
        client_id: access.client_id,
        scope: scopes.to_string(),
        jti: access.id,
        sid: access.session_id,
        auth_time: session.authenticated_at.unix_timestamp(),
        iat: ctx.now.unix_timestamp(),
        exp: access.expires_at.unix_timestamp(),
        cnf: confirmation(ctx),
        org_id: organization.map(|o| o.id),
        org_slug: organization.map(|o| o.slug.clone()),
        org_roles: organization.map(|o| o.roles.clone()),
    };
    Ok((ctx.keys.sign_user_resource_token(&claims)?, Some(scopes)))
}

/// RFC 8707 2.2: a `resource` sent to the token endpoint must be the API
/// the grant is for (a grant is for one API, or for none).
pub(super) fn same_api(asked: Option<&str>, granted: Option<&ApiAccess>) -> Result<(), GrantError> {
    match (asked.filter(|a| !a.is_empty()), granted) {
        (None, _) => Ok(()),
        (Some(a), Some(g)) if a == g.resource.as_str() => Ok(()),
        (Some(_), _) => Err(GrantError::InvalidTarget(
            "resource is not the API the grant is for",
        )),
    }
}

/// The organization a code or refresh token is bound to, its membership
/// checked again now: a member who left gets nothing.
pub(super) fn bound_organization(
    ctx: &GrantContext<'_>,
    organization: Option<OrganizationId>,
    user: UserId,
) -> Result<Option<OrganizationAccess>, GrantError> {
    let Some(id) = organization else {
        return Ok(None);
    };
    ctx.sessions
        .organization_access(&OrganizationRef::Id(id), user)?
        .map(Some)
        .ok_or(NO_LONGER_A_MEMBER)
}

/// A code's or refresh token's organization no longer has its user as a
/// member (or is disabled or gone).
pub(super) const NO_LONGER_A_MEMBER: GrantError =
    GrantError::InvalidGrant("the user is no longer a member of the organization");

/// The organization claims of what a grant yields for the session: the
/// organization it is for (`bound`, its membership checked), and the
/// user's organizations when the scope asks for them.
pub(super) fn organization_claims(
    ctx: &GrantContext<'_>,
    bound: Option<OrganizationAccess>,
    session: &SessionRecord,
    scope: Scopes,
) -> Result<OrganizationClaims, GrantError> {
    // An organization that came to require a second factor ends what a
    // one-factor session was given for it, and one that requires it
    // gives a one-factor session nothing by a refresh's switch either.
    if bound.as_ref().is_some_and(OrganizationAccess::requires_mfa)
        && !session.auth.is_multi_factor()
    {
        return Err(GrantError::InvalidGrant(
            "the organization requires a two-factor sign-in",
        ));
    }
    Ok(ctx
        .sessions
        .organization_claims(session.user_id, scope, bound.as_ref())?)
}

/// The `cnf` of what the request issues: its DPoP key, when it had a proof.
pub(crate) fn confirmation(ctx: &GrantContext<'_>) -> Option<Confirmation> {
    ctx.dpop_jkt.map(|jkt| Confirmation {
        jkt: jkt.to_owned(),
    })
}

/// The key a new refresh token is bound to: a public client's proof's
/// (RFC 9449 5: it cannot authenticate otherwise); a confidential client
/// authenticates each refresh, so its refresh tokens stay unbound.
pub(crate) fn refresh_binding(ctx: &GrantContext<'_>, client: &ClientRecord) -> Option<String> {
    ctx.dpop_jkt.filter(|_| client.public).map(str::to_owned)
}

/// What the grant use cases need, at `now`, with `keys`.
pub(crate) fn grant_context<'a>(
    accounts: &'a Accounts,
    keys: &'a KeyRing,
    now: OffsetDateTime,
) -> GrantContext<'a> {
    GrantContext {
        keys,
        issuer: &accounts.config.issuer,
        lifetimes: accounts.config.lifetimes,
        now,
        sessions: accounts,
        successors: &accounts.refresh_successors,
        dpop_jkt: None,
    }
}
