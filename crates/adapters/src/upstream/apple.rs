//! Sign in with Apple's client secret: not a configured string but a JWT
//! we sign (ES256) with the key Apple issued for the team, naming the
//! team (`iss`), our client id (`sub`) and Apple (`aud`). Made for each
//! token request, valid five minutes.

use std::time::{Duration, SystemTime};

use accounts_service::ports::upstream::UpstreamError;
use josekit::jws::{ES256, JwsHeader};
use josekit::jwt::{self, JwtPayload};

/// Apple's audience for client secrets.
const APPLE_AUDIENCE: &str = "https://appleid.apple.com";
/// How long a client secret is valid (Apple allows up to six months).
const SECRET_LIFETIME: Duration = Duration::from_secs(300);

/// The key a Sign in with Apple client secret is signed with.
#[derive(Clone)]
pub struct AppleKey {
    team_id: String,
    key_id: String,
    signer: josekit::jws::alg::ecdsa::EcdsaJwsSigner,
}

impl std::fmt::Debug for AppleKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AppleKey")
            .field("team_id", &self.team_id)
            .field("key_id", &self.key_id)
            .finish_non_exhaustive()
    }
}

/// Why Apple's key could not be used.
#[derive(Debug, thiserror::Error)]
#[error("the Apple key is not a PKCS#8 P-256 private key in PEM: {0}")]
pub struct AppleKeyError(String);

impl AppleKey {
    /// The team's key (the `.p8` file Apple hands out, PEM).
    pub fn new(team_id: &str, key_id: &str, pem: &[u8]) -> Result<Self, AppleKeyError> {
        let signer = ES256
            .signer_from_pem(pem)
            .map_err(|e| AppleKeyError(e.to_string()))?;
        Ok(Self {
            team_id: team_id.to_owned(),
            key_id: key_id.to_owned(),
            signer,
        })
    }

    /// A client secret for `client_id` (the Services ID), valid from now.
    pub fn client_secret(&self, client_id: &str) -> Result<String, UpstreamError> {
        self.client_secret_at(client_id, SystemTime::now())
    }

    fn client_secret_at(&self, client_id: &str, now: SystemTime) -> Result<String, UpstreamError> {
        let mut header = JwsHeader::new();
        header.set_key_id(&self.key_id);
        let mut payload = JwtPayload::new();
        payload.set_issuer(&self.team_id);
        payload.set_subject(client_id);
        payload.set_audience(vec![APPLE_AUDIENCE]);
        payload.set_issued_at(&now);
        payload.set_expires_at(&(now + SECRET_LIFETIME));
        jwt::encode_with_signer(&payload, &header, &self.signer)
            .map_err(|e| UpstreamError::Unavailable(format!("Apple client secret: {e}")))
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use josekit::jwk::alg::ec::EcCurve;
    use josekit::jwk::alg::ec::EcKeyPair;

    #[test]
    fn the_client_secret_is_an_es256_jwt_apple_would_accept() {
        let pair = EcKeyPair::generate(EcCurve::P256).unwrap();
        let key = AppleKey::new("TEAM123456", "KEY1234567", &pair.to_pem_private_key()).unwrap();
        let secret = key.client_secret("com.example.web").unwrap();
        let verifier = ES256.verifier_from_pem(pair.to_pem_public_key()).unwrap();
        let (payload, header) = jwt::decode_with_verifier(&secret, &verifier).unwrap();
        assert_eq!(header.key_id(), Some("KEY1234567"));
        assert_eq!(header.algorithm(), Some("ES256"));
        assert_eq!(payload.issuer(), Some("TEAM123456"));
        assert_eq!(payload.subject(), Some("com.example.web"));
        assert_eq!(payload.audience(), Some(vec![APPLE_AUDIENCE]));
        let lifetime = payload
            .expires_at()
            .unwrap()
            .duration_since(payload.issued_at().unwrap())
            .unwrap();
        assert_eq!(lifetime, SECRET_LIFETIME);
        assert!(AppleKey::new("T", "K", b"not a key").is_err());
    }
}
