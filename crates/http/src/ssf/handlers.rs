//! The Shared Signals endpoints: each reads the receiver's token, calls
//! one use case off the async threads, and answers SSF's JSON.

use std::sync::Arc;
use std::time::{Duration, Instant};

use accounts_service::use_cases::shared_signals::delivery::{self, LONG_POLL_SECONDS, PollRequest};
use accounts_service::use_cases::shared_signals::{
    Receiver, SsfError, SsfScope, authenticate, streams,
};
use actix_web::http::StatusCode;
use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use serde_json::{Value, json};

use super::errors::SsfFailure;
use crate::common::blocking::blocking;
use crate::common::extract::Bearer;
use crate::common::state::AppState;
use crate::paths;

/// The `stream_id` of `GET /streams` (and how every handler reads it).
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct StreamQuery {
    /// The stream; without it, the receiver's streams are listed.
    stream_id: Option<String>,
}

/// The `stream_id` of a status read or a deletion, as the document
/// states it (required); the handlers read it as [`StreamQuery`], so that
/// a missing one is SSF's 400, not the query extractor's.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(crate) struct StreamIdQuery {
    /// The stream.
    stream_id: String,
}

/// The request's `stream_id`: read here, so that a query the extractor
/// would refuse is SSF's 400 too.
fn stream_id_of(req: &HttpRequest) -> Result<Option<String>, SsfFailure> {
    web::Query::<StreamQuery>::from_query(req.query_string())
        .map(|q| q.into_inner().stream_id)
        .map_err(|_| SsfFailure::invalid("the query cannot be read"))
}

async fn receiver(
    state: &web::Data<AppState>,
    req: &HttpRequest,
    scope: SsfScope,
) -> Result<Receiver, SsfFailure> {
    let token = Bearer::of(req);
    let accounts = state.accounts.clone();
    Ok(blocking(move || authenticate(&accounts, token.as_deref(), scope)).await?)
}

fn json_answer(status: StatusCode, body: &Value) -> HttpResponse {
    HttpResponse::build(status)
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .json(body)
}

/// Runs `work` for the receiver a token with `scope` names.
async fn with_receiver<T: Send + 'static>(
    state: &web::Data<AppState>,
    req: &HttpRequest,
    scope: SsfScope,
    work: impl FnOnce(&accounts_service::accounts::Accounts, &Receiver) -> Result<T, SsfError>
    + Send
    + 'static,
) -> Result<T, SsfFailure> {
    let who = receiver(state, req, scope).await?;
    let accounts = state.accounts.clone();
    Ok(blocking(move || work(&accounts, &who)).await?)
}

#[utoipa::path(
    get,
    path = "/.well-known/ssf-configuration",
    tag = "ssf",
    responses(
        (status = 200, description = "The transmitter's metadata (SSF 1.0 section 7)", body = super::bodies::SsfConfiguration),
    )
)]
/// `GET /.well-known/ssf-configuration`.
pub(crate) async fn configuration(state: web::Data<AppState>) -> HttpResponse {
    let issuer = state.issuer();
    let at = |path: &str| format!("{issuer}{path}");
    HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
        .json(json!({
            "spec_version": "1_0",
            "issuer": issuer,
            "jwks_uri": at(paths::JWKS),
            "delivery_methods_supported": ["urn:ietf:rfc:8935", "urn:ietf:rfc:8936"],
            "configuration_endpoint": at(paths::SSF_STREAMS),
            "status_endpoint": at(paths::SSF_STATUS),
            "add_subject_endpoint": at(paths::SSF_SUBJECTS_ADD),
            "remove_subject_endpoint": at(paths::SSF_SUBJECTS_REMOVE),
            "verification_endpoint": at(paths::SSF_VERIFY),
            "authorization_schemes": [{ "spec_urn": "urn:ietf:rfc:6749" }],
            "default_subjects": "ALL",
        }))
}

