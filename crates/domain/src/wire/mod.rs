//! The seed interface's wire shapes: response bodies (`userData`,
//! `sessionData` with `deviceData` and `geoData`, the verify-token answer,
//! the error body) and the result codes with their messages.

pub mod api;
pub mod codes;
