//! A SQLite database file in its own temporary directory.

use std::path::{Path, PathBuf};

use tempfile::TempDir;

/// A fresh SQLite database file; the directory is deleted on drop.
#[derive(Debug)]
pub struct TempSqlite {
    dir: TempDir,
    url: String,
}

impl TempSqlite {
    /// Makes a new, empty location (the file is created on first connect).
    ///
    /// # Panics
    /// When no temporary directory can be made: the test cannot run.
    #[allow(clippy::expect_used)]
    pub fn new() -> Self {
        let dir = tempfile::Builder::new()
            .prefix("accounts-sqlite-")
            .tempdir()
            .expect("create a temporary directory for a SQLite test database");
        let url = format!("sqlite://{}", dir.path().join("accounts.db").display());
        Self { dir, url }
    }

    /// The database URL (`sqlite://PATH`).
    pub fn url(&self) -> &str {
        &self.url
    }

    /// The directory holding the file (and its WAL files).
    pub fn dir(&self) -> &Path {
        self.dir.path()
    }

    /// The database file's path.
    pub fn path(&self) -> PathBuf {
        self.dir.path().join("accounts.db")
    }
}

impl Default for TempSqlite {
    fn default() -> Self {
        Self::new()
    }
}
