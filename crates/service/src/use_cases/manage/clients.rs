//! Registering clients, rotating their secrets, disabling and listing
//! them (the admin API, the console and the CLI).

use time::OffsetDateTime;

use crate::service::accounts::Accounts;

use accounts_domain::addresses::{AppOrigin, PackageName, RedirectUri, is_displayable};
use accounts_domain::destinations::Destinations;
use accounts_domain::ids::ClientId;
use accounts_domain::organization::OrganizationId;
use accounts_domain::records::{AuditAction, ClientRecord};
use accounts_domain::repository::Store;
use accounts_domain::scope::{Scope, Scopes};
use accounts_domain::secrets::PlainSecret;

use super::operations::{Actor, ManageError, Rule, Subject, audit, client_id, invalid, not_found};

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
    /// A Shared Signals receiver (docs/decisions.md, "Shared Signals");
    /// it must be confidential.
    pub shared_signals: bool,
    /// The organization (slug or id) a receiver is bound to.
    pub organization: Option<String>,
    /// Its users may sign in with a mailed code (the default); `false`
    /// wants a password or a passkey.
    pub allow_sign_in_codes: bool,
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
    let valid = validated(store, input, destinations)?;
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
    shared_signals: bool,
    organization: Option<OrganizationId>,
    allow_sign_in_codes: bool,
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
            shared_signals: self.shared_signals,
            organization: self.organization,
            allow_sign_in_codes: self.allow_sign_in_codes,
            app_origins: self.app_origins,
            created_at: now,
            updated_at: now,
        }
    }
}

/// Checks a client's settings as an operator typed them; its back-channel
/// logout URI may point only at `destinations`.
pub(super) fn validated(
    store: &dyn Store,
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
    if input.public && input.shared_signals {
        return Err(Rule::SharedSignalsConfidential.into());
    }
    let organization = match input.organization.as_deref().filter(|o| !o.is_empty()) {
        None => None,
        Some(_) if !input.shared_signals => return Err(Rule::OrganizationForReceivers.into()),
        // A field naming nothing is the request's fault, not a missing
        // resource's.
        Some(reference) => Some(
            super::organizations::find_organization(store, reference)
                .map_err(|e| match e {
                    ManageError::NotFound(_) => {
                        ManageError::Invalid("organization: no such organization".into())
                    }
                    other => other,
                })?
                .id,
        ),
    };
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
        Scopes::from_iter_checked(Scope::SEED).map_err(invalid)?
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
        shared_signals: input.shared_signals,
        organization,
        allow_sign_in_codes: input.allow_sign_in_codes,
    })
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

/// Every client, oldest first (never their secrets: only digests are stored).
pub fn list_clients_in_store(store: &dyn Store) -> Result<Vec<ClientRecord>, ManageError> {
    accounts_domain::repository::ClientRepository::list(store).map_err(ManageError::Repo)
}

/// Every client, for the admin API (a read: no cache refresh).
pub fn list_clients(accounts: &Accounts) -> Result<Vec<ClientRecord>, ManageError> {
    list_clients_in_store(&*accounts.store)
}
