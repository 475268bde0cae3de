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

use std::collections::HashMap;
use std::fmt;

use base64::Engine as _;
use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};
use josekit::jwk::{Ed25519, Jwk, KeyPair};
use josekit::jws::{ES256, EdDSA, HS256, JwsHeader, JwsSigner, JwsVerifier, RS256};
use ring::aead::{AES_256_GCM, Aad, LessSafeKey, NONCE_LEN, Nonce, UnboundKey};
use ring::hmac;
use serde::{Deserialize, Serialize};
use time::{Duration, OffsetDateTime};

use crate::claims::{AccessTokenClaims, IdTokenClaims};
use crate::ids::KeyId;
use crate::jws;
use crate::kinds::TokenType;
use crate::records::{KeyState, SigningKeyRecord};
use crate::secrets::random_bytes;

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

/// The 256-bit key that seals every signing key at rest.
#[derive(Clone)]
pub struct MasterKey([u8; 32]);

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

    fn aead_key(&self) -> Result<LessSafeKey, KeyError> {
        UnboundKey::new(&AES_256_GCM, &self.0)
            .map(LessSafeKey::new)
            .map_err(crypto)
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
pub struct DerivedKey(hmac::Key);

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
pub struct SealedKey(Vec<u8>);

/// The only sealing format so far; a new format gets a new number.
const SEAL_VERSION: u8 = 1;

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
fn associated_data(kid: KeyId, alg: KeyAlgorithm) -> String {
    format!("accounts-signing-key:v1:{kid}:{alg}")
}

/// A private (or symmetric) key with its id and algorithm.
pub struct SigningKey {
    kid: KeyId,
    alg: KeyAlgorithm,
    /// PKCS#8 DER for asymmetric keys, the raw 32 bytes for HS256.
    secret: Vec<u8>,
    signer: Box<dyn JwsSigner>,
    verifier: Verifier,
    public_jwk: Option<Jwk>,
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

    fn from_secret(kid: KeyId, alg: KeyAlgorithm, secret: Vec<u8>) -> Result<Self, KeyError> {
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
                let verifier = ES256
                    .verifier_from_der(pair.to_der_public_key())
                    .map_err(invalid)?;
                let signer = ES256.signer_from_der(&secret).map_err(invalid)?;
                (
                    Box::new(signer),
                    Verifier::Jose(Box::new(verifier)),
                    Some(pair.to_jwk_public_key()),
                )
            }
            KeyAlgorithm::EdDsa => {
                let pair = EdDSA.key_pair_from_der(&secret).map_err(invalid)?;
                let verifier = EdDSA
                    .verifier_from_der(pair.to_der_public_key())
                    .map_err(invalid)?;
                let signer = EdDSA.signer_from_der(&secret).map_err(invalid)?;
                (
                    Box::new(signer),
                    Verifier::Jose(Box::new(verifier)),
                    Some(pair.to_jwk_public_key()),
                )
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
        Ok(Self {
            kid,
            alg,
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
    pub fn seal(&self, master: &MasterKey) -> Result<SealedKey, KeyError> {
        let nonce_bytes = random_bytes::<NONCE_LEN>();
        let mut in_out = self.secret.clone();
        master
            .aead_key()?
            .seal_in_place_append_tag(
                Nonce::assume_unique_for_key(nonce_bytes),
                Aad::from(associated_data(self.kid, self.alg).as_bytes()),
                &mut in_out,
            )
            .map_err(crypto)?;
        let mut sealed = Vec::with_capacity(1 + NONCE_LEN + in_out.len());
        sealed.push(SEAL_VERSION);
        sealed.extend_from_slice(&nonce_bytes);
        sealed.extend_from_slice(&in_out);
        Ok(SealedKey(sealed))
    }

    /// Opens sealed material; a wrong master key or tampered bytes give
    /// [`KeyError::Unseal`].
    pub fn unseal(
        kid: KeyId,
        alg: KeyAlgorithm,
        sealed: &SealedKey,
        master: &MasterKey,
    ) -> Result<Self, KeyError> {
        let unseal_error = || KeyError::Unseal { kid };
        let (version, rest) = sealed.0.split_first().ok_or_else(unseal_error)?;
        if *version != SEAL_VERSION || rest.len() < NONCE_LEN {
            return Err(unseal_error());
        }
        let (nonce_bytes, ciphertext) = rest.split_at(NONCE_LEN);
        let nonce = Nonce::try_assume_unique_for_key(nonce_bytes).map_err(|_| unseal_error())?;
        let mut in_out = ciphertext.to_vec();
        let plain = master
            .aead_key()?
            .open_in_place(
                nonce,
                Aad::from(associated_data(kid, alg).as_bytes()),
                &mut in_out,
            )
            .map_err(|_| unseal_error())?;
        Self::from_secret(kid, alg, plain.to_vec())
    }

    /// The record to store for this key.
    pub fn to_record(
        &self,
        master: &MasterKey,
        state: KeyState,
        now: OffsetDateTime,
    ) -> Result<SigningKeyRecord, KeyError> {
        Ok(SigningKeyRecord {
            kid: self.kid,
            algorithm: self.alg,
            sealed: self.seal(master)?,
            state,
            created_at: now,
            activated_at: (state == KeyState::Active).then_some(now),
            retired_at: None,
        })
    }

    /// Signs `payload` as it is; callers guarantee it is the claims of `typ`.
    pub(crate) fn sign(&self, typ: TokenType, payload: &[u8]) -> Result<String, KeyError> {
        let mut header = JwsHeader::new();
        header.set_token_type(typ.jws_typ());
        header.set_key_id(self.kid.to_string());
        josekit::jws::serialize_compact(payload, &header, self.signer.as_ref()).map_err(crypto)
    }
}

/// How a key checks a signature. HS256 goes through ring: its comparison is
/// constant-time (josekit's HMAC verifier compares with `!=`) and it skips
/// josekit's per-call overhead on the hottest path of the service.
enum Verifier {
    Hmac(hmac::Key),
    Jose(Box<dyn JwsVerifier>),
}

impl Verifier {
    fn verify(&self, message: &[u8], signature: &[u8]) -> bool {
        match self {
            Verifier::Hmac(key) => hmac::verify(key, message, signature).is_ok(),
            Verifier::Jose(verifier) => verifier.verify(message, signature).is_ok(),
        }
    }
}

/// Why a token's signature was not accepted. Every variant means
/// INVALID_TOKEN to the caller; they exist for logs and tests.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rejection {
    /// Not a JWS compact token we can read (size, shape, base64, header JSON).
    Malformed,
    /// The header's `typ` is not the one for the token type asked about.
    WrongType,
    /// No `kid`, or a `kid` we do not know.
    UnknownKey,
    /// The header's `alg` is not the named key's algorithm (`none` included),
    /// or the key may not sign this kind of token.
    AlgorithmMismatch,
    /// The signature does not check out.
    BadSignature,
    /// The payload is not the claims of the expected kind.
    BadClaims,
}

/// A key that verifies: its algorithm and checker.
struct VerifyingKey {
    alg: KeyAlgorithm,
    verifier: Verifier,
}

/// Keys by kid, and the one verification path for every token.
#[derive(Default)]
pub(crate) struct VerifyingKeys(HashMap<String, VerifyingKey>);

impl VerifyingKeys {
    /// Checks header, key and signature; returns the decoded payload bytes.
    pub(crate) fn verify(&self, token: &str, kind: TokenType) -> Result<Vec<u8>, Rejection> {
        let compact = jws::parse(token).map_err(|_| Rejection::Malformed)?;
        let typ_ok = compact
            .header
            .typ
            .as_deref()
            .is_some_and(|t| t.eq_ignore_ascii_case(kind.jws_typ()));
        if !typ_ok {
            return Err(Rejection::WrongType);
        }
        let kid = compact.header.kid.as_deref().ok_or(Rejection::UnknownKey)?;
        let key = self.0.get(kid).ok_or(Rejection::UnknownKey)?;
        // id_tokens are only ever signed with a published asymmetric key.
        let allowed = !(kind == TokenType::IdToken && key.alg.is_symmetric());
        if compact.header.alg != key.alg.as_str() || !allowed {
            return Err(Rejection::AlgorithmMismatch);
        }
        if !key
            .verifier
            .verify(compact.signing_input.as_bytes(), &compact.signature)
        {
            return Err(Rejection::BadSignature);
        }
        jws::decode_payload(&compact).map_err(|_| Rejection::Malformed)
    }

    fn insert(&mut self, kid: String, key: VerifyingKey) {
        self.0.insert(kid, key);
    }

    fn len(&self) -> usize {
        self.0.len()
    }
}

impl fmt::Debug for VerifyingKeys {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set()
            .entries(self.0.iter().map(|(kid, k)| (kid, k.alg)))
            .finish()
    }
}

/// A JWK Set document: `{"keys": [...]}`, public keys only.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Jwks {
    /// The public keys as JWK objects.
    pub keys: Vec<serde_json::Map<String, serde_json::Value>>,
}

impl Jwks {
    /// Builds verifiers for every usable key of the document: asymmetric,
    /// with a `kid` and an `alg` we support. Keys without them are skipped
    /// (a JWKS may carry encryption keys); symmetric keys are refused.
    pub(crate) fn verifying_keys(&self) -> Result<VerifyingKeys, KeyError> {
        let mut keys = VerifyingKeys::default();
        for map in &self.keys {
            let jwk =
                Jwk::from_map(map.clone()).map_err(|e| KeyError::InvalidJwks(e.to_string()))?;
            if jwk.key_type() == "oct" {
                return Err(KeyError::InvalidJwks(
                    "symmetric keys have no place in a JWKS".into(),
                ));
            }
            let (Some(kid), Some(alg)) =
                (jwk.key_id(), jwk.algorithm().and_then(KeyAlgorithm::parse))
            else {
                continue;
            };
            let jwks_error =
                |e: josekit::JoseError| KeyError::InvalidJwks(format!("key {kid}: {e}"));
            let verifier: Box<dyn JwsVerifier> = match alg {
                KeyAlgorithm::Es256 => Box::new(ES256.verifier_from_jwk(&jwk).map_err(jwks_error)?),
                KeyAlgorithm::EdDsa => Box::new(EdDSA.verifier_from_jwk(&jwk).map_err(jwks_error)?),
                KeyAlgorithm::Rs256 => Box::new(RS256.verifier_from_jwk(&jwk).map_err(jwks_error)?),
                KeyAlgorithm::Hs256 => continue,
            };
            keys.insert(
                kid.to_owned(),
                VerifyingKey {
                    alg,
                    verifier: Verifier::Jose(verifier),
                },
            );
        }
        Ok(keys)
    }
}

/// The keys in use: one signs id_tokens, one signs access tokens, and every
/// active, pending or retired key that may still matter verifies or is published.
pub struct KeyRing {
    id_signer: SigningKey,
    access_signer: Option<SigningKey>,
    verifying: VerifyingKeys,
    jwks: Jwks,
}

impl fmt::Debug for KeyRing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("KeyRing")
            .field("id_signer", &self.id_signer.kid)
            .field("access_signer", &self.access_signer.as_ref().map(|k| k.kid))
            .field("verifying", &self.verifying)
            .finish()
    }
}

