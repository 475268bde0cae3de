//! Bringing users in from another identity provider with their password
//! hashes (docs/decisions.md, "Bringing users in"): the CLI's `user
//! import` and the admin API's `POST /accounts/admin/v1/users/import` both
//! call [`import_users`].
//!
//! The file is read on a thread of its own into a bounded queue, checked
//! a user at a time, and written a thousand at a time: memory does not
//! grow with the file. A bad line is reported and the others go on.

mod checks;
mod formats;
mod reading;

use accounts_domain::shared_signals::{Initiator, initiated_by};
use std::collections::HashMap;
use std::io::Read;
use std::sync::mpsc;

use accounts_domain::clock::Clock;
use accounts_domain::ids::UserId;
use accounts_domain::imports::{
    ImportConflict, ImportEnd, ImportFeed, ImportOutcome, ImportWrite, ImportedUser, OnConflict,
};
use accounts_domain::keys::{MasterKey, SealedKey};
use accounts_domain::repository::{RepoError, Store};
use base64::Engine as _;
use serde::Serialize;

pub use self::formats::ImportFormat;
pub use self::reading::Unreadable;
use crate::service::accounts::Accounts;
pub use crate::service::foreign_hashes::FirebaseParams;
use crate::use_cases::manage::{Actor, audit_import};
use crate::use_cases::second_factor::totp::TotpSecret;
use checks::{Checks, Directory, seal};
use reading::Record;

/// Users written per transaction: large enough that a million users take
/// a thousand round trips, small enough for one statement's parameters
/// on both backends (19 a user).
pub const BATCH: usize = 1000;
/// Errors listed in a report (the counts stay exact past it).
pub const MAX_ERRORS: usize = 1000;
/// Records read ahead of the writes (at most 128 KiB each: 128 MiB at
/// worst, a few hundred KiB for real files).
const QUEUE: usize = BATCH;

/// How to import.
#[derive(Debug, Clone)]
pub struct ImportOptions {
    /// The file's format; `None` to tell it from the file's start.
    pub format: Option<ImportFormat>,
    /// What a user whose address has an account already does.
    pub on_conflict: OnConflict,
    /// Check every line, write nothing.
    pub dry_run: bool,
    /// Raise `user.created` webhooks (and the others) for the writes.
    pub events: bool,
    /// A Firebase project's hash parameters (needed for its hashes).
    pub firebase: Option<FirebaseParams>,
}

/// The options as the CLI's flags and the API's query name them, each
/// optional text: [`ImportOptions::read`] checks them, for both.
#[derive(Clone, Default)]
pub struct ImportNames {
    /// `ndjson`, `keycloak`, `auth0` or `firebase`.
    pub format: Option<String>,
    /// `skip` (the default), `update` or `fail`.
    pub on_conflict: Option<String>,
    /// Write nothing.
    pub dry_run: bool,
    /// Raise the webhook events.
    pub events: bool,
    /// The Firebase project's base64 signer key.
    pub firebase_signer_key: Option<String>,
    /// Its base64 salt separator.
    pub firebase_salt_separator: Option<String>,
    /// Its rounds (scrypt's r).
    pub firebase_rounds: Option<String>,
    /// Its mem cost (scrypt's log2 N).
    pub firebase_mem_cost: Option<String>,
}

/// The signer key is a secret: never in a log line.
impl std::fmt::Debug for ImportNames {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ImportNames")
            .field("format", &self.format)
            .field("on_conflict", &self.on_conflict)
            .field("dry_run", &self.dry_run)
            .field("events", &self.events)
            .field(
                "firebase_signer_key",
                &self.firebase_signer_key.as_ref().map(|_| "<redacted>"),
            )
            .finish_non_exhaustive()
    }
}

