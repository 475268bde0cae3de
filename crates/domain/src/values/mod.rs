//! Validated values: email addresses, redirect URIs and package names,
//! ids, scopes, PKCE challenges, timestamps, token kinds and lifetimes.
//! Raw strings stop at the boundary; inside, only these travel.

pub mod addresses;
pub mod ids;
pub mod lifetimes;
pub mod pkce;
pub mod resource;
pub mod scope;
pub mod timestamp;
pub mod token_types;
