//! The pages' second factors and passkeys: the passkey sign-in form (a
//! button, and the browser's autofill), the second step after a password,
//! the account page's section to set them up, the authenticator app's QR
//! code (an inline SVG made here: no outside service sees the secret) and
//! the recovery codes, shown once. The script that drives passkeys is a
//! file of ours (`/accounts/assets/passkeys.js`); without it the pages
//! work with passwords and codes alone.

use std::fmt::Write as _;

use qrcode::QrCode;
use qrcode::render::svg;

use super::markup::{alert, escape, hidden_inputs, page};
use crate::common::language::{t, t_with};
use crate::paths;

/// The script tag for pages that offer passkeys.
fn script(body: &mut String) {
    let _ = writeln!(
        body,
        "<script src=\"{}\" defer></script>",
        escape(paths::PASSKEYS_SCRIPT)
    );
}

/// A form that signs in with a passkey: hidden until the script runs.
#[derive(Debug)]
pub struct PasskeyForm<'a> {
    /// Where the answer is posted.
    pub action: &'a str,
    /// The fields carried along (the authorization request, a marker for
    /// the second step).
    pub hidden: &'a [(&'a str, &'a str)],
    /// The CSRF token for the form.
    pub csrf_token: &'a str,
    /// The button's text.
    pub button: &'a str,
    /// Whether the browser may offer passkeys in the email field's
    /// autofill (conditional mediation) as well.
    pub autofill: bool,
}

/// Writes the passkey sign-in form and its script. What the script may
/// say is in the form's `data-error-*` attributes, in the page's language
/// (the script is a file of ours, the same for every language).
pub fn passkey_form(body: &mut String, form: &PasskeyForm<'_>) {
    let _ = writeln!(
        body,
        "<form id=\"passkey-signin\" method=\"post\" action=\"{}\" data-options=\"{}\" \
         data-error-unused=\"{}\"{} hidden>",
        escape(form.action),
        escape(paths::LOGIN_PASSKEY_OPTIONS),
        escape(&t("passkey-not-used")),
        if form.autofill { " data-autofill" } else { "" },
    );
    hidden_inputs(body, form.hidden);
    hidden_inputs(
        body,
        &[
            ("csrf_token", form.csrf_token),
            ("challenge_id", ""),
            ("credential", ""),
        ],
    );
    let _ = writeln!(
        body,
        "<p class=\"error passkey-error\" role=\"alert\" hidden></p>\n\
         <button type=\"submit\" class=\"secondary\">{}</button>\n</form>",
        escape(form.button)
    );
    script(body);
}

/// What the second step after a password shows.
#[derive(Debug)]
pub struct SecondStepView<'a> {
    /// What signing in is for, and how to answer.
    pub lead: &'a str,
    /// Where the code is posted.
    pub action: &'a str,
    /// The fields carried along.
    pub hidden: &'a [(&'a str, &'a str)],
    /// The CSRF token for the forms.
    pub csrf_token: &'a str,
    /// Whether a code (authenticator app or recovery code) answers.
    pub code: bool,
    /// The passkey form, when the user has a passkey.
    pub passkey: Option<PasskeyForm<'a>>,
    /// Why the last attempt failed.
    pub error: Option<&'a str>,
}

/// The second step after a right password: a code, a passkey, or both.
pub fn second_step(view: &SecondStepView<'_>) -> String {
    let title = t("second-step-title");
    let mut body = format!(
        "<h1>{}</h1>\n<p class=\"lead\">{}</p>\n",
        escape(&title),
        escape(view.lead)
    );
    let described = alert(&mut body, view.error);
    if view.code {
        let _ = writeln!(
            body,
            "<form method=\"post\" action=\"{}\" novalidate>",
            escape(view.action)
        );
        hidden_inputs(&mut body, view.hidden);
        hidden_inputs(&mut body, &[("csrf_token", view.csrf_token)]);
        let _ = write!(
            body,
            "<label for=\"code\">{label}</label>\n\
             <input type=\"text\" id=\"code\" name=\"code\" value=\"\" autocomplete=\"one-time-code\" \
             inputmode=\"text\" autocapitalize=\"none\" spellcheck=\"false\" required{described} autofocus>\n\
             <button type=\"submit\">{button}</button>\n</form>\n",
            label = escape(&t("second-step-code-label")),
            button = escape(&t("second-step-continue")),
        );
    }
    if let Some(passkey) = &view.passkey {
        passkey_form(&mut body, passkey);
    }
    page(&title, &body)
}

