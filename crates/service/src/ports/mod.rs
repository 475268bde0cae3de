//! What leaves the service besides storage: mail to users, what the use
//! cases report for metrics, upstream identity providers, and webhook
//! deliveries.

pub mod mail;
pub mod observe;
pub mod upstream;
pub mod webhooks;
