//! Who may open the console and do what: a signed-in user with a role
//! and a verified address, signed in with a second factor (unless the
//! console is configured without), active within the idle timeout. The
//! rights of each role are written here and nowhere else.

use crate::use_cases::second_factor::methods;
use accounts_domain::ids::UserId;
use accounts_domain::operators::Role;
use accounts_domain::repository::{OperatorRepository, RepoError};

use crate::service::accounts::Accounts;
pub use crate::service::console_policy::ConsolePolicy;
use crate::use_cases::sessions;
use crate::use_cases::sessions::{AccountToken, SignedInSession};
use accounts_domain::records::SessionChannel;

/// The console's activity is written at most this often per session
/// (the idle timeout counts in minutes).
const ACTIVITY_WRITTEN_EVERY: time::Duration = time::Duration::seconds(30);

/// A console page, as far as rights go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConsolePage {
    /// `/accounts/console/`.
    Overview,
    /// The users list and a user's page.
    Users,
    /// The audit trail.
    Audit,
    /// The organizations and one organization's page.
    Organizations,
    /// Clients, APIs, webhooks, keys and settings.
    Configuration,
}

/// A change made from the console, as far as rights go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConsoleAction {
    /// Disable or enable a user.
    DisableOrEnable,
    /// End every session of a user.
    SignOutEverywhere,
    /// Remove a user's second factors.
    ResetSecondFactors,
    /// Mail a user the verification link again.
    ResendVerification,
    /// End one session of a user.
    EndSession,
    /// Delete a user.
    DeleteUser,
    /// Give, change or remove a role.
    ChangeRole,
    /// Clients, APIs, webhooks and keys.
    Configure,
    /// Make an organization, set its domains' rules.
    ManageOrganizations,
}

impl ConsoleAction {
    /// What support staff may do besides reading: the everyday answers to
    /// "I cannot sign in" and "my phone was stolen".
    const SUPPORT: [ConsoleAction; 4] = [
        ConsoleAction::DisableOrEnable,
        ConsoleAction::SignOutEverywhere,
        ConsoleAction::ResetSecondFactors,
        ConsoleAction::ResendVerification,
    ];
}

/// Whether `role` may open `page`: viewers and admins every page,
/// support the overview, users and the audit trail.
pub fn may_see(role: Role, page: ConsolePage) -> bool {
    match role {
        Role::Admin | Role::Viewer => true,
        Role::Support => page != ConsolePage::Configuration,
    }
}

/// Whether `role` may make `action`: admins everything, support the user
/// actions (`ConsoleAction::SUPPORT`), viewers nothing.
pub fn may_do(role: Role, action: ConsoleAction) -> bool {
    match role {
        Role::Admin => true,
        Role::Support => ConsoleAction::SUPPORT.contains(&action),
        Role::Viewer => false,
    }
}

/// Whether an operator with `role` may make `action` on a user who holds
/// `target_role`, `themselves` or not: their role's right, and below
/// admin only on users without a role (support staff cannot disable an
/// admin or remove an admin's factors, which would hand the admin's
/// console to whoever has the password); and nobody changes their own
/// role, state, factors or account from the console (an admin cannot
/// lock themselves out with one click).
pub fn may_do_to(
    role: Role,
    action: ConsoleAction,
    target_role: Option<Role>,
    themselves: bool,
) -> bool {
    let on_self = matches!(
        action,
        ConsoleAction::ChangeRole
            | ConsoleAction::DisableOrEnable
            | ConsoleAction::DeleteUser
            | ConsoleAction::ResetSecondFactors
    );
    may_do(role, action)
        && (role == Role::Admin || target_role.is_none())
        && !(themselves && on_self)
}

/// A signed-in operator.
#[derive(Debug, Clone)]
pub struct Operator {
    /// Their session and user.
    pub signed_in: SignedInSession,
    /// Their role.
    pub role: Role,
}

impl Operator {
    /// Whether they may open `page`.
    pub fn may_see(&self, page: ConsolePage) -> bool {
        may_see(self.role, page)
    }

    /// Whether they may make `action`.
    pub fn may_do(&self, action: ConsoleAction) -> bool {
        may_do(self.role, action)
    }

    /// Whether they may make `action` on the user `target` (an id as
    /// posted), who holds `target_role`.
    pub fn may_do_to(
        &self,
        action: ConsoleAction,
        target: &str,
        target_role: Option<Role>,
    ) -> bool {
        let themselves = target.parse::<UserId>().ok() == Some(self.signed_in.user.id);
        may_do_to(self.role, action, target_role, themselves)
    }
}

