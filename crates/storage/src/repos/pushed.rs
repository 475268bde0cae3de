//! Pushed authorization requests (RFC 9126).

use accounts_domain::pushed::{PushedRequestRecord, PushedRequestRepository};
use accounts_domain::repository::RepoResult;
use accounts_domain::secrets::SecretDigest;
use diesel::prelude::*;
use time::OffsetDateTime;

use crate::connection::Database;
use crate::rows::PushedRow;
use crate::schema::pushed_requests;
use crate::time_codec::to_micros;

impl PushedRequestRepository for Database {
    fn insert_pushed(&self, request: &PushedRequestRecord) -> RepoResult<()> {
        let row = PushedRow::from(request);
        self.with(|c| {
            diesel::insert_into(pushed_requests::table)
                .values(&row)
                .execute(c)
        })
        .map(drop)
    }

    fn find_pushed(&self, digest: &SecretDigest) -> RepoResult<Option<PushedRequestRecord>> {
        let row = self.with(|c| {
            pushed_requests::table
                .find(digest.as_bytes().to_vec())
                .select(PushedRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(PushedRequestRecord::try_from).transpose()
    }

    fn take_pushed(&self, digest: &SecretDigest, now: OffsetDateTime) -> RepoResult<bool> {
        let taken = self.with(|c| {
            diesel::delete(
                pushed_requests::table
                    .filter(pushed_requests::digest.eq(digest.as_bytes().to_vec()))
                    .filter(pushed_requests::expires_at.gt(to_micros(now))),
            )
            .execute(c)
        })?;
        Ok(taken == 1)
    }

    fn delete_expired_pushed(&self, before: OffsetDateTime) -> RepoResult<u64> {
        let deleted = self.with(|c| {
            diesel::delete(
                pushed_requests::table.filter(pushed_requests::expires_at.lt(to_micros(before))),
            )
            .execute(c)
        })?;
        Ok(deleted as u64)
    }
}
