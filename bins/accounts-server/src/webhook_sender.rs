//! The thread that delivers webhook events and back-channel logout tokens
//! from this instance (docs/decisions.md, "Webhooks", "Back-channel
//! logout"): a round of due deliveries, at once again while rounds find
//! work, else after `webhooks.poll_millis`.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use accounts_adapters::webhook::HttpWebhookPoster;
use accounts_service::accounts::Accounts;
use accounts_service::use_cases::backchannel_logout;
use accounts_service::use_cases::webhook_delivery;
use accounts_service::webhook_delivery::WebhookPolicy;

/// Delivers until dropped.
#[derive(Debug)]
pub struct WebhookSender {
    stop: Arc<AtomicBool>,
}

impl WebhookSender {
    /// Starts the thread; each attempt may take the policy's timeout and
    /// reach only its destinations, through `proxy` where they may be
    /// private (docs/decisions.md, "Outbound HTTP").
    pub fn start(
        accounts: Arc<Accounts>,
        policy: &WebhookPolicy,
        poll: Duration,
        proxy: Option<String>,
    ) -> std::io::Result<Self> {
        let (timeout, destinations) = (policy.timeout, policy.destinations);
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        std::thread::Builder::new()
            .name("webhooks".into())
            .spawn(move || {
                let poster = HttpWebhookPoster::new(timeout, destinations, proxy);
                while !flag.load(Ordering::Relaxed) {
                    let round =
                        webhook_delivery::deliver_webhooks(&accounts, &poster).and_then(|hooks| {
                            Ok(hooks + backchannel_logout::deliver_logouts(&accounts, &poster)?)
                        });
                    match round {
                        Ok(0) => std::thread::sleep(poll),
                        Ok(_) => {}
                        Err(e) => {
                            log::warn!("webhook and logout deliveries: {e}");
                            std::thread::sleep(poll.max(Duration::from_secs(1)));
                        }
                    }
                }
            })?;
        Ok(Self { stop })
    }
}

impl Drop for WebhookSender {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}
