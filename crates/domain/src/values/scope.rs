//! Scopes: what an access token lets its bearer read.
//!
//! The seed's scopes are `email`, `profile` and `authorization`;
//! `openid` is accepted too because the standard OpenID Connect face asks for
//! it (docs/decisions.md, "Values"). A scope string is space-separated; any other word is an error.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::values::organization::OrganizationRef;

/// One scope value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Scope {
    /// `openid`: the token response also carries an id_token (standard face).
    OpenId,
    /// `email`: userinfo with `userId` and `email` only.
    Email,
    /// `profile`: the full userinfo.
    Profile,
    /// `authorization`: the full userinfo and sessioninfo.
    Authorization,
    /// `organizations`: the user's organizations and roles in the
    /// id_token and userinfo (docs/decisions.md, "Organizations").
    Organizations,
    /// `organization:*`: registered for a client, it may ask for any one
    /// `organization:<slug>`; asked for, it reads as `organizations`.
    AnyOrganization,
}

impl Scope {
    /// Every scope, in the order a [`Scopes`] set is written.
    pub const ALL: [Scope; 6] = [
        Scope::OpenId,
        Scope::Email,
        Scope::Profile,
        Scope::Authorization,
        Scope::Organizations,
        Scope::AnyOrganization,
    ];

    /// The seed's scopes: what a client registered without a list may ask
    /// for (the organization scopes are registered by name).
    pub const SEED: [Scope; 4] = [
        Scope::OpenId,
        Scope::Email,
        Scope::Profile,
        Scope::Authorization,
    ];

    /// The scope's wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            Scope::OpenId => "openid",
            Scope::Email => "email",
            Scope::Profile => "profile",
            Scope::Authorization => "authorization",
            Scope::Organizations => "organizations",
            Scope::AnyOrganization => "organization:*",
        }
    }

    fn bit(self) -> u8 {
        match self {
            Scope::OpenId => 1,
            Scope::Email => 2,
            Scope::Profile => 4,
            Scope::Authorization => 8,
            Scope::Organizations => 16,
            Scope::AnyOrganization => 32,
        }
    }
}

/// A scope string that cannot be accepted.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ScopeError {
    /// A word that is not one of the known scopes.
    #[error("unknown scope {0:?}")]
    Unknown(String),
    /// No scope at all.
    #[error("the scope is empty")]
    Empty,
    /// More than one `organization:<slug>`: a sign-in is for one.
    #[error("the scope names more than one organization")]
    SecondOrganization,
}

impl FromStr for Scope {
    type Err = ScopeError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Scope::ALL
            .into_iter()
            .find(|scope| scope.as_str() == s)
            .ok_or_else(|| ScopeError::Unknown(s.chars().take(64).collect()))
    }
}

/// A non-empty set of scopes, written space-separated in a fixed order
/// (`openid email profile authorization`).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Scopes(u8);

/// What userinfo may show for a set of scopes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UserInfoView {
    /// `userId` and `email` only.
    EmailOnly,
    /// Every field of `userData`.
    Full,
}

impl Scopes {
    /// A set holding exactly `scope`.
    pub fn one(scope: Scope) -> Self {
        Self(scope.bit())
    }

    /// A set holding `scopes` (empty input gives [`ScopeError::Empty`]).
    pub fn from_iter_checked(scopes: impl IntoIterator<Item = Scope>) -> Result<Self, ScopeError> {
        let bits = scopes.into_iter().fold(0, |acc, s| acc | s.bit());
        if bits == 0 {
            Err(ScopeError::Empty)
        } else {
            Ok(Self(bits))
        }
    }

    /// Parses a space-separated scope string. Repeated words are allowed
    /// (RFC 6749 calls the order and repetition insignificant); unknown
    /// words and an empty string are errors.
    pub fn parse(s: &str) -> Result<Self, ScopeError> {
        let scopes = s
            .split(' ')
            .filter(|w| !w.is_empty())
            .map(Scope::from_str)
            .collect::<Result<Vec<_>, _>>()?;
        Self::from_iter_checked(scopes)
    }

    /// Whether `scope` is in the set.
    pub fn contains(self, scope: Scope) -> bool {
        self.0 & scope.bit() != 0
    }

