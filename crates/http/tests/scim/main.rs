//! SCIM 2.0 tests (docs/api.md, "SCIM"): the real application on
//! 127.0.0.1:0, a connection made through the admin API, each test run on
//! SQLite and on a throwaway PostgreSQL. A binary of its own, so that it
//! builds beside the large `api` one.

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
mod bulk;
mod connections;
mod directories;
mod group_roles;
mod groups;
mod judges;
mod support;
mod users;
mod users_accounts;
