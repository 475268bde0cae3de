//! Rotating the signing keys (two steps: publish, then activate).

use actix_web::{HttpResponse, web};

use crate::common::blocking::blocking;
use crate::common::error::ApiError;
use crate::common::extract::ClientIp;
use crate::common::state::AppState;
use accounts_service::manage::KeyRotation;

use super::guard::{AdminFailures, admin, ok};
use accounts_service::use_cases::manage::keys;

#[utoipa::path(
    post,
    path = "/accounts/admin/v1/keys/rotate",
    tag = "admin",
    responses(
        (status = 200, description = "OK: the first call publishes a new id_token key, the next makes it sign", body = crate::admin::bodies::AdminOk<accounts_service::manage::KeyRotation>),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `POST /keys/rotate`.
pub(crate) async fn rotate_keys(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let rotation = blocking(move || keys::rotate_keys(&accounts, admin(&ip))).await?;
    Ok(ok(KeyRotation::of(rotation)))
}
