//! An OpenID Connect provider: discovery, the code flow with PKCE and a
//! nonce, and id_tokens checked against the provider's JWKS.

use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

use accounts_service::ports::upstream::{UpstreamError, UpstreamIdentity, UpstreamRedirect};
use openidconnect::core::{
    CoreAuthenticationFlow, CoreClient, CoreIdToken, CoreIdTokenClaims, CoreIdTokenVerifier,
    CoreJwsSigningAlgorithm, CoreProviderMetadata, CoreUserInfoClaims,
};
use openidconnect::{
    AuthorizationCode, ClaimsVerificationError, ClientId, ClientSecret, CsrfToken, IssuerUrl,
    Nonce, OAuth2TokenResponse, PkceCodeChallenge, PkceCodeVerifier, RedirectUrl, Scope,
    TokenResponse,
};
use time::OffsetDateTime;

use super::config::{ProviderConfig, http, token_error};

/// How long a discovery document (and its JWKS) is used.
const METADATA_TTL: Duration = Duration::from_secs(3600);
/// The least time between two fetches prompted by an id_token no cached
/// key checks: a rotation is picked up at once, a stream of forged
/// tokens does not make a fetch each.
const REFETCH_PAUSE: Duration = Duration::from_secs(30);

#[derive(Debug)]
pub(super) struct OidcProvider {
    pub(super) config: ProviderConfig,
    issuer: String,
    metadata: Mutex<Option<(CoreProviderMetadata, Instant)>>,
    /// When an unknown key last made the metadata be fetched again.
    refetched: Mutex<Option<Instant>>,
}

impl OidcProvider {
    pub(super) fn new(config: ProviderConfig, issuer: String) -> Self {
        Self {
            config,
            issuer,
            metadata: Mutex::new(None),
            refetched: Mutex::new(None),
        }
    }

    /// Where browsers are sent to sign in: the discovery document's
    /// authorization endpoint once it was read, else the issuer (whose
    /// origin it shares at every provider we know of).
    pub(super) fn authorization_target(&self) -> String {
        let cached = self.metadata.lock().unwrap_or_else(PoisonError::into_inner);
        match cached.as_ref() {
            Some((metadata, _)) => metadata.authorization_endpoint().url().to_string(),
            None => self.issuer.clone(),
        }
    }

    /// The discovery document: the cached one, unless it is older than
    /// `max_age`; fetched otherwise.
    fn metadata(&self, max_age: Duration) -> Result<CoreProviderMetadata, UpstreamError> {
        let mut cached = self.metadata.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some((metadata, at)) = cached.as_ref()
            && at.elapsed() < max_age
        {
            return Ok(metadata.clone());
        }
        let issuer = IssuerUrl::new(self.issuer.clone())
            .map_err(|e| UpstreamError::Unavailable(format!("issuer: {e}")))?;
        let metadata = CoreProviderMetadata::discover(&issuer, http()).map_err(|e| {
            log::warn!("upstream {}: discovery failed: {e}", self.config.id);
            UpstreamError::Unavailable(format!("discovery: {e}"))
        })?;
        *cached = Some((metadata.clone(), Instant::now()));
        Ok(metadata)
    }

    /// The client for `metadata`; `secret` only where the token endpoint
    /// is called (an authorization URL carries none).
    fn client(
        &self,
        metadata: CoreProviderMetadata,
        redirect_uri: &str,
        secret: Option<String>,
    ) -> Result<
        CoreClient<
            openidconnect::EndpointSet,
            openidconnect::EndpointNotSet,
            openidconnect::EndpointNotSet,
            openidconnect::EndpointNotSet,
            openidconnect::EndpointMaybeSet,
            openidconnect::EndpointMaybeSet,
        >,
        UpstreamError,
    > {
        Ok(CoreClient::from_provider_metadata(
            metadata,
            ClientId::new(self.config.client_id.clone()),
            secret.map(ClientSecret::new),
        )
        .set_redirect_uri(
            RedirectUrl::new(redirect_uri.to_owned())
                .map_err(|e| UpstreamError::Unavailable(format!("redirect URI: {e}")))?,
        ))
    }

    /// Our client secret: configured, or made from Apple's key (signed
    /// anew each call: once per token request).
    fn secret(&self) -> Result<Option<String>, UpstreamError> {
        Ok(match &self.config.apple {
            Some(key) => Some(key.client_secret(&self.config.client_id)?),
            None => self.config.client_secret.clone(),
        })
    }

