//! `/Users` (RFC 7644 3.3 to 3.6; docs/api.md, "SCIM").

use accounts_domain::scim::query::{attribute_list, project};
use accounts_domain::scim::schema::{LIST_RESPONSE, SEARCH_REQUEST};
use accounts_domain::scim_store::ScimUserRecord;
use accounts_service::use_cases::scim::users::{self as use_cases, ListRequest, user_json};
use accounts_service::use_cases::scim::{ScimCaller, etag};
use actix_web::http::{StatusCode, header};
use actix_web::{HttpRequest, HttpResponse, web};
use serde_json::{Value, json};

use super::errors::ScimFailure;
use super::exchange::{answer, caller, json_body, query};
use crate::common::blocking::blocking;
use crate::common::state::AppState;

/// `attributes` and `excludedAttributes`, from the query or a `.search`
/// body.
struct Projection {
    attributes: Vec<accounts_domain::scim::filter::AttrPath>,
    excluded: Vec<accounts_domain::scim::filter::AttrPath>,
}

impl Projection {
    fn parse(attributes: Option<&str>, excluded: Option<&str>) -> Result<Self, ScimFailure> {
        let list = |text: Option<&str>, name: &str| {
            text.map_or(Ok(Vec::new()), attribute_list).map_err(|e| {
                ScimFailure::new(
                    StatusCode::BAD_REQUEST,
                    Some("invalidValue"),
                    format!("{name}: {e}"),
                )
            })
        };
        Ok(Self {
            attributes: list(attributes, "attributes")?,
            excluded: list(excluded, "excludedAttributes")?,
        })
    }

    fn of_query(req: &HttpRequest) -> Result<Self, ScimFailure> {
        let q = query(req);
        Self::parse(param(&q, "attributes"), param(&q, "excludedAttributes"))
    }

    fn render(&self, record: &ScimUserRecord, base: &str) -> Value {
        let mut doc = user_json(record, base);
        project(&mut doc, &self.attributes, &self.excluded);
        doc
    }
}

/// A query parameter, its name compared without case.
fn param<'a>(q: &'a std::collections::HashMap<String, String>, name: &str) -> Option<&'a str> {
    q.iter()
        .find(|(k, _)| k.eq_ignore_ascii_case(name))
        .map(|(_, v)| v.as_str())
}

/// One user's answer, with its ETag (and `Location` when made).
fn one(
    status: StatusCode,
    record: &ScimUserRecord,
    caller: &ScimCaller,
    projection: &Projection,
) -> HttpResponse {
    let mut response = answer(status, &projection.render(record, &caller.base_url));
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

fn if_match(req: &HttpRequest) -> Option<String> {
    req.headers()
        .get(header::IF_MATCH)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned)
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

fn number(text: Option<&str>, name: &str) -> Result<Option<i64>, ScimFailure> {
    text.map(|t| {
        t.trim().parse::<i64>().map_err(|_| {
            ScimFailure::new(
                StatusCode::BAD_REQUEST,
                Some("invalidValue"),
                format!("{name} must be an integer"),
            )
        })
    })
    .transpose()
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
        .map(|r| projection.render(r, &caller.base_url))
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
    let q = query(&req);
    let projection = Projection::parse(param(&q, "attributes"), param(&q, "excludedAttributes"))?;
    let request = ListRequest {
        filter: param(&q, "filter").map(str::to_owned),
        start_index: number(param(&q, "startIndex"), "startIndex")?,
        count: number(param(&q, "count"), "count")?,
    };
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
    let object = body.as_object().ok_or_else(|| {
        ScimFailure::new(
            StatusCode::BAD_REQUEST,
            Some("invalidSyntax"),
            "the body must be a SearchRequest",
        )
    })?;
    let field = |name: &str| {
        object
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v)
    };
    let names_search = field("schemas")
        .and_then(Value::as_array)
        .is_some_and(|s| s.iter().any(|u| u.as_str() == Some(SEARCH_REQUEST)));
    if !names_search {
        return Err(ScimFailure::new(
            StatusCode::BAD_REQUEST,
            Some("invalidSyntax"),
            format!("schemas must list {SEARCH_REQUEST}"),
        ));
    }
    let text = |name: &str| -> Result<Option<String>, ScimFailure> {
        match field(name) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(s)) => Ok(Some(s.clone())),
            Some(Value::Array(list)) => Ok(Some(
                list.iter()
                    .filter_map(Value::as_str)
                    .collect::<Vec<_>>()
                    .join(","),
            )),
            Some(_) => Err(ScimFailure::new(
                StatusCode::BAD_REQUEST,
                Some("invalidValue"),
                format!("{name} must be a string"),
            )),
        }
    };
    let integer = |name: &str| -> Result<Option<i64>, ScimFailure> {
        match field(name) {
            None | Some(Value::Null) => Ok(None),
            Some(v) => v.as_i64().map(Some).ok_or_else(|| {
                ScimFailure::new(
                    StatusCode::BAD_REQUEST,
                    Some("invalidValue"),
                    format!("{name} must be an integer"),
                )
            }),
        }
    };
    let projection = Projection::parse(
        text("attributes")?.as_deref(),
        text("excludedAttributes")?.as_deref(),
    )?;
    let request = ListRequest {
        filter: text("filter")?,
        start_index: integer("startIndex")?,
        count: integer("count")?,
    };
    listed(state, caller, request, projection).await
}
