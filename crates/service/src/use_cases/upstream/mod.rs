//! Signing in through an upstream identity provider ("Sign in with
//! Google"), linking one to an account, and the exchange of a provider's
//! id_token for an account token (native apps).
//!
//! The rules (docs/decisions.md, "Upstream identity providers"):
//! - an identity is the provider's subject, never an email address: a
//!   link (provider, subject) → user is what signs a user in;
//! - an unknown identity makes an account only when registration is open,
//!   and never when its address belongs to an existing account (the
//!   owner signs in and links it from the account page: no takeover by an
//!   upstream account that claims someone's address);
//! - the round trip's `state` is single-use, expires and is bound to the
//!   browser by a cookie; the provider's answer is checked by the port's
//!   adapter (issuer, audience, expiry, nonce, signature, PKCE).

pub mod browser;
mod flow_error;
pub mod links;
pub(crate) mod organization;
pub mod providers;
pub mod unlink;

pub use flow_error::UpstreamFlowError;
