//! A list request's parts (RFC 7644 3.4.2): which stored column a filter
//! can be narrowed by, paging, and `attributes`/`excludedAttributes`.

use serde_json::{Map, Value};

use crate::scim::filter::{AttrPath, CompValue, CompareOp, Filter, FilterError};
use crate::scim::schema::{ENTERPRISE, Resource};

/// The most resources one page holds; a larger `count` is capped and the
/// answer's `itemsPerPage` says so.
pub const MAX_PAGE: usize = 200;

/// The most candidates a filter that no index answers alone may leave to
/// be decided one by one (each entry's document read and matched); past
/// it the answer is `tooMany` (RFC 7644 §3.12), so no request costs a
/// whole organization's directory. A filter with an indexed comparison
/// (`userName`, `name.familyName`, `externalId`, …) narrows first.
pub const MAX_CANDIDATES: u64 = 10_000;

/// A column storage keeps for filtering: text in lowercase unless the
/// attribute compares with case.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Column {
    /// `id`.
    Id,
    /// `externalId` (the asking connection's).
    ExternalId,
    /// `userName`, lowercase.
    UserName,
    /// `name.familyName`, lowercase.
    FamilyName,
    /// `name.givenName`, lowercase.
    GivenName,
    /// `displayName`, lowercase.
    DisplayName,
}

/// How a column is compared.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextOp {
    /// Equal.
    Eq,
    /// Starts with.
    Sw,
    /// Contains.
    Co,
    /// Ends with.
    Ew,
}

/// A condition storage can answer from its columns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Narrow {
    /// A text column compared with a value (lowercase where the column is).
    Text(Column, TextOp, String),
    /// `active eq true|false`.
    Active(bool),
}

/// A filter as storage can use it: a condition on its columns, and
/// whether that condition is the whole filter (then storage pages and
/// counts by itself) or only narrows the candidates the filter is then
/// evaluated on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Narrowing {
    /// The condition, if any part of the filter has one.
    pub condition: Option<Narrow>,
    /// Whether the condition is exactly the filter.
    pub exact: bool,
}

/// What storage can do with `filter` for `resource`.
pub fn narrowing(filter: Option<&Filter>, resource: Resource) -> Narrowing {
    let Some(filter) = filter else {
        return Narrowing {
            condition: None,
            exact: true,
        };
    };
    if let Some(condition) = condition_of(filter, resource) {
        // SQLite's LIKE ignores ASCII case: on a column compared with case
        // it only narrows, and the filter decides.
        // The `active` column holds true for an entry that does not say
        // (it is active), where the filter finds no value: it only narrows.
        let exact = !matches!(
            condition,
            Narrow::Text(
                Column::Id | Column::ExternalId,
                TextOp::Sw | TextOp::Co | TextOp::Ew,
                _
            ) | Narrow::Active(_)
        );
        return Narrowing {
            condition: Some(condition),
            exact,
        };
    }
    Narrowing {
        condition: conjunct(filter, resource),
        exact: false,
    }
}

/// A condition one side of an `and` (at any depth) has: a resource that
/// matches the whole filter meets it.
fn conjunct(filter: &Filter, resource: Resource) -> Option<Narrow> {
    match filter {
        Filter::And(a, b) => condition_of(a, resource)
            .or_else(|| condition_of(b, resource))
            .or_else(|| conjunct(a, resource))
            .or_else(|| conjunct(b, resource)),
        _ => None,
    }
}

fn condition_of(filter: &Filter, resource: Resource) -> Option<Narrow> {
    let Filter::Compare(path, op, value) = filter else {
        return None;
    };
    let (container, attribute) = resource.resolve(path.urn.as_deref(), &path.name)?;
    if container.is_some() {
        return None;
    }
    let sub = path.sub.as_deref().map(str::to_ascii_lowercase);
    let column = match (resource, attribute.name, sub.as_deref()) {
        (_, "id", None) => Column::Id,
        (_, "externalId", None) => Column::ExternalId,
        (Resource::User, "userName", None) => Column::UserName,
        (Resource::User, "name", Some("familyname")) => Column::FamilyName,
        (Resource::User, "name", Some("givenname")) => Column::GivenName,
        (_, "displayName", None) => Column::DisplayName,
        (Resource::User, "active", None) => {
            return match (op, value) {
                (CompareOp::Eq, CompValue::Bool(b)) => Some(Narrow::Active(*b)),
                _ => None,
            };
        }
        _ => return None,
    };
    // A NUL matches nothing stored, and PostgreSQL refuses it in text:
    // such a comparison is left to the filter.
    let CompValue::String(text) = value else {
        return None;
    };
    if text.contains('\0') {
        return None;
    }
    let op = match op {
        CompareOp::Eq => TextOp::Eq,
        CompareOp::Sw => TextOp::Sw,
        CompareOp::Co => TextOp::Co,
        CompareOp::Ew => TextOp::Ew,
        _ => return None,
    };
    let text = if matches!(column, Column::Id | Column::ExternalId) {
        text.clone()
    } else {
        text.to_lowercase()
    };
    Some(Narrow::Text(column, op, text))
}

