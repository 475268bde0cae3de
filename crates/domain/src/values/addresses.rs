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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_has_one_spelling_where_mail_goes_and_look_ups_compare() {
        let composed = Email::parse("jos\u{e9}@example.com").unwrap();
        let decomposed = Email::parse("jose\u{301}@example.com").unwrap();
        assert_eq!(composed, decomposed, "stored in NFC");
        let cased = Email::parse("Victim@Example.COM").unwrap();
        assert_eq!(cased.as_str(), "victim@example.com");
        for email in [&composed, &cased] {
            assert_eq!(email.as_str(), email.normalized(), "mailed where looked up");
        }
    }

    #[test]
    fn compatibility_spellings_are_refused_at_the_door() {
        for look_alike in [
            "\u{ff56}ictim@example.com",  // full-width v
            "victim\u{ff20}example.com",  // full-width @
            "victim@example\u{ff0e}com",  // full-width full stop
            "\u{fb01}nance@example.com",  // the ligature fi
            "\u{24e5}ictim@example.com",  // circled v
            "victim@\u{1d41e}xample.com", // mathematical bold e
        ] {
            let error = Email::parse(look_alike).unwrap_err();
            assert!(
                error.reason.contains("compatibility"),
                "{look_alike}: {error}"
            );
        }
    }

    #[test]
    fn only_a_bare_addr_spec_is_an_address() {
        for not_bare in [
            "Bob<attacker@evil.com>",
            "Bob <attacker@evil.com>",
            "victim@corp.com<attacker@evil.com>",
            "\"quoted\"@example.com",
            "a,b@example.com",
            "(comment)a@example.com",
            "a@[127.0.0.1]",
            "a;b@example.com",
            "a\\b@example.com",
            "a:b@example.com",
            ".a@example.com",
            "a.@example.com",
            "a..b@example.com",
            "a@exa_mple.com",
            "a@example.com>",
            "a@ex!ample.com",
        ] {
            assert!(Email::parse(not_bare).is_err(), "{not_bare}");
        }
        for fine in [
            "a.b+tag@example.com",
            "o'neil@example.ie",
            "x!#$%&'*+/=?^_`{|}~-@example.com",
            "jürgen@bücher.de",
            "用户@例子.广告",
            "a@sub-domain.example.co.uk",
        ] {
            assert!(Email::parse(fine).is_ok(), "{fine}");
        }
    }

    #[test]
    fn the_pattern_says_what_parse_registration_accepts() {
        let pattern = regex::Regex::new(&Email::pattern()).unwrap();
        for text in [
            "ann@example.com",
            "Ann.Lee+tag@Example.COM",
            "jürgen@bücher.de",
            "x!#$%&'*+/=?^_`{|}~-@example.com",
            "\u{ff56}ictim@example.com",
            "victim@\u{1d41e}xample.com",
            "Bob<attacker@evil.com>",
            "a..b@example.com",
            ".a@example.com",
            "a@exa_mple.com",
            "a@example",
            " ann@example.com",
            "ann@example.com\u{feff}",
            "a\u{a0}b@example.com",
            "a@@example.com",
            "@example.com",
        ] {
            assert_eq!(
                pattern.is_match(text),
                Email::parse_registration(text).is_ok(),
                "{text:?}"
            );
        }
    }

    #[test]
    fn display_strings_refuse_control_and_bidi_characters() {
        assert!(is_displayable("Photo Frame \u{1f4f7}"));
        for bad in [
            "a\u{0}b",
            "line\nbreak",
            "tab\there",
            "\u{202e}evil",
            "a\u{2066}b",
            "\u{85}",
        ] {
            assert!(!is_displayable(bad), "{bad:?}");
        }
    }

    #[test]
    fn loopback_redirect_uris_match_any_port() {
        let v4 = RedirectUri::parse_registration("http://127.0.0.1/cb").unwrap();
        assert!(v4.matches_request("http://127.0.0.1/cb"));
        assert!(v4.matches_request("http://127.0.0.1:51004/cb"));
        assert!(!v4.matches_request("http://127.0.0.1:51004/other"));
        assert!(!v4.matches_request("http://127.0.0.1:0/cb"), "not a port");
        assert!(!v4.matches_request("http://127.0.0.1:99999/cb"));
        assert!(!v4.matches_request("http://127.0.0.1.evil.com/cb"));
        assert!(!v4.matches_request("http://127.0.0.1:80@evil.com/cb"));
        assert!(!v4.matches_request("http://[::1]:5000/cb"), "another host");
        let v6 = RedirectUri::parse_registration("http://[::1]:8080/cb?x=1").unwrap();
        assert!(v6.matches_request("http://[::1]:3000/cb?x=1"));
        assert!(!v6.matches_request("http://[::1]:3000/cb?x=2"));
        let named = RedirectUri::parse_registration("http://localhost:8080/cb").unwrap();
        assert!(
            !named.matches_request("http://localhost:9090/cb"),
            "names match exactly"
        );
        let https = RedirectUri::parse_registration("https://app.example.com/cb").unwrap();
        assert!(!https.matches_request("https://app.example.com:444/cb"));
    }

    #[test]
    fn redirect_uris_carry_no_credentials() {
        for uri in [
            "https://user:pass@app.example.com/cb",
            "https://user@app.example.com/cb",
            "http://user:pass@127.0.0.1/cb",
        ] {
            assert!(RedirectUri::parse(uri).is_err(), "{uri}");
            assert!(RedirectUri::parse_registration(uri).is_err(), "{uri}");
        }
    }

    #[test]
    fn emails() {
        let e = Email::parse("  Ann.Lee+tag@Example.COM ").unwrap();
        assert_eq!(e.as_str(), "ann.lee+tag@example.com");
        assert_eq!(e.normalized(), "ann.lee+tag@example.com");
        assert!(Email::parse("jürgen@bücher.de").is_ok());
        for bad in [
            "",
            "plain",
            "@example.com",
            "a@",
            "a@b",
            "a@b..c",
            "a b@c.d",
            "a@@b.c",
            "a@b.c\u{0}",
        ] {
            assert!(Email::parse(bad).is_err(), "{bad:?}");
        }
        let long = format!("{}@example.com", "a".repeat(250));
        assert!(Email::parse(&long).is_err());
    }

    #[test]
    fn a_new_account_email_is_taken_exactly_as_sent() {
        assert!(Email::parse_registration("ann@example.com").is_ok());
        for bad in [
            " ann@example.com",
            "ann@example.com\n",
            "ann\u{feff}@example.com",
        ] {
            assert!(Email::parse_registration(bad).is_err(), "{bad:?}");
        }
        // Sign-in still forgives surrounding white space.
        assert!(Email::parse(" ann@example.com ").is_ok());
        let long = format!("{}@example.com", "é".repeat(254 - 12));
        assert!(Email::parse(&long).is_ok(), "254 characters, more bytes");
        assert!(Email::parse(&format!("é{long}")).is_err());
    }

    #[test]
    fn registration_takes_https_dns_names_loopback_http_and_app_schemes() {
        for ok in [
            "https://app.example.com/callback",
            "https://app.example.com:8443/cb?state=x&y=%20",
            "http://localhost:3000/callback",
            "http://127.0.0.1/cb",
            "http://[::1]:9/cb",
            "com.example.app:/oauth2redirect",
        ] {
            assert!(RedirectUri::parse_registration(ok).is_ok(), "{ok}");
        }
    }

    #[test]
    fn registration_refuses_what_one_exact_string_could_not_name() {
        for bad in [
            // No IP hosts for https: the last label starts with a letter.
            "https://192.0.2.1/cb",
            // Ports 1 to 65535, no leading zeros.
            "https://a.example:0/cb",
            "https://a.example:65536/cb",
            "https://a.example:0443/cb",
            // Only RFC 3986 characters; no user info, no white space.
            "https://a.example/c b",
            "https://a.example/café",
            "https://user@a.example/cb",
            // App schemes are reverse-DNS, lower case, with no authority.
            "com.example.app://callback",
            "Com.example.app:/cb",
            "myapp:/cb",
        ] {
            assert!(RedirectUri::parse_registration(bad).is_err(), "{bad}");
            // What was registered before stays readable.
            let _ = RedirectUri::parse(bad);
        }
    }

    #[test]
    fn redirect_uris() {
        for good in [
            "https://app.example.com/cb",
            "https://app.example.com/cb?x=1",
            "http://127.0.0.1:8080/cb",
            "http://localhost/cb",
            "http://[::1]:9/cb",
            "com.example.app:/oauth2redirect",
        ] {
            assert!(RedirectUri::parse(good).is_ok(), "{good}");
        }
        for bad in [
            "",
            "/relative",
            "http://example.com/cb",
            "https://example.com/cb#frag",
            "javascript:alert(1)",
            "ftp://example.com/",
            "https:///nohost",
        ] {
            assert!(RedirectUri::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn package_names() {
        for good in [
            "com.example.app",
            "org.example.my_app2",
            "com.example.My-App",
        ] {
            assert!(PackageName::parse(good).is_ok(), "{good}");
        }
        for bad in [
            "",
            "app",
            "com..app",
            "com.1app",
            ".com.app",
            "com.app.",
            "com.app/x",
            "com.äpp",
        ] {
            assert!(PackageName::parse(bad).is_err(), "{bad}");
        }
    }
}
