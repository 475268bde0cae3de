//! RFC 7662 token introspection on the standard OAuth face: a
//! form-encoded request, client authentication as at the token endpoint,
//! `{"active": false}` for every token that is not active or not the
//! caller's to see.

use actix_web::{HttpRequest, HttpResponse, web};

use crate::common::blocking::blocking;
use crate::common::error::OAuthError;
use crate::common::extract::BasicCredentials;
use crate::common::respond::no_store;
use crate::common::state::AppState;
use crate::oauth::token_request::read_token_request;
use accounts_service::use_cases::token_checks::introspect;

#[utoipa::path(
    post,
    path = "/accounts/oauth2/v1/introspect",
    tag = "oauth",
    request_body(content = crate::oauth::bodies::document::IntrospectForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "The token's facts when it is active and the caller may see it (its own token, or any token for a resource server); else {\"active\": false}", body = accounts_service::introspect::Introspection),
        (status = 400, description = "invalid_request", body = crate::common::error::OAuthErrorBody),
        (status = 401, description = "invalid_client", body = crate::common::error::OAuthErrorBody, headers(("WWW-Authenticate" = String))),
        crate::common::failures::OAuthBodyFailures,
    ),
    security((), ("client_basic" = []))
)]
/// `POST /accounts/oauth2/v1/introspect`.
pub(crate) async fn introspect(
    state: web::Data<AppState>,
    req: HttpRequest,
    basic: BasicCredentials,
    payload: web::Payload,
) -> Result<HttpResponse, OAuthError> {
    let asked = read_token_request(&req, basic, payload).await?;
    // The hot path: an access token of cached clients needs no thread hop.
    if let Some(answer) = introspect::introspect_cached(
        &state.accounts,
        &asked.client_id,
        asked.client_secret.as_deref(),
        &asked.token,
    ) {
        return Ok(no_store(HttpResponse::Ok().json(answer?)));
    }
    let accounts = state.accounts.clone();
    let answer = blocking(move || {
        introspect::introspect(
            &accounts,
            &asked.client_id,
            asked.client_secret.as_deref(),
            &asked.token,
        )
    })
    .await?;
    Ok(no_store(HttpResponse::Ok().json(answer)))
}
