//! `grant_type=authorization_code` (the seed's `code`): a code redeemed
//! once for an access token, a refresh token when asked, and an id_token
//! for `openid` (RFC 6749 4.1.3; a replay revokes the grant, 10.5).

use accounts_domain::ids::TokenId;
use accounts_domain::records::{ClientRecord, RefreshTokenRecord};
use accounts_domain::repository::{
    AuthorizationCodeRepository, IssuedTokens, Redemption, TokenRepository,
};
use accounts_domain::secrets::{PlainSecret, SecretDigest};
use accounts_domain::token_types::RequestedTokenType;

use super::context::{
    GrantContext, GrantError, NO_LONGER_A_MEMBER, SESSION_ENDED, TokenGrant, ensure_session_usable,
    grant_id_token, new_access_token, organization_claims, refresh_binding, same_api, sign_access,
};
use crate::use_cases::organization_access;

/// A code exchange's fields, as `GrantRequest::Code` carries them.
#[derive(Debug, Clone, Copy)]
pub(super) struct CodeExchange<'a> {
    pub(super) code: &'a str,
    pub(super) token_type: RequestedTokenType,
    pub(super) redirect_uri: Option<&'a str>,
    pub(super) code_verifier: Option<&'a str>,
    pub(super) resource: Option<&'a str>,
}

/// Redeems a code for `client`: the code itself is in `codes`; a replay
/// revokes the grant's tokens in `tokens`.
pub(super) fn exchange_code(
    ctx: &GrantContext<'_>,
    codes: &dyn AuthorizationCodeRepository,
    tokens: &dyn TokenRepository,
    client: &ClientRecord,
    request: CodeExchange<'_>,
    with_id_token: bool,
) -> Result<TokenGrant, GrantError> {
    let CodeExchange {
        code,
        token_type,
        redirect_uri,
        code_verifier,
        resource,
    } = request;
    let digest = SecretDigest::of(code);
    let (record, membership) = codes
        .find_for_exchange(&digest)?
        .ok_or(GrantError::InvalidGrant("unknown code"))?;
    // The client binding comes first: only the code's own client may set
    // off the replay revocation, or anyone holding a used code and any
    // public client's id could revoke someone else's grant.
    if record.client_id != client.id {
        return Err(GrantError::InvalidGrant("code issued to another client"));
    }
    if record.consumed_at.is_some() {
        // RFC 6749 10.5: a replayed code revokes what its first use issued.
        tokens.revoke_grant(record.grant_id, ctx.now)?;
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
    same_api(resource, record.api.as_ref())?;
    let (session, user) = ensure_session_usable(ctx, record.session_id)?;
    // The membership was read with the code: checked again now, without
    // a query of its own (a member who left gets nothing).
    let bound = match record.organization_id {
        None => None,
        Some(_) => Some(organization_access::access_of(membership).ok_or(NO_LONGER_A_MEMBER)?),
    };
    let organizations = organization_claims(ctx, bound, &session, record.scope)?;
    let organization = organizations.bound.clone();
    let id_token = grant_id_token(
        ctx,
        client,
        record.scope,
        (&session, &user),
        record.nonce.clone(),
        with_id_token,
        organizations,
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
            jkt: refresh_binding(ctx, client),
            organization_id: record.organization_id,
            api: record.api.clone(),
        };
        (plain, row)
    });
    // Sign before storing: a signing failure must not consume the code.
    let (token, api_scopes) = sign_access(
        ctx,
        &access,
        &session,
        record.scope,
        organization.as_ref(),
        record.api.as_ref(),
    )?;
    let issued = IssuedTokens {
        access: access.clone(),
        refresh: refresh.as_ref().map(|(_, row)| row.clone()),
    };
    match codes.redeem(&digest, ctx.now, &issued)? {
        Redemption::Redeemed => {}
        Redemption::AlreadyConsumed => {
            // Lost a race with a concurrent exchange of the same code.
            tokens.revoke_grant(record.grant_id, ctx.now)?;
            return Err(GrantError::Replayed);
        }
        Redemption::NotFound => return Err(GrantError::InvalidGrant("unknown code")),
        // Another instance ended the session and this one's cache has not
        // heard yet: storage checked it in the redemption's transaction.
        Redemption::SessionEnded => return Err(SESSION_ENDED),
    }
    Ok(TokenGrant {
        dpop_bound: ctx.dpop_jkt.is_some(),
        access_token: token,
        access_expires_at: access.expires_at,
        refresh: refresh.map(|(plain, row)| (plain, row.expires_at)),
        scope: record.scope,
        organization,
        api_scopes,
        id_token,
    })
}
