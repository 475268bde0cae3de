//! Who the passkeys belong to: the WebAuthn relying party. Its id is the
//! public URL's host unless a parent domain is configured (so that
//! passkeys keep working across the domain's hosts); the allowed origin
//! is the public URL's (docs/decisions.md, "Passkeys"). A relying-party id
//! must be a domain name that is the public host or a suffix of it: an IP
//! address cannot be one, which is why passkeys are off when the public
//! URL is an IP address and no id is configured.

use std::time::Duration;

use url::Url;
use webauthn_rs::{Webauthn, WebauthnBuilder};

/// How long a browser may take over a ceremony, and how long the server
/// keeps its state.
pub const CEREMONY_WINDOW: Duration = Duration::from_secs(5 * 60);

/// The relying party passkeys are registered to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RelyingParty {
    /// The relying-party id (a domain).
    pub id: String,
    /// The origins whose ceremonies are accepted.
    pub origins: Vec<Url>,
}

/// Why the relying party cannot be configured from the settings.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RelyingPartyError {
    /// The configured id is not the public host nor a parent domain of it.
    #[error("`{id}` is not the public URL's host `{host}` nor a parent domain of it")]
    NotASuffix {
        /// The configured id.
        id: String,
        /// The public URL's host.
        host: String,
    },
    /// The public URL's host is an IP address; an id cannot be one.
    #[error("the public URL's host `{host}` is an IP address, which cannot be a relying-party id")]
    IpAddress {
        /// The public URL's host.
        host: String,
    },
}

impl RelyingParty {
    /// The relying party of a service at `public_url`, with `id` the
    /// configured relying-party id (a parent domain) if any. `Ok(None)`
    /// when the public host is an IP address and no id is configured:
    /// passkeys are then off.
    pub fn for_public_url(
        public_url: &Url,
        id: Option<&str>,
    ) -> Result<Option<Self>, RelyingPartyError> {
        let origin = Url::parse(&public_url.origin().ascii_serialization())
            .unwrap_or_else(|_| public_url.clone());
        let Some(host) = public_url.domain().map(str::to_ascii_lowercase) else {
            let host = public_url.host_str().unwrap_or_default().to_owned();
            return match id {
                None => Ok(None),
                Some(_) => Err(RelyingPartyError::IpAddress { host }),
            };
        };
        let id = id.map_or_else(|| host.clone(), |i| i.trim().to_ascii_lowercase());
        if host != id && !host.ends_with(&format!(".{id}")) || id.is_empty() {
            return Err(RelyingPartyError::NotASuffix { id, host });
        }
        Ok(Some(Self {
            id,
            origins: vec![origin],
        }))
    }

    /// The WebAuthn library's relying party.
    pub fn webauthn(&self, name: &str) -> Result<Webauthn, RelyingPartyError> {
        let not_a_suffix = || RelyingPartyError::NotASuffix {
            id: self.id.clone(),
            host: self
                .origins
                .first()
                .and_then(Url::host_str)
                .unwrap_or_default()
                .to_owned(),
        };
        let first = self.origins.first().ok_or_else(not_a_suffix)?;
        let mut builder = WebauthnBuilder::new(&self.id, first)
            .map_err(|_| not_a_suffix())?
            .rp_name(name)
            .timeout(CEREMONY_WINDOW);
        for origin in self.origins.iter().skip(1) {
            builder = builder.append_allowed_origin(origin);
        }
        builder.build().map_err(|_| not_a_suffix())
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn url(text: &str) -> Url {
        Url::parse(text).unwrap()
    }

    #[test]
    fn the_id_is_the_public_host_or_a_parent_domain_of_it() {
        let rp = RelyingParty::for_public_url(&url("https://id.example.com/base/"), None)
            .unwrap()
            .unwrap();
        assert_eq!(rp.id, "id.example.com");
        assert_eq!(rp.origins, vec![url("https://id.example.com")]);
        let parent =
            RelyingParty::for_public_url(&url("https://id.example.com"), Some("example.com"))
                .unwrap()
                .unwrap();
        assert_eq!(parent.id, "example.com");
        assert!(parent.webauthn("accounts").is_ok());
        for wrong in ["ample.com", "other.com", "sub.id.example.com", ""] {
            assert!(
                matches!(
                    RelyingParty::for_public_url(&url("https://id.example.com"), Some(wrong)),
                    Err(RelyingPartyError::NotASuffix { .. })
                ),
                "{wrong}"
            );
        }
    }

    #[test]
    fn an_ip_address_is_no_relying_party() {
        assert_eq!(
            RelyingParty::for_public_url(&url("http://127.0.0.1:8080"), None),
            Ok(None)
        );
        assert!(matches!(
            RelyingParty::for_public_url(&url("http://127.0.0.1:8080"), Some("localhost")),
            Err(RelyingPartyError::IpAddress { .. })
        ));
        let local = RelyingParty::for_public_url(&url("http://localhost:8080"), None)
            .unwrap()
            .unwrap();
        assert_eq!(local.origins, vec![url("http://localhost:8080")]);
        assert!(local.webauthn("accounts").is_ok());
    }
}
