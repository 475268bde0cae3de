//! The users rows and their conversions to and from the domain's records.

use accounts_domain::addresses::Email;
use accounts_domain::records::{UserProfile, UserRecord};
use accounts_domain::repository::RepoError;
use accounts_domain::secrets::PasswordHash;
use diesel::prelude::*;

use crate::errors::corrupt;
use crate::schema::users;
use crate::time_codec::{from_micros, to_micros};

use super::decode::id;

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = users)]
#[diesel(treat_none_as_default_value = false)]
pub(crate) struct UserRow {
    pub id: String,
    pub email: String,
    pub email_normalized: String,
    pub password_hash: String,
    pub name: String,
    pub mobile: String,
    pub picture: String,
    pub country_code: String,
    pub country: String,
    pub country_region_code: String,
    pub country_region: String,
    pub city: String,
    pub postal_code: String,
    pub enabled: bool,
    pub created_at: i64,
    pub updated_at: i64,
    pub email_verified: bool,
    pub deletion_due_at: Option<i64>,
    pub language: Option<String>,
}

/// The profile's columns, as an update sets them all at once.
#[derive(AsChangeset)]
#[diesel(table_name = users)]
pub(crate) struct ProfileColumns<'a> {
    name: &'a str,
    mobile: &'a str,
    picture: &'a str,
    country_code: &'a str,
    country: &'a str,
    country_region_code: &'a str,
    country_region: &'a str,
    city: &'a str,
    postal_code: &'a str,
}

impl<'a> From<&'a UserProfile> for ProfileColumns<'a> {
    fn from(p: &'a UserProfile) -> Self {
        Self {
            name: &p.name,
            mobile: &p.mobile,
            picture: &p.picture,
            country_code: &p.country_code,
            country: &p.country,
            country_region_code: &p.country_region_code,
            country_region: &p.country_region,
            city: &p.city,
            postal_code: &p.postal_code,
        }
    }
}

impl From<&UserRecord> for UserRow {
    fn from(u: &UserRecord) -> Self {
        let p = &u.profile;
        Self {
            id: u.id.to_string(),
            email: u.email.as_str().to_owned(),
            email_normalized: u.email.normalized(),
            password_hash: u.password.as_phc().to_owned(),
            name: p.name.clone(),
            mobile: p.mobile.clone(),
            picture: p.picture.clone(),
            country_code: p.country_code.clone(),
            country: p.country.clone(),
            country_region_code: p.country_region_code.clone(),
            country_region: p.country_region.clone(),
            city: p.city.clone(),
            postal_code: p.postal_code.clone(),
            enabled: u.enabled,
            email_verified: u.email_verified,
            created_at: to_micros(u.created_at),
            updated_at: to_micros(u.updated_at),
            deletion_due_at: u.deletion_due.map(to_micros),
            language: u.language.clone(),
        }
    }
}

impl TryFrom<UserRow> for UserRecord {
    type Error = RepoError;

    fn try_from(r: UserRow) -> Result<Self, RepoError> {
        Ok(Self {
            id: id("user id", &r.id)?,
            email: Email::from_stored(r.email),
            password: PasswordHash::from_stored(r.password_hash)
                .map_err(|e| corrupt("password hash", e))?,
            profile: UserProfile {
                name: r.name,
                mobile: r.mobile,
                picture: r.picture,
                country_code: r.country_code,
                country: r.country,
                country_region_code: r.country_region_code,
                country_region: r.country_region,
                city: r.city,
                postal_code: r.postal_code,
            },
            email_verified: r.email_verified,
            enabled: r.enabled,
            created_at: from_micros(r.created_at)?,
            updated_at: from_micros(r.updated_at)?,
            deletion_due: r.deletion_due_at.map(from_micros).transpose()?,
            language: r.language,
        })
    }
}
