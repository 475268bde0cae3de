#![allow(clippy::unwrap_used)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpListener;
use std::thread::JoinHandle;

use super::*;

/// A one-connection server on loopback: answers `answer` (a whole HTTP
/// response) and hands back the request it read.
fn serve_once(answer: String) -> (String, JoinHandle<String>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let handle = std::thread::spawn(move || {
        let (stream, _) = listener.accept().unwrap();
        let mut reader = BufReader::new(stream.try_clone().unwrap());
        let mut head = String::new();
        let mut length = 0;
        loop {
            let mut line = String::new();
            reader.read_line(&mut line).unwrap();
            if let Some(value) = line.to_ascii_lowercase().strip_prefix("content-length:") {
                length = value.trim().parse().unwrap();
            }
            head.push_str(&line);
            if line == "\r\n" || line.is_empty() {
                break;
            }
        }
        let mut body = vec![0; length];
        reader.read_exact(&mut body).unwrap();
        head.push_str(&String::from_utf8_lossy(&body));
        (&stream).write_all(answer.as_bytes()).unwrap();
        head
    });
    (base, handle)
}

fn settings(destinations: Destinations) -> OutboundSettings {
    OutboundSettings {
        connect_timeout: Duration::from_secs(5),
        timeout: Duration::from_secs(10),
        body_limit: 64,
        destinations,
        proxy: None,
    }
}

fn ok(body: &str) -> String {
    format!(
        "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
        body.len()
    )
}

#[test]
fn a_call_names_the_service_sends_its_body_and_reads_the_answer() {
    let (base, request) = serve_once(ok("{\"a\":1}"));
    let client = Outbound::new(&settings(Destinations::Any)).unwrap();
    let answer = client
        .send_waiting(
            OutboundRequest::form(format!("{base}/token"), &[("code", "a b&c")])
                .header("accept", "application/json"),
        )
        .unwrap();
    assert!(answer.is_success());
    assert_eq!(answer.body, b"{\"a\":1}");
    assert_eq!(answer.content_type.as_deref(), Some("application/json"));
    let request = request.join().unwrap().to_ascii_lowercase();
    assert!(request.starts_with("post /token http/1.1"), "{request}");
    assert!(request.contains(&format!("user-agent: {}", USER_AGENT.to_ascii_lowercase())));
    assert!(request.contains("content-type: application/x-www-form-urlencoded"));
    assert!(request.ends_with("code=a+b%26c"), "{request}");
}

#[test]
fn an_async_caller_awaits_the_same_call() {
    let (base, request) = serve_once(ok("{}"));
    let client = Outbound::new(&settings(Destinations::Any)).unwrap();
    let caller = Builder::new_current_thread().enable_all().build().unwrap();
    let answer = caller
        .block_on(client.send(OutboundRequest::get(format!("{base}/jwks"))))
        .unwrap();
    assert_eq!(answer.status, 200);
    assert!(request.join().unwrap().starts_with("GET /jwks "));
}

#[test]
fn a_body_over_the_limit_fails_the_call_with_or_without_its_length() {
    let long = "x".repeat(65);
    let (base, _) = serve_once(ok(&long));
    let client = Outbound::new(&settings(Destinations::Any)).unwrap();
    assert_eq!(
        client.send_waiting(OutboundRequest::get(&base)),
        Err(OutboundError::TooLarge(64))
    );
    // Without a Content-Length, the limit is found while reading.
    let (base, _) = serve_once(format!(
        "HTTP/1.1 200 OK\r\nconnection: close\r\n\r\n{long}"
    ));
    assert_eq!(
        client.send_waiting(OutboundRequest::get(&base)),
        Err(OutboundError::TooLarge(64))
    );
    // At the limit it is read whole.
    let (base, _) = serve_once(ok(&"x".repeat(64)));
    assert_eq!(
        client
            .send_waiting(OutboundRequest::get(&base))
            .unwrap()
            .body
            .len(),
        64
    );
}

#[test]
fn a_redirect_is_answered_not_followed() {
    let (base, _) = serve_once(
        "HTTP/1.1 302 Found\r\nlocation: http://169.254.169.254/\r\ncontent-length: 0\r\nconnection: close\r\n\r\n"
            .into(),
    );
    let client = Outbound::new(&settings(Destinations::Any)).unwrap();
    let answer = client.send_waiting(OutboundRequest::get(&base)).unwrap();
    assert_eq!(answer.status, 302);
    assert!(!answer.is_success());
}

#[test]
fn public_only_refuses_private_addresses_by_literal_and_by_name() {
    let (base, _) = serve_once(ok("{}"));
    let public_only = Outbound::new(&settings(Destinations::PublicOnly)).unwrap();
    for refused in [
        base.clone(),
        "http://169.254.169.254/latest".into(),
        "http://[::1]:8080/".into(),
        "http://10.0.0.1/".into(),
    ] {
        let error = public_only
            .send_waiting(OutboundRequest::get(&refused))
            .unwrap_err();
        assert!(
            matches!(&error, OutboundError::Refused(r) if r.contains("not a public address")),
            "{refused}: {error}"
        );
    }
    // A name is judged by what it resolves to.
    let port = base.rsplit(':').next().unwrap();
    let error = public_only
        .send_waiting(OutboundRequest::get(format!("http://localhost:{port}/")))
        .unwrap_err();
    assert!(error.to_string().contains("no public address"), "{error}");
    // The same server is reached where any destination may be.
    let any = Outbound::new(&settings(Destinations::Any)).unwrap();
    assert!(
        any.send_waiting(OutboundRequest::get(&base))
            .unwrap()
            .is_success()
    );
}

#[test]
fn only_a_configured_proxy_is_used_and_never_where_only_public_addresses_may_be_called() {
    // The "proxy" is a server that answers whatever it is asked.
    let (proxy, request) = serve_once(ok("{}"));
    let through = Outbound::new(&OutboundSettings {
        proxy: Some(proxy),
        ..settings(Destinations::Any)
    })
    .unwrap();
    let answer = through
        .send_waiting(OutboundRequest::get("http://id.example.invalid/jwks"))
        .unwrap();
    assert!(answer.is_success());
    assert!(
        request
            .join()
            .unwrap()
            .starts_with("GET http://id.example.invalid/jwks "),
        "asked through the proxy"
    );
    let refused = Outbound::new(&OutboundSettings {
        proxy: Some("http://127.0.0.1:3128".into()),
        ..settings(Destinations::PublicOnly)
    });
    assert!(matches!(refused, Err(OutboundError::Setup(_))));
}

#[test]
fn a_server_that_never_answers_times_the_call_out() {
    // It accepts the connection and answers nothing until the test ends,
    // or closes it after 20 s: a client without its timeout then sees the
    // connection closed, not a timeout.
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let (done, wait) = std::sync::mpsc::channel::<()>();
    let silent = std::thread::spawn(move || {
        let (stream, _) = listener.accept().unwrap();
        let _ = wait.recv_timeout(Duration::from_secs(20));
        drop(stream);
    });
    let client = Outbound::new(&OutboundSettings {
        timeout: Duration::from_secs(1),
        ..settings(Destinations::Any)
    })
    .unwrap();
    assert_eq!(
        client.send_waiting(OutboundRequest::get(&base)),
        Err(OutboundError::TimedOut)
    );
    done.send(()).unwrap();
    silent.join().unwrap();
}