impl ImportOptions {
    /// The options `names` give, or what is wrong with them.
    pub fn read(names: &ImportNames) -> Result<Self, String> {
        let format = match names.format.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(name) => Some(ImportFormat::parse(name).ok_or_else(|| {
                format!("unknown format {name:?}: ndjson, keycloak, auth0 or firebase")
            })?),
        };
        let on_conflict = match names.on_conflict.as_deref().map(str::trim) {
            None | Some("" | "skip") => OnConflict::Skip,
            Some("update") => OnConflict::Update,
            Some("fail") => OnConflict::Fail,
            Some(other) => {
                return Err(format!(
                    "unknown conflict policy {other:?}: skip, update or fail"
                ));
            }
        };
        let firebase = [
            &names.firebase_signer_key,
            &names.firebase_salt_separator,
            &names.firebase_rounds,
            &names.firebase_mem_cost,
        ];
        let firebase = match firebase.map(|v| v.as_deref().map(str::trim)) {
            [None, None, None, None] => None,
            [Some(key), Some(separator), Some(rounds), Some(mem_cost)] => {
                let base64 = |name: &str, value: &str| {
                    base64::engine::general_purpose::STANDARD
                        .decode(value)
                        .map_err(|_| format!("{name} must be standard base64"))
                };
                let number = |name: &str, value: &str, most: u32| {
                    value
                        .parse::<u32>()
                        .ok()
                        .filter(|n| (1..=most).contains(n))
                        .ok_or_else(|| format!("{name} must be a number from 1 to {most}"))
                };
                Some(FirebaseParams {
                    signer_key: base64("the Firebase signer key", key)?,
                    salt_separator: base64("the Firebase salt separator", separator)?,
                    rounds: number("the Firebase rounds", rounds, 32)?,
                    mem_cost: number("the Firebase mem cost", mem_cost, 20)?,
                })
            }
            _ => {
                return Err("the Firebase hash parameters go together: signer key, salt separator, rounds and mem cost".to_owned());
            }
        };
        Ok(Self {
            format,
            on_conflict,
            dry_run: names.dry_run,
            events: names.events,
            firebase,
        })
    }
}

/// What an import did (or, for a dry run, would do).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ImportReport {
    /// The format read: the one given, or the one the file's start showed.
    pub format: String,
    /// Whether nothing was written.
    pub dry_run: bool,
    /// New accounts.
    pub imported: u64,
    /// Accounts brought up to their line (`onConflict=update`).
    pub updated: u64,
    /// Lines left out because their address has an account
    /// (`onConflict=skip`); each is listed in `errors` too.
    pub skipped: u64,
    /// Lines refused: bad input, a hash in an unknown format, a
    /// collision.
    pub failed: u64,
    /// Why, line by line: at most 1,000 (the counts stay exact).
    pub errors: Vec<LineError>,
    /// The lines whose id was neither a ULID nor a UUID: the id the
    /// account got instead.
    pub replaced: Vec<Replaced>,
}

/// One line's error.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct LineError {
    /// The line (NDJSON), or the user's place in the `users` array
    /// (Keycloak, Firebase), from 1.
    pub line: u64,
    /// The line's address, when it has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub email: Option<String>,
    /// What is wrong, in words.
    pub reason: String,
}

/// An id the file gave that the account could not keep.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Replaced {
    /// The line, from 1.
    pub line: u64,
    /// The id in the file.
    pub old_id: String,
    /// The account's id.
    pub new_id: String,
}

