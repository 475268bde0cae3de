//! Operators of the console and what the console reads at scale: roles,
//! the users search, and the overview's counts (docs/decisions.md,
//! "Operator console").

use time::OffsetDateTime;

use crate::store::errors::RepoResult;
use crate::store::users::UserRecord;
use crate::values::ids::{SessionId, UserId};

/// What an operator may do in the console. A user without a role is no
/// operator: the console refuses them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    /// Everything.
    Admin,
    /// Users (read, disable and enable, sign out everywhere, reset second
    /// factors, resend the verification mail) and the audit trail (read).
    Support,
    /// Every console page, read-only.
    Viewer,
}

impl Role {
    /// Every role, most rights first.
    pub const ALL: [Role; 3] = [Role::Admin, Role::Support, Role::Viewer];

    /// The stored (and answered) name.
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Admin => "admin",
            Role::Support => "support",
            Role::Viewer => "viewer",
        }
    }

    /// Parses a stored name.
    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|r| r.as_str() == s)
    }

    /// A role as the API and the CLI name it: `"none"` for no role.
    pub fn name_of(role: Option<Role>) -> &'static str {
        role.map_or("none", Role::as_str)
    }

    /// Parses what an operator typed: a role, or `"none"` for no role;
    /// `Err` for anything else.
    pub fn choice(s: &str) -> Result<Option<Role>, UnknownRole> {
        match s {
            "none" => Ok(None),
            other => Role::parse(other).map(Some).ok_or(UnknownRole),
        }
    }
}

/// A role name that is none of `admin`, `support`, `viewer` and `none`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("the role must be admin, support, viewer or none")]
pub struct UnknownRole;

/// One page of the console's users list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserSearch {
    /// Users whose id is this, or whose address, or a word of whose name
    /// (the name from that word on), starts with it, whatever the case;
    /// `None` for every user.
    pub prefix: Option<String>,
    /// Only users after this id (the previous page's last).
    pub after: Option<UserId>,
    /// At most this many.
    pub limit: u32,
}

/// Sign-ins of one hour, by outcome: the overview's chart.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct HourOfSignIns {
    /// The hour's start.
    pub hour: i64,
    /// Sessions started (password, passkey, provider).
    pub succeeded: u64,
    /// Wrong addresses, passwords and second factors.
    pub failed: u64,
}

/// The overview's figures.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ConsoleCounts {
    /// Every account.
    pub users: u64,
    /// Sessions neither ended nor idle past the account-token lifetime.
    pub live_sessions: u64,
    /// Throttle keys locked now (a sign-in address from one IP, an
    /// account's second step, ...).
    pub lockouts: u64,
    /// Webhook deliveries that failed for good, or whose last attempt failed.
    pub failing_deliveries: u64,
    /// Sign-ins since the asked instant, per hour (Unix hours), oldest first.
    pub sign_ins: Vec<HourOfSignIns>,
}

/// Console roles, and the console's reads.
pub trait OperatorRepository: Send + Sync {
    /// The user's role, `None` for none.
    fn role_of(&self, user: UserId) -> RepoResult<Option<Role>>;
    /// Sets (or, with `None`, removes) the user's role; `NotFound` when
    /// there is no such user.
    fn set_role(&self, user: UserId, role: Option<Role>, now: OffsetDateTime) -> RepoResult<()>;
    /// When the session last opened a console page, if it ever did.
    fn console_seen(&self, session: SessionId) -> RepoResult<Option<OffsetDateTime>>;
    /// Records that the session opened a console page at `now`.
    fn note_console_seen(&self, session: SessionId, now: OffsetDateTime) -> RepoResult<()>;
    /// One page of users in id order (oldest first), answered from indexes.
    fn search_users(&self, search: &UserSearch) -> RepoResult<Vec<UserRecord>>;
    /// The overview's figures at `now`: sessions seen since `live_since`
    /// count as live, sign-ins since `sign_ins_since` are counted.
    fn console_counts(
        &self,
        now: OffsetDateTime,
        live_since: OffsetDateTime,
        sign_ins_since: OffsetDateTime,
    ) -> RepoResult<ConsoleCounts>;
}
