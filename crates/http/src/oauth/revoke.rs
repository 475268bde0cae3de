//! RFC 7009 token revocation, on the standard OAuth face: a form-encoded
//! request, client authentication by `client_secret_basic` or
//! `client_secret_post`, RFC 6749 error bodies (`{"error": ...}`).

use accounts_domain::api::DoneResponse;
use accounts_domain::codes::ResultCode;
use actix_web::{HttpRequest, HttpResponse, web};

use crate::common::blocking::blocking;
use crate::common::error::OAuthError;
use crate::common::extract::BasicCredentials;
use crate::common::respond::no_store;
use crate::common::state::AppState;
use crate::oauth::token_request::read_token_request;
use accounts_service::use_cases::grants::revocation;

#[utoipa::path(
    post,
    path = "/accounts/oauth2/v1/revoke",
    tag = "oauth",
    request_body(content = crate::oauth::bodies::document::RevokeForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "OK: revoked, or nothing to revoke (RFC 7009 answers 200 either way)", body = accounts_domain::api::DoneResponse),
        (status = 400, description = "invalid_request", body = crate::common::error::OAuthErrorBody),
        (status = 401, description = "invalid_client", body = crate::common::error::OAuthErrorBody, headers(("WWW-Authenticate" = String))),
        crate::common::failures::OAuthBodyFailures,
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
    let asked = read_token_request(&req, basic, payload).await?;
    let accounts = state.accounts.clone();
    let revoked = blocking(move || {
        revocation::revoke_token(
            &accounts,
            &asked.client_id,
            asked.client_secret.as_deref(),
            &asked.token,
            asked.hint.as_deref(),
        )
    })
    .await?;
    log::info!("revocation: {revoked:?}");
    Ok(no_store(
        HttpResponse::Ok().json(DoneResponse::new(ResultCode::Ok)),
    ))
}
