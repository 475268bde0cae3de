//! The service's configuration: its shape ([`Settings`], every key with
//! its default; unknown keys are errors, so a typo never silently falls
//! back to a default), its loading ([`load`]: defaults, a TOML file,
//! `ACCOUNTS__SECTION__KEY` variables) and its checked form
//! ([`AppConfig`]). The binary re-exports it as `accounts_server::config`.
//!
//! Loading reads and resolving is pure: neither creates anything. Dev
//! mode's data directory and master key file are the binary's.
//!
//! `shape` is what may be written, `resolve` what it becomes, `error` how
//! a wrong value is named; `reference` (tests only) generates
//! docs/configuration.md and the packaged config.toml from `shape`.

mod effective;
mod error;
mod load;
mod organizations;
mod resolve;
mod shape;
mod upstream;

pub use error::{SettingsError, env_var};
pub use load::load;
pub use organizations::OrganizationSettings;
pub use resolve::{AppConfig, DEV_DATA_DIR, destinations, parse_master_key};
pub use shape::*;
pub use upstream::{UpstreamSettings, UpstreamSetup};

#[cfg(test)]
mod outbound_tests;
#[cfg(test)]
mod reference;
#[cfg(test)]
mod tests;
