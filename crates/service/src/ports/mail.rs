//! Mail to users: what is sent (plain text and HTML, links on the
//! service's public URL) and the port it leaves through.
//!
//! The use cases hand a [`Mail`] to a [`Mailer`] and go on: delivery is
//! the mailer's business, off the request path (the HTTP crate's sender
//! queues, sends over SMTP with retries, or writes dev mode's outbox). A
//! failed delivery is never the requester's answer. A mail's body may
//! hold a token, so a `Mail` is never printed whole (its `Debug` shows
//! recipient and kind only).
//!
//! Each builder writes its mail in the language it is given, from the
//! [`crate::catalogue`]; callers pick it with
//! [`crate::languages::mail_language`] (the recipient's stored language,
//! else the requester's).

use accounts_domain::addresses::Email;

use crate::catalogue::{Arg, text, text_with};
use crate::languages::Language;

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
    /// The password was reset: what else still signs in.
    PasswordResetDone,
    /// Wrong second-factor codes paused the account's second step.
    SecondFactorLocked,
    /// An invitation to join an organization.
    OrganizationInvitation,
    /// A code (and link) to sign in with, no password needed.
    SignInCode,
    /// To an address without an account that asked for a sign-in code
    /// while registration is closed.
    NoAccount,
}

impl MailKind {
    /// Every kind, for registering metrics up front.
    pub const ALL: [MailKind; 13] = [
        MailKind::Verification,
        MailKind::AlreadyRegistered,
        MailKind::PasswordReset,
        MailKind::FactorChanged,
        MailKind::EmailChange,
        MailKind::EmailChangeNotice,
        MailKind::AccountDeleted,
        MailKind::DeletionScheduled,
        MailKind::PasswordResetDone,
        MailKind::SecondFactorLocked,
        MailKind::OrganizationInvitation,
        MailKind::SignInCode,
        MailKind::NoAccount,
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
            MailKind::PasswordResetDone => "password-reset-done",
            MailKind::SecondFactorLocked => "second-factor-locked",
            MailKind::OrganizationInvitation => "organization-invitation",
            MailKind::SignInCode => "sign-in-code",
            MailKind::NoAccount => "no-account",
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

fn html(
    language: Language,
    title: &str,
    paragraphs: &[String],
    link: Option<(&str, &str)>,
) -> String {
    let mut body = format!(
        "<!doctype html>\n<html lang=\"{lang}\" dir=\"{dir}\"><head><meta charset=\"utf-8\"><title>{t}</title></head>\n\
         <body style=\"font-family:system-ui,sans-serif;color:#111827;max-width:32rem\">\n<h1 style=\"font-size:1.25rem\">{t}</h1>\n",
        lang = language.tag(),
        dir = if language.is_rtl() { "rtl" } else { "ltr" },
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

/// "In an app, enter this code instead: …": the code without the bidi
/// isolation marks a right-to-left language puts around it, which a copy
/// and paste into an app would carry along.
fn code_for_apps(language: Language, token: &str) -> String {
    text_with(language, "mail-code-for-apps", &[("token", token.into())])
        .replace(['\u{2068}', '\u{2069}'], "")
}

/// The mail that verifies a new account's address, in `language` (the
/// registering request's): a link for browsers, the token for apps.
/// Whoever registered may not be the address's owner and may have
/// picked a language the owner does not read, so a mail in another
/// language also says in English not to confirm an account one did not
/// create (docs/decisions.md, "Confirming an address").
pub fn verification(to: &Email, language: Language, link: &str, token: &str, hours: i64) -> Mail {
    let mut lines = vec![
        text(language, "mail-verification-welcome").into_owned(),
        text_with(
            language,
            "mail-verification-link-hours",
            &[("hours", hours.into())],
        ),
        text(language, "mail-verification-where").into_owned(),
        code_for_apps(language, token),
        text(language, "mail-verification-ignore").into_owned(),
    ];
    lines.extend(not_yours_in_english(language));
    confirmation(
        to,
        language,
        MailKind::Verification,
        &text(language, "mail-verification-subject"),
        &lines,
        (&text(language, "mail-verification-button"), link),
    )
}

/// The one English line of a confirmation mail in another language: do
/// not confirm what you did not ask for. (The pseudo-locale is English
/// made strange for tests: it gets none, like English.)
fn not_yours_in_english(language: Language) -> Option<String> {
    (!matches!(language, Language::En | Language::Pseudo))
        .then(|| text(Language::En, "mail-not-yours-english").into_owned())
}

/// A mail that confirms an address: its first line, the link, then the
/// other lines, as text and HTML.
fn confirmation(
    to: &Email,
    language: Language,
    kind: MailKind,
    subject: &str,
    lines: &[String],
    (button, link): (&str, &str),
) -> Mail {
    let (first, rest) = lines
        .split_first()
        .map_or(("", lines), |(f, r)| (f.as_str(), r));
    let mut text = format!("{first}\n\n{link}\n");
    for line in rest {
        text.push_str(&format!("\n{line}\n"));
    }
    Mail {
        to: to.clone(),
        kind,
        subject: subject.to_owned(),
        text,
        html: html(language, subject, lines, Some((button, link))),
        link: Some(link.to_owned()),
    }
}

/// The mail to the new address of an account, in `language` (the
/// account's): a link for browsers, the token for apps; the account
/// moves there when it is used. In another language it also says in
/// English not to confirm what one did not ask for.
pub fn email_change(to: &Email, language: Language, link: &str, token: &str, hours: i64) -> Mail {
    let mut lines = vec![
        text(language, "mail-change-confirm").into_owned(),
        text_with(
            language,
            "mail-change-link-hours",
            &[("hours", hours.into())],
        ),
        text(language, "mail-change-where").into_owned(),
        code_for_apps(language, token),
        text(language, "mail-change-ignore").into_owned(),
    ];
    lines.extend(not_yours_in_english(language));
    confirmation(
        to,
        language,
        MailKind::EmailChange,
        &text(language, "mail-change-subject"),
        &lines,
        (&text(language, "mail-change-button"), link),
    )
}

/// The notice to an account's current address, in `language`, that a
/// move to another was asked for, with where to secure the account.
pub fn email_change_notice(to: &Email, language: Language, new: &Email, forgot_link: &str) -> Mail {
    let lines = [
        text_with(
            language,
            "mail-change-notice-asked",
            &[("address", new.as_str().into())],
        ),
        text(language, "mail-change-notice-until").into_owned(),
        text(language, "mail-change-notice-not-you").into_owned(),
    ];
    let subject = text(language, "mail-change-notice-subject");
    Mail {
        to: to.clone(),
        kind: MailKind::EmailChangeNotice,
        subject: subject.clone().into_owned(),
        text: format!(
            "{}\n\n{}\n\n{}\n{forgot_link}\n",
            lines[0], lines[1], lines[2]
        ),
        html: html(
            language,
            &subject,
            &lines,
            Some((&text(language, "mail-set-password-button"), forgot_link)),
        ),
        link: None,
    }
}

/// The mail, in `language`, to an address that is registered already: no
/// token, only a notice and where to reset the password.
pub fn already_registered(to: &Email, language: Language, forgot_link: &str) -> Mail {
    let lines = [
        text(language, "mail-registered-tried").into_owned(),
        text(language, "mail-registered-if-you").into_owned(),
        text(language, "mail-registered-not-you").into_owned(),
    ];
    let subject = text(language, "mail-registered-subject");
    Mail {
        to: to.clone(),
        kind: MailKind::AlreadyRegistered,
        subject: subject.clone().into_owned(),
        text: format!(
            "{}\n\n{}\n{forgot_link}\n\n{}\n",
            lines[0], lines[1], lines[2]
        ),
        html: html(
            language,
            &subject,
            &lines,
            Some((&text(language, "mail-set-password-button"), forgot_link)),
        ),
        link: None,
    }
}

/// The mail that sets a new password, in `language`: a link for
/// browsers, the token for apps.
pub fn password_reset(
    to: &Email,
    language: Language,
    link: &str,
    token: &str,
    minutes: i64,
) -> Mail {
    let lines = [
        text(language, "mail-reset-asked").into_owned(),
        text_with(
            language,
            "mail-reset-link-minutes",
            &[("minutes", minutes.into())],
        ),
        code_for_apps(language, token),
        text(language, "mail-reset-not-you").into_owned(),
    ];
    let subject = text(language, "mail-reset-subject");
    Mail {
        to: to.clone(),
        kind: MailKind::PasswordReset,
        subject: subject.clone().into_owned(),
        text: format!(
            "{}\n\n{link}\n\n{}\n\n{}\n\n{}\n",
            lines[0], lines[1], lines[2], lines[3]
        ),
        html: html(
            language,
            &subject,
            &lines,
            Some((&text(language, "mail-set-password-button"), link)),
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

/// The notice, in `language`, that a second factor changed: the owner
/// learns of it even when someone else did it, and where to go if so.
pub fn factor_changed(
    to: &Email,
    language: Language,
    change: FactorChange,
    account_link: &str,
) -> Mail {
    let (subject, what) = match change {
        FactorChange::TotpAdded => (
            text(language, "mail-totp-added-subject"),
            text(language, "mail-totp-added-body").into_owned(),
        ),
        FactorChange::TotpRemoved => (
            text(language, "mail-totp-removed-subject"),
            text(language, "mail-totp-removed-body").into_owned(),
        ),
        FactorChange::PasskeyAdded => (
            text(language, "mail-passkey-added-subject"),
            text(language, "mail-passkey-added-body").into_owned(),
        ),
        FactorChange::PasskeyRemoved => (
            text(language, "mail-passkey-removed-subject"),
            text(language, "mail-passkey-removed-body").into_owned(),
        ),
        FactorChange::RecoveryCodeUsed { left } => (
            text(language, "mail-recovery-used-subject"),
            text_with(
                language,
                "mail-recovery-used-body",
                &[("left", left.into())],
            ),
        ),
    };
    let lines = [what, text(language, "mail-factor-not-you").into_owned()];
    notice(
        to,
        language,
        MailKind::FactorChanged,
        &subject,
        &lines,
        Some((&text(language, "mail-open-account-button"), account_link)),
    )
}

/// The notice, in `language`, that a provider was linked to the account
/// or unlinked from it: a link signs in like a password, so its owner
/// hears of each, as of a factor (`provider` is the provider's display
/// name).
pub fn link_changed(
    to: &Email,
    language: Language,
    provider: &str,
    linked: bool,
    account_link: &str,
) -> Mail {
    let (subject, what) = if linked {
        ("mail-linked-subject", "mail-linked-body")
    } else {
        ("mail-unlinked-subject", "mail-unlinked-body")
    };
    let provider = [("provider", Arg::from(provider))];
    let lines = [
        text_with(language, what, &provider),
        text(language, "mail-link-not-you").into_owned(),
    ];
    notice(
        to,
        language,
        MailKind::FactorChanged,
        &text_with(language, subject, &provider),
        &lines,
        Some((&text(language, "mail-open-account-button"), account_link)),
    )
}

/// A mail of paragraphs and at most one link, as text and HTML.
pub(crate) fn notice(
    to: &Email,
    language: Language,
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
        html: html(language, subject, lines, link),
        link: link.map(|(_, url)| url.to_owned()),
    }
}

/// The last mail to a deleted account's address, in `language`.
pub fn account_deleted(to: &Email, language: Language) -> Mail {
    notice(
        to,
        language,
        MailKind::AccountDeleted,
        &text(language, "mail-deleted-subject"),
        &[
            text(language, "mail-deleted-body").into_owned(),
            text(language, "mail-deleted-register-again").into_owned(),
        ],
        None,
    )
}

/// To an account whose deletion waits out its grace period, in
/// `language`: the day it goes (`due`, formatted), and that signing in
/// before then keeps it.
pub fn deletion_scheduled(to: &Email, language: Language, due: &str, sign_in_link: &str) -> Mail {
    notice(
        to,
        language,
        MailKind::DeletionScheduled,
        &text(language, "mail-deletion-subject"),
        &[
            text_with(language, "mail-deletion-due", &[("date", due.into())]),
            text(language, "mail-deletion-keep").into_owned(),
        ],
        Some((&text(language, "mail-deletion-button"), sign_in_link)),
    )
}

#[cfg(test)]
#[path = "mail_tests.rs"]
mod tests;

/// An invitation to join `organization` (its name), in `language`: the
/// link that accepts it, and how long it works.
pub fn organization_invitation(
    to: &Email,
    language: Language,
    organization: &str,
    link: &str,
    days: i64,
) -> Mail {
    let name = Arg::Text(organization);
    notice(
        to,
        language,
        MailKind::OrganizationInvitation,
        &text_with(
            language,
            "mail-invitation-subject",
            &[("organization", name)],
        ),
        &[
            text_with(language, "mail-invitation-body", &[("organization", name)]),
            text_with(language, "mail-invitation-expiry", &[("days", days.into())]),
            text(language, "mail-invitation-ignore").into_owned(),
        ],
        Some((&text(language, "mail-invitation-button"), link)),
    )
}
