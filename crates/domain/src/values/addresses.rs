//! Where a person or an app is reached, validated: email addresses,
//! redirect URIs and app package names. Raw strings stop at the boundary; inside the
//! service only these types travel.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use unicode_normalization::UnicodeNormalization;
use url::Url;

/// A value that failed validation; the message is safe to show the caller.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid {field}: {reason}")]
pub struct ValueError {
    /// The field that was wrong, e.g. `"email"`.
    pub field: &'static str,
    /// Why, in a few words.
    pub reason: &'static str,
}

fn invalid(field: &'static str, reason: &'static str) -> ValueError {
    ValueError { field, reason }
}

/// An email address in its one canonical spelling: a bare addr-spec
/// (`local@domain`, no display name, comment, quoting or route), in lower
/// case and Unicode NFC, at most 254 characters as sent.
///
/// The canonical spelling is at once what look-ups and uniqueness compare
/// ([`Email::normalized`]) and where mail goes ([`Email::as_str`]), so no
/// second spelling can claim an address (docs/decisions.md, "Values"):
/// - the address is lower-cased and composed to NFC: `Ann@Example.COM` and
///   `ann@example.com` are one account, mailed at `ann@example.com`, and
///   `josé` typed with `e` + a combining accent is `josé`;
/// - a compatibility character (a full-width `ｖ` or `＠`, a ligature such
///   as `ﬁ`, a circled or superscript letter: anything NFKC would change)
///   is refused: such a spelling would name, to people and to some mail
///   servers, another address than its plain form;
/// - the local part is a dot-atom: no white space, control characters,
///   `( ) < > [ ] : ; @ \ , "`, and dots only between other characters;
///   the domain is dot-separated labels of letters, digits, `-` and
///   non-ASCII letters, at least two. So `Bob <bob@example.com>` and
///   `a@b.c<evil@example.com>` are refused, not mailed to `evil`.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Email(String);

/// What the local part may not hold, besides white space, control
/// characters and compatibility characters (RFC 5322's specials; `.` only
/// between other characters).
const LOCAL_SPECIALS: &str = "()<>[]:;@\\,\"";

impl Email {
    /// The longest address accepted, in characters (RFC 5321's path limit
    /// less the brackets; characters, as an API schema's `maxLength`
    /// counts).
    pub const MAX_LEN: usize = 254;

    /// Validates an address (surrounding white space is ignored) and
    /// returns it in its canonical spelling.
    pub fn parse(value: &str) -> Result<Self, ValueError> {
        let value = value.trim();
        if value.is_empty() {
            return Err(invalid("email", "empty"));
        }
        if value.chars().nth(Self::MAX_LEN).is_some() {
            return Err(invalid("email", "longer than 254 characters"));
        }
        if value.chars().any(is_blank_or_control) {
            return Err(invalid(
                "email",
                "contains white space or control characters",
            ));
        }
        if value.chars().any(is_compatibility_character) {
            return Err(invalid(
                "email",
                "contains a compatibility character (such as a full-width letter): type its plain form",
            ));
        }
        let canonical: String = value.to_lowercase().nfc().collect();
        let Some((local, domain)) = canonical.rsplit_once('@') else {
            return Err(invalid("email", "missing @"));
        };
        let atoms_ok = local
            .split('.')
            .all(|atom| !atom.is_empty() && !atom.chars().any(|c| LOCAL_SPECIALS.contains(c)));
        if !atoms_ok {
            return Err(invalid(
                "email",
                "the part before @ must be a plain address: no spaces, quotes, brackets, commas, or dots at its ends or in a row",
            ));
        }
        let labels_ok = domain
            .split('.')
            .all(|label| !label.is_empty() && label.chars().all(is_domain_character));
        if !domain.contains('.') || !labels_ok {
            return Err(invalid(
                "email",
                "the domain must be a dotted name of letters, digits and hyphens",
            ));
        }
        Ok(Self(canonical))
    }

    /// An address a new account may be registered with: [`Email::parse`]'s
    /// rules on the value exactly as sent (no surrounding white space is
    /// trimmed away), so that the API can state the rule as a pattern
    /// ([`Email::pattern`]).
    pub fn parse_registration(value: &str) -> Result<Self, ValueError> {
        if value.trim() != value {
            return Err(invalid("email", "has white space around it"));
        }
        Self::parse(value)
    }

    /// An address as storage holds it, checked when it was stored: not
    /// checked again, so that a rule made stricter later does not make
    /// older rows unreadable (mail is only ever sent to a bare address:
    /// the sender refuses anything else).
    pub fn from_stored(value: String) -> Self {
        Self(value)
    }

