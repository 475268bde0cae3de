//! SCIM discovery (RFC 7644 4): what this service supports, said
//! truthfully, without a token.

use accounts_domain::scim::query::MAX_PAGE;
use accounts_domain::scim::schema::{ENTERPRISE, GROUP, LIST_RESPONSE, USER, schema_document};
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use serde_json::{Value, json};

use super::errors::ScimFailure;
use super::exchange::answer;
use crate::common::state::AppState;

fn base(state: &AppState, connection: &str) -> String {
    format!("{}/accounts/scim/v2/{connection}", state.accounts.issuer())
}

/// `GET /ServiceProviderConfig`.
pub(crate) async fn config(
    state: web::Data<AppState>,
    connection: web::Path<String>,
) -> HttpResponse {
    let base = base(&state, &connection);
    answer(
        StatusCode::OK,
        &json!({
            "schemas": ["urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig"],
            "patch": {"supported": true},
            "bulk": {
                "supported": true,
                "maxOperations": accounts_service::use_cases::scim::bulk::MAX_OPERATIONS,
                "maxPayloadSize": super::exchange::MAX_BODY,
            },
            "filter": {"supported": true, "maxResults": MAX_PAGE},
            "changePassword": {"supported": false},
            "sort": {"supported": false},
            "etag": {"supported": true},
            "authenticationSchemes": [{
                "type": "oauthbearertoken",
                "name": "Bearer token",
                "description": "The connection's token, made by the organization's admin: Authorization: Bearer <token>.",
                "primary": true,
            }],
            "meta": {
                "resourceType": "ServiceProviderConfig",
                "location": format!("{base}/ServiceProviderConfig"),
            },
        }),
    )
}

fn user_type(base: &str) -> Value {
    json!({
        "schemas": ["urn:ietf:params:scim:schemas:core:2.0:ResourceType"],
        "id": "User",
        "name": "User",
        "endpoint": "/Users",
        "description": "A person in the organization's directory.",
        "schema": USER,
        "schemaExtensions": [{"schema": ENTERPRISE, "required": false}],
        "meta": {"resourceType": "ResourceType", "location": format!("{base}/ResourceTypes/User")},
    })
}

fn group_type(base: &str) -> Value {
    json!({
        "schemas": ["urn:ietf:params:scim:schemas:core:2.0:ResourceType"],
        "id": "Group",
        "name": "Group",
        "endpoint": "/Groups",
        "description": "A group of the organization's users.",
        "schema": GROUP,
        "schemaExtensions": [],
        "meta": {"resourceType": "ResourceType", "location": format!("{base}/ResourceTypes/Group")},
    })
}

fn list(resources: Vec<Value>) -> Value {
    json!({
        "schemas": [LIST_RESPONSE],
        "totalResults": resources.len(),
        "itemsPerPage": resources.len(),
        "startIndex": 1,
        "Resources": resources,
    })
}

/// `GET /ResourceTypes`.
pub(crate) async fn resource_types(
    state: web::Data<AppState>,
    connection: web::Path<String>,
) -> HttpResponse {
    let base = base(&state, &connection);
    answer(
        StatusCode::OK,
        &list(vec![user_type(&base), group_type(&base)]),
    )
}

/// `GET /ResourceTypes/{id}`.
pub(crate) async fn resource_type(
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, ScimFailure> {
    let (connection, id) = path.into_inner();
    let base = base(&state, &connection);
    match id.as_str() {
        "User" => Ok(answer(StatusCode::OK, &user_type(&base))),
        "Group" => Ok(answer(StatusCode::OK, &group_type(&base))),
        _ => Err(ScimFailure::not_found()),
    }
}

/// The schemas of the resources served.
const SERVED: [&str; 3] = [USER, ENTERPRISE, GROUP];

/// `GET /Schemas`.
pub(crate) async fn schemas(
    state: web::Data<AppState>,
    connection: web::Path<String>,
) -> HttpResponse {
    let base = base(&state, &connection);
    let all = SERVED
        .iter()
        .filter_map(|id| schema_document(id, &base))
        .collect();
    answer(StatusCode::OK, &list(all))
}

/// `GET /Schemas/{urn}`.
pub(crate) async fn schema(
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, ScimFailure> {
    let (connection, id) = path.into_inner();
    let base = base(&state, &connection);
    SERVED
        .iter()
        .find(|s| s.eq_ignore_ascii_case(&id))
        .and_then(|s| schema_document(s, &base))
        .map(|doc| answer(StatusCode::OK, &doc))
        .ok_or_else(ScimFailure::not_found)
}
