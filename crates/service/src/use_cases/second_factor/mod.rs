//! Second factors, and passkeys that sign in on their own: TOTP with
//! recovery codes after a password, and WebAuthn passkeys.

pub mod challenge;
pub mod enrolment;
pub mod methods;
pub mod passkey_sign_in;
pub mod passkeys;
pub mod totp;
