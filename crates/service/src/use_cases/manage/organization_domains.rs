//! An organization's mail domains (docs/decisions.md, "Organizations"):
//! claimed with a DNS challenge, verified by looking the TXT record up
//! (or by an operator's word, audited), then one organization's alone,
//! with its rules for joining and signing in.

use accounts_domain::organization_domains::{DomainJoin, DomainRecord, DomainSso, MailDomain};
use accounts_domain::organizations::OrganizationRecord;
use accounts_domain::records::AuditAction;
use accounts_domain::repository::{RepoError, Store};
use accounts_domain::secrets::PlainSecret;
use accounts_domain::timestamp::UtcTimestamp;
use serde::Serialize;
use time::OffsetDateTime;

use super::operations::{Actor, ManageError, Subject, administer, audit, invalid};
use super::organizations::find_organization;
use crate::service::accounts::Accounts;
use crate::service::organization_policy::OrganizationPolicy;

/// Where the challenge's TXT record goes, under the domain.
pub const CHALLENGE_LABEL: &str = "_accounts-challenge";
/// What the TXT record's value starts with.
pub const CHALLENGE_PREFIX: &str = "accounts-verification=";

/// The record to create.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct DnsChallenge {
    /// Always `TXT`.
    #[serde(rename = "type")]
    pub kind: &'static str,
    /// `_accounts-challenge.<domain>`.
    pub name: String,
    /// `accounts-verification=<token>`.
    pub value: String,
}

/// A domain as the admin API answers it.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct DomainSummary {
    /// The domain.
    pub domain: String,
    /// `pending` or `verified`.
    pub state: &'static str,
    /// The record that verifies it.
    pub dns: DnsChallenge,
    /// `none` or `automatic`: whether who verifies an address there joins.
    pub join: &'static str,
    /// `none`, `offered` or `required`: whether its addresses sign in
    /// through the organization's own provider.
    pub sso: &'static str,
    /// When it was verified (RFC 3339).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub verified_at: Option<String>,
}

impl DomainSummary {
    /// The answer for `d`.
    pub fn of(d: &DomainRecord) -> Self {
        Self {
            domain: d.domain.to_string(),
            state: if d.verified_at.is_some() {
                "verified"
            } else {
                "pending"
            },
            dns: DnsChallenge {
                kind: "TXT",
                name: format!("{CHALLENGE_LABEL}.{}", d.domain),
                value: format!("{CHALLENGE_PREFIX}{}", d.challenge),
            },
            join: d.join.as_str(),
            sso: d.sso.as_str(),
            verified_at: d.verified_at.map(|t| UtcTimestamp::new(t).to_string()),
        }
    }
}

/// An organization's domains.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct DomainList {
    /// By name.
    pub domains: Vec<DomainSummary>,
}

/// What an operator changes of a domain; what is `None` stays.
#[derive(Debug, Clone, Default)]
pub struct DomainChanges {
    /// `none` or `automatic`.
    pub join: Option<String>,
    /// `none`, `offered` or `required`.
    pub sso: Option<String>,
    /// `true`: mark it verified without DNS (audited).
    pub verified: Option<bool>,
}

fn consumer(domain: &MailDomain) -> ManageError {
    ManageError::Invalid(format!(
        "invalid domain: {domain} is a consumer mail domain anyone can get an address at"
    ))
}

fn domain_of(text: &str) -> Result<MailDomain, ManageError> {
    MailDomain::parse(text).map_err(invalid)
}

fn claim_of(
    store: &dyn Store,
    organization: &OrganizationRecord,
    domain: &str,
) -> Result<DomainRecord, ManageError> {
    let domain = MailDomain::parse(domain).map_err(|_| ManageError::NotFound("domain"))?;
    store
        .find_domain(organization.id, &domain)
        .map_err(ManageError::Repo)?
        .ok_or(ManageError::NotFound("domain"))
}

fn verified_elsewhere(e: RepoError) -> ManageError {
    match e {
        RepoError::Conflict(_) => {
            ManageError::NotAllowed("the domain is verified for another organization")
        }
        other => ManageError::Repo(other),
    }
}

