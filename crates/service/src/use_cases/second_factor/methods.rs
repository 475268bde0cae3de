//! What the other second-factor use cases (and sign-in) ask about a
//! user's factors: which they can answer a challenge with; and what every
//! change of a factor does besides itself: the user's audit event and the
//! notice to the owner.

use time::OffsetDateTime;

use crate::languages::mail_language;
use crate::ports::mail::{self, FactorChange};
use crate::service::accounts::Accounts;
use crate::use_cases::user_audit;
use accounts_domain::ids::UserId;
use accounts_domain::records::{AuditAction, UserRecord};
use accounts_domain::repository::RepoError;

/// A second factor the user can answer a challenge with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SecondFactorMethod {
    /// A code of the authenticator app.
    Totp,
    /// One of the recovery codes.
    RecoveryCode,
    /// A registered passkey (`login/passkey` with the `mfaToken`).
    Passkey,
}

impl SecondFactorMethod {
    /// The name apps see (`methods` of `MFA_REQUIRED`).
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Totp => "totp",
            Self::RecoveryCode => "recovery_code",
            Self::Passkey => "passkey",
        }
    }
}

/// Whether the user has a second factor: a confirmed authenticator
/// or a passkey.
pub fn has_second_factor(accounts: &Accounts, user: UserId) -> Result<bool, RepoError> {
    Ok(!second_factor_methods(accounts, user)?.is_empty())
}

/// What the user can give as a second factor after a password; empty
/// when they have none.
pub fn second_factor_methods(
    accounts: &Accounts,
    user: UserId,
) -> Result<Vec<SecondFactorMethod>, RepoError> {
    let mut methods = Vec::new();
    if accounts
        .store
        .find_totp(user)?
        .is_some_and(|t| t.confirmed_at.is_some())
    {
        methods.push(SecondFactorMethod::Totp);
    }
    if accounts.store.unused_recovery_codes(user)? > 0 {
        methods.push(SecondFactorMethod::RecoveryCode);
    }
    // A passkey is a factor even where the relying party is off (its
    // owner must not lose the second factor to a configuration
    // change); it can then only be answered once passkeys are on.
    if has_passkey(accounts, user)? {
        methods.push(SecondFactorMethod::Passkey);
    }
    Ok(methods)
}

/// The account page's address, for the notices' link.
pub(crate) fn account_page(accounts: &Accounts) -> String {
    format!("{}/accounts/account", accounts.config.issuer)
}

/// A change the user made to their own second factors: audited as their
/// own event (the factor as its detail), then told to them
/// ([`tell_owner`]).
pub(crate) fn factor_changed(
    accounts: &Accounts,
    user: &UserRecord,
    ip: &str,
    change: FactorChange,
    now: OffsetDateTime,
) -> Result<(), RepoError> {
    let (action, factor) = match change {
        FactorChange::TotpAdded => (AuditAction::FactorAdded, "totp"),
        FactorChange::TotpRemoved => (AuditAction::FactorRemoved, "totp"),
        FactorChange::PasskeyAdded => (AuditAction::FactorAdded, "passkey"),
        FactorChange::PasskeyRemoved => (AuditAction::FactorRemoved, "passkey"),
        FactorChange::RecoveryCodeUsed { .. } => (AuditAction::RecoveryCodeUsed, ""),
    };
    user_audit::audit_detailed(&*accounts.store, action, user.id, ip, factor, now)?;
    tell_owner(accounts, user, change);
    Ok(())
}

/// The notice of a factor change, in the owner's language with the
/// account page's link: the owner learns of it whoever made it (an
/// operator's reset too).
pub(crate) fn tell_owner(accounts: &Accounts, user: &UserRecord, change: FactorChange) {
    accounts.mailer.send(mail::factor_changed(
        &user.email,
        mail_language(user.language.as_deref()),
        change,
        &account_page(accounts),
    ));
}

/// Whether the user has a passkey (a second factor after a password).
pub fn has_passkey(accounts: &Accounts, user: UserId) -> Result<bool, RepoError> {
    Ok(!accounts.store.list_passkeys(user)?.is_empty())
}
