//! Console roles and the console's reads: the users search (from indexes:
//! the address's, the name's words' in `user_search_words`, the id's) and
//! the overview's counts (docs/decisions.md, "Operator console").

use accounts_domain::ids::{SessionId, UserId};
use accounts_domain::operators::{
    ConsoleCounts, HourOfSignIns, OperatorRepository, Role, UserSearch,
};
use accounts_domain::records::{AuditAction, UserRecord};
use accounts_domain::repository::{RepoError, RepoResult};
use diesel::dsl::{AsSelect, SqlTypeOf, sql};
use diesel::prelude::*;
use diesel::query_builder::{AstPass, Query, QueryFragment, QueryId};
use diesel::sql_types::{BigInt, Bool, Text};
use time::OffsetDateTime;

use crate::connection::{Database, DbConnection};
use crate::rows::{UserRow, convert_all};
use crate::schema::{
    console_activity, operator_roles, sessions, throttles, users, webhook_deliveries,
};
use crate::time_codec::{from_micros, to_micros};

const HOUR_MICROS: i64 = 3_600_000_000;

/// The actions the overview counts as sign-ins, and whether each succeeded.
const SIGN_IN_ACTIONS: [(AuditAction, bool); 4] = [
    (AuditAction::LoginSucceeded, true),
    (AuditAction::UpstreamSignIn, true),
    (AuditAction::LoginFailed, false),
    (AuditAction::FactorFailed, false),
];

#[derive(QueryableByName)]
struct HourCount {
    #[diesel(sql_type = Text)]
    action: String,
    #[diesel(sql_type = BigInt)]
    hour: i64,
    #[diesel(sql_type = BigInt)]
    events: i64,
}

/// The most characters of a name (from one of its words on) that
/// `user_search_words` keeps, and of a query compared with them.
const SEARCH_WORD_CHARS: usize = 64;

type Db = <DbConnection as Connection>::Backend;
/// The users search as the repository runs it.
type SearchQuery = users::BoxedQuery<'static, Db, SqlTypeOf<AsSelect<UserRow, Db>>>;

/// The users search for `search` (`postgres`: on PostgreSQL, else
/// SQLite): a page of users in id order, after the cursor, whose id is
/// the query, whose address starts with it (`users_email_prefix`, or the
/// unique index of `email_normalized`), or a word of whose name starts
/// it (`user_search_words`, kept by triggers: docs/decisions.md,
/// "Operator console"). Each of the three is its own page in id order
/// from its own index, and the page is the first of their union: one
/// condition `OR`ed over two tables would leave the planner no index.
fn search_query(search: &UserSearch, postgres: bool) -> SearchQuery {
    let mut query = users::table
        .select(UserRow::as_select())
        .order(users::id)
        .limit(i64::from(search.limit))
        .into_boxed();
    if let Some(after) = search.after {
        query = query.filter(users::id.gt(after.to_string()));
    }
    let Some(text) = search.prefix.as_deref() else {
        return query;
    };
    // Every id is after "": no cursor needs no condition of its own.
    let after = search.after.map(|a| a.to_string()).unwrap_or_default();
    let address = text.to_lowercase();
    // The words are lower-cased by the database (the triggers' `lower()`),
    // so the query is too.
    let words: String = text.chars().take(SEARCH_WORD_CHARS).collect();
    let limit = search.limit;
    // The id's arm, the same on both backends.
    macro_rules! or_the_id {
        ($arms:expr) => {
            query.filter(
                $arms
                    .bind::<Text, _>(text.to_owned())
                    .sql(" AND u.id > ")
                    .bind::<Text, _>(after)
                    .sql(")"),
            )
        };
    }
    // PostgreSQL: LIKE on `text_pattern_ops` indexes; SQLite: binary
    // ranges, which its indexes answer (its LIKE would not use one on an
    // expression).
    if postgres {
        or_the_id!(
            sql::<Bool>(
                "users.id IN (SELECT id FROM (SELECT u.id FROM users AS u \
             WHERE u.email_normalized LIKE ",
            )
            .bind::<Text, _>(like_prefix(&address))
            .sql(" ESCAPE '\\' AND u.id > ")
            .bind::<Text, _>(after.clone())
            .sql(&format!(
                " ORDER BY u.id LIMIT {limit}) AS by_address \
             UNION SELECT user_id FROM (SELECT DISTINCT w.user_id FROM user_search_words AS w \
             WHERE w.tail LIKE replace(lower("
            ))
            .bind::<Text, _>(like_prefix(&words))
            .sql("), '-', ' ') ESCAPE '\\' AND w.user_id > ")
            .bind::<Text, _>(after.clone())
            .sql(&format!(
                " ORDER BY w.user_id LIMIT {limit}) AS by_name \
             UNION SELECT u.id FROM users AS u WHERE u.id = "
            ))
        )
    } else {
        or_the_id!(
            sql::<Bool>(
                "users.id IN (SELECT id FROM (SELECT u.id FROM users AS u \
             WHERE u.email_normalized >= ",
            )
            .bind::<Text, _>(address.clone())
            .sql(" AND u.email_normalized < ")
            .bind::<Text, _>(range_end(&address))
            .sql(" AND u.id > ")
            .bind::<Text, _>(after.clone())
            .sql(&format!(
                " ORDER BY u.id LIMIT {limit}) AS by_address \
             UNION SELECT user_id FROM (SELECT DISTINCT w.user_id FROM user_search_words AS w \
             WHERE w.tail >= replace(lower("
            ))
            .bind::<Text, _>(words.clone())
            .sql("), '-', ' ') AND w.tail < replace(lower(")
            .bind::<Text, _>(range_end(&words))
            .sql("), '-', ' ') AND w.user_id > ")
            .bind::<Text, _>(after.clone())
            .sql(&format!(
                " ORDER BY w.user_id LIMIT {limit}) AS by_name \
             UNION SELECT u.id FROM users AS u WHERE u.id = "
            ))
        )
    }
}

