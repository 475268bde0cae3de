//! Delivering webhook events (docs/decisions.md, "Webhooks"): claim the
//! due deliveries, sign each body as the Standard Webhooks specification
//! says, post it, and record the outcome: delivered on a 2xx, else again
//! after an exponential backoff (capped at an hour) until the retry period
//! ends, then parked as failed.
//!
//! Each instance runs this on a thread of its own; a claim skips what
//! another instance has claimed, and lasts a lease, so a delivery whose
//! instance died mid-attempt is tried again once the lease is over: at
//! least once, never by two instances at a time.

use accounts_domain::repository::RepoError;
use accounts_domain::timestamp::UtcTimestamp;
use accounts_domain::webhooks::{Claim, ClaimedDelivery, WebhookEventType};
use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use serde_json::{Value, json};
use time::OffsetDateTime;

use crate::ports::webhooks::{WebhookPost, WebhookPoster};
use crate::service::accounts::Accounts;
pub use crate::service::webhook_policy::WebhookPolicy;
use crate::service::webhook_policy::{attempt_all, kept_reason};
use crate::use_cases::manage::{event_id, secret_label};

/// The body of an event: `{type, timestamp, data}`; `data` holds the
/// `userId`, and the session's id or the factor's kind where there is one
/// (`user.deleted` holds the `userId` alone); an organization's events
/// hold its `organizationId`, and the member's `userId` where there is one.
pub fn event_body(
    kind: WebhookEventType,
    user_id: &str,
    detail: &str,
    at: OffsetDateTime,
) -> Value {
    let data = match kind {
        WebhookEventType::SessionStarted | WebhookEventType::SessionEnded => {
            json!({ "userId": user_id, "sessionId": detail })
        }
        WebhookEventType::FactorAdded | WebhookEventType::FactorRemoved => {
            json!({ "userId": user_id, "factor": detail })
        }
        kind if kind.is_organization_event() && user_id.is_empty() => {
            json!({ "organizationId": detail })
        }
        kind if kind.is_organization_event() => {
            json!({ "organizationId": detail, "userId": user_id })
        }
        _ => json!({ "userId": user_id }),
    };
    json!({
        "type": kind.as_str(),
        "timestamp": UtcTimestamp::new(at).to_string(),
        "data": data,
    })
}

/// `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of
/// `{id}.{timestamp}.{body}` under the secret's bytes.
pub fn signature(secret: &[u8], id: &str, timestamp: i64, body: &str) -> String {
    let key = ring::hmac::Key::new(ring::hmac::HMAC_SHA256, secret);
    let signed = format!("{id}.{timestamp}.{body}");
    format!(
        "v1,{}",
        STANDARD.encode(ring::hmac::sign(&key, signed.as_bytes()).as_ref())
    )
}

/// Claims and delivers one round of due deliveries (blocking); the
/// number claimed, so the caller knows whether to go on at once.
pub fn deliver_webhooks(
    accounts: &Accounts,
    poster: &dyn WebhookPoster,
) -> Result<usize, RepoError> {
    let claim = accounts.config.webhooks.claim(accounts.clock.now());
    let claimed = accounts.store.claim_deliveries(&claim)?;
    attempt_all(&claimed, |delivery| {
        attempt(accounts, poster, delivery, &claim)
    })?;
    Ok(claimed.len())
}

/// One attempt, and its outcome recorded.
fn attempt(
    accounts: &Accounts,
    poster: &dyn WebhookPoster,
    delivery: &ClaimedDelivery,
    claim: &Claim,
) -> Result<(), RepoError> {
    let event = &delivery.event;
    let outcome = match accounts
        .config
        .master_key
        .open(&secret_label(delivery.webhook_id), &delivery.sealed_secret)
    {
        Err(e) => Err(format!("the endpoint's secret cannot be opened: {e}")),
        Ok(secret) => {
            let id = event_id(event.id);
            let body = event_body(event.kind, &event.user_id, &event.detail, event.occurred_at)
                .to_string();
            // Receivers compare it with their own clock (replay
            // protection): the wall clock, whatever clock the service
            // runs its rules on.
            let timestamp = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX));
            let signed = signature(&secret, &id, timestamp, &body);
            poster.post(&WebhookPost {
                url: &delivery.url,
                headers: vec![
                    ("webhook-id", id),
                    ("webhook-timestamp", timestamp.to_string()),
                    ("webhook-signature", signed),
                ],
                content_type: "application/json",
                body: &body,
            })
        }
    };
    match outcome {
        Ok(()) => accounts.store.delivery_succeeded(delivery.id),
        Err(reason) => {
            let reason = kept_reason(&reason);
            let retry_at =
                accounts
                    .config
                    .webhooks
                    .retry_at(claim, delivery.attempt, delivery.retry_until);
            if retry_at.is_none() {
                log::warn!(
                    "webhook delivery {} to {} failed for the whole retry period: {reason}",
                    delivery.id,
                    delivery.url
                );
            }
            accounts
                .store
                .delivery_failed(delivery.id, &reason, retry_at)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_signature_is_the_specifications() {
        // The Standard Webhooks specification's example.
        let secret = STANDARD
            .decode("MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw")
            .unwrap_or_default();
        assert_eq!(
            signature(
                &secret,
                "msg_p5jXN8AQM9LWM0D4loKWxJek",
                1_614_265_330,
                r#"{"test": 2432232314}"#
            ),
            "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="
        );
    }

    #[test]
    fn backoff_doubles_up_to_an_hour() {
        let policy = WebhookPolicy {
            retry_base: time::Duration::seconds(5),
            retry_period: time::Duration::hours(24),
            timeout: std::time::Duration::from_secs(10),
            destinations: accounts_domain::destinations::Destinations::Any,
        };
        let waits: Vec<i64> = (1..=12)
            .map(|n| policy.backoff(n).whole_seconds())
            .collect();
        assert_eq!(
            waits,
            [5, 10, 20, 40, 80, 160, 320, 640, 1280, 2560, 3600, 3600]
        );
    }
}
