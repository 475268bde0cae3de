//! The audit log in storage: append-only (docs/decisions.md, "Audit
//! trail").

use time::OffsetDateTime;

use crate::store::errors::RepoResult;
use crate::values::ids::{ClientId, UserId};

/// What happened, for the audit log.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AuditAction {
    /// A client was registered.
    ClientCreated,
    /// A client's secret was replaced.
    ClientSecretRotated,
    /// A client was disabled.
    ClientDisabled,
    /// A user account was made.
    UserCreated,
    /// A user account was disabled.
    UserDisabled,
    /// A user's password was set by an administrator.
    UserPasswordSet,
    /// A user's profile fields were changed.
    UserProfileChanged,
    /// Every session of a user was ended by an administrator.
    UserSessionsRevoked,
    /// A new signing key was made or activated.
    KeysRotated,
    /// A user signed in.
    LoginSucceeded,
    /// A sign-in failed (unknown email or wrong password).
    LoginFailed,
    /// A sign-in code was mailed to an account's address.
    SignInCodeSent,
    /// A session was ended.
    SessionRevoked,
    /// An authorization code was used twice; its tokens were revoked.
    CodeReplayed,
    /// A user approved a device authorization request.
    DeviceApproved,
    /// A user denied a device authorization request.
    DeviceDenied,
    /// A user changed their own password.
    PasswordChanged,
    /// Someone registered an account.
    UserRegistered,
    /// A user showed they receive mail at their address.
    EmailVerified,
    /// A password reset was asked for.
    PasswordResetRequested,
    /// A password was set with a reset token.
    PasswordReset,
    /// A second factor (a TOTP authenticator) was added.
    FactorAdded,
    /// A second factor was removed.
    FactorRemoved,
    /// A second-factor code was wrong.
    FactorFailed,
    /// A recovery code was used.
    RecoveryCodeUsed,
    /// An upstream identity (provider and subject) was linked to a user.
    LinkAdded,
    /// An upstream identity was unlinked from a user.
    LinkRemoved,
    /// A user signed in through an upstream identity provider.
    UpstreamSignIn,
    /// A user asked to move their account to another address.
    EmailChangeRequested,
    /// A user's address changed (the new one verified).
    EmailChanged,
    /// An account was deleted (its audit events now name a pseudonym).
    UserDeleted,
    /// A user asked to delete their account; it goes after the grace
    /// period.
    DeletionScheduled,
    /// A sign-in within the grace period kept the account.
    DeletionCancelled,
    /// An operator registered a webhook endpoint.
    WebhookCreated,
    /// An operator removed a webhook endpoint.
    WebhookDeleted,
    /// An operator replayed a webhook delivery.
    DeliveryReplayed,
    /// An operator registered an API.
    ResourceCreated,
    /// An operator granted a client scopes on an API (or replaced the grant).
    ClientGranted,
    /// A user allowed a third-party client scopes.
    ConsentGranted,
    /// A user took a third-party client's access away.
    ConsentRevoked,
    /// An operator gave a user a console role, changed or removed it.
    RoleChanged,
    /// A disabled user account was enabled again.
    UserEnabled,
    /// An operator changed a client's settings.
    ClientUpdated,
    /// An operator deleted a (disabled) client.
    ClientDeleted,
    /// An operator sent a user the address-verification mail again.
    VerificationResent,
    /// After a password reset, the user removed every other way in (the
    /// authenticator, passkeys, links, other sessions).
    WaysInRemoved,
    /// After a password reset, the user kept the other ways in listed.
    WaysInKept,
    /// An operator imported users from a file (the detail holds the
    /// counts).
    UsersImported,
    /// An organization was made.
    OrganizationCreated,
    /// An organization's slug, name, `enabled` or `mfa` changed.
    OrganizationUpdated,
    /// An organization was deleted.
    OrganizationDeleted,
    /// A user joined an organization.
    OrganizationMemberAdded,
    /// A user was removed from an organization.
    OrganizationMemberRemoved,
    /// A member's roles (or break-glass mark) changed.
    OrganizationRolesChanged,
    /// An operator defined an organization role.
    OrganizationRoleCreated,
    /// An operator deleted an organization role (its members lost it).
    OrganizationRoleDeleted,
    /// An invitation to an organization was sent (or sent again).
    OrganizationInvitationSent,
    /// An invitee accepted and joined.
    OrganizationInvitationAccepted,
    /// An invitation was taken back.
    OrganizationInvitationRevoked,
    /// An organization's domain was verified (by DNS or by an operator).
    OrganizationDomainVerified,
    /// An organization gave up a domain.
    OrganizationDomainRemoved,
    /// An organization's own sign-in was set, changed or removed.
    OrganizationSignInChanged,
    /// A SCIM connection was made for an organization.
    ScimConnectionCreated,
    /// A SCIM connection's token was rotated.
    ScimConnectionRotated,
    /// A SCIM connection was revoked.
    ScimConnectionRevoked,
    /// A directory created an entry (the actor is `scim:<connection>`).
    ScimUserCreated,
    /// A directory replaced or patched an entry.
    ScimUserUpdated,
    /// A directory deleted an entry.
    ScimUserDeleted,
    /// A directory created a group.
    ScimGroupCreated,
    /// A directory replaced or patched a group.
    ScimGroupUpdated,
    /// A directory deleted a group.
    ScimGroupDeleted,
}

