//! A real SMTP server on loopback for one test, in the test process:
//! `mailin-embedded` (MIT/Apache-2.0), offering STARTTLS with a
//! self-signed certificate made for the test (the service trusts it
//! through `email.smtp_ca_file`) and, optionally, requiring a user and
//! password. What it receives is kept in memory for the test to read.
//!
//! Its listener thread lives as long as the test process; a dropped
//! server only stops being read.

// Test support: a failure to start or read is a failing test.
#![allow(clippy::expect_used, clippy::panic)]

use std::collections::HashSet;
use std::io;
use std::net::{IpAddr, TcpListener};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use mailin_embedded::response::{self, Response};
use mailin_embedded::{AuthMechanism, Handler, Server, SslConfig};

/// How the server behaves.
#[derive(Debug, Clone, Default)]
pub struct SmtpOptions {
    /// Offer STARTTLS (with the test's certificate).
    pub starttls: bool,
    /// Require this user and password (AUTH PLAIN or LOGIN, only after
    /// STARTTLS).
    pub credentials: Option<(String, String)>,
    /// Recipients answered `550 Mailbox unavailable`.
    pub reject: Vec<String>,
    /// Answer this many recipients `451` (a passing failure) before
    /// accepting any.
    pub defer_first: usize,
}

/// The running server.
#[derive(Debug)]
pub struct SmtpServer {
    port: u16,
    dir: tempfile::TempDir,
    seen: Arc<Seen>,
}

/// One received mail, its text part decoded.
#[derive(Debug, Clone)]
pub struct ReceivedMail {
    /// The `To:` header.
    pub to: String,
    /// The `Subject:` header.
    pub subject: String,
    /// The whole message with each part's transfer encoding undone
    /// (base64, which mails in Thai or Hebrew use, and quoted-printable).
    pub body: String,
    /// Whether the conversation that brought it was upgraded with
    /// STARTTLS (the client said EHLO again after it).
    pub over_tls: bool,
    /// The user it was authenticated as, if any.
    pub authenticated_as: Option<String>,
}

impl ReceivedMail {
    /// The word after `marker` in the body (a token in a mail).
    pub fn word_after(&self, marker: &str) -> Option<String> {
        let start = self.body.find(marker)? + marker.len();
        self.body[start..]
            .split_whitespace()
            .next()
            .map(str::to_owned)
    }
}

/// What every connection saw.
#[derive(Debug, Default)]
struct Seen {
    mails: Mutex<Vec<ReceivedMail>>,
    /// Recipients refused for good or for now, in order.
    refused: Mutex<Vec<String>>,
    /// `451` answers still to give.
    deferrals: AtomicUsize,
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// One connection's state; cloned per connection by the server.
#[derive(Clone)]
struct Connection {
    seen: Arc<Seen>,
    credentials: Option<(String, String)>,
    reject: Arc<HashSet<String>>,
    helos: usize,
    user: Option<String>,
    data: Vec<u8>,
}

impl Handler for Connection {
    fn helo(&mut self, _ip: IpAddr, _domain: &str) -> Response {
        self.helos += 1;
        response::OK
    }

    fn rcpt(&mut self, to: &str) -> Response {
        let to = to.trim_matches(['<', '>']).to_owned();
        if self.reject.contains(&to) {
            lock(&self.seen.refused).push(to);
            return response::NO_MAILBOX;
        }
        let defer = self
            .seen
            .deferrals
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1))
            .is_ok();
        if defer {
            lock(&self.seen.refused).push(to);
            return response::INTERNAL_ERROR;
        }
        response::OK
    }

    fn data_start(
        &mut self,
        _domain: &str,
        _from: &str,
        _is8bit: bool,
        _to: &[String],
    ) -> Response {
        self.data.clear();
        response::OK
    }

    fn data(&mut self, buf: &[u8]) -> io::Result<()> {
        self.data.extend_from_slice(buf);
        Ok(())
    }

    fn data_end(&mut self) -> Response {
        let raw = String::from_utf8_lossy(&self.data).into_owned();
        lock(&self.seen.mails).push(ReceivedMail {
            to: header(&raw, "To"),
            subject: header(&raw, "Subject"),
            body: decode_body(&raw),
            over_tls: self.helos >= 2,
            authenticated_as: self.user.clone(),
        });
        response::OK
    }

    fn auth_plain(&mut self, _authorization: &str, user: &str, password: &str) -> Response {
        self.auth(user, password)
    }

    fn auth_login(&mut self, user: &str, password: &str) -> Response {
        self.auth(user, password)
    }
}

