//! What every account-manager operation shares: its error, the actor
//! and subject of its audit event, and `administer`, which runs it on the
//! service's store and syncs this instance's caches before answering.

use accounts_domain::shared_signals::{Initiator, initiated_by};
use time::OffsetDateTime;

use crate::service::accounts::Accounts;

use crate::service::hashing::Busy;
use crate::service::passwords::HashMemory;
use accounts_domain::ids::{ClientId, UserId};
use accounts_domain::keys::KeyError;
use accounts_domain::organization::OrganizationId;
use accounts_domain::records::{AuditAction, AuditEvent};
use accounts_domain::repository::RepoError;
use accounts_domain::repository::Store;

/// Why an account-manager operation failed; the message is one line, safe
/// to show to the operator.
#[derive(Debug, thiserror::Error)]
pub enum ManageError {
    /// Input that does not validate; the text says why.
    #[error("{0}")]
    Invalid(String),
    /// Input that breaks one of the named rules.
    #[error(transparent)]
    Rule(#[from] Rule),
    /// No such client or user.
    #[error("{0} not found")]
    NotFound(&'static str),
    /// A user with that email exists (compared case-insensitively).
    #[error("a user with that email already exists")]
    DuplicateEmail,
    /// Something with that name exists (an API's identifier).
    #[error("{0} already exists")]
    Exists(&'static str),
    /// The target's settings do not allow it (a grant for a client not
    /// allowed client_credentials).
    #[error("{0}")]
    NotAllowed(&'static str),
    /// The request conflicts with the state of things, as the text says
    /// (a domain whose TXT record was not found).
    #[error("{0}")]
    Refused(String),
    /// The link is the account's last way to sign in.
    #[error("the link is the account's last way to sign in: set a password first")]
    LastSignInMethod,
    /// Storage failed.
    #[error(transparent)]
    Repo(RepoError),
    /// A key could not be made or sealed.
    #[error(transparent)]
    Key(#[from] KeyError),
    /// Every password-hashing permit stayed taken for the whole wait.
    #[error(transparent)]
    Busy(#[from] Busy),
}

/// A rule an operator's input breaks, named so that the console and the
/// admin API can say it in the reader's language (docs/decisions.md,
/// "Languages"); its `Display` is the English text. Rules of the values
/// themselves (an address, a URI) are `ManageError::Invalid`'s text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Rule {
    /// A client's name is empty or longer than 200 characters.
    #[error("the client name must have 1 to 200 characters")]
    ClientNameLength,
    /// A client's name holds control or bidi formatting characters.
    #[error("the client name must not contain control or bidirectional formatting characters")]
    ClientNameCharacters,
    /// A resource server that is a public client.
    #[error("a resource server must be a confidential client")]
    ResourceServerConfidential,
    /// client_credentials for a public client.
    #[error("client_credentials needs a confidential client")]
    ClientCredentialsConfidential,
    /// A Shared Signals receiver that is a public client.
    #[error("a Shared Signals receiver must be a confidential client")]
    SharedSignalsConfidential,
    /// An organization given to a client that is no receiver.
    #[error("only a Shared Signals receiver is bound to an organization")]
    OrganizationForReceivers,
    /// A secret asked for a public client.
    #[error("a public client has no secret")]
    PublicClientSecret,
    /// A profile field longer than the limit.
    #[error("profile fields are limited to {MAX_PROFILE_FIELD} characters")]
    ProfileFieldLength,
    /// A profile field with control or bidi formatting characters.
    #[error("profile fields must not contain control or bidirectional formatting characters")]
    ProfileFieldCharacters,
    /// A webhook event type that does not exist.
    #[error("unknown event type {name:?}; known: {known}")]
    UnknownEventType {
        /// The name given.
        name: String,
        /// The known names, comma-separated.
        known: String,
    },
    /// A webhook with no event type.
    #[error("events must name at least one event type")]
    NoEventType,
    /// A webhook secret without its `whsec_` prefix.
    #[error("secret must start with whsec_")]
    SecretPrefix,
    /// A webhook secret that is not base64 after the prefix.
    #[error("secret must be whsec_ and base64")]
    SecretEncoding,
    /// A webhook secret of another length.
    #[error("secret must be 24 to 64 bytes")]
    SecretLength,
    /// A delivery status filter that is no status.
    #[error("status must be pending, delivered or failed")]
    DeliveryStatus,
    /// An audit filter's time that is not RFC 3339.
    #[error("{0} must be an RFC 3339 timestamp")]
    NotATimestamp(&'static str),
    /// An audit filter's user that is no user id.
    #[error("user must be a user id")]
    NotAUserId,
    /// An audit filter's address that is no address.
    #[error("email must be an email address")]
    NotAnEmail,
    /// An audit filter's event type that does not exist.
    #[error("unknown event type")]
    UnknownAuditType,
    /// A cursor this service did not give.
    #[error("cursor is not one this API gave")]
    UnknownCursor,
    /// A page size outside 1 to 500.
    #[error("limit must be from 1 to 500")]
    PageSize,
    /// An API with no scope.
    #[error("at least one scope is required")]
    NoScope,
    /// A grant of scopes the API does not define.
    #[error("the API defines only these scopes: {0}")]
    UndefinedScopes(String),
    /// A role name that is none of the roles.
    #[error("the role must be admin, support, viewer or none")]
    RoleName,
    /// A console role for a user whose address is not verified.
    #[error("a console role needs a verified address: the user must confirm their address first")]
    RoleNeedsVerifiedAddress,
    /// A verification mail for an address verified already.
    #[error("the address is verified already")]
    AlreadyVerified,
}

pub(super) fn invalid(e: impl std::fmt::Display) -> ManageError {
    ManageError::Invalid(e.to_string())
}

/// Longest profile field accepted, in characters (what an API schema's
/// `maxLength` counts).
pub const MAX_PROFILE_FIELD: usize = 2048;

pub(super) fn client_id(text: &str) -> Result<ClientId, ManageError> {
    text.parse().map_err(|_| ManageError::NotFound("client"))
}

pub(super) fn user_id(text: &str) -> Result<UserId, ManageError> {
    text.parse().map_err(|_| ManageError::NotFound("user"))
}

pub(super) fn not_found(kind: &'static str) -> impl Fn(RepoError) -> ManageError {
    move |e| match e {
        RepoError::NotFound => ManageError::NotFound(kind),
        other => ManageError::Repo(other),
    }
}

/// Audits an import of users (`users.imported`), with what it did.
pub fn audit_import(
    store: &dyn Store,
    actor: Actor<'_>,
    counts: String,
    now: OffsetDateTime,
) -> Result<(), ManageError> {
    audit(
        store,
        actor,
        AuditAction::UsersImported,
        Subject::Import(counts),
        now,
    )
}

/// Who did it and from where, for the audit log.
#[derive(Debug, Clone, Copy)]
pub struct Actor<'a> {
    /// `"cli"`, `"admin"`, or a user id.
    pub name: &'a str,
    /// The client IP, or `""`.
    pub ip: &'a str,
}

/// What an operator's change was made to.
pub(super) enum Subject {
    User(UserId),
    /// A user, with a detail (a role's name).
    UserWith(UserId, String),
    /// A user's session.
    Session(UserId, accounts_domain::ids::SessionId),
    Client(ClientId),
    /// Signing keys: their kids.
    Keys(String),
    /// A webhook endpoint, or one delivery of it (`id/delivery`).
    Webhook(String),
    /// An API, by its identifier.
    Resource(String),
    /// A client's grant on an API: the client, and the API with the scopes
    /// (the detail).
    Grant(ClientId, String),
    /// An import of users: what it did (the detail).
    Import(String),
    /// An organization, with its slug (the detail).
    Organization(OrganizationId, String),
    /// A member of an organization, with their roles (the detail).
    Member(OrganizationId, UserId, String),
}

pub(super) fn audit(
    store: &dyn Store,
    actor: Actor<'_>,
    action: AuditAction,
    subject: Subject,
    now: OffsetDateTime,
) -> Result<(), ManageError> {
    let (user_id, client_id, subject, detail) = match subject {
        Subject::User(id) => (Some(id), None, id.to_string(), String::new()),
        Subject::UserWith(id, detail) => (Some(id), None, id.to_string(), detail),
        Subject::Session(id, session) => (Some(id), None, session.to_string(), String::new()),
        Subject::Client(id) => (None, Some(id), id.to_string(), String::new()),
        Subject::Keys(name) | Subject::Webhook(name) | Subject::Resource(name) => {
            (None, None, name, String::new())
        }
        Subject::Grant(id, grant) => (None, Some(id), id.to_string(), grant),
        Subject::Import(counts) => (None, None, "import".to_owned(), counts),
        Subject::Organization(id, slug) => (None, None, id.to_string(), slug),
        Subject::Member(id, user, roles) => (Some(user), None, id.to_string(), roles),
    };
    store
        .append(&AuditEvent {
            at: now,
            action,
            actor: actor.name.to_owned(),
            subject,
            ip: actor.ip.to_owned(),
            detail,
            user_id,
            client_id,
            user_agent: String::new(),
        })
        .map_err(ManageError::Repo)
}

/// Runs an account-manager operation on the service's store at its
/// clock's `now`, then refreshes this instance's caches so the change
/// (a disabled client, a new secret) is in force here before the
/// caller answers (blocking).
pub fn administer<T>(
    accounts: &Accounts,
    operation: impl FnOnce(&dyn Store, OffsetDateTime) -> Result<T, ManageError>,
) -> Result<T, ManageError> {
    // What an operator changes raises security events that say so.
    let done = initiated_by(Initiator::Admin, || {
        operation(&*accounts.store, accounts.clock.now())
    })?;
    accounts.sync_caches().map_err(ManageError::Repo)?;
    Ok(done)
}

/// [`administer`] for an operation that hashes a password:
/// it waits for a hashing permit like a sign-in does, so operators and
/// sign-ins share one bound on hashing memory.
pub fn administer_hashing<T>(
    accounts: &Accounts,
    operation: impl FnOnce(&dyn Store, OffsetDateTime, &mut HashMemory) -> Result<T, ManageError>,
) -> Result<T, ManageError> {
    accounts
        .hashing
        .run(|memory| administer(accounts, |store, now| operation(store, now, memory)))?
}
