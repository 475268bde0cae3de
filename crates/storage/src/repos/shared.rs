//! What several aggregates' repositories share: the revocation cascades
//! (a user's sessions, a session's tokens, a user's reset tokens), which a
//! disabling, a password change and a session end all run, and two small
//! checks.

use accounts_domain::ids::UserId;
use accounts_domain::records::EmailTokenPurpose;
use accounts_domain::repository::{RepoError, RepoResult};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Text};

use crate::connection::DbConnection;
use crate::schema::{
    access_tokens, consents, email_tokens, identity_links, mfa_challenges, passkeys,
    recovery_codes, refresh_tokens, totp_factors, webauthn_ceremonies,
};

/// `Ok(())` when an update touched a row, `NotFound` when it touched none.
pub(super) fn one_row(affected: usize) -> RepoResult<()> {
    if affected == 0 {
        Err(RepoError::NotFound)
    } else {
        Ok(())
    }
}

pub(super) fn parse_user_id(text: &str) -> RepoResult<UserId> {
    text.parse()
        .map_err(|e| crate::errors::corrupt("user id", e))
}

#[derive(QueryableByName)]
struct Ended {
    #[diesel(sql_type = Text)]
    id: String,
}

/// Revokes every live session of `user` but `keep`, with every token of
/// those sessions; returns how many sessions ended.
pub(super) fn revoke_sessions_of_user(
    c: &mut DbConnection,
    user: &str,
    keep: Option<&str>,
    at: i64,
) -> QueryResult<usize> {
    // The update comes first: on SQLite it takes the write lock before
    // anything is read (a transaction that read first fails with "database
    // is locked" when another writer committed since).
    const END: &str = "UPDATE sessions SET revoked_at = $1 \
        WHERE user_id = $2 AND revoked_at IS NULL AND id <> $3 RETURNING id";
    let sql = c.numbered(END);
    let live: Vec<String> = diesel::sql_query(sql)
        .bind::<BigInt, _>(at)
        .bind::<Text, _>(user)
        .bind::<Text, _>(keep.unwrap_or_default())
        .load::<Ended>(c)?
        .into_iter()
        .map(|ended| ended.id)
        .collect();
    if live.is_empty() {
        return Ok(0);
    }
    diesel::update(
        refresh_tokens::table
            .filter(refresh_tokens::session_id.eq_any(&live))
            .filter(refresh_tokens::revoked_at.is_null()),
    )
    .set(refresh_tokens::revoked_at.eq(at))
    .execute(c)?;
    diesel::update(
        access_tokens::table
            .filter(access_tokens::session_id.eq_any(&live))
            .filter(access_tokens::revoked_at.is_null()),
    )
    .set(access_tokens::revoked_at.eq(at))
    .execute(c)?;
    Ok(live.len())
}

/// Deletes the second steps waiting for `user`'s second factor: they
/// were started with a password that a credential change just replaced,
/// so an `mfaToken` from before it must not sign in after it.
pub(super) fn void_second_steps(c: &mut DbConnection, user: &str) -> QueryResult<usize> {
    diesel::delete(mfa_challenges::table.filter(mfa_challenges::user_id.eq(user))).execute(c)
}

/// Deletes `user`'s authenticator app with its recovery codes; how many
/// authenticators (0 or 1) it deleted.
pub(super) fn remove_authenticator(c: &mut DbConnection, user: &str) -> QueryResult<usize> {
    diesel::delete(recovery_codes::table.filter(recovery_codes::user_id.eq(user))).execute(c)?;
    diesel::delete(totp_factors::table.filter(totp_factors::user_id.eq(user))).execute(c)
}

/// Deletes every way into `user`'s account but the password: second
/// factors (TOTP, recovery codes, passkeys, their ceremonies and pending
/// second steps) and upstream links. Account deletion runs it, and so
/// does the first proof that an address is the owner's when someone else
/// may have held the account before (a reset of a never-verified
/// account), so nothing a previous holder attached survives.
pub(super) fn remove_ways_in(c: &mut DbConnection, user: &str) -> QueryResult<()> {
    remove_authenticator(c, user)?;
    void_second_steps(c, user)?;
    diesel::delete(passkeys::table.filter(passkeys::user_id.eq(user))).execute(c)?;
    diesel::delete(webauthn_ceremonies::table.filter(webauthn_ceremonies::user_id.eq(user)))
        .execute(c)?;
    diesel::delete(identity_links::table.filter(identity_links::user_id.eq(user))).execute(c)?;
    Ok(())
}

/// Deletes the apps `user` allowed (consents): a previous holder's
/// consents go with them.
pub(super) fn remove_consents(c: &mut DbConnection, user: &str) -> QueryResult<usize> {
    diesel::delete(consents::table.filter(consents::user_id.eq(user))).execute(c)
}

/// Marks every unused reset token of `user` used: a credential change
/// voids what a mail sent before it could still do.
pub(super) fn void_reset_tokens(c: &mut DbConnection, user: &str, at: i64) -> QueryResult<usize> {
    diesel::update(
        email_tokens::table
            .filter(email_tokens::user_id.eq(user))
            .filter(email_tokens::purpose.eq(EmailTokenPurpose::Reset.as_str()))
            .filter(email_tokens::used_at.is_null()),
    )
    .set(email_tokens::used_at.eq(at))
    .execute(c)
}

/// Revokes every refresh and access token matching a filter column value.
pub(super) fn revoke_tokens_where_session(
    c: &mut DbConnection,
    session: &str,
    at: i64,
) -> QueryResult<usize> {
    let refresh = diesel::update(
        refresh_tokens::table
            .filter(refresh_tokens::session_id.eq(session))
            .filter(refresh_tokens::revoked_at.is_null()),
    )
    .set(refresh_tokens::revoked_at.eq(at))
    .execute(c)?;
    let access = diesel::update(
        access_tokens::table
            .filter(access_tokens::session_id.eq(session))
            .filter(access_tokens::revoked_at.is_null()),
    )
    .set(access_tokens::revoked_at.eq(at))
    .execute(c)?;
    Ok(refresh + access)
}

/// Turns the webhook events of this transaction's next writes off (`on`)
/// or back on (migration 34): an import without events, a re-hash.
/// On SQLite it is a write either way, so it also takes the write lock.
pub(super) fn quiet_events(c: &mut DbConnection, on: bool) -> QueryResult<()> {
    match c {
        DbConnection::Postgres(_) => {
            let value = if on { "on" } else { "" };
            diesel::sql_query("SELECT set_config('accounts.quiet_events', $1, true)")
                .bind::<Text, _>(value)
                .execute(c)?;
        }
        DbConnection::Sqlite(_) => {
            diesel::sql_query("DELETE FROM quiet_events").execute(c)?;
            if on {
                diesel::sql_query("INSERT INTO quiet_events (quiet) VALUES (1)").execute(c)?;
            }
        }
    }
    Ok(())
}
