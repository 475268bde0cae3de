//! The domain of the user account service: what a client, user, session,
//! code and token are; how tokens are signed, sealed and verified; and the
//! storage contract the service is written against.
//!
//! This crate owns the rules and the use cases: sign-in, the validation of
//! authorization requests, code and id_token issuance, the grants,
//! verify-token, bearer reads, session ends, revocation and the account
//! manager's operations, each a method of [`accounts::Accounts`] with its
//! own typed error, written against the repository traits (the ports).
//! It also owns the exact JSON shapes of the seed interface. It must not do I/O
//! of its own: no HTTP, no SQL, no global state, and no clock but the
//! [`clock::Clock`] it is given. Client teams depend on it to verify
//! id_tokens offline ([`offline::OfflineVerifier`]).

pub mod accounts;
pub mod addresses;
pub mod api;
pub mod authorize;
mod background;
pub mod bearer;
pub mod browser_sign_in;
pub mod claims;
pub mod clock;
pub mod codes;
pub mod device_grant;
pub mod grants;
pub mod hashing;
pub mod health;
pub mod ids;
pub mod introspect;
mod jws;
pub mod keys;
pub mod lifecycle;
pub mod lifetimes;
mod limits;
pub mod mail;
pub mod manage;
pub mod observe;
pub mod offline;
pub mod origin;
pub mod own_account;
pub mod pkce;
mod readiness;
pub mod records;
pub mod repository;
pub mod scope;
pub mod secrets;
pub mod sessions;
pub mod sign_in;
pub mod throttle;
pub mod timestamp;
pub mod token_types;
pub mod verify;
pub mod verify_token;

pub use jws::MAX_TOKEN_LEN;
