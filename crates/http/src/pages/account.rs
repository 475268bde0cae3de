//! The account page, behind the browser session: the profile, a password
//! change, and where the user is signed in, with "sign out" per session
//! and everywhere else. A browser that is not signed in gets the login
//! form here. The use cases are the account-token face's
//! (`accounts_service::own_account`): the session cookie is an account
//! token.

use accounts_domain::records::{SessionRecord, UserRecord};
use accounts_domain::repository::RepoError;
use accounts_domain::timestamp::UtcTimestamp;
use accounts_service::browser_sign_in::SignInFailure;
use accounts_service::email_change::EmailChange;
use accounts_service::own_account::{OwnAccountError, OwnSession, ProfileChanges};
use accounts_service::second_factor::enrolment::OwnFactors;
use accounts_service::sign_in::{Attempt, SignInError};
use accounts_service::upstream::unlink::UnlinkError;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use accounts_service::languages::Language;

use crate::common::blocking::{Blocked, blocking};
use crate::common::extract::{ClientIp, Locale, UserAgent};
use crate::common::language::{t, t_with};
use crate::common::state::AppState;
use crate::pages::account_apps::AppsView;
use crate::pages::account_delete;
use crate::pages::account_factors::{self, Answer, FactorFields};
use crate::pages::account_links::LinksView;
use crate::pages::common::{
    SecondStepTargets, csrf_ok, csrf_token, html_page, login_html, mfa_cookie, mfa_cookie_value,
    read_page_form, second_factor_page, see, session_cookie, session_cookie_value,
    with_retry_after,
};
use crate::pages::errors::{FailurePage, PageFailures, sign_in_failure};
use crate::pages::factor_html;
use crate::pages::html::{self, AccountView, SessionLine};
use crate::paths;
use accounts_service::use_cases::browser_sign_in;
use accounts_service::use_cases::consent;
use accounts_service::use_cases::second_factor::enrolment;
use accounts_service::use_cases::second_factor::passkeys;
use accounts_service::use_cases::self_service::email_change;
use accounts_service::use_cases::self_service::own_account;
use accounts_service::use_cases::upstream::links;
use accounts_service::use_cases::upstream::providers;

/// What the last action did (after its redirect).
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct DoneQuery {
    /// `profile`, `password`, `signed_out` or `signed_out_others`.
    done: Option<String>,
}

/// The page's forms: sign-in (email, password) or one `action`.
#[derive(Debug, Default, Deserialize, ToSchema)]
pub(crate) struct AccountForm {
    /// `profile`, `password`, `email`, `end_session`, `end_others`, `unlink`,
    /// `revoke_app`, `language`, `totp_start`,
    /// `totp_confirm`, `totp_remove`, `passkey_add`, `passkey_rename`,
    /// `passkey_delete` or `passkey_sign_in`; none with
    /// `email` and `password`: the login form; none with `code`: its
    /// second step.
    pub(super) action: Option<String>,
    /// The second factor's code (the login form's second step).
    pub(super) code: Option<String>,
    /// Login form; the new address of `email`.
    pub(super) email: Option<String>,
    /// Login form.
    pub(super) password: Option<String>,
    /// Password change; the password of `email`.
    pub(super) current_password: Option<String>,
    /// Password change.
    pub(super) new_password: Option<String>,
    /// `end_session`: which.
    pub(super) session_id: Option<String>,
    /// Profile; a passkey's name (add, rename).
    pub(super) name: Option<String>,
    /// Profile.
    pub(super) mobile: Option<String>,
    /// Profile.
    pub(super) picture: Option<String>,
    /// Profile.
    #[serde(rename = "countryCode")]
    pub(super) country_code: Option<String>,
    /// Profile.
    pub(super) country: Option<String>,
    /// Profile.
    pub(super) city: Option<String>,
    /// Profile.
    #[serde(rename = "postalCode")]
    pub(super) postal_code: Option<String>,
    /// Passkeys: which one (rename, delete).
    pub(super) passkey_id: Option<String>,
    /// Passkeys: the authenticator's answer as JSON (add, sign in).
    pub(super) credential: Option<String>,
    /// `unlink`: which provider.
    pub(super) provider: Option<String>,
    /// `revoke_app`: which app.
    pub(super) client_id: Option<String>,
    /// Passkey sign-in: the options' `challengeId`.
    pub(super) challenge_id: Option<String>,
    /// Passkey sign-in: `1` on the second step after a password.
    pub(super) second_factor: Option<String>,
    /// `language`: the supported tag picked.
    pub(super) language: Option<String>,
    /// The MAC of the browser's CSRF cookie, from the form.
    pub(super) csrf_token: Option<String>,
}

