//! The organization_invitations, organization_domains and
//! organization_sign_ins rows and their conversions (docs/decisions.md,
//! "Organizations").

use accounts_domain::addresses::Email;
use accounts_domain::ids::InvitationId;
use accounts_domain::keys::SealedKey;
use accounts_domain::organization_domains::{
    DomainJoin, DomainRecord, DomainSso, MailDomain, OrganizationSignInRecord,
};
use accounts_domain::organization_invitations::{InvitationRecord, InvitationStatus};
use accounts_domain::repository::RepoError;
use diesel::prelude::*;

use crate::errors::corrupt;
use crate::schema::{organization_domains, organization_invitations, organization_sign_ins};
use crate::time_codec::{from_micros, from_micros_opt, to_micros};

use super::decode::{digest, id};
use super::organization::{parse_roles, stored_roles};

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = organization_invitations)]
pub(crate) struct InvitationRow {
    pub id: String,
    pub organization_id: String,
    pub email: String,
    pub roles: String,
    pub digest: Vec<u8>,
    pub status: String,
    pub sent_at: i64,
    pub expires_at: i64,
}

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = organization_domains)]
#[diesel(treat_none_as_default_value = false)]
pub(crate) struct DomainRow {
    pub organization_id: String,
    pub domain: String,
    pub challenge: String,
    pub verified_at: Option<i64>,
    pub join_rule: String,
    pub sso: String,
    pub created_at: i64,
}

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = organization_sign_ins)]
pub(crate) struct SignInRow {
    pub organization_id: String,
    pub issuer: String,
    pub client_id: String,
    pub sealed_secret: Vec<u8>,
    pub scopes: String,
    pub updated_at: i64,
}

/// The stored form of a domain; a stored value that no longer parses is
/// corrupt.
fn parse_domain(text: &str) -> Result<MailDomain, RepoError> {
    MailDomain::parse(text).map_err(|e| corrupt("organization domain", e))
}

impl From<&InvitationRecord> for InvitationRow {
    fn from(i: &InvitationRecord) -> Self {
        Self {
            id: i.id.to_string(),
            organization_id: i.organization_id.to_string(),
            email: i.email.as_str().to_owned(),
            roles: stored_roles(&i.roles),
            digest: i.digest.as_bytes().to_vec(),
            status: i.status.as_str().to_owned(),
            sent_at: to_micros(i.sent_at),
            expires_at: to_micros(i.expires_at),
        }
    }
}

impl TryFrom<InvitationRow> for InvitationRecord {
    type Error = RepoError;

    fn try_from(r: InvitationRow) -> Result<Self, RepoError> {
        Ok(Self {
            id: id::<InvitationId>("invitation id", &r.id)?,
            organization_id: id("organization id", &r.organization_id)?,
            email: Email::from_stored(r.email),
            roles: parse_roles(&r.roles)?,
            digest: digest(&r.digest)?,
            status: InvitationStatus::parse(&r.status)
                .ok_or_else(|| corrupt("invitation status", &r.status))?,
            sent_at: from_micros(r.sent_at)?,
            expires_at: from_micros(r.expires_at)?,
        })
    }
}

impl From<&DomainRecord> for DomainRow {
    fn from(d: &DomainRecord) -> Self {
        Self {
            organization_id: d.organization_id.to_string(),
            domain: d.domain.as_str().to_owned(),
            challenge: d.challenge.clone(),
            verified_at: d.verified_at.map(to_micros),
            join_rule: d.join.as_str().to_owned(),
            sso: d.sso.as_str().to_owned(),
            created_at: to_micros(d.created_at),
        }
    }
}

impl TryFrom<DomainRow> for DomainRecord {
    type Error = RepoError;

    fn try_from(r: DomainRow) -> Result<Self, RepoError> {
        Ok(Self {
            organization_id: id("organization id", &r.organization_id)?,
            domain: parse_domain(&r.domain)?,
            challenge: r.challenge,
            verified_at: from_micros_opt(r.verified_at)?,
            join: DomainJoin::parse(&r.join_rule)
                .ok_or_else(|| corrupt("domain join rule", &r.join_rule))?,
            sso: DomainSso::parse(&r.sso).ok_or_else(|| corrupt("domain sso rule", &r.sso))?,
            created_at: from_micros(r.created_at)?,
        })
    }
}

impl From<&OrganizationSignInRecord> for SignInRow {
    fn from(s: &OrganizationSignInRecord) -> Self {
        Self {
            organization_id: s.organization_id.to_string(),
            issuer: s.issuer.clone(),
            client_id: s.client_id.clone(),
            sealed_secret: s.sealed_secret.as_bytes().to_vec(),
            scopes: s.scopes.join(" "),
            updated_at: to_micros(s.updated_at),
        }
    }
}

impl TryFrom<SignInRow> for OrganizationSignInRecord {
    type Error = RepoError;

    fn try_from(r: SignInRow) -> Result<Self, RepoError> {
        Ok(Self {
            organization_id: id("organization id", &r.organization_id)?,
            issuer: r.issuer,
            client_id: r.client_id,
            sealed_secret: SealedKey::from_bytes(r.sealed_secret),
            scopes: r
                .scopes
                .split(' ')
                .filter(|s| !s.is_empty())
                .map(str::to_owned)
                .collect(),
            updated_at: from_micros(r.updated_at)?,
        })
    }
}
