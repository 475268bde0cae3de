//! The browser pages: the authorization endpoint's login form and
//! sign-out, the device verification page, sign-up, verification and
//! reset pages, the account page; their HTML and their CSRF defences.
//!
//! One folder for each face a page serves, a handler beside its HTML:
//! `oauth` (what a client sends a browser to), `sign_in` (the login
//! form's password and second step, passkeys and upstream providers), `lifecycle` (sign-up, verification, reset),
//! `account` (the account page), `console` (the operators') and
//! `organizations` (an invitation's page). What
//! every page shares is here, in this folder's own files, and imports
//! from no face (docs/architecture.md, "accounts-http").

pub(crate) mod account;
pub(crate) mod common;
pub(crate) mod console;
pub mod document;
pub(crate) mod errors;
pub mod factor_html;
pub mod html;
pub(crate) mod language;
pub(crate) mod lifecycle;
pub mod markup;
pub(crate) mod oauth;
pub(crate) mod organizations;
pub(crate) mod sign_in;

/// The authorization request's query as every page reads it (the fuzz
/// targets read it too).
pub use oauth::authorize::AuthorizeQuery;