    /// Whether every scope of `self` is also in `allowed`.
    pub fn is_subset_of(self, allowed: Scopes) -> bool {
        self.0 & !allowed.0 == 0
    }

    /// Every scope of either set.
    pub fn union(self, other: Scopes) -> Scopes {
        Self(self.0 | other.0)
    }

    /// What a client allowed `self` may request: `openid` only adds an
    /// id_token, so a client that may request any user scope may request
    /// it without naming it (docs/decisions.md, "Standard face").
    pub fn requestable(self) -> Scopes {
        let user_scopes = Scope::Email.bit() | Scope::Profile.bit() | Scope::Authorization.bit();
        if self.0 & user_scopes != 0 {
            Self(self.0 | Scope::OpenId.bit())
        } else {
            self
        }
    }

    /// The scopes in the set, in canonical order.
    pub fn iter(self) -> impl Iterator<Item = Scope> {
        Scope::ALL.into_iter().filter(move |s| self.contains(*s))
    }

    /// What userinfo shows for this set, or `None` when it grants no userinfo
    /// at all (a token with only `openid`).
    pub fn userinfo_view(self) -> Option<UserInfoView> {
        if self.contains(Scope::Profile) || self.contains(Scope::Authorization) {
            Some(UserInfoView::Full)
        } else if self.contains(Scope::Email) {
            Some(UserInfoView::EmailOnly)
        } else {
            None
        }
    }

    /// Whether sessioninfo may be read (only with `authorization`).
    pub fn allows_sessioninfo(self) -> bool {
        self.contains(Scope::Authorization)
    }
}

/// A scope string as an authorization request gives it: the scopes, and
/// the one organization (`organization:<slug>` or `organization:<id>`) the
/// user signs in for, if any (docs/decisions.md, "Organizations").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestedScope {
    /// The scopes besides the organization's word.
    pub scopes: Scopes,
    /// The organization the sign-in is for.
    pub organization: Option<OrganizationRef>,
}

impl RequestedScope {
    /// Parses a space-separated scope string as [`Scopes::parse`] does,
    /// taking at most one `organization:<slug|id>` word aside; another
    /// scope is still needed (the organization adds to what a token
    /// reads, it reads nothing itself).
    pub fn parse(s: &str) -> Result<Self, ScopeError> {
        Self::parse_words(s, false).map(|(requested, _)| requested)
    }

    /// [`RequestedScope::parse`] for a request that names an API (RFC
    /// 8707 `resource`): the words that are none of this service's scopes
    /// are the API's, set aside in the order given. One of this
    /// service's scopes is still needed: a user's token for an API comes
    /// from a sign-in (docs/decisions.md, "A user's tokens for an API").
    pub fn parse_with_api(s: &str) -> Result<(Self, Vec<&str>), ScopeError> {
        Self::parse_words(s, true)
    }

    fn parse_words(s: &str, api: bool) -> Result<(Self, Vec<&str>), ScopeError> {
        let mut organization = None;
        let mut scopes = Vec::new();
        let mut others = Vec::new();
        for word in s.split(' ').filter(|w| !w.is_empty()) {
            let named = word
                .strip_prefix(ORGANIZATION_PREFIX)
                .filter(|rest| *rest != "*");
            match named {
                Some(rest) => {
                    let reference = OrganizationRef::parse(rest)
                        .ok_or_else(|| ScopeError::Unknown(word.chars().take(64).collect()))?;
                    if organization.as_ref().is_some_and(|o| *o != reference) {
                        return Err(ScopeError::SecondOrganization);
                    }
                    organization = Some(reference);
                }
                None => match Scope::from_str(word) {
                    Ok(scope) => scopes.push(scope),
                    Err(_) if api && !word.starts_with(ORGANIZATION_PREFIX) => others.push(word),
                    Err(e) => return Err(e),
                },
            }
        }
        let requested = Self {
            scopes: Scopes::from_iter_checked(scopes)?,
            organization,
        };
        Ok((requested, others))
    }
}

/// What names one organization in a scope: `organization:<slug|id>`.
pub const ORGANIZATION_PREFIX: &str = "organization:";

impl FromStr for Scopes {
    type Err = ScopeError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::parse(s)
    }
}

impl fmt::Display for Scopes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, scope) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            f.write_str(scope.as_str())?;
        }
        Ok(())
    }
}

