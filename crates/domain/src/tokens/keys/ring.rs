//! The key ring: the keys in force, which signs what, and what verifies.

use std::fmt;

#[cfg(feature = "server")]
use time::{Duration, OffsetDateTime};

use crate::tokens::claims::{
    AccessTokenClaims, IdTokenClaims, LogoutTokenClaims, ResourceTokenClaims,
    UserResourceTokenClaims,
};
use crate::values::ids::KeyId;
use crate::values::token_types::TokenType;

use super::algorithm::AccessTokenSigning;
use super::error::{KeyError, crypto};
use super::jwks::Jwks;
#[cfg(feature = "server")]
use super::master::MasterKey;
use super::signing::SigningKey;
#[cfg(feature = "server")]
use super::stored::SigningKeyRecord;
use super::stored::{KeyPurpose, KeyState};
use super::verifying::{VerifyingKey, VerifyingKeys};

/// The keys in use: one signs id_tokens, one signs access tokens, and every
/// active, pending or retired key that may still matter verifies or is published.
pub struct KeyRing {
    pub(super) id_signer: SigningKey,
    pub(super) access_signer: Option<SigningKey>,
    pub(super) event_signer: Option<SigningKey>,
    pub(super) verifying: VerifyingKeys,
    pub(super) jwks: Jwks,
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
        let mut event_signer = None;
        let mut verifying = VerifyingKeys::default();
        let mut jwks = Jwks { keys: Vec::new() };
        for (key, state) in keys {
            if let Some(jwk) = &key.public_jwk {
                jwks.keys.push(jwk.as_ref().clone());
            }
            if state == KeyState::Pending {
                continue;
            }
            // Receivers verify SETs through the JWKS; nothing this
            // service takes is signed with that key.
            if key.purpose == KeyPurpose::SecurityEvents {
                if state == KeyState::Active && event_signer.replace(key).is_some() {
                    return Err(KeyError::SeveralActiveKeys("security-event"));
                }
                continue;
            }
            let verifier = key.verifier.duplicate();
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
            event_signer,
            verifying,
            jwks,
        })
    }

    /// Builds the ring from stored records: unseals each key and leaves out
    /// retired keys whose last token has expired (`retired_at +
    /// max_token_lifetime <= now`), so they also leave the JWKS.
    #[cfg(feature = "server")]
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
            let key = SigningKey::unseal(record.kid, record.algorithm, &record.sealed, master)?
                .for_purpose(record.purpose);
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

    /// Signs an API's access token (`typ: at+jwt`) with the id_token key,
    /// always asymmetric, so that the API verifies it through the JWKS.
    pub fn sign_resource_token(&self, claims: &ResourceTokenClaims) -> Result<String, KeyError> {
        let payload = serde_json::to_vec(claims).map_err(crypto)?;
        self.id_signer.sign(TokenType::Token, &payload)
    }

    /// Signs a user's access token for an API (`typ: at+jwt`) with the
    /// id_token key, as [`KeyRing::sign_resource_token`] does.
    pub fn sign_user_resource_token(
        &self,
        claims: &UserResourceTokenClaims,
    ) -> Result<String, KeyError> {
        let payload = serde_json::to_vec(claims).map_err(crypto)?;
        self.id_signer.sign(TokenType::Token, &payload)
    }

    /// Signs a logout token (`typ: logout+jwt`, OpenID Connect Back-Channel
    /// Logout 1.0 2.4) with the id_token key.
    pub fn sign_logout_token(&self, claims: &LogoutTokenClaims) -> Result<String, KeyError> {
        let payload = serde_json::to_vec(claims).map_err(crypto)?;
        self.id_signer.sign_typed("logout+jwt", &payload)
    }

    /// Signs a Security Event Token (`typ: secevent+jwt`, RFC 8417) with
    /// the security-event key; [`KeyError::NoActiveKey`] when there is
    /// none yet (it is made with the first stream).
    pub fn sign_security_event(&self, claims: &serde_json::Value) -> Result<String, KeyError> {
        let signer = self
            .event_signer
            .as_ref()
            .ok_or(KeyError::NoActiveKey("security-event"))?;
        let payload = serde_json::to_vec(claims).map_err(crypto)?;
        signer.sign_typed("secevent+jwt", &payload)
    }

    /// Whether a security-event key signs.
    pub fn signs_security_events(&self) -> bool {
        self.event_signer.is_some()
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

    /// The keys that verify, for the bearer check and verify-token.
    pub fn verifying_keys(&self) -> &VerifyingKeys {
        &self.verifying
    }

    #[cfg(test)]
    #[cfg(feature = "server")]
    pub(crate) fn id_signer(&self) -> &SigningKey {
        &self.id_signer
    }

    #[cfg(test)]
    #[cfg(feature = "server")]
    pub(crate) fn access_signer(&self) -> Option<&SigningKey> {
        self.access_signer.as_ref()
    }
}
