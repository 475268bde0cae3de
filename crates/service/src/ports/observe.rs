//! What the use cases report as they finish, for metrics: tokens issued,
//! sign-in outcomes, verify-token verdicts. The service calls an
//! [`Observer`]; the HTTP crate's counts them for Prometheus, and
//! [`Unobserved`] ignores them (the CLI, tests).

use crate::ports::mail::MailKind;
use accounts_domain::codes::ResultCode;

/// What was issued.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum IssuedKind {
    /// An authorization code.
    AuthorizationCode,
    /// An access token.
    AccessToken,
    /// A refresh token.
    RefreshToken,
    /// An id_token.
    IdToken,
}

impl IssuedKind {
    /// Every kind, for registering metrics up front.
    pub const ALL: [IssuedKind; 4] = [
        IssuedKind::AuthorizationCode,
        IssuedKind::AccessToken,
        IssuedKind::RefreshToken,
        IssuedKind::IdToken,
    ];

    /// A label value.
    pub fn as_str(self) -> &'static str {
        match self {
            IssuedKind::AuthorizationCode => "authorization_code",
            IssuedKind::AccessToken => "access_token",
            IssuedKind::RefreshToken => "refresh_token",
            IssuedKind::IdToken => "id_token",
        }
    }
}

/// How a sign-in ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SignInOutcome {
    /// The password was right: a session was opened.
    Success,
    /// The password was right; a second factor is asked for.
    SecondFactorRequired,
    /// Unknown email, wrong password or disabled user.
    InvalidCredentials,
    /// Throttled.
    RateLimited,
    /// The address's domain signs in through its organization's provider.
    SsoRequired,
    /// Every password-hashing permit stayed taken.
    Busy,
    /// Storage failed.
    Failed,
}

impl SignInOutcome {
    /// Every outcome, for registering metrics up front.
    pub const ALL: [SignInOutcome; 7] = [
        SignInOutcome::Success,
        SignInOutcome::SecondFactorRequired,
        SignInOutcome::InvalidCredentials,
        SignInOutcome::RateLimited,
        SignInOutcome::SsoRequired,
        SignInOutcome::Busy,
        SignInOutcome::Failed,
    ];

    /// A label value.
    pub fn as_str(self) -> &'static str {
        match self {
            SignInOutcome::Success => "success",
            SignInOutcome::SecondFactorRequired => "second_factor_required",
            SignInOutcome::InvalidCredentials => "invalid_credentials",
            SignInOutcome::RateLimited => "rate_limited",
            SignInOutcome::SsoRequired => "sso_required",
            SignInOutcome::Busy => "busy",
            SignInOutcome::Failed => "failed",
        }
    }
}

/// What became of a mail to a user.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MailOutcome {
    /// Handed to the mail server (or written to dev mode's outbox).
    Sent,
    /// A passing failure: it is tried again later.
    Retried,
    /// Refused for good (a 5xx reply) or given up after its retries.
    Failed,
    /// Never tried: the queue (or the retry list) was full.
    Dropped,
}

impl MailOutcome {
    /// Every outcome, for registering metrics up front.
    pub const ALL: [MailOutcome; 4] = [
        MailOutcome::Sent,
        MailOutcome::Retried,
        MailOutcome::Failed,
        MailOutcome::Dropped,
    ];

    /// A label value.
    pub fn as_str(self) -> &'static str {
        match self {
            MailOutcome::Sent => "sent",
            MailOutcome::Retried => "retried",
            MailOutcome::Failed => "failed",
            MailOutcome::Dropped => "dropped",
        }
    }
}

/// Receives what the use cases report. Called on the request's thread:
/// an implementation must be cheap and must not block.
pub trait Observer: Send + Sync {
    /// `count` of `kind` were issued.
    fn issued(&self, kind: IssuedKind, count: u64);
    /// A sign-in ended with `outcome`.
    fn signed_in(&self, outcome: SignInOutcome);
    /// verify-token answered `verdict` (`VERIFICATION_SUCCESS`,
    /// `INVALID_TOKEN` or `EXPIRED_TOKEN`).
    fn verified(&self, verdict: ResultCode);
    /// A mail of `kind` was delivered, retried, failed or dropped (called
    /// from the mail sender's thread).
    fn mailed(&self, kind: MailKind, outcome: MailOutcome) {
        let _ = (kind, outcome);
    }
}

/// An observer that ignores everything.
#[derive(Debug, Clone, Copy, Default)]
pub struct Unobserved;

impl Observer for Unobserved {
    fn issued(&self, _kind: IssuedKind, _count: u64) {}
    fn signed_in(&self, _outcome: SignInOutcome) {}
    fn verified(&self, _verdict: ResultCode) {}
}

/// Where the HTTP face reports each answered request, and where the
/// metrics exposition comes from (the server's Prometheus registry). Plain
/// values only: the route template (never a raw path), a method label of
/// a fixed set, the status.
pub trait RequestMetrics: Send + Sync {
    /// Counts one answered request and its latency.
    fn request(&self, route: &str, method: &'static str, status: u16, took: std::time::Duration);
    /// The exposition text, with the database pool's state as of now.
    fn render(&self, pool: accounts_domain::repository::Connections) -> Result<String, String>;
}
