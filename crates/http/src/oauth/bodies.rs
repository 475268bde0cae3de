//! The standard face's forms (RFC 6749 token requests, RFC 7009
//! revocation), read loosely, the standard token answer, and the exact
//! schemas the document states ([`document`]).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The standard face's token request (RFC 6749 4.1.3 and 6).
#[derive(Debug, Deserialize, ToSchema)]
pub struct TokenForm {
    /// `authorization_code`, `refresh_token`, the device grant's URN or
    /// `client_credentials`.
    pub grant_type: Option<String>,
    /// The authorization code.
    pub code: Option<String>,
    /// Must equal the authorization request's.
    pub redirect_uri: Option<String>,
    /// PKCE verifier.
    pub code_verifier: Option<String>,
    /// The refresh token.
    pub refresh_token: Option<String>,
    /// The device code (RFC 8628).
    pub device_code: Option<String>,
    /// The API's identifier (RFC 8707), once: client_credentials' API;
    /// with a code or refresh token, the API its grant is for.
    pub resource: Option<String>,
    /// client_credentials: the API's scopes wanted; refresh_token: the
    /// grant's scopes wanted (no more than it holds) and an organization
    /// to switch to; space-separated.
    pub scope: Option<String>,
    /// `client_secret_post` (or a public client's id).
    pub client_id: Option<String>,
    /// `client_secret_post`.
    pub client_secret: Option<String>,
}

/// RFC 6749 section 5.1.
#[derive(Debug, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct StandardTokenResponse {
    /// The access token.
    pub access_token: String,
    /// Always `Bearer`.
    #[schema(example = "Bearer")]
    pub token_type: &'static str,
    /// Seconds until the access token expires.
    pub expires_in: i64,
    /// With the code grant.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refresh_token: Option<String>,
    /// When `openid` was granted.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id_token: Option<String>,
    /// The granted scopes, space-separated.
    pub scope: String,
}

/// A pushed authorization request (RFC 9126), as read: the authorization
/// request's parameters and the client's authentication.
#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct ParForm {
    /// `client_secret_post`, or a public client's id.
    pub client_id: Option<String>,
    /// `client_secret_post`.
    pub client_secret: Option<String>,
    /// `response_type`.
    pub response_type: Option<String>,
    /// `redirect_uri`.
    pub redirect_uri: Option<String>,
    /// `scope`.
    pub scope: Option<String>,
    /// `state`.
    pub state: Option<String>,
    /// `nonce`.
    pub nonce: Option<String>,
    /// `code_challenge`.
    pub code_challenge: Option<String>,
    /// `code_challenge_method`.
    pub code_challenge_method: Option<String>,
    /// `package_name`.
    pub package_name: Option<String>,
    /// `prompt`.
    pub prompt: Option<String>,
    /// `max_age`.
    pub max_age: Option<String>,
    /// `acr_values`.
    pub acr_values: Option<String>,
    /// `ui_locales`: the sign-in pages' languages, space-separated.
    pub ui_locales: Option<String>,
    /// Refused: a pushed request cannot name another.
    pub request_uri: Option<String>,
    /// `resource` (RFC 8707): the API the tokens are for.
    pub resource: Option<String>,
}

/// RFC 9126 2.2: where the pushed request now is.
#[derive(Debug, Serialize, ToSchema)]
pub struct ParResponse {
    /// `urn:ietf:params:oauth:request_uri:…`: give it to the
    /// authorization endpoint with `client_id`.
    pub request_uri: String,
    /// Seconds it works (the whole sign-in happens within it).
    pub expires_in: i64,
}

/// An RFC 7009 revocation or RFC 7662 introspection request (the same
/// fields).
#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct RevokeForm {
    /// The access or refresh token.
    pub token: Option<String>,
    /// `access_token` or `refresh_token` (only orders the look-ups).
    pub token_type_hint: Option<String>,
    /// `client_secret_post`.
    pub client_id: Option<String>,
    /// `client_secret_post`.
    pub client_secret: Option<String>,
}

/// What the document states exactly, where the loosely read bodies above
/// cannot: which fields are required together and which values are
/// accepted. Every constraint here is one the server enforces.
pub mod document {
    use serde::Deserialize;
    use utoipa::ToSchema;

    use crate::schema::{
        ClientCredentialsGrantType, CodeGrantType, DeviceCodeGrantType, RefreshGrantType,
        ResourceIdentifierText,
    };

