//! How the operator console admits operators (docs/decisions.md,
//! "Operator console"); the rules that read it are in
//! `use_cases/console/access.rs`.

use time::Duration;

/// How the console admits operators (`[console]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ConsolePolicy {
    /// Every operator signs in with a second factor
    /// (`console.require_second_factor`).
    pub require_second_factor: bool,
    /// A session whose console was idle this long signs in again to open
    /// it (`console.idle_minutes`); the session itself is not ended.
    pub idle: Duration,
}

impl Default for ConsolePolicy {
    fn default() -> Self {
        Self {
            require_second_factor: true,
            idle: Duration::minutes(30),
        }
    }
}
