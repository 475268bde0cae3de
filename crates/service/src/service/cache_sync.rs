//! How this instance learns what other instances (and the CLI) changed:
//! the incremental sync on a timer and after each change, the full
//! reload every few minutes that also deletes long-expired rows, and the
//! key ring's reload when the stored key states change
//! (docs/decisions.md, "Caches and several instances").

use std::collections::HashMap;
use std::sync::atomic::Ordering;
use std::sync::{Arc, PoisonError};

use time::{Duration, OffsetDateTime};

use crate::service::accounts::{Accounts, SyncMarks, key_states, write};
use crate::service::throttle::WINDOW;
use crate::use_cases::second_factor::passkeys;
use crate::use_cases::self_service::deletion;
use accounts_domain::keys::KeyRing;
use accounts_domain::repository::{
    AuthorizationCodeRepository, ClientRepository, RepoError, SigningKeyRepository, TokenRepository,
};
use accounts_domain::verify::RevokedSet;

/// Overlap of consecutive incremental refreshes, absorbing clock skew
/// between instances (changes are merged, so re-reading is harmless).
const REFRESH_OVERLAP: Duration = Duration::seconds(5);
/// How often the caches are rebuilt from scratch (drops expired entries)
/// and expired rows are deleted.
const FULL_RELOAD_EVERY: Duration = Duration::minutes(5);
/// How long expired codes and token records stay before deletion (the
/// day keeps a replayed code recognisable for a while).
const EXPIRED_ROWS_KEPT: Duration = Duration::days(1);
/// How long webhook events stay once none of their deliveries is pending
/// (failed ones stay replayable that long).
const WEBHOOK_EVENTS_KEPT: Duration = Duration::days(7);

impl Accounts {
    /// Reads every cache again from storage (blocking): after a lost
    /// change listener, notices may have been missed.
    pub fn resync_caches(&self) -> Result<(), RepoError> {
        self.marks
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .last_full = OffsetDateTime::UNIX_EPOCH;
        self.sync_caches()
    }

    /// Picks up changes since the last sync (blocking). Called on a
    /// timer by the server, and by every use case right after it revokes
    /// something, so that this instance never answers from stale caches.
    pub fn sync_caches(&self) -> Result<(), RepoError> {
        let now = self.clock.now();
        let mut marks = self.marks.lock().unwrap_or_else(PoisonError::into_inner);
        if now - marks.last_full >= FULL_RELOAD_EVERY {
            self.full_reload(now)?;
            self.delete_expired(now)?;
            marks.last_full = now;
        } else {
            let since = marks.last_sync - REFRESH_OVERLAP;
            let changed = self.store.changed_since(since)?;
            let sessions = self.store.revoked_since(since)?;
            let tokens = self.store.revoked_access_tokens_since(since, now)?;
            let users = self.store.users_changed_since(since)?;
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
            for user in &users {
                if user.enabled {
                    revoked.users.remove(&user.id);
                } else {
                    revoked.users.insert(user.id);
                }
            }
            drop(revoked);
            let mut cached = write(&self.users);
            if !users.is_empty() {
                self.user_changes.fetch_add(1, Ordering::SeqCst);
            }
            for user in users {
                if let Some(entry) = cached.get_mut(&user.id) {
                    *entry = user;
                }
            }
        }
        marks.last_sync = now;
        self.reload_keys_if_changed(&mut marks, now)
    }

