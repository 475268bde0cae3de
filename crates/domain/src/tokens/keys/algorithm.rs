//! Which algorithms our keys sign with, and which key signs access tokens.

use std::fmt;

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
