//! `grant_type=client_credentials` (RFC 6749 4.4) for the APIs an operator
//! registered (docs/decisions.md, "Machine tokens"): a confidential client
//! allowed the grant gets an RFC 9068 access token for one API it was
//! granted, audience the API's identifier (RFC 8707 `resource`), with the
//! granted scopes it asks for. The token is signed with the id_token key,
//! so the API verifies it offline through the JWKS; nothing is written.

use time::OffsetDateTime;

use crate::ports::observe::IssuedKind;
use crate::service::accounts::Accounts;
use accounts_domain::claims::ResourceTokenClaims;
use accounts_domain::ids::TokenId;
use accounts_domain::records::ClientRecord;
use accounts_domain::resource::{ResourceIdentifier, ResourceScopes};
use accounts_domain::resources::{ClientGrantRecord, ResourceRepository};

use super::context::{self, GrantContext, GrantError, confirmation};
use crate::use_cases::shared_signals::ssf_audience;
use crate::use_cases::token_checks::dpop;
use crate::use_cases::token_checks::dpop::DpopRequest;

/// A client_credentials request after its fields were read.
#[derive(Debug, Clone, Copy)]
pub struct MachineRequest<'a> {
    /// `resource` (RFC 8707): the API's identifier; without it, the one
    /// API the client is granted.
    pub resource: Option<&'a str>,
    /// `scope`: some of the granted scopes; without it, all of them.
    pub scope: Option<&'a str>,
}

/// The token a client got for itself.
#[derive(Debug, Clone)]
pub struct MachineToken {
    /// The RFC 9068 JWT.
    pub access_token: String,
    /// When it expires.
    pub expires_at: OffsetDateTime,
    /// The scopes it carries.
    pub scope: ResourceScopes,
    /// Whether it is bound to the request's DPoP key (`token_type: DPoP`).
    pub dpop_bound: bool,
}

/// Issues a token to `client` (already authenticated) for the API its
/// request names.
pub fn issue_machine_token(
    ctx: &GrantContext<'_>,
    grants: &dyn ResourceRepository,
    client: &ClientRecord,
    request: MachineRequest<'_>,
) -> Result<MachineToken, GrantError> {
    if let Some(scope) = receiver_scope(ctx, client, request)? {
        return receiver_token(ctx, client, scope);
    }
    if client.public || !client.client_credentials {
        return Err(GrantError::UnauthorizedClient);
    }
    let grant = granted_resource(grants, client, request.resource)?;
    let scope = match request.scope.filter(|s| !s.trim().is_empty()) {
        None => grant.scopes,
        Some(asked) => {
            let asked = ResourceScopes::parse_spaced(asked)
                .map_err(|_| GrantError::InvalidScope("not a list of scopes"))?;
            if !asked.is_subset_of(&grant.scopes) {
                return Err(GrantError::InvalidScope(
                    "a scope the client was not granted",
                ));
            }
            asked
        }
    };
    let expires_at = ctx.now + ctx.lifetimes.access;
    let claims = ResourceTokenClaims {
        iss: ctx.issuer.to_owned(),
        sub: client.id,
        aud: grant.resource,
        client_id: client.id,
        scope: scope.to_string(),
        jti: TokenId::generate(ctx.now),
        iat: ctx.now.unix_timestamp(),
        exp: expires_at.unix_timestamp(),
        cnf: confirmation(ctx),
    };
    Ok(MachineToken {
        access_token: ctx.keys.sign_resource_token(&claims)?,
        expires_at,
        scope,
        dpop_bound: claims.cnf.is_some(),
    })
}

