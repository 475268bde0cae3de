//! Each user of an import checked on its own, before storage sees it:
//! the address, the hash, the TOTP secret, the id, the links, the
//! organizations, the profile. A user that fails one check is reported and written not at
//! all.

use std::collections::{HashMap, HashSet};

use accounts_domain::addresses::Email;
use accounts_domain::ids::UserId;
use accounts_domain::imports::ImportedUser;
use accounts_domain::keys::{MasterKey, SealedKey};
use accounts_domain::organization::{OrganizationId, RoleKey};
use accounts_domain::records::UserRecord;
use accounts_domain::repository::{RepoError, Store};
use accounts_domain::secrets::PasswordHash;
use serde::Deserialize;
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

use super::formats::{Incoming, IncomingHash, IncomingTime, IncomingTotp, Reason};
use crate::service::foreign_hashes::{self, FirebaseParams};
use crate::service::languages::Language;
use crate::use_cases::manage::check_profile;
use crate::use_cases::second_factor::enrolment::totp_label;
use crate::use_cases::second_factor::totp::TotpSecret;

/// The fewest bytes of a TOTP secret kept (RFC 4226's 128 bits, which
/// the service's own authenticators meet too).
const MIN_TOTP_BYTES: usize = 16;
/// The longest provider id or subject of a link.
const MAX_LINK_PART: usize = 255;
/// The most links a user brings (one per provider; a handful in practice).
const MAX_LINKS: usize = 16;

/// A user ready for storage, with what the report needs of it.
pub(super) struct Checked {
    pub user: ImportedUser,
    /// The file's id when it was not kept (neither a ULID nor a UUID).
    pub replaced: Option<String>,
    /// The TOTP secret in the clear, for sealing again should the user
    /// turn out to update an account of another id.
    pub totp: Option<TotpSecret>,
}

/// What checking needs besides the record.
pub(super) struct Checks<'a> {
    pub master: &'a MasterKey,
    pub firebase: Option<&'a FirebaseParams>,
    pub directory: &'a Directory,
}

/// The most organizations one imported user belongs to.
const MAX_MEMBERSHIPS: usize = 100;

/// The organizations and roles an import's lines may name, read once
/// when the import starts.
#[derive(Debug, Default)]
pub(super) struct Directory {
    /// Each organization by its id and by its slug.
    organizations: HashMap<String, OrganizationId>,
    /// The defined roles (the built-in ones are always there).
    roles: HashSet<RoleKey>,
}

impl Directory {
    /// The organizations and roles `store` holds now.
    pub(super) fn read(store: &dyn Store) -> Result<Self, RepoError> {
        let mut organizations = HashMap::new();
        for o in store.list_organizations()? {
            organizations.insert(o.id.to_string(), o.id);
            organizations.insert(o.slug.to_string(), o.id);
        }
        let roles = store
            .list_organization_roles()?
            .into_iter()
            .map(|r| r.key)
            .collect();
        Ok(Self {
            organizations,
            roles,
        })
    }

    /// A line's memberships: each organization known (by id or slug),
    /// once; each role built in or defined; no roles is `member`.
    fn memberships(
        &self,
        given: &[(String, Vec<String>)],
    ) -> Result<Vec<(OrganizationId, Vec<RoleKey>)>, Reason> {
        if given.len() > MAX_MEMBERSHIPS {
            return Err(format!("more than {MAX_MEMBERSHIPS} organizations"));
        }
        let mut chosen: Vec<(OrganizationId, Vec<RoleKey>)> = Vec::with_capacity(given.len());
        for (org, roles) in given {
            let id = *self.organizations.get(org.trim()).ok_or_else(|| {
                format!(
                    "no organization {:?}",
                    org.chars().take(80).collect::<String>()
                )
            })?;
            if chosen.iter().any(|(known, _)| *known == id) {
                return Err(format!("the organization {org:?} is named twice"));
            }
            let mut keys: Vec<RoleKey> = Vec::with_capacity(roles.len().max(1));
            for role in roles.iter().take(51) {
                let key = RoleKey::parse(role)
                    .ok()
                    .filter(|k| k.is_built_in() || self.roles.contains(k))
                    .ok_or_else(|| {
                        format!("no role {:?}", role.chars().take(80).collect::<String>())
                    })?;
                if !keys.contains(&key) {
                    keys.push(key);
                }
            }
            if roles.len() > 50 {
                return Err("more than 50 roles in one organization".into());
            }
            if keys.is_empty() {
                keys.push(RoleKey::member());
            }
            chosen.push((id, keys));
        }
        Ok(chosen)
    }
}

