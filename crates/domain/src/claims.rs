//! The claims of the two kinds of JWT the service signs. Field names are the
//! interface's, exactly; `decodedData` in verify-token is one of these,
//! serialized as is.

use serde::{Deserialize, Serialize};
use time::{Duration, OffsetDateTime};

use crate::ids::{ClientId, SessionId, TokenId, UserId};
use crate::records::UserRecord;
use crate::scope::Scopes;
use crate::token_types::TokenType;

/// Claims of an `id_token` (basic login flow).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct IdTokenClaims {
    /// Issuer: the service's public URL.
    pub iss: String,
    /// Subject: the user's id (always equal to `userId`).
    pub sub: UserId,
    /// Audience: the client the token was made for.
    pub aud: ClientId,
    /// Expiry, seconds since the epoch; the token is expired when `now >= exp`.
    pub exp: i64,
    /// Issue time, seconds since the epoch.
    pub iat: i64,
    /// When the user authenticated, seconds since the epoch.
    pub auth_time: i64,
    /// The user's email address.
    pub email: String,
    /// The user's mobile number with country prefix, or `""`.
    pub mobile: String,
    /// The user's id.
    #[serde(rename = "userId")]
    pub user_id: UserId,
    /// The user's full name, or `""`.
    pub name: String,
    /// URL of the user's picture, or `""`.
    pub picture: String,
    /// The user's country code, or `""`.
    #[serde(rename = "countryCode")]
    pub country_code: String,
    /// OpenID Connect nonce echoed from the authorization request, when one was sent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nonce: Option<String>,
}

impl IdTokenClaims {
    /// The claims for `user` signing in to `client`, issued at `now`.
    pub fn for_user(
        issuer: &str,
        user: &UserRecord,
        client: ClientId,
        auth_time: OffsetDateTime,
        now: OffsetDateTime,
        lifetime: Duration,
        nonce: Option<String>,
    ) -> Self {
        Self {
            iss: issuer.to_owned(),
            sub: user.id,
            aud: client,
            exp: (now + lifetime).unix_timestamp(),
            iat: now.unix_timestamp(),
            auth_time: auth_time.unix_timestamp(),
            email: user.email.as_str().to_owned(),
            mobile: user.profile.mobile.clone(),
            user_id: user.id,
            name: user.profile.name.clone(),
            picture: user.profile.picture.clone(),
            country_code: user.profile.country_code.clone(),
            nonce,
        }
    }
}

/// Claims of an access `token` (advanced flow).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AccessTokenClaims {
    /// Issuer: the service's public URL.
    pub iss: String,
    /// This token's id, used to revoke it.
    #[serde(rename = "tokenId")]
    pub token_id: TokenId,
    /// Audience: the client the token was issued to.
    pub aud: ClientId,
    /// The login session the token belongs to.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The user the token speaks for.
    #[serde(rename = "userId")]
    pub user_id: UserId,
    /// Space-separated scopes granted.
    pub scope: Scopes,
    /// Issue time, seconds since the epoch.
    pub iat: i64,
    /// Expiry, seconds since the epoch; the token is expired when `now >= exp`.
    pub exp: i64,
}

/// The claims of either kind of token: `decodedData` of verify-token.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Claims {
    /// Claims of a verified id_token.
    IdToken(IdTokenClaims),
    /// Claims of a verified access token.
    Token(AccessTokenClaims),
}

impl Claims {
    /// Which kind of token the claims came from.
    pub fn token_type(&self) -> TokenType {
        match self {
            Claims::IdToken(_) => TokenType::IdToken,
            Claims::Token(_) => TokenType::Token,
        }
    }

    /// The audience (client id).
    pub fn aud(&self) -> ClientId {
        match self {
            Claims::IdToken(c) => c.aud,
            Claims::Token(c) => c.aud,
        }
    }

    /// The issuer.
    pub fn iss(&self) -> &str {
        match self {
            Claims::IdToken(c) => &c.iss,
            Claims::Token(c) => &c.iss,
        }
    }

    /// The expiry, seconds since the epoch.
    pub fn exp(&self) -> i64 {
        match self {
            Claims::IdToken(c) => c.exp,
            Claims::Token(c) => c.exp,
        }
    }
}
