//! A user's data as one document: through the JSON API with the account
//! token, and as a file from the account page.

use serde_json::Value;

use crate::helpers::TestApp;
use crate::native_app::login;

const EXPORT: &str = "/accounts/users/v1/export";
const PAGE: &str = "/accounts/account";

fn account_token(app: &TestApp, email: &str) -> String {
    let reply = login(app, email, "correct horse");
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["accountToken"].as_str().unwrap().to_owned()
}

pub fn users_export_everything_held_about_them(app: &TestApp) {
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    login(app, email, "wrong").assert_error(401, "INVALID_CREDENTIALS");
    let ended = account_token(app, email);
    let ended_logout = app.send(
        app.http
            .post(app.url("/accounts/users/v1/logout"))
            .bearer_auth(&ended),
    );
    assert_eq!(ended_logout.status, 200, "{}", ended_logout.body);
    let token = account_token(app, email);

    let reply = app.get_bearer(EXPORT, &token);
    assert_eq!(reply.status, 200, "{}", reply.body);
    accounts_testkit::schema::assert_valid(&reply.body, "AccountExport");
    let doc = &reply.body;
    assert_eq!(doc["code"], "EXPORT");
    assert_eq!(doc["profile"]["email"], email);
    assert_eq!(doc["profile"]["userId"], seeded.user.id.to_string());
    assert_eq!(doc["profile"]["name"], "Ann Lee");
    assert_eq!(doc["profile"]["hasPassword"], true);
    let sessions = doc["sessions"].as_array().unwrap();
    assert!(sessions.len() >= 2, "{doc:#}");
    assert!(
        sessions.iter().any(|s| s["endedAt"].is_string()),
        "the ended session is there too"
    );
    let live = sessions.iter().find(|s| s["endedAt"].is_null()).unwrap();
    assert_eq!(live["deviceData"]["os"]["name"], "Android");
    assert_eq!(
        live["userAgent"],
        accounts_testkit::fixtures::ANDROID_CHROME_UA
    );
    assert_eq!(doc["factors"]["totpPending"], false);
    assert_eq!(doc["links"], Value::Array(vec![]));
    let types: Vec<&str> = doc["auditEvents"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["type"].as_str().unwrap())
        .collect();
    for kind in ["signin.failed", "session.started", "session.ended"] {
        assert!(types.contains(&kind), "{kind} in {types:?}");
    }
    // Never a secret: no password hash, no account token, no digest.
    let text = reply.body.to_string();
    for secret in ["$argon2", token.as_str(), ended.as_str(), "correct horse"] {
        assert!(!text.contains(secret), "the export holds {secret}");
    }

    app.get_bearer(EXPORT, "not-a-token")
        .assert_error(401, "INVALID_TOKEN");
    app.get_bearer(EXPORT, &ended)
        .assert_error(401, "INVALID_TOKEN");
}

pub fn the_account_page_downloads_the_export(app: &TestApp) {
    use crate::browser::Browser;

    let seeded = app.seed();
    let mut browser = Browser::new(app);
    let signed_out = browser.get("/accounts/account/export");
    assert_eq!((signed_out.status, signed_out.location()), (303, PAGE));
    let login_form = browser.get(PAGE);
    let mut form = login_form.hidden_fields();
    form.extend([
        ("email".to_owned(), seeded.user.email.as_str().to_owned()),
        ("password".to_owned(), "correct horse".to_owned()),
    ]);
    assert_eq!(browser.post(PAGE, &form).status, 303);
    let page = browser.get(PAGE);
    assert!(
        page.body
            .contains("<a href=\"/accounts/account/export\" download>Download your data</a>"),
        "{}",
        page.body
    );
    let file = browser.get("/accounts/account/export");
    assert_eq!(file.status, 200, "{}", file.body);
    assert_eq!(
        file.headers["content-disposition"],
        "attachment; filename=\"account-data.json\""
    );
    let doc: Value = serde_json::from_str(&file.body).unwrap();
    assert_eq!(doc["code"], "EXPORT");
    assert_eq!(doc["profile"]["email"], seeded.user.email.as_str());
}

on_both_backends!(
    users_export_everything_held_about_them,
    the_account_page_downloads_the_export,
);
