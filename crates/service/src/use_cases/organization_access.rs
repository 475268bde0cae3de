//! Signing in for an organization (docs/decisions.md, "Organizations"):
//! whether a user may (the organization exists, is enabled, and they are
//! a member), and the organization claims their tokens carry. Every flow
//! that issues a code, an id_token or a token asks here, so the rule
//! lives once.

use accounts_domain::claims::{OrganizationClaim, OrganizationClaims};
use accounts_domain::ids::UserId;
use accounts_domain::organization::{OrganizationId, OrganizationMfa, OrganizationRef, RoleKey};
use accounts_domain::organizations::{OrganizationRecord, UserOrganization};
use accounts_domain::repository::{OrganizationRepository, RepoError};
use accounts_domain::resource::ResourceScopes;
use accounts_domain::scope::{Scope, Scopes};

/// The keys of `roles`, as answers and claims list them.
pub fn role_names(roles: &[RoleKey]) -> Vec<String> {
    roles.iter().map(|r| r.as_str().to_owned()).collect()
}

/// The organization a user signs in for, with their roles in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrganizationAccess {
    /// The organization, enabled.
    pub organization: OrganizationRecord,
    /// The user's roles in it.
    pub roles: Vec<String>,
}

impl OrganizationAccess {
    /// Whether signing in for it needs a two-factor session.
    pub fn requires_mfa(&self) -> bool {
        self.organization.mfa == OrganizationMfa::Required
    }

    /// How tokens name it.
    pub fn claim(&self) -> OrganizationClaim {
        OrganizationClaim {
            id: self.organization.id,
            slug: self.organization.slug.to_string(),
            roles: self.roles.clone(),
        }
    }
}

/// The access a membership read elsewhere gives (a code's, read with the
/// code): `None` when there is none or its organization is disabled.
pub fn access_of(found: Option<UserOrganization>) -> Option<OrganizationAccess> {
    found
        .filter(|o| o.organization.enabled)
        .map(|o| OrganizationAccess {
            roles: role_names(&o.membership.all_roles()),
            organization: o.organization,
        })
}

/// Whether `user` may sign in for the organization `reference` names:
/// `None` when it names none, is disabled, or the user is no member,
/// which the caller answers alike so that nobody learns which. One
/// query, which also tells the organization's `mfa` rule: the step-up
/// is decided after this check, never before it (docs/decisions.md,
/// "Organizations").
pub fn access_by_reference(
    store: &dyn OrganizationRepository,
    reference: &OrganizationRef,
    user: UserId,
) -> Result<Option<OrganizationAccess>, RepoError> {
    Ok(access_of(store.find_user_organization(reference, user)?))
}

/// [`access_by_reference`] by id: a code or refresh token bound to the
/// organization checks the membership again when it is used.
pub fn access_by_id(
    store: &dyn OrganizationRepository,
    id: OrganizationId,
    user: UserId,
) -> Result<Option<OrganizationAccess>, RepoError> {
    access_by_reference(store, &OrganizationRef::Id(id), user)
}

/// Whether the scopes ask for the user's organizations (`organizations`,
/// or `organization:*` which reads as it).
pub fn asks_for_all(scope: Scopes) -> bool {
    scope.contains(Scope::Organizations) || scope.contains(Scope::AnyOrganization)
}

/// Every enabled organization of the user, as the `organizations` claim
/// lists them.
pub fn organizations_claim(
    store: &dyn OrganizationRepository,
    user: UserId,
) -> Result<Vec<OrganizationClaim>, RepoError> {
    Ok(store
        .organizations_of(user)?
        .into_iter()
        .filter_map(|o| access_of(Some(o)))
        .map(|a| a.claim())
        .collect())
}

/// The organization claims of a token with `scope` for `user`, bound to
/// `bound` when it is.
pub fn claims_for(
    store: &dyn OrganizationRepository,
    user: UserId,
    scope: Scopes,
    bound: Option<&OrganizationAccess>,
) -> Result<OrganizationClaims, RepoError> {
    let all = if asks_for_all(scope) {
        Some(organizations_claim(store, user)?)
    } else {
        None
    };
    Ok(OrganizationClaims {
        all,
        bound: bound.map(OrganizationAccess::claim),
    })
}

/// The API scopes the organization roles `roles` allow together (their
/// permissions' union; the built-in `admin` and `member` allow none).
/// One query, made only for a token for an API bound to an organization.
pub fn permissions_of(
    store: &dyn OrganizationRepository,
    roles: &[String],
) -> Result<ResourceScopes, RepoError> {
    let defined = store.list_organization_roles()?;
    Ok(defined
        .iter()
        .filter(|r| roles.iter().any(|held| held == r.key.as_str()))
        .fold(ResourceScopes::default(), |all, r| {
            all.union(&r.permissions)
        }))
}

/// A sign-in for an organization the user may not sign in for: it does
/// not exist, is disabled, or they are no member (one answer for all).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("the user may not sign in for this organization")]
pub struct NotAMember;

/// The organization a request signs in for (`organization:<slug>`),
/// checked for `user`: `Ok(None)` when it names none.
pub fn checked(
    store: &dyn OrganizationRepository,
    organization: Option<&OrganizationRef>,
    user: UserId,
) -> Result<Result<Option<OrganizationAccess>, NotAMember>, RepoError> {
    let Some(reference) = organization else {
        return Ok(Ok(None));
    };
    Ok(access_by_reference(store, reference, user)?
        .map(Some)
        .ok_or(NotAMember))
}

/// One organization of the user, as their own API and export list it.
#[derive(Debug, Clone, serde::Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct OwnOrganization {
    /// `org_` and a ULID.
    pub id: String,
    /// Its slug.
    pub slug: String,
    /// Its name.
    pub name: String,
    /// The user's roles in it.
    pub roles: Vec<String>,
    /// Made by the organization's own sign-in or SCIM.
    pub managed: bool,
    /// When the user joined (RFC 3339).
    pub joined_at: String,
}

/// Every organization the user belongs to, by slug (their own API's
/// list and their export).
pub fn own_organizations(
    store: &dyn OrganizationRepository,
    user: UserId,
) -> Result<Vec<OwnOrganization>, RepoError> {
    Ok(store
        .organizations_of(user)?
        .into_iter()
        .map(|o| OwnOrganization {
            id: o.organization.id.to_string(),
            slug: o.organization.slug.to_string(),
            name: o.organization.name,
            roles: role_names(&o.membership.all_roles()),
            managed: o.membership.managed,
            joined_at: accounts_domain::timestamp::UtcTimestamp::new(o.membership.joined_at)
                .to_string(),
        })
        .collect())
}