/// `EXPLAIN (ANALYZE, BUFFERS)` of a query, with its own binds.
struct Explain<Q>(Q);

impl<Q> QueryId for Explain<Q> {
    type QueryId = ();
    const HAS_STATIC_QUERY_ID: bool = false;
}

impl<Q> Query for Explain<Q> {
    type SqlType = Text;
}

impl<Q, C> RunQueryDsl<C> for Explain<Q> {}

impl<B: diesel::backend::Backend, Q: QueryFragment<B>> QueryFragment<B> for Explain<Q> {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, B>) -> QueryResult<()> {
        out.push_sql("EXPLAIN (ANALYZE, BUFFERS) ");
        self.0.walk_ast(out.reborrow())
    }
}

impl Database {
    /// The PostgreSQL plan (`EXPLAIN (ANALYZE, BUFFERS)`, one line a
    /// row) of the very query [`OperatorRepository::search_users`] runs
    /// for `search`, binds included: what the console's benchmarks print
    /// to show the indexes it uses. SQLite has no such plan: `Other`.
    pub fn explain_search_users(&self, search: &UserSearch) -> RepoResult<Vec<String>> {
        self.with(|c| match c {
            DbConnection::Postgres(_) => Explain(search_query(search, true)).load::<String>(c),
            DbConnection::Sqlite(_) => Err(diesel::result::Error::QueryBuilderError(
                "a search's plan is read on PostgreSQL only".into(),
            )),
        })
    }
}

/// LIKE's wildcards and its escape character taken literally.
fn like_prefix(prefix: &str) -> String {
    let mut pattern = String::with_capacity(prefix.len() + 1);
    for c in prefix.chars() {
        if matches!(c, '%' | '_' | '\\') {
            pattern.push('\\');
        }
        pattern.push(c);
    }
    pattern.push('%');
    pattern
}

/// The end of the range of strings that start with `prefix` in binary
/// order: nothing starting with it sorts at or after it.
fn range_end(prefix: &str) -> String {
    format!("{prefix}\u{10FFFF}")
}

fn count(value: i64) -> u64 {
    u64::try_from(value).unwrap_or(0)
}

impl OperatorRepository for Database {
    fn role_of(&self, user: UserId) -> RepoResult<Option<Role>> {
        let role: Option<String> = self.with(|c| {
            operator_roles::table
                .find(user.to_string())
                .select(operator_roles::role)
                .first(c)
                .optional()
        })?;
        role.map(|r| Role::parse(&r).ok_or_else(|| crate::errors::corrupt("role", r)))
            .transpose()
    }

    fn set_role(&self, user: UserId, role: Option<Role>, now: OffsetDateTime) -> RepoResult<()> {
        let user = user.to_string();
        let at = to_micros(now);
        let found = self.transaction(|c| {
            // The user's row first: a user deleted meanwhile gets no role.
            let found = diesel::update(users::table.find(&user))
                .set(users::updated_at.eq(at))
                .execute(c)?;
            if found == 0 {
                return Ok(false);
            }
            diesel::delete(operator_roles::table.find(&user)).execute(c)?;
            if let Some(role) = role {
                diesel::insert_into(operator_roles::table)
                    .values((
                        operator_roles::user_id.eq(&user),
                        operator_roles::role.eq(role.as_str()),
                        operator_roles::updated_at.eq(at),
                    ))
                    .execute(c)?;
            }
            Ok(true)
        })?;
        if found {
            Ok(())
        } else {
            Err(RepoError::NotFound)
        }
    }

