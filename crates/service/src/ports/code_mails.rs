//! The mails of signing in with a code (docs/decisions.md, "Sign-in
//! codes"): the code and its link, and the notice to an address without
//! an account. Built like every mail of [`super::mail`].

use accounts_domain::addresses::Email;

use super::mail::{Mail, MailKind, notice};
use crate::catalogue::{text, text_with};
use crate::languages::Language;

/// The mail that signs in without a password, in `language`: the six
/// digits to type where the sign-in was asked, and a link whose page
/// signs in the browser that asked. `new_account`: no account uses the
/// address yet, and the code creates one.
pub fn sign_in_code(
    to: &Email,
    language: Language,
    code: &str,
    link: &str,
    minutes: i64,
    new_account: bool,
) -> Mail {
    let mut lines = vec![
        text(language, "mail-code-asked").into_owned(),
        code.to_owned(),
        text_with(
            language,
            "mail-code-minutes",
            &[("minutes", minutes.into())],
        ),
    ];
    if new_account {
        lines.push(text(language, "mail-code-new-account").into_owned());
    }
    lines.push(text(language, "mail-code-not-you").into_owned());
    let button = text(language, "mail-code-button");
    let mut mail = notice(
        to,
        language,
        MailKind::SignInCode,
        &text(language, "mail-code-subject"),
        &lines,
        Some((&button, link)),
    );
    mail.link = Some(link.to_owned());
    mail
}

/// The mail, in `language`, to an address without an account that asked
/// for a sign-in code while registration is closed: the asker learns
/// nothing, the address's owner learns that someone tried.
pub fn no_account(to: &Email, language: Language) -> Mail {
    let lines = [
        text(language, "mail-no-account-body").into_owned(),
        text(language, "mail-no-account-not-you").into_owned(),
    ];
    notice(
        to,
        language,
        MailKind::NoAccount,
        &text(language, "mail-no-account-subject"),
        &lines,
        None,
    )
}
