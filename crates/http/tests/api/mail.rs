//! How mail leaves (docs/operations.md, "Mail"): over STARTTLS or not at
//! all, credentials only inside TLS, a refused recipient given up at
//! once and a passing failure retried, against real SMTP servers on
//! loopback.

use std::io::{BufRead, BufReader, Write};
use std::net::TcpListener;
use std::sync::{Arc, Mutex};

use accounts_domain::ids::UserId;
use accounts_testkit::smtp::{SmtpOptions, SmtpServer};
use serde_json::json;

use crate::helpers::{Backend, TestApp, eventually, spawn_app_with};

const REGISTER: &str = "/accounts/users/v1/register";
const FORGOT: &str = "/accounts/users/v1/password/forgot";

/// An app with open registration that mails through `url`, trusting the
/// test server's certificate.
fn app_mailing(url: String, ca_file: std::path::PathBuf) -> TestApp {
    spawn_app_with(Backend::Sqlite, move |s| {
        s.accounts.registration = Some("open".into());
        s.email.smtp_url = Some(url);
        s.email.smtp_ca_file = Some(ca_file);
        s.email.from = "Accounts <accounts@accounts.test>".into();
    })
}

fn register(app: &TestApp, email: &str) {
    let reply = app.post_json(
        REGISTER,
        &json!({"email": email, "password": "a long passphrase"}),
    );
    assert_eq!(reply.status, 202, "{}", reply.body);
}

fn address(app: &TestApp, who: &str) -> String {
    format!("{who}-{}@example.com", UserId::generate(app.clock_now())).to_lowercase()
}

#[test]
fn smtp_urls_send_over_starttls_with_their_credentials() {
    let smtp = SmtpServer::start_with(SmtpOptions {
        starttls: true,
        credentials: Some(("mailer".into(), "s3cret p@ss".into())),
        ..SmtpOptions::default()
    });
    let url = format!("smtp://mailer:s3cret%20p%40ss@127.0.0.1:{}", smtp.port());
    let app = app_mailing(url, smtp.ca_file());
    let email = address(&app, "tls");
    register(&app, &email);
    let mail = smtp.wait_for(&email, 1);
    assert!(mail.over_tls, "the conversation was upgraded with STARTTLS");
    assert_eq!(mail.authenticated_as.as_deref(), Some("mailer"));
    assert_eq!(mail.subject, "Confirm your email address");
}

/// What a server that offers AUTH but no STARTTLS was sent, per
/// connection, and whether each connection has ended.
#[derive(Debug, Default)]
struct Trap {
    conversations: Mutex<Vec<(Vec<String>, bool)>>,
}

/// A plain-text SMTP server that advertises AUTH PLAIN without STARTTLS:
/// what a client that sends credentials in clear text falls into.
/// Serves at most `connections` connections, then stops.
fn clear_text_trap(connections: usize) -> (u16, Arc<Trap>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let trap = Arc::new(Trap::default());
    let seen = Arc::clone(&trap);
    std::thread::spawn(move || {
        for stream in listener.incoming().take(connections) {
            let Ok(mut stream) = stream else { return };
            let _ = stream.set_read_timeout(Some(std::time::Duration::from_secs(30)));
            let index = {
                let mut all = seen.conversations.lock().unwrap();
                all.push((Vec::new(), false));
                all.len() - 1
            };
            let _ = stream.write_all(b"220 trap ESMTP\r\n");
            let mut reader = BufReader::new(stream.try_clone().unwrap());
            let mut data = false;
            loop {
                let mut line = String::new();
                if reader.read_line(&mut line).unwrap_or(0) == 0 {
                    break;
                }
                let line = line.trim_end().to_owned();
                seen.conversations.lock().unwrap()[index]
                    .0
                    .push(line.clone());
                let verb = line.split(' ').next().unwrap_or_default().to_uppercase();
                let answer: &[u8] = match verb.as_str() {
                    _ if data && line != "." => continue,
                    "." => {
                        data = false;
                        b"250 queued\r\n"
                    }
                    "EHLO" => b"250-trap\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n",
                    "AUTH" => b"235 ok\r\n",
                    "DATA" => {
                        data = true;
                        b"354 go on\r\n"
                    }
                    "QUIT" => {
                        let _ = stream.write_all(b"221 bye\r\n");
                        break;
                    }
                    _ => b"250 ok\r\n",
                };
                if stream.write_all(answer).is_err() {
                    break;
                }
            }
            seen.conversations.lock().unwrap()[index].1 = true;
        }
    });
    (port, trap)
}

