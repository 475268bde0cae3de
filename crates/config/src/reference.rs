//! The configuration reference (`docs/configuration.md`) and the packaged
//! configuration file (`bins/accounts-server/package/config.toml`), both
//! generated from the settings' types and doc comments, and tests that
//! fail when either file and the types disagree. `UPDATE_CONFIG_DOCS=1
//! cargo test -p accounts-config --lib reference` rewrites them.
//!
//! The types' JSON Schema (schemars, tests only) carries each key's doc
//! comment as its description and its default; `x-default` names a
//! default that is not one value (the number of cores, dev mode's), and
//! `x-example` is what the packaged file shows for a key without a
//! literal default.

use std::fmt::Write as _;
use std::path::PathBuf;

use serde_json::Value;

use crate::error::env_var;
use crate::shape::{ENV_LIST_KEYS, Settings};

/// One key of a section.
struct Key {
    name: String,
    kind: String,
    /// The default as a TOML value, when it is one.
    default: Option<String>,
    /// The default in words, when it is not one value.
    default_text: Option<String>,
    example: Option<String>,
    description: String,
    required: bool,
}

/// A `[section]`, or the `[[upstream]]` array of tables.
struct Section {
    name: String,
    array: bool,
    description: String,
    keys: Vec<Key>,
}

fn schema() -> Value {
    serde_json::to_value(schemars::schema_for!(Settings)).expect("a schema is JSON")
}

fn definition<'a>(root: &'a Value, reference: &Value) -> &'a Value {
    let name = reference
        .as_str()
        .and_then(|r| r.strip_prefix("#/$defs/"))
        .expect("a local reference");
    &root["$defs"][name]
}

fn text(value: Option<&Value>) -> String {
    value.and_then(Value::as_str).unwrap_or_default().to_owned()
}

fn sections() -> Vec<Section> {
    let root = schema();
    let properties = root["properties"].as_object().expect("properties");
    properties
        .iter()
        .map(|(name, property)| {
            let (array, reference) = match property.get("$ref") {
                Some(reference) => (false, reference),
                None => (true, &property["items"]["$ref"]),
            };
            let table = definition(&root, reference);
            let required: Vec<&str> = table["required"]
                .as_array()
                .map(|r| r.iter().filter_map(Value::as_str).collect())
                .unwrap_or_default();
            let keys = table["properties"]
                .as_object()
                .expect("a table's keys")
                .iter()
                .map(|(key, schema)| describe(key, schema, required.contains(&key.as_str())))
                .collect();
            Section {
                name: name.clone(),
                array,
                description: without_header(&text(table.get("description"))),
                keys,
            }
        })
        .collect()
}

