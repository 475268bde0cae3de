//! The account page, behind the browser session: the profile, a password
//! change, and where the user is signed in, with "sign out" per session
//! and everywhere else. A browser that is not signed in gets the login
//! form here. The use cases are the account-token face's
//! (`accounts_service::own_account`): the session cookie is an account
//! token.
//!
//! This file reads the page's GET and its form's POST and carries out the
//! form's actions; the page as shown is [`super::view`], signing
//! in on it [`super::sign_in`].

use accounts_service::email_change::EmailChange;
use accounts_service::own_account::{OwnAccountError, ProfileChanges};
use accounts_service::sign_in::{Attempt, SignInError};
use accounts_service::upstream::unlink::UnlinkError;
use accounts_service::use_cases::self_service::reset_review::{self, ReviewError};
use accounts_service::use_cases::sessions::AccountToken;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use accounts_service::languages::Language;

use crate::common::blocking::{Blocked, blocking};
use crate::common::extract::{ClientIp, Locale, UserAgent};
use crate::common::language::t;
use crate::common::state::AppState;
use crate::pages::account::factors::{self, Answer, FactorFields};
use crate::pages::account::sign_in::{
    login, page_sign_in, second_factor, sign_in_again, signed_in_answer,
};
use crate::pages::account::view::show;
use crate::pages::common::{csrf_ok, read_page_form, see, session_cookie_value};
use crate::pages::errors::{FailurePage, PageFailures};
use crate::pages::lifecycle::asker;
use crate::paths;
use accounts_service::use_cases::browser_sign_in;
use accounts_service::use_cases::consent;
use accounts_service::use_cases::self_service::email_change;
use accounts_service::use_cases::self_service::own_account;
use accounts_service::use_cases::upstream::links;

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
    /// `revoke_app`, `language`, `review_remove`, `review_keep`, `totp_start`,
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
        "ways_removed" => Some("account-review-removed"),
        "ways_kept" => Some("account-review-kept"),
        _ => None,
    });
    let notice = notice.map(t);
    show(&state, &req, StatusCode::OK, notice.as_deref(), None).await
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
        let (outcome, spent) = factors::passkey_sign_in(&state, &req, posted, from).await;
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
        let outcome = blocking(move || browser_sign_in::sign_in_on_page(&accounts, attempt)).await;
        return page_sign_in(&state, &req, outcome, &email);
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
        return match factors::act(&state, &req, cookie, fields, ip).await {
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
    if let Some(remove) = match action.as_str() {
        "review_remove" => Some(true),
        "review_keep" => Some(false),
        _ => None,
    } {
        return review(&state, &req, cookie, remove, ip).await;
    }
    let accounts = state.accounts.clone();
    let mut set_cookie = None;
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
                own_account::update_own_profile(
                    &accounts,
                    AccountToken::Cookie(&cookie),
                    changes,
                    &ip,
                )
                .map(drop)
            })
            .await
            .map(|()| "profile")
        }
        "password" => {
            let current = form.current_password.unwrap_or_default();
            let new = form.new_password.unwrap_or_default();
            blocking(move || {
                own_account::change_own_password(
                    &accounts,
                    AccountToken::Cookie(&cookie),
                    &current,
                    &new,
                    &ip,
                )
            })
            .await
            .map(|()| "password")
        }
        "email" => {
            // This browser confirms the new address with the link alone.
            let (asker, binding) = asker::binding(&state, &req);
            set_cookie = Some(binding);
            let change = EmailChange {
                email: form.email.unwrap_or_default(),
                password: form.current_password.unwrap_or_default(),
                ip,
                asker: Some(asker),
            };
            blocking(move || {
                email_change::request_email_change(&accounts, AccountToken::Cookie(&cookie), change)
            })
            .await
            .map(|()| "email_requested")
        }
        "end_session" => {
            let id = form.session_id.unwrap_or_default();
            blocking(move || {
                own_account::end_own_session(&accounts, AccountToken::Cookie(&cookie), &id, &ip)
            })
            .await
            .map(|()| "signed_out")
        }
        "end_others" => blocking(move || {
            own_account::end_other_sessions(&accounts, AccountToken::Cookie(&cookie), &ip).map(drop)
        })
        .await
        .map(|()| "signed_out_others"),
        "revoke_app" => {
            let client = form.client_id.unwrap_or_default();
            blocking(move || {
                consent::revoke_own_app(&accounts, AccountToken::Cookie(&cookie), &client, &ip)
            })
            .await
            .map(|()| "app_removed")
        }
        "unlink" => {
            let provider = form.provider.unwrap_or_default();
            return match blocking(move || {
                links::unlink_own(&accounts, AccountToken::Cookie(&cookie), &provider, &ip)
            })
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
                Err(Blocked::PoolGone) => crate::pages::errors::failed(true),
            };
        }
        _ => return unknown_action(&state, &req).await,
    };
    match outcome {
        Ok(done) => {
            let mut response = HttpResponse::SeeOther();
            if let Some(cookie) = set_cookie {
                response.cookie(cookie);
            }
            see(response, &format!("{}?done={done}", paths::ACCOUNT_PAGE))
        }
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

/// The review after a reset: removes every way in but the new password
/// (`remove`), or keeps them.
async fn review(
    state: &web::Data<AppState>,
    req: &HttpRequest,
    cookie: String,
    remove: bool,
    ip: String,
) -> HttpResponse {
    let accounts = state.accounts.clone();
    let done = blocking(move || {
        let token = AccountToken::Cookie(&cookie);
        if remove {
            reset_review::keep_only_password(&accounts, token, &ip).map(|_| "ways_removed")
        } else {
            reset_review::keep_ways_in(&accounts, token, &ip).map(|()| "ways_kept")
        }
    })
    .await;
    match done {
        Ok(done) => see(
            HttpResponse::SeeOther(),
            &format!("{}?done={done}", paths::ACCOUNT_PAGE),
        ),
        Err(Blocked::Failed(ReviewError::InvalidAccountToken)) => {
            login(state, req, StatusCode::OK, "", None)
        }
        Err(Blocked::Failed(ReviewError::ReauthenticationRequired)) => sign_in_again(state, req),
        Err(Blocked::Failed(ReviewError::NoReview)) => {
            let text = t("account-review-gone");
            show(state, req, StatusCode::BAD_REQUEST, None, Some(&text)).await
        }
        Err(Blocked::Failed(ReviewError::Repo(e))) => e.page(),
        Err(Blocked::PoolGone) => crate::pages::errors::failed(true),
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
    match blocking(move || {
        own_account::set_own_language(&accounts, AccountToken::Cookie(&cookie), language)
    })
    .await
    {
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
