//! What can go wrong with keys: a wrong master key, damaged key material,
//! the wrong number of active keys, a failed crypto operation.

use std::fmt;

use crate::values::ids::KeyId;

use super::algorithm::KeyAlgorithm;

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
    /// A sealed secret (not a signing key) did not open.
    #[error("a sealed secret could not be opened: wrong master key or corrupted data")]
    UnsealSecret,
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

pub(super) fn crypto(err: impl fmt::Display) -> KeyError {
    KeyError::Crypto(err.to_string())
}
