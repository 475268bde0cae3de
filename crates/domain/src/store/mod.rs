//! The storage contract: the records repositories store and the traits
//! `accounts-storage` implements and the service is written against.
//!
//! One file per aggregate holds its records and its repository trait;
//! `records` and `repository` name them all by the paths other crates use.

mod audit;
mod clients;
mod codes;
pub mod consents;
mod deletion;
mod devices;
mod email_tokens;
mod errors;
mod factors;
pub mod imports;
mod links;
pub mod logouts;
pub mod operators;
pub mod organization_domains;
pub mod organization_invitations;
pub mod organizations;
mod passkeys;
pub mod proofs;
pub mod pushed;
mod reachability;
pub mod records;
mod refresh_tokens;
pub mod repository;
mod reset_reviews;
pub mod resources;
pub mod scim;
mod sessions;
pub mod shared_signals;
pub mod sign_in_codes;
mod signing_keys;
mod throttles;
mod users;
pub mod webhooks;