impl KeyRing {
    /// Builds a ring from keys and their states.
    ///
    /// Exactly one active asymmetric key must exist (it signs id_tokens), and
    /// with [`AccessTokenSigning::Hmac`] exactly one active HS256 key.
    /// Active and retired keys verify; pending, active and retired
    /// asymmetric keys are published in the JWKS. A pending key does not
    /// verify: nothing legitimate has been signed with it yet.
    pub fn new(
        keys: Vec<(SigningKey, KeyState)>,
        access: AccessTokenSigning,
    ) -> Result<Self, KeyError> {
        let mut id_signer = None;
        let mut access_signer = None;
        let mut verifying = VerifyingKeys::default();
        let mut jwks = Jwks { keys: Vec::new() };
        for (key, state) in keys {
            if let Some(jwk) = &key.public_jwk {
                jwks.keys.push(jwk.as_ref().clone());
            }
            if state == KeyState::Pending {
                continue;
            }
            let verifier = match &key.verifier {
                Verifier::Hmac(k) => Verifier::Hmac(k.clone()),
                Verifier::Jose(v) => Verifier::Jose(v.box_clone()),
            };
            verifying.insert(
                key.kid.to_string(),
                VerifyingKey {
                    alg: key.alg,
                    verifier,
                },
            );
            if state != KeyState::Active {
                continue;
            }
            let slot = if key.alg.is_symmetric() {
                (&mut access_signer, "HS256 access-token")
            } else {
                (&mut id_signer, "asymmetric id_token")
            };
            if slot.0.replace(key).is_some() {
                return Err(KeyError::SeveralActiveKeys(slot.1));
            }
        }
        let id_signer = id_signer.ok_or(KeyError::NoActiveKey("asymmetric id_token"))?;
        let access_signer = match access {
            AccessTokenSigning::Hmac => {
                Some(access_signer.ok_or(KeyError::NoActiveKey("HS256 access-token"))?)
            }
            AccessTokenSigning::Asymmetric => None,
        };
        Ok(Self {
            id_signer,
            access_signer,
            verifying,
            jwks,
        })
    }

