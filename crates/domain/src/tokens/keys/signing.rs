//! One signing key: generation, sealing to a stored record and back,
//! signing.

use std::fmt;

use ::ring::hmac;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use josekit::jwk::{Ed25519, Jwk, KeyPair};
use josekit::jws::{ES256, EdDSA, HS256, JwsHeader, JwsSigner, RS256};
use time::OffsetDateTime;

use crate::secrets::random_bytes;
use crate::values::ids::KeyId;
use crate::values::token_types::TokenType;

use super::algorithm::KeyAlgorithm;
use super::error::{KeyError, crypto};
#[cfg(feature = "server")]
use super::master::{MasterKey, SealedKey, associated_data};
use super::stored::KeyPurpose;
#[cfg(feature = "server")]
use super::stored::{KeyState, SigningKeyRecord};
use super::verifying::Verifier;

/// A private (or symmetric) key with its id and algorithm.
pub struct SigningKey {
    pub(super) kid: KeyId,
    pub(super) alg: KeyAlgorithm,
    pub(super) purpose: KeyPurpose,
    /// PKCS#8 DER for asymmetric keys, the raw 32 bytes for HS256; read
    /// only to seal it (the `server` feature) and by tests.
    #[cfg_attr(not(feature = "server"), allow(dead_code))]
    pub(super) secret: Vec<u8>,
    pub(super) signer: Box<dyn JwsSigner>,
    pub(super) verifier: Verifier,
    pub(super) public_jwk: Option<Jwk>,
}

impl fmt::Debug for SigningKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SigningKey")
            .field("kid", &self.kid)
            .field("alg", &self.alg)
            .finish_non_exhaustive()
    }
}

impl SigningKey {
    /// Generates a new key for `alg`, with a fresh kid whose time part is `now`.
    pub fn generate(alg: KeyAlgorithm, now: OffsetDateTime) -> Result<Self, KeyError> {
        let secret = match alg {
            KeyAlgorithm::Es256 => ES256
                .generate_key_pair()
                .map_err(crypto)?
                .to_der_private_key(),
            KeyAlgorithm::EdDsa => EdDSA
                .generate_key_pair(Ed25519)
                .map_err(crypto)?
                .to_der_private_key(),
            KeyAlgorithm::Rs256 => RS256
                .generate_key_pair(2048)
                .map_err(crypto)?
                .to_der_private_key(),
            KeyAlgorithm::Hs256 => random_bytes::<32>().to_vec(),
        };
        Self::from_secret(KeyId::generate(now), alg, secret)
    }

    /// Generates a key that signs Security Event Tokens: RS256, 2048 bits.
    pub fn generate_for_security_events(now: OffsetDateTime) -> Result<Self, KeyError> {
        Ok(Self::generate(KeyAlgorithm::Rs256, now)?.for_purpose(KeyPurpose::SecurityEvents))
    }

    /// The same key for `purpose` (a stored key's, which its algorithm
    /// alone does not tell).
    pub fn for_purpose(self, purpose: KeyPurpose) -> Self {
        Self { purpose, ..self }
    }

    /// What it signs.
    pub fn purpose(&self) -> KeyPurpose {
        self.purpose
    }

    pub(super) fn from_secret(
        kid: KeyId,
        alg: KeyAlgorithm,
        secret: Vec<u8>,
    ) -> Result<Self, KeyError> {
        let invalid = |_| KeyError::InvalidKeyMaterial { kid, alg };
        let (signer, verifier, public): (Box<dyn JwsSigner>, Verifier, Option<Jwk>) = match alg {
            KeyAlgorithm::Hs256 => {
                if secret.len() != 32 {
                    return Err(KeyError::InvalidKeyMaterial { kid, alg });
                }
                let signer = HS256.signer_from_bytes(&secret).map_err(invalid)?;
                let verifier = Verifier::Hmac(hmac::Key::new(hmac::HMAC_SHA256, &secret));
                (Box::new(signer), verifier, None)
            }
            KeyAlgorithm::Es256 => {
                let pair = ES256.key_pair_from_der(&secret).map_err(invalid)?;
                let public = pair.to_jwk_public_key();
                let verifier = Verifier::ring_from_jwk(alg, &public)
                    .ok_or(KeyError::InvalidKeyMaterial { kid, alg })?;
                let signer = ES256.signer_from_der(&secret).map_err(invalid)?;
                (Box::new(signer), verifier, Some(public))
            }
            KeyAlgorithm::EdDsa => {
                let pair = EdDSA.key_pair_from_der(&secret).map_err(invalid)?;
                let public = pair.to_jwk_public_key();
                let verifier = Verifier::ring_from_jwk(alg, &public)
                    .ok_or(KeyError::InvalidKeyMaterial { kid, alg })?;
                let signer = EdDSA.signer_from_der(&secret).map_err(invalid)?;
                (Box::new(signer), verifier, Some(public))
            }
            KeyAlgorithm::Rs256 => {
                let pair = RS256.key_pair_from_der(&secret).map_err(invalid)?;
                let verifier = RS256
                    .verifier_from_der(pair.to_der_public_key())
                    .map_err(invalid)?;
                let signer = RS256.signer_from_der(&secret).map_err(invalid)?;
                (
                    Box::new(signer),
                    Verifier::Jose(Box::new(verifier)),
                    Some(pair.to_jwk_public_key()),
                )
            }
        };
        let public_jwk = public.map(|mut jwk| {
            jwk.set_key_id(kid.to_string());
            jwk.set_algorithm(alg.as_str());
            jwk.set_key_use("sig");
            jwk
        });
        let purpose = if alg.is_symmetric() {
            KeyPurpose::AccessToken
        } else {
            KeyPurpose::IdToken
        };
        Ok(Self {
            kid,
            alg,
            purpose,
            secret,
            signer,
            verifier,
            public_jwk,
        })
    }

