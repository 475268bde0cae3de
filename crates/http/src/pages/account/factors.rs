//! The account page's second factors and passkeys: signing in with a
//! passkey (alone, or as the second step after a password), setting up an
//! authenticator app (QR code, first code, recovery codes shown once),
//! adding, renaming and removing passkeys. The use cases are the
//! account-token face's (`accounts_service::second_factor`): the session
//! cookie is an account token.

use accounts_service::use_cases::sessions::AccountToken;
use std::borrow::Cow;

use accounts_domain::repository::RepoError;
use accounts_domain::secrets::PlainSecret;
use accounts_domain::timestamp::UtcTimestamp;
use accounts_service::browser_sign_in::SignInFailure;
use accounts_service::second_factor::enrolment::{FactorError, OwnFactors, TotpEnrolment};
use accounts_service::second_factor::passkeys::PasskeyError;
use accounts_service::sessions::SignedInSession;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use crate::common::blocking::{Blocked, blocking};
use crate::common::language::{t, t_with};
use crate::common::state::AppState;
use crate::paths;

use crate::pages::common::{
    csrf_ok, csrf_token, html_page, read_page_form, see, session_cookie_value,
};
use crate::pages::errors::{FailurePage, PageFailures};
use crate::pages::factor_html::{self, PasskeyLine};
use crate::pages::sign_in::passkeys::{PostedPasskey, page_attempt};
use accounts_service::use_cases::browser_sign_in;
use accounts_service::use_cases::second_factor::enrolment;
use accounts_service::use_cases::second_factor::passkeys;

/// The passkey lines of the account page.
pub(super) fn passkey_lines(factors: &OwnFactors) -> Vec<PasskeyLine> {
    let day = |t| {
        let text = UtcTimestamp::new(t).to_string();
        text.get(..10).unwrap_or(&text).to_owned()
    };
    factors
        .passkeys
        .iter()
        .map(|p| {
            // Separate facts, each a message of its own, listed with "·".
            let mut meta = vec![t_with(
                "factors-passkey-added-on",
                &[("date", day(p.created_at).as_str().into())],
            )];
            if let Some(used) = p.last_used_at {
                meta.push(t_with(
                    "factors-passkey-last-used",
                    &[("date", day(used).as_str().into())],
                ));
            }
            if p.synced {
                meta.push(t("factors-passkey-synced").into_owned());
            }
            PasskeyLine {
                id: p.id.to_string(),
                name: p.name.clone(),
                meta: meta.join(" · "),
            }
        })
        .collect()
}

/// A passkey's answer from the login form (or its second step): the
/// sign-in's outcome, and whether it spent the browser's second-factor
/// challenge.
pub(super) async fn passkey_sign_in(
    state: &web::Data<AppState>,
    req: &HttpRequest,
    posted: PostedPasskey<'_>,
    from: (String, String, String),
) -> (Result<SignedInOnPage, Blocked<RepoError>>, bool) {
    let attempt = page_attempt(state, req, posted, from);
    let second_step = attempt.mfa_token.is_some();
    let accounts = state.accounts.clone();
    (
        blocking(move || browser_sign_in::passkey_on_page(&accounts, attempt)).await,
        second_step,
    )
}

/// A page sign-in's result: the session and its cookie value, or why not.
pub(super) type SignedInOnPage = Result<(SignedInSession, PlainSecret), SignInFailure>;

/// The account page's fields a factor action reads.
#[derive(Debug, Default)]
pub(super) struct FactorFields {
    /// Which action.
    pub action: String,
    /// The authenticator app's first code.
    pub code: Option<String>,
    /// A passkey's name.
    pub name: Option<String>,
    /// Which passkey.
    pub passkey_id: Option<String>,
    /// A new passkey's credential (JSON text).
    pub credential: Option<String>,
}

