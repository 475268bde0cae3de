//! Row structs (private to storage) and their conversions to and from the
//! domain's records. A row that does not convert is corrupt data and is
//! reported as `RepoError::Other`, never skipped.
//!
//! Every insertable row binds `None` as NULL instead of writing `DEFAULT`
//! (`treat_none_as_default_value = false`): each insert then has one
//! statement shape, so Diesel keeps it prepared and PostgreSQL does not
//! parse and plan it again on every call.

use std::str::FromStr;

use accounts_domain::addresses::{Email, PackageName, RedirectUri};
use accounts_domain::ids::{ClientId, GrantId, KeyId, SessionId, TokenId, UserId};
use accounts_domain::keys::{KeyAlgorithm, SealedKey};
use accounts_domain::keys::{KeyState, SigningKeyRecord};
use accounts_domain::origin::{DeviceData, GeoData};
use accounts_domain::pkce::CodeChallenge;
use accounts_domain::records::{
    AccessTokenRecord, AuditAction, AuditEvent, AuthorizationCodeRecord, ClientRecord,
    DeviceAuthorizationRecord, DeviceDecision, DeviceRequester, EmailTokenPurpose,
    EmailTokenRecord, RefreshTokenRecord, SessionDetails, SessionRecord, UserProfile, UserRecord,
};
use accounts_domain::repository::RepoError;
use accounts_domain::scope::Scopes;
use accounts_domain::secrets::{PasswordHash, SecretDigest};
use diesel::prelude::*;

use crate::errors::corrupt;
use crate::schema::{
    access_tokens, audit_events, authorization_codes, clients, device_authorizations, email_tokens,
    refresh_tokens, sessions, signing_keys, users,
};
use crate::time_codec::{from_micros, from_micros_opt, to_micros};

fn id<T: FromStr>(what: &str, text: &str) -> Result<T, RepoError>
where
    T::Err: std::fmt::Display,
{
    text.parse().map_err(|e| corrupt(what, e))
}

fn digest(bytes: &[u8]) -> Result<SecretDigest, RepoError> {
    SecretDigest::from_slice(bytes).map_err(|e| corrupt("digest", e))
}

fn scopes(text: &str) -> Result<Scopes, RepoError> {
    Scopes::parse(text).map_err(|e| corrupt("scope", e))
}

fn json_list(values: impl IntoIterator<Item = String>) -> String {
    serde_json::Value::from(values.into_iter().collect::<Vec<_>>()).to_string()
}

fn parse_list<T>(
    what: &str,
    text: &str,
    parse: impl Fn(&str) -> Result<T, accounts_domain::addresses::ValueError>,
) -> Result<Vec<T>, RepoError> {
    let raw: Vec<String> = serde_json::from_str(text).map_err(|e| corrupt(what, e))?;
    raw.iter()
        .map(|v| parse(v).map_err(|e| corrupt(what, e)))
        .collect()
}

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = clients)]
#[diesel(treat_none_as_default_value = false)]
pub(crate) struct ClientRow {
    pub id: String,
    pub name: String,
    pub secret_digest: Vec<u8>,
    pub redirect_uris: String,
    pub package_names: String,
    pub allowed_scopes: String,
    pub enabled: bool,
    pub created_at: i64,
    pub updated_at: i64,
    pub public: bool,
    pub resource_server: bool,
    pub rotate_refresh_tokens: bool,
}

impl From<&ClientRecord> for ClientRow {
    fn from(c: &ClientRecord) -> Self {
        Self {
            id: c.id.to_string(),
            name: c.name.clone(),
            secret_digest: c.secret_digest.as_bytes().to_vec(),
            redirect_uris: json_list(c.redirect_uris.iter().map(|u| u.as_str().to_owned())),
            package_names: json_list(c.package_names.iter().map(|p| p.as_str().to_owned())),
            allowed_scopes: c.allowed_scopes.to_string(),
            enabled: c.enabled,
            created_at: to_micros(c.created_at),
            updated_at: to_micros(c.updated_at),
            public: c.public,
            resource_server: c.resource_server,
            rotate_refresh_tokens: c.rotate_refresh_tokens,
        }
    }
}

