//! The signing keys rows and their conversions to and from the domain's records.

use accounts_domain::ids::KeyId;
use accounts_domain::keys::{KeyAlgorithm, SealedKey};
use accounts_domain::keys::{KeyPurpose, KeyState, SigningKeyRecord};
use accounts_domain::repository::RepoError;
use diesel::prelude::*;

use crate::errors::corrupt;
use crate::schema::signing_keys;
use crate::time_codec::{from_micros, from_micros_opt, to_micros};

use super::decode::id;

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = signing_keys)]
#[diesel(treat_none_as_default_value = false)]
pub(crate) struct KeyRow {
    pub kid: String,
    pub algorithm: String,
    pub sealed: Vec<u8>,
    pub state: String,
    pub created_at: i64,
    pub activated_at: Option<i64>,
    pub retired_at: Option<i64>,
    /// The unique index allows one active key per purpose.
    pub purpose: String,
}

impl From<&SigningKeyRecord> for KeyRow {
    fn from(k: &SigningKeyRecord) -> Self {
        Self {
            kid: k.kid.to_string(),
            algorithm: k.algorithm.as_str().to_owned(),
            sealed: k.sealed.as_bytes().to_vec(),
            state: k.state.as_str().to_owned(),
            created_at: to_micros(k.created_at),
            activated_at: k.activated_at.map(to_micros),
            retired_at: k.retired_at.map(to_micros),
            purpose: k.purpose.as_str().to_owned(),
        }
    }
}

impl TryFrom<KeyRow> for SigningKeyRecord {
    type Error = RepoError;

    fn try_from(r: KeyRow) -> Result<Self, RepoError> {
        Ok(Self {
            kid: id::<KeyId>("kid", &r.kid)?,
            algorithm: KeyAlgorithm::parse(&r.algorithm)
                .ok_or_else(|| corrupt("key algorithm", &r.algorithm))?,
            purpose: KeyPurpose::parse(&r.purpose)
                .ok_or_else(|| corrupt("key purpose", &r.purpose))?,
            sealed: SealedKey::from_bytes(r.sealed),
            state: KeyState::parse(&r.state).ok_or_else(|| corrupt("key state", &r.state))?,
            created_at: from_micros(r.created_at)?,
            activated_at: from_micros_opt(r.activated_at)?,
            retired_at: from_micros_opt(r.retired_at)?,
        })
    }
}
