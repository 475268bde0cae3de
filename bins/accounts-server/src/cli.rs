//! The command line: `dev` (the default, what `cargo run` does), `serve`
//! (production), `migrate`, `check-config`, and the account manager's
//! commands.

use std::path::PathBuf;
use std::sync::Arc;

use crate::config::{AppConfig, MetricsListener, Mode, Settings};
use crate::startup::Application;
use accounts_domain::clock::{Clock, SystemClock};
use accounts_domain::shared_signals::{Initiator, initiated_by};
use accounts_service::manage::ManageError;
use accounts_storage::Database;
use anyhow::Context;
use clap::{Parser, Subcommand};

use crate::commands::{
    self, ClientCommand, KeysCommand, ResourceCommand, UserCommand, WebhookCommand,
};
use crate::settings;

/// The user account service.
#[derive(Debug, Parser)]
#[command(name = "accounts-server", version, about)]
pub struct Cli {
    /// A TOML configuration file; `ACCOUNTS__SECTION__KEY` variables override it.
    #[arg(long, global = true, value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// What to do (default: dev).
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run locally: SQLite under ./data/, a generated master key there.
    Dev,
    /// Run in production: needs ACCOUNTS__DATABASE__URL and ACCOUNTS__KEYS__MASTER_KEY.
    Serve,
    /// Apply pending database migrations and exit.
    Migrate,
    /// Load the configuration exactly as `serve` would (the file and
    /// ACCOUNTS__ variables), print the effective settings with every
    /// secret masked, and exit; exit 1 naming the key on any error.
    CheckConfig,
    /// Manage OAuth clients.
    Client {
        /// What to do.
        #[command(subcommand)]
        command: ClientCommand,
    },
    /// Manage the APIs clients get tokens for (client_credentials).
    Resource {
        /// What to do.
        #[command(subcommand)]
        command: ResourceCommand,
    },
    /// Manage users.
    User {
        /// What to do.
        #[command(subcommand)]
        command: UserCommand,
    },
    /// Manage organizations: customer companies, their members and roles.
    Org {
        /// What to do.
        #[command(subcommand)]
        command: crate::organizations::OrgCommand,
    },
    /// Manage webhook endpoints and their deliveries.
    Webhook {
        /// What to do.
        #[command(subcommand)]
        command: WebhookCommand,
    },
    /// Manage signing keys.
    Keys {
        /// What to do.
        #[command(subcommand)]
        command: KeysCommand,
    },
}

/// `RUST_LOG`'s filters (default `info`), with webauthn-rs's own logging
/// off unless they name it: the library logs what a client sent wrong (a
/// malformed authenticator answer) at ERROR, which would page an operator
/// for a stranger's junk; each refusal is logged by the use case at INFO
/// with the library's reason (docs/decisions.md, "Passkeys").
fn log_filters(rust_log: &str) -> String {
    if rust_log.contains("webauthn_rs") {
        rust_log.to_owned()
    } else {
        format!("{rust_log},webauthn_rs_core=off,webauthn_rs=off")
    }
}

