//! What every page shares: the error pages and their OpenAPI
//! description, sign-in failures as pages, the session cookie, the forms'
//! CSRF token and the reading of a posted form, and the headers of an HTML
//! answer.

use std::borrow::Cow;

use actix_web::cookie::{Cookie, SameSite};
use actix_web::http::StatusCode;
use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, HttpResponseBuilder, web};
use serde::de::DeserializeOwned;

use crate::common::form::{FormError as BodyError, parse_form};
use crate::common::language::{t, t_with};
use crate::common::state::AppState;
use crate::pages::{factor_html, html};
use crate::paths;
use accounts_service::sign_in::{SecondFactorChallenge, SecondFactorMethod};
use accounts_service::use_cases::second_factor::passkeys;
use accounts_service::use_cases::upstream::providers;

/// The browser session: an account token, like the native-app API's bearer.
pub(super) const SESSION_COOKIE: &str = "accounts_session";
/// The session cookie over https: `__Host-` makes browsers refuse one
/// that is not `Secure`, has a `Domain` or another path than `/`, so a
/// sibling subdomain cannot plant a session (login CSRF).
pub(super) const HOST_SESSION_COOKIE: &str = "__Host-accounts_session";
/// Over http (dev mode) the session cookie is sent to the service's paths.
pub(super) const SESSION_PATH: &str = "/accounts/";

/// A page's login form refused the email address and password.
pub(super) fn wrong_credentials() -> Cow<'static, str> {
    t("error-wrong-credentials")
}

/// Too many failed sign-ins for this address or browser.
pub(super) fn throttled() -> Cow<'static, str> {
    t("error-throttled")
}

/// Sign-ins are queued beyond what the service takes now.
pub(super) fn busy() -> Cow<'static, str> {
    t("error-busy")
}

/// A login form came without its email address or password.
pub(super) fn missing_fields() -> Cow<'static, str> {
    t("error-missing-fields")
}

/// A login form's CSRF token was missing, foreign or too old.
pub(super) fn expired_form() -> Cow<'static, str> {
    t("error-expired-form")
}

pub(super) fn cookie_value(req: &HttpRequest, name: &str) -> Option<String> {
    req.cookie(name).map(|c| c.value().to_owned())
}

/// `page` with `Retry-After: seconds`, when there are any.
pub(super) fn with_retry_after(mut page: HttpResponse, seconds: Option<i64>) -> HttpResponse {
    if let Some(seconds) = seconds {
        page.headers_mut()
            .insert(header::RETRY_AFTER, header::HeaderValue::from(seconds));
    }
    page
}

/// A redirect that no cache keeps (it may carry a code or an id_token).
pub(super) fn see(mut response: HttpResponseBuilder, location: &str) -> HttpResponse {
    response
        .insert_header((header::LOCATION, location))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .finish()
}

/// An HTML answer with the headers every page of ours has: not cached, not
/// framed (clickjacking), no inline scripts: only our own script files,
/// which may call only this origin (the passkey script); its forms post
/// only to this service (`form-action 'self'`: a form injected into a
/// page cannot send what is typed elsewhere). A page whose forms are
/// answered with a redirect elsewhere says so with [`leading_to`].
pub(super) fn html_page(mut response: HttpResponseBuilder, html: String) -> HttpResponse {
    response
        .insert_header((header::CONTENT_TYPE, "text/html; charset=utf-8"))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .insert_header((header::X_FRAME_OPTIONS, "DENY"))
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .insert_header((
            header::CONTENT_SECURITY_POLICY,
            content_security_policy(&[]),
        ))
        // `same-origin`, not `no-referrer`: with `no-referrer` browsers send
        // `Origin: null` on our own form posts, which the CSRF check must
        // then refuse; cross-origin navigations still carry no referrer.
        .insert_header((header::REFERRER_POLICY, "same-origin"))
        .body(html)
}

/// The pages' Content-Security-Policy, their forms allowed to lead to
/// this service and to the `elsewhere` sources ([`form_source`]).
fn content_security_policy(elsewhere: &[String]) -> String {
    let mut form_action = String::from("'self'");
    for source in elsewhere {
        if !form_action.split(' ').any(|s| s == source) {
            form_action.push(' ');
            form_action.push_str(source);
        }
    }
    format!(
        "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; \
         form-action {form_action}; frame-ancestors 'none'; base-uri 'none'"
    )
}