#[utoipa::path(
    get,
    path = "/accounts/ssf/streams",
    tag = "ssf",
    params(StreamQuery),
    responses(
        (status = 200, description = "The stream stream_id names, or (without it) a list of the receiver's streams", body = super::bodies::StreamsAnswer),
        (status = 401, description = "invalid_token", body = super::bodies::SsfErrorBody),
        (status = 403, description = "insufficient_scope: ssf.read or ssf.manage", body = super::bodies::SsfErrorBody),
        (status = 404, description = "not_found: no such stream of the receiver's", body = super::bodies::SsfErrorBody),
        (status = 503, description = "temporarily_unavailable", body = super::bodies::SsfErrorBody),
    ),
    security(("ssf_token" = []))
)]
/// `GET /accounts/ssf/streams`.
pub(crate) async fn read_streams(
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, SsfFailure> {
    let id = stream_id_of(&req)?;
    let answer = with_receiver(&state, &req, SsfScope::Read, move |a, r| {
        streams::read_streams(a, r, id.as_deref())
    })
    .await?;
    Ok(json_answer(StatusCode::OK, &answer))
}

#[utoipa::path(
    post,
    path = "/accounts/ssf/streams",
    tag = "ssf",
    request_body = super::bodies::NewStream,
    responses(
        (status = 201, description = "The stream made", body = super::bodies::StreamConfig),
        (status = 400, description = "invalid_request: no delivery, an unknown method, a refused push URL, no supported event", body = super::bodies::SsfErrorBody),
        (status = 401, description = "invalid_token", body = super::bodies::SsfErrorBody),
        (status = 403, description = "insufficient_scope: ssf.manage", body = super::bodies::SsfErrorBody),
        (status = 409, description = "conflict: the receiver has a stream", body = super::bodies::SsfErrorBody),
        (status = 503, description = "temporarily_unavailable", body = super::bodies::SsfErrorBody),
    ),
    security(("ssf_token" = []))
)]
/// `POST /accounts/ssf/streams`.
pub(crate) async fn create_stream(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Bytes,
) -> Result<HttpResponse, SsfFailure> {
    let answer = with_receiver(&state, &req, SsfScope::Manage, move |a, r| {
        streams::create_stream(a, r, &body)
    })
    .await?;
    Ok(json_answer(StatusCode::CREATED, &answer))
}

#[utoipa::path(
    patch,
    path = "/accounts/ssf/streams",
    tag = "ssf",
    request_body = super::bodies::StreamChange,
    responses(
        (status = 200, description = "The stream with the members sent changed", body = super::bodies::StreamConfig),
        (status = 400, description = "invalid_request", body = super::bodies::SsfErrorBody),
        (status = 401, description = "invalid_token", body = super::bodies::SsfErrorBody),
        (status = 403, description = "insufficient_scope: ssf.manage", body = super::bodies::SsfErrorBody),
        (status = 404, description = "not_found", body = super::bodies::SsfErrorBody),
        (status = 503, description = "temporarily_unavailable", body = super::bodies::SsfErrorBody),
    ),
    security(("ssf_token" = []))
)]
/// `PATCH /accounts/ssf/streams`.
pub(crate) async fn update_stream(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Bytes,
) -> Result<HttpResponse, SsfFailure> {
    let answer = with_receiver(&state, &req, SsfScope::Manage, move |a, r| {
        streams::update_stream(a, r, &body, false)
    })
    .await?;
    Ok(json_answer(StatusCode::OK, &answer))
}

#[utoipa::path(
    put,
    path = "/accounts/ssf/streams",
    tag = "ssf",
    request_body = super::bodies::StreamReplacement,
    responses(
        (status = 200, description = "The stream replaced: what was not sent is back to its default", body = super::bodies::StreamConfig),
        (status = 400, description = "invalid_request", body = super::bodies::SsfErrorBody),
        (status = 401, description = "invalid_token", body = super::bodies::SsfErrorBody),
        (status = 403, description = "insufficient_scope: ssf.manage", body = super::bodies::SsfErrorBody),
        (status = 404, description = "not_found", body = super::bodies::SsfErrorBody),
        (status = 503, description = "temporarily_unavailable", body = super::bodies::SsfErrorBody),
    ),
    security(("ssf_token" = []))
)]
/// `PUT /accounts/ssf/streams`.
pub(crate) async fn replace_stream(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Bytes,
) -> Result<HttpResponse, SsfFailure> {
    let answer = with_receiver(&state, &req, SsfScope::Manage, move |a, r| {
        streams::update_stream(a, r, &body, true)
    })
    .await?;
    Ok(json_answer(StatusCode::OK, &answer))
}

