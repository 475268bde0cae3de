//! The URL grammar of the endpoints this service posts to: webhook
//! endpoints and clients' back-channel logout URIs (docs/decisions.md,
//! "Webhooks").

use accounts_domain::destinations::Destinations;

/// The longest endpoint URL.
const MAX_URL: usize = 2048;

/// The endpoint grammar (the OpenAPI document states it as a pattern):
/// `http://` or `https://`; a DNS name whose last label starts with a
/// letter (stored in lower case), or a dotted IPv4 address; an optional port 1-65535; a
/// path and query of RFC 3986 characters (no percent-encoding, no
/// fragment, no user name or password).
fn endpoint_grammar(text: &str) -> bool {
    let Some(rest) = text
        .strip_prefix("https://")
        .or_else(|| text.strip_prefix("http://"))
    else {
        return false;
    };
    let split = rest.find(['/', '?']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(split);
    let (host, port) = match authority.split_once(':') {
        Some((host, port)) => (host, Some(port)),
        None => (authority, None),
    };
    let port_ok = port.is_none_or(|p| {
        !p.starts_with('0') && p.len() <= 5 && p.parse::<u16>().is_ok_and(|n| n > 0)
    });
    let (path, query) = match tail.split_once('?') {
        Some((path, query)) => (path, Some(query)),
        None => (tail, None),
    };
    let path_char = |c: char| c.is_ascii_alphanumeric() || "._~!$&'()*+,;=:@-/".contains(c);
    let query_ok = query.is_none_or(|q| q.chars().all(|c| path_char(c) || c == '?'));
    (ipv4(host) || dns_name(host)) && port_ok && path.chars().all(path_char) && query_ok
}

fn ipv4(host: &str) -> bool {
    let parts: Vec<&str> = host.split('.').collect();
    parts.len() == 4
        && parts.iter().all(|p| {
            !p.is_empty()
                && p.len() <= 3
                && p.bytes().all(|b| b.is_ascii_digit())
                && (p.len() == 1 || !p.starts_with('0'))
                && p.parse::<u16>().is_ok_and(|n| n <= 255)
        })
}

fn dns_name(host: &str) -> bool {
    let labels: Vec<&str> = host.split('.').collect();
    let label_ok = |l: &&str| {
        !l.is_empty()
            && l.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
            && !l.starts_with('-')
            && !l.ends_with('-')
    };
    labels.iter().all(label_ok)
        && labels
            .last()
            .is_some_and(|l| l.starts_with(|c: char| c.is_ascii_alphabetic()))
}

/// The endpoint `text` names, if it follows the grammar and, unless any
/// destination is allowed, is not an IP address outside the public
/// internet (a DNS name is checked on the address it resolves to, at
/// each delivery).
pub(crate) fn parse_url(text: &str, destinations: Destinations) -> Result<String, String> {
    if text.len() > MAX_URL {
        return Err("url is longer than 2048 characters".into());
    }
    if !endpoint_grammar(text) {
        return Err(
            "url must be http:// or https://, a host name or an IPv4 address, \
             an optional port, and a path without percent-encoding, user name, password or fragment"
                .into(),
        );
    }
    let url = url::Url::parse(text).map_err(|e| format!("url: {e}"))?;
    if let Some(url::Host::Ipv4(ip)) = url.host()
        && !destinations.allow(ip.into())
    {
        return Err(format!(
            "url must not point at a loopback, private, link-local or reserved address ({ip}); \
             webhooks.allow_private_addresses allows them"
        ));
    }
    Ok(url.to_string())
}

/// What stands for a hidden query.
const HIDDEN: &str = "••••";

/// A registered endpoint's URL as pages show it after the answer that
/// registered it: without its query (or a fragment, which the grammar
/// refuses but an older row might hold), `?••••` in its place. A
/// receiver's token often rides in the query, and a console viewer reads
/// every page; the URL is shown whole only to whoever registered it, in
/// that answer, as the settings page masks secrets.
pub fn query_hidden(url: &str) -> String {
    match url.find(['?', '#']) {
        Some(at) => format!("{}?{HIDDEN}", url.get(..at).unwrap_or_default()),
        None => url.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::{Destinations, endpoint_grammar, parse_url, query_hidden};

    #[test]
    fn a_shown_url_hides_its_query() {
        assert_eq!(
            query_hidden("https://hooks.example.com/in?token=s3cr3t&x=1"),
            "https://hooks.example.com/in?••••"
        );
        assert_eq!(
            query_hidden("https://hooks.example.com/in"),
            "https://hooks.example.com/in"
        );
        assert_eq!(
            query_hidden("http://x.example/#frag"),
            "http://x.example/?••••"
        );
    }

    #[test]
    fn only_public_ip_addresses_unless_any_is_allowed() {
        for private in [
            "http://127.0.0.1:9/hooks",
            "http://169.254.169.254/latest/meta-data",
            "https://10.0.0.7/x",
            "http://0.0.0.0",
            "http://192.168.1.20:8080/",
        ] {
            assert!(
                parse_url(private, Destinations::PublicOnly).is_err(),
                "{private}"
            );
            assert!(parse_url(private, Destinations::Any).is_ok(), "{private}");
        }
        for public in [
            "https://93.184.216.34/hook",
            "https://hooks.example.com/a",
            // A name is judged on what it resolves to, at delivery.
            "http://localhost:8080/hook",
        ] {
            assert!(
                parse_url(public, Destinations::PublicOnly).is_ok(),
                "{public}"
            );
        }
    }

    #[test]
    fn endpoints_follow_the_documented_grammar() {
        for good in [
            "http://127.0.0.1:9/hooks",
            "https://hooks.example.com/a/b?x=1&y=2",
            "http://localhost:8080",
            "https://a-b.c0.example",
            "http://0.0.0.0",
            "https://Hooks.Example.COM/x",
        ] {
            assert!(endpoint_grammar(good), "{good}");
        }
        for bad in [
            "ftp://x.example",
            "https://lph.662/x",
            "http://u:p@x.example",
            "http://x.example/#f",
            "http://x.example/%41",
            "http://256.1.1.1",
            "http://01.1.1.1",
            "http://x.example:0",
            "http://x.example:65536",
            "http://-a.example",
            "http://[::1]/",
            "http://",
        ] {
            assert!(!endpoint_grammar(bad), "{bad}");
        }
    }
}
