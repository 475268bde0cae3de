//! Where webhook deliveries leave: an HTTP POST to an operator's endpoint
//! (the adapters crate's client), with a time limit.

/// One attempt to deliver one event to one endpoint.
#[derive(Debug)]
pub struct WebhookPost<'a> {
    /// The endpoint.
    pub url: &'a str,
    /// `webhook-id`, `webhook-timestamp`, `webhook-signature`.
    pub headers: [(&'static str, String); 3],
    /// The JSON body, exactly as signed.
    pub body: &'a str,
}

/// Posts webhook deliveries.
pub trait WebhookPoster: Send + Sync {
    /// Posts `post`: `Ok` for a 2xx answer; otherwise a one-line reason
    /// (the status, or why no answer came), never the body of the answer.
    fn post(&self, post: &WebhookPost<'_>) -> Result<(), String>;
}
