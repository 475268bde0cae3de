//! The master key, keys derived from it, and sealing: private key
//! material is stored only sealed under the master key.

use std::fmt;

use ::ring::aead::{AES_256_GCM, Aad, LessSafeKey, NONCE_LEN, Nonce, UnboundKey};
use ::ring::hmac;
use base64::Engine as _;
use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};

use crate::secrets::random_bytes;
use crate::values::ids::KeyId;

use super::algorithm::KeyAlgorithm;
use super::error::{KeyError, crypto};

/// The 256-bit key that seals every signing key at rest.
#[derive(Clone)]
pub struct MasterKey(pub(super) [u8; 32]);

impl MasterKey {
    /// Reads the configured key: 32 bytes in standard or URL-safe base64
    /// (what `openssl rand -base64 32` prints), surrounding space ignored.
    pub fn from_base64(text: &str) -> Result<Self, KeyError> {
        let text = text.trim();
        let bytes = STANDARD
            .decode(text)
            .or_else(|_| URL_SAFE_NO_PAD.decode(text))
            .map_err(|_| KeyError::InvalidMasterKey)?;
        <[u8; 32]>::try_from(bytes.as_slice())
            .map(Self)
            .map_err(|_| KeyError::InvalidMasterKey)
    }

    /// A new random master key (dev mode writes it to a 0600 file).
    pub fn generate() -> Self {
        Self(random_bytes::<32>())
    }

    /// The key in standard base64, for that file. Handle like a password.
    pub fn to_base64(&self) -> String {
        STANDARD.encode(self.0)
    }

    pub(super) fn aead_key(&self) -> Result<LessSafeKey, KeyError> {
        UnboundKey::new(&AES_256_GCM, &self.0)
            .map(LessSafeKey::new)
            .map_err(crypto)
    }

    /// Seals `secret` with AES-256-GCM under this key, bound to `label`
    /// (associated data naming what the secret is and whose), so sealed
    /// bytes moved to another row or purpose do not open.
    pub fn seal(&self, label: &str, secret: &[u8]) -> Result<SealedKey, KeyError> {
        let nonce_bytes = random_bytes::<NONCE_LEN>();
        let mut in_out = secret.to_vec();
        self.aead_key()?
            .seal_in_place_append_tag(
                Nonce::assume_unique_for_key(nonce_bytes),
                Aad::from(label.as_bytes()),
                &mut in_out,
            )
            .map_err(crypto)?;
        let mut sealed = Vec::with_capacity(1 + NONCE_LEN + in_out.len());
        sealed.push(SEAL_VERSION);
        sealed.extend_from_slice(&nonce_bytes);
        sealed.extend_from_slice(&in_out);
        Ok(SealedKey(sealed))
    }

    /// Opens what [`MasterKey::seal`] sealed under the same `label`; a
    /// wrong master key, label or tampered bytes give
    /// [`KeyError::UnsealSecret`].
    pub fn open(&self, label: &str, sealed: &SealedKey) -> Result<Vec<u8>, KeyError> {
        let (version, rest) = sealed.0.split_first().ok_or(KeyError::UnsealSecret)?;
        if *version != SEAL_VERSION || rest.len() < NONCE_LEN {
            return Err(KeyError::UnsealSecret);
        }
        let (nonce_bytes, ciphertext) = rest.split_at(NONCE_LEN);
        let nonce =
            Nonce::try_assume_unique_for_key(nonce_bytes).map_err(|_| KeyError::UnsealSecret)?;
        let mut in_out = ciphertext.to_vec();
        let plain = self
            .aead_key()?
            .open_in_place(nonce, Aad::from(label.as_bytes()), &mut in_out)
            .map_err(|_| KeyError::UnsealSecret)?;
        Ok(plain.to_vec())
    }

    /// A key for one `purpose` (e.g. `"csrf"`), derived with HMAC-SHA256 so
    /// that every instance sharing the master key derives the same key
    /// while the master key itself is used only for sealing.
    pub fn derive(&self, purpose: &str) -> DerivedKey {
        let master = hmac::Key::new(hmac::HMAC_SHA256, &self.0);
        let derived = hmac::sign(&master, purpose.as_bytes());
        DerivedKey(hmac::Key::new(hmac::HMAC_SHA256, derived.as_ref()))
    }
}

/// A MAC key derived from the master key ([`MasterKey::derive`]).
#[derive(Clone)]
pub struct DerivedKey(pub(super) hmac::Key);

impl DerivedKey {
    /// The tag of `data`, base64url without padding.
    pub fn tag(&self, data: &[u8]) -> String {
        URL_SAFE_NO_PAD.encode(hmac::sign(&self.0, data).as_ref())
    }

    /// Whether `tag` is the tag of `data`; the comparison runs in constant time.
    pub fn verify(&self, data: &[u8], tag: &str) -> bool {
        URL_SAFE_NO_PAD
            .decode(tag)
            .is_ok_and(|raw| hmac::verify(&self.0, data, &raw).is_ok())
    }
}

impl fmt::Debug for DerivedKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("DerivedKey(<redacted>)")
    }
}

impl fmt::Debug for MasterKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("MasterKey(<redacted>)")
    }
}

/// Private key material sealed with AES-256-GCM under the master key:
/// `version (1) || nonce (12) || ciphertext || tag (16)`.
#[derive(Clone, PartialEq, Eq)]
pub struct SealedKey(pub(super) Vec<u8>);

/// The only sealing format so far; a new format gets a new number.
pub(super) const SEAL_VERSION: u8 = 1;

impl SealedKey {
    /// Rebuilds sealed bytes read from storage (checked when unsealed).
    pub fn from_bytes(bytes: Vec<u8>) -> Self {
        Self(bytes)
    }

    /// The bytes to store.
    pub fn as_bytes(&self) -> &[u8] {
        &self.0
    }
}

impl fmt::Debug for SealedKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "SealedKey({} bytes)", self.0.len())
    }
}

/// Binds the ciphertext to the key's identity, so sealed material cannot be
/// moved to another row (another kid or algorithm) unnoticed.
pub(super) fn associated_data(kid: KeyId, alg: KeyAlgorithm) -> String {
    format!("accounts-signing-key:v1:{kid}:{alg}")
}
