//! Delivering SETs: pushed (RFC 8935) from the outbox, claimed as webhook
//! deliveries are (a lease; one instance at a time; a stream's oldest
//! first) and retried with their backoff and retry period, so nothing is
//! lost when an instance dies; or polled (RFC 8936), kept until the
//! receiver acknowledges them.

use std::collections::BTreeMap;

use accounts_domain::repository::RepoError;
use accounts_domain::shared_signals::{ClaimedPush, StreamDelivery, StreamStatus};
use accounts_domain::webhooks::Claim;
use serde::Deserialize;
use serde_json::{Value, json};

use crate::ports::webhooks::{WebhookPost, WebhookPoster};
use crate::service::accounts::Accounts;
use crate::service::webhook_policy::{attempt_all, kept_reason};

use super::access::{Receiver, SsfError};
use super::sets::{SetContext, set_claims};
use super::streams::authorization_label;

/// Most SETs one poll answers, and acknowledges: a poll acknowledging as
/// many stays well within the service's 16 KiB body limit.
pub const MAX_EVENTS: u32 = 250;
/// SETs a poll answers when it does not say (`maxEvents`).
const DEFAULT_EVENTS: u32 = 100;
/// The longest a long poll waits for an event, in seconds.
pub const LONG_POLL_SECONDS: u64 = 30;

/// Claims and pushes one round of due SETs (blocking); the number
/// claimed, so the caller knows whether to go on at once.
pub fn deliver_pushes(accounts: &Accounts, poster: &dyn WebhookPoster) -> Result<usize, RepoError> {
    let claim = accounts.config().webhooks.claim(accounts.clock.now());
    let claimed = accounts.store.claim_pushes(&claim)?;
    attempt_all(&claimed, |push| attempt(accounts, poster, push, &claim))?;
    Ok(claimed.len())
}

fn attempt(
    accounts: &Accounts,
    poster: &dyn WebhookPoster,
    push: &ClaimedPush,
    claim: &Claim,
) -> Result<(), RepoError> {
    // A receiver disabled (or no longer one) since the event was queued
    // gets nothing more; its waiting events are parked.
    let receiving = accounts
        .client(push.client_id)?
        .is_some_and(|c| c.enabled && c.shared_signals);
    if !receiving {
        return accounts
            .store
            .push_failed(push.event.id, "the receiver is disabled", None);
    }
    let outcome = signed_push(accounts, push).and_then(|(set, authorization)| {
        let mut headers = vec![("accept", "application/json".to_owned())];
        if let Some(value) = authorization {
            headers.push(("authorization", value));
        }
        poster.post(&WebhookPost {
            url: &push.endpoint_url,
            headers,
            content_type: "application/secevent+jwt",
            body: &set,
        })
    });
    match outcome {
        Ok(()) => accounts.store.push_succeeded(push.event.id),
        Err(reason) => {
            let reason = kept_reason(&reason);
            let retry_at =
                accounts
                    .config()
                    .webhooks
                    .retry_at(claim, push.attempt, push.retry_until);
            if retry_at.is_none() {
                log::warn!(
                    "SET {} to {} failed for the whole retry period: {reason}",
                    push.event.jti,
                    push.endpoint_url
                );
            }
            accounts.store.push_failed(push.event.id, &reason, retry_at)
        }
    }
}

/// The signed SET and the `Authorization` header to send with it.
fn signed_push(
    accounts: &Accounts,
    push: &ClaimedPush,
) -> Result<(String, Option<String>), String> {
    let config = accounts.config();
    let audience = push.client_id.to_string();
    let ctx = SetContext {
        issuer: &config.issuer,
        audience: &audience,
        stream_id: &push.stream_id,
        format: push.format,
    };
    let set = event_key_ring(accounts)
        .sign_security_event(&set_claims(&ctx, &push.event))
        .map_err(|e| format!("the SET cannot be signed: {e}"))?;
    let authorization = push
        .authorization
        .as_ref()
        .map(|sealed| {
            config
                .master_key
                .open(&authorization_label(&push.stream_id), sealed)
                .map_err(|e| format!("the authorization header cannot be opened: {e}"))
                .and_then(|bytes| {
                    String::from_utf8(bytes).map_err(|_| "the authorization header".to_owned())
                })
        })
        .transpose()?;
    Ok((set, authorization))
}

/// The key ring, read again when it has no security-event key yet: the
/// first stream made one on another instance, and this one's caches have
/// not caught up.
fn event_key_ring(accounts: &Accounts) -> std::sync::Arc<accounts_domain::keys::KeyRing> {
    let ring = accounts.key_ring();
    if ring.signs_security_events() {
        return ring;
    }
    accounts.sync_after_change();
    accounts.key_ring()
}

