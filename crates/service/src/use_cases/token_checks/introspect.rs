//! RFC 7662 token introspection: what a resource server learns about a
//! token it was handed (a confidential client may introspect its own
//! tokens; a client registered as a resource server, anyone's; a public
//! client, none).
//!
//! An access token is judged exactly as a bearer credential is (signature,
//! issuer, its client enabled, revocation, expiry) from the caches, so an
//! access token of a cached client costs no query; a client's token for an
//! API (client_credentials) by its signature, issuer, expiry and its client
//! enabled (it has no session to end; docs/decisions.md, "Machine
//! tokens"), its `sub` the client and its `aud` the API; a user's token
//! for an API like a user's own (its session, user and id against the
//! revocation cache; docs/decisions.md, "A user's tokens for an API"),
//! its `aud` the API; a refresh token is read
//! from the database and is active while it is unrevoked and unexpired
//! (and, once rotated, within its grace period), its session open and its
//! user enabled. Anything else, including a token
//! the caller may not see, is `{"active": false}`: the answer never tells
//! why.

use serde::{Deserialize, Serialize};
use time::OffsetDateTime;

use crate::service::accounts::Accounts;
use crate::use_cases::grants::GrantError;
use crate::use_cases::organization_access;
use crate::use_cases::token_checks::bearer;
use crate::use_cases::token_checks::bearer::{ApiTokenClaims, BearerError, ReadError};
use crate::use_cases::token_checks::dpop::token_type;
use accounts_domain::claims::{AccessTokenClaims, Confirmation, ResourceTokenClaims};
use accounts_domain::ids::ClientId;
use accounts_domain::keys::Rejection;
use accounts_domain::records::ClientRecord;
use accounts_domain::scope::ORGANIZATION_PREFIX;
use accounts_domain::secrets::SecretDigest;
use accounts_domain::verify::{InvalidReason, RevocationState};

/// The introspection answer: `active: false` alone, or the token's facts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Introspection {
    /// Whether the token is valid now and the caller may see it.
    pub active: bool,
    /// Space-separated granted scopes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scope: Option<String>,
    /// The client the token was issued to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub client_id: Option<String>,
    /// The user the token speaks for (the client, for a client's token
    /// for an API).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sub: Option<String>,
    /// Expiry, seconds since the epoch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exp: Option<i64>,
    /// Issue time, seconds since the epoch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub iat: Option<i64>,
    /// This service's issuer URL.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub iss: Option<String>,
    /// The audience: the client the token was issued to, or the API's
    /// identifier for a client's token for an API.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aud: Option<String>,
    /// `Bearer` for an access token, `refresh_token` for a refresh token.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token_type: Option<String>,
    /// The login session the token belongs to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sid: Option<String>,
    /// The DPoP key the token is bound to (RFC 9449 6.2): a resource
    /// server accepts it only with a proof of that key.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<Object>))]
    pub cnf: Option<Confirmation>,
    /// The organization the user signed in for (`organization:<slug>`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub org_id: Option<String>,
    /// Its slug.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub org_slug: Option<String>,
    /// The user's roles in it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub org_roles: Option<Vec<String>>,
}

impl Introspection {
    /// `{"active": false}`.
    pub fn inactive() -> Self {
        Self {
            active: false,
            scope: None,
            client_id: None,
            sub: None,
            exp: None,
            iat: None,
            iss: None,
            aud: None,
            token_type: None,
            sid: None,
            cnf: None,
            org_id: None,
            org_slug: None,
            org_roles: None,
        }
    }
}

/// Authenticates the calling client as the token endpoint does, then
/// introspects `token` for it (blocking: a client missing from the
/// cache or a refresh token is read from the database). `token_type_hint`
/// is not needed: our access tokens are JWTs (they have dots), refresh
/// tokens never do.
pub fn introspect(
    accounts: &Accounts,
    client_id: &str,
    client_secret: Option<&str>,
    token: &str,
) -> Result<Introspection, GrantError> {
    let caller = accounts
        .client_named(client_id)?
        .filter(|c| may_introspect(c, client_secret))
        .ok_or(GrantError::InvalidClient)?;
    let now = accounts.clock.now();
    let answer = if token.contains('.') {
        introspect_access_token(accounts, &caller, token)?
    } else {
        introspect_refresh_token(accounts, &caller, token, now)?
    };
    Ok(answer.unwrap_or_else(Introspection::inactive))
}

