//! `user import` as typed: a file or standard input, a dry run, the
//! conflict policy, one-line errors, the audit trail (the import itself
//! is tested over HTTP, crates/http/tests/api/imports.rs). Each test runs
//! on SQLite and on PostgreSQL.

// Test code: a panic is a failing test.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing
)]

use accounts_domain::records::AuditAction;
use accounts_server::import::{ImportArgs, import};
use accounts_service::manage::ManageError;
use accounts_service::passwords::VerifyPassword;
use clap::Parser;
use serde_json::Value;

use accounts_testkit::app::{Backend, TestApp, spawn_app};

/// Parses `user import ...` the way the binary does.
#[derive(Debug, Parser)]
struct Line {
    #[command(flatten)]
    args: ImportArgs,
}

fn run(app: &TestApp, line: &str, stdin: &str) -> Result<Value, ManageError> {
    let words = line.strip_prefix("user import ").expect("a user import");
    let args = std::iter::once("import").chain(words.split(' '));
    let line = Line::try_parse_from(args).expect("a valid command line");
    import(
        app.store(),
        &app.master_key,
        &line.args,
        &mut stdin.as_bytes(),
        accounts_server::commands::CLI,
    )
}

fn error(result: Result<Value, ManageError>) -> String {
    let message = result.expect_err("the command must fail").to_string();
    assert!(!message.contains('\n'), "one-line reason: {message}");
    message
}

fn user_import_reads_a_file_or_standard_input_and_reports(app: &TestApp) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("users.ndjson");
    // `correct horse` in bcrypt, made by Python's bcrypt.
    let hash = "$2b$04$oNSYZdqUREuT5zBT7SJq/OZYxoWxDzj.68cE0g6l5ld5iViVlldt2";
    std::fs::write(
        &file,
        format!(
            "{{\"email\":\"imp@example.com\",\"emailVerified\":true,\"passwordHash\":\"{hash}\"}}\n{{\"email\":\"nope\"}}\n"
        ),
    )
    .unwrap();
    let path = file.to_str().unwrap();
    let dry = run(app, &format!("user import {path} --dry-run"), "").unwrap();
    assert_eq!(dry["format"], "ndjson");
    assert_eq!(
        (dry["imported"].as_u64(), dry["failed"].as_u64()),
        (Some(1), Some(1))
    );
    assert_eq!(dry["errors"][0]["line"], 2);
    let email = accounts_domain::addresses::Email::parse("imp@example.com").unwrap();
    assert!(
        app.store().find_by_email(&email).unwrap().is_none(),
        "dry run"
    );
    let done = run(app, &format!("user import {path} --on-conflict fail"), "").unwrap();
    assert_eq!(done["imported"], 1, "{done}");
    let user = app.store().find_by_email(&email).unwrap().unwrap();
    assert!(
        user.password.verify("correct horse"),
        "the bcrypt hash checks"
    );
    // Standard input, with the format named; the address exists now.
    let piped = run(
        app,
        "user import - --format ndjson",
        "{\"email\":\"imp@example.com\"}\n",
    )
    .unwrap();
    assert_eq!(piped["skipped"], 1, "{piped}");
    // Options that do not validate, and a file that is not there.
    assert!(
        error(run(
            app,
            &format!("user import {path} --on-conflict merge"),
            ""
        ))
        .contains("skip, update or fail")
    );
    assert!(
        error(run(app, &format!("user import {path} --format csv"), "")).contains("unknown format")
    );
    assert!(error(run(app, "user import /nonexistent/users.ndjson", "")).contains("cannot open"));
    let audited = app.store().recent(10).unwrap();
    assert!(
        audited
            .iter()
            .any(|e| e.action == AuditAction::UsersImported && e.actor == "cli"),
        "audited as the CLI's"
    );
}

macro_rules! on_both_backends {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $( #[test] fn $name() { super::$name(&super::spawn_app(super::Backend::Sqlite)); } )*
        }
        mod postgres {
            $( #[test] fn $name() { super::$name(&super::spawn_app(super::Backend::Postgres)); } )*
        }
    };
}

on_both_backends!(user_import_reads_a_file_or_standard_input_and_reports);
