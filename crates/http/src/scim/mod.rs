//! The SCIM 2.0 face (docs/api.md, "SCIM"; docs/decisions.md, "SCIM"):
//! `{issuer}/accounts/scim/v2/{connection}/…`, a directory's bearer token
//! on every call but discovery. Answers follow RFC 7644, not the rest of
//! the service's envelope, and are left out of the OpenAPI document:
//! their media type and error shape are SCIM's own, and SCIM clients
//! read the service's `/Schemas` instead.

pub(crate) mod bulk;
pub(crate) mod discovery;
pub(crate) mod errors;
pub(crate) mod exchange;
pub(crate) mod resources;
pub(crate) mod search;

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};

use accounts_service::use_cases::scim::resources::{Groups, Users};
use errors::ScimFailure;

/// The base path; the connection's id follows.
pub const SCIM_PREFIX: &str = "/accounts/scim/v2/{connection}";

/// Registers the SCIM routes: each path answers its methods, others 405
/// with `Allow`; an unknown path 404; all in SCIM's error shape.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::scope(SCIM_PREFIX)
            .service(
                resource("/ServiceProviderConfig", "GET").route(web::get().to(discovery::config)),
            )
            .service(
                resource("/ResourceTypes", "GET").route(web::get().to(discovery::resource_types)),
            )
            .service(
                resource("/ResourceTypes/{id}", "GET")
                    .route(web::get().to(discovery::resource_type)),
            )
            .service(resource("/Schemas", "GET").route(web::get().to(discovery::schemas)))
            .service(resource("/Schemas/{id}", "GET").route(web::get().to(discovery::schema)))
            .service(
                resource("/Users", "GET, POST")
                    .route(web::get().to(resources::list::<Users>))
                    .route(web::post().to(resources::create::<Users>)),
            )
            .service(
                resource("/Users/.search", "POST")
                    .route(web::post().to(resources::search::<Users>)),
            )
            .service(
                resource("/Users/{id}", "GET, PUT, PATCH, DELETE")
                    .route(web::get().to(resources::get::<Users>))
                    .route(web::put().to(resources::replace::<Users>))
                    .route(web::patch().to(resources::patch::<Users>))
                    .route(web::delete().to(resources::delete::<Users>)),
            )
            .service(
                resource("/Groups", "GET, POST")
                    .route(web::get().to(resources::list::<Groups>))
                    .route(web::post().to(resources::create::<Groups>)),
            )
            .service(
                resource("/Groups/.search", "POST")
                    .route(web::post().to(resources::search::<Groups>)),
            )
            .service(
                resource("/Groups/{id}", "GET, PUT, PATCH, DELETE")
                    .route(web::get().to(resources::get::<Groups>))
                    .route(web::put().to(resources::replace::<Groups>))
                    .route(web::patch().to(resources::patch::<Groups>))
                    .route(web::delete().to(resources::delete::<Groups>)),
            )
            .service(resource("/.search", "POST").route(web::post().to(search::search)))
            .service(resource("/Bulk", "POST").route(web::post().to(bulk::bulk)))
            .default_service(web::to(|| async {
                Err::<HttpResponse, _>(ScimFailure::not_found())
            })),
    );
}

/// A SCIM resource whose other methods answer 405 with `Allow`.
fn resource(path: &str, allow: &'static str) -> actix_web::Resource {
    web::resource(path).default_service(web::to(move || async move {
        Err::<HttpResponse, _>(
            ScimFailure::new(
                StatusCode::METHOD_NOT_ALLOWED,
                None,
                format!("allowed: {allow}"),
            )
            .allow(allow),
        )
    }))
}
