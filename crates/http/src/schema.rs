//! The value schemas every face's document shares (email addresses,
//! redirect URIs, package names, scopes, profile fields, passwords) and the
//! token endpoint's grant types and answers, which both of its faces
//! describe. Every constraint here is one the server enforces, and every
//! value these schemas accept is accepted.

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

/// A package name, or empty (the same as absent).
#[derive(Debug, ToSchema)]
#[schema(
    pattern = "^([A-Za-z][A-Za-z0-9_-]*(\\.[A-Za-z][A-Za-z0-9_-]*)+)?$",
    max_length = 255
)]
pub struct PackageNameOrEmptyText(pub String);

/// A native app's WebAuthn origin: `android:apk-key-hash:` and the
/// signing certificate's SHA-256 in base64url without padding.
#[derive(Debug, ToSchema)]
#[schema(pattern = "^android:apk-key-hash:[A-Za-z0-9_-]{43}$")]
pub struct AppOriginText(pub String);

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

/// An email address as [`EmailText`], or empty (a filter left unset).
#[derive(Debug)]
pub struct EmailOrEmptyText(pub String);

impl utoipa::PartialSchema for EmailOrEmptyText {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::schema::{ObjectBuilder, Type};
        static PATTERN: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
            format!("^$|{}", accounts_domain::addresses::Email::pattern())
        });
        ObjectBuilder::new()
            .schema_type(Type::String)
            .description(Some(
                "Empty, or an email address as `EmailText` describes it.",
            ))
            .max_length(Some(accounts_domain::addresses::Email::MAX_LEN))
            .pattern(Some(PATTERN.as_str()))
            .into()
    }
}

impl utoipa::ToSchema for EmailOrEmptyText {}

/// A space-separated scope list: the service's scope names, and
/// `organizations` or one organization's `organization:<slug|id|*>`
/// (docs/api.md, "Organizations"; a client registered for them).
#[derive(Debug, ToSchema)]
#[schema(
    pattern = "^ *(openid|email|profile|authorization|organizations|organization:(\\*|[a-z0-9-]{2,63}|org_[0-9A-Za-z]{26}))( +(openid|email|profile|authorization|organizations|organization:(\\*|[a-z0-9-]{2,63}|org_[0-9A-Za-z]{26})))* *$"
)]
pub struct ScopesText(pub String);

/// A space-separated list of RFC 6749 scope-tokens, as an authorization
/// request (browser or pushed) takes them: the service's scopes, and
/// with `resource` the API's own scope words (docs/api.md, "A user's
/// tokens for an API").
#[derive(Debug, ToSchema)]
#[schema(pattern = "^ *[!#-\\[\\]-~]{1,100}( +[!#-\\[\\]-~]{1,100})* *$")]
pub struct ScopeTokensText(pub String);

/// A space-separated scope list where empty means "the client's scopes".
#[derive(Debug, ToSchema)]
#[schema(
    pattern = "^( *(openid|email|profile|authorization|organizations|organization:(\\*|[a-z0-9-]{2,63}|org_[0-9A-Za-z]{26}))( +(openid|email|profile|authorization|organizations|organization:(\\*|[a-z0-9-]{2,63}|org_[0-9A-Za-z]{26})))* *)?$"
)]
pub struct ScopesOrEmptyText(pub String);

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

/// A webhook endpoint: `http://` or `https://`; a DNS name whose last
/// label starts with a letter, or a dotted IPv4 address; an
/// optional port; a path and query of RFC 3986 characters without
/// percent-encoding; at most 2048 characters.
#[derive(Debug, ToSchema)]
#[schema(
    pattern = r#"^https?://((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(\.(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3}|([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)*[A-Za-z]([A-Za-z0-9-]*[A-Za-z0-9])?)(:(6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[1-9][0-9]{0,3}))?(/[A-Za-z0-9._~!$&'()*+,;=:@-]*)*(\?[A-Za-z0-9._~!$&'()*+,;=:@/?-]*)?$"#,
    max_length = 2048
)]
pub struct WebhookUrlText(pub String);

/// An API's identifier: `https://host[:port][/path]` (or `http://`), host
/// in lower case, no query or fragment; at most 255 characters.
#[derive(Debug, ToSchema)]
#[schema(
    pattern = r#"^https?://[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:([1-9][0-9]{0,3}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?(/([A-Za-z0-9._~!$&'()*+,;=:@/-]|%[0-9A-Fa-f]{2})*)?$"#,
    max_length = 255
)]
pub struct ResourceIdentifierText(pub String);

/// One scope of an API: printable ASCII without space, `"` or `\`.
#[derive(Debug, ToSchema)]
#[schema(pattern = r#"^[!#-\[\]-~]{1,100}$"#)]
pub struct ResourceScopeText(pub String);

