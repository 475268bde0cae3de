//! Webhook deliveries (`application/json` with the Standard Webhooks
//! headers) and back-channel logout tokens (a form) over HTTP: one POST per
//! attempt, a time limit, no redirects (a receiver
//! that moved is told so by the failure, and a signed body never goes to
//! a host the operator did not register).

use std::sync::OnceLock;
use std::time::Duration;

use accounts_service::webhooks::{WebhookPost, WebhookPoster};
use reqwest::blocking::Client;
use reqwest::header::CONTENT_TYPE;

/// Posts deliveries with a blocking client, made on the first delivery
/// (its runtime thread and TLS roots cost memory that an instance without
/// webhooks need not spend). Use it off any async runtime (the sender's
/// own thread).
#[derive(Debug)]
pub struct HttpWebhookPoster {
    timeout: Duration,
    client: OnceLock<Result<Client, String>>,
}

impl HttpWebhookPoster {
    /// A poster whose attempts end after `timeout`.
    pub fn new(timeout: Duration) -> Self {
        Self {
            timeout,
            client: OnceLock::new(),
        }
    }

    fn client(&self) -> Result<&Client, String> {
        self.client
            .get_or_init(|| {
                Client::builder()
                    .timeout(self.timeout)
                    .connect_timeout(self.timeout)
                    .redirect(reqwest::redirect::Policy::none())
                    .user_agent(concat!("accounts-webhooks/", env!("CARGO_PKG_VERSION")))
                    .build()
                    .map_err(|e| format!("no HTTP client: {e}"))
            })
            .as_ref()
            .map_err(Clone::clone)
    }
}

/// Why an attempt failed, in one line: the innermost cause.
fn reason(error: &reqwest::Error) -> String {
    if error.is_timeout() {
        return "timed out".into();
    }
    let mut cause: &dyn std::error::Error = error;
    while let Some(source) = cause.source() {
        cause = source;
    }
    if error.is_connect() {
        format!("could not connect: {cause}")
    } else {
        cause.to_string()
    }
}

impl WebhookPoster for HttpWebhookPoster {
    fn post(&self, post: &WebhookPost<'_>) -> Result<(), String> {
        let mut request = self
            .client()?
            .post(post.url)
            .header(CONTENT_TYPE, post.content_type)
            .body(post.body.to_owned());
        for (name, value) in &post.headers {
            request = request.header(*name, value);
        }
        match request.send() {
            Ok(answer) if answer.status().is_success() => Ok(()),
            Ok(answer) => Err(format!("answered HTTP {}", answer.status().as_u16())),
            Err(e) => Err(reason(&e)),
        }
    }
}
