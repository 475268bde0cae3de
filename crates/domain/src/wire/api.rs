//! The JSON bodies of the interface: requests, responses and the
//! `userData` / `sessionData` objects, with the spec's field names exactly.
//!
//! Rules of shape (docs/api.md, "Common rules"): every response carries `success` and `code`;
//! every failure also carries `msg`; `decodedData` is present only on
//! success; `refresh_token` fields only in the code grant's `REFRESH_TOKEN`
//! answer; userData fields a scope does not grant are omitted, and every
//! other field is present, `""` when unknown.
//!
//! Client teams read these shapes; building them from the stored records
//! (`UserData::of`, `SessionData::of` and the like) is the server's, so
//! those constructors come with the `server` feature.

use serde::{Deserialize, Serialize};

use crate::origin::{DeviceData, GeoData};
#[cfg(feature = "server")]
use crate::store::records::{OwnSession, SessionRecord, UserRecord};
use crate::tokens::claims::{Claims, OrganizationClaim};
use crate::values::ids::{SessionId, UserId};
use crate::values::organization::OrganizationId;
#[cfg(feature = "server")]
use crate::values::scope::UserInfoView;
use crate::values::timestamp::UtcTimestamp;
use crate::wire::codes::ResultCode;

/// Answer of verify-token (always HTTP 200 when the request was well formed).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
// The documented shape is closed: a response carries exactly these fields.
#[cfg_attr(feature = "openapi", serde(deny_unknown_fields))]
pub struct VerifyTokenResponse {
    /// True only for `VERIFICATION_SUCCESS`.
    pub success: bool,
    /// `VERIFICATION_SUCCESS`, `INVALID_TOKEN` or `EXPIRED_TOKEN`.
    pub code: ResultCode,
    /// The interface's fixed message for `code`.
    pub msg: &'static str,
    /// The verified token's claims; present on success only.
    #[serde(rename = "decodedData", skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<Object>))]
    pub decoded_data: Option<Claims>,
}

impl VerifyTokenResponse {
    /// A successful verification carrying the token's claims.
    pub fn success(claims: Claims) -> Self {
        Self::with(ResultCode::VerificationSuccess, Some(claims))
    }

    /// `INVALID_TOKEN`.
    pub fn invalid() -> Self {
        Self::with(ResultCode::InvalidToken, None)
    }

    /// `EXPIRED_TOKEN`.
    pub fn expired() -> Self {
        Self::with(ResultCode::ExpiredToken, None)
    }

    fn with(code: ResultCode, decoded_data: Option<Claims>) -> Self {
        Self {
            success: code.is_success(),
            code,
            msg: code.message(),
            decoded_data,
        }
    }
}

/// Answer of the code grant with `token_type=refresh_token` (code `REFRESH_TOKEN`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
// The documented shape is closed: a response carries exactly these fields.
#[cfg_attr(feature = "openapi", serde(deny_unknown_fields))]
pub struct TokenWithRefreshResponse {
    /// Always true.
    pub success: bool,
    /// `REFRESH_TOKEN`.
    pub code: ResultCode,
    /// The access token.
    pub token: String,
    /// The refresh token.
    pub refresh_token: String,
    /// When `token` expires.
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub token_expiry: UtcTimestamp,
    /// When `refresh_token` expires.
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub refresh_token_expiry: UtcTimestamp,
}

impl TokenWithRefreshResponse {
    /// The `REFRESH_TOKEN` answer.
    pub fn new(
        token: String,
        token_expiry: UtcTimestamp,
        refresh_token: String,
        refresh_token_expiry: UtcTimestamp,
    ) -> Self {
        Self {
            success: true,
            code: ResultCode::RefreshToken,
            token,
            refresh_token,
            token_expiry,
            refresh_token_expiry,
        }
    }
}

/// Answer of a grant with `token_type=token` (code `TOKEN`): no refresh fields.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
// The documented shape is closed: a response carries exactly these fields.
#[cfg_attr(feature = "openapi", serde(deny_unknown_fields))]
pub struct TokenResponse {
    /// Always true.
    pub success: bool,
    /// `TOKEN`.
    pub code: ResultCode,
    /// The access token.
    pub token: String,
    /// When `token` expires.
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub token_expiry: UtcTimestamp,
}

