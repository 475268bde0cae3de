//! Registering, listing, re-keying and disabling clients.

use accounts_service::manage::{self, NewClient};
use accounts_service::manage::{
    ClientCreated, ClientDisabled, ClientList, ClientSummary, SecretRotated,
};
use actix_web::{HttpResponse, web};

use crate::admin::bodies::NewClientRequest;
use crate::common::blocking::blocking;
use crate::common::error::ApiError;
use crate::common::extract::ClientIp;
use crate::common::json_body::Body;
use crate::common::state::AppState;

use super::guard::{AdminFailures, admin, ok};
use accounts_service::use_cases::manage::clients;
use accounts_service::use_cases::manage::operations;

#[utoipa::path(
    post,
    path = "/accounts/admin/v1/clients",
    tag = "admin",
    request_body = crate::admin::bodies::NewClient,
    responses(
        (status = 200, description = "OK: the client, with its secret (shown only now)", body = crate::admin::bodies::AdminOk<accounts_service::manage::ClientCreated>),
        (status = 400, description = "INVALID_REQUEST: a value that does not validate", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonTooLarge,
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `POST /clients`.
pub(crate) async fn create_client(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    body: Body<NewClientRequest>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    let input = NewClient {
        name: b.name,
        redirect_uris: b.redirect_uris,
        package_names: b.package_names,
        scopes: b.scopes,
        public: b.public,
        resource_server: b.resource_server,
        rotate_refresh_tokens: b.rotate_refresh_tokens,
        require_mfa: b.require_mfa,
        client_credentials: b.client_credentials,
        require_par: b.require_par,
        third_party: b.third_party,
        backchannel_logout_uri: b.backchannel_logout_uri,
        app_origins: b.webauthn_origins,
        shared_signals: b.shared_signals,
        organization: b.organization,
        allow_sign_in_codes: b.allow_sign_in_codes,
    };
    let accounts = state.accounts.clone();
    let (client, secret) = blocking(move || {
        let destinations = accounts.config().webhooks.destinations;
        operations::administer(&accounts, |store, now| {
            manage::create_client(store, &input, destinations, admin(&ip), now)
        })
    })
    .await?;
    Ok(ok(ClientCreated::of(&client, secret.as_ref())))
}

#[utoipa::path(
    get,
    path = "/accounts/admin/v1/clients",
    tag = "admin",
    responses(
        (status = 200, description = "OK: every client", body = crate::admin::bodies::AdminOk<accounts_service::manage::ClientList>),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `GET /clients`.
pub(crate) async fn list_clients(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let clients = blocking(move || clients::list_clients(&accounts)).await?;
    Ok(ok(ClientList {
        clients: clients.iter().map(ClientSummary::of).collect(),
    }))
}

#[utoipa::path(
    post,
    path = "/accounts/admin/v1/clients/{id}/rotate-secret",
    tag = "admin",
    params(("id" = String, Path, description = "The id (a ULID); anything else names nothing: 404")),
    responses(
        (status = 200, description = "OK: the new secret (shown only now)", body = crate::admin::bodies::AdminOk<accounts_service::manage::SecretRotated>),
        (status = 400, description = "INVALID_REQUEST: a public client has no secret", body = accounts_domain::api::ErrorResponse),
        (status = 404, description = "NOT_FOUND: no such client or user", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `POST /clients/{id}/rotate-secret`.
pub(crate) async fn rotate_client_secret(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let (id, secret) = blocking(move || {
        operations::administer(&accounts, |store, now| {
            manage::rotate_client_secret(store, &id, admin(&ip), now)
        })
    })
    .await?;
    Ok(ok(SecretRotated {
        client_id: id.to_string(),
        client_secret: secret.expose().to_owned(),
    }))
}

#[utoipa::path(
    post,
    path = "/accounts/admin/v1/clients/{id}/disable",
    tag = "admin",
    params(("id" = String, Path, description = "The id (a ULID); anything else names nothing: 404")),
    responses(
        (status = 200, description = "OK: disabled; every session of the user ended with its tokens", body = crate::admin::bodies::AdminOk<accounts_service::manage::ClientDisabled>),
        (status = 404, description = "NOT_FOUND: no such client or user", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `POST /clients/{id}/disable`.
pub(crate) async fn disable_client(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let id = blocking(move || {
        operations::administer(&accounts, |store, now| {
            manage::disable_client(store, &id, admin(&ip), now)
        })
    })
    .await?;
    Ok(ok(ClientDisabled {
        client_id: id.to_string(),
        enabled: false,
    }))
}
