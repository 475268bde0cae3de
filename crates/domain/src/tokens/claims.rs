//! The claims of the two kinds of JWT the service signs. Field names are the
//! interface's, exactly; `decodedData` in verify-token is one of these,
//! serialized as is.

use serde::{Deserialize, Serialize};
use time::{Duration, OffsetDateTime};

#[cfg(feature = "server")]
use crate::store::records::UserRecord;
use crate::tokens::amr::SessionAuth;
use crate::values::ids::{ClientId, SessionId, TokenId, UserId};
use crate::values::organization::OrganizationId;
use crate::values::resource::ResourceIdentifier;
use crate::values::scope::Scopes;
#[cfg(feature = "server")]
use crate::values::scope::UserInfoView;
use crate::values::token_types::TokenType;

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
    /// The user's email address: with `email`, `profile` or
    /// `authorization` granted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub email: Option<String>,
    /// Whether the user showed they receive mail at `email` (OpenID
    /// Connect): with `email`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub email_verified: Option<bool>,
    /// The user's mobile number with country prefix, or `""`: with
    /// `profile` or `authorization` granted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mobile: Option<String>,
    /// The user's id.
    #[serde(rename = "userId")]
    pub user_id: UserId,
    /// The user's full name, or `""`: with `profile` or `authorization`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// URL of the user's picture, or `""`: with `profile` or `authorization`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub picture: Option<String>,
    /// The user's country code, or `""`: with `profile` or `authorization`.
    #[serde(
        rename = "countryCode",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub country_code: Option<String>,
    /// OpenID Connect nonce echoed from the authorization request, when one was sent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nonce: Option<String>,
    /// How the user authenticated (RFC 8176): `pwd`, plus `otp` and `mfa`
    /// after a second factor.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub amr: Option<Vec<String>>,
    /// `urn:accounts:acr:pwd` (one factor) or `urn:accounts:acr:mfa` (two).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub acr: Option<String>,
    /// The login session (OpenID Connect Back-Channel Logout 1.0 2.1): a
    /// logout token names the same `sid` when it ends.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sid: Option<SessionId>,
    /// Every organization the user belongs to: with `organizations`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub organizations: Option<Vec<OrganizationClaim>>,
    /// The organization the user signed in for: with
    /// `organization:<slug>`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub org_id: Option<OrganizationId>,
    /// Its slug.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub org_slug: Option<String>,
    /// The user's roles in it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub org_roles: Option<Vec<String>>,
}

/// One organization as tokens and userinfo name it (docs/decisions.md,
/// "Organizations").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrganizationClaim {
    /// `org_` and a ULID.
    pub id: OrganizationId,
    /// Its slug.
    pub slug: String,
    /// The user's roles in it.
    pub roles: Vec<String>,
}

/// The organization claims of one token: the user's organizations (scope
/// `organizations`), and the one they signed in for (scope
/// `organization:<slug>`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OrganizationClaims {
    /// Every organization of the user, when asked for.
    pub all: Option<Vec<OrganizationClaim>>,
    /// The organization signed in for.
    pub bound: Option<OrganizationClaim>,
}

impl IdTokenClaims {
    /// The claims for `user` signing in to `client` with `scope` granted,
    /// issued at `now`. The user's claims follow the scope as userinfo
    /// does (docs/decisions.md, "id_token claims by scope"): `email` adds
    /// the email address; `profile` or `authorization` add every profile
    /// claim; `openid` alone carries only `sub` and `userId`.
    #[cfg(feature = "server")]
    pub fn for_user(
        issuer: &str,
        user: &UserRecord,
        client: ClientId,
        scope: Scopes,
        auth_time: OffsetDateTime,
        now: OffsetDateTime,
        lifetime: Duration,
    ) -> Self {
        let view = scope.userinfo_view();
        let full = view == Some(UserInfoView::Full);
        let profile = |value: &String| full.then(|| value.clone());
        Self {
            iss: issuer.to_owned(),
            sub: user.id,
            aud: client,
            exp: (now + lifetime).unix_timestamp(),
            iat: now.unix_timestamp(),
            auth_time: auth_time.unix_timestamp(),
            email: view.map(|_| user.email.as_str().to_owned()),
            email_verified: view.map(|_| user.email_verified),
            mobile: profile(&user.profile.mobile),
            user_id: user.id,
            name: profile(&user.profile.name),
            picture: profile(&user.profile.picture),
            country_code: profile(&user.profile.country_code),
            nonce: None,
            amr: None,
            acr: None,
            sid: None,
            organizations: None,
            org_id: None,
            org_slug: None,
            org_roles: None,
        }
    }