impl Checks<'_> {
    /// `incoming` as an account, or why it cannot be one.
    pub fn check(
        &self,
        line: u64,
        incoming: Incoming,
        now: OffsetDateTime,
    ) -> Result<Checked, Reason> {
        let email = incoming
            .email
            .as_deref()
            .filter(|e| !e.trim().is_empty())
            .ok_or("the user has no email address")?;
        let email = Email::parse_registration(email.trim())
            .map_err(|e| format!("the email address is not valid: {e}"))?;
        let memberships = self.directory.memberships(&incoming.organizations)?;
        check_profile(&incoming.profile).map_err(|e| e.to_string())?;
        // A kept id written another way (an uppercase UUID, a lowercase
        // ULID) is listed too: the `sub` apps compare is the text.
        let (id, replaced, id_given) = match incoming.id.as_deref().map(str::trim) {
            Some(given) if !given.is_empty() => match given.parse::<UserId>() {
                Ok(kept) if kept.to_string() == given => (kept, None, true),
                Ok(kept) => (kept, Some(given.to_owned()), true),
                Err(_) => (UserId::generate(now), Some(given.to_owned()), false),
            },
            _ => (UserId::generate(now), None, false),
        };
        let password = match &incoming.password {
            None => PasswordHash::unusable(),
            Some(hash) => self.hash(hash)?,
        };
        let totp = incoming.totp.as_ref().map(totp_secret).transpose()?;
        let sealed = totp
            .as_ref()
            .map(|secret| seal(self.master, id, secret))
            .transpose()?;
        check_links(&incoming.links)?;
        let created_at = match &incoming.created_at {
            None => now,
            Some(time) => created_at(time)?,
        };
        let language = incoming
            .locale
            .as_deref()
            .and_then(Language::lookup)
            .filter(|l| l.is_supported())
            .map(|l| l.tag().to_owned());
        Ok(Checked {
            user: ImportedUser {
                line,
                user: UserRecord {
                    id,
                    email,
                    password,
                    profile: incoming.profile,
                    email_verified: incoming.email_verified,
                    enabled: incoming.enabled,
                    created_at,
                    updated_at: now,
                    deletion_due: None,
                    language,
                },
                id_given,
                password_given: incoming.password.is_some(),
                totp: sealed,
                links: incoming.links,
                memberships,
            },
            replaced,
            totp,
        })
    }

    fn hash(&self, hash: &IncomingHash) -> Result<PasswordHash, Reason> {
        let stored = match hash {
            IncomingHash::Text(text) => foreign_hashes::normalize(text),
            IncomingHash::Keycloak {
                secret_data,
                credential_data,
            } => foreign_hashes::keycloak(secret_data, credential_data),
            IncomingHash::Firebase { hash, salt } => {
                let params = self.firebase.ok_or(
                    "a Firebase hash needs the project's hash parameters (--firebase-signer-key, --firebase-salt-separator, --firebase-rounds, --firebase-mem-cost)",
                )?;
                foreign_hashes::firebase(hash, salt, params)
            }
        }
        .map_err(|refused| format!("the password hash cannot be taken: {refused}"))?;
        PasswordHash::imported(stored)
            .map_err(|e| format!("the password hash cannot be taken: {e}"))
    }
}

/// Seals a TOTP secret for the account `id`, as enrolment does.
pub(super) fn seal(
    master: &MasterKey,
    id: UserId,
    secret: &TotpSecret,
) -> Result<SealedKey, Reason> {
    master
        .seal(&totp_label(id), secret.as_bytes())
        .map_err(|e| format!("the TOTP secret could not be sealed: {e}"))
}