    /// Deletes codes, device requests, mailed tokens and token records
    /// that expired more than a day ago, idle throttle keys, audit events
    /// past their retention, settled webhook events, and the accounts whose
    /// deletion is due. Every instance may run it; it is
    /// idempotent.
    fn delete_expired(&self, now: OffsetDateTime) -> Result<(), RepoError> {
        let before = now - EXPIRED_ROWS_KEPT;
        let codes = AuthorizationCodeRepository::delete_expired(&*self.store, before)?
            + self.store.delete_expired_device_authorizations(before)?
            + self.store.delete_expired_email_tokens(before)?
            + self.store.delete_expired_sign_in_codes(before)?
            + self.store.delete_expired_mfa_challenges(before)?
            + self.store.delete_expired_pushed(before)?
            + self.store.forget_proofs(now)?
            // A ceremony is worthless once expired (nothing replays it).
            + passkeys::delete_expired_ceremonies(self, now)?;
        let tokens = TokenRepository::delete_expired(&*self.store, before)?;
        // A key idle for the whole window has nothing left to count.
        let throttles = self.store.delete_idle_throttles(now - WINDOW, now)?;
        let audit = self
            .store
            .delete_audit_before(now - self.config.audit_retention)?;
        // An ended session matters while a token of it can be unexpired.
        self.store
            .forget_ended_sessions(before - self.config.lifetimes.longest_signed())?;
        self.store
            .delete_old_webhook_events(now - WEBHOOK_EVENTS_KEPT)?;
        // A parked logout names a user and a session: kept as long as a
        // settled webhook event, for operators to see in the database.
        self.store
            .delete_failed_logouts(now - WEBHOOK_EVENTS_KEPT)?;
        // Security events nobody takes (a receiver that stopped polling,
        // a stream paused for good, pushes that failed for the whole retry
        // period) go after as long, with the addresses they name.
        self.store
            .delete_old_security_events(now - WEBHOOK_EVENTS_KEPT)?;
        let deleted = deletion::purge_due_deletions(self, now)?;
        if deleted > 0 {
            log::info!("deleted {deleted} accounts whose grace period ran out");
        }
        if audit > 0 {
            log::info!("deleted {audit} audit events past their retention");
        }
        if codes + tokens + throttles > 0 {
            log::info!(
                "deleted {codes} expired codes, {tokens} expired token records \
                 and {throttles} idle throttle keys"
            );
        }
        Ok(())
    }

    pub(crate) fn full_reload(&self, now: OffsetDateTime) -> Result<(), RepoError> {
        let clients: HashMap<_, _> = ClientRepository::list(&*self.store)?
            .into_iter()
            .map(|c| (c.id, c))
            .collect();
        // A revoked session matters only while an access token of it can
        // still be unexpired; older revocations are dropped from memory.
        let horizon = now - self.config.lifetimes.access - REFRESH_OVERLAP;
        let sessions = self.store.revoked_since(horizon)?;
        let tokens = self
            .store
            .revoked_access_tokens_since(OffsetDateTime::UNIX_EPOCH, now)?;
        let users = self.store.disabled()?;
        *write(&self.clients) = clients;
        // Users and sessions are cached on demand: start over empty.
        self.user_changes.fetch_add(1, Ordering::SeqCst);
        write(&self.users).clear();
        write(&self.sessions).clear();
        write(&self.account_tokens).clear();
        *write(&self.revoked) = RevokedSet {
            sessions: sessions.into_iter().map(|(id, _)| id).collect(),
            tokens: tokens.into_iter().collect(),
            users: users.into_iter().collect(),
        };
        Ok(())
    }

    fn reload_keys_if_changed(
        &self,
        marks: &mut SyncMarks,
        now: OffsetDateTime,
    ) -> Result<(), RepoError> {
        let records = SigningKeyRepository::list(&*self.store)?;
        let states = key_states(&records);
        if states == marks.key_states {
            return Ok(());
        }
        match KeyRing::from_records(
            &records,
            &self.config.master_key,
            self.config.access_signing,
            now,
            self.config.lifetimes.longest_signed(),
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

    /// Makes a change of this instance's visible in its own caches before
    /// the use case answers; a failure is logged, not the caller's: the
    /// change itself was stored, and the timer's sync will pick it up.
    pub(crate) fn sync_after_change(&self) {
        if let Err(e) = self.sync_caches() {
            log::warn!("cache sync after a change failed: {e}");
        }
    }
}