impl TryFrom<ClientRow> for ClientRecord {
    type Error = RepoError;

    fn try_from(r: ClientRow) -> Result<Self, RepoError> {
        Ok(Self {
            id: id("client id", &r.id)?,
            name: r.name,
            secret_digest: digest(&r.secret_digest)?,
            redirect_uris: parse_list("redirect_uris", &r.redirect_uris, RedirectUri::parse)?,
            package_names: parse_list("package_names", &r.package_names, PackageName::parse)?,
            allowed_scopes: scopes(&r.allowed_scopes)?,
            enabled: r.enabled,
            public: r.public,
            resource_server: r.resource_server,
            rotate_refresh_tokens: r.rotate_refresh_tokens,
            created_at: from_micros(r.created_at)?,
            updated_at: from_micros(r.updated_at)?,
        })
    }
}

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = users)]
#[diesel(treat_none_as_default_value = false)]
pub(crate) struct UserRow {
    pub id: String,
    pub email: String,
    pub email_normalized: String,
    pub password_hash: String,
    pub name: String,
    pub mobile: String,
    pub picture: String,
    pub country_code: String,
    pub country: String,
    pub country_region_code: String,
    pub country_region: String,
    pub city: String,
    pub postal_code: String,
    pub enabled: bool,
    pub created_at: i64,
    pub updated_at: i64,
    pub email_verified: bool,
}

impl From<&UserRecord> for UserRow {
    fn from(u: &UserRecord) -> Self {
        let p = &u.profile;
        Self {
            id: u.id.to_string(),
            email: u.email.as_str().to_owned(),
            email_normalized: u.email.normalized(),
            password_hash: u.password.as_phc().to_owned(),
            name: p.name.clone(),
            mobile: p.mobile.clone(),
            picture: p.picture.clone(),
            country_code: p.country_code.clone(),
            country: p.country.clone(),
            country_region_code: p.country_region_code.clone(),
            country_region: p.country_region.clone(),
            city: p.city.clone(),
            postal_code: p.postal_code.clone(),
            enabled: u.enabled,
            email_verified: u.email_verified,
            created_at: to_micros(u.created_at),
            updated_at: to_micros(u.updated_at),
        }
    }
}

impl TryFrom<UserRow> for UserRecord {
    type Error = RepoError;

    fn try_from(r: UserRow) -> Result<Self, RepoError> {
        Ok(Self {
            id: id("user id", &r.id)?,
            email: Email::from_stored(r.email),
            password: PasswordHash::from_phc(r.password_hash)
                .map_err(|e| corrupt("password hash", e))?,
            profile: UserProfile {
                name: r.name,
                mobile: r.mobile,
                picture: r.picture,
                country_code: r.country_code,
                country: r.country,
                country_region_code: r.country_region_code,
                country_region: r.country_region,
                city: r.city,
                postal_code: r.postal_code,
            },
            email_verified: r.email_verified,
            enabled: r.enabled,
            created_at: from_micros(r.created_at)?,
            updated_at: from_micros(r.updated_at)?,
        })
    }
}

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = sessions)]
#[diesel(treat_none_as_default_value = false)]
pub(crate) struct SessionRow {
    pub id: String,
    pub user_id: String,
    pub authenticated_at: i64,
    pub last_seen_at: i64,
    pub revoked_at: Option<i64>,
    pub user_agent: String,
    pub ip: String,
    pub locale: String,
    pub package_name: Option<String>,
    pub device: String,
    pub geo: String,
    pub account_token_digest: Option<Vec<u8>>,
}

impl TryFrom<&SessionRecord> for SessionRow {
    type Error = RepoError;

