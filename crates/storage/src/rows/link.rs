//! Identity links' rows.

use accounts_domain::ids::UserId;
use accounts_domain::records::IdentityLinkRecord;
use accounts_domain::repository::RepoError;
use diesel::prelude::*;

use crate::schema::identity_links;
use crate::time_codec::{from_micros, to_micros};

use super::decode::id;

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = identity_links)]
#[diesel(treat_none_as_default_value = false)]
pub(crate) struct LinkRow {
    pub provider: String,
    pub subject: String,
    pub user_id: String,
    pub email: Option<String>,
    pub linked_at: i64,
}

impl From<&IdentityLinkRecord> for LinkRow {
    fn from(l: &IdentityLinkRecord) -> Self {
        Self {
            provider: l.provider.clone(),
            subject: l.subject.clone(),
            user_id: l.user_id.to_string(),
            email: l.email.clone(),
            linked_at: to_micros(l.linked_at),
        }
    }
}

impl TryFrom<LinkRow> for IdentityLinkRecord {
    type Error = RepoError;

    fn try_from(r: LinkRow) -> Result<Self, RepoError> {
        Ok(Self {
            provider: r.provider,
            subject: r.subject,
            user_id: id::<UserId>("user id", &r.user_id)?,
            email: r.email,
            linked_at: from_micros(r.linked_at)?,
        })
    }
}
