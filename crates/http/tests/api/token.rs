//! POST /accounts/oauth2/v1/token: both grants, every failure code.

use accounts_domain::repository::{SessionRepository, UserRepository};
use accounts_domain::timestamp::UtcTimestamp;
use serde_json::{Value, json};
use time::Duration;

use crate::helpers::{ISSUER, TestApp, jwt_part};
use crate::schema::assert_valid;

const TOKEN: &str = "/accounts/oauth2/v1/token";
const VERIFY: &str = "/accounts/oauth2/v1/verify-token";
const USERINFO: &str = "/accounts/users/v1/userinfo";

fn expiry(app: &TestApp, after: Duration) -> String {
    UtcTimestamp::new(app.clock_now() + after).to_string()
}

pub fn code_grant_with_refresh_token_issues_both(app: &TestApp) {
    let seeded = app.seed();
    let code = app.code(&seeded, "authorization", None);
    let reply = app.post_json(TOKEN, &app.code_request(&seeded, &code, "refresh_token"));
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_valid(&reply.body, "TokenWithRefreshResponse");
    let body = reply.body.as_object().unwrap();
    let mut keys: Vec<&str> = body.keys().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        [
            "code",
            "refresh_token",
            "refresh_token_expiry",
            "success",
            "token",
            "token_expiry"
        ]
    );
    assert_eq!(reply.body["success"], true);
    assert_eq!(reply.body["code"], "REFRESH_TOKEN");
    assert_eq!(reply.body["token_expiry"], expiry(app, Duration::hours(1)));
    assert_eq!(
        reply.body["refresh_token_expiry"],
        expiry(app, Duration::days(30))
    );
    assert_eq!(reply.body["refresh_token"].as_str().unwrap().len(), 43);
    assert_eq!(reply.header("cache-control"), Some("no-store"));

    let token = reply.body["token"].as_str().unwrap();
    let header = jwt_part(token, 0);
    assert_eq!(
        (header["typ"].as_str(), header["alg"].as_str()),
        (Some("at+jwt"), Some("HS256"))
    );
    let claims = jwt_part(token, 1);
    assert_eq!(claims["iss"], ISSUER);
    assert_eq!(claims["aud"], seeded.client.id.to_string());
    assert_eq!(claims["userId"], seeded.user.id.to_string());
    assert_eq!(claims["sessionId"], seeded.session.id.to_string());
    assert_eq!(claims["scope"], "authorization");
    assert_eq!(
        claims["exp"].as_i64().unwrap() - claims["iat"].as_i64().unwrap(),
        3600
    );
}

pub fn code_grant_with_token_type_token_issues_an_access_token_only(app: &TestApp) {
    let seeded = app.seed();
    let code = app.code(&seeded, "email", None);
    let mut request = app.code_request(&seeded, &code, "token");
    request["grant_type"] = json!("authorization_code");
    let reply = app.post_json(TOKEN, &request);
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_valid(&reply.body, "TokenResponse");
    assert_eq!(reply.body.as_object().unwrap().len(), 4);
    assert_eq!(reply.body["code"], "TOKEN");
    assert_eq!(reply.body["token_expiry"], expiry(app, Duration::hours(1)));
    assert!(reply.body.get("refresh_token").is_none());
    assert_eq!(
        jwt_part(reply.body["token"].as_str().unwrap(), 1)["scope"],
        "email"
    );
}

pub fn refresh_grant_issues_a_new_access_token_and_moves_the_session(app: &TestApp) {
    let seeded = app.seed();
    let (first, refresh) = app.tokens(&seeded, "profile");
    app.advance(Duration::minutes(30));
    let request = json!({
        "grant_type": "refresh_token",
        "refresh_token": refresh,
        "token_type": "token",
        "client_id": seeded.client.id.to_string(),
        "client_secret": seeded.secret.expose(),
    });
    let reply = app.post_json(TOKEN, &request);
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_valid(&reply.body, "TokenResponse");
    assert_eq!(reply.body["code"], "TOKEN");
    assert_eq!(reply.body["token_expiry"], expiry(app, Duration::hours(1)));
    let second = reply.body["token"].as_str().unwrap();
    assert_ne!(second, first);
    let (a, b) = (jwt_part(&first, 1), jwt_part(second, 1));
    assert_ne!(a["tokenId"], b["tokenId"]);
    assert_eq!(
        (a["sessionId"].clone(), a["scope"].clone()),
        (b["sessionId"].clone(), b["scope"].clone())
    );
    let session = SessionRepository::find(app.store(), seeded.session.id)
        .unwrap()
        .unwrap();
    assert_eq!(session.last_seen_at, app.clock_now());
    // The refresh token stays valid (the seed returns no new one).
    assert_eq!(app.post_json(TOKEN, &request).status, 200);
}

