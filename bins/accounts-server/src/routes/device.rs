//! The device account API (DESIGN 5): a native app signs the user in with
//! email and password and receives an account token; with it, the app asks
//! for authorization codes and id_tokens for client apps, and signs out.

use std::net::IpAddr;

use accounts_domain::api::{AuthCodeResponse, DoneResponse, IdTokenResponse, LoginResponse};
use accounts_domain::claims::IdTokenClaims;
use accounts_domain::codes::ResultCode;
use accounts_domain::ids::{ClientId, GrantId, SessionId};
use accounts_domain::pkce::CodeChallenge;
use accounts_domain::records::{
    AuditAction, AuditEvent, AuthorizationCodeRecord, ClientRecord, SessionDetails, SessionRecord,
    UserRecord,
};
use accounts_domain::repository::{
    AuditRepository, AuthorizationCodeRepository, SessionRepository, UserRepository,
};
use accounts_domain::scope::Scopes;
use accounts_domain::secrets::{Password, PasswordHash, PlainSecret, SecretDigest};
use accounts_domain::timestamp::UtcTimestamp;
use accounts_domain::values::{Email, PackageName, RedirectUri};
use actix_web::http::StatusCode;
use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use time::OffsetDateTime;

use super::{no_store, required};
use crate::error::ApiError;
use crate::state::AppState;

/// The client's IP: the socket peer, or, when the peer is a trusted proxy,
/// the nearest `X-Forwarded-For` hop (from the right) that is not one.
pub(crate) fn client_ip(req: &HttpRequest, trusted: &[IpAddr]) -> String {
    let Some(peer) = req.peer_addr().map(|a| a.ip()) else {
        return String::new();
    };
    if !trusted.contains(&peer) {
        return peer.to_string();
    }
    let hops: Vec<IpAddr> = req
        .headers()
        .get_all("x-forwarded-for")
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .filter_map(|hop| hop.trim().parse().ok())
        .collect();
    hops.iter()
        .rev()
        .find(|hop| !trusted.contains(hop))
        .or(hops.first())
        .unwrap_or(&peer)
        .to_string()
}

/// The first language of `ui_locales`, else of `Accept-Language`.
fn locale(ui_locales: Option<&str>, req: &HttpRequest) -> String {
    let accept = req
        .headers()
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok());
    let first = |list: &str, separator: char| {
        list.split(separator)
            .map(|tag| tag.split(';').next().unwrap_or_default().trim())
            .find(|tag| {
                !tag.is_empty()
                    && *tag != "*"
                    && tag.len() <= 35
                    && tag.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
            })
            .map(str::to_owned)
    };
    ui_locales
        .and_then(|l| first(l, ' '))
        .or_else(|| accept.and_then(|a| first(a, ',')))
        .unwrap_or_default()
}

/// A password hash to check against when the email is unknown, so that an
/// unknown address costs the same time as a wrong password.
fn decoy_hash() -> Option<&'static PasswordHash> {
    static DECOY: std::sync::OnceLock<Option<PasswordHash>> = std::sync::OnceLock::new();
    DECOY
        .get_or_init(|| {
            Password::parse(PlainSecret::generate().expose())
                .ok()?
                .hash()
                .ok()
        })
        .as_ref()
}

/// An optional `package_name` field: absent or empty is none; otherwise it
/// must be a valid package name.
pub(crate) fn package_name(field: Option<String>) -> Result<Option<PackageName>, ApiError> {
    field
        .filter(|p| !p.is_empty())
        .map(|p| PackageName::parse(&p))
        .transpose()
        .map_err(|e| ApiError::invalid_request(e.to_string()))
}

/// A nonce is echoed into id_tokens; bound its size.
pub(crate) fn check_nonce(nonce: Option<&str>) -> Result<(), ApiError> {
    match nonce {
        Some(n) if n.len() > 255 => {
            Err(ApiError::invalid_request("nonce is longer than 255 bytes"))
        }
        _ => Ok(()),
    }
}

/// Body of `POST /accounts/users/v1/login`.
#[derive(Debug, Deserialize)]
pub(crate) struct LoginBody {
    email: Option<String>,
    password: Option<String>,
    package_name: Option<String>,
    ui_locales: Option<String>,
}

fn invalid_credentials() -> ApiError {
    ApiError::new(StatusCode::UNAUTHORIZED, ResultCode::InvalidCredentials)
}

