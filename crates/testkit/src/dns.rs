//! An authoritative DNS server on loopback for one test, in the test
//! process: `hickory-server` (MIT/Apache-2.0) with a handler of our own
//! that answers every zone from a table the test fills ([`TxtServer`]).
//! It serves TXT records only; a name it has no records for is NXDOMAIN,
//! and another type at a name it has is an empty NOERROR answer.
//!
//! It listens on UDP and TCP at the same port, on a thread with its own
//! runtime; a dropped server stops answering.

// Test support: a failure to start is a failing test.
#![allow(clippy::expect_used, clippy::panic)]

use std::collections::HashMap;
use std::net::{Ipv4Addr, SocketAddr, TcpListener, UdpSocket};
use std::sync::{Arc, PoisonError, RwLock};
use std::time::Duration;

use hickory_server::Server;
use hickory_server::net::runtime::Time;
use hickory_server::proto::op::{Header, HeaderCounts, Metadata, ResponseCode};
use hickory_server::proto::rr::rdata::TXT;
use hickory_server::proto::rr::{RData, Record, RecordType};
use hickory_server::server::{Request, RequestHandler, ResponseHandler, ResponseInfo};
use hickory_server::zone_handler::MessageResponseBuilder;
use tokio::sync::oneshot;

/// The TTL the records are served with: a real zone's, so that a resolver
/// that caches by TTL would show a stale answer in a test.
const TTL: u32 = 300;

/// Records by name (lower case, without the trailing dot).
type Table = Arc<RwLock<HashMap<String, Vec<TXT>>>>;

/// The running server.
#[derive(Debug)]
pub struct TxtServer {
    addr: SocketAddr,
    table: Table,
    /// Dropped with the server, which ends the server's thread.
    _stop: oneshot::Sender<()>,
}

impl TxtServer {
    /// Starts a server with no records on 127.0.0.1 at a free port.
    pub fn start() -> TxtServer {
        let (udp, tcp) = bind_pair();
        let addr = udp.local_addr().expect("the UDP socket's address");
        let table = Table::default();
        let handler = Handler {
            table: table.clone(),
        };
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime for the DNS server");
        let (stop, stopped) = oneshot::channel::<()>();
        std::thread::Builder::new()
            .name(format!("dns-{}", addr.port()))
            .spawn(move || {
                runtime.block_on(async move {
                    let mut server = Server::new(handler);
                    server.register_socket(
                        tokio::net::UdpSocket::from_std(udp).expect("the UDP socket"),
                    );
                    server.register_listener(
                        tokio::net::TcpListener::from_std(tcp).expect("the TCP listener"),
                        Duration::from_secs(5),
                        16,
                    );
                    // Sent or dropped alike: the server is no longer wanted.
                    let _ = stopped.await;
                    // Dropping `server` here aborts its tasks.
                });
            })
            .expect("the DNS server's thread");
        TxtServer {
            addr,
            table,
            _stop: stop,
        }
    }

    /// The address to ask, the same over UDP and TCP.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Replaces the TXT records at `name` with one record for each of
    /// `values`, a value longer than 255 bytes split into several strings
    /// as a zone file would. Later lookups see them at once.
    pub fn set_txt(&self, name: &str, values: &[&str]) {
        let records = values
            .iter()
            .map(|value| {
                let strings = if value.is_empty() {
                    vec![&b""[..]]
                } else {
                    value.as_bytes().chunks(255).collect()
                };
                TXT::from_bytes(strings)
            })
            .collect();
        self.write().insert(key(name), records);
    }

    /// Replaces the TXT records at `name` with one record for each item of
    /// `records`, made of exactly those strings (each at most 255 bytes).
    pub fn set_txt_strings(&self, name: &str, records: &[&[&str]]) {
        let records = records
            .iter()
            .map(|strings| TXT::new(strings.iter().map(|s| (*s).to_owned()).collect()))
            .collect();
        self.write().insert(key(name), records);
    }

    /// Removes every record at `name`: it is NXDOMAIN again.
    pub fn remove(&self, name: &str) {
        self.write().remove(&key(name));
    }

    fn write(&self) -> std::sync::RwLockWriteGuard<'_, HashMap<String, Vec<TXT>>> {
        // A test that panicked while holding the table left it whole.
        self.table.write().unwrap_or_else(PoisonError::into_inner)
    }
}

/// A UDP socket and a TCP listener on the same free loopback port.
fn bind_pair() -> (UdpSocket, TcpListener) {
    for _ in 0..50 {
        let udp = UdpSocket::bind((Ipv4Addr::LOCALHOST, 0)).expect("a loopback UDP socket");
        let port = udp.local_addr().expect("its address").port();
        // The port may be free for UDP and taken for TCP: try another.
        if let Ok(tcp) = TcpListener::bind((Ipv4Addr::LOCALHOST, port)) {
            udp.set_nonblocking(true)
                .expect("a non-blocking UDP socket");
            tcp.set_nonblocking(true)
                .expect("a non-blocking TCP listener");
            return (udp, tcp);
        }
    }
    panic!("no loopback port was free for both UDP and TCP");
}

/// How the table spells `name`.
fn key(name: &str) -> String {
    name.trim_end_matches('.').to_ascii_lowercase()
}

/// Answers from the table.
struct Handler {
    table: Table,
}

#[async_trait::async_trait]
impl RequestHandler for Handler {
    async fn handle_request<R: ResponseHandler, T: Time>(
        &self,
        request: &Request,
        mut response_handle: R,
    ) -> ResponseInfo {
        let mut metadata = Metadata::response_from_request(&request.metadata);
        metadata.authoritative = true;
        let mut answers = Vec::new();
        match request.request_info() {
            Ok(info) => {
                let name = info.query.original().name();
                let found = self
                    .table
                    .read()
                    .unwrap_or_else(PoisonError::into_inner)
                    .get(&key(&name.to_ascii()))
                    .cloned();
                match found {
                    None => metadata.response_code = ResponseCode::NXDomain,
                    Some(records) => {
                        if matches!(info.query.query_type(), RecordType::TXT | RecordType::ANY) {
                            answers = records
                                .into_iter()
                                .map(|txt| Record::from_rdata(name.clone(), TTL, RData::TXT(txt)))
                                .collect();
                        }
                    }
                }
            }
            // Not exactly one question.
            Err(_) => metadata.response_code = ResponseCode::FormErr,
        }
        let response = MessageResponseBuilder::from_message_request(request).build(
            metadata,
            answers.iter(),
            [],
            [],
            [],
        );
        match response_handle.send_response(response).await {
            Ok(info) => info,
            // The asker is gone; what is returned here is only logged.
            Err(_) => Header {
                metadata,
                counts: HeaderCounts::default(),
            }
            .into(),
        }
    }
}
