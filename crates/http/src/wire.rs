//! Request and response bodies that only the HTTP face has: the loosely
//! read request bodies of the JSON faces and the standard face's forms
//! (each missing or empty field gets its own answer, which a strict serde
//! type would fold into one parse error), the standard token answer, and
//! the admin API's (and CLI's) bodies. The document describes the loose
//! bodies by the exact schemas of [`schema`], which state which fields go
//! together. The seed's response shapes are
//! the domain's (`accounts_domain::api`), pinned by its golden tests.
//!
//! Constraints stated with `#[schema(...)]` are the ones the server
//! enforces, so the OpenAPI document describes exactly what is accepted.

use accounts_domain::codes::ResultCode;
use accounts_domain::ids::KeyId;
use accounts_domain::records::{ClientRecord, UserRecord};
use accounts_domain::timestamp::UtcTimestamp;
use accounts_service::manage::Rotation;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// verify-token's body.
#[derive(Debug, Deserialize)]
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
#[derive(Debug, Deserialize)]
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

/// The device API's sign-in body.
#[derive(Debug, Deserialize)]
pub struct LoginBody {
    /// Sign-in email address.
    pub email: Option<String>,
    /// Password (at most 1024 characters).
    pub password: Option<String>,
    /// The app's package name.
    pub package_name: Option<String>,
    /// Preferred languages, space-separated.
    pub ui_locales: Option<String>,
}

/// The device API's code request.
#[derive(Debug, Deserialize)]
pub struct CodeBody {
    /// The client the code is for.
    pub client_id: Option<String>,
    /// Space-separated scopes within the client's.
    pub scope: Option<String>,
    /// The app's package name (default: the one signed in with).
    pub package_name: Option<String>,
    /// A registered redirect URI the token request will repeat.
    pub redirect_uri: Option<String>,
    /// PKCE S256 challenge (43 base64url characters).
    pub code_challenge: Option<String>,
    /// `S256`, required with a challenge.
    pub code_challenge_method: Option<String>,
    /// Echoed into the id_token (at most 255 bytes).
    pub nonce: Option<String>,
}

/// The device API's id_token request.
#[derive(Debug, Deserialize)]
pub struct IdTokenBody {
    /// The client the id_token is for.
    pub client_id: Option<String>,
    /// Space-separated scopes within the client's (default: the client's).
    pub scope: Option<String>,
    /// The app's package name (default: the one signed in with).
    pub package_name: Option<String>,
    /// Echoed into the id_token (at most 255 bytes).
    pub nonce: Option<String>,
}

/// The standard face's token request (RFC 6749 4.1.3 and 6).
#[derive(Debug, Deserialize)]
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
    /// The device code (RFC 8628).
    pub device_code: Option<String>,
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

/// An RFC 7009 revocation or RFC 7662 introspection request (the same
/// fields).
#[derive(Debug, Default, Deserialize)]
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

/// A user's changes to their own profile: fields left out stay as they
/// are, `""` empties one. The email is not a profile field.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ProfileChangesRequest {
    /// Full name.
    #[schema(value_type = Option<schema::ProfileText>)]
    pub name: Option<String>,
    /// Mobile number with country prefix.
    #[schema(value_type = Option<schema::ProfileText>)]
    pub mobile: Option<String>,
    /// URL of the profile picture.
    #[schema(value_type = Option<schema::ProfileText>)]
    pub picture: Option<String>,
    /// Country code, e.g. DE.
    #[serde(rename = "countryCode")]
    #[schema(value_type = Option<schema::ProfileText>)]
    pub country_code: Option<String>,
    /// Country.
    #[schema(value_type = Option<schema::ProfileText>)]
    pub country: Option<String>,
    /// Region (state) code.
    #[serde(rename = "countryRegionCode")]
    #[schema(value_type = Option<schema::ProfileText>)]
    pub country_region_code: Option<String>,
    /// Region (state).
    #[serde(rename = "countryRegion")]
    #[schema(value_type = Option<schema::ProfileText>)]
    pub country_region: Option<String>,
    /// City.
    #[schema(value_type = Option<schema::ProfileText>)]
    pub city: Option<String>,
    /// Postal code.
    #[serde(rename = "postalCode")]
    #[schema(value_type = Option<schema::ProfileText>)]
    pub postal_code: Option<String>,
}

/// A registration (JSON face).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RegisterRequest {
    /// The address to sign in with; the verification mail goes there.
    #[schema(value_type = schema::EmailText)]
    pub email: String,
    /// 10 to 256 characters, not the email address.
    #[schema(min_length = 10, max_length = 256)]
    pub password: String,
    /// Full name.
    #[schema(value_type = Option<schema::ProfileText>)]
    pub name: Option<String>,
    /// Mobile number with country prefix.
    #[schema(value_type = Option<schema::ProfileText>)]
    pub mobile: Option<String>,
    /// Country code, e.g. DE.
    #[serde(rename = "countryCode")]
    #[schema(value_type = Option<schema::ProfileText>)]
    pub country_code: Option<String>,
}

