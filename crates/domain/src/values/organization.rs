//! What names an organization and its roles (docs/decisions.md,
//! "Organizations"): its id (`org_` and a ULID), its slug, a role's key,
//! and its second-factor rule.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use time::OffsetDateTime;
use ulid::Ulid;

use crate::secrets::random_bytes;
use crate::values::addresses::ValueError;
use crate::values::ids::IdParseError;

const ORG_PREFIX: &str = "org_";

/// Identifies an organization: `org_` and a 26-character ULID, so that an
/// organization's id is never mistaken for a user's in a log or a claim.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OrganizationId(Ulid);

impl OrganizationId {
    /// A fresh id whose time part is `now`.
    pub fn generate(now: OffsetDateTime) -> Self {
        let millis = u64::try_from(now.unix_timestamp_nanos() / 1_000_000).unwrap_or(0);
        Self(Ulid::from_parts(
            millis,
            u128::from_be_bytes(random_bytes::<16>()),
        ))
    }
}

impl FromStr for OrganizationId {
    type Err = IdParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.strip_prefix(ORG_PREFIX)
            .and_then(|ulid| Ulid::from_string(ulid).ok())
            .map(Self)
            .ok_or(IdParseError {
                kind: "organization id",
                expected: "org_ and a 26-character ULID",
            })
    }
}

impl fmt::Display for OrganizationId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{ORG_PREFIX}{}", self.0)
    }
}

impl fmt::Debug for OrganizationId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "OrganizationId({self})")
    }
}

impl Serialize for OrganizationId {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for OrganizationId {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// An organization's slug: 2 to 63 of `a-z`, `0-9` and `-`, neither
/// starting nor ending with `-`. It is the organization's name in URLs
/// and in the `organization:<slug>` scope, so it never needs escaping.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OrganizationSlug(String);

impl OrganizationSlug {
    /// Checks `value` against the grammar of [`OrganizationSlug::pattern`].
    pub fn parse(value: &str) -> Result<Self, ValueError> {
        let allowed = |c: u8| c.is_ascii_lowercase() || c.is_ascii_digit() || c == b'-';
        let ok = (2..=63).contains(&value.len())
            && value.bytes().all(allowed)
            && !value.starts_with('-')
            && !value.ends_with('-');
        if !ok {
            return Err(ValueError {
                field: "slug",
                reason: "a slug is 2 to 63 of a-z, 0-9 and -, not starting or ending with -",
            });
        }
        Ok(Self(value.to_owned()))
    }

    /// The slug.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The grammar as a regular expression, for the API's schema.
    pub fn pattern() -> &'static str {
        "^[a-z0-9][a-z0-9-]{0,61}[a-z0-9]$"
    }
}

impl fmt::Display for OrganizationSlug {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// How a request names an organization: by id (`org_…`) or by slug. A
/// slug can never look like an id (it has no `_`), so one string is one
/// or the other.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum OrganizationRef {
    /// By its id.
    Id(OrganizationId),
    /// By its slug.
    Slug(OrganizationSlug),
}

impl OrganizationRef {
    /// The organization `text` names, or `None` when it is neither an id
    /// nor a slug.
    pub fn parse(text: &str) -> Option<Self> {
        if text.starts_with(ORG_PREFIX) {
            text.parse().ok().map(Self::Id)
        } else {
            OrganizationSlug::parse(text).ok().map(Self::Slug)
        }
    }
}

impl fmt::Display for OrganizationRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Id(id) => fmt::Display::fmt(id, f),
            Self::Slug(slug) => fmt::Display::fmt(slug, f),
        }
    }
}

/// The key of an organization role: 1 to 64 of `a-z`, `0-9`, `-`, `_`,
/// `.` and `:`, starting with a letter. `admin` and `member` are built
/// in.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RoleKey(String);

impl RoleKey {
    /// The built-in role that manages its organization.
    pub const ADMIN: &'static str = "admin";
    /// The built-in role every member may hold.
    pub const MEMBER: &'static str = "member";

