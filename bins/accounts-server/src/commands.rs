//! The account manager's commands (`client ...`, `user ...`, `keys rotate`):
//! the clap definitions, and functions that call the account manager's
//! use cases (the admin API calls the same ones) and print their answers
//! as JSON, the same the admin API sends. Plain functions over a `Store`, so
//! tests run them against both backends.

use std::io::Read;

use accounts_domain::destinations::Destinations;
use accounts_domain::keys::{KeyAlgorithm, MasterKey};
use accounts_domain::records::UserProfile;
use accounts_domain::repository::Store;
use accounts_service::audit_addresses::AuditAddresses;
use accounts_service::manage::{
    self, Actor, ClientCreated, ClientDisabled, ClientSummary, FactorsReset, KeyRotation,
    ManageError, NewClient, NewUser, SecretRotated, SessionsRevoked, UserChanged, UserDeleted,
    UserFactors, UserSummary,
};
use accounts_service::passwords::HashMemory;
use clap::{Args, Subcommand};
use serde::Serialize;
use serde_json::Value;
use time::OffsetDateTime;

/// The actor of commands typed on the command line.
pub const CLI: Actor<'static> = Actor {
    name: "cli",
    ip: "",
};

/// `client ...`
#[derive(Debug, Subcommand)]
pub enum ClientCommand {
    /// Register a client; prints {"client_id","client_secret"} (the secret is
    /// shown only now; a public client gets none).
    Create {
        /// A name for people (shown on the login page).
        #[arg(long)]
        name: String,
        /// A redirect URI (repeat for several).
        #[arg(long = "redirect-uri")]
        redirect_uris: Vec<String>,
        /// An app package name it may use (repeat for several).
        #[arg(long = "package-name")]
        package_names: Vec<String>,
        /// A scope it may be granted (repeat; default: all).
        #[arg(long = "scope")]
        scopes: Vec<String>,
        /// A public client (browser or native app): no secret, PKCE required.
        #[arg(long)]
        public: bool,
        /// A resource server (an API that accepts access tokens): may
        /// introspect tokens issued to any client.
        #[arg(long = "resource-server")]
        resource_server: bool,
        /// Refresh tokens rotate on the standard face (public clients
        /// always rotate).
        #[arg(long = "rotate-refresh-tokens")]
        rotate_refresh_tokens: bool,
        /// Codes and id_tokens only for two-factor sign-ins; users without
        /// a second factor set one up first.
        #[arg(long = "require-mfa")]
        require_mfa: bool,
        /// May get tokens for itself (client_credentials) for the APIs it
        /// is granted (`client grant`); a confidential client only.
        #[arg(long = "client-credentials")]
        client_credentials: bool,
        /// Its authorization requests must be pushed first (PAR, RFC
        /// 9126): the authorization endpoint takes only a request_uri.
        #[arg(long = "require-par")]
        require_par: bool,
        /// A third party's app: its users see a consent screen before it
        /// gets anything, and may take its access away later.
        #[arg(long = "third-party")]
        third_party: bool,
        /// Where it hears that a session it holds tokens from ended: a
        /// signed logout token is posted there (OpenID Connect
        /// Back-Channel Logout).
        #[arg(long = "backchannel-logout-uri")]
        backchannel_logout_uri: Option<String>,
        /// A native app's WebAuthn origin, `android:apk-key-hash:HASH`
        /// (repeat for several): its passkey ceremonies come from it.
        #[arg(long = "webauthn-origin")]
        webauthn_origins: Vec<String>,
        /// A Shared Signals receiver: it gets `ssf.manage`/`ssf.read`
        /// tokens by client_credentials and keeps one stream of security
        /// events (confidential clients only).
        #[arg(long = "shared-signals")]
        shared_signals: bool,
        /// Bind a receiver to one organization (slug or id): its stream
        /// carries events about that organization's members only.
        #[arg(long)]
        organization: Option<String>,
        /// Its users sign in with a password or a passkey only: no code
        /// mailed to them.
        #[arg(long = "no-sign-in-codes")]
        no_sign_in_codes: bool,
    },
    /// List clients (never their secrets).
    List,
    /// Replace a client's secret; prints {"client_id","client_secret"}.
    RotateSecret {
        /// The client_id.
        id: String,
    },
    /// Disable a client: it authenticates nowhere and its tokens stop verifying.
    Disable {
        /// The client_id.
        id: String,
    },
    /// Grant a client scopes on an API (for itself with
    /// --client-credentials, or for its signed-in users), replacing an
    /// earlier grant on it.
    Grant {
        /// The client_id.
        id: String,
        /// The API's identifier (`resource create --identifier`).
        #[arg(long)]
        resource: String,
        /// Scopes of the API (repeat, or several after one --scope).
        #[arg(long = "scope", num_args = 1.., required = true)]
        scopes: Vec<String>,
    },
    /// A client's grants on APIs.
    Grants {
        /// The client_id.
        id: String,
    },
}