    /// The claims with the user's organizations as `organizations` names
    /// them.
    pub fn with_organizations(self, organizations: OrganizationClaims) -> Self {
        let bound = organizations.bound;
        Self {
            organizations: organizations.all,
            org_id: bound.as_ref().map(|o| o.id),
            org_slug: bound.as_ref().map(|o| o.slug.clone()),
            org_roles: bound.map(|o| o.roles),
            ..self
        }
    }

    /// The claims with how the session's user authenticated.
    pub fn with_auth(self, auth: SessionAuth) -> Self {
        Self {
            amr: Some(auth.amr().iter().map(|m| (*m).to_owned()).collect()),
            acr: Some(auth.acr().to_owned()),
            ..self
        }
    }

    /// The claims with the login session's id (`sid`).
    pub fn with_session(self, session: SessionId) -> Self {
        Self {
            sid: Some(session),
            ..self
        }
    }

    /// The claims with the authorization request's nonce echoed.
    pub fn with_nonce(self, nonce: Option<String>) -> Self {
        Self { nonce, ..self }
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
    /// The DPoP key the token is bound to (RFC 9449 6.1): only a request
    /// with a proof of that key may use it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cnf: Option<Confirmation>,
    /// The organization the user signed in for (`organization:<slug>`).
    #[serde(rename = "orgId", default, skip_serializing_if = "Option::is_none")]
    pub org_id: Option<OrganizationId>,
    /// Its slug.
    #[serde(rename = "orgSlug", default, skip_serializing_if = "Option::is_none")]
    pub org_slug: Option<String>,
    /// The user's roles in it.
    #[serde(rename = "orgRoles", default, skip_serializing_if = "Option::is_none")]
    pub org_roles: Option<Vec<String>>,
}

/// A token's confirmation claim (RFC 7800): the key it is bound to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Confirmation {
    /// The RFC 7638 SHA-256 thumbprint of the DPoP key, base64url.
    pub jkt: String,
}

/// Claims of an access token a client got for itself (client_credentials)
/// for an API: an RFC 9068 JWT access token (`typ: at+jwt`), signed with
/// the id_token key so that the API can verify it offline through the
/// JWKS. It names no user and no session: `sub` is the client.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResourceTokenClaims {
    /// Issuer: the service's public URL.
    pub iss: String,
    /// The client the token speaks for (RFC 9068 2.2: `sub` is the client
    /// when no user is involved).
    pub sub: ClientId,
    /// Audience: the API's identifier.
    pub aud: ResourceIdentifier,
    /// The client the token was issued to.
    pub client_id: ClientId,
    /// Space-separated scopes of the API granted.
    pub scope: String,
    /// A unique id for this token.
    pub jti: TokenId,
    /// Issue time, seconds since the epoch.
    pub iat: i64,
    /// Expiry, seconds since the epoch; the token is expired when `now >= exp`.
    pub exp: i64,
    /// The DPoP key the token is bound to, when the client asked with a
    /// proof.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cnf: Option<Confirmation>,
}

/// Claims of a user's access token for an API (RFC 8707 `resource` in the
/// authorization request): an RFC 9068 JWT access token (`typ: at+jwt`),
/// signed with the id_token key like [`ResourceTokenClaims`] so that the
/// API verifies it through the JWKS. `sub` is the user; the scopes are
/// the API's, narrowed by the roles' permissions when the user signed in
/// for an organization (docs/decisions.md, "A user's tokens for an
/// API"). Its `aud` is no client, so no endpoint of this service takes it
/// for a user's own access token.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UserResourceTokenClaims {
    /// Issuer: the service's public URL.
    pub iss: String,
    /// The user the token speaks for.
    pub sub: UserId,
    /// Audience: the API's identifier.
    pub aud: ResourceIdentifier,
    /// The client the token was issued to.
    pub client_id: ClientId,
    /// Space-separated scopes of the API granted (maybe none).
    pub scope: String,
    /// This token's id: the stored access token's, so that revoking the
    /// grant or ending the session ends it at introspection.
    pub jti: TokenId,
    /// The login session the token belongs to.
    pub sid: SessionId,
    /// When the user signed in, seconds since the epoch (RFC 9068 2.2.1).
    pub auth_time: i64,
    /// Issue time, seconds since the epoch.
    pub iat: i64,
    /// Expiry, seconds since the epoch; the token is expired when `now >= exp`.
    pub exp: i64,
    /// The DPoP key the token is bound to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cnf: Option<Confirmation>,
    /// The organization the user signed in for (`organization:<slug>`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub org_id: Option<OrganizationId>,
    /// Its slug.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub org_slug: Option<String>,
    /// The user's roles in it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub org_roles: Option<Vec<String>>,
}

