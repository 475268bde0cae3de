//! An organization's own OpenID provider (docs/decisions.md, "An
//! organization's own sign-in"): its issuer, our client there and the
//! scopes asked for, kept with the client secret sealed under the master
//! key and never answered.

use accounts_domain::destinations::Destinations;
use accounts_domain::keys::MasterKey;
use accounts_domain::organization_domains::{DomainSso, OrganizationSignInRecord};
use accounts_domain::records::AuditAction;
use accounts_domain::repository::Store;
use serde::Serialize;
use time::OffsetDateTime;

use super::endpoint_url::parse_url;
use super::operations::{Actor, ManageError, Subject, audit};
use super::organizations::find_organization;

/// The most scopes asked of an organization's provider.
const MAX_SCOPES: usize = 20;
/// The scopes asked for when none are named.
const DEFAULT_SCOPES: [&str; 3] = ["openid", "email", "profile"];

/// The settings an operator or the organization's admin sets.
#[derive(Debug, Clone, Default)]
pub struct SignInSettings {
    /// The issuer URL, exactly as its id_tokens name it.
    pub issuer: String,
    /// Our client id there.
    pub client_id: String,
    /// Our client secret there.
    pub client_secret: String,
    /// The scopes to ask for (`openid` is added when missing); the
    /// default `openid email profile`.
    pub scopes: Option<Vec<String>>,
}

/// The provider as answers show it: never its secret.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct SignInSummary {
    /// The issuer URL.
    pub issuer: String,
    /// Our client id there.
    pub client_id: String,
    /// The scopes asked for.
    pub scopes: Vec<String>,
    /// The redirect URI to register at the provider.
    pub redirect_uri: String,
}

/// The label the client secret is sealed under: a sealed secret moved to
/// another organization's row does not open.
pub(crate) fn sign_in_secret_label(organization: &str) -> String {
    format!("organization-sign-in:{organization}")
}

/// The callback a provider sends browsers back to (`issuer` is ours).
pub fn organization_redirect_uri(issuer: &str, organization: &str) -> String {
    format!("{issuer}/accounts/upstream/{organization}/callback")
}

fn summary(record: &OrganizationSignInRecord, issuer: &str) -> SignInSummary {
    SignInSummary {
        issuer: record.issuer.clone(),
        client_id: record.client_id.clone(),
        scopes: record.scopes.clone(),
        redirect_uri: organization_redirect_uri(issuer, &record.organization_id.to_string()),
    }
}

/// A value of our client's at the provider: present, printable, bounded.
fn client_value(name: &str, value: &str, max: usize) -> Result<String, ManageError> {
    if value.is_empty() || value.chars().count() > max || value.chars().any(char::is_control) {
        return Err(ManageError::Invalid(format!(
            "invalid {name}: 1 to {max} printable characters"
        )));
    }
    Ok(value.to_owned())
}

/// The issuer: the webhooks' URL grammar and destinations, https unless
/// private destinations are allowed (a test's or an internal provider),
/// and no query (OpenID Connect Discovery §3).
fn issuer_of(text: &str, destinations: Destinations) -> Result<String, ManageError> {
    let invalid = |why: String| ManageError::Invalid(format!("invalid issuer: {why}"));
    parse_url(text, destinations).map_err(|why| invalid(why.replacen("url", "the issuer", 1)))?;
    if text.contains('?') {
        return Err(invalid("an issuer has no query".into()));
    }
    if destinations == Destinations::PublicOnly && !text.starts_with("https://") {
        return Err(invalid("the issuer must be https://".into()));
    }
    // Stored as given: id_tokens must name it exactly.
    Ok(text.to_owned())
}

/// The scopes asked for: RFC 6749's scope-token grammar, `openid` first.
fn scopes_of(scopes: Option<&[String]>) -> Result<Vec<String>, ManageError> {
    let Some(scopes) = scopes else {
        return Ok(DEFAULT_SCOPES.iter().map(|s| (*s).to_owned()).collect());
    };
    let token = |s: &str| {
        !s.is_empty()
            && s.len() <= 100
            && s.bytes()
                .all(|b| b == 0x21 || (0x23..=0x5B).contains(&b) || (0x5D..=0x7E).contains(&b))
    };
    if let Some(bad) = scopes.iter().find(|s| !token(s)) {
        return Err(ManageError::Invalid(format!(
            "invalid scopes: {bad:?} is not a scope (RFC 6749 §3.3)"
        )));
    }
    let mut chosen = vec!["openid".to_owned()];
    for scope in scopes {
        if !chosen.contains(scope) {
            chosen.push(scope.clone());
        }
    }
    if chosen.len() > MAX_SCOPES {
        return Err(ManageError::Invalid(format!(
            "invalid scopes: at most {MAX_SCOPES}"
        )));
    }
    Ok(chosen)
}