/// A poll request (RFC 8936 2.4), as the receiver sent it.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PollRequest {
    /// At most this many SETs; 0 acknowledges only.
    max_events: Option<u32>,
    /// Answer at once even when there is nothing.
    return_immediately: Option<bool>,
    /// The `jti`s of SETs received.
    ack: Option<Vec<String>>,
    /// SETs received with errors, by `jti`: they are not sent again.
    set_errs: Option<BTreeMap<String, Value>>,
}

impl PollRequest {
    /// Reads a poll request's body (an empty body is a plain poll).
    pub fn parse(body: &[u8]) -> Result<Self, SsfError> {
        if body.iter().all(u8::is_ascii_whitespace) {
            return Ok(Self::default());
        }
        let request: Self = serde_json::from_slice(body)
            .map_err(|e| SsfError::Invalid(format!("the body: {e}")))?;
        if request.max_events.is_some_and(|n| n > MAX_EVENTS) {
            return Err(SsfError::Invalid(format!(
                "maxEvents is at most {MAX_EVENTS}"
            )));
        }
        let acknowledged = request.ack.as_ref().map_or(0, Vec::len)
            + request.set_errs.as_ref().map_or(0, BTreeMap::len);
        let jtis = request
            .ack
            .iter()
            .flatten()
            .chain(request.set_errs.iter().flat_map(BTreeMap::keys));
        if jtis.clone().any(|j| j.contains('\0')) {
            return Err(SsfError::Invalid("a jti holds a NUL".into()));
        }
        if acknowledged > MAX_EVENTS as usize {
            return Err(SsfError::Invalid(format!(
                "at most {MAX_EVENTS} acknowledgements per poll"
            )));
        }
        Ok(request)
    }

    /// Whether the answer must not wait for events.
    pub fn waits(&self) -> bool {
        self.return_immediately != Some(true) && self.max_events != Some(0)
    }
}

/// The poll stream the receiver's poll is about.
pub fn poll_stream(accounts: &Accounts, receiver: &Receiver) -> Result<String, SsfError> {
    let stream = accounts
        .store
        .stream_of(receiver.client.id)?
        .ok_or(SsfError::NotFound)?;
    if stream.delivery != StreamDelivery::Poll {
        return Err(SsfError::Invalid(
            "the stream's delivery method is push, not poll".into(),
        ));
    }
    Ok(stream.id)
}

/// Takes the request's acknowledgements and errors: those SETs are not
/// sent again. Called once per poll, before the first look.
pub fn acknowledge(
    accounts: &Accounts,
    stream: &str,
    request: &PollRequest,
) -> Result<(), SsfError> {
    let errors = request.set_errs.clone().unwrap_or_default();
    for (jti, error) in &errors {
        let err = error.get("err").and_then(Value::as_str).unwrap_or("");
        log::warn!("receiver reported SET {jti:.64} as erroneous: {err:.64}");
    }
    let mut received = request.ack.clone().unwrap_or_default();
    received.extend(errors.into_keys());
    accounts.store.acknowledge(stream, &received)?;
    Ok(())
}

/// One look for the stream's waiting SETs: `None` when there is none and
/// the request waits; else the answer, `{sets, moreAvailable}`.
pub fn look(
    accounts: &Accounts,
    receiver: &Receiver,
    request: &PollRequest,
    last: bool,
) -> Result<Option<Value>, SsfError> {
    let stream = accounts
        .store
        .stream_of(receiver.client.id)?
        .ok_or(SsfError::NotFound)?;
    let limit = request.max_events.unwrap_or(DEFAULT_EVENTS);
    // With `maxEvents: 0` only `moreAvailable` says whether any wait.
    let (events, more) = if stream.status == StreamStatus::Enabled {
        accounts.store.waiting_events(&stream.id, limit)?
    } else {
        (Vec::new(), false)
    };
    if events.is_empty() && request.waits() && !last {
        return Ok(None);
    }
    let config = accounts.config();
    let audience = receiver.client.id.to_string();
    let ctx = SetContext {
        issuer: &config.issuer,
        audience: &audience,
        stream_id: &stream.id,
        format: stream.format,
    };
    let ring = event_key_ring(accounts);
    let mut sets = serde_json::Map::new();
    for event in &events {
        let set = ring.sign_security_event(&set_claims(&ctx, event))?;
        sets.insert(event.jti.clone(), Value::String(set));
    }
    Ok(Some(json!({ "sets": sets, "moreAvailable": more })))
}