/// What a factor action answers: a page of its own, or the account page
/// again with a message, or the login form (the session ended).
#[derive(Debug)]
pub(super) enum Answer {
    /// Its own page or redirect.
    Page(HttpResponse),
    /// The account page again, with this status and message.
    Again(StatusCode, Cow<'static, str>),
    /// The session ended: the login form.
    SignedOut,
    /// The session must sign in again first: the login form, saying so.
    SignInAgain,
}

/// The account page's factor actions; `None` for any other action.
pub(super) async fn act(
    state: &web::Data<AppState>,
    req: &HttpRequest,
    cookie: String,
    form: FactorFields,
    ip: String,
) -> Option<Answer> {
    let action = form.action.clone();
    let accounts = state.accounts.clone();
    let done = |what: &str| {
        Answer::Page(see(
            HttpResponse::SeeOther(),
            &format!("{}?done={what}", paths::ACCOUNT_PAGE),
        ))
    };
    Some(match action.as_str() {
        "totp_start" => {
            match blocking(move || enrolment::start_totp(&accounts, AccountToken::Cookie(&cookie)))
                .await
            {
                Ok(enrolment) => {
                    Answer::Page(enrolment_page(state, req, StatusCode::OK, &enrolment, None))
                }
                Err(e) => factor_refused(e),
            }
        }
        "totp_confirm" => {
            let code = form.code.unwrap_or_default();
            let token = cookie.clone();
            match blocking(move || {
                enrolment::confirm_totp(&accounts, AccountToken::Cookie(&token), &code, &ip)
            })
            .await
            {
                Ok(codes) => Answer::Page(html_page(
                    HttpResponse::Ok(),
                    factor_html::recovery_codes(&codes),
                )),
                Err(Blocked::Failed(
                    refused @ (FactorError::WrongCode | FactorError::RateLimited { .. }),
                )) => {
                    let (status, text) = match refused {
                        FactorError::WrongCode => {
                            (StatusCode::UNAUTHORIZED, t("factors-wrong-code"))
                        }
                        _ => (StatusCode::TOO_MANY_REQUESTS, t("factors-too-many-codes")),
                    };
                    let accounts = state.accounts.clone();
                    match blocking(move || {
                        enrolment::pending_totp(&accounts, AccountToken::Cookie(&cookie))
                    })
                    .await
                    {
                        Ok(enrolment) => Answer::Page(enrolment_page(
                            state,
                            req,
                            status,
                            &enrolment,
                            Some(&text),
                        )),
                        Err(e) => factor_refused(e),
                    }
                }
                Err(e) => factor_refused(e),
            }
        }
        "totp_remove" => {
            match blocking(move || {
                enrolment::remove_totp(&accounts, AccountToken::Cookie(&cookie), &ip)
            })
            .await
            {
                Ok(()) => done("totp_removed"),
                Err(e) => factor_refused(e),
            }
        }
        "passkey_add" => {
            let name = form.name.unwrap_or_default();
            let credential: Value = form
                .credential
                .as_deref()
                .and_then(|c| serde_json::from_str(c).ok())
                .unwrap_or_default();
            match blocking(move || {
                passkeys::add_passkey(
                    &accounts,
                    AccountToken::Cookie(&cookie),
                    &name,
                    credential,
                    &ip,
                )
            })
            .await
            {
                Ok(_) => done("passkey_added"),
                Err(e) => passkey_refused(e),
            }
        }
        "passkey_rename" => {
            let (id, name) = (
                form.passkey_id.unwrap_or_default(),
                form.name.unwrap_or_default(),
            );
            match blocking(move || {
                passkeys::rename_passkey(&accounts, AccountToken::Cookie(&cookie), &id, &name)
            })
            .await
            {
                Ok(()) => done("passkey_renamed"),
                Err(e) => passkey_refused(e),
            }
        }
        "passkey_delete" => {
            let id = form.passkey_id.unwrap_or_default();
            match blocking(move || {
                passkeys::delete_passkey(&accounts, AccountToken::Cookie(&cookie), &id, &ip)
            })
            .await
            {
                Ok(()) => done("passkey_removed"),
                Err(e) => passkey_refused(e),
            }
        }
        _ => return None,
    })
}

fn enrolment_page(
    state: &AppState,
    req: &HttpRequest,
    status: StatusCode,
    enrolment: &TotpEnrolment,
    error: Option<&str>,
) -> HttpResponse {
    let mut response = HttpResponse::build(status);
    let csrf = csrf_token(state, req, &mut response);
    html_page(
        response,
        factor_html::totp_enrolment(&factor_html::TotpEnrolmentView {
            action: paths::ACCOUNT_PAGE,
            csrf_token: &csrf,
            otpauth_uri: &enrolment.otpauth_uri,
            secret: &enrolment.secret,
            error,
        }),
    )
}

/// Why a factor action was refused, as the account page says it.
fn factor_refused(error: Blocked<FactorError>) -> Answer {
    let text = match &error {
        Blocked::Failed(FactorError::InvalidAccountToken) => return Answer::SignedOut,
        Blocked::Failed(FactorError::ReauthenticationRequired) => return Answer::SignInAgain,
        Blocked::Failed(FactorError::AlreadyEnrolled) => "factors-totp-already",
        Blocked::Failed(FactorError::NothingPending) => "factors-totp-nothing-pending",
        Blocked::Failed(FactorError::NotEnrolled) => "factors-totp-not-set-up",
        _ => return Answer::Page(error.page()),
    };
    Answer::Again(StatusCode::BAD_REQUEST, t(text))
}

/// Why a passkey action was refused, as the account page says it.
fn passkey_refused(error: Blocked<PasskeyError>) -> Answer {
    let (status, text) = match &error {
        Blocked::Failed(PasskeyError::InvalidAccountToken) => return Answer::SignedOut,
        Blocked::Failed(PasskeyError::ReauthenticationRequired) => return Answer::SignInAgain,
        Blocked::Failed(PasskeyError::Repo(_)) | Blocked::PoolGone => {
            return Answer::Page(error.page());
        }
        Blocked::Failed(PasskeyError::AlreadyRegistered) => {
            (StatusCode::CONFLICT, "factors-passkey-registered")
        }
        Blocked::Failed(PasskeyError::TooMany) => {
            (StatusCode::CONFLICT, "factors-passkey-too-many")
        }
        Blocked::Failed(PasskeyError::RateLimited { .. }) => (
            StatusCode::TOO_MANY_REQUESTS,
            "factors-passkey-too-many-attempts",
        ),
        Blocked::Failed(PasskeyError::InvalidName) => {
            (StatusCode::BAD_REQUEST, "factors-passkey-name-length")
        }
        Blocked::Failed(PasskeyError::NotFound) => {
            (StatusCode::BAD_REQUEST, "factors-passkey-not-yours")
        }
        Blocked::Failed(
            PasskeyError::NoCeremony | PasskeyError::Rejected | PasskeyError::Unavailable,
        ) => (StatusCode::BAD_REQUEST, "factors-passkey-not-added"),
    };
    Answer::Again(status, t(text))
}

/// The registration options' POST body: the page's CSRF token.
#[derive(Debug, Deserialize, ToSchema)]
pub(crate) struct OptionsForm {
    /// The MAC of the browser's CSRF cookie, from the page.
    csrf_token: Option<String>,
}

/// `PASSKEY_OPTIONS` for the account page's script.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct PageOptions {
    /// Whether options follow.
    success: bool,
    /// `PASSKEY_OPTIONS`, or why not.
    code: accounts_domain::codes::ResultCode,
    /// The creation options (`navigator.credentials.create({publicKey})`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Object>)]
    public_key: Option<Value>,
    /// Why not, when not.
    #[serde(skip_serializing_if = "Option::is_none")]
    msg: Option<String>,
}

