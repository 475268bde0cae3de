//! Users: accounts, profiles, passwords (which end sessions and void reset links) and the change feed.

use accounts_domain::addresses::Email;
use accounts_domain::ids::{SessionId, UserId};
use accounts_domain::records::{UserProfile, UserRecord};
use accounts_domain::repository::{RepoResult, UserRepository};
use accounts_domain::secrets::PasswordHash;
use diesel::prelude::*;
use time::OffsetDateTime;

use crate::connection::Database;
use crate::rows::{ProfileColumns, UserRow, convert_all};
use crate::schema::users;
use crate::time_codec::to_micros;

use accounts_domain::imports::Rehash;

use crate::connection::DbConnection;

use super::shared::{
    one_row, parse_user_id, quiet_events, revoke_sessions_of_user, void_reset_tokens,
    void_second_steps,
};

/// Replaces an imported password hash by the service's own, in the
/// caller's transaction, if it is still the one checked; raises no event
/// (it is not a password change) and ends nothing.
pub(super) fn rehash(c: &mut DbConnection, rehash: &Rehash) -> QueryResult<usize> {
    quiet_events(c, true)?;
    let affected = diesel::update(
        users::table
            .find(rehash.user.to_string())
            .filter(users::password_hash.eq(rehash.old.as_phc())),
    )
    .set((
        users::password_hash.eq(rehash.new.as_phc()),
        users::updated_at.eq(to_micros(rehash.at)),
    ))
    .execute(c)?;
    quiet_events(c, false)?;
    Ok(affected)
}

impl UserRepository for Database {
    fn insert(&self, user: &UserRecord) -> RepoResult<()> {
        let row = UserRow::from(user);
        self.with(|c| diesel::insert_into(users::table).values(&row).execute(c))
            .map(drop)
    }

    fn find(&self, id: UserId) -> RepoResult<Option<UserRecord>> {
        let row = self.with(|c| {
            users::table
                .find(id.to_string())
                .select(UserRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(UserRecord::try_from).transpose()
    }

    fn find_by_email(&self, email: &Email) -> RepoResult<Option<UserRecord>> {
        let row = self.with(|c| {
            users::table
                .filter(users::email_normalized.eq(email.normalized()))
                .select(UserRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(UserRecord::try_from).transpose()
    }

    fn list(&self) -> RepoResult<Vec<UserRecord>> {
        let rows = self.with(|c| {
            users::table
                .order((users::created_at, users::id))
                .select(UserRow::as_select())
                .load(c)
        })?;
        convert_all(rows)
    }

    fn set_enabled(&self, id: UserId, enabled: bool, now: OffsetDateTime) -> RepoResult<()> {
        let user = id.to_string();
        let at = to_micros(now);
        let affected = self.transaction(|c| {
            let affected = diesel::update(users::table.find(&user))
                .set((users::enabled.eq(enabled), users::updated_at.eq(at)))
                .execute(c)?;
            if affected > 0 && !enabled {
                revoke_sessions_of_user(c, &user, None, at)?;
            }
            Ok(affected)
        })?;
        one_row(affected)
    }

    fn set_profile(
        &self,
        id: UserId,
        profile: &UserProfile,
        now: OffsetDateTime,
    ) -> RepoResult<()> {
        let affected = self.with(|c| {
            diesel::update(users::table.find(id.to_string()))
                .set((
                    ProfileColumns::from(profile),
                    users::updated_at.eq(to_micros(now)),
                ))
                .execute(c)
        })?;
        one_row(affected)
    }

    fn set_language(
        &self,
        id: UserId,
        language: Option<&str>,
        now: OffsetDateTime,
    ) -> RepoResult<()> {
        let affected = self.with(|c| {
            diesel::update(users::table.find(id.to_string()))
                .set((
                    users::language.eq(language),
                    users::updated_at.eq(to_micros(now)),
                ))
                .execute(c)
        })?;
        one_row(affected)
    }

    fn set_password(
        &self,
        id: UserId,
        hash: &PasswordHash,
        keep: Option<SessionId>,
        now: OffsetDateTime,
    ) -> RepoResult<()> {
        let user = id.to_string();
        let keep = keep.map(|k| k.to_string());
        let at = to_micros(now);
        let affected = self.transaction(|c| {
            let affected = diesel::update(users::table.find(&user))
                .set((
                    users::password_hash.eq(hash.as_phc()),
                    users::updated_at.eq(at),
                ))
                .execute(c)?;
            if affected > 0 {
                revoke_sessions_of_user(c, &user, keep.as_deref(), at)?;
                void_reset_tokens(c, &user, at)?;
                void_second_steps(c, &user)?;
            }
            Ok(affected)
        })?;
        one_row(affected)
    }

    fn users_changed_since(&self, since: OffsetDateTime) -> RepoResult<Vec<UserRecord>> {
        let rows = self.with(|c| {
            users::table
                .filter(users::updated_at.ge(to_micros(since)))
                .select(UserRow::as_select())
                .load(c)
        })?;
        convert_all(rows)
    }

    fn disabled(&self) -> RepoResult<Vec<UserId>> {
        let rows: Vec<String> = self.with(|c| {
            users::table
                .filter(users::enabled.eq(false))
                .select(users::id)
                .load(c)
        })?;
        rows.iter().map(|id| parse_user_id(id)).collect()
    }
}
