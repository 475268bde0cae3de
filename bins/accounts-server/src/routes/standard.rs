//! The token endpoint's standard face (RFC 6749): form-encoded requests,
//! client_secret_basic or client_secret_post, answers in the standard
//! shape, an id_token when `openid` was granted (DESIGN 6). JSON requests
//! keep the seed's shape (`tokens::token`).

use accounts_domain::kinds::RequestedTokenType;
use accounts_domain::service::{Grant, GrantError, exchange};
use actix_web::http::StatusCode;
use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::{Deserialize, Serialize};

use super::oauth::{client_credentials, error, grant_failure, read_form, unavailable};
use crate::state::AppState;

#[derive(Debug, Deserialize)]
struct TokenForm {
    grant_type: Option<String>,
    code: Option<String>,
    redirect_uri: Option<String>,
    code_verifier: Option<String>,
    refresh_token: Option<String>,
    client_id: Option<String>,
    client_secret: Option<String>,
}

/// RFC 6749 section 5.1.
#[derive(Debug, Serialize)]
struct StandardTokenResponse {
    access_token: String,
    token_type: &'static str,
    expires_in: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    refresh_token: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    id_token: Option<String>,
    scope: String,
}

pub(crate) async fn token(
    state: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> HttpResponse {
    let form: TokenForm = match read_form(&req, payload).await {
        Ok(form) => form,
        Err(answer) => return answer,
    };
    let credentials =
        match client_credentials(&req, form.client_id.clone(), form.client_secret.clone()) {
            Ok(Some(credentials)) => credentials,
            Ok(None) => {
                return error(
                    StatusCode::UNAUTHORIZED,
                    "invalid_client",
                    "client authentication is required",
                );
            }
            Err(answer) => return answer,
        };
    let is_code_grant = match form.grant_type.as_deref() {
        Some("authorization_code" | "code") => true,
        Some("refresh_token") => false,
        None | Some("") => {
            return error(
                StatusCode::BAD_REQUEST,
                "invalid_request",
                "grant_type is required",
            );
        }
        Some(_) => {
            return error(
                StatusCode::BAD_REQUEST,
                "unsupported_grant_type",
                "grant_type must be authorization_code or refresh_token",
            );
        }
    };
    let secret = if is_code_grant {
        form.code
    } else {
        form.refresh_token
    };
    let Some(secret) = secret.filter(|s| !s.is_empty()) else {
        return error(
            StatusCode::BAD_REQUEST,
            "invalid_request",
            "code or refresh_token is required",
        );
    };
    let (client_id, client_secret) = credentials;
    let (redirect_uri, code_verifier) = (form.redirect_uri, form.code_verifier);
    let state = state.into_inner();
    let outcome = web::block(move || {
        let client = state.client_named(&client_id)?;
        let ring = state.key_ring();
        let now = state.clock.now();
        let ctx = state.grant_context(&ring, now);
        let grant = if is_code_grant {
            // The standard face always issues a refresh token with a code.
            Grant::Code {
                code: &secret,
                token_type: RequestedTokenType::RefreshToken,
                redirect_uri: redirect_uri.as_deref(),
                code_verifier: code_verifier.as_deref(),
            }
        } else {
            Grant::Refresh {
                refresh_token: &secret,
            }
        };
        let result = exchange(&ctx, client.as_ref(), client_secret.as_deref(), grant, true);
        if matches!(result, Err(GrantError::Replayed))
            && let Err(e) = state.refresh()
        {
            log::warn!("revocation cache refresh after a code replay failed: {e}");
        }
        result.map(|grant| (grant, now))
    })
    .await;
    match outcome {
        Ok(Ok((grant, now))) => HttpResponse::Ok()
            .insert_header((header::CACHE_CONTROL, "no-store"))
            .insert_header((header::PRAGMA, "no-cache"))
            .json(StandardTokenResponse {
                access_token: grant.access_token,
                token_type: "Bearer",
                expires_in: (grant.access_expires_at - now).whole_seconds(),
                refresh_token: grant.refresh.map(|(plain, _)| plain.expose().to_owned()),
                id_token: grant.id_token,
                scope: grant.scope.to_string(),
            }),
        Ok(Err(failure)) => grant_failure(failure),
        Err(_) => unavailable(),
    }
}
