//! The scim_connections and scim_users rows and their conversions
//! (docs/decisions.md, "SCIM").

use accounts_domain::repository::RepoError;
use accounts_domain::scim::user::ScimUser;
use accounts_domain::scim_store::{GroupRef, ScimConnectionRecord, ScimUserRecord};
use diesel::prelude::*;

use crate::errors::corrupt;
use crate::schema::{scim_connections, scim_users};
use crate::time_codec::{from_micros, from_micros_opt, to_micros};

use super::decode::{digest, id};

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = scim_connections)]
#[diesel(treat_none_as_default_value = false)]
pub(crate) struct ScimConnectionRow {
    pub id: String,
    pub organization_id: String,
    pub digest: Vec<u8>,
    pub previous_digest: Option<Vec<u8>>,
    pub previous_until: Option<i64>,
    pub created_at: i64,
    pub last_used_at: Option<i64>,
}

#[derive(Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = scim_users)]
#[diesel(treat_none_as_default_value = false)]
pub(crate) struct ScimUserRow {
    pub id: String,
    pub organization_id: String,
    pub user_name: String,
    pub user_name_key: String,
    pub family_name_key: Option<String>,
    pub given_name_key: Option<String>,
    pub display_name_key: Option<String>,
    pub active: bool,
    pub document: String,
    pub user_id: Option<String>,
    pub version: i64,
    pub created_at: i64,
    pub updated_at: i64,
}

impl From<&ScimConnectionRecord> for ScimConnectionRow {
    fn from(c: &ScimConnectionRecord) -> Self {
        Self {
            id: c.id.to_string(),
            organization_id: c.organization_id.to_string(),
            digest: c.digest.as_bytes().to_vec(),
            previous_digest: c.previous.as_ref().map(|(d, _)| d.as_bytes().to_vec()),
            previous_until: c.previous.as_ref().map(|(_, until)| to_micros(*until)),
            created_at: to_micros(c.created_at),
            last_used_at: c.last_used_at.map(to_micros),
        }
    }
}

impl TryFrom<ScimConnectionRow> for ScimConnectionRecord {
    type Error = RepoError;

    fn try_from(r: ScimConnectionRow) -> Result<Self, RepoError> {
        let previous = match (r.previous_digest, r.previous_until) {
            (Some(d), Some(until)) => Some((digest(&d)?, from_micros(until)?)),
            _ => None,
        };
        Ok(Self {
            id: id("SCIM connection id", &r.id)?,
            organization_id: id("organization id", &r.organization_id)?,
            digest: digest(&r.digest)?,
            previous,
            created_at: from_micros(r.created_at)?,
            last_used_at: from_micros_opt(r.last_used_at)?,
        })
    }
}

fn key(value: Option<&String>) -> Option<String> {
    value.map(|v| v.to_lowercase())
}

impl From<&ScimUserRecord> for ScimUserRow {
    fn from(u: &ScimUserRecord) -> Self {
        Self {
            id: u.id.to_string(),
            organization_id: u.organization_id.to_string(),
            user_name: u.user.user_name.clone(),
            user_name_key: u.user.user_name.to_lowercase(),
            family_name_key: key(u.user.name.family_name.as_ref()),
            given_name_key: key(u.user.name.given_name.as_ref()),
            display_name_key: key(u.user.display_name.as_ref()),
            active: u.user.is_active(),
            document: u.user.to_json().to_string(),
            user_id: u.account.map(|a| a.to_string()),
            version: u.version,
            created_at: to_micros(u.created_at),
            updated_at: to_micros(u.updated_at),
        }
    }
}

impl ScimUserRow {
    /// The record, with the reading connection's `externalId` and the
    /// groups it is a member of.
    pub(crate) fn into_record(
        self,
        external_id: Option<String>,
        groups: Vec<GroupRef>,
    ) -> Result<ScimUserRecord, RepoError> {
        let document: serde_json::Value =
            serde_json::from_str(&self.document).map_err(|e| corrupt("SCIM user", e))?;
        let user: ScimUser = ScimUser::from_json(&document)
            .map_err(|e| corrupt("SCIM user", e))?
            .user;
        Ok(ScimUserRecord {
            id: id("SCIM id", &self.id)?,
            organization_id: id("organization id", &self.organization_id)?,
            user,
            external_id,
            account: self
                .user_id
                .as_deref()
                .map(|u| id("user id", u))
                .transpose()?,
            groups,
            version: self.version,
            created_at: from_micros(self.created_at)?,
            updated_at: from_micros(self.updated_at)?,
        })
    }
}
