//! Change notices between instances on PostgreSQL: the database announces
//! every committed change that the service's caches hold (a session ended,
//! a user or client changed, a token revoked, a key rotated) on one
//! channel, from triggers (migration 19), and each instance listens on a
//! connection of its own and refreshes at once. SQLite serves one instance
//! and has none (docs/decisions.md, "Caches and several instances").

use std::time::{Duration, Instant};

use diesel::pg::PgConnection;
use diesel::{Connection, RunQueryDsl};

use accounts_domain::repository::RepoError;

use crate::connection::Target;

/// The channel the triggers notify.
pub const CHANNEL: &str = "accounts_changes";
/// The channel that security events' triggers notify (migration 39).
pub const SECURITY_EVENTS_CHANNEL: &str = "accounts_ssf";
/// How often a waiting listener looks at its socket.
const POLL: Duration = Duration::from_millis(5);

/// What a wait for change notices saw.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Notice {
    /// Another instance (or this one) committed a change.
    Changed,
    /// Nothing in the whole wait.
    Quiet,
    /// The listening connection was (re)opened: notices may have been
    /// missed meanwhile, so everything should be read again.
    Reconnected,
}

/// A channel, and what its notices call.
type Bell = (&'static str, Box<dyn Fn() + Send>);

/// A connection that listens for change notices.
pub struct ChangeListener {
    url: String,
    /// Another channel whose notices ring a bell instead of counting as
    /// changes (security events waking long polls and the pusher).
    bell: Option<Bell>,
    connection: Option<PgConnection>,
}

impl std::fmt::Debug for ChangeListener {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The URL may hold a password.
        f.debug_struct("ChangeListener")
            .field("connected", &self.connection.is_some())
            .finish()
    }
}

impl ChangeListener {
    /// A listener for a PostgreSQL URL; `None` for SQLite. It connects on
    /// the first [`ChangeListener::wait`].
    pub fn for_url(url: &str) -> Option<Self> {
        match Target::parse(url) {
            Ok(Target::Postgres(url)) => Some(Self {
                url,
                bell: None,
                connection: None,
            }),
            _ => None,
        }
    }

    /// Listens on `channel` too, on the same connection: its notices call
    /// `ring` (and so does a reconnection, which may have missed some).
    pub fn with_bell(mut self, channel: &'static str, ring: impl Fn() + Send + 'static) -> Self {
        self.bell = Some((channel, Box::new(ring)));
        self
    }

    /// Waits at most `timeout` for a change notice. A broken connection is
    /// an error; the next wait reconnects and answers
    /// [`Notice::Reconnected`].
    pub fn wait(&mut self, timeout: Duration) -> Result<Notice, RepoError> {
        let Some(connection) = self.connection.as_mut() else {
            let mut connection = PgConnection::establish(&self.url)
                .map_err(|e| RepoError::Unavailable(format!("change listener: {e}")))?;
            let channels = [Some(CHANNEL), self.bell.as_ref().map(|(c, _)| *c)];
            for channel in channels.into_iter().flatten() {
                diesel::sql_query(format!("LISTEN {channel}"))
                    .execute(&mut connection)
                    .map_err(|e| RepoError::Unavailable(format!("change listener: {e}")))?;
            }
            if let Some((_, ring)) = &self.bell {
                ring();
            }
            self.connection = Some(connection);
            return Ok(Notice::Reconnected);
        };
        let deadline = Instant::now() + timeout;
        let outcome = loop {
            match pending(connection, self.bell.as_ref()) {
                Ok(true) => break Ok(Notice::Changed),
                Ok(false) if Instant::now() >= deadline => {
                    // A connection that died without a word answers
                    // nothing: ask it.
                    break diesel::sql_query("SELECT 1")
                        .execute(connection)
                        .map(|_| Notice::Quiet);
                }
                Ok(false) => std::thread::sleep(POLL),
                Err(e) => break Err(e),
            }
        };
        outcome.map_err(|e| {
            self.connection = None;
            RepoError::Unavailable(format!("change listener: {e}"))
        })
    }
}

/// Whether change notices arrived (all are read: one refresh covers
/// them); the bell's rings at once.
fn pending(
    connection: &mut PgConnection,
    bell: Option<&Bell>,
) -> Result<bool, diesel::result::Error> {
    let mut changed = false;
    let mut rung = false;
    for notice in connection.notifications_iter() {
        match (notice?, bell) {
            (notice, Some((channel, _))) if notice.channel == *channel => rung = true,
            _ => changed = true,
        }
    }
    if let (true, Some((_, ring))) = (rung, bell) {
        ring();
    }
    Ok(changed)
}
