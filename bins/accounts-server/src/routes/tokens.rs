//! verify-token and token.

use std::str::FromStr;

use accounts_domain::codes::ResultCode;
use accounts_domain::ids::ClientId;
use accounts_domain::kinds::{RequestedTokenType, TokenType};
use accounts_domain::service::{Grant, GrantError, Issued, exchange};

use accounts_domain::verify::{VerificationRequest, verify_token as verify};
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use serde::Deserialize;

use super::{no_store, required};
use crate::error::ApiError;
use crate::state::AppState;

/// verify-token's body, read loosely so each problem gets its own answer.
#[derive(Debug, Deserialize)]
pub(crate) struct VerifyBody {
    token_type: Option<String>,
    token: Option<String>,
    client_id: Option<String>,
    client_secret: Option<String>,
}

pub(crate) async fn verify_token(
    state: web::Data<AppState>,
    body: web::Json<VerifyBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let token_type = match required("token_type", body.token_type)?.as_str() {
        "id_token" => TokenType::IdToken,
        "token" => TokenType::Token,
        _ => {
            return Err(ApiError::invalid_request(
                "token_type must be id_token or token",
            ));
        }
    };
    let token = required("token", body.token)?;
    let client_id = required("client_id", body.client_id)?;
    // A client_id that is not an id is an unknown client: INVALID_TOKEN.
    let client = match ClientId::from_str(&client_id) {
        Err(_) => None,
        Ok(id) => match state.cached_client(id) {
            Some(client) => Some(client),
            None => {
                let state = state.clone();
                web::block(move || state.client(id))
                    .await?
                    .map_err(ApiError::from_repo)?
            }
        },
    };
    let request = VerificationRequest {
        token_type,
        token: &token,
        client_id: &client_id,
        client_secret: body.client_secret.as_deref(),
    };
    let ring = state.key_ring();
    let verdict = verify(
        &request,
        client.as_ref(),
        &ring,
        &state.issuer,
        &*state.revocations(),
        state.clock.now(),
    )
    .map_err(|e| ApiError::invalid_request(e.to_string()))?;
    Ok(HttpResponse::Ok().json(verdict.into_response()))
}

/// token's body (both grants), read loosely.
#[derive(Debug, Deserialize)]
pub(crate) struct TokenBody {
    grant_type: Option<String>,
    code: Option<String>,
    refresh_token: Option<String>,
    token_type: Option<String>,
    client_id: Option<String>,
    client_secret: Option<String>,
    redirect_uri: Option<String>,
    code_verifier: Option<String>,
}

pub(crate) async fn token(
    state: web::Data<AppState>,
    body: web::Json<TokenBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let is_code_grant = match required("grant_type", body.grant_type)?.as_str() {
        "code" | "authorization_code" => true,
        "refresh_token" => false,
        _ => {
            return Err(ApiError::new(
                StatusCode::BAD_REQUEST,
                ResultCode::UnsupportedGrantType,
            ));
        }
    };
    let token_type = match required("token_type", body.token_type)?.as_str() {
        "refresh_token" => RequestedTokenType::RefreshToken,
        "token" => RequestedTokenType::Token,
        _ => {
            return Err(ApiError::invalid_request(
                "token_type must be refresh_token or token",
            ));
        }
    };
    if !is_code_grant && token_type != RequestedTokenType::Token {
        return Err(ApiError::invalid_request(
            "token_type must be token for grant_type refresh_token",
        ));
    }
    let client_id = required("client_id", body.client_id)?;
    let client_secret = required("client_secret", body.client_secret)?;
    let secret_or_code = if is_code_grant {
        required("code", body.code)?
    } else {
        required("refresh_token", body.refresh_token)?
    };
    let Ok(client_id) = ClientId::from_str(&client_id) else {
        return Err(invalid_client());
    };
    let (redirect_uri, code_verifier) = (body.redirect_uri, body.code_verifier);
    let state = state.into_inner();
    let issued = web::block(move || {
        let client = state.client(client_id)?;
        let ring = state.key_ring();
        let ctx = state.grant_context(&ring, state.clock.now());
        let grant = if is_code_grant {
            Grant::Code {
                code: &secret_or_code,
                token_type,
                redirect_uri: redirect_uri.as_deref(),
                code_verifier: code_verifier.as_deref(),
            }
        } else {
            Grant::Refresh {
                refresh_token: &secret_or_code,
            }
        };
        let result = exchange(&ctx, client.as_ref(), Some(&client_secret), grant, false)
            .map(|g| g.seed_response());
        if matches!(result, Err(GrantError::Replayed)) {
            // The revocation must be visible on this instance before we answer.
            if let Err(e) = state.refresh() {
                log::warn!("revocation cache refresh after a code replay failed: {e}");
            }
        }
        result
    })
    .await?;
    match issued {
        Ok(Issued::WithRefresh(response)) => Ok(no_store(HttpResponse::Ok().json(response))),
        Ok(Issued::Token(response)) => Ok(no_store(HttpResponse::Ok().json(response))),
        Err(GrantError::InvalidClient) => Err(invalid_client()),
        Err(GrantError::InvalidGrant(reason)) => {
            log::info!("token request refused: {reason}");
            Err(ApiError::new(
                StatusCode::BAD_REQUEST,
                ResultCode::InvalidGrant,
            ))
        }
        Err(GrantError::Replayed) => {
            log::warn!("authorization code replayed; its grant was revoked");
            Err(ApiError::new(
                StatusCode::BAD_REQUEST,
                ResultCode::InvalidGrant,
            ))
        }
        Err(GrantError::Repo(e)) => Err(ApiError::from_repo(e)),
        Err(GrantError::Key(e)) => Err(ApiError::internal(e)),
    }
}

fn invalid_client() -> ApiError {
    ApiError::new(StatusCode::UNAUTHORIZED, ResultCode::InvalidClient)
}