#[utoipa::path(
    get,
    path = "/accounts/account",
    tag = "browser",
    params(DoneQuery),
    responses(
        (status = 200, description = "The account page when signed in (profile, password, sessions), else the login form", content_type = "text/html", body = String),
        PageFailures,
    )
)]
/// `GET /accounts/account`.
pub(crate) async fn page(state: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    let done = serde_urlencoded::from_str::<DoneQuery>(req.query_string())
        .unwrap_or_default()
        .done;
    let notice = done.as_deref().and_then(|d| match d {
        "profile" => Some("account-profile-saved"),
        "password" => Some("account-password-changed"),
        "email_requested" => Some("account-email-requested"),
        "signed_out" => Some("account-session-signed-out"),
        "signed_out_others" => Some("account-others-signed-out"),
        "totp_removed" => Some("factors-totp-removed"),
        "passkey_added" => Some("factors-passkey-added"),
        "passkey_renamed" => Some("factors-passkey-renamed"),
        "passkey_removed" => Some("factors-passkey-removed"),
        "linked" => Some("links-linked"),
        "unlinked" => Some("links-unlinked"),
        "app_removed" => Some("apps-removed"),
        "console_needs_factor" => Some("account-console-needs-factor"),
        "language" => Some("account-language-saved"),
        _ => None,
    });
    let notice = notice.map(t);
    show(&state, &req, StatusCode::OK, notice.as_deref(), None).await
}

/// The page for the browser's session, or the login form.
async fn show(
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
    let (user, sessions) = match blocking(move || own_account::own_account(&accounts, &token)).await
    {
        Ok(own) => own,
        Err(Blocked::Failed(OwnAccountError::InvalidAccountToken)) => {
            return login(state, req, status, "", error);
        }
        Err(e) => return e.page(),
    };
    let user_id = user.id;
    let accounts = state.accounts.clone();
    let factors = match blocking(move || enrolment::own_factors(&accounts, &cookie)).await {
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
    html_page(response, render(&user, &sessions, &factors, &page))
}

/// What the page shows besides the account.
struct Page<'a> {
    csrf: &'a str,
    notice: Option<&'a str>,
    error: Option<&'a str>,
    passkeys_available: bool,
    links: LinksView<'a>,
    apps: AppsView<'a>,
}

fn login(
    state: &AppState,
    req: &HttpRequest,
    status: StatusCode,
    email: &str,
    error: Option<&str>,
) -> HttpResponse {
    login_to(state, req, status, &t("account-login-lead"), email, error)
}

fn login_to(
    state: &AppState,
    req: &HttpRequest,
    status: StatusCode,
    lead: &str,
    email: &str,
    error: Option<&str>,
) -> HttpResponse {
    let mut response = HttpResponse::build(status);
    let csrf = csrf_token(state, req, &mut response);
    let signup = state.accounts.config().registration_open;
    let html = login_html(state, &csrf, lead, email, error, signup);
    html_page(response, html)
}

