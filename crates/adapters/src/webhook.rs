//! Webhook deliveries (`application/json` with the Standard Webhooks
//! headers) and back-channel logout tokens (a form) over HTTP: one POST per
//! attempt, a time limit, no redirects (a receiver
//! that moved is told so by the failure, and a signed body never goes to
//! a host the operator did not register), and, unless any destination is
//! allowed, only to public addresses: an IP address in the URL is checked
//! before connecting, and a name is resolved by a resolver that keeps only
//! its public addresses, so the check and the connection see the same
//! addresses (no DNS rebinding between them).

use std::net::{SocketAddr, ToSocketAddrs};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use accounts_domain::destinations::{Destinations, is_public};
use accounts_service::webhooks::{WebhookPost, WebhookPoster};
use reqwest::blocking::Client;
use reqwest::dns::{Addrs, Name, Resolve, Resolving};
use reqwest::header::CONTENT_TYPE;

/// Posts deliveries with a blocking client, made on the first delivery
/// (its runtime thread and TLS roots cost memory that an instance without
/// webhooks need not spend). Use it off any async runtime (the sender's
/// own thread).
#[derive(Debug)]
pub struct HttpWebhookPoster {
    timeout: Duration,
    destinations: Destinations,
    client: OnceLock<Result<Client, String>>,
}

/// Resolves names with the system's resolver and keeps their public
/// addresses; a name with none fails, and the attempt with it.
#[derive(Debug)]
struct PublicAddressesOnly;

impl Resolve for PublicAddressesOnly {
    fn resolve(&self, name: Name) -> Resolving {
        let host = name.as_str().to_owned();
        Box::pin(async move {
            let looked_up = host.clone();
            let found: Vec<SocketAddr> = tokio::task::spawn_blocking(move || {
                (looked_up.as_str(), 0)
                    .to_socket_addrs()
                    .map(Iterator::collect)
            })
            .await??;
            let public: Vec<SocketAddr> = found.into_iter().filter(|a| is_public(a.ip())).collect();
            if public.is_empty() {
                return Err(format!(
                    "refused: {host} resolves to no public address (webhooks.allow_private_addresses)"
                )
                .into());
            }
            Ok(Box::new(public.into_iter()) as Addrs)
        })
    }
}

impl HttpWebhookPoster {
    /// A poster whose attempts end after `timeout` and reach only
    /// `destinations`.
    pub fn new(timeout: Duration, destinations: Destinations) -> Self {
        Self {
            timeout,
            destinations,
            client: OnceLock::new(),
        }
    }

    fn client(&self) -> Result<&Client, String> {
        self.client
            .get_or_init(|| {
                let mut builder = Client::builder()
                    .timeout(self.timeout)
                    .connect_timeout(self.timeout)
                    .redirect(reqwest::redirect::Policy::none())
                    .user_agent(concat!("accounts-webhooks/", env!("CARGO_PKG_VERSION")));
                if self.destinations == Destinations::PublicOnly {
                    // A proxy from the environment (HTTP_PROXY…) would
                    // resolve and connect to the target itself, past the
                    // resolver's check: none then.
                    builder = builder
                        .dns_resolver(Arc::new(PublicAddressesOnly))
                        .no_proxy();
                }
                builder.build().map_err(|e| format!("no HTTP client: {e}"))
            })
            .as_ref()
            .map_err(Clone::clone)
    }

    /// Refuses a URL whose host is an IP address outside `destinations`
    /// (names are the resolver's to check).
    fn check_literal(&self, url: &str) -> Result<(), String> {
        let parsed = reqwest::Url::parse(url).map_err(|e| format!("not a URL: {e}"))?;
        let ip = match parsed.host() {
            Some(url::Host::Ipv4(ip)) => ip.into(),
            Some(url::Host::Ipv6(ip)) => ip.into(),
            _ => return Ok(()),
        };
        if self.destinations.allow(ip) {
            Ok(())
        } else {
            Err(format!(
                "refused: {ip} is not a public address (webhooks.allow_private_addresses)"
            ))
        }
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
        self.check_literal(post.url)?;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ip_address_in_the_url_is_checked_before_connecting() {
        let public_only = HttpWebhookPoster::new(Duration::from_secs(1), Destinations::PublicOnly);
        for refused in [
            "http://127.0.0.1:9/hook",
            "http://169.254.169.254/latest",
            "http://[::1]:8080/",
            "http://10.0.0.1/",
        ] {
            let reason = public_only.check_literal(refused).unwrap_err();
            assert!(
                reason.contains("not a public address"),
                "{refused}: {reason}"
            );
        }
        for allowed in ["https://93.184.216.34/hook", "https://hooks.example.com/"] {
            assert!(public_only.check_literal(allowed).is_ok(), "{allowed}");
        }
        let any = HttpWebhookPoster::new(Duration::from_secs(1), Destinations::Any);
        assert!(any.check_literal("http://127.0.0.1:9/hook").is_ok());
    }
}
