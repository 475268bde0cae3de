//! Shared Signals: receivers' streams, their removed subjects, and the
//! outbox of events that migration 39's triggers fill (docs/decisions.md,
//! "Shared Signals"). An event is `pending` until it is delivered (then
//! deleted) or `failed` after a whole retry period of pushes; whether a
//! pending one is pushed, polled or held is its stream's method and
//! status when it is delivered, so a stream's change moves nothing.

use accounts_domain::ids::{ClientId, UserId};
use accounts_domain::keys::SealedKey;
use accounts_domain::repository::{RepoError, RepoResult};
use accounts_domain::shared_signals::{
    ClaimedPush, SecurityEventType, SharedSignalsRepository, StoredSecurityEvent, StreamDelivery,
    StreamRecord, StreamStatus, SubjectChange, SubjectFormat,
};
use accounts_domain::webhooks::Claim;
use diesel::prelude::*;
use time::{Duration, OffsetDateTime};

use crate::connection::{Database, DbConnection};
use crate::errors::corrupt;
use crate::schema::{ssf_events, ssf_excluded_subjects, ssf_streams};
use crate::time_codec::{from_micros, from_micros_opt, to_micros};

use super::security_event_claims::{claim_ids, pushes_due};
use super::shared::one_row;

const PENDING: &str = "pending";
const FAILED: &str = "failed";

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = ssf_streams)]
#[diesel(treat_none_as_default_value = false)]
struct StreamRow {
    id: String,
    client_id: String,
    delivery_method: String,
    endpoint_url: String,
    sealed_authorization: Option<Vec<u8>>,
    events_requested: String,
    events_delivered: String,
    format: String,
    description: String,
    status: String,
    reason: String,
    verified_at: Option<i64>,
    created_at: i64,
    updated_at: i64,
}

impl From<&StreamRecord> for StreamRow {
    fn from(s: &StreamRecord) -> Self {
        let (endpoint_url, sealed_authorization) = match &s.delivery {
            StreamDelivery::Push {
                endpoint_url,
                authorization,
            } => (
                endpoint_url.clone(),
                authorization.as_ref().map(|a| a.as_bytes().to_vec()),
            ),
            StreamDelivery::Poll => (String::new(), None),
        };
        let delivered: Vec<&str> = s.events_delivered.iter().map(|e| e.short()).collect();
        Self {
            id: s.id.clone(),
            client_id: s.client_id.to_string(),
            delivery_method: s.delivery.method().to_owned(),
            endpoint_url,
            sealed_authorization,
            events_requested: serde_json::to_string(&s.events_requested)
                .unwrap_or_else(|_| "[]".to_owned()),
            // A comma at each end: the triggers look a type up with LIKE.
            events_delivered: format!(",{},", delivered.join(",")),
            format: s.format.as_str().to_owned(),
            description: s.description.clone(),
            status: s.status.as_str().to_owned(),
            reason: s.reason.clone(),
            verified_at: s.verified_at.map(to_micros),
            created_at: to_micros(s.created_at),
            updated_at: to_micros(s.updated_at),
        }
    }
}

impl TryFrom<StreamRow> for StreamRecord {
    type Error = RepoError;

