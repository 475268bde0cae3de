//! `/Users` and `/Groups` (RFC 7644 3.3 to 3.6; docs/api.md, "SCIM"):
//! one set of handlers over the service's `ScimResource`.

use accounts_domain::scim::schema::LIST_RESPONSE;
use accounts_domain::shared_signals::{Initiator, initiated_by};
use accounts_service::use_cases::scim::resources::ScimResource;
use accounts_service::use_cases::scim::users::ListRequest;
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

/// One resource's answer, with its ETag (and `Location` when made).
fn one<R: ScimResource>(
    status: StatusCode,
    record: &R::Record,
    caller: &ScimCaller,
    projection: &Projection,
) -> HttpResponse {
    let mut response = answer(status, &projection.apply(R::json(record, &caller.base_url)));
    let (id, version) = R::identity(record);
    let headers = response.headers_mut();
    if let Ok(v) = header::HeaderValue::from_str(&etag(version)) {
        headers.insert(header::ETAG, v);
    }
    if status == StatusCode::CREATED
        && let Ok(v) =
            header::HeaderValue::from_str(&format!("{}{}/{id}", caller.base_url, R::ENDPOINT))
    {
        headers.insert(header::LOCATION, v);
    }
    response
}

/// Runs a directory's write: what it changes raises security events said
/// to be an administrator's (the organization's directory acts for its
/// administrators; docs/decisions.md, "Shared Signals").
pub(crate) fn directory<T>(write: impl FnOnce() -> T) -> T {
    initiated_by(Initiator::Admin, write)
}

/// `POST /Users`, `POST /Groups`.
pub(crate) async fn create<R: ScimResource>(
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
    let made = blocking(move || directory(|| R::create(&accounts, &who, &body))).await?;
    Ok(one::<R>(StatusCode::CREATED, &made, &caller, &projection))
}

/// `GET /{id}`.
pub(crate) async fn get<R: ScimResource>(
    state: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, ScimFailure> {
    let (connection, id) = path.into_inner();
    let caller = caller(&state, &req, connection).await?;
    let projection = Projection::of_query(&req)?;
    let accounts = state.accounts.clone();
    let who = caller.clone();
    let found = blocking(move || R::get(&accounts, &who, &id)).await?;
    Ok(one::<R>(StatusCode::OK, &found, &caller, &projection))
}

/// A change of one (`PUT` when `patch` is false): 200 with it.
async fn change<R: ScimResource>(
    state: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<(String, String)>,
    payload: web::Payload,
    patch: bool,
) -> Result<HttpResponse, ScimFailure> {
    let (connection, id) = path.into_inner();
    let caller = caller(&state, &req, connection).await?;
    let projection = Projection::of_query(&req)?;
    let body = json_body(&req, payload).await?;
    let accounts = state.accounts.clone();
    let who = caller.clone();
    let condition = if_match(&req);
    let changed = blocking(move || {
        directory(|| {
            if patch {
                R::patch(&accounts, &who, &id, &body, condition.as_deref())
            } else {
                R::replace(&accounts, &who, &id, &body, condition.as_deref())
            }
        })
    })
    .await?;
    Ok(one::<R>(StatusCode::OK, &changed, &caller, &projection))
}

/// `PUT /{id}`.
pub(crate) async fn replace<R: ScimResource>(
    state: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<(String, String)>,
    payload: web::Payload,
) -> Result<HttpResponse, ScimFailure> {
    change::<R>(state, req, path, payload, false).await
}

/// `PATCH /{id}`: 200 with the resource (`attributes` narrows it).
pub(crate) async fn patch<R: ScimResource>(
    state: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<(String, String)>,
    payload: web::Payload,
) -> Result<HttpResponse, ScimFailure> {
    change::<R>(state, req, path, payload, true).await
}

/// `DELETE /{id}`: 204.
pub(crate) async fn delete<R: ScimResource>(
    state: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, ScimFailure> {
    let (connection, id) = path.into_inner();
    let caller = caller(&state, &req, connection).await?;
    let accounts = state.accounts.clone();
    let condition = if_match(&req);
    blocking(move || directory(|| R::delete(&accounts, &caller, &id, condition.as_deref())))
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

async fn listed<R: ScimResource>(
    state: web::Data<AppState>,
    caller: ScimCaller,
    request: ListRequest,
    projection: Projection,
) -> Result<HttpResponse, ScimFailure> {
    let accounts = state.accounts.clone();
    let who = caller.clone();
    let members = projection.shows("members");
    let page = blocking(move || R::list(&accounts, &who, &request, members)).await?;
    let resources: Vec<Value> = page
        .items
        .iter()
        .map(|r| projection.apply(R::json(r, &caller.base_url)))
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

/// `GET /Users`, `GET /Groups`: `filter`, `startIndex`, `count`,
/// `attributes`, `excludedAttributes`.
pub(crate) async fn list<R: ScimResource>(
    state: web::Data<AppState>,
    req: HttpRequest,
    connection: web::Path<String>,
) -> Result<HttpResponse, ScimFailure> {
    let caller = caller(&state, &req, connection.into_inner()).await?;
    let (request, projection) = list_request(&req)?;
    listed::<R>(state, caller, request, projection).await
}

/// `POST /Users/.search`, `POST /Groups/.search`.
pub(crate) async fn search<R: ScimResource>(
    state: web::Data<AppState>,
    req: HttpRequest,
    connection: web::Path<String>,
    payload: web::Payload,
) -> Result<HttpResponse, ScimFailure> {
    let caller = caller(&state, &req, connection.into_inner()).await?;
    let body = json_body(&req, payload).await?;
    let (request, projection) = search_request(&body)?;
    listed::<R>(state, caller, request, projection).await
}
