//! Mailed tokens: verification and reset, each used once.

use accounts_domain::addresses::Email;
use accounts_domain::ids::UserId;
use accounts_domain::records::{EmailTokenPurpose, EmailTokenRecord, UserProfile};
use accounts_domain::repository::{EmailTokenRepository, RepoError, RepoResult};
use accounts_domain::secrets::{PasswordHash, SecretDigest};
use diesel::prelude::*;
use time::OffsetDateTime;

use crate::connection::{Database, DbConnection};
use crate::rows::{EmailTokenRow, ProfileColumns};
use crate::schema::{email_tokens, users};
use crate::time_codec::to_micros;

use super::shared::{remove_consents, remove_ways_in, revoke_sessions_of_user, void_second_steps};

impl Database {
    /// Marks the unused, unexpired token of `purpose` used; its record as
    /// it was, when it could be used.
    fn use_email_token(
        c: &mut DbConnection,
        digest: &[u8],
        purpose: EmailTokenPurpose,
        at: i64,
    ) -> QueryResult<Option<EmailTokenRow>> {
        let used = diesel::update(
            email_tokens::table
                .find(digest)
                .filter(email_tokens::purpose.eq(purpose.as_str()))
                .filter(email_tokens::used_at.is_null())
                .filter(email_tokens::expires_at.gt(at)),
        )
        .set(email_tokens::used_at.eq(at))
        .execute(c)?;
        if used == 0 {
            return Ok(None);
        }
        email_tokens::table
            .find(digest)
            .select(EmailTokenRow::as_select())
            .first(c)
            .optional()
    }
}

impl EmailTokenRepository for Database {
    fn insert_email_token(&self, token: &EmailTokenRecord) -> RepoResult<()> {
        let row = EmailTokenRow::from(token);
        self.transaction(|c| {
            // Only the newest reset or address-change link works.
            if matches!(
                token.purpose,
                EmailTokenPurpose::Reset | EmailTokenPurpose::ChangeEmail
            ) {
                diesel::update(
                    email_tokens::table
                        .filter(email_tokens::user_id.eq(&row.user_id))
                        .filter(email_tokens::purpose.eq(&row.purpose))
                        .filter(email_tokens::used_at.is_null()),
                )
                .set(email_tokens::used_at.eq(row.created_at))
                .execute(c)?;
            }
            diesel::insert_into(email_tokens::table)
                .values(&row)
                .execute(c)
        })
        .map(drop)
    }

    fn find_email_token(&self, digest: &SecretDigest) -> RepoResult<Option<EmailTokenRecord>> {
        let row = self.with(|c| {
            email_tokens::table
                .find(digest.as_bytes().to_vec())
                .select(EmailTokenRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(EmailTokenRecord::try_from).transpose()
    }

    fn redeem_verification(
        &self,
        digest: &SecretDigest,
        now: OffsetDateTime,
    ) -> RepoResult<Option<UserId>> {
        let at = to_micros(now);
        let user = self.transaction(|c| {
            let Some(token) =
                Self::use_email_token(c, digest.as_bytes(), EmailTokenPurpose::Verify, at)?
            else {
                return Ok(None);
            };
            let verified = diesel::update(
                users::table
                    .find(&token.user_id)
                    .filter(users::email.eq(&token.email)),
            )
            .set((users::email_verified.eq(true), users::updated_at.eq(at)))
            .execute(c)?;
            if verified == 0 {
                // The address changed since it was sent: nothing is
                // verified, and the token stays unused.
                diesel::update(email_tokens::table.find(&token.digest))
                    .set(email_tokens::used_at.eq(None::<i64>))
                    .execute(c)?;
                return Ok(None);
            }
            Ok(Some(token.user_id))
        })?;
        user.map(|id| id.parse().map_err(|e| crate::errors::corrupt("user id", e)))
            .transpose()
    }

    fn redeem_email_change(
        &self,
        digest: &SecretDigest,
        now: OffsetDateTime,
    ) -> RepoResult<Option<UserId>> {
        let at = to_micros(now);
        let moved = self.transaction(|c| {
            let Some(token) =
                Self::use_email_token(c, digest.as_bytes(), EmailTokenPurpose::ChangeEmail, at)?
            else {
                return Ok(None);
            };
            let address = Email::from_stored(token.email.clone());
            // Another account with the address is a uniqueness conflict:
            // the transaction rolls back and the token stays unused.
            diesel::update(users::table.find(&token.user_id))
                .set((
                    users::email.eq(address.as_str()),
                    users::email_normalized.eq(address.normalized()),
                    users::email_verified.eq(true),
                    users::updated_at.eq(at),
                ))
                .execute(c)?;
            Ok(Some(token.user_id))
        });
        let user = match moved {
            Err(RepoError::Conflict(_)) => return Ok(None),
            other => other?,
        };
        user.map(|id| id.parse().map_err(|e| crate::errors::corrupt("user id", e)))
            .transpose()
    }

    fn redeem_reset(
        &self,
        digest: &SecretDigest,
        hash: &PasswordHash,
        now: OffsetDateTime,
    ) -> RepoResult<Option<UserId>> {
        let at = to_micros(now);
        let user = self.transaction(|c| {
            let Some(token) =
                Self::use_email_token(c, digest.as_bytes(), EmailTokenPurpose::Reset, at)?
            else {
                return Ok(None);
            };
            // Until now the address was not shown to be the owner's: the
            // account may have been someone else's, who registered it or
            // signed in through a provider first (a pre-hijacked account).
            // The owner starts from a clean profile, with nothing the
            // previous holder attached: no factor, passkey, link or app.
            let unverified = diesel::update(
                users::table
                    .find(&token.user_id)
                    .filter(users::email_verified.eq(false)),
            )
            .set(ProfileColumns::from(&UserProfile::default()))
            .execute(c)?;
            if unverified > 0 {
                remove_ways_in(c, &token.user_id)?;
                remove_consents(c, &token.user_id)?;
            }
            diesel::update(users::table.find(&token.user_id))
                .set((
                    users::password_hash.eq(hash.as_phc()),
                    users::email_verified.eq(true),
                    users::updated_at.eq(at),
                ))
                .execute(c)?;
            revoke_sessions_of_user(c, &token.user_id, None, at)?;
            void_second_steps(c, &token.user_id)?;
            // What the previous password's holder may have left is listed
            // on the account page until the owner keeps or removes it.
            super::reset_review::open_review(c, &token.user_id, at)?;
            // Every other mailed token of the account is spent with it.
            diesel::update(
                email_tokens::table
                    .filter(email_tokens::user_id.eq(&token.user_id))
                    .filter(email_tokens::used_at.is_null()),
            )
            .set(email_tokens::used_at.eq(at))
            .execute(c)?;
            Ok(Some(token.user_id))
        })?;
        user.map(|id| id.parse().map_err(|e| crate::errors::corrupt("user id", e)))
            .transpose()
    }

    fn delete_expired_email_tokens(&self, before: OffsetDateTime) -> RepoResult<u64> {
        let deleted = self.with(|c| {
            diesel::delete(
                email_tokens::table.filter(email_tokens::expires_at.lt(to_micros(before))),
            )
            .execute(c)
        })?;
        Ok(deleted as u64)
    }
}
