//! The SCIM judges we did not write (docs/testing.md, "SCIM"):
//! `scim2-cli`'s `test` (scim2-tester) and `scim-sanity`'s `probe`, both
//! from PyPI, pinned and installed by `.ci/run`, each run against the
//! live app with a fresh connection; both must pass. Outside CI, without
//! them, this skips.

use std::process::Command;

use accounts_testkit::skips::skip_outside_ci;

use crate::helpers::{Backend, spawn_self_issued_app};
use crate::support::connection;

fn installed(tool: &str) -> bool {
    Command::new(tool)
        .arg("--help")
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn scim2_tester_and_scim_sanity_pass() {
    if !installed("scim2") || !installed("scim-sanity") {
        skip_outside_ci(
            "scim2-cli 0.6.0 and scim-sanity 0.7.4 are not installed (.ci/run installs them)",
        );
        return;
    }
    let app = spawn_self_issued_app(Backend::Sqlite);
    let judged = connection(&app, "acme");
    let base = app.url(&judged.base);

    let tester = Command::new("scim2")
        .args([
            "--url",
            &base,
            "test",
            "--check-status-code",
            "--check-content-type",
        ])
        // The token through the environment, not the command line.
        .env(
            "SCIM_CLI_HEADERS",
            format!("Authorization: Bearer {}", judged.token),
        )
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&tester.stdout);
    println!(
        "scim2 test:\n{said}{}",
        String::from_utf8_lossy(&tester.stderr)
    );
    assert!(tester.status.success(), "scim2-tester failed:\n{said}");

    let sanity = Command::new("scim-sanity")
        .args([
            "probe",
            &base,
            "--token",
            &judged.token,
            "--i-accept-side-effects",
        ])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&sanity.stdout);
    println!(
        "scim-sanity probe:\n{said}{}",
        String::from_utf8_lossy(&sanity.stderr)
    );
    assert!(sanity.status.success(), "scim-sanity failed:\n{said}");
}
