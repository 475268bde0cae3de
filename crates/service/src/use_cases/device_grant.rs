//! The device authorization grant (RFC 8628), for TVs, consoles and other
//! devices without a usable browser or keyboard.
//!
//! The device asks for a request ([`start_device_authorization`])
//! and shows the user a short `user_code` and where to type it. The user
//! signs in on a phone or computer, enters the code and approves or denies
//! ([`device_page`], [`device_form`]). Meanwhile the
//! device polls the token endpoint with its `device_code`
//! (`grants::device_code::poll`): `authorization_pending` until the user answers,
//! `slow_down` when it polls faster than its interval, then the tokens,
//! once, or `access_denied` / `expired_token`.
//!
//! An approved device gets a session of its own, with the device's user
//! agent and address and the approving sign-in's time, so the user sees
//! and ends it apart from the browser that approved it
//! (docs/decisions.md, "Device authorization grant").
//!
//! A user code has about 34.6 bits (8 of 20 letters), which is enough only
//! because guessing is throttled: failed entries count per user and per
//! client address, and a request lives ten minutes.

use time::{Duration, OffsetDateTime};

use crate::service::accounts::Accounts;
use crate::service::throttle::Throttled;
use crate::use_cases::browser_sign_in;
use crate::use_cases::browser_sign_in::SignInFailure;
use crate::use_cases::sessions::SignedInSession;
use crate::use_cases::sign_in::Attempt;
use accounts_domain::records::{
    AuditAction, AuditEvent, ClientRecord, DeviceAuthorizationRecord, DeviceDecision,
    DeviceRequester,
};
use accounts_domain::repository::RepoError;
use accounts_domain::scope::Scopes;
use accounts_domain::secrets::{PlainSecret, SecretDigest, random_bytes};

/// How long a request (both its codes) is accepted.
pub const LIFETIME: Duration = Duration::minutes(10);
/// The polling interval a device starts with.
pub const INTERVAL: Duration = Duration::seconds(5);

/// Consonants only: no vowels (no words), nothing that reads as a digit
/// (RFC 8628 6.1).
const ALPHABET: &[u8; 20] = b"BCDFGHJKLMNPQRSTVWXZ";
const USER_CODE_LEN: usize = 8;

/// A user code: eight letters of an unambiguous alphabet, shown as
/// `XXXX-XXXX`, typed with or without the hyphen, in either case.
#[derive(Clone, PartialEq, Eq)]
pub struct UserCode(String);

impl std::fmt::Debug for UserCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("UserCode(..)")
    }
}

impl UserCode {
    /// A new random code, each letter uniform.
    pub fn generate() -> Self {
        let mut code = String::with_capacity(USER_CODE_LEN);
        while code.len() < USER_CODE_LEN {
            // 240 is the largest multiple of 20 in a byte: rejecting the
            // rest keeps every letter equally likely.
            for byte in random_bytes::<16>() {
                let letter = ALPHABET.get(usize::from(byte % 20));
                if let Some(letter) = letter.filter(|_| byte < 240 && code.len() < USER_CODE_LEN) {
                    code.push(char::from(*letter));
                }
            }
        }
        Self(code)
    }

    /// The code a user typed: hyphens and spaces are ignored, case does
    /// not matter. `None` when it cannot be a code.
    pub fn parse(typed: &str) -> Option<Self> {
        if typed.len() > 64 {
            return None;
        }
        let code: String = typed
            .chars()
            .filter(|c| !matches!(c, '-' | ' ' | '\t'))
            .map(|c| c.to_ascii_uppercase())
            .collect();
        let valid = code.len() == USER_CODE_LEN && code.bytes().all(|b| ALPHABET.contains(&b));
        valid.then_some(Self(code))
    }

    /// What storage keeps and looks up by.
    pub fn digest(&self) -> SecretDigest {
        SecretDigest::of(&self.0)
    }

    /// The code as shown to people: `XXXX-XXXX`.
    pub fn display(&self) -> String {
        let (head, tail) = self.0.split_at(USER_CODE_LEN / 2);
        format!("{head}-{tail}")
    }
}

/// A started request: what the device shows and polls with.
#[derive(Debug)]
pub struct DeviceAuthorization {
    /// The device's secret for polling.
    pub device_code: PlainSecret,
    /// What the user types.
    pub user_code: UserCode,
    /// How long both are accepted.
    pub expires_in: Duration,
    /// How long to wait between polls.
    pub interval: Duration,
}