    pub(super) fn authorization_url(
        &self,
        state: &str,
        redirect_uri: &str,
    ) -> Result<UpstreamRedirect, UpstreamError> {
        let client = self.client(self.metadata(METADATA_TTL)?, redirect_uri, None)?;
        let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
        let state = state.to_owned();
        let mut request = client
            .authorize_url(
                CoreAuthenticationFlow::AuthorizationCode,
                move || CsrfToken::new(state),
                Nonce::new_random,
            )
            .set_pkce_challenge(challenge);
        for scope in &self.config.scopes {
            request = request.add_scope(Scope::new(scope.clone()));
        }
        if self.config.apple.is_some() {
            // Apple answers with the name and email scopes only by a form
            // POST to the callback.
            request = request.add_extra_param("response_mode", "form_post");
        }
        let (url, _, nonce) = request.url();
        Ok(UpstreamRedirect {
            url: url.to_string(),
            pkce_verifier: verifier.secret().clone(),
            nonce: Some(nonce.secret().clone()),
        })
    }

    pub(super) fn finish(
        &self,
        code: &str,
        redirect: &UpstreamRedirect,
        redirect_uri: &str,
    ) -> Result<UpstreamIdentity, UpstreamError> {
        let secret = self.secret()?;
        let client = self.client(self.metadata(METADATA_TTL)?, redirect_uri, secret.clone())?;
        let tokens = client
            .exchange_code(AuthorizationCode::new(code.to_owned()))
            .map_err(|e| UpstreamError::Unavailable(format!("no token endpoint: {e}")))?
            .set_pkce_verifier(PkceCodeVerifier::new(redirect.pkce_verifier.clone()))
            .request(http())
            .map_err(token_error)?;
        let id_token = tokens
            .id_token()
            .ok_or_else(|| UpstreamError::Unavailable("no id_token in the token answer".into()))?;
        let nonce = Nonce::new(redirect.nonce.clone().unwrap_or_default());
        let claims = self.checked(
            id_token,
            |metadata| {
                let client_id = ClientId::new(self.config.client_id.clone());
                let issuer = metadata.issuer().clone();
                let jwks = metadata.jwks().clone();
                let verifier = match &secret {
                    // A secret also checks HMAC-signed id_tokens.
                    Some(secret) => CoreIdTokenVerifier::new_confidential_client(
                        client_id,
                        ClientSecret::new(secret.clone()),
                        issuer,
                        jwks,
                    ),
                    None => CoreIdTokenVerifier::new_public_client(client_id, issuer, jwks),
                };
                Ok(vec![verifier.set_allowed_algs(algorithms(&metadata))])
            },
            &|claims_nonce: Option<&Nonce>| match claims_nonce {
                Some(n) if n.secret() == nonce.secret() => Ok(()),
                _ => Err("nonce mismatch".to_owned()),
            },
        )?;
        let mut identity = identity(&claims);
        if identity.email.is_none() || identity.name.is_none() {
            // Many providers keep the profile out of the id_token (OpenID
            // Connect Core 5.4): the userinfo endpoint has it, for the
            // same subject.
            if let Ok(request) = client.user_info(
                tokens.access_token().clone(),
                Some(claims.subject().clone()),
            ) {
                let info: CoreUserInfoClaims = request.request(http()).map_err(|e| match e {
                    openidconnect::UserInfoError::ClaimsVerification(e) => {
                        UpstreamError::Refused(format!("userinfo: {e}"))
                    }
                    other => UpstreamError::Unavailable(format!("userinfo: {other}")),
                })?;
                if identity.email.is_none() {
                    identity.email = info.email().map(|e| e.as_str().to_owned());
                    identity.email_verified = info.email_verified().unwrap_or(false);
                }
                if identity.name.is_none() {
                    identity.name = info
                        .name()
                        .and_then(|n| n.get(None))
                        .map(|n| n.as_str().to_owned());
                }
            }
        }
        Ok(identity)
    }

