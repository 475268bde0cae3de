//! Second factors after a password: TOTP with recovery codes.

pub mod totp;
