//! The admin API under `/accounts/admin/v1/`: the account manager's use
//! cases over HTTP, for operators and automation. Guarded by the
//! configured admin key (`Authorization: Bearer <key>`, compared in
//! constant time); without a configured key every admin path answers 404,
//! as if it did not exist.

pub mod bodies;
mod errors;

use accounts_domain::api::ErrorResponse;
use accounts_domain::codes::ResultCode;
use accounts_domain::records::UserProfile;
use accounts_service::manage::{self, Actor, NewClient, NewUser};
use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::StatusCode;
use actix_web::http::header;
use actix_web::middleware::Next;
use actix_web::{HttpResponse, web};
use serde::Serialize;

use crate::admin::bodies::{AdminOk, NewClientRequest, NewUserRequest, PasswordRequest};
use crate::app::state::AppState;
use crate::common::blocking::blocking;
use crate::common::error::ApiError;
use crate::common::extract::{Bearer, ClientIp};
use crate::common::respond::no_store;
use accounts_service::manage::{
    ClientCreated, ClientDisabled, ClientList, ClientSummary, KeyRotation, SecretRotated,
    SessionsRevoked, UserChanged, UserList, UserSummary,
};

/// Checks the admin key before anything else of the request is read, so an
/// unauthorized caller learns nothing from body validation. The scope is
/// only registered when a key is configured.
pub(crate) async fn guard(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let authorized = match req
        .app_data::<web::Data<AppState>>()
        .and_then(|s| s.admin_key)
    {
        Some(key) => Bearer::of(req.request()).is_some_and(|presented| key.matches(&presented)),
        None => false,
    };
    if !authorized {
        let error = ApiError::with_msg(
            StatusCode::UNAUTHORIZED,
            ResultCode::InvalidToken,
            "The admin API needs `Authorization: Bearer <admin key>`",
        )
        .header(header::WWW_AUTHENTICATE, r#"Bearer realm="accounts-admin""#);
        return Err(error.into());
    }
    next.call(req).await
}

/// What every admin operation may answer besides its own answers.
#[derive(utoipa::IntoResponses)]
#[allow(dead_code)]
enum AdminFailures {
    /// INVALID_TOKEN: missing or wrong admin key
    #[response(status = 401, headers(("WWW-Authenticate" = String)))]
    Unauthorized(ErrorResponse),
    /// SERVICE_UNAVAILABLE: the database is unreachable
    #[response(status = 503, headers(("Retry-After" = u32)))]
    Unavailable(ErrorResponse),
}

/// The audit log's actor of admin API calls.
fn admin(ip: &str) -> Actor<'_> {
    Actor { name: "admin", ip }
}

fn ok<T: Serialize>(body: T) -> HttpResponse {
    no_store(HttpResponse::Ok().json(AdminOk::new(body)))
}

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
    body: web::Json<NewClientRequest>,
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
    };
    let accounts = state.accounts.clone();
    let (client, secret) = blocking(move || {
        accounts.administer(|store, now| manage::create_client(store, &input, admin(&ip), now))
    })
    .await?;
    Ok(ok(ClientCreated {
        client_id: client.id.to_string(),
        public: client.public,
        resource_server: client.resource_server,
        rotate_refresh_tokens: client.rotates_refresh_tokens(),
        client_secret: secret.map(|s| s.expose().to_owned()),
    }))
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
    let clients = blocking(move || accounts.list_clients()).await?;
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
        accounts.administer(|store, now| manage::rotate_client_secret(store, &id, admin(&ip), now))
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
        accounts.administer(|store, now| manage::disable_client(store, &id, admin(&ip), now))
    })
    .await?;
    Ok(ok(ClientDisabled {
        client_id: id.to_string(),
        enabled: false,
    }))
}

