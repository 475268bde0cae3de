//! Pushed authorization requests (RFC 9126): the client posts its
//! authorization request with its credentials and gets the `request_uri`
//! the browser's visit names instead (docs/api.md, "Pushed authorization
//! requests").

use accounts_service::authorize::AuthorizationParams;
use accounts_service::pushed_authorization::PushError;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};

use crate::common::blocking::blocking;
use crate::common::error::OAuthError;
use crate::common::extract::BasicCredentials;
use crate::common::form::read_form;
use crate::common::respond::no_store;
use crate::common::state::AppState;
use crate::oauth::bodies::{ParForm, ParResponse};
use accounts_service::use_cases::pushed_authorization;

#[utoipa::path(
    post,
    path = "/accounts/oauth2/v1/par",
    tag = "oauth",
    request_body(content = crate::oauth::bodies::document::PushedAuthorizationForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 201, description = "Kept: send the browser to the authorization endpoint with client_id and this request_uri", body = crate::oauth::bodies::ParResponse),
        (status = 400, description = "invalid_request, invalid_scope or unsupported_response_type: the authorization endpoint would refuse the request", body = crate::common::error::OAuthErrorBody),
        (status = 401, description = "invalid_client", body = crate::common::error::OAuthErrorBody, headers(("WWW-Authenticate" = String))),
        crate::common::failures::OAuthBodyFailures,
    ),
    security((), ("client_basic" = []))
)]
/// `POST /accounts/oauth2/v1/par`.
pub(crate) async fn push(
    state: web::Data<AppState>,
    req: HttpRequest,
    basic: BasicCredentials,
    payload: web::Payload,
) -> Result<HttpResponse, OAuthError> {
    let form: ParForm = read_form(&req, payload).await?;
    // Basic authenticates; a `client_id` in the body beside it must be the
    // same client (`or_body` refuses two different ones).
    let (client_id, client_secret) = basic
        .or_body(form.client_id.clone(), form.client_secret)?
        .ok_or_else(|| OAuthError::invalid_client("client authentication is required"))?;
    let params = AuthorizationParams {
        response_type: form.response_type,
        client_id: form.client_id,
        redirect_uri: form.redirect_uri,
        scope: form.scope,
        state: form.state,
        nonce: form.nonce,
        code_challenge: form.code_challenge,
        code_challenge_method: form.code_challenge_method,
        package_name: form.package_name,
        prompt: form.prompt,
        max_age: form.max_age,
        acr_values: form.acr_values,
        request_uri: form.request_uri,
        ui_locales: form.ui_locales,
        resource: form.resource,
    };
    let accounts = state.accounts.clone();
    let pushed = blocking(move || {
        pushed_authorization::push_authorization(
            &accounts,
            &client_id,
            client_secret.as_deref(),
            params,
        )
    })
    .await?;
    Ok(no_store(HttpResponse::Created().json(ParResponse {
        request_uri: pushed.request_uri,
        expires_in: pushed.expires_in,
    })))
}

/// RFC 9126 2.3: the token endpoint's error shapes.
impl From<PushError> for OAuthError {
    fn from(failure: PushError) -> Self {
        match failure {
            PushError::InvalidClient => Self::invalid_client("client authentication failed"),
            PushError::Invalid { error, description } => {
                Self::described(StatusCode::BAD_REQUEST, error.as_str(), description)
            }
            PushError::Repo(e) => accounts_service::grants::GrantError::Repo(e).into(),
        }
    }
}
