//! Every language's login page drawn by headless Chromium on a phone
//! (390 px), with the language picker opened by a tap: each page is in
//! its language, laid out in its direction without sideways scrolling,
//! and saved as `lang-login-<tag>-phone.png` in the test's output
//! directory (`target/tmp/`) to be looked at; the last page's picker link
//! to Hebrew is then tapped. Every character the page draws (its text,
//! its placeholders, the picker's 36 names and its arrows) has a
//! glyph in an installed font, as fontconfig tells it: Chromium finds its
//! fallback fonts through fontconfig, so a character no font covers is
//! drawn as an empty box. The right-to-left pages (Arabic, Hebrew,
//! Persian, Urdu) pass axe-core. `.ci/run` installs the fonts
//! (fonts-noto-core, fonts-noto-cjk, fonts-lohit-deva).

use std::collections::hash_map::Entry;
use std::collections::{BTreeSet, HashMap};
use std::process::{Command, Stdio};

use accounts_service::catalogue::text;
use accounts_service::languages::Language;

use crate::accessibility::{assert_accessible, axe_or_skip, click};
use crate::chromium::{chromium, driver_or_skip, wait_for_title};
use crate::chromium_languages::{LoginPage, check_layout};

/// Everything the page draws as text: what it shows (the picker open),
/// and its fields' placeholders.
const DRAWN_TEXT: &str = "\
return document.body.innerText + ' ' + \
  Array.from(document.querySelectorAll('[placeholder]')).map(e => e.placeholder).join(' ');";

/// Whether a character is drawn at all: spaces, controls and the
/// invisible formatting marks (the bidi isolates around a right-to-left
/// page's variables, soft hyphens, joiners) need no glyph.
fn drawn(c: char) -> bool {
    !(c.is_whitespace()
        || c.is_control()
        || matches!(c, '\u{00AD}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{206F}' | '\u{FEFF}'))
}

/// Whether some installed font covers every one of `chars`
/// (`fc-list :charset=`); `None` when fontconfig is not there to ask.
fn covered(chars: &[char]) -> Option<bool> {
    let set: Vec<String> = chars
        .iter()
        .map(|c| format!("{:x}", u32::from(*c)))
        .collect();
    let out = Command::new("fc-list")
        .arg(format!(":charset={}", set.join(" ")))
        .arg("family")
        .stderr(Stdio::null())
        .output()
        .ok()?;
    Some(out.status.success() && !out.stdout.is_empty())
}

/// The characters of `text` that no installed font has a glyph for;
/// `None` when fontconfig cannot be asked. `known` keeps the answers
/// across pages.
fn without_glyph(text: &str, known: &mut HashMap<char, bool>) -> Option<Vec<char>> {
    let chars: BTreeSet<char> = text.chars().filter(|c| drawn(*c)).collect();
    let asked: Vec<char> = chars
        .into_iter()
        .filter(|c| !known.contains_key(c))
        .collect();
    // One font often covers a whole page (its script, digits and
    // punctuation); only when none does is each character asked alone.
    if !asked.is_empty() && covered(&asked)? {
        known.extend(asked.iter().map(|c| (*c, true)));
    }
    for c in asked {
        if let Entry::Vacant(slot) = known.entry(c) {
            slot.insert(covered(&[c])?);
        }
    }
    let missing: Vec<char> = text
        .chars()
        .filter(|c| drawn(*c) && known.get(c) == Some(&false))
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    Some(missing)
}

#[test]
fn every_language_draws_its_login_page_with_real_glyphs_on_a_phone() {
    if !axe_or_skip() {
        return;
    }
    let Some(driver) = driver_or_skip() else {
        return;
    };
    // The glyph check's own failure first: a character of a private-use
    // area has no font.
    let mut known = HashMap::new();
    let fontconfig = without_glyph("\u{E000}", &mut known);
    match fontconfig {
        Some(missing) => assert_eq!(missing, ['\u{E000}'], "the check tells a missing glyph"),
        None => accounts_testkit::skips::skip_outside_ci(
            "fontconfig's fc-list is missing: glyphs are not checked (Chromium's packages bring it)",
        ),
    }
    // Bound whole: its app serves for as long as the test runs.
    let page = LoginPage::start();
    let (login, runtime) = (&page.login, &page.runtime);
    let profile = tempfile::tempdir().unwrap();
    runtime.block_on(async {
        let browser = chromium(&driver, profile.path(), true).await;
        for language in Language::ALL {
            let tag = language.tag();
            let name = format!("lang-login-{tag}-phone");
            browser
                .goto(&format!("{login}&ui_locales={tag}"))
                .await
                .unwrap();
            wait_for_title(&browser, &text(language, "page-login-title")).await;
            // The picker is folded under a button naming this language;
            // a tap opens it, and every language's link is drawn (has a
            // size), this one marked, within the phone's width.
            assert_eq!(
                picker(&browser).await,
                serde_json::json!([false, language.name(), 0, ""]),
                "{name}: the folded picker"
            );
            click(&browser, "nav.languages summary").await;
            assert_eq!(
                picker(&browser).await,
                serde_json::json!([true, language.name(), Language::ALL.len(), tag]),
                "{name}: the opened picker"
            );
            check_layout(&browser, language, true, &name).await;
            let drawn_text = browser.execute(DRAWN_TEXT, vec![]).await.unwrap();
            // The picker's arrows are the stylesheet's, not the text's.
            let drawn_text = format!("{} \u{25BE}\u{25B4}", drawn_text.as_str().unwrap());
            assert!(
                drawn_text.contains(text(language, "page-login-button").as_ref()),
                "{name}: {drawn_text}"
            );
            if let Some(missing) = without_glyph(&drawn_text, &mut known) {
                assert!(
                    missing.is_empty(),
                    "{name}: no installed font draws {missing:?} (.ci/run installs the fonts)"
                );
            }
            if language.is_rtl() {
                assert_accessible(&browser, &name).await;
            }
        }
        // The last page's picker, tapped: its link to Hebrew shows the
        // same page in Hebrew.
        click(&browser, "nav.languages a[hreflang=he]").await;
        wait_for_title(&browser, &text(Language::He, "page-login-title")).await;
        browser.close().await.unwrap();
    });
}

/// The picker as drawn: whether it is open, its button's text, how many
/// of its links are drawn (visible, which a folded `<details>`' content is
/// not though it keeps its boxes, and with a size), and the marked drawn
/// link's language.
async fn picker(browser: &fantoccini::Client) -> serde_json::Value {
    browser
        .execute(
            "const details = document.querySelector('nav.languages details'); \
             const drawn = Array.from(details.querySelectorAll('a')) \
               .filter(a => { const r = a.getBoundingClientRect(); \
               return a.checkVisibility() && r.width > 0 && r.height > 0; }); \
             const current = drawn.find(a => a.hasAttribute('aria-current')); \
             return [details.open, details.querySelector('summary').innerText.trim(), \
               drawn.length, current ? current.lang : ''];",
            vec![],
        )
        .await
        .unwrap()
}