impl TokenResponse {
    /// The `TOKEN` answer.
    pub fn new(token: String, token_expiry: UtcTimestamp) -> Self {
        Self {
            success: true,
            code: ResultCode::Token,
            token,
            token_expiry,
        }
    }
}

/// The body of every failure: `{success: false, code, msg}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
// The documented shape is closed: a response carries exactly these fields.
#[cfg_attr(feature = "openapi", serde(deny_unknown_fields))]
pub struct ErrorResponse {
    /// Always false.
    pub success: bool,
    /// The failure code (docs/api.md lists each with its status).
    pub code: ResultCode,
    /// Human-readable detail; never a secret, SQL or a stack trace.
    pub msg: String,
    /// `SSO_REQUIRED`: where a browser signs in through the address's
    /// organization.
    #[serde(rename = "ssoUrl", default, skip_serializing_if = "Option::is_none")]
    pub sso_url: Option<String>,
}

impl ErrorResponse {
    /// A failure with the code's default message.
    pub fn new(code: ResultCode) -> Self {
        Self::with_msg(code, code.message())
    }

    /// A failure with a specific message.
    pub fn with_msg(code: ResultCode, msg: impl Into<String>) -> Self {
        Self {
            success: false,
            code,
            msg: msg.into(),
            sso_url: None,
        }
    }
}

/// Answer of device sign-in (`LOGIN_SUCCESS`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
// The documented shape is closed: a response carries exactly these fields.
#[cfg_attr(feature = "openapi", serde(deny_unknown_fields))]
pub struct LoginResponse {
    /// Always true.
    pub success: bool,
    /// `LOGIN_SUCCESS`.
    pub code: ResultCode,
    /// The long-lived account credential for the code, id-token and logout
    /// endpoints (`Authorization: Bearer`). Shown once; stored hashed.
    #[serde(rename = "accountToken")]
    pub account_token: String,
    /// The new session.
    #[serde(rename = "sessionId")]
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub session_id: crate::values::ids::SessionId,
}

/// Answer of the device code endpoint (`AUTH_CODE`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
// The documented shape is closed: a response carries exactly these fields.
#[cfg_attr(feature = "openapi", serde(deny_unknown_fields))]
pub struct AuthCodeResponse {
    /// Always true.
    pub success: bool,
    /// `AUTH_CODE`.
    pub code: ResultCode,
    /// The single-use authorization code.
    #[serde(rename = "authCode")]
    pub auth_code: String,
    /// When the code stops being accepted.
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub expiry: UtcTimestamp,
}

/// Answer of the device id-token endpoint (`ID_TOKEN`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
// The documented shape is closed: a response carries exactly these fields.
#[cfg_attr(feature = "openapi", serde(deny_unknown_fields))]
pub struct IdTokenResponse {
    /// Always true.
    pub success: bool,
    /// `ID_TOKEN`.
    pub code: ResultCode,
    /// The signed id_token.
    pub id_token: String,
}

/// A success that carries nothing but its code (e.g. `LOGGED_OUT`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
// The documented shape is closed: a response carries exactly these fields.
#[cfg_attr(feature = "openapi", serde(deny_unknown_fields))]
pub struct DoneResponse {
    /// Always true.
    pub success: bool,
    /// The success code.
    pub code: ResultCode,
    /// What happened.
    pub msg: String,
}

impl DoneResponse {
    /// The answer for `code` with its default message.
    pub fn new(code: ResultCode) -> Self {
        Self {
            success: true,
            code,
            msg: code.message().to_owned(),
        }
    }
}

/// `userData`: the user's profile as userinfo shows it.
///
/// With the `email` scope only `userId` and `email` are present; with
/// `profile` or `authorization` every field is, `""` when unknown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
// The documented shape is closed: a response carries exactly these fields.
#[cfg_attr(feature = "openapi", serde(deny_unknown_fields))]
#[serde(rename_all = "camelCase")]
pub struct UserData {
    /// Email address; `""` while it is not verified.
    pub email: String,
    /// Mobile number with country prefix.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mobile: Option<String>,
    /// The user's id.
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub user_id: UserId,
    /// URL of the profile picture.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub profile_picture: Option<String>,
    /// Full name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Country code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub country_code: Option<String>,
    /// Country.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub country: Option<String>,
    /// Region (state) code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub country_region_code: Option<String>,
    /// Region (state).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub country_region: Option<String>,
    /// City.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub city: Option<String>,
    /// Postal code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub postal_code: Option<String>,
}

