//! The real binary: configuration errors name their key, `serve` refuses to
//! run without a database URL and master key, `dev` (what `cargo run` does)
//! makes its data directory and serves, and the request log has one line per
//! request with no token or secret in it.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing
)]

use std::io::{BufRead, BufReader, Read};
use std::os::unix::fs::PermissionsExt;
use std::process::{Command, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_accounts-server");

/// Runs the binary to completion in `dir` with `env`; returns (success, stderr).
fn run(dir: &std::path::Path, args: &[&str], env: &[(&str, &str)]) -> (bool, String) {
    let output = Command::new(BIN)
        .args(args)
        .current_dir(dir)
        .env_remove("RUST_BACKTRACE")
        .envs(env.iter().copied())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn configuration_errors_name_the_key_and_stop_start_up() {
    let dir = tempfile::tempdir().unwrap();
    let key = "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
    type Case<'a> = (Vec<&'a str>, Vec<(&'a str, &'a str)>, &'a str);
    let cases: Vec<Case> = vec![
        (vec!["serve"], vec![], "server.public_url"),
        (
            vec!["serve"],
            vec![("ACCOUNTS__SERVER__PUBLIC_URL", "https://a.example")],
            "database.url",
        ),
        (
            vec!["serve"],
            vec![
                ("ACCOUNTS__SERVER__PUBLIC_URL", "https://a.example"),
                ("ACCOUNTS__DATABASE__URL", "sqlite://x.db"),
            ],
            "keys.master_key",
        ),
        (
            vec!["serve"],
            vec![
                ("ACCOUNTS__KEYS__MASTER_KEY", "short"),
                ("ACCOUNTS__SERVER__PUBLIC_URL", "https://a.example"),
                ("ACCOUNTS__DATABASE__URL", "sqlite://x.db"),
            ],
            "keys.master_key",
        ),
        (
            vec!["dev"],
            vec![("ACCOUNTS__TOKENS__ACCESS_TTL_SECS", "abc")],
            "tokens.access_ttl_secs",
        ),
        (
            vec!["dev"],
            vec![("ACCOUNTS__TOKENS__ACCESS_TTL_SECS", "0")],
            "tokens.access_ttl_secs",
        ),
        (
            vec!["dev"],
            vec![("ACCOUNTS__TOKENS__ALG", "HS512")],
            "tokens.alg",
        ),
        (
            vec!["dev"],
            vec![("ACCOUNTS__SERVER__BIND", "nowhere")],
            "server.bind",
        ),
        (
            vec!["dev"],
            vec![("ACCOUNTS__SERVER__COLOUR", "blue")],
            "colour",
        ),
        (
            vec!["dev"],
            vec![("ACCOUNTS__SERVER__PUBLIC_URL", "not a url")],
            "server.public_url",
        ),
        (
            vec!["serve"],
            vec![
                ("ACCOUNTS__SERVER__PUBLIC_URL", "https://a.example"),
                ("ACCOUNTS__DATABASE__URL", "mysql://x"),
                ("ACCOUNTS__KEYS__MASTER_KEY", key),
            ],
            "database",
        ),
    ];
    for (args, env, key) in cases {
        let (ok, stderr) = run(dir.path(), &args, &env);
        assert!(!ok, "{args:?} {env:?} should fail");
        assert!(
            stderr.contains(key),
            "{env:?}: the error names {key}: {stderr}"
        );
        assert!(!stderr.contains("backtrace"), "{stderr}");
    }
    let file = dir.path().join("bad.toml");
    std::fs::write(&file, "[tokens]\nrefresh_ttl_secs = -5\n").unwrap();
    let (ok, stderr) = run(
        dir.path(),
        &["--config", file.to_str().unwrap(), "dev"],
        &[],
    );
    assert!(!ok);
    assert!(stderr.contains("tokens.refresh_ttl_secs"), "{stderr}");
}

/// `check-config` loads what `serve` would, prints the effective settings
/// with every secret masked and exits 0; any error exits 1 naming its key,
/// without starting anything.
#[test]
fn check_config_prints_the_effective_settings_masked_or_names_the_bad_key() {
    let dir = tempfile::tempdir().unwrap();
    let key = "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
    let good = [
        (
            "ACCOUNTS__SERVER__PUBLIC_URL",
            "https://accounts.example.com",
        ),
        (
            "ACCOUNTS__DATABASE__URL",
            "postgres://app:s3cret-pw@db.example.com/accounts",
        ),
        ("ACCOUNTS__KEYS__MASTER_KEY", key),
        ("ACCOUNTS__I18N__DEFAULT_LOCALE", "de"),
        // A list variable is comma-separated (config::ENV_LIST_KEYS).
        ("ACCOUNTS__SERVER__TRUSTED_PROXIES", "10.0.0.1,10.0.0.2"),
    ];
    let output = Command::new(BIN)
        .arg("check-config")
        .current_dir(dir.path())
        .env_remove("RUST_BACKTRACE")
        .envs(good)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{stdout} {}",
        String::from_utf8_lossy(&output.stderr)
    );
    for line in [
        "server.public_url = https://accounts.example.com/",
        "i18n.default_locale = de",
        "keys.master_key = •••• (set)",
        r#"server.trusted_proxies = ["10.0.0.1","10.0.0.2"]"#,
    ] {
        assert!(stdout.lines().any(|l| l == line), "{line} in {stdout}");
    }
    assert!(
        !stdout.contains(key) && !stdout.contains("s3cret-pw"),
        "{stdout}"
    );
    assert!(
        !dir.path().join("data").exists(),
        "checking starts nothing and writes nothing"
    );

    let file = dir.path().join("config.toml");
    for (written, env, named) in [
        (
            "",
            vec![("ACCOUNTS__SERVER__BIND", "nowhere")],
            "server.bind",
        ),
        ("[server]\ncolour = \"blue\"\n", vec![], "colour"),
        (
            "",
            vec![("ACCOUNTS__SERVER__PUBLIC_URL", "not a url")],
            "server.public_url",
        ),
        (
            "",
            vec![("ACCOUNTS__KEYS__MASTER_KEY", "")],
            "keys.master_key",
        ),
        (
            "",
            vec![("ACCOUNTS__I18N__DEFAULT_LOCALE", "tlh")],
            "i18n.default_locale",
        ),
    ] {
        std::fs::write(&file, written).unwrap();
        let mut vars: Vec<(&str, &str)> = good
            .iter()
            .copied()
            .filter(|(name, _)| !env.iter().any(|(over, _)| over == name))
            .collect();
        vars.extend(env.iter().copied());
        let output = Command::new(BIN)
            .args(["--config", file.to_str().unwrap(), "check-config"])
            .current_dir(dir.path())
            .env_remove("RUST_BACKTRACE")
            .envs(vars)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{named}: {stderr}");
        assert!(stderr.contains(named), "the error names {named}: {stderr}");
    }
}

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

#[test]
fn management_commands_print_json_or_one_line_reasons() {
    let dir = tempfile::tempdir().unwrap();
    let run_with_stdin = |args: &[&str], stdin: &str| {
        use std::io::Write;
        let mut child = Command::new(BIN)
            .args(args)
            .current_dir(dir.path())
            .env_remove("RUST_BACKTRACE")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(stdin.as_bytes())
            .unwrap();
        let output = child.wait_with_output().unwrap();
        (
            output.status.success(),
            String::from_utf8_lossy(&output.stdout).into_owned(),
            String::from_utf8_lossy(&output.stderr).into_owned(),
        )
    };
    let (ok, stdout, _) = run_with_stdin(
        &[
            "client",
            "create",
            "--name",
            "Shop",
            "--redirect-uri",
            "https://shop.example.com/cb",
        ],
        "",
    );
    assert!(ok);
    let created: serde_json::Value = serde_json::from_str(stdout.trim()).unwrap();
    assert_eq!(created["client_secret"].as_str().unwrap().len(), 43);
    assert_eq!(created["resource_server"], false);
    let (ok, stdout, _) = run_with_stdin(
        &[
            "client",
            "create",
            "--name",
            "Photos API",
            "--redirect-uri",
            "https://api.example.com/cb",
            "--resource-server",
            "--rotate-refresh-tokens",
            "--require-mfa",
            "--webauthn-origin",
            "android:apk-key-hash:7bT1ZkXU8GP0XcMTuJ1NZvJ1pSEXtCcMFkCNtJ3f_Xw",
        ],
        "",
    );
    assert!(ok, "{stdout}");
    let api: serde_json::Value = serde_json::from_str(stdout.trim()).unwrap();
    assert_eq!(api["resource_server"], true);
    assert_eq!(api["rotate_refresh_tokens"], true);
    assert_eq!(api["require_mfa"], true);
    assert_eq!(created["require_mfa"], false);
    let (ok, stdout, _) = run_with_stdin(
        &[
            "user",
            "create",
            "--email",
            "ann@example.com",
            "--password-stdin",
        ],
        "pw\n",
    );
    assert!(ok && stdout.contains("userId"), "{stdout}");
    for (args, stdin, reason) in [
        (
            vec!["client", "rotate-secret", "01JD00000000000000000000ZZ"],
            "",
            "client not found",
        ),
        (
            vec![
                "user",
                "create",
                "--email",
                "ANN@example.com",
                "--password-stdin",
            ],
            "pw",
            "already exists",
        ),
        (
            vec![
                "client",
                "create",
                "--name",
                "X",
                "--redirect-uri",
                "http://example.com/cb",
            ],
            "",
            "redirect_uri",
        ),
        (
            vec![
                "client",
                "create",
                "--name",
                "X",
                "--redirect-uri",
                "https://x.example/cb",
                "--package-name",
                "x",
            ],
            "",
            "package_name",
        ),
        (
            vec![
                "user",
                "create",
                "--email",
                "bob@example.com",
                "--password-stdin",
            ],
            "",
            "password is empty",
        ),
    ] {
        let (ok, stdout, stderr) = run_with_stdin(&args, stdin);
        assert!(!ok, "{args:?}");
        assert!(stdout.is_empty());
        assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
        assert!(
            stderr.starts_with("error: ") && stderr.contains(reason),
            "{args:?}: {stderr}"
        );
    }
}

/// Outbound HTTPS (here an upstream provider's discovery) trusts the
/// system's CA certificates, which `SSL_CERT_FILE` names as OpenSSL
/// does: a provider whose certificate it names is reached, and the same
/// provider is refused when the system's usual roots are the only ones.
#[test]
fn outbound_https_trusts_the_systems_certificates_and_only_those() {
    let provider = accounts_testkit::tls::HttpsServer::start(|path, port| {
        let issuer = format!("https://localhost:{port}");
        match path {
            "/.well-known/openid-configuration" => Some(
                serde_json::json!({
                    "issuer": issuer,
                    "authorization_endpoint": format!("{issuer}/authorize"),
                    "token_endpoint": format!("{issuer}/token"),
                    "jwks_uri": format!("{issuer}/jwks"),
                    "response_types_supported": ["code"],
                    "subject_types_supported": ["public"],
                    "id_token_signing_alg_values_supported": ["RS256"],
                })
                .to_string(),
            ),
            "/jwks" => Some(r#"{"keys":[]}"#.to_owned()),
            _ => None,
        }
    });
    let config = format!(
        "[[upstream]]\nid = \"tls\"\nname = \"TLS\"\nkind = \"oidc\"\nissuer = \"{}\"\nclient_id = \"ours\"\nclient_secret = \"s3cret\"\n",
        provider.url()
    );
    let start_status = |trusted: Option<&std::path::Path>| {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("config.toml"), &config).unwrap();
        let mut command = Command::new(BIN);
        command
            .args(["--config", "config.toml", "dev"])
            .current_dir(dir.path())
            .env_remove("RUST_BACKTRACE")
            .env_remove("SSL_CERT_FILE")
            .env_remove("SSL_CERT_DIR")
            .env("ACCOUNTS__SERVER__BIND", "127.0.0.1:0")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        if let Some(file) = trusted {
            command.env("SSL_CERT_FILE", file);
        }
        let mut child = command.spawn().unwrap();
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let base = loop {
            let mut line = String::new();
            assert!(stdout.read_line(&mut line).unwrap() > 0, "dev exited");
            if let Some(rest) = line.split("listening on ").nth(1) {
                break rest.trim().to_owned();
            }
        };
        std::thread::spawn(move || std::io::copy(&mut stdout, &mut std::io::sink()));
        let answer = reqwest::blocking::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap()
            .get(format!("{base}/accounts/upstream/tls/start?account=1"))
            .send()
            .unwrap();
        let _ = child.kill();
        let _ = child.wait();
        let location = answer
            .headers()
            .get("location")
            .and_then(|l| l.to_str().ok())
            .unwrap_or_default()
            .to_owned();
        (answer.status().as_u16(), location)
    };
    let (status, location) = start_status(Some(provider.ca_file()));
    assert_eq!(status, 302, "reached over TLS: {location}");
    assert!(
        location.starts_with(&format!("{}/authorize?", provider.url())),
        "{location}"
    );
    let (status, _) = start_status(None);
    assert_eq!(status, 502, "an untrusted certificate is refused");
}
