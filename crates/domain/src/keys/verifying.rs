//! The one verification path for every token: keys by kid, each with the
//! exact algorithm it accepts.

use std::collections::HashMap;
use std::fmt;

use ::ring::hmac;
use josekit::jws::JwsVerifier;

use crate::jws;
use crate::token_types::TokenType;

use super::*;

/// How a key checks a signature. HS256 goes through ring: its comparison is
/// constant-time (josekit's HMAC verifier compares with `!=`) and it skips
/// josekit's per-call overhead on the hottest path of the service.
pub(super) enum Verifier {
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
pub(super) struct VerifyingKey {
    pub(super) alg: KeyAlgorithm,
    pub(super) verifier: Verifier,
}

/// Keys by kid, and the one verification path for every token.
#[derive(Default)]
pub(crate) struct VerifyingKeys(pub(super) HashMap<String, VerifyingKey>);

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

    pub(super) fn insert(&mut self, kid: String, key: VerifyingKey) {
        self.0.insert(kid, key);
    }

    pub(super) fn len(&self) -> usize {
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
