//! The account page's HTML (docs/api.md, "The account page"): where the
//! user is signed in, the ways to sign in, linked providers and apps, the
//! profile, password, language and email forms, and the data and deletion
//! links. Every value goes through [`escape`].

use std::fmt::Write as _;

use crate::common::language::{t, t_with};
use crate::pages::markup::{alert, escape, page};

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

/// After a password reset: what else signs in to the account, with the
/// review's two buttons (docs/decisions.md, "After a reset").
#[derive(Debug)]
pub struct ReviewView<'a> {
    /// When the password was reset ("2026-12-02 10:04 UTC").
    pub reset_at: &'a str,
    /// One line per way in.
    pub ways_in: &'a [String],
}

/// What the account page shows.
#[derive(Debug)]
pub struct AccountView<'a> {
    /// The open review after a password reset, if it lists anything.
    pub review: Option<ReviewView<'a>>,
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
    pub factors: crate::pages::factor_html::FactorsView<'a>,
    /// Linked upstream providers.
    pub links: super::links::LinksView<'a>,
    /// Third-party apps the user allowed.
    pub apps: super::apps::AppsView<'a>,
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
    if let Some(review) = &view.review {
        review_section(&mut body, review, &form_open);
    }
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
    crate::pages::factor_html::factors_section(&mut body, &view.factors);
    super::links::links_section(&mut body, &view.links);
    super::apps::apps_section(&mut body, &view.apps);
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

/// The review after a reset: every other way in, one button that removes
/// them all but the new password, and one that keeps them.
fn review_section(body: &mut String, review: &ReviewView<'_>, form_open: &dyn Fn(&str) -> String) {
    let _ = write!(
        body,
        "<section class=\"review\" aria-labelledby=\"review-heading\">\n\
         <h2 id=\"review-heading\">{heading}</h2>\n<p>{lead}</p>\n<ul>\n",
        heading = escape(&t("account-review-heading")),
        lead = escape(&t_with(
            "account-review-lead",
            &[("date", review.reset_at.into())]
        )),
    );
    for way in review.ways_in {
        let _ = writeln!(body, "<li>{}</li>", escape(way));
    }
    let _ = write!(
        body,
        "</ul>\n<p>{explain}</p>\n{remove}<button type=\"submit\">{remove_label}</button>\n</form>\n\
         {keep}<button type=\"submit\" class=\"secondary\">{keep_label}</button>\n</form>\n</section>\n",
        explain = escape(&t("account-review-explain")),
        remove = form_open("review_remove"),
        remove_label = escape(&t("account-review-remove")),
        keep = form_open("review_keep"),
        keep_label = escape(&t("account-review-keep")),
    );
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
    for language in Language::BY_NAME {
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
