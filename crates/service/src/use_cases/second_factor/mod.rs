//! Second factors after a password: TOTP with recovery codes.

pub mod challenge;
pub mod enrolment;
pub mod totp;