fn rate_limited(retry_after: time::Duration) -> ApiError {
    let seconds = retry_after.whole_seconds().max(1);
    ApiError::new(StatusCode::TOO_MANY_REQUESTS, ResultCode::RateLimited)
        .header_value(header::RETRY_AFTER, seconds.to_string())
}

/// A sign-in attempt: the credentials and where they came from.
pub(crate) struct Attempt {
    pub(crate) email: String,
    pub(crate) password: String,
    pub(crate) package_name: Option<PackageName>,
    pub(crate) ip: String,
    pub(crate) user_agent: String,
    pub(crate) locale: String,
}

impl Attempt {
    /// An attempt from `req` (IP, User-Agent, locale) with these credentials.
    pub(crate) fn from_request(
        state: &AppState,
        req: &HttpRequest,
        email: String,
        password: String,
        package_name: Option<PackageName>,
        ui_locales: Option<&str>,
    ) -> Self {
        Self {
            email,
            password,
            package_name,
            ip: client_ip(req, &state.trusted_proxies),
            user_agent: req
                .headers()
                .get(header::USER_AGENT)
                .and_then(|v| v.to_str().ok())
                .unwrap_or_default()
                .chars()
                .take(1024)
                .collect(),
            locale: locale(ui_locales, req),
        }
    }
}

/// Checks the password (throttled and audited) and opens a session bound to
/// a new account token (blocking). Fails with 401 INVALID_CREDENTIALS or
/// 429 RATE_LIMITED, or a storage failure.
pub(crate) fn sign_in(
    state: &AppState,
    attempt: Attempt,
) -> Result<(UserRecord, SessionRecord, PlainSecret), ApiError> {
    let Attempt {
        email,
        password,
        package_name,
        ip,
        user_agent,
        locale,
    } = attempt;
    if password.len() > Password::MAX_LEN {
        return Err(invalid_credentials());
    }
    let now = state.clock.now();
    // An unparseable address cannot be an account: same answer as a wrong password.
    let parsed = Email::parse(&email).ok();
    let key = format!(
        "{}|{ip}",
        parsed
            .as_ref()
            .map_or_else(|| email.to_lowercase(), Email::normalized)
    );
    state.throttle.check(&key, now).map_err(rate_limited)?;
    let user = match &parsed {
        Some(email) => {
            UserRepository::find_by_email(&state.db, email).map_err(ApiError::from_repo)?
        }
        None => None,
    };
    let accepted = match &user {
        Some(user) => user.password.verify(&password) && user.enabled,
        None => {
            let _ = decoy_hash().map(|h| h.verify(&password));
            false
        }
    };
    let audit = |action, actor: String| AuditEvent {
        at: now,
        action,
        actor,
        subject: parsed.as_ref().map_or_else(String::new, Email::normalized),
        ip: ip.clone(),
        detail: String::new(),
    };
    let user = match (accepted, user) {
        (true, Some(user)) => user,
        _ => {
            AuditRepository::append(&state.db, &audit(AuditAction::LoginFailed, String::new()))
                .map_err(ApiError::from_repo)?;
            if let Some(retry_after) = state.throttle.failure(&key, now) {
                return Err(rate_limited(retry_after));
            }
            return Err(invalid_credentials());
        }
    };
    state.throttle.success(&key);
    let account_token = PlainSecret::generate();
    let session = SessionRecord {
        id: SessionId::generate(now),
        user_id: user.id,
        authenticated_at: now,
        last_seen_at: now,
        revoked_at: None,
        account_token: Some(account_token.digest()),
        details: SessionDetails {
            device: state.devices.parse(&user_agent),
            user_agent,
            ip: ip.clone(),
            locale,
            package_name,
            geo: state
                .geo
                .as_ref()
                .map(|g| g.lookup(&ip))
                .unwrap_or_default(),
        },
    };
    SessionRepository::insert(&state.db, &session).map_err(ApiError::from_repo)?;
    AuditRepository::append(
        &state.db,
        &audit(AuditAction::LoginSucceeded, user.id.to_string()),
    )
    .map_err(ApiError::from_repo)?;
    Ok((user, session, account_token))
}

pub(crate) async fn login(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<LoginBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let email = required("email", body.email)?;
    let password = required("password", body.password)?;
    if password.len() > Password::MAX_LEN {
        return Err(ApiError::invalid_request("password is too long"));
    }
    let package_name = package_name(body.package_name)?;
    let attempt = Attempt::from_request(
        &state,
        &req,
        email,
        password,
        package_name,
        body.ui_locales.as_deref(),
    );
    let state = state.into_inner();
    let (_, session, account_token) = web::block(move || sign_in(&state, attempt)).await??;
    Ok(no_store(HttpResponse::Ok().json(LoginResponse {
        success: true,
        code: ResultCode::LoginSuccess,
        account_token: account_token.expose().to_owned(),
        session_id: session.id,
    })))
}

