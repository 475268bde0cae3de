//! Operators' APIs (docs/decisions.md, "Machine tokens"): register an API
//! under its identifier with the scopes it defines, and grant a client
//! some of them, so that the client gets tokens for it with
//! client_credentials. The CLI and the admin API both call these.

use accounts_domain::records::{AuditAction, ClientRecord};
use accounts_domain::repository::ClientRepository;
use accounts_domain::repository::{RepoError, Store};
use accounts_domain::resource::{ResourceIdentifier, ResourceScopes};
use accounts_domain::resources::{ApiResourceRecord, ClientGrantRecord};
use accounts_domain::timestamp::UtcTimestamp;
use serde::Serialize;
use time::OffsetDateTime;

use super::operations::{Actor, ManageError, Rule, Subject, audit, client_id};

/// An API as registered or listed.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ResourceSummary {
    /// Its identifier: the `resource` parameter and its tokens' `aud`.
    pub identifier: String,
    /// The scopes it defines.
    pub scopes: Vec<String>,
    /// When it was registered (RFC 3339).
    pub created_at: String,
}

impl ResourceSummary {
    fn of(r: &ApiResourceRecord) -> Self {
        Self {
            identifier: r.identifier.to_string(),
            scopes: r.scopes.iter().map(|s| s.as_str().to_owned()).collect(),
            created_at: UtcTimestamp::new(r.created_at).to_string(),
        }
    }
}

/// Every API.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ResourceList {
    /// Oldest first.
    pub resources: Vec<ResourceSummary>,
}

/// A client's grant on an API.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct GrantSummary {
    /// The client.
    pub client_id: String,
    /// The API's identifier.
    pub resource: String,
    /// The scopes granted.
    pub scopes: Vec<String>,
    /// When it was granted (RFC 3339).
    pub granted_at: String,
}

impl GrantSummary {
    fn of(g: &ClientGrantRecord) -> Self {
        Self {
            client_id: g.client_id.to_string(),
            resource: g.resource.to_string(),
            scopes: g.scopes.iter().map(|s| s.as_str().to_owned()).collect(),
            granted_at: UtcTimestamp::new(g.granted_at).to_string(),
        }
    }
}

/// Every grant of a client.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct GrantList {
    /// Oldest first.
    pub grants: Vec<GrantSummary>,
}

fn invalid(e: impl std::fmt::Display) -> ManageError {
    ManageError::Invalid(e.to_string())
}

/// Scopes as an operator typed them: one scope per item, at least one.
fn typed_scopes(items: &[String]) -> Result<ResourceScopes, ManageError> {
    let scopes = ResourceScopes::parse(items.iter().map(String::as_str)).map_err(invalid)?;
    if scopes.is_empty() {
        return Err(Rule::NoScope.into());
    }
    Ok(scopes)
}

/// Registers an API; `Exists` when the identifier is taken.
pub fn create_resource(
    store: &dyn Store,
    identifier: &str,
    scopes: &[String],
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<ResourceSummary, ManageError> {
    let identifier = ResourceIdentifier::parse(identifier).map_err(invalid)?;
    let resource = ApiResourceRecord {
        identifier,
        scopes: typed_scopes(scopes)?,
        created_at: now,
    };
    match store.insert_resource(&resource) {
        Ok(()) => {}
        Err(RepoError::Conflict(_)) => {
            return Err(ManageError::Exists("an API with that identifier"));
        }
        Err(e) => return Err(ManageError::Repo(e)),
    }
    audit(
        store,
        actor,
        AuditAction::ResourceCreated,
        Subject::Resource(resource.identifier.to_string()),
        now,
    )?;
    Ok(ResourceSummary::of(&resource))
}

/// Every API, oldest first.
pub fn list_resources(store: &dyn Store) -> Result<ResourceList, ManageError> {
    let resources = store.list_resources().map_err(ManageError::Repo)?;
    Ok(ResourceList {
        resources: resources.iter().map(ResourceSummary::of).collect(),
    })
}

/// Grants the client `scopes` of the API `resource`, replacing an earlier
/// grant on it. Every scope must be one the API defines; the tokens the
/// client gets for itself and for its users carry no more from the next
/// one issued on.
pub fn grant_client(
    store: &dyn Store,
    client: &str,
    resource: &str,
    scopes: &[String],
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<GrantSummary, ManageError> {
    let client = granted_client(store, client)?;
    let identifier = ResourceIdentifier::parse(resource).map_err(invalid)?;
    let api = store
        .find_resource(&identifier)
        .map_err(ManageError::Repo)?
        .ok_or(ManageError::NotFound("API"))?;
    let scopes = typed_scopes(scopes)?;
    if !scopes.is_subset_of(&api.scopes) {
        return Err(Rule::UndefinedScopes(api.scopes.to_string()).into());
    }
    let grant = ClientGrantRecord {
        client_id: client.id,
        resource: identifier,
        scopes,
        granted_at: now,
    };
    store.put_client_grant(&grant).map_err(ManageError::Repo)?;
    audit(
        store,
        actor,
        AuditAction::ClientGranted,
        Subject::Grant(client.id, format!("{} {}", grant.resource, grant.scopes)),
        now,
    )?;
    Ok(GrantSummary::of(&grant))
}

/// Every grant of the client, oldest first.
pub fn client_grants(store: &dyn Store, client: &str) -> Result<GrantList, ManageError> {
    client_and_grants(store, client).map(|(_, grants)| grants)
}

/// The client and every grant of it, oldest first (the console's page of
/// one client).
pub fn client_and_grants(
    store: &dyn Store,
    client: &str,
) -> Result<(ClientRecord, GrantList), ManageError> {
    let id = client_id(client)?;
    let record = ClientRepository::find(store, id)
        .map_err(ManageError::Repo)?
        .ok_or(ManageError::NotFound("client"))?;
    let grants = store.client_grants(id).map_err(ManageError::Repo)?;
    Ok((
        record,
        GrantList {
            grants: grants.iter().map(GrantSummary::of).collect(),
        },
    ))
}

/// The client a grant is for: any client. A grant bounds what it asks
/// for, for itself (client_credentials, when it is allowed that) or for
/// a user who signs in (docs/decisions.md, "A user's tokens for an API").
fn granted_client(store: &dyn Store, client: &str) -> Result<ClientRecord, ManageError> {
    ClientRepository::find(store, client_id(client)?)
        .map_err(ManageError::Repo)?
        .ok_or(ManageError::NotFound("client"))
}
