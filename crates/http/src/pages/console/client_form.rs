//! The clients' form: what registration and editing post, and its inputs
//! (filled from the client when editing).

use std::borrow::Cow;
use std::fmt::Write as _;

use accounts_domain::records::ClientRecord;
use accounts_service::manage::NewClient;
use serde::Deserialize;

use super::gate::HasCsrf;
use crate::common::language::t;
use crate::pages::markup::escape;

/// The clients' forms: registration, editing, and the buttons.
#[derive(Debug, Default, Deserialize)]
pub(super) struct ClientForm {
    csrf_token: Option<String>,
    pub(super) action: Option<String>,
    pub(super) confirm: Option<String>,
    name: Option<String>,
    redirect_uris: Option<String>,
    package_names: Option<String>,
    scopes: Option<String>,
    app_origins: Option<String>,
    backchannel_logout_uri: Option<String>,
    public: Option<String>,
    resource_server: Option<String>,
    rotate_refresh_tokens: Option<String>,
    require_mfa: Option<String>,
    client_credentials: Option<String>,
    require_par: Option<String>,
    third_party: Option<String>,
    shared_signals: Option<String>,
    allow_sign_in_codes: Option<String>,
    organization: Option<String>,
    pub(super) resource: Option<String>,
}

impl HasCsrf for ClientForm {
    fn csrf(&self) -> Option<&str> {
        self.csrf_token.as_deref()
    }
}

/// One value per line (or per space, for scopes), blanks dropped.
fn lines(text: Option<&str>) -> Vec<String> {
    text.unwrap_or_default()
        .split(['\n', '\r'])
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(str::to_owned)
        .collect()
}

impl ClientForm {
    pub(super) fn new_client(&self) -> NewClient {
        let on = |v: &Option<String>| v.as_deref() == Some("on");
        NewClient {
            name: self.name.clone().unwrap_or_default(),
            redirect_uris: lines(self.redirect_uris.as_deref()),
            package_names: lines(self.package_names.as_deref()),
            scopes: self
                .scopes
                .as_deref()
                .unwrap_or_default()
                .split_whitespace()
                .map(str::to_owned)
                .collect(),
            public: on(&self.public),
            resource_server: on(&self.resource_server),
            rotate_refresh_tokens: on(&self.rotate_refresh_tokens),
            require_mfa: on(&self.require_mfa),
            client_credentials: on(&self.client_credentials),
            require_par: on(&self.require_par),
            third_party: on(&self.third_party),
            backchannel_logout_uri: self
                .backchannel_logout_uri
                .clone()
                .filter(|u| !u.trim().is_empty()),
            app_origins: lines(self.app_origins.as_deref()),
            shared_signals: on(&self.shared_signals),
            allow_sign_in_codes: on(&self.allow_sign_in_codes),
            organization: self
                .organization
                .as_deref()
                .map(str::trim)
                .filter(|o| !o.is_empty())
                .map(str::to_owned),
        }
    }
}

/// The settings' inputs, filled from `client` when editing (registration
/// asks whether the client is public; an edit cannot change it).
pub(super) fn settings_fields(body: &mut String, client: Option<&ClientRecord>) {
    let text = |v: Vec<String>| v.join("\n");
    let (name, redirects, packages, scopes, origins, logout, organization) =
        client.map_or_else(Default::default, |c| {
            (
                c.name.clone(),
                text(
                    c.redirect_uris
                        .iter()
                        .map(|u| u.as_str().to_owned())
                        .collect(),
                ),
                text(
                    c.package_names
                        .iter()
                        .map(|p| p.as_str().to_owned())
                        .collect(),
                ),
                c.allowed_scopes.to_string(),
                text(
                    c.app_origins
                        .iter()
                        .map(|o| o.as_str().to_owned())
                        .collect(),
                ),
                c.backchannel_logout_uri.clone().unwrap_or_default(),
                c.organization.map(|o| o.to_string()).unwrap_or_default(),
            )
        });
    let _ = write!(
        body,
        "<label for=\"name\">{}</label><input type=\"text\" id=\"name\" name=\"name\" value=\"{}\" maxlength=\"200\" required>\
         <label for=\"redirect_uris\">{}</label><textarea id=\"redirect_uris\" name=\"redirect_uris\" rows=\"3\">{}</textarea>\
         <label for=\"scopes\">{}</label><input type=\"text\" id=\"scopes\" name=\"scopes\" value=\"{}\">\
         <label for=\"package_names\">{}</label><textarea id=\"package_names\" name=\"package_names\" rows=\"2\">{}</textarea>\
         <label for=\"app_origins\">{}</label><textarea id=\"app_origins\" name=\"app_origins\" rows=\"2\">{}</textarea>\
         <label for=\"backchannel_logout_uri\">{}</label><input type=\"text\" id=\"backchannel_logout_uri\" name=\"backchannel_logout_uri\" value=\"{}\">\
         <label for=\"organization\">{}</label><input type=\"text\" id=\"organization\" name=\"organization\" value=\"{}\" maxlength=\"64\">",
        escape(&t("console-client-name")),
        escape(&name),
        escape(&t("console-client-redirect-uris-field")),
        escape(&redirects),
        escape(&t("console-client-scopes-field")),
        escape(&scopes),
        escape(&t("console-client-package-names-field")),
        escape(&packages),
        escape(&t("console-client-app-origins-field")),
        escape(&origins),
        escape(&t("console-client-logout-uri-field")),
        escape(&logout),
        escape(&t("console-client-organization-field")),
        escape(&organization),
    );
    let mut flags = vec![
        (
            "resource_server",
            t("console-client-flag-resource-server"),
            client.is_some_and(|c| c.resource_server),
        ),
        (
            "client_credentials",
            t("console-client-flag-client-credentials"),
            client.is_some_and(|c| c.client_credentials),
        ),
        (
            "rotate_refresh_tokens",
            t("console-client-flag-rotate-refresh-tokens"),
            client.is_some_and(|c| c.rotate_refresh_tokens),
        ),
        (
            "require_mfa",
            t("console-client-flag-require-mfa"),
            client.is_some_and(|c| c.require_mfa),
        ),
        (
            "require_par",
            t("console-client-flag-require-par"),
            client.is_some_and(|c| c.require_par),
        ),
        (
            "third_party",
            t("console-client-flag-third-party"),
            client.is_some_and(|c| c.third_party),
        ),
        (
            "shared_signals",
            t("console-client-flag-shared-signals"),
            client.is_some_and(|c| c.shared_signals),
        ),
        (
            "allow_sign_in_codes",
            t("console-client-flag-sign-in-codes"),
            client.is_none_or(|c| c.allow_sign_in_codes),
        ),
    ];
    if client.is_none() {
        flags.insert(0, ("public", t("console-client-flag-public"), false));
    }
    for (name, label, checked) in flags {
        let _ = write!(
            body,
            "<label class=\"check\" for=\"{name}\"><input type=\"checkbox\" id=\"{name}\" name=\"{name}\"{}> {}</label>",
            if checked { " checked" } else { "" },
            escape(&label)
        );
    }
}

/// A client's kind as the console names it: public or confidential.
pub(super) fn kind_word(public: bool) -> Cow<'static, str> {
    t(if public {
        "console-client-kind-public"
    } else {
        "console-client-kind-confidential"
    })
}

/// A client's state as the console names it: enabled or disabled.
pub(super) fn state_word(enabled: bool) -> Cow<'static, str> {
    t(if enabled {
        "console-client-state-enabled"
    } else {
        "console-client-state-disabled"
    })
}
