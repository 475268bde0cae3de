//! The standard OAuth 2.0 / OpenID Connect face: RFC 6749 form-encoded
//! token requests, RFC 7009 revocation, RFC 7662 introspection, RFC 9126
//! pushed authorization requests, the
//! OpenID Connect userinfo and discovery, and the form reader they share.

pub mod bodies;
pub(crate) mod device_authorization;
pub(crate) mod discovery;
mod errors;
pub(crate) mod introspect;
pub(crate) mod par;
pub(crate) mod revoke;
pub(crate) mod token;
pub(crate) mod token_request;
pub(crate) mod userinfo;

/// The device authorization request's form, read where the others are
/// (the fuzz targets read every body).
pub use device_authorization::DeviceAuthorizationForm;
