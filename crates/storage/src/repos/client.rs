//! Clients: registration, secrets, enabling, and the change feed the caches read.

use accounts_domain::ids::ClientId;
use accounts_domain::records::ClientRecord;
use accounts_domain::repository::{ClientRepository, RepoError, RepoResult};
use accounts_domain::secrets::SecretDigest;
use diesel::prelude::*;
use time::OffsetDateTime;

use crate::connection::Database;
use crate::rows::{ClientRow, convert_all};
use crate::schema::{
    access_tokens, authorization_codes, clients, device_authorizations, refresh_tokens,
};
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

    fn update_settings(&self, client: &ClientRecord) -> RepoResult<()> {
        let row = ClientRow::from(client);
        let affected = self.with(|c| {
            diesel::update(clients::table.find(&row.id))
                .set((
                    clients::name.eq(&row.name),
                    clients::redirect_uris.eq(&row.redirect_uris),
                    clients::package_names.eq(&row.package_names),
                    clients::allowed_scopes.eq(&row.allowed_scopes),
                    clients::resource_server.eq(row.resource_server),
                    clients::rotate_refresh_tokens.eq(row.rotate_refresh_tokens),
                    clients::require_mfa.eq(row.require_mfa),
                    clients::client_credentials.eq(row.client_credentials),
                    clients::require_par.eq(row.require_par),
                    clients::third_party.eq(row.third_party),
                    clients::backchannel_logout_uri.eq(&row.backchannel_logout_uri),
                    clients::shared_signals.eq(row.shared_signals),
                    clients::organization_id.eq(&row.organization_id),
                    clients::allow_sign_in_codes.eq(row.allow_sign_in_codes),
                    clients::app_origins.eq(&row.app_origins),
                    clients::updated_at.eq(row.updated_at),
                ))
                .execute(c)
        })?;
        one_row(affected)
    }

    fn delete_client(&self, id: ClientId) -> RepoResult<()> {
        let id = id.to_string();
        self.transaction(|c| {
            // The row's lock first: a client enabled meanwhile is not deleted.
            diesel::update(clients::table.find(&id))
                .set(clients::updated_at.eq(clients::updated_at))
                .execute(c)?;
            let enabled: Option<bool> = clients::table
                .find(&id)
                .select(clients::enabled)
                .first(c)
                .optional()?;
            match enabled {
                None => return Ok(Err(RepoError::NotFound)),
                Some(true) => return Ok(Err(RepoError::Conflict("the client is enabled".into()))),
                Some(false) => {}
            }
            diesel::delete(access_tokens::table.filter(access_tokens::client_id.eq(&id)))
                .execute(c)?;
            diesel::delete(refresh_tokens::table.filter(refresh_tokens::client_id.eq(&id)))
                .execute(c)?;
            diesel::delete(
                authorization_codes::table.filter(authorization_codes::client_id.eq(&id)),
            )
            .execute(c)?;
            diesel::delete(
                device_authorizations::table.filter(device_authorizations::client_id.eq(&id)),
            )
            .execute(c)?;
            // Grants, consents, pushed requests and logout deliveries go
            // with the row (ON DELETE CASCADE).
            diesel::delete(clients::table.find(&id)).execute(c)?;
            Ok(Ok(()))
        })?
    }
}
