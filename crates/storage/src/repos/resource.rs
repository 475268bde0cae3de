//! API resources and the clients' grants on them.

use accounts_domain::ids::ClientId;
use accounts_domain::repository::RepoResult;
use accounts_domain::resource::ResourceIdentifier;
use accounts_domain::resources::{ApiResourceRecord, ClientGrantRecord, ResourceRepository};
use diesel::prelude::*;

use crate::connection::Database;
use crate::rows::{GrantRow, ResourceRow, convert_all};
use crate::schema::{api_resources, client_grants};

impl ResourceRepository for Database {
    fn insert_resource(&self, resource: &ApiResourceRecord) -> RepoResult<()> {
        let row = ResourceRow::from(resource);
        self.with(|c| {
            diesel::insert_into(api_resources::table)
                .values(&row)
                .execute(c)
        })
        .map(drop)
    }

    fn find_resource(
        &self,
        identifier: &ResourceIdentifier,
    ) -> RepoResult<Option<ApiResourceRecord>> {
        let row = self.with(|c| {
            api_resources::table
                .find(identifier.as_str())
                .select(ResourceRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(ApiResourceRecord::try_from).transpose()
    }

    fn list_resources(&self) -> RepoResult<Vec<ApiResourceRecord>> {
        let rows = self.with(|c| {
            api_resources::table
                .order((api_resources::created_at, api_resources::identifier))
                .select(ResourceRow::as_select())
                .load(c)
        })?;
        convert_all(rows)
    }

    fn put_client_grant(&self, grant: &ClientGrantRecord) -> RepoResult<()> {
        let row = GrantRow::from(grant);
        // Update first: on SQLite the transaction then holds the write
        // lock before it reads anything.
        self.transaction(|c| {
            let replaced = diesel::update(
                client_grants::table.find((row.client_id.as_str(), row.resource.as_str())),
            )
            .set((
                client_grants::scopes.eq(&row.scopes),
                client_grants::granted_at.eq(row.granted_at),
            ))
            .execute(c)?;
            if replaced == 0 {
                diesel::insert_into(client_grants::table)
                    .values(&row)
                    .execute(c)?;
            }
            Ok(())
        })
    }

    fn find_client_grant(
        &self,
        client: ClientId,
        resource: &ResourceIdentifier,
    ) -> RepoResult<Option<ClientGrantRecord>> {
        let row = self.with(|c| {
            client_grants::table
                .find((client.to_string(), resource.as_str()))
                .select(GrantRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(ClientGrantRecord::try_from).transpose()
    }

    fn client_grants(&self, client: ClientId) -> RepoResult<Vec<ClientGrantRecord>> {
        let rows = self.with(|c| {
            client_grants::table
                .filter(client_grants::client_id.eq(client.to_string()))
                .order((client_grants::granted_at, client_grants::resource))
                .select(GrantRow::as_select())
                .load(c)
        })?;
        convert_all(rows)
    }
}