/// `page` (an [`html_page`]) whose forms may also lead, through the
/// redirects that answer them, to `targets` (URLs: the redirect URI of
/// the authorization request a login, second-step or consent form
/// carries, a logout's `post_logout_redirect_uri`, an upstream
/// provider's authorization endpoint). Browsers hold a form's redirects
/// to `form-action` as well (Chromium does), so the page's policy names
/// each target's source; nothing else is added (docs/decisions.md,
/// "Standard face", `form-action`).
pub(super) fn leading_to(mut page: HttpResponse, targets: &[&str]) -> HttpResponse {
    let sources: Vec<String> = targets.iter().filter_map(|t| form_source(t)).collect();
    if let Ok(policy) = header::HeaderValue::from_str(&content_security_policy(&sources)) {
        page.headers_mut()
            .insert(header::CONTENT_SECURITY_POLICY, policy);
    }
    page
}

/// The CSP source that lets a form lead to `target`: its origin for
/// `https` and `http` (`https://app.example.com`, `http://127.0.0.1:8123`;
/// a path would not be matched after a redirect anyway), its scheme for an
/// app's own (`com.example.app:`) and for an IPv6 loopback address, which
/// a CSP host cannot name (`http:`). `None` for anything else.
fn form_source(target: &str) -> Option<String> {
    let url = url::Url::parse(target).ok()?;
    let scheme = url.scheme();
    let scheme_only = Some(format!("{scheme}:"));
    if !matches!(scheme, "https" | "http") {
        return scheme_only;
    }
    let host = match url.host()? {
        url::Host::Domain(name) => name.to_owned(),
        url::Host::Ipv4(ip) => ip.to_string(),
        url::Host::Ipv6(_) => return scheme_only,
    };
    // What a CSP host may hold (the url crate gives it lower-cased and
    // punycoded): nothing that could end the directive.
    if !host
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-')
    {
        return None;
    }
    Some(match url.port() {
        Some(port) => format!("{scheme}://{host}:{port}"),
        None => format!("{scheme}://{host}"),
    })
}

pub(super) fn message(status: StatusCode, title: &str, text: &str) -> HttpResponse {
    html_page(HttpResponse::build(status), html::message(title, text))
}

/// Reads a form posted from one of our pages: one from another site, a
/// malformed or an oversized one gets an error page.
pub(super) async fn read_page_form<T: DeserializeOwned>(
    state: &AppState,
    req: &HttpRequest,
    payload: web::Payload,
) -> Result<T, HttpResponse> {
    if state.csrf.is_cross_site(req) {
        return Err(cross_site());
    }
    read_form(req, payload).await
}

/// Reads a form body; malformed or oversized forms get an error page.
pub(super) async fn read_form<T: DeserializeOwned>(
    req: &HttpRequest,
    payload: web::Payload,
) -> Result<T, HttpResponse> {
    parse_form(req, payload)
        .await
        .map_err(|failure| match failure {
            BodyError::TooLarge => message(
                StatusCode::PAYLOAD_TOO_LARGE,
                &t("error-form-title"),
                &t("error-form-too-large"),
            ),
            BodyError::NotForm | BodyError::Unreadable | BodyError::Malformed => message(
                StatusCode::BAD_REQUEST,
                &t("error-form-title"),
                &t("error-form-unreadable"),
            ),
        })
}

/// The browser session cookie for `value` (docs/decisions.md, "Browser
/// forms and CSRF").
pub(super) fn session_cookie(state: &AppState, value: String) -> Cookie<'static> {
    let secure = state.secure_cookies();
    Cookie::build(session_cookie_name(state), value)
        .path(if secure { "/" } else { SESSION_PATH })
        .http_only(true)
        .same_site(SameSite::Lax)
        .secure(secure)
        .finish()
}

/// The cookie that binds a sign-in's second-factor challenge to the
/// browser that gave the password: five minutes, this site only.
pub(super) const MFA_COOKIE: ShortCookie = ShortCookie {
    name: "accounts_mfa",
    path: SESSION_PATH,
    same_site: SameSite::Strict,
    minutes: 5,
};

/// The challenge cookie for `value` (empty, with `removal`, to clear it).
pub(super) fn mfa_cookie(state: &AppState, value: String, removal: bool) -> Cookie<'static> {
    MFA_COOKIE.cookie(state, value, removal)
}

/// The browser's second-factor challenge, if it has one.
pub(super) fn mfa_cookie_value(state: &AppState, req: &HttpRequest) -> Option<String> {
    MFA_COOKIE.value(state, req)
}