#[cfg(feature = "server")]
impl UserData {
    /// What userinfo shows of `user` under `view`. The shape has no
    /// verification flag, so an address not verified yet is shown as
    /// `""` (docs/decisions.md, "Account lifecycle").
    pub fn of(user: &UserRecord, view: UserInfoView) -> Self {
        let full = view == UserInfoView::Full;
        let field = |value: &String| full.then(|| value.clone());
        let p = &user.profile;
        Self {
            email: if user.email_verified {
                user.email.as_str().to_owned()
            } else {
                String::new()
            },
            user_id: user.id,
            mobile: field(&p.mobile),
            profile_picture: field(&p.picture),
            name: field(&p.name),
            country_code: field(&p.country_code),
            country: field(&p.country),
            country_region_code: field(&p.country_region_code),
            country_region: field(&p.country_region),
            city: field(&p.city),
            postal_code: field(&p.postal_code),
        }
    }
}

/// The OpenID Connect userinfo answer (Core 5.3.2): standard claim names,
/// a claim present only when its scope was granted and its value is known.
///
/// `sub` always; `email` and `email_verified` with `email`; with `profile`
/// or `authorization` (which show the whole profile on the seed's face too)
/// also `name`, `picture`, `phone_number` (the seed's `mobile`) and
/// `locale` (the user's language: stored, else the sign-in's). `zoneinfo` is never sent: no time zone
/// is known.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct StandardUserInfo {
    /// The user's id (the id_token's `sub`).
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub sub: UserId,
    /// Email address.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub email: Option<String>,
    /// Whether the user showed they receive mail at `email`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub email_verified: Option<bool>,
    /// Full name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// URL of the profile picture.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub picture: Option<String>,
    /// Mobile number with country prefix.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phone_number: Option<String>,
    /// The user's language (a supported BCP 47 tag: `de`, `pt-BR`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub locale: Option<String>,
    /// Every organization of the user: with `organizations`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<Vec<Object>>))]
    pub organizations: Option<Vec<OrganizationClaim>>,
    /// The organization the token is for (`organization:<slug>`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>))]
    pub org_id: Option<OrganizationId>,
    /// Its slug.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub org_slug: Option<String>,
    /// The user's roles in it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub org_roles: Option<Vec<String>>,
}

#[cfg(feature = "server")]
impl StandardUserInfo {
    /// What the OIDC userinfo shows of `user` under `view` (`None`: `sub`
    /// only), with `locale` the user's language.
    pub fn of(user: &UserRecord, view: Option<UserInfoView>, locale: Option<&str>) -> Self {
        let full = view == Some(UserInfoView::Full);
        let known = |value: &str| (full && !value.is_empty()).then(|| value.to_owned());
        let p = &user.profile;
        Self {
            sub: user.id,
            email: view.map(|_| user.email.as_str().to_owned()),
            email_verified: view.map(|_| user.email_verified),
            name: known(&p.name),
            picture: known(&p.picture),
            phone_number: known(&p.mobile),
            locale: locale.and_then(known),
            organizations: None,
            org_id: None,
            org_slug: None,
            org_roles: None,
        }
    }
}

/// `sessionData`: the login session behind a bearer token.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
// The documented shape is closed: a response carries exactly these fields.
#[cfg_attr(feature = "openapi", serde(deny_unknown_fields))]
#[serde(rename_all = "camelCase")]
pub struct SessionData {
    /// User-Agent of the login request.
    pub user_agent: String,
    /// Client IP of the login request.
    pub ip: String,
    /// Locale of the login request.
    pub locale: String,
    /// Parsed User-Agent.
    pub device_data: DeviceData,
    /// Location of the login.
    pub geo_data: GeoData,
    /// Last activity in the session (login, refresh, userinfo).
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub last_session_timestamp: UtcTimestamp,
    /// The client app's package name, or `""`.
    pub package_name: String,
}

