//! Routes and the request-level error handling: every failure, including
//! malformed bodies, unknown paths and wrong methods, is a JSON error with
//! a `code` (docs/api.md), never actix's default text.

pub(crate) mod admin;
pub(crate) mod authorize;
pub(crate) mod device_api;
pub(crate) mod oauth_token;
pub(crate) mod profile;
pub(crate) mod revoke;
pub(crate) mod seed_token;

use accounts_domain::codes::ResultCode;
use actix_web::error::JsonPayloadError;
use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpResponse, web};

use crate::error::ApiError;
use crate::paths;
use crate::state::AppState;

/// Registers every route; `body_limit` bounds JSON bodies; the admin API
/// exists only when `admin_enabled`.
pub fn configure(cfg: &mut web::ServiceConfig, body_limit: usize, admin_enabled: bool) {
    cfg.app_data(
        web::JsonConfig::default()
            .limit(body_limit)
            .error_handler(|error, _req| json_error(error).into()),
    )
    .app_data(web::PayloadConfig::new(body_limit))
    .service(resource(paths::VERIFY_TOKEN, "POST").route(web::post().to(seed_token::verify_token)))
    .service(
        resource(paths::TOKEN, "POST")
            // Form-encoded requests are the standard face (RFC 6749); JSON the seed's.
            .route(
                web::post()
                    .guard(actix_web::guard::fn_guard(|ctx| {
                        crate::oauth_form::is_form(ctx.head().headers())
                    }))
                    .to(oauth_token::token),
            )
            .route(web::post().to(seed_token::token)),
    )
    .service(resource(paths::USERINFO, "GET").route(web::get().to(profile::userinfo)))
    .service(resource(paths::SESSIONINFO, "GET").route(web::get().to(profile::sessioninfo)))
    .service(resource(paths::OPENAPI, "GET").route(web::get().to(openapi)))
    .service(resource(paths::JWKS, "GET").route(web::get().to(jwks)))
    .service(resource(paths::REVOKE, "POST").route(web::post().to(revoke::revoke)))
    .service(resource(paths::LOGIN, "POST").route(web::post().to(device_api::login)))
    .service(resource(paths::LOGOUT, "POST").route(web::post().to(device_api::logout)))
    .service(resource(paths::CODE, "POST").route(web::post().to(device_api::code)))
    .service(resource(paths::ID_TOKEN, "POST").route(web::post().to(device_api::id_token)))
    .service(
        resource(paths::AUTHORIZE, "GET, POST")
            .route(web::get().to(authorize::authorize))
            .route(web::post().to(authorize::sign_in)),
    )
    .service(
        resource(paths::BROWSER_LOGOUT, "GET, POST")
            .route(web::get().to(authorize::logout_page))
            .route(web::post().to(authorize::logout)),
    )
    .service(resource(paths::DISCOVERY, "GET").route(web::get().to(discovery)))
    .default_service(web::to(not_found));
    if admin_enabled {
        cfg.service(
            web::scope(paths::ADMIN)
                .wrap(actix_web::middleware::from_fn(admin::guard))
                .service(
                    resource(admin_path(paths::ADMIN_CLIENTS), "GET, POST")
                        .route(web::get().to(admin::list_clients))
                        .route(web::post().to(admin::create_client)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_CLIENT_SECRET), "POST")
                        .route(web::post().to(admin::rotate_client_secret)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_CLIENT_DISABLE), "POST")
                        .route(web::post().to(admin::disable_client)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_USERS), "GET, POST")
                        .route(web::get().to(admin::list_users))
                        .route(web::post().to(admin::create_user)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_USER_DISABLE), "POST")
                        .route(web::post().to(admin::disable_user)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_USER_PASSWORD), "POST")
                        .route(web::post().to(admin::set_password)),
                )
                .service(
                    resource(admin_path(paths::ADMIN_KEYS_ROTATE), "POST")
                        .route(web::post().to(admin::rotate_keys)),
                )
                .default_service(web::to(not_found)),
        );
    }
}

