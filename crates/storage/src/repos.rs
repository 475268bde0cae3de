//! The repository traits of `accounts-domain`, implemented once for both
//! backends on [`Database`].

use accounts_domain::addresses::Email;
use accounts_domain::ids::{ClientId, GrantId, SessionId, TokenId, UserId};
use accounts_domain::keys::{KeyState, SigningKeyRecord};
use accounts_domain::records::{
    AccessTokenRecord, AuditEvent, AuthorizationCodeRecord, ClientRecord,
    DeviceAuthorizationRecord, DeviceDecision, EmailTokenPurpose, EmailTokenRecord,
    RefreshTokenRecord, SessionRecord, UserProfile, UserRecord,
};
use accounts_domain::repository::{
    AuditRepository, AuthorizationCodeRepository, ClientRepository, Connections,
    DeviceAuthorizationRepository, EmailTokenRepository, IssuedTokens, KeyStateChange,
    Reachability, Redemption, RepoError, RepoResult, SessionRepository, SigningKeyRepository,
    TokenRepository, UserRepository,
};
use accounts_domain::secrets::{PasswordHash, SecretDigest};
use diesel::prelude::*;
use time::OffsetDateTime;

use crate::connection::{Database, DbConnection};
use crate::rows::{
    AccessRow, AuditRow, ClientRow, CodeRow, DeviceRow, EmailTokenRow, KeyRow, NewAuditRow,
    RefreshRow, SessionRow, UserRow, convert_all, decision_columns,
};
use crate::schema::{
    access_tokens, audit_events, authorization_codes, clients, device_authorizations, email_tokens,
    refresh_tokens, sessions, signing_keys, users,
};
use crate::time_codec::{from_micros, to_micros};

/// `Ok(())` when an update touched a row, `NotFound` when it touched none.
fn one_row(affected: usize) -> RepoResult<()> {
    if affected == 0 {
        Err(RepoError::NotFound)
    } else {
        Ok(())
    }
}

impl Reachability for Database {
    fn ping(&self) -> RepoResult<()> {
        Database::ping(self)
    }

    fn connections(&self) -> Connections {
        Database::connections(self)
    }
}

impl ClientRepository for Database {
    fn insert(&self, client: &ClientRecord) -> RepoResult<()> {
        let row = ClientRow::from(client);
        self.with(|c| diesel::insert_into(clients::table).values(&row).execute(c))
            .map(drop)
    }