#[utoipa::path(
    delete,
    path = "/accounts/ssf/streams",
    tag = "ssf",
    params(StreamIdQuery),
    responses(
        (status = 204, description = "The stream and the SETs it held are gone"),
        (status = 400, description = "invalid_request: stream_id is required", body = super::bodies::SsfErrorBody),
        (status = 401, description = "invalid_token", body = super::bodies::SsfErrorBody),
        (status = 403, description = "insufficient_scope: ssf.manage", body = super::bodies::SsfErrorBody),
        (status = 404, description = "not_found", body = super::bodies::SsfErrorBody),
        (status = 503, description = "temporarily_unavailable", body = super::bodies::SsfErrorBody),
    ),
    security(("ssf_token" = []))
)]
/// `DELETE /accounts/ssf/streams`.
pub(crate) async fn delete_stream(
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, SsfFailure> {
    let id = stream_id_of(&req)?;
    with_receiver(&state, &req, SsfScope::Manage, move |a, r| {
        streams::delete_stream(a, r, id.as_deref())
    })
    .await?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(
    get,
    path = "/accounts/ssf/streams/status",
    tag = "ssf",
    params(StreamIdQuery),
    responses(
        (status = 200, description = "The stream's status", body = super::bodies::StreamStatus),
        (status = 400, description = "invalid_request: stream_id is required", body = super::bodies::SsfErrorBody),
        (status = 401, description = "invalid_token", body = super::bodies::SsfErrorBody),
        (status = 403, description = "insufficient_scope", body = super::bodies::SsfErrorBody),
        (status = 404, description = "not_found", body = super::bodies::SsfErrorBody),
        (status = 503, description = "temporarily_unavailable", body = super::bodies::SsfErrorBody),
    ),
    security(("ssf_token" = []))
)]
/// `GET /accounts/ssf/streams/status`.
pub(crate) async fn read_status(
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, SsfFailure> {
    let id = stream_id_of(&req)?;
    let answer = with_receiver(&state, &req, SsfScope::Read, move |a, r| {
        streams::stream_status(a, r, id.as_deref())
    })
    .await?;
    Ok(json_answer(StatusCode::OK, &answer))
}

#[utoipa::path(
    post,
    path = "/accounts/ssf/streams/status",
    tag = "ssf",
    request_body = super::bodies::StatusChange,
    responses(
        (status = 200, description = "The status set: paused holds SETs, disabled drops them", body = super::bodies::StreamStatus),
        (status = 400, description = "invalid_request", body = super::bodies::SsfErrorBody),
        (status = 401, description = "invalid_token", body = super::bodies::SsfErrorBody),
        (status = 403, description = "insufficient_scope: ssf.manage", body = super::bodies::SsfErrorBody),
        (status = 404, description = "not_found", body = super::bodies::SsfErrorBody),
        (status = 503, description = "temporarily_unavailable", body = super::bodies::SsfErrorBody),
    ),
    security(("ssf_token" = []))
)]
/// `POST /accounts/ssf/streams/status`.
pub(crate) async fn set_status(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Bytes,
) -> Result<HttpResponse, SsfFailure> {
    let answer = with_receiver(&state, &req, SsfScope::Manage, move |a, r| {
        streams::set_stream_status(a, r, &body)
    })
    .await?;
    Ok(json_answer(StatusCode::OK, &answer))
}

#[utoipa::path(
    post,
    path = "/accounts/ssf/subjects/add",
    tag = "ssf",
    request_body = super::bodies::SubjectRequest,
    responses(
        (status = 200, description = "SETs about the subject are delivered (the same answer whether or not it names an account)"),
        (status = 400, description = "invalid_request: no subject identifier", body = super::bodies::SsfErrorBody),
        (status = 401, description = "invalid_token", body = super::bodies::SsfErrorBody),
        (status = 403, description = "insufficient_scope: ssf.manage", body = super::bodies::SsfErrorBody),
        (status = 404, description = "not_found", body = super::bodies::SsfErrorBody),
        (status = 503, description = "temporarily_unavailable", body = super::bodies::SsfErrorBody),
    ),
    security(("ssf_token" = []))
)]
/// `POST /accounts/ssf/subjects/add`.
pub(crate) async fn add_subject(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Bytes,
) -> Result<HttpResponse, SsfFailure> {
    with_receiver(&state, &req, SsfScope::Manage, move |a, r| {
        streams::change_subject(a, r, &body, true)
    })
    .await?;
    Ok(HttpResponse::Ok().finish())
}

