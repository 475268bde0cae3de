//! The Shared Signals face (docs/api.md, "Shared Signals";
//! docs/decisions.md, "Shared Signals"): the transmitter's metadata, the
//! stream API a receiver's client_credentials token manages
//! (`{issuer}/accounts/ssf/…`) and the poll endpoint. Answers are SSF
//! 1.0's and RFC 8936's JSON, not the seed interface's envelope.

pub(crate) mod bodies;
pub(crate) mod errors;
pub(crate) mod handlers;

use actix_web::web;

use crate::common::respond::resource;
use crate::paths;

/// Registers the metadata, the stream API and the poll endpoint; another
/// method on a path answers the service's 405 with `Allow`.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(
        resource(paths::SSF_CONFIGURATION, "GET").route(web::get().to(handlers::configuration)),
    )
    .service(
        resource(paths::SSF_STREAMS, "GET, POST, PATCH, PUT, DELETE")
            .route(web::get().to(handlers::read_streams))
            .route(web::post().to(handlers::create_stream))
            .route(web::patch().to(handlers::update_stream))
            .route(web::put().to(handlers::replace_stream))
            .route(web::delete().to(handlers::delete_stream)),
    )
    .service(
        resource(paths::SSF_STATUS, "GET, POST")
            .route(web::get().to(handlers::read_status))
            .route(web::post().to(handlers::set_status)),
    )
    .service(resource(paths::SSF_SUBJECTS_ADD, "POST").route(web::post().to(handlers::add_subject)))
    .service(
        resource(paths::SSF_SUBJECTS_REMOVE, "POST")
            .route(web::post().to(handlers::remove_subject)),
    )
    .service(resource(paths::SSF_VERIFY, "POST").route(web::post().to(handlers::verify)))
    .service(resource(paths::SSF_POLL, "POST").route(web::post().to(handlers::poll)));
}
