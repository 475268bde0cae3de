//! API resources (RFC 8707): the identifier an operator registers an API
//! under, which becomes the `aud` of the tokens issued for it, and the
//! scopes the API defines.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::addresses::ValueError;

/// The longest resource identifier.
pub const MAX_IDENTIFIER: usize = 255;
/// The longest scope of an API.
pub const MAX_SCOPE: usize = 100;
/// The most scopes one API defines.
pub const MAX_SCOPES: usize = 100;

/// An API's identifier: `https://host[:port][/path]` or the same with
/// `http://`, at most 255 characters, host in lower case, no query or
/// fragment (RFC 8707 2: an absolute URI without fragment; a query would
/// give one API two spellings). It is compared byte for byte, as an
/// audience is; nothing ever connects to it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct ResourceIdentifier(String);

impl ResourceIdentifier {
    /// Checks `value` against the grammar of [`ResourceIdentifier::pattern`].
    pub fn parse(value: &str) -> Result<Self, ValueError> {
        if value.len() > MAX_IDENTIFIER || !identifier_grammar(value) {
            return Err(ValueError {
                field: "resource",
                reason: "must be https://host[:port][/path] (or http://), host in lower case, \
                         no query or fragment, at most 255 characters",
            });
        }
        Ok(Self(value.to_owned()))
    }

    /// The identifier as registered.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The grammar as a regular expression (ECMA-262 and Python alike), for
    /// the API's schema; the length limit is the schema's `maxLength`.
    pub fn pattern() -> &'static str {
        concat!(
            "^https?://",
            "[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*",
            "(:([1-9][0-9]{0,3}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?",
            "(/([A-Za-z0-9._~!$&'()*+,;=:@/-]|%[0-9A-Fa-f]{2})*)?$",
        )
    }
}

impl fmt::Display for ResourceIdentifier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl TryFrom<String> for ResourceIdentifier {
    type Error = ValueError;

    fn try_from(value: String) -> Result<Self, ValueError> {
        Self::parse(&value)
    }
}

impl From<ResourceIdentifier> for String {
    fn from(value: ResourceIdentifier) -> Self {
        value.0
    }
}

/// What [`ResourceIdentifier::pattern`] matches, by hand.
fn identifier_grammar(value: &str) -> bool {
    let Some(rest) = value
        .strip_prefix("https://")
        .or_else(|| value.strip_prefix("http://"))
    else {
        return false;
    };
    let (authority, path) = match rest.find('/') {
        Some(at) => rest.split_at(at),
        None => (rest, ""),
    };
    let (host, port) = match authority.split_once(':') {
        Some((host, port)) => (host, Some(port)),
        None => (authority, None),
    };
    host.split('.').all(is_label) && port.is_none_or(is_port) && is_path(path)
}

fn is_label(label: &str) -> bool {
    let b = label.as_bytes();
    let inner = |c: &u8| c.is_ascii_lowercase() || c.is_ascii_digit();
    (1..=63).contains(&b.len())
        && b.first().is_some_and(inner)
        && b.last().is_some_and(inner)
        && b.iter().all(|c| inner(c) || *c == b'-')
}

fn is_port(port: &str) -> bool {
    !port.starts_with('0')
        && (1..=5).contains(&port.len())
        && port.bytes().all(|c| c.is_ascii_digit())
        && port.parse::<u32>().is_ok_and(|p| p <= 65535)
}

fn is_path(path: &str) -> bool {
    let mut bytes = path.bytes();
    while let Some(c) = bytes.next() {
        let ok = if c == b'%' {
            let hex = |b: Option<u8>| b.is_some_and(|b| b.is_ascii_hexdigit());
            hex(bytes.next()) && hex(bytes.next())
        } else {
            c.is_ascii_alphanumeric() || b"._~!$&'()*+,;=:@/-".contains(&c)
        };
        if !ok {
            return false;
        }
    }
    true
}

/// One scope an API defines: an RFC 6749 scope-token (printable ASCII
/// without space, `"` or `\`), at most 100 characters: `orders:read`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ResourceScope(String);

impl ResourceScope {
    /// Checks `value` is a scope-token of at most 100 characters.
    pub fn parse(value: &str) -> Result<Self, ValueError> {
        let token = |c: u8| c == 0x21 || (0x23..=0x5b).contains(&c) || (0x5d..=0x7e).contains(&c);
        if value.is_empty() || value.len() > MAX_SCOPE || !value.bytes().all(token) {
            return Err(ValueError {
                field: "scope",
                reason: "a scope is 1 to 100 printable ASCII characters without space, \" or \\",
            });
        }
        Ok(Self(value.to_owned()))
    }

    /// The scope.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The grammar as a regular expression, for the API's schema.
    pub fn pattern() -> &'static str {
        "^[!#-\\[\\]-~]{1,100}$"
    }
}

