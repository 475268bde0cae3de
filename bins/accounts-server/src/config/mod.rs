//! The service's configuration: its shape ([`Settings`], every key with
//! its default; unknown keys are errors, so a typo never silently falls
//! back to a default) and its checked form ([`AppConfig`]).
//!
//! Resolving is pure: it reads no file and creates nothing. Loading the
//! layers (defaults, a TOML file, `ACCOUNTS__SECTION__KEY` variables) and
//! dev mode's data directory and master key file are the binary's.
//!
//! `shape` is what may be written, `resolve` what it becomes, `error` how
//! a wrong value is named.

mod effective;
mod error;
mod resolve;
mod shape;
mod upstream;

pub use error::{SettingsError, env_var};
pub use resolve::{AppConfig, DEV_DATA_DIR, destinations, parse_master_key};
pub use shape::*;
pub use upstream::{UpstreamSettings, UpstreamSetup};

#[cfg(test)]
mod reference;
#[cfg(test)]
mod tests;
