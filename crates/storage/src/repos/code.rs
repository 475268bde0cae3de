//! Authorization codes: stored, found, redeemed once (`redeem.rs` on PostgreSQL).

use accounts_domain::organization::{OrganizationMfa, OrganizationRef};
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
        // Written with Diesel's builder rather than as SQL text so that
        // the statement is prepared once per connection and cached: a
        // statement parsed and planned at every call costs about what
        // the round trip it saves does.
        macro_rules! insert_where {
            ($column:expr, $value:expr) => {
                self.with(|c| {
                    let source = organizations::table
                        .inner_join(
                            organization_members::table.on(organization_members::organization_id
                                .eq(organizations::id)
                                .and(organization_members::user_id.eq(&row.user_id))),
                        )
                        .filter($column.eq($value))
                        .filter(organizations::enabled.eq(true))
                        .filter(
                            organizations::mfa
                                .ne(OrganizationMfa::Required.as_str())
                                .or(multi_factor.into_sql::<Bool>()),
                        )
                        .select((
                            row.digest.as_slice().into_sql::<Binary>(),
                            row.grant_id.as_str().into_sql::<Text>(),
                            row.client_id.as_str().into_sql::<Text>(),
                            row.user_id.as_str().into_sql::<Text>(),
                            row.session_id.as_str().into_sql::<Text>(),
                            row.scope.as_str().into_sql::<Text>(),
                            row.redirect_uri.as_deref().into_sql::<Nullable<Text>>(),
                            row.code_challenge.as_deref().into_sql::<Nullable<Text>>(),
                            row.nonce.as_deref().into_sql::<Nullable<Text>>(),
                            row.created_at.into_sql::<BigInt>(),
                            row.expires_at.into_sql::<BigInt>(),
                            organizations::id.nullable(),
                            row.resource.as_deref().into_sql::<Nullable<Text>>(),
                            row.resource_scopes.as_deref().into_sql::<Nullable<Text>>(),
                        ));
                    diesel::insert_into(authorization_codes::table)
                        .values(source)
                        .into_columns((
                            authorization_codes::digest,
                            authorization_codes::grant_id,
                            authorization_codes::client_id,
                            authorization_codes::user_id,
                            authorization_codes::session_id,
                            authorization_codes::scope,
                            authorization_codes::redirect_uri,
                            authorization_codes::code_challenge,
                            authorization_codes::nonce,
                            authorization_codes::created_at,
                            authorization_codes::expires_at,
                            authorization_codes::organization_id,
                            authorization_codes::resource,
                            authorization_codes::resource_scopes,
                        ))
                        .execute(c)
                })
            };
        }
        let inserted = match organization {
            OrganizationRef::Id(id) => insert_where!(organizations::id, id.to_string()),
            OrganizationRef::Slug(slug) => insert_where!(organizations::slug, slug.as_str()),
        }?;
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