/// Sets the organization's provider, replacing the one it had.
pub fn put_sign_in(
    store: &dyn Store,
    master: &MasterKey,
    (issuer, destinations): (&str, Destinations),
    organization: &str,
    settings: &SignInSettings,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<SignInSummary, ManageError> {
    let organization = find_organization(store, organization)?;
    let id = organization.id.to_string();
    let record = OrganizationSignInRecord {
        organization_id: organization.id,
        issuer: issuer_of(&settings.issuer, destinations)?,
        client_id: client_value("clientId", &settings.client_id, 255)?,
        sealed_secret: master.seal(
            &sign_in_secret_label(&id),
            client_value("clientSecret", &settings.client_secret, 1024)?.as_bytes(),
        )?,
        scopes: scopes_of(settings.scopes.as_deref())?,
        updated_at: now,
    };
    store.put_sign_in(&record).map_err(ManageError::Repo)?;
    audit(
        store,
        actor,
        AuditAction::OrganizationSignInChanged,
        Subject::Organization(organization.id, format!("sign-in at {}", record.issuer)),
        now,
    )?;
    Ok(summary(&record, issuer))
}

/// The organization's provider; `NotFound` when it has none.
pub fn get_sign_in(
    store: &dyn Store,
    issuer: &str,
    organization: &str,
) -> Result<SignInSummary, ManageError> {
    let organization = find_organization(store, organization)?;
    store
        .find_sign_in(organization.id)
        .map_err(ManageError::Repo)?
        .map(|record| summary(&record, issuer))
        .ok_or(ManageError::NotFound("sign-in"))
}

/// Removes the organization's provider: refused while one of its
/// domains requires it (that domain's addresses would have no way in).
pub fn delete_sign_in(
    store: &dyn Store,
    organization: &str,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<(), ManageError> {
    let organization = find_organization(store, organization)?;
    let domains = store.domains(organization.id).map_err(ManageError::Repo)?;
    if domains.iter().any(|d| d.sso == DomainSso::Required) {
        return Err(ManageError::NotAllowed(
            "a domain of the organization requires its sign-in: set its sso to none or offered first",
        ));
    }
    if !store
        .delete_sign_in(organization.id)
        .map_err(ManageError::Repo)?
    {
        return Err(ManageError::NotFound("sign-in"));
    }
    audit(
        store,
        actor,
        AuditAction::OrganizationSignInChanged,
        Subject::Organization(organization.id, "sign-in removed".into()),
        now,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scopes_start_with_openid_once() {
        assert_eq!(
            scopes_of(None).ok(),
            Some(vec!["openid".into(), "email".into(), "profile".into()])
        );
        let asked = vec!["email".to_owned(), "openid".to_owned(), "email".to_owned()];
        assert_eq!(
            scopes_of(Some(&asked)).ok(),
            Some(vec!["openid".into(), "email".into()])
        );
        assert!(scopes_of(Some(&["a b".to_owned()])).is_err());
        assert!(scopes_of(Some(&["\"".to_owned()])).is_err());
    }

    #[test]
    fn an_issuer_is_https_and_public_unless_private_ones_are_allowed() {
        let public = Destinations::PublicOnly;
        assert!(issuer_of("https://id.example.com", public).is_ok());
        assert!(issuer_of("http://id.example.com", public).is_err());
        assert!(issuer_of("https://127.0.0.1:8443", public).is_err());
        assert!(issuer_of("https://id.example.com/?x=1", public).is_err());
        assert!(issuer_of("http://127.0.0.1:8443", Destinations::Any).is_ok());
        assert!(issuer_of("ftp://id.example.com", Destinations::Any).is_err());
    }
}
