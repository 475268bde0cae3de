//! Verifying id_tokens without calling the service: for client backends that
//! hold the service's JWKS (from `/accounts/oauth2/v1/jwks`).
//!
//! ```no_run
//! # fn example(jwks_json: &str, id_token: &str) -> Result<(), Box<dyn std::error::Error>> {
//! use accounts_domain::offline::OfflineVerifier;
//! let verifier = OfflineVerifier::from_jwks_json(jwks_json, "https://accounts.example.com")?;
//! let now = time::OffsetDateTime::now_utc();
//! let claims = verifier.verify_id_token(id_token, "01JD0000000000000000000000", now)?;
//! // `email` is there when the client was granted `email` or more.
//! let email = claims.email.as_deref().unwrap_or("no email granted");
//! println!("signed in: {} <{email}>", claims.user_id);
//! # Ok(()) }
//! ```

use time::OffsetDateTime;

use crate::tokens::claims::IdTokenClaims;
use crate::tokens::keys::{Jwks, KeyError, VerifyingKeys};
use crate::tokens::verify::{InvalidReason, signed_claims};
use crate::values::token_types::TokenType;

/// Why an id_token was not accepted offline.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum OfflineError {
    /// Not a valid id_token of this issuer for this client.
    #[error("invalid id_token ({0:?})")]
    Invalid(InvalidReason),
    /// Valid for this client, but `now >= exp`.
    #[error("the id_token has expired")]
    Expired,
}

/// Verifies id_tokens against a JWKS and an issuer.
#[derive(Debug)]
pub struct OfflineVerifier {
    issuer: String,
    keys: VerifyingKeys,
}

impl OfflineVerifier {
    /// Builds a verifier from a parsed JWKS document.
    pub fn from_jwks(jwks: &Jwks, issuer: impl Into<String>) -> Result<Self, KeyError> {
        Ok(Self {
            issuer: issuer.into(),
            keys: jwks.verifying_keys()?,
        })
    }

    /// Builds a verifier from the JWKS JSON as served.
    pub fn from_jwks_json(jwks: &str, issuer: impl Into<String>) -> Result<Self, KeyError> {
        let jwks: Jwks =
            serde_json::from_str(jwks).map_err(|e| KeyError::InvalidJwks(e.to_string()))?;
        Self::from_jwks(&jwks, issuer)
    }

    /// Verifies `token` as an id_token for `client_id` at `now`: signature by
    /// a published key, `typ: JWT`, `iss`, `aud`, then `exp`.
    pub fn verify_id_token(
        &self,
        token: &str,
        client_id: &str,
        now: OffsetDateTime,
    ) -> Result<IdTokenClaims, OfflineError> {
        let claims: IdTokenClaims = signed_claims(
            &self.keys,
            token,
            TokenType::IdToken,
            &self.issuer,
            |c: &IdTokenClaims| &c.iss,
        )
        .map_err(OfflineError::Invalid)?;
        if claims.aud.to_string() != client_id {
            return Err(OfflineError::Invalid(InvalidReason::Audience));
        }
        if now.unix_timestamp() >= claims.exp {
            return Err(OfflineError::Expired);
        }
        Ok(claims)
    }
}
