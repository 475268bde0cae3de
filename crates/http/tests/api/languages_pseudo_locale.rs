//! The pseudo-locale sweep (docs/decisions.md, "Languages"): about 25
//! pages rendered in `en-XA`, where any plain ASCII word that is not data,
//! a protocol name or a language's own name is a visible string that
//! bypasses the catalogue.

use crate::browser::{Browser, PASSWORD, Page, code_flow};
use crate::helpers::TestApp;
use crate::languages::{action_form, lang_and_dir};

/// Every page in the pseudo-locale (`en-XA`: English accented and
/// lengthened) shows no plain English word: no visible string bypasses
/// the catalogue. Data (addresses, names, ids, URLs), protocol words and
/// the language picker's own names are not the catalogue's and are taken
/// out first; anything else in plain ASCII letters is a bypass.
pub fn no_visible_string_bypasses_the_catalogue(app: &TestApp) {
    let (mut browser, seeded) =
        crate::console::operator(app, accounts_domain::operators::Role::Admin);
    browser
        .cookies
        .insert("__Host-accounts_lang".into(), "en-XA".into());
    let user = seeded.user.id.to_string();
    let client = seeded.client.id.to_string();
    let (third_party, _) = crate::consent::third_party(app);
    let mut pages: Vec<(String, Page)> = Vec::new();
    let mut visit = |browser: &mut Browser<'_>, path: String| {
        let page = browser.get(&path);
        pages.push((path, page));
    };
    for path in [
        "/accounts/console/".to_owned(),
        "/accounts/console/users".to_owned(),
        format!("/accounts/console/users/{user}"),
        "/accounts/console/audit".to_owned(),
        // A refused filter: a named rule, said from the catalogue.
        "/accounts/console/audit?limit=9999".to_owned(),
        "/accounts/console/clients".to_owned(),
        "/accounts/console/clients/new".to_owned(),
        format!("/accounts/console/clients/{client}"),
        "/accounts/console/apis".to_owned(),
        "/accounts/console/webhooks".to_owned(),
        "/accounts/console/keys".to_owned(),
        "/accounts/console/settings".to_owned(),
        "/accounts/account".to_owned(),
        "/accounts/account/delete".to_owned(),
        "/accounts/oauth2/v1/device".to_owned(),
        crate::consent::request(&third_party, "openid profile", &[]),
    ] {
        visit(&mut browser, path);
    }
    let mut stranger = Browser::new(app);
    stranger
        .cookies
        .insert("__Host-accounts_lang".into(), "en-XA".into());
    for path in [
        code_flow(&seeded),
        crate::browser::authorize_url("no-such-client", &[("response_type", "code")]),
        "/accounts/account".to_owned(),
        "/accounts/signup".to_owned(),
        "/accounts/password/forgot".to_owned(),
        "/accounts/password/reset?token=not-a-token".to_owned(),
        "/accounts/email/verify?token=not-a-token".to_owned(),
        "/accounts/delete-account".to_owned(),
        "/accounts/oauth2/v1/device?user_code=WDJB-MJHT".to_owned(),
    ] {
        visit(&mut stranger, path);
    }
    let login = stranger.get(&code_flow(&seeded));
    let failed = stranger.sign_in(&login, seeded.user.email.as_str(), "wrong password");
    pages.push(("a failed sign-in".into(), failed));
    // A rule's refusal: a new password that is too short.
    let account = browser.get("/accounts/account");
    let mut fields = action_form(&account, "password");
    fields.push(("current_password".into(), PASSWORD.into()));
    fields.push(("new_password".into(), "short".into()));
    let refused = browser.post("/accounts/account", &fields);
    assert_eq!(refused.status, 400, "{}", refused.body);
    pages.push(("a refused new password".into(), refused));

    let mut data = vec![
        seeded.user.email.as_str().to_owned(),
        seeded.user.profile.name.clone(),
        seeded.client.name.clone(),
        "Photo Printer".to_owned(),
        seeded.user.profile.city.clone(),
        seeded.user.profile.country.clone(),
    ];
    // The session's device, as its user agent named it.
    let device = serde_json::to_value(&seeded.session.details.device).unwrap();
    data.extend(
        device
            .as_object()
            .into_iter()
            .flat_map(|o| o.values())
            .flat_map(|v| v.as_object().into_iter().flat_map(|o| o.values()))
            .filter_map(|v| v.as_str().map(str::to_owned))
            .filter(|v| !v.is_empty()),
    );
    let cells = regex::Regex::new(r"(?s)<td>.*?</td>").unwrap();
    let mut bypasses = Vec::new();
    for (path, page) in &pages {
        assert!(
            page.status < 500 && !page.body.is_empty(),
            "{path}: {}",
            page.status
        );
        assert_eq!(lang_and_dir(&page.body).0, "en-XA", "{path}");
        // The settings page's values are the configuration as written.
        let body = if path.ends_with("/settings") {
            cells.replace_all(&page.body, " ").into_owned()
        } else {
            page.body.clone()
        };
        for word in plain_words(&body, &data) {
            bypasses.push(format!("{path}: {word}"));
        }
    }
    bypasses.sort();
    bypasses.dedup();
    assert!(
        bypasses.is_empty(),
        "text outside the catalogue:\n{}",
        bypasses.join("\n")
    );
}

