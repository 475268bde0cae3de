//! The pages of the OAuth and OpenID Connect flows a client sends a
//! browser to: the authorization endpoint and the login page it answers
//! with (`authorize`; the form's answers are `sign_in::login`'s), the
//! consent screen (`consent`, its HTML in
//! `consent_html`), the device grant's verification page (`device`, its
//! HTML in `device_html`) and browser sign-out (`logout`).

pub(crate) mod authorize;
pub(crate) mod consent;
pub(crate) mod consent_html;
pub(crate) mod device;
pub mod device_html;
pub(crate) mod logout;