    fn try_from(s: &SessionRecord) -> Result<Self, RepoError> {
        let d = &s.details;
        let json = |v: serde_json::Result<String>| v.map_err(|e| RepoError::Other(e.to_string()));
        Ok(Self {
            id: s.id.to_string(),
            user_id: s.user_id.to_string(),
            authenticated_at: to_micros(s.authenticated_at),
            last_seen_at: to_micros(s.last_seen_at),
            revoked_at: s.revoked_at.map(to_micros),
            user_agent: d.user_agent.clone(),
            ip: d.ip.clone(),
            locale: d.locale.clone(),
            package_name: d.package_name.as_ref().map(|p| p.as_str().to_owned()),
            device: json(serde_json::to_string(&d.device))?,
            geo: json(serde_json::to_string(&d.geo))?,
            account_token_digest: s.account_token.map(|t| t.as_bytes().to_vec()),
        })
    }
}

impl TryFrom<SessionRow> for SessionRecord {
    type Error = RepoError;

    fn try_from(r: SessionRow) -> Result<Self, RepoError> {
        let device: DeviceData =
            serde_json::from_str(&r.device).map_err(|e| corrupt("device data", e))?;
        let geo: GeoData = serde_json::from_str(&r.geo).map_err(|e| corrupt("geo data", e))?;
        let package_name = r
            .package_name
            .map(|p| PackageName::parse(&p).map_err(|e| corrupt("package name", e)))
            .transpose()?;
        Ok(Self {
            id: id("session id", &r.id)?,
            user_id: id("user id", &r.user_id)?,
            authenticated_at: from_micros(r.authenticated_at)?,
            last_seen_at: from_micros(r.last_seen_at)?,
            revoked_at: from_micros_opt(r.revoked_at)?,
            account_token: r.account_token_digest.as_deref().map(digest).transpose()?,
            details: SessionDetails {
                user_agent: r.user_agent,
                ip: r.ip,
                locale: r.locale,
                package_name,
                device,
                geo,
            },
        })
    }
}

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = authorization_codes)]
#[diesel(treat_none_as_default_value = false)]
pub(crate) struct CodeRow {
    pub digest: Vec<u8>,
    pub grant_id: String,
    pub client_id: String,
    pub user_id: String,
    pub session_id: String,
    pub scope: String,
    pub redirect_uri: Option<String>,
    pub code_challenge: Option<String>,
    pub nonce: Option<String>,
    pub created_at: i64,
    pub expires_at: i64,
    pub consumed_at: Option<i64>,
}

impl From<&AuthorizationCodeRecord> for CodeRow {
    fn from(c: &AuthorizationCodeRecord) -> Self {
        Self {
            digest: c.digest.as_bytes().to_vec(),
            grant_id: c.grant_id.to_string(),
            client_id: c.client_id.to_string(),
            user_id: c.user_id.to_string(),
            session_id: c.session_id.to_string(),
            scope: c.scope.to_string(),
            redirect_uri: c.redirect_uri.as_ref().map(|u| u.as_str().to_owned()),
            code_challenge: c.code_challenge.as_ref().map(|c| c.as_str().to_owned()),
            nonce: c.nonce.clone(),
            created_at: to_micros(c.created_at),
            expires_at: to_micros(c.expires_at),
            consumed_at: c.consumed_at.map(to_micros),
        }
    }
}

impl TryFrom<CodeRow> for AuthorizationCodeRecord {
    type Error = RepoError;

    fn try_from(r: CodeRow) -> Result<Self, RepoError> {
        Ok(Self {
            digest: digest(&r.digest)?,
            grant_id: id::<GrantId>("grant id", &r.grant_id)?,
            client_id: id::<ClientId>("client id", &r.client_id)?,
            user_id: id::<UserId>("user id", &r.user_id)?,
            session_id: id::<SessionId>("session id", &r.session_id)?,
            scope: scopes(&r.scope)?,
            redirect_uri: r
                .redirect_uri
                .map(|u| RedirectUri::parse(&u).map_err(|e| corrupt("redirect_uri", e)))
                .transpose()?,
            code_challenge: r
                .code_challenge
                .map(|c| {
                    CodeChallenge::parse(&c, Some("S256")).map_err(|e| corrupt("code_challenge", e))
                })
                .transpose()?,
            nonce: r.nonce,
            created_at: from_micros(r.created_at)?,
            expires_at: from_micros(r.expires_at)?,
            consumed_at: from_micros_opt(r.consumed_at)?,
        })
    }
}

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = email_tokens)]
#[diesel(treat_none_as_default_value = false)]
pub(crate) struct EmailTokenRow {
    pub digest: Vec<u8>,
    pub purpose: String,
    pub user_id: String,
    pub email: String,
    pub created_at: i64,
    pub expires_at: i64,
    pub used_at: Option<i64>,
}

