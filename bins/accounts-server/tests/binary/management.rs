//! The account manager's commands print JSON or a one-line reason.

use std::process::{Command, Stdio};

use crate::BIN;

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
