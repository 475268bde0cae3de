//! The effective configuration as the operator console's settings page
//! shows it: every key after defaults, the file and the environment, as
//! `section.key = value`, with every secret masked (keys, passwords,
//! client secrets, and the credentials of a URL).

use serde_json::Value;

use crate::shape::Settings;

/// What a masked value reads as.
const MASKED: &str = "•••• (set)";

/// The settings as (key, value) pairs in key order, secrets masked, with
/// `resolved` values (what resolving chose where the
/// settings left a key unset) in place of the written ones, masked the
/// same way.
pub fn masked_with(settings: &Settings, resolved: &[(&str, String)]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    match serde_json::to_value(settings) {
        Ok(value) => flatten("", &value, &mut out),
        Err(e) => out.push(("(settings)".into(), format!("could not be shown: {e}"))),
    }
    for (key, value) in resolved {
        let shown = shown(key, &Value::String(value.clone()));
        match out.iter_mut().find(|(k, _)| k == key) {
            Some(entry) => entry.1 = shown,
            None => out.push(((*key).to_owned(), shown)),
        }
    }
    out.sort();
    out
}

fn flatten(prefix: &str, value: &Value, out: &mut Vec<(String, String)>) {
    match value {
        Value::Object(map) => {
            for (key, value) in map {
                let name = if prefix.is_empty() {
                    key.clone()
                } else {
                    format!("{prefix}.{key}")
                };
                flatten(&name, value, out);
            }
        }
        Value::Array(items) if items.iter().any(Value::is_object) => {
            for (i, item) in items.iter().enumerate() {
                flatten(&format!("{prefix}[{i}]"), item, out);
            }
        }
        other => out.push((prefix.to_owned(), shown(prefix, other))),
    }
}

/// A value as shown: masked when its key names a secret, a URL without
/// its credentials.
fn shown(key: &str, value: &Value) -> String {
    let last = key.rsplit('.').next().unwrap_or(key);
    let text = match value {
        Value::Null => return "(unset)".into(),
        Value::String(s) => s.clone(),
        other => other.to_string(),
    };
    let secret = ["secret", "password", "key", "token"]
        .iter()
        .any(|word| last.contains(word))
        && !last.ends_with("_path")
        && !last.ends_with("_file")
        && !last.ends_with("_id");
    if secret {
        return if text.is_empty() {
            "(unset)".into()
        } else {
            MASKED.into()
        };
    }
    without_credentials(&text)
}

/// A URL without what could be a secret: its user and password (however
/// the URL spells them, a `#` or `?` in a password included), its query
/// (`?password=` is a libpq spelling) and its fragment; a value that looks
/// like a URL but does not parse is masked whole. Other text stays.
fn without_credentials(text: &str) -> String {
    if !text.contains("://") {
        return text.to_owned();
    }
    let Ok(url) = url::Url::parse(text) else {
        return MASKED.into();
    };
    let mut shown = format!("{}://", url.scheme());
    if !url.username().is_empty() || url.password().is_some() {
        shown.push_str(MASKED);
        shown.push('@');
    }
    shown.push_str(url.host_str().unwrap_or_default());
    if let Some(port) = url.port() {
        shown.push_str(&format!(":{port}"));
    }
    shown.push_str(url.path());
    if url.query().is_some_and(|q| !q.is_empty()) || url.fragment().is_some() {
        shown.push('?');
        shown.push_str(MASKED);
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_and_url_credentials_are_masked() {
        let mut settings = Settings::default();
        settings.database.url = Some("postgres://accounts:hunter2@db:5432/accounts".into());
        settings.database.listen_url =
            Some("postgres://db/accounts?user=a&password=hunter2".into());
        settings.email.smtp_url = Some("smtps://mailer:hun#ter2@mail.example.com".into());
        settings.admin.api_key = Some("admin-key-hunter2".into());
        settings.outbound.proxy = Some("https://egress:hunter2@proxy.internal:3128".into());
        let shown = masked_with(
            &settings,
            &[("server.public_url", "https://id.example.com".into())],
        );
        let text = format!("{shown:?}");
        assert!(!text.contains("hunter2"), "{text}");
        assert!(!text.contains("ter2"), "{text}");
        assert!(text.contains("db:5432/accounts"), "{text}");
        assert!(text.contains("proxy.internal:3128"), "{text}");
        assert!(
            shown.iter().any(|(k, _)| k == "console.idle_minutes"),
            "{text}"
        );
    }
}
