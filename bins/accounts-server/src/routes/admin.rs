//! The admin API under `/accounts/admin/v1/`: the CLI's operations over
//! HTTP, for operators and automation. Guarded by the configured admin key
//! (`Authorization: Bearer <key>`, compared in constant time); without a
//! configured key every admin path answers 404, as if it did not exist.

use accounts_domain::codes::ResultCode;
use accounts_domain::manage::{Actor, ManageError};
use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::StatusCode;
use actix_web::http::header;
use actix_web::middleware::Next;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use serde_json::Value;

use super::device::client_ip;
use crate::commands::{self, ClientCommand, KeysCommand, ProfileArgs, UserCommand};
use crate::error::ApiError;
use crate::state::AppState;

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
        Some(key) => {
            super::users::bearer(req.request()).is_ok_and(|presented| key.matches(&presented))
        }
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

fn manage_error(error: ManageError) -> ApiError {
    match error {
        ManageError::Invalid(msg) => ApiError::invalid_request(msg),
        ManageError::DuplicateEmail => ApiError::invalid_request(error.to_string()),
        ManageError::NotFound(_) => ApiError::with_msg(
            StatusCode::NOT_FOUND,
            ResultCode::NotFound,
            error.to_string(),
        ),
        ManageError::Repo(e) => ApiError::from_repo(e),
        ManageError::Key(e) => ApiError::internal(e),
    }
}

/// `{success: true, code: "OK", ...fields}`; a list goes under `key`.
fn ok(value: Value, key: &str) -> HttpResponse {
    let mut body = serde_json::Map::new();
    body.insert("success".into(), Value::Bool(true));
    body.insert("code".into(), Value::String(ResultCode::Ok.as_str().into()));
    match value {
        Value::Object(fields) => body.extend(fields),
        other => {
            body.insert(key.into(), other);
        }
    }
    super::no_store(HttpResponse::Ok().json(Value::Object(body)))
}

/// Runs `operation` on the blocking pool as the admin, then refreshes this
/// instance's caches so the change is visible here at once.
async fn run(
    state: web::Data<AppState>,
    req: HttpRequest,
    list_key: &'static str,
    operation: impl FnOnce(&AppState, Actor<'_>) -> Result<Value, ManageError> + Send + 'static,
) -> Result<HttpResponse, ApiError> {
    let ip = client_ip(&req, &state.trusted_proxies);
    let state = state.into_inner();
    let value = web::block(move || -> Result<Value, ApiError> {
        let value = operation(
            &state,
            Actor {
                name: "admin",
                ip: &ip,
            },
        )
        .map_err(manage_error)?;
        state.refresh().map_err(ApiError::from_repo)?;
        Ok(value)
    })
    .await??;
    Ok(ok(value, list_key))
}

/// Body of `POST /clients`.
#[derive(Debug, Deserialize)]
pub(crate) struct NewClientBody {
    name: String,
    redirect_uris: Vec<String>,
    #[serde(default)]
    package_names: Vec<String>,
    #[serde(default)]
    scopes: Vec<String>,
    #[serde(default)]
    public: bool,
}

pub(crate) async fn create_client(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<NewClientBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let command = ClientCommand::Create {
        name: body.name,
        redirect_uris: body.redirect_uris,
        package_names: body.package_names,
        scopes: body.scopes,
        public: body.public,
    };
    run(state, req, "", move |s, actor| {
        commands::client(&s.db, &command, actor, s.clock.now())
    })
    .await
}

pub(crate) async fn list_clients(
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    run(state, req, "clients", |s, actor| {
        commands::client(&s.db, &ClientCommand::List, actor, s.clock.now())
    })
    .await
}

pub(crate) async fn rotate_client_secret(
    state: web::Data<AppState>,
    req: HttpRequest,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let command = ClientCommand::RotateSecret {
        id: id.into_inner(),
    };
    run(state, req, "", move |s, actor| {
        commands::client(&s.db, &command, actor, s.clock.now())
    })
    .await
}

pub(crate) async fn disable_client(
    state: web::Data<AppState>,
    req: HttpRequest,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let command = ClientCommand::Disable {
        id: id.into_inner(),
    };
    run(state, req, "", move |s, actor| {
        commands::client(&s.db, &command, actor, s.clock.now())
    })
    .await
}

/// Body of `POST /users`.
#[derive(Debug, Deserialize)]
pub(crate) struct NewUserBody {
    email: String,
    password: String,
    #[serde(default)]
    name: String,
    #[serde(default)]
    mobile: String,
    #[serde(default)]
    picture: String,
    #[serde(default, rename = "countryCode")]
    country_code: String,
    #[serde(default)]
    country: String,
    #[serde(default, rename = "countryRegionCode")]
    country_region_code: String,
    #[serde(default, rename = "countryRegion")]
    country_region: String,
    #[serde(default)]
    city: String,
    #[serde(default, rename = "postalCode")]
    postal_code: String,
}

pub(crate) async fn create_user(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<NewUserBody>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    let command = UserCommand::Create {
        email: b.email,
        password_stdin: false,
        profile: Box::new(ProfileArgs {
            name: b.name,
            mobile: b.mobile,
            picture: b.picture,
            country_code: b.country_code,
            country: b.country,
            country_region_code: b.country_region_code,
            country_region: b.country_region,
            city: b.city,
            postal_code: b.postal_code,
        }),
    };
    let password = b.password;
    run(state, req, "", move |s, actor| {
        commands::user_with_password(&s.db, &command, &password, actor, s.clock.now())
    })
    .await
}

pub(crate) async fn list_users(
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    run(state, req, "users", |s, actor| {
        commands::user_with_password(&s.db, &UserCommand::List, "", actor, s.clock.now())
    })
    .await
}

pub(crate) async fn disable_user(
    state: web::Data<AppState>,
    req: HttpRequest,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let command = UserCommand::Disable {
        id: id.into_inner(),
    };
    run(state, req, "", move |s, actor| {
        commands::user_with_password(&s.db, &command, "", actor, s.clock.now())
    })
    .await
}

/// Body of `POST /users/{id}/password`.
#[derive(Debug, Deserialize)]
pub(crate) struct PasswordBody {
    password: String,
}

pub(crate) async fn set_password(
    state: web::Data<AppState>,
    req: HttpRequest,
    id: web::Path<String>,
    body: web::Json<PasswordBody>,
) -> Result<HttpResponse, ApiError> {
    let command = UserCommand::SetPassword {
        id: id.into_inner(),
        password_stdin: false,
    };
    let password = body.into_inner().password;
    run(state, req, "", move |s, actor| {
        commands::user_with_password(&s.db, &command, &password, actor, s.clock.now())
    })
    .await
}

pub(crate) async fn rotate_keys(
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    run(state, req, "", |s, actor| {
        commands::keys(
            &s.db,
            s.master_key(),
            s.id_alg,
            &KeysCommand::Rotate,
            actor,
            s.clock.now(),
        )
    })
    .await
}
