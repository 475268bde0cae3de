//! How storage fails.

/// A storage failure.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RepoError {
    /// The row to update does not exist.
    #[error("not found")]
    NotFound,
    /// A uniqueness rule was broken (duplicate email, id or digest).
    #[error("conflict: {0}")]
    Conflict(String),
    /// The database cannot be reached or is going away; worth retrying later.
    #[error("storage unavailable: {0}")]
    Unavailable(String),
    /// Anything else (a bug, corrupt data).
    #[error("storage error: {0}")]
    Other(String),
}

/// Shorthand for repository results.
pub type RepoResult<T> = Result<T, RepoError>;
