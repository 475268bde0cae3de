//! `user import`: users brought in from another identity provider's
//! export with their password hashes (docs/operations.md, "Moving from
//! another identity provider"); the admin API's import calls the same use
//! case.

use std::io::Read;

use accounts_domain::keys::MasterKey;
use accounts_domain::repository::Store;
use accounts_service::manage::{Actor, ManageError};
use accounts_service::use_cases::import::{ImportError, ImportNames, ImportOptions, import_users};
use clap::Args;
use serde_json::Value;

/// `user import`'s arguments.
#[derive(Args)]
pub struct ImportArgs {
    /// The export file (`-`: standard input).
    pub file: std::path::PathBuf,
    /// ndjson, keycloak, auth0 or firebase (default: told from the file).
    #[arg(long)]
    pub format: Option<String>,
    /// Check every line, write nothing.
    #[arg(long = "dry-run")]
    pub dry_run: bool,
    /// What a user whose address has an account does: skip, update, or
    /// fail (the whole import commits nothing on the first conflict).
    #[arg(long = "on-conflict", default_value = "skip")]
    pub on_conflict: String,
    /// Raise the writes' webhook events (user.created, ...).
    #[arg(long)]
    pub events: bool,
    /// A Firebase project's signer key (base64, from its console).
    #[arg(long = "firebase-signer-key")]
    pub firebase_signer_key: Option<String>,
    /// Its salt separator (base64).
    #[arg(long = "firebase-salt-separator")]
    pub firebase_salt_separator: Option<String>,
    /// Its rounds.
    #[arg(long = "firebase-rounds")]
    pub firebase_rounds: Option<String>,
    /// Its mem cost.
    #[arg(long = "firebase-mem-cost")]
    pub firebase_mem_cost: Option<String>,
}

/// The signer key is a secret: never in a log line.
impl std::fmt::Debug for ImportArgs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ImportArgs")
            .field("file", &self.file)
            .field("format", &self.format)
            .field("dry_run", &self.dry_run)
            .field("on_conflict", &self.on_conflict)
            .field("events", &self.events)
            .finish_non_exhaustive()
    }
}

/// Runs `user import` on behalf of `actor`: the file (or `stdin` for
/// `-`) into `store`, TOTP secrets sealed with `master`.
pub fn import(
    store: &dyn Store,
    master: &MasterKey,
    args: &ImportArgs,
    stdin: &mut (dyn Read + Send),
    actor: Actor<'_>,
) -> Result<Value, ManageError> {
    let options = ImportOptions::read(&ImportNames {
        format: args.format.clone(),
        on_conflict: Some(args.on_conflict.clone()),
        dry_run: args.dry_run,
        events: args.events,
        firebase_signer_key: args.firebase_signer_key.clone(),
        firebase_salt_separator: args.firebase_salt_separator.clone(),
        firebase_rounds: args.firebase_rounds.clone(),
        firebase_mem_cost: args.firebase_mem_cost.clone(),
    })
    .map_err(ManageError::Invalid)?;
    let clock = accounts_domain::clock::SystemClock;
    let report = if args.file.as_os_str() == "-" {
        import_users(store, master, &clock, stdin, &options, actor)
    } else {
        let file = std::fs::File::open(&args.file).map_err(|e| {
            ManageError::Invalid(format!("cannot open {}: {e}", args.file.display()))
        })?;
        import_users(store, master, &clock, file, &options, actor)
    };
    match report {
        Ok(report) => serde_json::to_value(report)
            .map_err(|e| ManageError::Invalid(format!("the report: {e}"))),
        Err(ImportError::Repo(e)) => Err(ManageError::Repo(e)),
        Err(other) => Err(ManageError::Invalid(other.to_string())),
    }
}
