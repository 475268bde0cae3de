//! Mail to users: what is sent (plain text and HTML, links on the
//! service's public URL) and the port it leaves through.
//!
//! The use cases hand a [`Mail`] to a [`Mailer`] and go on: delivery is
//! the mailer's business, off the request path (the HTTP crate's sender
//! queues, sends over SMTP with retries, or writes dev mode's outbox). A
//! failed delivery is never the requester's answer. A mail's body may
//! hold a token, so a `Mail` is never printed whole (its `Debug` shows
//! recipient and kind only).

use accounts_domain::addresses::Email;

/// Which mail it is (for logs and metrics; never the content).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MailKind {
    /// The link and token that verify a new account's address.
    Verification,
    /// To an address someone tried to register again.
    AlreadyRegistered,
    /// The link and token that set a new password.
    PasswordReset,
    /// A notice: a second factor or a provider's link was added to or
    /// removed from the account, or a recovery code was used.
    FactorChanged,
    /// The link and token that move an account to a new address.
    EmailChange,
    /// To the old address: a change to another was asked for.
    EmailChangeNotice,
    /// The account was deleted.
    AccountDeleted,
    /// The account will be deleted after the grace period.
    DeletionScheduled,
}

impl MailKind {
    /// Every kind, for registering metrics up front.
    pub const ALL: [MailKind; 8] = [
        MailKind::Verification,
        MailKind::AlreadyRegistered,
        MailKind::PasswordReset,
        MailKind::FactorChanged,
        MailKind::EmailChange,
        MailKind::EmailChangeNotice,
        MailKind::AccountDeleted,
        MailKind::DeletionScheduled,
    ];

    /// A name for logs.
    pub fn as_str(self) -> &'static str {
        match self {
            MailKind::Verification => "verification",
            MailKind::AlreadyRegistered => "already-registered",
            MailKind::PasswordReset => "password-reset",
            MailKind::FactorChanged => "factor-changed",
            MailKind::EmailChange => "email-change",
            MailKind::EmailChangeNotice => "email-change-notice",
            MailKind::AccountDeleted => "account-deleted",
            MailKind::DeletionScheduled => "deletion-scheduled",
        }
    }
}

/// One mail to one user.
#[derive(Clone, PartialEq, Eq)]
pub struct Mail {
    /// The recipient.
    pub to: Email,
    /// What it is.
    pub kind: MailKind,
    /// The subject line.
    pub subject: String,
    /// The plain-text body.
    pub text: String,
    /// The HTML body.
    pub html: String,
    /// The link the mail asks to open, if any (dev mode logs it).
    pub link: Option<String>,
}

impl std::fmt::Debug for Mail {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Mail")
            .field("kind", &self.kind)
            .finish_non_exhaustive()
    }
}

/// Where mail leaves: implementations return at once and deliver later.
pub trait Mailer: Send + Sync {
    /// Queues `mail` for delivery.
    fn send(&self, mail: Mail);
}

/// Drops every mail with a warning: for a service that sends none (no
/// SMTP configured and registration closed).
#[derive(Debug, Default)]
pub struct NoMail;

impl Mailer for NoMail {
    fn send(&self, mail: Mail) {
        log::warn!(
            "no mail transport is configured (email.smtp_url): a {} mail was not sent",
            mail.kind.as_str()
        );
    }
}

/// HTML-escapes text.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}

fn html(title: &str, paragraphs: &[String], link: Option<(&str, &str)>) -> String {
    let mut body = format!(
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{t}</title></head>\n\
         <body style=\"font-family:system-ui,sans-serif;color:#111827;max-width:32rem\">\n<h1 style=\"font-size:1.25rem\">{t}</h1>\n",
        t = escape(title)
    );
    for p in paragraphs {
        body.push_str(&format!("<p>{}</p>\n", escape(p)));
    }
    if let Some((label, url)) = link {
        body.push_str(&format!(
            "<p><a href=\"{u}\" style=\"display:inline-block;padding:.6rem 1rem;background:#1d4ed8;color:#fff;border-radius:.4rem;text-decoration:none\">{l}</a></p>\n",
            u = escape(url),
            l = escape(label)
        ));
    }
    body.push_str("</body></html>\n");
    body
}

