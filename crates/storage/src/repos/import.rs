//! Imports of users (docs/decisions.md, "Bringing users in"): a batch's
//! conflicts read and decided, then its users, TOTP secrets and links
//! written in multi-row inserts, all in the batch's transaction.

use std::collections::{BTreeSet, HashMap, HashSet};
use std::sync::{Mutex, PoisonError, mpsc};

use accounts_domain::ids::UserId;
use accounts_domain::imports::{
    ImportConflict, ImportEnd, ImportFeed, ImportOutcome, ImportWrite, ImportedUser, OnConflict,
    UserImportRepository,
};
use accounts_domain::keys::SealedKey;
use accounts_domain::repository::{RepoError, RepoResult};
use diesel::prelude::*;

use crate::connection::{Backend, Database, DbConnection};
use crate::schema::{identity_links, users};
use crate::time_codec::to_micros;

use super::shared::quiet_events;

/// A multi-row insert, which diesel writes per backend (the connection
/// over both cannot).
macro_rules! insert_rows {
    ($c:expr, $table:expr, $rows:expr) => {
        match $c {
            DbConnection::Postgres(pg) => diesel::insert_into($table).values($rows).execute(pg),
            DbConnection::Sqlite(lite) => diesel::insert_into($table).values($rows).execute(lite),
        }
    };
}

mod writes;

use writes::{insert_new, update};

/// How often a batch whose insert lost a race (a sign-up of the same
/// address between its read and its write) is read and decided again.
const RACE_RETRIES: usize = 3;

/// The `updated_at` stamps this import gave its batches, strictly
/// increasing: an account whose stamp is among them was written by an
/// earlier line of the same file. A thousand users share one stamp, so a
/// million-user import remembers a thousand numbers, not a million
/// addresses.
struct Stamps {
    given: BTreeSet<i64>,
    last: i64,
    /// Where this import's stamps start past the clock: a random
    /// microsecond of the next second, so that two imports started
    /// together (or under a frozen test clock) do not share stamps, nor
    /// an import an account written the same microsecond.
    offset: i64,
}

impl Default for Stamps {
    fn default() -> Self {
        let random = u64::from_be_bytes(accounts_domain::secrets::random_bytes::<8>());
        Self {
            given: BTreeSet::new(),
            last: i64::MIN,
            offset: 1 + i64::try_from(random % 1_000_000).unwrap_or(0),
        }
    }
}

impl Stamps {
    /// The stamp of the next batch: the service's clock with this
    /// import's offset, past every earlier stamp.
    fn next(&mut self, now: i64) -> i64 {
        let stamp = now
            .saturating_add(self.offset)
            .max(self.last.saturating_add(1));
        self.last = stamp;
        self.given.insert(stamp);
        stamp
    }

    fn forget(&mut self, stamp: i64) {
        self.given.remove(&stamp);
    }
}

impl UserImportRepository for Database {
    fn import_users(&self, write: ImportWrite, feed: &mut dyn ImportFeed) -> RepoResult<ImportEnd> {
        let stamps = Mutex::new(Stamps::default());
        if write.dry_run || write.on_conflict == OnConflict::Fail {
            let ended = self.transaction_or_undo(|c| {
                while let Some(batch) = feed.next_batch() {
                    let mut reseal = |line, owner| feed.reseal_totp(line, owner);
                    let outcomes = write_batch(c, write, &batch, &stamps, &mut reseal)?;
                    if !feed.written(&batch, &outcomes) {
                        return Ok(Err(ImportEnd::Stopped));
                    }
                }
                Ok(if write.dry_run {
                    Err(ImportEnd::Finished)
                } else {
                    Ok(ImportEnd::Finished)
                })
            })?;
            return Ok(ended.unwrap_or_else(|end| end));
        }
        if write.on_conflict == OnConflict::Skip && self.backend() == Backend::Postgres {
            return self.import_side_by_side(write, feed, &stamps);
        }
        while let Some(batch) = feed.next_batch() {
            let mut reseal = |line, owner| feed.reseal_totp(line, owner);
            let outcomes = self.write_retrying(write, &batch, &stamps, &mut reseal)?;
            feed.written(&batch, &outcomes);
        }
        Ok(ImportEnd::Finished)
    }
}

/// Batches written at once on PostgreSQL: each writer's backend works on
/// a core of its own, and an import is bound by the database's work
/// (triggers, indexes), not by reading and checking the file.
const WRITERS: usize = 2;

/// The outcomes of a batch, or why it could not be written.
type Written = (Vec<ImportedUser>, RepoResult<Vec<ImportOutcome>>);

impl Database {
    /// A batch in a transaction of its own, read and decided again when
    /// it lost a race (a sign-up of one of its addresses, a batch beside
    /// it with the same address: PostgreSQL may call that a deadlock).
    fn write_retrying(
        &self,
        write: ImportWrite,
        batch: &[ImportedUser],
        stamps: &Mutex<Stamps>,
        reseal: &mut dyn FnMut(u64, UserId) -> Option<SealedKey>,
    ) -> RepoResult<Vec<ImportOutcome>> {
        let mut tries = 0;
        loop {
            match self.transaction(|c| write_batch(c, write, batch, stamps, reseal)) {
                Err(RepoError::Conflict(_)) if tries < RACE_RETRIES => tries += 1,
                Err(RepoError::Other(why)) if why.contains("deadlock") && tries < RACE_RETRIES => {
                    tries += 1;
                }
                written => return written,
            }
        }
    }

