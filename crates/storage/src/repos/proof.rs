//! Proofs seen lately: a second insert of one is a replay.
//!
//! Proofs are noted in batches, like a database's group commit
//! (docs/decisions.md, "DPoP"): a caller queues its proof and, if no batch
//! is being written, writes every queued proof in one statement (one
//! transaction, one commit) and hands each waiting caller its answer;
//! otherwise it waits for the batch in flight, then finds its answer or
//! writes the next batch. Each caller answers only after the commit that
//! holds its proof, so a crash loses no proof that was accepted; a batch
//! whose write fails answers every caller in it with the failure.

use std::collections::HashMap;
use std::sync::PoisonError;

use accounts_domain::proofs::ProofRepository;
use accounts_domain::repository::{RepoError, RepoResult};
use accounts_domain::secrets::SecretDigest;
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Binary};
use time::OffsetDateTime;

use crate::connection::{Database, DbConnection};
use crate::proof_batches::{MOST_PER_BATCH, Waiting};
use crate::schema::dpop_proofs;
use crate::time_codec::to_micros;

impl ProofRepository for Database {
    fn note_proof(&self, digest: &SecretDigest, expires_at: OffsetDateTime) -> RepoResult<bool> {
        let batches = self.proof_batches();
        let mut queue = batches.lock();
        let ticket = queue.next_ticket;
        queue.next_ticket = queue.next_ticket.wrapping_add(1);
        queue.waiting.push(Waiting {
            ticket,
            digest: digest.as_bytes().to_vec(),
            expires_at: to_micros(expires_at),
        });
        loop {
            if let Some(answer) = queue.answers.remove(&ticket) {
                return answer;
            }
            if queue.writing {
                queue = batches
                    .written
                    .wait(queue)
                    .unwrap_or_else(PoisonError::into_inner);
                continue;
            }
            let take = queue.waiting.len().min(MOST_PER_BATCH);
            let batch: Vec<Waiting> = queue.waiting.drain(..take).collect();
            queue.writing = true;
            drop(queue);
            // A panic must not leave `writing` set: every later caller
            // would wait for a batch that never ends.
            let answers =
                std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| self.write_batch(&batch)))
                    .unwrap_or_else(|_| {
                        let failed = RepoError::Other("writing a batch of proofs panicked".into());
                        batch
                            .iter()
                            .map(|w| (w.ticket, Err(failed.clone())))
                            .collect()
                    });
            queue = batches.lock();
            queue.writing = false;
            queue.answers.extend(answers);
            batches.written.notify_all();
        }
    }

    fn forget_proofs(&self, before: OffsetDateTime) -> RepoResult<u64> {
        let deleted = self.with(|c| {
            diesel::delete(dpop_proofs::table.filter(dpop_proofs::expires_at.lt(to_micros(before))))
                .execute(c)
        })?;
        Ok(deleted as u64)
    }
}

#[derive(QueryableByName)]
struct Inserted {
    #[diesel(sql_type = Binary)]
    digest: Vec<u8>,
}

impl Database {
    /// Inserts `batch` in one statement; each ticket's answer: true for
    /// the first of its digest ever seen, false for a replay (seen before,
    /// or earlier in this batch).
    fn write_batch(&self, batch: &[Waiting]) -> Vec<(u64, RepoResult<bool>)> {
        // One row per digest: the first of a repeated one may be new, the
        // others are replays whatever the database says.
        let mut first: HashMap<&[u8], u64> = HashMap::new();
        let rows: Vec<&Waiting> = batch
            .iter()
            .filter(|w| *first.entry(&w.digest).or_insert(w.ticket) == w.ticket)
            .collect();
        let inserted = self.with(|c| insert_new(c, &rows));
        batch
            .iter()
            .map(|w| {
                let answer = match &inserted {
                    Ok(new) => Ok(first.get(w.digest.as_slice()) == Some(&w.ticket)
                        && new.contains(&w.digest)),
                    Err(e) => Err(e.clone()),
                };
                (w.ticket, answer)
            })
            .collect()
    }
}

/// Inserts the proofs not stored yet; returns the digests it inserted.
fn insert_new(c: &mut DbConnection, rows: &[&Waiting]) -> QueryResult<Vec<Vec<u8>>> {
    let mut sql = String::from("INSERT INTO dpop_proofs (digest, expires_at) VALUES ");
    for i in 0..rows.len() {
        if i > 0 {
            sql.push_str(", ");
        }
        sql.push_str(&format!("(${}, ${})", 2 * i + 1, 2 * i + 2));
    }
    sql.push_str(" ON CONFLICT (digest) DO NOTHING RETURNING digest");
    macro_rules! bound {
        ($sql:expr) => {{
            let mut query = diesel::sql_query($sql).into_boxed();
            for row in rows {
                query = query
                    .bind::<Binary, _>(row.digest.clone())
                    .bind::<BigInt, _>(row.expires_at);
            }
            query
        }};
    }
    let statement = c.numbered(&sql);
    let inserted: Vec<Inserted> = match c {
        DbConnection::Postgres(pg) => bound!(statement).load(pg)?,
        DbConnection::Sqlite(lite) => bound!(statement).load(lite)?,
    };
    Ok(inserted.into_iter().map(|row| row.digest).collect())
}
