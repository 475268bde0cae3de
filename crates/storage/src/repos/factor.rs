//! Second factors: a user's TOTP authenticator, each time step accepted
//! once, and single-use recovery codes.

use accounts_domain::ids::UserId;
use accounts_domain::records::{MfaChallengeRecord, TotpRecord};
use accounts_domain::repository::{FactorRepository, RepoError, RepoResult};
use accounts_domain::secrets::SecretDigest;
use diesel::prelude::*;
use time::OffsetDateTime;

use crate::connection::Database;
use crate::rows::{MfaChallengeRow, RecoveryCodeRow, TotpRow};
use crate::schema::{mfa_challenges, recovery_codes, totp_factors};
use crate::time_codec::to_micros;

use super::shared::remove_authenticator;

impl FactorRepository for Database {
    fn put_pending_totp(&self, totp: &TotpRecord) -> RepoResult<()> {
        let row = TotpRow::from(totp);
        let replaced = self.transaction(|c| {
            // A pending authenticator is replaced; a confirmed one stays.
            diesel::delete(
                totp_factors::table
                    .find(&row.user_id)
                    .filter(totp_factors::confirmed_at.is_null()),
            )
            .execute(c)?;
            let confirmed: i64 = totp_factors::table
                .find(&row.user_id)
                .count()
                .get_result(c)?;
            if confirmed > 0 {
                return Ok(0);
            }
            // A concurrent enrolment of the same user that inserted first
            // makes this insert a unique violation: `Conflict` too.
            diesel::insert_into(totp_factors::table)
                .values(&row)
                .execute(c)
        })?;
        if replaced == 0 {
            return Err(RepoError::Conflict(
                "the user has a confirmed authenticator".into(),
            ));
        }
        Ok(())
    }

    fn find_totp(&self, user: UserId) -> RepoResult<Option<TotpRecord>> {
        let row = self.with(|c| {
            totp_factors::table
                .find(user.to_string())
                .select(TotpRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(TotpRecord::try_from).transpose()
    }

    fn confirm_totp(
        &self,
        user: UserId,
        step: i64,
        recovery_codes: &[SecretDigest],
        now: OffsetDateTime,
    ) -> RepoResult<bool> {
        let user = user.to_string();
        let at = to_micros(now);
        self.transaction(|c| {
            let confirmed = diesel::update(
                totp_factors::table
                    .find(&user)
                    .filter(totp_factors::confirmed_at.is_null()),
            )
            .set((
                totp_factors::confirmed_at.eq(at),
                totp_factors::last_step.eq(step),
            ))
            .execute(c)?;
            if confirmed == 0 {
                return Ok(false);
            }
            diesel::delete(recovery_codes::table.filter(recovery_codes::user_id.eq(&user)))
                .execute(c)?;
            let rows: Vec<RecoveryCodeRow> = recovery_codes
                .iter()
                .map(|digest| RecoveryCodeRow {
                    user_id: user.clone(),
                    digest: digest.as_bytes().to_vec(),
                    created_at: at,
                    used_at: None,
                })
                .collect();
            for row in &rows {
                diesel::insert_into(recovery_codes::table)
                    .values(row)
                    .execute(c)?;
            }
            Ok(true)
        })
    }

    fn claim_totp_step(&self, user: UserId, step: i64) -> RepoResult<bool> {
        // The conditional update is the lock: of concurrent claims of one
        // step, one sees the old value and wins.
        let claimed = self.with(|c| {
            diesel::update(
                totp_factors::table
                    .find(user.to_string())
                    .filter(totp_factors::confirmed_at.is_not_null())
                    .filter(
                        totp_factors::last_step
                            .is_null()
                            .or(totp_factors::last_step.lt(step)),
                    ),
            )
            .set(totp_factors::last_step.eq(step))
            .execute(c)
        })?;
        Ok(claimed == 1)
    }

    fn use_recovery_code(
        &self,
        user: UserId,
        digest: &SecretDigest,
        now: OffsetDateTime,
    ) -> RepoResult<bool> {
        let used = self.with(|c| {
            diesel::update(
                recovery_codes::table
                    .find((user.to_string(), digest.as_bytes().to_vec()))
                    .filter(recovery_codes::used_at.is_null()),
            )
            .set(recovery_codes::used_at.eq(to_micros(now)))
            .execute(c)
        })?;
        Ok(used == 1)
    }

    fn unused_recovery_codes(&self, user: UserId) -> RepoResult<u64> {
        let count: i64 = self.with(|c| {
            recovery_codes::table
                .filter(recovery_codes::user_id.eq(user.to_string()))
                .filter(recovery_codes::used_at.is_null())
                .count()
                .get_result(c)
        })?;
        Ok(u64::try_from(count).unwrap_or_default())
    }

    fn remove_totp(&self, user: UserId) -> RepoResult<bool> {
        let user = user.to_string();
        self.transaction(|c| Ok(remove_authenticator(c, &user)? == 1))
    }

    fn insert_mfa_challenge(&self, challenge: &MfaChallengeRecord) -> RepoResult<()> {
        let row = MfaChallengeRow::from(challenge);
        self.with(|c| {
            diesel::insert_into(mfa_challenges::table)
                .values(&row)
                .execute(c)
        })
        .map(drop)
    }

    fn take_mfa_challenge(
        &self,
        digest: &SecretDigest,
        now: OffsetDateTime,
    ) -> RepoResult<Option<MfaChallengeRecord>> {
        let at = to_micros(now);
        let key = digest.as_bytes().to_vec();
        let row = self.transaction(|c| {
            // The conditional update is the lock: one taker wins.
            let taken = diesel::update(
                mfa_challenges::table
                    .find(&key)
                    .filter(mfa_challenges::used_at.is_null())
                    .filter(mfa_challenges::expires_at.gt(at)),
            )
            .set(mfa_challenges::used_at.eq(at))
            .execute(c)?;
            if taken == 0 {
                return Ok(None);
            }
            mfa_challenges::table
                .find(&key)
                .select(MfaChallengeRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(MfaChallengeRecord::try_from).transpose()
    }

    fn delete_expired_mfa_challenges(&self, before: OffsetDateTime) -> RepoResult<u64> {
        let deleted = self.with(|c| {
            diesel::delete(
                mfa_challenges::table.filter(mfa_challenges::expires_at.lt(to_micros(before))),
            )
            .execute(c)
        })?;
        Ok(u64::try_from(deleted).unwrap_or_default())
    }
}