pub fn a_replayed_code_fails_and_revokes_what_its_first_use_issued(app: &TestApp) {
    let seeded = app.seed();
    let code = app.code(&seeded, "authorization", None);
    let request = app.code_request(&seeded, &code, "refresh_token");
    let first = app.post_json(TOKEN, &request);
    assert_eq!(first.status, 200);
    let access = first.body["token"].as_str().unwrap().to_owned();
    let refresh = first.body["refresh_token"].as_str().unwrap().to_owned();
    assert_eq!(app.get_bearer(USERINFO, &access).status, 200);

    app.post_json(TOKEN, &request)
        .assert_error(400, "INVALID_GRANT");
    // Revoked at once on this instance: verify-token, userinfo and refresh fail.
    let verify = app.post_json(
        VERIFY,
        &json!({
            "token_type": "token", "token": access,
            "client_id": seeded.client.id.to_string(), "client_secret": seeded.secret.expose(),
        }),
    );
    assert_eq!((verify.status, verify.code()), (200, "INVALID_TOKEN"));
    app.get_bearer(USERINFO, &access)
        .assert_error(401, "INVALID_TOKEN");
    let refresh_request = json!({
        "grant_type": "refresh_token", "refresh_token": refresh, "token_type": "token",
        "client_id": seeded.client.id.to_string(), "client_secret": seeded.secret.expose(),
    });
    app.post_json(TOKEN, &refresh_request)
        .assert_error(400, "INVALID_GRANT");
}

pub fn code_failures_are_invalid_grant(app: &TestApp) {
    let seeded = app.seed();
    let other = app.seed();
    // Unknown code.
    app.post_json(TOKEN, &app.code_request(&seeded, "no-such-code", "token"))
        .assert_error(400, "INVALID_GRANT");
    // A code issued to another client, presented with this client's credentials.
    let theirs = app.code(&other, "email", None);
    app.post_json(TOKEN, &app.code_request(&seeded, &theirs, "token"))
        .assert_error(400, "INVALID_GRANT");
    // Expired (lifetime 60 s; expired at exactly 60 s).
    let code = app.code(&seeded, "email", None);
    app.advance(Duration::seconds(60));
    app.post_json(TOKEN, &app.code_request(&seeded, &code, "token"))
        .assert_error(400, "INVALID_GRANT");
    // The session was revoked, or the user disabled, before the exchange.
    let code = app.code(&seeded, "email", None);
    SessionRepository::revoke(app.store(), seeded.session.id, app.clock_now()).unwrap();
    app.post_json(TOKEN, &app.code_request(&seeded, &code, "token"))
        .assert_error(400, "INVALID_GRANT");
    let code = app.code(&other, "email", None);
    UserRepository::set_enabled(app.store(), other.user.id, false, app.clock_now()).unwrap();
    app.post_json(TOKEN, &app.code_request(&other, &code, "token"))
        .assert_error(400, "INVALID_GRANT");
}

pub fn client_failures_are_invalid_client(app: &TestApp) {
    let seeded = app.seed();
    let code = app.code(&seeded, "email", None);
    let cases: Vec<(&str, Value)> = vec![
        ("client_secret", json!("wrong")),
        ("client_secret", json!(app.seed().secret.expose())),
        ("client_id", json!("01JD00000000000000000000ZZ")),
        ("client_id", json!("not-a-ulid")),
    ];
    for (field, value) in cases {
        let mut request = app.code_request(&seeded, &code, "token");
        request[field] = value;
        let reply = app.post_json(TOKEN, &request);
        reply.assert_error(401, "INVALID_CLIENT");
    }
    // The code was not consumed by the failed attempts.
    assert_eq!(
        app.post_json(TOKEN, &app.code_request(&seeded, &code, "token"))
            .status,
        200
    );
}

pub fn request_failures_are_invalid_request_or_unsupported_grant_type(app: &TestApp) {
    let seeded = app.seed();
    let code = app.code(&seeded, "email", None);
    let base = app.code_request(&seeded, &code, "token");
    for field in [
        "grant_type",
        "code",
        "token_type",
        "client_id",
        "client_secret",
    ] {
        for missing in [Value::Null, json!("")] {
            let mut request = base.clone();
            if missing.is_null() {
                request.as_object_mut().unwrap().remove(field);
            } else {
                request[field] = missing;
            }
            app.post_json(TOKEN, &request)
                .assert_error(400, "INVALID_REQUEST");
        }
    }
    for grant in ["password", "client_credentials", "CODE"] {
        let mut request = base.clone();
        request["grant_type"] = json!(grant);
        app.post_json(TOKEN, &request)
            .assert_error(400, "UNSUPPORTED_GRANT_TYPE");
    }
    let mut request = base.clone();
    request["token_type"] = json!("id_token");
    app.post_json(TOKEN, &request)
        .assert_error(400, "INVALID_REQUEST");
    let refresh_for_refresh = json!({
        "grant_type": "refresh_token", "refresh_token": "x", "token_type": "refresh_token",
        "client_id": seeded.client.id.to_string(), "client_secret": seeded.secret.expose(),
    });
    app.post_json(TOKEN, &refresh_for_refresh)
        .assert_error(400, "INVALID_REQUEST");
    let mut wrong_type = base.clone();
    wrong_type["code"] = json!(12345);
    app.post_json(TOKEN, &wrong_type)
        .assert_error(400, "INVALID_REQUEST");
}

