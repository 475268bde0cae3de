//! Where the language picker's links lead (docs/decisions.md,
//! "Languages"; the picker itself is `markup::picker`): the pick is kept
//! in a cookie (`__Host-accounts_lang` over https, `accounts_lang` over
//! http), and the page the link came from is shown
//! again, with any `ui_locales` it carries replaced by the pick.

use accounts_service::languages::Language;
use actix_web::cookie::{Cookie, SameSite, time::Duration};
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use serde::Deserialize;

use crate::common::language::language_cookie_name;
use crate::common::state::AppState;
use crate::paths;

/// The picker's link.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct Pick {
    /// A supported language's tag (`de`, `pt-BR`); another value changes nothing.
    lang: Option<String>,
    /// The page to show again: a path of this service (anything else shows the account page).
    back: Option<String>,
}

#[utoipa::path(
    get,
    path = "/accounts/language",
    tag = "browser",
    params(Pick),
    responses(
        (status = 303, description = "Keeps the picked language in a cookie for a year (`__Host-accounts_lang` over https, `accounts_lang` over plain http) and shows the page again", headers(("Location" = String), ("Set-Cookie" = String))),
    )
)]
/// `GET /accounts/language`.
pub(crate) async fn pick(state: web::Data<AppState>, query: web::Query<Pick>) -> HttpResponse {
    let picked = query
        .lang
        .as_deref()
        .and_then(Language::from_tag)
        .filter(|l| l.is_supported());
    let back = query
        .back
        .as_deref()
        .and_then(own_page)
        .unwrap_or(paths::ACCOUNT_PAGE);
    let mut response = HttpResponse::build(StatusCode::SEE_OTHER);
    let location = match picked {
        Some(language) => {
            response.cookie(cookie(language, state.secure_cookies()));
            with_ui_locales(back, language)
        }
        None => back.to_owned(),
    };
    response
        .insert_header((actix_web::http::header::LOCATION, location))
        .insert_header((actix_web::http::header::CACHE_CONTROL, "no-store"))
        .finish()
}

/// The picker's cookie for `language`: a year, every path, sent on
/// top-level navigations from elsewhere (a client's sign-in link). Over
/// https it is `Secure` and named `__Host-accounts_lang` (no `Domain`,
/// path `/`), as the session and CSRF cookies are `__Host-`: a sibling
/// subdomain cannot plant a language.
pub(crate) fn cookie(language: Language, secure: bool) -> Cookie<'static> {
    Cookie::build(language_cookie_name(secure), language.tag())
        .path("/")
        .same_site(SameSite::Lax)
        .secure(secure)
        .http_only(true)
        .max_age(Duration::days(365))
        .finish()
}

/// `back` when it is a path of this service (never another origin, nor
/// `//host`), else `None`.
fn own_page(back: &str) -> Option<&str> {
    let own = back.starts_with("/accounts/")
        && !back.contains('\\')
        && !back.chars().any(char::is_control);
    own.then_some(back)
}

/// `page` with its `ui_locales` (if it has one) set to `language`.
fn with_ui_locales(page: &str, language: Language) -> String {
    let Some((path, query)) = page.split_once('?') else {
        return page.to_owned();
    };
    let pairs: Vec<(String, String)> = url::form_urlencoded::parse(query.as_bytes())
        .map(|(name, value)| {
            let value = if name == "ui_locales" {
                language.tag().to_owned()
            } else {
                value.into_owned()
            };
            (name.into_owned(), value)
        })
        .collect();
    let query = url::form_urlencoded::Serializer::new(String::new())
        .extend_pairs(pairs)
        .finish();
    format!("{path}?{query}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_our_own_pages_are_shown_again() {
        assert_eq!(own_page("/accounts/account"), Some("/accounts/account"));
        assert_eq!(own_page("https://evil.test/accounts/"), None);
        assert_eq!(own_page("//evil.test/accounts/"), None);
        assert_eq!(own_page("/accounts/\\evil"), None);
    }

    #[test]
    fn the_pick_replaces_ui_locales() {
        assert_eq!(
            with_ui_locales(
                "/accounts/oauth2/v1/authorize?client_id=a&ui_locales=ja+en",
                Language::De
            ),
            "/accounts/oauth2/v1/authorize?client_id=a&ui_locales=de"
        );
        assert_eq!(
            with_ui_locales("/accounts/account", Language::De),
            "/accounts/account"
        );
    }
}
