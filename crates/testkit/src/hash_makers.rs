//! Password hashes made by implementations other than ours, for the
//! import tests (docs/testing.md): Python's `bcrypt`, `argon2-cffi`,
//! `passlib` and `hashlib`, run by `peers/hash_makers.py` (`.ci/run`
//! installs the packages, pinned).

// Test support: a script that fails is a failing test.
#![allow(clippy::expect_used, clippy::panic)]

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

use serde_json::{Value, json};

use crate::skips::{python_imports, skip_outside_ci};

fn script() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("peers/hash_makers.py")
}

/// The hash of each `(scheme, password)` as an export holds it (a
/// string; Firebase's and Keycloak's an object of their fields), in
/// order; `None` (the test skips) when Python or its packages are
/// missing outside CI. Under `CI` a missing package fails the test.
pub fn make(entries: &[(&str, &str)]) -> Option<Vec<Value>> {
    if !python_imports("bcrypt, argon2, passlib, firebase_scrypt") {
        skip_outside_ci(
            "the import tests' hashes need python3 with `pip install bcrypt argon2-cffi passlib firebase-scrypt` (.ci/run installs them)",
        );
        return None;
    }
    let request: Vec<Value> = entries
        .iter()
        .map(|(scheme, password)| json!({"scheme": scheme, "password": password}))
        .collect();
    let mut child = Command::new("python3")
        .arg(script())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("python3 runs");
    child
        .stdin
        .take()
        .expect("a pipe")
        .write_all(request_bytes(&request).as_slice())
        .expect("the script reads its input");
    let out = child.wait_with_output().expect("the script ends");
    assert!(out.status.success(), "hash_makers.py failed");
    let made: Vec<Value> = serde_json::from_slice(&out.stdout).expect("the script answers JSON");
    assert_eq!(made.len(), entries.len());
    Some(
        made.into_iter()
            .map(|entry| entry.get("hash").cloned().unwrap_or(entry))
            .collect(),
    )
}

fn request_bytes(request: &[Value]) -> Vec<u8> {
    serde_json::to_vec(request).expect("JSON")
}
