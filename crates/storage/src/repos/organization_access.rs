//! How people come to an organization (docs/decisions.md,
//! "Organizations"): its invitations, the mail domains it claims and its
//! own sign-in.

use accounts_domain::addresses::Email;
use accounts_domain::ids::InvitationId;
use accounts_domain::organization::OrganizationId;
use accounts_domain::organization_domains::{
    DomainJoin, DomainRecord, DomainSso, MailDomain, OrganizationDomainRepository,
    OrganizationSignInRecord,
};
use accounts_domain::organization_invitations::{
    Acceptance, InvitationRecord, InvitationRepository, InvitationStatus,
};
use accounts_domain::organizations::MembershipRecord;
use accounts_domain::repository::RepoResult;
use accounts_domain::secrets::SecretDigest;
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Bool, Text};
use time::OffsetDateTime;

use crate::connection::Database;
use crate::rows::{DomainRow, InvitationRow, MembershipRow, SignInRow, convert_all};
use crate::schema::{organization_domains, organization_invitations, organization_sign_ins};
use crate::time_codec::to_micros;

const PENDING: &str = "pending";

/// Adds a membership unless the user has one in the organization already
/// (then 0 rows). Raw SQL because Diesel's connection over both backends
/// has no `ON CONFLICT`; a check first and a plain insert would, on
/// PostgreSQL, turn two concurrent acceptances of invitations to the same
/// organization by the same user into an error instead of one
/// `AlreadyMember`.
const JOIN: &str = "INSERT INTO organization_members \
    (organization_id, user_id, roles, managed, break_glass, joined_at) \
    VALUES ($1, $2, $3, $4, $5, $6) \
    ON CONFLICT (organization_id, user_id) DO NOTHING";

const VERIFY: &str = "UPDATE organization_domains \
    SET verified_at = COALESCE(verified_at, $3) \
    WHERE organization_id = $1 AND domain = $2 AND challenge = $4";

impl InvitationRepository for Database {
    fn insert_invitation(&self, invitation: &InvitationRecord) -> RepoResult<()> {
        let row = InvitationRow::from(invitation);
        self.with(|c| {
            diesel::insert_into(organization_invitations::table)
                .values(&row)
                .execute(c)
        })
        .map(drop)
    }

    fn invitations(&self, organization: OrganizationId) -> RepoResult<Vec<InvitationRecord>> {
        let rows = self.with(|c| {
            organization_invitations::table
                .filter(organization_invitations::organization_id.eq(organization.to_string()))
                .order((
                    organization_invitations::sent_at.desc(),
                    organization_invitations::id.desc(),
                ))
                .select(InvitationRow::as_select())
                .load(c)
        })?;
        convert_all(rows)
    }

