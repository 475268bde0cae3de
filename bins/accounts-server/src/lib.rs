//! The account service binary: the command line, configuration loading,
//! dev mode, and the wiring of the library crates (`accounts_http` serves,
//! `accounts_domain` decides, `accounts_storage` stores). `main.rs` only
//! calls [`cli::run`].

pub mod cli;
pub mod commands;
pub mod dev;
pub mod settings;
