//! PATCH (RFC 7644 3.5.2) on a resource's SCIM JSON. The operations are
//! applied in order to a copy, which the caller then reads back as the
//! resource (so one set of rules checks every value, and a PATCH applies
//! all its operations or none). What real directories send is accepted
//! (docs/decisions.md, "SCIM"): `op` in any case, a path-less `add` or
//! `replace` whose keys are paths (`name.givenName`, a URN-qualified
//! name, the extension's URN with an object), both ways of removing a
//! member, and an `add` or `replace` through `[type eq "…"]` that matches
//! no value making that value.

use serde_json::{Map, Value};

use crate::scim::eval::{field, value_matches};
use crate::scim::filter::{CompValue, CompareOp, Filter, PatchPath};
use crate::scim::problem::{ScimProblem, ScimType};
use crate::scim::schema::{self, Attribute, ENTERPRISE, Mutability, PATCH_OP, Resource, Type};

/// The most operations one PATCH may carry.
pub const MAX_OPERATIONS: usize = 1000;

/// What an operation does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    /// `add`.
    Add,
    /// `replace`.
    Replace,
    /// `remove`.
    Remove,
}

/// One operation of a PATCH.
#[derive(Debug, Clone, PartialEq)]
pub struct Operation {
    /// What it does.
    pub op: Op,
    /// Where (`None`: the resource itself).
    pub path: Option<PatchPath>,
    /// With what.
    pub value: Option<Value>,
}

/// Reads a PATCH body: `schemas` naming the PatchOp message and
/// `Operations`, each with an `op` in any case.
pub fn parse(body: &Value) -> Result<Vec<Operation>, ScimProblem> {
    let object = body
        .as_object()
        .ok_or_else(|| ScimProblem::syntax("the body must be a JSON object"))?;
    crate::scim::user::check_schemas(object, PATCH_OP)?;
    let operations = field(body, "Operations")
        .and_then(Value::as_array)
        .filter(|ops| !ops.is_empty())
        .ok_or_else(|| ScimProblem::syntax("Operations must be a non-empty list"))?;
    if operations.len() > MAX_OPERATIONS {
        return Err(ScimProblem::new(
            ScimType::TooMany,
            format!("at most {MAX_OPERATIONS} operations"),
        ));
    }
    operations.iter().map(operation).collect()
}

fn operation(item: &Value) -> Result<Operation, ScimProblem> {
    let op = match field(item, "op")
        .and_then(Value::as_str)
        .map(str::to_ascii_lowercase)
    {
        Some(op) if op == "add" => Op::Add,
        Some(op) if op == "replace" => Op::Replace,
        Some(op) if op == "remove" => Op::Remove,
        _ => return Err(ScimProblem::syntax("op must be add, replace or remove")),
    };
    let path = match field(item, "path") {
        None | Some(Value::Null) => None,
        Some(Value::String(p)) if p.trim().is_empty() => None,
        Some(Value::String(p)) => Some(
            PatchPath::parse(p.trim())
                .map_err(|e| ScimProblem::new(ScimType::InvalidPath, format!("path: {e}")))?,
        ),
        Some(_) => {
            return Err(ScimProblem::new(
                ScimType::InvalidPath,
                "path must be a string",
            ));
        }
    };
    let value = field(item, "value").cloned();
    if op != Op::Remove && value.is_none() {
        return Err(ScimProblem::syntax("add and replace need a value"));
    }
    Ok(Operation { op, path, value })
}

/// Applies `operations` to `doc`, a resource of kind `resource` in SCIM's
/// JSON, in order.
pub fn apply(
    doc: &mut Value,
    resource: Resource,
    operations: &[Operation],
) -> Result<(), ScimProblem> {
    for operation in operations {
        match &operation.path {
            Some(path) => at_path(doc, resource, operation.op, path, operation.value.as_ref())?,
            None => whole(doc, resource, operation)?,
        }
    }
    Ok(())
}

/// A path-less `add` or `replace`: each key of the value is a path.
fn whole(doc: &mut Value, resource: Resource, operation: &Operation) -> Result<(), ScimProblem> {
    if operation.op == Op::Remove {
        return Err(ScimProblem::new(ScimType::NoTarget, "remove needs a path"));
    }
    let Some(Value::Object(value)) = &operation.value else {
        return Err(ScimProblem::value(
            "a path-less add or replace needs an object",
        ));
    };
    for (key, v) in value {
        let lower = key.to_ascii_lowercase();
        if matches!(lower.as_str(), "schemas" | "id" | "meta") {
            continue;
        }
        if resource == Resource::User && lower == ENTERPRISE.to_ascii_lowercase() {
            extension(doc, resource, operation.op, Some(v))?;
            continue;
        }
        let path = parse_path(key)?;
        at_path(doc, resource, operation.op, &path, Some(v))?;
    }
    Ok(())
}

