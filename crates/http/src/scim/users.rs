//! `/Users` (RFC 7644 3.3 to 3.6; docs/api.md, "SCIM").

use accounts_domain::scim::schema::LIST_RESPONSE;
use accounts_domain::scim_store::ScimUserRecord;
use accounts_service::use_cases::scim::users::{self as use_cases, ListRequest, user_json};
use accounts_service::use_cases::scim::{ScimCaller, etag};
use actix_web::http::{StatusCode, header};
use actix_web::{HttpRequest, HttpResponse, web};
use serde_json::{Value, json};

use super::errors::ScimFailure;
use super::exchange::{
    Projection, answer, caller, if_match, json_body, list_request, search_request,
};
use crate::common::blocking::blocking;
use crate::common::state::AppState;

/// One user's answer, with its ETag (and `Location` when made).
fn one(
    status: StatusCode,
    record: &ScimUserRecord,
    caller: &ScimCaller,
    projection: &Projection,
) -> HttpResponse {
    let mut response = answer(
        status,
        &projection.apply(user_json(record, &caller.base_url)),
    );
    let headers = response.headers_mut();
    if let Ok(v) = header::HeaderValue::from_str(&etag(record.version)) {
        headers.insert(header::ETAG, v);
    }
    if status == StatusCode::CREATED
        && let Ok(v) =
            header::HeaderValue::from_str(&format!("{}/Users/{}", caller.base_url, record.id))
    {
        headers.insert(header::LOCATION, v);
    }
    response
}

/// `POST /Users`.
pub(crate) async fn create(
    state: web::Data<AppState>,
    req: HttpRequest,
    connection: web::Path<String>,
    payload: web::Payload,
) -> Result<HttpResponse, ScimFailure> {
    let caller = caller(&state, &req, connection.into_inner()).await?;
    let projection = Projection::of_query(&req)?;
    let body = json_body(&req, payload).await?;
    let accounts = state.accounts.clone();
    let who = caller.clone();
    let made = blocking(move || use_cases::create(&accounts, &who, &body)).await?;
    Ok(one(StatusCode::CREATED, &made, &caller, &projection))
}

/// `GET /Users/{id}`.
pub(crate) async fn get(
    state: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, ScimFailure> {
    let (connection, id) = path.into_inner();
    let caller = caller(&state, &req, connection).await?;
    let projection = Projection::of_query(&req)?;
    let accounts = state.accounts.clone();
    let who = caller.clone();
    let found = blocking(move || use_cases::get(&accounts, &who, &id)).await?;
    Ok(one(StatusCode::OK, &found, &caller, &projection))
}

/// `PUT /Users/{id}`.
pub(crate) async fn replace(
    state: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<(String, String)>,
    payload: web::Payload,
) -> Result<HttpResponse, ScimFailure> {
    let (connection, id) = path.into_inner();
    let caller = caller(&state, &req, connection).await?;
    let projection = Projection::of_query(&req)?;
    let body = json_body(&req, payload).await?;
    let accounts = state.accounts.clone();
    let who = caller.clone();
    let condition = if_match(&req);
    let changed =
        blocking(move || use_cases::replace(&accounts, &who, &id, &body, condition.as_deref()))
            .await?;
    Ok(one(StatusCode::OK, &changed, &caller, &projection))
}

/// `PATCH /Users/{id}`: 200 with the user (`attributes` narrows it).
pub(crate) async fn patch(
    state: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<(String, String)>,
    payload: web::Payload,
) -> Result<HttpResponse, ScimFailure> {
    let (connection, id) = path.into_inner();
    let caller = caller(&state, &req, connection).await?;
    let projection = Projection::of_query(&req)?;
    let body = json_body(&req, payload).await?;
    let accounts = state.accounts.clone();
    let who = caller.clone();
    let condition = if_match(&req);
    let changed =
        blocking(move || use_cases::patch(&accounts, &who, &id, &body, condition.as_deref()))
            .await?;
    Ok(one(StatusCode::OK, &changed, &caller, &projection))
}

/// `DELETE /Users/{id}`: 204.
pub(crate) async fn delete(
    state: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, ScimFailure> {
    let (connection, id) = path.into_inner();
    let caller = caller(&state, &req, connection).await?;
    let accounts = state.accounts.clone();
    let condition = if_match(&req);
    blocking(move || use_cases::delete(&accounts, &caller, &id, condition.as_deref())).await?;
    Ok(HttpResponse::NoContent().finish())
}

async fn listed(
    state: web::Data<AppState>,
    caller: ScimCaller,
    request: ListRequest,
    projection: Projection,
) -> Result<HttpResponse, ScimFailure> {
    let accounts = state.accounts.clone();
    let who = caller.clone();
    let page = blocking(move || use_cases::list(&accounts, &who, &request)).await?;
    let resources: Vec<Value> = page
        .items
        .iter()
        .map(|r| projection.apply(user_json(r, &caller.base_url)))
        .collect();
    Ok(answer(
        StatusCode::OK,
        &json!({
            "schemas": [LIST_RESPONSE],
            "totalResults": page.total,
            "itemsPerPage": resources.len(),
            "startIndex": page.start_index,
            "Resources": resources,
        }),
    ))
}

/// `GET /Users`: `filter`, `startIndex`, `count`, `attributes`,
/// `excludedAttributes`.
pub(crate) async fn list(
    state: web::Data<AppState>,
    req: HttpRequest,
    connection: web::Path<String>,
) -> Result<HttpResponse, ScimFailure> {
    let caller = caller(&state, &req, connection.into_inner()).await?;
    let (request, projection) = list_request(&req)?;
    listed(state, caller, request, projection).await
}

/// `POST /Users/.search`: the same, in a SearchRequest body.
pub(crate) async fn search(
    state: web::Data<AppState>,
    req: HttpRequest,
    connection: web::Path<String>,
    payload: web::Payload,
) -> Result<HttpResponse, ScimFailure> {
    let caller = caller(&state, &req, connection.into_inner()).await?;
    let body = json_body(&req, payload).await?;
    let (request, projection) = search_request(&body)?;
    listed(state, caller, request, projection).await
}