    fn console_seen(&self, session: SessionId) -> RepoResult<Option<OffsetDateTime>> {
        let seen: Option<i64> = self.with(|c| {
            console_activity::table
                .find(session.to_string())
                .select(console_activity::seen_at)
                .first(c)
                .optional()
        })?;
        seen.map(from_micros).transpose()
    }

    fn note_console_seen(&self, session: SessionId, now: OffsetDateTime) -> RepoResult<()> {
        const UPSERT: &str = "INSERT INTO console_activity (session_id, seen_at) VALUES ($1, $2) \
             ON CONFLICT (session_id) DO UPDATE SET seen_at = excluded.seen_at";
        let (id, at) = (session.to_string(), to_micros(now));
        self.with(|c| {
            let sql = c.numbered(UPSERT);
            match c {
                DbConnection::Postgres(pg) => diesel::sql_query(sql)
                    .bind::<Text, _>(&id)
                    .bind::<BigInt, _>(at)
                    .execute(pg),
                DbConnection::Sqlite(lite) => diesel::sql_query(sql)
                    .bind::<Text, _>(&id)
                    .bind::<BigInt, _>(at)
                    .execute(lite),
            }
        })
        .map(drop)
    }

    fn search_users(&self, search: &UserSearch) -> RepoResult<Vec<UserRecord>> {
        let rows = self.with(|c| {
            let postgres = matches!(c, DbConnection::Postgres(_));
            search_query(search, postgres).load(c)
        })?;
        convert_all(rows)
    }

    fn console_counts(
        &self,
        now: OffsetDateTime,
        live_since: OffsetDateTime,
        sign_ins_since: OffsetDateTime,
    ) -> RepoResult<ConsoleCounts> {
        let now = to_micros(now);
        let live_since = to_micros(live_since);
        let since = to_micros(sign_ins_since);
        let (users, live, lockouts, failing, hours) = self.with(|c| {
            let users: i64 = users::table.count().get_result(c)?;
            let live: i64 = sessions::table
                .filter(sessions::revoked_at.is_null())
                .filter(sessions::last_seen_at.ge(live_since))
                .count()
                .get_result(c)?;
            let lockouts: i64 = throttles::table
                .filter(throttles::locked_until.gt(now))
                .count()
                .get_result(c)?;
            let failing: i64 = webhook_deliveries::table
                .filter(
                    webhook_deliveries::status
                        .eq("failed")
                        .or(webhook_deliveries::status
                            .eq("pending")
                            .and(webhook_deliveries::attempts.gt(0))
                            .and(webhook_deliveries::last_error.ne(""))),
                )
                .count()
                .get_result(c)?;
            let names: Vec<String> = SIGN_IN_ACTIONS
                .iter()
                .map(|(a, _)| format!("'{}'", a.as_str()))
                .collect();
            // Grouped in the database: the 24 hours' events are counted by
            // the index on `at`, never loaded.
            let grouped = format!(
                "SELECT action, at / {HOUR_MICROS} AS hour, COUNT(*) AS events \
                 FROM audit_events WHERE at >= {since} AND action IN ({}) \
                 GROUP BY action, at / {HOUR_MICROS}",
                names.join(", ")
            );
            let hours: Vec<HourCount> = match c {
                DbConnection::Postgres(pg) => diesel::sql_query(grouped).load(pg)?,
                DbConnection::Sqlite(lite) => diesel::sql_query(grouped).load(lite)?,
            };
            Ok((users, live, lockouts, failing, hours))
        })?;
        let first = since / HOUR_MICROS;
        let last = now / HOUR_MICROS;
        let mut sign_ins: Vec<HourOfSignIns> = (first..=last)
            .map(|hour| HourOfSignIns {
                hour,
                ..HourOfSignIns::default()
            })
            .collect();
        for row in hours {
            let Some(slot) = usize::try_from(row.hour - first)
                .ok()
                .and_then(|i| sign_ins.get_mut(i))
            else {
                continue;
            };
            let succeeded = SIGN_IN_ACTIONS
                .iter()
                .find(|(a, _)| a.as_str() == row.action)
                .is_some_and(|(_, ok)| *ok);
            if succeeded {
                slot.succeeded += count(row.events);
            } else {
                slot.failed += count(row.events);
            }
        }
        Ok(ConsoleCounts {
            users: count(users),
            live_sessions: count(live),
            lockouts: count(lockouts),
            failing_deliveries: count(failing),
            sign_ins,
        })
    }
}