impl Connection {
    fn auth(&mut self, user: &str, password: &str) -> Response {
        match &self.credentials {
            Some((u, p)) if u == user && p == password => {
                self.user = Some(user.to_owned());
                response::AUTH_OK
            }
            _ => response::INVALID_CREDENTIALS,
        }
    }
}

impl SmtpServer {
    /// A server offering STARTTLS, without authentication.
    pub fn start() -> Self {
        Self::start_with(SmtpOptions {
            starttls: true,
            ..SmtpOptions::default()
        })
    }

    /// Starts a server on a free loopback port; it accepts connections
    /// as soon as this returns (the listener is bound here).
    pub fn start_with(options: SmtpOptions) -> Self {
        let dir = tempfile::tempdir().expect("a directory for the certificate");
        let (cert, key) = crate::tls::self_signed(dir.path());
        let listener = TcpListener::bind("127.0.0.1:0").expect("a free port");
        let port = listener.local_addr().expect("the bound port").port();
        let seen = Arc::new(Seen {
            deferrals: AtomicUsize::new(options.defer_first),
            ..Seen::default()
        });
        let mut server = Server::new(Connection {
            seen: Arc::clone(&seen),
            credentials: options.credentials.clone(),
            reject: Arc::new(options.reject.iter().cloned().collect()),
            helos: 0,
            user: None,
            data: Vec::new(),
        });
        let ssl = if options.starttls {
            SslConfig::SelfSigned {
                cert_path: cert.display().to_string(),
                key_path: key.display().to_string(),
            }
        } else {
            SslConfig::None
        };
        server
            .with_name("localhost")
            .with_ssl(ssl)
            .expect("the test certificate loads")
            .with_num_threads(4)
            .with_tcp_listener(listener);
        if options.credentials.is_some() {
            server
                .with_auth(AuthMechanism::Plain)
                .with_auth(AuthMechanism::Login);
        }
        std::thread::Builder::new()
            .name(format!("smtp-{port}"))
            .spawn(move || {
                if let Err(e) = server.serve() {
                    eprintln!("the test SMTP server stopped: {e}");
                }
            })
            .expect("the SMTP thread starts");
        Self { port, dir, seen }
    }

    /// The URL for `email.smtp_url` (STARTTLS required).
    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    /// The port it listens on.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The certificate to trust (`email.smtp_ca_file`).
    pub fn ca_file(&self) -> PathBuf {
        self.dir.path().join("cert.pem")
    }

    /// Every mail received so far, oldest first.
    pub fn mails(&self) -> Vec<ReceivedMail> {
        lock(&self.seen.mails).clone()
    }

    /// Recipients refused (550 or 451) so far, in order.
    pub fn refused(&self) -> Vec<String> {
        lock(&self.seen.refused).clone()
    }