    /// Builds the ring from stored records: unseals each key and leaves out
    /// retired keys whose last token has expired (`retired_at +
    /// max_token_lifetime <= now`), so they also leave the JWKS.
    pub fn from_records(
        records: &[SigningKeyRecord],
        master: &MasterKey,
        access: AccessTokenSigning,
        now: OffsetDateTime,
        max_token_lifetime: Duration,
    ) -> Result<Self, KeyError> {
        let mut keys = Vec::with_capacity(records.len());
        for record in records {
            let expired = record.state == KeyState::Retired
                && record
                    .retired_at
                    .is_none_or(|at| at + max_token_lifetime <= now);
            if expired {
                continue;
            }
            let key = SigningKey::unseal(record.kid, record.algorithm, &record.sealed, master)?;
            keys.push((key, record.state));
        }
        Self::new(keys, access)
    }

    /// Signs an id_token (`typ: JWT`) with the active asymmetric key.
    pub fn sign_id_token(&self, claims: &IdTokenClaims) -> Result<String, KeyError> {
        let payload = serde_json::to_vec(claims).map_err(crypto)?;
        self.id_signer.sign(TokenType::IdToken, &payload)
    }

    /// Signs an access token (`typ: at+jwt`) with the access-token key.
    pub fn sign_access_token(&self, claims: &AccessTokenClaims) -> Result<String, KeyError> {
        let payload = serde_json::to_vec(claims).map_err(crypto)?;
        let signer = self.access_signer.as_ref().unwrap_or(&self.id_signer);
        signer.sign(TokenType::Token, &payload)
    }

    /// The kid that signs id_tokens now.
    pub fn id_token_kid(&self) -> KeyId {
        self.id_signer.kid
    }

    /// The public JWKS: every published asymmetric key, never a private or
    /// symmetric one.
    pub fn jwks(&self) -> &Jwks {
        &self.jwks
    }

    /// How many keys verify.
    pub fn verifying_key_count(&self) -> usize {
        self.verifying.len()
    }

    pub(crate) fn verifying_keys(&self) -> &VerifyingKeys {
        &self.verifying
    }

    #[cfg(test)]
    pub(crate) fn id_signer(&self) -> &SigningKey {
        &self.id_signer
    }

    #[cfg(test)]
    pub(crate) fn access_signer(&self) -> Option<&SigningKey> {
        self.access_signer.as_ref()
    }
}

#[cfg(test)]
impl SigningKey {
    /// The raw secret, for tests that forge tokens with it.
    pub(crate) fn secret_for_tests(&self) -> &[u8] {
        &self.secret
    }
}

#[cfg(test)]
#[path = "keys_tests.rs"]
mod tests;
