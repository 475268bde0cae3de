//! Operators' webhook endpoints (docs/decisions.md, "Webhooks"): register
//! one with the event types it wants and a Standard Webhooks secret (shown
//! once), list, remove, see its deliveries and replay one. The CLI and the
//! admin API both call these.

use accounts_domain::ids::WebhookId;
use accounts_domain::keys::MasterKey;
use accounts_domain::records::AuditAction;
use accounts_domain::repository::Store;
use accounts_domain::secrets::random_bytes;
use accounts_domain::timestamp::UtcTimestamp;
use accounts_domain::webhooks::{DeliveryRecord, DeliveryStatus, WebhookEventType, WebhookRecord};
use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use serde::Serialize;
use time::OffsetDateTime;

use super::endpoint_url::parse_url;
use super::operations::{Actor, ManageError, Rule, Subject, audit};
use accounts_domain::destinations::Destinations;

/// How a Standard Webhooks secret is written.
const SECRET_PREFIX: &str = "whsec_";
/// Bytes of a generated secret.
const SECRET_BYTES: usize = 32;
/// The shortest and longest secret an operator may bring, in bytes.
const SECRET_RANGE: std::ops::RangeInclusive<usize> = 24..=64;
/// Deliveries listed at once.
const DELIVERIES_LISTED: u32 = 500;

/// An endpoint to register, as an operator typed it.
#[derive(Debug, Clone, Default)]
pub struct NewWebhook {
    /// `http://` or `https://` (loopback and plain http are the
    /// operator's choice).
    pub url: String,
    /// Event types, at least one.
    pub events: Vec<String>,
    /// `whsec_` and base64 of 24 to 64 bytes; `None` makes one.
    pub secret: Option<String>,
}

/// A registered endpoint, with its secret: the only time it is shown.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct CreatedWebhook {
    /// Its id.
    pub id: String,
    /// The endpoint.
    pub url: String,
    /// The event types it gets.
    pub events: Vec<String>,
    /// `whsec_…`: give it to the receiver's Standard Webhooks library.
    pub secret: String,
}

/// An endpoint as listed (never its secret).
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct WebhookSummary {
    /// Its id.
    pub id: String,
    /// The endpoint.
    pub url: String,
    /// The event types it gets.
    pub events: Vec<String>,
    /// When it was registered (RFC 3339).
    pub created_at: String,
}

/// Every endpoint.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct WebhookList {
    /// Oldest first.
    pub webhooks: Vec<WebhookSummary>,
}

/// One delivery of an event to an endpoint.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct DeliverySummary {
    /// Its id (for replay).
    pub id: String,
    /// The event's id: the `webhook-id` header of every attempt.
    pub event_id: String,
    /// The event's type.
    #[serde(rename = "type")]
    pub kind: String,
    /// `pending`, `delivered` or `failed`.
    pub status: String,
    /// Attempts made.
    pub attempts: u32,
    /// Why the last attempt failed; `null` when none did.
    pub last_error: Option<String>,
}

/// An endpoint's deliveries.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct DeliveryList {
    /// Newest first, at most 500.
    pub deliveries: Vec<DeliverySummary>,
}

/// A removed endpoint.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct WebhookDeleted {
    /// Its id.
    pub id: String,
    /// Always true.
    pub deleted: bool,
}

/// The `webhook-id` of an event.
pub fn event_id(id: i64) -> String {
    format!("evt_{id}")
}

impl DeliverySummary {
    fn of(d: &DeliveryRecord) -> Self {
        Self {
            id: d.id.to_string(),
            event_id: event_id(d.event_id),
            kind: d.kind.as_str().to_owned(),
            status: d.status.as_str().to_owned(),
            attempts: d.attempts,
            last_error: (!d.last_error.is_empty()).then(|| d.last_error.clone()),
        }
    }
}

/// The sealing label of an endpoint's secret (it binds the sealed bytes
/// to their endpoint).
pub(crate) fn secret_label(id: WebhookId) -> String {
    format!("webhook:{id}")
}

fn invalid(reason: impl Into<String>) -> ManageError {
    ManageError::Invalid(reason.into())
}

fn parse_events(names: &[String]) -> Result<Vec<WebhookEventType>, ManageError> {
    let mut events = Vec::new();
    for name in names {
        let kind = WebhookEventType::parse(name.trim()).ok_or_else(|| {
            let known: Vec<_> = WebhookEventType::ALL.iter().map(|t| t.as_str()).collect();
            ManageError::from(Rule::UnknownEventType {
                name: name.clone(),
                known: known.join(", "),
            })
        })?;
        if !events.contains(&kind) {
            events.push(kind);
        }
    }
    if events.is_empty() {
        return Err(Rule::NoEventType.into());
    }
    Ok(events)
}

