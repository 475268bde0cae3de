//! SCIM 2.0 provisioning (docs/decisions.md, "SCIM"): a company's
//! directory creates, changes and removes its people in its
//! organization through a connection's bearer token. `access` holds the
//! connection a request comes through and the errors, `users` the User
//! resource's use cases, `entry_accounts` the rules that tie an entry to
//! its account.

mod access;
pub mod bulk;
mod entry_accounts;
pub mod groups;
pub mod resources;
pub mod users;

pub use access::{ScimCaller, ScimError, authenticate, etag};
