//! The queue of DPoP proofs waiting for their batch (docs/decisions.md,
//! "DPoP"): shared by a database's clones, written by
//! `ProofRepository::note_proof`.

use std::collections::HashMap;
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError};

use accounts_domain::repository::RepoResult;

/// The most proofs one statement inserts (two parameters each, far below
/// either backend's limit on parameters).
pub(crate) const MOST_PER_BATCH: usize = 256;

/// The proofs waiting to be written and the answers waiting to be taken.
#[derive(Debug, Default)]
pub(crate) struct ProofBatches {
    pub(crate) state: Mutex<Queue>,
    pub(crate) written: Condvar,
}

#[derive(Debug, Default)]
pub(crate) struct Queue {
    pub(crate) next_ticket: u64,
    pub(crate) waiting: Vec<Waiting>,
    pub(crate) answers: HashMap<u64, RepoResult<bool>>,
    pub(crate) writing: bool,
}

#[derive(Debug)]
pub(crate) struct Waiting {
    pub(crate) ticket: u64,
    pub(crate) digest: Vec<u8>,
    pub(crate) expires_at: i64,
}

impl ProofBatches {
    pub(crate) fn lock(&self) -> MutexGuard<'_, Queue> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }
}