    /// New accounts only (`skip`), on PostgreSQL: [`WRITERS`] batches in
    /// flight, each in its own transaction on its own connection, while
    /// the file is read and checked. No update, so no TOTP secret is
    /// sealed again; outcomes reach the feed as batches finish.
    fn import_side_by_side(
        &self,
        write: ImportWrite,
        feed: &mut dyn ImportFeed,
        stamps: &Mutex<Stamps>,
    ) -> RepoResult<ImportEnd> {
        let (to_write, batches) = mpsc::sync_channel::<Vec<ImportedUser>>(WRITERS);
        let batches = Mutex::new(batches);
        std::thread::scope(|scope| {
            let (done, finished) = mpsc::channel::<Written>();
            for _ in 0..WRITERS {
                let (done, batches) = (done.clone(), &batches);
                scope.spawn(move || {
                    loop {
                        let next = batches
                            .lock()
                            .unwrap_or_else(PoisonError::into_inner)
                            .recv();
                        let Ok(batch) = next else { return };
                        let outcomes = self.write_retrying(write, &batch, stamps, &mut |_, _| None);
                        if done.send((batch, outcomes)).is_err() {
                            return;
                        }
                    }
                });
            }
            drop(done);
            let mut failure = None;
            let settle = |(batch, outcomes): Written,
                          feed: &mut dyn ImportFeed,
                          failure: &mut Option<RepoError>| match outcomes {
                Ok(outcomes) => {
                    feed.written(&batch, &outcomes);
                }
                Err(e) => {
                    failure.get_or_insert(e);
                }
            };
            // The addresses of the batches being written, by first line.
            let mut in_flight: HashMap<u64, HashSet<String>> = HashMap::new();
            let land = |written: Written,
                        feed: &mut dyn ImportFeed,
                        in_flight: &mut HashMap<u64, HashSet<String>>,
                        failure: &mut Option<RepoError>| {
                if let Some(first) = written.0.first() {
                    in_flight.remove(&first.line);
                }
                settle(written, feed, failure);
            };
            while let Some(batch) = feed.next_batch() {
                let emails: HashSet<String> =
                    batch.iter().map(|u| u.user.email.normalized()).collect();
                // A batch sharing an address with one in flight waits for
                // it: otherwise the later line could commit first and the
                // earlier one be called the duplicate.
                while in_flight.len() >= WRITERS
                    || in_flight.values().any(|other| !other.is_disjoint(&emails))
                {
                    let Ok(written) = finished.recv() else { break };
                    land(written, feed, &mut in_flight, &mut failure);
                }
                while let Ok(written) = finished.try_recv() {
                    land(written, feed, &mut in_flight, &mut failure);
                }
                let first = batch.first().map_or(0, |u| u.line);
                if failure.is_some() || to_write.send(batch).is_err() {
                    break;
                }
                in_flight.insert(first, emails);
            }
            drop(to_write);
            for written in finished {
                settle(written, feed, &mut failure);
            }
            match failure {
                Some(e) => Err(e),
                None => Ok(ImportEnd::Finished),
            }
        })
    }
}

/// An account the batch's addresses or ids found.
struct Existing {
    id: String,
    email_normalized: String,
    updated_at: i64,
}

/// Reads what the batch conflicts with, decides each user, and writes
/// the ones that go in.
fn write_batch(
    c: &mut DbConnection,
    write: ImportWrite,
    batch: &[ImportedUser],
    stamps: &Mutex<Stamps>,
    reseal: &mut dyn FnMut(u64, UserId) -> Option<SealedKey>,
) -> QueryResult<Vec<ImportOutcome>> {
    // A write first: on SQLite it takes the write lock before anything is
    // read.
    quiet_events(c, !write.events)?;
    let now = batch
        .first()
        .map_or(0, |first| to_micros(first.user.updated_at));
    let lock = || stamps.lock().unwrap_or_else(PoisonError::into_inner);
    let stamp = lock().next(now);
    // A copy to decide with: no lock held while the database works.
    let mine = lock().given.clone();
    let result = decide_and_write(c, write, batch, (&mine, stamp), reseal);
    if result.is_err() {
        // Rolled back: a retry must not take this batch's accounts for
        // earlier lines.
        lock().forget(stamp);
    }
    result
}

