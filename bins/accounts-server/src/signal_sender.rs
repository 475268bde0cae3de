//! The thread that pushes Shared Signals from this instance
//! (docs/decisions.md, "Shared Signals"): due SETs (RFC 8935) whenever
//! the bell rings (on PostgreSQL the cache refresher's listener rings it
//! at the triggers' notices, which also wakes this instance's long polls)
//! or its recheck passes.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use accounts_adapters::webhook::HttpWebhookPoster;
use accounts_http::bell::SignalBell;
use accounts_service::accounts::Accounts;
use accounts_service::use_cases::shared_signals::delivery;
use accounts_service::webhook_delivery::WebhookPolicy;

/// Delivers until dropped.
#[derive(Debug)]
pub struct SignalSender {
    stop: Arc<AtomicBool>,
}

impl SignalSender {
    /// Starts the pusher; pushes follow the webhooks' policy: timeout,
    /// destinations, proxy.
    pub fn start(
        accounts: Arc<Accounts>,
        bell: Arc<SignalBell>,
        policy: &WebhookPolicy,
        proxy: Option<String>,
    ) -> std::io::Result<Self> {
        let stop = Arc::new(AtomicBool::new(false));
        let (timeout, destinations) = (policy.timeout, policy.destinations);
        let flag = Arc::clone(&stop);
        std::thread::Builder::new()
            .name("ssf-push".into())
            .spawn(move || {
                let poster = HttpWebhookPoster::new(timeout, destinations, proxy);
                while !flag.load(Ordering::Relaxed) {
                    let seen = bell.rings();
                    match delivery::deliver_pushes(&accounts, &poster) {
                        Ok(0) => {
                            bell.wait_blocking(seen, bell.recheck());
                        }
                        Ok(_) => {}
                        Err(e) => {
                            log::warn!("security event pushes: {e}");
                            std::thread::sleep(Duration::from_secs(1));
                        }
                    }
                }
            })?;
        Ok(Self { stop })
    }
}

impl Drop for SignalSender {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}