#[utoipa::path(
    post,
    path = "/accounts/admin/v1/users",
    tag = "admin",
    request_body = crate::admin::bodies::NewUserRequest,
    responses(
        (status = 200, description = "OK: the new user's id", body = crate::admin::bodies::AdminOk<accounts_service::manage::UserChanged>),
        (status = 400, description = "INVALID_REQUEST: a value that does not validate", body = accounts_domain::api::ErrorResponse),
        (status = 409, description = "CONFLICT: a user with that email exists", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonTooLarge,
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `POST /users`.
pub(crate) async fn create_user(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    body: web::Json<NewUserRequest>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    let input = NewUser {
        email: b.email,
        profile: UserProfile {
            name: b.name,
            mobile: b.mobile,
            picture: b.picture,
            country_code: b.country_code,
            country: b.country,
            country_region_code: b.country_region_code,
            country_region: b.country_region,
            city: b.city,
            postal_code: b.postal_code,
        },
    };
    let password = b.password;
    let accounts = state.accounts.clone();
    let user = blocking(move || {
        accounts.administer_hashing(|store, now, memory| {
            manage::create_user(store, &input, &password, memory, admin(&ip), now)
        })
    })
    .await?;
    Ok(ok(UserChanged {
        user_id: user.id.to_string(),
        enabled: None,
    }))
}

#[utoipa::path(
    get,
    path = "/accounts/admin/v1/users",
    tag = "admin",
    responses(
        (status = 200, description = "OK: every user", body = crate::admin::bodies::AdminOk<accounts_service::manage::UserList>),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `GET /users`.
pub(crate) async fn list_users(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let users = blocking(move || accounts.list_users()).await?;
    Ok(ok(UserList {
        users: users.iter().map(UserSummary::of).collect(),
    }))
}

#[utoipa::path(
    post,
    path = "/accounts/admin/v1/users/{id}/disable",
    tag = "admin",
    params(("id" = String, Path, description = "The id (a ULID); anything else names nothing: 404")),
    responses(
        (status = 200, description = "OK: disabled; every session of the user ended with its tokens", body = crate::admin::bodies::AdminOk<accounts_service::manage::UserChanged>),
        (status = 404, description = "NOT_FOUND: no such client or user", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `POST /users/{id}/disable`.
pub(crate) async fn disable_user(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let id = blocking(move || {
        accounts.administer(|store, now| manage::disable_user(store, &id, admin(&ip), now))
    })
    .await?;
    Ok(ok(UserChanged {
        user_id: id.to_string(),
        enabled: Some(false),
    }))
}

#[utoipa::path(
    post,
    path = "/accounts/admin/v1/users/{id}/password",
    tag = "admin",
    params(("id" = String, Path, description = "The id (a ULID); anything else names nothing: 404")),
    request_body = crate::admin::bodies::PasswordRequest,
    responses(
        (status = 200, description = "OK: the password is set; every session of the user ended with its tokens", body = crate::admin::bodies::AdminOk<accounts_service::manage::UserChanged>),
        (status = 400, description = "INVALID_REQUEST: a value that does not validate", body = accounts_domain::api::ErrorResponse),
        (status = 404, description = "NOT_FOUND: no such client or user", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonTooLarge,
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `POST /users/{id}/password`.
pub(crate) async fn set_password(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    id: web::Path<String>,
    body: web::Json<PasswordRequest>,
) -> Result<HttpResponse, ApiError> {
    let password = body.into_inner().password;
    let accounts = state.accounts.clone();
    let id = blocking(move || {
        accounts.administer_hashing(|store, now, memory| {
            manage::set_password(store, &id, &password, memory, admin(&ip), now)
        })
    })
    .await?;
    Ok(ok(UserChanged {
        user_id: id.to_string(),
        enabled: None,
    }))
}

#[utoipa::path(
    post,
    path = "/accounts/admin/v1/users/{id}/revoke-sessions",
    tag = "admin",
    params(("id" = String, Path, description = "The id (a ULID); anything else names nothing: 404")),
    responses(
        (status = 200, description = "OK: every session of the user ended with its refresh and access tokens", body = crate::admin::bodies::AdminOk<accounts_service::manage::SessionsRevoked>),
        (status = 404, description = "NOT_FOUND: no such client or user", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `POST /users/{id}/revoke-sessions`.
pub(crate) async fn revoke_sessions(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let (id, ended) = blocking(move || {
        accounts.administer(|store, now| manage::revoke_sessions(store, &id, admin(&ip), now))
    })
    .await?;
    Ok(ok(SessionsRevoked {
        user_id: id.to_string(),
        sessions_ended: ended,
    }))
}

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
    let rotation = blocking(move || accounts.rotate_keys(admin(&ip))).await?;
    Ok(ok(KeyRotation::of(rotation)))
}
