//! Identity links (provider, subject) → user.

use accounts_domain::ids::UserId;
use accounts_domain::records::IdentityLinkRecord;
use accounts_domain::repository::{IdentityLinkRepository, RepoResult};
use diesel::prelude::*;

use crate::connection::Database;
use crate::rows::{LinkRow, convert_all};
use crate::schema::identity_links;

impl IdentityLinkRepository for Database {
    fn insert_link(&self, link: &IdentityLinkRecord) -> RepoResult<()> {
        // The primary key and UNIQUE (user_id, provider) make a second
        // link of one subject, or a second link of a user to one
        // provider, a `Conflict`.
        let row = LinkRow::from(link);
        self.with(|c| {
            diesel::insert_into(identity_links::table)
                .values(&row)
                .execute(c)
        })
        .map(drop)
    }

    fn find_link(&self, provider: &str, subject: &str) -> RepoResult<Option<IdentityLinkRecord>> {
        let row = self.with(|c| {
            identity_links::table
                .find((provider, subject))
                .select(LinkRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(IdentityLinkRecord::try_from).transpose()
    }

    fn list_links(&self, user: UserId) -> RepoResult<Vec<IdentityLinkRecord>> {
        let rows = self.with(|c| {
            identity_links::table
                .filter(identity_links::user_id.eq(user.to_string()))
                .order((
                    identity_links::linked_at.asc(),
                    identity_links::provider.asc(),
                ))
                .select(LinkRow::as_select())
                .load(c)
        })?;
        convert_all(rows)
    }

    fn delete_link(&self, user: UserId, provider: &str) -> RepoResult<bool> {
        let deleted = self.with(|c| {
            diesel::delete(
                identity_links::table
                    .filter(identity_links::user_id.eq(user.to_string()))
                    .filter(identity_links::provider.eq(provider)),
            )
            .execute(c)
        })?;
        Ok(deleted == 1)
    }
}