    /// RFC 6749 4.1.3: exchange a code (form). Client authentication is
    /// HTTP Basic or `client_id` + `client_secret` here (a public client
    /// sends `client_id` alone).
    #[derive(Debug, Deserialize, ToSchema)]
    pub struct CodeGrantForm {
        /// `authorization_code` (or the seed's `code`).
        pub grant_type: CodeGrantType,
        /// The authorization code.
        #[schema(min_length = 1)]
        pub code: String,
        /// Must equal the authorization request's.
        #[serde(default)]
        pub redirect_uri: String,
        /// PKCE verifier.
        #[serde(default)]
        pub code_verifier: String,
        /// RFC 8707: when sent, the API the authorization request named
        /// (`invalid_target` otherwise).
        #[serde(default)]
        #[schema(value_type = Option<ResourceIdentifierText>)]
        pub resource: Option<String>,
        /// `client_secret_post`, or a public client's id.
        #[serde(default)]
        pub client_id: String,
        /// `client_secret_post`.
        #[serde(default)]
        pub client_secret: String,
    }

    /// RFC 6749 6: refresh (form).
    #[derive(Debug, Deserialize, ToSchema)]
    pub struct RefreshGrantForm {
        /// `refresh_token`.
        pub grant_type: RefreshGrantType,
        /// The refresh token.
        #[schema(min_length = 1)]
        pub refresh_token: String,
        /// Scopes of the grant (never more), space-separated, and at most
        /// one `organization:<slug|id>` to switch to when the grant holds
        /// `organizations`; without it, the grant's as they are. A grant for
        /// an API also takes some of the API's scopes it holds.
        #[serde(default)]
        pub scope: String,
        /// RFC 8707: when sent, the API the grant is for
        /// (`invalid_target` otherwise).
        #[serde(default)]
        #[schema(value_type = Option<ResourceIdentifierText>)]
        pub resource: Option<String>,
        /// `client_secret_post`, or a public client's id.
        #[serde(default)]
        pub client_id: String,
        /// `client_secret_post`.
        #[serde(default)]
        pub client_secret: String,
    }

    /// RFC 7662 introspection (form).
    #[derive(Debug, Deserialize, ToSchema)]
    pub struct IntrospectForm {
        /// The access or refresh token.
        #[schema(min_length = 1)]
        pub token: String,
        /// `access_token` or `refresh_token`; not needed (access tokens
        /// are JWTs, refresh tokens are not) and ignored.
        #[serde(default)]
        pub token_type_hint: String,
        /// `client_secret_post`, or a public client's id.
        #[serde(default)]
        pub client_id: String,
        /// `client_secret_post`.
        #[serde(default)]
        pub client_secret: String,
    }

    /// RFC 8628 3.4: a device polls (form). Answers `authorization_pending`,
    /// `slow_down`, `access_denied` or `expired_token` until the tokens.
    #[derive(Debug, Deserialize, ToSchema)]
    pub struct DeviceCodeGrantForm {
        /// `urn:ietf:params:oauth:grant-type:device_code`.
        pub grant_type: DeviceCodeGrantType,
        /// The device code from the device authorization endpoint.
        #[schema(min_length = 1)]
        pub device_code: String,
        /// `client_secret_post`, or a public client's id.
        #[serde(default)]
        pub client_id: String,
        /// `client_secret_post`.
        #[serde(default)]
        pub client_secret: String,
    }

    /// RFC 6749 4.4: a client's token for itself, for an API (form).
    #[derive(Debug, Deserialize, ToSchema)]
    pub struct ClientCredentialsGrantForm {
        /// `client_credentials`.
        pub grant_type: ClientCredentialsGrantType,
        /// The API (RFC 8707), once; without it, the client's only API.
        #[serde(default)]
        #[schema(value_type = Option<ResourceIdentifierText>)]
        pub resource: Option<String>,
        /// Scopes of the API, space-separated; without it, all granted.
        #[serde(default)]
        pub scope: String,
        /// `client_secret_post`.
        #[serde(default)]
        pub client_id: String,
        /// `client_secret_post`.
        #[serde(default)]
        pub client_secret: String,
    }

