//! Grants check their session inside their own transaction
//! (docs/decisions.md, "Caches and several instances"): an instance's
//! cache may not know yet that another instance ended the session.
//!
//! On PostgreSQL the session's row is share-locked for the rest of the
//! transaction. Ending a session updates that row first and revokes the
//! session's tokens after it, in one transaction; so an end that comes
//! second waits for the grant and its revocations then see what the grant
//! stored, and an end that comes first makes the check fail (the locking
//! read re-checks the row once the end commits). On SQLite writers are
//! serialised, so the condition inside the grant's first write is enough.

use diesel::prelude::*;
use diesel::sql_types::{BigInt, Text};

use crate::connection::DbConnection;
use crate::rows::AccessRow;
use crate::schema::sessions;

/// Whether session `id` is live, share-locking its row until the
/// transaction ends (PostgreSQL).
pub(crate) fn lock_if_live(pg: &mut PgConnection, id: &str) -> QueryResult<bool> {
    Ok(sessions::table
        .find(id)
        .filter(sessions::revoked_at.is_null())
        .select(sessions::id)
        .for_share()
        .first::<String>(pg)
        .optional()?
        .is_some())
}

/// Whether session `id` is live, read inside the caller's transaction
/// (SQLite, after the transaction's first write took the write lock).
pub(crate) fn is_live(c: &mut DbConnection, id: &str) -> QueryResult<bool> {
    Ok(sessions::table
        .find(id)
        .filter(sessions::revoked_at.is_null())
        .count()
        .get_result::<i64>(c)?
        > 0)
}

/// Stores an access token if its session is live, in one statement;
/// whether it was stored.
pub(crate) fn insert_access_token(c: &mut DbConnection, row: &AccessRow) -> QueryResult<bool> {
    const COLUMNS: &str = "INSERT INTO access_tokens \
        (id, grant_id, client_id, session_id, issued_at, expires_at)";
    let sql = match c {
        DbConnection::Postgres(_) => format!(
            "WITH live AS (SELECT id FROM sessions WHERE id = $1 AND revoked_at IS NULL \
             FOR SHARE) {COLUMNS} SELECT $2, $3, $4, id, $5, $6 FROM live"
        ),
        DbConnection::Sqlite(_) => format!(
            "{COLUMNS} SELECT ?2, ?3, ?4, id, ?5, ?6 FROM sessions \
             WHERE id = ?1 AND revoked_at IS NULL"
        ),
    };
    let query = diesel::sql_query(sql)
        .bind::<Text, _>(&row.session_id)
        .bind::<Text, _>(&row.id)
        .bind::<Text, _>(&row.grant_id)
        .bind::<Text, _>(&row.client_id)
        .bind::<BigInt, _>(row.issued_at)
        .bind::<BigInt, _>(row.expires_at);
    Ok(query.execute(c)? == 1)
}