impl AuditAction {
    /// Every action, for parsing and listing.
    pub const ALL: [AuditAction; 71] = [
        AuditAction::ClientCreated,
        AuditAction::ClientSecretRotated,
        AuditAction::ClientDisabled,
        AuditAction::UserCreated,
        AuditAction::UserDisabled,
        AuditAction::UserPasswordSet,
        AuditAction::UserProfileChanged,
        AuditAction::UserSessionsRevoked,
        AuditAction::KeysRotated,
        AuditAction::LoginSucceeded,
        AuditAction::LoginFailed,
        AuditAction::SignInCodeSent,
        AuditAction::SessionRevoked,
        AuditAction::CodeReplayed,
        AuditAction::DeviceApproved,
        AuditAction::DeviceDenied,
        AuditAction::PasswordChanged,
        AuditAction::UserRegistered,
        AuditAction::EmailVerified,
        AuditAction::PasswordResetRequested,
        AuditAction::PasswordReset,
        AuditAction::FactorAdded,
        AuditAction::FactorRemoved,
        AuditAction::FactorFailed,
        AuditAction::RecoveryCodeUsed,
        AuditAction::LinkAdded,
        AuditAction::LinkRemoved,
        AuditAction::UpstreamSignIn,
        AuditAction::EmailChangeRequested,
        AuditAction::EmailChanged,
        AuditAction::UserDeleted,
        AuditAction::DeletionScheduled,
        AuditAction::DeletionCancelled,
        AuditAction::WebhookCreated,
        AuditAction::WebhookDeleted,
        AuditAction::DeliveryReplayed,
        AuditAction::ResourceCreated,
        AuditAction::ClientGranted,
        AuditAction::ConsentGranted,
        AuditAction::ConsentRevoked,
        AuditAction::RoleChanged,
        AuditAction::UserEnabled,
        AuditAction::ClientUpdated,
        AuditAction::ClientDeleted,
        AuditAction::VerificationResent,
        AuditAction::WaysInRemoved,
        AuditAction::WaysInKept,
        AuditAction::UsersImported,
        AuditAction::OrganizationCreated,
        AuditAction::OrganizationUpdated,
        AuditAction::OrganizationDeleted,
        AuditAction::OrganizationMemberAdded,
        AuditAction::OrganizationMemberRemoved,
        AuditAction::OrganizationRolesChanged,
        AuditAction::OrganizationRoleCreated,
        AuditAction::OrganizationRoleDeleted,
        AuditAction::OrganizationInvitationSent,
        AuditAction::OrganizationInvitationAccepted,
        AuditAction::OrganizationInvitationRevoked,
        AuditAction::OrganizationDomainVerified,
        AuditAction::OrganizationDomainRemoved,
        AuditAction::OrganizationSignInChanged,
        AuditAction::ScimConnectionCreated,
        AuditAction::ScimConnectionRotated,
        AuditAction::ScimConnectionRevoked,
        AuditAction::ScimUserCreated,
        AuditAction::ScimUserUpdated,
        AuditAction::ScimUserDeleted,
        AuditAction::ScimGroupCreated,
        AuditAction::ScimGroupUpdated,
        AuditAction::ScimGroupDeleted,
    ];

