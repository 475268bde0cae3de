//! Diesel errors as the domain's `RepoError`.
//!
//! The distinction that matters to callers: `Unavailable` (worth a 503 and a
//! retry) versus everything else. Messages never carry query parameters, so
//! no secret or digest reaches a log through them.

use accounts_domain::repository::RepoError;
use diesel::result::{DatabaseErrorKind, Error};

/// Fragments of PostgreSQL and SQLite messages that mean "the database is
/// not there right now" rather than "the query is wrong".
const UNAVAILABLE_HINTS: [&str; 8] = [
    "terminating connection",
    "server closed the connection",
    "no connection to the server",
    "could not connect",
    "the database system is shutting down",
    "the database system is starting up",
    "database is locked",
    "connection to server",
];

pub(crate) fn map_error(error: Error) -> RepoError {
    match error {
        Error::NotFound => RepoError::NotFound,
        Error::DatabaseError(kind, info) => {
            let message = info.message().to_owned();
            match kind {
                DatabaseErrorKind::UniqueViolation => RepoError::Conflict(message),
                DatabaseErrorKind::ForeignKeyViolation => {
                    RepoError::Conflict(format!("refers to a row that does not exist: {message}"))
                }
                DatabaseErrorKind::ClosedConnection | DatabaseErrorKind::SerializationFailure => {
                    RepoError::Unavailable(message)
                }
                _ if UNAVAILABLE_HINTS.iter().any(|hint| message.contains(hint)) => {
                    RepoError::Unavailable(message)
                }
                _ => RepoError::Other(message),
            }
        }
        Error::BrokenTransactionManager => {
            RepoError::Unavailable("the connection's transaction state is broken".into())
        }
        other => RepoError::Other(other.to_string()),
    }
}

/// A stored value that does not convert back into its domain type.
pub(crate) fn corrupt(what: &str, detail: impl std::fmt::Display) -> RepoError {
    RepoError::Other(format!("stored {what} is invalid: {detail}"))
}
