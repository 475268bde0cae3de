//! The server-rendered pages of browser sign-in and of the device grant's
//! verification: plain HTML and CSS, readable on a phone; the only script
//! is the passkey one (`factor_html`), and every page works without it.
//! Every value from a request or the database goes through [`escape`].

use std::borrow::Cow;
use std::fmt::Write as _;

pub use super::markup::escape;
use super::markup::{MARK, alert, hidden_inputs, page, with_markup};
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
         <button type=\"submit\">{button}</button>\n</form>\n",
        email_label = escape(&t("page-login-email")),
        email = escape(view.email),
        password_label = escape(&t("page-login-password")),
        button = escape(&t("page-login-button")),
    );
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

/// What the device code entry form shows.
#[derive(Debug)]
pub struct CodeEntryView<'a> {
    /// The form's target (the verification page).
    pub action: &'a str,
    /// The CSRF token for the form.
    pub csrf_token: &'a str,
    /// The code to fill in again after a failed attempt.
    pub user_code: &'a str,
    /// Why the last attempt failed.
    pub error: Option<&'a str>,
}

/// The device grant's code entry: the code the device shows.
pub fn device_code_entry(view: &CodeEntryView<'_>) -> String {
    let title = t("page-device-title");
    let mut body = format!(
        "<h1>{}</h1>\n<p class=\"lead\">{}</p>\n",
        escape(&title),
        escape(&t("page-device-code-lead"))
    );
    let described = alert(&mut body, view.error);
    let _ = write!(
        body,
        "<form method=\"post\" action=\"{action}\" novalidate>\n\
         <input type=\"hidden\" name=\"csrf_token\" value=\"{csrf}\">\n\
         <label for=\"user_code\">{label}</label>\n\
         <input type=\"text\" class=\"code\" id=\"user_code\" name=\"user_code\" \
         value=\"{code}\" placeholder=\"XXXX-XXXX\" maxlength=\"20\" autocomplete=\"off\" \
         autocapitalize=\"characters\" spellcheck=\"false\" required autofocus{described}>\n\
         <button type=\"submit\">{button}</button>\n</form>\n",
        action = escape(view.action),
        csrf = escape(view.csrf_token),
        label = escape(&t("page-device-code-label")),
        code = escape(view.user_code),
        button = escape(&t("page-device-code-button")),
    );
    page(&title, &body)
}

/// What the device grant's confirmation shows.
#[derive(Debug)]
pub struct DeviceConfirmView<'a> {
    /// The form's target (the verification page).
    pub action: &'a str,
    /// The CSRF token for the form.
    pub csrf_token: &'a str,
    /// The code, as `XXXX-XXXX`.
    pub user_code: &'a str,
    /// The client's name.
    pub client_name: &'a str,
    /// What the device will be able to see, one line per scope.
    pub grants: &'a [Cow<'a, str>],
    /// The signed-in user's email.
    pub email: &'a str,
}

/// The device grant's question: approve or deny, with what is asked.
pub fn device_confirm(view: &DeviceConfirmView<'_>) -> String {
    // The code keeps its look inside the translated sentence.
    let lead = t_with(
        "page-device-confirm-lead",
        &[("code", MARK.into()), ("email", view.email.into())],
    );
    let code = format!("<span class=\"code\">{}</span>", escape(view.user_code));
    let mut body = format!(
        "<h1>{heading}</h1>\n<p class=\"lead\">{lead}</p>\n<p>{able}</p>\n<ul class=\"scopes\">\n",
        heading = escape(&t_with(
            "page-device-confirm-heading",
            &[("client", view.client_name.into())]
        )),
        lead = with_markup(&lead, &code),
        able = escape(&t("page-device-confirm-able")),
    );
    for grant in view.grants {
        let _ = writeln!(body, "<li>{}</li>", escape(grant));
    }
    let _ = write!(
        body,
        "</ul>\n<form method=\"post\" action=\"{action}\">\n\
         <input type=\"hidden\" name=\"csrf_token\" value=\"{csrf}\">\n\
         <input type=\"hidden\" name=\"user_code\" value=\"{code}\">\n\
         <div class=\"actions\">\n\
         <button type=\"submit\" name=\"decision\" value=\"deny\" class=\"secondary\">{deny}</button>\n\
         <button type=\"submit\" name=\"decision\" value=\"approve\">{allow}</button>\n\
         </div>\n</form>\n",
        action = escape(view.action),
        csrf = escape(view.csrf_token),
        code = escape(view.user_code),
        deny = escape(&t("page-device-confirm-deny")),
        allow = escape(&t("page-device-confirm-allow")),
    );
    page(&t("page-device-title"), &body)
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

/// One signed-in session as the account page lists it.
#[derive(Debug)]
pub struct SessionLine {
    /// The session's id (for its sign-out button).
    pub id: String,
    /// "Samsung SM-S918B · Android 13".
    pub device: String,
    /// "Chrome Mobile 119".
    pub client: String,
    /// "203.0.113.7 · Berlin, Germany".
    pub place: String,
    /// The app's package name, or `""`.
    pub package: String,
    /// "Signed in 2026-11-21 17:04 UTC · active 2026-11-22 08:00 UTC".
    pub when: String,
    /// The session of the browser looking.
    pub current: bool,
}

/// What the account page shows.
#[derive(Debug)]
pub struct AccountView<'a> {
    /// The form's target (the account page).
    pub action: &'a str,
    /// The CSRF token for the forms.
    pub csrf_token: &'a str,
    /// The signed-in address.
    pub email: &'a str,
    /// Whether it is verified.
    pub verified: bool,
    /// The profile fields: (name, label, value).
    pub profile: &'a [(&'a str, &'a str, &'a str)],
    /// The live sessions, most recently active first.
    pub sessions: &'a [SessionLine],
    /// What the last action did.
    pub notice: Option<&'a str>,
    /// Why the last action failed.
    pub error: Option<&'a str>,
    /// Passkeys and the authenticator app.
    pub factors: super::factor_html::FactorsView<'a>,
    /// Linked upstream providers.
    pub links: super::account_links::LinksView<'a>,
    /// Third-party apps the user allowed.
    pub apps: super::account_apps::AppsView<'a>,
    /// The user's stored language (their mails'), if they have one.
    pub language: Option<accounts_service::languages::Language>,
}

