//! A signed-in user's own account from an app, with the account token as
//! bearer: list the sessions and sign one out, edit the profile, change
//! the password (docs/api.md, "Your own account").

use accounts_domain::api::{OwnSessionsResponse, UserData, UserInfoResponse};
use accounts_domain::codes::ResultCode;
use accounts_domain::scope::UserInfoView;
use accounts_service::email_change::EmailChange;
use accounts_service::own_account::ProfileChanges;
use accounts_service::use_cases::sessions::AccountToken;
use actix_web::{HttpResponse, web};

use crate::common::blocking::blocking;
use crate::common::error::{ApiError, done};
use crate::common::extract::{Bearer, ClientIp};
use crate::common::json_body::Body;
use crate::common::respond::no_store;
use crate::common::state::AppState;
use crate::native_apps::bodies::{
    EmailChangeRequest, PasswordChangeRequest, ProfileChangesRequest,
};
use accounts_service::use_cases::self_service::email_change;
use accounts_service::use_cases::self_service::own_account;

#[utoipa::path(
    get,
    path = "/accounts/users/v1/sessions",
    tag = "device",
    responses(
        (status = 200, description = "SESSIONS: the user's active sessions, most recently active first", body = accounts_domain::api::OwnSessionsResponse),
        (status = 401, description = "INVALID_TOKEN", body = accounts_domain::api::ErrorResponse, headers(("WWW-Authenticate" = String))),
        crate::common::failures::JsonUnavailable,
    ),
    security(("account_token" = []))
)]
/// `GET /accounts/users/v1/sessions`.
pub(crate) async fn list(
    state: web::Data<AppState>,
    Bearer(token): Bearer,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let sessions =
        blocking(move || own_account::own_sessions(&accounts, AccountToken::Bearer(&token)))
            .await?;
    Ok(no_store(
        HttpResponse::Ok().json(OwnSessionsResponse::new(&sessions)),
    ))
}

#[utoipa::path(
    delete,
    path = "/accounts/users/v1/sessions/{id}",
    tag = "device",
    params(("id" = String, Path, description = "A `sessionId` from the list")),
    responses(
        (status = 200, description = "SESSION_ENDED: the session and every token issued in it are revoked", body = accounts_domain::api::DoneResponse),
        (status = 401, description = "INVALID_TOKEN", body = accounts_domain::api::ErrorResponse, headers(("WWW-Authenticate" = String))),
        (status = 404, description = "NOT_FOUND: no active session of this user has that id", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonUnavailable,
    ),
    security(("account_token" = []))
)]
/// `DELETE /accounts/users/v1/sessions/{id}`.
pub(crate) async fn end(
    state: web::Data<AppState>,
    Bearer(token): Bearer,
    ClientIp(ip): ClientIp,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    let id = id.into_inner();
    blocking(move || {
        own_account::end_own_session(&accounts, AccountToken::Bearer(&token), &id, &ip)
    })
    .await?;
    Ok(HttpResponse::Ok().json(done(ResultCode::SessionEnded)))
}

#[utoipa::path(
    patch,
    path = "/accounts/users/v1/profile",
    tag = "device",
    request_body = crate::native_apps::bodies::ProfileChangesRequest,
    responses(
        (status = 200, description = "USERDATA: the whole profile as now stored", body = accounts_domain::api::UserInfoResponse),
        (status = 400, description = "INVALID_REQUEST: an unknown field, a value too long or with control characters, or a `locale` that is not a supported language", body = accounts_domain::api::ErrorResponse),
        (status = 401, description = "INVALID_TOKEN", body = accounts_domain::api::ErrorResponse, headers(("WWW-Authenticate" = String))),
        crate::common::failures::JsonBodyFailures,
    ),
    security(("account_token" = []))
)]
/// `PATCH /accounts/users/v1/profile`.
pub(crate) async fn update_profile(
    state: web::Data<AppState>,
    Bearer(token): Bearer,
    ClientIp(ip): ClientIp,
    body: Body<ProfileChangesRequest>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    let changes = ProfileChanges {
        name: b.name,
        mobile: b.mobile,
        picture: b.picture,
        country_code: b.country_code,
        country: b.country,
        country_region_code: b.country_region_code,
        country_region: b.country_region,
        city: b.city,
        postal_code: b.postal_code,
        locale: b.locale,
    };
    let accounts = state.accounts.clone();
    let user = blocking(move || {
        own_account::update_own_profile(&accounts, AccountToken::Bearer(&token), changes, &ip)
    })
    .await?;
    Ok(no_store(HttpResponse::Ok().json(UserInfoResponse::new(
        UserData::of(&user, UserInfoView::Full),
    ))))
}

