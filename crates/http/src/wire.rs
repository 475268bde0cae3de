//! Request and response bodies that only the HTTP face has: the loosely
//! read request bodies of the JSON faces (each missing field gets its own
//! INVALID_REQUEST answer), the standard face's forms and token answer,
//! and the admin API's (and CLI's) bodies. The seed's response shapes are
//! the domain's (`accounts_domain::api`), pinned by its golden tests.
//!
//! Constraints stated with `#[schema(...)]` are the ones the server
//! enforces, so the OpenAPI document describes exactly what is accepted.

use accounts_domain::codes::ResultCode;
use accounts_domain::ids::KeyId;
use accounts_domain::manage::Rotation;
use accounts_domain::records::{ClientRecord, UserRecord};
use accounts_domain::timestamp::UtcTimestamp;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// verify-token's body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct VerifyTokenBody {
    /// `id_token` or `token`.
    #[schema(example = "token")]
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
    #[schema(example = "code")]
    pub grant_type: Option<String>,
    /// The authorization code (`grant_type=code`).
    pub code: Option<String>,
    /// The refresh token (`grant_type=refresh_token`).
    pub refresh_token: Option<String>,
    /// `refresh_token` (token and refresh token) or `token`.
    #[schema(example = "refresh_token")]
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

/// The device API's sign-in body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct LoginBody {
    /// Sign-in email address.
    pub email: Option<String>,
    /// Password (at most 1024 bytes).
    pub password: Option<String>,
    /// The app's package name.
    pub package_name: Option<String>,
    /// Preferred languages, space-separated.
    pub ui_locales: Option<String>,
}

/// The device API's code request.
#[derive(Debug, Deserialize, ToSchema)]
pub struct CodeBody {
    /// The client the code is for.
    pub client_id: Option<String>,
    /// Space-separated scopes within the client's.
    #[schema(example = "authorization")]
    pub scope: Option<String>,
    /// The app's package name (default: the one signed in with).
    pub package_name: Option<String>,
    /// A registered redirect URI the token request will repeat.
    pub redirect_uri: Option<String>,
    /// PKCE S256 challenge (43 base64url characters).
    pub code_challenge: Option<String>,
    /// `S256` (the default).
    pub code_challenge_method: Option<String>,
    /// Echoed into the id_token (at most 255 bytes).
    pub nonce: Option<String>,
}

/// The device API's id_token request.
#[derive(Debug, Deserialize, ToSchema)]
pub struct IdTokenBody {
    /// The client the id_token is for.
    pub client_id: Option<String>,
    /// Echoed into the id_token (at most 255 bytes).
    pub nonce: Option<String>,
}

/// The standard face's token request (RFC 6749 4.1.3 and 6).
#[derive(Debug, Deserialize, ToSchema)]
pub struct TokenForm {
    /// `authorization_code` or `refresh_token`.
    pub grant_type: Option<String>,
    /// The authorization code.
    pub code: Option<String>,
    /// Must equal the authorization request's.
    pub redirect_uri: Option<String>,
    /// PKCE verifier.
    pub code_verifier: Option<String>,
    /// The refresh token.
    pub refresh_token: Option<String>,
    /// `client_secret_post` (or a public client's id).
    pub client_id: Option<String>,
    /// `client_secret_post`.
    pub client_secret: Option<String>,
}

/// RFC 6749 section 5.1.
#[derive(Debug, Serialize, ToSchema)]
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

/// RFC 7009 revocation request.
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

/// `{success: true, code: "OK", ...fields}`: the admin API's answers.
#[derive(Debug, Serialize, ToSchema)]
pub struct AdminOk<T> {
    /// Always true.
    pub success: bool,
    /// `OK`.
    pub code: ResultCode,
    /// The operation's answer.
    #[serde(flatten)]
    pub body: T,
}

impl<T> AdminOk<T> {
    /// The answer with `body`.
    pub fn new(body: T) -> Self {
        Self {
            success: true,
            code: ResultCode::Ok,
            body,
        }
    }
}

/// A client to register (admin API).
#[derive(Debug, Deserialize, ToSchema)]
pub struct NewClientRequest {
    /// A name for people (shown on the login page).
    #[schema(min_length = 1)]
    pub name: String,
    /// Redirect URIs (https, or http on loopback; no fragment).
    #[schema(min_items = 1)]
    pub redirect_uris: Vec<String>,
    /// App package names it may use.
    #[serde(default)]
    pub package_names: Vec<String>,
    /// Scopes it may be granted (default: all).
    #[serde(default)]
    pub scopes: Vec<String>,
    /// A browser or native app's client: no secret, PKCE required.
    #[serde(default)]
    pub public: bool,
}

/// A registered client; the secret is shown only here.
#[derive(Debug, Serialize, ToSchema)]
pub struct ClientCreated {
    /// The new client's id.
    pub client_id: String,
    /// Whether it is public.
    pub public: bool,
    /// Its secret (confidential clients only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub client_secret: Option<String>,
}

