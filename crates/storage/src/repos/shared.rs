//! What several aggregates' repositories share: the revocation cascades
//! (a user's sessions, a session's tokens, a user's reset tokens), which a
//! disabling, a password change and a session end all run, and two small
//! checks.

use accounts_domain::ids::UserId;
use accounts_domain::records::EmailTokenPurpose;
use accounts_domain::repository::{RepoError, RepoResult};
use diesel::prelude::*;

use crate::connection::DbConnection;
use crate::schema::{access_tokens, email_tokens, refresh_tokens, sessions};

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

/// Revokes every live session of `user` but `keep`, with every token of
/// those sessions; returns how many sessions ended.
pub(super) fn revoke_sessions_of_user(
    c: &mut DbConnection,
    user: &str,
    keep: Option<&str>,
    at: i64,
) -> QueryResult<usize> {
    let live: Vec<String> = sessions::table
        .filter(sessions::user_id.eq(user))
        .filter(sessions::revoked_at.is_null())
        .filter(sessions::id.ne(keep.unwrap_or_default()))
        .select(sessions::id)
        .load(c)?;
    if live.is_empty() {
        return Ok(0);
    }
    diesel::update(sessions::table.filter(sessions::id.eq_any(&live)))
        .set(sessions::revoked_at.eq(at))
        .execute(c)?;
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
