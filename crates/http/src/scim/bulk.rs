//! `POST /Bulk` (RFC 7644 3.7; docs/api.md, "SCIM").

use accounts_domain::scim::problem::ScimType;
use accounts_domain::scim::schema::BULK_RESPONSE;
use accounts_service::use_cases::scim::ScimError;
use accounts_service::use_cases::scim::bulk::{self as use_cases, BulkOutcome};
use accounts_service::use_cases::scim::etag;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde_json::{Map, Value, json};

use super::errors::ScimFailure;
use super::exchange::{answer, caller, json_body};
use crate::common::blocking::blocking;
use crate::common::state::AppState;

fn rendered(outcome: BulkOutcome, base: &str) -> Value {
    let mut out = Map::new();
    out.insert("method".into(), outcome.method.into());
    if let Some(bulk_id) = outcome.bulk_id {
        out.insert("bulkId".into(), bulk_id.into());
    }
    if let Some(location) = outcome.location {
        out.insert("location".into(), format!("{base}{location}").into());
    }
    if let Some(version) = outcome.version {
        out.insert("version".into(), etag(version).into());
    }
    match outcome.result {
        Ok(status) => {
            out.insert("status".into(), status.to_string().into());
        }
        Err(e) => {
            let failure = ScimFailure::from(e);
            out.insert(
                "status".into(),
                failure.status().as_u16().to_string().into(),
            );
            out.insert("response".into(), failure.body());
        }
    }
    Value::Object(out)
}

/// `POST /Bulk`: 200 with each operation's outcome; more than the
/// configuration's `maxOperations` is 413, as a body over
/// `maxPayloadSize` is.
pub(crate) async fn bulk(
    state: web::Data<AppState>,
    req: HttpRequest,
    connection: web::Path<String>,
    payload: web::Payload,
) -> Result<HttpResponse, ScimFailure> {
    let caller = caller(&state, &req, connection.into_inner()).await?;
    let body = json_body(&req, payload).await?;
    let accounts = state.accounts.clone();
    let who = caller.clone();
    let outcomes =
        blocking(move || super::resources::directory(|| use_cases::bulk(&accounts, &who, &body)))
            .await
            .map_err(|e| match e {
                crate::common::blocking::Blocked::Failed(ScimError::Problem(p))
                    if p.kind == ScimType::TooMany =>
                {
                    ScimFailure::new(StatusCode::PAYLOAD_TOO_LARGE, Some("tooMany"), p.detail)
                }
                other => ScimFailure::from(other),
            })?;
    let operations: Vec<Value> = outcomes
        .into_iter()
        .map(|o| rendered(o, &caller.base_url))
        .collect();
    Ok(answer(
        StatusCode::OK,
        &json!({"schemas": [BULK_RESPONSE], "Operations": operations}),
    ))
}
