//! The throttles' policies: how many failures (or requests) each counts
//! before a lockout, and the lockout's first length (it doubles with each
//! further failure, at most 15 minutes; `throttle.rs`). The sign-in
//! throttle's own numbers are configuration (`login.max_failures`,
//! `login.lockout_secs`).

use time::Duration;

/// Failed device-code entries per user before a lockout.
pub(crate) const DEVICE_ENTRY_FAILURES_PER_USER: u32 = 10;
/// Failed device-code entries per client address before a lockout: many
/// people behind one address (an office, a campus) must not lock each
/// other out, so it is ten times the per-user bound.
pub(crate) const DEVICE_ENTRY_FAILURES_PER_IP: u32 = 100;
/// The first lockout of device-code entry.
pub(crate) const DEVICE_ENTRY_LOCKOUT: Duration = Duration::seconds(30);

/// Registrations, reset requests and resets from one IP within 15
/// minutes before a lockout.
pub(crate) const ACCOUNT_REQUESTS_PER_IP: u32 = 20;
/// The first lockout of an IP's account requests.
pub(crate) const ACCOUNT_REQUESTS_LOCKOUT: Duration = Duration::minutes(1);

/// Passkey sign-in options (each stores a ceremony) from one IP within
/// 15 minutes before a lockout: every login page asks once, so an office
/// behind one address has room; a flood of stored ceremonies has not.
pub(crate) const PASSKEY_OPTIONS_PER_IP: u32 = 1000;
/// The first lockout of an IP's passkey options.
pub(crate) const PASSKEY_OPTIONS_LOCKOUT: Duration = Duration::minutes(1);

/// Wrong second factors (TOTP codes, recovery codes, passkeys offered as
/// the second step) per account before its second step locks, whatever
/// the IP and the `mfaToken`: a right password reaches the second step
/// as often as the attacker who has it likes, so only the account can
/// count the guesses (docs/decisions.md, "Second factors"). The sign-in
/// throttle's `login.max_failures` lowers it, never raises it.
pub(crate) const SECOND_FACTOR_FAILURES: u32 = 5;
/// The first lockout of an account's second step.
pub(crate) const SECOND_FACTOR_LOCKOUT: Duration = Duration::minutes(1);
