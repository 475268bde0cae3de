//! The server-rendered pages of browser sign-in: plain HTML and CSS,
//! readable on a phone; the only script is the passkey one
//! (`factor_html`), and every page works without it. Every value from a
//! request or the database goes through [`escape`]. Here are the login
//! page, the plain form and message pages and the sign-out confirmation;
//! the account page's is `pages/account/html.rs`, the device grant's
//! `pages/oauth/device_html.rs`.

use std::fmt::Write as _;

pub use super::markup::escape;
use super::markup::{alert, hidden_inputs, page};
use crate::common::language::{t, t_with};

/// What the login page shows.
#[derive(Debug)]
pub struct LoginView<'a> {
    /// What signing in is for, under the heading ("to continue to Shop").
    pub lead: &'a str,
    /// The form's target (the authorization endpoint).
    pub action: &'a str,
    /// The authorization request's parameters, carried as hidden fields.
    pub hidden: &'a [(&'a str, &'a str)],
    /// The CSRF token for the form.
    pub csrf_token: &'a str,
    /// The email to fill in again after a failed attempt.
    pub email: &'a str,
    /// Why the last attempt failed.
    pub error: Option<&'a str>,
    /// Where to create an account instead, when registration is open.
    pub signup: Option<&'a str>,
    /// Signing in with a passkey instead, when passkeys are on.
    pub passkey: Option<super::factor_html::PasskeyForm<'a>>,
    /// "Sign in with …" buttons: each upstream provider's label and the
    /// link that starts its round trip.
    pub upstreams: &'a [(String, String)],
    /// "Sign in with your organization": the page that finds its own
    /// provider by an address or a slug, with the request carried on.
    pub organization: Option<&'a str>,
    /// "Email me a code": the form's second button posts the address
    /// there, when codes are offered.
    pub code: Option<&'a str>,
}

/// The login form.
pub fn login(view: &LoginView<'_>) -> String {
    let mut body = String::new();
    let title = t("page-login-title");
    let _ = write!(
        body,
        "<h1>{}</h1>\n<p class=\"lead\">{}</p>\n",
        escape(&title),
        escape(view.lead)
    );
    let described = alert(&mut body, view.error);
    let _ = writeln!(
        body,
        "<form method=\"post\" action=\"{}\" novalidate>",
        escape(view.action)
    );
    hidden_inputs(&mut body, view.hidden);
    let _ = writeln!(
        body,
        "<input type=\"hidden\" name=\"csrf_token\" value=\"{}\">",
        escape(view.csrf_token)
    );
    let autofocus_email = if view.email.is_empty() {
        " autofocus"
    } else {
        ""
    };
    let autofocus_password = if view.email.is_empty() {
        ""
    } else {
        " autofocus"
    };
    // `webauthn` lets the browser offer passkeys in the field's autofill.
    let autocomplete = if view.passkey.is_some() {
        "username webauthn"
    } else {
        "username"
    };
    let _ = write!(
        body,
        "<label for=\"email\">{email_label}</label>\n\
         <input type=\"email\" id=\"email\" name=\"email\" value=\"{email}\" \
         autocomplete=\"{autocomplete}\" inputmode=\"email\" autocapitalize=\"none\" \
         spellcheck=\"false\" required{described}{autofocus_email}>\n\
         <label for=\"password\">{password_label}</label>\n\
         <input type=\"password\" id=\"password\" name=\"password\" \
         autocomplete=\"current-password\" required{described}{autofocus_password}>\n\
         <button type=\"submit\">{button}</button>\n",
        email_label = escape(&t("page-login-email")),
        email = escape(view.email),
        password_label = escape(&t("page-login-password")),
        button = escape(&t("page-login-button")),
    );
    // A second button of the same form: it takes the address typed, and
    // no password is needed (`formnovalidate`).
    if let Some(action) = view.code {
        let _ = writeln!(
            body,
            "<button type=\"submit\" class=\"secondary\" formaction=\"{}\" formnovalidate>{}</button>",
            escape(action),
            escape(&t("page-login-email-code")),
        );
    }
    body.push_str("</form>\n");
    if let Some(passkey) = &view.passkey {
        super::factor_html::passkey_form(&mut body, passkey);
    }
    for (name, href) in view.upstreams {
        let _ = writeln!(
            body,
            "<p><a class=\"button secondary\" href=\"{}\">{}</a></p>",
            escape(href),
            escape(&t_with(
                "page-login-with-provider",
                &[("provider", name.into())]
            ))
        );
    }
    if let Some(href) = view.organization {
        let _ = writeln!(
            body,
            "<p class=\"links\"><a href=\"{}\">{}</a></p>",
            escape(href),
            escape(&t("page-login-organization")),
        );
    }
    // The forgot-password page keeps the authorization request's language.
    let forgot = match view.hidden.iter().find(|(name, _)| *name == "ui_locales") {
        Some((_, locales)) => format!(
            "{}?{}",
            crate::paths::FORGOT_PAGE,
            url::form_urlencoded::Serializer::new(String::new())
                .append_pair("ui_locales", locales)
                .finish()
        ),
        None => crate::paths::FORGOT_PAGE.to_owned(),
    };
    let _ = writeln!(
        body,
        "<p class=\"links\"><a href=\"{}\">{}</a></p>",
        escape(&forgot),
        escape(&t("page-login-forgot")),
    );
    if let Some(signup) = view.signup {
        let _ = writeln!(
            body,
            "<p class=\"links\">{} <a href=\"{}\">{}</a></p>",
            escape(&t("page-login-new-here")),
            escape(signup),
            escape(&t("page-login-create-account"))
        );
    }
    page(&title, &body)
}

