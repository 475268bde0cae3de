//! Webhooks: endpoints, the outbox that the triggers of migration 23 fill
//! in the transaction of each change, and deliveries that any number of
//! instances claim without claiming one twice (docs/decisions.md,
//! "Webhooks").

use accounts_domain::ids::WebhookId;
use accounts_domain::keys::SealedKey;
use accounts_domain::repository::{RepoError, RepoResult};
use accounts_domain::webhooks::{
    Claim, ClaimedDelivery, DeliveryRecord, DeliveryStatus, WebhookEvent, WebhookEventType,
    WebhookRecord, WebhookRepository,
};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Nullable};
use time::OffsetDateTime;

use crate::connection::{Database, DbConnection};
use crate::errors::corrupt;
use crate::schema::{webhook_deliveries, webhook_events, webhooks};
use crate::time_codec::{from_micros, to_micros};

/// Claims due deliveries of `{table}` (webhooks' or back-channel
/// logouts'): $1 now, $2 lease end, $3 retry period's end, $4 how many.
/// PostgreSQL skips rows another instance's claim holds; on SQLite writers
/// are serialised anyway.
const CLAIM: &str = "UPDATE {table} SET attempts = attempts + 1, \
     next_attempt_at = $2, retry_until = COALESCE(retry_until, $3) \
     WHERE id IN (SELECT id FROM {table} \
       WHERE status = 'pending' AND next_attempt_at <= $1 \
       ORDER BY next_attempt_at, id LIMIT $4 {lock}) \
     RETURNING id";

#[derive(QueryableByName)]
pub(super) struct ClaimedId {
    #[diesel(sql_type = BigInt)]
    pub(super) id: i64,
}

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = webhooks)]
struct WebhookRow {
    id: String,
    url: String,
    events: String,
    sealed_secret: Vec<u8>,
    created_at: i64,
}

/// The types as stored: comma-separated with a comma at each end, so a
/// trigger finds a type with `LIKE '%,type,%'`.
fn stored_events(events: &[WebhookEventType]) -> String {
    let names: Vec<&str> = events.iter().map(|e| e.as_str()).collect();
    format!(",{},", names.join(","))
}

fn kind(name: &str) -> RepoResult<WebhookEventType> {
    WebhookEventType::parse(name).ok_or_else(|| corrupt("webhook event type", name))
}

fn webhook_id(text: &str) -> RepoResult<WebhookId> {
    text.parse().map_err(|e| corrupt("webhook id", e))
}

impl TryFrom<WebhookRow> for WebhookRecord {
    type Error = RepoError;

    fn try_from(r: WebhookRow) -> RepoResult<Self> {
        Ok(Self {
            id: webhook_id(&r.id)?,
            url: r.url,
            events: r
                .events
                .split(',')
                .filter(|e| !e.is_empty())
                .map(kind)
                .collect::<RepoResult<_>>()?,
            sealed_secret: SealedKey::from_bytes(r.sealed_secret),
            created_at: from_micros(r.created_at)?,
        })
    }
}

type DeliveryColumns = (
    webhook_deliveries::id,
    webhook_deliveries::event_id,
    webhook_events::kind,
    webhook_deliveries::status,
    webhook_deliveries::attempts,
    webhook_deliveries::last_error,
);
const DELIVERY_COLUMNS: DeliveryColumns = (
    webhook_deliveries::id,
    webhook_deliveries::event_id,
    webhook_events::kind,
    webhook_deliveries::status,
    webhook_deliveries::attempts,
    webhook_deliveries::last_error,
);

fn delivery(
    (id, event_id, name, status, attempts, last_error): (i64, i64, String, String, i32, String),
) -> RepoResult<DeliveryRecord> {
    Ok(DeliveryRecord {
        id,
        event_id,
        kind: kind(&name)?,
        status: DeliveryStatus::parse(&status)
            .ok_or_else(|| corrupt("delivery status", &status))?,
        attempts: u32::try_from(attempts).unwrap_or_default(),
        last_error,
    })
}

type ClaimedRow = (
    i64,
    i32,
    Option<i64>,
    (i64, String, String, String, i64),
    (String, String, Vec<u8>),
);

fn claimed((id, attempts, retry_until, event, hook): ClaimedRow) -> RepoResult<ClaimedDelivery> {
    let (event_id, name, user_id, detail, occurred_at) = event;
    let (webhook, url, sealed) = hook;
    Ok(ClaimedDelivery {
        id,
        event: WebhookEvent {
            id: event_id,
            kind: kind(&name)?,
            user_id,
            detail,
            occurred_at: from_micros(occurred_at)?,
        },
        url,
        sealed_secret: SealedKey::from_bytes(sealed),
        webhook_id: webhook_id(&webhook)?,
        attempt: u32::try_from(attempts).unwrap_or_default(),
        retry_until: from_micros(retry_until.unwrap_or_default())?,
    })
}

