//! The review of the ways in that a password reset opens
//! (docs/decisions.md, "After a reset").

use accounts_domain::ids::{SessionId, UserId};
use accounts_domain::repository::{RepoResult, ResetReviewRepository};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Text};
use time::OffsetDateTime;

use crate::connection::{Database, DbConnection};
use crate::schema::reset_reviews;
use crate::time_codec::{from_micros, to_micros};

use super::shared::{remove_ways_in, revoke_sessions_of_user};

/// Opens the user's review at `at`, or moves an open one to `at`: the
/// reset's own transaction calls it.
pub(super) fn open_review(c: &mut DbConnection, user: &str, at: i64) -> QueryResult<usize> {
    let sql = c.numbered(
        "INSERT INTO reset_reviews (user_id, reset_at) VALUES ($1, $2) \
         ON CONFLICT (user_id) DO UPDATE SET reset_at = excluded.reset_at",
    );
    diesel::sql_query(sql)
        .bind::<Text, _>(user)
        .bind::<BigInt, _>(at)
        .execute(c)
}

/// Closes the user's review.
pub(super) fn close_review(c: &mut DbConnection, user: &str) -> QueryResult<usize> {
    diesel::delete(reset_reviews::table.find(user)).execute(c)
}

impl ResetReviewRepository for Database {
    fn reset_review(&self, user: UserId) -> RepoResult<Option<OffsetDateTime>> {
        let at: Option<i64> = self.with(|c| {
            reset_reviews::table
                .find(user.to_string())
                .select(reset_reviews::reset_at)
                .first(c)
                .optional()
        })?;
        at.map(from_micros).transpose()
    }

    fn keep_only_password(
        &self,
        user: UserId,
        keep: SessionId,
        now: OffsetDateTime,
    ) -> RepoResult<u64> {
        let user = user.to_string();
        let keep = keep.to_string();
        let at = to_micros(now);
        let ended = self.transaction(|c| {
            // The ways in first (a write: on SQLite it takes the write
            // lock before anything is read), then the sessions: a sign-in
            // with a removed passkey or link that got its session stored
            // before the removal (`insert_audited_if_held`) is ended here.
            remove_ways_in(c, &user)?;
            let ended = revoke_sessions_of_user(c, &user, Some(&keep), at)?;
            close_review(c, &user)?;
            Ok(ended)
        })?;
        Ok(u64::try_from(ended).unwrap_or(u64::MAX))
    }

    fn open_reset_review(&self, user: UserId, reset_at: OffsetDateTime) -> RepoResult<()> {
        self.with(|c| open_review(c, &user.to_string(), to_micros(reset_at)))?;
        Ok(())
    }

    fn close_reset_review(&self, user: UserId) -> RepoResult<bool> {
        Ok(self.with(|c| close_review(c, &user.to_string()))? > 0)
    }
}
