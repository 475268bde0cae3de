//! The mails' text and escaping.

use super::*;

#[test]
fn mails_carry_link_and_token_and_escape_html() {
    let to = Email::parse("ann@example.com").unwrap();
    let mail = verification(
        &to,
        Language::En,
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

#[test]
fn english_mails_keep_their_wording_and_plurals() {
    let to = Email::parse("ann@example.com").unwrap();
    let mail = verification(&to, Language::En, "https://a.test/v", "TOKEN", 24);
    assert_eq!(mail.subject, "Confirm your email address");
    assert!(mail.text.contains("The link works for 24 hours and once."));
    assert!(mail.html.contains("<html lang=\"en\" dir=\"ltr\">"));
    let reset = password_reset(&to, Language::En, "https://a.test/r", "TOKEN", 1);
    assert!(reset.text.contains("The link works for 1 minute and once;"));
    let used = |left| {
        factor_changed(
            &to,
            Language::En,
            FactorChange::RecoveryCodeUsed { left },
            "https://a.test/account",
        )
        .text
    };
    assert!(used(0).contains("; 0 remain unused."));
    assert!(used(1).contains("; 1 remains unused."));
    assert!(used(9).contains("; 9 remain unused."));
    let linked = link_changed(&to, Language::En, "Google", true, "https://a.test/account");
    assert_eq!(linked.subject, "Google was linked to your account");
}

#[test]
fn arabic_mails_run_right_to_left() {
    let to = Email::parse("ann@example.com").unwrap();
    let mail = account_deleted(&to, Language::Ar);
    assert!(
        mail.html.contains("<html lang=\"ar\" dir=\"rtl\">"),
        "{}",
        mail.html
    );
}

/// A run of three plain ASCII letters left once `data` is taken out:
/// English that bypassed the catalogue (or a message id, which is
/// what a missing message shows).
fn plain_english(text: &str, data: &[&str]) -> Option<String> {
    let mut text = text.to_owned();
    for value in data {
        text = text.replace(value, " ");
    }
    let chars: Vec<char> = text.chars().collect();
    chars
        .windows(3)
        .find(|w| w.iter().all(char::is_ascii_alphabetic))
        .map(|w| w.iter().collect())
}

#[test]
fn pseudo_english_mails_take_every_word_from_the_catalogue() {
    let to = Email::parse("ann@example.com").unwrap();
    let new = Email::parse("bob@example.com").unwrap();
    let (link, token) = ("https://a.test/x?token=TOKEN", "TOKEN");
    let data = [link, token, "Google", new.as_str(), "2030-01-02"];
    assert_eq!(plain_english("[Ŧħḗ] Google", &data), None);
    assert!(plain_english("mail-reset-subject", &data).is_some());
    let mails = |language| {
        vec![
            verification(&to, language, link, token, 24),
            email_change(&new, language, link, token, 1),
            email_change_notice(&to, language, &new, link),
            already_registered(&to, language, link),
            password_reset(&to, language, link, token, 30),
            factor_changed(&to, language, FactorChange::TotpAdded, link),
            factor_changed(&to, language, FactorChange::TotpRemoved, link),
            factor_changed(&to, language, FactorChange::PasskeyAdded, link),
            factor_changed(&to, language, FactorChange::PasskeyRemoved, link),
            factor_changed(
                &to,
                language,
                FactorChange::RecoveryCodeUsed { left: 3 },
                link,
            ),
            link_changed(&to, language, "Google", true, link),
            link_changed(&to, language, "Google", false, link),
            account_deleted(&to, language),
            deletion_scheduled(&to, language, "2030-01-02", link),
            crate::ports::safety_mails::password_reset_done(
                &to,
                language,
                &crate::ports::safety_mails::OtherWaysIn {
                    passkeys: &["Google".to_owned()],
                    authenticator: true,
                    recovery_codes: 3,
                    links: &["Google".to_owned()],
                },
                link,
            ),
            crate::ports::safety_mails::password_reset_done(
                &to,
                language,
                &crate::ports::safety_mails::OtherWaysIn::default(),
                link,
            ),
            crate::ports::safety_mails::second_factor_locked(&to, language, 2, link),
        ]
    };
    for (english, pseudo) in mails(Language::En).into_iter().zip(mails(Language::Pseudo)) {
        let kind = english.kind.as_str();
        assert_ne!(pseudo.subject, english.subject, "{kind}");
        assert_eq!(
            plain_english(&pseudo.subject, &data),
            None,
            "{kind}: {}",
            pseudo.subject
        );
        assert_eq!(
            plain_english(&pseudo.text, &data),
            None,
            "{kind}: {}",
            pseudo.text
        );
        assert!(
            pseudo.html.contains("<html lang=\"en-XA\" dir=\"ltr\">"),
            "{kind}"
        );
        assert_eq!(pseudo.link, english.link, "{kind}");
    }
}
