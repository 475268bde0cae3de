//! Back-channel logout deliveries: the trigger of migration 27 writes them
//! when a session ends; instances claim them as webhook deliveries are
//! claimed (docs/decisions.md, "Back-channel logout").

use accounts_domain::logouts::{ClaimedLogout, LogoutRepository};
use accounts_domain::repository::RepoResult;
use accounts_domain::webhooks::Claim;
use diesel::prelude::*;
use time::OffsetDateTime;

use crate::connection::Database;
use crate::errors::corrupt;
use crate::schema::logout_deliveries;
use crate::time_codec::{from_micros, to_micros};

use super::webhook::claim_ids;

type ClaimedRow = (i64, String, String, String, i32, Option<i64>);

fn claimed(
    (id, client, session, user, attempts, retry_until): ClaimedRow,
) -> RepoResult<ClaimedLogout> {
    Ok(ClaimedLogout {
        id,
        client_id: client.parse().map_err(|e| corrupt("client id", e))?,
        session_id: session.parse().map_err(|e| corrupt("session id", e))?,
        user_id: user.parse().map_err(|e| corrupt("user id", e))?,
        attempt: u32::try_from(attempts).unwrap_or_default(),
        retry_until: from_micros(retry_until.unwrap_or_default())?,
    })
}

impl LogoutRepository for Database {
    fn claim_logouts(&self, claim: &Claim) -> RepoResult<Vec<ClaimedLogout>> {
        let rows: Vec<ClaimedRow> = self.transaction(|c| {
            let ids: Vec<i64> = claim_ids(c, claim, "logout_deliveries")?
                .into_iter()
                .map(|r| r.id)
                .collect();
            if ids.is_empty() {
                return Ok(Vec::new());
            }
            logout_deliveries::table
                .filter(logout_deliveries::id.eq_any(&ids))
                .order(logout_deliveries::id)
                .select((
                    logout_deliveries::id,
                    logout_deliveries::client_id,
                    logout_deliveries::session_id,
                    logout_deliveries::user_id,
                    logout_deliveries::attempts,
                    logout_deliveries::retry_until,
                ))
                .load(c)
        })?;
        rows.into_iter().map(claimed).collect()
    }

    fn logout_delivered(&self, id: i64) -> RepoResult<()> {
        self.with(|c| diesel::delete(logout_deliveries::table.find(id)).execute(c))
            .map(drop)
    }

    fn logout_failed(
        &self,
        id: i64,
        error: &str,
        retry_at: Option<OffsetDateTime>,
    ) -> RepoResult<()> {
        self.with(|c| {
            let update = diesel::update(logout_deliveries::table.find(id));
            match retry_at {
                Some(at) => update
                    .set((
                        logout_deliveries::last_error.eq(error),
                        logout_deliveries::next_attempt_at.eq(to_micros(at)),
                    ))
                    .execute(c),
                None => update
                    .set((
                        logout_deliveries::status.eq("failed"),
                        logout_deliveries::last_error.eq(error),
                    ))
                    .execute(c),
            }
        })
        .map(drop)
    }

    fn delete_failed_logouts(&self, before: OffsetDateTime) -> RepoResult<u64> {
        let deleted = self.with(|c| {
            diesel::delete(
                logout_deliveries::table
                    .filter(logout_deliveries::status.eq("failed"))
                    .filter(logout_deliveries::retry_until.lt(to_micros(before))),
            )
            .execute(c)
        })?;
        Ok(deleted as u64)
    }
}
