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

mod jwks;
mod master;
mod ring;
mod signing;
mod stored;
mod verifying;

pub use self::ring::KeyRing;
pub use jwks::Jwks;
pub use master::{DerivedKey, MasterKey, SealedKey};
pub use signing::SigningKey;
pub use stored::{KeyState, SigningKeyRecord};
pub use verifying::Rejection;
pub use verifying::VerifyingKeys;

use std::fmt;

use crate::values::ids::KeyId;

/// A JWS algorithm a key of ours signs with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum KeyAlgorithm {
    /// ECDSA P-256 with SHA-256: the default for id_tokens.
    Es256,
    /// Ed25519.
    EdDsa,
    /// RSASSA-PKCS1-v1_5 with SHA-256, 2048-bit keys.
    Rs256,
    /// HMAC-SHA-256 with a 256-bit server-held key: the default for access tokens.
    Hs256,
}

impl KeyAlgorithm {
    /// The JWS `alg` name.
    pub fn as_str(self) -> &'static str {
        match self {
            KeyAlgorithm::Es256 => "ES256",
            KeyAlgorithm::EdDsa => "EdDSA",
            KeyAlgorithm::Rs256 => "RS256",
            KeyAlgorithm::Hs256 => "HS256",
        }
    }

    /// Parses a JWS `alg` name (exact case).
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "ES256" => Some(KeyAlgorithm::Es256),
            "EdDSA" => Some(KeyAlgorithm::EdDsa),
            "RS256" => Some(KeyAlgorithm::Rs256),
            "HS256" => Some(KeyAlgorithm::Hs256),
            _ => None,
        }
    }

    /// Whether the key is a shared secret (never published).
    pub fn is_symmetric(self) -> bool {
        self == KeyAlgorithm::Hs256
    }
}

impl fmt::Display for KeyAlgorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Which key signs access tokens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum AccessTokenSigning {
    /// The active HS256 key (default).
    #[default]
    Hmac,
    /// The active asymmetric key, like id_tokens, for gateways that verify offline.
    Asymmetric,
}

/// Everything that can go wrong with keys.
#[derive(Debug, thiserror::Error)]
pub enum KeyError {
    /// The master key is not 32 bytes of base64.
    #[error("the master key must be 32 bytes, base64-encoded")]
    InvalidMasterKey,
    /// Sealed material did not decrypt: wrong master key, or tampered data.
    #[error("signing key {kid} could not be unsealed: wrong master key or corrupted data")]
    Unseal {
        /// The key that failed.
        kid: KeyId,
    },
    /// Key material that does not parse as a key of its algorithm.
    #[error("signing key {kid} is not a valid {alg} key")]
    InvalidKeyMaterial {
        /// The key that failed.
        kid: KeyId,
        /// Its algorithm.
        alg: KeyAlgorithm,
    },
    /// The ring has no active key for a purpose.
    #[error("no active {0} signing key")]
    NoActiveKey(&'static str),
    /// More than one active key for a purpose.
    #[error("more than one active {0} signing key")]
    SeveralActiveKeys(&'static str),
    /// The crypto library failed to generate or use a key.
    #[error("cryptography failed: {0}")]
    Crypto(String),
    /// A JWKS document that cannot be read.
    #[error("invalid JWKS: {0}")]
    InvalidJwks(String),
}

fn crypto(err: impl fmt::Display) -> KeyError {
    KeyError::Crypto(err.to_string())
}

#[cfg(test)]
mod tests;
