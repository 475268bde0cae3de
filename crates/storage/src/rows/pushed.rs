//! The pushed_requests rows and their conversions.

use accounts_domain::pushed::PushedRequestRecord;
use accounts_domain::repository::RepoError;
use diesel::prelude::*;

use crate::schema::pushed_requests;
use crate::time_codec::{from_micros, to_micros};

use super::decode::{digest, id};

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = pushed_requests)]
pub(crate) struct PushedRow {
    pub digest: Vec<u8>,
    pub client_id: String,
    pub params: String,
    pub expires_at: i64,
}

impl From<&PushedRequestRecord> for PushedRow {
    fn from(r: &PushedRequestRecord) -> Self {
        Self {
            digest: r.digest.as_bytes().to_vec(),
            client_id: r.client_id.to_string(),
            params: r.params.clone(),
            expires_at: to_micros(r.expires_at),
        }
    }
}

impl TryFrom<PushedRow> for PushedRequestRecord {
    type Error = RepoError;

    fn try_from(r: PushedRow) -> Result<Self, RepoError> {
        Ok(Self {
            digest: digest(&r.digest)?,
            client_id: id("client id", &r.client_id)?,
            params: r.params,
            expires_at: from_micros(r.expires_at)?,
        })
    }
}
