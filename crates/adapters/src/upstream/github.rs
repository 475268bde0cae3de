//! GitHub: OAuth 2 with PKCE (no id_token), then the REST API's `/user`
//! (the numeric id is the subject) and `/user/emails` (the primary
//! address, verified or not). GitHub Enterprise: its API lives at
//! `{base_url}/api/v3`.

use accounts_service::ports::upstream::{UpstreamError, UpstreamIdentity, UpstreamRedirect};
use oauth2::basic::BasicClient;
use oauth2::{
    AuthUrl, AuthorizationCode, ClientId, ClientSecret, CsrfToken, PkceCodeChallenge,
    PkceCodeVerifier, RedirectUrl, Scope, TokenResponse, TokenUrl,
};
use serde::Deserialize;

use super::config::{ProviderConfig, http, token_error};

/// The `oauth2` client with its authorization and token endpoints set.
type GithubClient = oauth2::Client<
    oauth2::basic::BasicErrorResponse,
    oauth2::basic::BasicTokenResponse,
    oauth2::basic::BasicTokenIntrospectionResponse,
    oauth2::StandardRevocableToken,
    oauth2::basic::BasicRevocationErrorResponse,
    oauth2::EndpointSet,
    oauth2::EndpointNotSet,
    oauth2::EndpointNotSet,
    oauth2::EndpointNotSet,
    oauth2::EndpointSet,
>;

#[derive(Debug)]
pub(super) struct GithubProvider {
    pub(super) config: ProviderConfig,
    authorize_url: String,
    token_url: String,
    api: String,
}

#[derive(Deserialize)]
struct User {
    id: u64,
    name: Option<String>,
    email: Option<String>,
}

#[derive(Deserialize)]
struct Address {
    email: String,
    primary: bool,
    verified: bool,
}

impl GithubProvider {
    pub(super) fn new(config: ProviderConfig, base_url: &str) -> Self {
        let base = base_url.trim_end_matches('/');
        let api = if base == "https://github.com" {
            "https://api.github.com".to_owned()
        } else {
            format!("{base}/api/v3")
        };
        Self {
            config,
            authorize_url: format!("{base}/login/oauth/authorize"),
            token_url: format!("{base}/login/oauth/access_token"),
            api,
        }
    }

    /// Where browsers are sent to sign in.
    pub(super) fn authorization_target(&self) -> String {
        self.authorize_url.clone()
    }

    fn client(&self, redirect_uri: &str) -> Result<GithubClient, UpstreamError> {
        let bad =
            |e: oauth2::url::ParseError| UpstreamError::Unavailable(format!("GitHub URL: {e}"));
        let mut client = BasicClient::new(ClientId::new(self.config.client_id.clone()))
            .set_auth_uri(AuthUrl::new(self.authorize_url.clone()).map_err(bad)?)
            .set_token_uri(TokenUrl::new(self.token_url.clone()).map_err(bad)?)
            .set_redirect_uri(RedirectUrl::new(redirect_uri.to_owned()).map_err(bad)?);
        if let Some(secret) = &self.config.client_secret {
            client = client.set_client_secret(ClientSecret::new(secret.clone()));
        }
        Ok(client)
    }

    pub(super) fn authorization_url(
        &self,
        state: &str,
        redirect_uri: &str,
    ) -> Result<UpstreamRedirect, UpstreamError> {
        let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
        let state = state.to_owned();
        let client = self.client(redirect_uri)?;
        let mut request = client
            .authorize_url(move || CsrfToken::new(state))
            .set_pkce_challenge(challenge);
        for scope in &self.config.scopes {
            request = request.add_scope(Scope::new(scope.clone()));
        }
        let (url, _) = request.url();
        Ok(UpstreamRedirect {
            url: url.to_string(),
            pkce_verifier: verifier.secret().clone(),
            nonce: None,
        })
    }

    pub(super) fn finish(
        &self,
        code: &str,
        redirect: &UpstreamRedirect,
        redirect_uri: &str,
    ) -> Result<UpstreamIdentity, UpstreamError> {
        let tokens = self
            .client(redirect_uri)?
            .exchange_code(AuthorizationCode::new(code.to_owned()))
            .set_pkce_verifier(PkceCodeVerifier::new(redirect.pkce_verifier.clone()))
            .request(http())
            .map_err(token_error)?;
        let token = tokens.access_token().secret();
        let user: User = self.get(token, "/user")?;
        let addresses: Vec<Address> = self.get(token, "/user/emails")?;
        let primary = addresses.into_iter().find(|a| a.primary);
        let (email, verified) = match primary {
            Some(a) => (Some(a.email), a.verified),
            // No email scope: the public address, unvouched.
            None => (user.email, false),
        };
        Ok(UpstreamIdentity {
            subject: user.id.to_string(),
            email,
            email_verified: verified,
            name: user.name,
            mfa: false,
            expires_at: None,
        })
    }

    fn get<T: for<'de> Deserialize<'de>>(
        &self,
        token: &str,
        path: &str,
    ) -> Result<T, UpstreamError> {
        let response = http()
            .get(format!("{}{path}", self.api))
            .bearer_auth(token)
            .header("Accept", "application/vnd.github+json")
            .header("X-GitHub-Api-Version", "2022-11-28")
            .send()
            .map_err(|e| UpstreamError::Unavailable(format!("GitHub {path}: {e}")))?;
        if !response.status().is_success() {
            return Err(UpstreamError::Unavailable(format!(
                "GitHub {path}: HTTP {}",
                response.status()
            )));
        }
        response
            .json()
            .map_err(|e| UpstreamError::Unavailable(format!("GitHub {path}: {e}")))
    }
}
