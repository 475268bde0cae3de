//! Tests that need a tool a machine may lack (a browser, Node and its
//! packages, a Python package, a release build): outside CI they skip
//! with a message; under `CI=true`, where `.ci/run` installed the tool,
//! they fail (docs/testing.md).

use std::process::{Command, Stdio};

/// Says why a test skips; under `CI` it fails with the same words.
pub fn skip_outside_ci(why: &str) {
    assert!(std::env::var_os("CI").is_none(), "{why}");
    eprintln!("skipped: {why}");
}

/// Whether `python3` runs and imports `modules` (as Python's `import`
/// lists them: `bcrypt, argon2`).
pub fn python_imports(modules: &str) -> bool {
    Command::new("python3")
        .args(["-c", &format!("import {modules}")])
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}
