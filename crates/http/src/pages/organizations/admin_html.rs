//! The organization admins' page as HTML: its members, pending
//! invitations, domains (with the record that verifies each), its own
//! sign-in and its SCIM connections, each with the forms that change them.

use std::fmt::Write as _;

use accounts_service::manage::ScimConnectionMade;
use accounts_service::use_cases::organization_admin::OrganizationAdminView;

use crate::common::language::{t, t_with};
use crate::pages::markup::{alert, escape, hidden_inputs, page};

use super::scim_html;

/// One small form that posts `change` (and `fields`) back to the page.
fn button_form(body: &mut String, action: &str, csrf: &str, fields: &[(&str, &str)], label: &str) {
    let _ = write!(
        body,
        "<form method=\"post\" action=\"{}\" class=\"inline\">",
        escape(action)
    );
    hidden_inputs(body, &[("csrf_token", csrf)]);
    hidden_inputs(body, fields);
    let _ = write!(
        body,
        "<button type=\"submit\" class=\"secondary\">{}</button></form>",
        escape(label)
    );
}

/// A table with a caption, its cells already markup.
fn table(body: &mut String, caption: &str, headers: &[String], rows: &[Vec<String>]) {
    if rows.is_empty() {
        let _ = writeln!(
            body,
            "<p class=\"meta\">{}</p>",
            escape(&t("organization-admin-none"))
        );
        return;
    }
    // A wide table scrolls sideways: its region takes the keyboard's
    // focus so that it scrolls without a pointer too.
    let _ = write!(
        body,
        "<div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-label=\"{caption}\"><table>\n\
         <caption class=\"meta\">{caption}</caption>\n<thead><tr>",
        caption = escape(caption)
    );
    for header in headers {
        let _ = write!(body, "<th scope=\"col\">{}</th>", escape(header));
    }
    body.push_str("</tr></thead>\n<tbody>\n");
    for row in rows {
        body.push_str("<tr>");
        for cell in row {
            let _ = write!(body, "<td>{cell}</td>");
        }
        body.push_str("</tr>\n");
    }
    body.push_str("</tbody></table></div>\n");
}

/// A labelled input of a form.
fn input(body: &mut String, (name, label, kind, autocomplete): (&str, &str, &str, &str)) {
    let _ = writeln!(
        body,
        "<label for=\"{name}\">{label}</label>\n\
         <input type=\"{kind}\" id=\"{name}\" name=\"{name}\" autocomplete=\"{autocomplete}\" \
         autocapitalize=\"none\" spellcheck=\"false\" required>",
        name = escape(name),
        label = escape(label),
        kind = escape(kind),
        autocomplete = escape(autocomplete),
    );
}

