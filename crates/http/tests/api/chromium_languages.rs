//! The pages in German, Japanese, Arabic and Hebrew in a real browser (headless
//! Chromium) at phone (390 px) and desktop width: the login page asked
//! for with `ui_locales`, and the account page after the picker's link and
//! a sign-in. Each page fits the phone without sideways scrolling (long
//! German words, CJK text), Arabic and Hebrew lay out right to left, each passes
//! axe-core, and each is saved as `lang-<page>-<lang>-<width>.png` in the
//! test's output directory (`target/tmp/`) to be looked at.

use accounts_service::catalogue::text;
use accounts_service::languages::Language;

use crate::accessibility::{assert_accessible, axe_or_skip, click};
use crate::chromium::{chromium, driver_or_skip, screenshot, type_into, wait_for_title};
use crate::helpers::{Backend, Seeded, TestApp};

/// Whether the page is wider than the window (something overflows).
async fn scrolls_sideways(browser: &fantoccini::Client) -> bool {
    let wider = browser
        .execute(
            "return document.documentElement.scrollWidth > window.innerWidth + 1;",
            vec![],
        )
        .await
        .unwrap();
    wider.as_bool().unwrap()
}

/// Where the heading's text sits in the card: nearer its right edge
/// (`true`) or its left edge.
async fn heading_on_the_right(browser: &fantoccini::Client) -> bool {
    let right = browser
        .execute(
            "const r = document.createRange(); \
             r.selectNodeContents(document.querySelector('h1')); \
             const t = r.getBoundingClientRect(); \
             const c = document.querySelector('.card').getBoundingClientRect(); \
             return (c.right - t.right) < (t.left - c.left);",
            vec![],
        )
        .await
        .unwrap();
    right.as_bool().unwrap()
}

async fn html_lang(browser: &fantoccini::Client) -> (String, String) {
    let lang = browser
        .execute(
            "return [document.documentElement.lang, document.documentElement.dir];",
            vec![],
        )
        .await
        .unwrap();
    let pair = lang.as_array().unwrap();
    (
        pair[0].as_str().unwrap().to_owned(),
        pair[1].as_str().unwrap().to_owned(),
    )
}

/// A self-issued app on SQLite with a seeded user, the URL of its login
/// page (its client's authorization request), and a runtime to drive a
/// browser with.
pub(crate) struct LoginPage {
    /// The server, which runs as long as this is kept.
    pub(crate) _app: TestApp,
    pub(crate) base: String,
    pub(crate) seeded: Seeded,
    pub(crate) login: String,
    pub(crate) runtime: tokio::runtime::Runtime,
}

impl LoginPage {
    pub(crate) fn start() -> Self {
        let app = crate::helpers::spawn_self_issued_app(Backend::Sqlite);
        let base = app.state.accounts.config().issuer.clone();
        let seeded = app.seed();
        let login = format!("{base}{}", crate::browser::code_flow(&seeded));
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        Self {
            _app: app,
            base,
            seeded,
            login,
            runtime,
        }
    }
}

#[test]
fn pages_read_in_german_japanese_arabic_and_hebrew_on_a_phone_and_a_desktop() {
    if !axe_or_skip() {
        return;
    }
    let Some(driver) = driver_or_skip() else {
        return;
    };
    // Bound whole: its app serves for as long as the test runs.
    let page = LoginPage::start();
    let (base, seeded, login, runtime) = (&page.base, &page.seeded, &page.login, &page.runtime);
    for (width, phone) in [("phone", true), ("desktop", false)] {
        for language in [Language::De, Language::Ja, Language::Ar, Language::He] {
            let profile = tempfile::tempdir().unwrap();
            runtime.block_on(async {
                let browser = chromium(&driver, profile.path(), phone).await;
                let tag = language.tag();
                let name = |page: &str| format!("lang-{page}-{tag}-{width}");

                browser
                    .goto(&format!("{login}&ui_locales={tag}"))
                    .await
                    .unwrap();
                wait_for_title(&browser, &text(language, "page-login-title")).await;
                check_page(&browser, language, phone, &name("login")).await;

                // The picker's link, then the account page's own sign-in.
                browser
                    .goto(&format!(
                        "{base}/accounts/language?lang={tag}&back=/accounts/account"
                    ))
                    .await
                    .unwrap();
                wait_for_title(&browser, &text(language, "page-login-title")).await;
                type_into(&browser, "#email", seeded.user.email.as_str()).await;
                type_into(&browser, "#password", "correct horse").await;
                click(&browser, "form:not([hidden]) button[type=submit]").await;
                wait_for_title(&browser, &text(language, "page-account-title")).await;
                check_page(&browser, language, phone, &name("account")).await;
                browser.close().await.unwrap();
            });
        }
    }
}

async fn check_page(browser: &fantoccini::Client, language: Language, phone: bool, name: &str) {
    check_layout(browser, language, phone, name).await;
    assert_accessible(browser, name).await;
}

/// Saves the page as `<name>.png`, and checks it is in `language`, laid
/// out in its direction, and (on a phone) no wider than the screen.
pub(crate) async fn check_layout(
    browser: &fantoccini::Client,
    language: Language,
    phone: bool,
    name: &str,
) {
    screenshot(browser, &format!("{name}.png")).await;
    let (lang, dir) = html_lang(browser).await;
    assert_eq!(lang, language.tag(), "{name}");
    assert_eq!(dir, if language.is_rtl() { "rtl" } else { "ltr" }, "{name}");
    assert_eq!(
        heading_on_the_right(browser).await,
        language.is_rtl(),
        "{name}: the heading starts on the reading side"
    );
    if phone {
        assert!(
            !scrolls_sideways(browser).await,
            "{name}: wider than the phone"
        );
    }
}
