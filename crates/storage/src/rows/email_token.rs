//! The email tokens rows and their conversions to and from the domain's records.

use accounts_domain::addresses::Email;
use accounts_domain::ids::UserId;
use accounts_domain::records::{EmailTokenPurpose, EmailTokenRecord};
use accounts_domain::repository::RepoError;
use diesel::prelude::*;

use crate::errors::corrupt;
use crate::schema::email_tokens;
use crate::time_codec::{from_micros, from_micros_opt, to_micros};

use super::decode::{digest, id};

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = email_tokens)]
#[diesel(treat_none_as_default_value = false)]
pub(crate) struct EmailTokenRow {
    pub digest: Vec<u8>,
    pub purpose: String,
    pub user_id: String,
    pub email: String,
    pub created_at: i64,
    pub expires_at: i64,
    pub used_at: Option<i64>,
    pub asker_digest: Option<Vec<u8>>,
}

impl From<&EmailTokenRecord> for EmailTokenRow {
    fn from(t: &EmailTokenRecord) -> Self {
        Self {
            digest: t.digest.as_bytes().to_vec(),
            purpose: t.purpose.as_str().to_owned(),
            user_id: t.user_id.to_string(),
            email: t.email.as_str().to_owned(),
            created_at: to_micros(t.created_at),
            expires_at: to_micros(t.expires_at),
            used_at: t.used_at.map(to_micros),
            asker_digest: t.asker.map(|d| d.as_bytes().to_vec()),
        }
    }
}

impl TryFrom<EmailTokenRow> for EmailTokenRecord {
    type Error = RepoError;

    fn try_from(r: EmailTokenRow) -> Result<Self, RepoError> {
        Ok(Self {
            digest: digest(&r.digest)?,
            purpose: EmailTokenPurpose::parse(&r.purpose)
                .ok_or_else(|| corrupt("email token purpose", &r.purpose))?,
            user_id: id::<UserId>("user id", &r.user_id)?,
            email: Email::from_stored(r.email),
            created_at: from_micros(r.created_at)?,
            expires_at: from_micros(r.expires_at)?,
            used_at: from_micros_opt(r.used_at)?,
            asker: r.asker_digest.as_deref().map(digest).transpose()?,
        })
    }
}
