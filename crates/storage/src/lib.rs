//! Storage of the user account service: the `accounts-domain` repository
//! traits implemented with Diesel, on an embedded SQLite file (the default,
//! `cargo run`) and on PostgreSQL (production), through one connection type.
//!
//! Storage stores and fetches; it enforces no business rules. Which code may
//! be redeemed, which key signs, who may sign in: the caller decides. What it
//! does guarantee: the transactions documented on the traits, uniqueness
//! (case-insensitive email, digests), and that an outage is reported as
//! [`accounts_domain::repository::RepoError::Unavailable`], never as "not found".

mod connection;
mod errors;
mod listen;
mod live_session;
mod proof_batches;
mod redeem;
mod repos;
mod rows;
mod schema;
mod schema_mailed;
mod time_codec;

pub use connection::{Backend, Database, DatabaseOptions};
pub use listen::{CHANNEL, ChangeListener, Notice, SECURITY_EVENTS_CHANNEL};