/// The account page: profile, password, and where the user is signed in.
pub fn account(view: &AccountView<'_>) -> String {
    let csrf = escape(view.csrf_token);
    let action = escape(view.action);
    let form_open = |kind: &str| {
        format!(
            "<form method=\"post\" action=\"{action}\">\n\
             <input type=\"hidden\" name=\"csrf_token\" value=\"{csrf}\">\n\
             <input type=\"hidden\" name=\"action\" value=\"{kind}\">\n"
        )
    };
    let title = t("page-account-title");
    let signed_in_as = if view.verified {
        "page-account-signed-in-as"
    } else {
        "page-account-signed-in-as-unconfirmed"
    };
    let mut body = format!(
        "<h1>{}</h1>\n<p class=\"lead\">{}</p>\n",
        escape(&title),
        escape(&t_with(signed_in_as, &[("email", view.email.into())])),
    );
    if let Some(notice) = view.notice {
        let _ = writeln!(
            body,
            "<p class=\"notice\" role=\"status\">{}</p>",
            escape(notice)
        );
    }
    let described = alert(&mut body, view.error);
    let _ = writeln!(
        body,
        "<h2>{}</h2>\n<ul class=\"sessions\">",
        escape(&t("page-account-sessions-heading"))
    );
    for line in view.sessions {
        let _ = write!(
            body,
            "<li><strong>{device}</strong> · {client}<br>\n<span class=\"meta\">{place}",
            device = escape(&line.device),
            client = escape(&line.client),
            place = escape(&line.place),
        );
        if !line.package.is_empty() {
            let _ = write!(
                body,
                " · {}",
                escape(&t_with(
                    "page-account-session-app",
                    &[("package", line.package.as_str().into())]
                ))
            );
        }
        let _ = write!(body, "<br>\n{}</span>\n", escape(&line.when));
        if line.current {
            let _ = writeln!(
                body,
                "<br><span class=\"badge\">{}</span>",
                escape(&t("page-account-this-browser"))
            );
        } else {
            body.push_str(&form_open("end_session"));
            let _ = write!(
                body,
                "<input type=\"hidden\" name=\"session_id\" value=\"{}\">\n\
                 <button type=\"submit\" class=\"secondary\">{}</button>\n</form>\n",
                escape(&line.id),
                escape(&t("page-account-sign-out-session"))
            );
        }
        body.push_str("</li>\n");
    }
    body.push_str("</ul>\n");
    if view.sessions.iter().any(|s| !s.current) {
        body.push_str(&form_open("end_others"));
        let _ = write!(
            body,
            "<button type=\"submit\" class=\"secondary\">{}</button>\n</form>\n",
            escape(&t("page-account-sign-out-others"))
        );
    }
    super::factor_html::factors_section(&mut body, &view.factors);
    super::account_links::links_section(&mut body, &view.links);
    super::account_apps::apps_section(&mut body, &view.apps);
    let _ = writeln!(
        body,
        "<h2>{}</h2>",
        escape(&t("page-account-profile-heading"))
    );
    body.push_str(&form_open("profile"));
    for (name, label, value) in view.profile {
        let _ = writeln!(
            body,
            "<label for=\"{n}\">{l}</label>\n<input type=\"text\" id=\"{n}\" name=\"{n}\" value=\"{v}\"{described}>",
            n = escape(name),
            l = escape(label),
            v = escape(value),
        );
    }
    let _ = write!(
        body,
        "<button type=\"submit\">{}</button>\n</form>\n<h2>{}</h2>\n",
        escape(&t("page-account-profile-save")),
        escape(&t("page-account-password-heading"))
    );
    body.push_str(&form_open("password"));
    let _ = write!(
        body,
        "<label for=\"current_password\">{current}</label>\n\
         <input type=\"password\" id=\"current_password\" name=\"current_password\" \
         autocomplete=\"current-password\" required{described}>\n\
         <label for=\"new_password\">{new}</label>\n\
         <input type=\"password\" id=\"new_password\" name=\"new_password\" \
         autocomplete=\"new-password\" required{described}>\n\
         <button type=\"submit\">{button}</button>\n</form>\n",
        current = escape(&t("page-account-current-password")),
        new = escape(&t("page-account-new-password")),
        button = escape(&t("page-account-password-change")),
    );
    language_form(&mut body, &form_open("language"), view.language);
    let _ = writeln!(
        body,
        "<h2>{}</h2>",
        escape(&t("page-account-email-heading"))
    );
    body.push_str(&form_open("email"));
    let _ = write!(
        body,
        "<p>{explain}</p>\n\
         <label for=\"new_email\">{new}</label>\n\
         <input type=\"email\" id=\"new_email\" name=\"email\" autocomplete=\"email\" required{described}>\n\
         <label for=\"email_password\">{password}</label>\n\
         <input type=\"password\" id=\"email_password\" name=\"current_password\" \
         autocomplete=\"current-password\" required{described}>\n\
         <button type=\"submit\">{button}</button>\n</form>\n",
        explain = escape(&t("page-account-email-explain")),
        new = escape(&t("page-account-new-email")),
        password = escape(&t("page-account-email-password")),
        button = escape(&t("page-account-email-change")),
    );
    let _ = write!(
        body,
        "<h2>{data_heading}</h2>\n<p>{data_explain}</p>\n\
         <p class=\"links\"><a href=\"{export}\" download>{download}</a></p>\n\
         <h2 id=\"delete\">{delete_heading}</h2>\n<p>{delete_explain}</p>\n\
         <p class=\"links\"><a href=\"{delete}\">{delete_link}</a></p>\n",
        data_heading = escape(&t("page-account-data-heading")),
        data_explain = escape(&t("page-account-data-explain")),
        export = crate::paths::ACCOUNT_EXPORT,
        download = escape(&t("page-account-data-download")),
        delete_heading = escape(&t("page-account-delete-heading")),
        delete_explain = escape(&t("page-account-delete-explain")),
        delete = crate::paths::ACCOUNT_DELETE,
        delete_link = escape(&t("page-account-delete-link")),
    );
    page(&title, &body)
}

