//! What every request shares: storage, the clock, the key ring, and the
//! in-memory caches that keep the hot paths off the database (DESIGN 8).
//!
//! Caches: client records and revocations (revoked sessions, revoked access
//! tokens). Another instance's change reaches this one within one refresh
//! interval (1 s by default); a change made through this instance is applied
//! to its caches before the response is sent. Signing keys are reloaded when
//! their stored states change (rotation by another instance or the CLI).

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError, RwLock};
use std::time::Duration as StdDuration;

use accounts_domain::clock::Clock;
use accounts_domain::ids::{ClientId, KeyId};
use accounts_domain::keys::{AccessTokenSigning, KeyError, KeyRing, MasterKey, SigningKey};
use accounts_domain::records::{ClientRecord, KeyState};
use accounts_domain::repository::{
    AuthorizationCodeRepository, ClientRepository, RepoError, SessionRepository,
    SigningKeyRepository, TokenRepository,
};
use accounts_domain::service::Lifetimes;
use accounts_domain::verify::RevokedSet;
use accounts_storage::Database;
use time::{Duration, OffsetDateTime};

use crate::settings::Resolved;

/// Overlap of consecutive incremental refreshes, absorbing clock skew
/// between instances (changes are merged, so re-reading is harmless).
const REFRESH_OVERLAP: Duration = Duration::seconds(5);
/// How often the caches are rebuilt from scratch (drops expired entries)
/// and expired rows are deleted.
const FULL_RELOAD_EVERY: Duration = Duration::minutes(5);
/// How long expired codes and token records stay before deletion.
const EXPIRED_ROWS_KEPT: Duration = Duration::days(1);

/// Shared state of one server instance.
pub struct AppState {
    /// Storage.
    pub db: Database,
    /// The time source.
    pub clock: Arc<dyn Clock>,
    /// Our issuer URL.
    pub issuer: String,
    /// Token lifetimes.
    pub lifetimes: Lifetimes,
    /// Failed sign-ins.
    pub throttle: crate::throttle::Throttle,
    /// Proxies whose `X-Forwarded-For` is believed.
    pub trusted_proxies: Vec<std::net::IpAddr>,
    /// Digest of the admin API key; `None` disables the admin API.
    pub admin_key: Option<accounts_domain::secrets::SecretDigest>,
    /// Algorithm of new id_token keys.
    pub id_alg: accounts_domain::keys::KeyAlgorithm,
    /// The GeoIP database, when configured.
    pub geo: Option<Arc<crate::geo::GeoDb>>,
    /// Parses sign-ins' User-Agents on its own thread.
    pub devices: crate::device::DeviceParser,
    /// Signs and checks the login forms' CSRF tokens; derived from the
    /// master key so every instance accepts every instance's forms.
    pub csrf: accounts_domain::keys::DerivedKey,
    master_key: MasterKey,
    access_signing: AccessTokenSigning,
    keys: RwLock<Arc<KeyRing>>,
    clients: RwLock<HashMap<ClientId, ClientRecord>>,
    revoked: RwLock<RevokedSet>,
    marks: Mutex<SyncMarks>,
}

impl std::fmt::Debug for AppState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AppState")
            .field("issuer", &self.issuer)
            .finish_non_exhaustive()
    }
}

#[derive(Debug)]
struct SyncMarks {
    last_refresh: OffsetDateTime,
    last_full: OffsetDateTime,
    key_states: Vec<(KeyId, KeyState)>,
}

/// Why the state could not be built.
#[derive(Debug, thiserror::Error)]
pub enum StateError {
    /// Storage failed.
    #[error(transparent)]
    Repo(#[from] RepoError),
    /// The keys could not be made or opened (wrong master key?).
    #[error(transparent)]
    Key(#[from] KeyError),
}

fn read<T>(lock: &RwLock<T>) -> std::sync::RwLockReadGuard<'_, T> {
    lock.read().unwrap_or_else(PoisonError::into_inner)
}

fn write<T>(lock: &RwLock<T>) -> std::sync::RwLockWriteGuard<'_, T> {
    lock.write().unwrap_or_else(PoisonError::into_inner)
}

