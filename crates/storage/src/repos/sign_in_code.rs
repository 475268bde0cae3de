//! Mailed sign-in codes: one row per address, the newest code replacing
//! the one before, each used once; the row counts the address's mails in
//! the hour (docs/decisions.md, "Sign-in codes").

use accounts_domain::ids::UserId;
use accounts_domain::records::{CodeProof, CodeRedemption, SignInCodeRecord, UserProfile};
use accounts_domain::repository::{RepoError, RepoResult, SignInCodeRepository};
use accounts_domain::secrets::{PasswordHash, SecretDigest};
use accounts_domain::sign_in_codes::WRONG_CODES_PER_CODE;
use diesel::prelude::*;
use time::OffsetDateTime;

use crate::connection::{Database, DbConnection};
use crate::rows::{ProfileColumns, SignInCodeRow};
use crate::schema::{email_tokens, sign_in_codes, users};

use super::shared::{remove_consents, remove_ways_in, revoke_sessions_of_user};
use crate::time_codec::to_micros;

const HOUR_MICROS: i64 = 3_600_000_000;

/// A redemption as the transaction sees it, before its row converts.
enum Redeemed {
    Row(SignInCodeRow),
    Wrong { ended: bool },
    Unusable,
}

fn row_of(c: &mut DbConnection, key: &str) -> QueryResult<SignInCodeRow> {
    sign_in_codes::table
        .find(key)
        .select(SignInCodeRow::as_select())
        .first(c)
}

impl Database {
    fn ask_once(&self, row: &SignInCodeRow, limit: i32) -> RepoResult<bool> {
        let key = &row.email_normalized;
        self.transaction(|c| {
            // A count whose hour has ended starts again. A write first:
            // SQLite takes its write lock here, not on a later upgrade.
            diesel::update(
                sign_in_codes::table
                    .find(key)
                    .filter(sign_in_codes::window_start.le(row.created_at - HOUR_MICROS)),
            )
            .set((
                sign_in_codes::window_start.eq(row.created_at),
                sign_in_codes::mails_in_window.eq(0),
            ))
            .execute(c)?;
            let replaced = diesel::update(
                sign_in_codes::table
                    .find(key)
                    .filter(sign_in_codes::mails_in_window.lt(limit)),
            )
            .set((
                sign_in_codes::email.eq(&row.email),
                sign_in_codes::code_tag.eq(&row.code_tag),
                sign_in_codes::link_digest.eq(&row.link_digest),
                sign_in_codes::created_at.eq(row.created_at),
                sign_in_codes::expires_at.eq(row.expires_at),
                sign_in_codes::used_at.eq(None::<i64>),
                sign_in_codes::failures.eq(0),
                sign_in_codes::asker.eq(&row.asker),
                sign_in_codes::continuation.eq(&row.continuation),
                sign_in_codes::mails_in_window.eq(sign_in_codes::mails_in_window + 1),
            ))
            .execute(c)?;
            if replaced > 0 {
                return Ok(true);
            }
            let counted_out = diesel::select(diesel::dsl::exists(sign_in_codes::table.find(key)))
                .get_result::<bool>(c)?;
            if counted_out || limit < 1 {
                return Ok(false);
            }
            diesel::insert_into(sign_in_codes::table)
                .values(row)
                .execute(c)?;
            Ok(true)
        })
    }
}

impl SignInCodeRepository for Database {
    fn ask_sign_in_code(&self, code: &SignInCodeRecord, per_hour: u32) -> RepoResult<bool> {
        let row = SignInCodeRow::from(code);
        let limit = i32::try_from(per_hour).unwrap_or(i32::MAX);
        match self.ask_once(&row, limit) {
            // The address's first code, asked twice at once: the loser
            // finds the winner's row the second time.
            Err(RepoError::Conflict(_)) => self.ask_once(&row, limit),
            other => other,
        }
    }