/// Adding or removing a way to sign in needs a recent sign-in, with both
/// factors where the user has two (`REAUTHENTICATION_REQUIRED`): the login
/// form, whose sign-in (and second step) opens a fresh session and comes
/// back to the account page.
pub(super) fn sign_in_again(state: &AppState, req: &HttpRequest) -> HttpResponse {
    login_to(
        state,
        req,
        StatusCode::FORBIDDEN,
        &t("account-sign-in-again-lead"),
        "",
        Some(&t("account-sign-in-again")),
    )
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
    let passkeys = account_factors::passkey_lines(factors);
    html::account(&AccountView {
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
    let minute = |t| {
        let text = UtcTimestamp::new(t).to_string();
        format!("{} UTC", text.get(..16).unwrap_or(&text).replace('T', " "))
    };
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

#[utoipa::path(
    post,
    path = "/accounts/account",
    tag = "browser",
    request_body(content = AccountForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "The login form: the browser's session has ended", content_type = "text/html", body = String),
        (status = 303, description = "Done (signed in, profile saved, password changed, a session or every other one signed out): back to the page, with the session cookie after a sign-in", headers(("Location" = String))),
        (status = 400, description = "The page again: a field breaks a rule", content_type = "text/html", body = String),
        (status = 401, description = "The page again: wrong (current) password", content_type = "text/html", body = String),
        (status = 403, description = "The page again: its CSRF token was not issued to this browser or expired; or a page refusing a form from another site", content_type = "text/html", body = String),
        (status = 429, description = "The page again: too many wrong passwords", content_type = "text/html", body = String),
        PageFailures,
    )
)]
/// `POST /accounts/account`.
pub(crate) async fn submit(
    state: web::Data<AppState>,
    req: HttpRequest,
    ClientIp(ip): ClientIp,
    UserAgent(user_agent): UserAgent,
    locale: Locale,
    payload: web::Payload,
) -> HttpResponse {
    let form: AccountForm = match read_page_form(&state, &req, payload).await {
        Ok(form) => form,
        Err(answer) => return answer,
    };
    let csrf_valid = csrf_ok(&state, &req, form.csrf_token.as_deref());
    if form.action.as_deref() == Some("passkey_sign_in") {
        if !csrf_valid {
            return login(
                &state,
                &req,
                StatusCode::FORBIDDEN,
                "",
                Some(&t("account-form-expired")),
            );
        }
        let posted = (
            form.challenge_id.as_deref(),
            form.credential.as_deref(),
            form.second_factor.as_deref(),
        );
        let from = (ip, user_agent, locale.pick(None));
        let (outcome, spent) = account_factors::passkey_sign_in(&state, &req, posted, from).await;
        return signed_in_answer(&state, &req, outcome, spent);
    }
    let Some(action) = form.action.clone() else {
        let email = form.email.clone().unwrap_or_default().trim().to_owned();
        if !csrf_valid {
            return login(
                &state,
                &req,
                StatusCode::FORBIDDEN,
                &email,
                Some(&t("account-form-expired")),
            );
        }
        if let Some(code) = form.code {
            return second_factor(&state, &req, code, ip).await;
        }
        let attempt = Attempt {
            email: email.clone(),
            password: form.password.unwrap_or_default(),
            package_name: None,
            ip,
            user_agent,
            locale: locale.pick(None),
        };
        let accounts = state.accounts.clone();
        return match blocking(move || browser_sign_in::sign_in_on_page(&accounts, attempt)).await {
            Ok(Ok((_, token))) => {
                let mut response = HttpResponse::SeeOther();
                response.cookie(session_cookie(&state, token.expose().to_owned()));
                see(response, account_delete::after_sign_in(&state, &req))
            }
            Ok(Err(SignInFailure::SecondFactorRequired(challenge))) => second_factor_page(
                &state,
                &req,
                &SecondStepTargets {
                    code: paths::ACCOUNT_PAGE,
                    passkey: paths::ACCOUNT_PAGE,
                    hidden: &[],
                    passkey_hidden: &[("action", "passkey_sign_in")],
                },
                &t("account-second-step-purpose"),
                &challenge,
            ),
            Ok(Err(refused)) => {
                let (status, text, retry_after) = sign_in_failure(&refused);
                with_retry_after(
                    login(&state, &req, status, &email, Some(&text)),
                    retry_after,
                )
            }
            Err(e) => e.page(),
        };
    };
    if !csrf_valid {
        return show(
            &state,
            &req,
            StatusCode::FORBIDDEN,
            None,
            Some(&t("account-form-expired")),
        )
        .await;
    }
    let Some(cookie) = session_cookie_value(&state, &req) else {
        return login(&state, &req, StatusCode::OK, "", None);
    };
    if action.starts_with("totp_") || action.starts_with("passkey_") {
        let fields = FactorFields {
            action,
            code: form.code,
            name: form.name,
            passkey_id: form.passkey_id,
            credential: form.credential,
        };
        return match account_factors::act(&state, &req, cookie, fields, ip).await {
            Some(Answer::Page(page)) => page,
            Some(Answer::Again(status, text)) => {
                show(&state, &req, status, None, Some(&text)).await
            }
            Some(Answer::SignedOut) => login(&state, &req, StatusCode::OK, "", None),
            Some(Answer::SignInAgain) => sign_in_again(&state, &req),
            None => unknown_action(&state, &req).await,
        };
    }
    if action == "language" {
        return keep_language(&state, &req, cookie, form.language.as_deref()).await;
    }
    let accounts = state.accounts.clone();
    let outcome = match action.as_str() {
        "profile" => {
            let changes = ProfileChanges {
                name: form.name,
                mobile: form.mobile,
                picture: form.picture,
                country_code: form.country_code,
                country: form.country,
                country_region_code: None,
                country_region: None,
                city: form.city,
                postal_code: form.postal_code,
                locale: None,
            };
            blocking(move || {
                own_account::update_own_profile(&accounts, &cookie, changes, &ip).map(drop)
            })
            .await
            .map(|()| "profile")
        }
        "password" => {
            let current = form.current_password.unwrap_or_default();
            let new = form.new_password.unwrap_or_default();
            blocking(move || {
                own_account::change_own_password(&accounts, &cookie, &current, &new, &ip)
            })
            .await
            .map(|()| "password")
        }
        "email" => {
            let change = EmailChange {
                account_token: cookie,
                email: form.email.unwrap_or_default(),
                password: form.current_password.unwrap_or_default(),
                ip,
            };
            blocking(move || email_change::request_email_change(&accounts, change))
                .await
                .map(|()| "email_requested")
        }
        "end_session" => {
            let id = form.session_id.unwrap_or_default();
            blocking(move || own_account::end_own_session(&accounts, &cookie, &id, &ip))
                .await
                .map(|()| "signed_out")
        }
        "end_others" => {
            blocking(move || own_account::end_other_sessions(&accounts, &cookie, &ip).map(drop))
                .await
                .map(|()| "signed_out_others")
        }
        "revoke_app" => {
            let client = form.client_id.unwrap_or_default();
            blocking(move || consent::revoke_own_app(&accounts, &cookie, &client, &ip))
                .await
                .map(|()| "app_removed")
        }
        "unlink" => {
            let provider = form.provider.unwrap_or_default();
            return match blocking(move || links::unlink_own(&accounts, &cookie, &provider, &ip))
                .await
            {
                Ok(()) => see(
                    HttpResponse::SeeOther(),
                    &format!("{}?done=unlinked", paths::ACCOUNT_PAGE),
                ),
                Err(Blocked::Failed(UnlinkError::InvalidAccountToken)) => {
                    login(&state, &req, StatusCode::OK, "", None)
                }
                Err(Blocked::Failed(UnlinkError::ReauthenticationRequired)) => {
                    sign_in_again(&state, &req)
                }
                Err(Blocked::Failed(UnlinkError::NotFound)) => {
                    let text = t("account-provider-not-linked");
                    show(&state, &req, StatusCode::BAD_REQUEST, None, Some(&text)).await
                }
                Err(Blocked::Failed(UnlinkError::LastSignInMethod)) => {
                    let text = t("account-last-sign-in-method");
                    show(&state, &req, StatusCode::CONFLICT, None, Some(&text)).await
                }
                Err(Blocked::Failed(UnlinkError::Repo(e))) => e.page(),
                Err(Blocked::PoolGone) => super::errors::failed(true),
            };
        }
        _ => return unknown_action(&state, &req).await,
    };
    match outcome {
        Ok(done) => see(
            HttpResponse::SeeOther(),
            &format!("{}?done={done}", paths::ACCOUNT_PAGE),
        ),
        Err(Blocked::Failed(OwnAccountError::InvalidAccountToken)) => {
            login(&state, &req, StatusCode::OK, "", None)
        }
        Err(Blocked::Failed(OwnAccountError::Invalid(rule))) => {
            let text = crate::common::error::refused_message(&rule);
            show(&state, &req, StatusCode::BAD_REQUEST, None, Some(&text)).await
        }
        Err(Blocked::Failed(OwnAccountError::NotFound)) => {
            let text = t("account-session-gone");
            show(&state, &req, StatusCode::BAD_REQUEST, None, Some(&text)).await
        }
        Err(Blocked::Failed(OwnAccountError::Password(SignInError::InvalidCredentials))) => {
            let text = t("account-wrong-password");
            show(&state, &req, StatusCode::UNAUTHORIZED, None, Some(&text)).await
        }
        Err(Blocked::Failed(OwnAccountError::Password(SignInError::RateLimited { .. }))) => {
            let text = t("account-too-many-passwords");
            show(
                &state,
                &req,
                StatusCode::TOO_MANY_REQUESTS,
                None,
                Some(&text),
            )
            .await
        }
        Err(e) => e.page(),
    }
}

