//! `POST /Bulk` (RFC 7644 3.7): many operations on Users and Groups in
//! one request, each run by the same use case as its own request would
//! be, with `bulkId` references to resources made earlier in it
//! (docs/decisions.md, "SCIM").

use std::collections::HashMap;

use accounts_domain::scim::eval::field;
use accounts_domain::scim::problem::{ScimProblem, ScimType};
use accounts_domain::scim::schema::BULK_REQUEST;
use serde_json::Value;

use super::access::{ScimCaller, ScimError};
use super::{groups, users};
use crate::service::accounts::Accounts;

/// The most operations one Bulk request may carry.
pub const MAX_OPERATIONS: usize = 100;

/// What one operation did.
#[derive(Debug)]
pub struct BulkOutcome {
    /// `POST`, `PUT`, `PATCH` or `DELETE`.
    pub method: String,
    /// The client's `bulkId`, if it gave one.
    pub bulk_id: Option<String>,
    /// The resource's path below the base URL (`/Users/{id}`), once known.
    pub location: Option<String>,
    /// The resource's version after the operation.
    pub version: Option<i64>,
    /// The HTTP status of the operation, or why it failed.
    pub result: Result<u16, ScimError>,
}

struct Operation {
    method: String,
    path: String,
    bulk_id: Option<String>,
    version: Option<String>,
    data: Option<Value>,
}

fn syntax(detail: impl Into<String>) -> ScimError {
    ScimError::Problem(ScimProblem::syntax(detail))
}

fn parse(body: &Value) -> Result<(Vec<Operation>, Option<usize>), ScimError> {
    let object = body
        .as_object()
        .ok_or_else(|| syntax("the body must be a BulkRequest"))?;
    let names_bulk = field(body, "schemas")
        .and_then(Value::as_array)
        .is_some_and(|s| s.iter().any(|u| u.as_str() == Some(BULK_REQUEST)));
    if !names_bulk {
        return Err(syntax(format!("schemas must list {BULK_REQUEST}")));
    }
    let fail_on_errors = match field(body, "failOnErrors") {
        None | Some(Value::Null) => None,
        Some(v) => Some(
            v.as_u64()
                .filter(|n| *n > 0)
                .and_then(|n| usize::try_from(n).ok())
                .ok_or_else(|| {
                    ScimError::Problem(ScimProblem::value(
                        "failOnErrors must be a positive integer",
                    ))
                })?,
        ),
    };
    let list = object
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case("Operations"))
        .and_then(|(_, v)| v.as_array())
        .ok_or_else(|| syntax("Operations must be a list"))?;
    if list.len() > MAX_OPERATIONS {
        return Err(ScimError::Problem(ScimProblem::new(
            ScimType::TooMany,
            format!("at most {MAX_OPERATIONS} operations"),
        )));
    }
    let text =
        |item: &Value, name: &str| field(item, name).and_then(Value::as_str).map(str::to_owned);
    let operations = list
        .iter()
        .map(|item| {
            let method = text(item, "method")
                .map(|m| m.to_ascii_uppercase())
                .filter(|m| matches!(m.as_str(), "POST" | "PUT" | "PATCH" | "DELETE"))
                .ok_or_else(|| {
                    syntax("each operation's method must be POST, PUT, PATCH or DELETE")
                })?;
            let path = text(item, "path").ok_or_else(|| syntax("each operation needs a path"))?;
            let bulk_id = text(item, "bulkId");
            if method == "POST" && bulk_id.is_none() {
                return Err(syntax("a POST operation needs a bulkId"));
            }
            Ok(Operation {
                method,
                path,
                bulk_id,
                version: text(item, "version"),
                data: field(item, "data").cloned(),
            })
        })
        .collect::<Result<Vec<_>, ScimError>>()?;
    Ok((operations, fail_on_errors))
}

/// Replaces every `bulkId:<id>` string in `value` by the id made for it;
/// `Err` with the first that names none (yet).
fn resolve(value: &mut Value, made: &HashMap<String, String>) -> Result<(), String> {
    match value {
        Value::String(s) => {
            if let Some(reference) = s.strip_prefix("bulkId:") {
                match made.get(reference) {
                    Some(id) => *s = id.clone(),
                    None => return Err(reference.to_owned()),
                }
            }
            Ok(())
        }
        Value::Array(list) => list.iter_mut().try_for_each(|v| resolve(v, made)),
        Value::Object(map) => map.values_mut().try_for_each(|v| resolve(v, made)),
        _ => Ok(()),
    }
}

/// A path whose last segment may be `bulkId:<id>` (`/Users/bulkId:u1`).
fn resolve_path(path: &str, made: &HashMap<String, String>) -> Result<String, String> {
    match path.rsplit_once('/') {
        Some((head, last)) => {
            let mut segment = Value::String(last.to_owned());
            resolve(&mut segment, made)?;
            Ok(format!("{head}/{}", segment.as_str().unwrap_or_default()))
        }
        None => Ok(path.to_owned()),
    }
}

