//! How sign-in by a mailed code behaves (`accounts.sign_in_codes`,
//! `login.code_minutes`, `login.code_mails_per_hour`; docs/decisions.md,
//! "Sign-in codes").

use time::Duration;

/// How sign-in by a mailed code behaves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SignInCodePolicy {
    /// Whether codes are offered at all.
    pub enabled: bool,
    /// How long a code and its link work.
    pub lifetime: Duration,
    /// The most code mails an address gets within an hour.
    pub mails_per_hour: u32,
}

impl Default for SignInCodePolicy {
    fn default() -> Self {
        Self {
            enabled: true,
            lifetime: Duration::minutes(10),
            mails_per_hour: 5,
        }
    }
}
