//! The clients rows and their conversions to and from the domain's records.

use accounts_domain::addresses::{AppOrigin, PackageName, RedirectUri};
use accounts_domain::records::ClientRecord;
use accounts_domain::repository::RepoError;
use diesel::prelude::*;

use crate::schema::clients;
use crate::time_codec::{from_micros, to_micros};

use super::decode::{digest, id, json_list, parse_list, scopes};

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = clients)]
#[diesel(treat_none_as_default_value = false)]
pub(crate) struct ClientRow {
    pub id: String,
    pub name: String,
    pub secret_digest: Vec<u8>,
    pub redirect_uris: String,
    pub package_names: String,
    pub allowed_scopes: String,
    pub enabled: bool,
    pub created_at: i64,
    pub updated_at: i64,
    pub public: bool,
    pub resource_server: bool,
    pub rotate_refresh_tokens: bool,
    pub require_mfa: bool,
    pub app_origins: String,
    pub client_credentials: bool,
    pub require_par: bool,
    pub third_party: bool,
    pub backchannel_logout_uri: Option<String>,
    pub shared_signals: bool,
    pub organization_id: Option<String>,
    pub allow_sign_in_codes: bool,
}

impl From<&ClientRecord> for ClientRow {
    fn from(c: &ClientRecord) -> Self {
        Self {
            id: c.id.to_string(),
            name: c.name.clone(),
            secret_digest: c.secret_digest.as_bytes().to_vec(),
            redirect_uris: json_list(c.redirect_uris.iter().map(|u| u.as_str().to_owned())),
            package_names: json_list(c.package_names.iter().map(|p| p.as_str().to_owned())),
            allowed_scopes: c.allowed_scopes.to_string(),
            enabled: c.enabled,
            created_at: to_micros(c.created_at),
            updated_at: to_micros(c.updated_at),
            public: c.public,
            resource_server: c.resource_server,
            rotate_refresh_tokens: c.rotate_refresh_tokens,
            require_mfa: c.require_mfa,
            client_credentials: c.client_credentials,
            require_par: c.require_par,
            third_party: c.third_party,
            backchannel_logout_uri: c.backchannel_logout_uri.clone(),
            shared_signals: c.shared_signals,
            organization_id: c.organization.map(|o| o.to_string()),
            allow_sign_in_codes: c.allow_sign_in_codes,
            app_origins: json_list(c.app_origins.iter().map(|o| o.as_str().to_owned())),
        }
    }
}

impl TryFrom<ClientRow> for ClientRecord {
    type Error = RepoError;

    fn try_from(r: ClientRow) -> Result<Self, RepoError> {
        Ok(Self {
            id: id("client id", &r.id)?,
            name: r.name,
            secret_digest: digest(&r.secret_digest)?,
            redirect_uris: parse_list("redirect_uris", &r.redirect_uris, RedirectUri::parse)?,
            package_names: parse_list("package_names", &r.package_names, PackageName::parse)?,
            allowed_scopes: scopes(&r.allowed_scopes)?,
            enabled: r.enabled,
            public: r.public,
            resource_server: r.resource_server,
            rotate_refresh_tokens: r.rotate_refresh_tokens,
            require_mfa: r.require_mfa,
            client_credentials: r.client_credentials,
            require_par: r.require_par,
            third_party: r.third_party,
            backchannel_logout_uri: r.backchannel_logout_uri,
            shared_signals: r.shared_signals,
            organization: r
                .organization_id
                .as_deref()
                .map(|o| id("organization id", o))
                .transpose()?,
            allow_sign_in_codes: r.allow_sign_in_codes,
            app_origins: parse_list("app_origins", &r.app_origins, AppOrigin::parse)?,
            created_at: from_micros(r.created_at)?,
            updated_at: from_micros(r.updated_at)?,
        })
    }
}