impl AppState {
    /// Builds the state: makes the first signing keys on an empty database,
    /// opens the key ring, and fills the caches.
    pub fn build(
        db: Database,
        clock: Arc<dyn Clock>,
        config: &Resolved,
    ) -> Result<Self, StateError> {
        let now = clock.now();
        ensure_signing_keys(&db, config, now)?;
        let records = SigningKeyRepository::list(&db)?;
        let ring = KeyRing::from_records(
            &records,
            &config.master_key,
            config.access_signing,
            now,
            config.lifetimes.longest_signed(),
        )?;
        let state = Self {
            db,
            clock,
            issuer: config.issuer.clone(),
            lifetimes: config.lifetimes,
            throttle: crate::throttle::Throttle::new(
                config.login_max_failures,
                config.login_lockout,
            ),
            trusted_proxies: config.trusted_proxies.clone(),
            admin_key: config.admin_key,
            id_alg: config.id_alg,
            geo: config.geo.clone(),
            devices: crate::device::DeviceParser::start().map_err(|e| {
                RepoError::Other(format!("cannot start the User-Agent parser: {e}"))
            })?,
            csrf: config.master_key.derive("csrf"),
            master_key: config.master_key.clone(),
            access_signing: config.access_signing,
            keys: RwLock::new(Arc::new(ring)),
            clients: RwLock::new(HashMap::new()),
            revoked: RwLock::new(RevokedSet::default()),
            marks: Mutex::new(SyncMarks {
                last_refresh: now,
                last_full: now,
                key_states: key_states(&records),
            }),
        };
        state.full_reload(now)?;
        Ok(state)
    }

    /// The master key (for key rotation through the admin API).
    pub(crate) fn master_key(&self) -> &MasterKey {
        &self.master_key
    }

    /// What the grant use cases need, at `now`, with `keys`.
    pub fn grant_context<'a>(
        &'a self,
        keys: &'a KeyRing,
        now: OffsetDateTime,
    ) -> accounts_domain::service::GrantContext<'a> {
        accounts_domain::service::GrantContext {
            store: &self.db,
            keys,
            issuer: &self.issuer,
            lifetimes: self.lifetimes,
            now,
        }
    }

    /// The key ring in force.
    pub fn key_ring(&self) -> Arc<KeyRing> {
        Arc::clone(&read(&self.keys))
    }

    /// The client from the cache, without touching the database.
    pub fn cached_client(&self, id: ClientId) -> Option<ClientRecord> {
        read(&self.clients).get(&id).cloned()
    }

    /// The client from the cache, else from the database (a client made
    /// moments ago by another instance). Blocking: call from `web::block`.
    pub fn client(&self, id: ClientId) -> Result<Option<ClientRecord>, RepoError> {
        if let Some(client) = self.cached_client(id) {
            return Ok(Some(client));
        }
        let found = ClientRepository::find(&self.db, id)?;
        if let Some(client) = &found {
            write(&self.clients).insert(client.id, client.clone());
        }
        Ok(found)
    }

    /// The client a request's `client_id` names, as [`AppState::client`];
    /// text that is not a client id names none. Enabled or not: callers
    /// that authenticate compare the secret first, so a disabled client
    /// costs the same time as a wrong secret.
    pub fn client_named(&self, client_id: &str) -> Result<Option<ClientRecord>, RepoError> {
        match client_id.parse::<ClientId>() {
            Ok(id) => self.client(id),
            Err(_) => Ok(None),
        }
    }

    /// The revocation state for verification.
    pub fn revocations(&self) -> std::sync::RwLockReadGuard<'_, RevokedSet> {
        read(&self.revoked)
    }

    /// Picks up changes since the last refresh (blocking). Called by the
    /// refresher thread, and right after this instance revokes something.
    pub fn refresh(&self) -> Result<(), RepoError> {
        let now = self.clock.now();
        let mut marks = self.marks.lock().unwrap_or_else(PoisonError::into_inner);
        if now - marks.last_full >= FULL_RELOAD_EVERY {
            self.full_reload(now)?;
            self.delete_expired(now)?;
            marks.last_full = now;
        } else {
            let since = marks.last_refresh - REFRESH_OVERLAP;
            let changed = self.db.changed_since(since)?;
            let sessions = self.db.revoked_since(since)?;
            let tokens = self.db.revoked_access_tokens_since(since, now)?;
            let mut clients = write(&self.clients);
            for client in changed {
                clients.insert(client.id, client);
            }
            drop(clients);
            let mut revoked = write(&self.revoked);
            revoked
                .sessions
                .extend(sessions.into_iter().map(|(id, _)| id));
            revoked.tokens.extend(tokens);
        }
        marks.last_refresh = now;
        self.reload_keys_if_changed(&mut marks, now)
    }

    /// Deletes codes and token records that expired more than a day ago
    /// (the day keeps a replayed code recognisable for a while). Every
    /// instance may run it; it is idempotent.
    fn delete_expired(&self, now: OffsetDateTime) -> Result<(), RepoError> {
        let before = now - EXPIRED_ROWS_KEPT;
        let codes = AuthorizationCodeRepository::delete_expired(&self.db, before)?;
        let tokens = TokenRepository::delete_expired(&self.db, before)?;
        if codes + tokens > 0 {
            log::info!("deleted {codes} expired codes and {tokens} expired token records");
        }
        Ok(())
    }

    fn full_reload(&self, now: OffsetDateTime) -> Result<(), RepoError> {
        let clients: HashMap<_, _> = ClientRepository::list(&self.db)?
            .into_iter()
            .map(|c| (c.id, c))
            .collect();
        // A revoked session matters only while an access token of it can
        // still be unexpired; older revocations are dropped from memory.
        let horizon = now - self.lifetimes.access - REFRESH_OVERLAP;
        let sessions = self.db.revoked_since(horizon)?;
        let tokens = self
            .db
            .revoked_access_tokens_since(OffsetDateTime::UNIX_EPOCH, now)?;
        *write(&self.clients) = clients;
        *write(&self.revoked) = RevokedSet {
            sessions: sessions.into_iter().map(|(id, _)| id).collect(),
            tokens: tokens.into_iter().collect(),
        };
        Ok(())
    }

    fn reload_keys_if_changed(
        &self,
        marks: &mut SyncMarks,
        now: OffsetDateTime,
    ) -> Result<(), RepoError> {
        let records = SigningKeyRepository::list(&self.db)?;
        let states = key_states(&records);
        if states == marks.key_states {
            return Ok(());
        }
        match KeyRing::from_records(
            &records,
            &self.master_key,
            self.access_signing,
            now,
            self.lifetimes.longest_signed(),
        ) {
            Ok(ring) => {
                *write(&self.keys) = Arc::new(ring);
                marks.key_states = states;
                log::info!("signing keys reloaded");
            }
            // Keep signing with the ring we have; say why the new one failed.
            Err(e) => log::error!("signing keys changed but cannot be loaded: {e}"),
        }
        Ok(())
    }
}

