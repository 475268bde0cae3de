//! Row structs (private to storage) and their conversions to and from the
//! domain's records. A row that does not convert is corrupt data and is
//! reported as `RepoError::Other`, never skipped.
//!
//! Every insertable row binds `None` as NULL instead of writing `DEFAULT`
//! (`treat_none_as_default_value = false`): each insert then has one
//! statement shape, so Diesel keeps it prepared and PostgreSQL does not
//! parse and plan it again on every call.

mod audit;
mod client;
mod code;
mod device_authorization;
mod email_token;
mod session;
mod signing_key;
mod token;
mod user;

pub(crate) use audit::{AuditRow, NewAuditRow};
pub(crate) use client::ClientRow;
pub(crate) use code::CodeRow;
pub(crate) use device_authorization::{DeviceRow, decision_columns};
pub(crate) use email_token::EmailTokenRow;
pub(crate) use session::SessionRow;
pub(crate) use signing_key::KeyRow;
pub(crate) use token::{AccessRow, RefreshRow};
pub(crate) use user::{ProfileColumns, UserRow};

use std::str::FromStr;

use accounts_domain::repository::RepoError;
use accounts_domain::scope::Scopes;
use accounts_domain::secrets::SecretDigest;

use crate::errors::corrupt;

fn id<T: FromStr>(what: &str, text: &str) -> Result<T, RepoError>
where
    T::Err: std::fmt::Display,
{
    text.parse().map_err(|e| corrupt(what, e))
}

fn digest(bytes: &[u8]) -> Result<SecretDigest, RepoError> {
    SecretDigest::from_slice(bytes).map_err(|e| corrupt("digest", e))
}

fn scopes(text: &str) -> Result<Scopes, RepoError> {
    Scopes::parse(text).map_err(|e| corrupt("scope", e))
}

fn json_list(values: impl IntoIterator<Item = String>) -> String {
    serde_json::Value::from(values.into_iter().collect::<Vec<_>>()).to_string()
}

fn parse_list<T>(
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
