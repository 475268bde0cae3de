//! The device grant's verification pages (docs/api.md, "GET|POST
//! /accounts/oauth2/v1/device"): the code entry form and the question to
//! approve or deny, in the login page's look. Every value goes through
//! [`escape`].

use std::borrow::Cow;
use std::fmt::Write as _;

use crate::common::language::{t, t_with};
use crate::pages::markup::{MARK, alert, escape, page, with_markup};

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

#[cfg(test)]
mod tests {
    use super::*;

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
