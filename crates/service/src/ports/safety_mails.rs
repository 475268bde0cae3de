//! Notices about an account's safety that follow an event rather than a
//! request: what still signs in after a password reset, and a second
//! step locked by wrong codes (docs/decisions.md, "After a reset",
//! "Second factors"). Built like every mail of [`super::mail`].

use accounts_domain::addresses::Email;

use super::mail::{Mail, MailKind, notice};
use crate::catalogue::{text, text_with};
use crate::languages::Language;

/// What still signs in to an account after its password was reset,
/// for the mail that says so.
#[derive(Debug, Clone, Copy, Default)]
pub struct OtherWaysIn<'a> {
    /// The passkeys' names.
    pub passkeys: &'a [String],
    /// Whether an authenticator app is a factor.
    pub authenticator: bool,
    /// Unused recovery codes.
    pub recovery_codes: u64,
    /// The linked providers' names.
    pub links: &'a [String],
}

/// The notice, in `language`, that the account's password was reset:
/// every other way in that still works, and where to remove them all
/// (docs/decisions.md, "After a reset").
pub fn password_reset_done(
    to: &Email,
    language: Language,
    ways_in: &OtherWaysIn<'_>,
    account_link: &str,
) -> Mail {
    let mut lines = vec![text(language, "mail-reset-done-body").into_owned()];
    let mut listed: Vec<String> = ways_in
        .passkeys
        .iter()
        .map(|name| {
            text_with(
                language,
                "ways-in-passkey",
                &[("name", name.as_str().into())],
            )
        })
        .collect();
    if ways_in.authenticator {
        listed.push(text(language, "ways-in-authenticator").into_owned());
    }
    if ways_in.recovery_codes > 0 {
        listed.push(text_with(
            language,
            "ways-in-recovery-codes",
            &[("count", ways_in.recovery_codes.into())],
        ));
    }
    listed.extend(ways_in.links.iter().map(|provider| {
        text_with(
            language,
            "ways-in-link",
            &[("provider", provider.as_str().into())],
        )
    }));
    if listed.is_empty() {
        lines.push(text(language, "mail-reset-done-nothing-else").into_owned());
    } else {
        lines.push(text(language, "mail-reset-done-still").into_owned());
        lines.extend(listed.into_iter().map(|line| format!("- {line}")));
        lines.push(text(language, "mail-reset-done-remove").into_owned());
        // A factor the owner does not have stops their sign-in before the
        // account page: only an operator can remove it then (a mailbox
        // alone never removes a second factor).
        if ways_in.authenticator || !ways_in.passkeys.is_empty() || ways_in.recovery_codes > 0 {
            lines.push(text(language, "mail-reset-done-factor-not-yours").into_owned());
        }
    }
    lines.push(text(language, "mail-reset-done-not-you").into_owned());
    notice(
        to,
        language,
        MailKind::PasswordResetDone,
        &text(language, "mail-reset-done-subject"),
        &lines,
        Some((&text(language, "mail-open-account-button"), account_link)),
    )
}

/// The notice, in `language`, that five wrong second-factor codes paused
/// the account's second step for `minutes`: whoever typed them had the
/// password (docs/decisions.md, "Second factors").
pub fn second_factor_locked(
    to: &Email,
    language: Language,
    minutes: i64,
    forgot_link: &str,
) -> Mail {
    notice(
        to,
        language,
        MailKind::SecondFactorLocked,
        &text(language, "mail-factor-locked-subject"),
        &[
            text_with(
                language,
                "mail-factor-locked-body",
                &[("minutes", minutes.into())],
            ),
            text(language, "mail-factor-locked-not-you").into_owned(),
        ],
        Some((&text(language, "mail-set-password-button"), forgot_link)),
    )
}