/// The whole page; `error` says why the last form was refused, `made`
/// is the SCIM token the last form made (shown this once).
pub(super) fn admin_page(
    view: &OrganizationAdminView,
    action: &str,
    csrf: &str,
    (error, made): (Option<&str>, Option<&ScimConnectionMade>),
) -> String {
    let name = view.organization.name.as_str();
    let title = t_with("organization-admin-title", &[("organization", name.into())]);
    let mut body = format!(
        "<h1>{}</h1>\n<p class=\"lead\">{}</p>\n",
        escape(&title),
        escape(&t_with(
            "organization-admin-lead",
            &[("email", view.admin_email.as_str().into())]
        ))
    );
    alert(&mut body, error);
    if let Some(made) = made {
        scim_html::new_token(&mut body, made);
    }

    let members_title = t("organization-admin-members");
    let _ = writeln!(body, "<h2>{}</h2>", escape(&members_title));
    let remove = t("organization-admin-remove");
    let rows: Vec<Vec<String>> = view
        .members
        .iter()
        .map(|m| {
            let mut form = String::new();
            button_form(
                &mut form,
                action,
                csrf,
                &[("change", "remove_member"), ("user", &m.user_id)],
                &remove,
            );
            vec![
                escape(&m.email),
                escape(&m.all_roles().join(", ")),
                escape(&t(if m.managed {
                    "organization-admin-yes"
                } else {
                    "organization-admin-no"
                })),
                form,
            ]
        })
        .collect();
    table(
        &mut body,
        &members_title,
        &[
            t("organization-admin-email").into_owned(),
            t("organization-admin-roles").into_owned(),
            t("organization-admin-managed").into_owned(),
            t("organization-admin-action").into_owned(),
        ],
        &rows,
    );

    let invitations_title = t("organization-admin-invitations");
    let _ = writeln!(body, "<h2>{}</h2>", escape(&invitations_title));
    let revoke = t("organization-admin-revoke");
    let rows: Vec<Vec<String>> = view
        .invitations
        .iter()
        .map(|i| {
            let mut form = String::new();
            button_form(
                &mut form,
                action,
                csrf,
                &[("change", "revoke_invitation"), ("invitation", &i.id)],
                &revoke,
            );
            vec![
                escape(&i.email),
                escape(&i.roles.join(", ")),
                escape(&i.expires_at),
                form,
            ]
        })
        .collect();
    table(
        &mut body,
        &invitations_title,
        &[
            t("organization-admin-email").into_owned(),
            t("organization-admin-roles").into_owned(),
            t("organization-admin-expires").into_owned(),
            t("organization-admin-action").into_owned(),
        ],
        &rows,
    );
    let _ = writeln!(
        body,
        "<h3>{}</h3>\n<form method=\"post\" action=\"{}\">",
        escape(&t("organization-admin-invite")),
        escape(action)
    );
    hidden_inputs(&mut body, &[("csrf_token", csrf), ("change", "invite")]);
    input(
        &mut body,
        ("email", &t("organization-admin-email"), "email", "off"),
    );
    let _ = writeln!(
        body,
        "<label for=\"role\">{}</label>\n<select id=\"role\" name=\"role\">\
         <option value=\"member\">member</option><option value=\"admin\">admin</option></select>\n\
         <button type=\"submit\">{}</button>\n</form>",
        escape(&t("organization-admin-role")),
        escape(&t("organization-admin-invite-button")),
    );

    let domains_title = t("organization-admin-domains");
    let _ = writeln!(
        body,
        "<h2>{}</h2>\n<p>{}</p>",
        escape(&domains_title),
        escape(&t("organization-admin-domains-lead"))
    );
    let verify = t("organization-admin-verify");
    let rows: Vec<Vec<String>> = view
        .domains
        .iter()
        .map(|d| {
            let mut form = String::new();
            if d.state == "pending" {
                button_form(
                    &mut form,
                    action,
                    csrf,
                    &[("change", "verify_domain"), ("domain", &d.domain)],
                    &verify,
                );
            }
            vec![
                escape(&d.domain),
                escape(&t(if d.state == "verified" {
                    "organization-admin-verified"
                } else {
                    "organization-admin-pending"
                })),
                format!(
                    "<code>{}</code> TXT <code>{}</code>",
                    escape(&d.dns.name),
                    escape(&d.dns.value)
                ),
                form,
            ]
        })
        .collect();
    table(
        &mut body,
        &domains_title,
        &[
            t("organization-admin-domain").into_owned(),
            t("organization-admin-state").into_owned(),
            t("organization-admin-record").into_owned(),
            t("organization-admin-action").into_owned(),
        ],
        &rows,
    );
    let _ = writeln!(
        body,
        "<h3>{}</h3>\n<form method=\"post\" action=\"{}\">",
        escape(&t("organization-admin-add-domain")),
        escape(action)
    );
    hidden_inputs(&mut body, &[("csrf_token", csrf), ("change", "add_domain")]);
    input(
        &mut body,
        ("domain", &t("organization-admin-domain"), "text", "off"),
    );
    let _ = writeln!(
        body,
        "<button type=\"submit\">{}</button>\n</form>",
        escape(&t("organization-admin-add-domain"))
    );

    let _ = writeln!(
        body,
        "<h2>{}</h2>",
        escape(&t("organization-admin-sign-in"))
    );
    match &view.sign_in {
        Some(sign_in) => {
            let _ = writeln!(
                body,
                "<dl>\n<dt>{}</dt><dd><code>{}</code></dd>\n<dt>{}</dt><dd><code>{}</code></dd>\n\
                 <dt>{}</dt><dd><code>{}</code></dd>\n</dl>",
                escape(&t("organization-admin-issuer")),
                escape(&sign_in.issuer),
                escape(&t("organization-admin-client-id")),
                escape(&sign_in.client_id),
                escape(&t("organization-admin-redirect-uri")),
                escape(&sign_in.redirect_uri),
            );
        }
        None => {
            let _ = writeln!(
                body,
                "<p>{}</p>",
                escape(&t("organization-admin-no-sign-in"))
            );
        }
    }
    let _ = writeln!(body, "<form method=\"post\" action=\"{}\">", escape(action));
    hidden_inputs(&mut body, &[("csrf_token", csrf), ("change", "sign_in")]);
    input(
        &mut body,
        ("issuer", &t("organization-admin-issuer"), "url", "off"),
    );
    input(
        &mut body,
        (
            "client_id",
            &t("organization-admin-client-id"),
            "text",
            "off",
        ),
    );
    input(
        &mut body,
        (
            "client_secret",
            &t("organization-admin-client-secret"),
            "password",
            "new-password",
        ),
    );
    let _ = writeln!(
        body,
        "<button type=\"submit\">{}</button>\n</form>",
        escape(&t("organization-admin-save-sign-in"))
    );
    scim_section(&mut body, view, action, csrf);
    page(&title, &body)
}

/// The SCIM connections, each with its rotation and revocation, and the
/// form that makes one.
fn scim_section(body: &mut String, view: &OrganizationAdminView, action: &str, csrf: &str) {
    let title = t("organization-admin-scim");
    let _ = writeln!(
        body,
        "<h2>{}</h2>\n<p>{}</p>",
        escape(&title),
        escape(&t("organization-admin-scim-lead"))
    );
    let (rotate, revoke) = (
        t("organization-admin-scim-rotate"),
        t("organization-admin-revoke"),
    );
    let rows: Vec<Vec<String>> = view
        .scim
        .iter()
        .map(|c| {
            let mut forms = String::new();
            for (change, label) in [("scim_rotate", &rotate), ("scim_revoke", &revoke)] {
                button_form(
                    &mut forms,
                    action,
                    csrf,
                    &[("change", change), ("connection", &c.id)],
                    label,
                );
            }
            let mut row: Vec<String> = scim_html::cells(c).iter().map(|v| escape(v)).collect();
            if let Some(url) = row.first_mut() {
                *url = format!("<code>{url}</code>");
            }
            row.push(forms);
            row
        })
        .collect();
    let mut headers: Vec<String> = scim_html::headers().map(|h| h.into_owned()).into();
    headers.push(t("organization-admin-action").into_owned());
    table(body, &title, &headers, &rows);
    let _ = writeln!(body, "<form method=\"post\" action=\"{}\">", escape(action));
    hidden_inputs(body, &[("csrf_token", csrf), ("change", "scim_make")]);
    let _ = writeln!(
        body,
        "<button type=\"submit\">{}</button>\n</form>",
        escape(&t("organization-admin-scim-make"))
    );
}