fn secret_bytes(secret: Option<&str>) -> Result<Vec<u8>, ManageError> {
    let Some(secret) = secret else {
        return Ok(random_bytes::<SECRET_BYTES>().to_vec());
    };
    let encoded = secret
        .strip_prefix(SECRET_PREFIX)
        .ok_or(Rule::SecretPrefix)?;
    let bytes = STANDARD.decode(encoded).map_err(|_| Rule::SecretEncoding)?;
    if !SECRET_RANGE.contains(&bytes.len()) {
        return Err(Rule::SecretLength.into());
    }
    Ok(bytes)
}

fn names(events: &[WebhookEventType]) -> Vec<String> {
    events.iter().map(|e| e.as_str().to_owned()).collect()
}

/// Registers an endpoint; its secret is answered once and stored sealed.
pub fn create_webhook(
    store: &dyn Store,
    master: &MasterKey,
    new: &NewWebhook,
    destinations: Destinations,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<CreatedWebhook, ManageError> {
    let url = parse_url(&new.url, destinations).map_err(invalid)?;
    let events = parse_events(&new.events)?;
    let secret = secret_bytes(new.secret.as_deref())?;
    let id = WebhookId::generate(now);
    store
        .insert_webhook(&WebhookRecord {
            id,
            url: url.clone(),
            events: events.clone(),
            sealed_secret: master.seal(&secret_label(id), &secret)?,
            created_at: now,
        })
        .map_err(ManageError::Repo)?;
    audit(
        store,
        actor,
        AuditAction::WebhookCreated,
        Subject::Webhook(id.to_string()),
        now,
    )?;
    Ok(CreatedWebhook {
        id: id.to_string(),
        url,
        events: names(&events),
        secret: format!("{SECRET_PREFIX}{}", STANDARD.encode(&secret)),
    })
}

/// Every endpoint, never a secret.
pub fn list_webhooks(store: &dyn Store) -> Result<WebhookList, ManageError> {
    let webhooks = store.list_webhooks().map_err(ManageError::Repo)?;
    Ok(WebhookList {
        webhooks: webhooks
            .iter()
            .map(|w| WebhookSummary {
                id: w.id.to_string(),
                url: w.url.clone(),
                events: names(&w.events),
                created_at: UtcTimestamp::new(w.created_at).to_string(),
            })
            .collect(),
    })
}

fn webhook_id(text: &str) -> Result<WebhookId, ManageError> {
    text.parse().map_err(|_| ManageError::NotFound("webhook"))
}

/// Removes an endpoint with its deliveries.
pub fn delete_webhook(
    store: &dyn Store,
    id: &str,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<WebhookDeleted, ManageError> {
    let id = webhook_id(id)?;
    if !store.delete_webhook(id).map_err(ManageError::Repo)? {
        return Err(ManageError::NotFound("webhook"));
    }
    audit(
        store,
        actor,
        AuditAction::WebhookDeleted,
        Subject::Webhook(id.to_string()),
        now,
    )?;
    Ok(WebhookDeleted {
        id: id.to_string(),
        deleted: true,
    })
}

/// An endpoint's deliveries, newest first; `status` is `pending`,
/// `delivered`, `failed` or empty for all.
pub fn webhook_deliveries(
    store: &dyn Store,
    id: &str,
    status: &str,
) -> Result<DeliveryList, ManageError> {
    let id = webhook_id(id)?;
    let status = match status {
        "" => None,
        other => Some(DeliveryStatus::parse(other).ok_or(Rule::DeliveryStatus)?),
    };
    let deliveries = store
        .deliveries(id, status, DELIVERIES_LISTED)
        .map_err(ManageError::Repo)?
        .ok_or(ManageError::NotFound("webhook"))?;
    Ok(DeliveryList {
        deliveries: deliveries.iter().map(DeliverySummary::of).collect(),
    })
}

/// Sends a delivery again (whatever its status), as a new delivery with
/// a fresh retry period and the same `webhook-id`.
pub fn replay_delivery(
    store: &dyn Store,
    id: &str,
    delivery: &str,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<DeliverySummary, ManageError> {
    let id = webhook_id(id)?;
    let number: i64 = delivery
        .parse()
        .map_err(|_| ManageError::NotFound("delivery"))?;
    let replayed = store
        .replay_delivery(id, number, now)
        .map_err(ManageError::Repo)?
        .ok_or(ManageError::NotFound("delivery"))?;
    audit(
        store,
        actor,
        AuditAction::DeliveryReplayed,
        Subject::Webhook(format!("{id}/{number}")),
        now,
    )?;
    Ok(DeliverySummary::of(&replayed))
}