/// Why a request could not be started.
#[derive(Debug, thiserror::Error)]
pub enum DeviceStartError {
    /// Unknown or disabled client, or wrong secret.
    #[error("client authentication failed")]
    InvalidClient,
    /// The scope is malformed or beyond the client's.
    #[error("invalid scope: {0}")]
    InvalidScope(String),
    /// Storage failed.
    #[error(transparent)]
    Repo(#[from] RepoError),
}

/// A request waiting for the user, as the confirmation page shows it.
#[derive(Debug, Clone)]
pub struct PendingDevice {
    /// The code as entered, normalised.
    pub user_code: UserCode,
    /// The client's name.
    pub client_name: String,
    /// What the device asks for.
    pub scope: Scopes,
}

/// What the verification page shows next.
#[derive(Debug)]
pub enum DeviceView {
    /// The login form (the user is not signed in).
    SignIn(Option<SignInFailure>),
    /// The code entry form.
    EnterCode(Option<CodeFailure>),
    /// The request, with approve and deny.
    Confirm {
        /// The request.
        request: PendingDevice,
        /// The signed-in user's email: whose account the device would use.
        account: String,
    },
    /// The user approved: the device will get its tokens.
    Approved(PendingDevice),
    /// The user denied.
    Denied(PendingDevice),
    /// The client requires a two-factor sign-in and the browser's session
    /// has one factor: the user signs in with two on the account page (or
    /// sets a second factor up there) and enters the code again.
    NeedsTwoFactors(PendingDevice),
}

/// Why an entered code was not accepted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CodeFailure {
    /// The form's CSRF token is not the browser's.
    ExpiredForm,
    /// No such request waiting: mistyped, expired or already answered.
    Unknown,
    /// Too many wrong codes; the lockout ends after `retry_after`.
    Throttled {
        /// How long until entries are looked at again.
        retry_after: Duration,
    },
}

/// The verification page's next step, and the cookie to set when the
/// user just signed in.
#[derive(Debug)]
pub struct DeviceStep {
    /// What to show.
    pub view: DeviceView,
    /// The new session's account token, after a sign-in.
    pub new_session: Option<PlainSecret>,
}

impl From<DeviceView> for DeviceStep {
    fn from(view: DeviceView) -> Self {
        Self {
            view,
            new_session: None,
        }
    }
}

/// A submitted verification form: a sign-in, a code, or an answer.
#[derive(Debug)]
pub struct DeviceForm {
    /// Whether the form's CSRF token matched the browser's cookie.
    pub csrf_valid: bool,
    /// Credentials, when the login form was sent.
    pub sign_in: Option<Attempt>,
    /// The code as typed.
    pub user_code: Option<String>,
    /// `Some(true)` approve, `Some(false)` deny, `None` only look it up.
    pub approve: Option<bool>,
    /// The client IP.
    pub ip: String,
}

/// RFC 8628 3.1: a device asks for a request. A confidential client
/// authenticates as at the token endpoint; a public one names itself.
/// Without `scope` the client's scopes are asked for (blocking).
pub fn start_device_authorization(
    accounts: &Accounts,
    client_id: &str,
    client_secret: Option<&str>,
    scope: Option<&str>,
    requested_by: DeviceRequester,
) -> Result<DeviceAuthorization, DeviceStartError> {
    let client = accounts
        .client_named(client_id)?
        .filter(|c| c.authenticates_at_token_endpoint(client_secret))
        .ok_or(DeviceStartError::InvalidClient)?;
    let scope = requested_scope(&client, scope)?;
    let now = accounts.clock.now();
    let device_code = PlainSecret::generate();
    // A new user code collides with a stored one about once in 10^7
    // starts at a thousand live requests; a retry settles it.
    let mut attempts = 0;
    loop {
        attempts += 1;
        let user_code = UserCode::generate();
        let record = DeviceAuthorizationRecord {
            device_code: device_code.digest(),
            user_code: user_code.digest(),
            client_id: client.id,
            scope,
            requested_by: requested_by.clone(),
            created_at: now,
            expires_at: now + LIFETIME,
            interval: INTERVAL,
            next_poll_at: now,
            decision: None,
            consumed_at: None,
        };
        match accounts.store.insert_device_authorization(&record) {
            Ok(()) => {
                return Ok(DeviceAuthorization {
                    device_code,
                    user_code,
                    expires_in: LIFETIME,
                    interval: INTERVAL,
                });
            }
            Err(RepoError::Conflict(_)) if attempts < 3 => {}
            Err(e) => return Err(e.into()),
        }
    }
}

