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

mod configuration;
mod dev_mode;
mod management;
mod outbound;

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
