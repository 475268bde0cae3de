//! The native-app account API's codes and tokens: code and id_token
//! requests checked against the client, id_tokens verified offline with the
//! served JWKS, and the token endpoint answering form requests as RFC 6749
//! says. Sign-in, the whole chain and the helpers are in `native_app.rs`.

use accounts_domain::clock::Clock;
use serde_json::{Value, json};

use crate::helpers::TestApp;
use crate::native_app::{
    CHALLENGE, CODE, ID_TOKEN, TOKEN, USERINFO, admin, login, provision, with_account,
};
use crate::schema::assert_valid;

pub fn code_requests_are_checked_against_the_client(app: &TestApp) {
    let account = provision(app);
    let token = login(app, &account.email, "correct horse").body["accountToken"]
        .as_str()
        .unwrap()
        .to_owned();
    let base = json!({"client_id": account.client_id, "scope": "email"});
    let with = |field: &str, value: Value| {
        let mut body = base.clone();
        body[field] = value;
        body
    };
    assert_eq!(with_account(app, CODE, &token, &base).status, 200);
    let cases = [
        (with("scope", json!("admin")), 400, "INVALID_REQUEST"),
        (with("scope", json!("")), 400, "INVALID_REQUEST"),
        (
            with("package_name", json!("com.other.app")),
            400,
            "INVALID_REQUEST",
        ),
        (
            with("redirect_uri", json!("https://evil.example.com/cb")),
            400,
            "INVALID_REQUEST",
        ),
        (
            with("code_challenge", json!("short")),
            400,
            "INVALID_REQUEST",
        ),
        (
            with("code_challenge_method", json!("plain")),
            400,
            "INVALID_REQUEST",
        ),
        (
            with("client_id", json!("01JD00000000000000000000ZZ")),
            401,
            "INVALID_CLIENT",
        ),
        (with("client_id", json!("nope")), 401, "INVALID_CLIENT"),
    ];
    for (body, status, code) in cases {
        let mut body = body;
        if body["code_challenge_method"] == "plain" {
            body["code_challenge"] = json!(CHALLENGE);
        }
        with_account(app, CODE, &token, &body).assert_error(status, code);
    }
    // A client that does not allow a scope cannot be granted it.
    let narrow = admin(
        app,
        "/accounts/admin/v1/clients",
        &json!({
            "name": "Narrow",
            "redirect_uris": ["https://n.example.com/cb"],
            "package_names": ["com.example.app"],
            "scopes": ["email"],
        }),
    );
    let body = json!({"client_id": narrow["client_id"], "scope": "authorization"});
    with_account(app, CODE, &token, &body).assert_error(400, "INVALID_REQUEST");
    for bad in ["", "garbage", "Bearer-less"] {
        with_account(app, CODE, bad, &base).assert_error(401, "INVALID_TOKEN");
        with_account(app, ID_TOKEN, bad, &json!({"client_id": account.client_id}))
            .assert_error(401, "INVALID_TOKEN");
    }
    app.send(app.http.post(app.url(CODE)).json(&base))
        .assert_error(401, "INVALID_TOKEN");
}

pub fn id_tokens_verify_offline_with_the_served_jwks(app: &TestApp) {
    let account = provision(app);
    let token = login(app, &account.email, "correct horse").body["accountToken"]
        .as_str()
        .unwrap()
        .to_owned();
    let id_token = with_account(
        app,
        ID_TOKEN,
        &token,
        &json!({"client_id": account.client_id, "nonce": "n"}),
    );
    let id_token = id_token.body["id_token"].as_str().unwrap().to_owned();
    let response = app
        .http
        .get(app.url("/accounts/oauth2/v1/jwks"))
        .send()
        .unwrap();
    assert_eq!(response.headers()["cache-control"], "public, max-age=300");
    let jwks = response.text().unwrap();
    let document: Value = serde_json::from_str(&jwks).unwrap();
    assert_valid(&document, "JwkSet");
    for secret_part in ["\"d\"", "\"k\"", "\"p\"", "\"q\""] {
        assert!(
            !jwks.contains(secret_part),
            "the JWKS has no private member {secret_part}"
        );
    }
    let verifier =
        accounts_domain::offline::OfflineVerifier::from_jwks_json(&jwks, crate::helpers::ISSUER)
            .unwrap();
    let claims = verifier
        .verify_id_token(&id_token, &account.client_id, app.clock.now())
        .unwrap();
    assert_eq!(claims.email.as_deref(), Some(account.email.as_str()));
    assert_eq!(claims.nonce.as_deref(), Some("n"));
}