/// The mail that verifies a new account's address: a link for browsers,
/// the token for apps.
pub fn verification(to: &Email, link: &str, token: &str, hours: i64) -> Mail {
    let lines = [
        "Welcome! Please confirm that this is your email address.".to_owned(),
        format!("The link works for {hours} hours and once."),
        format!("In an app, enter this code instead: {token}"),
        "If you did not create an account, ignore this mail.".to_owned(),
    ];
    Mail {
        to: to.clone(),
        kind: MailKind::Verification,
        subject: "Confirm your email address".into(),
        text: format!(
            "{}\n\n{link}\n\n{}\n\n{}\n\n{}\n",
            lines[0], lines[1], lines[2], lines[3]
        ),
        html: html(
            "Confirm your email address",
            &lines,
            Some(("Confirm my address", link)),
        ),
        link: Some(link.to_owned()),
    }
}

/// The mail to the new address of an account: a link for browsers, the
/// token for apps; the account moves there when it is used.
pub fn email_change(to: &Email, link: &str, token: &str, hours: i64) -> Mail {
    let lines = [
        "Please confirm that your account should use this email address from now on.".to_owned(),
        format!("The link works for {hours} hours and once; until then your old address stays."),
        format!("In an app, enter this code instead: {token}"),
        "If you did not ask for this, ignore this mail: nothing changes.".to_owned(),
    ];
    Mail {
        to: to.clone(),
        kind: MailKind::EmailChange,
        subject: "Confirm your new email address".into(),
        text: format!(
            "{}\n\n{link}\n\n{}\n\n{}\n\n{}\n",
            lines[0], lines[1], lines[2], lines[3]
        ),
        html: html(
            "Confirm your new email address",
            &lines,
            Some(("Use this address", link)),
        ),
        link: Some(link.to_owned()),
    }
}

/// The notice to an account's current address that a move to another was
/// asked for, with where to secure the account.
pub fn email_change_notice(to: &Email, new: &Email, forgot_link: &str) -> Mail {
    let lines = [
        format!(
            "Someone signed in to your account asked to move it to {}.",
            new.as_str()
        ),
        "It moves only once a link sent to that address is used; until then this address stays."
            .to_owned(),
        "If it was not you, set a new password now: that ends every session and voids the link."
            .to_owned(),
    ];
    Mail {
        to: to.clone(),
        kind: MailKind::EmailChangeNotice,
        subject: "A change of your account's email address".into(),
        text: format!(
            "{}\n\n{}\n\n{}\n{forgot_link}\n",
            lines[0], lines[1], lines[2]
        ),
        html: html(
            "A change of your account's email address",
            &lines,
            Some(("Set a new password", forgot_link)),
        ),
        link: None,
    }
}

/// The mail to an address that is registered already: no token, only a
/// notice and where to reset the password.
pub fn already_registered(to: &Email, forgot_link: &str) -> Mail {
    let lines = [
        "Someone tried to create an account with this email address, which has one already."
            .to_owned(),
        "If it was you, sign in, or set a new password if you forgot it.".to_owned(),
        "If it was not you, ignore this mail: nothing changed.".to_owned(),
    ];
    Mail {
        to: to.clone(),
        kind: MailKind::AlreadyRegistered,
        subject: "You already have an account".into(),
        text: format!(
            "{}\n\n{}\n{forgot_link}\n\n{}\n",
            lines[0], lines[1], lines[2]
        ),
        html: html(
            "You already have an account",
            &lines,
            Some(("Set a new password", forgot_link)),
        ),
        link: None,
    }
}

/// The mail that sets a new password: a link for browsers, the token for
/// apps.
pub fn password_reset(to: &Email, link: &str, token: &str, minutes: i64) -> Mail {
    let lines = [
        "Someone asked to set a new password for your account.".to_owned(),
        format!("The link works for {minutes} minutes and once; a newer request replaces it."),
        format!("In an app, enter this code instead: {token}"),
        "If it was not you, ignore this mail: your password stays as it is.".to_owned(),
    ];
    Mail {
        to: to.clone(),
        kind: MailKind::PasswordReset,
        subject: "Set a new password".into(),
        text: format!(
            "{}\n\n{link}\n\n{}\n\n{}\n\n{}\n",
            lines[0], lines[1], lines[2], lines[3]
        ),
        html: html(
            "Set a new password",
            &lines,
            Some(("Set a new password", link)),
        ),
        link: Some(link.to_owned()),
    }
}

/// What changed about a user's second factors, for the notice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FactorChange {
    /// An authenticator app was added.
    TotpAdded,
    /// The authenticator app was removed.
    TotpRemoved,
    /// A passkey was registered.
    PasskeyAdded,
    /// A passkey was deleted.
    PasskeyRemoved,
    /// A recovery code was used; `left` remain.
    RecoveryCodeUsed {
        /// Unused recovery codes left.
        left: u64,
    },
}