/// Why an import could not run at all (a bad line never is).
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    /// The file cannot be read, or its format cannot be told.
    #[error(transparent)]
    Unreadable(#[from] Unreadable),
    /// The options do not fit the file.
    #[error("{0}")]
    Invalid(String),
    /// Storage failed; what was committed before stays (each batch is
    /// whole), unless the import was one transaction.
    #[error(transparent)]
    Repo(#[from] RepoError),
}

/// Imports the users of `input` (docs/decisions.md, "Bringing users
/// in"); TOTP secrets are sealed with `master`. Audited as
/// `users.imported` unless a dry run.
pub fn import_users(
    store: &dyn Store,
    master: &MasterKey,
    clock: &dyn Clock,
    input: impl Read + Send,
    options: &ImportOptions,
    actor: Actor<'_>,
) -> Result<ImportReport, ImportError> {
    let (format, mut input) = reading::open(input, options.format)?;
    if format == ImportFormat::Firebase && options.firebase.is_none() {
        return Err(ImportError::Invalid(
            "a Firebase export needs the project's hash parameters: --firebase-signer-key, --firebase-salt-separator, --firebase-rounds and --firebase-mem-cost (firebaseSignerKey, ... in the API)".into(),
        ));
    }
    let directory = Directory::read(store)?;
    let write = ImportWrite {
        on_conflict: options.on_conflict,
        dry_run: options.dry_run,
        events: options.events,
    };
    let (ended, mut report) = std::thread::scope(|scope| {
        let (send, receive) = mpsc::sync_channel::<Message>(QUEUE);
        scope.spawn(move || {
            reading::each_record(format, &mut input, &mut |record| {
                send.send(Message::Record(Box::new(record))).is_ok()
            });
            // The end said out loud: a reader that died (a panic) closes
            // the queue without it, which is no end of file.
            let _ = send.send(Message::End);
        });
        // The feed, and with it the queue's receiving end, lives inside
        // the scope: however the import ends (an error, a panic), the
        // reader's next send fails and the scope can end.
        let mut feed = Feed {
            checks: Checks {
                master,
                firebase: options.firebase.as_ref(),
                directory: &directory,
            },
            clock,
            records: receive,
            report: ImportReport {
                format: format.as_str().to_owned(),
                dry_run: options.dry_run,
                ..ImportReport::default()
            },
            pending: PendingBatch::default(),
            on_conflict: options.on_conflict,
            broken: false,
            ended: false,
        };
        let ended = store.import_users(write, &mut feed);
        (ended, feed.report)
    });
    // Refused lines are listed as read, conflicts as written.
    report.errors.sort_by_key(|e| e.line);
    let ended = match ended {
        Ok(ended) => ended,
        Err(e) => {
            // The batches committed before the failure stay: say so in
            // the audit trail, then answer the failure.
            if !options.dry_run && options.on_conflict != OnConflict::Fail {
                let _ = audit(store, actor, &report, Some(&e), clock);
            }
            return Err(ImportError::Repo(e));
        }
    };
    if ended == ImportEnd::Stopped {
        // One transaction, rolled back: nothing of it stays.
        report.imported = 0;
        report.updated = 0;
        report.replaced.clear();
    }
    if !options.dry_run {
        audit(store, actor, &report, None, clock).map_err(|e| match e {
            crate::use_cases::manage::ManageError::Repo(e) => ImportError::Repo(e),
            other => ImportError::Invalid(other.to_string()),
        })?;
    }
    Ok(report)
}

/// `users.imported` with the counts (and the failure that ended it).
fn audit(
    store: &dyn Store,
    actor: Actor<'_>,
    report: &ImportReport,
    failure: Option<&RepoError>,
    clock: &dyn Clock,
) -> Result<(), crate::use_cases::manage::ManageError> {
    let mut counts = format!(
        "format={} imported={} updated={} skipped={} failed={}",
        report.format, report.imported, report.updated, report.skipped, report.failed
    );
    if let Some(failure) = failure {
        counts.push_str(&format!(" stopped by: {failure}"));
    }
    audit_import(store, actor, counts, clock.now())
}

/// [`import_users`] into the service's store, with its master key and
/// clock: the admin API's import.
pub fn import_into(
    accounts: &Accounts,
    input: impl Read + Send,
    options: &ImportOptions,
    actor: Actor<'_>,
) -> Result<ImportReport, ImportError> {
    // An operator's import: what it changes in existing accounts (with
    // `onConflict=update`, on this thread) raises security events that
    // say so.
    initiated_by(Initiator::Admin, || {
        import_users(
            accounts.store(),
            &accounts.config.master_key,
            accounts.clock.as_ref(),
            input,
            options,
            actor,
        )
    })
}

/// What the reader hands over: a record, or the end of the file.
enum Message {
    Record(Box<Record>),
    End,
}

/// The batches storage is writing (two may be in flight): what the
/// report needs of each of their lines, until its outcome is in.
#[derive(Default)]
struct PendingBatch {
    /// The file's ids that were replaced, by line.
    replaced: HashMap<u64, String>,
    /// The TOTP secrets in the clear, by line, for sealing again.
    totp: HashMap<u64, TotpSecret>,
}

struct Feed<'a> {
    checks: Checks<'a>,
    clock: &'a dyn Clock,
    records: mpsc::Receiver<Message>,
    report: ImportReport,
    pending: PendingBatch,
    on_conflict: OnConflict,
    /// The file broke off: nothing after it comes.
    broken: bool,
    /// The reader said the file ended.
    ended: bool,
}

impl Feed<'_> {
    fn error(&mut self, line: u64, email: Option<String>, reason: String) {
        if self.report.errors.len() < MAX_ERRORS {
            self.report.errors.push(LineError {
                line,
                email,
                reason,
            });
        }
    }
}

