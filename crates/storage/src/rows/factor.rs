//! The second factors' rows: a TOTP authenticator and recovery codes.

use accounts_domain::ids::UserId;
use accounts_domain::keys::SealedKey;
use accounts_domain::records::TotpRecord;
use accounts_domain::repository::RepoError;
use diesel::prelude::*;

use crate::schema::{recovery_codes, totp_factors};
use crate::time_codec::{from_micros, from_micros_opt, to_micros};

use super::decode::id;

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
