//! Consent for third-party clients (docs/decisions.md, "Consent"): before a
//! client marked third-party gets a code or an id_token, its user sees the
//! client's name and the scopes in plain words and allows or denies; an
//! allowed set is remembered per user and client, so a later request
//! within it skips the screen (`prompt=consent` shows it anyway). The user
//! takes an app's access away on the account page, which ends the
//! client's tokens for them. First-party clients never ask.

use crate::use_cases::sessions::AccountToken;
use time::OffsetDateTime;

use crate::service::accounts::Accounts;
use crate::use_cases::authorize::{AuthorizationParams, AuthorizeError, ErrorCode};
use crate::use_cases::browser_sign_in;
use crate::use_cases::browser_sign_in::{BrowserError, BrowserStep};
use crate::use_cases::self_service::own_account::OwnAccountError;
use crate::use_cases::sessions;
use accounts_domain::consents::ConsentRecord;
use accounts_domain::ids::{ClientId, UserId};
use accounts_domain::records::{AuditAction, AuditEvent};
use accounts_domain::repository::RepoError;
use accounts_domain::scope::Scopes;

/// A third-party app the user allowed, as the account page lists it.
#[derive(Debug, Clone)]
pub struct AppWithAccess {
    /// The client.
    pub client_id: ClientId,
    /// Its name.
    pub name: String,
    /// What the user allowed it.
    pub scopes: Scopes,
    /// When.
    pub granted_at: OffsetDateTime,
}

/// What the user decided on the consent screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// Allow.
    Allow,
    /// Deny.
    Deny,
}

/// The consent screen's answer (blocking): with the browser's session
/// and the form's CSRF token, `Allow` remembers the scopes and answers
/// the request; `Deny` sends the browser back with `access_denied`. A
/// browser whose session ended signs in again; a form without a
/// decision (`None`) is refused, after the CSRF check.
pub fn consent_at_authorize(
    accounts: &Accounts,
    params: &AuthorizationParams,
    session_cookie: Option<&str>,
    csrf_valid: bool,
    decision: Option<Decision>,
    ip: &str,
) -> Result<BrowserStep, BrowserError> {
    let request = browser_sign_in::form_request(accounts, params, csrf_valid)?;
    let Some(decision) = decision else {
        return Err(AuthorizeError::Rejected {
            error: ErrorCode::InvalidRequest,
            description: "decision must be allow or deny".into(),
            back: None,
        }
        .into());
    };
    let Some(signed_in) = browser_sign_in::browser_session(accounts, session_cookie)? else {
        return Ok(BrowserStep::Form {
            request,
            home_realm: None,
        });
    };
    if !request.client.third_party {
        return browser_sign_in::back_or_enrol(accounts, request, &signed_in, None);
    }
    let user = signed_in.user.id;
    let now = accounts.clock.now();
    if decision == Decision::Deny {
        return Err(AuthorizeError::Rejected {
            error: ErrorCode::AccessDenied,
            description: "the user did not allow the request".into(),
            back: request.return_to(),
        }
        .into());
    }
    let earlier = accounts.store.find_consent(user, request.client.id)?;
    let scopes = earlier.map_or(request.scope, |c| c.scopes.union(request.scope));
    accounts.store.put_consent(&ConsentRecord {
        user_id: user,
        client_id: request.client.id,
        scopes,
        granted_at: now,
    })?;
    accounts.store.append(&consent_event(
        AuditAction::ConsentGranted,
        user,
        request.client.id,
        ip,
        &request.scope.to_string(),
        now,
    ))?;
    browser_sign_in::answer_consented(accounts, request, &signed_in)
}

/// The third-party apps the user allowed, with their names (blocking).
pub fn apps_with_access(
    accounts: &Accounts,
    user: UserId,
) -> Result<Vec<AppWithAccess>, RepoError> {
    let mut apps = Vec::new();
    for consent in accounts.store.consents_of_user(user)? {
        let name = accounts
            .client(consent.client_id)?
            .map(|c| c.name)
            .unwrap_or_default();
        apps.push(AppWithAccess {
            client_id: consent.client_id,
            name,
            scopes: consent.scopes,
            granted_at: consent.granted_at,
        });
    }
    Ok(apps)
}

/// The account token's user takes the app `client_id` away (the
/// account page's "Remove access"); an app already removed is no
/// error: the page may be posted twice (blocking).
pub fn revoke_own_app(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
    client_id: &str,
    ip: &str,
) -> Result<(), OwnAccountError> {
    let signed_in = sessions::account(accounts, account_token)?;
    let client: ClientId = client_id.parse().map_err(|_| OwnAccountError::NotFound)?;
    revoke_app(accounts, signed_in.user.id, client, ip)?;
    Ok(())
}

/// Takes an app's access away: the consent goes, and every refresh and
/// access token the client holds for the user ends (blocking). False
/// when the user had not allowed it.
pub fn revoke_app(
    accounts: &Accounts,
    user: UserId,
    client: ClientId,
    ip: &str,
) -> Result<bool, RepoError> {
    let now = accounts.clock.now();
    if !accounts.store.revoke_consent(user, client, now)? {
        return Ok(false);
    }
    accounts.store.append(&consent_event(
        AuditAction::ConsentRevoked,
        user,
        client,
        ip,
        "",
        now,
    ))?;
    // Its access tokens stop verifying here at once, elsewhere within
    // one refresh.
    accounts.sync_after_change();
    Ok(true)
}

fn consent_event(
    action: AuditAction,
    user: UserId,
    client: ClientId,
    ip: &str,
    scopes: &str,
    now: OffsetDateTime,
) -> AuditEvent {
    AuditEvent {
        at: now,
        action,
        actor: user.to_string(),
        subject: client.to_string(),
        ip: ip.to_owned(),
        detail: scopes.to_owned(),
        user_id: Some(user),
        client_id: Some(client),
        user_agent: String::new(),
    }
}