/// Claims due rows of `table` (`webhook_deliveries` or
/// `logout_deliveries`, which share the columns the claim touches).
pub(super) fn claim_ids(
    c: &mut DbConnection,
    claim: &Claim,
    table: &str,
) -> QueryResult<Vec<ClaimedId>> {
    let lock = match c {
        DbConnection::Postgres(_) => "FOR UPDATE SKIP LOCKED",
        DbConnection::Sqlite(_) => "",
    };
    let sql = CLAIM.replace("{table}", table).replace("{lock}", lock);
    let statement = c.numbered(&sql);
    let (now, lease, until, limit) = (
        to_micros(claim.now),
        to_micros(claim.lease_until),
        to_micros(claim.retry_until),
        i64::from(claim.limit),
    );
    macro_rules! run {
        ($conn:expr, $sql:expr) => {
            diesel::sql_query($sql)
                .bind::<BigInt, _>(now)
                .bind::<BigInt, _>(lease)
                .bind::<Nullable<BigInt>, _>(Some(until))
                .bind::<BigInt, _>(limit)
                .load::<ClaimedId>($conn)
        };
    }
    match c {
        DbConnection::Postgres(pg) => run!(pg, statement),
        DbConnection::Sqlite(lite) => run!(lite, statement),
    }
}

/// A `user.deleted` event is the deleted account's last trace (its
/// `userId`): once every endpoint has it, the event goes with its
/// deliveries.
fn forget_announced_deletion(c: &mut DbConnection, delivery: i64) -> QueryResult<usize> {
    // Every other delivery stops at this one read.
    let (event, kind): (i64, String) = webhook_deliveries::table
        .inner_join(webhook_events::table)
        .filter(webhook_deliveries::id.eq(delivery))
        .select((webhook_events::id, webhook_events::kind))
        .first(c)?;
    if kind != WebhookEventType::UserDeleted.as_str() {
        return Ok(0);
    }
    let unsettled: i64 = webhook_deliveries::table
        .filter(webhook_deliveries::event_id.eq(event))
        .filter(webhook_deliveries::status.ne(DeliveryStatus::Delivered.as_str()))
        .count()
        .get_result(c)?;
    if unsettled > 0 {
        return Ok(0);
    }
    diesel::delete(webhook_deliveries::table.filter(webhook_deliveries::event_id.eq(event)))
        .execute(c)?;
    diesel::delete(webhook_events::table.find(event)).execute(c)
}

impl WebhookRepository for Database {
    fn insert_webhook(&self, webhook: &WebhookRecord) -> RepoResult<()> {
        let row = WebhookRow {
            id: webhook.id.to_string(),
            url: webhook.url.clone(),
            events: stored_events(&webhook.events),
            sealed_secret: webhook.sealed_secret.as_bytes().to_vec(),
            created_at: to_micros(webhook.created_at),
        };
        self.with(|c| diesel::insert_into(webhooks::table).values(&row).execute(c))
            .map(drop)
    }

    fn list_webhooks(&self) -> RepoResult<Vec<WebhookRecord>> {
        let rows = self.with(|c| {
            webhooks::table
                .order((webhooks::created_at, webhooks::id))
                .select(WebhookRow::as_select())
                .load(c)
        })?;
        rows.into_iter().map(WebhookRecord::try_from).collect()
    }

    fn delete_webhook(&self, id: WebhookId) -> RepoResult<bool> {
        let id = id.to_string();
        let deleted = self.transaction(|c| {
            diesel::delete(
                webhook_deliveries::table.filter(webhook_deliveries::webhook_id.eq(&id)),
            )
            .execute(c)?;
            diesel::delete(webhooks::table.find(&id)).execute(c)
        })?;
        Ok(deleted > 0)
    }

    fn deliveries(
        &self,
        webhook: WebhookId,
        status: Option<DeliveryStatus>,
        limit: u32,
    ) -> RepoResult<Option<Vec<DeliveryRecord>>> {
        let id = webhook.to_string();
        let rows = self.with(|c| {
            let exists = webhooks::table
                .find(&id)
                .select(webhooks::id)
                .first::<String>(c)
                .optional()?;
            if exists.is_none() {
                return Ok(None);
            }
            let mut query = webhook_deliveries::table
                .inner_join(webhook_events::table)
                .filter(webhook_deliveries::webhook_id.eq(&id))
                .order(webhook_deliveries::id.desc())
                .limit(i64::from(limit))
                .select(DELIVERY_COLUMNS)
                .into_boxed();
            if let Some(status) = status {
                query = query.filter(webhook_deliveries::status.eq(status.as_str()));
            }
            query.load(c).map(Some)
        })?;
        rows.map(|rows| rows.into_iter().map(delivery).collect())
            .transpose()
    }

