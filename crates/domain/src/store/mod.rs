//! The storage contract: the records repositories store and the traits
//! `accounts-storage` implements and the service is written against.

pub mod consents;
mod deletion;
mod errors;
mod factor_records;
mod link_records;
pub mod logouts;
pub mod operators;
pub mod proofs;
pub mod pushed;
pub mod records;
pub mod repository;
pub mod resources;
mod throttles;
pub mod webhooks;
