//! The codes rows and their conversions to and from the domain's records.

use accounts_domain::addresses::RedirectUri;
use accounts_domain::ids::{ClientId, GrantId, SessionId, UserId};
use accounts_domain::pkce::CodeChallenge;
use accounts_domain::records::AuthorizationCodeRecord;
use accounts_domain::repository::RepoError;
use diesel::prelude::*;

use crate::errors::corrupt;
use crate::schema::authorization_codes;
use crate::time_codec::{from_micros, from_micros_opt, to_micros};

use super::decode::{api_access, api_columns, digest, id, scopes};

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = authorization_codes)]
#[diesel(treat_none_as_default_value = false)]
pub(crate) struct CodeRow {
    pub digest: Vec<u8>,
    pub grant_id: String,
    pub client_id: String,
    pub user_id: String,
    pub session_id: String,
    pub scope: String,
    pub redirect_uri: Option<String>,
    pub code_challenge: Option<String>,
    pub nonce: Option<String>,
    pub created_at: i64,
    pub expires_at: i64,
    pub consumed_at: Option<i64>,
    pub organization_id: Option<String>,
    pub resource: Option<String>,
    pub resource_scopes: Option<String>,
}

impl From<&AuthorizationCodeRecord> for CodeRow {
    fn from(c: &AuthorizationCodeRecord) -> Self {
        let (resource, resource_scopes) = api_columns(c.api.as_ref());
        Self {
            digest: c.digest.as_bytes().to_vec(),
            grant_id: c.grant_id.to_string(),
            client_id: c.client_id.to_string(),
            user_id: c.user_id.to_string(),
            session_id: c.session_id.to_string(),
            scope: c.scope.to_string(),
            redirect_uri: c.redirect_uri.as_ref().map(|u| u.as_str().to_owned()),
            code_challenge: c.code_challenge.as_ref().map(|c| c.as_str().to_owned()),
            nonce: c.nonce.clone(),
            created_at: to_micros(c.created_at),
            expires_at: to_micros(c.expires_at),
            consumed_at: c.consumed_at.map(to_micros),
            organization_id: c.organization_id.map(|o| o.to_string()),
            resource,
            resource_scopes,
        }
    }
}

impl TryFrom<CodeRow> for AuthorizationCodeRecord {
    type Error = RepoError;

    fn try_from(r: CodeRow) -> Result<Self, RepoError> {
        Ok(Self {
            digest: digest(&r.digest)?,
            grant_id: id::<GrantId>("grant id", &r.grant_id)?,
            client_id: id::<ClientId>("client id", &r.client_id)?,
            user_id: id::<UserId>("user id", &r.user_id)?,
            session_id: id::<SessionId>("session id", &r.session_id)?,
            scope: scopes(&r.scope)?,
            redirect_uri: r
                .redirect_uri
                .map(|u| RedirectUri::parse(&u).map_err(|e| corrupt("redirect_uri", e)))
                .transpose()?,
            code_challenge: r
                .code_challenge
                .map(|c| {
                    CodeChallenge::parse(&c, Some("S256")).map_err(|e| corrupt("code_challenge", e))
                })
                .transpose()?,
            nonce: r.nonce,
            created_at: from_micros(r.created_at)?,
            expires_at: from_micros(r.expires_at)?,
            consumed_at: from_micros_opt(r.consumed_at)?,
            organization_id: r
                .organization_id
                .map(|o| id("organization id", &o))
                .transpose()?,
            api: api_access(r.resource, r.resource_scopes)?,
        })
    }
}