/// A page's short-lived cookie: HttpOnly, `Secure` over https, for its
/// minutes; the same name and path emptied and expired to clear it.
/// Over https its name is `__Host-` prefixed and its path `/`, like the
/// session cookie's: browsers then refuse one that is not `Secure`, has a
/// `Domain` or another path, so a sibling subdomain cannot plant it (and
/// with it sign a browser into the attacker's account; issue 34, finding
/// 7). Over plain http (dev mode) it keeps its name and narrower path.
#[derive(Debug, Clone, Copy)]
pub(super) struct ShortCookie {
    pub(super) name: &'static str,
    pub(super) path: &'static str,
    pub(super) same_site: SameSite,
    pub(super) minutes: i64,
}

impl ShortCookie {
    /// The cookie's name on this server.
    fn name_on(&self, state: &AppState) -> String {
        if state.secure_cookies() {
            format!("__Host-{}", self.name)
        } else {
            self.name.to_owned()
        }
    }

    /// The cookie holding `value`, or (with `removal`) the one that clears it.
    pub(super) fn cookie(&self, state: &AppState, value: String, removal: bool) -> Cookie<'static> {
        let secure = state.secure_cookies();
        let mut cookie = Cookie::build(self.name_on(state), value)
            .path(if secure { "/" } else { self.path })
            .http_only(true)
            .same_site(self.same_site)
            .secure(secure)
            .max_age(actix_web::cookie::time::Duration::minutes(self.minutes))
            .finish();
        if removal {
            cookie.make_removal();
        }
        cookie
    }

    /// The value the browser sent, under this server's name for it (an
    /// unprefixed one is ignored over https).
    pub(super) fn value(&self, state: &AppState, req: &HttpRequest) -> Option<String> {
        cookie_value(req, &self.name_on(state))
    }
}

/// Where a page's second step posts: the code, and the passkey's answer
/// (with the fields each carries along).
#[derive(Debug)]
pub(super) struct SecondStepTargets<'a> {
    /// The code form's target.
    pub code: &'a str,
    /// The passkey form's target.
    pub passkey: &'a str,
    /// Fields both carry (the authorization request).
    pub hidden: &'a [(&'a str, &'a str)],
    /// Fields only the passkey form carries (which action it is).
    pub passkey_hidden: &'a [(&'a str, &'a str)],
}

/// The second step after a right password: a code form, a passkey form,
/// or both, as the user's factors allow; the challenge becomes the
/// browser's cookie. `purpose` says what signing in is for.
pub(super) fn second_factor_page(
    state: &AppState,
    req: &HttpRequest,
    targets: &SecondStepTargets<'_>,
    purpose: &str,
    challenge: &SecondFactorChallenge,
) -> HttpResponse {
    let mut response = HttpResponse::Ok();
    response.cookie(mfa_cookie(
        state,
        challenge.token.expose().to_owned(),
        false,
    ));
    let csrf_token = csrf_token(state, req, &mut response);
    let code = challenge.methods.iter().any(|m| {
        matches!(
            m,
            SecondFactorMethod::Totp | SecondFactorMethod::RecoveryCode
        )
    });
    let passkey = challenge.methods.contains(&SecondFactorMethod::Passkey)
        && passkeys::passkeys_available(&state.accounts);
    let how = match (code, passkey) {
        (true, true) => "page-second-step-code-or-passkey",
        (false, true) => "page-second-step-passkey",
        _ => "page-second-step-code",
    };
    let lead = t_with(how, &[("purpose", purpose.into())]);
    let passkey_hidden: Vec<(&str, &str)> = targets
        .hidden
        .iter()
        .chain(targets.passkey_hidden)
        .chain(&[("second_factor", "1")])
        .copied()
        .collect();
    let html = factor_html::second_step(&factor_html::SecondStepView {
        lead: &lead,
        action: targets.code,
        hidden: targets.hidden,
        csrf_token: &csrf_token,
        // Without another way in, the code form stays (a refusal beats a
        // page with nothing to do).
        code: code || !passkey,
        passkey: passkey.then_some(factor_html::PasskeyForm {
            action: targets.passkey,
            hidden: &passkey_hidden,
            csrf_token: &csrf_token,
            button: &t("page-second-step-use-passkey"),
            autofill: false,
        }),
        error: None,
    });
    html_page(response, html)
}

