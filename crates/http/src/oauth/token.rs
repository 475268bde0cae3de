//! The token endpoint's standard face (RFC 6749): form-encoded requests,
//! `client_secret_basic` or `client_secret_post`, answers in the standard
//! shape, an id_token when `openid` was granted. Besides the code and
//! refresh grants it answers the device grant's polls (RFC 8628) and
//! client_credentials for the APIs operators register (RFC 8707). JSON
//! requests keep the seed's shape ([`crate::seed::token`]).

use accounts_domain::token_types::{GrantType, RequestedTokenType};
use accounts_service::device_grant;
use accounts_service::grants::{Grant, MachineRequest};
use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};

use crate::app::state::AppState;
use crate::common::blocking::blocking;
use crate::common::error::OAuthError;
use crate::common::extract::{BasicCredentials, dpop_request};
use crate::oauth::bodies::{StandardTokenResponse, TokenForm};
use crate::oauth::form::read_form;
use accounts_service::dpop::{DpopRequest, token_type};

/// The grants of the standard face.
#[derive(Debug, Clone, Copy)]
enum Kind {
    Code,
    Refresh,
    Device,
}

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
    let kind = match form.grant_type.as_deref() {
        None | Some("") => return Err(OAuthError::invalid_request("grant_type is required")),
        Some(device_grant::GRANT_TYPE) => Kind::Device,
        Some("client_credentials") => {
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
        Some(name) => match GrantType::parse(name) {
            Some(GrantType::Code) => Kind::Code,
            Some(GrantType::RefreshToken) => Kind::Refresh,
            None => {
                return Err(OAuthError::new(
                    actix_web::http::StatusCode::BAD_REQUEST,
                    "unsupported_grant_type",
                    "grant_type must be authorization_code, refresh_token, \
                     client_credentials or urn:ietf:params:oauth:grant-type:device_code",
                ));
            }
        },
    };
    let (secret, missing) = match kind {
        Kind::Code => (form.code, "code is required"),
        Kind::Refresh => (form.refresh_token, "refresh_token is required"),
        Kind::Device => (form.device_code, "device_code is required"),
    };
    let secret = secret
        .filter(|s| !s.is_empty())
        .ok_or_else(|| OAuthError::invalid_request(missing))?;
    let (redirect_uri, code_verifier) = (form.redirect_uri, form.code_verifier);
    let dpop = dpop_request(&req);
    let nonce = dpop.as_ref().map(|_| state.accounts.dpop_nonce());
    let accounts = state.accounts.clone();
    let (grant, now) = blocking(move || {
        let grant = match kind {
            // The standard face always issues a refresh token with a code.
            Kind::Code => Grant::Code {
                code: &secret,
                token_type: RequestedTokenType::RefreshToken,
                redirect_uri: redirect_uri.as_deref(),
                code_verifier: code_verifier.as_deref(),
            },
            Kind::Refresh => Grant::Refresh {
                refresh_token: &secret,
            },
            Kind::Device => Grant::DeviceCode {
                device_code: &secret,
            },
        };
        accounts.token(
            &client_id,
            client_secret.as_deref(),
            grant,
            true,
            dpop.as_ref(),
        )
    })
    .await?;
    Ok(token_answer(
        StandardTokenResponse {
            access_token: grant.access_token,
            token_type: token_type(grant.dpop_bound),
            expires_in: (grant.access_expires_at - now).whole_seconds(),
            refresh_token: grant.refresh.map(|(plain, _)| plain.expose().to_owned()),
            id_token: grant.id_token,
            scope: grant.scope.to_string(),
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
    let nonce = dpop.as_ref().map(|_| state.accounts.dpop_nonce());
    let accounts = state.accounts.clone();
    let (token, now) = blocking(move || {
        let request = MachineRequest {
            resource: resource.as_deref(),
            scope: scope.as_deref(),
        };
        accounts.client_credentials(&client_id, client_secret.as_deref(), request, dpop.as_ref())
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