/// An operation on the Enterprise User extension as a whole: each of
/// its attributes in the value is an operation of its own; `remove`
/// takes it all.
fn extension(
    doc: &mut Value,
    resource: Resource,
    op: Op,
    value: Option<&Value>,
) -> Result<(), ScimProblem> {
    if op == Op::Remove {
        if let Some(root) = doc.as_object_mut() {
            root.retain(|k, _| !k.eq_ignore_ascii_case(ENTERPRISE));
        }
        return Ok(());
    }
    let Some(Value::Object(inner)) = value else {
        return Err(ScimProblem::value(format!(
            "{ENTERPRISE} must be an object"
        )));
    };
    for (k, inner_value) in inner {
        // What a client's model of the extension carries beside its
        // attributes.
        if matches!(k.to_ascii_lowercase().as_str(), "schemas" | "id" | "meta") {
            continue;
        }
        let path = parse_path(&format!("{ENTERPRISE}:{k}"))?;
        at_path(doc, resource, op, &path, Some(inner_value))?;
    }
    Ok(())
}

/// Whether a path names the Enterprise User extension itself.
fn names_extension(path: &PatchPath) -> bool {
    path.filter.is_none()
        && path.sub.is_none()
        && path.attr.sub.is_none()
        && path
            .attr
            .urn
            .as_deref()
            .is_some_and(|urn| format!("{urn}:{}", path.attr.name).eq_ignore_ascii_case(ENTERPRISE))
}

fn parse_path(text: &str) -> Result<PatchPath, ScimProblem> {
    PatchPath::parse(text)
        .map_err(|e| ScimProblem::new(ScimType::InvalidPath, format!("{text}: {e}")))
}

fn is_ignored(resource: Resource, path: &PatchPath) -> bool {
    let name = path.attr.name.to_ascii_lowercase();
    match path.attr.urn.as_deref() {
        Some(urn) if urn.eq_ignore_ascii_case(ENTERPRISE) => {
            matches!(name.as_str(), "costcenter" | "organization" | "division")
        }
        Some(urn) if !urn.eq_ignore_ascii_case(resource.schema()) => false,
        _ => {
            resource == Resource::User
                && schema::USER_IGNORED.contains(&name.as_str())
                && name != "groups"
        }
    }
}

fn at_path(
    doc: &mut Value,
    resource: Resource,
    op: Op,
    path: &PatchPath,
    value: Option<&Value>,
) -> Result<(), ScimProblem> {
    if is_ignored(resource, path) {
        return Ok(());
    }
    if resource == Resource::User && names_extension(path) {
        return extension(doc, resource, op, value);
    }
    let Some((container, attribute)) = resource.resolve(path.attr.urn.as_deref(), &path.attr.name)
    else {
        return Err(ScimProblem::new(
            ScimType::NoTarget,
            format!("{} names no attribute", path.attr),
        ));
    };
    let sub_name = path.sub.as_deref().or(path.attr.sub.as_deref());
    let sub = match sub_name {
        Some(name) => Some(attribute.sub_attribute(name).ok_or_else(|| {
            ScimProblem::new(
                ScimType::NoTarget,
                format!("{} names no attribute", path.attr),
            )
        })?),
        None => None,
    };
    if attribute.mutability == Mutability::ReadOnly
        || sub.is_some_and(|s| s.mutability == Mutability::ReadOnly)
    {
        return Err(ScimProblem::new(
            ScimType::Mutability,
            format!("{} is read only", attribute.name),
        ));
    }
    let root = doc
        .as_object_mut()
        .ok_or_else(|| ScimProblem::syntax("the resource is not an object"))?;
    let holder = match container {
        None => root,
        Some(urn) => {
            let key = canonical_key(root, urn);
            let slot = root.entry(key).or_insert_with(|| Value::Object(Map::new()));
            if !slot.is_object() {
                *slot = Value::Object(Map::new());
            }
            match slot.as_object_mut() {
                Some(object) => object,
                None => return Err(ScimProblem::syntax("the extension is not an object")),
            }
        }
    };
    let key = canonical_key(holder, attribute.name);
    match (&path.filter, sub) {
        (Some(filter), _) => through_filter(holder, &key, attribute, op, filter, sub, value),
        (None, Some(sub)) => sub_attribute(holder, &key, attribute, op, sub, value),
        (None, None) => attribute_itself(holder, &key, attribute, op, value),
    }?;
    // An extension left with nothing is no extension.
    if let Some(urn) = container
        && doc
            .get(urn)
            .and_then(Value::as_object)
            .is_some_and(Map::is_empty)
        && let Some(root) = doc.as_object_mut()
    {
        root.remove(urn);
    }
    Ok(())
}

