//! Account deletion: the grace period's column, and the one transaction
//! that removes an account and everything stored about it
//! (docs/decisions.md, "Account deletion").

use accounts_domain::ids::UserId;
use accounts_domain::repository::{AccountDeletionRepository, Purge, RepoResult};
use diesel::prelude::*;
use time::OffsetDateTime;

use crate::connection::{Database, DbConnection};
use crate::rows::NewAuditRow;
use crate::schema::{
    access_tokens, audit_events, authorization_codes, device_authorizations, email_tokens,
    ended_sessions, operator_roles, organization_invitations, organization_members, refresh_tokens,
    sessions, users, webhook_events,
};
use crate::time_codec::to_micros;

use super::shared::{one_row, parse_user_id, remove_ways_in, revoke_sessions_of_user};

impl AccountDeletionRepository for Database {
    fn schedule_deletion(
        &self,
        user: UserId,
        due: OffsetDateTime,
        now: OffsetDateTime,
    ) -> RepoResult<()> {
        let user = user.to_string();
        let at = to_micros(now);
        let affected = self.transaction(|c| {
            let affected = diesel::update(users::table.find(&user))
                .set((
                    users::deletion_due_at.eq(to_micros(due)),
                    users::updated_at.eq(at),
                ))
                .execute(c)?;
            if affected > 0 {
                revoke_sessions_of_user(c, &user, None, at)?;
            }
            Ok(affected)
        })?;
        one_row(affected)
    }

    fn cancel_deletion(&self, user: UserId, now: OffsetDateTime) -> RepoResult<bool> {
        let affected = self.with(|c| {
            diesel::update(
                users::table
                    .find(user.to_string())
                    .filter(users::deletion_due_at.is_not_null()),
            )
            .set((
                users::deletion_due_at.eq(None::<i64>),
                users::updated_at.eq(to_micros(now)),
            ))
            .execute(c)
        })?;
        Ok(affected > 0)
    }

    fn deletions_due(&self, now: OffsetDateTime, limit: u32) -> RepoResult<Vec<UserId>> {
        let ids: Vec<String> = self.with(|c| {
            users::table
                .filter(users::deletion_due_at.le(to_micros(now)))
                .order(users::deletion_due_at)
                .limit(i64::from(limit))
                .select(users::id)
                .load(c)
        })?;
        ids.iter().map(|id| parse_user_id(id)).collect()
    }

    fn purge_user(&self, purge: &Purge) -> RepoResult<bool> {
        let record = NewAuditRow::from(&purge.record);
        self.transaction(|c| purge_in(c, purge, &record))
    }

    fn forget_ended_sessions(&self, before: OffsetDateTime) -> RepoResult<u64> {
        let deleted = self.with(|c| {
            diesel::delete(
                ended_sessions::table.filter(ended_sessions::revoked_at.lt(to_micros(before))),
            )
            .execute(c)
        })?;
        Ok(u64::try_from(deleted).unwrap_or(u64::MAX))
    }
}