    fn find_invitation(
        &self,
        organization: OrganizationId,
        id: InvitationId,
    ) -> RepoResult<Option<InvitationRecord>> {
        let row = self.with(|c| {
            organization_invitations::table
                .find(id.to_string())
                .filter(organization_invitations::organization_id.eq(organization.to_string()))
                .select(InvitationRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(InvitationRecord::try_from).transpose()
    }

    fn invitation_by_digest(&self, digest: &SecretDigest) -> RepoResult<Option<InvitationRecord>> {
        let row = self.with(|c| {
            organization_invitations::table
                .filter(organization_invitations::digest.eq(digest.as_bytes().as_slice()))
                .select(InvitationRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(InvitationRecord::try_from).transpose()
    }

    fn pending_invitation(
        &self,
        organization: OrganizationId,
        email: &Email,
    ) -> RepoResult<Option<InvitationRecord>> {
        let row = self.with(|c| {
            organization_invitations::table
                .filter(organization_invitations::organization_id.eq(organization.to_string()))
                .filter(organization_invitations::email.eq(email.as_str()))
                .filter(organization_invitations::status.eq(PENDING))
                .select(InvitationRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(InvitationRecord::try_from).transpose()
    }

    fn end_invitation(&self, id: InvitationId, status: InvitationStatus) -> RepoResult<bool> {
        let changed = self.with(|c| {
            diesel::update(
                organization_invitations::table
                    .find(id.to_string())
                    .filter(organization_invitations::status.eq(PENDING)),
            )
            .set(organization_invitations::status.eq(status.as_str()))
            .execute(c)
        })?;
        Ok(changed > 0)
    }

    fn renew_invitation(
        &self,
        id: InvitationId,
        digest: &SecretDigest,
        sent_at: OffsetDateTime,
        expires_at: OffsetDateTime,
    ) -> RepoResult<bool> {
        let changed = self.with(|c| {
            diesel::update(
                organization_invitations::table
                    .find(id.to_string())
                    .filter(organization_invitations::status.eq(PENDING)),
            )
            .set((
                organization_invitations::digest.eq(digest.as_bytes().as_slice()),
                organization_invitations::sent_at.eq(to_micros(sent_at)),
                organization_invitations::expires_at.eq(to_micros(expires_at)),
            ))
            .execute(c)
        })?;
        Ok(changed > 0)
    }

    fn accept_invitation(
        &self,
        id: InvitationId,
        membership: &MembershipRecord,
        now: OffsetDateTime,
    ) -> RepoResult<Acceptance> {
        let row = MembershipRow::from(membership);
        let id = id.to_string();
        let now = to_micros(now);
        self.transaction(|c| {
            // The conditional update is the claim: of two acceptances at
            // once, PostgreSQL makes the second wait for the first's row
            // lock and then finds it no longer pending, so it changes
            // nothing. An invitation to another organization than the
            // membership's is not this membership's to take.
            let claimed = diesel::update(
                organization_invitations::table
                    .find(&id)
                    .filter(organization_invitations::organization_id.eq(&row.organization_id))
                    .filter(organization_invitations::status.eq(PENDING))
                    .filter(organization_invitations::expires_at.gt(now)),
            )
            .set(organization_invitations::status.eq(InvitationStatus::Accepted.as_str()))
            .execute(c)?;
            if claimed == 0 {
                return Ok(Acceptance::NotPending);
            }
            let sql = c.numbered(JOIN);
            let joined = diesel::sql_query(sql)
                .bind::<Text, _>(&row.organization_id)
                .bind::<Text, _>(&row.user_id)
                .bind::<Text, _>(&row.roles)
                .bind::<Bool, _>(row.managed)
                .bind::<Bool, _>(row.break_glass)
                .bind::<BigInt, _>(row.joined_at)
                .execute(c)?;
            Ok(if joined > 0 {
                Acceptance::Joined
            } else {
                Acceptance::AlreadyMember
            })
        })
    }
}

impl OrganizationDomainRepository for Database {
    fn insert_domain(&self, domain: &DomainRecord) -> RepoResult<()> {
        let row = DomainRow::from(domain);
        self.with(|c| {
            diesel::insert_into(organization_domains::table)
                .values(&row)
                .execute(c)
        })
        .map(drop)
    }

    fn domains(&self, organization: OrganizationId) -> RepoResult<Vec<DomainRecord>> {
        let rows = self.with(|c| {
            organization_domains::table
                .filter(organization_domains::organization_id.eq(organization.to_string()))
                .order(organization_domains::domain)
                .select(DomainRow::as_select())
                .load(c)
        })?;
        convert_all(rows)
    }

    fn find_domain(
        &self,
        organization: OrganizationId,
        domain: &MailDomain,
    ) -> RepoResult<Option<DomainRecord>> {
        let row = self.with(|c| {
            organization_domains::table
                .find((organization.to_string(), domain.as_str()))
                .select(DomainRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(DomainRecord::try_from).transpose()
    }

    fn verified_domain(&self, domain: &MailDomain) -> RepoResult<Option<DomainRecord>> {
        let row = self.with(|c| {
            organization_domains::table
                .filter(organization_domains::domain.eq(domain.as_str()))
                .filter(organization_domains::verified_at.is_not_null())
                .select(DomainRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(DomainRecord::try_from).transpose()
    }

    fn verify_domain(
        &self,
        organization: OrganizationId,
        domain: &MailDomain,
        challenge: &str,
        at: OffsetDateTime,
    ) -> RepoResult<bool> {
        // One statement that matches the claim whether or not it is
        // verified, so the row count says whether it exists, and keeps
        // an earlier verification's time. Another organization's
        // verified claim makes the partial unique index refuse it
        // (`Conflict`).
        let matched = self.with(|c| {
            let sql = c.numbered(VERIFY);
            diesel::sql_query(sql)
                .bind::<Text, _>(organization.to_string())
                .bind::<Text, _>(domain.as_str())
                .bind::<BigInt, _>(to_micros(at))
                .bind::<Text, _>(challenge)
                .execute(c)
        })?;
        Ok(matched > 0)
    }

    fn set_domain_rules(
        &self,
        organization: OrganizationId,
        domain: &MailDomain,
        join: DomainJoin,
        sso: DomainSso,
    ) -> RepoResult<bool> {
        let changed = self.with(|c| {
            diesel::update(
                organization_domains::table.find((organization.to_string(), domain.as_str())),
            )
            .set((
                organization_domains::join_rule.eq(join.as_str()),
                organization_domains::sso.eq(sso.as_str()),
            ))
            .execute(c)
        })?;
        Ok(changed > 0)
    }

    fn delete_domain(&self, organization: OrganizationId, domain: &MailDomain) -> RepoResult<bool> {
        let deleted = self.with(|c| {
            diesel::delete(
                organization_domains::table.find((organization.to_string(), domain.as_str())),
            )
            .execute(c)
        })?;
        Ok(deleted > 0)
    }

    fn put_sign_in(&self, sign_in: &OrganizationSignInRecord) -> RepoResult<()> {
        let row = SignInRow::from(sign_in);
        // Update first: on SQLite the transaction then holds the write
        // lock before it reads anything.
        self.transaction(|c| {
            let replaced = diesel::update(organization_sign_ins::table.find(&row.organization_id))
                .set((
                    organization_sign_ins::issuer.eq(&row.issuer),
                    organization_sign_ins::client_id.eq(&row.client_id),
                    organization_sign_ins::sealed_secret.eq(&row.sealed_secret),
                    organization_sign_ins::scopes.eq(&row.scopes),
                    organization_sign_ins::updated_at.eq(row.updated_at),
                ))
                .execute(c)?;
            if replaced == 0 {
                diesel::insert_into(organization_sign_ins::table)
                    .values(&row)
                    .execute(c)?;
            }
            Ok(())
        })
    }

    fn find_sign_in(
        &self,
        organization: OrganizationId,
    ) -> RepoResult<Option<OrganizationSignInRecord>> {
        let row = self.with(|c| {
            organization_sign_ins::table
                .find(organization.to_string())
                .select(SignInRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(OrganizationSignInRecord::try_from).transpose()
    }

    fn delete_sign_in(&self, organization: OrganizationId) -> RepoResult<bool> {
        let deleted = self.with(|c| {
            diesel::delete(organization_sign_ins::table.find(organization.to_string())).execute(c)
        })?;
        Ok(deleted > 0)
    }
}
