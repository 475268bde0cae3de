//! GitHub: OAuth 2 with PKCE (no id_token), then the REST API's `/user`
//! (the numeric id is the subject) and `/user/emails` (the primary
//! address, verified or not). GitHub Enterprise: its API lives at
//! `{base_url}/api/v3`.

use accounts_service::ports::upstream::{UpstreamError, UpstreamIdentity, UpstreamRedirect};
use serde::Deserialize;

use super::config::{ClientAuth, ProviderConfig, authorization_request, json, pkce, redeem};
use crate::outbound::{Outbound, OutboundRequest};

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

    pub(super) fn authorization_url(
        &self,
        state: &str,
        redirect_uri: &str,
    ) -> Result<UpstreamRedirect, UpstreamError> {
        let (verifier, challenge) = pkce();
        let url = authorization_request(
            &self.authorize_url,
            &self.config.client_id,
            (state, &challenge, redirect_uri),
            &self.config.scopes.join(" "),
            &[],
        )?;
        Ok(UpstreamRedirect {
            url,
            pkce_verifier: verifier,
            nonce: None,
        })
    }

    pub(super) fn finish(
        &self,
        client: &Outbound,
        code: &str,
        redirect: &UpstreamRedirect,
        redirect_uri: &str,
    ) -> Result<UpstreamIdentity, UpstreamError> {
        let tokens = redeem(
            client,
            &self.token_url,
            (
                &self.config.client_id,
                self.config.client_secret.as_deref(),
                ClientAuth::Basic,
            ),
            code,
            &redirect.pkce_verifier,
            redirect_uri,
        )?;
        let token = &tokens.access_token;
        let user: User = self.get(client, token, "/user")?;
        let addresses: Vec<Address> = self.get(client, token, "/user/emails")?;
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
        client: &Outbound,
        token: &str,
        path: &str,
    ) -> Result<T, UpstreamError> {
        json(
            client,
            OutboundRequest::get(format!("{}{path}", self.api))
                .header("authorization", format!("Bearer {token}"))
                .header("accept", "application/vnd.github+json")
                .header("x-github-api-version", "2022-11-28"),
            &format!("GitHub {path}"),
        )
    }
}
