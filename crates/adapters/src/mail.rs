//! Delivering mail to users off the request path: a bounded queue and one
//! background thread that sends each mail over SMTP (`lettre`) or writes
//! it to dev mode's outbox (docs/operations.md, "Mail").
//!
//! - The connection is protected: `smtps://` is TLS from the first byte,
//!   `smtp://` requires STARTTLS (nothing, credentials least of all, is
//!   sent before it), and only a loopback relay without credentials may
//!   be reached in clear text (`?tls=none`).
//! - A permanent refusal (a 5xx reply, e.g. 550 no such mailbox) is given
//!   up at once; anything else is tried again after 2, 10, 30 and 120 s.
//!   A mail waiting for its retry never holds up the mails queued behind
//!   it: retries wait in a list of their own, ordered by when they are due.
//! - A request never waits for delivery and never learns of its failure.
//!   A full queue drops the mail; that, each retry and each failure are
//!   logged with the mail's kind (never its body, which may hold a token)
//!   and counted for `/metrics`.

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SyncSender, TrySendError};
use std::time::{Duration, Instant};

use accounts_service::mail::{Mail, Mailer};
use accounts_service::observe::{MailOutcome, Observer};
use lettre::message::{Mailbox, MultiPart};
use lettre::transport::smtp::authentication::Credentials;
use lettre::transport::smtp::client::{Certificate, Tls, TlsParameters};
use lettre::{Message, SmtpTransport, Transport};

/// How the connection to the SMTP server is protected.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SmtpSecurity {
    /// `smtps://`: TLS from the first byte.
    Tls,
    /// `smtp://`: STARTTLS, which the server must offer; nothing is sent
    /// before it.
    StartTls,
    /// `smtp://…?tls=none`: clear text, only to a loopback relay and
    /// never with credentials.
    None,
}

/// The SMTP server mail leaves through, checked.
#[derive(Clone, PartialEq, Eq)]
pub struct SmtpRelay {
    /// Host name or address.
    pub host: String,
    /// Port.
    pub port: u16,
    /// TLS, STARTTLS or (loopback only) none.
    pub security: SmtpSecurity,
    /// `user` and `password` from the URL, percent-decoded.
    pub credentials: Option<(String, String)>,
    /// Extra trusted certificates (PEM).
    pub ca_file: Option<PathBuf>,
}

impl std::fmt::Debug for SmtpRelay {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never the password.
        f.debug_struct("SmtpRelay")
            .field("host", &self.host)
            .field("port", &self.port)
            .field("security", &self.security)
            .field("user", &self.credentials.as_ref().map(|(user, _)| user))
            .field("ca_file", &self.ca_file)
            .finish()
    }
}

