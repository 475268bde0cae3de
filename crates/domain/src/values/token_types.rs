//! The enumerated request values of the interface: token types and grant types.

use serde::{Deserialize, Serialize};

/// The kind of a token this service signs, as named in verify-token's
/// `token_type`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TokenType {
    /// The basic flow's `id_token` (JWS header `typ: JWT`).
    #[serde(rename = "id_token")]
    IdToken,
    /// The advanced flow's access `token` (JWS header `typ: at+jwt`).
    #[serde(rename = "token")]
    Token,
}

impl TokenType {
    /// The wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            TokenType::IdToken => "id_token",
            TokenType::Token => "token",
        }
    }

    /// The JWS `typ` header value tokens of this kind carry.
    pub fn jws_typ(self) -> &'static str {
        match self {
            TokenType::IdToken => "JWT",
            TokenType::Token => "at+jwt",
        }
    }
}

/// What the token endpoint's `token_type` asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RequestedTokenType {
    /// An access token and a refresh token (code grant only): answered with
    /// code `REFRESH_TOKEN`.
    #[serde(rename = "refresh_token")]
    RefreshToken,
    /// An access token only: answered with code `TOKEN`.
    #[serde(rename = "token")]
    Token,
}

/// The token endpoint's `grant_type`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GrantType {
    /// Exchange an authorization code; `authorization_code` (RFC 6749) is
    /// accepted as an alias of the seed's `code`.
    #[serde(rename = "code", alias = "authorization_code")]
    Code,
    /// Exchange a refresh token for a new access token.
    #[serde(rename = "refresh_token")]
    RefreshToken,
}

impl GrantType {
    /// The grant a request's `grant_type` names, on either face (the
    /// seed's `code` and RFC 6749's `authorization_code` are one grant).
    pub fn parse(value: &str) -> Option<Self> {
        match value {
            "code" | "authorization_code" => Some(Self::Code),
            "refresh_token" => Some(Self::RefreshToken),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wire_names() {
        assert_eq!(
            serde_json::to_string(&TokenType::IdToken).unwrap(),
            "\"id_token\""
        );
        assert_eq!(
            serde_json::to_string(&TokenType::Token).unwrap(),
            "\"token\""
        );
        assert_eq!(
            serde_json::from_str::<RequestedTokenType>("\"refresh_token\"").unwrap(),
            RequestedTokenType::RefreshToken
        );
        assert_eq!(
            serde_json::from_str::<GrantType>("\"code\"").unwrap(),
            GrantType::Code
        );
        assert_eq!(
            serde_json::from_str::<GrantType>("\"authorization_code\"").unwrap(),
            GrantType::Code
        );
        assert_eq!(serde_json::to_string(&GrantType::Code).unwrap(), "\"code\"");
        assert!(serde_json::from_str::<GrantType>("\"password\"").is_err());
        for name in [
            "code",
            "authorization_code",
            "refresh_token",
            "password",
            "",
        ] {
            assert_eq!(
                GrantType::parse(name),
                serde_json::from_value(serde_json::json!(name)).ok(),
                "{name}"
            );
        }
        assert!(serde_json::from_str::<TokenType>("\"refresh_token\"").is_err());
        assert!(serde_json::from_str::<TokenType>("\"ID_TOKEN\"").is_err());
    }
}
