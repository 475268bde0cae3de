//! Defences of the browser forms against cross-site request forgery
//! (docs/decisions.md, "Browser forms and CSRF"):
//!
//! - every state-changing form POST (login, logout) is refused when the
//!   browser says it comes from another site: `Sec-Fetch-Site` other than
//!   `same-origin` or `none`, or an `Origin` other than ours. A request
//!   with neither header (an old browser, a script) is judged by its token
//!   alone;
//! - the form carries a token bound to a per-browser random value (the
//!   CSRF cookie) and to the time it was made: `{issued}.{MAC(cookie,
//!   issued)}` under a key derived from the master key, valid for
//!   [`TOKEN_TTL`]. A token from another browser, or an old one, fails;
//! - over https the cookie is `__Host-` prefixed: `Secure`, `Path=/`, no
//!   `Domain`, so a sibling subdomain cannot plant its own.

use accounts_domain::keys::DerivedKey;
use accounts_domain::secrets::PlainSecret;
use actix_web::HttpRequest;
use actix_web::cookie::{Cookie, SameSite};
use actix_web::http::header;
use time::{Duration, OffsetDateTime};

/// How long a form's token is accepted: long enough to fill in a form
/// after a coffee, short enough that a leaked token soon stops working.
pub const TOKEN_TTL: Duration = Duration::hours(2);
/// Tokens dated this far in the future (clock skew between instances)
/// are still accepted.
const SKEW: Duration = Duration::minutes(1);
/// The cookie's value: 256 random bits, base64url.
const COOKIE_LEN: usize = 43;

/// Issues and checks the forms' CSRF tokens for one service.
pub struct Csrf {
    key: DerivedKey,
    secure: bool,
    origin: String,
}

impl std::fmt::Debug for Csrf {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Csrf")
            .field("origin", &self.origin)
            .finish_non_exhaustive()
    }
}

impl Csrf {
    /// CSRF protection for a service at `public_url` (its issuer), with
    /// `key` derived from the master key so that every instance accepts
    /// every instance's forms.
    pub fn new(key: DerivedKey, public_url: &str) -> Self {
        let origin = url::Url::parse(public_url)
            .map(|u| u.origin().ascii_serialization())
            .unwrap_or_default();
        Self {
            key,
            secure: public_url.starts_with("https://"),
            origin,
        }
    }

    /// The cookie's name: `__Host-` prefixed over https.
    pub fn cookie_name(&self) -> &'static str {
        if self.secure {
            "__Host-accounts_csrf"
        } else {
            "accounts_csrf"
        }
    }

    /// The browser's CSRF cookie value, if it has a well-formed one.
    fn browser_value(&self, req: &HttpRequest) -> Option<String> {
        req.cookie(self.cookie_name())
            .map(|c| c.value().to_owned())
            .filter(|v| v.len() == COOKIE_LEN)
    }

    /// A token for a form rendered now, and the cookie to set when the
    /// browser has none yet.
    pub fn issue(
        &self,
        req: &HttpRequest,
        now: OffsetDateTime,
    ) -> (String, Option<Cookie<'static>>) {
        let (value, cookie) = match self.browser_value(req) {
            Some(value) => (value, None),
            None => {
                let value = PlainSecret::generate().expose().to_owned();
                let cookie = Cookie::build(self.cookie_name(), value.clone())
                    .path(if self.secure { "/" } else { "/accounts/" })
                    .http_only(true)
                    .same_site(SameSite::Lax)
                    .secure(self.secure)
                    .finish();
                (value, Some(cookie))
            }
        };
        let issued = now.unix_timestamp();
        let tag = self.key.tag(&signed_text(&value, issued));
        (format!("{issued}.{tag}"), cookie)
    }

    /// Whether `token` was issued to this browser within [`TOKEN_TTL`].
    pub fn verify(&self, req: &HttpRequest, token: Option<&str>, now: OffsetDateTime) -> bool {
        let (Some(value), Some(token)) = (self.browser_value(req), token) else {
            return false;
        };
        let Some((issued, tag)) = token.split_once('.') else {
            return false;
        };
        let Ok(issued) = issued.parse::<i64>() else {
            return false;
        };
        let Ok(at) = OffsetDateTime::from_unix_timestamp(issued) else {
            return false;
        };
        if at > now + SKEW || now - at >= TOKEN_TTL {
            return false;
        }
        self.key.verify(&signed_text(&value, issued), tag)
    }

    /// Whether the browser says the request comes from another site.
    pub fn is_cross_site(&self, req: &HttpRequest) -> bool {
        let headers = req.headers();
        if let Some(site) = headers.get("sec-fetch-site") {
            return !matches!(site.to_str(), Ok("same-origin" | "none"));
        }
        match headers.get(header::ORIGIN).map(|o| o.to_str()) {
            None => false,
            Some(Ok(origin)) => !origin.eq_ignore_ascii_case(&self.origin),
            Some(Err(_)) => true,
        }
    }
}

