//! OpenID Connect Back-Channel Logout 1.0 (docs/decisions.md, "Back-channel
//! logout"): when a session ends, whatever ended it, the database writes
//! one delivery per client with a `backchannel_logout_uri` that holds
//! tokens from the session, in the same transaction. Each instance's
//! sender claims due deliveries (as webhook deliveries are claimed: at
//! least once, never by two instances at a time), posts a signed logout
//! token to the client as `logout_token=…`, and retries with the webhooks'
//! backoff until their retry period ends.

use accounts_domain::claims::LogoutTokenClaims;
use accounts_domain::logouts::ClaimedLogout;
use accounts_domain::repository::RepoError;
use accounts_domain::webhooks::Claim;
use time::Duration;

use crate::ports::webhooks::{WebhookPost, WebhookPoster};
use crate::service::accounts::Accounts;
use crate::service::webhook_policy::{attempt_all, kept_reason};

/// How long a logout token is good for: it is sent at once, but a slow
/// receiver or a retry should still find it fresh.
const LOGOUT_TOKEN_LIFETIME: Duration = Duration::minutes(2);

/// Claims and delivers one round of due logout tokens (blocking); the
/// number claimed, so the caller knows whether to go on at once.
pub fn deliver_logouts(
    accounts: &Accounts,
    poster: &dyn WebhookPoster,
) -> Result<usize, RepoError> {
    let claim = accounts.config.webhooks.claim(accounts.clock.now());
    let claimed = accounts.store.claim_logouts(&claim)?;
    attempt_all(&claimed, |logout| tell(accounts, poster, logout, &claim))?;
    Ok(claimed.len())
}

/// One attempt to tell one client, and its outcome recorded.
fn tell(
    accounts: &Accounts,
    poster: &dyn WebhookPoster,
    logout: &ClaimedLogout,
    claim: &Claim,
) -> Result<(), RepoError> {
    let uri = accounts
        .client(logout.client_id)?
        .and_then(|c| c.backchannel_logout_uri);
    let Some(uri) = uri else {
        // The client went, or stopped listening: nobody to tell.
        return accounts.store.logout_delivered(logout.id);
    };
    let claims = LogoutTokenClaims::new(
        accounts.issuer(),
        logout.client_id,
        logout.user_id,
        logout.session_id,
        accounts.clock.now(),
        LOGOUT_TOKEN_LIFETIME,
    );
    let outcome = match accounts.key_ring().sign_logout_token(&claims) {
        Err(e) => Err(format!("the logout token could not be signed: {e}")),
        Ok(token) => {
            let body = url::form_urlencoded::Serializer::new(String::new())
                .append_pair("logout_token", &token)
                .finish();
            poster.post(&WebhookPost {
                url: &uri,
                headers: Vec::new(),
                content_type: "application/x-www-form-urlencoded",
                body: &body,
            })
        }
    };
    match outcome {
        Ok(()) => accounts.store.logout_delivered(logout.id),
        Err(reason) => {
            let reason = kept_reason(&reason);
            let retry_at =
                accounts
                    .config
                    .webhooks
                    .retry_at(claim, logout.attempt, logout.retry_until);
            if retry_at.is_none() {
                log::warn!(
                    "back-channel logout of client {} failed for the whole retry period: {reason}",
                    logout.client_id
                );
            }
            accounts.store.logout_failed(logout.id, &reason, retry_at)
        }
    }
}
