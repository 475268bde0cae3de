//! `[[upstream]]`: upstream identity providers ("Sign in with Google"),
//! one table each (docs/operations.md, "Upstream identity providers").

use std::path::PathBuf;

use serde::Deserialize;

use crate::error::{SettingsError, invalid};

/// `[[upstream]]`: an upstream identity provider ("Sign in with Google"),
/// one table each (docs/operations.md, "Upstream identity providers").
#[derive(Debug, Clone, Default, Deserialize, serde::Serialize)]
#[cfg_attr(test, derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct UpstreamSettings {
    /// The provider's id in paths (`/accounts/upstream/{id}/…`): lower-case
    /// letters, digits, `-` and `_`.
    #[cfg_attr(test, schemars(extend("x-example" = "google")))]
    pub id: String,
    /// The button's label ("Google").
    #[cfg_attr(test, schemars(extend("x-example" = "Google")))]
    pub name: String,
    /// `oidc` (OpenID Connect with discovery) or `github`.
    #[cfg_attr(test, schemars(extend("x-example" = "oidc")))]
    pub kind: String,
    /// `oidc`: the issuer URL, exactly as its id_tokens name it. `github`:
    /// a GitHub Enterprise server's URL (default `https://github.com`).
    #[cfg_attr(test, schemars(extend("x-example" = "https://accounts.google.com")))]
    pub issuer: Option<String>,
    /// Our client id at the provider.
    #[cfg_attr(test, schemars(extend("x-example" = "1234-abcd.apps.googleusercontent.com")))]
    pub client_id: String,
    /// Our client secret at the provider (not with `apple_*`).
    #[cfg_attr(test, schemars(extend("x-example" = "<the provider's client secret>")))]
    pub client_secret: Option<String>,
    /// Scopes to ask for; default `openid email profile` (`oidc`) or
    /// `read:user user:email` (`github`).
    #[cfg_attr(test, schemars(extend("x-default" = "`openid email profile` (oidc), `read:user user:email` (github)", "x-example" = ["openid", "email", "profile"])))]
    pub scopes: Option<Vec<String>>,
    /// Believe the provider's `email_verified` (default false: addresses
    /// from it are stored as unverified).
    #[serde(default)]
    pub trust_email_verified: bool,
    /// Refuse addresses outside these domains (default: any).
    #[serde(default)]
    pub allowed_email_domains: Vec<String>,
    /// The client ids of our native apps at the provider (never the web
    /// client's `client_id`): `POST /accounts/users/v1/login/federated`
    /// accepts id_tokens issued to one of them.
    #[serde(default)]
    pub native_audiences: Vec<String>,
    /// Sign in with Apple: the team id the client secret names.
    #[cfg_attr(test, schemars(extend("x-example" = "ABCDE12345")))]
    pub apple_team_id: Option<String>,
    /// Sign in with Apple: the key's id.
    #[cfg_attr(test, schemars(extend("x-example" = "KEY1234567")))]
    pub apple_key_id: Option<String>,
    /// Sign in with Apple: the key file (`AuthKey_….p8`).
    #[cfg_attr(test, schemars(extend("x-example" = "/etc/accounts-server/AuthKey_KEY1234567.p8")))]
    pub apple_private_key_file: Option<PathBuf>,
}

/// A provider, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UpstreamSetup {
    /// The settings, checked.
    pub id: String,
    /// The button's label.
    pub name: String,
    /// `Some(issuer)` for OpenID Connect, `None` for GitHub.
    pub oidc_issuer: Option<String>,
    /// GitHub's base URL.
    pub github_base_url: String,
    /// Our client id.
    pub client_id: String,
    /// Our client secret.
    pub client_secret: Option<String>,
    /// Scopes.
    pub scopes: Vec<String>,
    /// Believe `email_verified`.
    pub trust_email_verified: bool,
    /// Allowed address domains.
    pub allowed_email_domains: Vec<String>,
    /// Native apps' audiences.
    pub native_audiences: Vec<String>,
    /// Apple's team id, key id and key file.
    pub apple: Option<(String, String, PathBuf)>,
}

