//! One connection type over both backends, an r2d2 pool, and migrations.
//!
//! Diesel's `MultiConnection` lets every query be written once. Its derived
//! `establish` tries each backend in turn and swallows the errors (SQLite
//! accepts almost any string as a file name), so the pool uses its own
//! manager that picks the backend from the URL scheme and reports the real
//! error.

use std::borrow::Cow;
use std::time::{Duration, Instant};

use accounts_domain::repository::{Connections, Reachability, RepoError, RepoResult};
use accounts_domain::shared_signals::{Initiator, current_initiator};
use diesel::connection::SimpleConnection;
use diesel::connection::TransactionManager;
use diesel::r2d2::{ManageConnection, Pool, PooledConnection};
use diesel::{Connection, ConnectionError, PgConnection, SqliteConnection};
use diesel_migrations::{EmbeddedMigrations, MigrationHarness, embed_migrations};

use crate::errors::map_error;

const POSTGRES_MIGRATIONS: EmbeddedMigrations = embed_migrations!("../../migrations/postgres");
const SQLITE_MIGRATIONS: EmbeddedMigrations = embed_migrations!("../../migrations/sqlite");
/// The advisory lock migrations hold on PostgreSQL ("accounts" in ASCII).
const MIGRATION_LOCK: i64 = 0x6163_636f_756e_7473;

/// A connection to either backend.
#[derive(diesel::MultiConnection)]
pub(crate) enum DbConnection {
    Postgres(PgConnection),
    Sqlite(SqliteConnection),
}

impl DbConnection {
    /// `sql`, written with PostgreSQL's numbered parameters (`$1`), as this
    /// connection's backend reads it: SQLite numbers them `?1`. So a raw
    /// statement is written once for both backends, with no `$` but its
    /// parameters'.
    pub(crate) fn numbered<'a>(&self, sql: &'a str) -> Cow<'a, str> {
        match self {
            DbConnection::Postgres(_) => Cow::Borrowed(sql),
            DbConnection::Sqlite(_) => Cow::Owned(sql.replace('$', "?")),
        }
    }
}

/// Which database engine a [`Database`] talks to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    /// An embedded SQLite file.
    Sqlite,
    /// A PostgreSQL server.
    Postgres,
}

#[derive(Debug, Clone)]
pub(crate) enum Target {
    Sqlite(String),
    Postgres(String),
}

impl Target {
    /// Reads a database URL. Errors never echo the URL: it may hold a password.
    pub(crate) fn parse(url: &str) -> Result<Self, RepoError> {
        if url == "sqlite::memory:" {
            return Ok(Target::Sqlite(":memory:".into()));
        }
        if let Some(path) = url.strip_prefix("sqlite://") {
            if path.is_empty() {
                return Err(RepoError::Unavailable(
                    "a sqlite:// URL needs a file path".into(),
                ));
            }
            return Ok(Target::Sqlite(path.into()));
        }
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            return Ok(Target::Postgres(url.into()));
        }
        Err(RepoError::Unavailable(
            "unsupported database URL: expected sqlite://PATH, sqlite::memory: or postgres://..."
                .into(),
        ))
    }

    fn backend(&self) -> Backend {
        match self {
            Target::Sqlite(_) => Backend::Sqlite,
            Target::Postgres(_) => Backend::Postgres,
        }
    }
}

/// Settings that apply to every connection of a SQLite database: a busy
/// timeout so concurrent writers wait instead of failing (first, because
/// switching a new file to WAL takes a lock another connection may hold),
/// WAL so readers never block the writer, foreign keys (off by default in
/// SQLite), and a page cache of 1 MiB instead of 2 (each pooled connection
/// keeps its own; the operating system caches the file for all of them).
const SQLITE_PRAGMAS: &str = "PRAGMA busy_timeout = 10000; \
     PRAGMA journal_mode = WAL; \
     PRAGMA foreign_keys = ON; \
     PRAGMA synchronous = NORMAL; \
     PRAGMA cache_size = -1024;";