    fn redeem_sign_in_code(
        &self,
        proof: CodeProof<'_>,
        now: OffsetDateTime,
    ) -> RepoResult<CodeRedemption> {
        let at = to_micros(now);
        let outcome = self.transaction(|c| match proof {
            CodeProof::Code { email, tag } => {
                let key = email.normalized();
                let used = diesel::update(
                    sign_in_codes::table
                        .find(&key)
                        .filter(sign_in_codes::used_at.is_null())
                        .filter(sign_in_codes::expires_at.gt(at))
                        .filter(sign_in_codes::code_tag.eq(tag)),
                )
                .set(sign_in_codes::used_at.eq(at))
                .execute(c)?;
                if used > 0 {
                    return row_of(c, &key).map(Redeemed::Row);
                }
                let counted = diesel::update(
                    sign_in_codes::table
                        .find(&key)
                        .filter(sign_in_codes::used_at.is_null())
                        .filter(sign_in_codes::expires_at.gt(at)),
                )
                .set(sign_in_codes::failures.eq(sign_in_codes::failures + 1))
                .execute(c)?;
                if counted == 0 {
                    return Ok(Redeemed::Unusable);
                }
                let ended = diesel::update(
                    sign_in_codes::table
                        .find(&key)
                        .filter(sign_in_codes::used_at.is_null())
                        .filter(sign_in_codes::failures.ge(WRONG_CODES_PER_CODE)),
                )
                .set(sign_in_codes::used_at.eq(at))
                .execute(c)?;
                Ok(Redeemed::Wrong { ended: ended > 0 })
            }
            CodeProof::Link { digest, asker } => {
                let link = digest.as_bytes().to_vec();
                let used = diesel::update(
                    sign_in_codes::table
                        .filter(sign_in_codes::link_digest.eq(&link))
                        .filter(sign_in_codes::asker.eq(asker.as_bytes().to_vec()))
                        .filter(sign_in_codes::used_at.is_null())
                        .filter(sign_in_codes::expires_at.gt(at)),
                )
                .set(sign_in_codes::used_at.eq(at))
                .execute(c)?;
                if used == 0 {
                    return Ok(Redeemed::Unusable);
                }
                sign_in_codes::table
                    .filter(sign_in_codes::link_digest.eq(&link))
                    .select(SignInCodeRow::as_select())
                    .first(c)
                    .map(Redeemed::Row)
            }
        })?;
        Ok(match outcome {
            Redeemed::Row(row) => CodeRedemption::Redeemed(row.try_into()?),
            Redeemed::Wrong { ended } => CodeRedemption::Wrong { ended },
            Redeemed::Unusable => CodeRedemption::Unusable,
        })
    }

    fn find_live_sign_in_link(
        &self,
        digest: &SecretDigest,
        now: OffsetDateTime,
    ) -> RepoResult<Option<SignInCodeRecord>> {
        let at = to_micros(now);
        let row = self.with(|c| {
            sign_in_codes::table
                .filter(sign_in_codes::link_digest.eq(digest.as_bytes().to_vec()))
                .filter(sign_in_codes::used_at.is_null())
                .filter(sign_in_codes::expires_at.gt(at))
                .select(SignInCodeRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(SignInCodeRecord::try_from).transpose()
    }

    fn claim_unverified_mailbox(&self, user: UserId, now: OffsetDateTime) -> RepoResult<bool> {
        let at = to_micros(now);
        let user = user.to_string();
        self.transaction(|c| {
            let claimed = diesel::update(
                users::table
                    .find(&user)
                    .filter(users::email_verified.eq(false)),
            )
            .set((
                ProfileColumns::from(&UserProfile::default()),
                users::password_hash.eq(PasswordHash::unusable().as_phc()),
                users::email_verified.eq(true),
                users::updated_at.eq(at),
            ))
            .execute(c)?;
            if claimed == 0 {
                return Ok(false);
            }
            remove_ways_in(c, &user)?;
            remove_consents(c, &user)?;
            revoke_sessions_of_user(c, &user, None, at)?;
            diesel::update(
                email_tokens::table
                    .filter(email_tokens::user_id.eq(&user))
                    .filter(email_tokens::used_at.is_null()),
            )
            .set(email_tokens::used_at.eq(at))
            .execute(c)?;
            Ok(true)
        })
    }

    fn delete_expired_sign_in_codes(&self, before: OffsetDateTime) -> RepoResult<u64> {
        let at = to_micros(before);
        let deleted = self.with(|c| {
            diesel::delete(
                sign_in_codes::table
                    .filter(sign_in_codes::expires_at.lt(at))
                    .filter(sign_in_codes::window_start.lt(at - HOUR_MICROS)),
            )
            .execute(c)
        })?;
        Ok(deleted as u64)
    }
}