/// A table's doc comment without its leading "`[name]`: ", which the
/// reference's heading says already.
fn without_header(doc: &str) -> String {
    let rest = match doc.split_once("`: ") {
        Some((header, rest)) if header.starts_with("`[") => rest,
        _ => doc,
    };
    let mut chars = rest.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

fn describe(name: &str, schema: &Value, required: bool) -> Key {
    let default = match schema.get("default") {
        None | Some(Value::Null) => None,
        Some(value) => Some(toml_value(value)),
    };
    Key {
        name: name.to_owned(),
        kind: kind(schema),
        default,
        default_text: schema.get("x-default").map(|v| text(Some(v))),
        example: schema.get("x-example").map(toml_value),
        description: text(schema.get("description")),
        required,
    }
}

/// The key's type in words.
fn kind(schema: &Value) -> String {
    let types: Vec<&str> = match schema.get("type") {
        Some(Value::String(one)) => vec![one.as_str()],
        Some(Value::Array(many)) => many.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    };
    let optional = types.contains(&"null");
    let base = match types.iter().find(|t| **t != "null") {
        Some(&"array") => {
            let item = schema
                .get("items")
                .and_then(|i| i.get("type"))
                .and_then(Value::as_str)
                .unwrap_or("value");
            format!("list of {item}s")
        }
        Some(other) => (*other).to_owned(),
        None => "value".to_owned(),
    };
    if optional {
        format!("{base}, optional")
    } else {
        base
    }
}

fn toml_value(value: &Value) -> String {
    match value {
        Value::String(s) => format!("{s:?}"),
        Value::Array(items) => {
            let items: Vec<String> = items.iter().map(toml_value).collect();
            format!("[{}]", items.join(", "))
        }
        other => other.to_string(),
    }
}

fn variable(section: &Section, key: &Key) -> String {
    if section.array {
        return "(file only)".to_owned();
    }
    let dotted = format!("{}.{}", section.name, key.name);
    let name = format!("`{}`", env_var(&dotted));
    if ENV_LIST_KEYS.contains(&dotted.as_str()) {
        format!("{name} (comma-separated)")
    } else {
        name
    }
}

fn default_shown(key: &Key) -> String {
    match (&key.default_text, &key.default) {
        (Some(words), _) => words.clone(),
        (None, Some(value)) => format!("`{value}`"),
        (None, None) if key.required => "(required)".to_owned(),
        (None, None) => "unset".to_owned(),
    }
}

fn cell(text: &str) -> String {
    text.replace('|', "\\|")
        .replace("\n\n", " ")
        .replace('\n', " ")
}

/// `docs/configuration.md`.
fn markdown(sections: &[Section]) -> String {
    let mut out = String::from(
        "# Configuration reference\n\n\
         <!-- Generated from the settings' types (crates/config/src/shape.rs and\n\
         upstream.rs) by crates/config/src/reference.rs; a test fails\n\
         when this file and the types disagree. Do not edit by hand: change the doc\n\
         comments, then run UPDATE_CONFIG_DOCS=1 cargo test -p accounts-config --lib reference. -->\n\n\
         Every setting of `accounts-server`, with its type, its default, the\n\
         environment variable that sets it and what it means. Settings come from\n\
         defaults, then the TOML file given with `--config FILE`, then\n\
         `ACCOUNTS__SECTION__KEY` environment variables, each overriding the one\n\
         before. Unknown keys are errors, so a typo never falls back to a default.\n\n\
         `serve` needs three settings that dev mode fills in: `keys.master_key`,\n\
         `database.url` and `server.public_url`. `accounts-server check-config\n\
         [--config FILE]` loads the configuration exactly as `serve` would and\n\
         prints the effective settings with every secret masked, or names the key\n\
         at fault and exits 1. The Debian package installs\n\
         `/etc/accounts-server/config.toml` with every setting below commented out\n\
         (docs/operations.md, \"Deployment\").\n",
    );
    for section in sections {
        let header = if section.array {
            format!("[[{}]]", section.name)
        } else {
            format!("[{}]", section.name)
        };
        let _ = write!(out, "\n## `{header}`\n\n");
        if !section.description.is_empty() {
            let _ = write!(out, "{}\n\n", section.description);
        }
        out.push_str("| Key | Type | Default | Environment variable | Meaning |\n");
        out.push_str("|---|---|---|---|---|\n");
        for key in &section.keys {
            let _ = writeln!(
                out,
                "| `{}.{}` | {} | {} | {} | {} |",
                section.name,
                key.name,
                key.kind,
                cell(&default_shown(key)),
                variable(section, key),
                cell(&key.description),
            );
        }
    }
    out
}

/// Text as `# ` comment lines of at most 78 characters.
fn comment(text: &str, out: &mut String) {
    for paragraph in text.split("\n\n") {
        let mut line = String::from("#");
        for word in paragraph.split_whitespace() {
            if line.len() + 1 + word.len() > 78 && line.len() > 1 {
                out.push_str(&line);
                out.push('\n');
                line = String::from("#");
            }
            line.push(' ');
            line.push_str(word);
        }
        out.push_str(&line);
        out.push('\n');
    }
}

/// `package/config.toml`: every key commented out, showing its default or,
/// where it has none, an example.
fn packaged(sections: &[Section]) -> String {
    let mut out = String::new();
    comment(
        "/etc/accounts-server/config.toml: the configuration of accounts-server. \
         Generated from the settings' types, like docs/configuration.md \
         (/usr/share/doc/accounts-server/configuration.md), which explains every \
         setting. Each one is shown commented out with its default, or an example \
         where it has none; ACCOUNTS__SECTION__KEY environment variables override \
         this file.",
        &mut out,
    );
    out.push_str("#\n");
    comment(
        "`serve` needs three: keys.master_key, database.url and server.public_url. \
         Until they are set, the service does not start and says what to set. \
         Check the file with: accounts-server check-config --config \
         /etc/accounts-server/config.toml",
        &mut out,
    );
    out.push_str("#\n");
    comment(
        "This file holds the master key: only root and the accounts-server group \
         may read it (the package installs it 0640 root:accounts-server).",
        &mut out,
    );
    for section in sections {
        out.push('\n');
        if section.array {
            comment(&section.description, &mut out);
            comment("Uncomment a table (and its keys) per provider.", &mut out);
            let _ = writeln!(out, "#[[{}]]", section.name);
        } else {
            comment(&section.description, &mut out);
            let _ = writeln!(out, "[{}]", section.name);
        }
        for key in &section.keys {
            comment(&key.description, &mut out);
            if let Some(words) = &key.default_text {
                comment(&format!("Default: {words}."), &mut out);
            }
            // A default in words (the number of cores) is not this
            // machine's value: the example stands for it.
            let shown = if key.default_text.is_some() {
                key.example.as_ref().or(key.default.as_ref())
            } else {
                key.default.as_ref().or(key.example.as_ref())
            }
            .expect("every key has a default or an example");
            let _ = writeln!(out, "#{} = {shown}", key.name);
        }
    }
    out
}

fn repo_file(relative: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(relative)
}

/// Compares `path` with `generated`, or rewrites it when asked to.
fn check_generated(relative: &str, generated: &str) {
    let path = repo_file(relative);
    if std::env::var_os("UPDATE_CONFIG_DOCS").is_some() {
        std::fs::write(&path, generated).expect("writes the generated file");
        return;
    }
    let written = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        written == generated,
        "{} and the settings' types disagree: run UPDATE_CONFIG_DOCS=1 cargo test -p accounts-config --lib reference",
        path.display()
    );
}