    /// The stored name (the audit API's `type`), e.g. `"signin.failed"`.
    pub fn as_str(self) -> &'static str {
        match self {
            AuditAction::ClientCreated => "client.created",
            AuditAction::ClientSecretRotated => "client.secret_rotated",
            AuditAction::ClientDisabled => "client.disabled",
            AuditAction::UserCreated => "user.created",
            AuditAction::UserDisabled => "user.disabled",
            AuditAction::UserPasswordSet => "user.password_set",
            AuditAction::UserProfileChanged => "user.profile_changed",
            AuditAction::UserSessionsRevoked => "user.sessions_revoked",
            AuditAction::KeysRotated => "keys.rotated",
            AuditAction::LoginSucceeded => "session.started",
            AuditAction::LoginFailed => "signin.failed",
            AuditAction::SignInCodeSent => "signin.code_sent",
            AuditAction::SessionRevoked => "session.ended",
            AuditAction::CodeReplayed => "code.replayed",
            AuditAction::DeviceApproved => "device.approved",
            AuditAction::DeviceDenied => "device.denied",
            AuditAction::PasswordChanged => "password.changed",
            AuditAction::UserRegistered => "user.registered",
            AuditAction::EmailVerified => "user.email_verified",
            AuditAction::PasswordResetRequested => "user.password_reset_requested",
            AuditAction::PasswordReset => "user.password_reset",
            AuditAction::FactorAdded => "factor.added",
            AuditAction::FactorRemoved => "factor.removed",
            AuditAction::FactorFailed => "factor.failed",
            AuditAction::RecoveryCodeUsed => "factor.recovery_code_used",
            AuditAction::LinkAdded => "link.added",
            AuditAction::LinkRemoved => "link.removed",
            AuditAction::UpstreamSignIn => "signin.upstream",
            AuditAction::EmailChangeRequested => "user.email_change_requested",
            AuditAction::EmailChanged => "user.email_changed",
            AuditAction::UserDeleted => "user.deleted",
            AuditAction::DeletionScheduled => "user.deletion_scheduled",
            AuditAction::DeletionCancelled => "user.deletion_cancelled",
            AuditAction::WebhookCreated => "webhook.created",
            AuditAction::WebhookDeleted => "webhook.deleted",
            AuditAction::DeliveryReplayed => "webhook.delivery_replayed",
            AuditAction::ResourceCreated => "resource.created",
            AuditAction::ClientGranted => "client.granted",
            AuditAction::ConsentGranted => "consent.granted",
            AuditAction::ConsentRevoked => "consent.revoked",
            AuditAction::RoleChanged => "role.changed",
            AuditAction::UserEnabled => "user.enabled",
            AuditAction::ClientUpdated => "client.updated",
            AuditAction::ClientDeleted => "client.deleted",
            AuditAction::VerificationResent => "user.verification_resent",
            AuditAction::WaysInRemoved => "user.ways_in_removed",
            AuditAction::WaysInKept => "user.ways_in_kept",
            AuditAction::UsersImported => "users.imported",
            AuditAction::OrganizationCreated => "organization.created",
            AuditAction::OrganizationUpdated => "organization.updated",
            AuditAction::OrganizationDeleted => "organization.deleted",
            AuditAction::OrganizationMemberAdded => "organization.member_added",
            AuditAction::OrganizationMemberRemoved => "organization.member_removed",
            AuditAction::OrganizationRolesChanged => "organization.roles_changed",
            AuditAction::OrganizationRoleCreated => "organization_role.created",
            AuditAction::OrganizationRoleDeleted => "organization_role.deleted",
            AuditAction::OrganizationInvitationSent => "organization.invitation_sent",
            AuditAction::OrganizationInvitationAccepted => "organization.invitation_accepted",
            AuditAction::OrganizationInvitationRevoked => "organization.invitation_revoked",
            AuditAction::OrganizationDomainVerified => "organization.domain_verified",
            AuditAction::OrganizationDomainRemoved => "organization.domain_removed",
            AuditAction::OrganizationSignInChanged => "organization.sign_in_changed",
            AuditAction::ScimConnectionCreated => "scim.connection_created",
            AuditAction::ScimConnectionRotated => "scim.connection_rotated",
            AuditAction::ScimConnectionRevoked => "scim.connection_revoked",
            AuditAction::ScimUserCreated => "scim.user_created",
            AuditAction::ScimUserUpdated => "scim.user_updated",
            AuditAction::ScimUserDeleted => "scim.user_deleted",
            AuditAction::ScimGroupCreated => "scim.group_created",
            AuditAction::ScimGroupUpdated => "scim.group_updated",
            AuditAction::ScimGroupDeleted => "scim.group_deleted",
        }
    }

    /// Parses a stored name.
    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|a| a.as_str() == s)
    }
}