/// A set of an API's scopes, in the order first given, without repeats;
/// written space-separated as the `scope` parameter and claim are.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ResourceScopes(Vec<ResourceScope>);

impl ResourceScopes {
    /// The scopes of `items` (each checked), repeats dropped; at most 100.
    pub fn parse<'a>(items: impl IntoIterator<Item = &'a str>) -> Result<Self, ValueError> {
        let mut scopes: Vec<ResourceScope> = Vec::new();
        for item in items {
            let scope = ResourceScope::parse(item)?;
            if !scopes.contains(&scope) {
                scopes.push(scope);
            }
        }
        if scopes.len() > MAX_SCOPES {
            return Err(ValueError {
                field: "scope",
                reason: "at most 100 scopes",
            });
        }
        Ok(Self(scopes))
    }

    /// The scopes of a space-separated list, as a `scope` parameter or a
    /// stored row writes them (runs of spaces are one separator).
    pub fn parse_spaced(text: &str) -> Result<Self, ValueError> {
        Self::parse(text.split(' ').filter(|s| !s.is_empty()))
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether `scope` is one of them.
    pub fn contains(&self, scope: &ResourceScope) -> bool {
        self.0.contains(scope)
    }

    /// Whether every scope of `self` is in `other`.
    pub fn is_subset_of(&self, other: &Self) -> bool {
        self.0.iter().all(|s| other.contains(s))
    }

    /// The scopes, in order.
    pub fn iter(&self) -> impl Iterator<Item = &ResourceScope> {
        self.0.iter()
    }

    /// The scopes of either, `self`'s first (two checked sets: no limit
    /// applies to what several roles allow together).
    pub fn union(&self, other: &Self) -> Self {
        let mut all = self.0.clone();
        all.extend(other.0.iter().filter(|s| !self.contains(s)).cloned());
        Self(all)
    }

    /// Those of `self` that are also in `allowed`, in `self`'s order.
    pub fn within(&self, allowed: &Self) -> Self {
        Self(
            self.0
                .iter()
                .filter(|s| allowed.contains(s))
                .cloned()
                .collect(),
        )
    }
}

/// What a user's grant holds of one API (RFC 8707 `resource` in the
/// authorization request): its tokens are for that API, with (some of)
/// these scopes (docs/decisions.md, "A user's tokens for an API").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApiAccess {
    /// The API: the tokens' `aud`.
    pub resource: ResourceIdentifier,
    /// The API's scopes the user granted the client.
    pub scopes: ResourceScopes,
}

impl fmt::Display for ResourceScopes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, scope) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            f.write_str(&scope.0)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identifiers_follow_the_pattern_exactly() {
        let pattern = regex::Regex::new(ResourceIdentifier::pattern()).unwrap();
        let samples = [
            ("https://api.example.com", true),
            ("https://api.example.com/", true),
            ("https://api.example.com/orders/v1", true),
            ("http://127.0.0.1:8080/api", true),
            ("https://a.b:65535", true),
            ("https://a.b:65536", false),
            ("https://a.b:0", false),
            ("https://a.b:080", false),
            ("https://a.b:", false),
            ("https://API.example.com", false),
            ("https://api.example.com/a?b=c", false),
            ("https://api.example.com/a#b", false),
            ("https://api.example.com/%zz", false),
            ("https://api.example.com/%2F", true),
            ("https://-a.example.com", false),
            ("https://a..b", false),
            ("https://", false),
            ("ftp://a.b", false),
            ("urn:api:orders", false),
            ("https://a.b/ c", false),
            ("https://user@a.b", false),
            ("https://[::1]/", false),
        ];
        for (sample, valid) in samples {
            assert_eq!(
                ResourceIdentifier::parse(sample).is_ok(),
                valid,
                "server: {sample}"
            );
            assert_eq!(pattern.is_match(sample), valid, "pattern: {sample}");
        }
        let long = format!("https://a.b/{}", "x".repeat(MAX_IDENTIFIER));
        assert!(ResourceIdentifier::parse(&long).is_err());
    }

    #[test]
    fn scopes_are_scope_tokens_in_order_without_repeats() {
        let scopes = ResourceScopes::parse_spaced("orders:read  orders:write orders:read").unwrap();
        assert_eq!(scopes.to_string(), "orders:read orders:write");
        let pattern = regex::Regex::new(ResourceScope::pattern()).unwrap();
        for (sample, valid) in [
            ("orders:read", true),
            ("a", true),
            ("has\"quote", false),
            ("back\\slash", false),
            ("", false),
            ("é", false),
            ("tab\t", false),
        ] {
            assert_eq!(ResourceScope::parse(sample).is_ok(), valid, "{sample}");
            assert_eq!(pattern.is_match(sample), valid, "pattern: {sample}");
        }
        let read = ResourceScopes::parse(["orders:read"]).unwrap();
        assert!(read.is_subset_of(&scopes));
        assert!(!scopes.is_subset_of(&read));
    }
}
