//! The account service binary: the command line, configuration (its
//! rules and its loading), dev mode, and the wiring of the library crates
//! (`accounts_http` serves, `accounts_service` decides, `accounts_storage`
//! stores, `accounts_adapters` mails, locates, parses User-Agents and
//! counts, and posts webhooks). `main.rs` only
//! calls [`cli::run`].

pub mod cli;
pub mod commands;
pub mod config;
pub mod dev;
pub mod settings;
pub mod startup;
pub mod webhook_sender;
