//! The account service's domain, the part client teams reuse: the wire
//! shapes of the seed interface (userData, sessionData with deviceData and
//! geoData, the verify-token answer, the error body), ids, scopes, result
//! codes, the claims of each token kind with their `amr`/`acr` values,
//! compact-JWS parsing, signing and verifying keys with the JWKS, DPoP
//! proofs, and the [`offline::OfflineVerifier`] that checks an id_token
//! against a published JWKS without calling the service. That is the crate
//! with its default features.
//!
//! The `server` feature (off by default; docs/decisions.md, "The domain
//! crate's server feature") adds what only the service and its storage
//! need: the storage contract (`store`: the records and the
//! repository traits that `accounts-storage` implements and the service is
//! written against, also named `records` and `repository`), verify-token's
//! rules (`verify::verdict`, which needs the server's key ring, client
//! records and revocation caches), the constructors that build claims
//! and wire shapes from stored records (`IdTokenClaims::for_user`,
//! `UserData::of`, `SessionData::of`), and what only the server's rules
//! and tests use: `pkce`, `destinations`, `lifetimes`, the stored
//! `secrets::PasswordHash`, `clock::ManualClock`, and sealing keys under
//! the master key. The `openapi` feature (off by
//! default) derives OpenAPI schemas for the HTTP crate's document.
//!
//! It depends on no crate of the service's and does no I/O: no HTTP, no
//! SQL, no mail, no password hashing, no global state, and no clock but
//! the `now` it is handed.
//!
//! Verifying an id_token offline (`examples/verify_offline.rs` does the
//! same end to end):
//!
//! ```
//! use accounts_domain::claims::IdTokenClaims;
//! use accounts_domain::keys::{AccessTokenSigning, KeyAlgorithm, KeyRing, KeyState, SigningKey};
//! use accounts_domain::offline::OfflineVerifier;
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let now = time::OffsetDateTime::now_utc();
//! # // The service's side, so that the example has a JWKS and a token.
//! # let ring = KeyRing::new(
//! #     vec![
//! #         (SigningKey::generate(KeyAlgorithm::Es256, now)?, KeyState::Active),
//! #         (SigningKey::generate(KeyAlgorithm::Hs256, now)?, KeyState::Active),
//! #     ],
//! #     AccessTokenSigning::Hmac,
//! # )?;
//! # let jwks_json = serde_json::to_string(ring.jwks())?;
//! # let claims: IdTokenClaims = serde_json::from_value(serde_json::json!({
//! #     "iss": "https://accounts.example.com", "aud": "01JD0000000000000000000000",
//! #     "sub": "01JD0000000000000000000001", "userId": "01JD0000000000000000000001",
//! #     "iat": now.unix_timestamp(), "auth_time": now.unix_timestamp(),
//! #     "exp": now.unix_timestamp() + 3600,
//! # }))?;
//! # let id_token = ring.sign_id_token(&claims)?;
//! // `jwks_json` as served at /accounts/oauth2/v1/jwks, `id_token` from a sign-in.
//! let verifier = OfflineVerifier::from_jwks_json(&jwks_json, "https://accounts.example.com")?;
//! let verified = verifier.verify_id_token(&id_token, "01JD0000000000000000000000", now)?;
//! assert_eq!(verified.user_id.to_string(), "01JD0000000000000000000001");
//! # Ok(())
//! # }
//! ```

pub mod clock;
pub mod origin;
pub mod scim;
pub mod secrets;
#[cfg(feature = "server")]
pub mod store;
pub mod tokens;
pub mod values;
pub mod wire;

// Every module is also reachable from the root, the paths client code
// has always used (`accounts_domain::ids::UserId`).
#[cfg(feature = "server")]
pub use store::{
    consents, imports, logouts, operators, organization_domains, organization_invitations,
    organizations, proofs, pushed, records, repository, resources, scim as scim_store,
    shared_signals, sign_in_codes, webhooks,
};
pub use tokens::{amr, claims, dpop, keys, offline, verify};
pub use values::{addresses, ids, organization, resource, scope, timestamp, token_types};
#[cfg(feature = "server")]
pub use values::{destinations, lifetimes, pkce};
pub use wire::{api, codes};

pub use tokens::jws::MAX_TOKEN_LEN;
