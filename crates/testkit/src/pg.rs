//! A throwaway PostgreSQL cluster, one per test process, and a fresh
//! database per test.
//!
//! The cluster starts on first use: `initdb` into a temporary directory and
//! `pg_ctl start` listening only on a Unix socket in that directory (no TCP
//! port, so parallel test processes cannot collide), with fsync off. When
//! the tests run as root it runs as the `postgres` system user (or `nobody`)
//! through `setpriv`, because PostgreSQL refuses to run as root.
//!
//! Clean-up does not rely on destructors (statics are never dropped): a small
//! watchdog shell, in its own process group, waits for the test process to
//! end however it ends (normal exit, panic, signal), then stops the cluster
//! and deletes the directory.
//!
//! `ACCOUNTS_TEST_DATABASE_URL=postgres://...` uses an existing server
//! instead; each test still gets its own database there (the role needs
//! CREATEDB).

use std::fs;
use std::os::unix::fs::{PermissionsExt, chown};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Instant;

use diesel::{Connection, PgConnection, RunQueryDsl};

/// The environment variable naming an existing server to use instead.
pub const EXTERNAL_URL_VAR: &str = "ACCOUNTS_TEST_DATABASE_URL";

/// Where the per-test databases live.
#[derive(Debug)]
enum Server {
    /// Our own cluster, reached through its socket directory.
    Throwaway {
        socket_dir: PathBuf,
        bin: PathBuf,
        user: Option<(u32, u32)>,
    },
    /// An existing server given by URL.
    External { url: url::Url },
}

impl Server {
    fn url_for(&self, database: &str) -> String {
        match self {
            Server::Throwaway { socket_dir, .. } => {
                format!(
                    "postgresql://postgres@/{database}?host={}",
                    socket_dir.display()
                )
            }
            Server::External { url } => {
                let mut url = url.clone();
                url.set_path(&format!("/{database}"));
                url.to_string()
            }
        }
    }

    fn admin_url(&self) -> String {
        match self {
            Server::Throwaway { .. } => self.url_for("postgres"),
            Server::External { url } => url.to_string(),
        }
    }
}

static SERVER: OnceLock<Result<Server, String>> = OnceLock::new();
static NEXT_DATABASE: AtomicU32 = AtomicU32::new(0);

/// How long the cluster took to start (initdb + start), when this process
/// started one; for the curious and for the closing notes.
static STARTUP_MILLIS: OnceLock<u128> = OnceLock::new();

/// A database that exists for one test; dropped (with force) on drop.
#[derive(Debug)]
pub struct TestDatabase {
    name: String,
    url: String,
}

impl TestDatabase {
    /// Creates a fresh, empty database.
    ///
    /// # Panics
    /// When no PostgreSQL can be found or started: the message says what to
    /// install or which variable to set. Tests never skip silently.
    #[allow(clippy::panic)]
    pub fn new() -> Self {
        let server = match SERVER.get_or_init(start_server) {
            Ok(server) => server,
            Err(message) => panic!("{message}"),
        };
        let name = format!(
            "accounts_test_{}_{}",
            std::process::id(),
            NEXT_DATABASE.fetch_add(1, Ordering::SeqCst)
        );
        let created = PgConnection::establish(&server.admin_url())
            .map_err(|e| e.to_string())
            .and_then(|mut admin| {
                diesel::sql_query(format!("CREATE DATABASE \"{name}\""))
                    .execute(&mut admin)
                    .map_err(|e| e.to_string())
            });
        if let Err(e) = created {
            panic!("could not create test database {name}: {e}");
        }
        Self {
            url: server.url_for(&name),
            name,
        }
    }

    /// The database URL.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Takes the database away as an outage would: stops the throwaway
    /// cluster (every database of this test process goes with it, so a
    /// test that calls this should be alone in its test binary), or, on
    /// an external server, refuses new connections to this database and
    /// ends its sessions. [`TestDatabase::bring_back`] undoes it.
    pub fn take_away(&self) -> Result<(), String> {
        match server()? {
            Server::Throwaway {
                socket_dir,
                bin,
                user,
            } => run(
                bin,
                *user,
                socket_dir,
                "pg_ctl",
                &[
                    "-D".as_ref(),
                    socket_dir.join("data").as_os_str(),
                    "-m".as_ref(),
                    "fast".as_ref(),
                    "-w".as_ref(),
                    "-s".as_ref(),
                    "stop".as_ref(),
                ],
            ),
            Server::External { .. } => self.admin_sql(&[
                format!("ALTER DATABASE \"{}\" ALLOW_CONNECTIONS false", self.name),
                format!(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '{}'",
                    self.name
                ),
            ]),
        }
    }