/// One input of a [`form`].
#[derive(Debug)]
pub struct Field<'a> {
    /// The input's name (and id).
    pub name: &'a str,
    /// Its label.
    pub label: &'a str,
    /// `email`, `password` or `text`.
    pub kind: &'a str,
    /// The `autocomplete` hint (`username`, `new-password`, ...).
    pub autocomplete: &'a str,
    /// The value to fill in again.
    pub value: &'a str,
    /// Whether the form needs it.
    pub required: bool,
}

/// What a plain form page shows.
#[derive(Debug)]
pub struct FormView<'a> {
    /// The heading (and title).
    pub title: &'a str,
    /// The text under it.
    pub lead: &'a str,
    /// The form's target.
    pub action: &'a str,
    /// Values carried through the POST.
    pub hidden: &'a [(&'a str, &'a str)],
    /// The CSRF token for the form.
    pub csrf_token: &'a str,
    /// The inputs.
    pub fields: &'a [Field<'a>],
    /// The submit button's text.
    pub button: &'a str,
    /// Why the last attempt failed.
    pub error: Option<&'a str>,
}

/// A form page in the login page's look (password reset and its request).
pub fn form(view: &FormView<'_>) -> String {
    let mut body = format!(
        "<h1>{}</h1>\n<p class=\"lead\">{}</p>\n",
        escape(view.title),
        escape(view.lead)
    );
    let described = alert(&mut body, view.error);
    let _ = writeln!(
        body,
        "<form method=\"post\" action=\"{}\" novalidate>",
        escape(view.action)
    );
    hidden_inputs(&mut body, view.hidden);
    hidden_inputs(&mut body, &[("csrf_token", view.csrf_token)]);
    for (i, field) in view.fields.iter().enumerate() {
        let autofocus = if i == 0 { " autofocus" } else { "" };
        let _ = writeln!(
            body,
            "<label for=\"{name}\">{label}</label>\n\
             <input type=\"{kind}\" id=\"{name}\" name=\"{name}\" value=\"{value}\" \
             autocomplete=\"{auto}\" autocapitalize=\"none\" spellcheck=\"false\"\
             {required}{described}{autofocus}>",
            name = escape(field.name),
            label = escape(field.label),
            kind = escape(field.kind),
            value = escape(field.value),
            auto = escape(field.autocomplete),
            required = if field.required { " required" } else { "" },
        );
    }
    let _ = write!(
        body,
        "<button type=\"submit\">{}</button>\n</form>\n",
        escape(view.button)
    );
    page(view.title, &body)
}

