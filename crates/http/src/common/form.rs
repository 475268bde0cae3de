//! Form-encoded bodies (`application/x-www-form-urlencoded`): the standard
//! OAuth face (RFC 6749) and the browser's forms read them here; each face
//! renders a failure its own way.

use actix_web::http::header;
use actix_web::{HttpRequest, web};
use serde::de::DeserializeOwned;

use crate::common::error::OAuthError;

/// Largest form accepted (tokens are at most 8 KiB).
const FORM_LIMIT: usize = 16 * 1024;

/// Whether the request body is a form (the guard of the standard face).
pub fn is_form(headers: &header::HeaderMap) -> bool {
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
pub enum FormError {
    /// The Content-Type is not a form.
    NotForm,
    /// The body broke off.
    Unreadable,
    /// Over the 16 KiB limit.
    TooLarge,
    /// Not `application/x-www-form-urlencoded` syntax or not the fields expected.
    Malformed,
}

/// Reads and parses a form body of at most 16 KiB.
pub async fn parse_form<T: DeserializeOwned>(
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

/// Reads a form body for the standard face, or the RFC 6749 error.
pub async fn read_form<T: DeserializeOwned>(
    req: &HttpRequest,
    payload: web::Payload,
) -> Result<T, OAuthError> {
    Ok(parse_form(req, payload).await?)
}
