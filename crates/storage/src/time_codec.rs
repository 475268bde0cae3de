//! Instants are stored as BIGINT microseconds since the Unix epoch, UTC, on
//! both backends: exact, comparable with `<` in SQL, and free of SQLite's
//! text-timestamp pitfalls.

use accounts_domain::repository::RepoError;
use time::OffsetDateTime;

/// The stored form of an instant (sub-microsecond parts are dropped).
pub(crate) fn to_micros(at: OffsetDateTime) -> i64 {
    i64::try_from(at.unix_timestamp_nanos() / 1_000).unwrap_or(i64::MAX)
}

/// An instant read back from storage.
pub(crate) fn from_micros(micros: i64) -> Result<OffsetDateTime, RepoError> {
    OffsetDateTime::from_unix_timestamp_nanos(i128::from(micros) * 1_000)
        .map_err(|_| RepoError::Other(format!("stored timestamp {micros} is out of range")))
}

pub(crate) fn from_micros_opt(micros: Option<i64>) -> Result<Option<OffsetDateTime>, RepoError> {
    micros.map(from_micros).transpose()
}