/// [`introspect`] without I/O, the hot path of an API that
/// checks every request's token: `None` when the caller or the token's
/// client is not cached, or the token is a refresh token (then the
/// blocking [`introspect`] answers).
pub fn introspect_cached(
    accounts: &Accounts,
    client_id: &str,
    client_secret: Option<&str>,
    token: &str,
) -> Option<Result<Introspection, GrantError>> {
    if !token.contains('.') {
        return None;
    }
    let caller = accounts.cached_client(client_id.parse().ok()?)?;
    if !may_introspect(&caller, client_secret) {
        return Some(Err(GrantError::InvalidClient));
    }
    let answer = match bearer::authenticate_cached(accounts, token)? {
        Ok(claims) => access_answer(&caller, claims),
        Err(ReadError::Repo(e)) => return Some(Err(e.into())),
        Err(e) if signed_but_not_a_users(&e) => match api_claims(accounts, token) {
            Some(claims) => {
                let client = accounts.cached_client(claims.client_id())?;
                api_answer(accounts, &caller, claims, client.enabled)
            }
            None => None,
        },
        Err(_) => None,
    };
    Some(Ok(answer.unwrap_or_else(Introspection::inactive)))
}

fn introspect_access_token(
    accounts: &Accounts,
    caller: &ClientRecord,
    token: &str,
) -> Result<Option<Introspection>, GrantError> {
    // Exactly the bearer check (and its caches): whatever a resource
    // server would refuse is inactive.
    match bearer::authenticate(accounts, token) {
        Ok(claims) => Ok(access_answer(caller, claims)),
        Err(ReadError::Repo(e)) => Err(e.into()),
        Err(e) if signed_but_not_a_users(&e) => match api_claims(accounts, token) {
            Some(claims) => {
                let enabled = accounts
                    .client(claims.client_id())?
                    .is_some_and(|c| c.enabled);
                Ok(api_answer(accounts, caller, claims, enabled))
            }
            None => Ok(None),
        },
        Err(_) => Ok(None),
    }
}

/// The claims of an unexpired token for an API, signed by us.
fn api_claims(accounts: &Accounts, token: &str) -> Option<ApiTokenClaims> {
    let claims = bearer::api_token_claims(token, &accounts.key_ring(), accounts.issuer())?;
    (accounts.clock.now().unix_timestamp() < claims.exp()).then_some(claims)
}

/// An API token's facts for `caller`: a client's (active while the
/// client is enabled) or a user's (also while its session, its user and
/// the token itself are not revoked, as a user's own token).
fn api_answer(
    accounts: &Accounts,
    caller: &ClientRecord,
    claims: ApiTokenClaims,
    client_enabled: bool,
) -> Option<Introspection> {
    let claims = match claims {
        ApiTokenClaims::Client(claims) => return resource_answer(caller, claims, client_enabled),
        ApiTokenClaims::User(claims) => claims,
    };
    let revoked = accounts
        .revocations()
        .is_revoked_ids(claims.sid, claims.jti, claims.sub);
    if revoked || !(client_enabled && may_see(caller, claims.client_id)) {
        return None;
    }
    Some(Introspection {
        active: true,
        scope: Some(claims.scope),
        client_id: Some(claims.client_id.to_string()),
        sub: Some(claims.sub.to_string()),
        exp: Some(claims.exp),
        iat: Some(claims.iat),
        iss: Some(claims.iss),
        aud: Some(claims.aud.to_string()),
        token_type: Some(token_type(claims.cnf.is_some()).into()),
        sid: Some(claims.sid.to_string()),
        cnf: claims.cnf,
        org_id: claims.org_id.map(|id| id.to_string()),
        org_slug: claims.org_slug,
        org_roles: claims.org_roles,
    })
}

