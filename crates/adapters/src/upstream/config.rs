//! A provider's settings, and the HTTP client every provider is reached
//! through.

use std::sync::OnceLock;
use std::time::Duration;

use accounts_service::ports::upstream::UpstreamError;

use super::apple::AppleKey;

/// What kind of provider it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProviderKind {
    /// OpenID Connect with discovery at `{issuer}/.well-known/openid-configuration`.
    Oidc {
        /// The issuer URL, exactly as the provider's id_tokens name it.
        issuer: String,
    },
    /// GitHub (or GitHub Enterprise at `base_url`): OAuth 2 and the REST
    /// API's user and emails, no id_token.
    Github {
        /// `https://github.com`, or a GitHub Enterprise server's URL.
        base_url: String,
    },
}

/// One configured provider (`[[upstream]]`).
#[derive(Debug, Clone)]
pub struct ProviderConfig {
    /// The provider's id, in paths.
    pub id: String,
    /// The button's label.
    pub name: String,
    /// OpenID Connect or GitHub.
    pub kind: ProviderKind,
    /// Our client id at the provider.
    pub client_id: String,
    /// Our client secret at the provider (none for Apple, whose secret is
    /// made from `apple`).
    pub client_secret: Option<String>,
    /// Scopes asked for besides `openid`.
    pub scopes: Vec<String>,
    /// Whether the provider's `email_verified` is believed.
    pub trust_email_verified: bool,
    /// Addresses outside these domains are refused (empty: any).
    pub allowed_email_domains: Vec<String>,
    /// Audiences of id_tokens the provider issues to native apps.
    pub native_audiences: Vec<String>,
    /// Sign in with Apple's key, from which the client secret is made.
    pub apple: Option<AppleKey>,
}

/// The HTTP client of every provider: no redirects, timeouts. Kept in a
/// static, made on first use (on a blocking thread: a blocking client
/// must not be made or dropped inside the async runtime).
pub(super) fn http() -> &'static reqwest::blocking::Client {
    static CLIENT: OnceLock<reqwest::blocking::Client> = OnceLock::new();
    CLIENT.get_or_init(|| {
        reqwest::blocking::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .connect_timeout(Duration::from_secs(5))
            .timeout(Duration::from_secs(10))
            .user_agent(concat!("accounts-server/", env!("CARGO_PKG_VERSION")))
            .build()
            .unwrap_or_else(|e| {
                log::error!("upstream HTTP client with defaults: {e}");
                reqwest::blocking::Client::new()
            })
    })
}

/// What a failed token request means: the provider refused the code
/// (its OAuth error answer, or GitHub's, which comes with status 200 and
/// an `error` member and so is no token response), or it could not be
/// reached or answered garbage.
pub(super) fn token_error<RE, T>(e: oauth2::RequestTokenError<RE, T>) -> UpstreamError
where
    RE: std::error::Error + 'static,
    T: oauth2::ErrorResponse + 'static,
{
    match e {
        oauth2::RequestTokenError::ServerResponse(r) => {
            UpstreamError::Refused(format!("code refused: {r}"))
        }
        oauth2::RequestTokenError::Parse(_, body) => match refusal(&body) {
            Some(error) => UpstreamError::Refused(format!("code refused: {error}")),
            None => UpstreamError::Unavailable("token request: not a token answer".into()),
        },
        other => UpstreamError::Unavailable(format!("token request: {other}")),
    }
}

/// The `error` of an OAuth error answer sent with status 200.
fn refusal(body: &[u8]) -> Option<String> {
    #[derive(serde::Deserialize)]
    struct Refusal {
        error: String,
    }
    serde_json::from_slice::<Refusal>(body)
        .ok()
        .map(|r| r.error.chars().take(100).collect())
}