/// The verification page (GET): the login form for a browser that is
/// not signed in, else the code entry form (the code from
/// `verification_uri_complete` filled in by the page). A GET never
/// looks a code up: another site can make a browser send one, and a
/// failure counted then could lock its user out (blocking).
pub fn device_page(
    accounts: &Accounts,
    session_cookie: Option<&str>,
) -> Result<DeviceStep, RepoError> {
    Ok(
        match browser_sign_in::browser_session(accounts, session_cookie)? {
            None => DeviceView::SignIn(None),
            Some(_) => DeviceView::EnterCode(None),
        }
        .into(),
    )
}

/// The verification page's form (POST): signs in when credentials
/// came, then looks the code up, or records the user's answer
/// (blocking).
pub fn device_form(
    accounts: &Accounts,
    session_cookie: Option<&str>,
    form: DeviceForm,
) -> Result<DeviceStep, RepoError> {
    let (signed_in, new_session) = match form.sign_in {
        Some(attempt) => {
            if !form.csrf_valid {
                return Ok(DeviceView::SignIn(Some(SignInFailure::ExpiredForm)).into());
            }
            match browser_sign_in::sign_in_on_page(accounts, attempt)? {
                Ok((session, token)) => (session, Some(token)),
                Err(failure) => return Ok(DeviceView::SignIn(Some(failure)).into()),
            }
        }
        None => match browser_sign_in::browser_session(accounts, session_cookie)? {
            Some(session) => (session, None),
            None => return Ok(DeviceView::SignIn(None).into()),
        },
    };
    let view = if !form.csrf_valid {
        DeviceView::EnterCode(Some(CodeFailure::ExpiredForm))
    } else {
        match form.user_code.as_deref().filter(|c| !c.is_empty()) {
            Some(typed) => look_up(accounts, &signed_in, &form.ip, typed, form.approve)?,
            // Just signed in without a code: ask for one.
            None if new_session.is_some() => DeviceView::EnterCode(None),
            None => DeviceView::EnterCode(Some(CodeFailure::Unknown)),
        }
    };
    Ok(DeviceStep { view, new_session })
}

/// Looks a typed code up (a form submission), throttled per user and,
/// with a ten times larger bound, per address; with `approve`, records
/// the answer.
fn look_up(
    accounts: &Accounts,
    signed_in: &SignedInSession,
    ip: &str,
    typed: &str,
    approve: Option<bool>,
) -> Result<DeviceView, RepoError> {
    let now = accounts.clock.now();
    let keys = [
        (&accounts.device_entries, signed_in.user.id.to_string()),
        (&accounts.device_entries_by_ip, ip.to_owned()),
    ];
    let mut slots = Vec::with_capacity(keys.len());
    for (throttle, key) in &keys {
        match throttle.reserve(key, now) {
            Ok(slot) => slots.push(slot),
            Err(Throttled::Locked { retry_after }) => {
                return Ok(DeviceView::EnterCode(Some(CodeFailure::Throttled {
                    retry_after,
                })));
            }
            Err(Throttled::Store(e)) => return Err(e),
        }
    }
    let found = match UserCode::parse(typed) {
        Some(code) => pending(accounts, code, now)?,
        None => None,
    };
    let Some(pending) = found else {
        let mut locked = None;
        for slot in slots {
            locked = locked.max(slot.failed(now)?);
        }
        return Ok(DeviceView::EnterCode(Some(match locked {
            Some(retry_after) => CodeFailure::Throttled { retry_after },
            None => CodeFailure::Unknown,
        })));
    };
    // A right code frees its places without clearing the failures:
    // otherwise a user with a request of their own could interleave
    // it with guesses and never be locked out.
    drop(slots);
    if pending.1.require_mfa && !signed_in.session.auth.is_multi_factor() {
        return Ok(DeviceView::NeedsTwoFactors(pending.0));
    }
    let Some(approve) = approve else {
        return Ok(DeviceView::Confirm {
            request: pending.0,
            account: signed_in.user.email.as_str().to_owned(),
        });
    };
    decide(accounts, signed_in, ip, pending, approve, now)
}

/// The undecided, unexpired request with `code`, and its client.
fn pending(
    accounts: &Accounts,
    code: UserCode,
    now: OffsetDateTime,
) -> Result<Option<(PendingDevice, ClientRecord)>, RepoError> {
    let Some(record) = accounts.store.find_by_user_code(&code.digest())? else {
        return Ok(None);
    };
    if record.decision.is_some() || record.consumed_at.is_some() || now >= record.expires_at {
        return Ok(None);
    }
    let Some(client) = accounts.client(record.client_id)?.filter(|c| c.enabled) else {
        return Ok(None);
    };
    Ok(Some((
        PendingDevice {
            user_code: code,
            client_name: client.name.clone(),
            scope: record.scope,
        },
        client,
    )))
}