    /// A pushed authorization request (RFC 9126, form): the
    /// authorization request's parameters and the client's
    /// authentication.
    #[derive(Debug, Deserialize, ToSchema)]
    pub struct PushedAuthorizationForm {
        /// `code` or `id_token`.
        #[schema(value_type = crate::schema::ResponseTypeName)]
        pub response_type: String,
        /// One of the client's registered redirect URIs.
        #[schema(value_type = crate::schema::RedirectUriText)]
        pub redirect_uri: String,
        /// Space-separated scopes (with `resource`, the API's too).
        #[schema(value_type = crate::schema::ScopeTokensText)]
        pub scope: String,
        /// Echoed back.
        #[serde(default)]
        pub state: String,
        /// Echoed into the id_token.
        #[serde(default)]
        pub nonce: String,
        /// PKCE (S256).
        #[serde(default)]
        pub code_challenge: String,
        /// `S256`.
        #[serde(default)]
        pub code_challenge_method: String,
        /// `none` or `login`.
        #[serde(default)]
        pub prompt: String,
        /// Seconds.
        #[serde(default)]
        pub max_age: String,
        /// `urn:accounts:acr:mfa` asks for two factors.
        #[serde(default)]
        pub acr_values: String,
        /// The sign-in pages' languages, space-separated, in order; only
        /// the first 10 tags within 100 characters are kept.
        #[serde(default)]
        pub ui_locales: String,
        /// The app's registered package name.
        #[serde(default)]
        pub package_name: String,
        /// Must not be sent: a pushed request cannot name another
        /// (`invalid_request`).
        #[serde(default)]
        pub request_uri: String,
        /// An API the client was granted (RFC 8707, once): the tokens are
        /// for it, and the scope words that are none of this service's
        /// are its scopes.
        #[serde(default)]
        #[schema(value_type = Option<ResourceIdentifierText>)]
        pub resource: Option<String>,
        /// `client_secret_post`, or a public client's id.
        #[serde(default)]
        pub client_id: String,
        /// `client_secret_post`.
        #[serde(default)]
        pub client_secret: String,
    }

    /// A token request on the standard face.
    #[derive(Debug, Deserialize, ToSchema)]
    #[serde(untagged)]
    pub enum TokenForm {
        /// Exchange a code.
        Code(CodeGrantForm),
        /// Refresh.
        Refresh(RefreshGrantForm),
        /// A device's poll.
        Device(DeviceCodeGrantForm),
        /// A client's token for an API.
        ClientCredentials(ClientCredentialsGrantForm),
    }

    /// RFC 7009 revocation (form).
    #[derive(Debug, Deserialize, ToSchema)]
    pub struct RevokeForm {
        /// The access or refresh token.
        #[schema(min_length = 1)]
        pub token: String,
        /// `access_token` or `refresh_token`; only orders the look-ups.
        #[serde(default)]
        pub token_type_hint: String,
        /// `client_secret_post`, or a public client's id.
        #[serde(default)]
        pub client_id: String,
        /// `client_secret_post`.
        #[serde(default)]
        pub client_secret: String,
    }

    /// A JWK Set (RFC 7517): public keys only.
    #[derive(Debug, ToSchema)]
    #[allow(dead_code)]
    pub struct JwkSet {
        /// The keys: id_token keys (active, pending and retired until their
        /// tokens expire).
        #[schema(value_type = Vec<Object>)]
        keys: Vec<serde_json::Value>,
    }

    /// The token endpoint's success: the seed's two JSON shapes, or RFC
    /// 6749 5.1 on the form face.
    #[derive(Debug, serde::Serialize, ToSchema)]
    #[serde(untagged)]
    #[allow(dead_code)]
    pub enum TokenAnswer {
        /// `REFRESH_TOKEN`.
        WithRefresh(accounts_domain::api::TokenWithRefreshResponse),
        /// `TOKEN`.
        Access(accounts_domain::api::TokenResponse),
        /// RFC 6749 5.1.
        Standard(crate::oauth::bodies::StandardTokenResponse),
    }

    /// The token endpoint's failure: the seed's error on the JSON face,
    /// RFC 6749 5.2 on the form face.
    #[derive(Debug, serde::Serialize, ToSchema)]
    #[serde(untagged)]
    #[allow(dead_code)]
    pub enum TokenFailure {
        /// The JSON face.
        Seed(accounts_domain::api::ErrorResponse),
        /// The form face.
        OAuth(crate::common::error::OAuthErrorBody),
    }
}