#[utoipa::path(
    post,
    path = "/accounts/ssf/subjects/remove",
    tag = "ssf",
    request_body = super::bodies::SubjectRequest,
    responses(
        (status = 204, description = "SETs about the subject are no longer delivered (the same answer whether or not it names an account)"),
        (status = 400, description = "invalid_request: no subject identifier", body = super::bodies::SsfErrorBody),
        (status = 401, description = "invalid_token", body = super::bodies::SsfErrorBody),
        (status = 403, description = "insufficient_scope: ssf.manage", body = super::bodies::SsfErrorBody),
        (status = 404, description = "not_found", body = super::bodies::SsfErrorBody),
        (status = 503, description = "temporarily_unavailable", body = super::bodies::SsfErrorBody),
    ),
    security(("ssf_token" = []))
)]
/// `POST /accounts/ssf/subjects/remove`.
pub(crate) async fn remove_subject(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Bytes,
) -> Result<HttpResponse, SsfFailure> {
    with_receiver(&state, &req, SsfScope::Manage, move |a, r| {
        streams::change_subject(a, r, &body, false)
    })
    .await?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(
    post,
    path = "/accounts/ssf/verify",
    tag = "ssf",
    request_body = super::bodies::VerifyRequest,
    responses(
        (status = 204, description = "A verification SET is on its way (pushed or waiting for a poll)"),
        (status = 400, description = "invalid_request", body = super::bodies::SsfErrorBody),
        (status = 401, description = "invalid_token", body = super::bodies::SsfErrorBody),
        (status = 403, description = "insufficient_scope: ssf.manage", body = super::bodies::SsfErrorBody),
        (status = 404, description = "not_found", body = super::bodies::SsfErrorBody),
        (status = 429, description = "too_many_requests: within min_verification_interval of the last", body = super::bodies::SsfErrorBody, headers(("Retry-After" = String))),
        (status = 503, description = "temporarily_unavailable", body = super::bodies::SsfErrorBody),
    ),
    security(("ssf_token" = []))
)]
/// `POST /accounts/ssf/verify`.
pub(crate) async fn verify(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Bytes,
) -> Result<HttpResponse, SsfFailure> {
    with_receiver(&state, &req, SsfScope::Manage, move |a, r| {
        streams::verify_stream(a, r, &body)
    })
    .await?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(
    post,
    path = "/accounts/ssf/poll",
    tag = "ssf",
    request_body = super::bodies::PollRequest,
    responses(
        (status = 200, description = "SETs waiting (none after a 30-second wait, or at once with returnImmediately)", body = super::bodies::PollAnswer),
        (status = 400, description = "invalid_request: a push stream, or a malformed poll", body = super::bodies::SsfErrorBody),
        (status = 401, description = "invalid_token", body = super::bodies::SsfErrorBody),
        (status = 403, description = "insufficient_scope", body = super::bodies::SsfErrorBody),
        (status = 404, description = "not_found: the receiver has no stream", body = super::bodies::SsfErrorBody),
        (status = 503, description = "temporarily_unavailable", body = super::bodies::SsfErrorBody),
    ),
    security(("ssf_token" = []))
)]
/// `POST /accounts/ssf/poll`: acknowledges what the request says, then
/// answers what waits, waiting up to 30 s for something unless told not
/// to; a queued event wakes the wait on every instance.
pub(crate) async fn poll(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Bytes,
) -> Result<HttpResponse, SsfFailure> {
    let request = Arc::new(PollRequest::parse(&body)?);
    let who = receiver(&state, &req, SsfScope::Read).await?;
    let accounts = state.accounts.clone();
    let (asked, receiver) = (Arc::clone(&request), who.clone());
    blocking(move || {
        let stream = delivery::poll_stream(&accounts, &receiver)?;
        delivery::acknowledge(&accounts, &stream, &asked)
    })
    .await?;
    let deadline = Instant::now() + Duration::from_secs(LONG_POLL_SECONDS);
    let bell = Arc::clone(&state.ssf_bell);
    loop {
        let rung = bell.notified();
        tokio::pin!(rung);
        rung.as_mut().enable();
        let last = Instant::now() >= deadline;
        let (accounts, asked, receiver) =
            (state.accounts.clone(), Arc::clone(&request), who.clone());
        let answer = blocking(move || delivery::look(&accounts, &receiver, &asked, last)).await?;
        if let Some(answer) = answer {
            return Ok(json_answer(StatusCode::OK, &answer));
        }
        let wait = bell
            .recheck()
            .min(deadline.saturating_duration_since(Instant::now()));
        tokio::select! {
            () = &mut rung => {}
            () = tokio::time::sleep(wait) => {}
        }
    }
}