    fn try_from(r: StreamRow) -> RepoResult<Self> {
        let delivery = match r.delivery_method.as_str() {
            StreamDelivery::PUSH => StreamDelivery::Push {
                endpoint_url: r.endpoint_url,
                authorization: r.sealed_authorization.map(SealedKey::from_bytes),
            },
            StreamDelivery::POLL => StreamDelivery::Poll,
            other => return Err(corrupt("stream delivery method", other)),
        };
        Ok(Self {
            id: r.id,
            client_id: r.client_id.parse().map_err(|e| corrupt("client id", e))?,
            delivery,
            events_requested: serde_json::from_str(&r.events_requested)
                .map_err(|e| corrupt("stream events_requested", e))?,
            events_delivered: r
                .events_delivered
                .split(',')
                .filter(|e| !e.is_empty())
                .map(|e| {
                    SecurityEventType::parse_short(e).ok_or_else(|| corrupt("stream event", e))
                })
                .collect::<RepoResult<_>>()?,
            format: SubjectFormat::parse(&r.format)
                .ok_or_else(|| corrupt("stream format", &r.format))?,
            description: r.description,
            status: StreamStatus::parse(&r.status)
                .ok_or_else(|| corrupt("stream status", &r.status))?,
            reason: r.reason,
            verified_at: from_micros_opt(r.verified_at)?,
            created_at: from_micros(r.created_at)?,
            updated_at: from_micros(r.updated_at)?,
        })
    }
}

#[derive(Queryable, Selectable)]
#[diesel(table_name = ssf_events)]
struct EventRow {
    id: i64,
    jti: String,
    kind: String,
    user_id: String,
    email: String,
    tenant: String,
    detail: String,
    initiator: String,
    txn: String,
    occurred_at: i64,
}

impl TryFrom<EventRow> for StoredSecurityEvent {
    type Error = RepoError;

    fn try_from(r: EventRow) -> RepoResult<Self> {
        Ok(Self {
            id: r.id,
            jti: r.jti,
            kind: SecurityEventType::parse_short(&r.kind)
                .ok_or_else(|| corrupt("security event type", &r.kind))?,
            user_id: r.user_id,
            email: r.email,
            tenant: r.tenant,
            detail: r.detail,
            initiator: r.initiator,
            txn: r.txn,
            occurred_at: from_micros(r.occurred_at)?,
        })
    }
}