fn introspect_refresh_token(
    accounts: &Accounts,
    caller: &ClientRecord,
    token: &str,
    now: OffsetDateTime,
) -> Result<Option<Introspection>, GrantError> {
    let Some(record) = accounts
        .store
        .find_refresh_token(&SecretDigest::of(token))?
    else {
        return Ok(None);
    };
    let client_id = record.client_id.to_string();
    let usable = record.revoked_at.is_none()
        && now < record.expires_at
        && !record.past_rotation_grace(now, accounts.config.lifetimes.refresh_grace)
        && may_see(caller, record.client_id)
        && accounts
            .client(record.client_id)?
            .is_some_and(|c| c.enabled)
        && accounts.live_session(record.session_id)?.is_some();
    if !usable {
        return Ok(None);
    }
    // A refresh token bound to an organization is active only while its
    // user is a member (the refresh would be refused otherwise).
    let organization = match record.organization_id {
        Some(id) => {
            match organization_access::access_by_id(&*accounts.store, id, record.user_id)? {
                Some(access) => Some(access.claim()),
                None => return Ok(None),
            }
        }
        None => None,
    };
    let scope = match &organization {
        Some(o) => format!("{} {ORGANIZATION_PREFIX}{}", record.scope, o.slug),
        None => record.scope.to_string(),
    };
    Ok(Some(Introspection {
        active: true,
        scope: Some(scope),
        client_id: Some(client_id.clone()),
        sub: Some(record.user_id.to_string()),
        exp: Some(record.expires_at.unix_timestamp()),
        iat: Some(record.created_at.unix_timestamp()),
        iss: Some(accounts.issuer().to_owned()),
        aud: Some(client_id),
        token_type: Some("refresh_token".into()),
        sid: Some(record.session_id.to_string()),
        cnf: record.jkt.map(|jkt| Confirmation { jkt }),
        org_id: organization.as_ref().map(|o| o.id.to_string()),
        org_slug: organization.as_ref().map(|o| o.slug.clone()),
        org_roles: organization.map(|o| o.roles),
    }))
}

/// Whether `caller` authenticates with `secret` as an introspecting
/// client. A public client's id is no credential: anyone could name it to
/// probe a stolen token, so it does not introspect (RFC 7662 2.1).
fn may_introspect(caller: &ClientRecord, secret: Option<&str>) -> bool {
    !caller.public && caller.authenticates_at_token_endpoint(secret)
}

/// A client sees its own tokens; a resource server sees everyone's.
fn may_see(caller: &ClientRecord, token_client: ClientId) -> bool {
    caller.resource_server || caller.id == token_client
}

/// Whether the bearer check refused a token only for its claims: our
/// signature, but not a user's access token; maybe an API's.
fn signed_but_not_a_users(error: &ReadError) -> bool {
    matches!(
        error,
        ReadError::Token(BearerError::Invalid(InvalidReason::Token(
            Rejection::BadClaims
        )))
    )
}

/// An API token's facts for `caller` (the client itself, or a resource
/// server), or `None` when it may not see it or the client is disabled.
fn resource_answer(
    caller: &ClientRecord,
    claims: ResourceTokenClaims,
    client_enabled: bool,
) -> Option<Introspection> {
    if !(client_enabled && may_see(caller, claims.client_id)) {
        return None;
    }
    Some(Introspection {
        active: true,
        scope: Some(claims.scope),
        client_id: Some(claims.client_id.to_string()),
        sub: Some(claims.sub.to_string()),
        exp: Some(claims.exp),
        iat: Some(claims.iat),
        iss: Some(claims.iss),
        aud: Some(claims.aud.to_string()),
        token_type: Some(token_type(claims.cnf.is_some()).into()),
        sid: None,
        cnf: claims.cnf,
        ..Introspection::inactive()
    })
}

/// An access token's facts for `caller`, or `None` when it may not see it.
fn access_answer(caller: &ClientRecord, claims: AccessTokenClaims) -> Option<Introspection> {
    if !may_see(caller, claims.aud) {
        return None;
    }
    let scope = match &claims.org_slug {
        Some(slug) => format!("{} {ORGANIZATION_PREFIX}{slug}", claims.scope),
        None => claims.scope.to_string(),
    };
    Some(Introspection {
        active: true,
        scope: Some(scope),
        client_id: Some(claims.aud.to_string()),
        sub: Some(claims.user_id.to_string()),
        exp: Some(claims.exp),
        iat: Some(claims.iat),
        iss: Some(claims.iss),
        aud: Some(claims.aud.to_string()),
        token_type: Some(token_type(claims.cnf.is_some()).into()),
        sid: Some(claims.session_id.to_string()),
        cnf: claims.cnf,
        org_id: claims.org_id.map(|id| id.to_string()),
        org_slug: claims.org_slug,
        org_roles: claims.org_roles,
    })
}