fn decide_and_write(
    c: &mut DbConnection,
    write: ImportWrite,
    batch: &[ImportedUser],
    (mine, stamp): (&BTreeSet<i64>, i64),
    reseal: &mut dyn FnMut(u64, UserId) -> Option<SealedKey>,
) -> QueryResult<Vec<ImportOutcome>> {
    let emails: Vec<String> = batch.iter().map(|u| u.user.email.normalized()).collect();
    let ids: Vec<String> = batch.iter().map(|u| u.user.id.to_string()).collect();
    let found: Vec<(String, String, i64)> = users::table
        .filter(
            users::email_normalized
                .eq_any(&emails)
                .or(users::id.eq_any(&ids)),
        )
        .select((users::id, users::email_normalized, users::updated_at))
        .load(c)?;
    let found: Vec<Existing> = found
        .into_iter()
        .map(|(id, email_normalized, updated_at)| Existing {
            id,
            email_normalized,
            updated_at,
        })
        .collect();
    let by_email: HashMap<&str, &Existing> = found
        .iter()
        .map(|e| (e.email_normalized.as_str(), e))
        .collect();
    let by_id: HashMap<&str, &Existing> = found.iter().map(|e| (e.id.as_str(), e)).collect();
    let subjects: Vec<&str> = batch
        .iter()
        .flat_map(|u| u.links.iter().map(|(_, subject)| subject.as_str()))
        .collect();
    let linked: HashMap<(String, String), String> = if subjects.is_empty() {
        HashMap::new()
    } else {
        identity_links::table
            .filter(identity_links::subject.eq_any(&subjects))
            .select((
                identity_links::provider,
                identity_links::subject,
                identity_links::user_id,
            ))
            .load::<(String, String, String)>(c)?
            .into_iter()
            .map(|(provider, subject, user)| ((provider, subject), user))
            .collect()
    };

    let mut decided = Decided::default();
    let outcomes: Vec<ImportOutcome> = batch
        .iter()
        .zip(&emails)
        .zip(&ids)
        .map(|((user, email), id)| {
            let outcome = decide(
                write.on_conflict,
                user,
                (email, id),
                &Found {
                    by_email: &by_email,
                    by_id: &by_id,
                    linked: &linked,
                    mine,
                },
                &decided,
            );
            if let ImportOutcome::Imported | ImportOutcome::Updated(_) = outcome {
                decided.take(user, email, id);
            }
            outcome
        })
        .collect();

    insert_new(c, batch, &outcomes, stamp)?;
    for (user, outcome) in batch.iter().zip(&outcomes) {
        if let ImportOutcome::Updated(id) = outcome {
            let totp = match &user.totp {
                Some(_) if *id != user.user.id => reseal(user.line, *id),
                sealed => sealed.clone(),
            };
            update(c, user, (*id, totp), stamp)?;
        }
    }
    if !write.events {
        quiet_events(c, false)?;
    }
    Ok(outcomes)
}

/// What the database holds of the batch's addresses, ids and links.
struct Found<'a> {
    by_email: &'a HashMap<&'a str, &'a Existing>,
    by_id: &'a HashMap<&'a str, &'a Existing>,
    linked: &'a HashMap<(String, String), String>,
    /// The stamps of this import's batches.
    mine: &'a BTreeSet<i64>,
}

/// What earlier users of the same batch took.
#[derive(Default)]
struct Decided {
    emails: HashSet<String>,
    ids: HashSet<String>,
    links: HashSet<(String, String)>,
}

impl Decided {
    fn take(&mut self, user: &ImportedUser, email: &str, id: &str) {
        self.emails.insert(email.to_owned());
        self.ids.insert(id.to_owned());
        self.links.extend(user.links.iter().cloned());
    }
}

fn decide(
    on_conflict: OnConflict,
    user: &ImportedUser,
    (email, id): (&String, &String),
    found: &Found<'_>,
    decided: &Decided,
) -> ImportOutcome {
    let conflict = ImportOutcome::Conflict;
    if decided.emails.contains(email) {
        return conflict(ImportConflict::EmailEarlierInFile);
    }
    // Whose the account is that this line writes: an existing one only
    // when updating it.
    let owner = match found.by_email.get(email.as_str()) {
        Some(existing) if found.mine.contains(&existing.updated_at) => {
            return conflict(ImportConflict::EmailEarlierInFile);
        }
        Some(existing) => match on_conflict {
            OnConflict::Skip | OnConflict::Fail => return conflict(ImportConflict::EmailExists),
            OnConflict::Update if user.id_given && existing.id != *id => {
                return conflict(ImportConflict::IdDiffers);
            }
            OnConflict::Update => Some(existing.id.as_str()),
        },
        None => {
            if decided.ids.contains(id) || found.by_id.contains_key(id.as_str()) {
                return conflict(ImportConflict::IdTaken);
            }
            None
        }
    };
    let mut providers = HashSet::new();
    for link in &user.links {
        let taken_here = decided.links.contains(link) || !providers.insert(link.0.as_str());
        let taken_there = found
            .linked
            .get(link)
            .is_some_and(|holder| Some(holder.as_str()) != owner);
        if taken_here || taken_there {
            return conflict(ImportConflict::LinkTaken {
                provider: link.0.clone(),
            });
        }
    }
    match owner.map(str::parse) {
        Some(Ok(existing)) => ImportOutcome::Updated(existing),
        // A stored id that does not parse is corrupt: leave it alone.
        Some(Err(_)) => conflict(ImportConflict::IdTaken),
        None => ImportOutcome::Imported,
    }
}
