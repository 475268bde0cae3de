//! Throttles: one row per key, each change one statement that decides and
//! returns the outcome (docs/decisions.md, "Throttles").
//!
//! The decision is made by the statement itself, on the row it locks, so
//! parallel attempts on any number of instances serialise on that row and
//! none decides on a count read before another changed it (Keycloak's
//! multi-node lockout race). The same text runs on both backends: PostgreSQL
//! numbers its parameters `$n`, SQLite `?n`; everything else (upsert with
//! `RETURNING`, `CASE`, `<<` on 64-bit integers) both understand.

use std::sync::LazyLock;

use accounts_domain::imports::Rehash;
use accounts_domain::records::{AuditEvent, SessionRecord};
use accounts_domain::repository::{
    Admission, RepoResult, ThrottleKey, ThrottlePolicy, ThrottleRepository,
};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Binary, Integer, Nullable};
use time::{Duration, OffsetDateTime};

use crate::connection::{Database, DbConnection};
use crate::rows::SessionRow;
use crate::time_codec::to_micros;

use super::{audit, session, user};

/// Parameters, in binding order: $1 key, $2 now, $3 max failures,
/// $4 lockout, $5 longest lockout, $6 window, $7 in-flight expiry (all
/// times in microseconds).
///
/// Attempts in flight, not counting those reserved before the expiry.
const IN_FLIGHT: &str =
    "(CASE WHEN throttles.reserved_at <= $2 - $7 THEN 0 ELSE throttles.in_flight END)";
/// The lock, if it still holds.
const LOCKED: &str = "(COALESCE(throttles.locked_until, 0) > $2)";

/// Reserves an attempt; no row comes back when it is refused (the update's
/// condition fails and nothing is written).
static RESERVE: LazyLock<String> = LazyLock::new(|| {
    // A key that is idle (nothing in flight, no failure within the window,
    // not locked) starts afresh.
    let fresh = format!("({IN_FLIGHT} = 0 AND throttles.last_failure <= $2 - $6 AND NOT {LOCKED})");
    let failures = format!("(CASE WHEN {fresh} THEN 0 ELSE throttles.failures END)");
    // Below the limit, as many attempts as are left; past it (a lockout
    // ended), one at a time.
    let allowed = format!("(CASE WHEN {failures} >= $3 THEN 1 ELSE $3 - {failures} END)");
    format!(
        "INSERT INTO throttles (key, failures, in_flight, reserved_at, last_failure, locked_until) \
         VALUES ($1, 0, 1, $2, $2, NULL) \
         ON CONFLICT (key) DO UPDATE SET \
           failures = {failures}, \
           in_flight = {IN_FLIGHT} + 1, \
           reserved_at = $2, \
           last_failure = CASE WHEN {fresh} THEN $2 ELSE throttles.last_failure END, \
           locked_until = CASE WHEN {fresh} THEN NULL ELSE throttles.locked_until END \
         WHERE NOT {LOCKED} AND {IN_FLIGHT} < {allowed} \
         RETURNING locked_until"
    )
});

/// Counts a failure and returns the lock it leaves (if any): the failure
/// that reaches the limit locks for the first lockout, each further one
/// doubles it, capped, and never shortens a lock already set.
static FAILED: LazyLock<String> = LazyLock::new(|| {
    let beyond = "(CASE WHEN throttles.failures + 1 - $3 > 16 THEN 16 \
                  ELSE throttles.failures + 1 - $3 END)";
    let doubled = format!("($4 << {beyond})");
    let lockout = format!("(CASE WHEN {doubled} > $5 THEN $5 ELSE {doubled} END)");
    let until = format!("($2 + {lockout})");
    format!(
        "INSERT INTO throttles (key, failures, in_flight, reserved_at, last_failure, locked_until) \
         VALUES ($1, 1, 0, $2, $2, CASE WHEN 1 >= $3 THEN $2 + $4 ELSE NULL END) \
         ON CONFLICT (key) DO UPDATE SET \
           in_flight = CASE WHEN {IN_FLIGHT} > 0 THEN {IN_FLIGHT} - 1 ELSE 0 END, \
           failures = throttles.failures + 1, \
           last_failure = $2, \
           locked_until = CASE \
             WHEN throttles.failures + 1 < $3 THEN throttles.locked_until \
             WHEN COALESCE(throttles.locked_until, 0) > {until} THEN throttles.locked_until \
             ELSE {until} END \
         RETURNING locked_until"
    )
});