/// One entry of the audit log. Never holds a secret or a password.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuditEvent {
    /// When it happened.
    pub at: OffsetDateTime,
    /// What happened.
    pub action: AuditAction,
    /// Who did it: `"admin"`, `"cli"`, a user id, or `""`.
    pub actor: String,
    /// What it was done to: a client id, user id, session id, email, kid.
    pub subject: String,
    /// The client IP, where there was a request.
    pub ip: String,
    /// A short free-text detail (never a secret).
    pub detail: String,
    /// The user it is about, when there is one.
    pub user_id: Option<UserId>,
    /// The client it happened through or to, when there is one.
    pub client_id: Option<ClientId>,
    /// The request's User-Agent, where there was a request (at most 512
    /// characters are kept).
    pub user_agent: String,
}

/// An audit event as stored: with the id that orders events and serves as
/// the listing's cursor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredAuditEvent {
    /// Increasing in the order events were appended.
    pub id: i64,
    /// The event.
    pub event: AuditEvent,
}

/// Which audit events to list, newest first.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AuditQuery {
    /// Only events about this user.
    pub user: Option<UserId>,
    /// Only events whose subject is this (an address's digest).
    pub subject: Option<String>,
    /// Only events of this type.
    pub action: Option<AuditAction>,
    /// Only events at or after this instant.
    pub since: Option<OffsetDateTime>,
    /// Only events before this instant.
    pub until: Option<OffsetDateTime>,
    /// Only events older than the one with this id (the previous page's
    /// last event).
    pub before_id: Option<i64>,
    /// At most this many.
    pub limit: u32,
}

/// The audit log: append-only.
pub trait AuditRepository: Send + Sync {
    /// Appends an event.
    fn append(&self, event: &AuditEvent) -> RepoResult<()>;
    /// The newest `limit` events, newest first.
    fn recent(&self, limit: u32) -> RepoResult<Vec<AuditEvent>>;
    /// The events `query` selects, newest first.
    fn query_audit(&self, query: &AuditQuery) -> RepoResult<Vec<StoredAuditEvent>>;
    /// Deletes events from before `before` (retention); returns how many.
    fn delete_audit_before(&self, before: OffsetDateTime) -> RepoResult<u64>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_names_round_trip() {
        for action in AuditAction::ALL {
            assert_eq!(AuditAction::parse(action.as_str()), Some(action));
        }
    }
}
