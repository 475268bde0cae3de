//! A mailed code on the pages: answered as the login form's password is
//! ([`crate::use_cases::browser_sign_in`]), the authorization request
//! going on, or the failure the page shows.

use accounts_domain::records::SessionChannel;
use accounts_domain::repository::RepoError;
use accounts_domain::secrets::PlainSecret;

use super::signing::{CodeAttempt, sign_in_with_code};
use crate::service::accounts::Accounts;
use crate::use_cases::authorize::AuthorizationParams;
use crate::use_cases::browser_sign_in::{
    BrowserError, BrowserStep, FormError, SignInFailure, back_or_enrol, for_page, form_request,
};
use crate::use_cases::sessions::SignedInSession;

/// A mailed code (or its link's button) from the pages of an
/// authorization request: signs in and answers the request, or asks for
/// the second factor (blocking).
pub fn code_at_authorize(
    accounts: &Accounts,
    params: &AuthorizationParams,
    csrf_valid: bool,
    attempt: CodeAttempt,
) -> Result<BrowserStep, BrowserError> {
    let request = form_request(accounts, params, csrf_valid)?;
    let attempt = CodeAttempt {
        package_name: request.package_name.clone(),
        client: Some(request.client.id),
        ..attempt
    };
    let (session, account_token) = match code_on_page(accounts, attempt)? {
        Ok(signed_in) => signed_in,
        Err(SignInFailure::SecondFactorRequired(challenge)) => {
            return Ok(BrowserStep::SecondFactor { request, challenge });
        }
        Err(failure) => return Err(FormError { request, failure }.into()),
    };
    back_or_enrol(accounts, request, &session, Some(account_token))
}

/// Signs in with a mailed code (or its link's button) from a page: the
/// session and its account token for the cookie, or the failure the page
/// shows (blocking).
pub fn code_on_page(
    accounts: &Accounts,
    attempt: CodeAttempt,
) -> Result<Result<(SignedInSession, PlainSecret), SignInFailure>, RepoError> {
    for_page(
        sign_in_with_code(accounts, attempt, SessionChannel::Browser),
        SignInFailure::WrongCode,
    )
}
