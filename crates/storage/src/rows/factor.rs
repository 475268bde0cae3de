//! The second factors' rows: a TOTP authenticator and recovery codes.

use accounts_domain::addresses::PackageName;
use accounts_domain::ids::UserId;
use accounts_domain::keys::SealedKey;
use accounts_domain::records::{MfaChallengeRecord, TotpRecord};
use accounts_domain::repository::RepoError;
use diesel::prelude::*;

use crate::errors::corrupt;
use crate::schema::{mfa_challenges, recovery_codes, totp_factors};
use crate::time_codec::{from_micros, from_micros_opt, to_micros};

use super::decode::{digest, id};

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = totp_factors)]
#[diesel(treat_none_as_default_value = false)]
pub(crate) struct TotpRow {
    pub user_id: String,
    pub sealed_secret: Vec<u8>,
    pub created_at: i64,
    pub confirmed_at: Option<i64>,
    pub last_step: Option<i64>,
}

impl From<&TotpRecord> for TotpRow {
    fn from(t: &TotpRecord) -> Self {
        Self {
            user_id: t.user_id.to_string(),
            sealed_secret: t.sealed_secret.as_bytes().to_vec(),
            created_at: to_micros(t.created_at),
            confirmed_at: t.confirmed_at.map(to_micros),
            last_step: t.last_step,
        }
    }
}

impl TryFrom<TotpRow> for TotpRecord {
    type Error = RepoError;

    fn try_from(r: TotpRow) -> Result<Self, RepoError> {
        Ok(Self {
            user_id: id::<UserId>("user id", &r.user_id)?,
            sealed_secret: SealedKey::from_bytes(r.sealed_secret),
            created_at: from_micros(r.created_at)?,
            confirmed_at: from_micros_opt(r.confirmed_at)?,
            last_step: r.last_step,
        })
    }
}

#[derive(Insertable)]
#[diesel(table_name = recovery_codes)]
#[diesel(treat_none_as_default_value = false)]
pub(crate) struct RecoveryCodeRow {
    pub user_id: String,
    pub digest: Vec<u8>,
    pub created_at: i64,
    pub used_at: Option<i64>,
}

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = mfa_challenges)]
#[diesel(treat_none_as_default_value = false)]
pub(crate) struct MfaChallengeRow {
    pub digest: Vec<u8>,
    pub user_id: String,
    pub created_at: i64,
    pub expires_at: i64,
    pub used_at: Option<i64>,
    pub package_name: Option<String>,
    pub user_agent: String,
    pub ip: String,
    pub locale: String,
    pub first_factor: String,
}

impl From<&MfaChallengeRecord> for MfaChallengeRow {
    fn from(c: &MfaChallengeRecord) -> Self {
        Self {
            digest: c.digest.as_bytes().to_vec(),
            user_id: c.user_id.to_string(),
            created_at: to_micros(c.created_at),
            expires_at: to_micros(c.expires_at),
            used_at: c.used_at.map(to_micros),
            package_name: c.package_name.as_ref().map(|p| p.as_str().to_owned()),
            user_agent: c.user_agent.clone(),
            ip: c.ip.clone(),
            locale: c.locale.clone(),
            first_factor: c.first_factor.as_str().to_owned(),
        }
    }
}

impl TryFrom<MfaChallengeRow> for MfaChallengeRecord {
    type Error = RepoError;

    fn try_from(r: MfaChallengeRow) -> Result<Self, RepoError> {
        Ok(Self {
            digest: digest(&r.digest)?,
            user_id: id::<UserId>("user id", &r.user_id)?,
            created_at: from_micros(r.created_at)?,
            expires_at: from_micros(r.expires_at)?,
            used_at: from_micros_opt(r.used_at)?,
            package_name: r
                .package_name
                .map(|p| PackageName::parse(&p).map_err(|e| corrupt("package name", e)))
                .transpose()?,
            user_agent: r.user_agent,
            ip: r.ip,
            locale: r.locale,
            first_factor: accounts_domain::records::FirstFactor::parse(&r.first_factor)
                .ok_or_else(|| corrupt("first factor", &r.first_factor))?,
        })
    }
}