    /// The address (its canonical spelling, for addresses parsed here).
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The address as uniqueness and look-ups compare it: NFKC, then
    /// lower case; for an address [`Email::parse`] accepted, the address
    /// itself (docs/decisions.md, "Values").
    pub fn normalized(&self) -> String {
        self.0.nfkc().collect::<String>().to_lowercase()
    }

    /// The rule of [`Email::parse_registration`] as a regular expression
    /// (ECMA-262 and Python alike), for the API's schema: what it matches,
    /// the service accepts, and the other way round.
    pub fn pattern() -> String {
        // White space, control characters and the BOM, as is_blank_or_control.
        const BLANK: &str = "\\x00-\\x20\\x7f-\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff";
        let compat = compatibility_ranges();
        let local = format!("[^{BLANK}\"(),.:;<>@\\[\\\\\\]{compat}]");
        let domain = format!("[^{BLANK}!-,./:-@\\[-`{{-~{compat}]");
        format!("^{local}+(\\.{local}+)*@{domain}+(\\.{domain}+)+$")
    }
}

/// Whether NFKC changes `c` beyond what NFC does: a full-width or
/// half-width form, a ligature, a circled, superscript or styled letter.
fn is_compatibility_character(c: char) -> bool {
    !c.is_ascii() && !std::iter::once(c).nfkc().eq(std::iter::once(c).nfc())
}

/// A character of a domain label: an ASCII letter, digit or `-`, or any
/// other non-ASCII character (internationalised names).
fn is_domain_character(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '-' || !c.is_ascii()
}

/// Every compatibility character as regular-expression class ranges:
/// `\uXXXX` escapes in the Basic Multilingual Plane, the characters
/// themselves beyond it (as Python and ECMA-262 both read them).
fn compatibility_ranges() -> String {
    let mut ranges: Vec<(char, char)> = Vec::new();
    for c in ('\u{80}'..=char::MAX).filter(|&c| is_compatibility_character(c)) {
        match ranges.last_mut() {
            Some((_, last)) if u32::from(*last) + 1 == u32::from(c) => *last = c,
            _ => ranges.push((c, c)),
        }
    }
    let one = |c: char| match u16::try_from(u32::from(c)) {
        Ok(unit) => format!("\\u{unit:04x}"),
        Err(_) => c.to_string(),
    };
    ranges
        .iter()
        .map(|&(first, last)| {
            if first == last {
                one(first)
            } else {
                format!("{}-{}", one(first), one(last))
            }
        })
        .collect()
}

impl fmt::Display for Email {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Debug for Email {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Email({:?})", self.0)
    }
}

impl Serialize for Email {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}

impl<'de> Deserialize<'de> for Email {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        Self::parse(&s).map_err(serde::de::Error::custom)
    }
}

/// White space (Unicode's White_Space), control characters, and the BOM
/// (U+FEFF): what no address may contain. The API's email pattern excludes
/// exactly these.
fn is_blank_or_control(c: char) -> bool {
    c.is_whitespace() || c.is_control() || c == '\u{feff}'
}

/// Whether `text` may be shown to people as a name: no control characters
/// and no bidirectional formatting characters, which can make a client's
/// or user's name read as something else on a consent or account page.
pub fn is_displayable(text: &str) -> bool {
    !text.chars().any(|c| {
        c.is_control() || matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
    })
}

/// A registered redirect URI (RFC 6749 3.1.2, RFC 8252 for native apps):
/// absolute, no fragment; `https`, or `http` only for a loopback host, or a
/// private-use scheme with a dot in it (`com.example.app:/callback`).
/// Compared by exact string, as OAuth 2.1 requires.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct RedirectUri(String);

impl RedirectUri {
    /// The longest URI accepted.
    pub const MAX_LEN: usize = 2048;

    /// Validates a URI.
    pub fn parse(value: &str) -> Result<Self, ValueError> {
        const FIELD: &str = "redirect_uri";
        if value.is_empty() {
            return Err(invalid(FIELD, "empty"));
        }
        if value.len() > Self::MAX_LEN {
            return Err(invalid(FIELD, "longer than 2048 bytes"));
        }
        let url = Url::parse(value).map_err(|_| invalid(FIELD, "not an absolute URI"))?;
        if url.fragment().is_some() {
            return Err(invalid(FIELD, "must not have a fragment"));
        }
        match url.scheme() {
            "https" => {}
            "http" => {
                let loopback = matches!(
                    url.host(),
                    Some(url::Host::Ipv4(ip)) if ip.is_loopback()
                ) || matches!(url.host(), Some(url::Host::Ipv6(ip)) if ip.is_loopback())
                    || url.host_str() == Some("localhost");
                if !loopback {
                    return Err(invalid(FIELD, "http is allowed only for loopback hosts"));
                }
            }
            scheme if scheme.contains('.') => {}
            _ => {
                return Err(invalid(
                    FIELD,
                    "scheme must be https, loopback http, or a reverse-DNS app scheme",
                ));
            }
        }
        if !url.username().is_empty() || url.password().is_some() {
            return Err(invalid(FIELD, "must not carry a user name or password"));
        }
        if matches!(url.scheme(), "http" | "https") {
            // The url crate reads `https:///x` as `https://x/`; the string we
            // register must say what it means, because matching is by string.
            let authority = value.split_once("://").map(|(_, rest)| rest);
            if !authority.is_some_and(|a| !a.is_empty() && !a.starts_with('/')) {
                return Err(invalid(FIELD, "missing host"));
            }
        }
        Ok(Self(value.to_owned()))
    }