/// One passkey as the account page lists it.
#[derive(Debug)]
pub struct PasskeyLine {
    /// Its id (for the rename and delete forms).
    pub id: String,
    /// The user's name for it.
    pub name: String,
    /// "Added 2026-11-21 · last used 2026-11-22 · synced".
    pub meta: String,
}

/// The account page's second-factor section.
#[derive(Debug)]
pub struct FactorsView<'a> {
    /// Where the forms post (the account page).
    pub action: &'a str,
    /// The CSRF token for the forms.
    pub csrf_token: &'a str,
    /// Whether an authenticator app is set up.
    pub totp: bool,
    /// Unused recovery codes.
    pub recovery_codes_left: u64,
    /// The user's passkeys.
    pub passkeys: &'a [PasskeyLine],
    /// Whether this server can register passkeys.
    pub passkeys_available: bool,
}

/// Writes the account page's section on passkeys and the authenticator.
pub fn factors_section(body: &mut String, view: &FactorsView<'_>) {
    let form_open = |kind: &str, id: &str| {
        format!(
            "<form method=\"post\" action=\"{action}\"{id}>\n\
             <input type=\"hidden\" name=\"csrf_token\" value=\"{csrf}\">\n\
             <input type=\"hidden\" name=\"action\" value=\"{kind}\">\n",
            action = escape(view.action),
            csrf = escape(view.csrf_token),
        )
    };
    let _ = writeln!(body, "<h2>{}</h2>", escape(&t("passkey-section-heading")));
    if view.passkeys.is_empty() {
        let _ = writeln!(
            body,
            "<p class=\"meta\">{}</p>",
            escape(&t("passkey-section-intro"))
        );
    }
    body.push_str("<ul class=\"sessions\">\n");
    for key in view.passkeys {
        let _ = write!(
            body,
            "<li><strong>{name}</strong><br>\n<span class=\"meta\">{meta}</span>\n",
            name = escape(&key.name),
            meta = escape(&key.meta),
        );
        body.push_str(&form_open("passkey_rename", ""));
        let _ = write!(
            body,
            "<input type=\"hidden\" name=\"passkey_id\" value=\"{id}\">\n\
             <label for=\"rename-{id}\">{label}</label>\n\
             <input type=\"text\" id=\"rename-{id}\" name=\"name\" value=\"{name}\" maxlength=\"64\" required>\n\
             <div class=\"actions\"><button type=\"submit\" class=\"secondary\">{button}</button></div>\n</form>\n",
            id = escape(&key.id),
            name = escape(&key.name),
            label = escape(&t("passkey-rename-label")),
            button = escape(&t("passkey-rename-button")),
        );
        body.push_str(&form_open("passkey_delete", ""));
        let _ = write!(
            body,
            "<input type=\"hidden\" name=\"passkey_id\" value=\"{}\">\n\
             <button type=\"submit\" class=\"secondary\">{}</button>\n</form>\n</li>\n",
            escape(&key.id),
            escape(&t("passkey-remove-button")),
        );
    }
    body.push_str("</ul>\n");
    if view.passkeys_available {
        // What the script may say is in `data-error-*`, in the page's
        // language.
        body.push_str(&form_open(
            "passkey_add",
            &format!(
                " id=\"passkey-add\" data-options=\"{}\" data-error-registered=\"{}\" \
                 data-error-not-added=\"{}\" hidden",
                escape(paths::ACCOUNT_PASSKEY_OPTIONS),
                escape(&t("passkey-already-registered")),
                escape(&t("passkey-not-added")),
            ),
        ));
        let _ = write!(
            body,
            "<input type=\"hidden\" name=\"credential\" value=\"\">\n\
             <label for=\"passkey-name\">{label}</label>\n\
             <input type=\"text\" id=\"passkey-name\" name=\"name\" value=\"\" maxlength=\"64\" \
             placeholder=\"{placeholder}\" required>\n\
             <p class=\"error passkey-error\" role=\"alert\" hidden></p>\n\
             <button type=\"submit\">{button}</button>\n</form>\n",
            label = escape(&t("passkey-new-name-label")),
            placeholder = escape(&t("passkey-new-name-placeholder")),
            button = escape(&t("passkey-add-button")),
        );
        script(body);
    }
    let _ = writeln!(body, "<h2>{}</h2>", escape(&t("second-step-app-heading")));
    if view.totp {
        let _ = writeln!(
            body,
            "<p>{}</p>",
            escape(&t_with(
                "second-step-app-on",
                &[("count", view.recovery_codes_left.into())],
            ))
        );
        body.push_str(&form_open("totp_remove", ""));
        let _ = writeln!(
            body,
            "<button type=\"submit\" class=\"secondary\">{}</button>\n</form>",
            escape(&t("second-step-app-remove"))
        );
    } else {
        let _ = writeln!(body, "<p>{}</p>", escape(&t("second-step-app-intro")));
        body.push_str(&form_open("totp_start", ""));
        let _ = writeln!(
            body,
            "<button type=\"submit\">{}</button>\n</form>",
            escape(&t("second-step-app-set-up"))
        );
    }
}

