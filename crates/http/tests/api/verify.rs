//! POST /accounts/oauth2/v1/verify-token over HTTP.

use accounts_domain::repository::ClientRepository;
use serde_json::{Value, json};
use time::Duration;

use crate::helpers::{Seeded, TestApp};
use crate::schema::assert_valid;

const VERIFY: &str = "/accounts/oauth2/v1/verify-token";

fn request(seeded: &Seeded, token_type: &str, token: &str, secret: Option<&str>) -> Value {
    let mut body = json!({"token_type": token_type, "token": token, "client_id": seeded.client.id.to_string()});
    if let Some(secret) = secret {
        body["client_secret"] = json!(secret);
    }
    body
}

fn verdict(app: &TestApp, body: &Value) -> String {
    let reply = app.post_json(VERIFY, body);
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_valid(&reply.body, "VerifyTokenResponse");
    reply.code().to_owned()
}

pub fn access_tokens_and_id_tokens_verify_with_their_claims(app: &TestApp) {
    let seeded = app.seed();
    let (access, _) = app.tokens(&seeded, "authorization");
    let reply = app.post_json(
        VERIFY,
        &request(&seeded, "token", &access, Some(seeded.secret.expose())),
    );
    assert_eq!(reply.status, 200);
    assert_valid(&reply.body, "VerifyTokenResponse");
    assert_eq!(reply.body["success"], true);
    assert_eq!(reply.body["code"], "VERIFICATION_SUCCESS");
    assert_eq!(reply.body["msg"], "Token Verification success");
    assert_eq!(
        reply.body["decodedData"],
        crate::helpers::jwt_part(&access, 1),
        "decodedData is exactly the claims"
    );

    let (id_token, claims) = app.id_token(&seeded);
    for secret in [None, Some(seeded.secret.expose())] {
        let reply = app.post_json(VERIFY, &request(&seeded, "id_token", &id_token, secret));
        assert_eq!(reply.code(), "VERIFICATION_SUCCESS");
        assert_eq!(
            reply.body["decodedData"],
            serde_json::to_value(&claims).unwrap()
        );
        assert_eq!(
            reply.body["decodedData"]["email"],
            seeded.user.email.as_str()
        );
        assert_eq!(reply.body["decodedData"]["nonce"], "nonce-1");
    }
}

pub fn wrong_clients_and_bad_tokens_are_invalid(app: &TestApp) {
    let seeded = app.seed();
    let other = app.seed();
    let (access, _) = app.tokens(&seeded, "email");
    let (id_token, _) = app.id_token(&seeded);
    let cases = [
        request(&other, "token", &access, Some(other.secret.expose())),
        request(&other, "id_token", &id_token, None),
        request(&seeded, "token", &access, Some(other.secret.expose())),
        request(&seeded, "id_token", &id_token, Some("wrong")),
        request(&seeded, "id_token", &access, None),
        request(&seeded, "token", &id_token, Some(seeded.secret.expose())),
        request(&seeded, "id_token", "garbage", None),
        request(
            &seeded,
            "token",
            &format!("{access}x"),
            Some(seeded.secret.expose()),
        ),
        json!({"token_type": "id_token", "token": id_token, "client_id": "not-a-client"}),
        json!({"token_type": "id_token", "token": id_token, "client_id": "01JD00000000000000000000ZZ"}),
    ];
    for body in &cases {
        let reply = app.post_json(VERIFY, body);
        assert_eq!(
            (reply.status, reply.code()),
            (200, "INVALID_TOKEN"),
            "{body}"
        );
        assert_eq!(
            reply.body["msg"],
            "Token Invalid for given ClientId/ClientSecret"
        );
        assert!(reply.body.get("decodedData").is_none());
        assert_valid(&reply.body, "VerifyTokenResponse");
    }
}

pub fn expired_tokens_are_expired_only_for_their_client(app: &TestApp) {
    let seeded = app.seed();
    let other = app.seed();
    let (access, _) = app.tokens(&seeded, "email");
    let (id_token, _) = app.id_token(&seeded);
    app.advance(Duration::hours(1) - Duration::seconds(1));
    assert_eq!(
        verdict(
            app,
            &request(&seeded, "token", &access, Some(seeded.secret.expose()))
        ),
        "VERIFICATION_SUCCESS"
    );
    app.advance(Duration::seconds(1));
    assert_eq!(
        verdict(
            app,
            &request(&seeded, "token", &access, Some(seeded.secret.expose()))
        ),
        "EXPIRED_TOKEN"
    );
    assert_eq!(
        verdict(app, &request(&seeded, "id_token", &id_token, None)),
        "EXPIRED_TOKEN"
    );
    let reply = app.post_json(VERIFY, &request(&seeded, "id_token", &id_token, None));
    assert_eq!(
        (reply.body["success"].clone(), reply.body["msg"].clone()),
        (json!(false), json!("Token Expired!"))
    );
    // Another client learns nothing about it.
    assert_eq!(
        verdict(
            app,
            &request(&other, "token", &access, Some(other.secret.expose()))
        ),
        "INVALID_TOKEN"
    );
    assert_eq!(
        verdict(app, &request(&other, "id_token", &id_token, None)),
        "INVALID_TOKEN"
    );
    assert_eq!(
        verdict(app, &request(&seeded, "token", &access, Some("wrong"))),
        "INVALID_TOKEN"
    );
}

pub fn request_errors_are_invalid_request(app: &TestApp) {
    let seeded = app.seed();
    let (access, _) = app.tokens(&seeded, "email");
    let cases = [
        request(&seeded, "token", &access, None),
        request(&seeded, "token", &access, Some("")),
        request(
            &seeded,
            "refresh_token",
            &access,
            Some(seeded.secret.expose()),
        ),
        request(&seeded, "", &access, None),
        request(&seeded, "id_token", "", None),
        json!({"token_type": "id_token", "token": access}),
        json!({"token": access, "client_id": seeded.client.id.to_string()}),
        json!({"token_type": "id_token", "token": access, "client_id": 7}),
        json!({"token_type": ["id_token"], "token": access, "client_id": seeded.client.id.to_string()}),
    ];
    for body in &cases {
        app.post_json(VERIFY, body)
            .assert_error(400, "INVALID_REQUEST");
    }
}

pub fn disabled_clients_tokens_stop_verifying(app: &TestApp) {
    let seeded = app.seed();
    let (access, _) = app.tokens(&seeded, "profile");
    let (id_token, _) = app.id_token(&seeded);
    ClientRepository::set_enabled(app.store(), seeded.client.id, false, app.clock_now()).unwrap();
    app.refresh_caches();
    assert_eq!(
        verdict(
            app,
            &request(&seeded, "token", &access, Some(seeded.secret.expose()))
        ),
        "INVALID_TOKEN"
    );
    assert_eq!(
        verdict(app, &request(&seeded, "id_token", &id_token, None)),
        "INVALID_TOKEN"
    );
    app.get_bearer("/accounts/users/v1/userinfo", &access)
        .assert_error(401, "INVALID_TOKEN");
}

on_both_backends!(
    access_tokens_and_id_tokens_verify_with_their_claims,
    wrong_clients_and_bad_tokens_are_invalid,
    expired_tokens_are_expired_only_for_their_client,
    request_errors_are_invalid_request,
    disabled_clients_tokens_stop_verifying,
);