impl From<&EmailTokenRecord> for EmailTokenRow {
    fn from(t: &EmailTokenRecord) -> Self {
        Self {
            digest: t.digest.as_bytes().to_vec(),
            purpose: t.purpose.as_str().to_owned(),
            user_id: t.user_id.to_string(),
            email: t.email.as_str().to_owned(),
            created_at: to_micros(t.created_at),
            expires_at: to_micros(t.expires_at),
            used_at: t.used_at.map(to_micros),
        }
    }
}

impl TryFrom<EmailTokenRow> for EmailTokenRecord {
    type Error = RepoError;

    fn try_from(r: EmailTokenRow) -> Result<Self, RepoError> {
        Ok(Self {
            digest: digest(&r.digest)?,
            purpose: EmailTokenPurpose::parse(&r.purpose)
                .ok_or_else(|| corrupt("email token purpose", &r.purpose))?,
            user_id: id::<UserId>("user id", &r.user_id)?,
            email: Email::from_stored(r.email),
            created_at: from_micros(r.created_at)?,
            expires_at: from_micros(r.expires_at)?,
            used_at: from_micros_opt(r.used_at)?,
        })
    }
}

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = device_authorizations)]
#[diesel(treat_none_as_default_value = false)]
pub(crate) struct DeviceRow {
    pub device_code_digest: Vec<u8>,
    pub user_code_digest: Vec<u8>,
    pub client_id: String,
    pub scope: String,
    pub user_agent: String,
    pub ip: String,
    pub locale: String,
    pub created_at: i64,
    pub expires_at: i64,
    pub interval_secs: i64,
    pub next_poll_at: i64,
    pub decided_at: Option<i64>,
    pub approved: Option<bool>,
    pub user_id: Option<String>,
    pub approving_session_id: Option<String>,
    pub consumed_at: Option<i64>,
}

/// The columns a decision sets: when, approved or not, and by whom.
pub(crate) type DecisionColumns = (i64, bool, Option<String>, Option<String>);

/// A decision as columns.
pub(crate) fn decision_columns(decision: &DeviceDecision) -> DecisionColumns {
    match decision {
        DeviceDecision::Approved {
            user_id,
            session_id,
            at,
        } => (
            to_micros(*at),
            true,
            Some(user_id.to_string()),
            Some(session_id.to_string()),
        ),
        DeviceDecision::Denied { at } => (to_micros(*at), false, None, None),
    }
}

impl From<&DeviceAuthorizationRecord> for DeviceRow {
    fn from(d: &DeviceAuthorizationRecord) -> Self {
        let (decided_at, approved, user_id, approving_session_id) = match &d.decision {
            Some(decision) => {
                let (at, approved, user, session) = decision_columns(decision);
                (Some(at), Some(approved), user, session)
            }
            None => (None, None, None, None),
        };
        Self {
            device_code_digest: d.device_code.as_bytes().to_vec(),
            user_code_digest: d.user_code.as_bytes().to_vec(),
            client_id: d.client_id.to_string(),
            scope: d.scope.to_string(),
            user_agent: d.requested_by.user_agent.clone(),
            ip: d.requested_by.ip.clone(),
            locale: d.requested_by.locale.clone(),
            created_at: to_micros(d.created_at),
            expires_at: to_micros(d.expires_at),
            interval_secs: d.interval.whole_seconds(),
            next_poll_at: to_micros(d.next_poll_at),
            decided_at,
            approved,
            user_id,
            approving_session_id,
            consumed_at: d.consumed_at.map(to_micros),
        }
    }
}

