//! Passkeys on the login page: the passkey form's POST (a passkey alone,
//! or as the second step after a password, with the browser's challenge
//! cookie), and the script that drives the browser's WebAuthn calls.

use accounts_service::second_factor::passkey_sign_in::PasskeyAttempt;
use actix_web::http::{StatusCode, header};
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::common::blocking::blocking;
use crate::common::extract::{ClientIp, Locale, UserAgent};
use crate::common::language::offer_ui_locales;
use crate::common::state::AppState;

use crate::pages::common::{csrf_ok, mfa_cookie, mfa_cookie_value, read_page_form};
use crate::pages::errors::PageFailures;
use crate::pages::oauth::authorize::{AuthorizeQuery, respond};
use accounts_service::use_cases::browser_sign_in;

/// The passkey form's POST body, read loosely (what the validation
/// accepts is stated in [`crate::pages::document::PasskeyForm`]).
#[derive(Debug, Deserialize, ToSchema)]
pub(crate) struct PasskeyFormBody {
    /// The authorization request, carried by hidden fields.
    #[serde(flatten)]
    pub(super) query: AuthorizeQuery,
    /// The sign-in options' `challengeId`.
    pub(super) challenge_id: Option<String>,
    /// The authenticator's assertion (a `PublicKeyCredential` as JSON).
    pub(super) credential: Option<String>,
    /// `1` on the second step after a password: the browser's challenge
    /// cookie is answered with the passkey.
    pub(super) second_factor: Option<String>,
    /// The MAC of the browser's CSRF cookie, from the form.
    pub(super) csrf_token: Option<String>,
}

/// A passkey form's fields as posted: the challenge id, the credential
/// (JSON text) and the second-step marker.
pub(in crate::pages) type PostedPasskey<'a> = (Option<&'a str>, Option<&'a str>, Option<&'a str>);

/// The attempt a posted passkey form describes, from this request (where
/// it came from: IP, User-Agent, locale); on the second step after a
/// password (`second_factor=1`) the browser's challenge cookie is its
/// `mfa_token`.
pub(in crate::pages) fn page_attempt(
    state: &AppState,
    req: &HttpRequest,
    (challenge_id, credential, second_factor): PostedPasskey<'_>,
    (ip, user_agent, locale): (String, String, String),
) -> PasskeyAttempt {
    let second_step = second_factor == Some("1");
    PasskeyAttempt {
        challenge_id: challenge_id.unwrap_or_default().to_owned(),
        // A form value that is not JSON is no credential: refused as such.
        credential: credential
            .and_then(|c| serde_json::from_str(c).ok())
            .unwrap_or_default(),
        mfa_token: second_step.then(|| mfa_cookie_value(state, req).unwrap_or_default()),
        package_name: None,
        ip,
        user_agent,
        locale,
    }
}

#[utoipa::path(
    post,
    path = "/accounts/oauth2/v1/authorize/passkey",
    tag = "browser",
    request_body(content = crate::pages::document::PasskeyForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 303, description = "Signed in with the passkey: back to the client with a code or id_token, or an RFC 6749 error", headers(("Location" = String))),
        (status = 400, description = "An error page: unknown client or redirect_uri", content_type = "text/html", body = String),
        (status = 401, description = "The login form again: the passkey could not be used", content_type = "text/html", body = String),
        (status = 403, description = "The login form again: its CSRF token expired; or the client requires two factors and the user has none (a page pointing to the account page)", content_type = "text/html", body = String),
        (status = 429, description = "The login form again: too many failed attempts", content_type = "text/html", body = String, headers(("Retry-After" = u32))),
        PageFailures,
    )
)]
/// `POST /accounts/oauth2/v1/authorize/passkey`.
pub(crate) async fn authorize(
    state: web::Data<AppState>,
    req: HttpRequest,
    ClientIp(ip): ClientIp,
    UserAgent(user_agent): UserAgent,
    locale: Locale,
    payload: web::Payload,
) -> HttpResponse {
    let form: PasskeyFormBody = match read_page_form(&state, &req, payload).await {
        Ok(form) => form,
        Err(answer) => return answer,
    };
    offer_ui_locales(form.query.ui_locales());
    let csrf_valid = csrf_ok(&state, &req, form.csrf_token.as_deref());
    let locale = locale.pick(form.query.ui_locales());
    let attempt = page_attempt(
        &state,
        &req,
        (
            form.challenge_id.as_deref(),
            form.credential.as_deref(),
            form.second_factor.as_deref(),
        ),
        (ip, user_agent, locale),
    );
    let second_step = attempt.mfa_token.is_some();
    let params = form.query.params();
    let accounts = state.accounts.clone();
    let outcome = blocking(move || {
        browser_sign_in::passkey_at_authorize(&accounts, &params, csrf_valid, attempt)
    })
    .await;
    let mut response = respond(
        &state,
        &req,
        &form.query,
        "",
        outcome,
        StatusCode::SEE_OTHER,
    );
    if second_step {
        // The challenge answers once, right or wrong.
        let _ = response.add_cookie(&mfa_cookie(&state, String::new(), true));
    }
    response
}

/// The passkey script, served from the binary.
const SCRIPT: &str = include_str!("../../../assets/passkeys.js");

#[utoipa::path(
    get,
    path = "/accounts/assets/passkeys.js",
    tag = "browser",
    responses(
        (status = 200, description = "The pages' passkey script", content_type = "text/javascript", body = String),
    )
)]
/// `GET /accounts/assets/passkeys.js`.
pub(crate) async fn script() -> HttpResponse {
    HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, "text/javascript; charset=utf-8"))
        .insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .body(SCRIPT)
}
