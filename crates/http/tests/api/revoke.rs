//! RFC 7009 revocation: form-encoded, client_secret_basic or _post,
//! RFC 6749 error bodies.

use base64::Engine as _;
use serde_json::json;

use crate::helpers::{Reply, Seeded, TestApp};
use crate::schema::assert_valid;

const REVOKE: &str = "/accounts/oauth2/v1/revoke";
const VERIFY: &str = "/accounts/oauth2/v1/verify-token";

fn basic(seeded: &Seeded) -> String {
    let pair = format!("{}:{}", seeded.client.id, seeded.secret.expose());
    format!(
        "Basic {}",
        base64::engine::general_purpose::STANDARD.encode(pair)
    )
}

fn revoke_basic(app: &TestApp, seeded: &Seeded, form: &[(&str, &str)]) -> Reply {
    app.send(
        app.http
            .post(app.url(REVOKE))
            .header("Authorization", basic(seeded))
            .form(form),
    )
}

fn verify_access(app: &TestApp, seeded: &Seeded, token: &str) -> String {
    let body = json!({"token_type": "token", "token": token, "client_id": seeded.client.id.to_string(), "client_secret": seeded.secret.expose()});
    app.post_json(VERIFY, &body).code().to_owned()
}

pub fn tokens_are_revoked_for_their_own_client_only(app: &TestApp) {
    let seeded = app.seed();
    let other = app.seed();
    let (access, refresh) = app.tokens(&seeded, "email");

    // Another client's revocation answers 200 but revokes nothing.
    let reply = revoke_basic(app, &other, &[("token", &access)]);
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(verify_access(app, &seeded, &access), "VERIFICATION_SUCCESS");

    // client_secret_post, access token: fails everywhere at once.
    let form = [
        ("token", access.as_str()),
        ("client_id", &seeded.client.id.to_string()),
        ("client_secret", seeded.secret.expose()),
    ];
    let reply = app.send(app.http.post(app.url(REVOKE)).form(&form));
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_valid(&reply.body, "DoneResponse");
    assert_eq!(reply.header("cache-control"), Some("no-store"));
    assert_eq!(verify_access(app, &seeded, &access), "INVALID_TOKEN");
    app.get_bearer("/accounts/users/v1/userinfo", &access)
        .assert_error(401, "INVALID_TOKEN");

    // client_secret_basic, refresh token with its hint.
    let reply = revoke_basic(
        app,
        &seeded,
        &[("token", &refresh), ("token_type_hint", "refresh_token")],
    );
    assert_eq!(reply.status, 200);
    let refreshed = app.post_json(
        "/accounts/oauth2/v1/token",
        &json!({
            "grant_type": "refresh_token", "refresh_token": refresh, "token_type": "token",
            "client_id": seeded.client.id.to_string(), "client_secret": seeded.secret.expose(),
        }),
    );
    refreshed.assert_error(400, "INVALID_GRANT");

    // Unknown, garbage and already-revoked tokens: 200, per RFC 7009.
    for token in ["unknown", "a.b.c", access.as_str(), refresh.as_str()] {
        assert_eq!(revoke_basic(app, &seeded, &[("token", token)]).status, 200);
    }
}

pub fn revocation_errors_are_rfc_6749_shaped(app: &TestApp) {
    let seeded = app.seed();
    let (access, _) = app.tokens(&seeded, "email");
    // Client authentication missing, wrong, or malformed.
    let reply = app.send(
        app.http
            .post(app.url(REVOKE))
            .form(&[("token", access.as_str())]),
    );
    reply.assert_oauth_error(401, "invalid_client");
    assert!(
        reply
            .header("www-authenticate")
            .unwrap()
            .starts_with("Basic")
    );
    let wrong = format!(
        "Basic {}",
        base64::engine::general_purpose::STANDARD.encode(format!("{}:nope", seeded.client.id))
    );
    app.send(
        app.http
            .post(app.url(REVOKE))
            .header("Authorization", wrong)
            .form(&[("token", access.as_str())]),
    )
    .assert_oauth_error(401, "invalid_client");
    app.send(
        app.http
            .post(app.url(REVOKE))
            .header("Authorization", "Basic !!!")
            .form(&[("token", access.as_str())]),
    )
    .assert_oauth_error(401, "invalid_client");
    // Request problems.
    revoke_basic(app, &seeded, &[("token_type_hint", "access_token")])
        .assert_oauth_error(400, "invalid_request");
    let json = app.send(
        app.http
            .post(app.url(REVOKE))
            .header("Authorization", basic(&seeded))
            .json(&json!({"token": access})),
    );
    json.assert_oauth_error(400, "invalid_request");
    let big = "x".repeat(20 * 1024);
    revoke_basic(app, &seeded, &[("token", big.as_str())])
        .assert_oauth_error(413, "invalid_request");
    // Nothing above revoked the token.
    assert_eq!(verify_access(app, &seeded, &access), "VERIFICATION_SUCCESS");
}

on_both_backends!(
    tokens_are_revoked_for_their_own_client_only,
    revocation_errors_are_rfc_6749_shaped,
);
