//! What a native app does with the account token it holds (the
//! native-app API, docs/api.md): get an authorization code or an id_token
//! for one of its clients in the token's session, and sign out.
//! (RFC 8628's device authorization grant is `device_grant`.)

use crate::service::accounts::Accounts;
use crate::use_cases::authorize;
use crate::use_cases::authorize::{Authorization, AuthorizationParams, AuthorizeError, Flow};
use crate::use_cases::organization_access::{self, OrganizationAccess};
use crate::use_cases::sessions;
use crate::use_cases::sessions::AccountToken;
use crate::use_cases::sessions::{AccountTokenError, IssuedCode, SignedInSession};
use accounts_domain::keys::KeyError;
use accounts_domain::repository::RepoError;

/// Why a use case of a signed-in native app failed.
#[derive(Debug, thiserror::Error)]
pub enum NativeAppError {
    /// The account token names no live session.
    #[error("the account token is unknown, or its session ended")]
    InvalidAccountToken,
    /// The authorization request was refused.
    #[error(transparent)]
    Authorization(#[from] AuthorizeError),
    /// The client requires two factors and the session signed in with
    /// one: the user sets up a second factor and signs in again.
    #[error("the client requires a two-factor sign-in")]
    MfaEnrolmentRequired,
    /// The request signs in for an organization the user may not sign in
    /// for (it does not exist, is disabled, or they are no member).
    #[error("the user may not sign in for this organization")]
    NotAMember,
    /// Signing failed.
    #[error(transparent)]
    Key(#[from] KeyError),
    /// Storage failed.
    #[error(transparent)]
    Repo(#[from] RepoError),
}

impl From<AccountTokenError> for NativeAppError {
    fn from(error: AccountTokenError) -> Self {
        match error {
            AccountTokenError::Invalid => Self::InvalidAccountToken,
            AccountTokenError::Repo(e) => Self::Repo(e),
        }
    }
}

/// The native-app API's code: validates the request in the native-app flow
/// for the account token's session and issues a code (blocking).
pub fn code(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
    params: &AuthorizationParams,
) -> Result<IssuedCode, NativeAppError> {
    let signed_in = sessions::account(accounts, account_token)?;
    let request = authorize::validate_authorization(
        accounts,
        params,
        Flow::NativeApp {
            session_package: signed_in.session.details.package_name.as_ref(),
        },
    )?;
    let multi_factor = signed_in.session.auth.is_multi_factor();
    let new_code = |organization| request.new_code(&signed_in.session, organization);
    // An organization's code in one statement with its checks; when it
    // is refused, the checks below say why (and a membership that came
    // meanwhile gets its code there).
    if let Some(reference) = &request.organization
        && (multi_factor || !request.client.require_mfa)
        && let Some(issued) =
            sessions::issue_code_for_member(accounts, new_code(None), reference, multi_factor)?
    {
        return Ok(issued);
    }
    // Membership first: whether a foreign organization requires a second
    // factor is none of a non-member's business.
    let organization = member_for(accounts, &request, &signed_in)?;
    strong_enough(&request, organization.as_ref(), &signed_in)?;
    let new = new_code(organization.map(|o| o.organization.id));
    Ok(sessions::issue_code(accounts, new)?)
}

/// The native-app API's id_token: validates the request like the code
/// endpoint's (client, scopes within the client's, package name) and
/// signs an id_token whose claims follow the granted scopes (blocking).
pub fn id_token(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
    params: &AuthorizationParams,
) -> Result<String, NativeAppError> {
    let signed_in = sessions::account(accounts, account_token)?;
    let request = authorize::validate_authorization(
        accounts,
        params,
        Flow::NativeAppIdToken {
            session_package: signed_in.session.details.package_name.as_ref(),
        },
    )?;
    // Membership first: whether a foreign organization requires a second
    // factor is none of a non-member's business.
    let organization = member_for(accounts, &request, &signed_in)?;
    strong_enough(&request, organization.as_ref(), &signed_in)?;
    let organizations = organization_access::claims_for(
        &*accounts.store,
        signed_in.user.id,
        request.scope,
        organization.as_ref(),
    )?;
    Ok(sessions::issue_id_token(
        accounts,
        &signed_in,
        request.client.id,
        request.scope,
        request.nonce,
        organizations,
    )?)
}

/// The native app's sign-out: ends the account token's session (blocking).
pub fn sign_out(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
    ip: &str,
) -> Result<(), NativeAppError> {
    let signed_in = sessions::account(accounts, account_token)?;
    Ok(sessions::end_session(accounts, &signed_in, ip, "logout")?)
}

/// The organization the request signs in for, checked for the session's
/// user (docs/decisions.md, "Organizations").
fn member_for(
    accounts: &Accounts,
    request: &Authorization,
    signed_in: &SignedInSession,
) -> Result<Option<OrganizationAccess>, NativeAppError> {
    organization_access::checked(
        &*accounts.store,
        request.organization.as_ref(),
        signed_in.user.id,
    )?
    .map_err(|_| NativeAppError::NotAMember)
}

/// A `require_mfa` client, and an organization that requires a second
/// factor, get codes and id_tokens only for sessions signed in with two
/// factors.
fn strong_enough(
    request: &Authorization,
    organization: Option<&OrganizationAccess>,
    signed_in: &SignedInSession,
) -> Result<(), NativeAppError> {
    if request.requires_mfa(organization) && !signed_in.session.auth.is_multi_factor() {
        return Err(NativeAppError::MfaEnrolmentRequired);
    }
    Ok(())
}
