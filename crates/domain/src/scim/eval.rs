//! Whether a resource matches a filter (RFC 7644 3.4.2.2), evaluated on
//! its SCIM JSON with the schema's rules: attribute names without case,
//! strings without case unless the attribute is `caseExact`, a
//! multi-valued attribute matching when any of its values does, a complex
//! multi-valued one compared by its `value`, dates as instants.
//!
//! An attribute no schema of the resource has matches nothing. Storage
//! narrows the candidates by one indexed column first ([`narrowing`]);
//! this decides the rest.

use serde_json::Value;
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

use crate::scim::filter::{AttrPath, CompValue, CompareOp, Filter};
use crate::scim::schema::{Attribute, Resource, Type};

/// Whether `doc`, a resource of kind `resource` in SCIM's JSON, matches
/// `filter`.
pub fn matches(filter: &Filter, resource: Resource, doc: &Value) -> bool {
    eval(filter, &Whole { resource, doc })
}

/// Whether `filter` matches no resource of `resource`'s type whatever it
/// holds: it asks for a value of an attribute the type does not have (a
/// root `/.search` by `userName` has no group to read). `eq null` and
/// `ne` on such an attribute do match, so they are not nothing.
pub fn matches_nothing(filter: &Filter, resource: Resource) -> bool {
    let unknown = |path: &AttrPath| resource.resolve(path.urn.as_deref(), &path.name).is_none();
    match filter {
        Filter::And(a, b) => matches_nothing(a, resource) || matches_nothing(b, resource),
        Filter::Or(a, b) => matches_nothing(a, resource) && matches_nothing(b, resource),
        Filter::Not(_) => false,
        Filter::Present(path) | Filter::ValuePath(path, _) => unknown(path),
        Filter::Compare(path, op, value) => {
            unknown(path)
                && match (op, value) {
                    (CompareOp::Eq, CompValue::Null) => false,
                    (CompareOp::Ne, value) => *value == CompValue::Null,
                    _ => true,
                }
        }
    }
}

/// Whether one value of a multi-valued attribute (an object of its
/// sub-attributes) matches a value filter (`emails[type eq "work"]`).
pub fn value_matches(filter: &Filter, attribute: &'static Attribute, element: &Value) -> bool {
    eval(filter, &Element { attribute, element })
}

/// The values a path reaches, with how to compare them.
struct Found {
    values: Vec<Value>,
    case_exact: bool,
    kind: Type,
}

impl Found {
    fn none() -> Self {
        Self {
            values: Vec::new(),
            case_exact: false,
            kind: Type::String,
        }
    }
}

/// What a filter's paths are read from: a whole resource, or one value
/// of a multi-valued attribute inside a value path's brackets.
trait Scope {
    fn values(&self, path: &AttrPath) -> Found;
    /// The multi-valued attribute a value path names, with its values.
    fn elements(&self, path: &AttrPath) -> Option<(&'static Attribute, Vec<Value>)>;
}

struct Whole<'a> {
    resource: Resource,
    doc: &'a Value,
}

impl Scope for Whole<'_> {
    fn values(&self, path: &AttrPath) -> Found {
        values_of(self.resource, self.doc, path)
    }

    fn elements(&self, path: &AttrPath) -> Option<(&'static Attribute, Vec<Value>)> {
        let (container, attribute) = self.resource.resolve(path.urn.as_deref(), &path.name)?;
        let holder = match container {
            Some(urn) => field(self.doc, urn)?,
            None => self.doc,
        };
        let elements = match field(holder, attribute.name) {
            Some(Value::Array(list)) => list.clone(),
            Some(one) => vec![one.clone()],
            None => Vec::new(),
        };
        Some((attribute, elements))
    }
}

struct Element<'a> {
    attribute: &'static Attribute,
    element: &'a Value,
}

impl Scope for Element<'_> {
    fn values(&self, path: &AttrPath) -> Found {
        let Some(sub) = self.attribute.sub_attribute(&path.name) else {
            return Found::none();
        };
        Found {
            values: field(self.element, sub.name).cloned().into_iter().collect(),
            case_exact: sub.case_exact,
            kind: sub.kind,
        }
    }

    // The grammar has no value path inside another.
    fn elements(&self, _: &AttrPath) -> Option<(&'static Attribute, Vec<Value>)> {
        None
    }
}

