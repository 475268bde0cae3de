//! Bad input never crashes anything: every hostile request gets a 4xx JSON
//! error with a code; unknown paths and methods too; a database outage is a
//! 503 with Retry-After.

use diesel::{Connection, PgConnection, RunQueryDsl};
use reqwest::header::{CONTENT_TYPE, HeaderValue};
use serde_json::json;

use crate::helpers::{Backend, Reply, TestApp, spawn_app};

const POSTS: [&str; 5] = [
    "/accounts/oauth2/v1/verify-token",
    "/accounts/oauth2/v1/token",
    "/accounts/users/v1/login",
    "/accounts/oauth2/v1/code",
    "/accounts/oauth2/v1/id-token",
];
/// Reads no body, but gets the same hostile requests.
const LOGOUT: &str = "/accounts/users/v1/logout";
const GETS: [&str; 2] = [
    "/accounts/users/v1/userinfo",
    "/accounts/users/v1/sessioninfo",
];

fn assert_json_4xx(reply: &Reply, what: &str) {
    assert!(
        (400..500).contains(&reply.status),
        "{what}: status {} body {}",
        reply.status,
        reply.body
    );
    assert_eq!(reply.body["success"], false, "{what}: {}", reply.body);
    assert!(
        reply.body["code"].as_str().is_some_and(|c| !c.is_empty()),
        "{what}: {}",
        reply.body
    );
    crate::schema::assert_valid(&reply.body, "ErrorResponse");
}

pub fn unknown_paths_and_methods_are_json_errors(app: &TestApp) {
    for path in [
        "/",
        "/accounts",
        "/accounts/oauth2/v2/token",
        "/accounts/oauth2/v1/token/extra",
        "/%ff%fe",
    ] {
        app.send(app.http.get(app.url(path)))
            .assert_error(404, "NOT_FOUND");
        app.send(app.http.post(app.url(path)).json(&json!({})))
            .assert_error(404, "NOT_FOUND");
    }
    for path in POSTS {
        for method in [
            reqwest::Method::GET,
            reqwest::Method::PUT,
            reqwest::Method::DELETE,
            reqwest::Method::PATCH,
        ] {
            let reply = app.send(app.http.request(method, app.url(path)));
            reply.assert_error(405, "METHOD_NOT_ALLOWED");
            assert_eq!(reply.header("allow"), Some("POST"));
        }
    }
    for path in GETS {
        let reply = app.send(app.http.post(app.url(path)).json(&json!({})));
        reply.assert_error(405, "METHOD_NOT_ALLOWED");
        assert_eq!(reply.header("allow"), Some("GET"));
    }
}