    /// Brings the database back after [`TestDatabase::take_away`].
    pub fn bring_back(&self) -> Result<(), String> {
        match server()? {
            Server::Throwaway {
                socket_dir,
                bin,
                user,
            } => pg_ctl_start(bin, *user, socket_dir),
            Server::External { .. } => self.admin_sql(&[format!(
                "ALTER DATABASE \"{}\" ALLOW_CONNECTIONS true",
                self.name
            )]),
        }
    }

    fn admin_sql(&self, statements: &[String]) -> Result<(), String> {
        let mut admin =
            PgConnection::establish(&server()?.admin_url()).map_err(|e| e.to_string())?;
        for statement in statements {
            diesel::sql_query(statement)
                .execute(&mut admin)
                .map_err(|e| e.to_string())?;
        }
        Ok(())
    }
}

fn server() -> Result<&'static Server, String> {
    SERVER
        .get_or_init(start_server)
        .as_ref()
        .map_err(Clone::clone)
}

impl Default for TestDatabase {
    fn default() -> Self {
        Self::new()
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        // Best effort: the whole cluster goes away with the process anyway.
        if let Some(Ok(server)) = SERVER.get()
            && let Ok(mut admin) = PgConnection::establish(&server.admin_url())
        {
            let _ = diesel::sql_query(format!(
                "DROP DATABASE IF EXISTS \"{}\" WITH (FORCE)",
                self.name
            ))
            .execute(&mut admin);
        }
    }
}

/// Whether [`TestDatabase::new`] has a server to use: [`EXTERNAL_URL_VAR`]
/// is set, or PostgreSQL's server binaries are installed. Tests never ask
/// (they fail without one, with what to install); benchmarks ask, and skip
/// with a message.
pub fn server_available() -> bool {
    std::env::var_os(EXTERNAL_URL_VAR).is_some() || find_bindir().is_some()
}

/// Milliseconds the throwaway cluster took to start, if this process started one.
pub fn startup_millis() -> Option<u128> {
    STARTUP_MILLIS.get().copied()
}

fn start_server() -> Result<Server, String> {
    if let Ok(raw) = std::env::var(EXTERNAL_URL_VAR) {
        let url =
            url::Url::parse(&raw).map_err(|e| format!("{EXTERNAL_URL_VAR} is not a URL: {e}"))?;
        return Ok(Server::External { url });
    }
    let started = Instant::now();
    let bin = find_bindir().ok_or_else(|| {
        format!(
            "PostgreSQL server binaries (initdb, pg_ctl) were not found on PATH, via `pg_config --bindir`, \
             or under /usr/lib/postgresql/*/bin. Install them (Debian: `apt-get install postgresql`) \
             or point {EXTERNAL_URL_VAR} at an existing server (postgres://user@host/db, role with CREATEDB)."
        )
    })?;
    let dir = tempfile::Builder::new()
        .prefix("accounts-pg-")
        .tempdir()
        .map_err(|e| format!("cannot create a directory for the test cluster: {e}"))?
        .keep();
    let user = unprivileged_user()?;
    if let Some((uid, gid)) = user {
        chown(&dir, Some(uid), Some(gid)).map_err(|e| format!("chown {}: {e}", dir.display()))?;
    }
    fs::set_permissions(&dir, fs::Permissions::from_mode(0o755)).map_err(|e| e.to_string())?;
    spawn_watchdog(&dir, &bin, user)?;

    let data = dir.join("data");
    run(
        &bin,
        user,
        &dir,
        "initdb",
        &[
            "-D".as_ref(),
            data.as_os_str(),
            "-A".as_ref(),
            "trust".as_ref(),
            "-U".as_ref(),
            "postgres".as_ref(),
            "-E".as_ref(),
            "UTF8".as_ref(),
            "--locale=C".as_ref(),
            "--no-sync".as_ref(),
        ],
    )?;
    pg_ctl_start(&bin, user, &dir)?;
    let _ = STARTUP_MILLIS.set(started.elapsed().as_millis());
    Ok(Server::Throwaway {
        socket_dir: dir,
        bin,
        user,
    })
}

/// Starts the throwaway cluster in `dir` (also again after a stop).
fn pg_ctl_start(bin: &Path, user: Option<(u32, u32)>, dir: &Path) -> Result<(), String> {
    let data = dir.join("data");
    let log = dir.join("postgres.log");
    let options = format!(
        "-k {} -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300",
        dir.display()
    );
    let started_server = run(
        bin,
        user,
        dir,
        "pg_ctl",
        &[
            "-D".as_ref(),
            data.as_os_str(),
            "-l".as_ref(),
            log.as_os_str(),
            "-w".as_ref(),
            "-s".as_ref(),
            "-o".as_ref(),
            options.as_ref(),
            "start".as_ref(),
        ],
    );
    started_server.map_err(|e| {
        let tail = fs::read_to_string(&log).unwrap_or_default();
        format!("{e}\nserver log:\n{tail}")
    })
}