impl TryFrom<DeviceRow> for DeviceAuthorizationRecord {
    type Error = RepoError;

    fn try_from(r: DeviceRow) -> Result<Self, RepoError> {
        let decision = match (r.decided_at, r.approved, r.user_id, r.approving_session_id) {
            (None, _, _, _) => None,
            (Some(at), Some(false), _, _) => Some(DeviceDecision::Denied {
                at: from_micros(at)?,
            }),
            (Some(at), Some(true), Some(user), Some(session)) => Some(DeviceDecision::Approved {
                user_id: id::<UserId>("user id", &user)?,
                session_id: id::<SessionId>("session id", &session)?,
                at: from_micros(at)?,
            }),
            _ => return Err(corrupt("device decision", "incomplete")),
        };
        Ok(Self {
            device_code: digest(&r.device_code_digest)?,
            user_code: digest(&r.user_code_digest)?,
            client_id: id::<ClientId>("client id", &r.client_id)?,
            scope: scopes(&r.scope)?,
            requested_by: DeviceRequester {
                user_agent: r.user_agent,
                ip: r.ip,
                locale: r.locale,
            },
            created_at: from_micros(r.created_at)?,
            expires_at: from_micros(r.expires_at)?,
            interval: time::Duration::seconds(r.interval_secs),
            next_poll_at: from_micros(r.next_poll_at)?,
            decision,
            consumed_at: from_micros_opt(r.consumed_at)?,
        })
    }
}

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = refresh_tokens)]
#[diesel(treat_none_as_default_value = false)]
pub(crate) struct RefreshRow {
    pub id: String,
    pub digest: Vec<u8>,
    pub grant_id: String,
    pub client_id: String,
    pub user_id: String,
    pub session_id: String,
    pub scope: String,
    pub created_at: i64,
    pub expires_at: i64,
    pub revoked_at: Option<i64>,
    pub rotated_at: Option<i64>,
}

impl From<&RefreshTokenRecord> for RefreshRow {
    fn from(t: &RefreshTokenRecord) -> Self {
        Self {
            id: t.id.to_string(),
            digest: t.digest.as_bytes().to_vec(),
            grant_id: t.grant_id.to_string(),
            client_id: t.client_id.to_string(),
            user_id: t.user_id.to_string(),
            session_id: t.session_id.to_string(),
            scope: t.scope.to_string(),
            created_at: to_micros(t.created_at),
            expires_at: to_micros(t.expires_at),
            revoked_at: t.revoked_at.map(to_micros),
            rotated_at: t.rotated_at.map(to_micros),
        }
    }
}

impl TryFrom<RefreshRow> for RefreshTokenRecord {
    type Error = RepoError;

    fn try_from(r: RefreshRow) -> Result<Self, RepoError> {
        Ok(Self {
            id: id::<TokenId>("token id", &r.id)?,
            digest: digest(&r.digest)?,
            grant_id: id("grant id", &r.grant_id)?,
            client_id: id("client id", &r.client_id)?,
            user_id: id("user id", &r.user_id)?,
            session_id: id("session id", &r.session_id)?,
            scope: scopes(&r.scope)?,
            created_at: from_micros(r.created_at)?,
            expires_at: from_micros(r.expires_at)?,
            revoked_at: from_micros_opt(r.revoked_at)?,
            rotated_at: from_micros_opt(r.rotated_at)?,
        })
    }
}

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = access_tokens)]
#[diesel(treat_none_as_default_value = false)]
pub(crate) struct AccessRow {
    pub id: String,
    pub grant_id: String,
    pub client_id: String,
    pub session_id: String,
    pub issued_at: i64,
    pub expires_at: i64,
    pub revoked_at: Option<i64>,
}