/// The key `name` has in `object` (renamed to its canonical spelling).
fn canonical_key(object: &mut Map<String, Value>, name: &str) -> String {
    let found = object
        .keys()
        .find(|k| k.eq_ignore_ascii_case(name) && k.as_str() != name)
        .cloned();
    if let Some(old) = found
        && let Some(v) = object.remove(&old)
    {
        object.insert(name.to_owned(), v);
    }
    name.to_owned()
}

fn attribute_itself(
    holder: &mut Map<String, Value>,
    key: &str,
    attribute: &Attribute,
    op: Op,
    value: Option<&Value>,
) -> Result<(), ScimProblem> {
    match op {
        Op::Remove => {
            match (attribute.multi, value) {
                // `members` with the values to take out (Entra ID's form).
                (true, Some(Value::Array(gone))) => {
                    if let Some(Value::Array(list)) = holder.get_mut(key) {
                        list.retain(|item| !gone.iter().any(|g| same_value(item, g)));
                    }
                }
                _ => {
                    holder.remove(key);
                }
            }
            Ok(())
        }
        Op::Add if attribute.multi => {
            let added: Vec<Value> = match value {
                Some(Value::Array(list)) => list.clone(),
                Some(one) => vec![one.clone()],
                None => Vec::new(),
            };
            let slot = holder
                .entry(key.to_owned())
                .or_insert_with(|| Value::Array(Vec::new()));
            if !slot.is_array() {
                *slot = Value::Array(Vec::new());
            }
            if let Value::Array(list) = slot {
                for item in added {
                    if is_primary(&item) {
                        list.iter_mut().for_each(clear_primary);
                    }
                    // Adding a value that is there already changes nothing
                    // (RFC 7644 3.5.2.1).
                    if !list.iter().any(|have| same_value(have, &item)) {
                        list.push(item);
                    }
                }
            }
            Ok(())
        }
        Op::Replace if attribute.multi => {
            let list = match value {
                Some(Value::Array(list)) => list.clone(),
                Some(Value::Null) | None => Vec::new(),
                Some(one) => vec![one.clone()],
            };
            holder.insert(key.to_owned(), Value::Array(list));
            Ok(())
        }
        Op::Add | Op::Replace if attribute.kind == Type::Complex => {
            // Entra ID sends the manager's id alone: it is the `value`.
            let wrapped;
            let given = match value {
                Some(Value::Object(given)) => given,
                Some(Value::String(id)) if attribute.sub_attribute("value").is_some() => {
                    wrapped = Map::from_iter([("value".to_owned(), Value::String(id.clone()))]);
                    &wrapped
                }
                _ => {
                    return Err(ScimProblem::value(format!(
                        "{} must be an object",
                        attribute.name
                    )));
                }
            };
            let slot = holder
                .entry(key.to_owned())
                .or_insert_with(|| Value::Object(Map::new()));
            if !slot.is_object() {
                *slot = Value::Object(Map::new());
            }
            if let Value::Object(object) = slot {
                for (k, v) in given {
                    let k = canonical_key(object, k);
                    object.insert(k, v.clone());
                }
            }
            Ok(())
        }
        Op::Add | Op::Replace => {
            holder.insert(key.to_owned(), value.cloned().unwrap_or(Value::Null));
            Ok(())
        }
    }
}

fn sub_attribute(
    holder: &mut Map<String, Value>,
    key: &str,
    attribute: &Attribute,
    op: Op,
    sub: &Attribute,
    value: Option<&Value>,
) -> Result<(), ScimProblem> {
    let set = |object: &mut Map<String, Value>| {
        let k = canonical_key(object, sub.name);
        match op {
            Op::Remove => {
                object.remove(&k);
            }
            Op::Add | Op::Replace => {
                object.insert(k, value.cloned().unwrap_or(Value::Null));
            }
        }
    };
    if attribute.multi {
        // `emails.value` without a filter: every value.
        if let Some(Value::Array(list)) = holder.get_mut(key) {
            list.iter_mut()
                .filter_map(Value::as_object_mut)
                .for_each(set);
        }
        return Ok(());
    }
    if op == Op::Remove && !holder.contains_key(key) {
        return Ok(());
    }
    let slot = holder
        .entry(key.to_owned())
        .or_insert_with(|| Value::Object(Map::new()));
    if !slot.is_object() {
        // Entra ID sends the manager's id alone.
        let old = std::mem::replace(slot, Value::Object(Map::new()));
        if let (Value::String(id), Value::Object(o)) = (old, &mut *slot) {
            o.insert("value".into(), Value::String(id));
        }
    }
    if let Value::Object(object) = slot {
        set(object);
        if object.is_empty() {
            holder.remove(key);
        }
    }
    Ok(())
}

