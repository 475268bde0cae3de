//! An import's writes: the new accounts with their factors, links and
//! memberships in one multi-row insert per table, and the update of an
//! account an import brings up to its line.

use std::collections::HashSet;

use accounts_domain::ids::UserId;
use accounts_domain::imports::{ImportOutcome, ImportedUser};
use accounts_domain::keys::SealedKey;
use accounts_domain::organization::{OrganizationId, RoleKey};
use accounts_domain::records::UserProfile;
use diesel::prelude::*;
use diesel::sql_types::{Array, Text};

use crate::connection::DbConnection;
use crate::repos::shared::remove_authenticator;
use crate::rows::{LinkRow, MembershipRow, ProfileColumns, TotpRow, UserRow, stored_roles};
use crate::schema::{identity_links, organization_members, totp_factors, users};

/// The rows of the new accounts, in one multi-row insert per table.
pub(super) fn insert_new(
    c: &mut DbConnection,
    batch: &[ImportedUser],
    outcomes: &[ImportOutcome],
    stamp: i64,
) -> QueryResult<()> {
    let mut new: Vec<&ImportedUser> = batch
        .iter()
        .zip(outcomes)
        .filter(|(_, outcome)| **outcome == ImportOutcome::Imported)
        .map(|(user, _)| user)
        .collect();
    // In address order: two batches written side by side take the unique
    // index's entries in the same order, so one waits for the other
    // instead of each waiting for the other.
    new.sort_by_cached_key(|u| u.user.email.normalized());
    if new.is_empty() {
        return Ok(());
    }
    let rows: Vec<UserRow> = new
        .iter()
        .map(|u| UserRow {
            updated_at: stamp,
            ..UserRow::from(&u.user)
        })
        .collect();
    insert_users(c, &rows)?;
    let totps: Vec<TotpRow> = new
        .iter()
        .filter_map(|u| {
            let sealed = u.totp.as_ref()?;
            Some(totp_row(&u.user.id.to_string(), sealed, stamp))
        })
        .collect();
    if !totps.is_empty() {
        insert_rows!(c, totp_factors::table, &totps)?;
    }
    let links: Vec<LinkRow> = new
        .iter()
        .flat_map(|u| link_rows(&u.user.id.to_string(), &u.links, stamp))
        .collect();
    // Up to 16 a user: a thousand rows a statement keeps within both
    // backends' parameter limits.
    for chunk in links.chunks(1000) {
        insert_rows!(c, identity_links::table, chunk)?;
    }
    let memberships: Vec<MembershipRow> = new
        .iter()
        .flat_map(|u| membership_rows(&u.user.id.to_string(), &u.memberships, stamp))
        .collect();
    for chunk in memberships.chunks(1000) {
        insert_rows!(c, organization_members::table, chunk)?;
    }
    Ok(())
}

/// The organization memberships an imported user brings (`stamp`, the
/// batch's, is when they joined).
fn membership_rows(
    owner: &str,
    memberships: &[(OrganizationId, Vec<RoleKey>)],
    stamp: i64,
) -> Vec<MembershipRow> {
    memberships
        .iter()
        .map(|(organization, roles)| MembershipRow {
            organization_id: organization.to_string(),
            user_id: owner.to_owned(),
            roles: stored_roles(roles),
            managed: false,
            break_glass: false,
            joined_at: stamp,
            group_roles: String::new(),
        })
        .collect()
}

/// The new accounts' rows. On PostgreSQL the console's search words are
/// made for the whole batch in one statement (migration 34), not by the
/// insert trigger once a row: the same words, a fraction of the work.
fn insert_users(c: &mut DbConnection, rows: &[UserRow]) -> QueryResult<()> {
    match c {
        DbConnection::Postgres(pg) => {
            let bulk = |on: &str| {
                diesel::sql_query("SELECT set_config('accounts.bulk_users', $1, true)")
                    .bind::<Text, _>(on.to_owned())
            };
            bulk("on").execute(pg)?;
            diesel::insert_into(users::table).values(rows).execute(pg)?;
            let ids: Vec<&str> = rows.iter().map(|r| r.id.as_str()).collect();
            diesel::sql_query("SELECT accounts_user_search_words_of($1)")
                .bind::<Array<Text>, _>(ids)
                .execute(pg)?;
            bulk("").execute(pg)?;
        }
        DbConnection::Sqlite(lite) => {
            diesel::insert_into(users::table)
                .values(rows)
                .execute(lite)?;
        }
    }
    Ok(())
}

