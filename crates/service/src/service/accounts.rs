//! The account service's use cases over one store: every face (HTTP
//! handlers, the admin API, the CLI, tests) calls the methods of
//! [`Accounts`], which own the rules; storage only stores.
//!
//! `Accounts` also keeps the in-memory caches that keep the hot paths off
//! the database (docs/decisions.md, "Caches and several instances"):
//! client records, revocations (revoked sessions, revoked access tokens,
//! disabled users), user records and sessions (read by userinfo and
//! sessioninfo). Another instance's change reaches this one within one
//! [`Accounts::sync_caches`] interval; a change made through this instance is
//! applied to its caches before the use case returns. Signing keys are
//! reloaded when their stored states change (rotation by another instance
//! or the CLI).
//!
//! The use cases themselves live beside their rules: [`crate::use_cases::sign_in`],
//! [`crate::use_cases::authorize`], [`crate::use_cases::sessions`], [`crate::use_cases::grants`],
//! [`crate::use_cases::token_checks::bearer`], [`accounts_domain::verify`] and [`crate::use_cases::manage`].

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock, PoisonError, RwLock, RwLockReadGuard, RwLockWriteGuard};

use time::OffsetDateTime;

use crate::ports::mail::Mailer;
use crate::ports::observe::Observer;
use crate::ports::upstream::Upstreams;
use crate::service::background::Background;
use crate::service::hashing::HashGate;
use crate::service::limits;
use crate::service::passwords::{HashMemory, Password};
use crate::service::readiness::Readiness;
use crate::service::throttle::Throttle;
use accounts_domain::addresses::PackageName;
use accounts_domain::clock::Clock;
use accounts_domain::ids::{ClientId, KeyId, SessionId, UserId};
use accounts_domain::keys::{
    AccessTokenSigning, DerivedKey, KeyAlgorithm, KeyPurpose, KeyRing, KeyState, SigningKey,
    SigningKeyRecord,
};
use accounts_domain::origin::{DeviceParser, Locator};
use accounts_domain::records::{
    ClientRecord, SessionChannel, SessionDetails, SessionRecord, UserRecord,
};
use accounts_domain::repository::{
    ClientRepository, RepoError, SessionRepository, SigningKeyRepository, Store,
    ThrottleRepository, UserRepository,
};
use accounts_domain::secrets::{PasswordHash, PlainSecret, SecretDigest};
use accounts_domain::verify::RevokedSet;

/// Sessions remembered as recently touched before stale ones are swept.
const TOUCHED_KEPT: usize = 100_000;
/// Users or sessions cached before the cache starts over.
const CACHED_KEPT: usize = 100_000;

pub use crate::service::startup::{AccountsConfig, Collaborators, StartError};

