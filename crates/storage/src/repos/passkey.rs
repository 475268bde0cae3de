//! Passkeys (one account per credential id) and the single-use state of
//! WebAuthn ceremonies.

use accounts_domain::ids::{PasskeyId, UserId};
use accounts_domain::records::{CeremonyPurpose, CeremonyRecord, PasskeyRecord};
use accounts_domain::repository::{PasskeyRepository, RepoResult};
use accounts_domain::secrets::SecretDigest;
use diesel::prelude::*;
use time::OffsetDateTime;

use crate::connection::Database;
use crate::rows::{CeremonyRow, PasskeyRow, convert_all};
use crate::schema::{passkeys, webauthn_ceremonies};
use crate::time_codec::to_micros;

impl PasskeyRepository for Database {
    fn insert_passkey(&self, passkey: &PasskeyRecord) -> RepoResult<()> {
        // The UNIQUE credential_id makes a second registration of one
        // credential, to any account, a `Conflict`.
        let row = PasskeyRow::from(passkey);
        self.with(|c| diesel::insert_into(passkeys::table).values(&row).execute(c))
            .map(drop)
    }

    fn list_passkeys(&self, user: UserId) -> RepoResult<Vec<PasskeyRecord>> {
        let rows = self.with(|c| {
            passkeys::table
                .filter(passkeys::user_id.eq(user.to_string()))
                .order((passkeys::created_at.asc(), passkeys::id.asc()))
                .select(PasskeyRow::as_select())
                .load(c)
        })?;
        convert_all(rows)
    }

    fn find_passkey_by_credential(
        &self,
        credential_id: &[u8],
    ) -> RepoResult<Option<PasskeyRecord>> {
        let row = self.with(|c| {
            passkeys::table
                .filter(passkeys::credential_id.eq(credential_id))
                .select(PasskeyRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(PasskeyRecord::try_from).transpose()
    }

    fn rename_passkey(&self, user: UserId, id: PasskeyId, name: &str) -> RepoResult<bool> {
        let renamed = self.with(|c| {
            diesel::update(
                passkeys::table
                    .find(id.to_string())
                    .filter(passkeys::user_id.eq(user.to_string())),
            )
            .set(passkeys::name.eq(name))
            .execute(c)
        })?;
        Ok(renamed == 1)
    }

    fn delete_passkey(&self, user: UserId, id: PasskeyId) -> RepoResult<bool> {
        let deleted = self.with(|c| {
            diesel::delete(
                passkeys::table
                    .find(id.to_string())
                    .filter(passkeys::user_id.eq(user.to_string())),
            )
            .execute(c)
        })?;
        Ok(deleted == 1)
    }

    fn delete_passkeys(&self, user: UserId) -> RepoResult<u64> {
        let deleted = self.with(|c| {
            diesel::delete(passkeys::table.filter(passkeys::user_id.eq(user.to_string())))
                .execute(c)
        })?;
        Ok(u64::try_from(deleted).unwrap_or_default())
    }

    fn record_passkey_use(
        &self,
        id: PasskeyId,
        credential: &str,
        synced: bool,
        now: OffsetDateTime,
    ) -> RepoResult<()> {
        self.with(|c| {
            diesel::update(passkeys::table.find(id.to_string()))
                .set((
                    passkeys::credential.eq(credential),
                    passkeys::synced.eq(synced),
                    passkeys::last_used_at.eq(to_micros(now)),
                ))
                .execute(c)
        })
        .map(drop)
    }

    fn put_ceremony(&self, ceremony: &CeremonyRecord) -> RepoResult<()> {
        let row = CeremonyRow::from(ceremony);
        self.transaction(|c| {
            diesel::delete(webauthn_ceremonies::table.find(&row.key)).execute(c)?;
            diesel::insert_into(webauthn_ceremonies::table)
                .values(&row)
                .execute(c)
        })
        .map(drop)
    }

    fn take_ceremony(
        &self,
        key: &SecretDigest,
        purpose: CeremonyPurpose,
        now: OffsetDateTime,
    ) -> RepoResult<Option<CeremonyRecord>> {
        let key = key.as_bytes().to_vec();
        let row = self.transaction(|c| {
            // A write first (it changes nothing): on SQLite the
            // transaction then takes the write lock, waiting on the busy
            // timeout, before it reads. Read first, a concurrent taker's
            // lock upgrade fails at once with "database is locked".
            diesel::update(webauthn_ceremonies::table.find(&key))
                .set(webauthn_ceremonies::expires_at.eq(webauthn_ceremonies::expires_at))
                .execute(c)?;
            let Some(row) = webauthn_ceremonies::table
                .find(&key)
                .select(CeremonyRow::as_select())
                .first(c)
                .optional()?
            else {
                return Ok(None);
            };
            // The delete is the lock: of concurrent takers that read the
            // row, only the one whose delete removed it may use it.
            let deleted = diesel::delete(webauthn_ceremonies::table.find(&key)).execute(c)?;
            Ok((deleted == 1).then_some(row))
        })?;
        let Some(row) = row else { return Ok(None) };
        if row.purpose != purpose.as_str() || row.expires_at <= to_micros(now) {
            return Ok(None);
        }
        CeremonyRecord::try_from(row).map(Some)
    }

    fn delete_expired_ceremonies(&self, before: OffsetDateTime) -> RepoResult<u64> {
        let deleted = self.with(|c| {
            diesel::delete(
                webauthn_ceremonies::table
                    .filter(webauthn_ceremonies::expires_at.lt(to_micros(before))),
            )
            .execute(c)
        })?;
        Ok(u64::try_from(deleted).unwrap_or_default())
    }
}
