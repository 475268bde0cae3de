//! Validated values: email addresses, redirect URIs and package names,
//! ids, scopes, PKCE challenges, timestamps, token kinds and lifetimes,
//! and which network addresses outgoing posts may reach.
//! Raw strings stop at the boundary; inside, only these travel.

pub mod addresses;
#[cfg(feature = "server")]
pub mod destinations;
pub mod ids;
#[cfg(feature = "server")]
pub mod lifetimes;
pub mod organization;
#[cfg(feature = "server")]
pub mod pkce;
pub mod resource;
pub mod scope;
pub mod timestamp;
pub mod token_types;