fn through_filter(
    holder: &mut Map<String, Value>,
    key: &str,
    attribute: &'static Attribute,
    op: Op,
    filter: &Filter,
    sub: Option<&Attribute>,
    value: Option<&Value>,
) -> Result<(), ScimProblem> {
    if !attribute.multi {
        return Err(ScimProblem::new(
            ScimType::InvalidPath,
            format!("{} is not multi-valued", attribute.name),
        ));
    }
    let slot = holder
        .entry(key.to_owned())
        .or_insert_with(|| Value::Array(Vec::new()));
    if !slot.is_array() {
        *slot = Value::Array(Vec::new());
    }
    let Value::Array(list) = slot else {
        return Ok(());
    };
    let matching: Vec<usize> = list
        .iter()
        .enumerate()
        .filter(|(_, item)| value_matches(filter, attribute, item))
        .map(|(i, _)| i)
        .collect();
    match op {
        Op::Remove => {
            // Removing what is not there changes nothing: a directory
            // removing a member twice, or one that never was.
            match sub {
                Some(sub) => {
                    for i in matching {
                        if let Some(Value::Object(o)) = list.get_mut(i) {
                            o.retain(|k, _| !k.eq_ignore_ascii_case(sub.name));
                        }
                    }
                }
                None => {
                    let mut index = 0;
                    list.retain(|_| {
                        let keep = !matching.contains(&index);
                        index += 1;
                        keep
                    });
                }
            }
        }
        Op::Add | Op::Replace => {
            if matching.is_empty() {
                let Some(made) = made_by(filter) else {
                    return Err(ScimProblem::new(
                        ScimType::NoTarget,
                        format!("no value of {} matches the filter", attribute.name),
                    ));
                };
                list.push(Value::Object(made));
                let last = list.len() - 1;
                return fill(list, &[last], op, sub, value, true);
            }
            return fill(list, &matching, op, sub, value, false);
        }
    }
    Ok(())
}

/// The value a `[type eq "work"]` filter describes, to make when no value
/// matches it.
fn made_by(filter: &Filter) -> Option<Map<String, Value>> {
    match filter {
        Filter::Compare(path, CompareOp::Eq, CompValue::String(s)) if path.sub.is_none() => {
            let mut made = Map::new();
            made.insert(path.name.clone(), Value::String(s.clone()));
            Some(made)
        }
        Filter::And(a, b) => {
            let mut made = made_by(a)?;
            made.extend(made_by(b)?);
            Some(made)
        }
        _ => None,
    }
}

fn fill(
    list: &mut [Value],
    indices: &[usize],
    op: Op,
    sub: Option<&Attribute>,
    value: Option<&Value>,
    made: bool,
) -> Result<(), ScimProblem> {
    for &i in indices {
        let Some(Value::Object(item)) = list.get_mut(i) else {
            continue;
        };
        match (sub, value) {
            (Some(sub), v) => {
                let k = canonical_key(item, sub.name);
                item.insert(k, v.cloned().unwrap_or(Value::Null));
            }
            (None, Some(Value::Object(given))) => {
                if op == Op::Replace && !made {
                    item.clear();
                }
                for (k, v) in given {
                    let k = canonical_key(item, k);
                    item.insert(k, v.clone());
                }
            }
            (None, _) => {
                return Err(ScimProblem::value(
                    "a value of a multi-valued attribute must be an object",
                ));
            }
        }
    }
    Ok(())
}

fn is_primary(item: &Value) -> bool {
    matches!(field(item, "primary"), Some(Value::Bool(true)))
        || field(item, "primary")
            .and_then(Value::as_str)
            .is_some_and(|s| s.eq_ignore_ascii_case("true"))
}

fn clear_primary(item: &mut Value) {
    if let Value::Object(o) = item {
        o.retain(|k, _| !k.eq_ignore_ascii_case("primary"));
    }
}

/// Whether two values of a multi-valued attribute are the same value:
/// the same `value` (ids compare exactly).
fn same_value(a: &Value, b: &Value) -> bool {
    match (field(a, "value"), field(b, "value")) {
        (Some(x), Some(y)) => x == y,
        _ => a == b,
    }
}

#[cfg(test)]
#[path = "patch_tests.rs"]
mod tests;
