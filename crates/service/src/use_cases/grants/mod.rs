//! The token endpoint's grants, one file per `grant_type`
//! (`authorization_code`, `refresh_token`, `device_code`,
//! `client_credentials`), RFC 7009
//! revocation, and what they share (`context`), written against the
//! repository traits.
//!
//! These functions decide; storage only stores. They take `now` and every
//! collaborator as arguments, so the server can run them on any backend and
//! tests can run them at any instant.

mod authorization_code;
pub mod client_credentials;
pub mod context;
mod device_code;
mod refresh_token;
pub mod revocation;
pub mod token_endpoint;

pub use client_credentials::{MachineRequest, MachineToken, client_credentials};
pub use context::{GrantContext, GrantError, GrantRequest, GrantSessions, Issued, TokenGrant};
pub use revocation::{Revocation, revoke};
pub use token_endpoint::exchange;
