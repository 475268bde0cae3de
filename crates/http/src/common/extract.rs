//! Shared request pieces as actix extractors, so every handler that needs
//! one reads it the same way: the bearer token, the client IP (with the
//! trusted-proxy rule), the User-Agent, the preferred locale, and client
//! credentials from HTTP Basic.

use std::future::{Ready, ready};
use std::net::IpAddr;

use accounts_domain::codes::ResultCode;
use actix_web::dev::Payload;
use actix_web::http::header;
use actix_web::{FromRequest, HttpRequest, web};
use base64::Engine as _;

use accounts_service::bearer::Presented;
use accounts_service::dpop::DpopRequest;

use crate::common::error::{ApiError, OAuthError};
use crate::common::state::AppState;

/// Longest User-Agent kept with a session.
const MAX_USER_AGENT_CHARS: usize = 1024;

/// The token of `Authorization: Bearer <token>` (scheme case-insensitive,
/// one or more spaces, RFC 7235). Missing or malformed: 401 INVALID_TOKEN.
#[derive(Debug)]
pub struct Bearer(pub String);

impl Bearer {
    /// The token of the request's Authorization header, if it is a bearer.
    pub fn of(req: &HttpRequest) -> Option<String> {
        authorization(req, "bearer")
    }
}

/// The token of `Authorization: <scheme> <token>` (scheme
/// case-insensitive, one or more spaces, RFC 7235), if the header has that
/// scheme and one token.
fn authorization(req: &HttpRequest, scheme: &str) -> Option<String> {
    let value = req.headers().get(header::AUTHORIZATION)?.to_str().ok()?;
    let (sent, token) = value.split_once(' ')?;
    let token = token.trim_start_matches(' ');
    if !sent.eq_ignore_ascii_case(scheme) || token.is_empty() || token.contains(' ') {
        return None;
    }
    Some(token.to_owned())
}

impl FromRequest for Bearer {
    type Error = ApiError;
    type Future = Ready<Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        ready(
            Self::of(req)
                .map(Self)
                .ok_or_else(|| ApiError::bearer(ResultCode::InvalidToken)),
        )
    }
}

/// An access token at one of this service's resources: `Authorization:
/// Bearer <token>`, or `Authorization: DPoP <token>` with the request's
/// `DPoP` proof header (RFC 9449 7.1). `None` when there is neither.
pub fn presented_token(req: &HttpRequest) -> Option<Presented> {
    if let Some(token) = Bearer::of(req) {
        return Some(Presented::bearer(token));
    }
    let token = authorization(req, "dpop")?;
    Some(Presented {
        token,
        dpop: Some(dpop_request(req).unwrap_or_else(|| DpopRequest {
            proof: String::new(),
            method: req.method().to_string(),
            path: req.path().to_owned(),
        })),
    })
}

/// The request's `DPoP` proof header (exactly one) with its method and
/// path; `None` without one. Two headers, or one that is not text, give
/// an empty proof, which is refused as malformed.
pub fn dpop_request(req: &HttpRequest) -> Option<DpopRequest> {
    let mut values = req.headers().get_all("dpop");
    let first = values.next()?;
    let proof = match (first.to_str(), values.next()) {
        (Ok(text), None) => text.to_owned(),
        _ => String::new(),
    };
    Some(DpopRequest {
        proof,
        method: req.method().to_string(),
        path: req.path().to_owned(),
    })
}

/// [`presented_token`] as an extractor for the seed's JSON reads: neither
/// scheme is 401 INVALID_TOKEN.
#[derive(Debug)]
pub struct AccessToken(pub Presented);

impl FromRequest for AccessToken {
    type Error = ApiError;
    type Future = Ready<Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        ready(
            presented_token(req)
                .map(Self)
                .ok_or_else(|| ApiError::bearer(ResultCode::InvalidToken)),
        )
    }
}

/// The client's IP: the socket peer, or, when the peer is a trusted proxy,
/// the nearest `X-Forwarded-For` hop (from the right) that is not one.
/// The left-most hops are whatever the client chose to send, so believing
/// them would let a client pick its own IP (docs/decisions.md).
#[derive(Debug, Clone)]
pub struct ClientIp(pub String);

impl ClientIp {
    /// The client IP of `req` given the trusted proxies.
    pub fn of(req: &HttpRequest, trusted: &[IpAddr]) -> String {
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
}

impl FromRequest for ClientIp {
    type Error = actix_web::Error;
    type Future = Ready<Result<Self, actix_web::Error>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let trusted = req
            .app_data::<web::Data<AppState>>()
            .map(|s| s.trusted_proxies.as_slice())
            .unwrap_or_default();
        ready(Ok(Self(Self::of(req, trusted))))
    }
}