/// The scopes of a Shared Signals receiver's token for the transmitter
/// itself (docs/decisions.md, "Shared Signals"), when that is what the
/// request asks: `resource` naming the transmitter, or no `resource` and
/// only `ssf.*` scopes (or neither, from a receiver with no API grant).
fn receiver_scope(
    ctx: &GrantContext<'_>,
    client: &ClientRecord,
    request: MachineRequest<'_>,
) -> Result<Option<ResourceScopes>, GrantError> {
    const WORDS: [&str; 2] = ["ssf.manage", "ssf.read"];
    let audience = ssf_audience(ctx.issuer);
    let asked = request.scope.map(str::trim).filter(|s| !s.is_empty());
    let only_ssf = asked.is_some_and(|s| s.split(' ').all(|w| WORDS.contains(&w)));
    let for_transmitter = match request.resource {
        Some(resource) => resource == audience,
        None => {
            only_ssf || (asked.is_none() && client.shared_signals && !client.client_credentials)
        }
    };
    if !for_transmitter {
        return Ok(None);
    }
    if client.public || !client.shared_signals {
        return Err(GrantError::UnauthorizedClient);
    }
    let words = asked.unwrap_or("ssf.manage ssf.read");
    if !words.split(' ').all(|w| WORDS.contains(&w)) {
        return Err(GrantError::InvalidScope(
            "a receiver's token carries ssf.manage and ssf.read only",
        ));
    }
    ResourceScopes::parse_spaced(words)
        .map(Some)
        .map_err(|_| GrantError::InvalidScope("not a list of scopes"))
}

/// A receiver's token for the stream API: audience the transmitter, not
/// bound to a DPoP key (the stream API takes Bearer tokens).
fn receiver_token(
    ctx: &GrantContext<'_>,
    client: &ClientRecord,
    scope: ResourceScopes,
) -> Result<MachineToken, GrantError> {
    let audience = ResourceIdentifier::parse(&ssf_audience(ctx.issuer))
        .map_err(|_| GrantError::InvalidTarget("the issuer is no resource identifier"))?;
    let expires_at = ctx.now + ctx.lifetimes.access;
    let claims = ResourceTokenClaims {
        iss: ctx.issuer.to_owned(),
        sub: client.id,
        aud: audience,
        client_id: client.id,
        scope: scope.to_string(),
        jti: TokenId::generate(ctx.now),
        iat: ctx.now.unix_timestamp(),
        exp: expires_at.unix_timestamp(),
        cnf: None,
    };
    Ok(MachineToken {
        access_token: ctx.keys.sign_resource_token(&claims)?,
        expires_at,
        scope,
        dpop_bound: false,
    })
}

/// The client's grant on the API it named, or on its only API.
fn granted_resource(
    grants: &dyn ResourceRepository,
    client: &ClientRecord,
    resource: Option<&str>,
) -> Result<ClientGrantRecord, GrantError> {
    let Some(text) = resource else {
        let mut all = grants.client_grants(client.id)?;
        return match all.len() {
            1 => Ok(all.remove(0)),
            0 => Err(GrantError::InvalidTarget("the client is granted no API")),
            _ => Err(GrantError::InvalidTarget(
                "the client is granted several APIs: name one with resource",
            )),
        };
    };
    let identifier = ResourceIdentifier::parse(text)
        .map_err(|_| GrantError::InvalidTarget("resource is not an API identifier"))?;
    grants
        .find_client_grant(client.id, &identifier)?
        .ok_or(GrantError::InvalidTarget(
            "the client is not granted that API",
        ))
}

/// The token endpoint's client_credentials grant: authenticates the
/// client named by `client_id` with its secret, then issues its token
/// (blocking: reads the client's grant). A DPoP proof binds the token
/// to its key.
pub fn client_credentials(
    accounts: &Accounts,
    client_id: &str,
    client_secret: Option<&str>,
    request: MachineRequest<'_>,
    dpop: Option<&DpopRequest>,
) -> Result<(MachineToken, OffsetDateTime), GrantError> {
    let client = accounts
        .client_named(client_id)?
        .filter(|c| c.authenticates_at_token_endpoint(client_secret))
        .ok_or(GrantError::InvalidClient)?;
    let ring = accounts.key_ring();
    let now = accounts.clock.now();
    let proof = dpop
        .map(|d| dpop::check_dpop(accounts, d, None, true))
        .transpose()?;
    let ctx = GrantContext {
        dpop_jkt: proof.as_ref().map(|p| p.jkt.as_str()),
        ..context::grant_context(accounts, &ring, now)
    };
    let token = issue_machine_token(&ctx, &*accounts.store, &client, request)?;
    accounts.observer.issued(IssuedKind::AccessToken, 1);
    Ok((token, now))
}
