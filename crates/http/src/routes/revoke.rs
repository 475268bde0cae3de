//! RFC 7009 token revocation, on the standard OAuth face: a form-encoded
//! request, client authentication by `client_secret_basic` or
//! `client_secret_post`, RFC 6749 error bodies (`{"error": ...}`).

use accounts_domain::api::DoneResponse;
use accounts_domain::codes::ResultCode;
use actix_web::{HttpRequest, HttpResponse, web};

use super::no_store;
use crate::blocking::blocking;
use crate::error::OAuthError;
use crate::extract::BasicCredentials;
use crate::oauth_form::read_form;
use crate::state::AppState;
use crate::wire::RevokeForm;

#[utoipa::path(
    post,
    path = "/accounts/oauth2/v1/revoke",
    tag = "oauth",
    request_body(content = crate::wire::schema::RevokeForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "OK: revoked, or nothing to revoke (RFC 7009 answers 200 either way)", body = accounts_domain::api::DoneResponse),
        (status = 400, description = "invalid_request", body = crate::error::OAuthErrorBody),
        (status = 401, description = "invalid_client", body = crate::error::OAuthErrorBody, headers(("WWW-Authenticate" = String))),
        (status = 413, description = "The body is too large", body = crate::error::OAuthErrorBody),
        (status = 503, description = "temporarily_unavailable", body = crate::error::OAuthErrorBody),
    ),
    security((), ("client_basic" = []))
)]
/// `POST /accounts/oauth2/v1/revoke`.
pub(crate) async fn revoke(
    state: web::Data<AppState>,
    req: HttpRequest,
    basic: BasicCredentials,
    payload: web::Payload,
) -> Result<HttpResponse, OAuthError> {
    let form: RevokeForm = read_form(&req, payload).await?;
    let (client_id, client_secret) = basic
        .or_body(form.client_id, form.client_secret)?
        .ok_or_else(|| OAuthError::invalid_client("client authentication is required"))?;
    let token = form
        .token
        .filter(|t| !t.is_empty())
        .ok_or_else(|| OAuthError::invalid_request("token is required"))?;
    let hint = form.token_type_hint;
    let accounts = state.accounts.clone();
    let revoked = blocking(move || {
        accounts.revoke_token(
            &client_id,
            client_secret.as_deref(),
            &token,
            hint.as_deref(),
        )
    })
    .await?;
    log::info!("revocation: {revoked:?}");
    Ok(no_store(
        HttpResponse::Ok().json(DoneResponse::new(ResultCode::Ok)),
    ))
}
