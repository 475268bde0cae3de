//! The native-app API's request bodies: sign-in, codes and id_tokens
//! (read loosely; [`document`] states them exactly), the user's own
//! account, registration, verification and reset.

use serde::Deserialize;
use utoipa::ToSchema;

use crate::schema;

/// The native-app API's sign-in body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct LoginBody {
    /// Sign-in email address.
    pub email: Option<String>,
    /// Password (at most 1024 characters).
    pub password: Option<String>,
    /// A mailed sign-in code, instead of the password.
    pub code: Option<String>,
    /// A new account's name, when the code creates one.
    pub name: Option<String>,
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
#[derive(Debug, Deserialize, ToSchema)]
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
    /// The user's language: the language of their mails and, when they
    /// are signed in, of the pages (`""` forgets it).
    #[schema(
        pattern = "^(|en|de|fr|es|pt-BR|ja|ko|zh-Hans|ru|ar|hi|id|it|nl|pl|tr|uk|vi|th|zh-Hant|sv|da|nb|fi|cs|el|he|hu|ro|bg|ms|fil|bn|fa|ur|ta)$"
    )]
    pub locale: Option<String>,
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

/// A request for a sign-in code by mail.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CodeAskRequest {
    /// The address to mail the code to.
    #[schema(value_type = schema::EmailText)]
    pub email: String,
    /// The app's package name: a client that registered it may want a
    /// password or a passkey instead.
    #[schema(value_type = Option<schema::PackageNameText>)]
    pub package_name: Option<String>,
    /// Preferred languages, space-separated (the mail's, for an address
    /// whose account has none stored).
    pub ui_locales: Option<String>,
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

/// A user's move to another address.
#[derive(Debug, Deserialize, ToSchema)]
pub struct EmailChangeRequest {
    /// The new address; the link that makes the change goes there.
    #[schema(value_type = schema::EmailText)]
    pub email: String,
    /// The account's password.
    #[schema(min_length = 1, max_length = 1024)]
    pub password: String,
}

/// The answer to `MFA_REQUIRED`: its token and a second factor.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MfaAnswerRequest {
    /// The `mfaToken` of the `MFA_REQUIRED` answer.
    #[schema(min_length = 1)]
    pub mfa_token: String,
    /// A code of the authenticator app, or a recovery code.
    #[schema(min_length = 1, max_length = 64)]
    pub code: String,
}

/// A code from the user's authenticator app (6 digits; spaces ignored).
#[derive(Debug, Deserialize, ToSchema)]
pub struct TotpCodeRequest {
    /// The code.
    #[schema(pattern = "^\\s*[0-9](\\s*[0-9]){5}\\s*$")]
    pub code: String,
}

/// An empty object: the passkey options requests take `{}`.
#[derive(Debug, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(max_properties = 0)]
pub struct NoFields {}

/// Only an object without members is `{}` (a derived empty struct would
/// also take `[]`).
impl<'de> Deserialize<'de> for NoFields {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let members = serde_json::Map::<String, serde_json::Value>::deserialize(deserializer)?;
        if members.is_empty() {
            Ok(Self {})
        } else {
            Err(serde::de::Error::custom("takes no members: send {}"))
        }
    }
}

/// A passkey to register: the authenticator's answer to the options.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PasskeyRequest {
    /// The user's name for it: 1 to 64 characters besides surrounding
    /// white space; no control or bidirectional formatting characters.
    #[schema(
        min_length = 1,
        max_length = 64,
        pattern = "^[^\\x00-\\x1f\\x7f-\\x9f\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]*[^\\x00-\\x1f\\x7f-\\x9f\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069 \\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000][^\\x00-\\x1f\\x7f-\\x9f\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]*$"
    )]
    pub name: String,
    /// The `PublicKeyCredential` the authenticator made, as JSON (binary
    /// members base64url).
    #[schema(value_type = Object)]
    pub credential: serde_json::Value,
}

/// A passkey's new name.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PasskeyNameRequest {
    /// 1 to 64 characters besides surrounding white space; no control or
    /// bidirectional formatting characters.
    #[schema(
        min_length = 1,
        max_length = 64,
        pattern = "^[^\\x00-\\x1f\\x7f-\\x9f\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]*[^\\x00-\\x1f\\x7f-\\x9f\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069 \\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000][^\\x00-\\x1f\\x7f-\\x9f\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]*$"
    )]
    pub name: String,
}

/// A passkey's answer to sign-in options.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PasskeySignInRequest {
    /// The options' `challengeId`.
    #[schema(min_length = 1)]
    pub challenge_id: String,
    /// The `PublicKeyCredential` assertion, as JSON (binary members
    /// base64url).
    #[schema(value_type = Object)]
    pub credential: serde_json::Value,
    /// The `mfaToken` of an `MFA_REQUIRED` answer, to finish a password
    /// sign-in with the passkey as its second factor.
    pub mfa_token: Option<String>,
    /// The app's package name (its registered WebAuthn origins are
    /// accepted).
    #[serde(rename = "package_name")]
    #[schema(value_type = Option<schema::PackageNameText>)]
    pub package_name: Option<String>,
    /// Preferred languages, space-separated.
    #[serde(rename = "ui_locales")]
    pub ui_locales: Option<String>,
}

/// What the document states exactly, where the loosely read bodies above
/// cannot: which fields are required together and which values are
/// accepted. Every constraint here is one the server enforces.
pub mod document {
    use serde::Deserialize;
    use utoipa::ToSchema;

    use crate::schema::{ScopesOrEmptyText, ScopesText};

    /// Device sign-in.
    #[derive(Debug, Deserialize, ToSchema)]
    pub struct LoginRequest {
        /// Sign-in email address.
        #[schema(min_length = 1)]
        pub email: String,
        /// Password: at most 1024 characters. Send it or `code`, not both.
        #[schema(min_length = 1, max_length = 1024)]
        pub password: Option<String>,
        /// The six digits of a mailed sign-in code
        /// (`/accounts/users/v1/login/code`), instead of the password.
        #[schema(min_length = 1, max_length = 64)]
        pub code: Option<String>,
        /// A new account's name, when the code creates one (registration
        /// open).
        #[schema(max_length = 200)]
        pub name: Option<String>,
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
        #[schema(value_type = Option<ScopesOrEmptyText>)]
        pub scope: Option<String>,
        /// The app's package name (default: the one signed in with).
        pub package_name: Option<String>,
        /// Echoed into the id_token; at most 255 bytes.
        #[schema(max_length = 255)]
        pub nonce: Option<String>,
    }
}
