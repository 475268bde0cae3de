//! The account page as shown to a signed-in browser: the profile, the
//! ways to sign in, linked providers, apps with access, and where the
//! user is signed in, each session described for a person to recognise.
//! The handlers that answer with it are in [`super::page`].

use accounts_domain::records::{SessionRecord, UserRecord};
use accounts_domain::timestamp::UtcTimestamp;
use accounts_service::languages::Language;
use accounts_service::own_account::{OwnAccountError, OwnSession};
use accounts_service::second_factor::enrolment::OwnFactors;
use accounts_service::use_cases::sessions::AccountToken;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse};

use crate::common::blocking::{Blocked, blocking};
use crate::common::language::{t, t_with};
use crate::common::state::AppState;
use crate::pages::account::apps::AppsView;
use crate::pages::account::factors;
use crate::pages::account::html::{self, AccountView, ReviewView, SessionLine};
use crate::pages::account::links::LinksView;
use crate::pages::account::sign_in::login;
use crate::pages::common::{csrf_token, html_page, leading_to, session_cookie_value};
use crate::pages::errors::FailurePage;
use crate::pages::factor_html;
use crate::paths;
use accounts_service::use_cases::consent;
use accounts_service::use_cases::second_factor::enrolment;
use accounts_service::use_cases::second_factor::passkeys;
use accounts_service::use_cases::self_service::own_account;
use accounts_service::use_cases::self_service::reset_review::{
    self, ResetReview, ReviewError, WaysIn,
};
use accounts_service::use_cases::upstream::links;
use accounts_service::use_cases::upstream::providers;

/// The page for the browser's session, or the login form.
pub(super) async fn show(
    state: &AppState,
    req: &HttpRequest,
    status: StatusCode,
    notice: Option<&str>,
    error: Option<&str>,
) -> HttpResponse {
    let Some(cookie) = session_cookie_value(state, req) else {
        return login(state, req, status, "", error);
    };
    let accounts = state.accounts.clone();
    let token = cookie.clone();
    let (user, sessions) =
        match blocking(move || own_account::own_account(&accounts, AccountToken::Cookie(&token)))
            .await
        {
            Ok(own) => own,
            Err(Blocked::Failed(OwnAccountError::InvalidAccountToken)) => {
                return login(state, req, status, "", error);
            }
            Err(e) => return e.page(),
        };
    let user_id = user.id;
    let accounts = state.accounts.clone();
    let token = cookie.clone();
    let review =
        match blocking(move || reset_review::own_review(&accounts, AccountToken::Cookie(&token)))
            .await
        {
            Ok(review) => review,
            Err(Blocked::Failed(ReviewError::Repo(e))) => return e.page(),
            Err(Blocked::PoolGone) => return crate::pages::errors::failed(true),
            // The session ended since it was read: the login form.
            Err(Blocked::Failed(_)) => return login(state, req, status, "", error),
        };
    let accounts = state.accounts.clone();
    let factors =
        match blocking(move || enrolment::own_factors(&accounts, AccountToken::Cookie(&cookie)))
            .await
        {
            Ok(factors) => factors,
            Err(e) => return e.page(),
        };
    let accounts = state.accounts.clone();
    let links = match blocking(move || links::links_of(&accounts, user_id)).await {
        Ok(links) => links,
        Err(e) => return e.page(),
    };
    let accounts = state.accounts.clone();
    let apps = match blocking(move || consent::apps_with_access(&accounts, user_id)).await {
        Ok(apps) => apps,
        Err(e) => return e.page(),
    };
    let mut response = HttpResponse::build(status);
    let csrf = csrf_token(state, req, &mut response);
    let providers = providers::upstream_providers(&state.accounts);
    let page = Page {
        review: review.as_ref(),
        csrf: &csrf,
        notice,
        error,
        passkeys_available: passkeys::passkeys_available(&state.accounts),
        links: LinksView {
            action: paths::ACCOUNT_PAGE,
            csrf_token: &csrf,
            providers: &providers,
            links: &links,
        },
        apps: AppsView {
            action: paths::ACCOUNT_PAGE,
            csrf_token: &csrf,
            apps: &apps,
        },
    };
    // Its "Link" forms are answered with a redirect to the provider.
    let targets = providers::upstream_authorization_targets(&state.accounts);
    let targets: Vec<&str> = targets.iter().map(String::as_str).collect();
    leading_to(
        html_page(response, render(&user, &sessions, &factors, &page)),
        &targets,
    )
}

/// What the page shows besides the account.
struct Page<'a> {
    review: Option<&'a ResetReview>,
    csrf: &'a str,
    notice: Option<&'a str>,
    error: Option<&'a str>,
    passkeys_available: bool,
    links: LinksView<'a>,
    apps: AppsView<'a>,
}