/// Checks every `[[upstream]]` table; errors name the key and provider.
pub(super) fn resolve_upstreams(
    tables: &[UpstreamSettings],
) -> Result<Vec<UpstreamSetup>, SettingsError> {
    let mut setups: Vec<UpstreamSetup> = Vec::new();
    for table in tables {
        let id = table.id.trim();
        let id_ok = !id.is_empty()
            && id.len() <= 40
            && id
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'_');
        if !id_ok {
            return Err(invalid(
                "upstream.id",
                format!("{id:?}: 1 to 40 lower-case letters, digits, - or _"),
            ));
        }
        if setups.iter().any(|s| s.id == id) {
            return Err(invalid(
                "upstream.id",
                format!("{id:?} is configured twice"),
            ));
        }
        let named =
            |key: &'static str, reason: &str| invalid(key, format!("upstream {id:?}: {reason}"));
        if table.name.trim().is_empty() || table.name.chars().count() > 60 {
            return Err(named(
                "upstream.name",
                "1 to 60 characters, shown on the login button",
            ));
        }
        if table.client_id.trim().is_empty() {
            return Err(named("upstream.client_id", "required"));
        }
        if table.native_audiences.contains(&table.client_id) {
            // Then a token issued to the web client would pass as an
            // app's (docs/decisions.md, "Upstream identity providers").
            return Err(named(
                "upstream.native_audiences",
                "list the apps' own client ids, not the web client's client_id",
            ));
        }
        let apple = match (
            &table.apple_team_id,
            &table.apple_key_id,
            &table.apple_private_key_file,
        ) {
            (None, None, None) => None,
            (Some(team), Some(key), Some(file)) => {
                if table.client_secret.is_some() {
                    return Err(named(
                        "upstream.client_secret",
                        "Sign in with Apple makes its client secret from apple_private_key_file; remove client_secret",
                    ));
                }
                Some((team.clone(), key.clone(), file.clone()))
            }
            _ => {
                return Err(named(
                    "upstream.apple_private_key_file",
                    "Sign in with Apple needs apple_team_id, apple_key_id and apple_private_key_file together",
                ));
            }
        };
        let http_url = |key: &'static str, url: &str| -> Result<String, SettingsError> {
            let parsed =
                url::Url::parse(url).map_err(|_| named(key, "expected an absolute http(s) URL"))?;
            if !matches!(parsed.scheme(), "http" | "https") || parsed.host().is_none() {
                return Err(named(key, "expected an absolute http(s) URL"));
            }
            Ok(url.to_owned())
        };
        let (oidc_issuer, github_base_url, default_scopes) = match table.kind.as_str() {
            "oidc" => {
                let issuer = table
                    .issuer
                    .as_deref()
                    .ok_or_else(|| named("upstream.issuer", "required for kind oidc"))?;
                (
                    Some(http_url("upstream.issuer", issuer)?),
                    String::new(),
                    vec!["email".to_owned(), "profile".to_owned()],
                )
            }
            "github" => {
                if !table.native_audiences.is_empty() {
                    return Err(named(
                        "upstream.native_audiences",
                        "GitHub issues no id_tokens for apps to exchange",
                    ));
                }
                let base = table.issuer.as_deref().unwrap_or("https://github.com");
                (
                    None,
                    http_url("upstream.issuer", base)?,
                    vec!["read:user".to_owned(), "user:email".to_owned()],
                )
            }
            _ => return Err(named("upstream.kind", "expected oidc or github")),
        };
        if apple.is_none() && table.client_secret.as_deref().is_none_or(str::is_empty) {
            return Err(named("upstream.client_secret", "required"));
        }
        setups.push(UpstreamSetup {
            id: id.to_owned(),
            name: table.name.trim().to_owned(),
            oidc_issuer,
            github_base_url,
            client_id: table.client_id.clone(),
            client_secret: table.client_secret.clone(),
            scopes: table
                .scopes
                .clone()
                .unwrap_or(default_scopes)
                .into_iter()
                // `openid` is always asked for by the OpenID Connect client.
                .filter(|s| s != "openid")
                .collect(),
            trust_email_verified: table.trust_email_verified,
            allowed_email_domains: table.allowed_email_domains.clone(),
            native_audiences: table.native_audiences.clone(),
            apple,
        });
    }
    Ok(setups)
}