fn new_jti() -> String {
    accounts_domain::secrets::random_bytes::<16>()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

impl SharedSignalsRepository for Database {
    fn insert_stream(&self, stream: &StreamRecord) -> RepoResult<()> {
        let row = StreamRow::from(stream);
        self.with(|c| {
            diesel::insert_into(ssf_streams::table)
                .values(&row)
                .execute(c)
        })
        .map(drop)
    }

    fn stream_of(&self, client: ClientId) -> RepoResult<Option<StreamRecord>> {
        let row = self.with(|c| {
            ssf_streams::table
                .filter(ssf_streams::client_id.eq(client.to_string()))
                .select(StreamRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(StreamRecord::try_from).transpose()
    }

    fn update_stream(&self, stream: &StreamRecord) -> RepoResult<()> {
        let row = StreamRow::from(stream);
        let affected = self.transaction(|c| {
            diesel::update(ssf_streams::table.find(&row.id))
                .set((
                    ssf_streams::delivery_method.eq(&row.delivery_method),
                    ssf_streams::endpoint_url.eq(&row.endpoint_url),
                    ssf_streams::sealed_authorization.eq(&row.sealed_authorization),
                    ssf_streams::events_requested.eq(&row.events_requested),
                    ssf_streams::events_delivered.eq(&row.events_delivered),
                    ssf_streams::format.eq(&row.format),
                    ssf_streams::description.eq(&row.description),
                    ssf_streams::updated_at.eq(row.updated_at),
                ))
                .execute(c)
        })?;
        one_row(affected)
    }

    fn delete_stream(&self, client: ClientId) -> RepoResult<bool> {
        let deleted = self.transaction(|c| {
            // A write first, so that SQLite takes its write lock before it
            // reads (a read lock cannot be upgraded while another waits).
            diesel::update(
                ssf_streams::table.filter(ssf_streams::client_id.eq(client.to_string())),
            )
            .set(ssf_streams::updated_at.eq(ssf_streams::updated_at))
            .execute(c)?;
            let ids: Vec<String> = ssf_streams::table
                .filter(ssf_streams::client_id.eq(client.to_string()))
                .select(ssf_streams::id)
                .load(c)?;
            diesel::delete(ssf_events::table.filter(ssf_events::stream_id.eq_any(&ids)))
                .execute(c)?;
            diesel::delete(
                ssf_excluded_subjects::table.filter(ssf_excluded_subjects::stream_id.eq_any(&ids)),
            )
            .execute(c)?;
            diesel::delete(ssf_streams::table.filter(ssf_streams::id.eq_any(&ids))).execute(c)
        })?;
        Ok(deleted > 0)
    }

    fn set_stream_status(
        &self,
        client: ClientId,
        status: StreamStatus,
        reason: &str,
        now: OffsetDateTime,
    ) -> RepoResult<()> {
        let client = client.to_string();
        let affected = self.transaction(|c| {
            let affected =
                diesel::update(ssf_streams::table.filter(ssf_streams::client_id.eq(&client)))
                    .set((
                        ssf_streams::status.eq(status.as_str()),
                        ssf_streams::reason.eq(reason),
                        ssf_streams::updated_at.eq(to_micros(now)),
                    ))
                    .execute(c)?;
            if status == StreamStatus::Disabled {
                // What a disabled stream held is dropped.
                let streams = ssf_streams::table
                    .filter(ssf_streams::client_id.eq(&client))
                    .select(ssf_streams::id);
                diesel::delete(
                    ssf_events::table
                        .filter(ssf_events::stream_id.eq_any(streams))
                        .filter(ssf_events::status.eq(PENDING)),
                )
                .execute(c)?;
            }
            Ok(affected)
        })?;
        one_row(affected)
    }

    fn change_subject(&self, stream: &str, change: &SubjectChange) -> RepoResult<()> {
        self.with(|c| match change {
            SubjectChange::Remove(user) => {
                let row = (
                    ssf_excluded_subjects::stream_id.eq(stream),
                    ssf_excluded_subjects::user_id.eq(user.to_string()),
                );
                // Removing twice is removing once.
                match c {
                    DbConnection::Postgres(pg) => diesel::insert_into(ssf_excluded_subjects::table)
                        .values(row)
                        .on_conflict_do_nothing()
                        .execute(pg),
                    DbConnection::Sqlite(lite) => {
                        diesel::insert_or_ignore_into(ssf_excluded_subjects::table)
                            .values(row)
                            .execute(lite)
                    }
                }
            }
            SubjectChange::Add(user) => diesel::delete(
                ssf_excluded_subjects::table
                    .filter(ssf_excluded_subjects::stream_id.eq(stream))
                    .filter(ssf_excluded_subjects::user_id.eq(user.to_string())),
            )
            .execute(c),
        })
        .map(drop)
    }

    fn queue_verification(
        &self,
        stream: &str,
        state: &str,
        interval: Duration,
        now: OffsetDateTime,
    ) -> RepoResult<bool> {
        let queued = self.transaction(|c| {
            // One statement decides, so two instances asked at once
            // cannot both queue.
            let claimed = diesel::update(
                ssf_streams::table.find(stream).filter(
                    ssf_streams::verified_at
                        .is_null()
                        .or(ssf_streams::verified_at.le(to_micros(now - interval))),
                ),
            )
            .set(ssf_streams::verified_at.eq(to_micros(now)))
            .execute(c)?;
            if claimed == 0 {
                return Ok(false);
            }
            queue(c, stream, SecurityEventType::Verification, state, now)?;
            Ok(true)
        })?;
        Ok(queued)
    }

    fn queue_stream_event(
        &self,
        stream: &str,
        kind: SecurityEventType,
        detail: &str,
        now: OffsetDateTime,
    ) -> RepoResult<()> {
        self.transaction(|c| queue(c, stream, kind, detail, now))
    }

    fn acknowledge(&self, stream: &str, jtis: &[String]) -> RepoResult<u64> {
        if jtis.is_empty() {
            return Ok(0);
        }
        let deleted = self.with(|c| {
            diesel::delete(
                ssf_events::table
                    .filter(ssf_events::stream_id.eq(stream))
                    .filter(ssf_events::status.eq(PENDING))
                    .filter(ssf_events::jti.eq_any(jtis)),
            )
            .execute(c)
        })?;
        Ok(u64::try_from(deleted).unwrap_or(u64::MAX))
    }

    fn waiting_events(
        &self,
        stream: &str,
        limit: u32,
    ) -> RepoResult<(Vec<StoredSecurityEvent>, bool)> {
        let mut rows = self.with(|c| {
            // Only an enabled poll stream's: a paused one holds them.
            ssf_events::table
                .inner_join(ssf_streams::table)
                .filter(ssf_events::stream_id.eq(stream))
                .filter(ssf_events::status.eq(PENDING))
                .filter(ssf_streams::status.eq(StreamStatus::Enabled.as_str()))
                .filter(ssf_streams::delivery_method.eq(StreamDelivery::POLL))
                .order(ssf_events::id)
                .limit(i64::from(limit) + 1)
                .select(EventRow::as_select())
                .load(c)
        })?;
        let more = rows.len() > limit as usize;
        rows.truncate(limit as usize);
        let events = rows
            .into_iter()
            .map(StoredSecurityEvent::try_from)
            .collect::<RepoResult<_>>()?;
        Ok((events, more))
    }

    fn claim_pushes(&self, claim: &Claim) -> RepoResult<Vec<ClaimedPush>> {
        type Row = (
            EventRow,
            (i32, Option<i64>),
            (String, String, String, String, Option<Vec<u8>>),
        );
        // A read first: idle pushers look often, and on SQLite a claim
        // would take the write lock each time.
        if !self.with(|c| pushes_due(c, claim.now))? {
            return Ok(Vec::new());
        }
        let rows: Vec<Row> = self.transaction(|c| {
            let ids: Vec<i64> = claim_ids(c, claim)?.into_iter().map(|r| r.id).collect();
            if ids.is_empty() {
                return Ok(Vec::new());
            }
            ssf_events::table
                .inner_join(ssf_streams::table)
                .filter(ssf_events::id.eq_any(&ids))
                .order(ssf_events::id)
                .select((
                    EventRow::as_select(),
                    (ssf_events::attempts, ssf_events::retry_until),
                    (
                        ssf_streams::client_id,
                        ssf_streams::id,
                        ssf_streams::format,
                        ssf_streams::endpoint_url,
                        ssf_streams::sealed_authorization,
                    ),
                ))
                .load(c)
        })?;
        rows.into_iter()
            .map(
                |(event, (attempts, retry_until), (client, stream, format, url, sealed))| {
                    Ok(ClaimedPush {
                        event: StoredSecurityEvent::try_from(event)?,
                        client_id: client.parse().map_err(|e| corrupt("client id", e))?,
                        stream_id: stream,
                        format: SubjectFormat::parse(&format)
                            .ok_or_else(|| corrupt("stream format", &format))?,
                        endpoint_url: url,
                        authorization: sealed.map(SealedKey::from_bytes),
                        attempt: u32::try_from(attempts).unwrap_or_default(),
                        retry_until: from_micros(retry_until.unwrap_or_default())?,
                    })
                },
            )
            .collect()
    }

    fn push_succeeded(&self, id: i64) -> RepoResult<()> {
        self.with(|c| diesel::delete(ssf_events::table.find(id)).execute(c))
            .map(drop)
    }

    fn push_failed(
        &self,
        id: i64,
        error: &str,
        retry_at: Option<OffsetDateTime>,
    ) -> RepoResult<()> {
        self.with(|c| {
            // Only a still-pending event (an acknowledgement or a disabled
            // stream may have taken it meanwhile).
            let target = ssf_events::table
                .find(id)
                .filter(ssf_events::status.eq(PENDING));
            match retry_at {
                Some(at) => diesel::update(target)
                    .set((
                        ssf_events::last_error.eq(error),
                        ssf_events::next_attempt_at.eq(to_micros(at)),
                    ))
                    .execute(c),
                None => diesel::update(target)
                    .set((
                        ssf_events::status.eq(FAILED),
                        ssf_events::last_error.eq(error),
                    ))
                    .execute(c),
            }
        })
        .map(drop)
    }

    fn delete_old_security_events(&self, before: OffsetDateTime) -> RepoResult<u64> {
        let deleted = self.with(|c| {
            // A push still being tried is the retry period's to end.
            let pushing = ssf_streams::table
                .filter(ssf_streams::status.eq(StreamStatus::Enabled.as_str()))
                .filter(ssf_streams::delivery_method.eq(StreamDelivery::PUSH))
                .select(ssf_streams::id);
            diesel::delete(
                ssf_events::table
                    .filter(ssf_events::occurred_at.lt(to_micros(before)))
                    .filter(
                        ssf_events::status
                            .ne(PENDING)
                            .or(ssf_events::stream_id.ne_all(pushing)),
                    ),
            )
            .execute(c)
        })?;
        Ok(u64::try_from(deleted).unwrap_or(u64::MAX))
    }
}

/// Queues an event of the transmitter's own for `stream` (nothing for a
/// disabled stream).
fn queue(
    c: &mut DbConnection,
    stream: &str,
    kind: SecurityEventType,
    detail: &str,
    now: OffsetDateTime,
) -> QueryResult<()> {
    // A write first (the stream row's lock), as SQLite's writers must.
    diesel::update(ssf_streams::table.find(stream))
        .set(ssf_streams::updated_at.eq(ssf_streams::updated_at))
        .execute(c)?;
    let Some(row) = ssf_streams::table
        .find(stream)
        .select(StreamRow::as_select())
        .first(c)
        .optional()?
    else {
        return Ok(());
    };
    let Ok(record) = StreamRecord::try_from(row) else {
        return Err(diesel::result::Error::NotFound);
    };
    if record.status == StreamStatus::Disabled {
        return Ok(());
    }
    let jti = new_jti();
    diesel::insert_into(ssf_events::table)
        .values((
            ssf_events::stream_id.eq(stream),
            ssf_events::jti.eq(&jti),
            ssf_events::kind.eq(kind.short()),
            ssf_events::detail.eq(detail),
            ssf_events::initiator.eq("system"),
            ssf_events::txn.eq(&jti),
            ssf_events::occurred_at.eq(to_micros(now)),
        ))
        .execute(c)?;
    notify(c)
}

/// Wakes the long polls and pushers of every instance (PostgreSQL; at
/// commit). SQLite serves one instance, which looks by itself.
fn notify(c: &mut DbConnection) -> QueryResult<()> {
    if let DbConnection::Postgres(pg) = c {
        diesel::sql_query("SELECT pg_notify('accounts_ssf', '')").execute(pg)?;
    }
    Ok(())
}

/// Raises `account-purged` for `user` at `email` (deletion calls it
/// before it removes the memberships an organization's receiver is
/// matched by).
pub(crate) fn raise_purged(
    c: &mut DbConnection,
    user: &UserId,
    email: &str,
    initiator: &str,
) -> QueryResult<()> {
    let sql = c.numbered("INSERT INTO ssf_raise VALUES ('account-purged', $1, $2, '', $3)");
    macro_rules! run {
        ($conn:expr) => {
            diesel::sql_query(sql.as_ref())
                .bind::<diesel::sql_types::Text, _>(user.to_string())
                .bind::<diesel::sql_types::Text, _>(email)
                .bind::<diesel::sql_types::Text, _>(initiator)
                .execute($conn)
        };
    }
    match c {
        DbConnection::Postgres(pg) => run!(pg),
        DbConnection::Sqlite(lite) => run!(lite),
    }
    .map(drop)
}
