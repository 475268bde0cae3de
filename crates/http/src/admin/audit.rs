//! The audit trail: `GET /audit` with filters and a cursor.

use accounts_service::manage::AuditListing;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::common::blocking::blocking;
use crate::common::error::ApiError;
use crate::common::language::t;
use crate::common::state::AppState;

use super::guard::{AdminFailures, ok};
use accounts_service::use_cases::manage::audit;

/// The listing's query parameters, every one optional text: the use case
/// checks them.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct AuditParams {
    /// Only events about this user: a user id (a ULID of 26 Crockford
    /// base32 characters, or the UUID an imported user kept; empty is no
    /// filter); anything else is 400.
    #[param(
        pattern = "^([0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{26}|[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12})?$"
    )]
    user: Option<String>,
    /// Only events about this email address, failed sign-ins of an address
    /// without an account among them: the trail keeps addresses as keyed
    /// digests, which this is matched by.
    #[param(inline, value_type = Option<crate::schema::EmailOrEmptyText>)]
    email: Option<String>,
    /// Only events of this type, such as `signin.failed` or `session.started`.
    #[serde(rename = "type")]
    #[param(rename = "type")]
    kind: Option<String>,
    /// Only events at or after this instant (RFC 3339).
    since: Option<String>,
    /// Only events before this instant (RFC 3339).
    until: Option<String>,
    /// The `nextCursor` of the previous page.
    cursor: Option<String>,
    /// Events per page, 1 to 500 (default 50).
    limit: Option<String>,
}

#[utoipa::path(
    get,
    path = "/accounts/admin/v1/audit",
    tag = "admin",
    params(AuditParams),
    responses(
        (status = 200, description = "OK: a page of the audit trail, newest first", body = crate::admin::bodies::AdminOk<accounts_service::manage::AuditPage>),
        (status = 400, description = "INVALID_REQUEST: a parameter that does not validate", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `GET /audit`.
pub(crate) async fn list_audit(
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params = serde_urlencoded::from_str::<AuditParams>(req.query_string())
        .map_err(|_| ApiError::invalid_request(t("api-admin-parameters-once")))?;
    let listing = AuditListing {
        user: params.user,
        email: params.email,
        kind: params.kind,
        since: params.since,
        until: params.until,
        cursor: params.cursor,
        limit: params.limit,
    };
    let accounts = state.accounts.clone();
    let page = blocking(move || audit::audit_trail(&accounts, &listing)).await?;
    Ok(ok(page))
}
