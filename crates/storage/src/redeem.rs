//! Redeeming an authorization code: consuming it and storing what it
//! issued, atomically.
//!
//! On PostgreSQL this is one statement (data-modifying CTEs), so the code
//! grant's commit costs one round trip instead of five (BEGIN, UPDATE,
//! INSERT, INSERT, COMMIT): the grant is bound by round trips and commits
//! (docs/decisions.md, "The code grant on PostgreSQL"). SQLite, embedded
//! and without data-modifying CTEs, runs the same steps in a transaction.

use accounts_domain::repository::Redemption;
use diesel::pg::Pg;
use diesel::prelude::*;
use diesel::query_builder::{AstPass, Query, QueryFragment, QueryId};
use diesel::sql_types::{BigInt, Binary, Bool, Nullable, Text};

use crate::connection::DbConnection;
use crate::live_session;
use crate::rows::{AccessRow, RefreshRow};
use crate::schema::{access_tokens, authorization_codes, refresh_tokens};

/// Consumes the code with digest `key` at `at` (micros) and inserts the
/// tokens, or reports why not.
pub(crate) fn redeem(
    c: &mut DbConnection,
    key: &[u8],
    at: i64,
    access: &AccessRow,
    refresh: Option<&RefreshRow>,
) -> QueryResult<Redemption> {
    match c {
        DbConnection::Postgres(pg) => in_one_statement(pg, key, at, access, refresh),
        DbConnection::Sqlite(_) => {
            let mut ended = false;
            let outcome = c.transaction(|c| match in_transaction(c, key, at, access, refresh)? {
                // Undo the consumption: the code stays as it was.
                Redemption::SessionEnded => {
                    ended = true;
                    Err(diesel::result::Error::RollbackTransaction)
                }
                other => Ok(other),
            });
            match outcome {
                Err(diesel::result::Error::RollbackTransaction) if ended => {
                    Ok(Redemption::SessionEnded)
                }
                other => other,
            }
        }
    }
}

/// The PostgreSQL statement. Of concurrent redemptions exactly one sees an
/// unconsumed row: the conditional update waits on the row lock of the
/// first and then finds `consumed_at` set. The code's session must be
/// live, and its row is share-locked first (`live_session`), so a session
/// ending at the same moment either waits and then revokes what this
/// issued, or wins and nothing is consumed. Data-modifying CTEs run to
/// completion whether or not the final SELECT reads them, and the inserts
/// take their one row from the update, so nothing is inserted unless the
/// code was consumed. Written as a query fragment rather than `sql_query`
/// so that Diesel keeps it prepared (keyed by its text: two shapes, with
/// and without a refresh token) instead of parsing and planning each call.
struct Consume<'a> {
    key: &'a [u8],
    at: i64,
    access: &'a AccessRow,
    refresh: Option<&'a RefreshRow>,
}

impl QueryId for Consume<'_> {
    type QueryId = ();
    const HAS_STATIC_QUERY_ID: bool = false;
}

impl Query for Consume<'_> {
    type SqlType = (Bool, Bool, Bool);
}

impl RunQueryDsl<PgConnection> for Consume<'_> {}

