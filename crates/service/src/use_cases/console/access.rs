//! Who may open the console and do what: a signed-in user with a role,
//! signed in with a second factor (unless the console is configured
//! without), active within the idle timeout. The rights of each role are
//! written here and nowhere else.

use accounts_domain::operators::Role;
use accounts_domain::repository::{OperatorRepository, RepoError};

use crate::service::accounts::Accounts;
pub use crate::service::console_policy::ConsolePolicy;
use crate::use_cases::sessions::SignedInSession;

/// A console page, as far as rights go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConsolePage {
    /// `/accounts/console/`.
    Overview,
    /// The users list and a user's page.
    Users,
    /// The audit trail.
    Audit,
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
/// actions of [`ConsoleAction::SUPPORT`], viewers nothing.
pub fn may_do(role: Role, action: ConsoleAction) -> bool {
    match role {
        Role::Admin => true,
        Role::Support => ConsoleAction::SUPPORT.contains(&action),
        Role::Viewer => false,
    }
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
}

/// Why the console does not open for a browser.
#[derive(Debug, thiserror::Error)]
pub enum ConsoleRefusal {
    /// No live session, or one idle past `console.idle_minutes` (which is
    /// then ended): sign in.
    #[error("sign in to open the console")]
    SignIn,
    /// The user has no role.
    #[error("this account has no console role")]
    NoRole,
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

impl Accounts {
    /// The operator behind a browser's session cookie, if the console may
    /// open for them (blocking). Any console request counts as activity;
    /// a session idle past the console's timeout is ended here.
    pub fn operator(&self, account_token: &str) -> Result<Operator, ConsoleRefusal> {
        let Some((signed_in, last_activity)) = self.session_and_last_activity(account_token)?
        else {
            return Err(ConsoleRefusal::SignIn);
        };
        // The role first: the idle rule is the console's, and a user
        // without a role keeps their session whatever they open.
        let role = OperatorRepository::role_of(&*self.store, signed_in.user.id)?
            .ok_or(ConsoleRefusal::NoRole)?;
        let policy = self.config.console;
        if self.clock.now() - last_activity > policy.idle {
            self.end_session(&signed_in, "", "console idle")?;
            return Err(ConsoleRefusal::SignIn);
        }
        if policy.require_second_factor && !signed_in.session.auth.is_multi_factor() {
            return Err(if self.has_second_factor(signed_in.user.id)? {
                ConsoleRefusal::SignInWithSecondFactor
            } else {
                ConsoleRefusal::EnrolSecondFactor
            });
        }
        Ok(Operator { signed_in, role })
    }
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
}