/// `resource ...`: the APIs clients get tokens for.
#[derive(Debug, Subcommand)]
pub enum ResourceCommand {
    /// Register an API under its identifier (its tokens' `aud`) with the
    /// scopes it defines.
    Create {
        /// `https://host[:port][/path]`, as the API will check `aud`.
        #[arg(long)]
        identifier: String,
        /// Its scopes (repeat, or several after one --scope).
        #[arg(long = "scope", num_args = 1.., required = true)]
        scopes: Vec<String>,
    },
    /// List APIs.
    List,
}

/// Profile options of `user create`.
#[derive(Debug, Args, Default)]
pub struct ProfileArgs {
    /// Full name.
    #[arg(long, default_value = "")]
    pub name: String,
    /// Mobile number with country prefix.
    #[arg(long, default_value = "")]
    pub mobile: String,
    /// URL of the profile picture.
    #[arg(long, default_value = "")]
    pub picture: String,
    /// Country code, e.g. DE.
    #[arg(long = "country-code", default_value = "")]
    pub country_code: String,
    /// Country.
    #[arg(long, default_value = "")]
    pub country: String,
    /// Region (state) code.
    #[arg(long = "country-region-code", default_value = "")]
    pub country_region_code: String,
    /// Region (state).
    #[arg(long = "country-region", default_value = "")]
    pub country_region: String,
    /// City.
    #[arg(long, default_value = "")]
    pub city: String,
    /// Postal code.
    #[arg(long = "postal-code", default_value = "")]
    pub postal_code: String,
}

