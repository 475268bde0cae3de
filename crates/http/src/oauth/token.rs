//! The token endpoint's standard face (RFC 6749): form-encoded requests,
//! `client_secret_basic` or `client_secret_post`, answers in the standard
//! shape, an id_token when `openid` was granted. Besides the code and
//! refresh grants it answers the device grant's polls (RFC 8628) and
//! client_credentials for the APIs operators register (RFC 8707). JSON
//! requests keep the seed's shape ([`crate::seed::token`]).

use accounts_domain::token_types::{GrantType, RequestedTokenType};
use accounts_service::grants::{GrantRequest, MachineRequest};
use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};

use crate::common::blocking::blocking;
use crate::common::error::OAuthError;
use crate::common::extract::{BasicCredentials, dpop_request};
use crate::common::form::read_form;
use crate::common::state::AppState;
use crate::oauth::bodies::{StandardTokenResponse, TokenForm};
use accounts_service::dpop::{DpopRequest, token_type};
use accounts_service::use_cases::grants::client_credentials;
use accounts_service::use_cases::grants::token_endpoint;
use accounts_service::use_cases::token_checks::dpop;

/// `POST /accounts/oauth2/v1/token` with a form body.
pub(crate) async fn token(
    state: web::Data<AppState>,
    req: HttpRequest,
    basic: BasicCredentials,
    payload: web::Payload,
) -> Result<HttpResponse, OAuthError> {
    let form: TokenForm = read_form(&req, payload).await?;
    let (client_id, client_secret) = basic
        .or_body(form.client_id, form.client_secret)?
        .ok_or_else(|| OAuthError::invalid_client("client authentication is required"))?;
    let unsupported = || {
        OAuthError::new(
            actix_web::http::StatusCode::BAD_REQUEST,
            "unsupported_grant_type",
            "grant_type must be authorization_code, refresh_token, \
             client_credentials or urn:ietf:params:oauth:grant-type:device_code",
        )
    };
    let grant_type = match form.grant_type.as_deref() {
        None | Some("") => return Err(OAuthError::invalid_request("grant_type is required")),
        Some(name) => GrantType::parse(name).ok_or_else(unsupported)?,
    };
    let present = |value: Option<String>, missing: &'static str| {
        value
            .filter(|s| !s.is_empty())
            .ok_or_else(|| OAuthError::invalid_request(missing))
    };
    let grant = match grant_type {
        GrantType::ClientCredentials => {
            let dpop = dpop_request(&req);
            return machine_token(
                state,
                client_id,
                client_secret,
                form.resource,
                form.scope,
                dpop,
            )
            .await;
        }
        // The standard face always issues a refresh token with a code.
        GrantType::Code => GrantRequest::Code {
            code: present(form.code, "code is required")?,
            token_type: RequestedTokenType::RefreshToken,
            redirect_uri: form.redirect_uri,
            code_verifier: form.code_verifier,
            resource: form.resource,
        },
        GrantType::RefreshToken => GrantRequest::RefreshToken {
            refresh_token: present(form.refresh_token, "refresh_token is required")?,
            scope: form.scope.filter(|s| !s.is_empty()),
            resource: form.resource,
        },
        GrantType::DeviceCode => GrantRequest::DeviceCode {
            device_code: present(form.device_code, "device_code is required")?,
        },
    };
    let dpop = dpop_request(&req);
    let nonce = dpop.as_ref().map(|_| dpop::dpop_nonce(&state.accounts));
    let accounts = state.accounts.clone();
    let (grant, now) = blocking(move || {
        token_endpoint::token(
            &accounts,
            &client_id,
            client_secret.as_deref(),
            grant,
            true,
            dpop.as_ref(),
        )
    })
    .await?;
    let scope = grant.scope_text();
    Ok(token_answer(
        StandardTokenResponse {
            access_token: grant.access_token,
            token_type: token_type(grant.dpop_bound),
            expires_in: (grant.access_expires_at - now).whole_seconds(),
            refresh_token: grant.refresh.map(|(plain, _)| plain.expose().to_owned()),
            id_token: grant.id_token,
            scope,
        },
        nonce,
    ))
}

/// `grant_type=client_credentials`: the client's token for one API.
async fn machine_token(
    state: web::Data<AppState>,
    client_id: String,
    client_secret: Option<String>,
    resource: Option<String>,
    scope: Option<String>,
    dpop: Option<DpopRequest>,
) -> Result<HttpResponse, OAuthError> {
    let nonce = dpop.as_ref().map(|_| dpop::dpop_nonce(&state.accounts));
    let accounts = state.accounts.clone();
    let (token, now) = blocking(move || {
        let request = MachineRequest {
            resource: resource.as_deref(),
            scope: scope.as_deref(),
        };
        client_credentials::client_credentials(
            &accounts,
            &client_id,
            client_secret.as_deref(),
            request,
            dpop.as_ref(),
        )
    })
    .await?;
    Ok(token_answer(
        StandardTokenResponse {
            access_token: token.access_token,
            token_type: token_type(token.dpop_bound),
            expires_in: (token.expires_at - now).whole_seconds(),
            refresh_token: None,
            id_token: None,
            scope: token.scope.to_string(),
        },
        nonce,
    ))
}

/// A token answer, never cached (RFC 6749 5.1); with a DPoP proof, the
/// nonce for the client's next one.
fn token_answer(body: StandardTokenResponse, nonce: Option<String>) -> HttpResponse {
    let mut answer = HttpResponse::Ok();
    answer
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .insert_header((header::PRAGMA, "no-cache"));
    if let Some(nonce) = nonce {
        answer.insert_header(("DPoP-Nonce", nonce));
    }
    answer.json(body)
}