impl SmtpRelay {
    /// Reads `email.smtp_url` (and `email.smtp_ca_file`); the error says
    /// what is wrong, never the password.
    pub fn parse(url: &str, ca_file: Option<PathBuf>) -> Result<Self, String> {
        const EXPECTED: &str = "expected smtp://host:port (STARTTLS) or smtps://host:port (TLS)";
        let parsed = url::Url::parse(url).map_err(|_| EXPECTED.to_owned())?;
        let host = match parsed.host() {
            Some(url::Host::Domain(name)) if !name.is_empty() => name.to_owned(),
            Some(url::Host::Ipv4(ip)) => ip.to_string(),
            Some(url::Host::Ipv6(ip)) => ip.to_string(),
            _ => return Err(EXPECTED.to_owned()),
        };
        let mut tls = None;
        for (key, value) in parsed.query_pairs() {
            match (key.as_ref(), tls) {
                ("tls", None) => tls = Some(value.into_owned()),
                _ => {
                    return Err(format!(
                        "unknown or repeated parameter {key:?}: only tls=none is understood"
                    ));
                }
            }
        }
        let security = match (parsed.scheme(), tls.as_deref()) {
            ("smtps", None) => SmtpSecurity::Tls,
            ("smtp", None | Some("required")) => SmtpSecurity::StartTls,
            ("smtp", Some("none")) => SmtpSecurity::None,
            ("smtp" | "smtps", Some(other)) => {
                return Err(format!(
                    "tls={other} is not accepted: smtp:// always requires STARTTLS; tls=none (clear text) is for a loopback relay"
                ));
            }
            _ => return Err(EXPECTED.to_owned()),
        };
        let decode = |text: &str| {
            percent_encoding::percent_decode_str(text)
                .decode_utf8()
                .map(std::borrow::Cow::into_owned)
                .map_err(|_| "the user or password is not UTF-8 once percent-decoded".to_owned())
        };
        let credentials = if parsed.username().is_empty() {
            None
        } else {
            Some((
                decode(parsed.username())?,
                decode(parsed.password().unwrap_or_default())?,
            ))
        };
        if security == SmtpSecurity::None {
            let loopback = host == "localhost"
                || host
                    .parse::<std::net::IpAddr>()
                    .is_ok_and(|ip| ip.is_loopback());
            if !loopback {
                return Err(
                    "tls=none sends mail in clear text: it is accepted only for a loopback relay (localhost, 127.0.0.0/8, ::1)"
                        .to_owned(),
                );
            }
            if credentials.is_some() {
                return Err(
                    "tls=none with a user and password would send them in clear text: drop them or use TLS"
                        .to_owned(),
                );
            }
        }
        let port = parsed.port().unwrap_or(match security {
            SmtpSecurity::Tls => 465,
            SmtpSecurity::StartTls => 587,
            SmtpSecurity::None => 25,
        });
        Ok(Self {
            host,
            port,
            security,
            credentials,
            ca_file,
        })
    }
}

/// Where mail to users goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MailSetup {
    /// An SMTP server.
    Smtp {
        /// The server and how to reach it.
        relay: SmtpRelay,
        /// The sender.
        from: String,
    },
    /// Files in a directory (dev mode without SMTP).
    Outbox(PathBuf),
    /// Nowhere (`serve` without SMTP, registration closed): each mail is
    /// dropped with a warning.
    Nowhere,
}

/// Mails waiting for delivery before new ones are dropped.
const QUEUE: usize = 1_000;
/// Mails waiting for a retry; a further passing failure is dropped (and
/// counted) rather than kept.
const RETRYING: usize = 1_000;
/// Waits before each retry of a send that failed for a passing reason.
const RETRIES: [Duration; 4] = [
    Duration::from_secs(2),
    Duration::from_secs(10),
    Duration::from_secs(30),
    Duration::from_secs(120),
];
/// How long one conversation with the server may take.
const SMTP_TIMEOUT: Duration = Duration::from_secs(20);

/// Why the sender could not start.
#[derive(Debug, thiserror::Error)]
pub enum MailSetupError {
    /// The SMTP settings or the sender address are not usable.
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
pub struct MailSender {
    queue: SyncSender<Mail>,
    observer: Arc<dyn Observer>,
}

impl std::fmt::Debug for MailSender {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MailSender").finish_non_exhaustive()
    }
}

impl Mailer for MailSender {
    fn send(&self, mail: Mail) {
        let (mail, why) = match self.queue.try_send(mail) {
            Ok(()) => return,
            Err(TrySendError::Full(mail)) => (mail, "the mail queue is full"),
            Err(TrySendError::Disconnected(mail)) => (mail, "the mail sender stopped"),
        };
        log::error!("{why}: a {} mail was dropped", mail.kind.as_str());
        self.observer.mailed(mail.kind, MailOutcome::Dropped);
    }
}

/// The mailer for `setup`, reporting to `observer`: `None` when mail goes
/// nowhere.
pub fn start(
    setup: &MailSetup,
    observer: Arc<dyn Observer>,
) -> Result<Option<MailSender>, MailSetupError> {
    let delivery = match setup {
        MailSetup::Nowhere => return Ok(None),
        MailSetup::Smtp { relay, from } => {
            let from = from.parse().map_err(|e: lettre::address::AddressError| {
                MailSetupError::Invalid {
                    key: "email.from",
                    reason: e.to_string(),
                }
            })?;
            Delivery::Smtp {
                transport: Box::new(transport(relay)?),
                from,
            }
        }
        MailSetup::Outbox(dir) => {
            std::fs::create_dir_all(dir)?;
            Delivery::Outbox(dir.clone())
        }
    };
    let (queue, mails) = mpsc::sync_channel(QUEUE);
    let reporting = Arc::clone(&observer);
    std::thread::Builder::new()
        .name("mail-sender".into())
        .spawn(move || deliver_all(&delivery, &mails, &*reporting))?;
    Ok(Some(MailSender { queue, observer }))
}

