//! What a session must have done to make the changes a thief would want
//! most (docs/decisions.md, "Recent sign-in"): deleting the account asks
//! for a sign-in within `accounts.recent_auth_secs`; adding or removing a
//! way to sign in (an authenticator app, a passkey, a provider's link)
//! asks for that and, when the user has a second factor, for both
//! factors. Otherwise a stolen one-factor session could make itself a
//! two-factor one, or take the owner's factor away.

use crate::use_cases::second_factor::methods;
use crate::use_cases::sessions::AccountToken;
use accounts_domain::repository::RepoError;

use crate::service::accounts::Accounts;
use crate::use_cases::sessions;
use crate::use_cases::sessions::{AccountTokenError, SignedInSession};

/// Whether the session signed in within `accounts.recent_auth_secs`:
/// what deleting the account asks for.
pub fn signed_in_recently(accounts: &Accounts, signed_in: &SignedInSession) -> bool {
    accounts.clock.now() - signed_in.session.authenticated_at <= accounts.config.recent_auth
}

/// Whether the session may add or remove a way to sign in: it signed
/// in recently, and with two factors if the user has a second factor
/// (blocking: reads the user's factors).
pub fn may_change_sign_in_methods(
    accounts: &Accounts,
    signed_in: &SignedInSession,
) -> Result<bool, RepoError> {
    if !signed_in_recently(accounts, signed_in) {
        return Ok(false);
    }
    Ok(signed_in.session.auth.is_multi_factor()
        || !methods::has_second_factor(accounts, signed_in.user.id)?)
}

/// Why a session may not change how its user signs in.
#[derive(Debug, thiserror::Error)]
pub enum StepUpError {
    /// The account token names no live session.
    #[error(transparent)]
    Token(#[from] AccountTokenError),
    /// The session signed in too long ago, or with one factor while the
    /// user has two: sign in again (`REAUTHENTICATION_REQUIRED`).
    #[error("sign in again to change how you sign in")]
    ReauthenticationRequired,
    /// Storage failed.
    #[error(transparent)]
    Repo(#[from] RepoError),
}

/// The account token's session, if it may add or remove a way to
/// sign in (blocking).
pub(crate) fn account_for_change(
    accounts: &Accounts,
    account_token: AccountToken<'_>,
) -> Result<SignedInSession, StepUpError> {
    let signed_in = sessions::account(accounts, account_token)?;
    if !may_change_sign_in_methods(accounts, &signed_in)? {
        return Err(StepUpError::ReauthenticationRequired);
    }
    Ok(signed_in)
}

/// `From<StepUpError>` for a use case's error with `InvalidAccountToken`,
/// `ReauthenticationRequired` and `Repo(RepoError)` variants.
macro_rules! step_up_maps_to {
    ($error:ty) => {
        impl From<$crate::use_cases::self_service::step_up::StepUpError> for $error {
            fn from(error: $crate::use_cases::self_service::step_up::StepUpError) -> Self {
                use $crate::use_cases::self_service::step_up::StepUpError;
                use $crate::use_cases::sessions::AccountTokenError;
                match error {
                    StepUpError::Token(AccountTokenError::Invalid) => Self::InvalidAccountToken,
                    StepUpError::Token(AccountTokenError::Repo(e)) | StepUpError::Repo(e) => {
                        Self::Repo(e)
                    }
                    StepUpError::ReauthenticationRequired => Self::ReauthenticationRequired,
                }
            }
        }
    };
}
pub(crate) use step_up_maps_to;