/// A webhook event type.
#[derive(Debug, ToSchema)]
pub enum WebhookEventName {
    /// An account was made.
    #[serde(rename = "user.created")]
    UserCreated,
    /// Profile fields, `enabled` or `email_verified` changed.
    #[serde(rename = "user.updated")]
    UserUpdated,
    /// The account was deleted.
    #[serde(rename = "user.deleted")]
    UserDeleted,
    /// The account moved to another address.
    #[serde(rename = "user.email_changed")]
    UserEmailChanged,
    /// A session began.
    #[serde(rename = "session.started")]
    SessionStarted,
    /// A session ended.
    #[serde(rename = "session.ended")]
    SessionEnded,
    /// The password changed.
    #[serde(rename = "password.changed")]
    PasswordChanged,
    /// A second factor was added.
    #[serde(rename = "factor.added")]
    FactorAdded,
    /// A second factor was removed.
    #[serde(rename = "factor.removed")]
    FactorRemoved,
}

/// A Standard Webhooks secret: `whsec_` and base64 of 24 to 48 bytes.
#[derive(Debug, ToSchema)]
#[schema(pattern = "^whsec_([A-Za-z0-9+/]{4}){8,16}$")]
pub struct WebhookSecretText(pub String);

/// ULIDs, as every id of ours is written.
pub const ULID: &str = "^[0-9A-HJKMNP-TV-Z]{26}$";

/// A reverse-DNS package name (two or more segments, each starting
/// with a letter), at most 255 bytes.
pub const PACKAGE_NAME: &str = "^[A-Za-z][A-Za-z0-9_-]*(\\.[A-Za-z][A-Za-z0-9_-]*)+$";

/// `response_type` of an authorization request.
#[derive(Debug, Deserialize, ToSchema)]
pub enum ResponseTypeName {
    /// A code in the redirect's query.
    #[serde(rename = "code")]
    Code,
    /// An id_token in the redirect's fragment.
    #[serde(rename = "id_token")]
    IdToken,
}

/// `code_challenge_method`: only S256 (RFC 7636; `plain` is refused).
#[derive(Debug, Deserialize, ToSchema)]
pub enum ChallengeMethodName {
    /// SHA-256 of the verifier.
    #[serde(rename = "S256")]
    S256,
}

/// An S256 PKCE challenge: 43 base64url characters encoding 32 bytes
/// (so the last one carries no stray bits).
#[derive(Debug, ToSchema)]
#[schema(pattern = "^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$")]
pub struct CodeChallengeText(pub String);

/// A non-empty client id.
#[derive(Debug, ToSchema)]
#[schema(min_length = 1)]
pub struct ClientIdText(pub String);

/// A number of seconds in decimal digits (a value over 4294967295 is
/// refused like a malformed one).
#[derive(Debug, ToSchema)]
#[schema(pattern = "^[0-9]+$")]
pub struct SecondsText(pub String);

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

/// `grant_type` of a client's token for itself.
#[derive(Debug, Deserialize, ToSchema)]
pub enum ClientCredentialsGrantType {
    /// RFC 6749 4.4.
    #[serde(rename = "client_credentials")]
    ClientCredentials,
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

/// A console role, or `none` for no role.
#[derive(Debug, ToSchema)]
pub enum RoleName {
    /// Everything.
    #[serde(rename = "admin")]
    Admin,
    /// Users' everyday support actions and the audit trail.
    #[serde(rename = "support")]
    Support,
    /// Every console page, read-only.
    #[serde(rename = "viewer")]
    Viewer,
    /// No role: no console.
    #[serde(rename = "none")]
    None,
}

#[cfg(test)]
mod tests {
    use serde_json::Value;

    fn references<'a>(value: &'a Value, found: &mut Vec<&'a str>) {
        match value {
            Value::Object(map) => {
                for (key, inner) in map {
                    match (key.as_str(), inner) {
                        ("$ref", Value::String(target)) => found.push(target),
                        _ => references(inner, found),
                    }
                }
            }
            Value::Array(items) => items.iter().for_each(|item| references(item, found)),
            _ => {}
        }
    }

    /// Every `$ref` names a schema the document defines, in the derived
    /// document and in the committed `docs/openapi.json`: a value type
    /// named only by a query parameter's `value_type` is not collected
    /// into the components by utoipa, which leaves a reference nothing
    /// resolves (clients' generators and schemathesis stop at it).
    #[test]
    fn every_reference_in_the_document_resolves() {
        let committed: Value = serde_json::from_str(
            &std::fs::read_to_string(
                std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/openapi.json"),
            )
            .unwrap(),
        )
        .unwrap();
        for (which, document) in [
            ("derived", crate::openapi::derived()),
            ("docs/openapi.json", committed),
        ] {
            let mut found = Vec::new();
            references(&document, &mut found);
            assert!(found.len() > 100, "{which}: {} references", found.len());
            let unresolved: Vec<&&str> = found
                .iter()
                .filter(|target| {
                    target
                        .strip_prefix('#')
                        .and_then(|pointer| document.pointer(pointer))
                        .is_none()
                })
                .collect();
            assert!(unresolved.is_empty(), "{which}: {unresolved:?}");
        }
    }
}
