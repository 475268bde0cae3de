//! Shared Signals tests (docs/api.md, "Shared Signals"): the real
//! application on 127.0.0.1:0, receivers registered through the admin
//! API, every SET held to RFC 8417, SSF 1.0 and the CAEP
//! interoperability profile by a receiver built on josekit
//! (`receiver.rs`), each test on SQLite and on a throwaway PostgreSQL. A
//! binary of its own, so that it builds beside the large `api` one.

// Test code: a panic is a failing test.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing
)]

use accounts_testkit::app as helpers;

/// Tests taking `&TestApp`, per backend: `sqlite::NAME`, `postgres::NAME`.
macro_rules! on_both_backends {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $( #[test] fn $name() { super::$name(&crate::helpers::spawn_app(crate::helpers::Backend::Sqlite)); } )*
        }
        mod postgres {
            $( #[test] fn $name() { super::$name(&crate::helpers::spawn_app(crate::helpers::Backend::Postgres)); } )*
        }
    };
}

mod bad_input;
mod events;
mod organizations;
mod push;
mod receiver;
mod streams;