/// The SMTP transport for `relay`: TLS or required STARTTLS, trusting
/// the configured extra certificates besides the usual roots.
fn transport(relay: &SmtpRelay) -> Result<SmtpTransport, MailSetupError> {
    let invalid = |key, reason: String| MailSetupError::Invalid { key, reason };
    let mut builder = SmtpTransport::builder_dangerous(&relay.host)
        .port(relay.port)
        .timeout(Some(SMTP_TIMEOUT));
    if relay.security != SmtpSecurity::None {
        let mut parameters = TlsParameters::builder(relay.host.clone());
        if let Some(path) = &relay.ca_file {
            let pem = std::fs::read(path)
                .map_err(|e| invalid("email.smtp_ca_file", format!("{}: {e}", path.display())))?;
            let certificate = Certificate::from_pem(&pem)
                .map_err(|e| invalid("email.smtp_ca_file", e.to_string()))?;
            parameters = parameters.add_root_certificate(certificate);
        }
        let parameters = parameters
            .build()
            .map_err(|e| invalid("email.smtp_url", e.to_string()))?;
        builder = builder.tls(match relay.security {
            SmtpSecurity::Tls => Tls::Wrapper(parameters),
            _ => Tls::Required(parameters),
        });
    }
    if let Some((user, password)) = &relay.credentials {
        builder = builder.credentials(Credentials::new(user.clone(), password.clone()));
    }
    Ok(builder.build())
}

/// A mail whose send failed for a passing reason, due again at `due`.
struct Retry {
    due: Instant,
    /// Order of arrival, so that mails due at once keep it.
    seq: u64,
    attempts: usize,
    message: Message,
    kind: accounts_service::mail::MailKind,
}

impl PartialEq for Retry {
    fn eq(&self, other: &Self) -> bool {
        (self.due, self.seq) == (other.due, other.seq)
    }
}
impl Eq for Retry {}
impl PartialOrd for Retry {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for Retry {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        (self.due, self.seq).cmp(&(other.due, other.seq))
    }
}

/// Delivers queued mail until every sending end is gone, retrying
/// passing failures when they fall due.
fn deliver_all(delivery: &Delivery, mails: &Receiver<Mail>, observer: &dyn Observer) {
    let mut retries: BinaryHeap<Reverse<Retry>> = BinaryHeap::new();
    let mut seq = 0_u64;
    loop {
        let next = match retries.peek() {
            None => mails.recv().map_err(|_| RecvTimeoutError::Disconnected),
            Some(Reverse(first)) => {
                mails.recv_timeout(first.due.saturating_duration_since(Instant::now()))
            }
        };
        match next {
            Ok(mail) => {
                seq += 1;
                match delivery {
                    Delivery::Smtp { transport, from } => {
                        let Some(message) = message(from, &mail) else {
                            observer.mailed(mail.kind, MailOutcome::Failed);
                            continue;
                        };
                        let retry = Retry {
                            due: Instant::now(),
                            seq,
                            attempts: 0,
                            message,
                            kind: mail.kind,
                        };
                        attempt(transport, retry, &mut retries, observer);
                    }
                    Delivery::Outbox(dir) => {
                        write_to_outbox(dir, &mail, seq);
                        observer.mailed(mail.kind, MailOutcome::Sent);
                    }
                }
            }
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => return,
        }
        if let Delivery::Smtp { transport, .. } = delivery {
            while retries
                .peek()
                .is_some_and(|Reverse(first)| first.due <= Instant::now())
            {
                if let Some(Reverse(due)) = retries.pop() {
                    attempt(transport, due, &mut retries, observer);
                }
            }
        }
    }
}