fn key_states(records: &[accounts_domain::records::SigningKeyRecord]) -> Vec<(KeyId, KeyState)> {
    let mut states: Vec<_> = records.iter().map(|r| (r.kid, r.state)).collect();
    states.sort_by_key(|(kid, _)| *kid);
    states
}

/// Makes the first keys of a fresh database: an asymmetric id_token key of
/// the configured algorithm, and the HS256 access-token key when used.
fn ensure_signing_keys(
    db: &Database,
    config: &Resolved,
    now: OffsetDateTime,
) -> Result<(), StateError> {
    let records = SigningKeyRepository::list(db)?;
    let active = |symmetric: bool| {
        records
            .iter()
            .any(|r| r.state == KeyState::Active && r.algorithm.is_symmetric() == symmetric)
    };
    let mut wanted = Vec::new();
    if !active(false) {
        wanted.push(config.id_alg);
    }
    if config.access_signing == AccessTokenSigning::Hmac && !active(true) {
        wanted.push(accounts_domain::keys::KeyAlgorithm::Hs256);
    }
    for alg in wanted {
        let key = SigningKey::generate(alg, now)?;
        let record = key.to_record(&config.master_key, KeyState::Active, now)?;
        match SigningKeyRepository::insert(db, &record) {
            Ok(()) => log::info!("generated {alg} signing key {}", key.kid()),
            // Another instance starting at the same moment made it first;
            // the database allows one active key per purpose.
            Err(RepoError::Conflict(_)) => log::info!("another instance made the first {alg} key"),
            Err(e) => return Err(e.into()),
        }
    }
    Ok(())
}

/// Runs [`AppState::refresh`] every `interval` on its own thread until stopped.
#[derive(Debug)]
pub struct Refresher {
    stop: Arc<AtomicBool>,
}

impl Refresher {
    /// Starts the thread.
    pub fn start(state: Arc<AppState>, interval: StdDuration) -> std::io::Result<Self> {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        std::thread::Builder::new()
            .name("cache-refresh".into())
            .spawn(move || {
                while !flag.load(Ordering::Relaxed) {
                    std::thread::sleep(interval);
                    if let Err(e) = state.refresh() {
                        log::warn!("cache refresh failed: {e}");
                    }
                }
            })?;
        Ok(Self { stop })
    }
}

impl Drop for Refresher {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}