pub fn hostile_bodies_and_headers_get_4xx_json_errors(app: &TestApp) {
    let seeded = app.seed();
    let (token, _) = app.tokens(&seeded, "authorization");
    let deep = "[".repeat(100_000);
    let deep_object = "{\"a\":".repeat(50_000);
    let ten_megabytes = vec![b'a'; 10 * 1024 * 1024];
    let mut big_json = br#"{"token_type":"id_token","token":""#.to_vec();
    big_json.extend(vec![b'x'; 10 * 1024 * 1024]);
    big_json.extend(br#"","client_id":"x"}"#);
    let bodies: Vec<(&str, Vec<u8>)> = vec![
        (
            "invalid UTF-8",
            b"{\"token_type\":\"\xff\xfe\",\"token\":\"\xc0\xaf\"}".to_vec(),
        ),
        ("deep array nesting", deep.into_bytes()),
        ("deep object nesting", deep_object.into_bytes()),
        (
            "huge number",
            br#"{"token_type":1e999999,"token":123456789012345678901234567890}"#.to_vec(),
        ),
        (
            "huge integer field",
            br#"{"grant_type":"code","code":1234567890123456789012345678901234567890}"#.to_vec(),
        ),
        ("null", b"null".to_vec()),
        (
            "nulls",
            br#"{"token_type":null,"token":null,"client_id":null,"grant_type":null}"#.to_vec(),
        ),
        ("array", b"[1,2,3]".to_vec()),
        (
            "array of objects",
            br#"[{"token_type":"id_token"}]"#.to_vec(),
        ),
        ("string", b"\"token\"".to_vec()),
        ("number", b"42".to_vec()),
        ("empty object", b"{}".to_vec()),
        ("empty body", Vec::new()),
        ("truncated", br#"{"token_type":"id_token","tok"#.to_vec()),
        (
            "trailing garbage",
            br#"{"token_type":"id_token"} xyz"#.to_vec(),
        ),
        ("NUL bytes", b"\0\0\0\0".to_vec()),
        ("10 MB of garbage", ten_megabytes),
        ("10 MB JSON string", big_json),
        (
            "object fields of wrong types",
            br#"{"token_type":{"a":1},"token":[],"client_id":true,"client_secret":1.5}"#.to_vec(),
        ),
    ];
    for path in POSTS.iter().copied().chain([LOGOUT]) {
        for (what, body) in &bodies {
            let request = app
                .http
                .post(app.url(path))
                .header(CONTENT_TYPE, "application/json")
                .body(body.clone());
            assert_json_4xx(&app.send(request), &format!("{path} {what}"));
        }
        let content_types = [
            "text/plain",
            "application/x-www-form-urlencoded",
            "multipart/form-data; boundary=x",
            "",
        ];
        for content_type in content_types {
            let request = app
                .http
                .post(app.url(path))
                .header(CONTENT_TYPE, content_type)
                .body("{}");
            let reply = app.send(request);
            if path == POSTS[1] && content_type == "application/x-www-form-urlencoded" {
                // The token endpoint's standard face answers RFC 6749 errors.
                assert!((400..500).contains(&reply.status), "{}", reply.body);
                assert!(reply.body["error"].is_string(), "{}", reply.body);
            } else {
                assert_json_4xx(&reply, &format!("{path} content-type {content_type:?}"));
            }
        }
        let request = app.http.post(app.url(path)).body("{}");
        assert_json_4xx(&app.send(request), &format!("{path} without content-type"));
    }
    let long_token = "a".repeat(100 * 1024);
    let authorizations: Vec<(&str, HeaderValue)> = vec![
        ("Bearer with nothing", HeaderValue::from_static("Bearer")),
        (
            "Bearer with two spaces and nothing",
            HeaderValue::from_static("Bearer  "),
        ),
        (
            "Bearer with two spaces",
            HeaderValue::from_str(&format!("Bearer  {token}x")).unwrap(),
        ),
        (
            "100 KB token",
            HeaderValue::from_str(&format!("Bearer {long_token}")).unwrap(),
        ),
        (
            "non-ASCII bytes",
            HeaderValue::from_bytes(b"Bearer \xff\xfe\xfd").unwrap(),
        ),
        (
            "tab separated",
            HeaderValue::from_str(&format!("Bearer\t{token}")).unwrap(),
        ),
        ("three parts", HeaderValue::from_static("Bearer a.b.c")),
        ("empty", HeaderValue::from_static("")),
    ];
    for path in GETS {
        for (what, value) in &authorizations {
            let request = app
                .http
                .get(app.url(path))
                .header("Authorization", value.clone());
            assert_json_4xx(&app.send(request), &format!("{path} {what}"));
        }
        let with_body = app
            .http
            .get(app.url(path))
            .header("Authorization", format!("Bearer {token}"))
            .body(vec![0xffu8; 1000]);
        assert_eq!(app.send(with_body).status, 200, "a GET body is ignored");
    }
    for path in POSTS {
        let oversized = format!(r#"{{"token":"{}"}}"#, "x".repeat(17 * 1024));
        let request = app
            .http
            .post(app.url(path))
            .header(CONTENT_TYPE, "application/json")
            .body(oversized);
        app.send(request).assert_error(413, "PAYLOAD_TOO_LARGE");
    }
    // Still serving after all of that.
    assert_eq!(app.get_bearer(GETS[0], &token).status, 200);
}

pub fn database_outage_is_503(app: &TestApp) {
    let seeded = app.seed();
    let (id_token, _) = app.id_token(&seeded);
    let verify = json!({"token_type": "id_token", "token": id_token, "client_id": seeded.client.id.to_string()});
    assert_eq!(
        app.post_json(POSTS[0], &verify).code(),
        "VERIFICATION_SUCCESS"
    );
    let code = app.code(&seeded, "email", None);

    let name = app
        .database_url
        .split('/')
        .nth(3)
        .and_then(|rest| rest.split('?').next())
        .unwrap()
        .to_owned();
    let admin_url = app.database_url.replace(&format!("/{name}?"), "/postgres?");
    let mut admin = PgConnection::establish(&admin_url).unwrap();
    diesel::sql_query(format!("DROP DATABASE \"{name}\" WITH (FORCE)"))
        .execute(&mut admin)
        .unwrap();

    let reply = app.post_json(POSTS[1], &app.code_request(&seeded, &code, "token"));
    reply.assert_error(503, "SERVICE_UNAVAILABLE");
    assert_eq!(reply.header("retry-after"), Some("5"));
    // The hot path needs no database: a cached client's id_token still verifies.
    assert_eq!(
        app.post_json(POSTS[0], &verify).code(),
        "VERIFICATION_SUCCESS"
    );
}

/// PostgreSQL only: the outage is its database dropped under the pool;
/// `tests/outage.rs` stops a whole cluster.
#[test]
fn postgres_going_away_answers_503_with_retry_after() {
    database_outage_is_503(&spawn_app(Backend::Postgres));
}

/// Runs SQL on the app's database behind its back.
fn execute(app: &TestApp, sql: &str) {
    if let Some(path) = app.database_url.strip_prefix("sqlite://") {
        let mut c = diesel::SqliteConnection::establish(path).unwrap();
        diesel::sql_query(sql).execute(&mut c).unwrap();
    } else {
        let mut c = PgConnection::establish(&app.database_url).unwrap();
        diesel::sql_query(sql).execute(&mut c).unwrap();
    }
}

pub fn corrupt_data_is_a_generic_500(app: &TestApp) {
    let seeded = app.seed();
    let code = app.code(&seeded, "email", None);
    // A code row no release of ours could have written. (Not a client
    // row: clients are cached, and on PostgreSQL a change notice makes
    // each instance read them again at once, so a corrupt client row is a
    // failed refresh, logged, while the instance serves the client it
    // had.)
    execute(
        app,
        &format!(
            "UPDATE authorization_codes SET scope = 'bogus-scope' WHERE client_id = '{}'",
            seeded.client.id
        ),
    );
    let reply = app.post_json(POSTS[1], &app.code_request(&seeded, &code, "token"));
    reply.assert_error(500, "SERVER_ERROR");
    assert_eq!(reply.body["msg"], "Internal server error");
    assert!(
        !reply.body.to_string().contains("bogus"),
        "no detail leaks: {}",
        reply.body
    );
}

/// A body is an object: an array whose items would fill the fields in
/// order is refused, beside the same change sent as an object.
pub fn an_array_is_no_body(app: &TestApp) {
    use crate::organizations::{ORGS, admin, post};
    assert_eq!(
        post(app, ORGS, json!({"slug": "acme", "name": "Acme"})).status,
        201
    );
    let patch = |body| {
        admin(
            app,
            reqwest::Method::PATCH,
            &format!("{ORGS}/acme"),
            Some(body),
        )
    };
    patch(json!([null, null])).assert_error(400, "INVALID_REQUEST");
    patch(json!(["beta", "Beta"])).assert_error(400, "INVALID_REQUEST");
    let renamed = patch(json!({"name": "Acme Inc."}));
    assert_eq!(renamed.status, 200, "{}", renamed.body);
    assert_eq!(renamed.body["name"], "Acme Inc.");
    // On the native-app API too.
    let login = |body| {
        app.send(
            app.http
                .post(app.url("/accounts/users/v1/login"))
                .json(&body),
        )
    };
    login(json!(["ann@example.com", "correct horse"])).assert_error(400, "INVALID_REQUEST");
    assert_ne!(
        login(json!({"email": "ann@example.com", "password": "correct horse"})).status,
        400
    );
}

on_both_backends!(
    an_array_is_no_body,
    unknown_paths_and_methods_are_json_errors,
    hostile_bodies_and_headers_get_4xx_json_errors,
    corrupt_data_is_a_generic_500,
);
