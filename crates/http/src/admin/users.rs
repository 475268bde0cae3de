//! Creating, listing, disabling and enabling users, setting a password,
//! ending a user's sessions.

use accounts_domain::records::UserProfile;
use accounts_service::manage::{self, NewUser};
use accounts_service::manage::{
    FactorsReset, SessionsRevoked, UserChanged, UserFactors, UserList, UserSummary,
};
use actix_web::{HttpResponse, web};

use crate::admin::bodies::{NewUserRequest, PasswordRequest, RoleRequest};
use crate::common::blocking::blocking;
use crate::common::error::ApiError;
use crate::common::extract::ClientIp;
use crate::common::json_body::Body;
use crate::common::state::AppState;

use super::guard::{AdminFailures, admin, ok};
use accounts_service::use_cases::manage::deletion;
use accounts_service::use_cases::manage::factors;
use accounts_service::use_cases::manage::links;
use accounts_service::use_cases::manage::operations;
use accounts_service::use_cases::manage::roles;
use accounts_service::use_cases::manage::users;

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
    body: Body<NewUserRequest>,
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
        operations::administer_hashing(&accounts, |store, now, memory| {
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
    let users = blocking(move || users::list_users(&accounts)).await?;
    Ok(ok(UserList {
        users: users.iter().map(UserSummary::of).collect(),
    }))
}

#[utoipa::path(
    post,
    path = "/accounts/admin/v1/users/{id}/disable",
    tag = "admin",
    params(("id" = String, Path, description = "The id (a ULID, or the UUID an imported user kept); anything else names nothing: 404")),
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
        operations::administer(&accounts, |store, now| {
            manage::disable_user(store, &id, admin(&ip), now)
        })
    })
    .await?;
    Ok(ok(UserChanged {
        user_id: id.to_string(),
        enabled: Some(false),
    }))
}

