//! Clients: registration, secrets, enabling, and the change feed the caches read.

use accounts_domain::ids::ClientId;
use accounts_domain::records::ClientRecord;
use accounts_domain::repository::{ClientRepository, RepoResult};
use accounts_domain::secrets::SecretDigest;
use diesel::prelude::*;
use time::OffsetDateTime;

use crate::connection::Database;
use crate::rows::{ClientRow, convert_all};
use crate::schema::clients;
use crate::time_codec::to_micros;

use super::shared::one_row;

impl ClientRepository for Database {
    fn insert(&self, client: &ClientRecord) -> RepoResult<()> {
        let row = ClientRow::from(client);
        self.with(|c| diesel::insert_into(clients::table).values(&row).execute(c))
            .map(drop)
    }

    fn find(&self, id: ClientId) -> RepoResult<Option<ClientRecord>> {
        let row = self.with(|c| {
            clients::table
                .find(id.to_string())
                .select(ClientRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(ClientRecord::try_from).transpose()
    }

    fn list(&self) -> RepoResult<Vec<ClientRecord>> {
        let rows = self.with(|c| {
            clients::table
                .order((clients::created_at, clients::id))
                .select(ClientRow::as_select())
                .load(c)
        })?;
        convert_all(rows)
    }

    fn changed_since(&self, since: OffsetDateTime) -> RepoResult<Vec<ClientRecord>> {
        let rows = self.with(|c| {
            clients::table
                .filter(clients::updated_at.ge(to_micros(since)))
                .order((clients::updated_at, clients::id))
                .select(ClientRow::as_select())
                .load(c)
        })?;
        convert_all(rows)
    }

    fn update_secret(
        &self,
        id: ClientId,
        digest: &SecretDigest,
        now: OffsetDateTime,
    ) -> RepoResult<()> {
        let affected = self.with(|c| {
            diesel::update(clients::table.find(id.to_string()))
                .set((
                    clients::secret_digest.eq(digest.as_bytes().to_vec()),
                    clients::updated_at.eq(to_micros(now)),
                ))
                .execute(c)
        })?;
        one_row(affected)
    }

    fn set_enabled(&self, id: ClientId, enabled: bool, now: OffsetDateTime) -> RepoResult<()> {
        let affected = self.with(|c| {
            diesel::update(clients::table.find(id.to_string()))
                .set((
                    clients::enabled.eq(enabled),
                    clients::updated_at.eq(to_micros(now)),
                ))
                .execute(c)
        })?;
        one_row(affected)
    }
}