/// The event a logout token carries (OpenID Connect Back-Channel Logout
/// 1.0 2.4).
pub const BACKCHANNEL_LOGOUT_EVENT: &str = "http://schemas.openid.net/event/backchannel-logout";

/// Claims of a logout token: a session of the user ended, posted to each
/// client that holds tokens from it. Never has a `nonce`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogoutTokenClaims {
    /// Issuer: the service's public URL.
    pub iss: String,
    /// Audience: the client told.
    pub aud: ClientId,
    /// Issue time, seconds since the epoch.
    pub iat: i64,
    /// Expiry, seconds since the epoch.
    pub exp: i64,
    /// A unique id for this token.
    pub jti: TokenId,
    /// The user.
    pub sub: UserId,
    /// The session that ended.
    pub sid: SessionId,
    /// `{"http://schemas.openid.net/event/backchannel-logout": {}}`.
    pub events: serde_json::Value,
}

impl LogoutTokenClaims {
    /// A logout token for `client` about `user`'s session `session`.
    pub fn new(
        issuer: &str,
        client: ClientId,
        user: UserId,
        session: SessionId,
        now: OffsetDateTime,
        lifetime: Duration,
    ) -> Self {
        Self {
            iss: issuer.to_owned(),
            aud: client,
            iat: now.unix_timestamp(),
            exp: (now + lifetime).unix_timestamp(),
            jti: TokenId::generate(now),
            sub: user,
            sid: session,
            events: serde_json::json!({ BACKCHANNEL_LOGOUT_EVENT: {} }),
        }
    }
}

/// The claims of either kind of token: `decodedData` of verify-token.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
// Made once per verification and serialized at once: boxing the id_token
// would cost an allocation on every verify-token call for nothing.
#[allow(clippy::large_enum_variant)]
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

#[cfg(test)]
#[cfg(feature = "server")]
mod tests {
    use super::*;
    use crate::store::records::UserProfile;
    use crate::values::addresses::Email;
    use time::macros::datetime;

    const NOW: OffsetDateTime = datetime!(2026-11-21 17:04:05 UTC);

    fn claims(scope: &str) -> IdTokenClaims {
        let user = UserRecord {
            id: UserId::generate(NOW),
            email: Email::parse("ann@example.com").unwrap(),
            password: crate::secrets::PasswordHash::from_phc(
                "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA",
            )
            .unwrap(),
            profile: UserProfile {
                name: "Ann Lee".into(),
                mobile: "+4915112345678".into(),
                country_code: "DE".into(),
                ..UserProfile::default()
            },
            enabled: true,
            email_verified: true,
            created_at: NOW,
            updated_at: NOW,
            deletion_due: None,
            language: None,
        };
        let scope = Scopes::parse(scope).unwrap();
        IdTokenClaims::for_user(
            "https://id",
            &user,
            ClientId::generate(NOW),
            scope,
            NOW,
            NOW,
            Duration::hours(1),
        )
    }

    #[test]
    fn id_token_claims_follow_the_granted_scopes() {
        let email = claims("email");
        assert_eq!(email.email.as_deref(), Some("ann@example.com"));
        assert_eq!(
            (email.name, email.mobile, email.picture, email.country_code),
            (None, None, None, None)
        );
        let openid = serde_json::to_value(claims("openid")).unwrap();
        for absent in ["email", "mobile", "name", "picture", "countryCode"] {
            assert!(
                openid.get(absent).is_none(),
                "openid alone carries no {absent}"
            );
        }
        assert!(openid.get("sub").is_some() && openid.get("userId").is_some());
        for full in ["profile", "authorization", "openid email profile"] {
            let c = claims(full);
            assert_eq!(
                (
                    c.email.as_deref(),
                    c.name.as_deref(),
                    c.mobile.as_deref(),
                    c.picture.as_deref(),
                    c.country_code.as_deref()
                ),
                (
                    Some("ann@example.com"),
                    Some("Ann Lee"),
                    Some("+4915112345678"),
                    Some(""),
                    Some("DE")
                ),
                "{full}"
            );
        }
    }
}
