//! The operations: each validates, changes the store and writes the audit
//! event in one place.

use time::OffsetDateTime;

use crate::service::accounts::Accounts;

use crate::service::hashing::Busy;
use crate::service::passwords::{HashMemory, Password};
use accounts_domain::addresses::{AppOrigin, Email, PackageName, RedirectUri, is_displayable};
use accounts_domain::destinations::Destinations;
use accounts_domain::ids::{ClientId, KeyId, UserId};
use accounts_domain::keys::KeyState;
use accounts_domain::keys::{KeyAlgorithm, KeyError, MasterKey, SigningKey};
use accounts_domain::records::{AuditAction, AuditEvent, ClientRecord, UserProfile, UserRecord};
use accounts_domain::repository::KeyStateChange;
use accounts_domain::repository::RepoError;
use accounts_domain::repository::Store;
use accounts_domain::scope::{Scope, Scopes};
use accounts_domain::secrets::PlainSecret;

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
    /// A verification mail for an address verified already.
    #[error("the address is verified already")]
    AlreadyVerified,
}

pub(super) fn invalid(e: impl std::fmt::Display) -> ManageError {
    ManageError::Invalid(e.to_string())
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

/// A client to register, as typed by an operator.
#[derive(Debug, Clone, Default)]
pub struct NewClient {
    /// A name for people.
    pub name: String,
    /// Redirect URIs; none for a client that never sends a browser back
    /// (client_credentials, the device grant): such a client gets no code.
    pub redirect_uris: Vec<String>,
    /// App package names (may be empty).
    pub package_names: Vec<String>,
    /// Scopes the client may be granted; empty means all of
    /// `openid email profile authorization`.
    pub scopes: Vec<String>,
    /// A public client (browser or native app) gets no secret and must use PKCE.
    pub public: bool,
    /// A resource server may introspect tokens issued to any client; it
    /// must be confidential (introspection needs client authentication).
    pub resource_server: bool,
    /// A confidential client that wants refresh-token rotation on the
    /// standard face (public clients always rotate).
    pub rotate_refresh_tokens: bool,
    /// Codes and id_tokens only for two-factor sign-ins.
    pub require_mfa: bool,
    /// May get tokens for itself (client_credentials) for the APIs it is
    /// granted; it must be confidential.
    pub client_credentials: bool,
    /// Its authorization requests must be pushed first (RFC 9126).
    pub require_par: bool,
    /// Written by a third party: its users consent before it gets anything.
    pub third_party: bool,
    /// Where it hears that a session ended (back-channel logout): the
    /// webhook endpoints' URL grammar.
    pub backchannel_logout_uri: Option<String>,
    /// Its native apps' WebAuthn origins (`android:apk-key-hash:…`).
    pub app_origins: Vec<String>,
}

/// Registers a client; the plain secret is returned once and never stored.
/// A public client gets none (`None`). Its back-channel logout URI may
/// point only at `destinations`.
pub fn create_client(
    store: &dyn Store,
    input: &NewClient,
    destinations: Destinations,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<(ClientRecord, Option<PlainSecret>), ManageError> {
    let valid = validated(input, destinations)?;
    // A public client's stored digest is of a secret nobody ever sees, and
    // `authenticates` refuses public clients anyway.
    let secret = PlainSecret::generate();
    let client = valid.record(ClientId::generate(now), secret.digest(), input.public, now);
    accounts_domain::repository::ClientRepository::insert(store, &client)
        .map_err(ManageError::Repo)?;
    audit(
        store,
        actor,
        AuditAction::ClientCreated,
        Subject::Client(client.id),
        now,
    )?;
    let secret = (!client.public).then_some(secret);
    Ok((client, secret))
}

/// A client's settings as checked: what [`create_client`] and
/// `update_client` store.
pub(super) struct ValidClient {
    name: String,
    redirect_uris: Vec<RedirectUri>,
    package_names: Vec<PackageName>,
    app_origins: Vec<AppOrigin>,
    allowed_scopes: Scopes,
    backchannel_logout_uri: Option<String>,
    resource_server: bool,
    rotate_refresh_tokens: bool,
    require_mfa: bool,
    client_credentials: bool,
    require_par: bool,
    third_party: bool,
}

impl ValidClient {
    /// The enabled client `id` with these settings, registered at `now`.
    pub(super) fn record(
        self,
        id: ClientId,
        secret_digest: accounts_domain::secrets::SecretDigest,
        public: bool,
        now: OffsetDateTime,
    ) -> ClientRecord {
        ClientRecord {
            id,
            name: self.name,
            secret_digest,
            redirect_uris: self.redirect_uris,
            package_names: self.package_names,
            allowed_scopes: self.allowed_scopes,
            enabled: true,
            public,
            resource_server: self.resource_server,
            rotate_refresh_tokens: self.rotate_refresh_tokens,
            require_mfa: self.require_mfa,
            client_credentials: self.client_credentials,
            require_par: self.require_par,
            third_party: self.third_party,
            backchannel_logout_uri: self.backchannel_logout_uri,
            app_origins: self.app_origins,
            created_at: now,
            updated_at: now,
        }
    }
}

/// Checks a client's settings as an operator typed them; its back-channel
/// logout URI may point only at `destinations`.
pub(super) fn validated(
    input: &NewClient,
    destinations: Destinations,
) -> Result<ValidClient, ManageError> {
    // At most 200 characters as sent (what the API's maxLength states), and
    // something besides white space.
    let name = input.name.trim();
    if name.is_empty() || input.name.chars().count() > 200 {
        return Err(Rule::ClientNameLength.into());
    }
    if !is_displayable(&input.name) {
        return Err(Rule::ClientNameCharacters.into());
    }
    if input.public && input.resource_server {
        return Err(Rule::ResourceServerConfidential.into());
    }
    if input.public && input.client_credentials {
        return Err(Rule::ClientCredentialsConfidential.into());
    }
    let redirect_uris = input
        .redirect_uris
        .iter()
        .map(|u| RedirectUri::parse_registration(u))
        .collect::<Result<Vec<_>, _>>()
        .map_err(invalid)?;
    let package_names = input
        .package_names
        .iter()
        .map(|p| PackageName::parse(p))
        .collect::<Result<Vec<_>, _>>()
        .map_err(invalid)?;
    let app_origins = input
        .app_origins
        .iter()
        .map(|o| AppOrigin::parse(o))
        .collect::<Result<Vec<_>, _>>()
        .map_err(invalid)?;
    let allowed_scopes = if input.scopes.is_empty() {
        Scopes::from_iter_checked(Scope::ALL).map_err(invalid)?
    } else {
        Scopes::parse(&input.scopes.join(" ")).map_err(invalid)?
    };
    let backchannel_logout_uri = input
        .backchannel_logout_uri
        .as_deref()
        .map(|u| {
            super::endpoint_url::parse_url(u, destinations)
                .map_err(|e| ManageError::Invalid(format!("backchannel_logout_uri: {e}")))
        })
        .transpose()?;
    Ok(ValidClient {
        name: name.to_owned(),
        redirect_uris,
        package_names,
        app_origins,
        allowed_scopes,
        backchannel_logout_uri,
        resource_server: input.resource_server,
        rotate_refresh_tokens: input.rotate_refresh_tokens,
        require_mfa: input.require_mfa,
        client_credentials: input.client_credentials,
        require_par: input.require_par,
        third_party: input.third_party,
    })
}

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

/// Replaces a client's secret; the new plain secret is returned once.
pub fn rotate_client_secret(
    store: &dyn Store,
    id: &str,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<(ClientId, PlainSecret), ManageError> {
    let id = client_id(id)?;
    let client = accounts_domain::repository::ClientRepository::find(store, id)
        .map_err(ManageError::Repo)?
        .ok_or(ManageError::NotFound("client"))?;
    if client.public {
        return Err(Rule::PublicClientSecret.into());
    }
    let secret = PlainSecret::generate();
    store
        .update_secret(id, &secret.digest(), now)
        .map_err(not_found("client"))?;
    audit(
        store,
        actor,
        AuditAction::ClientSecretRotated,
        Subject::Client(id),
        now,
    )?;
    Ok((id, secret))
}

/// Disables a client: it authenticates nowhere and its tokens stop verifying.
pub fn disable_client(
    store: &dyn Store,
    id: &str,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<ClientId, ManageError> {
    let id = client_id(id)?;
    accounts_domain::repository::ClientRepository::set_enabled(store, id, false, now)
        .map_err(not_found("client"))?;
    audit(
        store,
        actor,
        AuditAction::ClientDisabled,
        Subject::Client(id),
        now,
    )?;
    Ok(id)
}

/// A user to create.
#[derive(Debug, Clone, Default)]
pub struct NewUser {
    /// Sign-in address.
    pub email: String,
    /// Profile fields (`""` where unknown).
    pub profile: UserProfile,
}

/// Longest profile field accepted, in characters (what an API schema's
/// `maxLength` counts).
pub const MAX_PROFILE_FIELD: usize = 2048;

/// Refuses profile fields that are too long or hold control or
/// bidirectional formatting characters (they would be shown to people).
pub(crate) fn check_profile(p: &UserProfile) -> Result<(), ManageError> {
    let fields = [
        &p.name,
        &p.mobile,
        &p.picture,
        &p.country_code,
        &p.country,
        &p.country_region_code,
        &p.country_region,
        &p.city,
        &p.postal_code,
    ];
    if fields
        .iter()
        .any(|f| f.chars().nth(MAX_PROFILE_FIELD).is_some())
    {
        return Err(Rule::ProfileFieldLength.into());
    }
    if !fields.iter().all(|f| is_displayable(f)) {
        return Err(Rule::ProfileFieldCharacters.into());
    }
    Ok(())
}

/// Creates a user with `password` (hashed with argon2id in `memory`).
pub fn create_user(
    store: &dyn Store,
    input: &NewUser,
    password: &str,
    memory: &mut HashMemory,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<UserRecord, ManageError> {
    let email = Email::parse_registration(&input.email).map_err(invalid)?;
    let password = Password::parse(password).map_err(invalid)?;
    check_profile(&input.profile)?;
    if store
        .find_by_email(&email)
        .map_err(ManageError::Repo)?
        .is_some()
    {
        return Err(ManageError::DuplicateEmail);
    }
    let user = UserRecord {
        id: UserId::generate(now),
        email,
        password: password.hash_in(memory).map_err(invalid)?,
        profile: input.profile.clone(),
        enabled: true,
        email_verified: true,
        created_at: now,
        updated_at: now,
        deletion_due: None,
        language: None,
    };
    match accounts_domain::repository::UserRepository::insert(store, &user) {
        Ok(()) => {}
        // Lost a race with another creation of the same address.
        Err(RepoError::Conflict(_)) => return Err(ManageError::DuplicateEmail),
        Err(e) => return Err(ManageError::Repo(e)),
    }
    audit(
        store,
        actor,
        AuditAction::UserCreated,
        Subject::User(user.id),
        now,
    )?;
    Ok(user)
}

/// Disables a user: no new sign-ins, every session ends with all its
/// tokens, and none of the user's tokens verifies any more (the storage
/// makes the disabling and the session ends one transaction).
pub fn disable_user(
    store: &dyn Store,
    id: &str,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<UserId, ManageError> {
    let id = user_id(id)?;
    accounts_domain::repository::UserRepository::set_enabled(store, id, false, now)
        .map_err(not_found("user"))?;
    audit(
        store,
        actor,
        AuditAction::UserDisabled,
        Subject::User(id),
        now,
    )?;
    Ok(id)
}

/// Replaces a user's profile fields. Run through
/// [`administer`], the change is served by this instance at once
/// and by the others within one cache refresh.
pub fn update_profile(
    store: &dyn Store,
    id: &str,
    profile: &UserProfile,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<UserId, ManageError> {
    let id = user_id(id)?;
    check_profile(profile)?;
    accounts_domain::repository::UserRepository::set_profile(store, id, profile, now)
        .map_err(not_found("user"))?;
    audit(
        store,
        actor,
        AuditAction::UserProfileChanged,
        Subject::User(id),
        now,
    )?;
    Ok(id)
}

/// Sets a user's password and ends every session of the user, with all
/// their tokens, in the same transaction.
pub fn set_password(
    store: &dyn Store,
    id: &str,
    password: &str,
    memory: &mut HashMemory,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<UserId, ManageError> {
    let id = user_id(id)?;
    let hash = Password::parse(password)
        .map_err(invalid)?
        .hash_in(memory)
        .map_err(invalid)?;
    store
        .set_password(id, &hash, None, now)
        .map_err(not_found("user"))?;
    audit(
        store,
        actor,
        AuditAction::UserPasswordSet,
        Subject::User(id),
        now,
    )?;
    Ok(id)
}

/// Ends every session of a user with all their tokens (a stolen device,
/// a suspected compromise); returns how many sessions ended.
pub fn revoke_sessions(
    store: &dyn Store,
    id: &str,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<(UserId, u64), ManageError> {
    let id = user_id(id)?;
    accounts_domain::repository::UserRepository::find(store, id)
        .map_err(ManageError::Repo)?
        .ok_or(ManageError::NotFound("user"))?;
    let ended = store
        .revoke_user_sessions(id, now)
        .map_err(ManageError::Repo)?;
    audit(
        store,
        actor,
        AuditAction::UserSessionsRevoked,
        Subject::User(id),
        now,
    )?;
    Ok((id, ended))
}

/// What one `keys rotate` did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rotation {
    /// A new id_token key is in the JWKS but does not sign yet, so clients
    /// can fetch it before the first token signed with it arrives. The next
    /// rotation activates it.
    Published {
        /// The new key.
        kid: KeyId,
    },
    /// The published key now signs id_tokens and a new HS256 key signs
    /// access tokens; the keys they replace verify until their last token
    /// expires.
    Activated {
        /// The id_token key now signing.
        id_token_kid: KeyId,
        /// The access-token key now signing.
        access_token_kid: KeyId,
        /// The keys that stopped signing.
        retired: Vec<KeyId>,
    },
}

/// Rotates the signing keys in two steps (see [`Rotation`]); running
/// servers pick the change up within their cache refresh interval.
pub fn rotate_keys_in_store(
    store: &dyn Store,
    master: &MasterKey,
    algorithm: KeyAlgorithm,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<Rotation, ManageError> {
    let keys = accounts_domain::repository::SigningKeyRepository::list(store)
        .map_err(ManageError::Repo)?;
    let pending = keys
        .iter()
        .find(|k| k.state == KeyState::Pending && !k.algorithm.is_symmetric());
    let Some(pending) = pending else {
        let key = SigningKey::generate(algorithm, now)?;
        accounts_domain::repository::SigningKeyRepository::insert(
            store,
            &key.to_record(master, KeyState::Pending, now)?,
        )
        .map_err(ManageError::Repo)?;
        audit(
            store,
            actor,
            AuditAction::KeysRotated,
            Subject::Keys(format!("published {}", key.kid())),
            now,
        )?;
        return Ok(Rotation::Published { kid: key.kid() });
    };
    let access = SigningKey::generate(KeyAlgorithm::Hs256, now)?;
    accounts_domain::repository::SigningKeyRepository::insert(
        store,
        &access.to_record(master, KeyState::Pending, now)?,
    )
    .map_err(ManageError::Repo)?;
    let retired: Vec<KeyId> = keys
        .iter()
        .filter(|k| k.state == KeyState::Active)
        .map(|k| k.kid)
        .collect();
    let mut changes: Vec<KeyStateChange> = retired
        .iter()
        .map(|&kid| KeyStateChange {
            kid,
            state: KeyState::Retired,
            at: now,
        })
        .collect();
    changes.push(KeyStateChange {
        kid: pending.kid,
        state: KeyState::Active,
        at: now,
    });
    changes.push(KeyStateChange {
        kid: access.kid(),
        state: KeyState::Active,
        at: now,
    });
    store.apply(&changes).map_err(ManageError::Repo)?;
    audit(
        store,
        actor,
        AuditAction::KeysRotated,
        Subject::Keys(format!("activated {} and {}", pending.kid, access.kid())),
        now,
    )?;
    Ok(Rotation::Activated {
        id_token_kid: pending.kid,
        access_token_kid: access.kid(),
        retired,
    })
}

/// Every client, oldest first (never their secrets: only digests are stored).
pub fn list_clients_in_store(store: &dyn Store) -> Result<Vec<ClientRecord>, ManageError> {
    accounts_domain::repository::ClientRepository::list(store).map_err(ManageError::Repo)
}

/// Every user, oldest first.
pub fn list_users_in_store(store: &dyn Store) -> Result<Vec<UserRecord>, ManageError> {
    accounts_domain::repository::UserRepository::list(store).map_err(ManageError::Repo)
}

/// Runs an account-manager operation on the service's store at its
/// clock's `now`, then refreshes this instance's caches so the change
/// (a disabled client, a new secret) is in force here before the
/// caller answers (blocking).
pub fn administer<T>(
    accounts: &Accounts,
    operation: impl FnOnce(&dyn Store, OffsetDateTime) -> Result<T, ManageError>,
) -> Result<T, ManageError> {
    let done = operation(&*accounts.store, accounts.clock.now())?;
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

/// Every client, for the admin API (a read: no cache refresh).
pub fn list_clients(accounts: &Accounts) -> Result<Vec<ClientRecord>, ManageError> {
    list_clients_in_store(&*accounts.store)
}

/// Every user, for the admin API (a read: no cache refresh).
pub fn list_users(accounts: &Accounts) -> Result<Vec<UserRecord>, ManageError> {
    list_users_in_store(&*accounts.store)
}

/// [`rotate_keys`] with the service's master key and algorithm.
pub fn rotate_keys(accounts: &Accounts, actor: Actor<'_>) -> Result<Rotation, ManageError> {
    let (master, algorithm) = (&accounts.config.master_key, accounts.config.id_alg);
    administer(accounts, |store, now| {
        rotate_keys_in_store(store, master, algorithm, actor, now)
    })
}
