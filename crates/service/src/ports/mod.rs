//! What leaves the service besides storage: mail to users, what the use
//! cases report for metrics, and upstream identity providers.

pub mod mail;
pub mod observe;
pub mod upstream;
