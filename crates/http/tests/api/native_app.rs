//! The native-app account API: sign-in, codes and id_tokens for apps,
//! sign-out; and the whole chain from the CLI to a revoked token. The
//! checks on codes, id_tokens and the token endpoint are in
//! `native_app_codes.rs`; the helpers here serve every file that signs an
//! app in.

use accounts_domain::records::AuditAction;
use accounts_domain::repository::AuditRepository;
use serde_json::{Value, json};
use time::Duration;

use crate::helpers::{Reply, TestApp, jwt_part};
use crate::schema::assert_valid;

const LOGIN: &str = "/accounts/users/v1/login";
const LOGOUT: &str = "/accounts/users/v1/logout";
pub(crate) const CODE: &str = "/accounts/oauth2/v1/code";
pub(crate) const ID_TOKEN: &str = "/accounts/oauth2/v1/id-token";
pub(crate) const TOKEN: &str = "/accounts/oauth2/v1/token";
const VERIFY: &str = "/accounts/oauth2/v1/verify-token";
pub(crate) const USERINFO: &str = "/accounts/users/v1/userinfo";
const SESSIONINFO: &str = "/accounts/users/v1/sessioninfo";
const ANDROID_UA: &str = accounts_testkit::fixtures::ANDROID_CHROME_UA;
// RFC 7636 appendix B.
const VERIFIER: &str = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
pub(crate) const CHALLENGE: &str = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

pub(crate) struct Account {
    pub(crate) client_id: String,
    pub(crate) client_secret: String,
    pub(crate) email: String,
}

/// A client and a user, made the way an operator makes them: the admin
/// API (which runs the CLI's use cases).
pub(crate) fn provision(app: &TestApp) -> Account {
    let client = admin(
        app,
        "/accounts/admin/v1/clients",
        &json!({
            "name": "Shop",
            "redirect_uris": ["https://shop.example.com/cb"],
            "package_names": ["com.example.app"],
        }),
    );
    let email = format!(
        "ann-{}@example.com",
        client["client_id"].as_str().unwrap().to_lowercase()
    );
    admin(
        app,
        "/accounts/admin/v1/users",
        &json!({"email": email, "password": "correct horse", "name": "Ann Lee", "countryCode": "DE"}),
    );
    Account {
        client_id: client["client_id"].as_str().unwrap().to_owned(),
        client_secret: client["client_secret"].as_str().unwrap().to_owned(),
        email,
    }
}

/// An admin API call that must succeed; its answer.
pub(crate) fn admin(app: &TestApp, path: &str, body: &Value) -> Value {
    let reply = app.send(
        app.http
            .post(app.url(path))
            .bearer_auth(crate::helpers::ADMIN_KEY)
            .json(body),
    );
    assert_eq!(reply.status, 200, "{path}: {}", reply.body);
    reply.body
}

pub(crate) fn login(app: &TestApp, email: &str, password: &str) -> Reply {
    let request = app
        .http
        .post(app.url(LOGIN))
        .header("User-Agent", ANDROID_UA)
        .header("Accept-Language", "de-DE,de;q=0.9,en;q=0.8")
        .json(&json!({"email": email, "password": password, "package_name": "com.example.app"}));
    app.send(request)
}

pub(crate) fn with_account(app: &TestApp, path: &str, account_token: &str, body: &Value) -> Reply {
    app.send(
        app.http
            .post(app.url(path))
            .bearer_auth(account_token)
            .json(body),
    )
}

