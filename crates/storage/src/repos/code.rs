//! Authorization codes: stored, found, redeemed once (`redeem.rs` on PostgreSQL).

use accounts_domain::records::AuthorizationCodeRecord;
use accounts_domain::repository::{
    AuthorizationCodeRepository, IssuedTokens, Redemption, RepoResult,
};
use accounts_domain::secrets::SecretDigest;
use diesel::prelude::*;
use time::OffsetDateTime;

use crate::connection::Database;
use crate::rows::{AccessRow, CodeRow, RefreshRow};
use crate::schema::authorization_codes;
use crate::time_codec::to_micros;

impl AuthorizationCodeRepository for Database {
    fn insert(&self, code: &AuthorizationCodeRecord) -> RepoResult<()> {
        let row = CodeRow::from(code);
        self.with(|c| {
            diesel::insert_into(authorization_codes::table)
                .values(&row)
                .execute(c)
        })
        .map(drop)
    }

    fn find_by_digest(&self, digest: &SecretDigest) -> RepoResult<Option<AuthorizationCodeRecord>> {
        let row = self.with(|c| {
            authorization_codes::table
                .find(digest.as_bytes().to_vec())
                .select(CodeRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(AuthorizationCodeRecord::try_from).transpose()
    }

    fn redeem(
        &self,
        digest: &SecretDigest,
        now: OffsetDateTime,
        issued: &IssuedTokens,
    ) -> RepoResult<Redemption> {
        let access = AccessRow::from(&issued.access);
        let refresh = issued.refresh.as_ref().map(RefreshRow::from);
        self.with(|c| {
            crate::redeem::redeem(
                c,
                digest.as_bytes(),
                to_micros(now),
                &access,
                refresh.as_ref(),
            )
        })
    }

    fn delete_expired(&self, before: OffsetDateTime) -> RepoResult<u64> {
        let deleted = self.with(|c| {
            diesel::delete(
                authorization_codes::table
                    .filter(authorization_codes::expires_at.lt(to_micros(before))),
            )
            .execute(c)
        })?;
        Ok(deleted as u64)
    }
}
