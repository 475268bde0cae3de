//! The four formats an import reads, each user as the format writes it
//! and as the one shape the checks take ([`Incoming`]).

use std::collections::HashMap;

use accounts_domain::records::UserProfile;
use serde::Deserialize;
use serde_json::Value;

/// Which export a file is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImportFormat {
    /// Ours: one JSON object a line (docs/operations.md, "Moving from
    /// another identity provider").
    Ndjson,
    /// A Keycloak realm export (`kc.sh export`): `users[]`.
    Keycloak,
    /// Auth0's user export: NDJSON, with `passwordHash` in bcrypt.
    Auth0,
    /// Firebase's `firebase auth:export` JSON.
    Firebase,
}

impl ImportFormat {
    /// Every format, as `--format` names them.
    pub const ALL: [ImportFormat; 4] = [
        ImportFormat::Ndjson,
        ImportFormat::Keycloak,
        ImportFormat::Auth0,
        ImportFormat::Firebase,
    ];

    /// The name `--format` and `format=` take.
    pub fn as_str(self) -> &'static str {
        match self {
            ImportFormat::Ndjson => "ndjson",
            ImportFormat::Keycloak => "keycloak",
            ImportFormat::Auth0 => "auth0",
            ImportFormat::Firebase => "firebase",
        }
    }

    /// The format of this name.
    pub fn parse(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|f| f.as_str() == name)
    }

    /// Whether the file is one JSON object a line (else one document).
    pub(super) fn is_lines(self) -> bool {
        matches!(self, ImportFormat::Ndjson | ImportFormat::Auth0)
    }
}

/// A password hash as the file holds it.
#[derive(Clone, PartialEq, Eq)]
pub(super) enum IncomingHash {
    /// One string (ours, Auth0's bcrypt).
    Text(String),
    /// Keycloak's credential: its two JSON strings.
    Keycloak {
        secret_data: String,
        credential_data: String,
    },
    /// Firebase's hash and salt (base64), checked with the project's
    /// parameters.
    Firebase { hash: String, salt: String },
}

/// A TOTP secret as the file holds it.
#[derive(Clone, PartialEq, Eq)]
pub(super) enum IncomingTotp {
    /// Base32 (ours).
    Base32(String),
    /// Keycloak's `otp` credential: its two JSON strings.
    Keycloak {
        secret_data: String,
        credential_data: String,
    },
}

/// When the account was made, as the file writes it.
#[derive(Clone, PartialEq)]
pub(super) enum IncomingTime {
    /// RFC 3339.
    Text(String),
    /// Milliseconds since 1970.
    Millis(i64),
    /// Anything else (reported).
    Other,
}

/// One user as any format gives it: what the checks turn into an
/// account.
#[derive(Clone, Default)]
pub(super) struct Incoming {
    pub email: Option<String>,
    pub email_verified: bool,
    pub enabled: bool,
    pub id: Option<String>,
    pub profile: UserProfile,
    pub locale: Option<String>,
    pub password: Option<IncomingHash>,
    pub totp: Option<IncomingTotp>,
    pub links: Vec<(String, String)>,
    /// The organizations the line names (an id or a slug), each with its
    /// roles.
    pub organizations: Vec<(String, Vec<String>)>,
    pub created_at: Option<IncomingTime>,
}

/// A record's error, as the report says it.
pub(super) type Reason = String;

fn time_of(value: Option<Value>) -> Option<IncomingTime> {
    match value? {
        Value::Null => None,
        Value::String(text) => Some(match text.parse::<i64>() {
            Ok(millis) => IncomingTime::Millis(millis),
            Err(_) => IncomingTime::Text(text),
        }),
        Value::Number(n) => Some(n.as_i64().map_or(IncomingTime::Other, IncomingTime::Millis)),
        // MongoDB's extended JSON, as Auth0's hash exports write dates.
        Value::Object(mut object) => time_of(object.remove("$date")),
        _ => Some(IncomingTime::Other),
    }
}