/// A pooled connection that was used this recently is handed out without
/// the `SELECT 1` check: under load that check was every other round trip.
/// A connection that fails for want of a server is discarded instead (see
/// [`Pooled::broken`]); one idle for longer is checked, so after a database
/// restart no request meets a dead connection.
const CHECK_AFTER_IDLE: Duration = Duration::from_millis(250);

/// How long the readiness check waits for a connection: a database that
/// went away must turn the instance unready within about a second, not
/// after the connect timeout.
const PING_WAIT: Duration = Duration::from_millis(800);

/// A connection as the pool keeps it.
pub(crate) struct Pooled {
    connection: DbConnection,
    /// When the pool last took it back.
    returned_at: Option<Instant>,
    /// A query on it failed in a way that means the server is gone or the
    /// session is unusable: the pool drops it instead of reusing it.
    broken: bool,
}

#[derive(Debug)]
struct Manager {
    target: Target,
}

impl ManageConnection for Manager {
    type Connection = Pooled;
    type Error = ConnectionError;

    fn connect(&self) -> Result<Pooled, ConnectionError> {
        let connection = match &self.target {
            Target::Postgres(url) => PgConnection::establish(url).map(DbConnection::Postgres)?,
            Target::Sqlite(path) => {
                let mut connection = SqliteConnection::establish(path)?;
                connection
                    .batch_execute(SQLITE_PRAGMAS)
                    .map_err(ConnectionError::CouldntSetupConfiguration)?;
                DbConnection::Sqlite(connection)
            }
        };
        Ok(Pooled {
            connection,
            returned_at: None,
            broken: false,
        })
    }

    fn is_valid(&self, pooled: &mut Pooled) -> Result<(), ConnectionError> {
        if pooled
            .returned_at
            .is_some_and(|at| at.elapsed() < CHECK_AFTER_IDLE)
        {
            return Ok(());
        }
        pooled
            .connection
            .batch_execute("SELECT 1")
            .map_err(ConnectionError::CouldntSetupConfiguration)
    }

    fn has_broken(&self, pooled: &mut Pooled) -> bool {
        pooled.returned_at = Some(Instant::now());
        pooled.broken
            || <DbConnection as Connection>::TransactionManager::is_broken_transaction_manager(
                &mut pooled.connection,
            )
    }
}

/// Pool settings.
#[derive(Debug, Clone, Copy)]
pub struct DatabaseOptions {
    /// Most connections open at once (SQLite `:memory:` always uses one).
    pub max_connections: u32,
    /// How long a caller waits for a connection before `Unavailable`.
    pub connect_timeout: Duration,
}

impl Default for DatabaseOptions {
    fn default() -> Self {
        Self {
            max_connections: 10,
            connect_timeout: Duration::from_secs(5),
        }
    }
}

/// A pool of connections to one database; implements every repository trait.
#[derive(Clone)]
pub struct Database {
    pool: Pool<Manager>,
    backend: Backend,
    /// Shared by the clones: proofs from every request go into one queue.
    proofs: std::sync::Arc<crate::proof_batches::ProofBatches>,
}

impl std::fmt::Debug for Database {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Database")
            .field("backend", &self.backend)
            .field("state", &self.pool.state())
            .finish()
    }
}

/// Logs failed connection attempts at most once a second, as warnings.
/// During an outage or a failover every request tries to connect (hundreds
/// a second); each answers 503, and one line a second says why.
#[derive(Debug, Default)]
struct ConnectErrorLog {
    last: std::sync::Mutex<Option<(Instant, u64)>>,
}

impl<E: std::fmt::Display> diesel::r2d2::HandleError<E> for ConnectErrorLog {
    fn handle_error(&self, error: E) {
        let mut last = self
            .last
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let now = Instant::now();
        match &mut *last {
            Some((at, skipped)) if now.duration_since(*at) < Duration::from_secs(1) => {
                *skipped += 1;
            }
            _ => {
                let skipped = last.map_or(0, |(_, skipped)| skipped);
                log::warn!("database connection failed: {error} ({skipped} more not shown)");
                *last = Some((now, 0));
            }
        }
    }
}

