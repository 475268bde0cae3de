//! The admin API's bodies, which the CLI prints too (`accounts-server`'s
//! `commands.rs`).

use accounts_domain::codes::ResultCode;
use accounts_domain::ids::KeyId;
use accounts_domain::records::{ClientRecord, UserRecord};
use accounts_domain::timestamp::UtcTimestamp;
use accounts_service::manage::Rotation;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::schema;

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
    /// A name for people (shown on the login page): 1 to 200 characters
    /// besides surrounding white space; no control or bidirectional
    /// formatting characters.
    #[schema(
        min_length = 1,
        max_length = 200,
        pattern = "^[^\\x00-\\x1f\\x7f-\\x9f\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]*[^\\x00-\\x1f\\x7f-\\x9f\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069 \\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000][^\\x00-\\x1f\\x7f-\\x9f\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]*$"
    )]
    pub name: String,
    /// Redirect URIs: https, http on a loopback host, or an app's
    /// reverse-DNS scheme; no fragment.
    #[schema(value_type = Vec<schema::RedirectUriText>, min_items = 1)]
    pub redirect_uris: Vec<String>,
    /// App package names it may use.
    #[serde(default)]
    #[schema(value_type = Vec<schema::PackageNameText>)]
    pub package_names: Vec<String>,
    /// Scopes it may be granted (default: all).
    #[serde(default)]
    #[schema(value_type = Vec<schema::ScopeName>)]
    pub scopes: Vec<String>,
    /// A browser or native app's client: no secret, PKCE required.
    #[serde(default)]
    pub public: bool,
    /// An API that accepts access tokens: may introspect tokens issued to
    /// any client (a confidential client only).
    #[serde(default)]
    pub resource_server: bool,
    /// Refresh tokens rotate on the standard face (public clients always
    /// do).
    #[serde(default)]
    pub rotate_refresh_tokens: bool,
}

/// A registered client; the secret is shown only here.
#[derive(Debug, Serialize, ToSchema)]
pub struct ClientCreated {
    /// The new client's id.
    pub client_id: String,
    /// Whether it is public.
    pub public: bool,
    /// Whether it may introspect every client's tokens.
    pub resource_server: bool,
    /// Whether its refresh tokens rotate on the standard face.
    pub rotate_refresh_tokens: bool,
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
    /// Whether it may introspect every client's tokens.
    pub resource_server: bool,
    /// Whether its refresh tokens rotate on the standard face.
    pub rotate_refresh_tokens: bool,
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
            resource_server: c.resource_server,
            rotate_refresh_tokens: c.rotates_refresh_tokens(),
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
    /// Sign-in email address (unique, compared case-insensitively).
    #[schema(value_type = schema::EmailText)]
    pub email: String,
    /// Password: at most 1024 bytes, not only white space.
    #[schema(value_type = schema::PasswordText)]
    pub password: String,
    /// Full name.
    #[serde(default)]
    #[schema(value_type = schema::ProfileText)]
    pub name: String,
    /// Mobile number with country prefix.
    #[serde(default)]
    #[schema(value_type = schema::ProfileText)]
    pub mobile: String,
    /// URL of the profile picture.
    #[serde(default)]
    #[schema(value_type = schema::ProfileText)]
    pub picture: String,
    /// Country code, e.g. DE.
    #[serde(default, rename = "countryCode")]
    #[schema(value_type = schema::ProfileText)]
    pub country_code: String,
    /// Country.
    #[serde(default)]
    #[schema(value_type = schema::ProfileText)]
    pub country: String,
    /// Region (state) code.
    #[serde(default, rename = "countryRegionCode")]
    #[schema(value_type = schema::ProfileText)]
    pub country_region_code: String,
    /// Region (state).
    #[serde(default, rename = "countryRegion")]
    #[schema(value_type = schema::ProfileText)]
    pub country_region: String,
    /// City.
    #[serde(default)]
    #[schema(value_type = schema::ProfileText)]
    pub city: String,
    /// Postal code.
    #[serde(default, rename = "postalCode")]
    #[schema(value_type = schema::ProfileText)]
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

/// A user whose sessions were ended.
#[derive(Debug, Serialize, ToSchema)]
pub struct SessionsRevoked {
    /// The user.
    #[serde(rename = "userId")]
    pub user_id: String,
    /// How many live sessions ended (each with its refresh and access tokens).
    #[serde(rename = "sessionsEnded")]
    pub sessions_ended: u64,
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
    /// Whether the user showed they receive mail at `email`.
    pub email_verified: bool,
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
            email_verified: u.email_verified,
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
    /// The new password: at most 1024 bytes, not only white space.
    #[schema(value_type = schema::PasswordText)]
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
