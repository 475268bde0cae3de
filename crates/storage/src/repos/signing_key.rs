//! Signing keys: stored sealed, their states changed together.

use accounts_domain::keys::{KeyState, SigningKeyRecord};
use accounts_domain::repository::{KeyStateChange, RepoResult, SigningKeyRepository};
use diesel::prelude::*;

use crate::connection::Database;
use crate::rows::{KeyRow, convert_all};
use crate::schema::signing_keys;
use crate::time_codec::to_micros;

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