/// Reports a success: the key is cleared unless it is locked now (attempts
/// beside this one locked it), decided on the locked row.
static SUCCEEDED: LazyLock<String> = LazyLock::new(|| {
    format!(
        "UPDATE throttles SET \
           in_flight = CASE WHEN in_flight > 0 THEN in_flight - 1 ELSE 0 END, \
           failures = CASE WHEN {LOCKED} THEN failures ELSE 0 END, \
           locked_until = CASE WHEN {LOCKED} THEN locked_until ELSE NULL END \
         WHERE key = $1 \
         RETURNING locked_until"
    )
    .replace("throttles.", "")
});

const RELEASE: &str = "UPDATE throttles SET \
    in_flight = CASE WHEN in_flight > 0 THEN in_flight - 1 ELSE 0 END WHERE key = $1";

const LOCK_OF: &str = "SELECT locked_until FROM throttles WHERE key = $1";

const DELETE_IDLE: &str = "DELETE FROM throttles WHERE reserved_at <= $1 \
    AND last_failure <= $1 AND COALESCE(locked_until, 0) <= $2";

#[derive(QueryableByName)]
struct Lock {
    #[diesel(sql_type = Nullable<BigInt>)]
    locked_until: Option<i64>,
}

/// A statement with its parameters, run on either backend.
struct Statement<'a> {
    sql: &'a str,
    key: Option<&'a [u8]>,
    numbers: Vec<Number>,
}

enum Number {
    Int(i32),
    Big(i64),
}

impl<'a> Statement<'a> {
    fn new(sql: &'a str, key: Option<&'a ThrottleKey>) -> Self {
        Self {
            sql,
            key: key.map(ThrottleKey::as_bytes),
            numbers: Vec::new(),
        }
    }

    /// The parameters after the key: `now` and the policy's numbers.
    fn with_policy(mut self, now: OffsetDateTime, policy: &ThrottlePolicy) -> Self {
        let micros = |d: Duration| i64::try_from(d.whole_microseconds()).unwrap_or(i64::MAX);
        self.numbers = vec![
            Number::Big(to_micros(now)),
            Number::Int(i32::try_from(policy.max_failures.max(1)).unwrap_or(i32::MAX)),
            Number::Big(micros(policy.lockout)),
            Number::Big(micros(policy.max_lockout)),
            Number::Big(micros(policy.window)),
            Number::Big(micros(policy.in_flight_expiry)),
        ];
        self
    }

    fn with_big(mut self, value: i64) -> Self {
        self.numbers.push(Number::Big(value));
        self
    }

    /// Binds and runs; `Some` with the row's lock when a row came back.
    fn load(&self, c: &mut DbConnection) -> QueryResult<Option<Option<i64>>> {
        let sql = c.numbered(self.sql);
        let lock = match c {
            DbConnection::Postgres(pg) => bound!(self, sql).get_result::<Lock>(pg),
            DbConnection::Sqlite(lite) => bound!(self, sql).get_result::<Lock>(lite),
        };
        Ok(lock.optional()?.map(|lock| lock.locked_until))
    }

    fn execute(&self, c: &mut DbConnection) -> QueryResult<usize> {
        let sql = c.numbered(self.sql);
        match c {
            DbConnection::Postgres(pg) => bound!(self, sql).execute(pg),
            DbConnection::Sqlite(lite) => bound!(self, sql).execute(lite),
        }
    }
}

/// The statement's text with its parameters bound, for one backend (the
/// backend is inferred from the connection it runs on).
macro_rules! bound {
    ($statement:expr, $sql:expr) => {{
        let statement: &Statement<'_> = $statement;
        let mut query = diesel::sql_query($sql).into_boxed();
        if let Some(key) = statement.key {
            query = query.bind::<Binary, _>(key.to_vec());
        }
        for number in &statement.numbers {
            query = match *number {
                Number::Int(value) => query.bind::<Integer, _>(value),
                Number::Big(value) => query.bind::<BigInt, _>(value),
            };
        }
        query
    }};
}
use bound;

/// What a returned lock means at `now`.
fn admission(locked_until: Option<i64>, now: OffsetDateTime) -> Admission {
    let now = to_micros(now);
    match locked_until {
        Some(until) if until > now => Admission::Locked {
            retry_after: Duration::microseconds(until - now),
        },
        _ => Admission::Admitted,
    }
}

