//! The token endpoint: authenticates the client and runs the grant its
//! request names, one file each.

use time::OffsetDateTime;

use crate::ports::observe::IssuedKind;
use crate::service::accounts::Accounts;
use accounts_domain::records::ClientRecord;
use accounts_domain::repository::Store;

use super::authorization_code::{self, CodeExchange};
use super::context::{self, GrantContext, GrantError, GrantRequest, TokenGrant};
use super::{device_code, refresh_token};
use crate::use_cases::token_checks::dpop;
use crate::use_cases::token_checks::dpop::DpopRequest;

/// Runs the token endpoint for an authenticated client.
///
/// `client` is the record of the request's client_id (`None` if unknown);
/// `client_secret` is checked against it first, in constant time. With
/// `with_id_token` (the standard face) an id_token is issued too when the
/// granted scope has `openid`. Each grant is handed the stores it uses
/// out of `store`.
pub fn exchange(
    ctx: &GrantContext<'_>,
    store: &dyn Store,
    client: Option<&ClientRecord>,
    client_secret: Option<&str>,
    grant: GrantRequest,
    with_id_token: bool,
) -> Result<TokenGrant, GrantError> {
    let client = client
        .filter(|c| c.authenticates_at_token_endpoint(client_secret))
        .ok_or(GrantError::InvalidClient)?;
    match grant {
        GrantRequest::Code {
            code,
            token_type,
            redirect_uri,
            code_verifier,
            resource,
        } => authorization_code::exchange_code(
            ctx,
            store,
            store,
            client,
            CodeExchange {
                code: &code,
                token_type,
                redirect_uri: redirect_uri.as_deref(),
                code_verifier: code_verifier.as_deref(),
                resource: resource.as_deref(),
            },
            with_id_token,
        ),
        GrantRequest::RefreshToken {
            refresh_token,
            scope,
            resource,
        } => refresh_token::refresh(
            ctx,
            store,
            client,
            &refresh_token,
            (scope.as_deref(), resource.as_deref()),
            with_id_token,
        ),
        GrantRequest::DeviceCode { device_code } => {
            device_code::poll(ctx, store, client, &device_code)
        }
    }
}

/// The token endpoint: authenticates the client named by `client_id`
/// (text that is no client id names none) and runs `grant` (blocking).
/// With a DPoP proof (`dpop`, which must carry a fresh nonce of ours)
/// the access token is bound to its key, and a public client's refresh
/// token too.
/// With `with_id_token` (the standard face) an id_token is issued too
/// when the granted scope has `openid`. A replayed code revokes its
/// grant, visibly on this instance before the error is returned.
pub fn token(
    accounts: &Accounts,
    client_id: &str,
    client_secret: Option<&str>,
    grant: GrantRequest,
    with_id_token: bool,
    dpop: Option<&DpopRequest>,
) -> Result<(TokenGrant, OffsetDateTime), GrantError> {
    let client = accounts.client_named(client_id)?;
    let ring = accounts.key_ring();
    let now = accounts.clock.now();
    let proof = dpop
        .map(|request| dpop::check_dpop(accounts, request, None, true))
        .transpose()?;
    let ctx = GrantContext {
        dpop_jkt: proof.as_ref().map(|p| p.jkt.as_str()),
        ..context::grant_context(accounts, &ring, now)
    };
    let result = exchange(
        &ctx,
        &*accounts.store,
        client.as_ref(),
        client_secret,
        grant,
        with_id_token,
    );
    if let Ok(issued) = &result {
        accounts.observer.issued(IssuedKind::AccessToken, 1);
        if issued.refresh.is_some() {
            accounts.observer.issued(IssuedKind::RefreshToken, 1);
        }
        if issued.id_token.is_some() {
            accounts.observer.issued(IssuedKind::IdToken, 1);
        }
    }
    if matches!(result, Err(GrantError::Replayed)) {
        log::warn!("a used code or rotated refresh token was replayed; its grant was revoked");
        accounts.sync_after_change();
    }
    result.map(|issued| (issued, now))
}
