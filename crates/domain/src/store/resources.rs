//! API resources and client grants in storage (docs/decisions.md, "Machine
//! tokens"): the APIs an operator registers, with their scopes, and which
//! clients may get tokens for which of them with which scopes.

use time::OffsetDateTime;

use crate::store::errors::RepoResult;
use crate::values::ids::ClientId;
use crate::values::resource::{ResourceIdentifier, ResourceScopes};

/// A registered API.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApiResourceRecord {
    /// Its identifier: the `resource` parameter and the tokens' `aud`.
    pub identifier: ResourceIdentifier,
    /// The scopes it defines (at least one).
    pub scopes: ResourceScopes,
    /// When it was registered.
    pub created_at: OffsetDateTime,
}

/// A client's permission to get tokens for one API with some of its scopes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClientGrantRecord {
    /// The client.
    pub client_id: ClientId,
    /// The API.
    pub resource: ResourceIdentifier,
    /// The scopes granted (a subset of the API's, at least one).
    pub scopes: ResourceScopes,
    /// When the grant was made or last replaced.
    pub granted_at: OffsetDateTime,
}

/// API resources and client grants.
pub trait ResourceRepository: Send + Sync {
    /// Stores a new API; `Conflict` when the identifier exists.
    fn insert_resource(&self, resource: &ApiResourceRecord) -> RepoResult<()>;
    /// The API with `identifier`.
    fn find_resource(
        &self,
        identifier: &ResourceIdentifier,
    ) -> RepoResult<Option<ApiResourceRecord>>;
    /// Every API, oldest first.
    fn list_resources(&self) -> RepoResult<Vec<ApiResourceRecord>>;
    /// Stores the grant, replacing the client's earlier grant on the same
    /// API; `Conflict` when the client or the API does not exist.
    fn put_client_grant(&self, grant: &ClientGrantRecord) -> RepoResult<()>;
    /// The client's grant on `resource`.
    fn find_client_grant(
        &self,
        client: ClientId,
        resource: &ResourceIdentifier,
    ) -> RepoResult<Option<ClientGrantRecord>>;
    /// Every grant of the client, oldest first.
    fn client_grants(&self, client: ClientId) -> RepoResult<Vec<ClientGrantRecord>>;
}
