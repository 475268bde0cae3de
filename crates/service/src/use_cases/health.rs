//! Readiness: whether this instance can serve requests, for a load
//! balancer's health check (docs/decisions.md, "Operations face").

use crate::service::accounts::Accounts;
use accounts_domain::repository::Connections;

/// The database pool's connections now (for the metrics).
pub fn connections(accounts: &Accounts) -> Connections {
    accounts.store.connections()
}

/// Whether this instance is ready to serve: the database answered
/// within the last second (the key ring is loaded at start; without
/// one the service does not start). Checks the database at most once a
/// second; a caller arriving while a check runs gets the previous
/// answer (blocking: the check waits about a second at most).
pub fn ready(accounts: &Accounts) -> bool {
    accounts.readiness.answer(|| match accounts.store.ping() {
        Ok(()) => true,
        Err(e) => {
            log::warn!("not ready: the database does not answer: {e}");
            false
        }
    })
}