impl ThrottleRepository for Database {
    fn reserve_attempt(
        &self,
        key: &ThrottleKey,
        policy: &ThrottlePolicy,
        now: OffsetDateTime,
    ) -> RepoResult<Admission> {
        let reserve = Statement::new(&RESERVE, Some(key)).with_policy(now, policy);
        if self.with(|c| reserve.load(c))?.is_some() {
            return Ok(Admission::Admitted);
        }
        // Refused. Read the lock only to say how long to wait: the
        // decision was the statement's.
        let lock = self.with(|c| Statement::new(LOCK_OF, Some(key)).load(c))?;
        Ok(match admission(lock.flatten(), now) {
            Admission::Admitted => Admission::Locked {
                retry_after: policy.lockout,
            },
            locked => locked,
        })
    }

    fn attempt_failed(
        &self,
        key: &ThrottleKey,
        policy: &ThrottlePolicy,
        now: OffsetDateTime,
    ) -> RepoResult<Admission> {
        let failed = Statement::new(&FAILED, Some(key)).with_policy(now, policy);
        let lock = self.with(|c| failed.load(c))?;
        Ok(admission(lock.flatten(), now))
    }

    fn attempt_succeeded(&self, key: &ThrottleKey, now: OffsetDateTime) -> RepoResult<Admission> {
        let succeeded = Statement::new(&SUCCEEDED, Some(key)).with_big(to_micros(now));
        let lock = self.with(|c| succeeded.load(c))?;
        Ok(admission(lock.flatten(), now))
    }

    fn attempt_failed_audited(
        &self,
        key: &ThrottleKey,
        policy: &ThrottlePolicy,
        now: OffsetDateTime,
        event: &AuditEvent,
    ) -> RepoResult<Admission> {
        let failed = Statement::new(&FAILED, Some(key)).with_policy(now, policy);
        // The count first: on SQLite the transaction's first statement
        // writes, so it holds the write lock from the start.
        let lock = self.transaction(|c| {
            let lock = failed.load(c)?;
            audit::append(c, event)?;
            Ok(lock)
        })?;
        Ok(admission(lock.flatten(), now))
    }

    fn attempt_succeeded_opening(
        &self,
        key: &ThrottleKey,
        now: OffsetDateTime,
        session: &SessionRecord,
        event: &AuditEvent,
        rehash: Option<&Rehash>,
    ) -> RepoResult<Admission> {
        let row = SessionRow::try_from(session)?;
        let succeeded = Statement::new(&SUCCEEDED, Some(key)).with_big(to_micros(now));
        self.transaction(|c| {
            let answer = admission(succeeded.load(c)?.flatten(), now);
            if answer == Admission::Admitted {
                if let Some(rehash) = rehash {
                    user::rehash(c, rehash)?;
                }
                session::insert_audited(c, &row, event)?;
            }
            Ok(answer)
        })
    }

    fn attempt_succeeded_rehashing(
        &self,
        key: &ThrottleKey,
        now: OffsetDateTime,
        rehash: &Rehash,
    ) -> RepoResult<Admission> {
        let succeeded = Statement::new(&SUCCEEDED, Some(key)).with_big(to_micros(now));
        self.transaction(|c| {
            let answer = admission(succeeded.load(c)?.flatten(), now);
            if answer == Admission::Admitted {
                user::rehash(c, rehash)?;
            }
            Ok(answer)
        })
    }

    fn release_attempt(&self, key: &ThrottleKey) -> RepoResult<()> {
        self.with(|c| Statement::new(RELEASE, Some(key)).execute(c))
            .map(drop)
    }

    fn locked_until(
        &self,
        key: &ThrottleKey,
        now: OffsetDateTime,
    ) -> RepoResult<Option<OffsetDateTime>> {
        let lock = self.with(|c| Statement::new(LOCK_OF, Some(key)).load(c))?;
        Ok(match lock.flatten() {
            Some(until) if until > to_micros(now) => Some(crate::time_codec::from_micros(until)?),
            _ => None,
        })
    }

    fn delete_idle_throttles(
        &self,
        idle_since: OffsetDateTime,
        now: OffsetDateTime,
    ) -> RepoResult<u64> {
        let delete = Statement::new(DELETE_IDLE, None)
            .with_big(to_micros(idle_since))
            .with_big(to_micros(now));
        let deleted = self.with(|c| delete.execute(c))?;
        Ok(u64::try_from(deleted).unwrap_or(u64::MAX))
    }
}
