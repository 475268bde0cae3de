//! A push endpoint for the Shared Signals tests and benches (RFC 8935): an
//! HTTP/1.1 listener on loopback that answers each request with the
//! status it is told (202 unless told otherwise), after an optional
//! delay, and records what it got and when it answered.

// Test support: a failure to bind is a failing test.
#![allow(clippy::expect_used)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpListener;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde_json::Value;

/// One request the endpoint got.
#[derive(Debug, Clone)]
pub struct Pushed {
    /// `Content-Type`.
    pub content_type: String,
    /// `Authorization`.
    pub authorization: String,
    /// The body: a SET.
    pub body: String,
    /// Whether the answer was written (the sender had not gone).
    pub answered: bool,
    /// When the answer was written.
    pub at: Instant,
}

/// The endpoint: its URL and what it got.
#[derive(Debug)]
pub struct PushEndpoint {
    /// `http://127.0.0.1:PORT/events`.
    pub url: String,
    got: Arc<Mutex<Vec<Pushed>>>,
    status: Arc<Mutex<u16>>,
}

impl PushEndpoint {
    /// An endpoint that answers at once.
    pub fn start() -> Self {
        Self::start_with_delay(Duration::ZERO)
    }

    /// An endpoint that takes `delay` over each request (one thread per
    /// connection).
    pub fn start_with_delay(delay: Duration) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a loopback port");
        let url = format!(
            "http://{}/events",
            listener.local_addr().expect("the bound address")
        );
        let got = Arc::new(Mutex::new(Vec::new()));
        let status = Arc::new(Mutex::new(202));
        let (record, answer) = (Arc::clone(&got), Arc::clone(&status));
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let Ok(stream) = stream else { return };
                let (record, answer) = (Arc::clone(&record), Arc::clone(&answer));
                std::thread::spawn(move || serve(stream, delay, &record, &answer));
            }
        });
        Self { url, got, status }
    }

    /// What it answers from now on.
    pub fn answer(&self, status: u16) {
        *self.status.lock().unwrap_or_else(PoisonError::into_inner) = status;
    }

    /// What it got so far, in the order it answered.
    pub fn got(&self) -> Vec<Pushed> {
        self.got
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }
}

fn serve(
    mut stream: std::net::TcpStream,
    delay: Duration,
    record: &Mutex<Vec<Pushed>>,
    answer: &Mutex<u16>,
) {
    let Ok(reading) = stream.try_clone() else {
        return;
    };
    let mut reader = BufReader::new(reading);
    let (mut length, mut content_type, mut authorization) = (0, String::new(), String::new());
    let mut line = String::new();
    if reader.read_line(&mut line).unwrap_or(0) == 0 {
        return;
    }
    loop {
        let mut header = String::new();
        if reader.read_line(&mut header).unwrap_or(0) == 0 || header == "\r\n" {
            break;
        }
        let (name, value) = header.split_once(':').unwrap_or(("", ""));
        let value = value.trim().to_owned();
        match name.to_ascii_lowercase().as_str() {
            "content-length" => length = value.parse().unwrap_or(0),
            "content-type" => content_type = value,
            "authorization" => authorization = value,
            _ => {}
        }
    }
    let mut body = vec![0; length];
    if reader.read_exact(&mut body).is_err() {
        return;
    }
    std::thread::sleep(delay);
    let code = *answer.lock().unwrap_or_else(PoisonError::into_inner);
    let answered = write!(
        stream,
        "HTTP/1.1 {code} Status\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
    )
    .is_ok();
    record
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .push(Pushed {
            content_type,
            authorization,
            body: String::from_utf8_lossy(&body).into_owned(),
            answered,
            at: Instant::now(),
        });
}

/// A SET's claims as sent, not verified (`Null` for anything else): for
/// its `jti` and subject where the signature is not the point.
pub fn set_claims(token: &str) -> Value {
    token
        .split('.')
        .nth(1)
        .and_then(|part| URL_SAFE_NO_PAD.decode(part).ok())
        .and_then(|bytes| serde_json::from_slice(&bytes).ok())
        .unwrap_or(Value::Null)
}
