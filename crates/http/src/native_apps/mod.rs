//! The native-app API (docs/api.md, "POST /accounts/users/v1/login" and
//! "Your own account"): an app signs its user in for an account token,
//! gets codes and id_tokens with it, signs out, and lets the user manage
//! their own account; registration, verification and reset as JSON.

pub mod bodies;
mod errors;
pub(crate) mod export;
pub(crate) mod lifecycle;
pub mod links;
pub(crate) mod organizations;
pub(crate) mod own_account;
pub mod passkeys;
pub mod second_factor;
pub(crate) mod sign_in;
pub(crate) mod sign_in_codes;
