//! The SCIM 2.0 face (docs/api.md, "SCIM"; docs/decisions.md, "SCIM"):
//! `{issuer}/accounts/scim/v2/{connection}/…`, a directory's bearer token
//! on every call but discovery. Answers follow RFC 7644, not the rest of
//! the service's envelope, and are left out of the OpenAPI document:
//! their media type and error shape are SCIM's own, and SCIM clients
//! read the service's `/Schemas` instead.

pub(crate) mod discovery;
pub(crate) mod errors;
pub(crate) mod exchange;
pub(crate) mod users;

use actix_web::{HttpResponse, web};

use errors::ScimFailure;

/// The base path; the connection's id follows.
pub const SCIM_PREFIX: &str = "/accounts/scim/v2/{connection}";

/// Registers the SCIM routes.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::scope(SCIM_PREFIX)
            .route("/ServiceProviderConfig", web::get().to(discovery::config))
            .route("/ResourceTypes", web::get().to(discovery::resource_types))
            .route(
                "/ResourceTypes/{id}",
                web::get().to(discovery::resource_type),
            )
            .route("/Schemas", web::get().to(discovery::schemas))
            .route("/Schemas/{id}", web::get().to(discovery::schema))
            .route("/Users", web::get().to(users::list))
            .route("/Users", web::post().to(users::create))
            .route("/Users/.search", web::post().to(users::search))
            .route("/Users/{id}", web::get().to(users::get))
            .route("/Users/{id}", web::put().to(users::replace))
            .route("/Users/{id}", web::patch().to(users::patch))
            .route("/Users/{id}", web::delete().to(users::delete))
            .default_service(web::to(|| async {
                Err::<HttpResponse, _>(ScimFailure::not_found())
            })),
    );
}