#[test]
fn the_configuration_reference_is_the_types() {
    check_generated("../../docs/configuration.md", &markdown(&sections()));
}

#[test]
fn the_packaged_configuration_is_the_types() {
    check_generated(
        "../../bins/accounts-server/package/config.toml",
        &packaged(&sections()),
    );
}

#[test]
fn every_key_is_explained_and_has_a_value_to_show() {
    let sections = sections();
    assert!(sections.iter().any(|s| s.name == "server"));
    assert!(sections.iter().any(|s| s.name == "upstream" && s.array));
    for section in &sections {
        assert!(!section.description.is_empty(), "[{}]", section.name);
        for key in &section.keys {
            let name = format!("{}.{}", section.name, key.name);
            assert!(key.description.len() > 5, "{name} has a doc comment");
            assert!(
                key.default.is_some() || key.example.is_some(),
                "{name} has a default or an x-example"
            );
        }
    }
}

#[test]
fn the_packaged_configuration_parses_and_changes_no_default() {
    let file = packaged(&sections());
    let parsed: Settings = config::Config::builder()
        .add_source(config::File::from_str(&file, config::FileFormat::Toml))
        .build()
        .and_then(config::Config::try_deserialize)
        .expect("the packaged file is valid");
    assert_eq!(
        serde_json::to_value(parsed).expect("json"),
        serde_json::to_value(Settings::default()).expect("json")
    );
    // Uncommented, every example and default is accepted as written.
    let uncommented: String = file
        .lines()
        .map(|line| match line.strip_prefix('#') {
            Some(rest)
                if rest.starts_with('[') || rest.contains(" = ") && !rest.starts_with(' ') =>
            {
                rest
            }
            _ => line,
        })
        .map(|line| format!("{line}\n"))
        .collect();
    config::Config::builder()
        .add_source(config::File::from_str(
            &uncommented,
            config::FileFormat::Toml,
        ))
        .build()
        .and_then(config::Config::try_deserialize::<Settings>)
        .expect("every example has the key's type");
}
