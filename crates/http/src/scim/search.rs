//! `POST /.search` (RFC 7644 3.4.3): one search over Users and Groups,
//! users first, paged across both in their stable orders.

use accounts_domain::scim::query::MAX_PAGE;
use accounts_domain::scim::schema::LIST_RESPONSE;
use accounts_service::use_cases::scim::groups::{self, group_json};
use accounts_service::use_cases::scim::users::{self, ListRequest, user_json};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde_json::{Value, json};

use super::errors::ScimFailure;
use super::exchange::{answer, caller, json_body, search_request};
use crate::common::blocking::blocking;
use crate::common::state::AppState;

/// `POST /.search`.
pub(crate) async fn search(
    state: web::Data<AppState>,
    req: HttpRequest,
    connection: web::Path<String>,
    payload: web::Payload,
) -> Result<HttpResponse, ScimFailure> {
    let caller = caller(&state, &req, connection.into_inner()).await?;
    let body = json_body(&req, payload).await?;
    let (request, projection) = search_request(&body)?;
    let accounts = state.accounts.clone();
    let who = caller.clone();
    let members = projection.shows("members");
    let (found_users, found_groups, start_index) = blocking(move || {
        let listed = users::list(&accounts, &who, &request)?;
        // The groups continue where the users end.
        let wanted = request
            .count
            .map_or(MAX_PAGE as u64, |c| u64::try_from(c.max(0)).unwrap_or(0))
            .min(MAX_PAGE as u64);
        let left = wanted.saturating_sub(listed.items.len() as u64);
        let after_users = listed.start_index.saturating_sub(listed.total).max(1);
        let group_request = ListRequest {
            filter: request.filter.clone(),
            start_index: Some(i64::try_from(after_users).unwrap_or(i64::MAX)),
            count: Some(i64::try_from(left.min(i64::MAX as u64)).unwrap_or(i64::MAX)),
        };
        let listed_groups = groups::list(&accounts, &who, &group_request, members)?;
        let start_index = listed.start_index;
        Ok::<_, accounts_service::use_cases::scim::ScimError>((listed, listed_groups, start_index))
    })
    .await?;
    let mut resources: Vec<Value> = found_users
        .items
        .iter()
        .map(|u| projection.apply(user_json(u, &caller.base_url)))
        .collect();
    resources.extend(
        found_groups
            .items
            .iter()
            .map(|g| projection.apply(group_json(g, &caller.base_url))),
    );
    Ok(answer(
        StatusCode::OK,
        &json!({
            "schemas": [LIST_RESPONSE],
            "totalResults": found_users.total + found_groups.total,
            "itemsPerPage": resources.len(),
            "startIndex": start_index,
            "Resources": resources,
        }),
    ))
}