fn text_of(value: &Value) -> Option<String> {
    match value {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// Our line (docs/operations.md lists its fields; others are ignored).
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct OurLine {
    email: Option<String>,
    #[serde(default)]
    email_verified: bool,
    id: Option<String>,
    #[serde(default)]
    name: String,
    #[serde(default)]
    mobile: String,
    #[serde(default)]
    picture: String,
    #[serde(default)]
    country_code: String,
    #[serde(default)]
    country: String,
    #[serde(default)]
    country_region_code: String,
    #[serde(default)]
    country_region: String,
    #[serde(default)]
    city: String,
    #[serde(default)]
    postal_code: String,
    locale: Option<String>,
    password_hash: Option<String>,
    totp_secret: Option<String>,
    #[serde(default)]
    links: Vec<OurLink>,
    #[serde(default)]
    organizations: Vec<OurMembership>,
    created_at: Option<Value>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct OurMembership {
    org: String,
    #[serde(default)]
    roles: Vec<String>,
}

#[derive(Deserialize)]
struct OurLink {
    provider: String,
    subject: String,
}

pub(super) fn ours(value: Value) -> Result<Incoming, Reason> {
    let line: OurLine = serde_json::from_value(value).map_err(shape)?;
    Ok(Incoming {
        email: line.email,
        email_verified: line.email_verified,
        enabled: true,
        id: line.id,
        profile: UserProfile {
            name: line.name,
            mobile: line.mobile,
            picture: line.picture,
            country_code: line.country_code,
            country: line.country,
            country_region_code: line.country_region_code,
            country_region: line.country_region,
            city: line.city,
            postal_code: line.postal_code,
        },
        locale: line.locale,
        password: line.password_hash.map(IncomingHash::Text),
        totp: line.totp_secret.map(IncomingTotp::Base32),
        links: line
            .links
            .into_iter()
            .map(|l| (l.provider, l.subject))
            .collect(),
        organizations: line
            .organizations
            .into_iter()
            .map(|m| (m.org, m.roles))
            .collect(),
        created_at: time_of(line.created_at),
    })
}

/// Why a record does not fit its format, without the value that did not
/// fit: serde quotes a string it did not expect, and that string may be
/// a secret (a TOTP key where a list was expected).
fn shape(e: serde_json::Error) -> Reason {
    let message = e.to_string();
    let plain = match message.find(": string \"") {
        Some(start) => {
            let expected = message
                .rfind(", expected ")
                .and_then(|at| message.get(at + 2..))
                .unwrap_or("another type");
            format!(
                "{}: a string, {expected}",
                message.get(..start).unwrap_or("invalid")
            )
        }
        None => message,
    };
    format!("the record does not have the format's shape: {plain}")
}

/// Auth0's export line: the user export job's fields, or those of the
/// password hash export Auth0 support hands over (`_id.$oid`,
/// `passwordHash`).
#[derive(Deserialize)]
struct Auth0Line {
    user_id: Option<String>,
    #[serde(rename = "_id")]
    object_id: Option<Value>,
    email: Option<String>,
    #[serde(default)]
    email_verified: bool,
    #[serde(rename = "passwordHash")]
    password_hash: Option<String>,
    name: Option<String>,
    given_name: Option<String>,
    family_name: Option<String>,
    picture: Option<String>,
    phone_number: Option<String>,
    locale: Option<String>,
    created_at: Option<Value>,
    #[serde(default)]
    blocked: bool,
    #[serde(default)]
    identities: Vec<Auth0Identity>,
}

#[derive(Deserialize)]
struct Auth0Identity {
    provider: Option<String>,
    user_id: Option<Value>,
    #[serde(rename = "isSocial", default)]
    is_social: bool,
}

/// The provider id a link keeps for an Auth0 connection: Google's is
/// named `google-oauth2` there; the others keep their names.
fn auth0_provider(provider: &str) -> String {
    match provider {
        "google-oauth2" => "google".to_owned(),
        other => other.to_owned(),
    }
}

pub(super) fn auth0(value: Value) -> Result<Incoming, Reason> {
    let line: Auth0Line = serde_json::from_value(value).map_err(shape)?;
    let object_id = line
        .object_id
        .and_then(|id| id.get("$oid").and_then(text_of).or_else(|| text_of(&id)));
    let name = line.name.unwrap_or_else(|| {
        [line.given_name, line.family_name]
            .into_iter()
            .flatten()
            .collect::<Vec<_>>()
            .join(" ")
    });
    let links = line
        .identities
        .into_iter()
        .filter(|i| i.is_social)
        .filter_map(|i| Some((auth0_provider(&i.provider?), text_of(&i.user_id?)?)))
        .collect();
    Ok(Incoming {
        email: line.email,
        email_verified: line.email_verified,
        enabled: !line.blocked,
        id: line.user_id.or(object_id),
        profile: UserProfile {
            name,
            mobile: line.phone_number.unwrap_or_default(),
            picture: line.picture.unwrap_or_default(),
            ..UserProfile::default()
        },
        locale: line.locale,
        password: line.password_hash.map(IncomingHash::Text),
        totp: None,
        links,
        organizations: Vec::new(),
        created_at: time_of(line.created_at),
    })
}

/// A user of a Keycloak realm export.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct KeycloakUser {
    id: Option<String>,
    email: Option<String>,
    #[serde(default)]
    email_verified: bool,
    #[serde(default = "yes")]
    enabled: bool,
    first_name: Option<String>,
    last_name: Option<String>,
    created_timestamp: Option<Value>,
    #[serde(default)]
    attributes: HashMap<String, Vec<String>>,
    #[serde(default)]
    credentials: Vec<KeycloakCredential>,
    #[serde(default)]
    federated_identities: Vec<KeycloakIdentity>,
}

fn yes() -> bool {
    true
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct KeycloakCredential {
    #[serde(rename = "type")]
    kind: String,
    #[serde(default)]
    secret_data: String,
    #[serde(default)]
    credential_data: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct KeycloakIdentity {
    identity_provider: String,
    user_id: String,
}

pub(super) fn keycloak(value: Value) -> Result<Incoming, Reason> {
    let user: KeycloakUser = serde_json::from_value(value).map_err(shape)?;
    let attribute = |name: &str| {
        user.attributes
            .get(name)
            .and_then(|values| values.first())
            .cloned()
    };
    let credential = |kind: &str| {
        user.credentials
            .iter()
            .find(|c| c.kind == kind)
            .map(|c| (c.secret_data.clone(), c.credential_data.clone()))
    };
    let name = [user.first_name.clone(), user.last_name.clone()]
        .into_iter()
        .flatten()
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    Ok(Incoming {
        email: user.email.clone(),
        email_verified: user.email_verified,
        enabled: user.enabled,
        id: user.id.clone(),
        profile: UserProfile {
            name,
            mobile: attribute("phoneNumber").unwrap_or_default(),
            picture: attribute("picture").unwrap_or_default(),
            ..UserProfile::default()
        },
        locale: attribute("locale"),
        password: credential("password").map(|(secret_data, credential_data)| {
            IncomingHash::Keycloak {
                secret_data,
                credential_data,
            }
        }),
        totp: credential("otp").map(|(secret_data, credential_data)| IncomingTotp::Keycloak {
            secret_data,
            credential_data,
        }),
        links: user
            .federated_identities
            .iter()
            .map(|i| (i.identity_provider.clone(), i.user_id.clone()))
            .collect(),
        organizations: Vec::new(),
        created_at: time_of(user.created_timestamp),
    })
}

/// A user of a Firebase `auth:export`.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct FirebaseUser {
    local_id: Option<String>,
    email: Option<String>,
    #[serde(default)]
    email_verified: bool,
    password_hash: Option<String>,
    salt: Option<String>,
    display_name: Option<String>,
    photo_url: Option<String>,
    phone_number: Option<String>,
    created_at: Option<Value>,
    #[serde(default)]
    disabled: bool,
    #[serde(default)]
    provider_user_info: Vec<FirebaseProvider>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct FirebaseProvider {
    provider_id: String,
    raw_id: Option<String>,
}

/// The provider id a link keeps for a Firebase sign-in provider
/// (`google.com` → `google`); `None` for Firebase's own (password,
/// phone).
fn firebase_provider(provider: &str) -> Option<String> {
    match provider {
        "password" | "phone" | "anonymous" | "" => None,
        other => Some(other.strip_suffix(".com").unwrap_or(other).to_owned()),
    }
}

pub(super) fn firebase(value: Value) -> Result<Incoming, Reason> {
    let user: FirebaseUser = serde_json::from_value(value).map_err(shape)?;
    let password = match (user.password_hash, user.salt) {
        (Some(hash), Some(salt)) => Some(IncomingHash::Firebase { hash, salt }),
        (Some(_), None) => return Err("the password hash has no salt".to_owned()),
        _ => None,
    };
    Ok(Incoming {
        email: user.email,
        email_verified: user.email_verified,
        enabled: !user.disabled,
        id: user.local_id,
        profile: UserProfile {
            name: user.display_name.unwrap_or_default(),
            mobile: user.phone_number.unwrap_or_default(),
            picture: user.photo_url.unwrap_or_default(),
            ..UserProfile::default()
        },
        locale: None,
        password,
        totp: None,
        links: user
            .provider_user_info
            .into_iter()
            .filter_map(|p| Some((firebase_provider(&p.provider_id)?, p.raw_id?)))
            .collect(),
        organizations: Vec::new(),
        created_at: time_of(user.created_at),
    })
}

/// The conversion of a format's record.
pub(super) fn reader(format: ImportFormat) -> fn(Value) -> Result<Incoming, Reason> {
    match format {
        ImportFormat::Ndjson => ours,
        ImportFormat::Keycloak => keycloak,
        ImportFormat::Auth0 => auth0,
        ImportFormat::Firebase => firebase,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_that_does_not_fit_is_named_by_its_type_not_quoted() {
        let secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
        let user = serde_json::json!({"email": "a@example.com", "credentials": secret});
        let reason = keycloak(user).err().expect("refused");
        assert!(!reason.contains(secret), "{reason}");
        assert!(reason.contains("a string, expected a sequence"), "{reason}");
        let line = serde_json::json!({"email": "a@example.com", "links": 7});
        let reason = ours(line).err().expect("refused");
        assert!(reason.contains("invalid type: integer `7`"), "{reason}");
    }
}