#[utoipa::path(
    post,
    path = "/accounts/admin/v1/users/{id}/enable",
    tag = "admin",
    params(("id" = String, Path, description = "The id (a ULID, or the UUID an imported user kept); anything else names nothing: 404")),
    responses(
        (status = 200, description = "OK: enabled; the user may sign in again (the sessions that ended when the user was disabled stay ended)", body = crate::admin::bodies::AdminOk<accounts_service::manage::UserChanged>),
        (status = 404, description = "NOT_FOUND: no such client or user", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `POST /users/{id}/enable`: the console's and the CLI's enabling.
pub(crate) async fn enable_user(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let id = blocking(move || {
        operations::administer(&accounts, |store, now| {
            manage::enable_user(store, &id, admin(&ip), now)
        })
    })
    .await?;
    Ok(ok(UserChanged {
        user_id: id.to_string(),
        enabled: Some(true),
    }))
}

#[utoipa::path(
    post,
    path = "/accounts/admin/v1/users/{id}/password",
    tag = "admin",
    params(("id" = String, Path, description = "The id (a ULID, or the UUID an imported user kept); anything else names nothing: 404")),
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
    body: Body<PasswordRequest>,
) -> Result<HttpResponse, ApiError> {
    let password = body.into_inner().password;
    let accounts = state.accounts.clone();
    let id = blocking(move || {
        operations::administer_hashing(&accounts, |store, now, memory| {
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
    params(("id" = String, Path, description = "The id (a ULID, or the UUID an imported user kept); anything else names nothing: 404")),
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
        operations::administer(&accounts, |store, now| {
            manage::revoke_sessions(store, &id, admin(&ip), now)
        })
    })
    .await?;
    Ok(ok(SessionsRevoked {
        user_id: id.to_string(),
        sessions_ended: ended,
    }))
}

#[utoipa::path(
    get,
    path = "/accounts/admin/v1/users/{id}/factors",
    tag = "admin",
    params(("id" = String, Path, description = "The id (a ULID, or the UUID an imported user kept); anything else names nothing: 404")),
    responses(
        (status = 200, description = "OK: the user's second factors, never a secret", body = crate::admin::bodies::AdminOk<accounts_service::manage::UserFactors>),
        (status = 404, description = "NOT_FOUND: no such client or user", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `GET /users/{id}/factors`.
pub(crate) async fn list_factors(
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let summary = blocking(move || manage::factors(accounts.store(), &id)).await?;
    Ok(ok(UserFactors::of(&summary)))
}

#[utoipa::path(
    delete,
    path = "/accounts/admin/v1/users/{id}/factors",
    tag = "admin",
    params(("id" = String, Path, description = "The id (a ULID, or the UUID an imported user kept); anything else names nothing: 404")),
    responses(
        (status = 200, description = "OK: every second factor of the user removed (the user is mailed); the password alone signs in", body = crate::admin::bodies::AdminOk<accounts_service::manage::FactorsReset>),
        (status = 404, description = "NOT_FOUND: no such client or user", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `DELETE /users/{id}/factors`.
pub(crate) async fn reset_factors(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let (id, removed) =
        blocking(move || factors::reset_factors(&accounts, &id, admin(&ip))).await?;
    Ok(ok(FactorsReset {
        user_id: id.to_string(),
        removed,
    }))
}

#[utoipa::path(
    get,
    path = "/accounts/admin/v1/users/{id}/links",
    tag = "admin",
    params(("id" = String, Path, description = "The id (a ULID, or the UUID an imported user kept); anything else names nothing: 404")),
    responses(
        (status = 200, description = "OK: the user's linked upstream identities", body = crate::admin::bodies::AdminOk<accounts_service::manage::UserLinks>),
        (status = 404, description = "NOT_FOUND: no such client or user", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `GET /users/{id}/links`.
pub(crate) async fn list_links(
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let links = blocking(move || manage::links(accounts.store(), &id)).await?;
    Ok(ok(links))
}

#[utoipa::path(
    delete,
    path = "/accounts/admin/v1/users/{id}/links/{provider}",
    tag = "admin",
    params(
        ("id" = String, Path, description = "The id (a ULID, or the UUID an imported user kept); anything else names nothing: 404"),
        ("provider" = String, Path, description = "The provider's id"),
    ),
    responses(
        (status = 200, description = "OK: the link is removed", body = crate::admin::bodies::AdminOk<accounts_service::manage::UserLinks>),
        (status = 404, description = "NOT_FOUND: no such user, or no link to this provider", body = accounts_domain::api::ErrorResponse),
        (status = 409, description = "LAST_SIGN_IN_METHOD: the account would keep no way to sign in (set a password first)", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `DELETE /users/{id}/links/{provider}`: the user's remaining links.
pub(crate) async fn unlink(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, ApiError> {
    let (id, provider) = path.into_inner();
    let accounts = state.accounts.clone();
    let links = blocking(move || links::unlink_user(&accounts, &id, &provider, admin(&ip))).await?;
    Ok(ok(links))
}

#[utoipa::path(
    delete,
    path = "/accounts/admin/v1/users/{id}",
    tag = "admin",
    params(("id" = String, Path, description = "The id (a ULID, or the UUID an imported user kept); anything else names nothing: 404")),
    responses(
        (status = 200, description = "OK: the account and everything held about it are deleted at once (no grace period), every session and token ended on every instance; the audit trail names a pseudonym; the user is mailed", body = crate::admin::bodies::AdminOk<accounts_service::manage::UserDeleted>),
        (status = 404, description = "NOT_FOUND: no such client or user", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `DELETE /users/{id}`.
pub(crate) async fn delete_user(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let id = blocking(move || deletion::delete_user(&accounts, &id, admin(&ip))).await?;
    Ok(ok(accounts_service::manage::UserDeleted {
        user_id: id.to_string(),
        deleted: true,
    }))
}

#[utoipa::path(
    get,
    path = "/accounts/admin/v1/users/{id}",
    tag = "admin",
    params(("id" = String, Path, description = "The id (a ULID, or the UUID an imported user kept); anything else names nothing: 404")),
    responses(
        (status = 200, description = "OK: the user, with their console role", body = crate::admin::bodies::AdminOk<accounts_service::manage::UserDetail>),
        (status = 404, description = "NOT_FOUND: no such client or user", body = accounts_domain::api::ErrorResponse),
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `GET /users/{id}`.
pub(crate) async fn get_user(
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let user = blocking(move || roles::user_detail(&accounts, &id)).await?;
    Ok(ok(user))
}

#[utoipa::path(
    put,
    path = "/accounts/admin/v1/users/{id}/role",
    tag = "admin",
    params(("id" = String, Path, description = "The id (a ULID, or the UUID an imported user kept); anything else names nothing: 404")),
    request_body = crate::admin::bodies::RoleRequest,
    responses(
        (status = 200, description = "OK: the role is set (audited as `role.changed`)", body = crate::admin::bodies::AdminOk<accounts_service::manage::RoleChanged>),
        (status = 400, description = "INVALID_REQUEST: not a role, or a role for a user whose address is not verified (`none` is always accepted)", body = accounts_domain::api::ErrorResponse),
        (status = 404, description = "NOT_FOUND: no such client or user", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonTooLarge,
        AdminFailures,
    ),
    security(("admin_key" = []))
)]
/// `PUT /users/{id}/role`.
pub(crate) async fn set_role(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    id: web::Path<String>,
    body: Body<RoleRequest>,
) -> Result<HttpResponse, ApiError> {
    let role = body.into_inner().role;
    let accounts = state.accounts.clone();
    let changed = blocking(move || {
        operations::administer(&accounts, |store, now| {
            manage::set_role(store, &id, &role, admin(&ip), now)
        })
    })
    .await?;
    Ok(ok(changed))
}