/// "Sign in with your organization": a form that asks for a work address
/// or the organization's slug (a GET: it only looks the organization up),
/// or, once found, the button that starts its sign-in.
pub fn organization_login(
    hidden: &[(&str, &str)],
    value: &str,
    error: Option<&str>,
    found: Option<(&str, &str)>,
) -> String {
    let title = t("page-organization-title");
    let mut body = format!(
        "<h1>{}</h1>\n<p class=\"lead\">{}</p>\n",
        escape(&title),
        escape(&t("page-organization-lead"))
    );
    if let Some((name, href)) = found {
        let _ = writeln!(
            body,
            "<p><a class=\"button\" href=\"{}\">{}</a></p>",
            escape(href),
            escape(&t_with(
                "page-login-with-provider",
                &[("provider", name.into())]
            ))
        );
        return page(&title, &body);
    }
    let described = alert(&mut body, error);
    let _ = writeln!(
        body,
        "<form method=\"get\" action=\"{}\" novalidate>",
        escape(crate::paths::ORGANIZATION_LOGIN)
    );
    hidden_inputs(&mut body, hidden);
    let _ = write!(
        body,
        "<label for=\"organization\">{label}</label>\n\
         <input type=\"text\" id=\"organization\" name=\"organization\" value=\"{value}\" \
         autocomplete=\"username\" autocapitalize=\"none\" spellcheck=\"false\" \
         required{described} autofocus>\n\
         <button type=\"submit\">{button}</button>\n</form>\n",
        label = escape(&t("page-organization-field")),
        value = escape(value),
        button = escape(&t("page-organization-button")),
    );
    page(&title, &body)
}

/// A page with a heading and a message (errors, "signed out").
pub fn message(title: &str, text: &str) -> String {
    page(
        title,
        &format!(
            "<h1>{}</h1>\n<p class=\"lead\">{}</p>\n",
            escape(title),
            escape(text)
        ),
    )
}

/// A message with one link onwards (after a sign-up).
pub fn message_with_link(title: &str, text: &str, (label, href): (&str, &str)) -> String {
    page(
        title,
        &format!(
            "<h1>{}</h1>\n<p class=\"lead\">{}</p>\n<p class=\"links\"><a href=\"{}\">{}</a></p>\n",
            escape(title),
            escape(text),
            escape(href),
            escape(label)
        ),
    )
}

/// The sign-out confirmation: a form, so a cross-site link cannot sign a
/// user out on its own.
pub fn confirm_logout(action: &str, hidden: &[(&str, &str)], csrf_token: &str) -> String {
    let title = t("page-logout-title");
    let mut body = format!(
        "<h1>{}</h1>\n<p class=\"lead\">{}</p>\n",
        escape(&title),
        escape(&t("page-logout-question"))
    );
    let _ = writeln!(body, "<form method=\"post\" action=\"{}\">", escape(action));
    hidden_inputs(&mut body, hidden);
    let _ = write!(
        body,
        "<input type=\"hidden\" name=\"csrf_token\" value=\"{}\">\n\
         <button type=\"submit\">{}</button>\n</form>\n",
        escape(csrf_token),
        escape(&t("page-logout-button"))
    );
    page(&title, &body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_referrer_policy_is_the_headers_alone() {
        // A meta tag would override `Referrer-Policy: same-origin` and can
        // make browsers send `Origin: null`, which the CSRF check refuses.
        assert!(!page("Title", "<p>x</p>").contains("referrer"));
    }

    #[test]
    fn markup_in_values_is_escaped() {
        let html = login(&LoginView {
            lead: "<script>alert(1)</script>",
            action: "/authorize",
            hidden: &[("state", "\"><img src=x>")],
            csrf_token: "t",
            email: "a'b@example.com",
            error: Some("<b>no</b>"),
            signup: None,
            passkey: None,
            upstreams: &[],
            organization: None,
            code: None,
        });
        assert!(!html.contains("<script>"));
        assert!(!html.contains("<img"));
        assert!(!html.contains("<b>"));
        assert!(html.contains("value=\"&quot;&gt;&lt;img src=x&gt;\""));
        assert!(html.contains("value=\"a&#39;b@example.com\""));
    }

    #[test]
    fn fields_have_labels_and_the_page_fits_a_phone() {
        let html = login(&LoginView {
            lead: "to continue to Shop",
            action: "/authorize",
            hidden: &[],
            csrf_token: "t",
            email: "",
            error: None,
            signup: Some("/accounts/signup?client_id=x&a=<b>"),
            passkey: None,
            upstreams: &[],
            organization: None,
            code: None,
        });
        assert!(html.contains("href=\"/accounts/signup?client_id=x&amp;a=&lt;b&gt;\""));
        assert!(html.contains("<label for=\"email\">"));
        assert!(html.contains("id=\"email\""));
        assert!(html.contains("<label for=\"password\">"));
        assert!(html.contains("id=\"password\""));
        assert!(html.contains("width=device-width"));
        assert!(!html.contains("<script"));
    }
}