/// `user ...`
#[derive(Debug, Subcommand)]
pub enum UserCommand {
    /// Create a user; the password is read from standard input; prints {"userId"}.
    Create {
        /// Sign-in email address.
        #[arg(long)]
        email: String,
        /// Read the password from standard input (required: never on the command line).
        #[arg(long = "password-stdin", required = true)]
        password_stdin: bool,
        /// Profile fields.
        #[command(flatten)]
        profile: Box<ProfileArgs>,
    },
    /// List users (never their password hashes).
    List,
    /// Disable a user: no new sign-ins, every session ends and no token of
    /// the user verifies any more.
    Disable {
        /// The userId.
        id: String,
    },
    /// Enable a disabled user: they may sign in again (the sessions that
    /// ended when they were disabled stay ended); prints {"userId","enabled"}.
    Enable {
        /// The userId.
        id: String,
    },
    /// Give a user a console role (admin, support or viewer), or take it
    /// away (none); refused for a user whose address is not verified
    /// (none is always accepted); prints {"userId","role"}.
    Role {
        /// The userId.
        id: String,
        /// admin, support, viewer or none.
        role: String,
    },
    /// Delete a user at once, with everything held about them: every
    /// session and token ends, the audit trail keeps a pseudonym. The
    /// admin API's deletion also mails the user; the CLI has no mail setup.
    Delete {
        /// The userId.
        id: String,
    },
    /// Set a user's password, read from standard input; every session of
    /// the user ends with its tokens.
    SetPassword {
        /// The userId.
        id: String,
        /// Read the password from standard input.
        #[arg(long = "password-stdin", required = true)]
        password_stdin: bool,
    },
    /// End every session of a user with its refresh and access tokens.
    RevokeSessions {
        /// The userId.
        id: String,
    },
    /// Show a user's second factors (never a secret).
    Factors {
        /// The userId.
        id: String,
    },
    /// Remove every second factor of a user (lost authenticator and
    /// recovery codes): the password alone signs in again. The admin API's
    /// reset also mails the user; the CLI has no mail setup.
    ResetFactors {
        /// The userId.
        id: String,
    },
    /// Show a user's linked upstream identities ("Sign in with …").
    Links {
        /// The userId.
        id: String,
    },
    /// Remove a user's link to an upstream provider (refused when it is
    /// the account's last way to sign in: set a password first).
    Unlink {
        /// The userId.
        id: String,
        /// The provider's id (`[[upstream]]` `id`).
        provider: String,
    },
    /// Import users from another identity provider's export with their
    /// password hashes, TOTP secrets and provider links (docs/operations.md,
    /// "Moving from another identity provider"); prints the report
    /// {"format","dryRun","imported","updated","skipped","failed","errors","replaced"}.
    Import(Box<crate::import::ImportArgs>),
}

/// `webhook ...`
#[derive(Debug, Subcommand)]
pub enum WebhookCommand {
    /// Register an endpoint; prints {"id","url","events","secret"}: the
    /// `whsec_` secret is shown only now.
    Create {
        /// Where events are posted (http:// or https://).
        url: String,
        /// Event types, comma-separated (user.created, user.updated,
        /// user.deleted, user.email_changed, session.started,
        /// session.ended, password.changed, factor.added, factor.removed).
        #[arg(long, value_delimiter = ',', required = true)]
        events: Vec<String>,
        /// Read a `whsec_` secret from standard input instead of making one.
        #[arg(long = "secret-stdin")]
        secret_stdin: bool,
    },
    /// List endpoints (never their secrets).
    List,
    /// Remove an endpoint with its deliveries.
    Delete {
        /// The endpoint's id.
        id: String,
    },
    /// An endpoint's deliveries, newest first.
    Deliveries {
        /// The endpoint's id.
        id: String,
        /// `pending`, `delivered` or `failed`.
        #[arg(long, default_value = "")]
        status: String,
    },
    /// Send a delivery again, with a fresh retry period.
    Replay {
        /// The endpoint's id.
        id: String,
        /// The delivery's id.
        delivery: String,
    },
}

/// `keys ...`
#[derive(Debug, Subcommand)]
pub enum KeysCommand {
    /// Rotate signing keys in two steps: the first run publishes a new
    /// id_token key in the JWKS, the next activates it (and a new HS256 key).
    Rotate,
}

/// The JSON a command prints.
fn json(answer: impl Serialize) -> Result<Value, ManageError> {
    serde_json::to_value(answer).map_err(|e| ManageError::Invalid(e.to_string()))
}

