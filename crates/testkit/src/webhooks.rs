//! A webhook receiver for tests: `peers/webhook_receiver.py`, which checks
//! every delivery with the Standard Webhooks library from PyPI
//! (`standardwebhooks`, installed by `.ci/run`). Its port is chosen before
//! it starts, so a test can register it while it is still down.

// Test support: a failure to start or read is a failing test.
#![allow(clippy::expect_used, clippy::panic, clippy::indexing_slicing)]

use std::io::{BufRead, BufReader};
use std::net::TcpListener;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};

use serde_json::Value;

use crate::skips::{python_imports, skip_outside_ci};

/// One request the receiver got.
#[derive(Debug, Clone)]
pub struct Received {
    /// `webhook-id`.
    pub id: String,
    /// Whether the library verified the signature and timestamp.
    pub verified: bool,
    /// The verified body, parsed (`Null` when not verified).
    pub payload: Value,
    /// `Content-Type`.
    pub content_type: String,
}

/// The receiver's port, and the process while it runs.
#[derive(Debug)]
pub struct WebhookReceiver {
    port: u16,
    secret: String,
    out: tempfile::TempDir,
    delay_secs: f64,
    child: Option<Child>,
}

fn script() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("peers/webhook_receiver.py")
}

impl WebhookReceiver {
    /// A receiver for `secret` (`whsec_…`) on a free loopback port, not
    /// started; `None` (the test skips) when Python or `standardwebhooks`
    /// is missing outside CI. Under `CI` a missing library fails the test.
    pub fn new(secret: &str, delay_secs: f64) -> Option<Self> {
        if !python_imports("standardwebhooks") {
            skip_outside_ci(
                "the webhook receiver needs python3 with `pip install standardwebhooks` (.ci/run installs it)",
            );
            return None;
        }
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .map(|a| a.port())
            .expect("a free port");
        Some(Self {
            port,
            secret: secret.to_owned(),
            out: tempfile::tempdir().expect("a temporary directory"),
            delay_secs,
            child: None,
        })
    }

    /// Where it listens.
    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}/hooks", self.port)
    }

    /// Starts it (again); returns once it accepts requests.
    pub fn start(&mut self) {
        self.stop();
        let mut child = Command::new("python3")
            .arg(script())
            .arg(self.port.to_string())
            .arg(&self.secret)
            .arg(self.out.path().join("received.jsonl"))
            .arg(self.delay_secs.to_string())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("python3 starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("its stdout"))
            .read_line(&mut line)
            .expect("the receiver says it listens");
        assert_eq!(line.trim(), "listening", "the receiver did not start");
        self.child = Some(child);
    }

    /// Stops it: the port refuses connections until the next start.
    pub fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// Every request so far, in the order answered.
    pub fn received(&self) -> Vec<Received> {
        let text =
            std::fs::read_to_string(self.out.path().join("received.jsonl")).unwrap_or_default();
        text.lines()
            .filter_map(|line| serde_json::from_str::<Value>(line).ok())
            .map(|v| Received {
                id: v["id"].as_str().unwrap_or_default().to_owned(),
                verified: v["verified"].as_bool().unwrap_or(false),
                payload: v["payload"].clone(),
                content_type: v["contentType"].as_str().unwrap_or_default().to_owned(),
            })
            .collect()
    }
}

impl Drop for WebhookReceiver {
    fn drop(&mut self) {
        self.stop();
    }
}