/// The account service: configuration, collaborators, key ring and caches.
pub struct Accounts {
    pub(crate) store: Arc<dyn Store + Send + Sync>,
    pub(crate) clock: Arc<dyn Clock>,
    pub(crate) devices: Arc<dyn DeviceParser>,
    pub(crate) locator: Arc<dyn Locator>,
    pub(crate) observer: Arc<dyn Observer>,
    pub(crate) mailer: Arc<dyn Mailer>,
    /// The DNS, for organizations' domains.
    pub(crate) domain_records: Arc<dyn crate::ports::dns::DomainRecords>,
    pub(crate) upstreams: Arc<dyn Upstreams>,
    pub(crate) config: AccountsConfig,
    pub(crate) throttle: Throttle,
    /// Failed user-code entries of the device grant, per user.
    pub(crate) device_entries: Throttle,
    /// The same per client address, with a larger allowance.
    pub(crate) device_entries_by_ip: Throttle,
    /// Registrations and password resets per client IP.
    pub(crate) account_requests: Throttle,
    pub(crate) passkey_options: Throttle,
    /// Wrong second factors per account (`second_factor_key`), across
    /// every IP and challenge; only a right second factor clears it.
    pub(crate) second_factor: Throttle,
    pub(crate) hashing: HashGate,
    /// Runs what a request hands off (the look-up and writes of a reset
    /// request).
    pub(crate) background: Background,
    /// Derives rotated refresh tokens' successors (`use_cases/grants/refresh_token.rs`).
    pub(crate) refresh_successors: DerivedKey,
    /// Makes and checks DPoP nonces (`use_cases/token_checks/dpop.rs`).
    pub(crate) dpop_nonces: DerivedKey,
    /// Names addresses in the audit trail by keyed digests.
    pub(crate) audit_addresses: super::audit_addresses::AuditAddresses,
    /// The WebAuthn relying party; `None` when passkeys are off.
    pub(crate) webauthn: Option<webauthn_rs::Webauthn>,
    /// Sessions whose activity this instance wrote, and when: within the
    /// touch interval a read skips even the conditional write.
    pub(super) touched: Mutex<HashMap<SessionId, OffsetDateTime>>,
    /// Checked against when the email is unknown, so that an unknown
    /// address costs the same time as a wrong password. Made on first use:
    /// an argon2 hash is not worth paying at every start.
    pub(super) decoy_hash: OnceLock<Option<PasswordHash>>,
    pub(super) keys: RwLock<Arc<KeyRing>>,
    pub(super) clients: RwLock<HashMap<ClientId, ClientRecord>>,
    /// Users read by the bearer reads, kept current by the cache sync.
    pub(super) users: RwLock<HashMap<UserId, UserRecord>>,
    /// Counts refreshes that saw changed users: a user read from the
    /// database is cached only if none happened during the read, so a
    /// read that raced a change cannot put the old record back.
    pub(super) user_changes: AtomicU64,
    /// Sessions read by sessioninfo, with when they were read: an entry
    /// older than the touch interval is read again, so
    /// `lastSessionTimestamp` stays accurate to the interval.
    pub(super) sessions: RwLock<HashMap<SessionId, (SessionRecord, OffsetDateTime)>>,
    /// The session each recently presented account token names (digests;
    /// the pairing never changes), so that a signed-in device's call reads
    /// its session from `sessions`.
    pub(super) account_tokens: RwLock<HashMap<SecretDigest, SessionId>>,
    pub(super) revoked: RwLock<RevokedSet>,
    pub(super) marks: Mutex<SyncMarks>,
    pub(crate) readiness: Readiness,
    /// The console overview's counts and when they were read
    /// (`use_cases/console/overview.rs`).
    pub(crate) console_counts:
        Mutex<Option<(OffsetDateTime, accounts_domain::operators::ConsoleCounts)>>,
}

impl std::fmt::Debug for Accounts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Accounts")
            .field("issuer", &self.config.issuer)
            .finish_non_exhaustive()
    }
}

#[derive(Debug)]
pub(super) struct SyncMarks {
    pub(super) last_sync: OffsetDateTime,
    pub(super) last_full: OffsetDateTime,
    pub(super) key_states: Vec<(KeyId, KeyState)>,
}

/// Caches `value` under `key`; a cache at [`CACHED_KEPT`] entries starts
/// over (entries are re-read on demand, so dropping them all is safe).
fn keep<K: Eq + std::hash::Hash, V>(cache: &mut HashMap<K, V>, key: K, value: V) {
    if cache.len() >= CACHED_KEPT {
        cache.clear();
    }
    cache.insert(key, value);
}

fn read<T>(lock: &RwLock<T>) -> RwLockReadGuard<'_, T> {
    lock.read().unwrap_or_else(PoisonError::into_inner)
}

pub(super) fn write<T>(lock: &RwLock<T>) -> RwLockWriteGuard<'_, T> {
    lock.write().unwrap_or_else(PoisonError::into_inner)
}