impl Database {
    /// Connects to `url` (`sqlite://PATH`, `sqlite::memory:`,
    /// `postgres://...`) and checks that one connection works. A wrong URL,
    /// an unreachable server or an unopenable file is `Unavailable`.
    pub fn connect(url: &str, options: DatabaseOptions) -> Result<Self, RepoError> {
        let target = Target::parse(url)?;
        let backend = target.backend();
        // Each :memory: connection would be its own empty database.
        let max_size = match &target {
            Target::Sqlite(path) if path == ":memory:" => 1,
            _ => options.max_connections.max(1),
        };
        let pool = Pool::builder()
            .max_size(max_size)
            .min_idle(Some(0))
            .connection_timeout(options.connect_timeout)
            .error_handler(Box::new(ConnectErrorLog::default()))
            .build_unchecked(Manager { target });
        let database = Self {
            pool,
            backend,
            proofs: std::sync::Arc::default(),
        };
        database.conn()?;
        Ok(database)
    }

    /// Which engine this is.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Applies pending migrations; returns how many ran. On PostgreSQL
    /// under an advisory lock held for the run.
    pub fn migrate(&self) -> Result<usize, RepoError> {
        let mut pooled = self.conn()?;
        let applied = match &mut pooled.connection {
            // Instances starting together (a rolling restart, two units
            // on one database) take turns: the second finds nothing
            // pending instead of failing on the first one's tables.
            DbConnection::Postgres(c) => {
                c.batch_execute(&format!("SELECT pg_advisory_lock({MIGRATION_LOCK})"))
                    .map_err(|e| RepoError::Other(format!("migration lock: {e}")))?;
                let applied = c
                    .run_pending_migrations(POSTGRES_MIGRATIONS)
                    .map(|v| v.len());
                let unlocked =
                    c.batch_execute(&format!("SELECT pg_advisory_unlock({MIGRATION_LOCK})"));
                if let Err(e) = unlocked {
                    log::warn!("migration lock not released (it ends with the connection): {e}");
                }
                applied
            }
            DbConnection::Sqlite(c) => c.run_pending_migrations(SQLITE_MIGRATIONS).map(|v| v.len()),
        };
        applied.map_err(|e| RepoError::Other(format!("migration failed: {e}")))
    }

    /// Runs `SELECT 1`, waiting at most [`PING_WAIT`] for a connection.
    pub(crate) fn ping(&self) -> Result<(), RepoError> {
        let mut pooled = self
            .pool
            .get_timeout(PING_WAIT)
            .map_err(|e| RepoError::Unavailable(e.to_string()))?;
        let result = pooled.connection.batch_execute("SELECT 1");
        settle(&mut pooled, result)
    }

    /// The queue of DPoP proofs waiting for their batch.
    pub(crate) fn proof_batches(&self) -> &crate::proof_batches::ProofBatches {
        &self.proofs
    }

    /// The pool's connections now.
    pub(crate) fn connections(&self) -> Connections {
        let state = self.pool.state();
        Connections {
            in_use: state.connections.saturating_sub(state.idle_connections),
            idle: state.idle_connections,
        }
    }

    /// A pooled connection, or `Unavailable` after the connect timeout.
    fn conn(&self) -> Result<PooledConnection<Manager>, RepoError> {
        self.pool
            .get()
            .map_err(|e| RepoError::Unavailable(e.to_string()))
    }

    /// Runs `f` on a pooled connection, mapping Diesel's errors.
    pub(crate) fn with<T>(
        &self,
        f: impl FnOnce(&mut DbConnection) -> diesel::QueryResult<T>,
    ) -> Result<T, RepoError> {
        let mut pooled = self.conn()?;
        let result = match current_initiator() {
            None => f(&mut pooled.connection),
            Some(who) => pooled.connection.transaction(|c| attributed(c, who, f)),
        };
        settle(&mut pooled, result)
    }

