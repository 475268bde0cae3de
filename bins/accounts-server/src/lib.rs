//! The account service binary: the command line, dev mode, and the wiring
//! of the library crates (`accounts_config` reads and checks the
//! configuration, `accounts_http` serves, `accounts_service` decides,
//! `accounts_storage` stores, `accounts_adapters` mails, locates, parses
//! User-Agents and counts, and posts webhooks). `main.rs` only calls
//! [`cli::run`].

pub mod cli;
pub mod commands;
pub mod dev;
pub mod import;
pub mod organizations;
pub mod settings;
pub mod signal_sender;
pub mod startup;
pub mod webhook_sender;

/// The configuration (the `accounts-config` crate: its shape, loading
/// and checks), under the name the binary's modules and tests use.
pub use accounts_config as config;
