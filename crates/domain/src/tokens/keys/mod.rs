//! Signing keys: generation, sealing, the key ring that signs and verifies,
//! and the public JWKS.
//!
//! Invariants:
//! - id_tokens are signed only with an asymmetric key (ES256 by default), so
//!   clients can verify them offline from the JWKS.
//! - access tokens are signed with the HS256 key by default (verify-token is
//!   their checker, and HMAC is several times cheaper), or with the
//!   asymmetric key when [`AccessTokenSigning::Asymmetric`] is chosen.
//! - a token is accepted only when its header's `alg` is exactly the
//!   algorithm of the key its `kid` names: `alg: none`, and an HS256 token
//!   "signed" with a public key, find no key.
//! - the JWKS never contains a private or symmetric key.
//! - private key material leaves this module only sealed (AES-256-GCM under
//!   the master key, the key id and algorithm bound as associated data).
//!
//! Sealing, the master key and stored key records are the server's (the
//! `server` feature); a client builds a ring from keys it holds or only
//! verifies.

mod algorithm;
mod error;
mod jwks;
#[cfg(feature = "server")]
pub(crate) mod master;
mod ring;
mod signing;
mod stored;
mod verifying;

pub use self::ring::KeyRing;
pub use algorithm::{AccessTokenSigning, KeyAlgorithm};
pub use error::KeyError;
pub use jwks::Jwks;
#[cfg(feature = "server")]
pub use master::{DerivedKey, MasterKey, SealedKey};
pub use signing::SigningKey;
#[cfg(feature = "server")]
pub use stored::SigningKeyRecord;
pub use stored::{KeyPurpose, KeyState};
pub use verifying::Rejection;
pub use verifying::VerifyingKeys;

#[cfg(test)]
mod tests;