    /// Checks `value` against the grammar of [`RoleKey::pattern`].
    pub fn parse(value: &str) -> Result<Self, ValueError> {
        let allowed = |c: u8| {
            c.is_ascii_lowercase() || c.is_ascii_digit() || matches!(c, b'-' | b'_' | b'.' | b':')
        };
        let ok = (1..=64).contains(&value.len())
            && value.bytes().next().is_some_and(|c| c.is_ascii_lowercase())
            && value.bytes().all(allowed);
        if !ok {
            return Err(ValueError {
                field: "role",
                reason: "a role key is 1 to 64 of a-z, 0-9, -, _, . and :, starting with a letter",
            });
        }
        Ok(Self(value.to_owned()))
    }

    /// The built-in `admin` role.
    pub fn admin() -> Self {
        Self(Self::ADMIN.to_owned())
    }

    /// The built-in `member` role.
    pub fn member() -> Self {
        Self(Self::MEMBER.to_owned())
    }

    /// Whether it is one of the two built-in roles.
    pub fn is_built_in(&self) -> bool {
        self.0 == Self::ADMIN || self.0 == Self::MEMBER
    }

    /// The key.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The grammar as a regular expression, for the API's schema.
    pub fn pattern() -> &'static str {
        "^[a-z][a-z0-9._:-]{0,63}$"
    }
}

impl fmt::Display for RoleKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Whether signing in *for* an organization needs a second factor.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum OrganizationMfa {
    /// As the client and the user's own settings say.
    #[default]
    Optional,
    /// Always: a one-factor session gives its second factor first, and a
    /// member without one sets one up.
    Required,
}

impl OrganizationMfa {
    /// The wire and stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Optional => "optional",
            Self::Required => "required",
        }
    }

    /// Parses a wire or stored name.
    pub fn parse(text: &str) -> Result<Self, ValueError> {
        match text {
            "optional" => Ok(Self::Optional),
            "required" => Ok(Self::Required),
            _ => Err(ValueError {
                field: "mfa",
                reason: "mfa must be optional or required",
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::datetime;

    #[test]
    fn an_organization_id_is_the_prefix_and_a_ulid() {
        let id = OrganizationId::generate(datetime!(2026-12-02 12:00 UTC));
        let text = id.to_string();
        assert!(text.starts_with("org_") && text.len() == 30, "{text}");
        assert_eq!(text.parse::<OrganizationId>(), Ok(id));
        assert!(text["org_".len()..].parse::<OrganizationId>().is_err());
        assert!("org_nope".parse::<OrganizationId>().is_err());
    }

    #[test]
    fn slugs_follow_their_grammar() {
        for good in ["ac", "acme", "acme-corp", "a1", "0-9"] {
            assert!(OrganizationSlug::parse(good).is_ok(), "{good}");
        }
        let long = "a".repeat(64);
        for bad in [
            "a", "-acme", "acme-", "Acme", "ac me", "ac_me", "org_x", "", &long,
        ] {
            assert!(OrganizationSlug::parse(bad).is_err(), "{bad}");
        }
        assert!(OrganizationSlug::parse(&"a".repeat(63)).is_ok());
    }

    #[test]
    fn a_reference_is_an_id_or_a_slug() {
        let id = OrganizationId::generate(datetime!(2026-12-02 12:00 UTC));
        assert_eq!(
            OrganizationRef::parse(&id.to_string()),
            Some(OrganizationRef::Id(id))
        );
        assert!(matches!(
            OrganizationRef::parse("acme"),
            Some(OrganizationRef::Slug(_))
        ));
        assert_eq!(OrganizationRef::parse("org_acme"), None);
        assert_eq!(OrganizationRef::parse("ACME"), None);
    }

    #[test]
    fn role_keys_follow_their_grammar() {
        for good in ["admin", "member", "billing.viewer", "a", "team:lead_2"] {
            assert!(RoleKey::parse(good).is_ok(), "{good}");
        }
        for bad in ["", "Admin", "1st", "-x", "a b", &"a".repeat(65)] {
            assert!(RoleKey::parse(bad).is_err(), "{bad}");
        }
        assert!(RoleKey::admin().is_built_in() && RoleKey::member().is_built_in());
        assert!(!RoleKey::parse("billing").unwrap().is_built_in());
    }
}