fn decide(
    accounts: &Accounts,
    signed_in: &SignedInSession,
    ip: &str,
    (pending, client): (PendingDevice, ClientRecord),
    approve: bool,
    now: OffsetDateTime,
) -> Result<DeviceView, RepoError> {
    let decision = if approve {
        DeviceDecision::Approved {
            user_id: signed_in.user.id,
            session_id: signed_in.session.id,
            at: now,
        }
    } else {
        DeviceDecision::Denied { at: now }
    };
    let digest = pending.user_code.digest();
    if !accounts
        .store
        .decide_device_authorization(&digest, &decision, now)?
    {
        // Answered in another tab, or expired, since it was read.
        return Ok(DeviceView::EnterCode(Some(CodeFailure::Unknown)));
    }
    accounts.store.append(&AuditEvent {
        at: now,
        action: if approve {
            AuditAction::DeviceApproved
        } else {
            AuditAction::DeviceDenied
        },
        actor: signed_in.user.id.to_string(),
        subject: client.id.to_string(),
        ip: ip.to_owned(),
        detail: pending.scope.to_string(),
        user_id: Some(signed_in.user.id),
        client_id: Some(client.id),
        user_agent: String::new(),
    })?;
    Ok(if approve {
        DeviceView::Approved(pending)
    } else {
        DeviceView::Denied(pending)
    })
}

/// The scopes a device asks for: within the client's (any client with a
/// user scope may add `openid`); the client's own when none are named.
fn requested_scope(client: &ClientRecord, scope: Option<&str>) -> Result<Scopes, DeviceStartError> {
    let Some(scope) = scope.filter(|s| !s.is_empty()) else {
        return Ok(client.allowed_scopes);
    };
    let scope = Scopes::parse(scope).map_err(|e| DeviceStartError::InvalidScope(e.to_string()))?;
    let requestable = client.allowed_scopes.requestable();
    if !scope.is_subset_of(requestable) {
        return Err(DeviceStartError::InvalidScope(format!(
            "scope must be within the client's scopes ({requestable})"
        )));
    }
    Ok(scope)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn user_codes_are_eight_letters_of_the_alphabet() {
        for _ in 0..200 {
            let code = UserCode::generate();
            assert_eq!(code.0.len(), USER_CODE_LEN);
            assert!(code.0.bytes().all(|b| ALPHABET.contains(&b)));
            let shown = code.display();
            assert_eq!(shown.len(), 9);
            assert_eq!(&shown[4..5], "-");
        }
    }

    #[test]
    fn typed_codes_ignore_case_and_hyphens() {
        let code = UserCode::parse("BCDF-GHJK").expect("a code");
        assert_eq!(UserCode::parse("bcdfghjk"), Some(code.clone()));
        assert_eq!(UserCode::parse(" bcdf-ghjk "), Some(code.clone()));
        assert_eq!(UserCode::parse("Bcdf Ghjk"), Some(code.clone()));
        assert_eq!(code.display(), "BCDF-GHJK");
        assert_eq!(
            code.digest(),
            UserCode::parse("bcdfghjk").expect("a code").digest()
        );
    }

    #[test]
    fn what_cannot_be_a_code_is_refused() {
        for typed in [
            "",
            "BCDF-GHJ",
            "BCDF-GHJKL",
            "ABCD-EFGH",
            "BCDF-GHJ1",
            "BCDF_GHJK",
            "ÄCDF-GHJK",
        ] {
            assert_eq!(UserCode::parse(typed), None, "{typed}");
        }
        assert_eq!(UserCode::parse(&"B".repeat(100_000)), None);
    }

    #[test]
    fn letters_are_spread_evenly() {
        let mut counts = [0_u32; 20];
        for _ in 0..2_000 {
            for b in UserCode::generate().0.bytes() {
                let at = ALPHABET
                    .iter()
                    .position(|a| *a == b)
                    .expect("in the alphabet");
                counts[at] += 1;
            }
        }
        // 16,000 letters: 800 expected each; a biased generator (byte % 20
        // without rejection) would still pass, so this only guards against
        // letters that never or nearly always appear.
        assert!(
            counts.iter().all(|c| (500..1_100).contains(c)),
            "{counts:?}"
        );
    }
}
