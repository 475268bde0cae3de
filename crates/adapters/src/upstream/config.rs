//! A provider's settings, and what every provider's round trip does
//! over the outbound client: JSON calls, PKCE, and the code's redemption.

use std::time::Duration;

use accounts_domain::destinations::Destinations;
use accounts_domain::secrets::PlainSecret;
use accounts_service::ports::upstream::UpstreamError;
use base64::Engine as _;
use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};
use serde::Deserialize;
use serde::de::DeserializeOwned;

use crate::outbound::{Answer, Outbound, OutboundRequest, OutboundSettings};

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

/// How long connecting to a provider may take.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
/// How long a whole call to a provider may take.
const CALL_TIMEOUT: Duration = Duration::from_secs(10);
/// The most of a provider's answer that is read (a discovery document,
/// a JWKS, a token answer, a userinfo answer: a few kilobytes each).
const ANSWER_LIMIT: usize = 1024 * 1024;

/// The outbound client's settings for providers: any destination (the
/// configured issuer is trusted as given, loopback and plain http
/// included: docs/decisions.md, "Upstream identity providers").
pub(super) fn outbound_settings(proxy: Option<String>) -> OutboundSettings {
    OutboundSettings {
        connect_timeout: CONNECT_TIMEOUT,
        timeout: CALL_TIMEOUT,
        body_limit: ANSWER_LIMIT,
        destinations: Destinations::Any,
        proxy,
    }
}

/// Calls `request` (asking for JSON unless it names what it accepts) and
/// returns its answer, which must come with a 2xx status; `what` names
/// the call in errors.
pub(super) fn answered(
    client: &Outbound,
    request: OutboundRequest,
    what: &str,
) -> Result<Answer, UpstreamError> {
    let request = if request.has_header("accept") {
        request
    } else {
        request.header("accept", "application/json")
    };
    let answer = client
        .send_waiting(request)
        .map_err(|e| UpstreamError::Unavailable(format!("{what}: {e}")))?;
    if !answer.is_success() {
        return Err(UpstreamError::Unavailable(format!(
            "{what}: HTTP {}",
            answer.status
        )));
    }
    Ok(answer)
}

/// An answer's body read as JSON; `what` names the call in errors.
pub(super) fn parsed<T: DeserializeOwned>(answer: &Answer, what: &str) -> Result<T, UpstreamError> {
    serde_json::from_slice(&answer.body)
        .map_err(|e| UpstreamError::Unavailable(format!("{what}: not the expected JSON: {e}")))
}

/// Calls `request` and reads its 2xx answer as JSON ([`answered`]).
pub(super) fn json<T: DeserializeOwned>(
    client: &Outbound,
    request: OutboundRequest,
    what: &str,
) -> Result<T, UpstreamError> {
    parsed(&answered(client, request, what)?, what)
}

/// A PKCE verifier (256 random bits) and its S256 challenge (RFC 7636).
pub(super) fn pkce() -> (String, String) {
    let verifier = PlainSecret::generate();
    let challenge = URL_SAFE_NO_PAD.encode(verifier.digest().as_bytes());
    (verifier.expose().to_owned(), challenge)
}

/// The authorization request to `endpoint`: the code flow with `state`
/// and an S256 PKCE challenge, coming back to `redirect_uri`, asking for
/// `scope` when there is one; `extra` adds the provider's own members.
pub(super) fn authorization_request(
    endpoint: &str,
    client_id: &str,
    (state, challenge, redirect_uri): (&str, &str, &str),
    scope: &str,
    extra: &[(&str, &str)],
) -> Result<String, UpstreamError> {
    let mut url = url::Url::parse(endpoint)
        .map_err(|e| UpstreamError::Unavailable(format!("authorization endpoint: {e}")))?;
    {
        let mut query = url.query_pairs_mut();
        query
            .append_pair("response_type", "code")
            .append_pair("client_id", client_id)
            .append_pair("state", state)
            .append_pair("code_challenge", challenge)
            .append_pair("code_challenge_method", "S256")
            .append_pair("redirect_uri", redirect_uri);
        if !scope.is_empty() {
            query.append_pair("scope", scope);
        }
        query.extend_pairs(extra);
    }
    Ok(url.into())
}

/// How we prove to a token endpoint that we are the client.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum ClientAuth {
    /// `client_secret_basic`: HTTP Basic with the form-encoded id and
    /// secret (RFC 6749 §2.3.1), the default.
    Basic,
    /// `client_secret_post`: both in the form (where the provider takes
    /// only that, as Apple does).
    Post,
}

/// What a token endpoint answered: the access token, and the id_token of
/// an OpenID provider.
#[derive(Deserialize)]
pub(super) struct TokenAnswer {
    pub(super) access_token: String,
    pub(super) id_token: Option<String>,
}

impl std::fmt::Debug for TokenAnswer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TokenAnswer").finish_non_exhaustive()
    }
}

/// Redeems an authorization code at `token_url` with the PKCE verifier:
/// the provider's answer, or why there is none. A refusal is the
/// provider's OAuth error answer, or GitHub's, which comes with status
/// 200 and an `error` member.
pub(super) fn redeem(
    client: &Outbound,
    token_url: &str,
    (client_id, secret, auth): (&str, Option<&str>, ClientAuth),
    code: &str,
    verifier: &str,
    redirect_uri: &str,
) -> Result<TokenAnswer, UpstreamError> {
    let mut fields = vec![
        ("grant_type", "authorization_code"),
        ("code", code),
        ("redirect_uri", redirect_uri),
        ("code_verifier", verifier),
    ];
    let mut basic = None;
    match (secret, auth) {
        (Some(secret), ClientAuth::Basic) => {
            let encode =
                |s: &str| url::form_urlencoded::byte_serialize(s.as_bytes()).collect::<String>();
            let pair = format!("{}:{}", encode(client_id), encode(secret));
            basic = Some(format!("Basic {}", STANDARD.encode(pair)));
        }
        (Some(secret), ClientAuth::Post) => {
            fields.push(("client_id", client_id));
            fields.push(("client_secret", secret));
        }
        (None, _) => fields.push(("client_id", client_id)),
    }
    let mut request =
        OutboundRequest::form(token_url, &fields).header("accept", "application/json");
    if let Some(basic) = basic {
        request = request.header("authorization", basic);
    }
    let answer = client
        .send_waiting(request)
        .map_err(|e| UpstreamError::Unavailable(format!("token request: {e}")))?;
    if let Some(error) = refusal(&answer.body) {
        return Err(UpstreamError::Refused(format!("code refused: {error}")));
    }
    if !answer.is_success() {
        return Err(UpstreamError::Unavailable(format!(
            "token request: HTTP {}",
            answer.status
        )));
    }
    serde_json::from_slice(&answer.body)
        .map_err(|_| UpstreamError::Unavailable("token request: not a token answer".into()))
}

/// The `error` of an OAuth error answer.
fn refusal(body: &[u8]) -> Option<String> {
    #[derive(serde::Deserialize)]
    struct Refusal {
        error: String,
    }
    serde_json::from_slice::<Refusal>(body)
        .ok()
        .map(|r| r.error.chars().take(100).collect())
}
