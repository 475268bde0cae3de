//! TXT records from the DNS, for verifying an organization's domain
//! ([`accounts_service::ports::dns`]): `hickory-resolver` over plain UDP
//! and TCP, asking the system's nameservers (`/etc/resolv.conf`) or the
//! one `organizations.dns_resolver` names.
//!
//! The resolver is async; the use cases that ask call from blocking
//! threads. Each [`HickoryTxt`] therefore keeps a small runtime of its own
//! (one worker thread, `dns`), and a lookup is sent to it and waited for,
//! as [`crate::outbound`] does for HTTP. Sending instead of calling
//! `block_on` on the caller's thread means a caller that is itself inside
//! a runtime blocks rather than panics.
//!
//! Nothing is cached: a lookup is someone clicking "verify", most often
//! right after adding or fixing the record, and an answer remembered from
//! the click before could only be stale. (The system's recursive resolver
//! may still cache by the record's TTL; that is the customer's DNS.)

use std::net::SocketAddr;
use std::time::Duration;

use accounts_service::ports::dns::{DnsError, DomainRecords};
use hickory_resolver::config::{ConnectionConfig, NameServerConfig, ResolverConfig, ResolverOpts};
use hickory_resolver::net::runtime::TokioRuntimeProvider;
use hickory_resolver::proto::rr::{Name, RData};
use hickory_resolver::{ResolverBuilder, TokioResolver};
use tokio::runtime::{Builder, Runtime};

/// How long one attempt at a lookup may take.
const TIMEOUT: Duration = Duration::from_secs(5);

/// How many times a lookup is tried before it fails.
const TRIES: u32 = 2;

/// The longest a caller waits, whatever the resolver does: its tries with
/// a little to spare, so that a resolver that never gives up cannot hold
/// a blocking thread for good.
const CALLER_WAIT: Duration = Duration::from_secs(TIMEOUT.as_secs() * TRIES as u64 + 2);

/// TXT lookups through `hickory-resolver` ([`DomainRecords`]).
pub struct HickoryTxt {
    /// The one nameserver asked, or `None` for the system's.
    nameserver: Option<SocketAddr>,
    resolver: TokioResolver,
    /// Always `Some` until dropped; an `Option` so that `Drop` can shut it
    /// down without waiting.
    runtime: Option<Runtime>,
}

impl std::fmt::Debug for HickoryTxt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HickoryTxt")
            .field("nameserver", &self.nameserver)
            .finish_non_exhaustive()
    }
}

impl HickoryTxt {
    /// A resolver that asks the system's nameservers (`/etc/resolv.conf`)
    /// when `nameserver` is `None`, or only the one at `nameserver`,
    /// over UDP and TCP (TCP when an answer is truncated), when it is
    /// `Some`. Fails when the system's configuration cannot be read or
    /// the runtime cannot be started.
    pub fn new(nameserver: Option<SocketAddr>) -> Result<Self, DnsError> {
        let runtime = Builder::new_multi_thread()
            .worker_threads(1)
            .thread_name("dns")
            .enable_all()
            .build()
            .map_err(|e| DnsError(format!("no DNS runtime: {e}")))?;
        // Whatever the resolver starts in the background starts on this
        // runtime, never on the caller's (which may have none).
        let resolver = {
            let _inside = runtime.enter();
            let mut builder = match nameserver {
                None => TokioResolver::builder_tokio().map_err(|e| {
                    DnsError(format!("the system's DNS configuration is unusable: {e}"))
                })?,
                Some(addr) => only(addr),
            };
            configure(builder.options_mut());
            builder
                .build()
                .map_err(|e| DnsError(format!("no DNS resolver: {e}")))?
        };
        Ok(Self {
            nameserver,
            resolver,
            runtime: Some(runtime),
        })
    }
}

/// A builder for the one nameserver at `addr`.
fn only(addr: SocketAddr) -> ResolverBuilder<TokioRuntimeProvider> {
    let connections = [ConnectionConfig::udp(), ConnectionConfig::tcp()]
        .into_iter()
        .map(|mut connection| {
            connection.port = addr.port();
            connection
        })
        .collect();
    // NXDOMAIN from the only server is final: there is nobody else to ask.
    let server = NameServerConfig::new(addr.ip(), true, connections);
    TokioResolver::builder_with_config(
        ResolverConfig::from_name_servers(vec![server]),
        TokioRuntimeProvider::default(),
    )
}

