//! The language a request is answered in (docs/decisions.md,
//! "Languages"). A middleware notes what the request offers (`ui_locales`
//! in its query, the picker's cookie, `Accept-Language`)
//! for the time the request is served; a handler that learns more (a
//! posted form's or a pushed request's `ui_locales`, the signed-in user's
//! stored language) adds it, and every page, JSON `msg` and mail built
//! while serving the request asks [`t`] for its words. The order among
//! them is `accounts_service::languages::choose`'s alone.
//!
//! Outside a request (unit tests of a page's markup) everything is
//! English.

use std::borrow::Cow;
use std::cell::RefCell;

use accounts_service::catalogue::{self, Arg};
use accounts_service::languages::{Chosen, Language, Offered, accept_language_read, choose};
use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header;
use actix_web::middleware::Next;
use actix_web::web;

use crate::common::state::AppState;

/// The picker's cookie over plain http (dev mode): the language picked
/// on a page.
pub const LANGUAGE_COOKIE: &str = "accounts_lang";
/// The picker's cookie over https: `__Host-`, like the session's, so a
/// sibling subdomain cannot plant a language (an unprefixed one is
/// ignored there).
pub const HOST_LANGUAGE_COOKIE: &str = "__Host-accounts_lang";

/// The picker's cookie's name on a service whose cookies are `Secure`
/// (served over https) or not.
pub fn language_cookie_name(secure: bool) -> &'static str {
    if secure {
        HOST_LANGUAGE_COOKIE
    } else {
        LANGUAGE_COOKIE
    }
}

/// What a request offers, and the choice once made.
#[derive(Debug, Clone, Default)]
struct Offers {
    ui_locales: Option<String>,
    picked: Option<String>,
    stored: Option<String>,
    accept_language: Option<String>,
    default: Option<Language>,
    /// The page the picker shows again: this request's path and query
    /// for a GET, the page whose form was posted otherwise.
    back: String,
    chosen: Option<Chosen>,
}

impl Offers {
    fn chosen(&mut self) -> &Chosen {
        self.chosen.get_or_insert_with(|| {
            choose(
                &Offered {
                    ui_locales: self.ui_locales.as_deref(),
                    picked: self.picked.as_deref(),
                    stored: self.stored.as_deref(),
                    accept_language: self.accept_language.as_deref(),
                },
                self.default.unwrap_or(Language::En),
            )
        })
    }
}

tokio::task_local! {
    static OFFERS: RefCell<Offers>;
}

/// Notes what the request offers and serves it with that in reach.
pub(crate) async fn speak(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let offers = offers_of(&req);
    OFFERS.scope(RefCell::new(offers), next.call(req)).await
}

fn offers_of(req: &ServiceRequest) -> Offers {
    let query = req.query_string();
    let ui_locales = if query.contains("ui_locales") {
        url::form_urlencoded::parse(query.as_bytes())
            .find(|(name, _)| name == "ui_locales")
            .map(|(_, value)| value.into_owned())
    } else {
        None
    };
    let header = |name| {
        req.headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned)
    };
    let state = req.app_data::<web::Data<AppState>>();
    let secure = state.is_some_and(|s| s.secure_cookies());
    let back = if req.method() == actix_web::http::Method::GET {
        match query {
            "" => req.path().to_owned(),
            query => format!("{}?{query}", req.path()),
        }
    } else {
        header(header::REFERER)
            .and_then(|referer| own_page(&referer, state.map(|s| s.issuer())))
            .unwrap_or_else(|| req.path().to_owned())
    };
    Offers {
        ui_locales,
        picked: req
            .cookie(language_cookie_name(secure))
            .map(|c| c.value().to_owned()),
        stored: None,
        // Only what the choice reads of it (its first 1 KB).
        accept_language: req
            .headers()
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .map(|v| accept_language_read(v).to_owned()),
        default: state.map(|state| state.accounts.config().default_language),
        back,
        chosen: None,
    }
}

/// The path and query of a `Referer` that is one of our pages (our
/// origin, under `/accounts/`).
fn own_page(referer: &str, issuer: Option<&str>) -> Option<String> {
    let url = url::Url::parse(referer).ok()?;
    let ours = url::Url::parse(issuer?).ok()?;
    if url.origin() != ours.origin() || !url.path().starts_with("/accounts/") {
        return None;
    }
    Some(match url.query() {
        Some(query) => format!("{}?{query}", url.path()),
        None => url.path().to_owned(),
    })
}

fn with_offers<T>(f: impl FnOnce(&mut Offers) -> T) -> Option<T> {
    OFFERS.try_with(|offers| f(&mut offers.borrow_mut())).ok()
}

/// The language this request is answered in.
pub fn language() -> Language {
    with_offers(|offers| offers.chosen().language).unwrap_or(Language::En)
}

/// The `ui_locales` entry or `Accept-Language` range that chose the
/// language, as sent (`de-DE`); `""` when none did.
pub fn requested() -> String {
    with_offers(|offers| offers.chosen().requested.clone()).unwrap_or_default()
}

/// The `ui_locales` of the authorization request being served (a posted
/// form's hidden field, a pushed or resumed request), which outranks the
/// query's. Empty or absent: nothing changes.
pub fn offer_ui_locales(ui_locales: Option<&str>) {
    let Some(ui_locales) = ui_locales.filter(|u| !u.trim().is_empty()) else {
        return;
    };
    with_offers(|offers| {
        offers.ui_locales = Some(ui_locales.to_owned());
        offers.chosen = None;
    });
}

/// The signed-in user's stored language (`None`: the user has none).
pub fn offer_stored(stored: Option<&str>) {
    with_offers(|offers| {
        offers.stored = stored.map(str::to_owned);
        offers.chosen = None;
    });
}

/// Names the page the picker shows again, where the request's own URL
/// would repeat more than the page needs (the authorization endpoint:
/// the request as it is carried, not whatever else the front channel
/// sent).
pub fn set_back(page: String) {
    with_offers(|offers| offers.back = page);
}

/// The page the language picker shows again.
pub fn back() -> String {
    with_offers(|offers| offers.back.clone()).unwrap_or_else(|| "/accounts/account".to_owned())
}

/// Message `id` in this request's language.
pub fn t(id: &str) -> Cow<'static, str> {
    catalogue::text(language(), id)
}

/// Message `id` with its variables, in this request's language.
pub fn t_with(id: &str, args: &[(&str, Arg<'_>)]) -> String {
    catalogue::text_with(language(), id, args)
}
