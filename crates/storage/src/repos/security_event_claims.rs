//! Which security events a pusher claims (docs/decisions.md, "Shared
//! Signals"): the due pending events of enabled push streams, at most one
//! per stream and always its oldest pending one, so a stream's SETs
//! arrive in order; as the webhook deliveries' claim, PostgreSQL skips
//! rows another instance's claim holds.

use accounts_domain::webhooks::Claim;
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Bool, Nullable};
use time::OffsetDateTime;

use crate::connection::DbConnection;
use crate::time_codec::to_micros;

use super::webhook::ClaimedId;

/// The candidates, due at $1 (one statement for the claim and the look).
macro_rules! candidates {
    () => {
        "FROM ssf_events e JOIN ssf_streams s ON s.id = e.stream_id \
         WHERE e.status = 'pending' AND e.next_attempt_at <= $1 \
           AND s.status = 'enabled' AND s.delivery_method = 'urn:ietf:rfc:8935' \
           AND NOT EXISTS (SELECT 1 FROM ssf_events o \
             WHERE o.stream_id = e.stream_id AND o.status = 'pending' AND o.id < e.id)"
    };
}

/// $1 now, $2 lease end, $3 retry period's end, $4 how many.
const CLAIM: &str = concat!(
    "UPDATE ssf_events SET attempts = attempts + 1, \
     next_attempt_at = $2, retry_until = COALESCE(retry_until, $3) \
     WHERE id IN (SELECT e.id ",
    candidates!(),
    " ORDER BY e.id LIMIT $4 {lock}) RETURNING id"
);

/// Whether a claim at $1 would find anything.
const DUE: &str = concat!("SELECT EXISTS (SELECT 1 ", candidates!(), ") AS due");

#[derive(QueryableByName)]
struct Due {
    #[diesel(sql_type = Bool)]
    due: bool,
}

/// Whether a claim at `now` would find anything (a read: it takes no
/// write lock).
pub(super) fn pushes_due(c: &mut DbConnection, now: OffsetDateTime) -> QueryResult<bool> {
    let statement = c.numbered(DUE);
    let now = to_micros(now);
    let found: Vec<Due> = match c {
        DbConnection::Postgres(pg) => diesel::sql_query(statement.as_ref())
            .bind::<BigInt, _>(now)
            .load(pg)?,
        DbConnection::Sqlite(lite) => diesel::sql_query(statement.as_ref())
            .bind::<BigInt, _>(now)
            .load(lite)?,
    };
    Ok(found.first().is_some_and(|d| d.due))
}

/// Claims per [`CLAIM`]: counts the attempt, sets the lease and the retry
/// period's end (on the first attempt).
pub(super) fn claim_ids(c: &mut DbConnection, claim: &Claim) -> QueryResult<Vec<ClaimedId>> {
    let lock = match c {
        DbConnection::Postgres(_) => "FOR UPDATE OF e SKIP LOCKED",
        DbConnection::Sqlite(_) => "",
    };
    let sql = CLAIM.replace("{lock}", lock);
    let statement = c.numbered(&sql);
    let (now, lease, until, limit) = (
        to_micros(claim.now),
        to_micros(claim.lease_until),
        to_micros(claim.retry_until),
        i64::from(claim.limit),
    );
    macro_rules! run {
        ($conn:expr) => {
            diesel::sql_query(statement.as_ref())
                .bind::<BigInt, _>(now)
                .bind::<BigInt, _>(lease)
                .bind::<Nullable<BigInt>, _>(Some(until))
                .bind::<BigInt, _>(limit)
                .load::<ClaimedId>($conn)
        };
    }
    match c {
        DbConnection::Postgres(pg) => run!(pg),
        DbConnection::Sqlite(lite) => run!(lite),
    }
}
