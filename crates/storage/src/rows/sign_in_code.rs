//! The sign-in codes rows and their conversions to and from the domain's records.

use accounts_domain::addresses::Email;
use accounts_domain::records::SignInCodeRecord;
use accounts_domain::repository::RepoError;
use diesel::prelude::*;

use crate::schema::sign_in_codes;
use crate::time_codec::{from_micros, from_micros_opt, to_micros};

use super::decode::digest;

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = sign_in_codes)]
#[diesel(treat_none_as_default_value = false)]
pub(crate) struct SignInCodeRow {
    pub email_normalized: String,
    pub email: String,
    pub code_tag: String,
    pub link_digest: Vec<u8>,
    pub created_at: i64,
    pub expires_at: i64,
    pub used_at: Option<i64>,
    pub failures: i32,
    pub asker: Option<Vec<u8>>,
    pub continuation: Option<String>,
    pub window_start: i64,
    pub mails_in_window: i32,
}

impl From<&SignInCodeRecord> for SignInCodeRow {
    /// A new row: the first mail of a new hour.
    fn from(c: &SignInCodeRecord) -> Self {
        Self {
            email_normalized: c.email.normalized(),
            email: c.email.as_str().to_owned(),
            code_tag: c.code_tag.clone(),
            link_digest: c.link_digest.as_bytes().to_vec(),
            created_at: to_micros(c.created_at),
            expires_at: to_micros(c.expires_at),
            used_at: c.used_at.map(to_micros),
            failures: c.failures,
            asker: c.asker.map(|d| d.as_bytes().to_vec()),
            continuation: c.continuation.clone(),
            window_start: to_micros(c.created_at),
            mails_in_window: 1,
        }
    }
}

impl TryFrom<SignInCodeRow> for SignInCodeRecord {
    type Error = RepoError;

    fn try_from(r: SignInCodeRow) -> Result<Self, RepoError> {
        Ok(Self {
            email: Email::from_stored(r.email),
            code_tag: r.code_tag,
            link_digest: digest(&r.link_digest)?,
            created_at: from_micros(r.created_at)?,
            expires_at: from_micros(r.expires_at)?,
            used_at: from_micros_opt(r.used_at)?,
            failures: r.failures,
            asker: r.asker.as_deref().map(digest).transpose()?,
            continuation: r.continuation,
        })
    }
}