    /// A URI a client may register: [`RedirectUri::parse`]'s rules, and
    /// the registration grammar (docs/decisions.md, "Redirect URIs"):
    /// - `https://HOST[:PORT][/PATH][?QUERY]` with a DNS name (its last
    ///   label starts with a letter);
    /// - `http://` the same for `localhost`, `127.0.0.1` or `[::1]`;
    /// - `SCHEME:/PATH[?QUERY]` for an app: a reverse-DNS scheme of
    ///   lower-case letters, digits and `-`, no authority (RFC 8252 7.1);
    ///
    /// where PORT is 1 to 65535 without leading zeros and PATH and QUERY
    /// hold only RFC 3986 characters (no fragment, no white space, ASCII).
    /// URIs are compared by exact string, so one spelling per URI keeps
    /// look-alikes out. The API documents the same grammar as a pattern.
    pub fn parse_registration(value: &str) -> Result<Self, ValueError> {
        let uri = Self::parse(value)?;
        if !registrable(value) {
            return Err(invalid(
                "redirect_uri",
                "must be https://host[:port][/path][?query], loopback http, or app.scheme:/path, in RFC 3986 characters",
            ));
        }
        Ok(uri)
    }

    /// The URI exactly as registered.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether an authorization request's `redirect_uri` names this
    /// registered URI: the same string, or, for a loopback IP literal
    /// (`http://127.0.0.1` or `http://[::1]`), the same string but for the
    /// port, which a native app picks when it starts listening (RFC 8252
    /// 7.3). `localhost` is matched exactly: it may resolve elsewhere.
    pub fn matches_request(&self, requested: &str) -> bool {
        if self.0 == requested {
            return true;
        }
        match (loopback_parts(&self.0), loopback_parts(requested)) {
            (Some(registered), Some(asked)) => registered == asked,
            _ => false,
        }
    }
}

/// A loopback IP literal URI without its port: (`http://127.0.0.1` or
/// `http://[::1]`, what follows the port). `None` for anything else,
/// including a port that is not 1 to 65535 written plainly.
fn loopback_parts(uri: &str) -> Option<(&'static str, &str)> {
    ["http://127.0.0.1", "http://[::1]"]
        .into_iter()
        .find_map(|host| {
            let after = uri.strip_prefix(host)?;
            let rest = match after.strip_prefix(':') {
                Some(with_port) => {
                    let end = with_port
                        .find(|c: char| !c.is_ascii_digit())
                        .unwrap_or(with_port.len());
                    let (digits, rest) = with_port.split_at(end);
                    port(digits).then_some(rest)?
                }
                None => after,
            };
            (rest.is_empty() || rest.starts_with('/') || rest.starts_with('?'))
                .then_some((host, rest))
        })
}

/// RFC 3986 path characters (unreserved, sub-delims, `:`, `@`, `%`, `/`).
fn path_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || b"-._~!$&'()*+,;=:@%/".contains(&c)
}

/// A DNS name whose last label starts with a letter (so never an IPv4
/// address); labels of letters, digits and inner hyphens.
fn dns_name(host: &str) -> bool {
    let labels: Vec<&str> = host.split('.').collect();
    let label_ok = |l: &&str| {
        let bytes = l.as_bytes();
        matches!(bytes.first(), Some(c) if c.is_ascii_alphanumeric())
            && matches!(bytes.last(), Some(c) if c.is_ascii_alphanumeric())
            && bytes
                .iter()
                .all(|c| c.is_ascii_alphanumeric() || *c == b'-')
    };
    labels.iter().all(label_ok)
        && labels
            .last()
            .and_then(|l| l.bytes().next())
            .is_some_and(|c| c.is_ascii_alphabetic())
}

