//! SCIM 2.0 (RFC 7643, RFC 7644): what a company's directory sends to
//! provision its people, as values with their rules (docs/decisions.md,
//! "SCIM filters" and "SCIM").

pub mod eval;
pub mod filter;
pub mod group;
pub mod patch;
pub mod problem;
pub mod query;
pub mod schema;
pub mod user;