/// The QR code of `text` as an inline SVG, `None` when it is too long for
/// one.
pub fn qr_svg(text: &str) -> Option<String> {
    let code = QrCode::new(text.as_bytes()).ok()?;
    let image = code
        .render::<svg::Color<'_>>()
        .min_dimensions(220, 220)
        .quiet_zone(true)
        .build();
    // Inline in HTML, the XML declaration has no place.
    let start = image.find("<svg")?;
    Some(image.get(start..)?.replacen(
        "<svg ",
        &format!(
            "<svg role=\"img\" aria-label=\"{}\" ",
            escape(&t("second-step-app-qr-label"))
        ),
        1,
    ))
}

/// What the authenticator app's enrolment page shows.
#[derive(Debug)]
pub struct TotpEnrolmentView<'a> {
    /// Where the first code is posted (the account page).
    pub action: &'a str,
    /// The CSRF token for the form.
    pub csrf_token: &'a str,
    /// The `otpauth://` URI.
    pub otpauth_uri: &'a str,
    /// The secret in base32, for typing in.
    pub secret: &'a str,
    /// Why the last code was refused.
    pub error: Option<&'a str>,
}

/// Setting up an authenticator app: the QR code, the secret, and the
/// first code that confirms it.
pub fn totp_enrolment(view: &TotpEnrolmentView<'_>) -> String {
    let title = t("second-step-app-setup-title");
    let mut body = format!(
        "<h1>{}</h1>\n<p class=\"lead\">{}</p>\n",
        escape(&title),
        escape(&t("second-step-app-setup-lead"))
    );
    let described = alert(&mut body, view.error);
    if let Some(svg) = qr_svg(view.otpauth_uri) {
        let _ = writeln!(body, "<div class=\"qr\">{svg}</div>");
    }
    // Grouped in fours, as apps show secrets; spaces are ignored there.
    let grouped: Vec<String> = view
        .secret
        .as_bytes()
        .chunks(4)
        .map(|c| String::from_utf8_lossy(c).into_owned())
        .collect();
    let _ = write!(
        body,
        "<p>{key}</p>\n<p class=\"code secret\">{secret}</p>\n\
         <form method=\"post\" action=\"{action}\" novalidate>\n",
        key = escape(&t("second-step-app-setup-key")),
        secret = escape(&grouped.join(" ")),
        action = escape(view.action),
    );
    hidden_inputs(
        &mut body,
        &[("csrf_token", view.csrf_token), ("action", "totp_confirm")],
    );
    let _ = write!(
        body,
        "<label for=\"code\">{label}</label>\n\
         <input type=\"text\" id=\"code\" name=\"code\" class=\"code\" value=\"\" \
         autocomplete=\"one-time-code\" inputmode=\"numeric\" maxlength=\"10\" required{described} autofocus>\n\
         <button type=\"submit\">{button}</button>\n</form>\n\
         <p class=\"links\"><a href=\"{back}\">{cancel}</a></p>\n",
        label = escape(&t("second-step-app-code-label")),
        button = escape(&t("second-step-app-turn-on")),
        back = escape(paths::ACCOUNT_PAGE),
        cancel = escape(&t("second-step-app-cancel")),
    );
    page(&title, &body)
}