/// Keycloak's `otp` credential data: what a secret means and how codes
/// are made from it.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct KeycloakOtp {
    #[serde(default)]
    sub_type: Option<String>,
    #[serde(default)]
    digits: Option<u32>,
    #[serde(default)]
    period: Option<u32>,
    #[serde(default)]
    algorithm: Option<String>,
    #[serde(default)]
    secret_encoding: Option<String>,
}

#[derive(Deserialize)]
struct KeycloakSecret {
    value: String,
}

fn totp_secret(totp: &IncomingTotp) -> Result<TotpSecret, Reason> {
    let secret = match totp {
        IncomingTotp::Base32(text) => {
            TotpSecret::from_base32(&text.replace(' ', "").to_uppercase())
                .ok_or("the TOTP secret is not base32")?
        }
        IncomingTotp::Keycloak {
            secret_data,
            credential_data,
        } => {
            // serde's reasons may quote the data: fixed ones instead.
            let data: KeycloakOtp = serde_json::from_str(credential_data).map_err(
                |_| "the otp credential's credentialData is not the JSON Keycloak writes",
            )?;
            let codes_like_ours = data.sub_type.as_deref().is_none_or(|t| t == "totp")
                && data.digits.is_none_or(|d| d == 6)
                && data.period.is_none_or(|p| p == 30)
                && data
                    .algorithm
                    .as_deref()
                    .is_none_or(|a| a.eq_ignore_ascii_case("HmacSHA1"));
            if !codes_like_ours {
                return Err("the otp credential is not a 6-digit, 30-second TOTP with HMAC-SHA1, the only kind this service checks".to_owned());
            }
            let value = serde_json::from_str::<KeycloakSecret>(secret_data)
                .map_err(|_| "the otp credential's secretData is not the JSON Keycloak writes")?
                .value;
            if data
                .secret_encoding
                .as_deref()
                .is_some_and(|e| e.eq_ignore_ascii_case("BASE32"))
            {
                TotpSecret::from_base32(&value).ok_or("the TOTP secret is not base32")?
            } else {
                // Keycloak's default: the key is the secret's UTF-8 bytes.
                TotpSecret::from_bytes(value.into_bytes())
            }
        }
    };
    if secret.as_bytes().len() < MIN_TOTP_BYTES {
        return Err(format!(
            "the TOTP secret has {} bits; this service needs at least {}",
            secret.as_bytes().len() * 8,
            MIN_TOTP_BYTES * 8
        ));
    }
    Ok(secret)
}

fn check_links(links: &[(String, String)]) -> Result<(), Reason> {
    if links.len() > MAX_LINKS {
        return Err(format!("more than {MAX_LINKS} links"));
    }
    let mut providers = std::collections::HashSet::new();
    for (provider, subject) in links {
        let part = |s: &str| {
            !s.trim().is_empty() && s.len() <= MAX_LINK_PART && !s.chars().any(char::is_control)
        };
        if !part(provider) || !part(subject) {
            return Err(format!(
                "a link needs a provider and a subject of 1 to {MAX_LINK_PART} bytes"
            ));
        }
        // An organization's own provider links its people by its sign-in
        // alone, which checks their domain: an import cannot.
        if provider.parse::<OrganizationId>().is_ok() {
            return Err(format!(
                "a link to {provider:?}, an organization's own provider, is made by its sign-in"
            ));
        }
        if !providers.insert(provider) {
            return Err(format!("two links to the provider {provider:?}"));
        }
    }
    Ok(())
}

fn created_at(time: &IncomingTime) -> Result<OffsetDateTime, Reason> {
    let bad = || "createdAt is neither an RFC 3339 time nor milliseconds since 1970".to_owned();
    match time {
        IncomingTime::Text(text) => OffsetDateTime::parse(text, &Rfc3339).map_err(|_| bad()),
        IncomingTime::Millis(millis) => {
            OffsetDateTime::from_unix_timestamp_nanos(i128::from(*millis) * 1_000_000)
                .map_err(|_| bad())
        }
        IncomingTime::Other => Err(bad()),
    }
}
