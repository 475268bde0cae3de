//! Tokens: the claims of each kind, compact-JWS parsing, signing and
//! verifying keys with the JWKS, verify-token's pure rules, and the
//! offline verifier client backends use.

pub mod claims;
pub(crate) mod jws;
pub mod keys;
pub mod offline;
pub mod verify;
