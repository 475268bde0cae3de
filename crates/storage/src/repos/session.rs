//! Sessions: sign-ins, their activity, their end with every token.

use accounts_domain::ids::{SessionId, UserId};
use accounts_domain::records::{AuditEvent, SessionRecord, SignInCredential};
use accounts_domain::repository::{RepoError, RepoResult, SessionRepository};
use accounts_domain::secrets::SecretDigest;
use diesel::prelude::*;
use time::OffsetDateTime;

use crate::connection::{Database, DbConnection};
use crate::rows::{SessionRow, convert_all};
use crate::schema::{ended_sessions, sessions};
use crate::time_codec::{from_micros, to_micros};

use super::shared::{revoke_sessions_of_user, revoke_tokens_where_session};

impl SessionRepository for Database {
    fn insert(&self, session: &SessionRecord) -> RepoResult<()> {
        let row = SessionRow::try_from(session)?;
        self.with(|c| insert(c, &row))
    }

    fn insert_audited(&self, session: &SessionRecord, event: &AuditEvent) -> RepoResult<()> {
        let row = SessionRow::try_from(session)?;
        self.transaction(|c| insert_audited(c, &row, event))
    }

    fn insert_audited_if_held(
        &self,
        session: &SessionRecord,
        event: &AuditEvent,
        credential: &SignInCredential,
    ) -> RepoResult<bool> {
        let row = SessionRow::try_from(session)?;
        // The writes first: on SQLite they take the write lock, so the
        // look-up sees every removal committed before it; on PostgreSQL
        // the look-up share-locks the credential's row, so a removal
        // waits for this transaction or makes the look-up fail.
        let stored = self.transaction_or_undo(|c| {
            insert_audited(c, &row, event)?;
            Ok(if held(c, credential)? {
                Ok(())
            } else {
                Err(())
            })
        })?;
        Ok(stored.is_ok())
    }

