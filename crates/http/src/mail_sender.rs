//! Delivering mail to users off the request path: a bounded queue and one
//! background thread that sends each mail over SMTP (`lettre`), retrying
//! a failed send a few times, or writes it to dev mode's outbox.
//!
//! A request never waits for delivery and never learns of its failure: a
//! full queue drops the mail, a send that keeps failing is given up; both
//! are logged with the mail's kind, never its body (which may hold a
//! token). Dev mode's outbox logs each mail's link, so a developer can
//! follow it without a mail server (docs/operations.md, "Mail").

use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, SyncSender, TrySendError};
use std::time::Duration;

use accounts_domain::mail::{Mail, Mailer};
use lettre::message::{Mailbox, MultiPart};
use lettre::{Message, SmtpTransport, Transport};

use crate::config::MailSetup;

/// Mails waiting for delivery before new ones are dropped.
const QUEUE: usize = 1_000;
/// Waits before each retry of a failed send.
const RETRIES: [Duration; 3] = [
    Duration::from_secs(2),
    Duration::from_secs(10),
    Duration::from_secs(30),
];

/// Why the sender could not start.
#[derive(Debug, thiserror::Error)]
pub enum MailSetupError {
    /// The SMTP URL or the sender address is not usable.
    #[error("invalid configuration: {key}: {reason}")]
    Invalid {
        /// The configuration key.
        key: &'static str,
        /// Why.
        reason: String,
    },
    /// The outbox directory or the thread could not be made.
    #[error("starting the mail sender: {0}")]
    Io(#[from] std::io::Error),
}

/// Where a mail is delivered.
enum Delivery {
    Smtp {
        transport: Box<SmtpTransport>,
        from: Mailbox,
    },
    Outbox(PathBuf),
}

/// The queue's sending end: what the use cases hold as their [`Mailer`].
#[derive(Debug)]
pub struct MailSender {
    queue: SyncSender<Mail>,
}

impl Mailer for MailSender {
    fn send(&self, mail: Mail) {
        match self.queue.try_send(mail) {
            Ok(()) => {}
            Err(TrySendError::Full(mail)) => {
                log::error!("mail queue full: a {} mail was dropped", mail.kind.as_str());
            }
            Err(TrySendError::Disconnected(mail)) => {
                log::error!(
                    "mail sender stopped: a {} mail was dropped",
                    mail.kind.as_str()
                );
            }
        }
    }
}

/// The mailer for `setup`: `None` when mail goes nowhere.
pub fn start(setup: &MailSetup) -> Result<Option<MailSender>, MailSetupError> {
    let delivery = match setup {
        MailSetup::Nowhere => return Ok(None),
        MailSetup::Smtp { url, from } => {
            let transport = SmtpTransport::from_url(url)
                .map_err(|e| MailSetupError::Invalid {
                    key: "email.smtp_url",
                    reason: e.to_string(),
                })?
                .timeout(Some(Duration::from_secs(20)))
                .build();
            let from = from.parse().map_err(|e: lettre::address::AddressError| {
                MailSetupError::Invalid {
                    key: "email.from",
                    reason: e.to_string(),
                }
            })?;
            Delivery::Smtp {
                transport: Box::new(transport),
                from,
            }
        }
        MailSetup::Outbox(dir) => {
            std::fs::create_dir_all(dir)?;
            Delivery::Outbox(dir.clone())
        }
    };
    let (queue, mails) = mpsc::sync_channel(QUEUE);
    std::thread::Builder::new()
        .name("mail-sender".into())
        .spawn(move || deliver_all(&delivery, &mails))?;
    Ok(Some(MailSender { queue }))
}

/// Delivers queued mail until every sending end is gone.
fn deliver_all(delivery: &Delivery, mails: &Receiver<Mail>) {
    let mut written = 0_u64;
    for mail in mails {
        match delivery {
            Delivery::Smtp { transport, from } => send_with_retries(transport, from, &mail),
            Delivery::Outbox(dir) => {
                written += 1;
                write_to_outbox(dir, &mail, written);
            }
        }
    }
}

fn send_with_retries(transport: &SmtpTransport, from: &Mailbox, mail: &Mail) {
    let message = match message(from, mail) {
        Ok(message) => message,
        Err(e) => {
            log::error!("a {} mail could not be built: {e}", mail.kind.as_str());
            return;
        }
    };
    for (attempt, wait) in std::iter::once(Duration::ZERO).chain(RETRIES).enumerate() {
        std::thread::sleep(wait);
        match transport.send(&message) {
            Ok(_) => {
                log::info!("sent a {} mail", mail.kind.as_str());
                return;
            }
            // lettre's errors name the server's reply, never the message.
            Err(e) => log::warn!(
                "sending a {} mail failed (attempt {}): {e}",
                mail.kind.as_str(),
                attempt + 1
            ),
        }
    }
    log::error!(
        "gave up sending a {} mail after {} attempts",
        mail.kind.as_str(),
        RETRIES.len() + 1
    );
}

fn message(from: &Mailbox, mail: &Mail) -> Result<Message, String> {
    let to: Mailbox = mail
        .to
        .as_str()
        .parse()
        .map_err(|e: lettre::address::AddressError| e.to_string())?;
    Message::builder()
        .from(from.clone())
        .to(to)
        .subject(&mail.subject)
        .multipart(MultiPart::alternative_plain_html(
            mail.text.clone(),
            mail.html.clone(),
        ))
        .map_err(|e| e.to_string())
}

/// Dev mode: one text file per mail, and its link in the log.
fn write_to_outbox(dir: &std::path::Path, mail: &Mail, n: u64) {
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis());
    let path = dir.join(format!("{stamp}-{n}-{}.txt", mail.kind.as_str()));
    let content = format!(
        "To: {}\nSubject: {}\n\n{}\n--- HTML ---\n{}",
        mail.to, mail.subject, mail.text, mail.html
    );
    match std::fs::write(&path, content) {
        Ok(()) => match &mail.link {
            Some(link) => log::info!(
                "dev outbox: {} mail to {} in {}; its link: {link}",
                mail.kind.as_str(),
                mail.to,
                path.display()
            ),
            None => log::info!(
                "dev outbox: {} mail to {} in {}",
                mail.kind.as_str(),
                mail.to,
                path.display()
            ),
        },
        Err(e) => log::error!("writing {} failed: {e}", path.display()),
    }
}
