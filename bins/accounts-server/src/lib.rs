//! The account service binary's library: configuration, the actix-web
//! application, its routes and error mapping, and the command line.
//! `main.rs` only calls [`cli::run`].
//!
//! Handlers hold no business rules: they read the request, call the
//! domain's rules and use cases, and map the outcome to the statuses and
//! codes of DESIGN 3.1. Database work runs on actix's blocking pool.

pub mod cli;
pub mod commands;
pub mod dev;
pub mod device;
pub mod discovery;
pub mod error;
pub mod geo;
pub mod openapi;
pub mod pages;
pub mod routes;
pub mod settings;
pub mod startup;
pub mod state;
pub mod throttle;
