//! A user's own account from an app: the sessions list with the asking
//! session marked, signing one out (its account token and tokens stop
//! working), profile changes, and a password change that ends the other
//! sessions.

use serde_json::{Value, json};

use crate::helpers::{Reply, TestApp};
use crate::native_app::login;

const SESSIONS: &str = "/accounts/users/v1/sessions";

fn list(app: &TestApp, account_token: &str) -> Reply {
    app.send(app.http.get(app.url(SESSIONS)).bearer_auth(account_token))
}

fn end(app: &TestApp, account_token: &str, id: &str) -> Reply {
    app.send(
        app.http
            .delete(app.url(&format!("{SESSIONS}/{id}")))
            .bearer_auth(account_token),
    )
}

fn signed_in(app: &TestApp, email: &str) -> (String, String) {
    let reply = login(app, email, "correct horse");
    assert_eq!(reply.status, 200, "{}", reply.body);
    (
        reply.body["accountToken"].as_str().unwrap().to_owned(),
        reply.body["sessionId"].as_str().unwrap().to_owned(),
    )
}

pub fn users_list_and_end_their_own_sessions(app: &TestApp) {
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let (phone, phone_id) = signed_in(app, email);
    app.advance(time::Duration::minutes(5));
    let (tablet, tablet_id) = signed_in(app, email);
    let stranger = app.seed();
    let (_, stranger_id) = signed_in(app, stranger.user.email.as_str());

    let listed = list(app, &phone);
    assert_eq!(listed.status, 200, "{}", listed.body);
    crate::schema::assert_valid(&listed.body, "OwnSessionsResponse");
    assert_eq!(listed.code(), "SESSIONS");
    assert_eq!(listed.header("cache-control"), Some("no-store"));
    let sessions = listed.body["sessions"].as_array().unwrap();
    // The seeded session (never active since) and both sign-ins, newest
    // activity first; the stranger's is not there.
    let ids: Vec<&str> = sessions
        .iter()
        .map(|s| s["sessionId"].as_str().unwrap())
        .collect();
    assert_eq!(ids[..2], [tablet_id.as_str(), phone_id.as_str()], "{ids:?}");
    assert!(!ids.contains(&stranger_id.as_str()));
    let current: Vec<&Value> = sessions.iter().filter(|s| s["current"] == true).collect();
    assert_eq!(current.len(), 1);
    assert_eq!(current[0]["sessionId"], phone_id.as_str());
    let phone_entry = current[0];
    assert_eq!(phone_entry["packageName"], "com.example.app");
    assert_eq!(phone_entry["deviceData"]["os"]["name"], "Android");
    assert_eq!(phone_entry["ip"], "127.0.0.1");
    assert!(
        phone_entry["createdAt"]
            .as_str()
            .is_some_and(|t| t.starts_with("2026-")),
        "{phone_entry}"
    );

    // Not someone else's session, nor something that is no id.
    end(app, &phone, &stranger_id).assert_error(404, "NOT_FOUND");
    end(app, &phone, "not-a-session").assert_error(404, "NOT_FOUND");
    assert_eq!(list(app, &stranger_token(app, &stranger)).status, 200);

    let ended = end(app, &phone, &tablet_id);
    assert_eq!(ended.status, 200, "{}", ended.body);
    assert_eq!(ended.code(), "SESSION_ENDED");
    list(app, &tablet).assert_error(401, "INVALID_TOKEN");
    end(app, &phone, &tablet_id).assert_error(404, "NOT_FOUND");
    let left = list(app, &phone);
    let ids: Vec<&str> = left.body["sessions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["sessionId"].as_str().unwrap())
        .collect();
    assert!(!ids.contains(&tablet_id.as_str()), "{ids:?}");

    // Ending the asking session signs that app out.
    assert_eq!(end(app, &phone, &phone_id).status, 200);
    list(app, &phone).assert_error(401, "INVALID_TOKEN");
    let anonymous = app.send(app.http.get(app.url(SESSIONS)));
    anonymous.assert_error(401, "INVALID_TOKEN");
    assert!(anonymous.header("www-authenticate").is_some());
}

fn stranger_token(app: &TestApp, stranger: &crate::helpers::Seeded) -> String {
    signed_in(app, stranger.user.email.as_str()).0
}

fn patch_profile(app: &TestApp, account_token: &str, body: &Value) -> Reply {
    app.send(
        app.http
            .patch(app.url("/accounts/users/v1/profile"))
            .bearer_auth(account_token)
            .json(body),
    )
}

pub fn users_edit_their_profile(app: &TestApp) {
    let seeded = app.seed();
    let (token, _) = signed_in(app, seeded.user.email.as_str());
    let changed = patch_profile(
        app,
        &token,
        &json!({"name": "Ann Müller", "city": "Hamburg", "postalCode": ""}),
    );
    assert_eq!(changed.status, 200, "{}", changed.body);
    crate::schema::assert_valid(&changed.body, "UserInfoResponse");
    assert_eq!(changed.code(), "USERDATA");
    let data = &changed.body["userData"];
    assert_eq!(data["name"], "Ann Müller");
    assert_eq!(data["city"], "Hamburg");
    assert_eq!(data["postalCode"], "");
    assert_eq!(data["mobile"], "+4915112345678", "untouched fields stay");
    assert_eq!(data["email"], seeded.user.email.as_str());

    // Every face sees the change: an access token's userinfo.
    let (access, _) = app.tokens(&seeded, "profile");
    let userinfo = app.get_bearer("/accounts/users/v1/userinfo", &access);
    assert_eq!(userinfo.body["userData"]["name"], "Ann Müller");

    patch_profile(app, &token, &json!({"email": "other@example.com"}))
        .assert_error(400, "INVALID_REQUEST");
    patch_profile(app, &token, &json!({"name": "A\u{202e}nn"}))
        .assert_error(400, "INVALID_REQUEST");
    patch_profile(app, &token, &json!({"city": "x".repeat(2049)}))
        .assert_error(400, "INVALID_REQUEST");
    patch_profile(app, &token, &json!({"name": 5})).assert_error(400, "INVALID_REQUEST");
    patch_profile(app, "not-a-token", &json!({"name": "Eve"})).assert_error(401, "INVALID_TOKEN");
    let kept = patch_profile(app, &token, &json!({}));
    assert_eq!(kept.body["userData"]["name"], "Ann Müller");
}

fn change_password(app: &TestApp, account_token: &str, current: &str, new: &str) -> Reply {
    app.send(
        app.http
            .post(app.url("/accounts/users/v1/password"))
            .bearer_auth(account_token)
            .json(&json!({"current_password": current, "new_password": new})),
    )
}

pub fn users_change_their_password_and_other_sessions_end(app: &TestApp) {
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let (phone, _) = signed_in(app, email);
    let (tablet, _) = signed_in(app, email);
    let (access, _) = app.tokens(&seeded, "profile");

    change_password(app, &phone, "not the password", "a new passphrase")
        .assert_error(401, "INVALID_CREDENTIALS");
    change_password(app, &phone, "correct horse", "too short").assert_error(400, "INVALID_REQUEST");
    change_password(app, &phone, "correct horse", &email.to_uppercase())
        .assert_error(400, "INVALID_REQUEST");
    change_password(app, &phone, "correct horse", &"x".repeat(257))
        .assert_error(400, "INVALID_REQUEST");
    let changed = change_password(app, &phone, "correct horse", "a new passphrase");
    assert_eq!(changed.status, 200, "{}", changed.body);
    assert_eq!(changed.code(), "PASSWORD_CHANGED");

    // This session stays; every other one ends with its tokens.
    assert_eq!(list(app, &phone).status, 200);
    list(app, &tablet).assert_error(401, "INVALID_TOKEN");
    let userinfo = app.get_bearer("/accounts/users/v1/userinfo", &access);
    assert_eq!(userinfo.status, 401, "{}", userinfo.body);
    login(app, email, "correct horse").assert_error(401, "INVALID_CREDENTIALS");
    assert_eq!(login(app, email, "a new passphrase").status, 200);
    let audit = app.state.accounts.store().recent(20).unwrap();
    assert!(
        audit
            .iter()
            .any(|e| e.action.as_str() == "password.changed"
                && e.actor == seeded.user.id.to_string())
    );
}

pub fn wrong_current_passwords_share_the_sign_in_throttle(app: &TestApp) {
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let (token, _) = signed_in(app, email);
    let mut statuses = Vec::new();
    for _ in 0..6 {
        statuses.push(change_password(app, &token, "wrong guess", "a new passphrase").status);
    }
    assert!(statuses.contains(&429), "{statuses:?}");
    let locked = change_password(app, &token, "correct horse", "a new passphrase");
    locked.assert_error(429, "RATE_LIMITED");
    assert!(locked.header("retry-after").is_some());
}

/// The account page through a cookie-keeping client: its own login form,
/// the sessions with sign-out, profile and password changes.
pub fn the_account_page_shows_and_ends_sessions(app: &TestApp) {
    use crate::browser::Browser;

    const PAGE: &str = "/accounts/account";
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let mut browser = Browser::new(app);
    let login_form = browser.get(PAGE);
    assert_eq!(login_form.status, 200, "{}", login_form.body);
    assert!(login_form.body.contains("action=\"/accounts/account\""));
    let mut form = login_form.hidden_fields();
    form.extend([
        ("email".to_owned(), email.to_owned()),
        ("password".to_owned(), "correct horse".to_owned()),
    ]);
    let signed_in = browser.post(PAGE, &form);
    assert_eq!((signed_in.status, signed_in.location()), (303, PAGE));
    let (phone, phone_id) = signed_in_device(app, email);

    let page = browser.get(PAGE);
    assert_eq!(page.status, 200, "{}", page.body);
    for shown in [
        email,
        "This browser",
        "SM-S918B · Android 13",
        "Chrome Mobile 120",
        "app com.example.app",
        "Sign out everywhere else",
        "Ann Lee",
    ] {
        assert!(page.body.contains(shown), "{shown} in {}", page.body);
    }
    assert!(page.body.contains(&format!("value=\"{phone_id}\"")));

    // A form without the browser's CSRF token changes nothing.
    let forged = browser.post(PAGE, &[("action".into(), "end_others".into())]);
    assert_eq!(forged.status, 403, "{}", forged.body);
    assert_eq!(list(app, &phone).status, 200);

    let form = |action: &str, extra: &[(&str, &str)]| {
        let mut fields: Vec<(String, String)> = page
            .hidden_fields()
            .into_iter()
            .filter(|(name, _)| name == "csrf_token")
            .take(1)
            .collect();
        fields.push(("action".into(), action.into()));
        fields.extend(
            extra
                .iter()
                .map(|(k, v)| ((*k).to_owned(), (*v).to_owned())),
        );
        fields
    };
    let saved = browser.post(
        PAGE,
        &form("profile", &[("name", "Ann Neu"), ("city", "Köln")]),
    );
    assert_eq!(
        (saved.status, saved.location()),
        (303, "/accounts/account?done=profile")
    );
    let after = browser.get(saved.location());
    assert!(after.body.contains("Your profile is saved."));
    assert!(after.body.contains("value=\"Ann Neu\""));
    assert!(after.body.contains("value=\"Köln\""));

    let ended = browser.post(PAGE, &form("end_session", &[("session_id", &phone_id)]));
    assert_eq!(ended.status, 303, "{}", ended.body);
    list(app, &phone).assert_error(401, "INVALID_TOKEN");

    let (tablet, _) = signed_in_device(app, email);
    let everywhere = browser.post(PAGE, &form("end_others", &[]));
    assert_eq!(
        everywhere.location(),
        "/accounts/account?done=signed_out_others"
    );
    list(app, &tablet).assert_error(401, "INVALID_TOKEN");
    assert!(
        browser.get(PAGE).body.contains("This browser"),
        "this browser stays"
    );

    let wrong = browser.post(
        PAGE,
        &form(
            "password",
            &[
                ("current_password", "nope"),
                ("new_password", "a new passphrase"),
            ],
        ),
    );
    assert_eq!(wrong.status, 401, "{}", wrong.body);
    assert!(wrong.body.contains("current password is not right"));
    let short = browser.post(
        PAGE,
        &form(
            "password",
            &[
                ("current_password", "correct horse"),
                ("new_password", "short"),
            ],
        ),
    );
    assert_eq!(short.status, 400, "{}", short.body);
    let changed = browser.post(
        PAGE,
        &form(
            "password",
            &[
                ("current_password", "correct horse"),
                ("new_password", "a new passphrase"),
            ],
        ),
    );
    assert_eq!(changed.location(), "/accounts/account?done=password");
    assert_eq!(login(app, email, "a new passphrase").status, 200);
}

fn signed_in_device(app: &TestApp, email: &str) -> (String, String) {
    let reply = login(app, email, "correct horse");
    assert_eq!(reply.status, 200, "{}", reply.body);
    (
        reply.body["accountToken"].as_str().unwrap().to_owned(),
        reply.body["sessionId"].as_str().unwrap().to_owned(),
    )
}

on_both_backends!(
    users_list_and_end_their_own_sessions,
    users_edit_their_profile,
    users_change_their_password_and_other_sessions_end,
    wrong_current_passwords_share_the_sign_in_throttle,
    the_account_page_shows_and_ends_sessions,
);
