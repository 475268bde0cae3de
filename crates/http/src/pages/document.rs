//! What the document states for the pages' requests where the loosely
//! read types cannot: which authorization-request parameters are required
//! and which values the service's validation accepts. A test holds each
//! to the loose type the handler reads (`app/openapi_tests.rs`).

use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use crate::schema;

/// An authorization request as the service's validation accepts it
/// (read loosely as `AuthorizeQuery`).
#[derive(Debug, Deserialize, IntoParams, ToSchema)]
#[into_params(parameter_in = Query)]
pub struct AuthorizationRequest {
    /// `code` (answer in the query) or `id_token` (in the fragment; needs `openid` and a nonce).
    #[param(required = true, value_type = schema::ResponseTypeName)]
    #[schema(required = true, value_type = schema::ResponseTypeName)]
    pub response_type: Option<String>,
    /// A registered, enabled client.
    #[param(required = true, value_type = schema::ClientIdText)]
    #[schema(required = true, value_type = schema::ClientIdText)]
    pub client_id: Option<String>,
    /// Exactly one of the client's registered redirect URIs.
    #[param(required = true, value_type = schema::RedirectUriText)]
    #[schema(required = true, value_type = schema::RedirectUriText)]
    pub redirect_uri: Option<String>,
    /// Space-separated, within the client's scopes (with `resource`, the
    /// API's scopes the client was granted).
    #[param(required = true, value_type = schema::ScopeTokensText)]
    #[schema(required = true, value_type = schema::ScopeTokensText)]
    pub scope: Option<String>,
    /// Echoed back (at most 2048 bytes).
    #[param(max_length = 2048)]
    #[schema(max_length = 2048)]
    pub state: Option<String>,
    /// Echoed into the id_token (at most 255 bytes); required with `id_token`.
    #[param(max_length = 255)]
    #[schema(max_length = 255)]
    pub nonce: Option<String>,
    /// PKCE S256 challenge; required for public clients.
    #[param(value_type = Option<schema::CodeChallengeText>)]
    #[schema(value_type = Option<schema::CodeChallengeText>)]
    pub code_challenge: Option<String>,
    /// `S256`, with a `code_challenge`.
    #[param(value_type = Option<schema::ChallengeMethodName>)]
    #[schema(value_type = Option<schema::ChallengeMethodName>)]
    pub code_challenge_method: Option<String>,
    /// The app's registered package name (empty: none).
    #[param(value_type = Option<schema::PackageNameOrEmptyText>)]
    #[schema(value_type = Option<schema::PackageNameOrEmptyText>)]
    pub package_name: Option<String>,
    /// Preferred languages, space-separated; only the first 10 tags
    /// within 100 characters are read and carried.
    pub ui_locales: Option<String>,
    /// `none` (never show the form; alone) or `login` (always); other values are ignored.
    pub prompt: Option<String>,
    /// Seconds; an older sign-in is repeated.
    #[param(value_type = Option<schema::SecondsText>)]
    #[schema(value_type = Option<schema::SecondsText>)]
    pub max_age: Option<String>,
    /// Space-separated; `urn:accounts:acr:mfa` asks for a two-factor
    /// sign-in (a user who has a second factor gives it again).
    pub acr_values: Option<String>,
    /// Pre-fills the email field.
    pub login_hint: Option<String>,
    /// A pushed request's name from `/accounts/oauth2/v1/par` (RFC 9126):
    /// with `client_id` it replaces every other parameter (those stated
    /// as required here are then not needed, and ignored if sent). Empty
    /// is none (a form's hidden field carries it so).
    #[param(pattern = "^(urn:ietf:params:oauth:request_uri:[A-Za-z0-9_-]+)?$")]
    #[schema(pattern = "^(urn:ietf:params:oauth:request_uri:[A-Za-z0-9_-]+)?$")]
    pub request_uri: Option<String>,
    /// An API the client was granted (RFC 8707; once, with `response_type
    /// code`): the code's access tokens are that API's, and `scope` may
    /// then add the API's scopes that the client was granted to this
    /// service's (`invalid_target` for an API the client was not
    /// granted).
    #[param(value_type = Option<schema::ResourceIdentifierText>)]
    #[schema(value_type = Option<schema::ResourceIdentifierText>)]
    pub resource: Option<String>,
}

/// The login form's POST body: the authorization request, carried by
/// hidden fields, and the credentials.
#[derive(Debug, Deserialize, ToSchema)]
pub struct LoginForm {
    /// The authorization request, carried by hidden fields.
    #[serde(flatten)]
    pub request: AuthorizationRequest,
    /// Sign-in email address.
    pub email: Option<String>,
    /// Password.
    pub password: Option<String>,
    /// The MAC of the browser's CSRF cookie, from the form.
    pub csrf_token: Option<String>,
}

/// The second-factor form's POST body: the authorization request, carried
/// by hidden fields, and the code. The challenge is the browser's
/// `accounts_mfa` cookie.
#[derive(Debug, Deserialize, ToSchema)]
pub struct SecondFactorForm {
    /// The authorization request, carried by hidden fields.
    #[serde(flatten)]
    pub request: AuthorizationRequest,
    /// A code of the authenticator app, or a recovery code.
    pub code: Option<String>,
    /// The MAC of the browser's CSRF cookie, from the form.
    pub csrf_token: Option<String>,
}

/// The consent screen's POST body: the authorization request, carried by
/// hidden fields, and the decision. The user is the browser's session.
#[derive(Debug, Deserialize, ToSchema)]
pub struct ConsentForm {
    /// The authorization request, carried by hidden fields.
    #[serde(flatten)]
    pub request: AuthorizationRequest,
    /// `allow` or `deny`.
    #[schema(pattern = "^(allow|deny)$")]
    pub decision: Option<String>,
    /// The MAC of the browser's CSRF cookie, from the form.
    pub csrf_token: Option<String>,
}

/// The passkey form's POST body: the authorization request, carried by
/// hidden fields, and the authenticator's answer.
#[derive(Debug, Deserialize, ToSchema)]
pub struct PasskeyForm {
    /// The authorization request, carried by hidden fields.
    #[serde(flatten)]
    pub request: AuthorizationRequest,
    /// The sign-in options' `challengeId`.
    pub challenge_id: Option<String>,
    /// The authenticator's assertion (a `PublicKeyCredential` as JSON).
    pub credential: Option<String>,
    /// `1` on the second step after a password: the browser's
    /// `accounts_mfa` challenge cookie is answered with the passkey.
    pub second_factor: Option<String>,
    /// The MAC of the browser's CSRF cookie, from the form.
    pub csrf_token: Option<String>,
}