impl fmt::Debug for Scopes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Scopes({self})")
    }
}

impl Serialize for Scopes {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Scopes {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        Self::parse(&s).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_for_an_api_sets_the_api_words_aside() {
        let (r, api) =
            RequestedScope::parse_with_api("openid orders:read organization:acme x").unwrap();
        assert_eq!(r.scopes, Scopes::one(Scope::OpenId));
        assert!(r.organization.is_some());
        assert_eq!(api, ["orders:read", "x"]);
        // Without an API those words are unknown, as ever.
        assert!(RequestedScope::parse("openid orders:read").is_err());
        // An organization's word never becomes an API's, and a sign-in
        // scope is still needed.
        assert!(RequestedScope::parse_with_api("openid organization:ACME").is_err());
        assert_eq!(
            RequestedScope::parse_with_api("orders:read"),
            Err(ScopeError::Empty)
        );
    }

    #[test]
    fn a_requested_scope_takes_one_organization_aside() {
        let r = RequestedScope::parse("openid organization:acme organizations").unwrap();
        assert_eq!(r.scopes, Scopes::parse("openid organizations").unwrap());
        assert!(
            matches!(r.organization, Some(OrganizationRef::Slug(ref s)) if s.as_str() == "acme")
        );
        let any = RequestedScope::parse("openid organization:*").unwrap();
        assert!(any.organization.is_none() && any.scopes.contains(Scope::AnyOrganization));
        assert_eq!(
            RequestedScope::parse("openid organization:acme organization:beta"),
            Err(ScopeError::SecondOrganization)
        );
        assert!(RequestedScope::parse("openid organization:acme organization:acme").is_ok());
        assert!(RequestedScope::parse("openid organization:ACME").is_err());
        assert!(RequestedScope::parse("openid organization:").is_err());
        assert_eq!(
            RequestedScope::parse("organization:acme"),
            Err(ScopeError::Empty)
        );
        assert!(Scopes::parse("openid organization:acme").is_err());
    }

    #[test]
    fn parses_and_writes_in_canonical_order() {
        let s = Scopes::parse("authorization  email openid email").unwrap();
        assert_eq!(s.to_string(), "openid email authorization");
        assert_eq!(
            Scopes::parse("profile").unwrap(),
            Scopes::one(Scope::Profile)
        );
    }

    #[test]
    fn unknown_and_empty_scopes_are_errors() {
        assert_eq!(
            Scopes::parse("email admin"),
            Err(ScopeError::Unknown("admin".into()))
        );
        assert_eq!(
            Scopes::parse("Email"),
            Err(ScopeError::Unknown("Email".into()))
        );
        assert_eq!(Scopes::parse(""), Err(ScopeError::Empty));
        assert_eq!(Scopes::parse("   "), Err(ScopeError::Empty));
        assert!(
            Scopes::parse("email\tprofile").is_err(),
            "only spaces separate scopes"
        );
    }

    #[test]
    fn scope_rules_of_userinfo_and_sessioninfo() {
        let table = [
            ("email", Some(UserInfoView::EmailOnly), false),
            ("profile", Some(UserInfoView::Full), false),
            ("authorization", Some(UserInfoView::Full), true),
            ("email profile", Some(UserInfoView::Full), false),
            ("openid", None, false),
            ("openid email", Some(UserInfoView::EmailOnly), false),
        ];
        for (scope, view, session) in table {
            let s = Scopes::parse(scope).unwrap();
            assert_eq!(s.userinfo_view(), view, "{scope}");
            assert_eq!(s.allows_sessioninfo(), session, "{scope}");
        }
    }

    #[test]
    fn subsets() {
        let allowed = Scopes::parse("email profile").unwrap();
        assert!(Scopes::parse("email").unwrap().is_subset_of(allowed));
        assert!(
            !Scopes::parse("email authorization")
                .unwrap()
                .is_subset_of(allowed)
        );
    }

    #[test]
    fn serde_uses_the_scope_string() {
        let s = Scopes::parse("email profile").unwrap();
        assert_eq!(serde_json::to_string(&s).unwrap(), "\"email profile\"");
        assert_eq!(
            serde_json::from_str::<Scopes>("\"profile email\"").unwrap(),
            s
        );
        assert!(serde_json::from_str::<Scopes>("\"root\"").is_err());
    }
}