/// Words of three or more plain ASCII letters in what a page shows: its
/// text and the attributes people read (`title`, `aria-label`,
/// `placeholder`, `alt`, the script's `data-error-*` messages).
fn plain_words(body: &str, data: &[String]) -> Vec<String> {
    let cut = |text: &str, pattern: &str| {
        regex::Regex::new(pattern)
            .unwrap()
            .replace_all(text, " ")
            .into_owned()
    };
    let mut visible = cut(
        body,
        r"(?s)<style>.*?</style>|<script[^>]*>.*?</script>|<!doctype html>",
    );
    // The picker and the language select name each language in itself.
    visible = cut(
        &visible,
        r#"(?s)<nav class="languages".*?</nav>|<option [^>]*lang="[^"]*"[^>]*>[^<]*</option>"#,
    );
    // Code, ids and protocol values shown as such.
    visible = cut(
        &visible,
        r#"(?s)<code>.*?</code>|<span class="code">.*?</span>|<td class="(?:mono|id)">.*?</td>"#,
    );
    let mut shown = String::new();
    let attribute =
        regex::Regex::new(r#"(?:title|aria-label|placeholder|alt|data-error-[a-z-]+)="([^"]*)""#)
            .unwrap();
    for capture in attribute.captures_iter(&visible) {
        shown.push_str(&capture[1]);
        shown.push('\n');
    }
    shown.push_str(&cut(&visible, r"(?s)<[^>]*>"));
    let mut shown = shown
        .replace("&amp;", "&")
        .replace("&quot;", "\"")
        .replace("&#39;", "'");
    for value in data {
        shown = shown.replace(value.as_str(), " ");
    }
    // Addresses, URLs, ULIDs, key ids, package names, audit event types
    // (`user.created`) and other tokens of letters and digits.
    shown = cut(
        &shown,
        r"\S+@\S+|https?://\S+|/accounts/\S*|\b[0-9A-Z]{26}\b|\b\S*[0-9_]\S*\b|\b\w+(?:\.\w+)+\b",
    );
    let allowed = [
        // Protocol and product words, the same in every language.
        "OAuth",
        "OpenID",
        "JSON",
        "UTC",
        "TOTP",
        "URL",
        "URI",
        "API",
        "APIs",
        "HTTP",
        "HTTPS",
        "PKCE",
        "PAR",
        "DPoP",
        "JWT",
        "JWKS",
        "RS256",
        "ES256",
        "EdDSA",
        "SMTP",
        "ID",
        "openid",
        "email",
        "profile",
        "authorization",
        "client_id",
        "client_credentials",
        "redirect_uri",
        "code",
        // The audit trail's records: the admin API's actor, a role change's detail.
        "admin",
        // A session's sign-in methods (RFC 8176 `amr` values) and the
        // device code's format.
        "pwd",
        "otp",
        "mfa",
        "hwk",
        "swk",
        "fed",
        "XXXX",
    ];
    regex::Regex::new(r"[A-Za-z]{3,}")
        .unwrap()
        .find_iter(&shown)
        .map(|m| m.as_str().to_owned())
        .filter(|word| !allowed.contains(&word.as_str()))
        .collect()
}

on_both_backends!(no_visible_string_bypasses_the_catalogue);