pub(super) fn session_cookie_name(state: &AppState) -> &'static str {
    if state.secure_cookies() {
        HOST_SESSION_COOKIE
    } else {
        SESSION_COOKIE
    }
}

/// The browser's session cookie, under the name this service sets it.
pub(super) fn session_cookie_value(state: &AppState, req: &HttpRequest) -> Option<String> {
    cookie_value(req, session_cookie_name(state))
}

/// The CSRF token for a form; the browser's CSRF cookie is set on
/// `response` when it has none yet.
pub(super) fn csrf_token(
    state: &AppState,
    req: &HttpRequest,
    response: &mut HttpResponseBuilder,
) -> String {
    let (token, cookie) = state.csrf.issue(req, state.accounts.now());
    if let Some(cookie) = cookie {
        response.cookie(cookie);
    }
    token
}

/// Whether the form's CSRF token was issued to this browser, recently.
pub(super) fn csrf_ok(state: &AppState, req: &HttpRequest, token: Option<&str>) -> bool {
    state.csrf.verify(req, token, state.accounts.now())
}

/// The page for a form posted from another site.
pub(super) fn cross_site() -> HttpResponse {
    message(
        StatusCode::FORBIDDEN,
        &t("error-cross-site-title"),
        &t("error-cross-site-text"),
    )
}

/// Each upstream provider's label and the start of its round trip, with
/// `query` (what brings the browser back) carried along.
pub(super) fn upstream_buttons(state: &AppState, query: &str) -> Vec<(String, String)> {
    providers::upstream_providers(&state.accounts)
        .into_iter()
        .map(|p| {
            let start = upstream_start(&p.id, query);
            (p.name, start)
        })
        .collect()
}

/// The link that starts a round trip through provider `id` (a configured
/// one, or an organization's) with `query` carried on.
pub(super) fn upstream_start(id: &str, query: &str) -> String {
    format!("{}?{query}", paths::UPSTREAM_START.replace("{id}", id))
}

/// The account pages' login form: a password, a provider ("Sign in with
/// …", back to the account pages), or a passkey when passkeys
/// are on (the login page offers the autofill; here the button is enough,
/// and a password stays typeable without a passkey prompt racing it). It
/// posts to the account page, which leads on (`account::delete::after_sign_in`).
pub(super) fn login_html(
    state: &AppState,
    csrf: &str,
    lead: &str,
    email: &str,
    error: Option<&str>,
    signup: bool,
) -> String {
    let upstreams = upstream_buttons(state, "account=1");
    html::login(&html::LoginView {
        lead,
        action: paths::ACCOUNT_PAGE,
        hidden: &[],
        csrf_token: csrf,
        email,
        error,
        signup: signup.then_some(paths::SIGNUP_PAGE),
        passkey: passkeys::passkeys_available(&state.accounts).then_some(
            factor_html::PasskeyForm {
                action: paths::ACCOUNT_PAGE,
                hidden: &[("action", "passkey_sign_in")],
                csrf_token: csrf,
                button: &t("page-login-passkey"),
                autofill: false,
            },
        ),
        upstreams: &upstreams,
        organization: Some(&format!("{}?account=1", paths::ORGANIZATION_LOGIN)),
        code: state
            .accounts
            .config()
            .sign_in_codes
            .enabled
            .then_some(paths::CODE_LOGIN),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_form_may_lead_to_its_targets_origin_and_nowhere_else() {
        for (target, source) in [
            (
                "https://app.example.com/callback?x=1",
                Some("https://app.example.com"),
            ),
            (
                "https://App.Example.com:8443/cb",
                Some("https://app.example.com:8443"),
            ),
            (
                "http://127.0.0.1:51234/callback",
                Some("http://127.0.0.1:51234"),
            ),
            ("http://localhost:8080/", Some("http://localhost:8080")),
            (
                "https://bücher.example/cb",
                Some("https://xn--bcher-kva.example"),
            ),
            ("com.example.app:/callback", Some("com.example.app:")),
            ("http://[::1]:8080/callback", Some("http:")),
            ("not a url", None),
        ] {
            assert_eq!(form_source(target).as_deref(), source, "{target}");
        }
        let policy = content_security_policy(&[
            "https://app.example.com".into(),
            "https://app.example.com".into(),
        ]);
        assert!(
            policy.contains("; form-action 'self' https://app.example.com; "),
            "{policy}"
        );
        assert!(content_security_policy(&[]).contains("; form-action 'self'; "));
    }
}
