//! Where webhook deliveries and back-channel logout tokens leave: an HTTP
//! POST to an operator's endpoint or a client's logout URI (the adapters
//! crate's client), with a time limit.

/// One attempt to deliver one event to one endpoint.
#[derive(Debug)]
pub struct WebhookPost<'a> {
    /// The endpoint.
    pub url: &'a str,
    /// `webhook-id`, `webhook-timestamp`, `webhook-signature` for a
    /// webhook; none for a logout token.
    pub headers: Vec<(&'static str, String)>,
    /// `application/json`, or `application/x-www-form-urlencoded` for a
    /// logout token.
    pub content_type: &'static str,
    /// The body, exactly as signed.
    pub body: &'a str,
}

/// Posts webhook deliveries.
pub trait WebhookPoster: Send + Sync {
    /// Posts `post`: `Ok` for a 2xx answer; otherwise a one-line reason
    /// (the status, or why no answer came), never the body of the answer.
    fn post(&self, post: &WebhookPost<'_>) -> Result<(), String>;
}
