//! Outbound HTTPS trusts the system's certificates and only those.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

use crate::BIN;

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