/// Stores the language the user picked (their mails' language) and keeps
/// it for this browser's pages too, so the picker's cookie does not
/// outrank the choice just made.
async fn keep_language(
    state: &web::Data<AppState>,
    req: &HttpRequest,
    cookie: String,
    tag: Option<&str>,
) -> HttpResponse {
    let Some(language) = tag.and_then(Language::supported) else {
        return unknown_action(state, req).await;
    };
    let accounts = state.accounts.clone();
    match blocking(move || own_account::set_own_language(&accounts, &cookie, language)).await {
        Ok(()) => {
            let mut response = HttpResponse::SeeOther();
            response.cookie(crate::pages::language::cookie(
                language,
                state.secure_cookies(),
            ));
            see(response, &format!("{}?done=language", paths::ACCOUNT_PAGE))
        }
        Err(Blocked::Failed(OwnAccountError::InvalidAccountToken)) => {
            login(state, req, StatusCode::OK, "", None)
        }
        Err(e) => e.page(),
    }
}

async fn unknown_action(state: &AppState, req: &HttpRequest) -> HttpResponse {
    show(
        state,
        req,
        StatusCode::BAD_REQUEST,
        None,
        Some(&t("account-unknown-action")),
    )
    .await
}

/// The login form's second step: the browser's challenge answered with
/// `code`, once; the session cookie, or the login form again.
async fn second_factor(
    state: &web::Data<AppState>,
    req: &HttpRequest,
    code: String,
    ip: String,
) -> HttpResponse {
    let challenge = mfa_cookie_value(state, req).unwrap_or_default();
    let accounts = state.accounts.clone();
    let outcome = blocking(move || {
        browser_sign_in::complete_sign_in_on_page(&accounts, &challenge, &code, &ip)
    })
    .await;
    signed_in_answer(state, req, outcome, true)
}

/// A page sign-in's outcome: the session cookie and the page, or the login
/// form again. `spent_challenge` clears the browser's second-factor
/// challenge, which answers once, right or wrong.
pub(super) fn signed_in_answer(
    state: &web::Data<AppState>,
    req: &HttpRequest,
    outcome: Result<account_factors::SignedInOnPage, Blocked<RepoError>>,
    spent_challenge: bool,
) -> HttpResponse {
    let mut response = match outcome {
        Ok(Ok((_, token))) => {
            let mut response = HttpResponse::SeeOther();
            response.cookie(session_cookie(state, token.expose().to_owned()));
            see(response, account_delete::after_sign_in(state, req))
        }
        Ok(Err(refused)) => {
            let (status, text, retry_after) = sign_in_failure(&refused);
            with_retry_after(login(state, req, status, "", Some(&text)), retry_after)
        }
        Err(e) => e.page(),
    };
    if spent_challenge {
        let _ = response.add_cookie(&mfa_cookie(state, String::new(), true));
    }
    response
}
