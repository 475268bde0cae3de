//! Refresh and access tokens: rotation, grant and single revocation, expiry.

use accounts_domain::ids::{GrantId, TokenId};
use accounts_domain::records::{AccessTokenRecord, RefreshTokenRecord};
use accounts_domain::repository::{RepoResult, TokenRepository};
use accounts_domain::secrets::SecretDigest;
use diesel::prelude::*;
use time::OffsetDateTime;

use crate::connection::{Database, DbConnection};
use crate::live_session;
use crate::rows::{AccessRow, RefreshRow};
use crate::schema::{access_tokens, refresh_tokens};
use crate::time_codec::{from_micros, to_micros};

impl TokenRepository for Database {
    fn find_refresh_token(&self, digest: &SecretDigest) -> RepoResult<Option<RefreshTokenRecord>> {
        let row = self.with(|c| {
            refresh_tokens::table
                .filter(refresh_tokens::digest.eq(digest.as_bytes().to_vec()))
                .select(RefreshRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(RefreshTokenRecord::try_from).transpose()
    }

    fn insert_access_token(&self, token: &AccessTokenRecord) -> RepoResult<bool> {
        let row = AccessRow::from(token);
        self.with(|c| live_session::insert_access_token(c, &row))
    }

    fn rotate_refresh_token(
        &self,
        old: &SecretDigest,
        now: OffsetDateTime,
        successor: &RefreshTokenRecord,
        access: &AccessTokenRecord,
    ) -> RepoResult<Option<OffsetDateTime>> {
        let old = old.as_bytes().to_vec();
        let at = to_micros(now);
        let successor = RefreshRow::from(successor);
        let access = AccessRow::from(access);
        let rotated = self.transaction_or_undo(|c| {
            // PostgreSQL: the session's row is locked first, before the
            // token's, in the order a session's end takes them.
            if let DbConnection::Postgres(pg) = c
                && !live_session::lock_if_live(pg, &successor.session_id)?
            {
                return Ok(Err(()));
            }
            // The update comes first (SQLite takes its write lock here;
            // PostgreSQL locks the row, so a concurrent rotation of the
            // same token waits and then finds the successor committed). A
            // token already rotated keeps its first rotation's time.
            let live = || {
                refresh_tokens::table
                    .filter(refresh_tokens::digest.eq(&old))
                    .filter(refresh_tokens::revoked_at.is_null())
            };
            let first = diesel::update(live().filter(refresh_tokens::rotated_at.is_null()))
                .set(refresh_tokens::rotated_at.eq(at))
                .execute(c)?;
            if first == 0 && live().count().get_result::<i64>(c)? == 0 {
                return Ok(Err(()));
            }
            // SQLite: the write lock is held now, so the check holds to
            // the commit.
            if matches!(c, DbConnection::Sqlite(_))
                && !live_session::is_live(c, &successor.session_id)?
            {
                return Ok(Err(()));
            }
            let existing: Option<(i64, Option<i64>)> = if first == 0 {
                refresh_tokens::table
                    .filter(refresh_tokens::digest.eq(&successor.digest))
                    .select((refresh_tokens::expires_at, refresh_tokens::revoked_at))
                    .first(c)
                    .optional()?
            } else {
                None
            };
            let expires_at = match existing {
                Some((_, Some(_revoked))) => return Ok(Err(())),
                Some((expires_at, None)) => expires_at,
                None => {
                    diesel::insert_into(refresh_tokens::table)
                        .values(&successor)
                        .execute(c)?;
                    successor.expires_at
                }
            };
            diesel::insert_into(access_tokens::table)
                .values(&access)
                .execute(c)?;
            Ok(Ok(expires_at))
        })?;
        rotated.ok().map(from_micros).transpose()
    }

    fn revoke_grant(&self, grant: GrantId, now: OffsetDateTime) -> RepoResult<u64> {
        let grant = grant.to_string();
        let at = to_micros(now);
        let revoked = self.transaction(|c| {
            let refresh = diesel::update(
                refresh_tokens::table
                    .filter(refresh_tokens::grant_id.eq(&grant))
                    .filter(refresh_tokens::revoked_at.is_null()),
            )
            .set(refresh_tokens::revoked_at.eq(at))
            .execute(c)?;
            let access = diesel::update(
                access_tokens::table
                    .filter(access_tokens::grant_id.eq(&grant))
                    .filter(access_tokens::revoked_at.is_null()),
            )
            .set(access_tokens::revoked_at.eq(at))
            .execute(c)?;
            Ok(refresh + access)
        })?;
        Ok(revoked as u64)
    }

    fn revoke_refresh_token(&self, digest: &SecretDigest, now: OffsetDateTime) -> RepoResult<bool> {
        let affected = self.with(|c| {
            diesel::update(
                refresh_tokens::table
                    .filter(refresh_tokens::digest.eq(digest.as_bytes().to_vec()))
                    .filter(refresh_tokens::revoked_at.is_null()),
            )
            .set(refresh_tokens::revoked_at.eq(to_micros(now)))
            .execute(c)
        })?;
        Ok(affected > 0)
    }

    fn revoke_access_token(&self, id: TokenId, now: OffsetDateTime) -> RepoResult<bool> {
        let affected = self.with(|c| {
            diesel::update(
                access_tokens::table
                    .find(id.to_string())
                    .filter(access_tokens::revoked_at.is_null()),
            )
            .set(access_tokens::revoked_at.eq(to_micros(now)))
            .execute(c)
        })?;
        Ok(affected > 0)
    }

    fn revoked_access_tokens_since(
        &self,
        since: OffsetDateTime,
        now: OffsetDateTime,
    ) -> RepoResult<Vec<TokenId>> {
        let ids: Vec<String> = self.with(|c| {
            access_tokens::table
                .filter(access_tokens::revoked_at.ge(to_micros(since)))
                .filter(access_tokens::expires_at.gt(to_micros(now)))
                .select(access_tokens::id)
                .load(c)
        })?;
        ids.iter()
            .map(|id| {
                id.parse()
                    .map_err(|e| crate::errors::corrupt("token id", e))
            })
            .collect()
    }

    fn delete_expired(&self, before: OffsetDateTime) -> RepoResult<u64> {
        let before = to_micros(before);
        let deleted = self.transaction(|c| {
            let refresh =
                diesel::delete(refresh_tokens::table.filter(refresh_tokens::expires_at.lt(before)))
                    .execute(c)?;
            let access =
                diesel::delete(access_tokens::table.filter(access_tokens::expires_at.lt(before)))
                    .execute(c)?;
            Ok(refresh + access)
        })?;
        Ok(deleted as u64)
    }
}