    pub(super) fn verify_native(&self, id_token: &str) -> Result<UpstreamIdentity, UpstreamError> {
        if self.config.native_audiences.is_empty() {
            return Err(UpstreamError::Refused(
                "no native audiences are configured for this provider".into(),
            ));
        }
        let id_token: CoreIdToken = id_token
            .parse()
            .map_err(|_| UpstreamError::Refused("not an id_token".into()))?;
        let claims = self.checked(
            &id_token,
            |metadata| {
                // The audience is checked below, by the rule for apps'
                // tokens; signature, issuer and expiry here.
                Ok(vec![
                    CoreIdTokenVerifier::new_public_client(
                        ClientId::new(self.config.client_id.clone()),
                        metadata.issuer().clone(),
                        metadata.jwks().clone(),
                    )
                    .require_audience_match(false)
                    .set_allowed_algs(algorithms(&metadata)),
                ])
            },
            &|_: Option<&Nonce>| Ok(()),
        )?;
        let audiences: Vec<&str> = claims.audiences().iter().map(|a| a.as_str()).collect();
        let authorized = claims.authorized_party().map(|p| p.as_str());
        if !issued_to_an_app(
            &audiences,
            authorized,
            &self.config.native_audiences,
            &self.config.client_id,
        ) {
            return Err(UpstreamError::Refused(
                "the id_token was not issued to one of the provider's native audiences".into(),
            ));
        }
        let issued = OffsetDateTime::from_unix_timestamp(claims.issue_time().timestamp())
            .map_err(|_| UpstreamError::Refused("the id_token's iat is out of range".into()))?;
        if !recently_issued(issued, OffsetDateTime::now_utc()) {
            return Err(UpstreamError::Refused(
                "the id_token was issued too long ago (or in the future)".into(),
            ));
        }
        let expires_at = OffsetDateTime::from_unix_timestamp(claims.expiration().timestamp())
            .map_err(|_| UpstreamError::Refused("the id_token's exp is out of range".into()))?;
        Ok(UpstreamIdentity {
            expires_at: Some(expires_at),
            ..identity(&claims)
        })
    }

    /// Whether a failed signature may make the keys be fetched again now
    /// (and notes that it does).
    fn may_refetch(&self) -> bool {
        let mut last = self
            .refetched
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if last.is_some_and(|at| at.elapsed() < REFETCH_PAUSE) {
            return false;
        }
        *last = Some(Instant::now());
        true
    }

    /// The id_token's claims, checked by the first of `verifiers` that
    /// accepts them; fetches the JWKS again (at most every 30 s) when no
    /// key matched, since providers rotate keys.
    fn checked(
        &self,
        id_token: &CoreIdToken,
        verifiers: impl Fn(
            CoreProviderMetadata,
        ) -> Result<Vec<CoreIdTokenVerifier<'static>>, UpstreamError>,
        nonce: &dyn Fn(Option<&Nonce>) -> Result<(), String>,
    ) -> Result<CoreIdTokenClaims, UpstreamError> {
        let attempt = |metadata| -> Result<
            Result<CoreIdTokenClaims, ClaimsVerificationError>,
            UpstreamError,
        > {
            let mut last = ClaimsVerificationError::Other("no verifier".into());
            for verifier in verifiers(metadata)? {
                match id_token.claims(&verifier, |n: Option<&Nonce>| nonce(n)) {
                    Ok(claims) => return Ok(Ok(claims.clone())),
                    Err(e) => last = e,
                }
            }
            Ok(Err(last))
        };
        let claims = match attempt(self.metadata(METADATA_TTL)?)? {
            Err(ClaimsVerificationError::SignatureVerification(e)) if self.may_refetch() => {
                log::info!(
                    "upstream {}: fetching its keys again after a failed signature ({e})",
                    self.config.id
                );
                attempt(self.metadata(Duration::ZERO)?)?
            }
            other => other,
        };
        claims.map_err(|e| UpstreamError::Refused(format!("id_token: {e}")))
    }
}

/// The algorithms the provider says it signs id_tokens with (the
/// verifier's default is RS256 alone).
fn algorithms(metadata: &CoreProviderMetadata) -> Vec<CoreJwsSigningAlgorithm> {
    metadata
        .id_token_signing_alg_values_supported()
        .iter()
        // "none" is never a signature.
        .filter(|alg| !matches!(alg, CoreJwsSigningAlgorithm::None))
        .cloned()
        .collect()
}

/// How old an app's id_token may be: an app exchanges the token it was
/// just handed (Google's and Apple's SDKs hand out fresh ones), so an old
/// one is a captured one.
const NATIVE_TOKEN_AGE: time::Duration = time::Duration::minutes(10);
/// Clocks differ: an `iat` this far ahead of ours is accepted.
const CLOCK_SKEW: time::Duration = time::Duration::seconds(60);

