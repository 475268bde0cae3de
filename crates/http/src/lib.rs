//! The account service's HTTP face as a library: the actix-web
//! application ([`server::HttpServers`]), its routes, the extractors that
//! read shared request pieces, the server-rendered pages, the one mapping
//! of use-case errors to statuses and codes ([`error`]), and the OpenAPI
//! document derived from the request and response types ([`openapi`]).
//!
//! Handlers hold no business rules: each extracts, calls one use case of
//! `accounts_service::accounts::Accounts`, and maps the outcome. It knows
//! no storage, mail server or metrics library (the binary wires them in);
//! the use cases' database work runs through
//! [`blocking::blocking`] on actix's blocking pool.

pub mod admin;
pub mod app;
pub mod common;
pub mod native_apps;
pub mod oauth;
pub mod operations;
pub mod pages;
pub mod paths;
pub mod schema;
pub mod scim;
pub mod seed;
pub mod ssf;

// The paths the binary and the tests use.
pub use app::{openapi, routes, server};
pub use common::{bell, blocking, error, extract, state};
