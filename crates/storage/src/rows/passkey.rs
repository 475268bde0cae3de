//! Passkeys and WebAuthn ceremonies' rows.

use accounts_domain::ids::{PasskeyId, UserId};
use accounts_domain::records::{CeremonyPurpose, CeremonyRecord, PasskeyRecord};
use accounts_domain::repository::RepoError;
use diesel::prelude::*;

use crate::errors::corrupt;
use crate::schema::{passkeys, webauthn_ceremonies};
use crate::time_codec::{from_micros, from_micros_opt, to_micros};

use super::decode::{digest, id};

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = passkeys)]
#[diesel(treat_none_as_default_value = false)]
pub(crate) struct PasskeyRow {
    pub id: String,
    pub user_id: String,
    pub credential_id: Vec<u8>,
    pub name: String,
    pub credential: String,
    pub synced: bool,
    pub created_at: i64,
    pub last_used_at: Option<i64>,
}

impl From<&PasskeyRecord> for PasskeyRow {
    fn from(p: &PasskeyRecord) -> Self {
        Self {
            id: p.id.to_string(),
            user_id: p.user_id.to_string(),
            credential_id: p.credential_id.clone(),
            name: p.name.clone(),
            credential: p.credential.clone(),
            synced: p.synced,
            created_at: to_micros(p.created_at),
            last_used_at: p.last_used_at.map(to_micros),
        }
    }
}

impl TryFrom<PasskeyRow> for PasskeyRecord {
    type Error = RepoError;

    fn try_from(r: PasskeyRow) -> Result<Self, RepoError> {
        Ok(Self {
            id: id::<PasskeyId>("passkey id", &r.id)?,
            user_id: id::<UserId>("user id", &r.user_id)?,
            credential_id: r.credential_id,
            name: r.name,
            credential: r.credential,
            synced: r.synced,
            created_at: from_micros(r.created_at)?,
            last_used_at: from_micros_opt(r.last_used_at)?,
        })
    }
}

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = webauthn_ceremonies)]
#[diesel(treat_none_as_default_value = false)]
pub(crate) struct CeremonyRow {
    pub key: Vec<u8>,
    pub purpose: String,
    pub user_id: Option<String>,
    pub state: String,
    pub created_at: i64,
    pub expires_at: i64,
}

impl From<&CeremonyRecord> for CeremonyRow {
    fn from(c: &CeremonyRecord) -> Self {
        Self {
            key: c.key.as_bytes().to_vec(),
            purpose: c.purpose.as_str().to_owned(),
            user_id: c.user_id.map(|u| u.to_string()),
            state: c.state.clone(),
            created_at: to_micros(c.created_at),
            expires_at: to_micros(c.expires_at),
        }
    }
}

impl TryFrom<CeremonyRow> for CeremonyRecord {
    type Error = RepoError;

    fn try_from(r: CeremonyRow) -> Result<Self, RepoError> {
        Ok(Self {
            key: digest(&r.key)?,
            purpose: CeremonyPurpose::parse(&r.purpose)
                .ok_or_else(|| corrupt("ceremony purpose", &r.purpose))?,
            user_id: r.user_id.map(|u| id::<UserId>("user id", &u)).transpose()?,
            state: r.state,
            created_at: from_micros(r.created_at)?,
            expires_at: from_micros(r.expires_at)?,
        })
    }
}