/// A mailed token (email verification).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TokenRequest {
    /// The token from the mail.
    #[schema(min_length = 1, max_length = 64)]
    pub token: String,
}

/// A password reset request.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ForgotRequest {
    /// The account's address.
    #[schema(value_type = schema::EmailText)]
    pub email: String,
}

/// A new password set with a mailed reset token.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ResetRequest {
    /// The token from the mail.
    #[schema(min_length = 1, max_length = 64)]
    pub token: String,
    /// 10 to 256 characters, not the email address.
    #[schema(min_length = 10, max_length = 256)]
    pub password: String,
}

/// A user's password change.
#[derive(Debug, Deserialize, ToSchema)]
pub struct PasswordChangeRequest {
    /// The password now.
    #[schema(min_length = 1, max_length = 1024)]
    pub current_password: String,
    /// The new one: 10 to 256 characters, not the email address.
    #[schema(min_length = 10, max_length = 256)]
    pub new_password: String,
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

/// What the documented request schemas state exactly, where the loosely
/// read bodies above cannot: which fields are required together and which
/// values are accepted. Every constraint here is one the server enforces,
/// and every request these schemas accept is answered without a 400.
pub mod schema {
    use serde::Deserialize;
    use utoipa::ToSchema;

    /// A redirect URI as a client may register it (the grammar of
    /// `RedirectUri::parse_registration`, docs/decisions.md): https with a
    /// DNS name, http on a loopback host, or an app's reverse-DNS scheme;
    /// RFC 3986 characters, no fragment; at most 2048 characters.
    #[derive(Debug, ToSchema)]
    #[schema(
        pattern = r#"^(https://([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)*[A-Za-z]([A-Za-z0-9-]*[A-Za-z0-9])?(:(6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[1-9][0-9]{0,3}))?(/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*)?|http://(localhost|127\.0\.0\.1|\[::1\])(:(6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[1-9][0-9]{0,3}))?(/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*)?|[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+:/([A-Za-z0-9._~!$&'()*+,;=:@%-][A-Za-z0-9._~!$&'()*+,;=:@%/-]*)?)(\?[A-Za-z0-9._~!$&'()*+,;=:@%/?-]*)?$"#,
        max_length = 2048
    )]
    pub struct RedirectUriText(pub String);

    /// A reverse-DNS package name: two or more dot-separated segments,
    /// each starting with a letter; at most 255 bytes.
    #[derive(Debug, ToSchema)]
    #[schema(
        pattern = "^[A-Za-z][A-Za-z0-9_-]*(\\.[A-Za-z][A-Za-z0-9_-]*)+$",
        max_length = 255
    )]
    pub struct PackageNameText(pub String);

    /// A scope name.
    #[derive(Debug, ToSchema)]
    pub enum ScopeName {
        /// OpenID Connect: an id_token with the token answer.
        #[serde(rename = "openid")]
        OpenId,
        /// userId and email.
        #[serde(rename = "email")]
        Email,
        /// The whole profile.
        #[serde(rename = "profile")]
        Profile,
        /// The profile and sessioninfo.
        #[serde(rename = "authorization")]
        Authorization,
    }

    /// An email address as accounts are registered with it: a bare
    /// addr-spec, no compatibility characters, at most 254 characters
    /// (`accounts_domain::addresses::Email`, whose own pattern this is).
    #[derive(Debug)]
    pub struct EmailText(pub String);

    impl utoipa::PartialSchema for EmailText {
        fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
            use utoipa::openapi::schema::{ObjectBuilder, Type};
            static PATTERN: std::sync::LazyLock<String> =
                std::sync::LazyLock::new(accounts_domain::addresses::Email::pattern);
            ObjectBuilder::new()
                .schema_type(Type::String)
                .description(Some(
                    "An email address: a bare `local@domain` (no display name, quotes, brackets or spaces), \
                     dots only between other characters, a dotted domain of letters, digits and hyphens, \
                     no compatibility characters such as full-width letters; at most 254 characters. \
                     Stored and mailed in lower case and NFC.",
                ))
                .max_length(Some(accounts_domain::addresses::Email::MAX_LEN))
                .pattern(Some(PATTERN.as_str()))
                .into()
        }
    }

    impl utoipa::ToSchema for EmailText {}

    /// A space-separated scope list: known scope names only.
    #[derive(Debug, ToSchema)]
    #[schema(
        pattern = "^ *(openid|email|profile|authorization)( +(openid|email|profile|authorization))* *$"
    )]
    pub struct ScopesText(pub String);

    /// A profile field (name, mobile, picture URL, country fields): at
    /// most 2048 characters, no control or bidirectional formatting
    /// characters.
    #[derive(Debug, ToSchema)]
    #[schema(
        pattern = "^[^\\x00-\\x1f\\x7f-\\x9f\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]*$",
        max_length = 2048
    )]
    pub struct ProfileText(pub String);

    /// A password: something besides white space and BOMs, at most 1024
    /// characters.
    #[derive(Debug, ToSchema)]
    #[schema(
        pattern = "[^\\t-\\r \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]",
        max_length = 1024
    )]
    pub struct PasswordText(pub String);

    /// ULIDs, as every id of ours is written.
    pub const ULID: &str = "^[0-9A-HJKMNP-TV-Z]{26}$";
    /// A reverse-DNS package name (two or more segments, each starting
    /// with a letter), at most 255 bytes.
    pub const PACKAGE_NAME: &str = "^[A-Za-z][A-Za-z0-9_-]*(\\.[A-Za-z][A-Za-z0-9_-]*)+$";

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

    /// `grant_type` of a code exchange.
    #[derive(Debug, Deserialize, ToSchema)]
    pub enum CodeGrantType {
        /// The seed's name.
        #[serde(rename = "code")]
        Code,
        /// RFC 6749's name.
        #[serde(rename = "authorization_code")]
        AuthorizationCode,
    }

    /// `grant_type` of a refresh.
    #[derive(Debug, Deserialize, ToSchema)]
    pub enum RefreshGrantType {
        /// A refresh.
        #[serde(rename = "refresh_token")]
        RefreshToken,
    }

    /// `grant_type` of a device's poll (RFC 8628).
    #[derive(Debug, Deserialize, ToSchema)]
    pub enum DeviceCodeGrantType {
        /// A device's poll.
        #[serde(rename = "urn:ietf:params:oauth:grant-type:device_code")]
        DeviceCode,
    }

    /// What a code exchange asks for.
    #[derive(Debug, Deserialize, ToSchema)]
    pub enum RequestedTokens {
        /// Access token and refresh token (`REFRESH_TOKEN`).
        #[serde(rename = "refresh_token")]
        RefreshToken,
        /// Access token only (`TOKEN`).
        #[serde(rename = "token")]
        Token,
    }

    /// What a refresh issues: an access token.
    #[derive(Debug, Deserialize, ToSchema)]
    pub enum AccessTokenOnly {
        /// Access token only (`TOKEN`).
        #[serde(rename = "token")]
        Token,
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

    /// Device sign-in.
    #[derive(Debug, Deserialize, ToSchema)]
    pub struct LoginRequest {
        /// Sign-in email address.
        #[schema(min_length = 1)]
        pub email: String,
        /// Password: at most 1024 characters.
        #[schema(min_length = 1, max_length = 1024)]
        pub password: String,
        /// The app's package name.
        #[schema(
            pattern = "^[A-Za-z][A-Za-z0-9_-]*(\\.[A-Za-z][A-Za-z0-9_-]*)+$",
            max_length = 255
        )]
        pub package_name: Option<String>,
        /// Preferred languages, space-separated.
        pub ui_locales: Option<String>,
    }

    /// A device's code request.
    #[derive(Debug, Deserialize, ToSchema)]
    pub struct CodeRequest {
        /// The client the code is for.
        #[schema(min_length = 1)]
        pub client_id: String,
        /// Space-separated scopes within the client's.
        #[schema(value_type = ScopesText)]
        pub scope: String,
        /// The app's package name (default: the one signed in with).
        pub package_name: Option<String>,
        /// A registered redirect URI the token request will repeat.
        pub redirect_uri: Option<String>,
        /// PKCE S256 challenge: 43 base64url characters; needs
        /// `code_challenge_method`.
        pub code_challenge: Option<String>,
        /// `S256`, with `code_challenge` (without a method, RFC 7636 means
        /// `plain`, which is refused).
        pub code_challenge_method: Option<String>,
        /// Echoed into the id_token; at most 255 bytes.
        #[schema(max_length = 255)]
        pub nonce: Option<String>,
    }

    /// A device's id_token request.
    #[derive(Debug, Deserialize, ToSchema)]
    pub struct IdTokenRequest {
        /// The client the id_token is for.
        #[schema(min_length = 1)]
        pub client_id: String,
        /// Space-separated scopes within the client's (default: the
        /// client's); the id_token's user claims follow them.
        #[schema(value_type = Option<ScopesText>)]
        pub scope: Option<String>,
        /// The app's package name (default: the one signed in with).
        pub package_name: Option<String>,
        /// Echoed into the id_token; at most 255 bytes.
        #[schema(max_length = 255)]
        pub nonce: Option<String>,
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
        Standard(super::StandardTokenResponse),
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
        OAuth(crate::error::OAuthErrorBody),
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
}
