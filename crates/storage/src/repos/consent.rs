//! Users' consents to third-party clients, and taking one back with the
//! client's tokens.

use accounts_domain::consents::{ConsentRecord, ConsentRepository};
use accounts_domain::ids::{ClientId, UserId};
use accounts_domain::repository::RepoResult;
use diesel::prelude::*;
use time::OffsetDateTime;

use crate::connection::Database;
use crate::rows::{ConsentRow, convert_all};
use crate::schema::{access_tokens, consents, refresh_tokens, sessions};
use crate::time_codec::to_micros;

impl ConsentRepository for Database {
    fn put_consent(&self, consent: &ConsentRecord) -> RepoResult<()> {
        let row = ConsentRow::from(consent);
        // Update first: on SQLite the transaction then holds the write
        // lock before it reads anything.
        self.transaction(|c| {
            let replaced = diesel::update(
                consents::table.find((row.user_id.as_str(), row.client_id.as_str())),
            )
            .set((
                consents::scopes.eq(&row.scopes),
                consents::granted_at.eq(row.granted_at),
            ))
            .execute(c)?;
            if replaced == 0 {
                diesel::insert_into(consents::table)
                    .values(&row)
                    .execute(c)?;
            }
            Ok(())
        })
    }

    fn find_consent(&self, user: UserId, client: ClientId) -> RepoResult<Option<ConsentRecord>> {
        let row = self.with(|c| {
            consents::table
                .find((user.to_string(), client.to_string()))
                .select(ConsentRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(ConsentRecord::try_from).transpose()
    }

    fn consents_of_user(&self, user: UserId) -> RepoResult<Vec<ConsentRecord>> {
        let rows = self.with(|c| {
            consents::table
                .filter(consents::user_id.eq(user.to_string()))
                .order((consents::granted_at, consents::client_id))
                .select(ConsentRow::as_select())
                .load(c)
        })?;
        convert_all(rows)
    }

    fn revoke_consent(
        &self,
        user: UserId,
        client: ClientId,
        now: OffsetDateTime,
    ) -> RepoResult<bool> {
        let (user, client, at) = (user.to_string(), client.to_string(), to_micros(now));
        self.transaction(|c| {
            let removed = diesel::delete(consents::table.find((user.as_str(), client.as_str())))
                .execute(c)?;
            diesel::update(
                refresh_tokens::table
                    .filter(refresh_tokens::user_id.eq(&user))
                    .filter(refresh_tokens::client_id.eq(&client))
                    .filter(refresh_tokens::revoked_at.is_null()),
            )
            .set(refresh_tokens::revoked_at.eq(at))
            .execute(c)?;
            let of_user: Vec<String> = sessions::table
                .filter(sessions::user_id.eq(&user))
                .select(sessions::id)
                .load(c)?;
            diesel::update(
                access_tokens::table
                    .filter(access_tokens::client_id.eq(&client))
                    .filter(access_tokens::session_id.eq_any(of_user))
                    .filter(access_tokens::revoked_at.is_null()),
            )
            .set(access_tokens::revoked_at.eq(at))
            .execute(c)?;
            Ok(removed == 1)
        })
    }
}
