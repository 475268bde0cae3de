//! The pages of signing in with a mailed code: the form that asks for
//! one, the page the code is typed on, and the pages a mailed link opens.

use std::fmt::Write as _;

use crate::common::language::{t, t_with};
use crate::pages::markup::{alert, escape, hidden_inputs, page};
use crate::paths;

/// The form that asks for a code: the address, carried on with the
/// authorization request (or the account pages' marker).
pub(super) fn ask_form(
    hidden: &[(&str, &str)],
    csrf_token: &str,
    email: &str,
    error: Option<&str>,
) -> String {
    let title = t("page-code-ask-title");
    let mut body = format!(
        "<h1>{}</h1>\n<p class=\"lead\">{}</p>\n",
        escape(&title),
        escape(&t("page-code-ask-lead"))
    );
    let described = alert(&mut body, error);
    let _ = writeln!(
        body,
        "<form method=\"post\" action=\"{}\" novalidate>",
        escape(paths::CODE_LOGIN)
    );
    hidden_inputs(&mut body, hidden);
    hidden_inputs(&mut body, &[("csrf_token", csrf_token)]);
    let _ = write!(
        body,
        "<label for=\"email\">{label}</label>\n\
         <input type=\"email\" id=\"email\" name=\"email\" value=\"{email}\" \
         autocomplete=\"username\" inputmode=\"email\" autocapitalize=\"none\" \
         spellcheck=\"false\" required{described} autofocus>\n\
         <button type=\"submit\">{button}</button>\n</form>\n",
        label = escape(&t("page-login-email")),
        email = escape(email),
        button = escape(&t("page-code-ask-button")),
    );
    page(&title, &body)
}

/// What the code page shows.
pub(super) struct CodeView<'a> {
    /// The request carried on, with the address.
    pub hidden: &'a [(&'a str, &'a str)],
    /// The CSRF token for the form.
    pub csrf_token: &'a str,
    /// The address the code went to.
    pub email: &'a str,
    /// How long the code works.
    pub minutes: i64,
    /// Whether a new account may be made (a name is asked for).
    pub new_accounts: bool,
    /// Why the last code was refused.
    pub error: Option<&'a str>,
    /// The form that asks again, prefilled.
    pub again: &'a str,
}

/// The page the mailed code is typed on.
pub(super) fn code_form(view: &CodeView<'_>) -> String {
    let title = t("page-code-title");
    let lead = t_with(
        "page-code-lead",
        &[
            ("email", view.email.into()),
            ("minutes", view.minutes.into()),
        ],
    );
    let mut body = format!(
        "<h1>{}</h1>\n<p class=\"lead\">{}</p>\n",
        escape(&title),
        escape(&lead)
    );
    let described = alert(&mut body, view.error);
    let _ = writeln!(
        body,
        "<form method=\"post\" action=\"{}\" novalidate>",
        escape(paths::CODE_LOGIN_ANSWER)
    );
    hidden_inputs(&mut body, view.hidden);
    hidden_inputs(&mut body, &[("csrf_token", view.csrf_token)]);
    let _ = writeln!(
        body,
        "<label for=\"code\">{label}</label>\n\
         <input type=\"text\" id=\"code\" name=\"code\" inputmode=\"numeric\" \
         pattern=\"[0-9]{{6}}\" maxlength=\"6\" autocomplete=\"one-time-code\" \
         required{described} autofocus>",
        label = escape(&t("page-code-field")),
    );
    if view.new_accounts {
        let _ = writeln!(
            body,
            "<label for=\"name\">{label}</label>\n\
             <input type=\"text\" id=\"name\" name=\"name\" maxlength=\"200\" \
             autocomplete=\"name\">",
            label = escape(&t("page-code-name")),
        );
    }
    let _ = write!(
        body,
        "<button type=\"submit\">{}</button>\n</form>\n\
         <p class=\"links\"><a href=\"{}\">{}</a></p>\n",
        escape(&t("page-code-button")),
        escape(view.again),
        escape(&t("page-code-again")),
    );
    page(&title, &body)
}

/// The link's page in the browser that asked: one button, a POST, so a
/// mail scanner's GET signs nobody in.
pub(super) fn link_button(token: &str, csrf_token: &str) -> String {
    let title = t("page-code-link-title");
    let mut body = format!(
        "<h1>{}</h1>\n<p class=\"lead\">{}</p>\n",
        escape(&title),
        escape(&t("page-code-link-lead"))
    );
    let _ = writeln!(
        body,
        "<form method=\"post\" action=\"{}\">",
        escape(paths::CODE_LINK_PAGE)
    );
    hidden_inputs(&mut body, &[("token", token), ("csrf_token", csrf_token)]);
    let _ = write!(
        body,
        "<button type=\"submit\">{}</button>\n</form>\n",
        escape(&t("page-code-link-button"))
    );
    page(&title, &body)
}

/// The link's page anywhere else: the digits to type where the code was
/// asked for.
pub(super) fn link_digits(digits: &str) -> String {
    let title = t("page-code-link-elsewhere-title");
    page(
        &title,
        &format!(
            "<h1>{}</h1>\n<p class=\"lead\">{}</p>\n<p class=\"code\"><strong>{}</strong></p>\n",
            escape(&title),
            escape(&t("page-code-link-elsewhere")),
            escape(digits)
        ),
    )
}
