//! What every SCIM handler does with its request: authenticate the
//! connection, read the JSON body, read the query, answer SCIM's JSON.

use accounts_domain::scim::filter::AttrPath;
use accounts_domain::scim::query::{attribute_list, project};
use accounts_domain::scim::schema::SEARCH_REQUEST;
use accounts_service::use_cases::scim::users::ListRequest;
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

/// `attributes` and `excludedAttributes`, from the query or a `.search`
/// body.
pub(crate) struct Projection {
    attributes: Vec<AttrPath>,
    excluded: Vec<AttrPath>,
}

impl Projection {
    pub(crate) fn parse(
        attributes: Option<&str>,
        excluded: Option<&str>,
    ) -> Result<Self, ScimFailure> {
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

    pub(crate) fn of_query(req: &HttpRequest) -> Result<Self, ScimFailure> {
        let q = query(req);
        Self::parse(param(&q, "attributes"), param(&q, "excludedAttributes"))
    }

    /// `doc` narrowed to what the request asked for.
    pub(crate) fn apply(&self, mut doc: Value) -> Value {
        project(&mut doc, &self.attributes, &self.excluded);
        doc
    }

    /// Whether the answer shows `name` (a top-level attribute).
    pub(crate) fn shows(&self, name: &str) -> bool {
        let named = |list: &[AttrPath]| {
            list.iter()
                .any(|a| a.urn.is_none() && a.name.eq_ignore_ascii_case(name))
        };
        // Leaving out one of its sub-attributes still shows it.
        let excluded = self
            .excluded
            .iter()
            .any(|a| a.urn.is_none() && a.sub.is_none() && a.name.eq_ignore_ascii_case(name));
        if excluded {
            return false;
        }
        self.attributes.is_empty() || named(&self.attributes)
    }
}

/// A query parameter, its name compared without case.
pub(crate) fn param<'a>(
    q: &'a std::collections::HashMap<String, String>,
    name: &str,
) -> Option<&'a str> {
    q.iter()
        .find(|(k, _)| k.eq_ignore_ascii_case(name))
        .map(|(_, v)| v.as_str())
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

/// A list request from the query: `filter`, `startIndex`, `count`,
/// `attributes`, `excludedAttributes`.
pub(crate) fn list_request(req: &HttpRequest) -> Result<(ListRequest, Projection), ScimFailure> {
    let q = query(req);
    let projection = Projection::parse(param(&q, "attributes"), param(&q, "excludedAttributes"))?;
    let request = ListRequest {
        filter: param(&q, "filter").map(str::to_owned),
        start_index: number(param(&q, "startIndex"), "startIndex")?,
        count: number(param(&q, "count"), "count")?,
    };
    Ok((request, projection))
}

/// A list request from a `SearchRequest` body (`POST …/.search`).
pub(crate) fn search_request(body: &Value) -> Result<(ListRequest, Projection), ScimFailure> {
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
    Ok((request, projection))
}

/// The request's `If-Match`.
pub(crate) fn if_match(req: &HttpRequest) -> Option<String> {
    req.headers()
        .get(header::IF_MATCH)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned)
}
