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
    /// The kind verify-token's `token_type` names, if any.
    pub fn parse(value: &str) -> Option<Self> {
        match value {
            "id_token" => Some(Self::IdToken),
            "token" => Some(Self::Token),
            _ => None,
        }
    }

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

impl RequestedTokenType {
    /// What the token endpoint's `token_type` asks for, if anything.
    pub fn parse(value: &str) -> Option<Self> {
        match value {
            "refresh_token" => Some(Self::RefreshToken),
            "token" => Some(Self::Token),
            _ => None,
        }
    }
}

/// The token endpoint's `grant_type`: every grant of either face, by one
/// name each (docs/api.md, "Grant types").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GrantType {
    /// Exchange an authorization code; `authorization_code` (RFC 6749) is
    /// accepted as an alias of the seed's `code`.
    #[serde(rename = "code", alias = "authorization_code")]
    Code,
    /// Exchange a refresh token for a new access token.
    #[serde(rename = "refresh_token")]
    RefreshToken,
    /// Poll for the tokens of a device authorization (RFC 8628 3.4); the
    /// standard face only.
    #[serde(rename = "urn:ietf:params:oauth:grant-type:device_code")]
    DeviceCode,
    /// A client's token for an API it was granted (RFC 6749 4.4); the
    /// standard face only.
    #[serde(rename = "client_credentials")]
    ClientCredentials,
}

impl GrantType {
    /// The grant a request's `grant_type` names, on either face (the
    /// seed's `code` and RFC 6749's `authorization_code` are one grant).
    pub fn parse(value: &str) -> Option<Self> {
        match value {
            "code" | "authorization_code" => Some(Self::Code),
            "refresh_token" => Some(Self::RefreshToken),
            "urn:ietf:params:oauth:grant-type:device_code" => Some(Self::DeviceCode),
            "client_credentials" => Some(Self::ClientCredentials),
            _ => None,
        }
    }

    /// The standard (RFC) name, as discovery's `grant_types_supported`
    /// lists it.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Code => "authorization_code",
            Self::RefreshToken => "refresh_token",
            Self::DeviceCode => "urn:ietf:params:oauth:grant-type:device_code",
            Self::ClientCredentials => "client_credentials",
        }
    }

    /// Whether the seed's JSON face runs this grant (it knows `code` and
    /// `refresh_token` only).
    pub fn on_json_face(self) -> bool {
        matches!(self, Self::Code | Self::RefreshToken)
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
            "urn:ietf:params:oauth:grant-type:device_code",
            "client_credentials",
            "password",
            "",
        ] {
            assert_eq!(
                GrantType::parse(name),
                serde_json::from_value(serde_json::json!(name)).ok(),
                "{name}"
            );
        }
        for grant in [
            GrantType::Code,
            GrantType::RefreshToken,
            GrantType::DeviceCode,
            GrantType::ClientCredentials,
        ] {
            assert_eq!(GrantType::parse(grant.as_str()), Some(grant));
        }
        for kind in [TokenType::IdToken, TokenType::Token] {
            assert_eq!(TokenType::parse(kind.as_str()), Some(kind));
            assert_eq!(
                serde_json::from_value::<TokenType>(serde_json::json!(kind.as_str())).ok(),
                Some(kind)
            );
        }
        assert_eq!(TokenType::parse("refresh_token"), None);
        assert_eq!(
            RequestedTokenType::parse("refresh_token"),
            Some(RequestedTokenType::RefreshToken)
        );
        assert_eq!(
            RequestedTokenType::parse("token"),
            Some(RequestedTokenType::Token)
        );
        assert_eq!(RequestedTokenType::parse("id_token"), None);
        assert!(serde_json::from_str::<TokenType>("\"refresh_token\"").is_err());
        assert!(serde_json::from_str::<TokenType>("\"ID_TOKEN\"").is_err());
    }
}
