//! RFC 7662 introspection: a client sees its own tokens, a resource server
//! everyone's; everything else is `{"active": false}`.

use serde_json::{Value, json};
use time::Duration;

use crate::helpers::{ADMIN_KEY, Reply, Seeded, TestApp};
use crate::schema::assert_valid;

const INTROSPECT: &str = "/accounts/oauth2/v1/introspect";

fn introspect(app: &TestApp, id: &str, secret: &str, token: &str) -> Reply {
    app.send(
        app.http
            .post(app.url(INTROSPECT))
            .basic_auth(id, Some(secret))
            .form(&[("token", token)]),
    )
}

fn as_seeded(app: &TestApp, seeded: &Seeded, token: &str) -> Value {
    let reply = introspect(
        app,
        &seeded.client.id.to_string(),
        seeded.secret.expose(),
        token,
    );
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_valid(&reply.body, "Introspection");
    assert_eq!(reply.header("cache-control"), Some("no-store"));
    reply.body
}

/// A resource server registered through the admin API: (id, secret).
fn resource_server(app: &TestApp) -> (String, String) {
    let reply = app.send(
        app.http
            .post(app.url("/accounts/admin/v1/clients"))
            .bearer_auth(ADMIN_KEY)
            .json(&json!({"name": "Photos API", "redirect_uris": ["https://api.example.com/cb"], "resource_server": true})),
    );
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["resource_server"], true);
    (
        reply.body["client_id"].as_str().unwrap().to_owned(),
        reply.body["client_secret"].as_str().unwrap().to_owned(),
    )
}

pub fn introspection_shows_a_token_to_its_client_and_to_resource_servers(app: &TestApp) {
    let seeded = app.seed();
    let (access, refresh) = app.tokens(&seeded, "openid profile");
    let now = app.clock_now().unix_timestamp();
    let expected = json!({
        "active": true, "scope": "openid profile",
        "client_id": seeded.client.id.to_string(), "aud": seeded.client.id.to_string(),
        "sub": seeded.user.id.to_string(), "sid": seeded.session.id.to_string(),
        "iss": app.state.accounts.issuer(), "token_type": "Bearer",
        "iat": now, "exp": now + 3600,
    });
    assert_eq!(as_seeded(app, &seeded, &access), expected);
    let refresh_answer = as_seeded(app, &seeded, &refresh);
    assert_eq!(refresh_answer["active"], true, "{refresh_answer}");
    assert_eq!(refresh_answer["token_type"], "refresh_token");
    assert_eq!(refresh_answer["sid"], seeded.session.id.to_string());

    // Another ordinary client learns nothing, not even that it exists.
    let other = app.seed();
    for token in [&access, &refresh] {
        assert_eq!(as_seeded(app, &other, token), json!({"active": false}));
    }
    // A public client has no secret to prove it is itself: its id is no
    // credential, so it may not introspect at all (docs/decisions.md,
    // "Standard face").
    let public = app.send(
        app.http
            .post(app.url("/accounts/admin/v1/clients"))
            .bearer_auth(ADMIN_KEY)
            .json(&json!({"name": "SPA", "redirect_uris": ["https://spa.example.com/cb"], "public": true})),
    );
    assert_eq!(public.status, 200, "{}", public.body);
    let public_id = public.body["client_id"].as_str().unwrap();
    let refused = app.send(
        app.http
            .post(app.url(INTROSPECT))
            .form(&[("client_id", public_id), ("token", access.as_str())]),
    );
    refused.assert_oauth_error(401, "invalid_client");
    // A resource server sees every client's tokens.
    let (rs_id, rs_secret) = resource_server(app);
    let seen = introspect(app, &rs_id, &rs_secret, &access);
    assert_eq!(seen.body, expected);
    assert_eq!(
        introspect(app, &rs_id, &rs_secret, &refresh).body["active"],
        true
    );

    // A resource server authenticates: it cannot be a public client.
    let public = app.send(
        app.http
            .post(app.url("/accounts/admin/v1/clients"))
            .bearer_auth(ADMIN_KEY)
            .json(&json!({"name": "SPA", "redirect_uris": ["https://spa.example.com/cb"], "public": true, "resource_server": true})),
    );
    public.assert_error(400, "INVALID_REQUEST");

    // Wrong or missing client authentication, a missing token.
    introspect(app, &rs_id, "wrong", &access).assert_oauth_error(401, "invalid_client");
    let anonymous = app.send(
        app.http
            .post(app.url(INTROSPECT))
            .form(&[("token", &access)]),
    );
    anonymous.assert_oauth_error(401, "invalid_client");
    let empty = introspect(app, &rs_id, &rs_secret, "");
    empty.assert_oauth_error(400, "invalid_request");
}

pub fn introspection_calls_inactive_what_no_longer_works(app: &TestApp) {
    let seeded = app.seed();
    let (access, refresh) = app.tokens(&seeded, "email");
    for garbage in ["not-a-token", "a.b.c", &format!("{access}x")] {
        assert_eq!(as_seeded(app, &seeded, garbage), json!({"active": false}));
    }
    // An id_token is not an access token.
    let (id_token, _) = app.id_token(&seeded);
    assert_eq!(as_seeded(app, &seeded, &id_token), json!({"active": false}));
    // Expired: the access token after its hour, the refresh token still works.
    app.clock.advance(Duration::hours(1));
    assert_eq!(as_seeded(app, &seeded, &access), json!({"active": false}));
    assert_eq!(as_seeded(app, &seeded, &refresh)["active"], true);
    // An ended session ends its refresh token too.
    app.send(
        app.http
            .post(app.url(&format!(
                "/accounts/admin/v1/users/{}/revoke-sessions",
                seeded.user.id
            )))
            .bearer_auth(ADMIN_KEY),
    );
    assert_eq!(as_seeded(app, &seeded, &refresh), json!({"active": false}));
}

on_both_backends!(
    introspection_shows_a_token_to_its_client_and_to_resource_servers,
    introspection_calls_inactive_what_no_longer_works,
);
