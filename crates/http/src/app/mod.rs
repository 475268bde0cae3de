//! The application as a whole: the routing table of every face, the
//! state every request shares, the OpenAPI document, and the servers that
//! run it.

mod json_errors;
pub mod openapi;
pub mod routes;
pub mod server;
