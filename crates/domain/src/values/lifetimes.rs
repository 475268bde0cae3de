//! How long what the service issues lives.

use time::Duration;

/// Token lifetimes (docs/decisions.md, "Tokens and verification").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lifetimes {
    /// Access token: 1 hour by default.
    pub access: Duration,
    /// id_token: 1 hour by default.
    pub id_token: Duration,
    /// Refresh token: 30 days by default.
    pub refresh: Duration,
    /// How long a rotated refresh token keeps working after its first
    /// use: 30 seconds by default, so a lost response does not sign the
    /// user out.
    pub refresh_grace: Duration,
    /// Authorization code: 60 seconds by default.
    pub code: Duration,
    /// Account token (the device API's bearer, the browser's session
    /// cookie): 30 days by default, counted from the session's last
    /// recorded activity, so it slides with use.
    pub account: Duration,
}

impl Default for Lifetimes {
    fn default() -> Self {
        Self {
            access: Duration::hours(1),
            id_token: Duration::hours(1),
            refresh: Duration::days(30),
            refresh_grace: Duration::seconds(30),
            code: Duration::seconds(60),
            account: Duration::days(30),
        }
    }
}

impl Lifetimes {
    /// The longest lifetime of a signed token: how long a retired key must
    /// keep verifying.
    pub fn longest_signed(&self) -> Duration {
        self.access.max(self.id_token)
    }
}
