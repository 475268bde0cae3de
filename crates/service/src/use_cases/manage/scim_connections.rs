//! An organization's SCIM connections (docs/decisions.md, "SCIM"): each
//! a bearer token its directory provisions with, shown once and kept as
//! a digest; rotation keeps the old token working for a day, so the
//! directory can be changed over without a gap; revocation is at once.

use accounts_domain::ids::ScimConnectionId;
use accounts_domain::records::AuditAction;
use accounts_domain::repository::Store;
use accounts_domain::scim_store::ScimConnectionRecord;
use accounts_domain::secrets::{PlainSecret, SecretDigest};
use accounts_domain::timestamp::UtcTimestamp;
use serde::Serialize;
use time::{Duration, OffsetDateTime};

use super::operations::{Actor, ManageError, Subject, audit};
use super::organizations::find_organization;

/// How long a rotated-out token keeps working.
pub const ROTATION_OVERLAP: Duration = Duration::hours(24);

/// The prefix of every SCIM token, so that secret scanners know one.
const TOKEN_PREFIX: &str = "scim_";

/// A connection's base URL: `{issuer}/accounts/scim/v2/{id}`.
pub fn scim_base_url(issuer: &str, connection: ScimConnectionId) -> String {
    format!("{issuer}/accounts/scim/v2/{connection}")
}

/// The digest a presented SCIM token is looked up by.
pub fn scim_token_digest(token: &str) -> SecretDigest {
    SecretDigest::of(token)
}

fn new_token() -> (String, SecretDigest) {
    let token = format!("{TOKEN_PREFIX}{}", PlainSecret::generate().expose());
    let digest = scim_token_digest(&token);
    (token, digest)
}

/// A new connection, or a rotated one: its token, shown this once.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ScimConnectionMade {
    /// The connection's id.
    pub id: String,
    /// The base URL to give the directory.
    pub base_url: String,
    /// The bearer token to give the directory; never shown again.
    pub token: String,
}

/// A connection as lists show it: never its token.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ScimConnectionSummary {
    /// The connection's id.
    pub id: String,
    /// Its base URL.
    pub base_url: String,
    /// When it was made (RFC 3339).
    pub created_at: String,
    /// When a request last used it (RFC 3339, to the minute), if ever.
    pub last_used_at: Option<String>,
    /// Until when the token rotated out still works (RFC 3339), if one does.
    pub previous_token_until: Option<String>,
}

/// An organization's connections.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ScimConnectionList {
    /// Oldest first.
    pub connections: Vec<ScimConnectionSummary>,
}

/// Makes a connection for the organization `reference` names.
pub fn create_scim_connection(
    store: &dyn Store,
    issuer: &str,
    reference: &str,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<ScimConnectionMade, ManageError> {
    let organization = find_organization(store, reference)?;
    let (token, digest) = new_token();
    let record = ScimConnectionRecord {
        id: ScimConnectionId::generate(now),
        organization_id: organization.id,
        digest,
        previous: None,
        created_at: now,
        last_used_at: None,
    };
    store
        .insert_scim_connection(&record)
        .map_err(ManageError::Repo)?;
    audit(
        store,
        actor,
        AuditAction::ScimConnectionCreated,
        Subject::Organization(organization.id, format!("SCIM connection {}", record.id)),
        now,
    )?;
    Ok(ScimConnectionMade {
        id: record.id.to_string(),
        base_url: scim_base_url(issuer, record.id),
        token,
    })
}

/// The organization's connections.
pub fn list_scim_connections(
    store: &dyn Store,
    issuer: &str,
    reference: &str,
    now: OffsetDateTime,
) -> Result<ScimConnectionList, ManageError> {
    let organization = find_organization(store, reference)?;
    let connections = store
        .scim_connections(organization.id)
        .map_err(ManageError::Repo)?
        .into_iter()
        .map(|c| ScimConnectionSummary {
            id: c.id.to_string(),
            base_url: scim_base_url(issuer, c.id),
            created_at: UtcTimestamp::new(c.created_at).to_string(),
            last_used_at: c.last_used_at.map(|at| UtcTimestamp::new(at).to_string()),
            previous_token_until: c
                .previous
                .filter(|(_, until)| *until > now)
                .map(|(_, until)| UtcTimestamp::new(until).to_string()),
        })
        .collect();
    Ok(ScimConnectionList { connections })
}

fn connection_id(text: &str) -> Result<ScimConnectionId, ManageError> {
    text.parse()
        .map_err(|_| ManageError::NotFound("SCIM connection"))
}

/// Gives a connection a new token; the old one works for
/// [`ROTATION_OVERLAP`] more.
pub fn rotate_scim_connection(
    store: &dyn Store,
    issuer: &str,
    reference: &str,
    id: &str,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<ScimConnectionMade, ManageError> {
    let organization = find_organization(store, reference)?;
    let id = connection_id(id)?;
    let (token, digest) = new_token();
    if !store
        .rotate_scim_connection(organization.id, id, &digest, now + ROTATION_OVERLAP)
        .map_err(ManageError::Repo)?
    {
        return Err(ManageError::NotFound("SCIM connection"));
    }
    audit(
        store,
        actor,
        AuditAction::ScimConnectionRotated,
        Subject::Organization(organization.id, format!("SCIM connection {id}")),
        now,
    )?;
    Ok(ScimConnectionMade {
        id: id.to_string(),
        base_url: scim_base_url(issuer, id),
        token,
    })
}

/// Revokes a connection: both its tokens stop working at once. The
/// entries it made stay (another connection, or the next one, goes on
/// provisioning them).
pub fn revoke_scim_connection(
    store: &dyn Store,
    reference: &str,
    id: &str,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<(), ManageError> {
    let organization = find_organization(store, reference)?;
    let id = connection_id(id)?;
    if !store
        .delete_scim_connection(organization.id, id)
        .map_err(ManageError::Repo)?
    {
        return Err(ManageError::NotFound("SCIM connection"));
    }
    audit(
        store,
        actor,
        AuditAction::ScimConnectionRevoked,
        Subject::Organization(organization.id, format!("SCIM connection {id}")),
        now,
    )
}

/// A group's organization roles, as the admin API answers them.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ScimGroupRoles {
    /// The group's SCIM id.
    pub group: String,
    /// The roles its members hold through it.
    pub roles: Vec<String>,
}

/// Maps a directory's group to organization roles: its members hold
/// them (beside the roles given by hand) in their tokens from their next
/// sign-in or refresh.
pub fn set_scim_group_roles(
    store: &dyn Store,
    reference: &str,
    group: &str,
    roles: &[String],
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<ScimGroupRoles, ManageError> {
    let organization = find_organization(store, reference)?;
    let id: accounts_domain::ids::ScimId =
        group.parse().map_err(|_| ManageError::NotFound("group"))?;
    let roles = if roles.is_empty() {
        Vec::new()
    } else {
        super::organization_members::checked_roles(store, roles)?
    };
    if !store
        .set_scim_group_roles(organization.id, id, &roles)
        .map_err(ManageError::Repo)?
    {
        return Err(ManageError::NotFound("group"));
    }
    let names: Vec<String> = roles.iter().map(ToString::to_string).collect();
    audit(
        store,
        actor,
        AuditAction::OrganizationRolesChanged,
        Subject::Organization(
            organization.id,
            format!("SCIM group {id}: {}", names.join(" ")),
        ),
        now,
    )?;
    Ok(ScimGroupRoles {
        group: id.to_string(),
        roles: names,
    })
}