/// The resource type and id a path names (`/Users`, `/Groups/{id}`).
fn target(path: &str) -> Option<(&str, Option<&str>)> {
    let path = path.strip_prefix('/').unwrap_or(path);
    let (kind, rest) = match path.split_once('/') {
        Some((kind, id)) => (kind, Some(id)),
        None => (path, None),
    };
    matches!(kind, "Users" | "Groups").then_some((kind, rest))
}

/// Runs a Bulk request (blocking). Operations run in order; one whose
/// `bulkId` reference names a resource a later operation makes waits for
/// it; those left when nothing more can be made fail (`invalidValue`).
pub fn bulk(
    accounts: &Accounts,
    caller: &ScimCaller,
    body: &Value,
) -> Result<Vec<BulkOutcome>, ScimError> {
    let (operations, fail_on_errors) = parse(body)?;
    let mut made: HashMap<String, String> = HashMap::new();
    let mut outcomes: Vec<Option<BulkOutcome>> = operations.iter().map(|_| None).collect();
    let mut errors = 0;
    let mut progress = true;
    while progress {
        progress = false;
        for (index, operation) in operations.iter().enumerate() {
            if outcomes.get(index).is_some_and(Option::is_some) {
                continue;
            }
            if fail_on_errors.is_some_and(|limit| errors >= limit) {
                break;
            }
            let mut data = operation.data.clone();
            let resolved = resolve_path(&operation.path, &made).and_then(|path| {
                data.as_mut()
                    .map_or(Ok(()), |d| resolve(d, &made))
                    .map(|()| path)
            });
            let Ok(path) = resolved else {
                continue;
            };
            let outcome = run(accounts, caller, operation, &path, data.as_ref());
            if outcome.result.is_err() {
                errors += 1;
            }
            if let (Some(bulk_id), Ok(_), Some(location)) =
                (&operation.bulk_id, &outcome.result, &outcome.location)
                && let Some(id) = location.rsplit('/').next()
            {
                made.insert(bulk_id.clone(), id.to_owned());
            }
            if let Some(slot) = outcomes.get_mut(index) {
                *slot = Some(outcome);
            }
            progress = true;
        }
    }
    let stopped = fail_on_errors.is_some_and(|limit| errors >= limit);
    Ok(operations
        .into_iter()
        .zip(outcomes)
        .filter_map(|(operation, outcome)| match outcome {
            Some(done) => Some(done),
            // Not run because failOnErrors stopped the request.
            None if stopped => None,
            None => Some(BulkOutcome {
                method: operation.method,
                bulk_id: operation.bulk_id,
                location: None,
                version: None,
                result: Err(ScimError::Problem(ScimProblem::new(
                    ScimType::InvalidValue,
                    "a bulkId it names is made by no operation that succeeded",
                ))),
            }),
        })
        .collect())
}

fn run(
    accounts: &Accounts,
    caller: &ScimCaller,
    operation: &Operation,
    path: &str,
    data: Option<&Value>,
) -> BulkOutcome {
    let mut outcome = BulkOutcome {
        method: operation.method.clone(),
        bulk_id: operation.bulk_id.clone(),
        location: None,
        version: None,
        result: Ok(200),
    };
    let version = operation.version.as_deref();
    let empty = Value::Null;
    let data = data.unwrap_or(&empty);
    let done = match (operation.method.as_str(), target(path)) {
        ("POST", Some(("Users", None))) => users::create(accounts, caller, data)
            .map(|r| (201, format!("/Users/{}", r.id), Some(r.version))),
        ("POST", Some(("Groups", None))) => groups::create(accounts, caller, data)
            .map(|r| (201, format!("/Groups/{}", r.id), Some(r.version))),
        ("PUT", Some(("Users", Some(id)))) => users::replace(accounts, caller, id, data, version)
            .map(|r| (200, format!("/Users/{}", r.id), Some(r.version))),
        ("PUT", Some(("Groups", Some(id)))) => groups::replace(accounts, caller, id, data, version)
            .map(|r| (200, format!("/Groups/{}", r.id), Some(r.version))),
        ("PATCH", Some(("Users", Some(id)))) => users::patch(accounts, caller, id, data, version)
            .map(|r| (200, format!("/Users/{}", r.id), Some(r.version))),
        ("PATCH", Some(("Groups", Some(id)))) => groups::patch(accounts, caller, id, data, version)
            .map(|r| (200, format!("/Groups/{}", r.id), Some(r.version))),
        ("DELETE", Some(("Users", Some(id)))) => users::delete(accounts, caller, id, version)
            .map(|()| (204, format!("/Users/{id}"), None)),
        ("DELETE", Some(("Groups", Some(id)))) => groups::delete(accounts, caller, id, version)
            .map(|()| (204, format!("/Groups/{id}"), None)),
        _ => Err(ScimError::Problem(ScimProblem::new(
            ScimType::InvalidPath,
            format!("{} {path} is no operation", operation.method),
        ))),
    };
    match done {
        Ok((status, location, version)) => {
            outcome.result = Ok(status);
            outcome.location = Some(location);
            outcome.version = version;
        }
        Err(e) => outcome.result = Err(e),
    }
    outcome
}
