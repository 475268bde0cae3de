//! A configuration problem, named by its key.

/// A configuration problem, naming the key at fault.
#[derive(Debug, thiserror::Error)]
pub enum SettingsError {
    /// The sources could not be read or do not fit the settings' shape.
    #[error("invalid configuration: {0}")]
    Load(String),
    /// A value that has the right type but cannot be used.
    #[error("invalid configuration: {key}: {reason}")]
    Invalid {
        /// The key, e.g. `tokens.access_ttl_secs`.
        key: &'static str,
        /// Why.
        reason: String,
    },
    /// Settings `serve` needs and dev mode fills in, all named at once so
    /// that a fresh installation's first start says everything to set.
    #[error("invalid configuration: required by `serve` and not set: {}", with_hints(.0))]
    Missing(Vec<&'static str>),
}

/// The missing keys, each with what it holds and its variable.
fn with_hints(keys: &[&'static str]) -> String {
    keys.iter()
        .map(|key| {
            let holds = match *key {
                "keys.master_key" => {
                    "32 random bytes in base64, e.g. from `openssl rand -base64 32`"
                }
                "database.url" => "postgres://USER@HOST/DB or sqlite://PATH",
                "server.public_url" => "the public base URL, which is also the token issuer",
                _ => "",
            };
            format!("{key}: {holds} ({})", env_var(key))
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// The environment variable that sets `key` (`server.bind` ->
/// `ACCOUNTS__SERVER__BIND`).
pub fn env_var(key: &str) -> String {
    format!("ACCOUNTS__{}", key.replace('.', "__").to_uppercase())
}

pub(crate) fn invalid(key: &'static str, reason: impl Into<String>) -> SettingsError {
    SettingsError::Invalid {
        key,
        reason: reason.into(),
    }
}
