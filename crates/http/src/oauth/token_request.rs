//! What revocation and introspection both read (RFC 7009, RFC 7662): the
//! form with the token asked about and the one client authentication it
//! carries, Basic or in the body.

use actix_web::{HttpRequest, web};

use crate::common::error::OAuthError;
use crate::common::form::read_form;

/// A revocation or introspection request (RFC 7009, RFC 7662): the one
/// client authentication it carries and the token it is about.
#[derive(Debug)]
pub struct TokenRequest {
    /// The authenticating client's id.
    pub client_id: String,
    /// Its secret (none for a public client).
    pub client_secret: Option<String>,
    /// The token asked about.
    pub token: String,
    /// `token_type_hint`, if sent.
    pub hint: Option<String>,
}

/// Reads a [`TokenRequest`] from a form body and the Basic credentials:
/// `invalid_client` without client authentication, `invalid_request`
/// without a token or with two authentication methods.
pub async fn read_token_request(
    req: &HttpRequest,
    basic: crate::common::extract::BasicCredentials,
    payload: web::Payload,
) -> Result<TokenRequest, OAuthError> {
    let form: crate::oauth::bodies::RevokeForm = read_form(req, payload).await?;
    let (client_id, client_secret) = basic
        .or_body(form.client_id, form.client_secret)?
        .ok_or_else(|| OAuthError::invalid_client("client authentication is required"))?;
    let token = form
        .token
        .filter(|t| !t.is_empty())
        .ok_or_else(|| OAuthError::invalid_request("token is required"))?;
    Ok(TokenRequest {
        client_id,
        client_secret,
        token,
        hint: form.token_type_hint,
    })
}
