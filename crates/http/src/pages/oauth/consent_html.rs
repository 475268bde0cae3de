//! The consent screen's page (docs/decisions.md, "Consent"): the client's
//! name, what it will be able to do in plain words, Allow / Deny, in the
//! login page's look, with its CSRF token.

use std::fmt::Write as _;

use accounts_domain::secrets::PlainSecret;
use accounts_service::authorize::Authorization;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse};

use crate::common::language::{t, t_with};
use crate::common::state::AppState;
use crate::paths;

use crate::pages::common::{csrf_token, html_page, session_cookie};
use crate::pages::markup::{escape, hidden_inputs, page, scope_words};

/// The consent screen for `request`, signed in as `account`; sets the
/// session cookie when the user just signed in.
pub(super) fn screen(
    state: &AppState,
    req: &HttpRequest,
    hidden: &[(&str, &str)],
    request: &Authorization,
    account: &str,
    new_session: Option<PlainSecret>,
) -> HttpResponse {
    let mut response = HttpResponse::build(StatusCode::OK);
    if let Some(token) = new_session {
        response.cookie(session_cookie(state, token.expose().to_owned()));
    }
    let csrf = csrf_token(state, req, &mut response);
    let client = &request.client.name;
    let mut body = format!(
        "<h1>{heading}</h1>\n<p class=\"lead\">{lead}</p>\n<ul class=\"scopes\">\n",
        heading = escape(&t_with("consent-heading", &[("client", client.into())])),
        lead = escape(&t_with(
            "consent-lead",
            &[("account", account.into()), ("client", client.into())],
        )),
    );
    for line in scope_words(request.scope) {
        let _ = writeln!(body, "<li>{}</li>", escape(&line));
    }
    // An API's scopes are its own words, shown as they are: only the API
    // knows what they mean.
    if let Some(api) = &request.api {
        let _ = write!(
            body,
            "<li>{}",
            escape(&t_with(
                "scope-api",
                &[("api", api.resource.as_str().into())]
            ))
        );
        if !api.scopes.is_empty() {
            body.push_str("<ul>");
            for scope in api.scopes.iter() {
                let _ = write!(body, "<li><code>{}</code></li>", escape(scope.as_str()));
            }
            body.push_str("</ul>");
        }
        body.push_str("</li>\n");
    }
    let _ = writeln!(
        body,
        "</ul>\n<p>{}</p>\n<form method=\"post\" action=\"{}\">",
        escape(&t("consent-revoke-note")),
        escape(paths::AUTHORIZE_CONSENT)
    );
    let mut fields = hidden.to_vec();
    fields.push(("csrf_token", &csrf));
    hidden_inputs(&mut body, &fields);
    let _ = write!(
        body,
        "<div class=\"actions\">\n\
         <button type=\"submit\" name=\"decision\" value=\"deny\" class=\"secondary\">{deny}</button>\n\
         <button type=\"submit\" name=\"decision\" value=\"allow\">{allow}</button>\n\
         </div>\n</form>\n",
        deny = escape(&t("consent-deny")),
        allow = escape(&t("consent-allow")),
    );
    html_page(
        response,
        page(
            &t_with("consent-title", &[("client", client.into())]),
            &body,
        ),
    )
}
