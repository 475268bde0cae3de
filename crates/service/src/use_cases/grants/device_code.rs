//! `grant_type=urn:ietf:params:oauth:grant-type:device_code` (RFC 8628
//! 3.4, 3.5): a device's poll, paced, answered once with its tokens in a
//! session of its own. The request and its approval are
//! [`crate::use_cases::device_grant`]'s.

use time::Duration;

use accounts_domain::ids::{GrantId, SessionId, TokenId};
use accounts_domain::records::{
    ClientRecord, DeviceAuthorizationRecord, DeviceDecision, RefreshTokenRecord, SessionRecord,
};
use accounts_domain::repository::{DeviceAuthorizationRepository, IssuedTokens, Redemption};
use accounts_domain::secrets::{PlainSecret, SecretDigest};

use super::context::{
    GrantContext, GrantError, TokenGrant, access_claims, grant_id_token, new_access_token,
    refresh_binding,
};

/// What each `slow_down` adds to the interval (RFC 8628 3.5).
const SLOW_DOWN_STEP: Duration = Duration::seconds(5);
/// The interval stops growing here.
const MAX_INTERVAL: Duration = Duration::minutes(1);

/// The token endpoint's device grant (RFC 8628 3.4, 3.5) for an
/// authenticated client.
pub(super) fn poll(
    ctx: &GrantContext<'_>,
    devices: &dyn DeviceAuthorizationRepository,
    client: &ClientRecord,
    device_code: &str,
) -> Result<TokenGrant, GrantError> {
    let digest = SecretDigest::of(device_code);
    let record = devices
        .find_by_device_code(&digest)?
        .ok_or(GrantError::InvalidGrant("unknown device_code"))?;
    if record.client_id != client.id {
        return Err(GrantError::InvalidGrant(
            "device_code issued to another client",
        ));
    }
    if record.consumed_at.is_some() {
        return Err(GrantError::InvalidGrant("device_code already used"));
    }
    if ctx.now >= record.expires_at {
        return Err(GrantError::ExpiredToken);
    }
    match record.decision {
        None => {
            if devices.note_device_poll(&digest, ctx.now, ctx.now + record.interval)? {
                return Err(GrantError::AuthorizationPending);
            }
            let interval = (record.interval + SLOW_DOWN_STEP).min(MAX_INTERVAL);
            devices.slow_device_down(&digest, interval, ctx.now + interval)?;
            Err(GrantError::SlowDown)
        }
        Some(DeviceDecision::Denied { .. }) => Err(GrantError::AccessDenied),
        Some(DeviceDecision::Approved { session_id, .. }) => {
            redeem(ctx, devices, client, &digest, &record, session_id)
        }
    }
}

/// Issues the approved request's tokens in a new session of the device.
fn redeem(
    ctx: &GrantContext<'_>,
    devices: &dyn DeviceAuthorizationRepository,
    client: &ClientRecord,
    digest: &SecretDigest,
    record: &DeviceAuthorizationRecord,
    approved_in: SessionId,
) -> Result<TokenGrant, GrantError> {
    // The approval stands only while the sign-in that gave it does: a
    // sign-out, a new password or a disabled account since then voids it.
    let (approving, user) = ctx
        .sessions
        .live_session(approved_in)?
        .ok_or(GrantError::InvalidGrant("the approving session ended"))?;
    let session = SessionRecord {
        id: SessionId::generate(ctx.now),
        user_id: user.id,
        authenticated_at: approving.authenticated_at,
        last_seen_at: ctx.now,
        revoked_at: None,
        account_token: None,
        // The device's session is as strong as the sign-in that approved it.
        auth: approving.auth,
        details: ctx.sessions.describe(&record.requested_by),
    };
    let grant_id = GrantId::generate(ctx.now);
    // The device grant signs in for no one organization (its scope
    // cannot name one); `organizations` lists the user's.
    let organizations = ctx
        .sessions
        .organization_claims(user.id, record.scope, None)?;
    let id_token = grant_id_token(
        ctx,
        client,
        record.scope,
        (&session, &user),
        None,
        true,
        organizations,
    )?;
    let access = new_access_token(ctx, client, grant_id, session.id);
    let claims = access_claims(ctx, &access, user.id, record.scope, None);
    let token = ctx.keys.sign_access_token(&claims)?;
    let plain = PlainSecret::generate();
    let refresh = RefreshTokenRecord {
        api: None,
        id: TokenId::generate(ctx.now),
        digest: plain.digest(),
        grant_id,
        client_id: client.id,
        user_id: user.id,
        session_id: session.id,
        scope: record.scope,
        created_at: ctx.now,
        expires_at: ctx.now + ctx.lifetimes.refresh,
        revoked_at: None,
        rotated_at: None,
        jkt: refresh_binding(ctx, client),
        organization_id: None,
    };
    let issued = IssuedTokens {
        access: access.clone(),
        refresh: Some(refresh.clone()),
    };
    match devices.redeem_device_code(digest, ctx.now, &session, &issued)? {
        Redemption::Redeemed => Ok(TokenGrant {
            dpop_bound: ctx.dpop_jkt.is_some(),
            access_token: token,
            access_expires_at: access.expires_at,
            refresh: Some((plain, refresh.expires_at)),
            scope: record.scope,
            organization: None,
            api_scopes: None,
            id_token,
        }),
        // A concurrent poll got the tokens.
        Redemption::AlreadyConsumed => Err(GrantError::InvalidGrant("device_code already used")),
        Redemption::NotFound => Err(GrantError::InvalidGrant("unknown device_code")),
        // The device's session is new in this very transaction.
        Redemption::SessionEnded => Err(GrantError::InvalidGrant("device session ended")),
    }
}