#[test]
fn nothing_is_sent_to_a_server_without_starttls() {
    let (port, trap) = clear_text_trap(8);
    // A certificate to trust is beside the point: the server offers none.
    let unused = SmtpServer::start();
    let app = app_mailing(
        format!("smtp://mailer:secret@127.0.0.1:{port}"),
        unused.ca_file(),
    );
    let email = address(&app, "clear");
    register(&app, &email);
    eventually("the sender tried the server", || {
        trap.conversations
            .lock()
            .unwrap()
            .first()
            .is_some_and(|(_, ended)| *ended)
    });
    let first = trap.conversations.lock().unwrap()[0].0.clone();
    assert!(
        first.first().is_some_and(|l| l.starts_with("EHLO")),
        "{first:?}"
    );
    for line in &first {
        let verb = line.split(' ').next().unwrap_or_default().to_uppercase();
        assert!(
            matches!(verb.as_str(), "EHLO" | "QUIT" | "RSET"),
            "nothing but the greeting may go out in clear text: {first:?}"
        );
    }
}

#[test]
fn a_refused_recipient_is_given_up_at_once_and_holds_up_nothing() {
    let smtp = SmtpServer::start_with(SmtpOptions {
        starttls: true,
        reject: vec![
            "bounce-1@rejecting.example".into(),
            "bounce-2@rejecting.example".into(),
        ],
        ..SmtpOptions::default()
    });
    let app = app_mailing(smtp.url(), smtp.ca_file());
    let email = address(&app, "waiting");
    register(&app, "bounce-1@rejecting.example");
    register(&app, "bounce-2@rejecting.example");
    register(&app, &email);
    // Before the fix each 550 was tried four times over 42 s, and the
    // mails behind it waited: this one would not arrive within the
    // 30 s wait_for allows.
    let welcome = smtp.wait_for(&email, 1);
    assert_eq!(welcome.subject, "Confirm your email address");
    assert_eq!(
        smtp.refused(),
        ["bounce-1@rejecting.example", "bounce-2@rejecting.example"],
    );
    // Each refusal was final: counted as failed, never as retried.
    let scrape = || {
        app.http
            .get(app.metrics_url())
            .send()
            .unwrap()
            .text()
            .unwrap()
    };
    eventually("both refusals are counted as failed", || {
        scrape().contains(r#"accounts_mails_total{kind="verification",outcome="failed"} 2"#)
    });
    assert!(
        scrape().contains(r#"accounts_mails_total{kind="verification",outcome="retried"} 0"#),
        "{}",
        scrape()
    );
}

#[test]
fn a_passing_failure_is_tried_again() {
    let smtp = SmtpServer::start_with(SmtpOptions {
        starttls: true,
        defer_first: 1,
        ..SmtpOptions::default()
    });
    let app = app_mailing(smtp.url(), smtp.ca_file());
    let email = address(&app, "deferred");
    register(&app, &email);
    let welcome = smtp.wait_for(&email, 1);
    assert_eq!(welcome.subject, "Confirm your email address");
    assert_eq!(
        smtp.refused(),
        vec![email.clone()],
        "451 once, then delivered"
    );
    // And a reset request meanwhile is not lost either.
    let reply = app.post_json(FORGOT, &json!({"email": email}));
    assert_eq!(reply.status, 202, "{}", reply.body);
    assert_eq!(smtp.wait_for(&email, 2).subject, "Set a new password");
}
