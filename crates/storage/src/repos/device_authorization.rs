//! RFC 8628 device requests: stored, answered once, polled at a pace, redeemed once.

use accounts_domain::records::{DeviceAuthorizationRecord, DeviceDecision, SessionRecord};
use accounts_domain::repository::{
    DeviceAuthorizationRepository, IssuedTokens, Redemption, RepoResult,
};
use accounts_domain::secrets::SecretDigest;
use diesel::prelude::*;
use time::OffsetDateTime;

use crate::connection::Database;
use crate::rows::{AccessRow, DeviceRow, RefreshRow, SessionRow, decision_columns};
use crate::schema::{access_tokens, device_authorizations, refresh_tokens, sessions};
use crate::time_codec::to_micros;

impl Database {
    fn find_device_authorization(
        &self,
        by_user_code: bool,
        digest: &SecretDigest,
    ) -> RepoResult<Option<DeviceAuthorizationRecord>> {
        let key = digest.as_bytes().to_vec();
        let row = self.with(|c| {
            let rows = device_authorizations::table.select(DeviceRow::as_select());
            if by_user_code {
                rows.filter(device_authorizations::user_code_digest.eq(key))
                    .first(c)
                    .optional()
            } else {
                rows.filter(device_authorizations::device_code_digest.eq(key))
                    .first(c)
                    .optional()
            }
        })?;
        row.map(DeviceAuthorizationRecord::try_from).transpose()
    }
}

impl DeviceAuthorizationRepository for Database {
    fn insert_device_authorization(&self, request: &DeviceAuthorizationRecord) -> RepoResult<()> {
        let row = DeviceRow::from(request);
        self.with(|c| {
            diesel::insert_into(device_authorizations::table)
                .values(&row)
                .execute(c)
        })
        .map(drop)
    }

    fn find_by_device_code(
        &self,
        digest: &SecretDigest,
    ) -> RepoResult<Option<DeviceAuthorizationRecord>> {
        self.find_device_authorization(false, digest)
    }

    fn find_by_user_code(
        &self,
        digest: &SecretDigest,
    ) -> RepoResult<Option<DeviceAuthorizationRecord>> {
        self.find_device_authorization(true, digest)
    }

    fn decide_device_authorization(
        &self,
        user_code: &SecretDigest,
        decision: &DeviceDecision,
        now: OffsetDateTime,
    ) -> RepoResult<bool> {
        let (at, approved, user, session) = decision_columns(decision);
        let affected = self.with(|c| {
            diesel::update(
                device_authorizations::table
                    .filter(
                        device_authorizations::user_code_digest.eq(user_code.as_bytes().to_vec()),
                    )
                    .filter(device_authorizations::decided_at.is_null())
                    .filter(device_authorizations::expires_at.gt(to_micros(now))),
            )
            .set((
                device_authorizations::decided_at.eq(at),
                device_authorizations::approved.eq(approved),
                device_authorizations::user_id.eq(user),
                device_authorizations::approving_session_id.eq(session),
            ))
            .execute(c)
        })?;
        Ok(affected > 0)
    }

    fn note_device_poll(
        &self,
        device_code: &SecretDigest,
        now: OffsetDateTime,
        next: OffsetDateTime,
    ) -> RepoResult<bool> {
        let affected = self.with(|c| {
            diesel::update(
                device_authorizations::table
                    .find(device_code.as_bytes().to_vec())
                    .filter(device_authorizations::next_poll_at.le(to_micros(now))),
            )
            .set(device_authorizations::next_poll_at.eq(to_micros(next)))
            .execute(c)
        })?;
        Ok(affected > 0)
    }

    fn slow_device_down(
        &self,
        device_code: &SecretDigest,
        interval: time::Duration,
        next: OffsetDateTime,
    ) -> RepoResult<()> {
        self.with(|c| {
            diesel::update(device_authorizations::table.find(device_code.as_bytes().to_vec()))
                .set((
                    device_authorizations::interval_secs.eq(interval.whole_seconds()),
                    device_authorizations::next_poll_at.eq(to_micros(next)),
                ))
                .execute(c)
        })
        .map(drop)
    }

    fn redeem_device_code(
        &self,
        device_code: &SecretDigest,
        now: OffsetDateTime,
        session: &SessionRecord,
        issued: &IssuedTokens,
    ) -> RepoResult<Redemption> {
        let key = device_code.as_bytes().to_vec();
        let session = SessionRow::try_from(session)?;
        let access = AccessRow::from(&issued.access);
        let refresh = issued.refresh.as_ref().map(RefreshRow::from);
        self.transaction(|c| {
            // The update comes first: on SQLite it takes the write lock,
            // on PostgreSQL the row lock a concurrent redemption waits on.
            let consumed = diesel::update(
                device_authorizations::table
                    .find(&key)
                    .filter(device_authorizations::consumed_at.is_null())
                    .filter(device_authorizations::approved.eq(true)),
            )
            .set(device_authorizations::consumed_at.eq(to_micros(now)))
            .execute(c)?;
            if consumed == 0 {
                let present = device_authorizations::table
                    .find(&key)
                    .count()
                    .get_result::<i64>(c)?
                    > 0;
                return Ok(if present {
                    Redemption::AlreadyConsumed
                } else {
                    Redemption::NotFound
                });
            }
            diesel::insert_into(sessions::table)
                .values(&session)
                .execute(c)?;
            diesel::insert_into(access_tokens::table)
                .values(&access)
                .execute(c)?;
            if let Some(refresh) = &refresh {
                diesel::insert_into(refresh_tokens::table)
                    .values(refresh)
                    .execute(c)?;
            }
            Ok(Redemption::Redeemed)
        })
    }

    fn delete_expired_device_authorizations(&self, before: OffsetDateTime) -> RepoResult<u64> {
        let deleted = self.with(|c| {
            diesel::delete(
                device_authorizations::table
                    .filter(device_authorizations::expires_at.lt(to_micros(before))),
            )
            .execute(c)
        })?;
        Ok(deleted as u64)
    }
}
