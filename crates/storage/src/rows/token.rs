//! The tokens rows and their conversions to and from the domain's records.

use accounts_domain::ids::TokenId;
use accounts_domain::records::{AccessTokenRecord, RefreshTokenRecord};
use accounts_domain::repository::RepoError;
use diesel::prelude::*;

use crate::schema::{access_tokens, refresh_tokens};
use crate::time_codec::{from_micros, from_micros_opt, to_micros};

use super::decode::{api_access, api_columns, digest, id, scopes};

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = refresh_tokens)]
#[diesel(treat_none_as_default_value = false)]
pub(crate) struct RefreshRow {
    pub id: String,
    pub digest: Vec<u8>,
    pub grant_id: String,
    pub client_id: String,
    pub user_id: String,
    pub session_id: String,
    pub scope: String,
    pub created_at: i64,
    pub expires_at: i64,
    pub revoked_at: Option<i64>,
    pub rotated_at: Option<i64>,
    pub jkt: Option<String>,
    pub organization_id: Option<String>,
    pub resource: Option<String>,
    pub resource_scopes: Option<String>,
}

impl From<&RefreshTokenRecord> for RefreshRow {
    fn from(t: &RefreshTokenRecord) -> Self {
        let (resource, resource_scopes) = api_columns(t.api.as_ref());
        Self {
            id: t.id.to_string(),
            digest: t.digest.as_bytes().to_vec(),
            grant_id: t.grant_id.to_string(),
            client_id: t.client_id.to_string(),
            user_id: t.user_id.to_string(),
            session_id: t.session_id.to_string(),
            scope: t.scope.to_string(),
            created_at: to_micros(t.created_at),
            expires_at: to_micros(t.expires_at),
            revoked_at: t.revoked_at.map(to_micros),
            rotated_at: t.rotated_at.map(to_micros),
            jkt: t.jkt.clone(),
            organization_id: t.organization_id.map(|o| o.to_string()),
            resource,
            resource_scopes,
        }
    }
}

impl TryFrom<RefreshRow> for RefreshTokenRecord {
    type Error = RepoError;

    fn try_from(r: RefreshRow) -> Result<Self, RepoError> {
        Ok(Self {
            id: id::<TokenId>("token id", &r.id)?,
            digest: digest(&r.digest)?,
            grant_id: id("grant id", &r.grant_id)?,
            client_id: id("client id", &r.client_id)?,
            user_id: id("user id", &r.user_id)?,
            session_id: id("session id", &r.session_id)?,
            scope: scopes(&r.scope)?,
            created_at: from_micros(r.created_at)?,
            expires_at: from_micros(r.expires_at)?,
            revoked_at: from_micros_opt(r.revoked_at)?,
            rotated_at: from_micros_opt(r.rotated_at)?,
            jkt: r.jkt,
            organization_id: r
                .organization_id
                .map(|o| id("organization id", &o))
                .transpose()?,
            api: api_access(r.resource, r.resource_scopes)?,
        })
    }
}

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = access_tokens)]
#[diesel(treat_none_as_default_value = false)]
pub(crate) struct AccessRow {
    pub id: String,
    pub grant_id: String,
    pub client_id: String,
    pub session_id: String,
    pub issued_at: i64,
    pub expires_at: i64,
    pub revoked_at: Option<i64>,
}

impl From<&AccessTokenRecord> for AccessRow {
    fn from(t: &AccessTokenRecord) -> Self {
        Self {
            id: t.id.to_string(),
            grant_id: t.grant_id.to_string(),
            client_id: t.client_id.to_string(),
            session_id: t.session_id.to_string(),
            issued_at: to_micros(t.issued_at),
            expires_at: to_micros(t.expires_at),
            revoked_at: t.revoked_at.map(to_micros),
        }
    }
}
