//! Bad stream requests: each a clear error, nothing half made; and the
//! same request without the one thing it lacks succeeds.

use reqwest::Method;
use serde_json::json;

use crate::helpers::{Backend, TestApp, spawn_app_with};
use crate::receiver::{POLL, Receiver, STREAMS, VERIFY, admin, token_request};

on_both_backends!(
    wrong_streams_are_refused_and_nothing_is_made,
    tokens_need_the_receiver_and_the_scope,
);

#[test]
fn private_push_urls_are_refused_unless_allowed_on_sqlite() {
    private_push_urls_are_refused_unless_allowed(Backend::Sqlite);
}

pub fn wrong_streams_are_refused_and_nothing_is_made(app: &TestApp) {
    let receiver = Receiver::register(app, json!({}));
    let refused = |body: serde_json::Value, what: &str| {
        let reply = receiver.call(Method::POST, STREAMS, Some(body));
        assert_eq!(reply.status, 400, "{what}: {}", reply.body);
        assert_eq!(reply.body["error"], "invalid_request", "{what}");
        assert!(reply.body["error_description"].is_string(), "{what}");
    };
    refused(
        json!({"delivery": {"method": "urn:example:carrier-pigeon"}}),
        "unknown method",
    );
    refused(
        json!({"delivery": {"method": "urn:ietf:rfc:8936"}, "events_requested": ["https://example.com/nothing"]}),
        "no supported event",
    );
    refused(
        json!({"delivery": {"method": "urn:ietf:rfc:8935"}}),
        "push without an endpoint",
    );
    refused(
        json!({"delivery": {"method": "urn:ietf:rfc:8935", "endpoint_url": "ftp://example.com/x"}}),
        "not http",
    );
    refused(
        json!({"delivery": {"method": "urn:ietf:rfc:8936"}, "format": "phone_number"}),
        "unknown format",
    );
    let garbage = app.send(
        app.http
            .post(app.url(STREAMS))
            .bearer_auth(&receiver.token)
            .header("content-type", "application/json")
            .body("{not json"),
    );
    assert_eq!(garbage.status, 400, "{}", garbage.body);
    assert_eq!(
        receiver.call(Method::GET, STREAMS, None).body,
        json!([]),
        "nothing made"
    );

    // A NUL is refused on both backends alike (PostgreSQL stores none).
    refused(
        json!({"delivery": {"method": "urn:ietf:rfc:8936"}, "description": "a\u{0}b"}),
        "a NUL in the description",
    );

    // Without the fault, it is made: without `delivery`, a poll stream.
    let made = receiver.call(Method::POST, STREAMS, Some(json!({"description": "ab"})));
    assert_eq!(made.status, 201, "{}", made.body);
    assert_eq!(made.body["delivery"]["method"], "urn:ietf:rfc:8936");
    let huge = receiver.call(Method::POST, POLL, Some(json!({"maxEvents": 100000})));
    assert_eq!(huge.status, 400, "{}", huge.body);
    let no_stream_id = receiver.call(Method::POST, VERIFY, Some(json!({})));
    assert_eq!(no_stream_id.status, 400, "{}", no_stream_id.body);
}

pub fn tokens_need_the_receiver_and_the_scope(app: &TestApp) {
    let receiver = Receiver::register(app, json!({}));
    // A read-only token reads but does not write.
    let read = token_request(
        app,
        &receiver.client_id,
        &receiver.secret,
        &[("scope", "ssf.read")],
    );
    assert_eq!(read.status, 200, "{}", read.body);
    let read = read.body["access_token"].as_str().unwrap().to_owned();
    assert_eq!(
        receiver.call_with(&read, Method::GET, STREAMS, None).status,
        200
    );
    let denied = receiver.call_with(
        &read,
        Method::POST,
        STREAMS,
        Some(json!({"delivery": {"method": "urn:ietf:rfc:8936"}})),
    );
    assert_eq!(denied.status, 403, "{}", denied.body);
    assert_eq!(denied.body["error"], "insufficient_scope");
    assert!(denied.header("www-authenticate").is_some());

    // No token, another's token.
    let none = app.send(app.http.get(app.url(STREAMS)));
    assert_eq!(none.status, 401, "{}", none.body);
    let seeded = app.seed();
    let (user_token, _) = app.tokens(&seeded, "openid");
    assert_eq!(
        receiver
            .call_with(&user_token, Method::GET, STREAMS, None)
            .status,
        401,
        "a user's token is no receiver's"
    );

    // A client that is no receiver gets no ssf token; unknown words are
    // refused.
    let plain = admin(
        app,
        Method::POST,
        "/accounts/admin/v1/clients",
        Some(json!({"name": "Shop", "client_credentials": true})),
    );
    let (id, secret) = (
        plain.body["client_id"].as_str().unwrap(),
        plain.body["client_secret"].as_str().unwrap(),
    );
    let refused = token_request(app, id, secret, &[("scope", "ssf.manage")]);
    assert_eq!(refused.status, 400, "{}", refused.body);
    assert_eq!(refused.body["error"], "unauthorized_client");
    let mixed = token_request(
        app,
        &receiver.client_id,
        &receiver.secret,
        &[
            ("scope", "ssf.manage"),
            ("resource", "https://accounts.test/accounts/ssf"),
        ],
    );
    assert_eq!(mixed.status, 200, "{}", mixed.body);
    let wrong = token_request(
        app,
        &receiver.client_id,
        &receiver.secret,
        &[
            ("scope", "ssf.manage openid"),
            ("resource", "https://accounts.test/accounts/ssf"),
        ],
    );
    assert_eq!(wrong.status, 400, "{}", wrong.body);
    assert_eq!(wrong.body["error"], "invalid_scope");

    // A public client cannot be a receiver.
    let public = admin(
        app,
        Method::POST,
        "/accounts/admin/v1/clients",
        Some(
            json!({"name": "App", "public": true, "shared_signals": true, "redirect_uris": ["https://app.example.com/cb"]}),
        ),
    );
    assert_eq!(public.status, 400, "{}", public.body);

    // A disabled receiver's token stops working.
    let disabled = admin(
        app,
        Method::POST,
        &format!("/accounts/admin/v1/clients/{}/disable", receiver.client_id),
        None,
    );
    assert_eq!(disabled.status, 200, "{}", disabled.body);
    app.refresh_caches();
    assert_eq!(receiver.call(Method::GET, STREAMS, None).status, 401);
}

fn private_push_urls_are_refused_unless_allowed(backend: Backend) {
    let app = spawn_app_with(backend, |s| {
        s.webhooks.allow_private_addresses = Some(false)
    });
    let receiver = Receiver::register(&app, json!({}));
    let private = receiver.call(
        Method::POST,
        STREAMS,
        Some(json!({"delivery": {"method": "urn:ietf:rfc:8935", "endpoint_url": "https://127.0.0.1/events"}})),
    );
    assert_eq!(private.status, 400, "{}", private.body);
    assert!(
        private.body["error_description"]
            .as_str()
            .unwrap()
            .contains("allow_private_addresses"),
        "{}",
        private.body
    );
    let public = receiver.call(
        Method::POST,
        STREAMS,
        Some(json!({"delivery": {"method": "urn:ietf:rfc:8935", "endpoint_url": "https://receiver.example.com/events"}})),
    );
    assert_eq!(public.status, 201, "{}", public.body);
}
