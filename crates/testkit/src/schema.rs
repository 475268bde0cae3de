//! Holds response bodies to the OpenAPI document: a small validator for
//! the subset of JSON Schema the document uses ($ref, oneOf, enum, type
//! (object, array, string, integer, boolean),
//! required, properties, additionalProperties: false, the ULID pattern and
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
    let document = accounts_http::openapi::document();
    let schema = json!({"$ref": format!("{SCHEMAS}{schema_name}")});
    if let Err(problem) = check(&document, &schema, value, "$") {
        panic!("response does not match {schema_name}: {problem}\n{value:#}");
    }
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

fn is_ulid(s: &str) -> bool {
    s.len() == 26 && s.parse::<accounts_domain::ids::UserId>().is_ok()
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
    if let Some(allowed) = schema.get("enum").and_then(Value::as_array)
        && !allowed.contains(value)
    {
        return Err(format!("{path}: {value} is not one of {allowed:?}"));
    }
    match schema.get("type").and_then(Value::as_str) {
        Some("object") => {
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
        Some("string") => {
            let s = value
                .as_str()
                .ok_or_else(|| format!("{path}: expected a string, got {value}"))?;
            if schema.get("pattern").is_some() && !is_ulid(s) {
                return Err(format!("{path}: {s:?} is not a ULID"));
            }
            if schema["format"] == "date-time" && UtcTimestamp::parse(s).is_err() {
                return Err(format!("{path}: {s:?} is not an RFC 3339 timestamp"));
            }
            Ok(())
        }
        Some("array") => {
            let items = value
                .as_array()
                .ok_or_else(|| format!("{path}: expected an array, got {value}"))?;
            for (i, item) in items.iter().enumerate() {
                check(document, &schema["items"], item, &format!("{path}[{i}]"))?;
            }
            Ok(())
        }
        Some("integer") if value.is_i64() || value.is_u64() => Ok(()),
        Some("boolean") if value.is_boolean() => Ok(()),
        Some(expected @ ("integer" | "boolean")) => {
            Err(format!("{path}: expected {expected}, got {value}"))
        }
        _ => Ok(()),
    }
}
