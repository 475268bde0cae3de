//! The service every use case is given: its state (caches of
//! clients, users, sessions and revocations; the key ring), its limits and
//! throttles, password hashing, and the thread that runs handed-off work.

pub mod accounts;
pub mod audit_addresses;
pub(crate) mod background;
mod cache_sync;
pub mod catalogue;
pub mod console_policy;
pub mod foreign_hashes;
pub mod hashing;
pub mod languages;
pub(crate) mod limits;
pub mod mailed_links;
pub mod organization_policy;
pub mod passwords;
pub(crate) mod readiness;
pub mod relying_party;
pub mod sign_in_code_policy;
pub mod startup;
pub mod throttle;
pub mod webhook_policy;