/// The recovery codes, shown once after the authenticator is confirmed.
pub fn recovery_codes(codes: &[String]) -> String {
    let title = t("second-step-recovery-title");
    let mut body = format!(
        "<h1>{}</h1>\n<p class=\"lead\">{}</p>\n<ul class=\"codes\">\n",
        escape(&title),
        escape(&t("second-step-recovery-lead"))
    );
    for code in codes {
        let _ = writeln!(body, "<li class=\"code\">{}</li>", escape(code));
    }
    let _ = write!(
        body,
        "</ul>\n<p class=\"links\"><a href=\"{}\">{}</a></p>\n",
        escape(paths::ACCOUNT_PAGE),
        escape(&t("second-step-recovery-back"))
    );
    page(&title, &body)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn the_qr_code_is_an_inline_svg() {
        let svg = qr_svg("otpauth://totp/accounts.test:ann%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=accounts.test").unwrap();
        assert!(svg.starts_with("<svg role=\"img\""), "{svg}");
        assert!(svg.ends_with("</svg>"));
        assert!(!svg.contains("<?xml"));
    }

    #[test]
    fn the_script_finds_its_words_on_the_forms() {
        let mut body = String::new();
        passkey_form(
            &mut body,
            &PasskeyForm {
                action: "/accounts/oauth2/v1/authorize/passkey",
                hidden: &[],
                csrf_token: "t",
                button: "Sign in with a passkey",
                autofill: false,
            },
        );
        assert!(
            body.contains(
                "data-error-unused=\"No passkey was used. Try again, or use your password.\""
            ),
            "{body}"
        );
        let mut section = String::new();
        factors_section(
            &mut section,
            &FactorsView {
                action: "/accounts/account",
                csrf_token: "t",
                totp: true,
                recovery_codes_left: 1,
                passkeys: &[],
                passkeys_available: true,
            },
        );
        assert!(
            section.contains("data-error-registered=\"This passkey is registered already.\""),
            "{section}"
        );
        assert!(
            section.contains("data-error-not-added=\"No passkey was added. Try again.\""),
            "{section}"
        );
        assert!(
            section.contains("An authenticator app is set up; 1 recovery code is unused."),
            "{section}"
        );
    }

    #[test]
    fn names_and_ids_are_escaped() {
        let mut body = String::new();
        factors_section(
            &mut body,
            &FactorsView {
                action: "/accounts/account",
                csrf_token: "t",
                totp: false,
                recovery_codes_left: 0,
                passkeys: &[PasskeyLine {
                    id: "\"><x".into(),
                    name: "<script>".into(),
                    meta: "&".into(),
                }],
                passkeys_available: true,
            },
        );
        assert!(!body.contains("<script>"), "{body}");
        assert!(!body.contains("\"><x"), "{body}");
        assert!(body.contains("&lt;script&gt;"));
    }
}