/// The live session and enabled user behind an account token (the device
/// API's bearer, the browser's session cookie), if any (blocking).
pub(crate) fn session_of(
    state: &AppState,
    account_token: &str,
) -> Result<Option<(SessionRecord, UserRecord)>, ApiError> {
    let Some(session) =
        SessionRepository::find_by_account_token(&state.db, &SecretDigest::of(account_token))
            .map_err(ApiError::from_repo)?
            .filter(|s| s.revoked_at.is_none())
    else {
        return Ok(None);
    };
    let user = UserRepository::find(&state.db, session.user_id)
        .map_err(ApiError::from_repo)?
        .filter(|u| u.enabled);
    Ok(user.map(|user| (session, user)))
}

/// The session and user behind `Authorization: Bearer <account token>`
/// (blocking). Revoked sessions and disabled users are refused.
fn account(state: &AppState, req_token: &str) -> Result<(SessionRecord, UserRecord), ApiError> {
    session_of(state, req_token)?.ok_or_else(|| ApiError::bearer(ResultCode::InvalidToken))
}

/// The enabled client named by `client_id`, else INVALID_CLIENT (blocking).
fn client(state: &AppState, client_id: &str) -> Result<ClientRecord, ApiError> {
    let unknown = || {
        ApiError::with_msg(
            StatusCode::UNAUTHORIZED,
            ResultCode::InvalidClient,
            "client_id is unknown or disabled",
        )
    };
    state
        .client_named(client_id)
        .map_err(ApiError::from_repo)?
        .filter(|c| c.enabled)
        .ok_or_else(unknown)
}

/// Body of `POST /accounts/oauth2/v1/code`.
#[derive(Debug, Deserialize)]
pub(crate) struct CodeBody {
    client_id: Option<String>,
    scope: Option<String>,
    package_name: Option<String>,
    redirect_uri: Option<String>,
    code_challenge: Option<String>,
    code_challenge_method: Option<String>,
    nonce: Option<String>,
}

pub(crate) async fn code(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<CodeBody>,
) -> Result<HttpResponse, ApiError> {
    let token = super::users::bearer(&req)?;
    let body = body.into_inner();
    let client_id = required("client_id", body.client_id)?;
    let scope = Scopes::parse(&required("scope", body.scope)?)
        .map_err(|e| ApiError::invalid_request(e.to_string()))?;
    let challenge = body
        .code_challenge
        .map(|c| CodeChallenge::parse(&c, body.code_challenge_method.as_deref()))
        .transpose()
        .map_err(|e| ApiError::invalid_request(e.to_string()))?;
    let redirect_uri = body
        .redirect_uri
        .map(|u| RedirectUri::parse(&u))
        .transpose()
        .map_err(|e| ApiError::invalid_request(e.to_string()))?;
    let package_name = package_name(body.package_name)?;
    check_nonce(body.nonce.as_deref())?;
    let state = state.into_inner();
    let response = web::block(move || -> Result<AuthCodeResponse, ApiError> {
        // `account` also refuses a disabled user.
        let (session, _) = account(&state, &token)?;
        let client = client(&state, &client_id)?;
        if client.public && challenge.is_none() {
            return Err(ApiError::invalid_request(
                "code_challenge is required for public clients",
            ));
        }
        if !scope.is_subset_of(client.allowed_scopes) {
            return Err(ApiError::invalid_request(format!(
                "scope must be within the client's scopes ({})",
                client.allowed_scopes
            )));
        }
        // The package the request names, else the one the session signed in with.
        if let Some(package) = package_name
            .as_ref()
            .or(session.details.package_name.as_ref())
            && !client.package_names.contains(package)
        {
            return Err(ApiError::invalid_request(
                "package_name is not registered for this client",
            ));
        }
        if let Some(uri) = &redirect_uri
            && !client.redirect_uris.contains(uri)
        {
            return Err(ApiError::invalid_request(
                "redirect_uri is not registered for this client",
            ));
        }
        let (code, expires_at) = store_code(
            &state,
            NewCode {
                client_id: client.id,
                session: &session,
                scope,
                redirect_uri,
                challenge,
                nonce: body.nonce,
            },
        )?;
        Ok(AuthCodeResponse {
            success: true,
            code: ResultCode::AuthCode,
            auth_code: code.expose().to_owned(),
            expiry: UtcTimestamp::new(expires_at),
        })
    })
    .await??;
    Ok(no_store(HttpResponse::Ok().json(response)))
}

