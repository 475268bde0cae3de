//! The account service's use cases and the service that runs them: the
//! [`service::accounts::Accounts`] struct with its caches, limits,
//! throttles, password hashing and signing, and every use case (sign-in,
//! authorization requests, code and id_token issuance, one file per grant,
//! verification, logout, the account manager's operations, sign-up,
//! reset, ...), each a function of a module in [`use_cases`] that takes
//! the `Accounts` and answers its own typed error (docs/architecture.md,
//! "Finding a use case"), written against the repository traits and ports
//! of `accounts-domain`.
//!
//! It must not do I/O of its own: no HTTP, no SQL, no global state, and no
//! clock but the [`accounts_domain::clock::Clock`] it is given. Storage
//! implements the repository traits; the HTTP crate and the binary call
//! the use cases.

pub mod ports;
pub mod service;
pub mod use_cases;

pub use ports::{mail, observe, webhooks};
pub use service::{
    accounts, audit_addresses, catalogue, hashing, languages, passwords, relying_party, throttle,
};
pub use use_cases::self_service::{
    deletion, email_change, export, lifecycle, own_account, refused,
};
pub use use_cases::token_checks::{bearer, dpop, introspect, verify_token};
pub use use_cases::{
    authorize, browser_sign_in, consent, console, device_grant, grants, health, manage, native_app,
    pushed_authorization, second_factor, sessions, sign_in, upstream, webhook_delivery,
};
