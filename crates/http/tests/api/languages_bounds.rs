//! What a request's languages may cost (docs/decisions.md, "Languages";
//! issue 47): `Accept-Language` is read up to its first 1 KB and 32
//! ranges on every endpoint, and `ui_locales` counts, and is kept and
//! carried, up to its first 10 tags within 100 characters. A long header
//! or list is answered as its beginning would be, never refused. No
//! timing is measured: a range or tag past a bound is shown unread.

use accounts_domain::records::CeremonyPurpose;
use accounts_domain::repository::PasskeyRepository;
use accounts_domain::secrets::SecretDigest;
use accounts_service::catalogue::text;
use accounts_service::languages::Language;
use serde_json::{Value, json};

use crate::browser::{Browser, Page, code_flow, params_of};
use crate::helpers::{Backend, TestApp};
use crate::languages::{LOGIN, lang_and_dir};
use crate::upstream::PROVIDER;

/// The login page as asked for with this `Accept-Language`.
fn login_page_with(app: &TestApp, url: &str, accept: &str) -> Page {
    let mut browser = Browser::new(app);
    let request = browser
        .http
        .get(app.url(url))
        .header("Accept-Language", accept);
    let page = browser.send(request);
    assert_eq!(page.status, 200, "{}", page.body);
    page
}

/// A huge `Accept-Language`, and one of thousands of ranges, are answered
/// (a page, a JSON `msg`) in the language its first ranges pick; a right
/// language past the 32nd range or past the first 1 KB is not read.
pub fn accept_language_is_read_up_to_its_bounds(app: &TestApp) {
    let seeded = app.seed();
    let url = code_flow(&seeded);
    let lang = |accept: &str| lang_and_dir(&login_page_with(app, &url, accept).body).0;
    assert_eq!(lang("ko, de;q=0.5"), "ko");
    // About 100 KB: a long range, then thousands of ranges after the
    // first ones.
    let huge = format!("ko, de;q=0.5, x-{}", "a".repeat(100_000));
    assert_eq!(lang(&huge), "ko");
    let thousands = format!("ko, de;q=0.5, {}", "fr;q=0.9, ".repeat(9_000));
    assert_eq!(lang(&thousands), "ko");
    let refused = app.send(
        app.http
            .post(app.url(LOGIN))
            .header("Accept-Language", thousands.as_str())
            .json(&json!({"email": seeded.user.email.as_str(), "password": "wrong"})),
    );
    refused.assert_error(401, "INVALID_CREDENTIALS");
    assert_eq!(
        refused.body["msg"],
        text(Language::Ko, "api-code-invalid-credentials").as_ref()
    );

    // The 32nd range is read, the 33rd is not.
    assert_eq!(lang(&format!("{}de", "xx, ".repeat(31))), "de");
    assert_eq!(lang(&format!("{}de", "xx, ".repeat(32))), "en");
    // A range within the first 1 KB is read, one past it is not.
    assert_eq!(lang(&format!("x-{}, de", "a".repeat(1_000))), "de");
    assert_eq!(lang(&format!("x-{}, de", "a".repeat(1_030))), "en");
}

/// A 60 KB `ui_locales` is cut where the request is read: the login page
/// speaks its first tags and carries only them (hidden fields, links),
/// and an anonymous start of an upstream sign-in stores only them.
pub fn a_huge_ui_locales_is_cut_before_it_is_kept(backend: Backend) {
    let world = crate::upstream::world(backend, "closed");
    let app = &world.downstream;
    let seeded = app.seed();
    let huge = format!("xx ja {}", "zz-ZZ ".repeat(10_000));
    assert!(huge.len() > 60_000);
    let kept = format!("xx ja {}", ["zz-ZZ"; 8].join(" "));
    let query = url::form_urlencoded::Serializer::new(String::new())
        .append_pair("ui_locales", &huge)
        .finish();
    let url = format!("{}&{query}", code_flow(&seeded));

    let page = login_page_with(app, &url, "de");
    assert_eq!(lang_and_dir(&page.body).0, "ja");
    assert_eq!(page.input("ui_locales").as_deref(), Some(kept.as_str()));
    assert!(
        !page.body.contains(&["zz-ZZ"; 9].join("+"))
            && !page.body.contains(&["zz-ZZ"; 9].join(" ")),
        "no link or field carries more than the bound"
    );
    assert!(page.body.len() < 40_000, "{}", page.body.len());

    // The provider's button, started with the whole list anyway.
    let start = format!(
        "/accounts/upstream/{PROVIDER}/start?{}",
        url.split_once('?').unwrap().1
    );
    let to_provider = Browser::new(app).get(&start);
    assert_eq!(to_provider.status, 302, "{}", to_provider.body);
    let state = params_of(to_provider.location(), '?')["state"].clone();
    let stored = PasskeyRepository::take_ceremony(
        app.store(),
        &SecretDigest::of(&state),
        CeremonyPurpose::Upstream,
        app.clock_now(),
    )
    .unwrap()
    .expect("the round trip's row");
    assert!(stored.state.len() < 2_000, "{}", stored.state.len());
    let round_trip: Value = serde_json::from_str(&stored.state).unwrap();
    assert_eq!(
        round_trip["then"]["Authorize"]["ui_locales"], kept,
        "{round_trip}"
    );
}

on_both_backends!(accept_language_is_read_up_to_its_bounds);

upstream_on_both_backends!(a_huge_ui_locales_is_cut_before_it_is_kept);