    fn find(&self, id: SessionId) -> RepoResult<Option<SessionRecord>> {
        let row = self.with(|c| {
            sessions::table
                .find(id.to_string())
                .select(SessionRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(SessionRecord::try_from).transpose()
    }

    fn find_by_account_token(&self, digest: &SecretDigest) -> RepoResult<Option<SessionRecord>> {
        let row = self.with(|c| {
            sessions::table
                .filter(sessions::account_token_digest.eq(digest.as_bytes().to_vec()))
                .select(SessionRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(SessionRecord::try_from).transpose()
    }

    fn touch(
        &self,
        id: SessionId,
        now: OffsetDateTime,
        stale_before: OffsetDateTime,
    ) -> RepoResult<bool> {
        let affected = self.with(|c| {
            diesel::update(
                sessions::table
                    .find(id.to_string())
                    .filter(sessions::last_seen_at.le(to_micros(stale_before))),
            )
            .set(sessions::last_seen_at.eq(to_micros(now)))
            .execute(c)
        })?;
        Ok(affected > 0)
    }

    fn revoke(&self, id: SessionId, now: OffsetDateTime) -> RepoResult<bool> {
        let session = id.to_string();
        let at = to_micros(now);
        let outcome = self.transaction(|c| {
            let revoked = diesel::update(
                sessions::table
                    .find(&session)
                    .filter(sessions::revoked_at.is_null()),
            )
            .set(sessions::revoked_at.eq(at))
            .execute(c)?;
            if revoked == 0 {
                let exists = sessions::table
                    .find(&session)
                    .count()
                    .get_result::<i64>(c)?
                    > 0;
                return Ok(exists.then_some(false));
            }
            revoke_tokens_where_session(c, &session, at)?;
            Ok(Some(true))
        })?;
        outcome.ok_or(RepoError::NotFound)
    }

    fn revoke_user_sessions(&self, user: UserId, now: OffsetDateTime) -> RepoResult<u64> {
        let user = user.to_string();
        let at = to_micros(now);
        let ended = self.transaction(|c| revoke_sessions_of_user(c, &user, None, at))?;
        Ok(u64::try_from(ended).unwrap_or(u64::MAX))
    }

    fn live_sessions_of_user(
        &self,
        user: UserId,
        idle_before: OffsetDateTime,
    ) -> RepoResult<Vec<SessionRecord>> {
        let rows = self.with(|c| {
            sessions::table
                .filter(sessions::user_id.eq(user.to_string()))
                .filter(sessions::revoked_at.is_null())
                .filter(sessions::last_seen_at.gt(to_micros(idle_before)))
                .order((sessions::last_seen_at.desc(), sessions::id.desc()))
                .select(SessionRow::as_select())
                .load(c)
        })?;
        convert_all(rows)
    }

    fn sessions_of_user(&self, user: UserId) -> RepoResult<Vec<SessionRecord>> {
        let rows = self.with(|c| {
            sessions::table
                .filter(sessions::user_id.eq(user.to_string()))
                .order((sessions::authenticated_at.desc(), sessions::id.desc()))
                .select(SessionRow::as_select())
                .load(c)
        })?;
        convert_all(rows)
    }

    fn revoked_since(&self, since: OffsetDateTime) -> RepoResult<Vec<(SessionId, OffsetDateTime)>> {
        let since = to_micros(since);
        let rows: Vec<(String, Option<i64>)> = self.with(|c| {
            let mut rows: Vec<(String, Option<i64>)> = sessions::table
                .filter(sessions::revoked_at.ge(since))
                .select((sessions::id, sessions::revoked_at))
                .load(c)?;
            // Sessions of deleted accounts ended too.
            let deleted: Vec<(String, i64)> = ended_sessions::table
                .filter(ended_sessions::revoked_at.ge(since))
                .select((ended_sessions::id, ended_sessions::revoked_at))
                .load(c)?;
            rows.extend(deleted.into_iter().map(|(id, at)| (id, Some(at))));
            Ok(rows)
        })?;
        rows.into_iter()
            .map(|(id, at)| {
                let id = id
                    .parse()
                    .map_err(|e| crate::errors::corrupt("session id", e))?;
                Ok((id, from_micros(at.unwrap_or_default())?))
            })
            .collect()
    }
}

/// Inserts a session's row on `c` (inside the caller's transaction, if any).
fn insert(c: &mut DbConnection, row: &SessionRow) -> QueryResult<()> {
    diesel::insert_into(sessions::table)
        .values(row)
        .execute(c)
        .map(drop)
}

/// Inserts a session's row and appends its sign-in's audit event on `c`,
/// inside the caller's transaction: no session without its event.
/// Whether `credential` still exists, share-locking its row until the
/// transaction ends (PostgreSQL).
fn held(c: &mut DbConnection, credential: &SignInCredential) -> QueryResult<bool> {
    use crate::schema::{identity_links, passkeys};
    let found = match (c, credential) {
        (DbConnection::Postgres(pg), SignInCredential::Passkey(id)) => passkeys::table
            .find(id.to_string())
            .select(passkeys::id)
            .for_share()
            .first::<String>(pg)
            .optional()?
            .is_some(),
        (DbConnection::Postgres(pg), SignInCredential::Link { provider, subject }) => {
            identity_links::table
                .find((provider, subject))
                .select(identity_links::provider)
                .for_share()
                .first::<String>(pg)
                .optional()?
                .is_some()
        }
        (c, SignInCredential::Passkey(id)) => {
            passkeys::table
                .find(id.to_string())
                .count()
                .get_result::<i64>(c)?
                > 0
        }
        (c, SignInCredential::Link { provider, subject }) => {
            identity_links::table
                .find((provider, subject))
                .count()
                .get_result::<i64>(c)?
                > 0
        }
    };
    Ok(found)
}

pub(crate) fn insert_audited(
    c: &mut DbConnection,
    row: &SessionRow,
    event: &AuditEvent,
) -> QueryResult<()> {
    insert(c, row)?;
    super::audit::append(c, event)
}
