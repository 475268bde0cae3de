//! The admin API: the CLI's operations over HTTP behind the admin key.

use accounts_domain::records::AuditAction;
use accounts_domain::repository::AuditRepository;
use serde_json::{Value, json};

use crate::helpers::{Backend, Reply, TestApp, spawn_app, spawn_app_with};
use crate::schema::assert_valid;

use crate::helpers::ADMIN_KEY as KEY;
const CLIENTS: &str = "/accounts/admin/v1/clients";
const USERS: &str = "/accounts/admin/v1/users";

fn admin(app: &TestApp, method: reqwest::Method, path: &str, body: Option<Value>) -> Reply {
    let mut request = app.http.request(method, app.url(path)).bearer_auth(KEY);
    if let Some(body) = body {
        request = request.json(&body);
    }
    app.send(request)
}

fn post(app: &TestApp, path: &str, body: Value) -> Reply {
    admin(app, reqwest::Method::POST, path, Some(body))
}

pub fn without_a_configured_key_the_admin_api_does_not_exist(backend: Backend) {
    let app = spawn_app_with(backend, |s| s.admin.api_key = None);
    for path in accounts_http::paths::ALL
        .iter()
        .filter(|p| p.contains("/admin/"))
    {
        let path = path.replace("{id}", "01JD00000000000000000000ZZ");
        for method in [reqwest::Method::GET, reqwest::Method::POST] {
            let reply = app.send(
                app.http
                    .request(method.clone(), app.url(&path))
                    .bearer_auth(KEY)
                    .json(&json!({})),
            );
            assert!(
                reply.status == 404 || reply.status == 405,
                "{method} {path}: {}",
                reply.status
            );
            assert!(matches!(reply.code(), "NOT_FOUND" | "METHOD_NOT_ALLOWED"));
        }
    }
}

/// SQLite only: whether the routes exist is settled before any database.
#[test]
fn sqlite_admin_api_is_absent_without_a_key() {
    without_a_configured_key_the_admin_api_does_not_exist(Backend::Sqlite);
}