#[utoipa::path(
    post,
    path = "/accounts/account/passkeys/options",
    tag = "browser",
    request_body(content = OptionsForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "PASSKEY_OPTIONS for the browser's session (its registration, one at a time, five minutes)", body = PageOptions),
        (status = 401, description = "INVALID_TOKEN: the browser is not signed in", body = PageOptions),
        (status = 403, description = "REAUTHENTICATION_REQUIRED: the session signed in too long ago, or with one factor while the user has two (the page then posts its form, which answers with the login form); INVALID_REQUEST: the CSRF token expired; or a page refusing a form from another site", body = PageOptions),
        (status = 404, description = "NOT_FOUND: passkeys are off on this server", body = PageOptions),
        (status = 409, description = "CONFLICT: the account has 20 passkeys", body = PageOptions),
        PageFailures,
    )
)]
/// `POST /accounts/account/passkeys/options`: the account page's script
/// asks for creation options with the session cookie.
pub(crate) async fn registration_options(
    state: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> HttpResponse {
    use accounts_domain::codes::ResultCode;
    let form: OptionsForm = match read_page_form(&state, &req, payload).await {
        Ok(form) => form,
        Err(answer) => return answer,
    };
    let refuse = |status: StatusCode, code: ResultCode, msg: &str| {
        HttpResponse::build(status)
            .insert_header((actix_web::http::header::CACHE_CONTROL, "no-store"))
            .json(PageOptions {
                success: false,
                code,
                public_key: None,
                msg: Some(msg.to_owned()),
            })
    };
    if !csrf_ok(&state, &req, form.csrf_token.as_deref()) {
        return refuse(
            StatusCode::FORBIDDEN,
            ResultCode::InvalidRequest,
            &t("factors-page-expired"),
        );
    }
    let Some(cookie) = session_cookie_value(&state, &req) else {
        return refuse(
            StatusCode::UNAUTHORIZED,
            ResultCode::InvalidToken,
            &t("factors-sign-in-again"),
        );
    };
    let accounts = state.accounts.clone();
    match blocking(move || {
        passkeys::passkey_registration_options(&accounts, AccountToken::Cookie(&cookie))
    })
    .await
    {
        Ok(public_key) => HttpResponse::Ok()
            .insert_header((actix_web::http::header::CACHE_CONTROL, "no-store"))
            .json(PageOptions {
                success: true,
                code: ResultCode::PasskeyOptions,
                public_key: Some(public_key),
                msg: None,
            }),
        Err(Blocked::Failed(PasskeyError::InvalidAccountToken)) => refuse(
            StatusCode::UNAUTHORIZED,
            ResultCode::InvalidToken,
            &t("factors-sign-in-again"),
        ),
        Err(Blocked::Failed(PasskeyError::Unavailable)) => refuse(
            StatusCode::NOT_FOUND,
            ResultCode::NotFound,
            &t("factors-passkeys-unavailable"),
        ),
        Err(Blocked::Failed(PasskeyError::ReauthenticationRequired)) => refuse(
            StatusCode::FORBIDDEN,
            ResultCode::ReauthenticationRequired,
            &t("factors-sign-in-to-add"),
        ),
        Err(Blocked::Failed(PasskeyError::TooMany)) => refuse(
            StatusCode::CONFLICT,
            ResultCode::Conflict,
            &t("factors-passkey-too-many"),
        ),
        Err(e) => e.page(),
    }
}
