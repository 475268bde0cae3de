//! Reading stored columns back into domain values; a value that does not
//! convert is corrupt data, reported (never skipped).

use std::str::FromStr;

use accounts_domain::repository::RepoError;
use accounts_domain::resource::{ApiAccess, ResourceIdentifier, ResourceScopes};
use accounts_domain::scope::Scopes;
use accounts_domain::secrets::SecretDigest;

use crate::errors::corrupt;

pub(super) fn id<T: FromStr>(what: &str, text: &str) -> Result<T, RepoError>
where
    T::Err: std::fmt::Display,
{
    text.parse().map_err(|e| corrupt(what, e))
}

pub(super) fn digest(bytes: &[u8]) -> Result<SecretDigest, RepoError> {
    SecretDigest::from_slice(bytes).map_err(|e| corrupt("digest", e))
}

pub(super) fn scopes(text: &str) -> Result<Scopes, RepoError> {
    Scopes::parse(text).map_err(|e| corrupt("scope", e))
}

pub(super) fn json_list(values: impl IntoIterator<Item = String>) -> String {
    serde_json::Value::from(values.into_iter().collect::<Vec<_>>()).to_string()
}

pub(super) fn parse_list<T>(
    what: &str,
    text: &str,
    parse: impl Fn(&str) -> Result<T, accounts_domain::addresses::ValueError>,
) -> Result<Vec<T>, RepoError> {
    let raw: Vec<String> = serde_json::from_str(text).map_err(|e| corrupt(what, e))?;
    raw.iter()
        .map(|v| parse(v).map_err(|e| corrupt(what, e)))
        .collect()
}

/// Converts every row, failing on the first corrupt one.
pub(crate) fn convert_all<R, T: TryFrom<R, Error = RepoError>>(
    rows: Vec<R>,
) -> Result<Vec<T>, RepoError> {
    rows.into_iter().map(T::try_from).collect()
}

/// The API a code or refresh token is for, from its two columns (both
/// set or neither).
pub(super) fn api_access(
    resource: Option<String>,
    scopes: Option<String>,
) -> Result<Option<ApiAccess>, RepoError> {
    match (resource, scopes) {
        (None, None) => Ok(None),
        (Some(resource), Some(scopes)) => Ok(Some(ApiAccess {
            resource: ResourceIdentifier::parse(&resource).map_err(|e| corrupt("resource", e))?,
            scopes: ResourceScopes::parse_spaced(&scopes)
                .map_err(|e| corrupt("resource_scopes", e))?,
        })),
        _ => Err(corrupt(
            "resource",
            "a resource without its scopes, or scopes without one",
        )),
    }
}

/// [`api_access`]'s columns.
pub(super) fn api_columns(api: Option<&ApiAccess>) -> (Option<String>, Option<String>) {
    match api {
        Some(a) => (Some(a.resource.to_string()), Some(a.scopes.to_string())),
        None => (None, None),
    }
}