    fn claim_deliveries(&self, claim: &Claim) -> RepoResult<Vec<ClaimedDelivery>> {
        let rows: Vec<ClaimedRow> = self.transaction(|c| {
            let ids: Vec<i64> = claim_ids(c, claim, "webhook_deliveries")?
                .into_iter()
                .map(|r| r.id)
                .collect();
            if ids.is_empty() {
                return Ok(Vec::new());
            }
            webhook_deliveries::table
                .inner_join(webhook_events::table)
                .inner_join(webhooks::table)
                .filter(webhook_deliveries::id.eq_any(&ids))
                .order(webhook_deliveries::id)
                .select((
                    webhook_deliveries::id,
                    webhook_deliveries::attempts,
                    webhook_deliveries::retry_until,
                    (
                        webhook_events::id,
                        webhook_events::kind,
                        webhook_events::user_id,
                        webhook_events::detail,
                        webhook_events::occurred_at,
                    ),
                    (webhooks::id, webhooks::url, webhooks::sealed_secret),
                ))
                .load(c)
        })?;
        rows.into_iter().map(claimed).collect()
    }

    fn delivery_succeeded(&self, id: i64) -> RepoResult<()> {
        self.transaction(|c| {
            diesel::update(webhook_deliveries::table.find(id))
                .set((
                    webhook_deliveries::status.eq(DeliveryStatus::Delivered.as_str()),
                    webhook_deliveries::last_error.eq(""),
                ))
                .execute(c)?;
            forget_announced_deletion(c, id)
        })
        .map(drop)
    }

    fn delivery_failed(
        &self,
        id: i64,
        error: &str,
        retry_at: Option<OffsetDateTime>,
    ) -> RepoResult<()> {
        let status = match retry_at {
            Some(_) => DeliveryStatus::Pending,
            None => DeliveryStatus::Failed,
        };
        self.with(|c| {
            let update = diesel::update(webhook_deliveries::table.find(id));
            match retry_at {
                Some(at) => update
                    .set((
                        webhook_deliveries::status.eq(status.as_str()),
                        webhook_deliveries::last_error.eq(error),
                        webhook_deliveries::next_attempt_at.eq(to_micros(at)),
                    ))
                    .execute(c),
                None => update
                    .set((
                        webhook_deliveries::status.eq(status.as_str()),
                        webhook_deliveries::last_error.eq(error),
                    ))
                    .execute(c),
            }
        })
        .map(drop)
    }

    fn replay_delivery(
        &self,
        webhook: WebhookId,
        delivery_id: i64,
        now: OffsetDateTime,
    ) -> RepoResult<Option<DeliveryRecord>> {
        let id = webhook.to_string();
        let row = self.transaction(|c| {
            let replayed = diesel::update(
                webhook_deliveries::table
                    .filter(webhook_deliveries::id.eq(delivery_id))
                    .filter(webhook_deliveries::webhook_id.eq(&id)),
            )
            .set((
                webhook_deliveries::status.eq(DeliveryStatus::Pending.as_str()),
                webhook_deliveries::attempts.eq(0),
                webhook_deliveries::next_attempt_at.eq(to_micros(now)),
                webhook_deliveries::retry_until.eq(None::<i64>),
            ))
            .execute(c)?;
            if replayed == 0 {
                return Ok(None);
            }
            webhook_deliveries::table
                .inner_join(webhook_events::table)
                .filter(webhook_deliveries::id.eq(delivery_id))
                .select(DELIVERY_COLUMNS)
                .first(c)
                .optional()
        })?;
        row.map(delivery).transpose()
    }

    fn delete_old_webhook_events(&self, before: OffsetDateTime) -> RepoResult<u64> {
        let before = to_micros(before);
        let deleted = self.transaction(|c| {
            let pending = webhook_deliveries::table
                .filter(webhook_deliveries::status.eq(DeliveryStatus::Pending.as_str()))
                .select(webhook_deliveries::event_id);
            let old = webhook_events::table
                .filter(webhook_events::occurred_at.lt(before))
                .filter(webhook_events::id.ne_all(pending))
                .select(webhook_events::id);
            let ids: Vec<i64> = old.load(c)?;
            diesel::delete(
                webhook_deliveries::table.filter(webhook_deliveries::event_id.eq_any(&ids)),
            )
            .execute(c)?;
            diesel::delete(webhook_events::table.filter(webhook_events::id.eq_any(&ids))).execute(c)
        })?;
        Ok(u64::try_from(deleted).unwrap_or(u64::MAX))
    }
}
