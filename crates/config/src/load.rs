//! Loading the configuration's layers: defaults, then an optional TOML
//! file, then environment variables `ACCOUNTS__SECTION__KEY`. Reads, and
//! writes nothing; checking the values is `resolve`'s.

use std::path::Path;

use crate::error::SettingsError;
use crate::shape::{ENV_LIST_KEYS, Settings};

/// Loads defaults, then `file` (when given), then `ACCOUNTS__*` variables.
pub fn load(file: Option<&Path>) -> Result<Settings, SettingsError> {
    let mut builder = config::Config::builder();
    if let Some(file) = file {
        builder = builder.add_source(config::File::from(file).required(true));
    }
    let environment = ENV_LIST_KEYS.iter().fold(
        config::Environment::with_prefix("ACCOUNTS")
            .prefix_separator("__")
            .separator("__")
            .list_separator(",")
            .try_parsing(true),
        |environment, key| environment.with_list_parse_key(key),
    );
    builder
        .add_source(environment)
        .build()
        .and_then(config::Config::try_deserialize)
        .map_err(|e| SettingsError::Load(e.to_string()))
}
