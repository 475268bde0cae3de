//! The seed interface (docs/api.md, "POST /accounts/oauth2/v1/token" and
//! on): JSON bodies in the interface's own shapes: verify-token, the
//! token endpoint's JSON face, userinfo and sessioninfo.

pub mod bodies;
mod errors;
pub(crate) mod profile;
pub(crate) mod token;