fn purge_in(c: &mut DbConnection, purge: &Purge, record: &NewAuditRow) -> QueryResult<bool> {
    let user = purge.user.to_string();
    let at = to_micros(purge.now);
    // The first statement writes the user's row: it takes the row's lock
    // (and SQLite's write lock) before anything is read, so a sign-in that
    // cancels the deletion comes wholly before or wholly after.
    let mut claim = diesel::update(users::table.find(&user)).into_boxed();
    if let Some(now) = purge.only_if_due {
        claim = claim.filter(users::deletion_due_at.le(to_micros(now)));
    }
    if claim.set(users::updated_at.eq(at)).execute(c)? == 0 {
        return Ok(false);
    }
    let email: String = users::table
        .find(&user)
        .select(users::email_normalized)
        .first(c)?;
    let ids: Vec<String> = sessions::table
        .filter(sessions::user_id.eq(&user))
        .select(sessions::id)
        .load(c)?;
    diesel::update(
        sessions::table
            .filter(sessions::user_id.eq(&user))
            .filter(sessions::revoked_at.is_null()),
    )
    .set(sessions::revoked_at.eq(at))
    .execute(c)?;
    diesel::insert_into(ended_sessions::table)
        .values(
            sessions::table
                .filter(sessions::user_id.eq(&user))
                .select((sessions::id, sessions::revoked_at.assume_not_null())),
        )
        .into_columns((ended_sessions::id, ended_sessions::revoked_at))
        .execute(c)?;
    diesel::delete(access_tokens::table.filter(access_tokens::session_id.eq_any(&ids)))
        .execute(c)?;
    diesel::delete(refresh_tokens::table.filter(refresh_tokens::user_id.eq(&user))).execute(c)?;
    diesel::delete(authorization_codes::table.filter(authorization_codes::user_id.eq(&user)))
        .execute(c)?;
    diesel::delete(
        device_authorizations::table.filter(
            device_authorizations::user_id
                .eq(&user)
                .or(device_authorizations::approving_session_id.eq_any(&ids)),
        ),
    )
    .execute(c)?;
    diesel::delete(email_tokens::table.filter(email_tokens::user_id.eq(&user))).execute(c)?;
    remove_ways_in(c, &user)?;
    super::reset_review::close_review(c, &user)?;
    diesel::delete(operator_roles::table.find(&user)).execute(c)?;
    // While the memberships still tell an organization's receivers that
    // the account was one of theirs.
    let shown: String = users::table.find(&user).select(users::email).first(c)?;
    // A code asked for the address is held about the account too.
    let normalized: String = users::table
        .find(&user)
        .select(users::email_normalized)
        .first(c)?;
    diesel::delete(crate::schema::sign_in_codes::table.find(&normalized)).execute(c)?;
    let by_user = purge.only_if_due.is_some()
        || [user.as_str(), purge.pseudonym.to_string().as_str()]
            .contains(&purge.record.actor.as_str());
    super::shared_signals::raise_purged(
        c,
        &purge.user,
        &shown,
        if by_user { "user" } else { "admin" },
    )?;
    // A receiver's removal of the subject names the account too.
    diesel::delete(
        crate::schema::ssf_excluded_subjects::table
            .filter(crate::schema::ssf_excluded_subjects::user_id.eq(&user)),
    )
    .execute(c)?;
    // Before the events are purged, not by the users row's cascade: the
    // `organization.member_removed` events go with the rest, and only
    // `user.deleted` names the user afterwards (docs/decisions.md,
    // "Organizations").
    diesel::delete(organization_members::table.filter(organization_members::user_id.eq(&user)))
        .execute(c)?;
    // Invitations of the address, used or not: the address outlives no
    // account.
    diesel::delete(
        organization_invitations::table.filter(organization_invitations::email.eq(&email)),
    )
    .execute(c)?;
    diesel::delete(sessions::table.filter(sessions::user_id.eq(&user))).execute(c)?;
    // An empty subject names nobody (many events have none).
    let addresses: Vec<&str> = [email.as_str(), purge.address_subject.as_str()]
        .into_iter()
        .filter(|a| !a.is_empty())
        .collect();
    pseudonymise_audit(c, &user, &addresses, &purge.pseudonym.to_string())?;
    // What webhooks had not delivered yet goes too (the deletion above
    // wrote some); deleting the row then writes `user.deleted`.
    diesel::delete(webhook_events::table.filter(webhook_events::user_id.eq(&user))).execute(c)?;
    diesel::delete(users::table.find(&user)).execute(c)?;
    diesel::insert_into(audit_events::table)
        .values(record)
        .execute(c)?;
    Ok(true)
}

/// Rewrites the audit events about the user (by id, or by address, its
/// digest or, in rows older than digests, its clear text, before the
/// address had an account) to name the pseudonym, without the IP and
/// User-Agent of the user or of an anonymous attempt (an operator's
/// change keeps the operator's).
fn pseudonymise_audit(
    c: &mut DbConnection,
    user: &str,
    addresses: &[&str],
    pseudonym: &str,
) -> QueryResult<()> {
    let about = audit_events::user_id
        .eq(user)
        .or(audit_events::subject.eq(user))
        .or(audit_events::subject.eq_any(addresses))
        .or(audit_events::actor.eq(user));
    // By the user, or by nobody signed in (a failed sign-in): no IP. An
    // operator's change (`admin`, `cli`, or a console operator's id) keeps
    // the operator's own IP.
    diesel::update(
        audit_events::table
            .filter(about)
            .filter(audit_events::actor.eq(user).or(audit_events::actor.eq(""))),
    )
    .set((audit_events::ip.eq(""), audit_events::user_agent.eq("")))
    .execute(c)?;
    diesel::update(audit_events::table.filter(audit_events::actor.eq(user)))
        .set(audit_events::actor.eq(pseudonym))
        .execute(c)?;
    diesel::update(
        audit_events::table.filter(
            audit_events::subject
                .eq(user)
                .or(audit_events::subject.eq_any(addresses)),
        ),
    )
    .set(audit_events::subject.eq(pseudonym))
    .execute(c)?;
    diesel::update(audit_events::table.filter(audit_events::user_id.eq(user)))
        .set(audit_events::user_id.eq(pseudonym))
        .execute(c)?;
    Ok(())
}