/// What an authorization code is bound to.
pub(crate) struct NewCode<'a> {
    pub(crate) client_id: ClientId,
    pub(crate) session: &'a SessionRecord,
    pub(crate) scope: Scopes,
    pub(crate) redirect_uri: Option<RedirectUri>,
    pub(crate) challenge: Option<CodeChallenge>,
    pub(crate) nonce: Option<String>,
}

/// Stores a new single-use authorization code for a session's user and
/// returns it with its expiry (blocking). The device API and browser
/// sign-in both issue codes through here.
pub(crate) fn store_code(
    state: &AppState,
    new: NewCode<'_>,
) -> Result<(PlainSecret, OffsetDateTime), ApiError> {
    let now = state.clock.now();
    let code = PlainSecret::generate();
    let record = AuthorizationCodeRecord {
        digest: code.digest(),
        grant_id: GrantId::generate(now),
        client_id: new.client_id,
        user_id: new.session.user_id,
        session_id: new.session.id,
        scope: new.scope,
        redirect_uri: new.redirect_uri,
        code_challenge: new.challenge,
        nonce: new.nonce,
        created_at: now,
        expires_at: now + state.lifetimes.code,
        consumed_at: None,
    };
    AuthorizationCodeRepository::insert(&state.db, &record).map_err(ApiError::from_repo)?;
    Ok((code, record.expires_at))
}

/// An id_token for `user` signed in to `client_id` in `session`, now (the
/// device API's and browser sign-in's; the token endpoint's comes from
/// the grant use case).
pub(crate) fn sign_id_token(
    state: &AppState,
    user: &UserRecord,
    client_id: ClientId,
    session: &SessionRecord,
    nonce: Option<String>,
) -> Result<String, ApiError> {
    let claims = IdTokenClaims::for_user(
        &state.issuer,
        user,
        client_id,
        session.authenticated_at,
        state.clock.now(),
        state.lifetimes.id_token,
        nonce,
    );
    state
        .key_ring()
        .sign_id_token(&claims)
        .map_err(ApiError::internal)
}

/// Body of `POST /accounts/oauth2/v1/id-token`.
#[derive(Debug, Deserialize)]
pub(crate) struct IdTokenBody {
    client_id: Option<String>,
    nonce: Option<String>,
}

pub(crate) async fn id_token(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<IdTokenBody>,
) -> Result<HttpResponse, ApiError> {
    let token = super::users::bearer(&req)?;
    let body = body.into_inner();
    let client_id = required("client_id", body.client_id)?;
    check_nonce(body.nonce.as_deref())?;
    let state = state.into_inner();
    let response = web::block(move || -> Result<IdTokenResponse, ApiError> {
        let (session, user) = account(&state, &token)?;
        let client = client(&state, &client_id)?;
        let id_token = sign_id_token(&state, &user, client.id, &session, body.nonce)?;
        Ok(IdTokenResponse {
            success: true,
            code: ResultCode::IdToken,
            id_token,
        })
    })
    .await??;
    Ok(no_store(HttpResponse::Ok().json(response)))
}

pub(crate) async fn logout(
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let token = super::users::bearer(&req)?;
    let ip = client_ip(&req, &state.trusted_proxies);
    let state = state.into_inner();
    web::block(move || -> Result<(), ApiError> {
        let (session, user) = account(&state, &token)?;
        end_session(&state, &session, &user, ip, "logout")
    })
    .await??;
    Ok(HttpResponse::Ok().json(DoneResponse::new(ResultCode::LoggedOut)))
}

/// Revokes a session with every token issued in it, makes that visible on
/// this instance at once, and audits it (blocking).
pub(crate) fn end_session(
    state: &AppState,
    session: &SessionRecord,
    user: &UserRecord,
    ip: String,
    detail: &str,
) -> Result<(), ApiError> {
    let now = state.clock.now();
    SessionRepository::revoke(&state.db, session.id, now).map_err(ApiError::from_repo)?;
    // Every token of the session must stop verifying on this instance now.
    state.refresh().map_err(ApiError::from_repo)?;
    let event = AuditEvent {
        at: now,
        action: AuditAction::SessionRevoked,
        actor: user.id.to_string(),
        subject: session.id.to_string(),
        ip,
        detail: detail.into(),
    };
    AuditRepository::append(&state.db, &event).map_err(ApiError::from_repo)
}
