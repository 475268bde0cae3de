//! What signs a browser in: the login form's password and second step
//! (`login`), a passkey (`passkeys`: the passkey form's answer and the
//! script that drives it) and a round trip through an upstream provider
//! (`upstream`: "Sign in with …", and linking one from the account page;
//! `organization`: finding an organization's own provider).
//! The login page itself is the authorization endpoint's answer
//! ([`super::oauth::authorize`]).

pub(crate) mod codes;
mod codes_html;
pub(crate) mod login;
pub(crate) mod organization;
pub(crate) mod passkeys;
pub(crate) mod upstream;