/// Runs a `client` command on behalf of `actor`.
pub fn client(
    store: &dyn Store,
    command: &ClientCommand,
    destinations: Destinations,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<Value, ManageError> {
    match command {
        ClientCommand::Create {
            name,
            redirect_uris,
            package_names,
            scopes,
            public,
            resource_server,
            rotate_refresh_tokens,
            require_mfa,
            client_credentials,
            require_par,
            third_party,
            backchannel_logout_uri,
            webauthn_origins,
            shared_signals,
            organization,
            no_sign_in_codes,
        } => {
            let input = NewClient {
                name: name.clone(),
                redirect_uris: redirect_uris.clone(),
                package_names: package_names.clone(),
                scopes: scopes.clone(),
                public: *public,
                resource_server: *resource_server,
                rotate_refresh_tokens: *rotate_refresh_tokens,
                require_mfa: *require_mfa,
                client_credentials: *client_credentials,
                require_par: *require_par,
                third_party: *third_party,
                backchannel_logout_uri: backchannel_logout_uri.clone(),
                app_origins: webauthn_origins.clone(),
                shared_signals: *shared_signals,
                organization: organization.clone(),
                allow_sign_in_codes: !*no_sign_in_codes,
            };
            let (client, secret) = manage::create_client(store, &input, destinations, actor, now)?;
            json(ClientCreated::of(&client, secret.as_ref()))
        }
        ClientCommand::List => json(
            manage::list_clients_in_store(store)?
                .iter()
                .map(ClientSummary::of)
                .collect::<Vec<_>>(),
        ),
        ClientCommand::RotateSecret { id } => {
            let (id, secret) = manage::rotate_client_secret(store, id, actor, now)?;
            json(SecretRotated {
                client_id: id.to_string(),
                client_secret: secret.expose().to_owned(),
            })
        }
        ClientCommand::Disable { id } => {
            let id = manage::disable_client(store, id, actor, now)?;
            json(ClientDisabled {
                client_id: id.to_string(),
                enabled: false,
            })
        }
        ClientCommand::Grant {
            id,
            resource,
            scopes,
        } => json(manage::grant_client(
            store, id, resource, scopes, actor, now,
        )?),
        ClientCommand::Grants { id } => json(manage::client_grants(store, id)?),
    }
}

/// Runs a `resource` command on behalf of `actor`.
pub fn resource(
    store: &dyn Store,
    command: &ResourceCommand,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<Value, ManageError> {
    match command {
        ResourceCommand::Create { identifier, scopes } => json(manage::create_resource(
            store, identifier, scopes, actor, now,
        )?),
        ResourceCommand::List => json(manage::list_resources(store)?),
    }
}

/// Reads a password from `input`: everything, less one trailing newline.
fn read_password(input: &mut dyn Read) -> Result<String, ManageError> {
    let mut text = String::new();
    input.take(4096).read_to_string(&mut text).map_err(|e| {
        ManageError::Invalid(format!("cannot read the password from standard input: {e}"))
    })?;
    let text = text.strip_suffix('\n').unwrap_or(&text);
    Ok(text.strip_suffix('\r').unwrap_or(text).to_owned())
}

/// Runs a `user` command typed on the command line; passwords come from
/// `stdin`. Deleting needs the master key (`master`).
pub fn user(
    store: &dyn Store,
    master: impl FnOnce() -> Option<MasterKey>,
    command: &UserCommand,
    stdin: &mut dyn Read,
    now: OffsetDateTime,
) -> Result<Value, ManageError> {
    let actor = CLI;
    match command {
        UserCommand::Create { email, profile, .. } => {
            let password = read_password(stdin)?;
            let p = profile;
            let input = NewUser {
                email: email.clone(),
                profile: UserProfile {
                    name: p.name.clone(),
                    mobile: p.mobile.clone(),
                    picture: p.picture.clone(),
                    country_code: p.country_code.clone(),
                    country: p.country.clone(),
                    country_region_code: p.country_region_code.clone(),
                    country_region: p.country_region.clone(),
                    city: p.city.clone(),
                    postal_code: p.postal_code.clone(),
                },
            };
            let user =
                manage::create_user(store, &input, &password, &mut HashMemory::new(), actor, now)?;
            json(UserChanged {
                user_id: user.id.to_string(),
                enabled: None,
            })
        }
        UserCommand::List => json(
            manage::list_users_in_store(store)?
                .iter()
                .map(UserSummary::of)
                .collect::<Vec<_>>(),
        ),
        UserCommand::Disable { id } => {
            let id = manage::disable_user(store, id, actor, now)?;
            json(UserChanged {
                user_id: id.to_string(),
                enabled: Some(false),
            })
        }
        UserCommand::Enable { id } => {
            let id = manage::enable_user(store, id, actor, now)?;
            json(UserChanged {
                user_id: id.to_string(),
                enabled: Some(true),
            })
        }
        UserCommand::Role { id, role } => json(manage::set_role(store, id, role, actor, now)?),
        UserCommand::Delete { id } => {
            let master = master().ok_or_else(|| {
                ManageError::Invalid(
                    "keys.master_key is required to delete a user (ACCOUNTS__KEYS__MASTER_KEY): the audit trail names addresses by digests made with it".into(),
                )
            })?;
            let addresses = AuditAddresses::new(&master);
            let id = manage::delete_user_in_store(store, &addresses, id, actor, now)?.id;
            json(UserDeleted {
                user_id: id.to_string(),
                deleted: true,
            })
        }
        UserCommand::SetPassword { id, .. } => {
            let password = read_password(stdin)?;
            let id =
                manage::set_password(store, id, &password, &mut HashMemory::new(), actor, now)?;
            json(UserChanged {
                user_id: id.to_string(),
                enabled: None,
            })
        }
        UserCommand::RevokeSessions { id } => {
            let (id, ended) = manage::revoke_sessions(store, id, actor, now)?;
            json(SessionsRevoked {
                user_id: id.to_string(),
                sessions_ended: ended,
            })
        }
        UserCommand::Factors { id } => json(UserFactors::of(&manage::factors(store, id)?)),
        UserCommand::ResetFactors { id } => {
            let (id, removed) = manage::reset_factors_in_store(store, id, actor, now)?;
            json(FactorsReset {
                user_id: id.to_string(),
                removed,
            })
        }
        UserCommand::Links { id } => json(manage::links(store, id)?),
        UserCommand::Unlink { id, provider } => {
            json(manage::unlink(store, id, provider, actor, now)?)
        }
        // Needs the master key: run by `cli.rs` with it.
        UserCommand::Import(_) => Err(ManageError::Invalid(
            "user import runs with the master key (cli.rs)".into(),
        )),
    }
}

/// Runs a `keys` command on behalf of `actor`.
pub fn keys(
    store: &dyn Store,
    master: &MasterKey,
    algorithm: KeyAlgorithm,
    command: &KeysCommand,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<Value, ManageError> {
    match command {
        KeysCommand::Rotate => json(KeyRotation::of(manage::rotate_keys_in_store(
            store, master, algorithm, actor, now,
        )?)),
    }
}

/// Runs a `webhook` command on behalf of `actor`; `master` seals a new
/// endpoint's secret.
pub fn webhook(
    store: &dyn Store,
    master: &MasterKey,
    command: &WebhookCommand,
    destinations: Destinations,
    stdin: &mut dyn Read,
    now: OffsetDateTime,
) -> Result<Value, ManageError> {
    let actor = CLI;
    match command {
        WebhookCommand::Create {
            url,
            events,
            secret_stdin,
        } => {
            let secret = if *secret_stdin {
                let mut text = String::new();
                stdin
                    .read_to_string(&mut text)
                    .map_err(|e| ManageError::Invalid(format!("reading the secret: {e}")))?;
                Some(text.trim().to_owned())
            } else {
                None
            };
            let new = manage::NewWebhook {
                url: url.clone(),
                events: events.clone(),
                secret,
            };
            json(manage::create_webhook(
                store,
                master,
                &new,
                destinations,
                actor,
                now,
            )?)
        }
        WebhookCommand::List => json(manage::list_webhooks(store)?),
        WebhookCommand::Delete { id } => json(manage::delete_webhook(store, id, actor, now)?),
        WebhookCommand::Deliveries { id, status } => {
            json(manage::webhook_deliveries(store, id, status)?)
        }
        WebhookCommand::Replay { id, delivery } => {
            json(manage::replay_delivery(store, id, delivery, actor, now)?)
        }
    }
}
