//! The consent screen's page (docs/decisions.md, "Consent"): the client's
//! name, what it will be able to do in plain words, Allow / Deny, in the
//! login page's look, with its CSRF token.

use std::fmt::Write as _;

use accounts_domain::secrets::PlainSecret;
use accounts_service::authorize::Authorization;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse};

use crate::app::state::AppState;
use crate::paths;

use super::common::{csrf_token, html_page, session_cookie};
use super::markup::{escape, hidden_inputs, page, scope_words};

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
    let client = escape(&request.client.name);
    let mut body = format!(
        "<h1>Allow {client} to use your account?</h1>\n\
         <p class=\"lead\">You are signed in as {account}. {client} is an app made by \
         someone else; it asks to:</p>\n<ul class=\"scopes\">\n",
        account = escape(account),
    );
    for line in scope_words(request.scope) {
        let _ = writeln!(body, "<li>{}</li>", escape(line));
    }
    let _ = writeln!(
        body,
        "</ul>\n<p>You can take its access away on your account page at any time.</p>\n\
         <form method=\"post\" action=\"{}\">",
        escape(paths::AUTHORIZE_CONSENT)
    );
    let mut fields = hidden.to_vec();
    fields.push(("csrf_token", &csrf));
    hidden_inputs(&mut body, &fields);
    body.push_str(
        "<div class=\"actions\">\n\
         <button type=\"submit\" name=\"decision\" value=\"deny\" class=\"secondary\">Deny</button>\n\
         <button type=\"submit\" name=\"decision\" value=\"allow\">Allow</button>\n\
         </div>\n</form>\n",
    );
    html_page(
        response,
        page(&format!("Allow {}?", request.client.name), &body),
    )
}
