//! Signing keys as stored: sealed material and the key's place in its life.

#[cfg(feature = "server")]
use time::OffsetDateTime;

#[cfg(feature = "server")]
use super::algorithm::KeyAlgorithm;
#[cfg(feature = "server")]
use super::master::SealedKey;
#[cfg(feature = "server")]
use crate::values::ids::KeyId;

/// Where a signing key is in its life (docs/operations.md, "Signing keys
/// and rotation").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum KeyState {
    /// Published in the JWKS but not yet signing, so that verifiers can
    /// fetch it before the first token signed with it arrives.
    Pending,
    /// Signing (one per purpose) and verifying.
    Active,
    /// Verifying only, until its last token expires.
    Retired,
}

impl KeyState {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            KeyState::Pending => "pending",
            KeyState::Active => "active",
            KeyState::Retired => "retired",
        }
    }

    /// Parses a stored name.
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "pending" => Some(KeyState::Pending),
            "active" => Some(KeyState::Active),
            "retired" => Some(KeyState::Retired),
            _ => None,
        }
    }
}

/// What a key signs; the database allows one active key per purpose.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum KeyPurpose {
    /// id_tokens, logout tokens and APIs' tokens (asymmetric).
    IdToken,
    /// Access tokens of this service (HS256).
    AccessToken,
    /// Security Event Tokens for Shared Signals receivers (RS256, kept
    /// apart so that receivers may insist on RS256 whatever signs
    /// id_tokens; docs/decisions.md, "Shared Signals").
    SecurityEvents,
}

impl KeyPurpose {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            KeyPurpose::IdToken => "id_token",
            KeyPurpose::AccessToken => "access_token",
            KeyPurpose::SecurityEvents => "security_events",
        }
    }

    /// Parses a stored name.
    pub fn parse(s: &str) -> Option<Self> {
        [Self::IdToken, Self::AccessToken, Self::SecurityEvents]
            .into_iter()
            .find(|p| p.as_str() == s)
    }
}

/// A signing key as stored: private material sealed under the master key.
#[cfg(feature = "server")]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SigningKeyRecord {
    /// The key id (`kid`).
    pub kid: KeyId,
    /// The JWS algorithm the key signs with.
    pub algorithm: KeyAlgorithm,
    /// What it signs.
    pub purpose: KeyPurpose,
    /// The private (or symmetric) key, sealed.
    pub sealed: SealedKey,
    /// Life-cycle state.
    pub state: KeyState,
    /// When the key was made.
    pub created_at: OffsetDateTime,
    /// When it began signing.
    pub activated_at: Option<OffsetDateTime>,
    /// When it stopped signing.
    pub retired_at: Option<OffsetDateTime>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_names_round_trip() {
        for state in [KeyState::Pending, KeyState::Active, KeyState::Retired] {
            assert_eq!(KeyState::parse(state.as_str()), Some(state));
        }
        assert_eq!(KeyState::parse("Active"), None);
    }
}
