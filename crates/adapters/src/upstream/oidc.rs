//! An OpenID Connect provider: discovery, the code flow with PKCE and a
//! nonce, and id_tokens checked against the provider's JWKS
//! ([`super::id_token`]).

use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant, SystemTime};

use accounts_domain::secrets::PlainSecret;
use accounts_service::ports::upstream::{UpstreamError, UpstreamIdentity, UpstreamRedirect};
use josekit::jwk::Jwk;
use serde::Deserialize;
use time::OffsetDateTime;

use super::config::{
    ClientAuth, ProviderConfig, answered, authorization_request, json, parsed, pkce, redeem,
};
use super::id_token::{self, Expected, IdTokenClaims, IdTokenError};
use crate::outbound::{Outbound, OutboundRequest};

/// How long a discovery document (and its JWKS) is used.
const METADATA_TTL: Duration = Duration::from_secs(3600);
/// The least time between two fetches prompted by an id_token no cached
/// key checks: a rotation is picked up at once, a stream of forged
/// tokens does not make a fetch each.
const REFETCH_PAUSE: Duration = Duration::from_secs(30);

/// The discovery document's members we use.
#[derive(Debug, Clone, Deserialize)]
struct Discovered {
    issuer: String,
    authorization_endpoint: String,
    token_endpoint: Option<String>,
    userinfo_endpoint: Option<String>,
    jwks_uri: String,
    #[serde(default)]
    id_token_signing_alg_values_supported: Vec<String>,
    #[serde(default)]
    token_endpoint_auth_methods_supported: Vec<String>,
}

/// A provider's discovery document and the keys its JWKS held.
#[derive(Debug, Clone)]
struct Metadata {
    discovered: Discovered,
    keys: Vec<Jwk>,
}

impl Metadata {
    /// The algorithms its id_tokens may be signed with: those the
    /// document names ("none" never), RS256 when it names none.
    fn algorithms(&self) -> Vec<String> {
        let named: Vec<String> = self
            .discovered
            .id_token_signing_alg_values_supported
            .iter()
            .filter(|alg| *alg != "none")
            .cloned()
            .collect();
        if named.is_empty() {
            vec!["RS256".into()]
        } else {
            named
        }
    }

    /// How the token endpoint is told who we are: Basic, the default
    /// (RFC 8414), unless the provider names only the form's way.
    fn client_auth(&self) -> ClientAuth {
        let methods = &self.discovered.token_endpoint_auth_methods_supported;
        if !methods.iter().any(|m| m == "client_secret_basic")
            && methods.iter().any(|m| m == "client_secret_post")
        {
            ClientAuth::Post
        } else {
            ClientAuth::Basic
        }
    }
}

