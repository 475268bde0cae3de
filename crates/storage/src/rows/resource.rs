//! The api_resources and client_grants rows and their conversions.

use accounts_domain::repository::RepoError;
use accounts_domain::resource::{ResourceIdentifier, ResourceScopes};
use accounts_domain::resources::{ApiResourceRecord, ClientGrantRecord};
use diesel::prelude::*;

use crate::errors::corrupt;
use crate::schema::{api_resources, client_grants};
use crate::time_codec::{from_micros, to_micros};

use super::decode::id;

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = api_resources)]
pub(crate) struct ResourceRow {
    pub identifier: String,
    pub scopes: String,
    pub created_at: i64,
}

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = client_grants)]
pub(crate) struct GrantRow {
    pub client_id: String,
    pub resource: String,
    pub scopes: String,
    pub granted_at: i64,
}

fn identifier(text: &str) -> Result<ResourceIdentifier, RepoError> {
    ResourceIdentifier::parse(text).map_err(|e| corrupt("resource identifier", e))
}

fn resource_scopes(text: &str) -> Result<ResourceScopes, RepoError> {
    ResourceScopes::parse_spaced(text).map_err(|e| corrupt("resource scopes", e))
}

impl From<&ApiResourceRecord> for ResourceRow {
    fn from(r: &ApiResourceRecord) -> Self {
        Self {
            identifier: r.identifier.to_string(),
            scopes: r.scopes.to_string(),
            created_at: to_micros(r.created_at),
        }
    }
}

impl TryFrom<ResourceRow> for ApiResourceRecord {
    type Error = RepoError;

    fn try_from(r: ResourceRow) -> Result<Self, RepoError> {
        Ok(Self {
            identifier: identifier(&r.identifier)?,
            scopes: resource_scopes(&r.scopes)?,
            created_at: from_micros(r.created_at)?,
        })
    }
}

impl From<&ClientGrantRecord> for GrantRow {
    fn from(g: &ClientGrantRecord) -> Self {
        Self {
            client_id: g.client_id.to_string(),
            resource: g.resource.to_string(),
            scopes: g.scopes.to_string(),
            granted_at: to_micros(g.granted_at),
        }
    }
}

impl TryFrom<GrantRow> for ClientGrantRecord {
    type Error = RepoError;

    fn try_from(g: GrantRow) -> Result<Self, RepoError> {
        Ok(Self {
            client_id: id("client id", &g.client_id)?,
            resource: identifier(&g.resource)?,
            scopes: resource_scopes(&g.scopes)?,
            granted_at: from_micros(g.granted_at)?,
        })
    }
}