/// The account page's choice of the user's language: the language of
/// their mails, and of their pages wherever they are signed in. Without a
/// stored one, the page's language is the one selected.
fn language_form(
    body: &mut String,
    form_open: &str,
    stored: Option<accounts_service::languages::Language>,
) {
    use accounts_service::languages::Language;
    let selected = stored.unwrap_or_else(crate::common::language::language);
    let _ = write!(
        body,
        "<h2>{heading}</h2>\n{form_open}<label for=\"language\">{heading}</label>\n\
         <p class=\"meta\" id=\"language-help\">{help}</p>\n\
         <select id=\"language\" name=\"language\" aria-describedby=\"language-help\">\n",
        heading = escape(&t("account-language-heading")),
        help = escape(&t("account-language-help")),
    );
    for language in Language::ALL {
        let _ = writeln!(
            body,
            "<option value=\"{tag}\" lang=\"{tag}\"{selected}>{name}</option>",
            tag = language.tag(),
            selected = if language == selected {
                " selected"
            } else {
                ""
            },
            name = escape(language.name()),
        );
    }
    let _ = write!(
        body,
        "</select>\n<button type=\"submit\">{}</button>\n</form>\n",
        escape(&t("account-language-save"))
    );
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
        });
        assert!(html.contains("href=\"/accounts/signup?client_id=x&amp;a=&lt;b&gt;\""));
        assert!(html.contains("<label for=\"email\">"));
        assert!(html.contains("id=\"email\""));
        assert!(html.contains("<label for=\"password\">"));
        assert!(html.contains("id=\"password\""));
        assert!(html.contains("width=device-width"));
        assert!(!html.contains("<script"));
    }

    #[test]
    fn the_device_pages_escape_what_they_show() {
        let html = device_confirm(&DeviceConfirmView {
            action: "/device",
            csrf_token: "t",
            user_code: "BCDF-GHJK",
            client_name: "<img src=x>",
            grants: &[Cow::Borrowed("<b>all</b>")],
            email: "a'b@example.com",
        });
        assert!(!html.contains("<img"));
        assert!(!html.contains("<b>"));
        assert!(
            html.contains("the code <span class=\"code\">BCDF-GHJK</span> asks"),
            "the code keeps its markup inside the message"
        );
        assert!(html.contains("value=\"approve\""));
        assert!(html.contains("value=\"deny\""));
        let html = device_code_entry(&CodeEntryView {
            action: "/device",
            csrf_token: "t",
            user_code: "\"><script>",
            error: Some("<i>no</i>"),
        });
        assert!(!html.contains("<script"));
        assert!(!html.contains("<i>"));
        assert!(html.contains("<label for=\"user_code\">"));
    }
}