impl ImportFeed for Feed<'_> {
    fn next_batch(&mut self) -> Option<Vec<ImportedUser>> {
        let now = self.clock.now();
        let mut batch = Vec::with_capacity(BATCH);
        while batch.len() < BATCH && !self.broken {
            if self.ended {
                break;
            }
            let record = match self.records.recv() {
                Ok(Message::Record(record)) => *record,
                Ok(Message::End) => {
                    self.ended = true;
                    break;
                }
                // The reader is gone without saying the file ended.
                Err(_) => Record {
                    line: 0,
                    read: Err("the file could not be read to its end".to_owned()),
                    fatal: true,
                },
            };
            self.broken = record.fatal;
            let checked = match record.read {
                Ok(incoming) => {
                    let email = incoming.email.clone();
                    self.checks
                        .check(record.line, incoming, now)
                        .map_err(|reason| (email, reason))
                }
                Err(reason) => Err((None, reason)),
            };
            match checked {
                Ok(checked) => {
                    if let Some(old) = checked.replaced {
                        self.pending.replaced.insert(record.line, old);
                    }
                    if let Some(secret) = checked.totp {
                        self.pending.totp.insert(record.line, secret);
                    }
                    batch.push(checked.user);
                }
                Err((email, reason)) if record.fatal => {
                    // Not a user: where the file broke off, always listed.
                    self.report.errors.truncate(MAX_ERRORS - 1);
                    self.report.errors.push(LineError {
                        line: record.line,
                        email,
                        reason,
                    });
                }
                Err((email, reason)) => {
                    self.report.failed += 1;
                    self.error(record.line, email, reason);
                }
            }
        }
        if batch.is_empty() && self.broken && self.on_conflict == OnConflict::Fail {
            // One transaction: a file that broke off commits nothing,
            // through an empty batch whose `written` stops it.
            return Some(batch);
        }
        (!batch.is_empty()).then_some(batch)
    }

    fn written(&mut self, batch: &[ImportedUser], outcomes: &[ImportOutcome]) -> bool {
        let mut go_on = true;
        for (user, outcome) in batch.iter().zip(outcomes) {
            let line = user.line;
            let email = Some(user.user.email.as_str().to_owned());
            let new_id = match outcome {
                ImportOutcome::Imported => {
                    self.report.imported += 1;
                    Some(user.user.id)
                }
                ImportOutcome::Updated(id) => {
                    self.report.updated += 1;
                    Some(*id)
                }
                ImportOutcome::Conflict(conflict) => {
                    let skip = self.on_conflict == OnConflict::Skip
                        && *conflict == ImportConflict::EmailExists;
                    if skip {
                        self.report.skipped += 1;
                    } else {
                        self.report.failed += 1;
                    }
                    if self.on_conflict == OnConflict::Fail {
                        go_on = false;
                    }
                    self.error(line, email, conflict_reason(conflict, skip));
                    None
                }
            };
            self.pending.totp.remove(&line);
            if let (Some(new_id), Some(old_id)) = (new_id, self.pending.replaced.remove(&line)) {
                self.report.replaced.push(Replaced {
                    line,
                    old_id,
                    new_id: new_id.to_string(),
                });
            }
            if !go_on {
                break;
            }
        }
        // A file that broke off stops an import that is one transaction:
        // what it would commit is not the file.
        go_on && !(self.broken && self.on_conflict == OnConflict::Fail)
    }

    fn reseal_totp(&mut self, line: u64, owner: UserId) -> Option<SealedKey> {
        let secret = self.pending.totp.get(&line)?;
        seal(self.checks.master, owner, secret).ok()
    }
}

fn conflict_reason(conflict: &ImportConflict, skipped: bool) -> String {
    match conflict {
        ImportConflict::EmailExists if skipped => {
            "an account with this address exists: skipped".to_owned()
        }
        ImportConflict::EmailExists => "an account with this address exists".to_owned(),
        ImportConflict::EmailEarlierInFile => {
            "the address is on an earlier line of this file (duplicate)".to_owned()
        }
        ImportConflict::IdTaken => {
            "the id belongs to another account (or an earlier line)".to_owned()
        }
        ImportConflict::IdDiffers => {
            "the account with this address has another id than the line gives".to_owned()
        }
        ImportConflict::LinkTaken { provider } => {
            format!("the {provider:?} identity is linked to another account (or an earlier line)")
        }
    }
}
