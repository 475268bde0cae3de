//! The token endpoint: authenticates the client and runs the grant its
//! request names, one file each.

use time::OffsetDateTime;

use crate::ports::observe::IssuedKind;
use crate::service::accounts::Accounts;
use accounts_domain::records::ClientRecord;
use accounts_domain::repository::Store;

use super::authorization_code::{self, CodeExchange};
use super::context::{Grant, GrantContext, GrantError, TokenGrant};
use super::{device_code, refresh_token};
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
        } => authorization_code::exchange_code(
            ctx,
            store,
            store,
            client,
            CodeExchange {
                code,
                token_type,
                redirect_uri,
                code_verifier,
            },
            with_id_token,
        ),
        Grant::Refresh { refresh_token } => {
            refresh_token::refresh(ctx, store, client, refresh_token, with_id_token)
        }
        Grant::DeviceCode { device_code } => device_code::poll(ctx, store, client, device_code),
    }
}

impl Accounts {
    /// The token endpoint: authenticates the client named by `client_id`
    /// (text that is no client id names none) and runs `grant` (blocking).
    /// With a DPoP proof (`dpop`, which must carry a fresh nonce of ours)
    /// the access token is bound to its key, and a public client's refresh
    /// token too.
    /// With `with_id_token` (the standard face) an id_token is issued too
    /// when the granted scope has `openid`. A replayed code revokes its
    /// grant, visibly on this instance before the error is returned.
    pub fn token(
        &self,
        client_id: &str,
        client_secret: Option<&str>,
        grant: Grant<'_>,
        with_id_token: bool,
        dpop: Option<&DpopRequest>,
    ) -> Result<(TokenGrant, OffsetDateTime), GrantError> {
        let client = self.client_named(client_id)?;
        let ring = self.key_ring();
        let now = self.clock.now();
        let proof = dpop
            .map(|request| self.check_dpop(request, None, true))
            .transpose()?;
        let ctx = GrantContext {
            dpop_jkt: proof.as_ref().map(|p| p.jkt.as_str()),
            ..self.grant_context(&ring, now)
        };
        let result = exchange(
            &ctx,
            &*self.store,
            client.as_ref(),
            client_secret,
            grant,
            with_id_token,
        );
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
}