/// Claims `domain` for the organization: pending until its TXT record is
/// found. A consumer mail domain is refused, and so is one another
/// organization verified.
pub fn add_domain(
    store: &dyn Store,
    policy: &OrganizationPolicy,
    organization: &str,
    domain: &str,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<DomainSummary, ManageError> {
    let organization = find_organization(store, organization)?;
    let domain = domain_of(domain)?;
    if policy.is_consumer(&domain) {
        return Err(consumer(&domain));
    }
    if let Some(owner) = store.verified_domain(&domain).map_err(ManageError::Repo)?
        && owner.organization_id != organization.id
    {
        return Err(ManageError::NotAllowed(
            "the domain is verified for another organization",
        ));
    }
    let claim = DomainRecord {
        organization_id: organization.id,
        domain,
        challenge: PlainSecret::generate().expose().to_owned(),
        verified_at: None,
        join: DomainJoin::None,
        sso: DomainSso::None,
        created_at: now,
    };
    match store.insert_domain(&claim) {
        Ok(()) => {}
        Err(RepoError::Conflict(_)) => {
            return Err(ManageError::Exists(
                "the organization's claim of that domain",
            ));
        }
        Err(e) => return Err(ManageError::Repo(e)),
    }
    audit(
        store,
        actor,
        AuditAction::OrganizationUpdated,
        Subject::Organization(organization.id, format!("domain {} claimed", claim.domain)),
        now,
    )?;
    Ok(DomainSummary::of(&claim))
}

/// The organization's domains.
pub fn list_domains(store: &dyn Store, organization: &str) -> Result<DomainList, ManageError> {
    let organization = find_organization(store, organization)?;
    let domains = store.domains(organization.id).map_err(ManageError::Repo)?;
    Ok(DomainList {
        domains: domains.iter().map(DomainSummary::of).collect(),
    })
}

fn mark_verified(
    store: &dyn Store,
    organization: &OrganizationRecord,
    mut claim: DomainRecord,
    how: &str,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<DomainSummary, ManageError> {
    if claim.verified_at.is_none() {
        if !store
            .verify_domain(organization.id, &claim.domain, &claim.challenge, now)
            .map_err(verified_elsewhere)?
        {
            return Err(ManageError::NotFound("domain"));
        }
        claim.verified_at = Some(now);
        audit(
            store,
            actor,
            AuditAction::OrganizationDomainVerified,
            Subject::Organization(organization.id, format!("{} {how}", claim.domain)),
            now,
        )?;
    }
    Ok(DomainSummary::of(&claim))
}

/// Looks the domain's TXT record up and, when it holds the challenge,
/// marks the domain verified; otherwise it stays pending and the answer
/// says what was missing (blocking).
pub fn verify_domain(
    accounts: &Accounts,
    organization: &str,
    domain: &str,
    actor: Actor<'_>,
) -> Result<DomainSummary, ManageError> {
    let (organization, claim) = {
        let store = &*accounts.store;
        let organization = find_organization(store, organization)?;
        let claim = claim_of(store, &organization, domain)?;
        (organization, claim)
    };
    // The list may have grown since the claim.
    if accounts.config.organizations.is_consumer(&claim.domain) {
        return Err(consumer(&claim.domain));
    }
    if claim.verified_at.is_none() {
        let name = format!("{CHALLENGE_LABEL}.{}", claim.domain);
        let expected = format!("{CHALLENGE_PREFIX}{}", claim.challenge);
        let found = accounts.domain_records.txt(&name).map_err(|e| {
            ManageError::Refused(format!("{e}: the domain stays pending; try again"))
        })?;
        if !found.iter().any(|value| value.trim() == expected) {
            return Err(ManageError::Refused(format!(
                "no TXT record {name} with the value {expected} was found: the domain stays pending"
            )));
        }
    }
    administer(accounts, |store, now| {
        mark_verified(store, &organization, claim, "by DNS", actor, now)
    })
}

/// Changes a domain's rules, or marks it verified by an operator's word.
pub fn update_domain(
    store: &dyn Store,
    policy: &OrganizationPolicy,
    organization: &str,
    domain: &str,
    changes: &DomainChanges,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<DomainSummary, ManageError> {
    let organization = find_organization(store, organization)?;
    let mut claim = claim_of(store, &organization, domain)?;
    if policy.is_consumer(&claim.domain) {
        return Err(consumer(&claim.domain));
    }
    match changes.verified {
        Some(true) if claim.verified_at.is_none() => {
            mark_verified(
                store,
                &organization,
                claim.clone(),
                "by an operator",
                actor,
                now,
            )?;
            claim.verified_at = Some(now);
        }
        Some(true) | None => {}
        Some(false) => {
            return Err(ManageError::Invalid(
                "invalid verified: a domain is given up by deleting it".to_owned(),
            ));
        }
    }
    let join = match &changes.join {
        Some(text) => DomainJoin::parse(text)
            .ok_or_else(|| ManageError::Invalid("invalid join: none or automatic".to_owned()))?,
        None => claim.join,
    };
    let sso = match &changes.sso {
        Some(text) => DomainSso::parse(text).ok_or_else(|| {
            ManageError::Invalid("invalid sso: none, offered or required".to_owned())
        })?,
        None => claim.sso,
    };
    if sso == DomainSso::Required
        && claim.sso != DomainSso::Required
        && store
            .find_sign_in(organization.id)
            .map_err(ManageError::Repo)?
            .is_none()
    {
        return Err(ManageError::NotAllowed(
            "sso required needs the organization's own sign-in: set it first",
        ));
    }
    if (join != claim.join || sso != claim.sso) && claim.verified_at.is_none() {
        return Err(ManageError::NotAllowed(
            "a domain's rules apply once it is verified: verify it first",
        ));
    }
    if join != claim.join || sso != claim.sso {
        if !store
            .set_domain_rules(organization.id, &claim.domain, join, sso)
            .map_err(ManageError::Repo)?
        {
            return Err(ManageError::NotFound("domain"));
        }
        claim.join = join;
        claim.sso = sso;
        audit(
            store,
            actor,
            AuditAction::OrganizationUpdated,
            Subject::Organization(
                organization.id,
                format!(
                    "domain {} join {} sso {}",
                    claim.domain,
                    join.as_str(),
                    sso.as_str()
                ),
            ),
            now,
        )?;
    }
    Ok(DomainSummary::of(&claim))
}

/// Gives a domain up.
pub fn delete_domain(
    store: &dyn Store,
    organization: &str,
    domain: &str,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<(), ManageError> {
    let organization = find_organization(store, organization)?;
    let claim = claim_of(store, &organization, domain)?;
    if !store
        .delete_domain(organization.id, &claim.domain)
        .map_err(ManageError::Repo)?
    {
        return Err(ManageError::NotFound("domain"));
    }
    audit(
        store,
        actor,
        AuditAction::OrganizationDomainRemoved,
        Subject::Organization(organization.id, claim.domain.to_string()),
        now,
    )
}
