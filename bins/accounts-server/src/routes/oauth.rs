//! The standard OAuth 2.0 face's common parts (RFC 6749): form bodies,
//! client authentication by `client_secret_basic` or `client_secret_post`,
//! and `{"error": ...}` error bodies.

use accounts_domain::repository::RepoError;
use accounts_domain::service::GrantError;
use actix_web::http::StatusCode;
use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};
use base64::Engine as _;
use serde::Serialize;
use serde::de::DeserializeOwned;

/// Largest form accepted (tokens are at most 8 KiB).
const FORM_LIMIT: usize = 16 * 1024;

/// An RFC 6749 section 5.2 error.
#[derive(Debug, Serialize)]
struct OAuthError {
    error: &'static str,
    error_description: &'static str,
}

/// An RFC 6749 error answer; 401s carry `WWW-Authenticate: Basic`.
pub(crate) fn error(
    status: StatusCode,
    error: &'static str,
    description: &'static str,
) -> HttpResponse {
    let mut response = HttpResponse::build(status);
    if status == StatusCode::UNAUTHORIZED {
        response.insert_header((header::WWW_AUTHENTICATE, r#"Basic realm="accounts""#));
    }
    response
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .json(OAuthError {
            error,
            error_description: description,
        })
}

/// Whether the request body is a form (the guard of the standard face).
pub(crate) fn is_form(headers: &header::HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|t| {
            t.trim()
                .eq_ignore_ascii_case("application/x-www-form-urlencoded")
        })
}

/// Why a form body could not be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum FormError {
    /// The Content-Type is not a form.
    NotForm,
    /// The body broke off.
    Unreadable,
    /// Over [`FORM_LIMIT`].
    TooLarge,
    /// Not `application/x-www-form-urlencoded` syntax or not the fields expected.
    Malformed,
}

/// Reads and parses a form body of at most [`FORM_LIMIT`] bytes. Each face
/// renders the failure its own way (RFC 6749 errors here, pages for the
/// browser).
pub(crate) async fn parse_form<T: DeserializeOwned>(
    req: &HttpRequest,
    payload: web::Payload,
) -> Result<T, FormError> {
    if !is_form(req.headers()) {
        return Err(FormError::NotForm);
    }
    let body = match payload.to_bytes_limited(FORM_LIMIT).await {
        Ok(Ok(body)) => body,
        Ok(Err(_)) => return Err(FormError::Unreadable),
        Err(_) => return Err(FormError::TooLarge),
    };
    serde_urlencoded::from_bytes(&body).map_err(|_| FormError::Malformed)
}

/// Reads and parses a form body, or the RFC 6749 error answer to give.
// The error is the response itself, built once and returned at once.
#[allow(clippy::result_large_err)]
pub(crate) async fn read_form<T: DeserializeOwned>(
    req: &HttpRequest,
    payload: web::Payload,
) -> Result<T, HttpResponse> {
    parse_form(req, payload).await.map_err(|failure| {
        let (status, description) = match failure {
            FormError::NotForm => (
                StatusCode::BAD_REQUEST,
                "Content-Type must be application/x-www-form-urlencoded",
            ),
            FormError::Unreadable => (StatusCode::BAD_REQUEST, "the body could not be read"),
            FormError::TooLarge => (StatusCode::PAYLOAD_TOO_LARGE, "the body is too large"),
            FormError::Malformed => (StatusCode::BAD_REQUEST, "the body is not a valid form"),
        };
        error(status, "invalid_request", description)
    })
}

/// The client's credentials: `Authorization: Basic` (RFC 6749 2.3.1, each
/// part form-urlencoded) if present, else `client_id` and `client_secret`
/// from the form; a public client sends `client_id` alone. `Err` answers
/// malformed Basic credentials.
// The error is the response itself, built once and returned at once.
#[allow(clippy::result_large_err)]
pub(crate) fn client_credentials(
    req: &HttpRequest,
    form_id: Option<String>,
    form_secret: Option<String>,
) -> Result<Option<(String, Option<String>)>, HttpResponse> {
    let Some(value) = req.headers().get(header::AUTHORIZATION) else {
        let secret = form_secret.filter(|s| !s.is_empty());
        return Ok(form_id.filter(|id| !id.is_empty()).map(|id| (id, secret)));
    };
    let malformed = || {
        error(
            StatusCode::UNAUTHORIZED,
            "invalid_client",
            "malformed Basic credentials",
        )
    };
    let value = value.to_str().map_err(|_| malformed())?;
    let (scheme, encoded) = value.split_once(' ').ok_or_else(malformed)?;
    if !scheme.eq_ignore_ascii_case("basic") {
        return Err(malformed());
    }
    let decoded = base64::engine::general_purpose::STANDARD
        .decode(encoded.trim())
        .map_err(|_| malformed())?;
    let text = String::from_utf8(decoded).map_err(|_| malformed())?;
    let (id, secret) = text.split_once(':').ok_or_else(malformed)?;
    let unescape = |part: &str| {
        url::form_urlencoded::parse(format!("v={part}").as_bytes())
            .next()
            .map(|(_, v)| v.into_owned())
    };
    Ok(unescape(id).zip(unescape(secret).map(Some)))
}

/// `temporarily_unavailable` (503): the database or the blocking pool is not there.
pub(crate) fn unavailable() -> HttpResponse {
    error(
        StatusCode::SERVICE_UNAVAILABLE,
        "temporarily_unavailable",
        "retry later",
    )
}

/// The RFC 6749 answer for a failed grant use case.
pub(crate) fn grant_failure(failure: GrantError) -> HttpResponse {
    match failure {
        GrantError::InvalidClient => error(
            StatusCode::UNAUTHORIZED,
            "invalid_client",
            "client authentication failed",
        ),
        GrantError::InvalidGrant(reason) => {
            log::info!("token request refused: {reason}");
            error(
                StatusCode::BAD_REQUEST,
                "invalid_grant",
                "the code or refresh_token is invalid",
            )
        }
        GrantError::Replayed => error(
            StatusCode::BAD_REQUEST,
            "invalid_grant",
            "the code or refresh_token is invalid",
        ),
        GrantError::Repo(RepoError::Unavailable(cause)) => {
            log::warn!("database unavailable: {cause}");
            unavailable()
        }
        other => {
            log::error!("grant request failed: {other}");
            error(
                StatusCode::INTERNAL_SERVER_ERROR,
                "server_error",
                "internal error",
            )
        }
    }
}