    /// The key id.
    pub fn kid(&self) -> KeyId {
        self.kid
    }

    /// The algorithm.
    pub fn algorithm(&self) -> KeyAlgorithm {
        self.alg
    }

    /// The public key as a JWK (`kid`, `alg`, `use: sig` set); `None` for HS256.
    pub fn public_jwk(&self) -> Option<&Jwk> {
        self.public_jwk.as_ref()
    }

    /// Seals the private material under `master` for storage.
    #[cfg(feature = "server")]
    pub fn seal(&self, master: &MasterKey) -> Result<SealedKey, KeyError> {
        master.seal(&associated_data(self.kid, self.alg), &self.secret)
    }

    /// Opens sealed material; a wrong master key or tampered bytes give
    /// [`KeyError::Unseal`].
    #[cfg(feature = "server")]
    pub fn unseal(
        kid: KeyId,
        alg: KeyAlgorithm,
        sealed: &SealedKey,
        master: &MasterKey,
    ) -> Result<Self, KeyError> {
        let plain = master
            .open(&associated_data(kid, alg), sealed)
            .map_err(|_| KeyError::Unseal { kid })?;
        Self::from_secret(kid, alg, plain)
    }

    /// The record to store for this key.
    #[cfg(feature = "server")]
    pub fn to_record(
        &self,
        master: &MasterKey,
        state: KeyState,
        now: OffsetDateTime,
    ) -> Result<SigningKeyRecord, KeyError> {
        Ok(SigningKeyRecord {
            kid: self.kid,
            algorithm: self.alg,
            purpose: self.purpose,
            sealed: self.seal(master)?,
            state,
            created_at: now,
            activated_at: (state == KeyState::Active).then_some(now),
            retired_at: None,
        })
    }

    /// Signs `payload` as it is; callers guarantee it is the claims of `typ`.
    pub(crate) fn sign(&self, typ: TokenType, payload: &[u8]) -> Result<String, KeyError> {
        self.sign_typed(typ.jws_typ(), payload)
    }

    /// Signs `payload` with `typ` in the header.
    pub(crate) fn sign_typed(&self, typ: &str, payload: &[u8]) -> Result<String, KeyError> {
        if let Verifier::Hmac(key) = &self.verifier {
            return Ok(self.sign_hmac(key, typ, payload));
        }
        let mut header = JwsHeader::new();
        header.set_token_type(typ);
        header.set_key_id(self.kid.to_string());
        josekit::jws::serialize_compact(payload, &header, self.signer.as_ref()).map_err(crypto)
    }

    /// HS256 with ring's HMAC: every access token is signed so, and
    /// josekit's signer set up an OpenSSL context per token (a tenth of
    /// the code grant's CPU in the server).
    fn sign_hmac(&self, key: &hmac::Key, typ: &str, payload: &[u8]) -> String {
        let header = serde_json::json!({
            "typ": typ,
            "kid": self.kid.to_string(),
            "alg": KeyAlgorithm::Hs256.as_str(),
        });
        let mut token = URL_SAFE_NO_PAD.encode(header.to_string());
        token.push('.');
        URL_SAFE_NO_PAD.encode_string(payload, &mut token);
        let tag = hmac::sign(key, token.as_bytes());
        token.push('.');
        URL_SAFE_NO_PAD.encode_string(tag.as_ref(), &mut token);
        token
    }
}

#[cfg(test)]
impl SigningKey {
    /// The raw secret, for tests that forge tokens with it.
    pub(crate) fn secret_for_tests(&self) -> &[u8] {
        &self.secret
    }
}
