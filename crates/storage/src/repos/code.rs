//! Authorization codes: stored, found, redeemed once (`redeem.rs` on PostgreSQL).

use accounts_domain::organization::OrganizationRef;
use accounts_domain::organizations::{MembershipRecord, OrganizationRecord, UserOrganization};
use accounts_domain::records::AuthorizationCodeRecord;
use accounts_domain::repository::{
    AuthorizationCodeRepository, IssuedTokens, Redemption, RepoResult,
};
use accounts_domain::secrets::SecretDigest;
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Binary, Bool, Nullable, Text};
use time::OffsetDateTime;

use crate::connection::Database;
use crate::rows::{AccessRow, CodeRow, MembershipRow, OrganizationRow, RefreshRow};
use crate::schema::{authorization_codes, organization_members, organizations};
use crate::time_codec::to_micros;

/// A code inserted only when its user may have it for the organization
/// (`insert_for_member`): the membership's primary key (organization,
/// user) and the organization's id or slug index; the organization's id
/// comes from the row found.
const INSERT_FOR_MEMBER: &str = "INSERT INTO authorization_codes \
    (digest, grant_id, client_id, user_id, session_id, scope, redirect_uri, code_challenge, \
     nonce, created_at, expires_at, consumed_at, organization_id, resource, resource_scopes) \
    SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, NULL, o.id, $12, $13 \
    FROM organizations o \
    JOIN organization_members m ON m.organization_id = o.id AND m.user_id = $4";

/// The organization is enabled and its second-factor rule is met.
const MEMBER_MAY: &str = "o.enabled AND (o.mfa <> 'required' OR $15)";

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

    fn insert_for_member(
        &self,
        code: &AuthorizationCodeRecord,
        organization: &OrganizationRef,
        multi_factor: bool,
    ) -> RepoResult<bool> {
        let row = CodeRow::from(code);
        let (by, reference) = match organization {
            OrganizationRef::Id(id) => ("o.id", id.to_string()),
            OrganizationRef::Slug(slug) => ("o.slug", slug.as_str().to_owned()),
        };
        let inserted = self.with(|c| {
            let sql = format!("{INSERT_FOR_MEMBER} WHERE {by} = $14 AND {MEMBER_MAY}");
            diesel::sql_query(c.numbered(&sql).into_owned())
                .bind::<Binary, _>(&row.digest)
                .bind::<Text, _>(&row.grant_id)
                .bind::<Text, _>(&row.client_id)
                .bind::<Text, _>(&row.user_id)
                .bind::<Text, _>(&row.session_id)
                .bind::<Text, _>(&row.scope)
                .bind::<Nullable<Text>, _>(&row.redirect_uri)
                .bind::<Nullable<Text>, _>(&row.code_challenge)
                .bind::<Nullable<Text>, _>(&row.nonce)
                .bind::<BigInt, _>(row.created_at)
                .bind::<BigInt, _>(row.expires_at)
                .bind::<Nullable<Text>, _>(&row.resource)
                .bind::<Nullable<Text>, _>(&row.resource_scopes)
                .bind::<Text, _>(&reference)
                .bind::<Bool, _>(multi_factor)
                .execute(c)
        })?;
        Ok(inserted == 1)
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

    fn find_for_exchange(
        &self,
        digest: &SecretDigest,
    ) -> RepoResult<Option<(AuthorizationCodeRecord, Option<UserOrganization>)>> {
        // The membership's primary key (organization, user) and the
        // organization's key, both from the code's own columns; the rows
        // are read by position (`all_columns`, in the structs' order).
        type Found = (CodeRow, Option<OrganizationRow>, Option<MembershipRow>);
        let row: Option<Found> = self.with(|c| {
            authorization_codes::table
                .left_join(
                    organizations::table.on(organizations::id
                        .nullable()
                        .eq(authorization_codes::organization_id)),
                )
                .left_join(
                    organization_members::table.on(organization_members::organization_id
                        .nullable()
                        .eq(authorization_codes::organization_id)
                        .and(organization_members::user_id.eq(authorization_codes::user_id))),
                )
                .filter(authorization_codes::digest.eq(digest.as_bytes().to_vec()))
                .select((
                    CodeRow::as_select(),
                    organizations::all_columns.nullable(),
                    organization_members::all_columns.nullable(),
                ))
                .first(c)
                .optional()
        })?;
        let Some((code, organization, membership)) = row else {
            return Ok(None);
        };
        let found = match (organization, membership) {
            (Some(organization), Some(membership)) => Some(UserOrganization {
                organization: OrganizationRecord::try_from(organization)?,
                membership: MembershipRecord::try_from(membership)?,
            }),
            _ => None,
        };
        Ok(Some((AuthorizationCodeRecord::try_from(code)?, found)))
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
