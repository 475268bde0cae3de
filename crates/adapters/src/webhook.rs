//! Webhook deliveries (`application/json` with the Standard Webhooks
//! headers) and back-channel logout tokens (a form): one POST per attempt
//! through the outbound client ([`crate::outbound`]), with its rules: a
//! time limit, no redirects (a receiver that moved is told so by the
//! failure, and a signed body never goes to a host the operator did not
//! register), and, unless any destination is allowed, only public
//! addresses.

use std::time::Duration;

use accounts_domain::destinations::Destinations;
use accounts_service::webhooks::{WebhookPost, WebhookPoster};

use crate::outbound::{Outbound, OutboundError, OutboundRequest, OutboundSettings};

/// Answers' bodies are never read (only the status counts): no limit
/// is reached.
const ANSWER_LIMIT: usize = 0;

/// Posts deliveries through the outbound client ([`crate::outbound`]),
/// from a thread that runs no async task (the sender's own).
#[derive(Debug)]
pub struct HttpWebhookPoster {
    client: Result<Outbound, OutboundError>,
}

impl HttpWebhookPoster {
    /// A poster whose attempts end after `timeout` and reach only
    /// `destinations`, through `proxy` when any destination may be
    /// called (where only public ones may, a proxy would resolve names
    /// past the check: deliveries go direct).
    pub fn new(timeout: Duration, destinations: Destinations, proxy: Option<String>) -> Self {
        Self {
            client: Outbound::new(&OutboundSettings {
                connect_timeout: timeout,
                timeout,
                body_limit: ANSWER_LIMIT,
                destinations,
                proxy: proxy.filter(|_| destinations == Destinations::Any),
            }),
        }
    }
}

impl WebhookPoster for HttpWebhookPoster {
    fn post(&self, post: &WebhookPost<'_>) -> Result<(), String> {
        let client = self.client.as_ref().map_err(ToString::to_string)?;
        let mut request =
            OutboundRequest::post(post.url, post.content_type, post.body).status_only();
        for (name, value) in &post.headers {
            request = request.header(name, value.clone());
        }
        match client.send_waiting(request) {
            Ok(answer) if answer.is_success() => Ok(()),
            Ok(answer) => Err(format!("answered HTTP {}", answer.status)),
            Err(e) => Err(e.to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn post(url: &str) -> WebhookPost<'_> {
        WebhookPost {
            url,
            headers: vec![],
            content_type: "application/json",
            body: "{}",
        }
    }

    #[test]
    fn a_private_destination_is_refused_before_connecting() {
        let public_only = HttpWebhookPoster::new(
            Duration::from_secs(1),
            Destinations::PublicOnly,
            Some("http://127.0.0.1:3128".into()),
        );
        for refused in [
            "http://127.0.0.1:9/hook",
            "http://169.254.169.254/latest",
            "http://[::1]:8080/",
            "http://10.0.0.1/",
        ] {
            let reason = public_only.post(&post(refused)).unwrap_err();
            assert!(
                reason.contains("not a public address"),
                "{refused}: {reason}"
            );
        }
        // Port 9 on loopback refuses the connection: allowed, tried, failed.
        let any = HttpWebhookPoster::new(Duration::from_secs(1), Destinations::Any, None);
        let reason = any.post(&post("http://127.0.0.1:9/hook")).unwrap_err();
        assert!(reason.contains("could not connect"), "{reason}");
    }
}