impl From<&AccessTokenRecord> for AccessRow {
    fn from(t: &AccessTokenRecord) -> Self {
        Self {
            id: t.id.to_string(),
            grant_id: t.grant_id.to_string(),
            client_id: t.client_id.to_string(),
            session_id: t.session_id.to_string(),
            issued_at: to_micros(t.issued_at),
            expires_at: to_micros(t.expires_at),
            revoked_at: t.revoked_at.map(to_micros),
        }
    }
}

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = signing_keys)]
#[diesel(treat_none_as_default_value = false)]
pub(crate) struct KeyRow {
    pub kid: String,
    pub algorithm: String,
    pub sealed: Vec<u8>,
    pub state: String,
    pub created_at: i64,
    pub activated_at: Option<i64>,
    pub retired_at: Option<i64>,
    /// Derived from the algorithm; only the unique index reads it.
    pub purpose: String,
}

impl From<&SigningKeyRecord> for KeyRow {
    fn from(k: &SigningKeyRecord) -> Self {
        Self {
            kid: k.kid.to_string(),
            algorithm: k.algorithm.as_str().to_owned(),
            sealed: k.sealed.as_bytes().to_vec(),
            state: k.state.as_str().to_owned(),
            created_at: to_micros(k.created_at),
            activated_at: k.activated_at.map(to_micros),
            retired_at: k.retired_at.map(to_micros),
            purpose: if k.algorithm.is_symmetric() {
                "access_token"
            } else {
                "id_token"
            }
            .to_owned(),
        }
    }
}

impl TryFrom<KeyRow> for SigningKeyRecord {
    type Error = RepoError;

    fn try_from(r: KeyRow) -> Result<Self, RepoError> {
        Ok(Self {
            kid: id::<KeyId>("kid", &r.kid)?,
            algorithm: KeyAlgorithm::parse(&r.algorithm)
                .ok_or_else(|| corrupt("key algorithm", &r.algorithm))?,
            sealed: SealedKey::from_bytes(r.sealed),
            state: KeyState::parse(&r.state).ok_or_else(|| corrupt("key state", &r.state))?,
            created_at: from_micros(r.created_at)?,
            activated_at: from_micros_opt(r.activated_at)?,
            retired_at: from_micros_opt(r.retired_at)?,
        })
    }
}

#[derive(Insertable)]
#[diesel(table_name = audit_events)]
#[diesel(treat_none_as_default_value = false)]
pub(crate) struct NewAuditRow {
    pub at: i64,
    pub action: String,
    pub actor: String,
    pub subject: String,
    pub ip: String,
    pub detail: String,
}

impl From<&AuditEvent> for NewAuditRow {
    fn from(e: &AuditEvent) -> Self {
        Self {
            at: to_micros(e.at),
            action: e.action.as_str().to_owned(),
            actor: e.actor.clone(),
            subject: e.subject.clone(),
            ip: e.ip.clone(),
            detail: e.detail.clone(),
        }
    }
}

#[derive(Queryable, Selectable)]
#[diesel(table_name = audit_events)]
pub(crate) struct AuditRow {
    #[allow(dead_code)]
    pub id: i64,
    pub at: i64,
    pub action: String,
    pub actor: String,
    pub subject: String,
    pub ip: String,
    pub detail: String,
}

impl TryFrom<AuditRow> for AuditEvent {
    type Error = RepoError;

    fn try_from(r: AuditRow) -> Result<Self, RepoError> {
        Ok(Self {
            at: from_micros(r.at)?,
            action: AuditAction::parse(&r.action)
                .ok_or_else(|| corrupt("audit action", &r.action))?,
            actor: r.actor,
            subject: r.subject,
            ip: r.ip,
            detail: r.detail,
        })
    }
}

/// Converts every row, failing on the first corrupt one.
pub(crate) fn convert_all<R, T: TryFrom<R, Error = RepoError>>(
    rows: Vec<R>,
) -> Result<Vec<T>, RepoError> {
    rows.into_iter().map(T::try_from).collect()
}