pub fn the_admin_api_manages_clients_users_and_keys(backend: Backend) {
    let app = spawn_app(backend);
    // Wrong or missing key.
    app.send(app.http.get(app.url(CLIENTS)))
        .assert_error(401, "INVALID_TOKEN");
    app.send(
        app.http
            .get(app.url(CLIENTS))
            .bearer_auth("admin-key-0123456789-abcdefghijklmnoq"),
    )
    .assert_error(401, "INVALID_TOKEN");

    let created = post(
        &app,
        CLIENTS,
        json!({"name": "Shop", "redirect_uris": ["https://shop.example.com/cb"], "package_names": ["com.example.app"]}),
    );
    assert_eq!(created.status, 200, "{}", created.body);
    assert_valid(&created.body, "AdminOk_ClientCreated");
    let client_id = created.body["client_id"].as_str().unwrap().to_owned();
    let listed = admin(&app, reqwest::Method::GET, CLIENTS, None);
    assert_valid(&listed.body, "AdminOk_ClientList");
    assert_eq!(listed.body["clients"][0]["client_id"], client_id.as_str());
    assert!(
        !listed
            .body
            .to_string()
            .contains(created.body["client_secret"].as_str().unwrap())
    );

    let user = post(
        &app,
        USERS,
        json!({"email": "ann@example.com", "password": "first password", "name": "Ann", "countryCode": "DE"}),
    );
    assert_eq!(user.status, 200, "{}", user.body);
    assert_valid(&user.body, "AdminOk_UserChanged");
    let user_id = user.body["userId"].as_str().unwrap().to_owned();
    assert_valid(
        &admin(&app, reqwest::Method::GET, USERS, None).body,
        "AdminOk_UserList",
    );
    post(
        &app,
        USERS,
        json!({"email": "ANN@example.com", "password": "x"}),
    )
    // The email is taken (compared case-insensitively): a conflict, not
    // a malformed request.
    .assert_error(409, "CONFLICT");
    post(
        &app,
        USERS,
        json!({"email": "bob@example.com", "password": ""}),
    )
    .assert_error(400, "INVALID_REQUEST");
    post(
        &app,
        CLIENTS,
        json!({"name": "Bad", "redirect_uris": ["http://example.com/cb"]}),
    )
    .assert_error(400, "INVALID_REQUEST");
    post(
        &app,
        "/accounts/admin/v1/clients/01JD00000000000000000000ZZ/disable",
        json!({}),
    )
    .assert_error(404, "NOT_FOUND");

    // What the admin API made works: sign in, get a code, exchange it.
    let password_set = post(
        &app,
        &format!("{USERS}/{user_id}/password"),
        json!({"password": "second password"}),
    );
    assert_eq!(password_set.status, 200, "{}", password_set.body);
    assert_valid(&password_set.body, "AdminOk_UserChanged");
    let login = app.post_json(
        "/accounts/users/v1/login",
        &json!({"email": "ann@example.com", "password": "second password"}),
    );
    assert_eq!(login.code(), "LOGIN_SUCCESS", "{}", login.body);
    let account = login.body["accountToken"].as_str().unwrap().to_owned();
    let code = app.send(
        app.http
            .post(app.url("/accounts/oauth2/v1/code"))
            .bearer_auth(&account)
            .json(&json!({"client_id": client_id, "scope": "profile"})),
    );
    let rotated = post(
        &app,
        &format!("{CLIENTS}/{client_id}/rotate-secret"),
        json!({}),
    );
    let secret = rotated.body["client_secret"].as_str().unwrap().to_owned();
    let exchange = |secret: &str, code: &Value| {
        app.post_json("/accounts/oauth2/v1/token", &json!({
            "grant_type": "code", "code": code, "token_type": "token", "client_id": client_id, "client_secret": secret,
        }))
    };
    exchange(
        created.body["client_secret"].as_str().unwrap(),
        &code.body["authCode"],
    )
    .assert_error(401, "INVALID_CLIENT");
    let token = exchange(&secret, &code.body["authCode"]);
    assert_eq!(token.code(), "TOKEN", "{}", token.body);
    let access = token.body["token"].as_str().unwrap().to_owned();

    // Keys rotate in two steps; this instance signs with the new key at once.
    let before = crate::helpers::jwt_part(
        &app.state
            .accounts
            .key_ring()
            .sign_access_token(
                &serde_json::from_value(crate::helpers::jwt_part(&access, 1)).unwrap(),
            )
            .unwrap(),
        0,
    )["kid"]
        .clone();
    assert_eq!(
        post(&app, "/accounts/admin/v1/keys/rotate", json!({})).status,
        200
    );
    let activated = post(&app, "/accounts/admin/v1/keys/rotate", json!({}));
    assert_eq!(activated.status, 200, "{}", activated.body);
    let after = crate::helpers::jwt_part(
        &app.state
            .accounts
            .key_ring()
            .sign_access_token(
                &serde_json::from_value(crate::helpers::jwt_part(&access, 1)).unwrap(),
            )
            .unwrap(),
        0,
    )["kid"]
        .clone();
    assert_ne!(before, after);
    assert_eq!(after, activated.body["activated"][1]);

    // Disabling is visible on this instance at once.
    assert_eq!(
        post(&app, &format!("{CLIENTS}/{client_id}/disable"), json!({})).status,
        200
    );
    let verify = app.post_json("/accounts/oauth2/v1/verify-token", &json!({"token_type": "token", "token": access, "client_id": client_id, "client_secret": secret}));
    assert_eq!(verify.code(), "INVALID_TOKEN");
    assert_eq!(
        post(&app, &format!("{USERS}/{user_id}/disable"), json!({})).status,
        200
    );
    let login = app.post_json(
        "/accounts/users/v1/login",
        &json!({"email": "ann@example.com", "password": "second password"}),
    );
    login.assert_error(401, "INVALID_CREDENTIALS");

    let events = AuditRepository::recent(app.store(), 50).unwrap();
    let by_admin: Vec<AuditAction> = events
        .iter()
        .filter(|e| e.actor == "admin")
        .map(|e| e.action)
        .collect();
    for action in [
        AuditAction::ClientCreated,
        AuditAction::UserCreated,
        AuditAction::UserPasswordSet,
        AuditAction::ClientSecretRotated,
        AuditAction::KeysRotated,
        AuditAction::ClientDisabled,
        AuditAction::UserDisabled,
    ] {
        assert!(by_admin.contains(&action), "{action:?} by admin is audited");
    }
    assert!(
        events
            .iter()
            .filter(|e| e.actor == "admin")
            .all(|e| e.ip == "127.0.0.1")
    );
}

fn put(app: &TestApp, path: &str, body: Value) -> Reply {
    admin(app, reqwest::Method::PUT, path, Some(body))
}

/// A body with one more field, `name`.
fn with(body: &Value, name: &str) -> Value {
    let mut body = body.clone();
    body[name] = json!(true);
    body
}

/// The answer to a body with an unknown field: 400 naming it.
fn assert_unknown_field(reply: &Reply, name: &str) {
    reply.assert_error(400, "INVALID_REQUEST");
    let msg = reply.body["msg"].as_str().unwrap();
    assert!(msg.contains(&format!("unknown field `{name}`")), "{msg}");
}