/// The request's User-Agent, at most 1024 characters (`""` if none).
#[derive(Debug, Clone)]
pub struct UserAgent(pub String);

impl FromRequest for UserAgent {
    type Error = actix_web::Error;
    type Future = Ready<Result<Self, actix_web::Error>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let agent = req
            .headers()
            .get(header::USER_AGENT)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .chars()
            .take(MAX_USER_AGENT_CHARS)
            .collect();
        ready(Ok(Self(agent)))
    }
}

/// The languages of `Accept-Language`; [`Locale::pick`] prefers a
/// request's own `ui_locales`.
#[derive(Debug, Clone, Default)]
pub struct Locale(Option<String>);

impl Locale {
    /// The language tag a sign-in reports as its session's `locale`: the
    /// `ui_locales` entry, else the `Accept-Language` range, that names a
    /// supported language, as the client sent it (`de-DE`); `""` when none
    /// does (docs/decisions.md, "Languages").
    pub fn pick(&self, ui_locales: Option<&str>) -> String {
        accounts_service::languages::session_locale(ui_locales, self.0.as_deref())
    }
}

impl Locale {
    /// The `Accept-Language` header as sent, for a use case that chooses
    /// with more than the request knows (an upstream round trip's
    /// `ui_locales`).
    pub fn header(&self) -> Option<String> {
        self.0.clone()
    }
}

impl FromRequest for Locale {
    type Error = actix_web::Error;
    type Future = Ready<Result<Self, actix_web::Error>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        // Only what the choice reads of it (its first 1 KB).
        let accept = req
            .headers()
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .map(|v| accounts_service::languages::accept_language_read(v).to_owned());
        ready(Ok(Self(accept)))
    }
}

/// Client credentials from `Authorization: Basic` (RFC 6749 2.3.1, each
/// part form-urlencoded), when the request has that header. Malformed
/// Basic credentials are 401 `invalid_client`.
#[derive(Debug, Clone, Default)]
pub struct BasicCredentials(Option<(String, String)>);

impl BasicCredentials {
    /// These credentials, else `client_id` and `client_secret` from the
    /// body (`client_secret_post`; a public client sends `client_id`
    /// alone). `Ok(None)`: the request names no client. RFC 6749 2.3 allows
    /// one authentication method per request: Basic credentials beside a
    /// `client_secret` in the body, or beside another `client_id`, are
    /// `invalid_request` (the same `client_id` repeated is harmless).
    pub fn or_body(
        self,
        body_id: Option<String>,
        body_secret: Option<String>,
    ) -> Result<Option<(String, Option<String>)>, OAuthError> {
        let body_id = body_id.filter(|id| !id.is_empty());
        let body_secret = body_secret.filter(|s| !s.is_empty());
        match self.0 {
            Some((id, secret)) => {
                if body_secret.is_some() || body_id.is_some_and(|b| b != id) {
                    return Err(OAuthError::invalid_request(
                        "use one client authentication method: HTTP Basic or client_secret in the body, not both",
                    ));
                }
                Ok(Some((id, Some(secret))))
            }
            None => Ok(body_id.map(|id| (id, body_secret))),
        }
    }

    fn parse(value: &header::HeaderValue) -> Option<(String, String)> {
        let (scheme, encoded) = value.to_str().ok()?.split_once(' ')?;
        if !scheme.eq_ignore_ascii_case("basic") {
            return None;
        }
        let decoded = base64::engine::general_purpose::STANDARD
            .decode(encoded.trim())
            .ok()?;
        let text = String::from_utf8(decoded).ok()?;
        let (id, secret) = text.split_once(':')?;
        let unescape = |part: &str| {
            url::form_urlencoded::parse(format!("v={part}").as_bytes())
                .next()
                .map(|(_, v)| v.into_owned())
        };
        unescape(id).zip(unescape(secret))
    }
}

impl FromRequest for BasicCredentials {
    type Error = OAuthError;
    type Future = Ready<Result<Self, OAuthError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        ready(match req.headers().get(header::AUTHORIZATION) {
            None => Ok(Self(None)),
            Some(value) => Self::parse(value)
                .map(|pair| Self(Some(pair)))
                .ok_or_else(|| OAuthError::invalid_client("malformed Basic credentials")),
        })
    }
}