/// `owner`'s confirmed authenticator: the secret worked at the provider
/// it came from.
fn totp_row(owner: &str, sealed: &SealedKey, stamp: i64) -> TotpRow {
    TotpRow {
        user_id: owner.to_owned(),
        sealed_secret: sealed.as_bytes().to_vec(),
        created_at: stamp,
        confirmed_at: Some(stamp),
        last_step: None,
    }
}

fn link_rows(owner: &str, links: &[(String, String)], stamp: i64) -> Vec<LinkRow> {
    links
        .iter()
        .map(|(provider, subject)| LinkRow {
            provider: provider.clone(),
            subject: subject.clone(),
            user_id: owner.to_owned(),
            email: None,
            linked_at: stamp,
        })
        .collect()
}

/// Brings the account `id` up to the line: profile, verified flag,
/// language, and the password hash, TOTP secret and links the line gives.
/// The address, the id and `enabled` stay.
pub(super) fn update(
    c: &mut DbConnection,
    user: &ImportedUser,
    (owner, totp): (UserId, Option<SealedKey>),
    stamp: i64,
) -> QueryResult<()> {
    let record = &user.user;
    let id = owner.to_string();
    let current = users::table
        .find(&id)
        .select(UserRow::as_select())
        .first(c)?;
    // A field the line leaves empty keeps its value, and a verified
    // address stays verified: an export that does not say is no news.
    let keep = |new: &str, old: String| if new.is_empty() { old } else { new.to_owned() };
    let p = &record.profile;
    let profile = UserProfile {
        name: keep(&p.name, current.name),
        mobile: keep(&p.mobile, current.mobile),
        picture: keep(&p.picture, current.picture),
        country_code: keep(&p.country_code, current.country_code),
        country: keep(&p.country, current.country),
        country_region_code: keep(&p.country_region_code, current.country_region_code),
        country_region: keep(&p.country_region, current.country_region),
        city: keep(&p.city, current.city),
        postal_code: keep(&p.postal_code, current.postal_code),
    };
    // One statement: the language and the hash only where the line
    // gives them (a `None` in a changeset sets nothing).
    let language = record
        .language
        .as_deref()
        .map(|l| users::language.eq(Some(l)));
    let password = user
        .password_given
        .then(|| users::password_hash.eq(record.password.as_phc()));
    diesel::update(users::table.find(&id))
        .set((
            ProfileColumns::from(&profile),
            users::email_verified.eq(record.email_verified || current.email_verified),
            users::updated_at.eq(stamp),
            language,
            password,
        ))
        .execute(c)?;
    if let Some(sealed) = &totp {
        remove_authenticator(c, &id)?;
        insert_rows!(c, totp_factors::table, &[totp_row(&id, sealed, stamp)])?;
    }
    let providers: HashSet<String> = identity_links::table
        .filter(identity_links::user_id.eq(&id))
        .select(identity_links::provider)
        .load::<String>(c)?
        .into_iter()
        .collect();
    let links: Vec<LinkRow> = link_rows(&id, &user.links, stamp)
        .into_iter()
        .filter(|l| !providers.contains(&l.provider))
        .collect();
    if !links.is_empty() {
        insert_rows!(c, identity_links::table, &links)?;
    }
    let member_of: HashSet<String> = organization_members::table
        .filter(organization_members::user_id.eq(&id))
        .select(organization_members::organization_id)
        .load::<String>(c)?
        .into_iter()
        .collect();
    let memberships: Vec<MembershipRow> = membership_rows(&id, &user.memberships, stamp)
        .into_iter()
        .filter(|m| !member_of.contains(&m.organization_id))
        .collect();
    if !memberships.is_empty() {
        insert_rows!(c, organization_members::table, &memberships)?;
    }
    Ok(())
}