fn render(
    user: &UserRecord,
    sessions: &[OwnSession],
    factors: &OwnFactors,
    page: &Page<'_>,
) -> String {
    let p = &user.profile;
    let fields = [
        ("name", t("account-profile-name"), p.name.as_str()),
        ("mobile", t("account-profile-mobile"), p.mobile.as_str()),
        ("picture", t("account-profile-picture"), p.picture.as_str()),
        (
            "countryCode",
            t("account-profile-country-code"),
            p.country_code.as_str(),
        ),
        ("country", t("account-profile-country"), p.country.as_str()),
        ("city", t("account-profile-city"), p.city.as_str()),
        (
            "postalCode",
            t("account-profile-postal-code"),
            p.postal_code.as_str(),
        ),
    ];
    let profile = fields
        .each_ref()
        .map(|(name, label, value)| (*name, label.as_ref(), *value));
    let lines: Vec<SessionLine> = sessions.iter().map(line).collect();
    let passkeys = factors::passkey_lines(factors);
    let reset_at = page.review.map(|r| minute(r.reset_at)).unwrap_or_default();
    let ways_in = page
        .review
        .map(|r| ways_in_lines(&r.ways_in))
        .unwrap_or_default();
    html::account(&AccountView {
        review: page.review.map(|_| ReviewView {
            reset_at: &reset_at,
            ways_in: &ways_in,
        }),
        action: paths::ACCOUNT_PAGE,
        csrf_token: page.csrf,
        email: user.email.as_str(),
        verified: user.email_verified,
        profile: &profile,
        sessions: &lines,
        notice: page.notice,
        error: page.error,
        factors: factor_html::FactorsView {
            action: paths::ACCOUNT_PAGE,
            csrf_token: page.csrf,
            totp: factors.totp,
            recovery_codes_left: factors.recovery_codes_left,
            passkeys: &passkeys,
            passkeys_available: page.passkeys_available,
        },
        links: page.links,
        apps: page.apps,
        language: user.language.as_deref().and_then(Language::supported),
    })
}

/// A time to the minute, as the page shows it: "2026-12-02 10:04 UTC".
fn minute(t: time::OffsetDateTime) -> String {
    let text = UtcTimestamp::new(t).to_string();
    format!("{} UTC", text.get(..16).unwrap_or(&text).replace('T', " "))
}

/// The review's list: one line per way in besides the password.
fn ways_in_lines(ways_in: &WaysIn) -> Vec<String> {
    let mut lines: Vec<String> = ways_in
        .passkeys
        .iter()
        .map(|name| t_with("ways-in-passkey", &[("name", name.as_str().into())]))
        .collect();
    if ways_in.authenticator {
        lines.push(t("ways-in-authenticator").into_owned());
    }
    if ways_in.recovery_codes > 0 {
        lines.push(t_with(
            "ways-in-recovery-codes",
            &[("count", ways_in.recovery_codes.into())],
        ));
    }
    lines.extend(
        ways_in
            .links
            .iter()
            .map(|provider| t_with("ways-in-link", &[("provider", provider.as_str().into())])),
    );
    if !ways_in.sessions.is_empty() {
        let count = u64::try_from(ways_in.sessions.len()).unwrap_or(u64::MAX);
        lines.push(t_with("ways-in-sessions", &[("count", count.into())]));
    }
    lines
}

/// How the page describes a session.
fn line(own: &OwnSession) -> SessionLine {
    let s: &SessionRecord = &own.session;
    let d = &s.details.device;
    let join = |parts: &[&str], sep: &str| {
        parts
            .iter()
            .filter(|p| !p.is_empty())
            .copied()
            .collect::<Vec<_>>()
            .join(sep)
    };
    let hardware = join(&[&d.device.brand, &d.device.model], " ");
    let os = join(&[&d.os.name, &d.os.version], " ");
    let device = join(&[&hardware, &os], " · ");
    let major = d.client.version.split('.').next().unwrap_or_default();
    let client = join(&[&d.client.name, major], " ");
    let geo = &s.details.geo;
    let place = join(&[&geo.city, &geo.country_region, &geo.country], ", ");
    SessionLine {
        id: s.id.to_string(),
        device: if device.is_empty() {
            t("account-session-unknown-device").into_owned()
        } else {
            device
        },
        client: if client.is_empty() {
            t("account-session-unknown-app").into_owned()
        } else {
            client
        },
        place: join(&[&s.details.ip, &place], " · "),
        package: s
            .details
            .package_name
            .as_ref()
            .map(|p| p.as_str().to_owned())
            .unwrap_or_default(),
        when: t_with(
            "account-session-when",
            &[
                ("since", minute(s.id.created_at()).as_str().into()),
                ("active", minute(s.last_seen_at).as_str().into()),
            ],
        ),
        current: own.current,
    }
}
