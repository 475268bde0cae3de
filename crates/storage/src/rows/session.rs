//! The sessions rows and their conversions to and from the domain's records.

use accounts_domain::addresses::PackageName;
use accounts_domain::origin::{DeviceData, GeoData};
use accounts_domain::records::{SessionAuth, SessionChannel, SessionDetails, SessionRecord};
use accounts_domain::repository::RepoError;
use diesel::prelude::*;

use crate::errors::corrupt;
use crate::schema::sessions;
use crate::time_codec::{from_micros, from_micros_opt, to_micros};

use super::decode::{digest, id};

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = sessions)]
#[diesel(treat_none_as_default_value = false)]
pub(crate) struct SessionRow {
    pub id: String,
    pub user_id: String,
    pub authenticated_at: i64,
    pub last_seen_at: i64,
    pub revoked_at: Option<i64>,
    pub user_agent: String,
    pub ip: String,
    pub locale: String,
    pub package_name: Option<String>,
    pub device: String,
    pub geo: String,
    pub account_token_digest: Option<Vec<u8>>,
    pub amr: String,
    pub channel: String,
}

impl TryFrom<&SessionRecord> for SessionRow {
    type Error = RepoError;

    fn try_from(s: &SessionRecord) -> Result<Self, RepoError> {
        let d = &s.details;
        let json = |v: serde_json::Result<String>| v.map_err(|e| RepoError::Other(e.to_string()));
        Ok(Self {
            id: s.id.to_string(),
            user_id: s.user_id.to_string(),
            authenticated_at: to_micros(s.authenticated_at),
            last_seen_at: to_micros(s.last_seen_at),
            revoked_at: s.revoked_at.map(to_micros),
            user_agent: d.user_agent.clone(),
            ip: d.ip.clone(),
            locale: d.locale.clone(),
            package_name: d.package_name.as_ref().map(|p| p.as_str().to_owned()),
            device: json(serde_json::to_string(&d.device))?,
            geo: json(serde_json::to_string(&d.geo))?,
            account_token_digest: s.account_token.map(|t| t.as_bytes().to_vec()),
            amr: s.auth.as_str().to_owned(),
            channel: d.channel.as_str().to_owned(),
        })
    }
}

impl TryFrom<SessionRow> for SessionRecord {
    type Error = RepoError;

    fn try_from(r: SessionRow) -> Result<Self, RepoError> {
        let device: DeviceData =
            serde_json::from_str(&r.device).map_err(|e| corrupt("device data", e))?;
        let geo: GeoData = serde_json::from_str(&r.geo).map_err(|e| corrupt("geo data", e))?;
        let package_name = r
            .package_name
            .map(|p| PackageName::parse(&p).map_err(|e| corrupt("package name", e)))
            .transpose()?;
        Ok(Self {
            id: id("session id", &r.id)?,
            user_id: id("user id", &r.user_id)?,
            authenticated_at: from_micros(r.authenticated_at)?,
            last_seen_at: from_micros(r.last_seen_at)?,
            revoked_at: from_micros_opt(r.revoked_at)?,
            account_token: r.account_token_digest.as_deref().map(digest).transpose()?,
            auth: SessionAuth::parse(&r.amr).ok_or_else(|| corrupt("session amr", &r.amr))?,
            details: SessionDetails {
                channel: SessionChannel::parse(&r.channel)
                    .ok_or_else(|| corrupt("session channel", &r.channel))?,
                user_agent: r.user_agent,
                ip: r.ip,
                locale: r.locale,
                package_name,
                device,
                geo,
            },
        })
    }
}