#[utoipa::path(
    post,
    path = "/accounts/users/v1/password",
    tag = "device",
    request_body = crate::native_apps::bodies::PasswordChangeRequest,
    responses(
        (status = 200, description = "PASSWORD_CHANGED: every other session of the user and its tokens are revoked; this one stays", body = accounts_domain::api::DoneResponse),
        (status = 400, description = "INVALID_REQUEST: the new password breaks a rule (10 to 256 characters, not the email address)", body = accounts_domain::api::ErrorResponse),
        (status = 401, description = "INVALID_CREDENTIALS: the current password is wrong; or INVALID_TOKEN", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonBodyFailures,
        (status = 429, description = "RATE_LIMITED: too many wrong passwords (shared with sign-in)", body = accounts_domain::api::ErrorResponse, headers(("Retry-After" = u32))),
    ),
    security(("account_token" = []))
)]
/// `POST /accounts/users/v1/password`.
pub(crate) async fn change_password(
    state: web::Data<AppState>,
    Bearer(token): Bearer,
    ClientIp(ip): ClientIp,
    body: Body<PasswordChangeRequest>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let accounts = state.accounts.clone();
    blocking(move || {
        own_account::change_own_password(
            &accounts,
            AccountToken::Bearer(&token),
            &body.current_password,
            &body.new_password,
            &ip,
        )
    })
    .await?;
    Ok(HttpResponse::Ok().json(done(ResultCode::PasswordChanged)))
}

#[utoipa::path(
    post,
    path = "/accounts/users/v1/email",
    tag = "device",
    request_body = crate::native_apps::bodies::EmailChangeRequest,
    responses(
        (status = 202, description = "EMAIL_CHANGE_REQUESTED: a link that makes the change goes to the new address (unless another account has it: the answer is the same), a notice to the old one; the old address signs in until the link is used", body = accounts_domain::api::DoneResponse),
        (status = 400, description = "INVALID_REQUEST: not an address", body = accounts_domain::api::ErrorResponse),
        (status = 409, description = "CONFLICT: the account's own address already", body = accounts_domain::api::ErrorResponse),
        (status = 401, description = "INVALID_CREDENTIALS: the password is wrong; or INVALID_TOKEN", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonBodyFailures,
        (status = 429, description = "RATE_LIMITED: too many wrong passwords (shared with sign-in), or too many mails from this address", body = accounts_domain::api::ErrorResponse, headers(("Retry-After" = u32))),
    ),
    security(("account_token" = []))
)]
/// `POST /accounts/users/v1/email`.
pub(crate) async fn change_email(
    state: web::Data<AppState>,
    Bearer(account_token): Bearer,
    ClientIp(ip): ClientIp,
    body: Body<EmailChangeRequest>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    // An app asks: it confirms with the mailed code, or the link's page
    // asks for the password.
    let change = EmailChange {
        email: body.email,
        password: body.password,
        ip,
        asker: None,
    };
    let accounts = state.accounts.clone();
    blocking(move || {
        email_change::request_email_change(&accounts, AccountToken::Bearer(&account_token), change)
    })
    .await?;
    Ok(no_store(
        HttpResponse::Accepted().json(done(ResultCode::EmailChangeRequested)),
    ))
}
