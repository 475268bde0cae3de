//! The JSON extractor's failures as answers (docs/api.md, "Common
//! rules"): a body over the limit is 413, a wrong Content-Type or a body
//! that is not the expected JSON 400 `INVALID_REQUEST` naming the field
//! and the type expected, never a value sent; the admin API's answers
//! also name an unknown field (its caller holds the admin key).

use accounts_domain::codes::ResultCode;
use actix_web::error::JsonPayloadError;
use actix_web::http::StatusCode;
use actix_web::web;

use crate::common::error::ApiError;

/// Whether a JSON error names a field the body should not have: the
/// admin API's answers do (its caller holds the admin key, and a
/// misspelt flag is found by its name); the other faces' never echo the
/// client's text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum UnknownField {
    /// The admin API's: an unknown field is named.
    Named,
    /// Every other face's.
    Unnamed,
}

/// The JSON extractor's limit and errors.
pub(super) fn json_config(body_limit: usize, unknown: UnknownField) -> web::JsonConfig {
    web::JsonConfig::default()
        .limit(body_limit)
        .error_handler(move |error, _req| json_error(error, unknown).into())
}

/// Maps the JSON extractor's failures to our errors.
fn json_error(error: JsonPayloadError, unknown: UnknownField) -> ApiError {
    match error {
        JsonPayloadError::OverflowKnownLength { .. } | JsonPayloadError::Overflow { .. } => {
            ApiError::new(StatusCode::PAYLOAD_TOO_LARGE, ResultCode::PayloadTooLarge)
        }
        JsonPayloadError::ContentType => {
            ApiError::invalid_request("Content-Type must be application/json")
        }
        JsonPayloadError::Deserialize(e) => {
            ApiError::invalid_request(describe_json_error(&e, unknown))
        }
        other => ApiError::invalid_request(format!("the request body could not be read: {other}")),
    }
}

/// A short description of a body that is not the expected JSON. It goes
/// into the answer and, with it, into debug logs: so no value of the
/// request may appear in it, of any type (a password sent as a number
/// would otherwise be echoed by serde's "invalid type: integer `…`").
fn describe_json_error(error: &serde_json::Error, unknown: UnknownField) -> String {
    use serde_json::error::Category;
    match error.classify() {
        Category::Syntax | Category::Eof => format!(
            "the body is not valid JSON (line {}, column {})",
            error.line(),
            error.column()
        ),
        Category::Data => format!(
            "the body does not have the expected fields: {}",
            without_values(&error.to_string(), unknown)
        ),
        Category::Io => "the body could not be read".into(),
    }
}

/// The name of the unknown field serde's `head` ("unknown field `x`")
/// names, when it reads as a field name (at most 64 ASCII letters,
/// digits, `_`, `-` or `.`): anything else is not shown.
fn unknown_field_name(head: &str) -> Option<&str> {
    let name = head
        .strip_prefix("unknown field `")?
        .strip_suffix('`')
        .filter(|n| !n.is_empty() && n.len() <= 64)?;
    name.bytes()
        .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.'))
        .then_some(name)
}

/// serde's data error without the request's values: "invalid type:
/// integer `123`, expected a string" becomes "invalid type: integer,
/// expected a string"; an unknown field's or variant's name (the
/// client's text) is dropped too, except an unknown field's where
/// `unknown` names it. Our own field names stay.
fn without_values(message: &str, unknown: UnknownField) -> String {
    // Drop serde_json's position suffix first.
    let message = message.split(" at line ").next().unwrap_or_default();
    let (head, expected) = match message.split_once(", expected ") {
        Some((head, expected)) => (head, Some(expected)),
        None => (message, None),
    };
    let head = if let Some(rest) = head.strip_prefix("invalid type: ") {
        // The kind is serde's first words ("integer", "string", "floating
        // point", "boolean", "map", "sequence", "null", ...).
        let kind = rest.split([' ', '`', '"']).next().unwrap_or("value");
        let kind = if rest.starts_with("floating point") {
            "floating point"
        } else {
            kind
        };
        format!("invalid type: {kind}")
    } else if head.starts_with("invalid value") {
        "invalid value".to_owned()
    } else if head.starts_with("invalid length") {
        "invalid length".to_owned()
    } else if head.starts_with("unknown field") {
        match unknown_field_name(head) {
            Some(name) if unknown == UnknownField::Named => format!("unknown field `{name}`"),
            _ => "unknown field".to_owned(),
        }
    } else if head.starts_with("unknown variant") {
        "unknown variant".to_owned()
    } else if let Some(field) = head.strip_prefix("missing field ") {
        format!("missing field {field}")
    } else if let Some(field) = head.strip_prefix("duplicate field ") {
        format!("duplicate field {field}")
    } else {
        "a value of the wrong type".to_owned()
    };
    match expected {
        // What was expected is ours (a type or our variants' names).
        Some(expected) => format!("{head}, expected {expected}"),
        None => head,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Body {
        password: String,
        kind: Option<Kind>,
    }

    #[derive(Debug, serde::Deserialize)]
    #[serde(rename_all = "lowercase")]
    enum Kind {
        A,
    }

    fn described(json: &str) -> String {
        let error = serde_json::from_str::<Body>(json).expect_err("not a Body");
        describe_json_error(&error, UnknownField::Unnamed)
    }

    #[test]
    fn the_admin_api_names_an_unknown_field_that_reads_as_a_name_only() {
        let named = |json: &str| {
            let error = serde_json::from_str::<Body>(json).expect_err("not a Body");
            describe_json_error(&error, UnknownField::Named)
        };
        let text = named(r#"{"password": "p", "pasword": 1}"#);
        assert!(text.contains("unknown field `pasword`, expected"), "{text}");
        let text = named(r#"{"password": "p", "hunter 2!": 1}"#);
        assert!(!text.contains("hunter"), "{text}");
        assert!(text.contains("unknown field, expected"), "{text}");
    }

    #[test]
    fn no_request_value_of_any_type_is_echoed() {
        for (body, secret) in [
            (r#"{"password": 9876543210}"#, "9876543210"),
            (r#"{"password": -12.75e3}"#, "12750"),
            (r#"{"password": true}"#, "true"),
            (r#"{"password": ["hunter2"]}"#, "hunter2"),
            (r#"{"password": {"x": "hunter2"}}"#, "hunter2"),
            (r#"{"password": "p", "kind": "hunter2"}"#, "hunter2"),
            (r#"{"password": "p", "hunter2": 1}"#, "hunter2"),
        ] {
            let text = described(body);
            assert!(!text.contains(secret), "{body} gave {text}");
            assert!(
                text.starts_with("the body does not have the expected fields"),
                "{text}"
            );
        }
        assert!(
            described(r#"{"password": 1}"#).contains("invalid type: integer, expected a string")
        );
        assert!(described("{}").contains("missing field `password`"));
    }
}
