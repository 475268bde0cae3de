//! Second factors after a password: TOTP with recovery codes.

pub mod enrolment;
pub mod totp;
