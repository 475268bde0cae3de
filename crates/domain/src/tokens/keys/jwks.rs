//! The public JWK Set document.

use josekit::jwk::Jwk;
use josekit::jws::{ES256, EdDSA, JwsVerifier, RS256};
use serde::{Deserialize, Serialize};

use super::algorithm::KeyAlgorithm;
use super::error::KeyError;
use super::verifying::{Verifier, VerifyingKey, VerifyingKeys};

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
                    verifier: Verifier::ring_from_jwk(alg, &jwk)
                        .unwrap_or(Verifier::Jose(verifier)),
                },
            );
        }
        Ok(keys)
    }
}
