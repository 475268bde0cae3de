//! Tokens: the claims of each kind and their `amr`/`acr` values,
//! compact-JWS parsing, signing and verifying keys with the JWKS, DPoP
//! proofs, the offline verifier client backends use, and (with the
//! `server` feature) verify-token's pure rules.

pub mod amr;
pub mod claims;
pub mod dpop;
pub(crate) mod jws;
pub mod keys;
pub mod offline;
pub mod verify;
