//! RFC 7009 revocation: a client ends a refresh or access token issued to
//! it; anything else is answered the same.

use crate::service::accounts::Accounts;
use crate::use_cases::token_checks::bearer::{
    ApiTokenClaims, access_token_claims, api_token_claims,
};
use accounts_domain::records::ClientRecord;
use accounts_domain::repository::TokenRepository;
use accounts_domain::secrets::SecretDigest;

use super::context::{GrantContext, GrantError};
use crate::use_cases::grants::context;

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
    tokens: &dyn TokenRepository,
    client: &ClientRecord,
    token: &str,
    hint: Option<&str>,
) -> Result<Revocation, GrantError> {
    let as_access = |ctx: &GrantContext<'_>| -> Result<Option<Revocation>, GrantError> {
        // A user's own access token, or their token for an API (stored
        // alike, by its id); a client's own token for an API is stored
        // nowhere and so cannot be revoked (docs/decisions.md, "Machine
        // tokens").
        let issued = access_token_claims(token, ctx.keys, ctx.issuer)
            .map(|c| (c.aud, c.token_id))
            .or_else(|| match api_token_claims(token, ctx.keys, ctx.issuer)? {
                ApiTokenClaims::User(c) => Some((c.client_id, c.jti)),
                ApiTokenClaims::Client(_) => None,
            });
        match issued {
            Some((owner, id)) if owner == client.id => {
                tokens.revoke_access_token(id, ctx.now)?;
                Ok(Some(Revocation::AccessToken))
            }
            Some(_) => Ok(Some(Revocation::Nothing)),
            None => Ok(None),
        }
    };
    let as_refresh = |ctx: &GrantContext<'_>| -> Result<Option<Revocation>, GrantError> {
        let digest = SecretDigest::of(token);
        match tokens.find_refresh_token(&digest)? {
            Some(record) if record.client_id == client.id => {
                tokens.revoke_refresh_token(&digest, ctx.now)?;
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

/// RFC 7009: authenticates the client, then revokes `token` if it was
/// issued to that client (blocking). The revocation is visible on this
/// instance before this returns.
pub fn revoke_token(
    accounts: &Accounts,
    client_id: &str,
    client_secret: Option<&str>,
    token: &str,
    hint: Option<&str>,
) -> Result<Revocation, GrantError> {
    let client = accounts
        .client_named(client_id)?
        .filter(|c| c.authenticates_at_token_endpoint(client_secret))
        .ok_or(GrantError::InvalidClient)?;
    let ring = accounts.key_ring();
    let ctx = context::grant_context(accounts, &ring, accounts.clock.now());
    let revoked = revoke(&ctx, &*accounts.store, &client, token, hint)?;
    accounts.sync_caches()?;
    Ok(revoked)
}