impl Accounts {
    /// Starts the service: makes the first signing keys on an empty
    /// database, opens the key ring, and fills the caches (blocking).
    pub fn start(with: Collaborators, config: AccountsConfig) -> Result<Self, StartError> {
        let now = with.clock.now();
        ensure_signing_keys(&*with.store, &config, now)?;
        let records = SigningKeyRepository::list(&*with.store)?;
        let ring = KeyRing::from_records(
            &records,
            &config.master_key,
            config.access_signing,
            now,
            config.lifetimes.longest_signed(),
        )?;
        let rows: Arc<dyn ThrottleRepository> = with.store.clone();
        let accounts = Self {
            store: with.store,
            clock: with.clock,
            devices: with.devices,
            locator: with.locator,
            observer: with.observer,
            mailer: with.mailer,
            domain_records: with.domain_records,
            upstreams: with.upstreams,
            throttle: Throttle::new(
                "sign-in",
                config.login_max_failures,
                config.login_lockout,
                rows.clone(),
            ),
            device_entries: Throttle::new(
                "device-entry",
                limits::DEVICE_ENTRY_FAILURES_PER_USER,
                limits::DEVICE_ENTRY_LOCKOUT,
                rows.clone(),
            ),
            device_entries_by_ip: Throttle::new(
                "device-entry-ip",
                limits::DEVICE_ENTRY_FAILURES_PER_IP,
                limits::DEVICE_ENTRY_LOCKOUT,
                rows.clone(),
            ),
            account_requests: Throttle::new(
                "account-requests-ip",
                limits::ACCOUNT_REQUESTS_PER_IP,
                limits::ACCOUNT_REQUESTS_LOCKOUT,
                rows.clone(),
            ),
            passkey_options: Throttle::new(
                "passkey-options-ip",
                limits::PASSKEY_OPTIONS_PER_IP,
                limits::PASSKEY_OPTIONS_LOCKOUT,
                rows.clone(),
            ),
            second_factor: Throttle::new(
                "second-factor",
                limits::SECOND_FACTOR_FAILURES.min(config.login_max_failures),
                limits::SECOND_FACTOR_LOCKOUT,
                rows,
            ),
            hashing: HashGate::new(config.hash_concurrency, config.hash_wait),
            refresh_successors: config.master_key.derive("refresh-token-successor"),
            dpop_nonces: config.master_key.derive("dpop-nonce"),
            audit_addresses: super::audit_addresses::AuditAddresses::new(&config.master_key),
            webauthn: config
                .relying_party
                .as_ref()
                .map(|rp| rp.webauthn("Accounts"))
                .transpose()?,
            background: Background::start("account-jobs")?,
            touched: Mutex::new(HashMap::new()),
            decoy_hash: OnceLock::new(),
            config,
            keys: RwLock::new(Arc::new(ring)),
            clients: RwLock::new(HashMap::new()),
            users: RwLock::new(HashMap::new()),
            user_changes: AtomicU64::new(0),
            sessions: RwLock::new(HashMap::new()),
            account_tokens: RwLock::new(HashMap::new()),
            revoked: RwLock::new(RevokedSet::default()),
            marks: Mutex::new(SyncMarks {
                last_sync: now,
                last_full: now,
                key_states: key_states(&records),
            }),
            readiness: Readiness::started(),
            console_counts: Mutex::new(None),
        };
        accounts.full_reload(now)?;
        Ok(accounts)
    }

    /// The hash an unknown email's password is checked against, made on
    /// first use in the caller's hashing `memory` (a permit's).
    pub(crate) fn decoy_hash(&self, memory: &mut HashMemory) -> Option<&PasswordHash> {
        self.decoy_hash
            .get_or_init(|| {
                Password::parse(PlainSecret::generate().expose())
                    .ok()
                    .and_then(|p| p.hash_in(memory).ok())
            })
            .as_ref()
    }

    /// Our issuer URL.
    pub fn issuer(&self) -> &str {
        &self.config.issuer
    }

    /// The configured algorithm of id_token keys.
    pub fn id_algorithm(&self) -> KeyAlgorithm {
        self.config.id_alg
    }

    /// The configuration in force.
    pub fn config(&self) -> &AccountsConfig {
        &self.config
    }

    /// The current instant, from the service's clock.
    pub fn now(&self) -> OffsetDateTime {
        self.clock.now()
    }

    /// How organizations behave (`[organizations]`).
    pub fn organization_policy(&self) -> &crate::service::organization_policy::OrganizationPolicy {
        &self.config.organizations
    }

    /// Storage, for the operations that are plain reads of it (tests, the
    /// CLI's seeding); use cases, functions in `use_cases`, reach it as
    /// `accounts.store`.
    pub fn store(&self) -> &(dyn Store + Send + Sync) {
        &*self.store
    }

