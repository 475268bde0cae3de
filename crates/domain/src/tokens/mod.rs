//! Tokens: the claims of each kind, compact-JWS parsing, signing and
//! verifying keys with the JWKS, verify-token's pure rules, DPoP proofs,
//! and the offline verifier client backends use.

pub mod amr;
pub mod claims;
pub mod dpop;
pub(crate) mod jws;
pub mod keys;
pub mod offline;
pub mod verify;