fn eval(filter: &Filter, scope: &dyn Scope) -> bool {
    match filter {
        Filter::And(a, b) => eval(a, scope) && eval(b, scope),
        Filter::Or(a, b) => eval(a, scope) || eval(b, scope),
        Filter::Not(a) => !eval(a, scope),
        Filter::Present(path) => scope.values(path).values.iter().any(is_present),
        Filter::Compare(path, op, literal) => {
            let found = scope.values(path);
            match (op, literal) {
                (CompareOp::Eq, CompValue::Null) => !found.values.iter().any(is_present),
                (CompareOp::Ne, CompValue::Null) => found.values.iter().any(is_present),
                (CompareOp::Ne, _) => !found
                    .values
                    .iter()
                    .any(|v| compare(v, CompareOp::Eq, literal, &found)),
                _ => found
                    .values
                    .iter()
                    .any(|v| compare(v, *op, literal, &found)),
            }
        }
        Filter::ValuePath(path, inner) => {
            scope.elements(path).is_some_and(|(attribute, elements)| {
                elements
                    .iter()
                    .any(|element| value_matches(inner, attribute, element))
            })
        }
    }
}

fn is_present(value: &Value) -> bool {
    match value {
        Value::Null => false,
        Value::String(s) => !s.is_empty(),
        Value::Array(a) => !a.is_empty(),
        Value::Object(o) => !o.is_empty(),
        _ => true,
    }
}

/// A key of an object, found without case.
pub fn field<'a>(object: &'a Value, name: &str) -> Option<&'a Value> {
    object
        .as_object()?
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case(name))
        .map(|(_, v)| v)
}

fn values_of(resource: Resource, doc: &Value, path: &AttrPath) -> Found {
    let Some((container, attribute)) = resource.resolve(path.urn.as_deref(), &path.name) else {
        return Found::none();
    };
    let holder = match container {
        Some(urn) => field(doc, urn),
        None => Some(doc),
    };
    let Some(value) = holder.and_then(|h| field(h, attribute.name)) else {
        return Found {
            case_exact: attribute.case_exact,
            kind: attribute.kind,
            values: Vec::new(),
        };
    };
    // A complex attribute is compared by the sub-attribute named, a
    // multi-valued one without a name by its `value`.
    let sub = match (
        &path.sub,
        attribute.multi && attribute.kind == Type::Complex,
    ) {
        (Some(sub), _) => Some(sub.as_str()),
        (None, true) => Some("value"),
        (None, false) => None,
    };
    let (case_exact, kind) = match sub {
        Some(name) => match attribute.sub_attribute(name) {
            Some(s) => (s.case_exact, s.kind),
            None => return Found::none(),
        },
        None => (attribute.case_exact, attribute.kind),
    };
    let items: Vec<&Value> = match value {
        Value::Array(list) => list.iter().collect(),
        one => vec![one],
    };
    let values = match sub {
        Some(name) => items
            .into_iter()
            .filter_map(|item| field(item, name))
            .cloned()
            .collect(),
        // A value path's filter reads the whole elements.
        None => items.into_iter().cloned().collect(),
    };
    Found {
        values,
        case_exact,
        kind,
    }
}

fn compare(value: &Value, op: CompareOp, literal: &CompValue, found: &Found) -> bool {
    match (value, literal) {
        (Value::String(have), CompValue::String(want)) => {
            if found.kind == Type::DateTime {
                if let (Ok(a), Ok(b)) = (
                    OffsetDateTime::parse(have, &Rfc3339),
                    OffsetDateTime::parse(want, &Rfc3339),
                ) {
                    return ordered(a.cmp(&b), op);
                }
                return false;
            }
            if found.case_exact {
                text(have, op, want)
            } else {
                text(&have.to_lowercase(), op, &want.to_lowercase())
            }
        }
        (Value::Bool(have), CompValue::Bool(want)) => match op {
            CompareOp::Eq => have == want,
            _ => false,
        },
        (Value::Number(have), CompValue::Number(want)) => match (have.as_f64(), want.as_f64()) {
            (Some(a), Some(b)) => a.partial_cmp(&b).is_some_and(|o| ordered(o, op)),
            _ => false,
        },
        _ => false,
    }
}

fn text(have: &str, op: CompareOp, want: &str) -> bool {
    match op {
        CompareOp::Co => have.contains(want),
        CompareOp::Sw => have.starts_with(want),
        CompareOp::Ew => have.ends_with(want),
        _ => ordered(have.cmp(want), op),
    }
}

fn ordered(order: std::cmp::Ordering, op: CompareOp) -> bool {
    use std::cmp::Ordering::{Equal, Greater, Less};
    match op {
        CompareOp::Eq => order == Equal,
        CompareOp::Ne => order != Equal,
        CompareOp::Gt => order == Greater,
        CompareOp::Ge => order != Less,
        CompareOp::Lt => order == Less,
        CompareOp::Le => order != Greater,
        CompareOp::Co | CompareOp::Sw | CompareOp::Ew => false,
    }
}

#[cfg(test)]
#[path = "eval_tests.rs"]
mod tests;
