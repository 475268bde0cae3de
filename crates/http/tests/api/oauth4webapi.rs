//! A strict client we did not write: panva's `oauth4webapi` (certified for
//! FAPI 2.0), run with Node from `tests/peers/oauth4webapi`, which
//! `.ci/run` installs with `npm ci`. It pushes an authorization request
//! (PAR) for a public client with PKCE, exchanges the code with a DPoP
//! proof after the server's nonce challenge, reads the userinfo and
//! refreshes with DPoP, then runs client_credentials for an API with DPoP.
//! The browser's part (the login form) is this test's cookie-keeping
//! client. Without Node or the package the test skips with a message,
//! except under `CI=true`, where it fails.

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};

use serde_json::{Value, json};

use crate::browser::{Browser, PASSWORD};
use crate::helpers::{ADMIN_KEY, REDIRECT_URI, TestApp, jwt_part};

fn peer_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/peers/oauth4webapi")
}

fn admin(app: &TestApp, path: &str, body: Value) -> Value {
    let reply = app.send(
        app.http
            .post(app.url(path))
            .bearer_auth(ADMIN_KEY)
            .json(&body),
    );
    assert!(reply.status < 300, "{path}: {}", reply.body);
    reply.body
}

pub fn oauth4webapi_runs_par_dpop_and_client_credentials(app: &TestApp) {
    let dir = peer_dir();
    let installed = dir.join("node_modules/oauth4webapi").is_dir();
    let node = Command::new("node").arg("--version").output().is_ok();
    if !installed || !node {
        let why = "the oauth4webapi peer needs Node and `npm ci --prefix crates/http/tests/peers/oauth4webapi` (.ci/run does both)";
        accounts_testkit::skips::skip_outside_ci(why);
        return;
    }
    let seeded = app.seed();
    let spa = admin(
        app,
        "/accounts/admin/v1/clients",
        json!({"name": "Strict SPA", "redirect_uris": [REDIRECT_URI], "public": true, "require_par": true}),
    );
    let api = "https://orders.example.com/api";
    admin(
        app,
        "/accounts/admin/v1/resources",
        json!({"identifier": api, "scopes": ["orders:read"]}),
    );
    let machine = admin(
        app,
        "/accounts/admin/v1/clients",
        json!({"name": "Strict job", "client_credentials": true}),
    );
    let machine_id = machine["client_id"].as_str().unwrap();
    admin(
        app,
        &format!("/accounts/admin/v1/clients/{machine_id}/grants"),
        json!({"resource": api, "scopes": ["orders:read"]}),
    );
    let config = json!({
        "issuer": app.state.accounts.issuer(),
        "spa": spa["client_id"],
        "redirect_uri": REDIRECT_URI,
        "machine": {"client_id": machine_id, "client_secret": machine["client_secret"],
                    "resource": api, "scope": "orders:read"},
    });
    let mut child = Command::new("node")
        .arg("client.mjs")
        .arg(config.to_string())
        .current_dir(&dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("node starts");
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    out.read_line(&mut line).unwrap();
    let started: Value = serde_json::from_str(&line).unwrap_or_else(|_| {
        let mut err = String::new();
        let _ = std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut err);
        panic!("oauth4webapi failed before the browser: {line}{err}")
    });
    let authorize = started["authorize"].as_str().unwrap();
    assert!(authorize.contains("request_uri=urn"), "{authorize}");

    // The browser: the login form, then back to the app with a code.
    let mut browser = Browser::new(app);
    let form = browser.send(browser.http.get(authorize));
    assert_eq!(form.status, 200, "{}", form.body);
    let back = browser.sign_in(&form, seeded.user.email.as_str(), PASSWORD);
    assert_eq!(back.status, 303, "{}", back.body);
    let mut stdin = child.stdin.take().unwrap();
    writeln!(stdin, "{}", back.location()).unwrap();
    drop(stdin);

    line.clear();
    out.read_line(&mut line).unwrap();
    let status = child.wait().unwrap();
    let results: Value = serde_json::from_str(&line).unwrap_or_else(|_| {
        let mut err = String::new();
        let _ = std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut err);
        panic!("oauth4webapi failed: {line}{err}")
    });
    assert!(status.success());
    assert_eq!(results["expires_in"], 300);
    assert!(
        results["token_type"]
            .as_str()
            .unwrap()
            .eq_ignore_ascii_case("dpop"),
        "{results}"
    );
    assert_eq!(results["sub"], seeded.user.id.to_string());
    assert_eq!(results["userinfo_sub"], seeded.user.id.to_string());
    assert!(results["sid"].is_string(), "{results}");
    assert!(
        results["refreshed_token_type"]
            .as_str()
            .unwrap()
            .eq_ignore_ascii_case("dpop")
    );
    assert_eq!(results["refresh_rotated"], true);
    // The code exchange and the machine's first request met the nonce.
    assert_eq!(results["nonce_challenges"], 2, "{results}");
    let access = jwt_part(results["access_token"].as_str().unwrap(), 1);
    assert!(access["cnf"]["jkt"].is_string(), "{access}");
    assert!(
        results["machine_token_type"]
            .as_str()
            .unwrap()
            .eq_ignore_ascii_case("dpop")
    );
    assert_eq!(results["machine_scope"], "orders:read");
    let machine_claims = jwt_part(results["machine_access_token"].as_str().unwrap(), 1);
    assert_eq!(machine_claims["aud"], api);
    assert_eq!(machine_claims["sub"], machine_id);
    assert!(machine_claims["cnf"]["jkt"].is_string());
}

self_issued_on_both_backends!(oauth4webapi_runs_par_dpop_and_client_credentials);