/// Our timeouts and no cache, over whatever the system's configuration
/// said (its `ndots` and search list no longer matter: names are asked
/// fully qualified).
fn configure(options: &mut ResolverOpts) {
    options.timeout = TIMEOUT;
    // hickory's `attempts` counts the tries after the first.
    options.attempts = (TRIES - 1) as usize;
    // Every answer expires the moment it is stored (see the module's
    // comment); the cache itself cannot be switched off.
    options.positive_min_ttl = None;
    options.negative_min_ttl = None;
    options.positive_max_ttl = Some(Duration::ZERO);
    options.negative_max_ttl = Some(Duration::ZERO);
    options.cache_size = 64;
}

/// `name` with the trailing dot that stops a resolver from trying it under
/// the search domains first.
fn fully_qualified(name: &str) -> Result<Name, DnsError> {
    let dotted = if name.ends_with('.') {
        name.to_owned()
    } else {
        format!("{name}.")
    };
    Name::from_utf8(&dotted).map_err(|e| DnsError(format!("{name:?} is not a domain name: {e}")))
}

impl DomainRecords for HickoryTxt {
    fn txt(&self, name: &str) -> Result<Vec<String>, DnsError> {
        let runtime = self
            .runtime
            .as_ref()
            .ok_or_else(|| DnsError("the DNS runtime has stopped".to_owned()))?;
        let query = fully_qualified(name)?;
        let resolver = self.resolver.clone();
        let (answered, answer) = std::sync::mpsc::sync_channel(1);
        runtime.spawn(async move {
            // The caller may have stopped waiting: nobody to tell.
            let _ = answered.send(resolver.txt_lookup(query).await);
        });
        let lookup = match answer.recv_timeout(CALLER_WAIT) {
            Ok(lookup) => lookup,
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {
                return Err(DnsError(format!("no answer for {name} in time")));
            }
            Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => {
                return Err(DnsError(format!("the lookup of {name} was lost")));
            }
        };
        match lookup {
            Ok(lookup) => Ok(lookup
                .answers()
                .iter()
                // A CNAME on the way is among the answers too.
                .filter_map(|record| match &record.data {
                    RData::TXT(txt) => Some(joined(&txt.txt_data)),
                    _ => None,
                })
                .collect()),
            // NXDOMAIN, or a name without TXT records: an answer, not a
            // failure.
            Err(e) if e.is_no_records_found() => Ok(Vec::new()),
            Err(e) => Err(DnsError(format!("{name}: {e}"))),
        }
    }
}

/// One record's strings as one value (RFC 7208 §3.3: a long value is
/// split into strings of at most 255 bytes, which are joined without a
/// separator), read as UTF-8 where it is.
fn joined(strings: &[Box<[u8]>]) -> String {
    String::from_utf8_lossy(&strings.concat()).into_owned()
}

impl Drop for HickoryTxt {
    fn drop(&mut self) {
        // Dropping a runtime waits for its tasks, which panics when the
        // owner is dropped inside an async context (an actix worker at
        // shutdown); a lookup in flight has nobody left to answer anyway.
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_made_fully_qualified() -> Result<(), DnsError> {
        let name = fully_qualified("_accounts-challenge.example.com")?;
        assert!(name.is_fqdn());
        assert_eq!(name.to_ascii(), "_accounts-challenge.example.com.");
        let already = fully_qualified("_accounts-challenge.example.com.")?;
        assert_eq!(already, name);
        Ok(())
    }

    #[test]
    fn international_names_are_asked_in_punycode() -> Result<(), DnsError> {
        let name = fully_qualified("_accounts-challenge.bücher.example")?;
        assert_eq!(
            name.to_ascii(),
            "_accounts-challenge.xn--bcher-kva.example."
        );
        Ok(())
    }

    #[test]
    fn a_name_that_cannot_be_asked_is_an_error() {
        assert!(fully_qualified("a..b").is_err());
        assert!(fully_qualified(&"a".repeat(64)).is_err());
    }

    #[test]
    fn a_record_s_strings_are_joined_and_decoded_lossily() {
        let strings: Vec<Box<[u8]>> = vec![
            b"v=spf1 ".to_vec().into_boxed_slice(),
            b"-all".to_vec().into_boxed_slice(),
        ];
        assert_eq!(joined(&strings), "v=spf1 -all");
        let broken: Vec<Box<[u8]>> = vec![b"a\xffb".to_vec().into_boxed_slice()];
        assert_eq!(joined(&broken), "a\u{fffd}b");
    }
}
