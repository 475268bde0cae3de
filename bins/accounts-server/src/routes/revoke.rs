//! RFC 7009 token revocation, on the standard OAuth face: a form-encoded
//! request, client authentication by `client_secret_basic` or
//! `client_secret_post`, RFC 6749 error bodies (`{"error": ...}`).

use accounts_domain::api::DoneResponse;
use accounts_domain::codes::ResultCode;
use accounts_domain::service::{GrantError, revoke as revoke_token};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;

use super::oauth::{client_credentials, error, grant_failure, read_form, unavailable};

use crate::state::AppState;

#[derive(Debug, Default, Deserialize)]
struct RevokeForm {
    token: Option<String>,
    token_type_hint: Option<String>,
    client_id: Option<String>,
    client_secret: Option<String>,
}

pub(crate) async fn revoke(
    state: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> HttpResponse {
    let form: RevokeForm = match read_form(&req, payload).await {
        Ok(form) => form,
        Err(answer) => return answer,
    };
    let credentials =
        match client_credentials(&req, form.client_id.clone(), form.client_secret.clone()) {
            Ok(credentials) => credentials,
            Err(answer) => return answer,
        };
    let Some((client_id, client_secret)) = credentials else {
        return error(
            StatusCode::UNAUTHORIZED,
            "invalid_client",
            "client authentication is required",
        );
    };
    let Some(token) = form.token.filter(|t| !t.is_empty()) else {
        return error(
            StatusCode::BAD_REQUEST,
            "invalid_request",
            "token is required",
        );
    };
    let hint = form.token_type_hint;
    let state = state.into_inner();
    let outcome = web::block(move || {
        let client = state.client_named(&client_id)?;
        let Some(client) =
            client.filter(|c| c.authenticates_at_token_endpoint(client_secret.as_deref()))
        else {
            return Ok(None);
        };
        let ring = state.key_ring();
        let ctx = state.grant_context(&ring, state.clock.now());
        let revoked = revoke_token(&ctx, &client, &token, hint.as_deref())?;
        // A revoked access token must fail on this instance before we answer.
        state.refresh()?;
        Ok::<_, GrantError>(Some(revoked))
    })
    .await;
    match outcome {
        Ok(Ok(Some(revoked))) => {
            log::info!("revocation: {revoked:?}");
            super::no_store(HttpResponse::Ok().json(DoneResponse::new(ResultCode::Ok)))
        }
        Ok(Ok(None)) => error(
            StatusCode::UNAUTHORIZED,
            "invalid_client",
            "client authentication failed",
        ),
        Ok(Err(failure)) => grant_failure(failure),
        Err(_) => unavailable(),
    }
}
