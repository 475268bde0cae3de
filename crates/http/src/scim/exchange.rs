//! What every SCIM handler does with its request: authenticate the
//! connection, read the JSON body, read the query, answer SCIM's JSON.

use accounts_service::use_cases::scim::{self as use_cases, ScimCaller};
use actix_web::http::{StatusCode, header};
use actix_web::{HttpRequest, HttpResponse, web};
use futures_core::Stream;
use serde_json::Value;

use super::errors::{SCIM_JSON, ScimFailure};
use crate::common::blocking::blocking;
use crate::common::extract::{Bearer, ClientIp};
use crate::common::state::AppState;

/// The largest body a SCIM request may have.
pub const MAX_BODY: usize = 1_048_576;

/// The connection a request authenticates as (blocking look-up).
pub(crate) async fn caller(
    state: &web::Data<AppState>,
    req: &HttpRequest,
    connection: String,
) -> Result<ScimCaller, ScimFailure> {
    let token = Bearer::of(req);
    let trusted = state.trusted_proxies.as_slice();
    let ip = ClientIp::of(req, trusted);
    let accounts = state.accounts.clone();
    Ok(
        blocking(move || use_cases::authenticate(&accounts, &connection, token.as_deref(), &ip))
            .await?,
    )
}

/// The request's JSON body: at most [`MAX_BODY`] bytes (413 past it),
/// JSON (400 `invalidSyntax` otherwise), as `application/scim+json` or
/// `application/json`.
pub(crate) async fn json_body(
    req: &HttpRequest,
    mut payload: web::Payload,
) -> Result<Value, ScimFailure> {
    if let Some(kind) = req.headers().get(header::CONTENT_TYPE) {
        let kind = kind.to_str().unwrap_or_default().to_ascii_lowercase();
        let essence = kind.split(';').next().unwrap_or_default().trim();
        if essence != SCIM_JSON && essence != "application/json" {
            return Err(ScimFailure::new(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                None,
                "send application/scim+json",
            ));
        }
    }
    let mut body = web::BytesMut::new();
    while let Some(chunk) =
        std::future::poll_fn(|cx| std::pin::Pin::new(&mut payload).poll_next(cx)).await
    {
        let chunk = chunk.map_err(|_| {
            ScimFailure::new(
                StatusCode::BAD_REQUEST,
                Some("invalidSyntax"),
                "the body could not be read",
            )
        })?;
        if body.len() + chunk.len() > MAX_BODY {
            return Err(ScimFailure::new(
                StatusCode::PAYLOAD_TOO_LARGE,
                None,
                format!("the body is over {MAX_BODY} bytes"),
            ));
        }
        body.extend_from_slice(&chunk);
    }
    serde_json::from_slice(&body).map_err(|e| {
        ScimFailure::new(
            StatusCode::BAD_REQUEST,
            Some("invalidSyntax"),
            format!("the body is not JSON: {e}"),
        )
    })
}

/// A SCIM answer: `value` as `application/scim+json`.
pub(crate) fn answer(status: StatusCode, value: &Value) -> HttpResponse {
    HttpResponse::build(status)
        .insert_header((header::CONTENT_TYPE, SCIM_JSON))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(value.to_string())
}

/// The request's query parameters (the last of a repeated name wins).
pub(crate) fn query(req: &HttpRequest) -> std::collections::HashMap<String, String> {
    url::form_urlencoded::parse(req.query_string().as_bytes())
        .into_owned()
        .collect()
}
