//! Whether the database answers: the readiness check and the pool's
//! metrics.

use crate::store::errors::RepoResult;

/// Whether the database answers, and how its connections are used: the
/// readiness check and the metrics.
pub trait Reachability: Send + Sync {
    /// Runs a trivial query, waiting at most about a second for a
    /// connection; `Unavailable` when the database does not answer.
    fn ping(&self) -> RepoResult<()>;
    /// The pool's connections now.
    fn connections(&self) -> Connections;
}

/// A connection pool's state.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Connections {
    /// Handed out to a use case.
    pub in_use: u32,
    /// Open and waiting in the pool.
    pub idle: u32,
}
