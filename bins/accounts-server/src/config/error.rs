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
}

pub(crate) fn invalid(key: &'static str, reason: impl Into<String>) -> SettingsError {
    SettingsError::Invalid {
        key,
        reason: reason.into(),
    }
}
