//! Configuration errors name their key; `check-config` prints the
//! effective settings masked.

use std::process::{Command, Stdio};

use crate::{BIN, run};

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
        // The issuer is published: no credentials in it (the same
        // settings with `https://a.example` get as far as the database).
        (
            vec!["serve"],
            vec![
                (
                    "ACCOUNTS__SERVER__PUBLIC_URL",
                    "https://issuer:pw@a.example",
                ),
                ("ACCOUNTS__DATABASE__URL", "mysql://x"),
                ("ACCOUNTS__KEYS__MASTER_KEY", key),
            ],
            "server.public_url",
        ),
        // Clear text beyond loopback only when asked for, and the message
        // says how.
        (
            vec!["serve"],
            vec![
                ("ACCOUNTS__SERVER__PUBLIC_URL", "http://a.example"),
                ("ACCOUNTS__DATABASE__URL", "mysql://x"),
                ("ACCOUNTS__KEYS__MASTER_KEY", key),
            ],
            "server.allow_http",
        ),
        (
            vec!["serve"],
            vec![
                ("ACCOUNTS__SERVER__PUBLIC_URL", "http://a.example"),
                ("ACCOUNTS__SERVER__ALLOW_HTTP", "true"),
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

    // The same settings on plain http beyond loopback pass only with
    // `server.allow_http`.
    let allowed = Command::new(BIN)
        .arg("check-config")
        .current_dir(dir.path())
        .env_remove("RUST_BACKTRACE")
        .envs(good)
        .envs([
            (
                "ACCOUNTS__SERVER__PUBLIC_URL",
                "http://accounts.example.com",
            ),
            ("ACCOUNTS__SERVER__ALLOW_HTTP", "true"),
        ])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&allowed.stdout);
    assert!(allowed.status.success(), "{stdout}");
    assert!(
        stdout.lines().any(|l| l == "server.allow_http = true"),
        "{stdout}"
    );

    let file = dir.path().join("config.toml");
    for (written, env, named) in [
        (
            "",
            vec![(
                "ACCOUNTS__SERVER__PUBLIC_URL",
                "https://issuer:s3cret-pw@accounts.example.com",
            )],
            "server.public_url",
        ),
        (
            "",
            vec![(
                "ACCOUNTS__SERVER__PUBLIC_URL",
                "http://accounts.example.com",
            )],
            "server.public_url: http:// is accepted only for a loopback host",
        ),
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
        assert!(!stderr.contains("s3cret-pw"), "{stderr}");
    }
}