/// The notice that a second factor changed: the owner learns of it even
/// when someone else did it, and where to go if so.
pub fn factor_changed(to: &Email, change: FactorChange, account_link: &str) -> Mail {
    let (subject, what) = match change {
        FactorChange::TotpAdded => (
            "An authenticator app was added",
            "An authenticator app was added to your account as a second factor.".to_owned(),
        ),
        FactorChange::TotpRemoved => (
            "Your authenticator app was removed",
            "The authenticator app was removed from your account: signing in needs only your password now.".to_owned(),
        ),
        FactorChange::PasskeyAdded => (
            "A passkey was added",
            "A passkey was added to your account: it signs you in without a password.".to_owned(),
        ),
        FactorChange::PasskeyRemoved => (
            "A passkey was removed",
            "A passkey was removed from your account: it no longer signs you in.".to_owned(),
        ),
        FactorChange::RecoveryCodeUsed { left } => (
            "A recovery code was used",
            format!("A recovery code was used to sign in to your account; {left} remain unused."),
        ),
    };
    let lines = [
        what,
        "If it was not you, change your password and sign out everywhere from your account page."
            .to_owned(),
    ];
    notice(
        to,
        MailKind::FactorChanged,
        subject,
        &lines,
        Some(("Open your account", account_link)),
    )
}

/// The notice that a provider was linked to the account or unlinked from
/// it: a link signs in like a password, so its owner hears of each, as of
/// a factor (`provider` is the provider's display name).
pub fn link_changed(to: &Email, provider: &str, linked: bool, account_link: &str) -> Mail {
    let (subject, what) = if linked {
        (
            format!("{provider} was linked to your account"),
            format!(
                "Your account was linked to a {provider} account: signing in with {provider} now opens it."
            ),
        )
    } else {
        (
            format!("{provider} was unlinked from your account"),
            format!(
                "Your account was unlinked from {provider}: signing in with {provider} no longer opens it."
            ),
        )
    };
    let lines = [
        what,
        "If it was not you, change your password, sign out everywhere and unlink the provider from your account page."
            .to_owned(),
    ];
    notice(
        to,
        MailKind::FactorChanged,
        &subject,
        &lines,
        Some(("Open your account", account_link)),
    )
}

/// A mail of paragraphs and at most one link, as text and HTML.
fn notice(
    to: &Email,
    kind: MailKind,
    subject: &str,
    lines: &[String],
    link: Option<(&str, &str)>,
) -> Mail {
    let mut text = lines.join("\n\n");
    if let Some((_, url)) = link {
        text.push_str(&format!("\n\n{url}"));
    }
    text.push('\n');
    Mail {
        to: to.clone(),
        kind,
        subject: subject.into(),
        text,
        html: html(subject, lines, link),
        link: link.map(|(_, url)| url.to_owned()),
    }
}

/// The last mail to a deleted account's address.
pub fn account_deleted(to: &Email) -> Mail {
    notice(
        to,
        MailKind::AccountDeleted,
        "Your account was deleted",
        &[
            "Your account and everything held about it were deleted, and every session of it ended."
                .to_owned(),
            "This address can register again; nothing of the old account comes back.".to_owned(),
        ],
        None,
    )
}

/// To an account whose deletion waits out its grace period: the day it
/// goes, and that signing in before then keeps it.
pub fn deletion_scheduled(to: &Email, due: &str, sign_in_link: &str) -> Mail {
    notice(
        to,
        MailKind::DeletionScheduled,
        "Your account will be deleted",
        &[
            format!("Your account will be deleted on {due}; every session of it has ended."),
            "To keep it, sign in again before then. If you did not ask for this, sign in and change your password."
                .to_owned(),
        ],
        Some(("Sign in to keep it", sign_in_link)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mails_carry_link_and_token_and_escape_html() {
        let to = Email::parse("ann@example.com").unwrap();
        let mail = verification(
            &to,
            "https://a.test/accounts/email/verify?token=T<1>",
            "T<1>",
            24,
        );
        assert!(
            mail.text
                .contains("https://a.test/accounts/email/verify?token=T<1>")
        );
        assert!(mail.text.contains("T<1>"));
        assert!(!mail.html.contains("T<1>"));
        assert!(mail.html.contains("T&lt;1&gt;"));
        assert!(
            !format!("{mail:?}").contains("T<1>"),
            "Debug never shows the body"
        );
    }
}