    fn find(&self, id: ClientId) -> RepoResult<Option<ClientRecord>> {
        let row = self.with(|c| {
            clients::table
                .find(id.to_string())
                .select(ClientRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(ClientRecord::try_from).transpose()
    }

    fn list(&self) -> RepoResult<Vec<ClientRecord>> {
        let rows = self.with(|c| {
            clients::table
                .order((clients::created_at, clients::id))
                .select(ClientRow::as_select())
                .load(c)
        })?;
        convert_all(rows)
    }

    fn changed_since(&self, since: OffsetDateTime) -> RepoResult<Vec<ClientRecord>> {
        let rows = self.with(|c| {
            clients::table
                .filter(clients::updated_at.ge(to_micros(since)))
                .order((clients::updated_at, clients::id))
                .select(ClientRow::as_select())
                .load(c)
        })?;
        convert_all(rows)
    }

    fn update_secret(
        &self,
        id: ClientId,
        digest: &SecretDigest,
        now: OffsetDateTime,
    ) -> RepoResult<()> {
        let affected = self.with(|c| {
            diesel::update(clients::table.find(id.to_string()))
                .set((
                    clients::secret_digest.eq(digest.as_bytes().to_vec()),
                    clients::updated_at.eq(to_micros(now)),
                ))
                .execute(c)
        })?;
        one_row(affected)
    }

    fn set_enabled(&self, id: ClientId, enabled: bool, now: OffsetDateTime) -> RepoResult<()> {
        let affected = self.with(|c| {
            diesel::update(clients::table.find(id.to_string()))
                .set((
                    clients::enabled.eq(enabled),
                    clients::updated_at.eq(to_micros(now)),
                ))
                .execute(c)
        })?;
        one_row(affected)
    }
}

impl UserRepository for Database {
    fn insert(&self, user: &UserRecord) -> RepoResult<()> {
        let row = UserRow::from(user);
        self.with(|c| diesel::insert_into(users::table).values(&row).execute(c))
            .map(drop)
    }

    fn find(&self, id: UserId) -> RepoResult<Option<UserRecord>> {
        let row = self.with(|c| {
            users::table
                .find(id.to_string())
                .select(UserRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(UserRecord::try_from).transpose()
    }

    fn find_by_email(&self, email: &Email) -> RepoResult<Option<UserRecord>> {
        let row = self.with(|c| {
            users::table
                .filter(users::email_normalized.eq(email.normalized()))
                .select(UserRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(UserRecord::try_from).transpose()
    }

    fn list(&self) -> RepoResult<Vec<UserRecord>> {
        let rows = self.with(|c| {
            users::table
                .order((users::created_at, users::id))
                .select(UserRow::as_select())
                .load(c)
        })?;
        convert_all(rows)
    }

    fn set_enabled(&self, id: UserId, enabled: bool, now: OffsetDateTime) -> RepoResult<()> {
        let user = id.to_string();
        let at = to_micros(now);
        let affected = self.transaction(|c| {
            let affected = diesel::update(users::table.find(&user))
                .set((users::enabled.eq(enabled), users::updated_at.eq(at)))
                .execute(c)?;
            if affected > 0 && !enabled {
                revoke_sessions_of_user(c, &user, None, at)?;
            }
            Ok(affected)
        })?;
        one_row(affected)
    }

    fn set_profile(
        &self,
        id: UserId,
        profile: &UserProfile,
        now: OffsetDateTime,
    ) -> RepoResult<()> {
        let p = profile;
        let affected = self.with(|c| {
            diesel::update(users::table.find(id.to_string()))
                .set((
                    users::name.eq(&p.name),
                    users::mobile.eq(&p.mobile),
                    users::picture.eq(&p.picture),
                    users::country_code.eq(&p.country_code),
                    users::country.eq(&p.country),
                    users::country_region_code.eq(&p.country_region_code),
                    users::country_region.eq(&p.country_region),
                    users::city.eq(&p.city),
                    users::postal_code.eq(&p.postal_code),
                    users::updated_at.eq(to_micros(now)),
                ))
                .execute(c)
        })?;
        one_row(affected)
    }

    fn set_password(
        &self,
        id: UserId,
        hash: &PasswordHash,
        keep: Option<SessionId>,
        now: OffsetDateTime,
    ) -> RepoResult<()> {
        let user = id.to_string();
        let keep = keep.map(|k| k.to_string());
        let at = to_micros(now);
        let affected = self.transaction(|c| {
            let affected = diesel::update(users::table.find(&user))
                .set((
                    users::password_hash.eq(hash.as_phc()),
                    users::updated_at.eq(at),
                ))
                .execute(c)?;
            if affected > 0 {
                revoke_sessions_of_user(c, &user, keep.as_deref(), at)?;
                void_reset_tokens(c, &user, at)?;
            }
            Ok(affected)
        })?;
        one_row(affected)
    }

    fn users_changed_since(&self, since: OffsetDateTime) -> RepoResult<Vec<UserRecord>> {
        let rows = self.with(|c| {
            users::table
                .filter(users::updated_at.ge(to_micros(since)))
                .select(UserRow::as_select())
                .load(c)
        })?;
        convert_all(rows)
    }

    fn disabled(&self) -> RepoResult<Vec<UserId>> {
        let rows: Vec<String> = self.with(|c| {
            users::table
                .filter(users::enabled.eq(false))
                .select(users::id)
                .load(c)
        })?;
        rows.iter().map(|id| parse_user_id(id)).collect()
    }
}

fn parse_user_id(text: &str) -> RepoResult<UserId> {
    text.parse()
        .map_err(|e| crate::errors::corrupt("user id", e))
}

/// Revokes every live session of a user and every token of those sessions;
/// returns how many sessions ended.
/// Revokes every live session of `user` but `keep`, with their tokens.
fn revoke_sessions_of_user(
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
fn void_reset_tokens(c: &mut DbConnection, user: &str, at: i64) -> QueryResult<usize> {
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
fn revoke_tokens_where_session(c: &mut DbConnection, session: &str, at: i64) -> QueryResult<usize> {
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

impl SessionRepository for Database {
    fn insert(&self, session: &SessionRecord) -> RepoResult<()> {
        let row = SessionRow::try_from(session)?;
        self.with(|c| diesel::insert_into(sessions::table).values(&row).execute(c))
            .map(drop)
    }

    fn find(&self, id: SessionId) -> RepoResult<Option<SessionRecord>> {
        let row = self.with(|c| {
            sessions::table
                .find(id.to_string())
                .select(SessionRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(SessionRecord::try_from).transpose()
    }

    fn find_by_account_token(&self, digest: &SecretDigest) -> RepoResult<Option<SessionRecord>> {
        let row = self.with(|c| {
            sessions::table
                .filter(sessions::account_token_digest.eq(digest.as_bytes().to_vec()))
                .select(SessionRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(SessionRecord::try_from).transpose()
    }

    fn touch(
        &self,
        id: SessionId,
        now: OffsetDateTime,
        stale_before: OffsetDateTime,
    ) -> RepoResult<bool> {
        let affected = self.with(|c| {
            diesel::update(
                sessions::table
                    .find(id.to_string())
                    .filter(sessions::last_seen_at.le(to_micros(stale_before))),
            )
            .set(sessions::last_seen_at.eq(to_micros(now)))
            .execute(c)
        })?;
        Ok(affected > 0)
    }

    fn revoke(&self, id: SessionId, now: OffsetDateTime) -> RepoResult<bool> {
        let session = id.to_string();
        let at = to_micros(now);
        let outcome = self.transaction(|c| {
            let revoked = diesel::update(
                sessions::table
                    .find(&session)
                    .filter(sessions::revoked_at.is_null()),
            )
            .set(sessions::revoked_at.eq(at))
            .execute(c)?;
            if revoked == 0 {
                let exists = sessions::table
                    .find(&session)
                    .count()
                    .get_result::<i64>(c)?
                    > 0;
                return Ok(exists.then_some(false));
            }
            revoke_tokens_where_session(c, &session, at)?;
            Ok(Some(true))
        })?;
        outcome.ok_or(RepoError::NotFound)
    }

    fn revoke_user_sessions(&self, user: UserId, now: OffsetDateTime) -> RepoResult<u64> {
        let user = user.to_string();
        let at = to_micros(now);
        let ended = self.transaction(|c| revoke_sessions_of_user(c, &user, None, at))?;
        Ok(u64::try_from(ended).unwrap_or(u64::MAX))
    }

    fn live_sessions_of_user(
        &self,
        user: UserId,
        idle_before: OffsetDateTime,
    ) -> RepoResult<Vec<SessionRecord>> {
        let rows = self.with(|c| {
            sessions::table
                .filter(sessions::user_id.eq(user.to_string()))
                .filter(sessions::revoked_at.is_null())
                .filter(sessions::last_seen_at.gt(to_micros(idle_before)))
                .order((sessions::last_seen_at.desc(), sessions::id.desc()))
                .select(SessionRow::as_select())
                .load(c)
        })?;
        convert_all(rows)
    }

    fn revoked_since(&self, since: OffsetDateTime) -> RepoResult<Vec<(SessionId, OffsetDateTime)>> {
        let rows: Vec<(String, Option<i64>)> = self.with(|c| {
            sessions::table
                .filter(sessions::revoked_at.ge(to_micros(since)))
                .select((sessions::id, sessions::revoked_at))
                .load(c)
        })?;
        rows.into_iter()
            .map(|(id, at)| {
                let id = id
                    .parse()
                    .map_err(|e| crate::errors::corrupt("session id", e))?;
                Ok((id, from_micros(at.unwrap_or_default())?))
            })
            .collect()
    }
}

impl AuthorizationCodeRepository for Database {
    fn insert(&self, code: &AuthorizationCodeRecord) -> RepoResult<()> {
        let row = CodeRow::from(code);
        self.with(|c| {
            diesel::insert_into(authorization_codes::table)
                .values(&row)
                .execute(c)
        })
        .map(drop)
    }

    fn find_by_digest(&self, digest: &SecretDigest) -> RepoResult<Option<AuthorizationCodeRecord>> {
        let row = self.with(|c| {
            authorization_codes::table
                .find(digest.as_bytes().to_vec())
                .select(CodeRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(AuthorizationCodeRecord::try_from).transpose()
    }

    fn redeem(
        &self,
        digest: &SecretDigest,
        now: OffsetDateTime,
        issued: &IssuedTokens,
    ) -> RepoResult<Redemption> {
        let access = AccessRow::from(&issued.access);
        let refresh = issued.refresh.as_ref().map(RefreshRow::from);
        self.with(|c| {
            crate::redeem::redeem(
                c,
                digest.as_bytes(),
                to_micros(now),
                &access,
                refresh.as_ref(),
            )
        })
    }

    fn delete_expired(&self, before: OffsetDateTime) -> RepoResult<u64> {
        let deleted = self.with(|c| {
            diesel::delete(
                authorization_codes::table
                    .filter(authorization_codes::expires_at.lt(to_micros(before))),
            )
            .execute(c)
        })?;
        Ok(deleted as u64)
    }
}

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
            if token.purpose == EmailTokenPurpose::Reset {
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
            // profile may have been someone else's, who registered it
            // first. The owner starts from a clean one.
            diesel::update(
                users::table
                    .find(&token.user_id)
                    .filter(users::email_verified.eq(false)),
            )
            .set((
                users::name.eq(""),
                users::mobile.eq(""),
                users::picture.eq(""),
                users::country_code.eq(""),
                users::country.eq(""),
                users::country_region_code.eq(""),
                users::country_region.eq(""),
                users::city.eq(""),
                users::postal_code.eq(""),
            ))
            .execute(c)?;
            diesel::update(users::table.find(&token.user_id))
                .set((
                    users::password_hash.eq(hash.as_phc()),
                    users::email_verified.eq(true),
                    users::updated_at.eq(at),
                ))
                .execute(c)?;
            revoke_sessions_of_user(c, &token.user_id, None, at)?;
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

impl TokenRepository for Database {
    fn find_refresh_token(&self, digest: &SecretDigest) -> RepoResult<Option<RefreshTokenRecord>> {
        let row = self.with(|c| {
            refresh_tokens::table
                .filter(refresh_tokens::digest.eq(digest.as_bytes().to_vec()))
                .select(RefreshRow::as_select())
                .first(c)
                .optional()
        })?;
        row.map(RefreshTokenRecord::try_from).transpose()
    }

    fn insert_access_token(&self, token: &AccessTokenRecord) -> RepoResult<()> {
        let row = AccessRow::from(token);
        self.with(|c| {
            diesel::insert_into(access_tokens::table)
                .values(&row)
                .execute(c)
        })
        .map(drop)
    }

    fn rotate_refresh_token(
        &self,
        old: &SecretDigest,
        now: OffsetDateTime,
        successor: &RefreshTokenRecord,
        access: &AccessTokenRecord,
    ) -> RepoResult<Option<OffsetDateTime>> {
        let old = old.as_bytes().to_vec();
        let at = to_micros(now);
        let successor = RefreshRow::from(successor);
        let access = AccessRow::from(access);
        let expires_at = self.transaction(|c| {
            // The update comes first (SQLite takes its write lock here;
            // PostgreSQL locks the row, so a concurrent rotation of the
            // same token waits and then finds the successor committed). A
            // token already rotated keeps its first rotation's time.
            let live = || {
                refresh_tokens::table
                    .filter(refresh_tokens::digest.eq(&old))
                    .filter(refresh_tokens::revoked_at.is_null())
            };
            let first = diesel::update(live().filter(refresh_tokens::rotated_at.is_null()))
                .set(refresh_tokens::rotated_at.eq(at))
                .execute(c)?;
            if first == 0 && live().count().get_result::<i64>(c)? == 0 {
                return Ok(None);
            }
            let existing: Option<(i64, Option<i64>)> = if first == 0 {
                refresh_tokens::table
                    .filter(refresh_tokens::digest.eq(&successor.digest))
                    .select((refresh_tokens::expires_at, refresh_tokens::revoked_at))
                    .first(c)
                    .optional()?
            } else {
                None
            };
            let expires_at = match existing {
                Some((_, Some(_revoked))) => return Ok(None),
                Some((expires_at, None)) => expires_at,
                None => {
                    diesel::insert_into(refresh_tokens::table)
                        .values(&successor)
                        .execute(c)?;
                    successor.expires_at
                }
            };
            diesel::insert_into(access_tokens::table)
                .values(&access)
                .execute(c)?;
            Ok(Some(expires_at))
        })?;
        expires_at.map(from_micros).transpose()
    }

    fn revoke_grant(&self, grant: GrantId, now: OffsetDateTime) -> RepoResult<u64> {
        let grant = grant.to_string();
        let at = to_micros(now);
        let revoked = self.transaction(|c| {
            let refresh = diesel::update(
                refresh_tokens::table
                    .filter(refresh_tokens::grant_id.eq(&grant))
                    .filter(refresh_tokens::revoked_at.is_null()),
            )
            .set(refresh_tokens::revoked_at.eq(at))
            .execute(c)?;
            let access = diesel::update(
                access_tokens::table
                    .filter(access_tokens::grant_id.eq(&grant))
                    .filter(access_tokens::revoked_at.is_null()),
            )
            .set(access_tokens::revoked_at.eq(at))
            .execute(c)?;
            Ok(refresh + access)
        })?;
        Ok(revoked as u64)
    }

    fn revoke_refresh_token(&self, digest: &SecretDigest, now: OffsetDateTime) -> RepoResult<bool> {
        let affected = self.with(|c| {
            diesel::update(
                refresh_tokens::table
                    .filter(refresh_tokens::digest.eq(digest.as_bytes().to_vec()))
                    .filter(refresh_tokens::revoked_at.is_null()),
            )
            .set(refresh_tokens::revoked_at.eq(to_micros(now)))
            .execute(c)
        })?;
        Ok(affected > 0)
    }

    fn revoke_access_token(&self, id: TokenId, now: OffsetDateTime) -> RepoResult<bool> {
        let affected = self.with(|c| {
            diesel::update(
                access_tokens::table
                    .find(id.to_string())
                    .filter(access_tokens::revoked_at.is_null()),
            )
            .set(access_tokens::revoked_at.eq(to_micros(now)))
            .execute(c)
        })?;
        Ok(affected > 0)
    }

    fn revoked_access_tokens_since(
        &self,
        since: OffsetDateTime,
        now: OffsetDateTime,
    ) -> RepoResult<Vec<TokenId>> {
        let ids: Vec<String> = self.with(|c| {
            access_tokens::table
                .filter(access_tokens::revoked_at.ge(to_micros(since)))
                .filter(access_tokens::expires_at.gt(to_micros(now)))
                .select(access_tokens::id)
                .load(c)
        })?;
        ids.iter()
            .map(|id| {
                id.parse()
                    .map_err(|e| crate::errors::corrupt("token id", e))
            })
            .collect()
    }

    fn delete_expired(&self, before: OffsetDateTime) -> RepoResult<u64> {
        let before = to_micros(before);
        let deleted = self.transaction(|c| {
            let refresh =
                diesel::delete(refresh_tokens::table.filter(refresh_tokens::expires_at.lt(before)))
                    .execute(c)?;
            let access =
                diesel::delete(access_tokens::table.filter(access_tokens::expires_at.lt(before)))
                    .execute(c)?;
            Ok(refresh + access)
        })?;
        Ok(deleted as u64)
    }
}

impl SigningKeyRepository for Database {
    fn insert(&self, key: &SigningKeyRecord) -> RepoResult<()> {
        let row = KeyRow::from(key);
        self.with(|c| {
            diesel::insert_into(signing_keys::table)
                .values(&row)
                .execute(c)
        })
        .map(drop)
    }

    fn list(&self) -> RepoResult<Vec<SigningKeyRecord>> {
        let rows = self.with(|c| {
            signing_keys::table
                .order((signing_keys::created_at, signing_keys::kid))
                .select(KeyRow::as_select())
                .load(c)
        })?;
        convert_all(rows)
    }

    fn apply(&self, changes: &[KeyStateChange]) -> RepoResult<()> {
        self.transaction(|c| {
            for change in changes {
                let target = signing_keys::table.find(change.kid.to_string());
                let state = signing_keys::state.eq(change.state.as_str());
                let at = to_micros(change.at);
                let affected = match change.state {
                    KeyState::Pending => diesel::update(target).set(state).execute(c)?,
                    KeyState::Active => diesel::update(target)
                        .set((state, signing_keys::activated_at.eq(at)))
                        .execute(c)?,
                    KeyState::Retired => diesel::update(target)
                        .set((state, signing_keys::retired_at.eq(at)))
                        .execute(c)?,
                };
                if affected == 0 {
                    // Rolls the whole change set back.
                    return Err(diesel::result::Error::NotFound);
                }
            }
            Ok(())
        })
    }
}

impl AuditRepository for Database {
    fn append(&self, event: &AuditEvent) -> RepoResult<()> {
        let row = NewAuditRow::from(event);
        self.with(|c| {
            diesel::insert_into(audit_events::table)
                .values(&row)
                .execute(c)
        })
        .map(drop)
    }

    fn recent(&self, limit: u32) -> RepoResult<Vec<AuditEvent>> {
        let rows = self.with(|c| {
            audit_events::table
                .order(audit_events::id.desc())
                .limit(i64::from(limit))
                .select(AuditRow::as_select())
                .load(c)
        })?;
        convert_all(rows)
    }
}
