//! HTTP tests: the real application on 127.0.0.1:0 over real HTTP, each
//! test instantiated for SQLite and for a throwaway PostgreSQL.
//!
//! Each file declares its own tests: it writes a test as a function and
//! names it in one of the macros below, invoked once at the file's end,
//! which make the `#[test]` wrappers inside that file (so a test's name is
//! `<file>::sqlite::<function>` and the like). A function a file forgets
//! to name is dead code, which the lints refuse. docs/testing.md, "Adding
//! an HTTP test", has the details.

// Test code: a panic is a failing test.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing
)]

use accounts_testkit::app as helpers;
use accounts_testkit::schema;

// The macros come before the modules: `macro_rules!` is visible only in
// what follows it.

/// Tests taking `&TestApp`: each named function of the invoking file runs
/// on a fresh app per backend, as `sqlite::NAME` and `postgres::NAME`.
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

/// Tests taking `&TestApp` whose issuer must be the server's own address
/// (third-party clients fetch discovery from the issuer), per backend:
/// `self_issued::NAME` (SQLite) and `self_issued::postgres::NAME`.
macro_rules! self_issued_on_both_backends {
    ($($name:ident),* $(,)?) => {
        mod self_issued {
            use crate::helpers::{Backend, spawn_self_issued_app};
            $( #[test] fn $name() { super::$name(&spawn_self_issued_app(Backend::Sqlite)); } )*
            mod postgres {
                use crate::helpers::{Backend, spawn_self_issued_app};
                $( #[test] fn $name() { super::super::$name(&spawn_self_issued_app(Backend::Postgres)); } )*
            }
        }
    };
}

/// Tests taking a `Backend`, which start their own apps with their own
/// settings: `per_backend::sqlite::NAME` and `per_backend::postgres::NAME`.
macro_rules! per_backend {
    ($($name:ident),* $(,)?) => {
        mod per_backend {
            mod sqlite {
                $( #[test] fn $name() { super::super::$name(crate::helpers::Backend::Sqlite); } )*
            }
            mod postgres {
                $( #[test] fn $name() { super::super::$name(crate::helpers::Backend::Postgres); } )*
            }
        }
    };
}

/// Upstream identity providers' tests, taking a `Backend` (another
/// instance of this service is the upstream OpenID provider; a GitHub
/// stand-in for the `github` kind): `upstream_providers::NAME` (SQLite)
/// and `upstream_providers::postgres::NAME`.
macro_rules! upstream_on_both_backends {
    ($($name:ident),* $(,)?) => {
        mod upstream_providers {
            $( #[test] fn $name() { super::$name(crate::helpers::Backend::Sqlite); } )*
            mod postgres {
                $( #[test] fn $name() { super::super::$name(crate::helpers::Backend::Postgres); } )*
            }
        }
    };
}

mod accessibility;
mod admin;
mod api_tokens;
mod audit_trail;
mod backchannel_logout;
mod bad_input;
mod browser;
mod browser_requests;
mod chromium;
mod chromium_codes;
mod chromium_consent;
mod chromium_console;
mod chromium_languages;
mod chromium_passkeys;
mod chromium_scripts;
mod chromium_upstream;
mod confirmation;
mod consent;
mod console;
mod console_access;
mod console_organizations;
mod console_reasons;
mod console_records;
mod deletion;
mod device_grant;
mod dpop;
mod email_change;
mod export;
mod factor_mails;
mod factor_pages;
mod hardening;
mod hardening_cookies;
mod hardening_sessions;
mod imports;
mod imports_hashes;
mod introspect;
mod languages;
mod languages_bounds;
mod languages_pseudo_locale;
mod languages_stored;
mod lifecycle;
mod lifecycle_pages;
mod machine_tokens;
mod mail;
mod mfa_policy;
mod native_app;
mod native_app_codes;
mod notices;
mod oauth4webapi;
mod oidc;
mod openapi;
mod operations;
mod organization_admin_page;
mod organization_browser;
mod organization_domains;
mod organization_invitations;
mod organization_sign_in;
mod organization_switching;
mod organizations;
mod own_account;
mod par;
mod passkeys;
mod passkeys_apps;
mod reset_review;
mod revoke;
mod rotation;
mod second_factor;
mod second_factor_sign_in;
mod session_channels;
mod shared_throttles;
mod sign_in_codes;
mod sign_in_codes_pages;
mod startup;
mod step_up;
mod token;
mod upstream;
mod upstream_accounts;
mod upstream_apps;
mod upstream_github;
mod upstream_linking;
mod upstream_peer;
mod users;
mod verify;
mod webhooks;
