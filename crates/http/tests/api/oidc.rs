//! Clients nobody on this team wrote: the `openidconnect` crate (discovery,
//! code flow with PKCE, id_token verified through the JWKS, nonce) and the
//! `oauth2` crate (code exchange, refresh, revocation, the device flow) against the real
//! server. The browser part (the login form) is the test's cookie-keeping
//! client; `chromium.rs` does it in a real browser.

use oauth2::basic::BasicClient;
use oauth2::{
    AuthUrl, AuthorizationCode, ClientId, ClientSecret, CsrfToken, DeviceAuthorizationUrl,
    HttpClientError, IntrospectionUrl, PkceCodeChallenge, RedirectUrl, RevocationUrl, Scope,
    StandardDeviceAuthorizationResponse, StandardRevocableToken, SyncHttpClient,
    TokenIntrospectionResponse, TokenResponse, TokenUrl,
};
use openidconnect::core::{CoreAuthenticationFlow, CoreClient, CoreProviderMetadata};
use openidconnect::{IssuerUrl, Nonce, TokenResponse as _};

use crate::browser::{Browser, params_of};
use crate::helpers::{REDIRECT_URI, TestApp};

/// The password of every seeded user.
const PASSWORD: &str = "correct horse";

/// An HTTP client as the crates' docs recommend: no redirects followed.
fn http() -> reqwest::blocking::Client {
    reqwest::blocking::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

/// Follows `authorize_url` through the login form; returns the redirect's
/// query parameters.
fn sign_in_through(
    app: &TestApp,
    authorize_url: &str,
    email: &str,
) -> std::collections::HashMap<String, String> {
    let path = authorize_url
        .strip_prefix(&app.base)
        .expect("the authorization endpoint is on the issuer");
    let mut browser = Browser::new(app);
    let form = browser.get(path);
    assert_eq!(form.status, 200, "{}", form.body);
    let back = browser.sign_in(&form, email, PASSWORD);
    assert_eq!(back.status, 303, "{}", back.body);
    // This issuer is http: the session cookie cannot be Secure there.
    let cookie = back.set_cookie("accounts_session").unwrap();
    assert!(!cookie.contains("Secure"), "{cookie}");
    assert!(back.location().starts_with(REDIRECT_URI));
    params_of(back.location(), '?')
}

pub fn openidconnect_discovers_signs_in_and_verifies_the_id_token(app: &TestApp) {
    let seeded = app.seed();
    let http = http();
    let issuer = IssuerUrl::new(app.base.clone()).unwrap();
    let metadata = CoreProviderMetadata::discover(&issuer, &http).expect("discovery");
    // JWKS fetched from the advertised jwks_uri, as any relying party does.
    assert!(!metadata.jwks().keys().is_empty());
    let client = CoreClient::from_provider_metadata(
        metadata,
        openidconnect::ClientId::new(seeded.client.id.to_string()),
        Some(openidconnect::ClientSecret::new(
            seeded.secret.expose().to_owned(),
        )),
    )
    .set_redirect_uri(openidconnect::RedirectUrl::new(REDIRECT_URI.into()).unwrap());
    let (challenge, verifier) = openidconnect::PkceCodeChallenge::new_random_sha256();
    let (url, csrf, nonce) = client
        .authorize_url(
            CoreAuthenticationFlow::AuthorizationCode,
            openidconnect::CsrfToken::new_random,
            Nonce::new_random,
        )
        .add_scope(openidconnect::Scope::new("profile".into()))
        .set_pkce_challenge(challenge)
        .url();

    let params = sign_in_through(app, url.as_str(), seeded.user.email.as_str());
    assert_eq!(&params["state"], csrf.secret());
    let tokens = client
        .exchange_code(openidconnect::AuthorizationCode::new(
            params["code"].clone(),
        ))
        .unwrap()
        .set_pkce_verifier(verifier)
        .request(&http)
        .expect("code exchange");
    let id_token = tokens.id_token().expect("an id_token for the openid scope");
    let verifier = client.id_token_verifier();
    let claims = id_token
        .claims(&verifier, &nonce)
        .expect("a valid id_token");
    assert_eq!(claims.subject().as_str(), seeded.user.id.to_string());
    assert_eq!(
        claims.email().map(|e| e.as_str()),
        Some(seeded.user.email.as_str())
    );
    // A replayed id_token from another request's nonce is refused.
    assert!(
        id_token
            .claims(&verifier, &Nonce::new("another".into()))
            .is_err()
    );
    // The advertised userinfo endpoint answers the standard claims.
    let info: openidconnect::core::CoreUserInfoClaims = client
        .user_info(
            tokens.access_token().clone(),
            Some(claims.subject().clone()),
        )
        .expect("discovery advertises userinfo_endpoint")
        .request(&http)
        .expect("userinfo");
    assert_eq!(info.subject().as_str(), seeded.user.id.to_string());
    assert_eq!(
        info.email().map(|e| e.as_str()),
        Some(seeded.user.email.as_str())
    );
    assert_eq!(info.email_verified(), Some(true));
    assert_eq!(
        info.name().and_then(|n| n.get(None)).map(|n| n.as_str()),
        Some(seeded.user.profile.name.as_str())
    );
    // The access token works on the seed's own endpoints.
    let userinfo = app.get_bearer(
        "/accounts/users/v1/userinfo",
        tokens.access_token().secret(),
    );
    assert_eq!(userinfo.status, 200, "{}", userinfo.body);
}

/// oauth2 refuses a revocation URL that is not https (RFC 7009 says
/// clients MUST check). The test server speaks plain HTTP on loopback, so
/// this client stands in for a TLS terminator: it sends https requests to
/// the same address over http.
fn tls_terminated(
    request: oauth2::HttpRequest,
) -> Result<oauth2::HttpResponse, HttpClientError<reqwest::Error>> {
    let mut request = request;
    let plain = request.uri().to_string().replacen("https://", "http://", 1);
    *request.uri_mut() = plain.parse().unwrap();
    http().call(request)
}

pub fn oauth2_exchanges_refreshes_and_revokes(app: &TestApp) {
    let seeded = app.seed();
    let http = http();
    let https_base = app.base.replacen("http://", "https://", 1);
    let client = BasicClient::new(ClientId::new(seeded.client.id.to_string()))
        .set_client_secret(ClientSecret::new(seeded.secret.expose().to_owned()))
        .set_auth_uri(AuthUrl::new(app.url("/accounts/oauth2/v1/authorize")).unwrap())
        .set_token_uri(TokenUrl::new(app.url("/accounts/oauth2/v1/token")).unwrap())
        .set_revocation_url(
            RevocationUrl::new(format!("{https_base}/accounts/oauth2/v1/revoke")).unwrap(),
        )
        .set_introspection_url(
            IntrospectionUrl::new(app.url("/accounts/oauth2/v1/introspect")).unwrap(),
        )
        .set_redirect_uri(RedirectUrl::new(REDIRECT_URI.into()).unwrap());
    let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
    let (url, csrf) = client
        .authorize_url(CsrfToken::new_random)
        .add_scope(Scope::new("authorization".into()))
        .set_pkce_challenge(challenge)
        .url();

    let params = sign_in_through(app, url.as_str(), seeded.user.email.as_str());
    assert_eq!(&params["state"], csrf.secret());
    let tokens = client
        .exchange_code(AuthorizationCode::new(params["code"].clone()))
        .set_pkce_verifier(verifier)
        .request(&http)
        .expect("code exchange");
    assert_eq!(tokens.token_type().as_ref(), "bearer");
    assert!(tokens.expires_in().is_some());
    let access = tokens.access_token().secret().clone();
    let refresh = tokens.refresh_token().expect("a refresh token").clone();
    assert_eq!(
        app.get_bearer("/accounts/users/v1/sessioninfo", &access)
            .status,
        200
    );

    let refreshed = client
        .exchange_refresh_token(&refresh)
        .request(&http)
        .expect("refresh");
    let second = refreshed.access_token().secret().clone();
    assert_ne!(second, access);
    assert_eq!(
        app.get_bearer("/accounts/users/v1/userinfo", &second)
            .status,
        200
    );

    client
        .revoke_token(StandardRevocableToken::AccessToken(
            refreshed.access_token().clone(),
        ))
        .unwrap()
        .request(&tls_terminated)
        .expect("access token revoked");
    app.get_bearer("/accounts/users/v1/userinfo", &second)
        .assert_error(401, "INVALID_TOKEN");
    // RFC 7662 through the same library: the first access token is active
    // (with its facts), the revoked one is not.
    let active = client
        .introspect(tokens.access_token())
        .request(&http)
        .expect("introspection");
    assert!(active.active());
    assert_eq!(active.sub(), Some(seeded.user.id.to_string().as_str()));
    assert_eq!(
        active.client_id().map(|c| c.as_str().to_owned()),
        Some(seeded.client.id.to_string())
    );
    assert_eq!(
        active
            .scopes()
            .map(|s| s.iter().map(|s| s.as_str().to_owned()).collect::<Vec<_>>()),
        Some(vec!["authorization".to_owned()])
    );
    assert!(active.exp().is_some() && active.iat().is_some());
    let revoked = client
        .introspect(refreshed.access_token())
        .request(&http)
        .expect("introspection");
    assert!(!revoked.active());
    client
        .revoke_token(StandardRevocableToken::RefreshToken(refresh.clone()))
        .unwrap()
        .request(&tls_terminated)
        .expect("refresh token revoked");
    let refused = client.exchange_refresh_token(&refresh).request(&http);
    assert!(
        matches!(&refused, Err(oauth2::RequestTokenError::ServerResponse(e))
            if e.error().as_ref() == "invalid_grant"),
        "{refused:?}"
    );
}

/// Rotation and reuse detection through the `oauth2` crate's refresh.
pub fn oauth2_gets_rotated_refresh_tokens_and_reuse_is_refused(app: &TestApp) {
    let seeded = crate::rotation::seed_rotating(app);
    let http = http();
    let client = BasicClient::new(ClientId::new(seeded.client.id.to_string()))
        .set_client_secret(ClientSecret::new(seeded.secret.expose().to_owned()))
        .set_token_uri(TokenUrl::new(app.url("/accounts/oauth2/v1/token")).unwrap())
        .set_redirect_uri(RedirectUrl::new(REDIRECT_URI.into()).unwrap());
    let code = app.code(&seeded, "profile", None);
    let tokens = client
        .exchange_code(AuthorizationCode::new(code))
        .request(&http)
        .expect("code exchange");
    let first = tokens.refresh_token().expect("a refresh token").clone();
    let rotated = client
        .exchange_refresh_token(&first)
        .request(&http)
        .expect("refresh");
    let second = rotated
        .refresh_token()
        .expect("rotation answers a new refresh token")
        .clone();
    assert_ne!(second.secret(), first.secret());
    app.advance(time::Duration::minutes(1));
    for (token, what) in [(&first, "the replayed token"), (&second, "its successor")] {
        let refused = client.exchange_refresh_token(token).request(&http);
        assert!(
            matches!(&refused, Err(oauth2::RequestTokenError::ServerResponse(e))
                if e.error().as_ref() == "invalid_grant"),
            "{what}: {refused:?}"
        );
    }
}

/// The device flow (RFC 8628) through the `oauth2` crate, for a public
/// client as a TV would be: the crate asks for a code, then polls; its
/// sleep function stands in for the user, who approves on another screen
/// (the verification page, through a cookie-keeping client) and for the
/// passing of time (the server's clock is the test's). The first sleep
/// does not let time pass, so the crate also meets `slow_down`.
pub fn oauth2_runs_the_device_flow(app: &TestApp) {
    use std::cell::{Cell, RefCell};

    let seeded = app.seed();
    let created = app.send(
        app.http
            .post(app.url("/accounts/admin/v1/clients"))
            .bearer_auth(crate::helpers::ADMIN_KEY)
            .json(&serde_json::json!({"name": "Living room TV", "redirect_uris": [REDIRECT_URI], "public": true})),
    );
    assert_eq!(created.status, 200, "{}", created.body);
    let client_id = created.body["client_id"].as_str().unwrap().to_owned();
    let http = http();
    let client = BasicClient::new(ClientId::new(client_id))
        .set_device_authorization_url(
            DeviceAuthorizationUrl::new(app.url(crate::device_grant::DEVICE_CODE)).unwrap(),
        )
        .set_token_uri(TokenUrl::new(app.url("/accounts/oauth2/v1/token")).unwrap());
    let details: StandardDeviceAuthorizationResponse = client
        .exchange_device_code()
        .add_scope(Scope::new("openid".into()))
        .add_scope(Scope::new("profile".into()))
        .request(&http)
        .expect("device authorization");
    assert_eq!(details.interval(), std::time::Duration::from_secs(5));
    let complete = details
        .verification_uri_complete()
        .expect("verification_uri_complete")
        .secret()
        .clone();
    assert!(complete.contains(details.user_code().secret()));

    let browser = RefCell::new(Browser::new(app));
    let sleeps = Cell::new(0);
    let slept = RefCell::new(Vec::new());
    let tokens = client
        .exchange_device_access_token(&details)
        .request(
            &http,
            |interval| {
                slept.borrow_mut().push(interval.as_secs());
                sleeps.set(sleeps.get() + 1);
                if sleeps.get() == 1 {
                    return;
                }
                if sleeps.get() == 2 {
                    let mut browser = browser.borrow_mut();
                    let at = complete.find("/accounts/").unwrap();
                    let login = browser.get(&complete[at..]);
                    let mut form = login.hidden_fields();
                    form.push(("email".into(), seeded.user.email.as_str().into()));
                    form.push(("password".into(), PASSWORD.into()));
                    let confirm = browser.post(crate::device_grant::DEVICE, &form);
                    assert_eq!(confirm.status, 200, "{}", confirm.body);
                    let mut form = confirm.hidden_fields();
                    form.push(("decision".into(), "approve".into()));
                    let done = browser.post(crate::device_grant::DEVICE, &form);
                    assert_eq!(done.status, 200, "{}", done.body);
                }
                app.advance(time::Duration::seconds(
                    i64::try_from(interval.as_secs()).unwrap(),
                ));
            },
            None,
        )
        .expect("the device's tokens");
    // Polled at once, too early (slow_down: 5 s more), then on time.
    assert_eq!(*slept.borrow(), [5, 10]);
    assert!(tokens.refresh_token().is_some());
    let scopes: Vec<_> = tokens
        .scopes()
        .expect("the granted scope")
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(scopes, ["openid", "profile"]);
    let userinfo = app.get_bearer(
        "/accounts/oauth2/v1/userinfo",
        tokens.access_token().secret(),
    );
    assert_eq!(userinfo.status, 200, "{}", userinfo.body);
    assert_eq!(userinfo.body["sub"], seeded.user.id.to_string());
    // A public client's refresh token rotates, through the crate too.
    let refreshed = client
        .exchange_refresh_token(tokens.refresh_token().unwrap())
        .request(&http)
        .expect("refresh");
    assert!(refreshed.refresh_token().is_some());
}

/// The openidconnect crate reads how the user signed in: `amr`, `acr`
/// (asked for with `acr_values`) and `auth_time` after a password and an
/// authenticator app's code.
pub fn openidconnect_reads_how_the_user_signed_in(app: &TestApp) {
    use crate::second_factor::{account_token, code};
    use accounts_service::second_factor::totp::TotpSecret;
    use openidconnect::AuthenticationContextClass;

    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    // An authenticator app, confirmed with this step's code; the sign-in
    // below answers with the next step's (one step of drift is accepted).
    let token = account_token(app, email);
    let started = app.send(
        app.http
            .post(app.url("/accounts/users/v1/totp"))
            .bearer_auth(&token),
    );
    let secret = TotpSecret::from_base32(started.body["secret"].as_str().unwrap()).unwrap();
    let confirmed = app.send(
        app.http
            .post(app.url("/accounts/users/v1/totp/confirm"))
            .bearer_auth(&token)
            .json(&serde_json::json!({ "code": code(app, &secret, 0) })),
    );
    assert_eq!(confirmed.status, 200, "{}", confirmed.body);

    let http = http();
    let issuer = IssuerUrl::new(app.base.clone()).unwrap();
    let metadata = CoreProviderMetadata::discover(&issuer, &http).expect("discovery");
    let supported: Vec<String> = metadata
        .acr_values_supported()
        .expect("discovery lists acr_values_supported")
        .iter()
        .map(|a| a.as_str().to_owned())
        .collect();
    assert!(
        supported.contains(&"urn:accounts:acr:mfa".to_owned()),
        "{supported:?}"
    );
    let client = CoreClient::from_provider_metadata(
        metadata,
        openidconnect::ClientId::new(seeded.client.id.to_string()),
        Some(openidconnect::ClientSecret::new(
            seeded.secret.expose().to_owned(),
        )),
    )
    .set_redirect_uri(openidconnect::RedirectUrl::new(REDIRECT_URI.into()).unwrap());
    let (challenge, verifier) = openidconnect::PkceCodeChallenge::new_random_sha256();
    let (url, _csrf, nonce) = client
        .authorize_url(
            CoreAuthenticationFlow::AuthorizationCode,
            openidconnect::CsrfToken::new_random,
            Nonce::new_random,
        )
        .add_auth_context_value(AuthenticationContextClass::new(
            "urn:accounts:acr:mfa".into(),
        ))
        .set_pkce_challenge(challenge)
        .url();
    let path = url.as_str().strip_prefix(&app.base).unwrap();
    let mut browser = Browser::new(app);
    let form = browser.get(path);
    let step = browser.sign_in(&form, email, PASSWORD);
    assert_eq!(step.status, 200, "the second step: {}", step.body);
    let mut answer = step.hidden_fields();
    answer.push(("code".into(), code(app, &secret, 1)));
    let back = browser.post("/accounts/oauth2/v1/authorize/mfa", &answer);
    assert_eq!(back.status, 303, "{}", back.body);
    let params = params_of(back.location(), '?');

    let tokens = client
        .exchange_code(openidconnect::AuthorizationCode::new(
            params["code"].clone(),
        ))
        .unwrap()
        .set_pkce_verifier(verifier)
        .request(&http)
        .expect("code exchange");
    let id_token = tokens.id_token().expect("an id_token");
    let claims = id_token
        .claims(&client.id_token_verifier(), &nonce)
        .expect("a valid id_token");
    let amr: Vec<String> = claims
        .auth_method_refs()
        .expect("amr")
        .iter()
        .map(|m| m.as_str().to_owned())
        .collect();
    assert_eq!(amr, ["pwd", "otp", "mfa"]);
    assert_eq!(
        claims.auth_context_ref().map(|a| a.as_str()),
        Some("urn:accounts:acr:mfa")
    );
    let auth_time = claims.auth_time().expect("auth_time");
    let sent = app.clock_now().unix_timestamp();
    assert!(
        (auth_time.timestamp() - sent).abs() <= 1,
        "auth_time is the code's time: {auth_time} vs {sent}"
    );
}

on_both_backends!(oauth2_gets_rotated_refresh_tokens_and_reuse_is_refused);

self_issued_on_both_backends!(
    openidconnect_discovers_signs_in_and_verifies_the_id_token,
    openidconnect_reads_how_the_user_signed_in,
    oauth2_exchanges_refreshes_and_revokes,
    oauth2_runs_the_device_flow,
);
