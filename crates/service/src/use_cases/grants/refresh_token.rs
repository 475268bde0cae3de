//! `grant_type=refresh_token`: a new access token, and on the standard
//! face a rotated refresh token for clients that rotate (RFC 9700 4.14.2).
//! A `scope` may narrow the grant's scopes (RFC 6749 6), and name the
//! organization the new tokens are for (docs/decisions.md,
//! "Organizations").

use accounts_domain::ids::TokenId;
use accounts_domain::organization::OrganizationRef;
use accounts_domain::organizations::OrganizationRecord;
use accounts_domain::records::{ClientRecord, RefreshTokenRecord};
use accounts_domain::repository::TokenRepository;
use accounts_domain::resource::{ApiAccess, ResourceScopes};
use accounts_domain::scope::{RequestedScope, Scope, Scopes};
use accounts_domain::secrets::{PlainSecret, SecretDigest};

use super::context::{
    GrantContext, GrantError, SESSION_ENDED, TokenGrant, bound_organization, ensure_session_usable,
    grant_id_token, new_access_token, organization_claims, same_api, sign_access,
};
use crate::use_cases::organization_access::{self, OrganizationAccess};

/// The one answer for an organization a refresh may not switch to: the
/// user is no member of it, it is disabled, or it does not exist.
const NOT_A_MEMBER: GrantError =
    GrantError::InvalidScope("the user may not sign in for this organization");

/// The refresh grant. On the standard face (`standard`) a client that
/// rotates (public clients always) gets a new refresh token each time; the
/// one it presented keeps working for the grace period after its first
/// use, answering the same successor each time (one chain: a stolen copy
/// used inside the grace cannot start a second), so a lost response does
/// not sign the user out, and a use after
/// that, on either face, revokes the whole grant (RFC 9700 4.14.2: a
/// stolen copy or a replay). The seed's face never rotates.
///
/// `scope` (none: the grant's) is what the new tokens carry, within the
/// grant's scopes, and the organization they are for; a rotated refresh
/// token keeps the grant's scopes and is bound to that organization.
pub(super) fn refresh(
    ctx: &GrantContext<'_>,
    tokens: &dyn TokenRepository,
    client: &ClientRecord,
    refresh_token: &str,
    (scope, resource): (Option<&str>, Option<&str>),
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
    same_api(resource, record.api.as_ref())?;
    let (session, user) = ensure_session_usable(ctx, record.session_id)?;
    // Every refusal below leaves the refresh token as it was: nothing is
    // stored before the rotation.
    let (asked, api) = asked_scope(scope, record.api.as_ref())?;
    let scope = match &asked {
        Some(asked) if !asked.scopes.is_subset_of(record.scope) => {
            return Err(GrantError::InvalidScope(
                "scope asks for more than the grant holds",
            ));
        }
        Some(asked) => asked.scopes,
        None => record.scope,
    };
    let bound = organization_for(
        ctx,
        client,
        &record,
        asked.as_ref().and_then(|a| a.organization.as_ref()),
    )?;
    let organization_id = bound.as_ref().map(|b| b.organization.id);
    let organizations = organization_claims(ctx, bound, &session, scope)?;
    let organization = organizations.bound.clone();
    let id_token = grant_id_token(
        ctx,
        client,
        scope,
        (&session, &user),
        None,
        standard,
        organizations,
    )?;
    let access = new_access_token(ctx, client, record.grant_id, record.session_id);
    let (token, api_scopes) = sign_access(
        ctx,
        &access,
        &session,
        scope,
        organization.as_ref(),
        api.as_ref(),
    )?;
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
            organization_id,
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
        scope,
        organization,
        api_scopes,
        id_token,
    })
}

/// A refresh's `scope`, read as the grant's authorization request was:
/// this service's scopes and an organization, and for a grant for an
/// API, that API's scopes, which must be among the grant's (RFC 6749 6:
/// a `scope` sent is all the new tokens carry, so an API scope it leaves
/// out is not in the access token). No `scope`: the grant's API as it is.
fn asked_scope(
    scope: Option<&str>,
    granted: Option<&ApiAccess>,
) -> Result<(Option<RequestedScope>, Option<ApiAccess>), GrantError> {
    let unknown =
        || GrantError::InvalidScope("scope must be known scopes and at most one organization");
    let Some(text) = scope else {
        return Ok((None, granted.cloned()));
    };
    let Some(granted) = granted else {
        return Ok((
            Some(RequestedScope::parse(text).map_err(|_| unknown())?),
            None,
        ));
    };
    let (asked, words) = RequestedScope::parse_with_api(text).map_err(|_| unknown())?;
    let scopes = ResourceScopes::parse(words).map_err(|_| unknown())?;
    if !scopes.is_subset_of(&granted.scopes) {
        return Err(GrantError::InvalidScope(
            "scope asks for more of the API than the grant holds",
        ));
    }
    let api = ApiAccess {
        resource: granted.resource.clone(),
        scopes,
    };
    Ok((Some(asked), Some(api)))
}

/// The organization a refresh's tokens are for: the token's own (its
/// membership checked again), or the one the request's `scope` names
/// (`asked`). A grant that holds `organizations` may name any of the
/// user's, with the client registered for `organization:*`, as its
/// authorization request could have; the membership is checked then,
/// and a non-member, a disabled and an unknown organization get one
/// answer. Any other grant may name only its own: another would widen
/// it, which is refused without asking about the membership, so that
/// answer tells nothing either.
fn organization_for(
    ctx: &GrantContext<'_>,
    client: &ClientRecord,
    record: &RefreshTokenRecord,
    asked: Option<&OrganizationRef>,
) -> Result<Option<OrganizationAccess>, GrantError> {
    let Some(asked) = asked else {
        return bound_organization(ctx, record.organization_id, record.user_id);
    };
    if may_switch(record.scope, client) {
        return ctx
            .sessions
            .organization_access(asked, record.user_id)?
            .map(Some)
            .ok_or(NOT_A_MEMBER);
    }
    let bound = bound_organization(ctx, record.organization_id, record.user_id)?;
    match bound {
        Some(own) if names(asked, &own.organization) => Ok(Some(own)),
        _ => Err(GrantError::InvalidScope(
            "another organization than the refresh token's needs a grant with organizations",
        )),
    }
}

/// Whether a grant of `scope` may switch organization at a refresh.
fn may_switch(scope: Scopes, client: &ClientRecord) -> bool {
    organization_access::asks_for_all(scope)
        && client.allowed_scopes.contains(Scope::AnyOrganization)
}

/// Whether `reference` names `organization`.
fn names(reference: &OrganizationRef, organization: &OrganizationRecord) -> bool {
    match reference {
        OrganizationRef::Id(id) => *id == organization.id,
        OrganizationRef::Slug(slug) => *slug == organization.slug,
    }
}
