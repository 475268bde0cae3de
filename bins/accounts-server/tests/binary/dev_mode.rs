//! `dev` makes its data directory and serves; the request log has one
//! line per request with no token or secret in it.

use std::io::{BufRead, BufReader, Read};
use std::os::unix::fs::PermissionsExt;
use std::process::{Command, Stdio};

use crate::BIN;

#[test]
fn dev_mode_serves_and_logs_one_line_per_request_without_secrets() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = Command::new(BIN)
        .current_dir(dir.path())
        .env_remove("RUST_BACKTRACE")
        .env("ACCOUNTS__SERVER__BIND", "127.0.0.1:0")
        .env("RUST_LOG", "info")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut banner = String::new();
    let base = loop {
        let mut line = String::new();
        assert!(
            stdout.read_line(&mut line).unwrap() > 0,
            "dev mode exited early; printed {banner}"
        );
        banner.push_str(&line);
        if let Some(rest) = line.split("listening on ").nth(1) {
            break rest.trim().to_owned();
        }
    };

    let secret = "s3cr3t-client-secret-value";
    let token = "eyJhbGciOiJIUzI1NiJ9.eyJzZWNyZXQiOnRydWV9.c2lnbmF0dXJl";
    let http = reqwest::blocking::Client::new();
    let verify = http
        .post(format!("{base}/accounts/oauth2/v1/verify-token?debug={secret}"))
        .json(&serde_json::json!({"token_type": "token", "token": token, "client_id": "01JD00000000000000000000ZZ", "client_secret": secret}))
        .send()
        .unwrap();
    assert_eq!(verify.status(), 200);
    let userinfo = http
        .get(format!("{base}/accounts/users/v1/userinfo"))
        .header("Authorization", format!("Bearer {token}"))
        .send()
        .unwrap();
    assert_eq!(userinfo.status(), 401);
    let jwks_less = http.get(format!("{base}/openapi.json")).send().unwrap();
    assert_eq!(jwks_less.status(), 200);
    for path in ["/health/alive", "/health/ready", "/metrics"] {
        let answer = http.get(format!("{base}{path}")).send().unwrap();
        assert_eq!(answer.status(), 200, "{path}");
    }

    // The seeded demo account signs in; its password and account token are secrets too.
    let demo: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.path().join("data/demo.json")).unwrap())
            .unwrap();
    let login: serde_json::Value = http
        .post(format!("{base}/accounts/users/v1/login"))
        .json(&serde_json::json!({"email": demo["email"], "password": demo["password"]}))
        .send()
        .unwrap()
        .json()
        .unwrap();
    assert_eq!(login["code"], "LOGIN_SUCCESS", "{login}");
    let account_token = login["accountToken"].as_str().unwrap().to_owned();
    let code: serde_json::Value = http
        .post(format!("{base}/accounts/oauth2/v1/code"))
        .bearer_auth(&account_token)
        .json(&serde_json::json!({"client_id": demo["client_id"], "scope": "authorization"}))
        .send()
        .unwrap()
        .json()
        .unwrap();
    assert_eq!(code["code"], "AUTH_CODE", "{code}");

    // A passkey answer whose authenticator data is malformed (one byte):
    // a client's junk, refused (400) and logged at INFO by us, never at
    // ERROR (webauthn-rs logs it so itself; issue 34).
    let options: serde_json::Value = http
        .post(format!(
            "{base}/accounts/users/v1/passkeys/register/options"
        ))
        .bearer_auth(&account_token)
        .json(&serde_json::json!({}))
        .send()
        .unwrap()
        .json()
        .unwrap();
    assert_eq!(options["code"], "PASSKEY_OPTIONS", "{options}");
    let port = base.rsplit(':').next().unwrap();
    let client_data = serde_json::json!({
        "type": "webauthn.create",
        "challenge": options["publicKey"]["challenge"],
        "origin": format!("http://localhost:{port}"),
    });
    use base64::Engine as _;
    let b64 = |bytes: &[u8]| base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes);
    // CBOR {"fmt": "none", "attStmt": {}, "authData": h'00'}.
    let attestation = b64(&[
        0xa3, 0x63, b'f', b'm', b't', 0x64, b'n', b'o', b'n', b'e', 0x67, b'a', b't', b't', b'S',
        b't', b'm', b't', 0xa0, 0x68, b'a', b'u', b't', b'h', b'D', b'a', b't', b'a', 0x41, 0x00,
    ]);
    let refused = http
        .post(format!("{base}/accounts/users/v1/passkeys"))
        .bearer_auth(&account_token)
        .json(&serde_json::json!({"name": "Junk", "credential": {
            "id": "AAAA", "rawId": "AAAA", "type": "public-key", "extensions": {},
            "response": {
                "attestationObject": attestation,
                "clientDataJSON": b64(client_data.to_string().as_bytes()),
            },
        }}))
        .send()
        .unwrap();
    assert_eq!(refused.status(), 400);

    child.kill().unwrap();
    child.wait().unwrap();
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    let mut rest = String::new();
    stdout.read_to_string(&mut rest).unwrap();
    let everything = format!("{banner}{rest}{stderr}");
    assert!(
        !everything.contains(secret),
        "a secret reached the output:\n{everything}"
    );
    assert!(
        !everything.contains(token),
        "a token reached the output:\n{everything}"
    );
    for line in [
        "POST /accounts/oauth2/v1/verify-token 200 ",
        "GET /accounts/users/v1/userinfo 401 ",
        "GET /openapi.json 200 ",
        "POST /accounts/users/v1/login 200 ",
        "POST /accounts/oauth2/v1/code 200 ",
    ] {
        assert_eq!(
            stderr.matches(line).count(),
            1,
            "one log line `{line}…ms` expected in:\n{stderr}"
        );
    }

    assert!(
        !stderr.contains("/health/") && !stderr.contains("/metrics"),
        "health checks and scrapes are not logged per request:\n{stderr}"
    );
    assert!(
        !stderr.contains(" ERROR "),
        "a client's junk is not an error of ours:\n{stderr}"
    );
    assert!(
        stderr.contains("passkey registration of") && stderr.contains("refused"),
        "the refusal is logged at INFO:\n{stderr}"
    );

    // Dev mode's data directory: the SQLite file and a private master key.
    let data = dir.path().join("data");
    assert!(data.join("accounts.db").exists());
    let mode = std::fs::metadata(data.join("master.key"))
        .unwrap()
        .permissions()
        .mode()
        & 0o777;
    assert_eq!(mode, 0o600);
}