/// Why the console does not open for a browser.
#[derive(Debug, thiserror::Error)]
pub enum ConsoleRefusal {
    /// No live session: sign in.
    #[error("sign in to open the console")]
    SignIn,
    /// The session's console was idle past `console.idle_minutes` (or it
    /// signed in longer ago and never opened it): sign in again. The
    /// session itself is not ended: a console request, which any site
    /// can make the browser send, ends nothing.
    #[error("the console was idle: sign in again to open it")]
    Idle,
    /// The user has no role.
    #[error("this account has no console role")]
    NoRole,
    /// The operator's address is not verified (a role given before roles
    /// needed one, or an address whose verification was undone): whoever
    /// registered an address first must not open its owner's console.
    #[error("the console opens only for an operator whose address is verified")]
    Unverified,
    /// The operator has no second factor: enrol one first.
    #[error("set up a second factor to open the console")]
    EnrolSecondFactor,
    /// The operator has a second factor but this session signed in
    /// without it: sign in again with both.
    #[error("sign in again with your second factor")]
    SignInWithSecondFactor,
    /// Storage failed.
    #[error(transparent)]
    Repo(#[from] RepoError),
}

/// The console role of the user with `id` (`None` for none, or for no
/// such user) (blocking).
pub fn console_role_of(accounts: &Accounts, id: &str) -> Result<Option<Role>, RepoError> {
    match id.parse::<UserId>() {
        Ok(id) => OperatorRepository::role_of(&*accounts.store, id),
        Err(_) => Ok(None),
    }
}

/// The operator behind a browser's session cookie, if the console may
/// open for them (blocking). Any console request that opens it counts as
/// the console's activity. A session whose console was idle past the
/// timeout (or that signed in longer ago and never opened it) is refused
/// with [`ConsoleRefusal::Idle`] and stays as it is: signing in again
/// makes a new session, whose console counts from its sign-in; the idle
/// one never opens the console again.
pub fn operator(accounts: &Accounts, account_token: &str) -> Result<Operator, ConsoleRefusal> {
    // Only a session the browser pages opened: not an app's token put in
    // the cookie, nor one opened before channels were recorded
    // (docs/decisions.md, "Session channels").
    let Some(signed_in) = sessions::session_of(accounts, AccountToken::Cookie(account_token))?
        .filter(|s| s.session.details.channel == SessionChannel::Browser)
    else {
        return Err(ConsoleRefusal::SignIn);
    };
    // The role first: a user without a role learns nothing more.
    let role = OperatorRepository::role_of(&*accounts.store, signed_in.user.id)?
        .ok_or(ConsoleRefusal::NoRole)?;
    // Then the address: signing in again would not mend it.
    if !signed_in.user.email_verified {
        return Err(ConsoleRefusal::Unverified);
    }
    // The console's own activity, not the session's: an app's token
    // refreshes keep the session alive, never the console. A session
    // that never opened it counts from its sign-in.
    let policy = accounts.config.console;
    let now = accounts.clock.now();
    let seen = OperatorRepository::console_seen(&*accounts.store, signed_in.session.id)?;
    if now - seen.unwrap_or(signed_in.session.authenticated_at) > policy.idle {
        return Err(ConsoleRefusal::Idle);
    }
    if policy.require_second_factor && !signed_in.session.auth.is_multi_factor() {
        return Err(
            if methods::has_second_factor(accounts, signed_in.user.id)? {
                ConsoleRefusal::SignInWithSecondFactor
            } else {
                ConsoleRefusal::EnrolSecondFactor
            },
        );
    }
    if seen.is_none_or(|seen| now - seen >= ACTIVITY_WRITTEN_EVERY) {
        OperatorRepository::note_console_seen(&*accounts.store, signed_in.session.id, now)?;
    }
    Ok(Operator { signed_in, role })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_role_has_the_rights_the_console_documents() {
        for page in [
            ConsolePage::Overview,
            ConsolePage::Users,
            ConsolePage::Audit,
            ConsolePage::Configuration,
        ] {
            assert!(may_see(Role::Admin, page));
            assert!(may_see(Role::Viewer, page));
            assert_eq!(
                may_see(Role::Support, page),
                page != ConsolePage::Configuration
            );
        }
        for action in [
            ConsoleAction::DisableOrEnable,
            ConsoleAction::SignOutEverywhere,
            ConsoleAction::ResetSecondFactors,
            ConsoleAction::ResendVerification,
        ] {
            assert!(may_do(Role::Admin, action));
            assert!(may_do(Role::Support, action));
            assert!(!may_do(Role::Viewer, action));
        }
        for action in [
            ConsoleAction::EndSession,
            ConsoleAction::DeleteUser,
            ConsoleAction::ChangeRole,
            ConsoleAction::Configure,
        ] {
            assert!(may_do(Role::Admin, action));
            assert!(!may_do(Role::Support, action));
            assert!(!may_do(Role::Viewer, action));
        }
    }

    #[test]
    fn below_admin_no_one_acts_on_an_operator_and_no_one_on_themselves_in_ways_that_lock_them_out()
    {
        use ConsoleAction::*;
        assert!(may_do_to(Role::Support, DisableOrEnable, None, false));
        for target in Role::ALL {
            assert!(!may_do_to(
                Role::Support,
                DisableOrEnable,
                Some(target),
                false
            ));
            assert!(!may_do_to(
                Role::Support,
                ResetSecondFactors,
                Some(target),
                false
            ));
            assert!(may_do_to(
                Role::Admin,
                ResetSecondFactors,
                Some(target),
                false
            ));
        }
        for action in [ChangeRole, DisableOrEnable, DeleteUser, ResetSecondFactors] {
            assert!(!may_do_to(Role::Admin, action, Some(Role::Admin), true));
        }
        assert!(may_do_to(
            Role::Admin,
            SignOutEverywhere,
            Some(Role::Admin),
            true
        ));
        assert!(!may_do_to(Role::Viewer, SignOutEverywhere, None, false));
    }
}
