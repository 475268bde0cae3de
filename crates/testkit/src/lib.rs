//! Test support for the account service (dev-dependency only): databases
//! that exist for one test and vanish after it.
//!
//! It must never be a regular dependency of a shipped crate, and it never
//! silently skips: without PostgreSQL it fails with what to install.

pub mod fixtures;
pub mod mmdb;
pub mod pg;
pub mod sqlite;