/// Whether an app's id_token was issued to one of the provider's native
/// audiences (the apps' client ids): its authorized party (`azp`, or the
/// one `aud` when there is no `azp`) is one of them, and each audience is
/// one of them or the provider's own client (Google's Android tokens name
/// the app as `azp` and the server's client as `aud`). A token issued to
/// the web client (`azp`, or a lone `aud`, the web client's id) is not an
/// app's (docs/decisions.md, "Upstream identity providers").
fn issued_to_an_app(
    audiences: &[&str],
    authorized_party: Option<&str>,
    native: &[String],
    client_id: &str,
) -> bool {
    let party = match (authorized_party, audiences) {
        (Some(party), _) => party,
        (None, [only]) => only,
        (None, _) => return false,
    };
    native.iter().any(|n| n == party)
        && !audiences.is_empty()
        && audiences
            .iter()
            .all(|aud| *aud == client_id || native.iter().any(|n| n == aud))
}

/// Whether a token issued at `issued` is fresh enough at `now`.
fn recently_issued(issued: OffsetDateTime, now: OffsetDateTime) -> bool {
    let age = now - issued;
    age <= NATIVE_TOKEN_AGE && age >= -CLOCK_SKEW
}

fn identity(claims: &CoreIdTokenClaims) -> UpstreamIdentity {
    UpstreamIdentity {
        subject: claims.subject().as_str().to_owned(),
        email: claims.email().map(|e| e.as_str().to_owned()),
        email_verified: claims.email_verified().unwrap_or(false),
        name: claims
            .name()
            .and_then(|n| n.get(None))
            .map(|n| n.as_str().to_owned()),
        mfa: claims
            .auth_method_refs()
            .is_some_and(|amr| amr.iter().any(|m| m.as_str() == "mfa")),
        expires_at: None,
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use openidconnect::core::CoreIdTokenClaims;

    use super::{identity, issued_to_an_app, recently_issued};
    use time::macros::datetime;

    #[test]
    fn an_apps_token_names_an_app_as_its_authorized_party() {
        let native = vec!["android-app".to_owned(), "ios-app".to_owned()];
        let accepted: &[(&[&str], Option<&str>)] = &[
            // Google's Android token: the app as azp, the server as aud.
            (&["web-client"], Some("android-app")),
            (&["android-app", "web-client"], Some("android-app")),
            // Apple's: the app's bundle id as the one audience.
            (&["ios-app"], None),
        ];
        for (aud, azp) in accepted {
            assert!(
                issued_to_an_app(aud, *azp, &native, "web-client"),
                "{aud:?} {azp:?}"
            );
        }
        let refused: &[(&[&str], Option<&str>)] = &[
            // Issued to the web app.
            (&["web-client"], None),
            (&["web-client"], Some("web-client")),
            // Another app, or another client beside ours.
            (&["other-app"], None),
            (&["web-client"], Some("other-app")),
            (&["android-app", "stranger"], Some("android-app")),
            (&["android-app", "ios-app"], None),
            (&[], Some("android-app")),
        ];
        for (aud, azp) in refused {
            assert!(
                !issued_to_an_app(aud, *azp, &native, "web-client"),
                "{aud:?} {azp:?}"
            );
        }
    }

    #[test]
    fn an_apps_token_is_fresh_for_ten_minutes() {
        let now = datetime!(2026-11-27 12:00 UTC);
        for minutes in [0, 1, 9, 10] {
            assert!(recently_issued(now - time::Duration::minutes(minutes), now));
        }
        assert!(
            recently_issued(now + time::Duration::seconds(60), now),
            "skew"
        );
        assert!(!recently_issued(now - time::Duration::seconds(601), now));
        assert!(!recently_issued(now + time::Duration::seconds(61), now));
    }

    fn claims(amr: &[&str]) -> CoreIdTokenClaims {
        serde_json::from_value(serde_json::json!({
            "iss": "https://id.example", "aud": "c", "exp": 2_000_000_000, "iat": 1_700_000_000,
            "sub": "248289761001", "email": "ann@id.example", "email_verified": "true",
            "amr": amr,
        }))
        .unwrap()
    }

    #[test]
    fn the_provider_s_amr_says_whether_it_was_two_factors() {
        let two = identity(&claims(&["pwd", "otp", "mfa"]));
        assert!(two.mfa);
        assert_eq!(two.subject, "248289761001");
        assert_eq!(two.email.as_deref(), Some("ann@id.example"));
        // Apple sends the flag as a string.
        assert!(two.email_verified);
        assert!(!identity(&claims(&["pwd"])).mfa);
        assert!(!identity(&claims(&[])).mfa);
    }
}
