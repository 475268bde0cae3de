//! The seed interface's request bodies: verify-token's and the JSON token
//! endpoint's, read loosely (each missing or empty field gets its own
//! answer), and the exact schemas the document states for them
//! ([`document`]), which say which fields go together. The seed's response
//! shapes are the domain's (`accounts_domain::api`).

use serde::Deserialize;
use utoipa::ToSchema;

/// verify-token's body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct VerifyTokenBody {
    /// `id_token` or `token`.
    pub token_type: Option<String>,
    /// The token to check.
    pub token: Option<String>,
    /// The asking client.
    pub client_id: Option<String>,
    /// Required for `token`; checked when sent for `id_token`.
    pub client_secret: Option<String>,
}

/// The seed token endpoint's JSON body (both grants).
#[derive(Debug, Deserialize, ToSchema)]
pub struct TokenBody {
    /// `code` (alias `authorization_code`) or `refresh_token`.
    pub grant_type: Option<String>,
    /// The authorization code (`grant_type=code`).
    pub code: Option<String>,
    /// The refresh token (`grant_type=refresh_token`).
    pub refresh_token: Option<String>,
    /// `refresh_token` (token and refresh token) or `token`.
    pub token_type: Option<String>,
    /// The client.
    pub client_id: Option<String>,
    /// Its secret.
    pub client_secret: Option<String>,
    /// Must equal the authorization request's, when that had one.
    pub redirect_uri: Option<String>,
    /// PKCE verifier (43 to 128 characters).
    pub code_verifier: Option<String>,
}

/// What the document states exactly, where the loosely read bodies above
/// cannot: which fields are required together and which values are
/// accepted. Every constraint here is one the server enforces.
pub mod document {
    use serde::Deserialize;
    use utoipa::ToSchema;

    use crate::schema::{AccessTokenOnly, CodeGrantType, RefreshGrantType, RequestedTokens};

    /// `token_type` of a verify-token request for an id_token.
    #[derive(Debug, Deserialize, ToSchema)]
    pub enum IdTokenKind {
        /// An id_token.
        #[serde(rename = "id_token")]
        IdToken,
    }

    /// `token_type` of a verify-token request for an access token.
    #[derive(Debug, Deserialize, ToSchema)]
    pub enum AccessTokenKind {
        /// An access token.
        #[serde(rename = "token")]
        Token,
    }

    /// verify-token for an id_token: the client_secret is optional, and
    /// checked when sent.
    #[derive(Debug, Deserialize, ToSchema)]
    pub struct VerifyIdToken {
        /// `id_token`.
        pub token_type: IdTokenKind,
        /// The id_token.
        #[schema(min_length = 1)]
        pub token: String,
        /// The asking client.
        #[schema(min_length = 1)]
        pub client_id: String,
        /// Its secret, when the caller has one.
        pub client_secret: Option<String>,
    }

    /// verify-token for an access token: the client_secret is required.
    #[derive(Debug, Deserialize, ToSchema)]
    pub struct VerifyAccessToken {
        /// `token`.
        pub token_type: AccessTokenKind,
        /// The access token.
        #[schema(min_length = 1)]
        pub token: String,
        /// The asking client.
        #[schema(min_length = 1)]
        pub client_id: String,
        /// Its secret.
        #[schema(min_length = 1)]
        pub client_secret: String,
    }

    /// A verify-token request.
    #[derive(Debug, Deserialize, ToSchema)]
    #[serde(untagged)]
    pub enum VerifyTokenRequest {
        /// For an id_token.
        IdToken(VerifyIdToken),
        /// For an access token.
        Token(VerifyAccessToken),
    }

    /// The seed's code exchange (JSON).
    #[derive(Debug, Deserialize, ToSchema)]
    pub struct CodeGrantRequest {
        /// `code` or `authorization_code`.
        pub grant_type: CodeGrantType,
        /// The authorization code.
        #[schema(min_length = 1)]
        pub code: String,
        /// What to issue.
        pub token_type: RequestedTokens,
        /// The client.
        #[schema(min_length = 1)]
        pub client_id: String,
        /// Its secret.
        #[schema(min_length = 1)]
        pub client_secret: String,
        /// Must equal the authorization request's, when that had one.
        pub redirect_uri: Option<String>,
        /// PKCE verifier, when the code has a challenge.
        pub code_verifier: Option<String>,
    }

    /// The seed's refresh (JSON).
    #[derive(Debug, Deserialize, ToSchema)]
    pub struct RefreshGrantRequest {
        /// `refresh_token`.
        pub grant_type: RefreshGrantType,
        /// The refresh token.
        #[schema(min_length = 1)]
        pub refresh_token: String,
        /// `token`.
        pub token_type: AccessTokenOnly,
        /// The client.
        #[schema(min_length = 1)]
        pub client_id: String,
        /// Its secret.
        #[schema(min_length = 1)]
        pub client_secret: String,
    }

    /// A token request on the seed's JSON face.
    #[derive(Debug, Deserialize, ToSchema)]
    #[serde(untagged)]
    pub enum TokenRequest {
        /// Exchange a code.
        Code(CodeGrantRequest),
        /// Refresh.
        Refresh(RefreshGrantRequest),
    }
}
