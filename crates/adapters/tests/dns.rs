//! The DNS adapter against a real authoritative server on loopback
//! (`accounts_testkit::dns`): what a domain's verification will read.

// Test code: a panic is a failing test.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::net::{Ipv4Addr, UdpSocket};
use std::sync::atomic::{AtomicUsize, Ordering};

use accounts_adapters::dns::HickoryTxt;
use accounts_service::ports::dns::DomainRecords;
use accounts_testkit::dns::TxtServer;

/// A challenge name no other test uses, under a reserved TLD.
fn challenge_name() -> String {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    format!(
        "_accounts-challenge.acme-{}-{n}.example",
        std::process::id()
    )
}

fn resolver_for(server: &TxtServer) -> HickoryTxt {
    HickoryTxt::new(Some(server.addr())).expect("a resolver")
}

#[test]
fn a_record_is_read_and_a_name_without_one_is_empty() {
    let server = TxtServer::start();
    let dns = resolver_for(&server);
    let name = challenge_name();
    server.set_txt(&name, &["accounts-verification=abc123"]);

    assert_eq!(
        dns.txt(&name).unwrap(),
        vec!["accounts-verification=abc123".to_owned()]
    );
    // Case and a trailing dot make no difference.
    assert_eq!(
        dns.txt(&format!("{}.", name.to_uppercase())).unwrap(),
        vec!["accounts-verification=abc123".to_owned()]
    );
    // NXDOMAIN.
    assert_eq!(dns.txt(&challenge_name()).unwrap(), Vec::<String>::new());
    server.remove(&name);
    assert_eq!(dns.txt(&name).unwrap(), Vec::<String>::new());
}

#[test]
fn every_record_at_a_name_is_returned() {
    let server = TxtServer::start();
    let dns = resolver_for(&server);
    let name = challenge_name();
    server.set_txt(&name, &["first", "second"]);

    let mut values = dns.txt(&name).unwrap();
    values.sort();
    assert_eq!(values, vec!["first".to_owned(), "second".to_owned()]);
}

#[test]
fn the_strings_of_one_record_are_joined() {
    let server = TxtServer::start();
    let dns = resolver_for(&server);
    let name = challenge_name();
    server.set_txt_strings(&name, &[&["accounts-verification=", "abc123"]]);
    assert_eq!(
        dns.txt(&name).unwrap(),
        vec!["accounts-verification=abc123".to_owned()]
    );

    // A value too long for one string comes back whole.
    let long = "x".repeat(600);
    server.set_txt(&name, &[&long]);
    assert_eq!(dns.txt(&name).unwrap(), vec![long]);
}

#[test]
fn a_changed_record_is_seen_on_the_next_lookup() {
    let server = TxtServer::start();
    let dns = resolver_for(&server);
    let name = challenge_name();

    // Absent, then added: the "no records" answer was not kept.
    assert_eq!(dns.txt(&name).unwrap(), Vec::<String>::new());
    server.set_txt(&name, &["accounts-verification=old"]);
    assert_eq!(
        dns.txt(&name).unwrap(),
        vec!["accounts-verification=old".to_owned()]
    );
    // Changed, though served with a TTL of minutes.
    server.set_txt(&name, &["accounts-verification=new"]);
    assert_eq!(
        dns.txt(&name).unwrap(),
        vec!["accounts-verification=new".to_owned()]
    );
}

#[test]
fn an_answer_too_large_for_udp_comes_over_tcp() {
    let server = TxtServer::start();
    let dns = resolver_for(&server);
    let name = challenge_name();
    // Far more than one UDP answer may carry: the answer comes truncated,
    // and the resolver asks again over TCP at the same port.
    let values: Vec<String> = (0..20)
        .map(|i| format!("{i:02}{}", "v".repeat(200)))
        .collect();
    let refs: Vec<&str> = values.iter().map(String::as_str).collect();
    server.set_txt(&name, &refs);

    let mut answer = dns.txt(&name).unwrap();
    answer.sort();
    assert_eq!(answer, values);
}

#[test]
fn a_resolver_that_does_not_answer_is_an_error() {
    let closed = {
        let socket = UdpSocket::bind((Ipv4Addr::LOCALHOST, 0)).unwrap();
        socket.local_addr().unwrap()
    };
    let dns = HickoryTxt::new(Some(closed)).unwrap();

    let answer = dns.txt(&challenge_name());
    assert!(answer.is_err(), "{answer:?}");
}