#[derive(Debug)]
pub(super) struct OidcProvider {
    pub(super) config: ProviderConfig,
    issuer: String,
    metadata: Mutex<Option<(Metadata, Instant)>>,
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
            Some((metadata, _)) => metadata.discovered.authorization_endpoint.clone(),
            None => self.issuer.clone(),
        }
    }

    /// The discovery document and its keys: the cached ones, unless older
    /// than `max_age`; fetched otherwise. The document must name the
    /// configured issuer exactly (OpenID Connect Discovery §4.3).
    fn metadata(&self, client: &Outbound, max_age: Duration) -> Result<Metadata, UpstreamError> {
        let mut cached = self.metadata.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some((metadata, at)) = cached.as_ref()
            && at.elapsed() < max_age
        {
            return Ok(metadata.clone());
        }
        let fetched = self.discover(client).inspect_err(|e| {
            log::warn!("upstream {}: discovery failed: {e}", self.config.id);
        })?;
        *cached = Some((fetched.clone(), Instant::now()));
        Ok(fetched)
    }

    fn discover(&self, client: &Outbound) -> Result<Metadata, UpstreamError> {
        let unavailable = |why: String| UpstreamError::Unavailable(format!("discovery: {why}"));
        let url = format!(
            "{}/.well-known/openid-configuration",
            self.issuer.trim_end_matches('/')
        );
        let discovered: Discovered = json(client, OutboundRequest::get(url), "discovery")?;
        if discovered.issuer != self.issuer {
            return Err(unavailable(format!(
                "the document names the issuer {}, not {}",
                discovered.issuer, self.issuer
            )));
        }
        #[derive(Deserialize)]
        struct KeySet {
            keys: Vec<serde_json::Map<String, serde_json::Value>>,
        }
        let set: KeySet = json(client, OutboundRequest::get(&discovered.jwks_uri), "JWKS")?;
        // A key we cannot read is skipped, and so is one that shows a
        // private or symmetric part (a JWKS publishes public keys only);
        // the others still verify.
        let keys = set
            .keys
            .into_iter()
            .filter(|map| !["d", "p", "q", "k"].iter().any(|m| map.contains_key(*m)))
            .filter_map(|map| Jwk::from_map(map).ok())
            .collect();
        Ok(Metadata { discovered, keys })
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
        client: &Outbound,
        state: &str,
        redirect_uri: &str,
    ) -> Result<UpstreamRedirect, UpstreamError> {
        let metadata = self.metadata(client, METADATA_TTL)?;
        let (verifier, challenge) = pkce();
        let nonce = PlainSecret::generate().expose().to_owned();
        let scope = std::iter::once("openid")
            .chain(self.config.scopes.iter().map(String::as_str))
            .collect::<Vec<_>>()
            .join(" ");
        // Apple answers with the name and email scopes only by a form POST
        // to the callback.
        let form_post: &[(&str, &str)] = if self.config.apple.is_some() {
            &[("response_mode", "form_post")]
        } else {
            &[]
        };
        let url = authorization_request(
            &metadata.discovered.authorization_endpoint,
            &self.config.client_id,
            (state, &challenge, redirect_uri),
            &scope,
            &[&[("nonce", nonce.as_str())], form_post].concat(),
        )?;
        Ok(UpstreamRedirect {
            url,
            pkce_verifier: verifier,
            nonce: Some(nonce),
        })
    }

    pub(super) fn finish(
        &self,
        client: &Outbound,
        code: &str,
        redirect: &UpstreamRedirect,
        redirect_uri: &str,
    ) -> Result<UpstreamIdentity, UpstreamError> {
        let secret = self.secret()?;
        let metadata = self.metadata(client, METADATA_TTL)?;
        let token_url = metadata
            .discovered
            .token_endpoint
            .as_deref()
            .ok_or_else(|| UpstreamError::Unavailable("no token endpoint".into()))?;
        let tokens = redeem(
            client,
            token_url,
            (
                &self.config.client_id,
                secret.as_deref(),
                metadata.client_auth(),
            ),
            code,
            &redirect.pkce_verifier,
            redirect_uri,
        )?;
        let id_token = tokens
            .id_token
            .as_deref()
            .ok_or_else(|| UpstreamError::Unavailable("no id_token in the token answer".into()))?;
        // An OpenID round trip always stores its nonce; without one, an
        // id_token whose nonce is empty would match.
        let nonce = redirect
            .nonce
            .as_deref()
            .filter(|n| !n.is_empty())
            .ok_or_else(|| UpstreamError::Refused("the round trip kept no nonce".into()))?;
        // A secret also checks HMAC-signed id_tokens.
        let wanted = (
            Some(self.config.client_id.as_str()),
            Some(nonce),
            secret.as_deref(),
        );
        let claims = self.checked(client, &metadata, id_token, wanted)?;
        let mut identity = identity(&claims);
        if (identity.email.is_none() || identity.name.is_none())
            && let Some(userinfo) = &metadata.discovered.userinfo_endpoint
        {
            // Many providers keep the profile out of the id_token (OpenID
            // Connect Core 5.4): the userinfo endpoint has it, for the
            // same subject.
            let answer = answered(
                client,
                OutboundRequest::get(userinfo)
                    .header("authorization", format!("Bearer {}", tokens.access_token)),
                "userinfo",
            )?;
            let signed = answer.content_type.as_deref().is_some_and(|t| {
                t.trim_start()
                    .to_ascii_lowercase()
                    .starts_with("application/jwt")
            });
            if signed {
                // A signed userinfo answer is not read: the id_token's
                // identity stands as it is (docs/decisions.md).
                log::info!(
                    "upstream {}: a signed userinfo answer was not read",
                    self.config.id
                );
                return Ok(identity);
            }
            let info: UserInfo = parsed(&answer, "userinfo")?;
            if info.sub != claims.sub {
                return Err(UpstreamError::Refused(
                    "userinfo: the subject is not the id_token's".into(),
                ));
            }
            if identity.email.is_none() {
                identity.email = info.email;
                identity.email_verified = info.email_verified.unwrap_or(false);
            }
            if identity.name.is_none() {
                identity.name = info.name;
            }
        }
        Ok(identity)
    }

    pub(super) fn verify_native(
        &self,
        client: &Outbound,
        id_token: &str,
    ) -> Result<UpstreamIdentity, UpstreamError> {
        if self.config.native_audiences.is_empty() {
            return Err(UpstreamError::Refused(
                "no native audiences are configured for this provider".into(),
            ));
        }
        // The audience is checked below, by the rule for apps' tokens;
        // signature, issuer and expiry here.
        let metadata = self.metadata(client, METADATA_TTL)?;
        let claims = self.checked(client, &metadata, id_token, (None, None, None))?;
        let audiences: Vec<&str> = claims.aud.iter().map(String::as_str).collect();
        if !issued_to_an_app(
            &audiences,
            claims.azp.as_deref(),
            &self.config.native_audiences,
            &self.config.client_id,
        ) {
            return Err(UpstreamError::Refused(
                "the id_token was not issued to one of the provider's native audiences".into(),
            ));
        }
        let at = |seconds: f64, claim: &str| {
            #[allow(clippy::cast_possible_truncation)]
            OffsetDateTime::from_unix_timestamp(seconds.floor() as i64).map_err(|_| {
                UpstreamError::Refused(format!("the id_token's {claim} is out of range"))
            })
        };
        if !recently_issued(at(claims.iat, "iat")?, OffsetDateTime::now_utc()) {
            return Err(UpstreamError::Refused(
                "the id_token was issued too long ago (or in the future)".into(),
            ));
        }
        Ok(UpstreamIdentity {
            expires_at: Some(at(claims.exp, "exp")?),
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

    /// The id_token's claims, checked against `metadata`'s keys,
    /// algorithms and issuer, and `(audience, nonce, secret)` (see
    /// [`Expected`]); fetches the JWKS again (at most every 30 s) when no
    /// key verified it, since providers rotate keys.
    fn checked(
        &self,
        client: &Outbound,
        metadata: &Metadata,
        id_token: &str,
        (audience, nonce, secret): (Option<&str>, Option<&str>, Option<&str>),
    ) -> Result<IdTokenClaims, UpstreamError> {
        let attempt = |metadata: &Metadata| {
            let algorithms = metadata.algorithms();
            let expected = Expected {
                issuer: &metadata.discovered.issuer,
                audience,
                nonce,
                algorithms: &algorithms,
                secret,
                now: SystemTime::now(),
            };
            id_token::check(id_token, &metadata.keys, &expected)
        };
        let claims = match attempt(metadata) {
            Err(IdTokenError::Signature(e)) if self.may_refetch() => {
                log::info!(
                    "upstream {}: fetching its keys again after a failed signature ({e})",
                    self.config.id
                );
                attempt(&self.metadata(client, Duration::ZERO)?)
            }
            other => other,
        };
        claims.map_err(|e| UpstreamError::Refused(format!("id_token: {e}")))
    }
}

/// The userinfo answer's members we use.
#[derive(Debug, Deserialize)]
struct UserInfo {
    sub: String,
    email: Option<String>,
    #[serde(default, deserialize_with = "id_token::flag")]
    email_verified: Option<bool>,
    name: Option<String>,
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

fn identity(claims: &IdTokenClaims) -> UpstreamIdentity {
    UpstreamIdentity {
        subject: claims.sub.clone(),
        email: claims.email.clone(),
        email_verified: claims.email_verified.unwrap_or(false),
        name: claims.name.clone(),
        mfa: claims.amr.iter().any(|m| m == "mfa"),
        expires_at: None,
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::{IdTokenClaims, identity, issued_to_an_app, recently_issued};
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

    fn claims(amr: &[&str]) -> IdTokenClaims {
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
