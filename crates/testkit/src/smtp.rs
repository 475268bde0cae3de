//! A real SMTP server on loopback for one test: Debian's `aiosmtpd`
//! (python3-aiosmtpd), storing what it receives in a Maildir that the test
//! reads. Stopped and deleted when dropped.

// Test support: a failure to start or read is a failing test.
#![allow(clippy::expect_used, clippy::panic)]

use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const AIOSMTPD: &str = "/usr/bin/aiosmtpd";

/// The running server.
#[derive(Debug)]
pub struct SmtpServer {
    child: Child,
    port: u16,
    dir: tempfile::TempDir,
}

/// One received mail, its text part decoded.
#[derive(Debug, Clone)]
pub struct ReceivedMail {
    /// The `To:` header.
    pub to: String,
    /// The `Subject:` header.
    pub subject: String,
    /// The whole message with quoted-printable undone.
    pub body: String,
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

impl SmtpServer {
    /// Starts the server on a free loopback port and waits until it
    /// accepts connections.
    pub fn start() -> Self {
        assert!(
            Path::new(AIOSMTPD).exists(),
            "{AIOSMTPD} is missing: apt-get install python3-aiosmtpd (.ci/run installs it)"
        );
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let dir = tempfile::tempdir().expect("a maildir");
        let maildir = dir.path().join("mail");
        let child = Command::new(AIOSMTPD)
            .args(["-n", "-l", &format!("127.0.0.1:{port}")])
            .args(["-c", "aiosmtpd.handlers.Mailbox"])
            .arg(&maildir)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("aiosmtpd starts");
        // Readiness, not timing: wait until it accepts connections.
        let deadline = Instant::now() + Duration::from_secs(30);
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(Instant::now() < deadline, "aiosmtpd never listened");
            std::thread::sleep(Duration::from_millis(50));
        }
        Self { child, port, dir }
    }

    /// The URL for `email.smtp_url`.
    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    fn maildir(&self) -> PathBuf {
        self.dir.path().join("mail").join("new")
    }

    /// Every mail received so far, oldest first.
    pub fn mails(&self) -> Vec<ReceivedMail> {
        let Ok(entries) = std::fs::read_dir(self.maildir()) else {
            return Vec::new();
        };
        let mut files: Vec<_> = entries.filter_map(Result::ok).map(|e| e.path()).collect();
        files.sort_by_key(|p| std::fs::metadata(p).and_then(|m| m.modified()).ok());
        files
            .iter()
            .filter_map(|p| std::fs::read_to_string(p).ok())
            .map(|raw| parse(&raw))
            .collect()
    }

    /// Waits (bounded) for the `n`th mail (counting from 1) to `to`.
    pub fn wait_for(&self, to: &str, n: usize) -> ReceivedMail {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let theirs: Vec<ReceivedMail> = self
                .mails()
                .into_iter()
                .filter(|m| m.to.contains(to))
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

impl Drop for SmtpServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn header(raw: &str, name: &str) -> String {
    raw.lines()
        .take_while(|l| !l.is_empty())
        .find_map(|l| l.strip_prefix(&format!("{name}: ")))
        .unwrap_or_default()
        .to_owned()
}

fn parse(raw: &str) -> ReceivedMail {
    ReceivedMail {
        to: header(raw, "To"),
        subject: header(raw, "Subject"),
        body: unquote(raw),
    }
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
