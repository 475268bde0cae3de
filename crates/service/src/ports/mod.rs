//! What leaves the service besides storage: mail to users (the safety
//! notices in `safety_mails`, the sign-in codes' in `code_mails`), what the use cases report for metrics,
//! upstream identity providers, and webhook deliveries.

pub mod code_mails;
pub mod dns;
pub mod mail;
pub mod observe;
pub mod safety_mails;
pub mod upstream;
pub mod webhooks;