impl QueryFragment<Pg> for Consume<'_> {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        out.push_sql(
            "WITH live AS (SELECT id FROM sessions WHERE revoked_at IS NULL AND id = \
             (SELECT session_id FROM authorization_codes WHERE digest = ",
        );
        out.push_bind_param::<Binary, _>(&self.key)?;
        out.push_sql(
            ") FOR SHARE), \
             consumed AS (UPDATE authorization_codes SET consumed_at = ",
        );
        out.push_bind_param::<BigInt, _>(&self.at)?;
        out.push_sql(" WHERE digest = ");
        out.push_bind_param::<Binary, _>(&self.key)?;
        out.push_sql(
            " AND consumed_at IS NULL AND session_id IN (SELECT id FROM live) \
             RETURNING digest), \
             access AS (INSERT INTO access_tokens \
             (id, grant_id, client_id, session_id, issued_at, expires_at) SELECT ",
        );
        let a = self.access;
        out.push_bind_param::<Text, _>(&a.id)?;
        out.push_sql(", ");
        out.push_bind_param::<Text, _>(&a.grant_id)?;
        out.push_sql(", ");
        out.push_bind_param::<Text, _>(&a.client_id)?;
        out.push_sql(", ");
        out.push_bind_param::<Text, _>(&a.session_id)?;
        out.push_sql(", ");
        out.push_bind_param::<BigInt, _>(&a.issued_at)?;
        out.push_sql(", ");
        out.push_bind_param::<BigInt, _>(&a.expires_at)?;
        out.push_sql(" FROM consumed RETURNING id)");
        if let Some(r) = self.refresh {
            out.push_sql(
                ", refresh AS (INSERT INTO refresh_tokens (id, digest, grant_id, client_id, \
                 user_id, session_id, scope, created_at, expires_at, jkt, organization_id, \
                 resource, resource_scopes) \
                 SELECT ",
            );
            out.push_bind_param::<Text, _>(&r.id)?;
            out.push_sql(", ");
            out.push_bind_param::<Binary, _>(&r.digest)?;
            out.push_sql(", ");
            out.push_bind_param::<Text, _>(&r.grant_id)?;
            out.push_sql(", ");
            out.push_bind_param::<Text, _>(&r.client_id)?;
            out.push_sql(", ");
            out.push_bind_param::<Text, _>(&r.user_id)?;
            out.push_sql(", ");
            out.push_bind_param::<Text, _>(&r.session_id)?;
            out.push_sql(", ");
            out.push_bind_param::<Text, _>(&r.scope)?;
            out.push_sql(", ");
            out.push_bind_param::<BigInt, _>(&r.created_at)?;
            out.push_sql(", ");
            out.push_bind_param::<BigInt, _>(&r.expires_at)?;
            out.push_sql(", ");
            out.push_bind_param::<Nullable<Text>, _>(&r.jkt)?;
            out.push_sql(", ");
            out.push_bind_param::<Nullable<Text>, _>(&r.organization_id)?;
            out.push_sql(", ");
            out.push_bind_param::<Nullable<Text>, _>(&r.resource)?;
            out.push_sql(", ");
            out.push_bind_param::<Nullable<Text>, _>(&r.resource_scopes)?;
            out.push_sql(" FROM consumed RETURNING id)");
        }
        out.push_sql(
            " SELECT EXISTS (SELECT 1 FROM consumed), \
             EXISTS (SELECT 1 FROM authorization_codes WHERE digest = ",
        );
        out.push_bind_param::<Binary, _>(&self.key)?;
        out.push_sql("), EXISTS (SELECT 1 FROM live)");
        Ok(())
    }
}

fn in_one_statement(
    pg: &mut PgConnection,
    key: &[u8],
    at: i64,
    access: &AccessRow,
    refresh: Option<&RefreshRow>,
) -> QueryResult<Redemption> {
    let (consumed, present, live): (bool, bool, bool) = Consume {
        key,
        at,
        access,
        refresh,
    }
    .get_result(pg)?;
    Ok(match (consumed, present, live) {
        (true, _, _) => Redemption::Redeemed,
        (false, false, _) => Redemption::NotFound,
        // Present and unconsumed as this statement began, yet not consumed
        // by it: a concurrent redemption won, or the session had ended.
        (false, true, true) => Redemption::AlreadyConsumed,
        (false, true, false) => Redemption::SessionEnded,
    })
}

fn in_transaction(
    c: &mut DbConnection,
    key: &[u8],
    at: i64,
    access: &AccessRow,
    refresh: Option<&RefreshRow>,
) -> QueryResult<Redemption> {
    // SQLite: the update comes first, so the transaction holds the write
    // lock before it reads anything.
    let consumed = diesel::update(
        authorization_codes::table
            .find(key)
            .filter(authorization_codes::consumed_at.is_null()),
    )
    .set(authorization_codes::consumed_at.eq(at))
    .execute(c)?;
    if consumed == 0 {
        let present = authorization_codes::table
            .find(key)
            .count()
            .get_result::<i64>(c)?
            > 0;
        return Ok(if present {
            Redemption::AlreadyConsumed
        } else {
            Redemption::NotFound
        });
    }
    // The write lock is held: the session's state holds to the commit.
    if !live_session::is_live(c, &access.session_id)? {
        return Ok(Redemption::SessionEnded);
    }
    diesel::insert_into(access_tokens::table)
        .values(access)
        .execute(c)?;
    if let Some(refresh) = refresh {
        diesel::insert_into(refresh_tokens::table)
            .values(refresh)
            .execute(c)?;
    }
    Ok(Redemption::Redeemed)
}