pub fn the_whole_chain_from_cli_to_logout(app: &TestApp) {
    let account = provision(app);
    let reply = login(app, &account.email.to_uppercase(), "correct horse");
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_valid(&reply.body, "LoginResponse");
    let account_token = reply.body["accountToken"].as_str().unwrap().to_owned();
    let session_id = reply.body["sessionId"].as_str().unwrap().to_owned();

    let code_request = json!({"client_id": account.client_id, "scope": "authorization", "code_challenge": CHALLENGE, "code_challenge_method": "S256"});
    let reply = with_account(app, CODE, &account_token, &code_request);
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_valid(&reply.body, "AuthCodeResponse");
    let code = reply.body["authCode"].as_str().unwrap().to_owned();
    let exchange = |code: &str, token_type: &str| {
        app.post_json(TOKEN, &json!({
            "grant_type": "code", "code": code, "token_type": token_type, "code_verifier": VERIFIER,
            "client_id": account.client_id, "client_secret": account.client_secret,
        }))
    };
    let tokens = exchange(&code, "refresh_token");
    assert_eq!(tokens.code(), "REFRESH_TOKEN", "{}", tokens.body);
    let access = tokens.body["token"].as_str().unwrap().to_owned();
    let refresh = tokens.body["refresh_token"].as_str().unwrap().to_owned();
    assert_eq!(jwt_part(&access, 1)["sessionId"], session_id.as_str());
    let second = with_account(app, CODE, &account_token, &code_request).body["authCode"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_eq!(exchange(&second, "token").code(), "TOKEN");

    app.advance(Duration::minutes(5));
    let refreshed = app.post_json(
        TOKEN,
        &json!({
            "grant_type": "refresh_token", "refresh_token": refresh, "token_type": "token",
            "client_id": account.client_id, "client_secret": account.client_secret,
        }),
    );
    assert_eq!(refreshed.code(), "TOKEN", "{}", refreshed.body);

    let id_token = with_account(
        app,
        ID_TOKEN,
        &account_token,
        &json!({"client_id": account.client_id, "nonce": "n-1"}),
    );
    assert_eq!(id_token.status, 200, "{}", id_token.body);
    assert_valid(&id_token.body, "IdTokenResponse");
    let id_token = id_token.body["id_token"].as_str().unwrap().to_owned();
    let verify = |token_type: &str, token: &str| {
        app.post_json(VERIFY, &json!({"token_type": token_type, "token": token, "client_id": account.client_id, "client_secret": account.client_secret}))
    };
    assert_eq!(verify("token", &access).code(), "VERIFICATION_SUCCESS");
    let verified = verify("id_token", &id_token);
    assert_eq!(verified.code(), "VERIFICATION_SUCCESS");
    assert_eq!(
        verified.body["decodedData"]["email"],
        account.email.as_str()
    );
    assert_eq!(verified.body["decodedData"]["nonce"], "n-1");
    assert_eq!(verified.body["decodedData"]["name"], "Ann Lee");

    let userinfo = app.get_bearer(USERINFO, &access);
    assert_eq!(userinfo.body["userData"]["countryCode"], "DE");
    let session = app.get_bearer(SESSIONINFO, &access);
    assert_eq!(session.status, 200, "{}", session.body);
    let data = &session.body["sessionData"];
    assert_eq!(data["userAgent"], ANDROID_UA);
    assert_eq!(data["ip"], "127.0.0.1");
    assert_eq!(data["locale"], "de-DE");
    assert_eq!(data["packageName"], "com.example.app");
    assert_eq!(
        data["deviceData"],
        json!({
            "os": {"version": "13", "name": "Android", "platform": ""},
            "device": {"brand": "Samsung", "model": "SM-S918B", "type": "smartphone"},
            "client": {"version": "120.0.6099", "engine": "Blink", "name": "Chrome Mobile", "type": "browser", "engineVersion": "120.0.6099.144"}
        })
    );

    let reply = app.send(app.http.post(app.url(LOGOUT)).bearer_auth(&account_token));
    assert_eq!(
        (reply.status, reply.code()),
        (200, "LOGGED_OUT"),
        "{}",
        reply.body
    );
    assert_valid(&reply.body, "DoneResponse");
    // Everything issued in the session stops at once.
    assert_eq!(verify("token", &access).code(), "INVALID_TOKEN");
    app.get_bearer(USERINFO, &access)
        .assert_error(401, "INVALID_TOKEN");
    with_account(app, CODE, &account_token, &code_request).assert_error(401, "INVALID_TOKEN");
    app.send(app.http.post(app.url(LOGOUT)).bearer_auth(&account_token))
        .assert_error(401, "INVALID_TOKEN");
    let refreshed = app.post_json(
        TOKEN,
        &json!({
            "grant_type": "refresh_token", "refresh_token": refresh, "token_type": "token",
            "client_id": account.client_id, "client_secret": account.client_secret,
        }),
    );
    refreshed.assert_error(400, "INVALID_GRANT");
}

pub fn repeated_wrong_passwords_are_throttled_and_audited(app: &TestApp) {
    let account = provision(app);
    for _ in 0..4 {
        login(app, &account.email, "wrong").assert_error(401, "INVALID_CREDENTIALS");
    }
    let reply = login(app, &account.email, "wrong");
    reply.assert_error(429, "RATE_LIMITED");
    assert_eq!(reply.header("retry-after"), Some("30"));
    // Locked: even the right password waits.
    login(app, &account.email, "correct horse").assert_error(429, "RATE_LIMITED");
    app.advance(Duration::seconds(30));
    assert_eq!(login(app, &account.email, "correct horse").status, 200);
    let events = AuditRepository::recent(app.store(), 20).unwrap();
    let failed = events
        .iter()
        .filter(|e| e.action == AuditAction::LoginFailed)
        .count();
    assert_eq!(failed, 5);
    assert_eq!(events[0].action, AuditAction::LoginSucceeded);
    assert!(events.iter().all(|e| e.ip == "127.0.0.1"
        || e.action == AuditAction::UserCreated
        || e.action == AuditAction::ClientCreated));
}

pub fn sign_in_failures_look_alike(app: &TestApp) {
    let account = provision(app);
    let wrong = login(app, &account.email, "wrong");
    let unknown = login(app, "nobody@example.com", "correct horse");
    let malformed = login(app, "not an email", "correct horse");
    for reply in [&wrong, &unknown, &malformed] {
        reply.assert_error(401, "INVALID_CREDENTIALS");
        assert_eq!(reply.body, wrong.body, "one answer for every failure");
    }
    let user_id = accounts_domain::repository::UserRepository::find_by_email(
        app.store(),
        &accounts_domain::addresses::Email::parse(&account.email).unwrap(),
    )
    .unwrap()
    .unwrap()
    .id;
    admin(
        app,
        &format!("/accounts/admin/v1/users/{user_id}/disable"),
        &json!({}),
    );
    login(app, &account.email, "correct horse").assert_error(401, "INVALID_CREDENTIALS");
    for body in [
        json!({"password": "x"}),
        json!({"email": account.email}),
        json!({"email": account.email, "password": "x", "package_name": "not a package"}),
        json!({"email": account.email, "password": "x".repeat(2000)}),
    ] {
        app.post_json(LOGIN, &body)
            .assert_error(400, "INVALID_REQUEST");
    }
}

pub fn the_client_ip_comes_from_trusted_proxies_only(backend: crate::helpers::Backend) {
    let place = accounts_testkit::mmdb::Place {
        country_code: "FR".into(),
        country: "France".into(),
        region_code: "IDF".into(),
        region: "Île-de-France".into(),
        city: "Paris".into(),
        postal_code: "75001".into(),
    };
    let dir = tempfile::tempdir().unwrap();
    let mmdb = dir.path().join("city.mmdb");
    let database =
        accounts_testkit::mmdb::city_database("198.51.100.0".parse().unwrap(), 24, &place);
    std::fs::write(&mmdb, database).unwrap();
    let direct = crate::helpers::spawn_app(backend);
    let proxied = crate::helpers::spawn_app_with(backend, |s| {
        s.server.trusted_proxies = vec!["127.0.0.1".into()];
        s.geo.mmdb_path = Some(mmdb.clone());
    });
    let paris = json!({"countryCode": "FR", "country": "France", "countryRegionCode": "IDF", "countryRegion": "Île-de-France", "city": "Paris", "postalCode": "75001"});
    let nowhere = json!({"countryCode": "", "country": "", "countryRegionCode": "", "countryRegion": "", "city": "", "postalCode": ""});
    for (app, expected, geo) in [
        (&direct, "127.0.0.1", &nowhere),
        (&proxied, "198.51.100.7", &paris),
    ] {
        let account = provision(app);
        let request = app
            .http
            .post(app.url(LOGIN))
            .header("X-Forwarded-For", "203.0.113.99, 198.51.100.7")
            .json(&json!({"email": account.email, "password": "correct horse"}));
        let token = app.send(request).body["accountToken"]
            .as_str()
            .unwrap()
            .to_owned();
        let code = with_account(
            app,
            CODE,
            &token,
            &json!({"client_id": account.client_id, "scope": "authorization"}),
        );
        let access = app.post_json(
            TOKEN,
            &json!({
                "grant_type": "code", "code": code.body["authCode"], "token_type": "token",
                "client_id": account.client_id, "client_secret": account.client_secret,
            }),
        );
        let session = app.get_bearer(SESSIONINFO, access.body["token"].as_str().unwrap());
        assert_eq!(session.body["sessionData"]["ip"], expected);
        assert_eq!(&session.body["sessionData"]["geoData"], geo);
        assert_eq!(session.body["sessionData"]["locale"], "", "no locale sent");
    }
}

/// A sign-in names no client, so the package name an app sends there is
/// recorded only when a client registered it (issue 34: any text was
/// recorded, and shown on the account page as the session's app).
pub fn a_package_no_client_registered_is_not_recorded(app: &TestApp) {
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let current_package = |package: &str| {
        let reply = app.post_json(
            LOGIN,
            &json!({"email": email, "password": "correct horse", "package_name": package}),
        );
        assert_eq!(reply.status, 200, "{}", reply.body);
        let token = reply.body["accountToken"].as_str().unwrap();
        let listed = app.get_bearer("/accounts/users/v1/sessions", token);
        listed.body["sessions"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["current"] == true)
            .unwrap()["packageName"]
            .clone()
    };
    assert_eq!(current_package("com.example.app"), "com.example.app");
    assert_eq!(current_package("com.yourbank.app"), "");
}

/// A session's `locale` is the tag that chose a supported language, as
/// the client sent it: by weight, skipping what names none (docs/decisions.md,
/// "Languages").
pub fn a_session_records_the_language_tag_that_matched(app: &TestApp) {
    let seeded = app.seed();
    for (accept, expected) in [
        ("xx-YY, fr-CA;q=0.5, de-AT;q=0.9", "de-AT"),
        ("xx-YY", ""),
        ("de;q=0, ja-JP;q=0.1", "ja-JP"),
        ("*", ""),
        // The languages of issue 54, and names that reach them.
        ("he-IL, en;q=0.5", "he-IL"),
        ("zh-TW", "zh-TW"),
        ("no, en;q=0.5", "no"),
        ("fil", "fil"),
    ] {
        let signed_in = app.send(
            app.http
                .post(app.url(LOGIN))
                .header("Accept-Language", accept)
                .json(&json!({"email": seeded.user.email.as_str(), "password": "correct horse"})),
        );
        assert_eq!(signed_in.status, 200, "{}", signed_in.body);
        let token = signed_in.body["accountToken"].as_str().unwrap();
        let own = app.get_bearer("/accounts/users/v1/sessions", token);
        let current = own.body["sessions"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["current"] == true)
            .unwrap()
            .clone();
        assert_eq!(current["locale"], expected, "{accept}");
    }
}

on_both_backends!(
    a_session_records_the_language_tag_that_matched,
    the_whole_chain_from_cli_to_logout,
    repeated_wrong_passwords_are_throttled_and_audited,
    sign_in_failures_look_alike,
    a_package_no_client_registered_is_not_recorded,
);

per_backend!(the_client_ip_comes_from_trusted_proxies_only);
