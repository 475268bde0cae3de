//! RFC 7009 token revocation, on the standard OAuth face: a form-encoded
//! request, client authentication by `client_secret_basic` or
//! `client_secret_post`, RFC 6749 error bodies (`{"error": ...}`).

use std::str::FromStr;

use accounts_domain::api::DoneResponse;
use accounts_domain::codes::ResultCode;
use accounts_domain::ids::ClientId;
use accounts_domain::service::{GrantContext, GrantError, revoke as revoke_token};
use actix_web::http::StatusCode;
use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};
use base64::Engine as _;
use serde::{Deserialize, Serialize};

use crate::state::AppState;

/// An RFC 6749 section 5.2 error.
#[derive(Debug, Serialize)]
struct OAuthError {
    error: &'static str,
    error_description: &'static str,
}

fn oauth_error(status: StatusCode, error: &'static str, description: &'static str) -> HttpResponse {
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

#[derive(Debug, Default, Deserialize)]
struct RevokeForm {
    token: Option<String>,
    token_type_hint: Option<String>,
    client_id: Option<String>,
    client_secret: Option<String>,
}

/// Credentials from `Authorization: Basic` (RFC 6749 2.3.1: each part
/// form-urlencoded), if that header is present.
fn basic_credentials(req: &HttpRequest) -> Option<Option<(String, String)>> {
    let value = req.headers().get(header::AUTHORIZATION)?.to_str().ok();
    let parsed = value.and_then(|v| {
        let (scheme, encoded) = v.split_once(' ')?;
        if !scheme.eq_ignore_ascii_case("basic") {
            return None;
        }
        let decoded = base64::engine::general_purpose::STANDARD
            .decode(encoded.trim())
            .ok()?;
        let text = String::from_utf8(decoded).ok()?;
        let (id, secret) = text.split_once(':')?;
        let unescape = |part: &str| -> Option<String> {
            url::form_urlencoded::parse(format!("v={part}").as_bytes())
                .next()
                .map(|(_, v)| v.into_owned())
        };
        Some((unescape(id)?, unescape(secret)?))
    });
    Some(parsed)
}

/// Largest form accepted (tokens are at most 8 KiB).
const FORM_LIMIT: usize = 16 * 1024;

pub(crate) async fn revoke(
    state: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> HttpResponse {
    let form_type = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.split(';').next().is_some_and(|t| {
                t.trim()
                    .eq_ignore_ascii_case("application/x-www-form-urlencoded")
            })
        });
    if !form_type {
        return oauth_error(
            StatusCode::BAD_REQUEST,
            "invalid_request",
            "Content-Type must be application/x-www-form-urlencoded",
        );
    }
    let body = match payload.to_bytes_limited(FORM_LIMIT).await {
        Ok(Ok(body)) => body,
        Ok(Err(_)) => {
            return oauth_error(
                StatusCode::BAD_REQUEST,
                "invalid_request",
                "the body could not be read",
            );
        }
        Err(_) => {
            return oauth_error(
                StatusCode::PAYLOAD_TOO_LARGE,
                "invalid_request",
                "the body is too large",
            );
        }
    };
    let Ok(form) = serde_urlencoded::from_bytes::<RevokeForm>(&body) else {
        return oauth_error(
            StatusCode::BAD_REQUEST,
            "invalid_request",
            "the body is not a valid form",
        );
    };
    let credentials = match basic_credentials(&req) {
        Some(Some(pair)) => Some(pair),
        Some(None) => {
            return oauth_error(
                StatusCode::UNAUTHORIZED,
                "invalid_client",
                "malformed Basic credentials",
            );
        }
        None => form.client_id.clone().zip(form.client_secret.clone()),
    };
    let Some((client_id, client_secret)) = credentials else {
        return oauth_error(
            StatusCode::UNAUTHORIZED,
            "invalid_client",
            "client authentication is required",
        );
    };
    let Some(token) = form.token.filter(|t| !t.is_empty()) else {
        return oauth_error(
            StatusCode::BAD_REQUEST,
            "invalid_request",
            "token is required",
        );
    };
    let hint = form.token_type_hint;
    let state = state.into_inner();
    let outcome = web::block(move || {
        let client = match ClientId::from_str(&client_id) {
            Ok(id) => state.client(id)?,
            Err(_) => None,
        };
        let Some(client) = client.filter(|c| c.authenticates(&client_secret)) else {
            return Ok(None);
        };
        let ring = state.key_ring();
        let ctx = GrantContext {
            store: &state.db,
            keys: &ring,
            issuer: &state.issuer,
            lifetimes: state.lifetimes,
            now: state.clock.now(),
        };
        let revoked = revoke_token(&ctx, &client, &token, hint.as_deref())?;
        // A revoked access token must fail on this instance before we answer.
        state.refresh()?;
        Ok::<_, GrantError>(Some(revoked))
    })
    .await;
    match outcome {
        Ok(Ok(Some(revoked))) => {
            log::info!("revocation: {revoked:?}");
            let mut response = HttpResponse::Ok().json(DoneResponse::new(ResultCode::Ok));
            response.headers_mut().insert(
                header::CACHE_CONTROL,
                header::HeaderValue::from_static("no-store"),
            );
            response
        }
        Ok(Ok(None)) => oauth_error(
            StatusCode::UNAUTHORIZED,
            "invalid_client",
            "client authentication failed",
        ),
        Ok(Err(GrantError::Repo(accounts_domain::repository::RepoError::Unavailable(cause)))) => {
            log::warn!("database unavailable: {cause}");
            oauth_error(
                StatusCode::SERVICE_UNAVAILABLE,
                "temporarily_unavailable",
                "retry later",
            )
        }
        Ok(Err(e)) => {
            log::error!("revocation failed: {e}");
            oauth_error(
                StatusCode::INTERNAL_SERVER_ERROR,
                "server_error",
                "internal error",
            )
        }
        Err(_) => oauth_error(
            StatusCode::SERVICE_UNAVAILABLE,
            "temporarily_unavailable",
            "retry later",
        ),
    }
}
