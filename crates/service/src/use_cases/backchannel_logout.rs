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

/// Deliveries claimed per round (posted in parallel).
const PER_ROUND: u32 = 8;
/// How long a logout token is good for: it is sent at once, but a slow
/// receiver or a retry should still find it fresh.
const LOGOUT_TOKEN_LIFETIME: Duration = Duration::minutes(2);
/// The longest reason kept for a failed attempt.
const LONGEST_ERROR: usize = 300;

impl Accounts {
    /// Claims and delivers one round of due logout tokens (blocking); the
    /// number claimed, so the caller knows whether to go on at once.
    pub fn deliver_logouts(&self, poster: &dyn WebhookPoster) -> Result<usize, RepoError> {
        let policy = self.config.webhooks;
        let now = self.clock.now();
        let claimed = self.store.claim_logouts(&Claim {
            now,
            lease_until: now + policy.lease(),
            retry_until: now + policy.retry_period,
            limit: PER_ROUND,
        })?;
        let results: Vec<Result<(), RepoError>> = std::thread::scope(|scope| {
            let attempts: Vec<_> = claimed
                .iter()
                .map(|logout| scope.spawn(move || self.tell(poster, logout)))
                .collect();
            attempts
                .into_iter()
                .map(|a| a.join().unwrap_or(Ok(())))
                .collect()
        });
        for result in results {
            result?;
        }
        Ok(claimed.len())
    }

    /// One attempt to tell one client, and its outcome recorded.
    fn tell(&self, poster: &dyn WebhookPoster, logout: &ClaimedLogout) -> Result<(), RepoError> {
        let uri = self
            .client(logout.client_id)?
            .and_then(|c| c.backchannel_logout_uri);
        let Some(uri) = uri else {
            // The client went, or stopped listening: nobody to tell.
            return self.store.logout_delivered(logout.id);
        };
        let claims = LogoutTokenClaims::new(
            self.issuer(),
            logout.client_id,
            logout.user_id,
            logout.session_id,
            self.clock.now(),
            LOGOUT_TOKEN_LIFETIME,
        );
        let outcome = match self.key_ring().sign_logout_token(&claims) {
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
            Ok(()) => self.store.logout_delivered(logout.id),
            Err(reason) => {
                let reason: String = reason.chars().take(LONGEST_ERROR).collect();
                let next = self.clock.now() + self.config.webhooks.backoff(logout.attempt);
                let retry_at = (next <= logout.retry_until).then_some(next);
                if retry_at.is_none() {
                    log::warn!(
                        "back-channel logout of client {} failed for the whole retry period: {reason}",
                        logout.client_id
                    );
                }
                self.store.logout_failed(logout.id, &reason, retry_at)
            }
        }
    }
}