pub fn pkce_and_redirect_uri_must_match(app: &TestApp) {
    // RFC 7636 appendix B.
    let verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
    let challenge = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
    let seeded = app.seed();
    let code = app.code(&seeded, "email", Some(challenge));
    let mut request = app.code_request(&seeded, &code, "token");
    app.post_json(TOKEN, &request)
        .assert_error(400, "INVALID_GRANT");
    request["code_verifier"] = json!(verifier.replace('d', "e"));
    app.post_json(TOKEN, &request)
        .assert_error(400, "INVALID_GRANT");
    request["code_verifier"] = json!(verifier);
    request["redirect_uri"] = json!("https://app.example.com/other");
    app.post_json(TOKEN, &request)
        .assert_error(400, "INVALID_GRANT");
    request.as_object_mut().unwrap().remove("redirect_uri");
    app.post_json(TOKEN, &request)
        .assert_error(400, "INVALID_GRANT");
    request["redirect_uri"] = json!(crate::helpers::REDIRECT_URI);
    assert_eq!(app.post_json(TOKEN, &request).status, 200);
}

pub fn refresh_failures_are_invalid_grant(app: &TestApp) {
    let seeded = app.seed();
    let other = app.seed();
    let (_, refresh) = app.tokens(&seeded, "email");
    let request = |secret_of: &crate::helpers::Seeded, token: &str| {
        json!({
            "grant_type": "refresh_token", "refresh_token": token, "token_type": "token",
            "client_id": secret_of.client.id.to_string(), "client_secret": secret_of.secret.expose(),
        })
    };
    app.post_json(TOKEN, &request(&seeded, "unknown"))
        .assert_error(400, "INVALID_GRANT");
    app.post_json(TOKEN, &request(&other, &refresh))
        .assert_error(400, "INVALID_GRANT");
    let mut wrong_secret = request(&seeded, &refresh);
    wrong_secret["client_secret"] = json!("nope");
    app.post_json(TOKEN, &wrong_secret)
        .assert_error(401, "INVALID_CLIENT");
    // Expired after 30 days.
    app.advance(Duration::days(30));
    app.post_json(TOKEN, &request(&seeded, &refresh))
        .assert_error(400, "INVALID_GRANT");
    // Revoked with its session.
    app.advance(Duration::days(-30));
    assert_eq!(
        app.post_json(TOKEN, &request(&seeded, &refresh)).status,
        200
    );
    SessionRepository::revoke(app.store(), seeded.session.id, app.clock_now()).unwrap();
    app.post_json(TOKEN, &request(&seeded, &refresh))
        .assert_error(400, "INVALID_GRANT");
}

pub fn expired_codes_and_tokens_are_deleted_a_day_after_expiry(app: &TestApp) {
    use accounts_domain::repository::{AuthorizationCodeRepository, TokenRepository};
    use accounts_domain::secrets::SecretDigest;
    let seeded = app.seed();
    let used = app.code(&seeded, "email", None);
    let (_, refresh) = app.tokens(&seeded, "email");
    let unused = app.code(&seeded, "email", None);
    // The refresh token lives 30 days: one day after that, everything is gone.
    app.advance(Duration::days(31) + Duration::minutes(5));
    app.refresh_caches();
    for code in [&used, &unused] {
        assert_eq!(
            AuthorizationCodeRepository::find_by_digest(app.store(), &SecretDigest::of(code))
                .unwrap(),
            None
        );
    }
    assert_eq!(
        TokenRepository::find_refresh_token(app.store(), &SecretDigest::of(&refresh)).unwrap(),
        None
    );
    // Sessions are not expired rows: the user's session stays.
    assert!(
        SessionRepository::find(app.store(), seeded.session.id)
            .unwrap()
            .is_some()
    );
}

on_both_backends!(
    code_grant_with_refresh_token_issues_both,
    code_grant_with_token_type_token_issues_an_access_token_only,
    refresh_grant_issues_a_new_access_token_and_moves_the_session,
    a_replayed_code_fails_and_revokes_what_its_first_use_issued,
    code_failures_are_invalid_grant,
    client_failures_are_invalid_client,
    request_failures_are_invalid_request_or_unsupported_grant_type,
    pkce_and_redirect_uri_must_match,
    refresh_failures_are_invalid_grant,
    expired_codes_and_tokens_are_deleted_a_day_after_expiry,
);