    /// What a new session records of the request that opened it on
    /// `channel`: beside what the request said, the device its
    /// User-Agent names and where its IP is.
    pub(crate) fn session_details(
        &self,
        channel: SessionChannel,
        user_agent: String,
        ip: String,
        locale: String,
        package_name: Option<PackageName>,
    ) -> SessionDetails {
        SessionDetails {
            channel,
            device: self.devices.parse(&user_agent),
            geo: self.locator.locate(&ip),
            user_agent,
            ip,
            locale,
            package_name,
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

    /// The native apps' WebAuthn origins of the enabled clients that
    /// registered `package`, from the cache.
    pub(crate) fn app_origins_of(
        &self,
        package: &accounts_domain::addresses::PackageName,
    ) -> Vec<accounts_domain::addresses::AppOrigin> {
        read(&self.clients)
            .values()
            .filter(|c| c.enabled && c.package_names.contains(package))
            .flat_map(|c| c.app_origins.iter().cloned())
            .collect()
    }

    /// `package` if an enabled client registered it, else `None`: a
    /// sign-in names no client, so the package name an app sends there is
    /// recorded (the session's `packageName`, shown on the account page,
    /// and the default of its codes) only when some client vouches for it;
    /// an unknown one is dropped, not refused (docs/decisions.md,
    /// "Account manager").
    /// Called once the user proved who they are, so a stranger's made-up
    /// names cost no database read (blocking).
    pub(crate) fn registered_package(
        &self,
        package: Option<accounts_domain::addresses::PackageName>,
    ) -> Result<Option<accounts_domain::addresses::PackageName>, RepoError> {
        let Some(package) = package else {
            return Ok(None);
        };
        let registers = |c: &ClientRecord| c.enabled && c.package_names.contains(&package);
        if read(&self.clients).values().any(registers) {
            return Ok(Some(package));
        }
        // A client registered moments ago elsewhere is not cached yet.
        let listed = ClientRepository::list(&*self.store)?;
        Ok(listed.iter().any(registers).then_some(package))
    }

    /// Runs `job` after the answer, on the background thread, speaking
    /// this request's language (a mail to a user who chose none speaks
    /// it): the answer takes the same time whatever the job finds. A
    /// failure is logged, naming `what` could not be carried out.
    pub(crate) fn after_answer(
        &self,
        what: &'static str,
        job: impl FnOnce() -> Result<(), RepoError> + Send + 'static,
    ) {
        let speaking = crate::languages::mail_language(None);
        self.background.run(move || {
            crate::languages::speaking(speaking, || {
                if let Err(e) = job() {
                    log::error!("{what} could not be carried out: {e}");
                }
            });
        });
    }

    /// Whether a client that registered `package` wants a password or a
    /// passkey instead of a mailed code (`allow_sign_in_codes: false`).
    /// From the cache when a cached client has the package, else from
    /// the database (a client made moments ago elsewhere). Blocking.
    pub(crate) fn package_refuses_codes(
        &self,
        package: &accounts_domain::addresses::PackageName,
    ) -> Result<bool, RepoError> {
        let has = |c: &ClientRecord| c.enabled && c.package_names.contains(package);
        let refuses = |c: &ClientRecord| has(c) && !c.allow_sign_in_codes;
        {
            let cached = read(&self.clients);
            if cached.values().any(has) {
                return Ok(cached.values().any(refuses));
            }
        }
        let listed = ClientRepository::list(&*self.store)?;
        Ok(listed.iter().any(refuses))
    }

    /// The client from the cache, else from the database (a client made
    /// moments ago by another instance). Blocking.
    pub fn client(&self, id: ClientId) -> Result<Option<ClientRecord>, RepoError> {
        if let Some(client) = self.cached_client(id) {
            return Ok(Some(client));
        }
        let found = ClientRepository::find(&*self.store, id)?;
        if let Some(client) = &found {
            write(&self.clients).insert(client.id, client.clone());
        }
        Ok(found)
    }

    /// The client a request's `client_id` names, as [`Accounts::client`];
    /// text that is not a client id names none. Enabled or not: callers
    /// that authenticate compare the secret first, so a disabled client
    /// costs the same time as a wrong secret.
    pub fn client_named(&self, client_id: &str) -> Result<Option<ClientRecord>, RepoError> {
        match client_id.parse::<ClientId>() {
            Ok(id) => self.client(id),
            Err(_) => Ok(None),
        }
    }

    /// The user with `id`, from the cache, else from the database (then
    /// cached). Changes reach the cache within one cache sync (blocking).
    pub(crate) fn user(&self, id: UserId) -> Result<Option<UserRecord>, RepoError> {
        if let Some(user) = read(&self.users).get(&id) {
            return Ok(Some(user.clone()));
        }
        let changes = self.user_changes.load(Ordering::SeqCst);
        let found = UserRepository::find(&*self.store, id)?;
        if let Some(user) = &found {
            let mut users = write(&self.users);
            if self.user_changes.load(Ordering::SeqCst) != changes {
                return Ok(found);
            }
            keep(&mut users, id, user.clone());
        }
        Ok(found)
    }

    /// The session with `id`, from the cache when read within the touch
    /// interval, else from the database (then cached) (blocking). The
    /// cached record's `revoked_at` may be stale: see
    /// [`Accounts::live_session`].
    pub(crate) fn session(&self, id: SessionId) -> Result<Option<SessionRecord>, RepoError> {
        let now = self.clock.now();
        if let Some((session, read_at)) = read(&self.sessions).get(&id)
            && now - *read_at < self.config.touch_interval
        {
            return Ok(Some(session.clone()));
        }
        let found = SessionRepository::find(&*self.store, id)?;
        if let Some(session) = &found {
            self.cache_session(session, now);
        }
        Ok(found)
    }

    fn cache_session(&self, session: &SessionRecord, now: OffsetDateTime) {
        keep(
            &mut write(&self.sessions),
            session.id,
            (session.clone(), now),
        );
    }

    /// The session an account token names, as [`Accounts::session`]
    /// (blocking).
    pub(crate) fn session_by_account_token(
        &self,
        digest: &SecretDigest,
    ) -> Result<Option<SessionRecord>, RepoError> {
        let known = read(&self.account_tokens).get(digest).copied();
        if let Some(id) = known {
            return self.session(id);
        }
        let found = self.store.find_by_account_token(digest)?;
        if let Some(session) = &found {
            self.cache_session(session, self.clock.now());
            keep(&mut write(&self.account_tokens), *digest, session.id);
        }
        Ok(found)
    }

    /// The session with `id` and its user while the session is open and
    /// the user enabled, from the caches: a revocation or a disabled user
    /// is seen here at once on this instance and within one cache sync from
    /// another (blocking).
    pub(crate) fn live_session(
        &self,
        id: SessionId,
    ) -> Result<Option<(SessionRecord, UserRecord)>, RepoError> {
        let Some(session) = self.session(id)? else {
            return Ok(None);
        };
        Ok(self.live_user(&session)?.map(|user| (session, user)))
    }

    /// The user of `session` if the session is open and the user enabled,
    /// as [`Accounts::live_session`] (blocking).
    pub(crate) fn live_user(
        &self,
        session: &SessionRecord,
    ) -> Result<Option<UserRecord>, RepoError> {
        if session.revoked_at.is_some() || self.revocations().sessions.contains(&session.id) {
            return Ok(None);
        }
        Ok(self
            .user(session.user_id)?
            .filter(|u| u.enabled && !self.revocations().users.contains(&u.id)))
    }

    /// The revocation state for verification.
    pub fn revocations(&self) -> RwLockReadGuard<'_, RevokedSet> {
        read(&self.revoked)
    }

    /// Records activity in a session, at most once per touch interval per
    /// session: skipped when this instance wrote it within the interval,
    /// and the write itself is conditional, so instances together write
    /// once per interval. A failure is only logged: activity is
    /// informational.
    pub(crate) fn note_activity(&self, id: SessionId) {
        let now = self.clock.now();
        let stale_before = now - self.config.touch_interval;
        {
            let mut touched = self.touched.lock().unwrap_or_else(PoisonError::into_inner);
            if touched.get(&id).is_some_and(|at| *at > stale_before) {
                return;
            }
            if touched.len() >= TOUCHED_KEPT {
                touched.retain(|_, at| *at > stale_before);
            }
            // Claimed before the write: concurrent reads of this session skip it.
            touched.insert(id, now);
        }
        match self.store.touch(id, now, stale_before) {
            Ok(true) => {
                if let Some((session, _)) = write(&self.sessions).get_mut(&id) {
                    session.last_seen_at = now;
                }
            }
            Ok(false) => {}
            Err(e) => log::warn!("could not record session activity: {e}"),
        }
    }
}

pub(super) fn key_states(records: &[SigningKeyRecord]) -> Vec<(KeyId, KeyState)> {
    let mut states: Vec<_> = records.iter().map(|r| (r.kid, r.state)).collect();
    states.sort_by_key(|(kid, _)| *kid);
    states
}

/// Makes the first keys of a fresh database: an asymmetric id_token key of
/// the configured algorithm, and the HS256 access-token key when used.
fn ensure_signing_keys(
    store: &dyn Store,
    config: &AccountsConfig,
    now: OffsetDateTime,
) -> Result<(), StartError> {
    let records = SigningKeyRepository::list(store)?;
    let active = |purpose: KeyPurpose| {
        records
            .iter()
            .any(|r| r.state == KeyState::Active && r.purpose == purpose)
    };
    let mut wanted = Vec::new();
    if !active(KeyPurpose::IdToken) {
        wanted.push(config.id_alg);
    }
    if config.access_signing == AccessTokenSigning::Hmac && !active(KeyPurpose::AccessToken) {
        wanted.push(KeyAlgorithm::Hs256);
    }
    for alg in wanted {
        let key = SigningKey::generate(alg, now)?;
        let record = key.to_record(&config.master_key, KeyState::Active, now)?;
        match SigningKeyRepository::insert(store, &record) {
            Ok(()) => log::info!("generated {alg} signing key {}", key.kid()),
            // Another instance starting at the same moment made it first;
            // the database allows one active key per purpose.
            Err(RepoError::Conflict(_)) => log::info!("another instance made the first {alg} key"),
            Err(e) => return Err(e.into()),
        }
    }
    Ok(())
}