#[cfg(feature = "server")]
impl SessionData {
    /// What sessioninfo shows of `session`.
    pub fn of(session: &SessionRecord) -> Self {
        let d = &session.details;
        Self {
            user_agent: d.user_agent.clone(),
            ip: d.ip.clone(),
            locale: d.locale.clone(),
            device_data: d.device.clone(),
            geo_data: d.geo.clone(),
            last_session_timestamp: UtcTimestamp::new(session.last_seen_at),
            package_name: d
                .package_name
                .as_ref()
                .map(|p| p.as_str().to_owned())
                .unwrap_or_default(),
        }
    }
}

/// One of the user's own sessions: `sessionData`'s fields with the
/// session's id, whether it is the asking one, and when it began.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
// The documented shape is closed: a response carries exactly these fields.
#[cfg_attr(feature = "openapi", serde(deny_unknown_fields))]
#[serde(rename_all = "camelCase")]
pub struct OwnSessionData {
    /// The session's id (for `DELETE /accounts/users/v1/sessions/{id}`).
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub session_id: SessionId,
    /// Whether this is the session of the account token that asked.
    pub current: bool,
    /// When the session began (its sign-in).
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub created_at: UtcTimestamp,
    /// User-Agent of the sign-in request.
    pub user_agent: String,
    /// Client IP of the sign-in request.
    pub ip: String,
    /// Locale of the sign-in request.
    pub locale: String,
    /// Parsed User-Agent.
    pub device_data: DeviceData,
    /// Location of the sign-in.
    pub geo_data: GeoData,
    /// Last activity in the session.
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub last_session_timestamp: UtcTimestamp,
    /// The app's package name, or `""`.
    pub package_name: String,
}

#[cfg(feature = "server")]
impl OwnSessionData {
    /// What the list shows of `own`: sessioninfo's fields and more.
    pub fn of(own: &OwnSession) -> Self {
        let SessionData {
            user_agent,
            ip,
            locale,
            device_data,
            geo_data,
            last_session_timestamp,
            package_name,
        } = SessionData::of(&own.session);
        Self {
            session_id: own.session.id,
            current: own.current,
            created_at: UtcTimestamp::new(own.session.id.created_at()),
            user_agent,
            ip,
            locale,
            device_data,
            geo_data,
            last_session_timestamp,
            package_name,
        }
    }
}

/// Answer of the own-sessions list (code `SESSIONS`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
// The documented shape is closed: a response carries exactly these fields.
#[cfg_attr(feature = "openapi", serde(deny_unknown_fields))]
pub struct OwnSessionsResponse {
    /// Always true.
    pub success: bool,
    /// `SESSIONS`.
    pub code: ResultCode,
    /// The user's live sessions, most recently active first.
    pub sessions: Vec<OwnSessionData>,
}

#[cfg(feature = "server")]
impl OwnSessionsResponse {
    /// The `SESSIONS` answer for `sessions`.
    pub fn new(sessions: &[OwnSession]) -> Self {
        Self {
            success: true,
            code: ResultCode::Sessions,
            sessions: sessions.iter().map(OwnSessionData::of).collect(),
        }
    }
}

/// Answer of userinfo (code `USERDATA`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
// The documented shape is closed: a response carries exactly these fields.
#[cfg_attr(feature = "openapi", serde(deny_unknown_fields))]
pub struct UserInfoResponse {
    /// Always true.
    pub success: bool,
    /// `USERDATA`.
    pub code: ResultCode,
    /// The profile.
    #[serde(rename = "userData")]
    pub user_data: UserData,
}

impl UserInfoResponse {
    /// The `USERDATA` answer.
    pub fn new(user_data: UserData) -> Self {
        Self {
            success: true,
            code: ResultCode::UserData,
            user_data,
        }
    }
}

/// Answer of sessioninfo (code `USERDATA`, as the interface names it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
// The documented shape is closed: a response carries exactly these fields.
#[cfg_attr(feature = "openapi", serde(deny_unknown_fields))]
pub struct SessionInfoResponse {
    /// Always true.
    pub success: bool,
    /// `USERDATA`.
    pub code: ResultCode,
    /// The session.
    #[serde(rename = "sessionData")]
    pub session_data: SessionData,
}

impl SessionInfoResponse {
    /// The `USERDATA` answer.
    pub fn new(session_data: SessionData) -> Self {
        Self {
            success: true,
            code: ResultCode::UserData,
            session_data,
        }
    }
}

#[cfg(test)]
#[path = "api_tests.rs"]
mod tests;
