//! What signs a browser in besides the login form's password: a passkey
//! (`passkeys`: the passkey form's answer and the script that drives it)
//! and a round trip through an upstream provider (`upstream`: "Sign in
//! with …", and linking one from the account page). The login form itself
//! is the authorization endpoint's ([`super::oauth::authorize`]).

pub(crate) mod passkeys;
pub(crate) mod upstream;
