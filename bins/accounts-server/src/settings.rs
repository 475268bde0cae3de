//! What the binary adds to the configuration (`config` loads and checks
//! it): dev mode's data directory and generated master key, the only
//! start-up steps that write files, and what the management commands
//! take from the settings.

use std::io::Write;
use std::os::unix::fs::OpenOptionsExt;
use std::path::Path;

use crate::config::{DEV_DATA_DIR, Settings, parse_master_key};
use accounts_domain::keys::MasterKey;
use anyhow::Context;

/// Makes dev mode's data directory, and fills in its master key (read
/// from `data/master.key`, generated there on first start) unless one is
/// configured.
pub fn prepare_dev(settings: &mut Settings) -> anyhow::Result<()> {
    let dir = Path::new(DEV_DATA_DIR);
    std::fs::create_dir_all(dir).with_context(|| format!("cannot prepare {}", dir.display()))?;
    if settings.keys.master_key.is_none() {
        let key = dev_master_key(&dir.join("master.key"))?;
        settings.keys.master_key = Some(key.to_base64());
    }
    Ok(())
}

/// The database URL for commands: the configured one, else dev mode's
/// SQLite file (whose directory is made).
pub fn command_database_url(settings: &Settings) -> anyhow::Result<String> {
    match &settings.database.url {
        Some(url) => Ok(url.clone()),
        None => {
            std::fs::create_dir_all(DEV_DATA_DIR)
                .with_context(|| format!("cannot prepare {DEV_DATA_DIR}"))?;
            Ok(format!("sqlite://{DEV_DATA_DIR}/accounts.db"))
        }
    }
}

/// Where endpoints registered by a management command may point: as the
/// server decides (`webhooks.allow_private_addresses`, else anywhere for
/// dev mode's database, which is the one used without `database.url`,
/// and public addresses only for any other).
pub fn command_destinations(settings: &Settings) -> accounts_domain::destinations::Destinations {
    crate::config::destinations(
        settings.webhooks.allow_private_addresses,
        settings.database.url.is_none(),
    )
}

/// The master key for commands: the configured one; else, for dev mode's
/// database, the key kept in `data/master.key`.
pub fn command_master_key(settings: &Settings) -> anyhow::Result<MasterKey> {
    match (&settings.keys.master_key, &settings.database.url) {
        (Some(key), _) => Ok(parse_master_key(key)?),
        (None, None) => dev_master_key(&Path::new(DEV_DATA_DIR).join("master.key")),
        (None, Some(_)) => anyhow::bail!(
            "invalid configuration: keys.master_key: required with an explicit database.url (ACCOUNTS__KEYS__MASTER_KEY)"
        ),
    }
}

/// Reads dev mode's master key, or makes one (file mode 0600).
fn dev_master_key(path: &Path) -> anyhow::Result<MasterKey> {
    let context = || format!("cannot prepare {}", path.display());
    match std::fs::read_to_string(path) {
        Ok(text) => Ok(parse_master_key(&text)?),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            let key = MasterKey::generate();
            let mut file = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .mode(0o600)
                .open(path)
                .with_context(context)?;
            file.write_all(key.to_base64().as_bytes())
                .with_context(context)?;
            Ok(key)
        }
        Err(e) => Err(e).with_context(context),
    }
}