fn signed_text(value: &str, issued: i64) -> Vec<u8> {
    format!("{value}.{issued}").into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;
    use accounts_domain::keys::MasterKey;
    use actix_web::test::TestRequest;
    use time::macros::datetime;

    const NOW: OffsetDateTime = datetime!(2026-11-21 17:04:05 UTC);

    fn csrf(url: &str) -> Csrf {
        Csrf::new(MasterKey::generate().derive("csrf"), url)
    }

    fn with_cookie(csrf: &Csrf, value: &str) -> HttpRequest {
        TestRequest::default()
            .cookie(Cookie::new(csrf.cookie_name(), value.to_owned()))
            .to_http_request()
    }

    #[test]
    fn a_token_is_bound_to_its_browser_and_expires() {
        let csrf = csrf("https://id.example.com");
        let (token, cookie) = csrf.issue(&TestRequest::default().to_http_request(), NOW);
        let cookie = cookie.expect("a first form sets the cookie");
        assert_eq!(cookie.name(), "__Host-accounts_csrf");
        assert_eq!((cookie.path(), cookie.secure()), (Some("/"), Some(true)));
        let browser = with_cookie(&csrf, cookie.value());
        assert!(csrf.verify(&browser, Some(&token), NOW));
        assert!(csrf.verify(
            &browser,
            Some(&token),
            NOW + TOKEN_TTL - Duration::seconds(1)
        ));
        assert!(
            !csrf.verify(&browser, Some(&token), NOW + TOKEN_TTL),
            "expired"
        );
        let other = with_cookie(&csrf, PlainSecret::generate().expose());
        assert!(!csrf.verify(&other, Some(&token), NOW), "another browser");
        let (_, tag) = token.split_once('.').expect("issued.tag");
        let redated = format!("{}.{tag}", NOW.unix_timestamp() + 3600);
        assert!(
            !csrf.verify(&browser, Some(&redated), NOW),
            "the date is signed"
        );
        assert!(!csrf.verify(&browser, None, NOW));
    }

    #[test]
    fn plain_http_uses_the_unprefixed_cookie() {
        let csrf = csrf("http://127.0.0.1:8080");
        let (_, cookie) = csrf.issue(&TestRequest::default().to_http_request(), NOW);
        let cookie = cookie.expect("a cookie");
        assert_eq!(
            (cookie.name(), cookie.secure()),
            ("accounts_csrf", Some(false))
        );
    }

    #[test]
    fn cross_site_posts_are_recognised() {
        let csrf = csrf("https://id.example.com");
        let judge = |headers: &[(&str, &str)]| {
            let mut req = TestRequest::post();
            for (name, value) in headers {
                req = req.insert_header((*name, *value));
            }
            csrf.is_cross_site(&req.to_http_request())
        };
        assert!(!judge(&[]), "no header: judged by the token alone");
        assert!(!judge(&[("origin", "https://id.example.com")]));
        assert!(!judge(&[
            ("sec-fetch-site", "same-origin"),
            ("origin", "https://id.example.com")
        ]));
        assert!(judge(&[("origin", "https://evil.example")]));
        assert!(judge(&[("origin", "null")]));
        assert!(
            judge(&[("origin", "http://id.example.com")]),
            "scheme counts"
        );
        assert!(judge(&[("sec-fetch-site", "cross-site")]));
        assert!(judge(&[("sec-fetch-site", "same-site")]));
    }
}
