//! The seed interface's JSON face of verify-token and token.

use accounts_domain::codes::ResultCode;
use accounts_domain::token_types::{GrantType, RequestedTokenType, TokenType};
use accounts_domain::verify::VerificationRequest;
use accounts_service::grants::{GrantRequest, Issued};
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};

use crate::common::blocking::blocking;
use crate::common::error::ApiError;
use crate::common::json_body::Body;
use crate::common::language::t;
use crate::common::respond::{no_store, required};
use crate::common::state::AppState;
use crate::seed::bodies::{TokenBody, VerifyTokenBody};
use accounts_service::use_cases::grants::token_endpoint;
use accounts_service::use_cases::token_checks::verify_token;

#[utoipa::path(
    post,
    path = "/accounts/oauth2/v1/verify-token",
    tag = "seed",
    request_body = crate::seed::bodies::document::VerifyTokenRequest,
    responses(
        (status = 200, description = "A verdict: VERIFICATION_SUCCESS (with decodedData), INVALID_TOKEN or EXPIRED_TOKEN", body = accounts_domain::api::VerifyTokenResponse),
        (status = 400, description = "INVALID_REQUEST: not the JSON body described", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonTooLarge,
        (status = 503, description = "SERVICE_UNAVAILABLE: the database is unreachable", body = accounts_domain::api::ErrorResponse, headers(("Retry-After" = u32, description = "Seconds to wait"))),
    )
)]
/// `POST /accounts/oauth2/v1/verify-token`.
pub(crate) async fn verify_token(
    state: web::Data<AppState>,
    body: Body<VerifyTokenBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let token_type = TokenType::parse(&required("token_type", body.token_type)?)
        .ok_or_else(|| ApiError::invalid_request(t("api-token-type-verify")))?;
    let fields = VerifyFields {
        token_type,
        token: required("token", body.token)?,
        client_id: required("client_id", body.client_id)?,
        client_secret: body.client_secret,
    };
    // The hot path: a cached client needs no thread hop.
    let verdict = match verify_token::verify_cached(&state.accounts, &fields.request()) {
        Some(verdict) => verdict?,
        None => {
            let accounts = state.accounts.clone();
            blocking(move || verify_token::verify(&accounts, &fields.request())).await?
        }
    };
    Ok(HttpResponse::Ok().json(verdict.into_response()))
}

/// verify-token's fields once present, owned so that the request can
/// move to a blocking thread when the client is not cached.
struct VerifyFields {
    token_type: TokenType,
    token: String,
    client_id: String,
    client_secret: Option<String>,
}

impl VerifyFields {
    fn request(&self) -> VerificationRequest<'_> {
        VerificationRequest {
            token_type: self.token_type,
            token: &self.token,
            client_id: &self.client_id,
            client_secret: self.client_secret.as_deref(),
        }
    }
}

#[utoipa::path(
    post,
    path = "/accounts/oauth2/v1/token",
    tag = "seed",
    request_body(content(
        (crate::seed::bodies::document::TokenRequest = "application/json"),
        (crate::oauth::bodies::document::TokenForm = "application/x-www-form-urlencoded"),
    )),
    responses(
        (status = 200, description = "JSON: REFRESH_TOKEN or TOKEN (the seed's shape); form: RFC 6749 5.1", body = crate::oauth::bodies::document::TokenAnswer),
        (status = 400, description = "JSON: INVALID_REQUEST, UNSUPPORTED_GRANT_TYPE or INVALID_GRANT; form: an RFC 6749 5.2 error", body = crate::oauth::bodies::document::TokenFailure),
        (status = 401, description = "INVALID_CLIENT (JSON) or invalid_client (form, with WWW-Authenticate: Basic)", body = crate::oauth::bodies::document::TokenFailure, headers(("WWW-Authenticate" = String, description = "Basic, on the form face"))),
        (status = 413, description = "The body is too large", body = crate::oauth::bodies::document::TokenFailure),
        (status = 503, description = "The database is unreachable", body = crate::oauth::bodies::document::TokenFailure),
    ),
    security((), ("client_basic" = []))
)]
/// `POST /accounts/oauth2/v1/token` with a JSON body.
pub(crate) async fn token(
    state: web::Data<AppState>,
    body: Body<TokenBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let grant_type = GrantType::parse(&required("grant_type", body.grant_type)?)
        .filter(|grant| grant.on_json_face())
        .ok_or_else(|| ApiError::new(StatusCode::BAD_REQUEST, ResultCode::UnsupportedGrantType))?;
    let token_type = RequestedTokenType::parse(&required("token_type", body.token_type)?)
        .ok_or_else(|| ApiError::invalid_request(t("api-token-type-grant")))?;
    if grant_type == GrantType::RefreshToken && token_type != RequestedTokenType::Token {
        return Err(ApiError::invalid_request(t("api-token-type-refresh")));
    }
    let client_id = required("client_id", body.client_id)?;
    let client_secret = required("client_secret", body.client_secret)?;
    let grant = if grant_type == GrantType::Code {
        GrantRequest::Code {
            code: required("code", body.code)?,
            token_type,
            redirect_uri: body.redirect_uri,
            code_verifier: body.code_verifier,
            resource: None,
        }
    } else {
        // The interface's refresh takes no scope: its tokens stay as
        // they were issued (docs/api.md, "Switching organization by
        // refresh").
        GrantRequest::RefreshToken {
            refresh_token: required("refresh_token", body.refresh_token)?,
            scope: None,
            resource: None,
        }
    };
    let accounts = state.accounts.clone();
    let (issued, _) = blocking(move || {
        token_endpoint::token(
            &accounts,
            &client_id,
            Some(&client_secret),
            grant,
            false,
            None,
        )
    })
    .await?;
    Ok(no_store(match issued.seed_response() {
        Issued::WithRefresh(response) => HttpResponse::Ok().json(response),
        Issued::Token(response) => HttpResponse::Ok().json(response),
    }))
}
