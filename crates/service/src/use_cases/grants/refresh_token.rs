//! `grant_type=refresh_token`: a new access token, and on the standard
//! face a rotated refresh token for clients that rotate (RFC 9700 4.14.2).

use accounts_domain::ids::TokenId;
use accounts_domain::records::{ClientRecord, RefreshTokenRecord};
use accounts_domain::repository::TokenRepository;
use accounts_domain::secrets::{PlainSecret, SecretDigest};

use super::context::{
    GrantContext, GrantError, SESSION_ENDED, TokenGrant, access_claims, ensure_session_usable,
    grant_id_token, new_access_token, organization_claims,
};

/// The refresh grant. On the standard face (`standard`) a client that
/// rotates (public clients always) gets a new refresh token each time; the
/// one it presented keeps working for the grace period after its first
/// use, answering the same successor each time (one chain: a stolen copy
/// used inside the grace cannot start a second), so a lost response does
/// not sign the user out, and a use after
/// that, on either face, revokes the whole grant (RFC 9700 4.14.2: a
/// stolen copy or a replay). The seed's face never rotates.
pub(super) fn refresh(
    ctx: &GrantContext<'_>,
    tokens: &dyn TokenRepository,
    client: &ClientRecord,
    refresh_token: &str,
    standard: bool,
) -> Result<TokenGrant, GrantError> {
    let digest = SecretDigest::of(refresh_token);
    let record = tokens
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
    // A public client's token bound to a DPoP key refreshes only with a
    // proof of that key (RFC 9449 5).
    if record.jkt.is_some() && record.jkt.as_deref() != ctx.dpop_jkt {
        return Err(GrantError::InvalidGrant(
            "refresh_token is bound to another DPoP key",
        ));
    }
    if ctx.now >= record.expires_at {
        return Err(GrantError::InvalidGrant("refresh_token expired"));
    }
    if record.past_rotation_grace(ctx.now, ctx.lifetimes.refresh_grace) {
        tokens.revoke_grant(record.grant_id, ctx.now)?;
        return Err(GrantError::Replayed);
    }
    let (session, user) = ensure_session_usable(ctx, record.session_id)?;
    let organizations = organization_claims(ctx, record.organization_id, &session, record.scope)?;
    let organization = organizations.bound.clone();
    let id_token = grant_id_token(
        ctx,
        client,
        record.scope,
        (&session, &user),
        None,
        standard,
        organizations,
    )?;
    let access = new_access_token(ctx, client, record.grant_id, record.session_id);
    let claims = access_claims(
        ctx,
        &access,
        record.user_id,
        record.scope,
        organization.as_ref(),
    );
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
        let expires_at = tokens
            .rotate_refresh_token(&digest, ctx.now, &successor, &access)?
            .ok_or(GrantError::InvalidGrant(
                "refresh_token revoked or session ended",
            ))?;
        Some((plain, expires_at))
    } else {
        if !tokens.insert_access_token(&access)? {
            return Err(SESSION_ENDED);
        }
        None
    };
    ctx.sessions.note_activity(record.session_id);
    Ok(TokenGrant {
        dpop_bound: ctx.dpop_jkt.is_some(),
        access_token: token,
        access_expires_at: access.expires_at,
        refresh,
        scope: record.scope,
        organization,
        id_token,
    })
}