/// `attributes` or `excludedAttributes`: a comma-separated list of paths.
pub fn attribute_list(text: &str) -> Result<Vec<AttrPath>, FilterError> {
    text.split(',')
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .map(|p| crate::scim::filter::PatchPath::parse(p).map(|path| path.attr))
        .collect()
}

/// Narrows a rendered resource to `attributes` (then only those, with
/// `id` and `schemas`, which are always returned) or removes
/// `excluded` (never `id` or `schemas`) (RFC 7644 3.4.2.5).
pub fn project(doc: &mut Value, attributes: &[AttrPath], excluded: &[AttrPath]) {
    let Some(object) = doc.as_object_mut() else {
        return;
    };
    if !attributes.is_empty() {
        let mut kept = Map::new();
        for (key, value) in std::mem::take(object) {
            if key == "id" || key == "schemas" {
                kept.insert(key, value);
                continue;
            }
            if let Some(value) = keep(&key, value, attributes) {
                kept.insert(key, value);
            }
        }
        *object = kept;
    }
    for path in excluded {
        remove(object, path);
    }
}

fn keep(key: &str, value: Value, attributes: &[AttrPath]) -> Option<Value> {
    if key.eq_ignore_ascii_case(ENTERPRISE) {
        let Value::Object(inner) = value else {
            return None;
        };
        let mut kept = Map::new();
        for (k, v) in inner {
            let wanted: Vec<AttrPath> = attributes
                .iter()
                .filter(|a| {
                    a.urn
                        .as_deref()
                        .is_some_and(|u| u.eq_ignore_ascii_case(ENTERPRISE))
                })
                .cloned()
                .map(|a| AttrPath { urn: None, ..a })
                .collect();
            if let Some(v) = keep(&k, v, &wanted) {
                kept.insert(k, v);
            }
        }
        return (!kept.is_empty()).then_some(Value::Object(kept));
    }
    let named: Vec<&AttrPath> = attributes
        .iter()
        .filter(|a| a.name.eq_ignore_ascii_case(key) && !is_extension(a))
        .collect();
    if named.is_empty() {
        return None;
    }
    if named.iter().any(|a| a.sub.is_none()) {
        return Some(value);
    }
    let subs: Vec<&str> = named.iter().filter_map(|a| a.sub.as_deref()).collect();
    let narrow = |item: Value| match item {
        Value::Object(o) => Value::Object(
            o.into_iter()
                .filter(|(k, _)| subs.iter().any(|s| s.eq_ignore_ascii_case(k)))
                .collect(),
        ),
        other => other,
    };
    Some(match value {
        Value::Array(list) => Value::Array(list.into_iter().map(narrow).collect()),
        other => narrow(other),
    })
}

fn is_extension(path: &AttrPath) -> bool {
    path.urn
        .as_deref()
        .is_some_and(|u| u.eq_ignore_ascii_case(ENTERPRISE))
}

fn remove(object: &mut Map<String, Value>, path: &AttrPath) {
    if is_extension(path) {
        let key = object
            .keys()
            .find(|k| k.eq_ignore_ascii_case(ENTERPRISE))
            .cloned();
        if let Some(key) = key
            && let Some(Value::Object(inner)) = object.get_mut(&key)
        {
            let inner_path = AttrPath {
                urn: None,
                ..path.clone()
            };
            remove(inner, &inner_path);
            if inner.is_empty() {
                object.remove(&key);
            }
        }
        return;
    }
    if path.name.eq_ignore_ascii_case("id") || path.name.eq_ignore_ascii_case("schemas") {
        return;
    }
    let Some(key) = object
        .keys()
        .find(|k| k.eq_ignore_ascii_case(&path.name))
        .cloned()
    else {
        return;
    };
    match &path.sub {
        None => {
            object.remove(&key);
        }
        Some(sub) => {
            let strip = |item: &mut Value| {
                if let Value::Object(o) = item {
                    o.retain(|k, _| !k.eq_ignore_ascii_case(sub));
                }
            };
            match object.get_mut(&key) {
                Some(Value::Array(list)) => list.iter_mut().for_each(strip),
                Some(other) => strip(other),
                None => {}
            }
        }
    }
}
