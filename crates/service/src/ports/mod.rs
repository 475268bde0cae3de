//! What leaves the service besides storage: mail to users and what the
//! use cases report for metrics.

pub mod mail;
pub mod observe;