/// An admin path relative to the admin scope.
fn admin_path(full: &'static str) -> &'static str {
    full.strip_prefix(paths::ADMIN).unwrap_or(full)
}

/// A resource whose other methods answer 405 with `Allow`.
fn resource(path: &str, allow: &'static str) -> actix_web::Resource {
    web::resource(path).default_service(web::to(move || async move {
        Err::<HttpResponse, _>(
            ApiError::new(StatusCode::METHOD_NOT_ALLOWED, ResultCode::MethodNotAllowed)
                .header(header::ALLOW, allow),
        )
    }))
}

async fn not_found() -> Result<HttpResponse, ApiError> {
    Err(ApiError::new(StatusCode::NOT_FOUND, ResultCode::NotFound))
}

#[utoipa::path(
    get,
    path = "/accounts/oauth2/v1/jwks",
    tag = "oauth",
    responses((status = 200, description = "The JWK Set: public keys only", body = crate::wire::schema::JwkSet))
)]
/// The public keys that verify id_tokens (never a private or symmetric key).
/// Cached briefly: a pre-published key appears here a full rotation step
/// before it signs, so clients refreshing every few minutes never miss one.
pub(crate) async fn jwks(state: web::Data<AppState>) -> HttpResponse {
    let ring = state.accounts.key_ring();
    HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, "public, max-age=300"))
        .json(ring.jwks())
}

#[utoipa::path(
    get,
    path = "/.well-known/openid-configuration",
    tag = "oauth",
    responses((status = 200, description = "OpenID Provider Metadata", body = Object))
)]
/// OpenID Connect discovery: what off-the-shelf clients configure themselves from.
pub(crate) async fn discovery(state: web::Data<AppState>) -> HttpResponse {
    HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
        .json(crate::discovery::document(
            state.issuer(),
            state.accounts.id_algorithm(),
        ))
}

#[utoipa::path(
    get,
    path = "/openapi.json",
    tag = "meta",
    responses((status = 200, description = "This document", body = Object))
)]
/// This document.
pub(crate) async fn openapi(state: web::Data<AppState>) -> HttpResponse {
    HttpResponse::Ok().json(&state.openapi)
}

/// Maps the JSON extractor's failures to our errors.
fn json_error(error: JsonPayloadError) -> ApiError {
    match error {
        JsonPayloadError::OverflowKnownLength { .. } | JsonPayloadError::Overflow { .. } => {
            ApiError::new(StatusCode::PAYLOAD_TOO_LARGE, ResultCode::PayloadTooLarge)
        }
        JsonPayloadError::ContentType => {
            ApiError::invalid_request("Content-Type must be application/json")
        }
        JsonPayloadError::Deserialize(e) => ApiError::invalid_request(describe_json_error(&e)),
        other => ApiError::invalid_request(format!("the request body could not be read: {other}")),
    }
}

/// A short description of a body that is not the expected JSON. serde's
/// messages name the field and the expected type; values are not repeated.
fn describe_json_error(error: &serde_json::Error) -> String {
    use serde_json::error::Category;
    match error.classify() {
        Category::Syntax | Category::Eof => format!(
            "the body is not valid JSON (line {}, column {})",
            error.line(),
            error.column()
        ),
        Category::Data => {
            let text = error.to_string();
            // Keep serde's own words up to the position suffix.
            let text = text.split(" at line ").next().unwrap_or("invalid field");
            format!("the body does not have the expected fields: {text}")
        }
        Category::Io => "the body could not be read".into(),
    }
}

/// A required string field: present and not empty.
pub(crate) fn required(name: &str, value: Option<String>) -> Result<String, ApiError> {
    match value {
        Some(v) if !v.is_empty() => Ok(v),
        _ => Err(ApiError::invalid_request(format!("{name} is required"))),
    }
}

/// Token responses must not be cached (RFC 6749 5.1).
pub(crate) fn no_store(mut response: HttpResponse) -> HttpResponse {
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}