pub fn every_admin_body_refuses_a_field_it_does_not_know(app: &TestApp) {
    use accounts_domain::repository::{ClientRepository, UserRepository};
    let clients = || ClientRepository::list(app.store()).unwrap().len();
    // A client: as written it is made; with a misspelt flag nothing is
    // (it used to be made without the flag).
    let client = json!({"name": "Shop", "redirect_uris": ["https://shop.example.com/cb"], "client_credentials": true, "require_mfa": true});
    let made = post(app, CLIENTS, client.clone());
    assert_eq!(made.status, 200, "{}", made.body);
    let client_id = made.body["client_id"].as_str().unwrap().to_owned();
    let before = clients();
    let typo = json!({"name": "Typo", "redirect_uris": ["https://shop.example.com/cb"], "requre_mfa": true});
    assert_unknown_field(&post(app, CLIENTS, typo), "requre_mfa");
    assert_eq!(clients(), before, "no client was made");
    // A name that is no field name is refused without being repeated.
    let odd = post(app, CLIENTS, with(&client, "requre mfa!"));
    odd.assert_error(400, "INVALID_REQUEST");
    assert!(
        !odd.body["msg"].as_str().unwrap().contains("requre"),
        "{}",
        odd.body
    );

    // A user, their password and role.
    let user = json!({"email": "cy@example.com", "password": "first password", "name": "Cy"});
    let made = post(app, USERS, user.clone());
    assert_eq!(made.status, 200, "{}", made.body);
    let user_id = made.body["userId"].as_str().unwrap().to_owned();
    let other = json!({"email": "di@example.com", "password": "first password"});
    assert_unknown_field(&post(app, USERS, with(&other, "nmae")), "nmae");
    let di = accounts_domain::addresses::Email::parse("di@example.com").unwrap();
    assert!(
        UserRepository::find_by_email(app.store(), &di)
            .unwrap()
            .is_none()
    );
    let password = format!("{USERS}/{user_id}/password");
    let body = json!({"password": "second password"});
    assert_eq!(post(app, &password, body.clone()).status, 200);
    assert_unknown_field(&post(app, &password, with(&body, "pasword")), "pasword");
    let role = format!("{USERS}/{user_id}/role");
    let body = json!({"role": "viewer"});
    assert_eq!(put(app, &role, body.clone()).status, 200);
    assert_unknown_field(&put(app, &role, with(&body, "rol")), "rol");

    // An API, a grant on it, a webhook endpoint.
    let resources = "/accounts/admin/v1/resources";
    let body = json!({"identifier": "https://api.example.com", "scopes": ["read"]});
    assert_eq!(post(app, resources, body.clone()).status, 201);
    let other = json!({"identifier": "https://api2.example.com", "scopes": ["read"]});
    assert_unknown_field(&post(app, resources, with(&other, "scope")), "scope");
    let grants = format!("{CLIENTS}/{client_id}/grants");
    let body = json!({"resource": "https://api.example.com", "scopes": ["read"]});
    let granted = post(app, &grants, body.clone());
    assert_eq!(granted.status, 200, "{}", granted.body);
    assert_unknown_field(&post(app, &grants, with(&body, "expires")), "expires");
    let webhooks = "/accounts/admin/v1/webhooks";
    let body = json!({"url": "http://127.0.0.1:9/hooks", "events": ["user.created"]});
    assert_eq!(post(app, webhooks, body.clone()).status, 201);
    assert_unknown_field(&post(app, webhooks, with(&body, "event")), "event");
}

pub fn the_admin_api_enables_a_disabled_user(app: &TestApp) {
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let login = || {
        app.post_json(
            "/accounts/users/v1/login",
            &json!({"email": email, "password": "correct horse"}),
        )
    };
    let disabled = post(
        app,
        &format!("{USERS}/{}/disable", seeded.user.id),
        json!({}),
    );
    assert_eq!(disabled.body["enabled"], false, "{}", disabled.body);
    login().assert_error(401, "INVALID_CREDENTIALS");
    let enabled = post(
        app,
        &format!("{USERS}/{}/enable", seeded.user.id),
        json!({}),
    );
    assert_eq!(enabled.status, 200, "{}", enabled.body);
    assert_valid(&enabled.body, "AdminOk_UserChanged");
    assert_eq!(enabled.body["userId"], seeded.user.id.to_string());
    assert_eq!(enabled.body["enabled"], true);
    assert_eq!(login().code(), "LOGIN_SUCCESS");
    let events = AuditRepository::recent(app.store(), 5).unwrap();
    assert!(
        events
            .iter()
            .any(|e| e.action == AuditAction::UserEnabled && e.actor == "admin"),
        "{events:?}"
    );
    post(
        app,
        &format!("{USERS}/01JD00000000000000000000ZZ/enable"),
        json!({}),
    )
    .assert_error(404, "NOT_FOUND");
    app.send(
        app.http
            .post(app.url(&format!("{USERS}/{}/enable", seeded.user.id))),
    )
    .assert_error(401, "INVALID_TOKEN");
}

per_backend!(the_admin_api_manages_clients_users_and_keys);

on_both_backends!(
    every_admin_body_refuses_a_field_it_does_not_know,
    the_admin_api_enables_a_disabled_user,
);