/// Runs a PostgreSQL program, as `user` when given; an error carries its output.
fn run(
    bin: &Path,
    user: Option<(u32, u32)>,
    cwd: &Path,
    program: &str,
    args: &[&std::ffi::OsStr],
) -> Result<(), String> {
    let mut command = privileged_command(&bin.join(program), user);
    // PostgreSQL tools resolve paths from the working directory, which must
    // be readable by the unprivileged user.
    command.args(args).current_dir(cwd).stdin(Stdio::null());
    let output = command
        .output()
        .map_err(|e| format!("cannot run {program}: {e}"))?;
    if output.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{program} failed ({}): {}{}",
            output.status,
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        ))
    }
}

fn privileged_command(program: &Path, user: Option<(u32, u32)>) -> Command {
    match user {
        Some((uid, gid)) => {
            let mut command = Command::new("setpriv");
            command
                .arg(format!("--reuid={uid}"))
                .arg(format!("--regid={gid}"))
                .arg("--clear-groups")
                .arg("--")
                .arg(program);
            command
        }
        None => Command::new(program),
    }
}

/// Waits in the background for this process to end, then stops the cluster
/// and deletes its directory. Its own process group keeps it alive through
/// a Ctrl-C aimed at the test run.
fn spawn_watchdog(dir: &Path, bin: &Path, user: Option<(u32, u32)>) -> Result<(), String> {
    let as_user = match user {
        Some((uid, gid)) => format!("setpriv --reuid={uid} --regid={gid} --clear-groups -- "),
        None => String::new(),
    };
    let script = format!(
        "while kill -0 {pid} 2>/dev/null; do sleep 0.2; done; \
         cd '{dir}' && {as_user}'{pg_ctl}' -D '{dir}/data' -m immediate -w -s stop >/dev/null 2>&1; \
         cd / && rm -rf '{dir}'",
        pid = std::process::id(),
        dir = dir.display(),
        pg_ctl = bin.join("pg_ctl").display(),
    );
    Command::new("sh")
        .arg("-c")
        .arg(script)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .process_group(0)
        .spawn()
        .map(drop)
        .map_err(|e| format!("cannot start the clean-up watchdog: {e}"))
}

/// `Some((uid, gid))` of the user to run PostgreSQL as when we are root.
fn unprivileged_user() -> Result<Option<(u32, u32)>, String> {
    let status = fs::read_to_string("/proc/self/status").map_err(|e| e.to_string())?;
    let is_root = status
        .lines()
        .find(|l| l.starts_with("Uid:"))
        .and_then(|l| l.split_whitespace().nth(1))
        == Some("0");
    if !is_root {
        return Ok(None);
    }
    for name in ["postgres", "nobody"] {
        if let (Some(uid), Some(gid)) = (id_of(name, "-u"), id_of(name, "-g")) {
            return Ok(Some((uid, gid)));
        }
    }
    Err(
        "running as root, and neither a `postgres` nor a `nobody` user exists to run PostgreSQL as"
            .into(),
    )
}

fn id_of(user: &str, flag: &str) -> Option<u32> {
    let output = Command::new("id").arg(flag).arg(user).output().ok()?;
    if !output.status.success() {
        return None;
    }
    String::from_utf8_lossy(&output.stdout).trim().parse().ok()
}

fn has_tools(dir: &Path) -> bool {
    dir.join("initdb").is_file() && dir.join("pg_ctl").is_file()
}

fn find_bindir() -> Option<PathBuf> {
    let on_path = std::env::var_os("PATH")
        .map(|path| std::env::split_paths(&path).collect::<Vec<_>>())
        .unwrap_or_default();
    if let Some(dir) = on_path.into_iter().find(|d| has_tools(d)) {
        // Follow symlinks (/usr/local/bin/initdb -> /usr/lib/postgresql/15/bin)
        // so pg_ctl finds the postgres binary beside it.
        let initdb = fs::canonicalize(dir.join("initdb")).ok()?;
        return initdb.parent().map(Path::to_path_buf);
    }
    let from_pg_config = Command::new("pg_config")
        .arg("--bindir")
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| PathBuf::from(String::from_utf8_lossy(&o.stdout).trim()));
    if let Some(dir) = from_pg_config.filter(|d| has_tools(d)) {
        return Some(dir);
    }
    let mut versions: Vec<(u32, PathBuf)> = fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(Result::ok)
        .filter_map(|entry| {
            let version = entry.file_name().to_string_lossy().parse::<u32>().ok()?;
            Some((version, entry.path().join("bin")))
        })
        .filter(|(_, dir)| has_tools(dir))
        .collect();
    versions.sort();
    versions.pop().map(|(_, dir)| dir)
}