/// Sends once; a passing failure goes back into `retries` for later.
fn attempt(
    transport: &SmtpTransport,
    mut mail: Retry,
    retries: &mut BinaryHeap<Reverse<Retry>>,
    observer: &dyn Observer,
) {
    let kind = mail.kind.as_str();
    mail.attempts += 1;
    let error = match transport.send(&mail.message) {
        Ok(_) => {
            log::info!("sent a {kind} mail");
            observer.mailed(mail.kind, MailOutcome::Sent);
            return;
        }
        // lettre's errors name the server's reply, never the message.
        Err(e) => e,
    };
    if error.is_permanent() {
        log::error!("the mail server refused a {kind} mail for good: {error}");
        observer.mailed(mail.kind, MailOutcome::Failed);
        return;
    }
    let Some(wait) = RETRIES.get(mail.attempts - 1) else {
        log::error!(
            "gave up sending a {kind} mail after {} attempts: {error}",
            mail.attempts
        );
        observer.mailed(mail.kind, MailOutcome::Failed);
        return;
    };
    if retries.len() >= RETRYING {
        log::error!("too many mails waiting for a retry: a {kind} mail was dropped ({error})");
        observer.mailed(mail.kind, MailOutcome::Dropped);
        return;
    }
    log::warn!(
        "sending a {kind} mail failed (attempt {}), trying again in {} s: {error}",
        mail.attempts,
        wait.as_secs()
    );
    observer.mailed(mail.kind, MailOutcome::Retried);
    mail.due = Instant::now() + *wait;
    retries.push(Reverse(mail));
}

/// The message for `mail`, or `None` (logged) when it cannot be built.
fn message(from: &Mailbox, mail: &Mail) -> Option<Message> {
    // A bare address only: a stored display-name spelling such as
    // `Bob <evil@example.com>` must not reach another mailbox.
    let built = mail
        .to
        .as_str()
        .parse::<lettre::Address>()
        .map_err(|e| e.to_string())
        .and_then(|to| {
            Message::builder()
                .from(from.clone())
                .to(Mailbox::new(None, to))
                .subject(&mail.subject)
                .multipart(MultiPart::alternative_plain_html(
                    mail.text.clone(),
                    mail.html.clone(),
                ))
                .map_err(|e| e.to_string())
        });
    match built {
        Ok(message) => Some(message),
        Err(e) => {
            log::error!("a {} mail could not be built: {e}", mail.kind.as_str());
            None
        }
    }
}

/// Dev mode: one text file per mail, and its link in the log.
fn write_to_outbox(dir: &Path, mail: &Mail, n: u64) {
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

#[cfg(test)]
mod tests {
    use std::sync::Mutex;

    use accounts_domain::addresses::Email;
    use accounts_domain::codes::ResultCode;
    use accounts_service::mail::MailKind;
    use accounts_service::observe::{IssuedKind, SignInOutcome};

    use super::*;

    #[derive(Default)]
    struct Counted(Mutex<Vec<(MailKind, MailOutcome)>>);

    impl Observer for Counted {
        fn issued(&self, _kind: IssuedKind, _count: u64) {}
        fn signed_in(&self, _outcome: SignInOutcome) {}
        fn verified(&self, _verdict: ResultCode) {}
        fn mailed(&self, kind: MailKind, outcome: MailOutcome) {
            self.0
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .push((kind, outcome));
        }
    }

    fn mail() -> Mail {
        Mail {
            to: Email::parse("ann@example.com").unwrap_or_else(|e| panic!("{e}")),
            kind: MailKind::PasswordReset,
            subject: "s".into(),
            text: "t".into(),
            html: "h".into(),
            link: None,
        }
    }

    #[test]
    #[allow(clippy::panic)]
    fn a_full_queue_is_reported_not_silently_dropped() {
        let (queue, _waiting) = mpsc::sync_channel(1);
        let counted = Arc::new(Counted::default());
        let sender = MailSender {
            queue,
            observer: Arc::clone(&counted) as Arc<dyn Observer>,
        };
        sender.send(mail());
        sender.send(mail());
        assert_eq!(
            *counted
                .0
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner),
            [(MailKind::PasswordReset, MailOutcome::Dropped)]
        );
    }
}
