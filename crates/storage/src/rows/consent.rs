//! The consents rows and their conversions.

use accounts_domain::consents::ConsentRecord;
use accounts_domain::repository::RepoError;
use diesel::prelude::*;

use crate::schema::consents;
use crate::time_codec::{from_micros, to_micros};

use super::decode::{id, scopes};

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = consents)]
pub(crate) struct ConsentRow {
    pub user_id: String,
    pub client_id: String,
    pub scopes: String,
    pub granted_at: i64,
}

impl From<&ConsentRecord> for ConsentRow {
    fn from(c: &ConsentRecord) -> Self {
        Self {
            user_id: c.user_id.to_string(),
            client_id: c.client_id.to_string(),
            scopes: c.scopes.to_string(),
            granted_at: to_micros(c.granted_at),
        }
    }
}

impl TryFrom<ConsentRow> for ConsentRecord {
    type Error = RepoError;

    fn try_from(r: ConsentRow) -> Result<Self, RepoError> {
        Ok(Self {
            user_id: id("user id", &r.user_id)?,
            client_id: id("client id", &r.client_id)?,
            scopes: scopes(&r.scopes)?,
            granted_at: from_micros(r.granted_at)?,
        })
    }
}