    /// Waits (bounded) for the `n`th mail (counting from 1) to `to`, in
    /// any case (the service mails an address in lower case).
    pub fn wait_for(&self, to: &str, n: usize) -> ReceivedMail {
        let deadline = Instant::now() + Duration::from_secs(30);
        let to = to.to_lowercase();
        loop {
            let theirs: Vec<ReceivedMail> = self
                .mails()
                .into_iter()
                .filter(|m| m.to.to_lowercase().contains(&to))
                .collect();
            if let Some(mail) = theirs.get(n - 1) {
                return mail.clone();
            }
            assert!(
                Instant::now() < deadline,
                "no mail #{n} to {to}; received: {:?}",
                self.mails()
                    .iter()
                    .map(|m| (&m.to, &m.subject))
                    .collect::<Vec<_>>()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

impl SmtpServer {
    /// Waits (bounded) for a mail to `to` with `subject`: for mails sent
    /// off the request path, whose order among others is not fixed.
    pub fn wait_for_subject(&self, to: &str, subject: &str) -> ReceivedMail {
        let deadline = Instant::now() + Duration::from_secs(30);
        let to = to.to_lowercase();
        loop {
            let found = self
                .mails()
                .into_iter()
                .find(|m| m.to.to_lowercase().contains(&to) && m.subject == subject);
            if let Some(mail) = found {
                return mail;
            }
            assert!(
                Instant::now() < deadline,
                "no mail {subject:?} to {to}; received: {:?}",
                self.mails()
                    .iter()
                    .map(|m| (&m.to, &m.subject))
                    .collect::<Vec<_>>()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

/// A header's value, unfolded, with RFC 2047 encoded words (`=?utf-8?b?…?=`,
/// `=?utf-8?q?…?=`, which a subject in another language is sent as) decoded.
fn header(raw: &str, name: &str) -> String {
    let mut value: Option<String> = None;
    for line in raw.lines().take_while(|l| !l.is_empty()) {
        match (&mut value, line.strip_prefix(&format!("{name}: "))) {
            (None, Some(first)) => value = Some(first.trim_end().to_owned()),
            (Some(folded), _) if line.starts_with([' ', '\t']) => {
                folded.push(' ');
                folded.push_str(line.trim());
            }
            (Some(_), _) => break,
            (None, None) => {}
        }
    }
    decode_words(&value.unwrap_or_default())
}

/// RFC 2047: each `=?charset?b|q?text?=` word decoded (UTF-8 only), the
/// space between two encoded words dropped.
fn decode_words(value: &str) -> String {
    use base64::Engine as _;
    let mut out = String::new();
    let mut last_encoded = false;
    for (i, word) in value.split(' ').enumerate() {
        let decoded = word
            .strip_prefix("=?")
            .and_then(|w| w.strip_suffix("?="))
            .and_then(|w| {
                let mut parts = w.splitn(3, '?');
                let (_, encoding, text) = (parts.next()?, parts.next()?, parts.next()?);
                let bytes = match encoding {
                    "b" | "B" => base64::engine::general_purpose::STANDARD
                        .decode(text)
                        .ok()?,
                    "q" | "Q" => unquote(&text.replace('_', " ")).into_bytes(),
                    _ => return None,
                };
                String::from_utf8(bytes).ok()
            });
        if i > 0 && !(last_encoded && decoded.is_some()) {
            out.push(' ');
        }
        last_encoded = decoded.is_some();
        out.push_str(decoded.as_deref().unwrap_or(word));
    }
    out
}

/// The message with each part's transfer encoding undone: a base64 body
/// (a part's, or the whole message's) decoded, everything else unquoted.
fn decode_body(raw: &str) -> String {
    use base64::Engine as _;
    let mut out = String::with_capacity(raw.len());
    let mut pending = String::new();
    let mut base64_part = false;
    let mut lines = raw.split_inclusive('\n').peekable();
    while let Some(line) = lines.next() {
        pending.push_str(line);
        if line
            .trim_end()
            .eq_ignore_ascii_case("Content-Transfer-Encoding: base64")
        {
            base64_part = true;
        }
        if base64_part && line.trim_end().is_empty() {
            // The part's headers end here; its body runs to the boundary.
            out.push_str(&unquote(&pending));
            pending.clear();
            let mut encoded = String::new();
            while let Some(next) =
                lines.next_if(|l| !l.starts_with("--") && !l.trim_end().is_empty())
            {
                encoded.push_str(next.trim_end());
            }
            match base64::engine::general_purpose::STANDARD.decode(&encoded) {
                Ok(bytes) => out.push_str(&String::from_utf8_lossy(&bytes)),
                Err(_) => out.push_str(&encoded),
            }
            out.push_str("\r\n");
            base64_part = false;
        }
    }
    out.push_str(&unquote(&pending));
    out
}

/// Undoes quoted-printable: soft line breaks and `=XX` escapes.
fn unquote(raw: &str) -> String {
    let joined = raw.replace("=\r\n", "").replace("=\n", "");
    let bytes = joined.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes
            .get(i + 1..i + 3)
            .and_then(|h| std::str::from_utf8(h).ok())
            .and_then(|h| u8::from_str_radix(h, 16).ok());
        match (bytes.get(i), hex) {
            (Some(b'='), Some(byte)) => {
                out.push(byte);
                i += 3;
            }
            (Some(byte), _) => {
                out.push(*byte);
                i += 1;
            }
            (None, _) => break,
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}