/// Parses the command line and runs it.
pub fn run() -> anyhow::Result<()> {
    let cli = Cli::parse();
    let filters = std::env::var("RUST_LOG").unwrap_or_else(|_| "info".to_owned());
    env_logger::Builder::new()
        .parse_filters(&log_filters(&filters))
        .init();
    let mut settings = crate::config::load(cli.config.as_deref())?;
    let command = cli.command.unwrap_or(Command::Dev);
    // An operator's command raises security events that say so.
    let operator = !matches!(command, Command::Dev | Command::Serve);
    let run = move || match command {
        Command::Dev => {
            settings::prepare_dev(&mut settings)?;
            let config = settings.resolve(Mode::Dev)?;
            serve(&config, true)
        }
        Command::Serve => {
            let config = settings.resolve(Mode::Serve)?;
            serve(&config, false)
        }
        Command::CheckConfig => {
            let config = settings.resolve(Mode::Serve)?;
            for (key, value) in &config.effective {
                println!("{key} = {value}");
            }
            Ok(())
        }
        Command::Migrate => {
            let db = Database::connect(
                &settings::command_database_url(&settings)?,
                settings.resolve_database_options(),
            )
            .context("connecting to the database")?;
            let applied = db.migrate().context("applying migrations")?;
            println!("{}", serde_json::json!({"applied": applied}));
            Ok(())
        }
        Command::Client { command } => {
            let db = open_store(&settings)?;
            print(commands::client(
                &db,
                &command,
                settings::command_destinations(&settings),
                commands::CLI,
                SystemClock.now(),
            ))
        }
        Command::Org { command } => {
            let db = open_store(&settings)?;
            let invites = crate::organizations::InviteSettings {
                public_url: settings
                    .server
                    .public_url
                    .clone()
                    .unwrap_or_else(|| format!("http://{}", settings.server.bind)),
                lifetime: time::Duration::days(settings.organizations.invitation_days.clamp(1, 90)),
            };
            print(crate::organizations::org(
                &db,
                &command,
                &invites,
                commands::CLI,
                SystemClock.now(),
            ))
        }
        Command::Resource { command } => {
            let db = open_store(&settings)?;
            print(commands::resource(
                &db,
                &command,
                commands::CLI,
                SystemClock.now(),
            ))
        }
        Command::User {
            command: UserCommand::Import(args),
        } => {
            let master = settings::command_master_key(&settings).context(
                "user import needs keys.master_key (ACCOUNTS__KEYS__MASTER_KEY): TOTP secrets are sealed with it",
            )?;
            let db = open_store(&settings)?;
            print(crate::import::import(
                &db,
                &master,
                &args,
                &mut std::io::stdin(),
                commands::CLI,
            ))
        }
        Command::User { command } => {
            let db = open_store(&settings)?;
            print(commands::user(
                &db,
                // Only deleting needs it; the others work without one.
                || settings::command_master_key(&settings).ok(),
                &command,
                &mut std::io::stdin().lock(),
                SystemClock.now(),
            ))
        }
        Command::Webhook { command } => {
            let master = settings::command_master_key(&settings)?;
            let db = open_store(&settings)?;
            print(commands::webhook(
                &db,
                &master,
                &command,
                settings::command_destinations(&settings),
                &mut std::io::stdin().lock(),
                SystemClock.now(),
            ))
        }
        Command::Keys { command } => {
            let master = settings::command_master_key(&settings)?;
            let algorithm = settings.id_algorithm()?;
            let db = open_store(&settings)?;
            print(commands::keys(
                &db,
                &master,
                algorithm,
                &command,
                commands::CLI,
                SystemClock.now(),
            ))
        }
    };
    if operator {
        initiated_by(Initiator::Admin, run)
    } else {
        run()
    }
}

/// Opens (and migrates) the configured database for a command.
fn open_store(settings: &Settings) -> anyhow::Result<Database> {
    let db = Database::connect(
        &settings::command_database_url(settings)?,
        settings.resolve_database_options(),
    )
    .context("connecting to the database")?;
    db.migrate().context("applying migrations")?;
    Ok(db)
}

/// Prints a command's JSON answer, or fails with its one-line reason.
fn print(result: Result<serde_json::Value, ManageError>) -> anyhow::Result<()> {
    let value = result?;
    println!("{value}");
    Ok(())
}

fn serve(config: &AppConfig, dev: bool) -> anyhow::Result<()> {
    actix_web::rt::System::new().block_on(async {
        let app = Application::build(config, Arc::new(SystemClock))?;
        let base = format!("http://{}:{}", config.bind.ip(), app.port());
        if dev {
            let demo = crate::dev::add_demo_if_empty(app.state().accounts.store(), SystemClock.now())?;
            // Browsers and examples use the public URL: passkeys work only
            // on it (the relying party's origin), not on the IP address.
            let public = &config.issuer;
            println!(
                "accounts-server (dev mode) listening on {base}\n  \
                 database: {}\n  issuer:   {public}\n  \
                 API description: {public}/openapi.json (docs/api.md explains every endpoint)\n  \
                 operator console: {public}/accounts/console/ (the demo user is an admin)\n",
                config.database_url
            );
            if let Some(demo) = demo {
                println!("{}", crate::dev::walkthrough(public, &demo));
            }
        } else {
            log::info!("listening on {base}");
        }
        match (config.metrics, app.metrics_port()) {
            (MetricsListener::Own(address), Some(port)) => {
                log::info!("metrics at http://{}:{port}/metrics", address.ip());
            }
            (MetricsListener::Off, _) if !dev => log::info!(
                "metrics are off: set metrics.bind (ACCOUNTS__METRICS__BIND) to serve /metrics on a listener of its own"
            ),
            _ => {}
        }
        app.run_until_stopped()
            .await
            .context("running the HTTP server")
    })
}