/// A client as listed (never its secret).
#[derive(Debug, Serialize, ToSchema)]
pub struct ClientSummary {
    /// Its id.
    pub client_id: String,
    /// Its name.
    pub name: String,
    /// Registered redirect URIs.
    pub redirect_uris: Vec<String>,
    /// Registered package names.
    pub package_names: Vec<String>,
    /// Allowed scopes, space-separated.
    pub scopes: String,
    /// Whether it may authenticate.
    pub enabled: bool,
    /// Whether it is public.
    pub public: bool,
    /// When it was registered (RFC 3339).
    pub created_at: String,
}

impl ClientSummary {
    /// The listing of `client`.
    pub fn of(c: &ClientRecord) -> Self {
        Self {
            client_id: c.id.to_string(),
            name: c.name.clone(),
            redirect_uris: c
                .redirect_uris
                .iter()
                .map(|u| u.as_str().to_owned())
                .collect(),
            package_names: c
                .package_names
                .iter()
                .map(|p| p.as_str().to_owned())
                .collect(),
            scopes: c.allowed_scopes.to_string(),
            enabled: c.enabled,
            public: c.public,
            created_at: UtcTimestamp::new(c.created_at).to_string(),
        }
    }
}

/// The admin API's client list.
#[derive(Debug, Serialize, ToSchema)]
pub struct ClientList {
    /// Every client, oldest first.
    pub clients: Vec<ClientSummary>,
}

/// A client's new secret, shown only here.
#[derive(Debug, Serialize, ToSchema)]
pub struct SecretRotated {
    /// The client.
    pub client_id: String,
    /// Its new secret.
    pub client_secret: String,
}

/// A disabled client.
#[derive(Debug, Serialize, ToSchema)]
pub struct ClientDisabled {
    /// The client.
    pub client_id: String,
    /// Always false.
    pub enabled: bool,
}

/// A user to create (admin API).
#[derive(Debug, Deserialize, ToSchema)]
pub struct NewUserRequest {
    /// Sign-in email address.
    pub email: String,
    /// Password (at most 1024 bytes, not only white space).
    pub password: String,
    /// Full name.
    #[serde(default)]
    pub name: String,
    /// Mobile number with country prefix.
    #[serde(default)]
    pub mobile: String,
    /// URL of the profile picture.
    #[serde(default)]
    pub picture: String,
    /// Country code, e.g. DE.
    #[serde(default, rename = "countryCode")]
    pub country_code: String,
    /// Country.
    #[serde(default)]
    pub country: String,
    /// Region (state) code.
    #[serde(default, rename = "countryRegionCode")]
    pub country_region_code: String,
    /// Region (state).
    #[serde(default, rename = "countryRegion")]
    pub country_region: String,
    /// City.
    #[serde(default)]
    pub city: String,
    /// Postal code.
    #[serde(default, rename = "postalCode")]
    pub postal_code: String,
}

/// A user created, disabled, or given a new password.
#[derive(Debug, Serialize, ToSchema)]
pub struct UserChanged {
    /// The user.
    #[serde(rename = "userId")]
    pub user_id: String,
    /// After `disable`: false.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub enabled: Option<bool>,
}

/// A user as listed (never the password hash).
#[derive(Debug, Serialize, ToSchema)]
pub struct UserSummary {
    /// The user.
    #[serde(rename = "userId")]
    pub user_id: String,
    /// Sign-in address.
    pub email: String,
    /// Full name.
    pub name: String,
    /// Whether the user may sign in.
    pub enabled: bool,
    /// When the account was made (RFC 3339).
    pub created_at: String,
}

impl UserSummary {
    /// The listing of `user`.
    pub fn of(u: &UserRecord) -> Self {
        Self {
            user_id: u.id.to_string(),
            email: u.email.as_str().to_owned(),
            name: u.profile.name.clone(),
            enabled: u.enabled,
            created_at: UtcTimestamp::new(u.created_at).to_string(),
        }
    }
}

/// The admin API's user list.
#[derive(Debug, Serialize, ToSchema)]
pub struct UserList {
    /// Every user, oldest first.
    pub users: Vec<UserSummary>,
}

/// A user's new password (admin API).
#[derive(Debug, Deserialize, ToSchema)]
pub struct PasswordRequest {
    /// The new password (at most 1024 bytes, not only white space).
    pub password: String,
}

/// What one `keys rotate` did.
#[derive(Debug, Serialize, ToSchema)]
#[serde(untagged)]
pub enum KeyRotation {
    /// First step: a new id_token key is in the JWKS, not yet signing.
    Published {
        /// Its kid.
        published: String,
        /// What to do next.
        next: &'static str,
    },
    /// Second step: the published key and a new HS256 key sign.
    Activated {
        /// The kids now signing id_tokens and access tokens.
        activated: Vec<String>,
        /// The kids that only verify from now on.
        retired: Vec<String>,
    },
}

impl KeyRotation {
    /// The answer for `rotation`.
    pub fn of(rotation: Rotation) -> Self {
        match rotation {
            Rotation::Published { kid } => Self::Published {
                published: kid.to_string(),
                next: "run `keys rotate` again once clients have refreshed the JWKS to make it sign",
            },
            Rotation::Activated {
                id_token_kid,
                access_token_kid,
                retired,
            } => Self::Activated {
                activated: vec![id_token_kid.to_string(), access_token_kid.to_string()],
                retired: retired.iter().map(KeyId::to_string).collect(),
            },
        }
    }
}
