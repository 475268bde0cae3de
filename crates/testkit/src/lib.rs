//! Test support for the account service (dev-dependency only): databases
//! that exist for one test and vanish after it, fixtures, and an HTTP test
//! client over the real application ([`app`]), and servers the service
//! talks to, such as an SMTP server ([`smtp`]) and an authoritative DNS
//! server ([`dns`]).
//!
//! It must never be a regular dependency of a shipped crate, and it never
//! silently skips: without PostgreSQL it fails with what to install.

pub mod app;
pub mod dns;
pub mod fixtures;
pub mod hash_makers;
pub mod mmdb;
pub mod pg;
pub mod population;
pub mod push_endpoint;
pub mod schema;
pub mod skips;
pub mod smtp;
pub mod sqlite;
pub mod tls;
pub mod webhooks;