/// 1 to 65535, no leading zeros.
fn port(text: &str) -> bool {
    !text.starts_with('0')
        && (1..=5).contains(&text.len())
        && text.bytes().all(|c| c.is_ascii_digit())
        && text.parse::<u32>().is_ok_and(|p| p <= 65535)
}

/// `HOST[:PORT][/PATH]` after `scheme://`, the host checked by `host_ok`.
fn authority_and_path(rest: &str, host_ok: impl Fn(&str) -> bool) -> bool {
    let (authority, path) = rest.find('/').map_or((rest, ""), |i| rest.split_at(i));
    let (host, port_text) = match authority.rfind(':') {
        // An IPv6 literal's colons are inside its brackets.
        Some(i) if !authority.get(i..).is_some_and(|p| p.contains(']')) => (
            authority.get(..i).unwrap_or_default(),
            authority.get(i + 1..),
        ),
        _ => (authority, None),
    };
    host_ok(host) && port_text.is_none_or(port) && path.bytes().all(path_char)
}

/// The registration grammar of [`RedirectUri::parse_registration`].
fn registrable(value: &str) -> bool {
    let (rest, query) = value.split_once('?').unwrap_or((value, ""));
    if !query.bytes().all(|c| path_char(c) || c == b'?') {
        return false;
    }
    if let Some(rest) = rest.strip_prefix("https://") {
        return authority_and_path(rest, dns_name);
    }
    if let Some(rest) = rest.strip_prefix("http://") {
        return authority_and_path(rest, |h| matches!(h, "localhost" | "127.0.0.1" | "[::1]"));
    }
    let Some((scheme, path)) = rest.split_once(':') else {
        return false;
    };
    let segments: Vec<&str> = scheme.split('.').collect();
    let segment_ok = |s: &&str| {
        s.bytes().next().is_some_and(|c| c.is_ascii_lowercase())
            && s.bytes()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == b'-')
    };
    segments.len() >= 2
        && segments.iter().all(segment_ok)
        && path.starts_with('/')
        && !path.starts_with("//")
        && path.bytes().all(path_char)
}

impl fmt::Display for RedirectUri {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Debug for RedirectUri {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "RedirectUri({:?})", self.0)
    }
}

/// An app's package name (`packageName`), reverse-DNS form as Android and
/// iOS bundle ids use: two or more dot-separated segments, each starting with
/// a letter and made of ASCII letters, digits and `_` (iOS also allows `-`),
/// at most 255 bytes.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct PackageName(String);

impl PackageName {
    /// The longest package name accepted.
    pub const MAX_LEN: usize = 255;

    /// Validates a package name.
    pub fn parse(value: &str) -> Result<Self, ValueError> {
        const FIELD: &str = "package_name";
        if value.is_empty() {
            return Err(invalid(FIELD, "empty"));
        }
        if value.len() > Self::MAX_LEN {
            return Err(invalid(FIELD, "longer than 255 bytes"));
        }
        let segments: Vec<&str> = value.split('.').collect();
        if segments.len() < 2 {
            return Err(invalid(FIELD, "needs at least two dot-separated segments"));
        }
        let segment_ok = |s: &&str| {
            s.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
                && s.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
        };
        if !segments.iter().all(segment_ok) {
            return Err(invalid(
                FIELD,
                "each segment starts with a letter and holds only letters, digits, _ or -",
            ));
        }
        Ok(Self(value.to_owned()))
    }

    /// The package name.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for PackageName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Debug for PackageName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PackageName({:?})", self.0)
    }
}

/// A native app's WebAuthn origin, as Android's Credential Manager puts
/// it in a passkey's client data: `android:apk-key-hash:` and the
/// base64url SHA-256 of the app's signing certificate (43 characters).
/// Registered beside the client's package names; passkey ceremonies of
/// that client's app are accepted from it.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct AppOrigin(String);

impl AppOrigin {
    const PREFIX: &'static str = "android:apk-key-hash:";

    /// Validates an app origin.
    pub fn parse(value: &str) -> Result<Self, ValueError> {
        const FIELD: &str = "webauthn_origin";
        let hash = value
            .strip_prefix(Self::PREFIX)
            .ok_or_else(|| invalid(FIELD, "must start with android:apk-key-hash:"))?;
        let base64url = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
        if hash.len() != 43 || !hash.chars().all(base64url) {
            return Err(invalid(
                FIELD,
                "the hash is the signing certificate's SHA-256 in base64url without padding (43 characters)",
            ));
        }
        Ok(Self(value.to_owned()))
    }

    /// The origin.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for AppOrigin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Debug for AppOrigin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "AppOrigin({:?})", self.0)
    }
}

#[cfg(test)]
#[path = "addresses_tests.rs"]
mod tests;