    /// Runs `f` in a transaction. On SQLite, every write transaction here
    /// begins with a write statement, so it takes the write lock (waiting on
    /// the busy timeout) before it reads anything and cannot hit a stale
    /// snapshot.
    pub(crate) fn transaction<T>(
        &self,
        f: impl FnOnce(&mut DbConnection) -> diesel::QueryResult<T>,
    ) -> Result<T, RepoError> {
        let mut pooled = self.conn()?;
        let result = match current_initiator() {
            None => pooled.connection.transaction(f),
            Some(who) => pooled.connection.transaction(|c| attributed(c, who, f)),
        };
        settle(&mut pooled, result)
    }
}

impl Database {
    /// Like [`Database::transaction`], but `f` may undo everything it
    /// wrote by answering `Err(undone)`: the transaction rolls back and
    /// `undone` is the answer.
    pub(crate) fn transaction_or_undo<T, U>(
        &self,
        f: impl FnOnce(&mut DbConnection) -> diesel::QueryResult<Result<T, U>>,
    ) -> Result<Result<T, U>, RepoError> {
        let mut pooled = self.conn()?;
        let mut undone = None;
        let result = pooled
            .connection
            .transaction(|c| match attributed_if_any(c, f)? {
                Ok(value) => Ok(value),
                Err(u) => {
                    undone = Some(u);
                    Err(diesel::result::Error::RollbackTransaction)
                }
            });
        match (result, undone) {
            (Err(diesel::result::Error::RollbackTransaction), Some(u)) => Ok(Err(u)),
            (result, _) => settle(&mut pooled, result).map(Ok),
        }
    }
}

/// Runs `f` inside the caller's transaction with its changes attributed
/// to `who`: the security events' triggers read it (migration 39) and
/// the mark ends with the transaction, so no other change sees it.
fn attributed<T>(
    c: &mut DbConnection,
    who: Initiator,
    f: impl FnOnce(&mut DbConnection) -> diesel::QueryResult<T>,
) -> diesel::QueryResult<T> {
    use diesel::RunQueryDsl;
    match c {
        DbConnection::Postgres(pg) => {
            diesel::sql_query("SELECT set_config('accounts.initiator', $1, true)")
                .bind::<diesel::sql_types::Text, _>(who.as_str())
                .execute(pg)?;
            f(c)
        }
        DbConnection::Sqlite(lite) => {
            diesel::sql_query("INSERT INTO change_initiator (initiator) VALUES (?)")
                .bind::<diesel::sql_types::Text, _>(who.as_str())
                .execute(lite)?;
            let result = f(c)?;
            if let DbConnection::Sqlite(lite) = c {
                diesel::sql_query("DELETE FROM change_initiator").execute(lite)?;
            }
            Ok(result)
        }
    }
}

/// [`attributed`] when this thread's changes are someone's, else `f`.
fn attributed_if_any<T>(
    c: &mut DbConnection,
    f: impl FnOnce(&mut DbConnection) -> diesel::QueryResult<T>,
) -> diesel::QueryResult<T> {
    match current_initiator() {
        None => f(c),
        Some(who) => attributed(c, who, f),
    }
}

/// Maps a query's result; a connection whose query found no server is
/// marked broken, so that the pool drops it.
fn settle<T>(
    pooled: &mut PooledConnection<Manager>,
    result: diesel::QueryResult<T>,
) -> Result<T, RepoError> {
    result.map_err(|e| {
        let error = map_error(e);
        if matches!(error, RepoError::Unavailable(_)) {
            pooled.broken = true;
        }
        error
    })
}

/// Health checks ask the database through the domain's port.
impl Reachability for Database {
    fn ping(&self) -> RepoResult<()> {
        Database::ping(self)
    }

    fn connections(&self) -> Connections {
        Database::connections(self)
    }
}
