//! Holds response bodies to the OpenAPI document: a small validator for
//! the subset of JSON Schema 2020-12 the derived OpenAPI 3.1 document uses
//! ($ref, oneOf, allOf, enum, type (one name or a list, null included),
//! required, properties, additionalProperties: false, pattern, and the
//! date-time format).

// Test support: a panic is a failing test, and the helpers are documented
// by their names and the tests that read them.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    missing_docs,
    missing_debug_implementations
)]

use accounts_domain::timestamp::UtcTimestamp;
use serde_json::{Value, json};

const SCHEMAS: &str = "#/components/schemas/";

pub fn assert_valid(value: &Value, schema_name: &str) {
    if let Err(problem) = validate(value, schema_name) {
        panic!("response does not match {schema_name}: {problem}\n{value:#}");
    }
}

/// Whether `value` matches the document's schema `schema_name`.
pub fn validate(value: &Value, schema_name: &str) -> Result<(), String> {
    let document = accounts_http::openapi::document();
    let schema = json!({"$ref": format!("{SCHEMAS}{schema_name}")});
    check(document, &schema, value, "$")
}

fn resolve<'a>(document: &'a Value, schema: &'a Value) -> &'a Value {
    match schema.get("$ref").and_then(Value::as_str) {
        Some(reference) => {
            let name = reference
                .strip_prefix(SCHEMAS)
                .expect("local schema reference");
            let target = &document["components"]["schemas"][name];
            assert!(!target.is_null(), "unknown schema {name}");
            resolve(document, target)
        }
        None => schema,
    }
}

/// The JSON type names `value` has.
fn json_type(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(n) if n.is_i64() || n.is_u64() => "integer",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

fn check(document: &Value, schema: &Value, value: &Value, path: &str) -> Result<(), String> {
    let schema = resolve(document, schema);
    if let Some(options) = schema.get("oneOf").and_then(Value::as_array) {
        let matching = options
            .iter()
            .filter(|o| check(document, o, value, path).is_ok())
            .count();
        return if matching == 1 {
            Ok(())
        } else {
            Err(format!("{path}: matches {matching} of the oneOf schemas"))
        };
    }
    for (i, part) in schema
        .get("allOf")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .enumerate()
    {
        check(document, part, value, &format!("{path}/allOf[{i}]"))?;
    }
    if let Some(allowed) = schema.get("enum").and_then(Value::as_array)
        && !allowed.contains(value)
    {
        return Err(format!("{path}: {value} is not one of {allowed:?}"));
    }
    // OpenAPI 3.1 writes an optional value's type as a list with "null".
    let types: Vec<&str> = match schema.get("type") {
        Some(Value::String(t)) => vec![t.as_str()],
        Some(Value::Array(ts)) => ts.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    };
    let actual = json_type(value);
    let fits = |t: &&str| *t == actual || (*t == "number" && actual == "integer");
    if !types.is_empty() && !types.iter().any(fits) {
        return Err(format!("{path}: expected {types:?}, got {value}"));
    }
    match actual {
        "object" if types.contains(&"object") => {
            let object = value
                .as_object()
                .ok_or_else(|| format!("{path}: expected an object, got {value}"))?;
            let properties = schema["properties"]
                .as_object()
                .cloned()
                .unwrap_or_default();
            for required in schema["required"].as_array().into_iter().flatten() {
                let key = required.as_str().unwrap_or_default();
                if !object.contains_key(key) {
                    return Err(format!("{path}: missing required field {key}"));
                }
            }
            for (key, field) in object {
                match properties.get(key) {
                    Some(field_schema) => {
                        check(document, field_schema, field, &format!("{path}.{key}"))?
                    }
                    None if schema["additionalProperties"] == false => {
                        return Err(format!("{path}: field {key} is not in the schema"));
                    }
                    None => {}
                }
            }
            Ok(())
        }
        "string" => {
            let s = value.as_str().unwrap_or_default();
            if let Some(pattern) = schema.get("pattern").and_then(Value::as_str) {
                let regex = regex::Regex::new(pattern).expect("the document's patterns compile");
                if !regex.is_match(s) {
                    return Err(format!("{path}: {s:?} does not match {pattern}"));
                }
            }
            if schema["format"] == "date-time" && UtcTimestamp::parse(s).is_err() {
                return Err(format!("{path}: {s:?} is not an RFC 3339 timestamp"));
            }
            Ok(())
        }
        "array" => {
            let items = value.as_array().cloned().unwrap_or_default();
            for (i, item) in items.iter().enumerate() {
                check(document, &schema["items"], item, &format!("{path}[{i}]"))?;
            }
            Ok(())
        }
        _ => Ok(()),
    }
}