pub fn the_token_endpoint_speaks_rfc_6749_to_form_requests(app: &TestApp) {
    use base64::Engine as _;
    let account = provision(app);
    let token = login(app, &account.email, "correct horse").body["accountToken"]
        .as_str()
        .unwrap()
        .to_owned();
    let code = with_account(
        app,
        CODE,
        &token,
        &json!({"client_id": account.client_id, "scope": "openid email", "nonce": "n-42"}),
    );
    let code = code.body["authCode"].as_str().unwrap().to_owned();
    let basic = format!(
        "Basic {}",
        base64::engine::general_purpose::STANDARD
            .encode(format!("{}:{}", account.client_id, account.client_secret))
    );
    let reply = app.send(
        app.http
            .post(app.url(TOKEN))
            .header("Authorization", &basic)
            .form(&[("grant_type", "authorization_code"), ("code", &code)]),
    );
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.header("cache-control"), Some("no-store"));
    let body = &reply.body;
    assert_eq!(
        (
            body["token_type"].as_str(),
            body["expires_in"].as_i64(),
            body["scope"].as_str()
        ),
        (Some("Bearer"), Some(3600), Some("openid email"))
    );
    assert!(
        body.get("success").is_none(),
        "the standard shape, not the seed's: {body}"
    );
    assert_valid(body, "StandardTokenResponse");
    let access = body["access_token"].as_str().unwrap().to_owned();
    let refresh = body["refresh_token"].as_str().unwrap().to_owned();
    // The id_token verifies offline with the served JWKS and carries the nonce.
    let jwks = app
        .http
        .get(app.url("/accounts/oauth2/v1/jwks"))
        .send()
        .unwrap()
        .text()
        .unwrap();
    let verifier =
        accounts_domain::offline::OfflineVerifier::from_jwks_json(&jwks, crate::helpers::ISSUER)
            .unwrap();
    let claims = verifier
        .verify_id_token(
            body["id_token"].as_str().unwrap(),
            &account.client_id,
            app.clock.now(),
        )
        .unwrap();
    assert_eq!(
        (claims.email.as_deref(), claims.nonce.as_deref()),
        (Some(account.email.as_str()), Some("n-42"))
    );
    // `openid email` grants no profile claims.
    assert_eq!(
        (
            claims.name,
            claims.mobile,
            claims.picture,
            claims.country_code
        ),
        (None, None, None, None)
    );
    assert_eq!(app.get_bearer(USERINFO, &access).status, 200);

    // Refresh with client_secret_post; the JSON face is untouched.
    let form = [
        ("grant_type", "refresh_token"),
        ("refresh_token", refresh.as_str()),
        ("client_id", &account.client_id),
        ("client_secret", &account.client_secret),
    ];
    let refreshed = app.send(app.http.post(app.url(TOKEN)).form(&form));
    assert_eq!(refreshed.status, 200, "{}", refreshed.body);
    assert!(refreshed.body["access_token"].is_string() && refreshed.body["id_token"].is_string());
    assert!(refreshed.body.get("refresh_token").is_none());

    // RFC 6749 errors.
    let replay = app.send(
        app.http
            .post(app.url(TOKEN))
            .header("Authorization", &basic)
            .form(&[("grant_type", "authorization_code"), ("code", &code)]),
    );
    replay.assert_oauth_error(400, "invalid_grant");
    assert_eq!(
        app.get_bearer(USERINFO, &access).status,
        401,
        "the replay revoked the first use"
    );
    let wrong = format!(
        "Basic {}",
        base64::engine::general_purpose::STANDARD.encode(format!("{}:nope", account.client_id))
    );
    let reply = app.send(
        app.http
            .post(app.url(TOKEN))
            .header("Authorization", wrong)
            .form(&[("grant_type", "authorization_code"), ("code", "x")]),
    );
    reply.assert_oauth_error(401, "invalid_client");
    assert!(
        reply
            .header("www-authenticate")
            .unwrap()
            .starts_with("Basic")
    );
    app.send(
        app.http
            .post(app.url(TOKEN))
            .header("Authorization", &basic)
            .form(&[("grant_type", "password")]),
    )
    .assert_oauth_error(400, "unsupported_grant_type");
    app.send(
        app.http
            .post(app.url(TOKEN))
            .header("Authorization", &basic)
            .form(&[("grant_type", "authorization_code")]),
    )
    .assert_oauth_error(400, "invalid_request");
    app.send(
        app.http
            .post(app.url(TOKEN))
            .form(&[("grant_type", "authorization_code"), ("code", "x")]),
    )
    .assert_oauth_error(401, "invalid_client");
}

on_both_backends!(
    code_requests_are_checked_against_the_client,
    id_tokens_verify_offline_with_the_served_jwks,
    the_token_endpoint_speaks_rfc_6749_to_form_requests,
);
