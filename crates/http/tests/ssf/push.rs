//! Push delivery (RFC 8935): SETs posted to the receiver's endpoint as
//! `application/secevent+jwt` with its `Authorization` header, retried
//! after a failure; a long poll that an event wakes.

use std::time::{Duration, Instant};

use reqwest::Method;
use serde_json::json;

use crate::helpers::{Backend, TestApp, eventually, spawn_app};
use crate::receiver::{
    ACCOUNT_DISABLED, POLL, PushEndpoint, Receiver, STREAMS, VERIFICATION, VERIFY, admin,
};

on_both_backends!(
    pushed_sets_carry_the_receivers_authorization,
    a_failed_push_is_tried_again,
    a_long_poll_returns_when_an_event_is_queued,
);

pub fn pushed_sets_carry_the_receivers_authorization(app: &TestApp) {
    let endpoint = PushEndpoint::start();
    let receiver = Receiver::register(app, json!({}));
    let made = receiver.call(
        Method::POST,
        STREAMS,
        Some(json!({"delivery": {
            "method": "urn:ietf:rfc:8935",
            "endpoint_url": endpoint.url,
            "authorization_header": "Bearer receiver-secret-1",
        }})),
    );
    assert_eq!(made.status, 201, "{}", made.body);
    assert_eq!(made.body["delivery"]["endpoint_url"], json!(endpoint.url));
    assert!(
        !made.body.to_string().contains("receiver-secret-1"),
        "the header is never shown again"
    );
    let id = made.body["stream_id"].as_str().unwrap().to_owned();

    let asked = receiver.call(
        Method::POST,
        VERIFY,
        Some(json!({"stream_id": id, "state": "s1"})),
    );
    assert_eq!(asked.status, 204, "{}", asked.body);
    eventually("the verification is pushed", || !endpoint.got().is_empty());
    let pushed = endpoint.got();
    assert_eq!(pushed[0].content_type, "application/secevent+jwt");
    assert_eq!(pushed[0].authorization, "Bearer receiver-secret-1");
    let set = receiver.check(&pushed[0].body);
    assert_eq!(set.kind, VERIFICATION);
    assert_eq!(set.event["state"], "s1");

    let seeded = app.seed();
    let disabled = admin(
        app,
        Method::POST,
        &format!("/accounts/admin/v1/users/{}/disable", seeded.user.id),
        None,
    );
    assert_eq!(disabled.status, 200, "{}", disabled.body);
    eventually("the events are pushed", || endpoint.got().len() >= 3);
    let kinds: Vec<String> = endpoint
        .got()
        .iter()
        .skip(1)
        .map(|p| receiver.check(&p.body).kind)
        .collect();
    assert!(kinds.contains(&ACCOUNT_DISABLED.to_owned()), "{kinds:?}");

    // A push stream is not polled.
    let polled = receiver.call(Method::POST, POLL, Some(json!({"returnImmediately": true})));
    assert_eq!(polled.status, 400, "{}", polled.body);

    // A disabled receiver gets nothing more, waiting events included.
    let before = endpoint.got().len();
    endpoint.answer(503);
    app.advance(time::Duration::seconds(61));
    let asked = receiver.call(Method::POST, VERIFY, Some(json!({"stream_id": id})));
    assert_eq!(asked.status, 204, "{}", asked.body);
    eventually("the failed attempt", || endpoint.got().len() == before + 1);
    endpoint.answer(202);
    let disabled = admin(
        app,
        Method::POST,
        &format!("/accounts/admin/v1/clients/{}/disable", receiver.client_id),
        None,
    );
    assert_eq!(disabled.status, 200, "{}", disabled.body);
    app.refresh_caches();
    app.advance(time::Duration::minutes(5));
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(
        endpoint.got().len(),
        before + 1,
        "nothing pushed to a disabled receiver"
    );
}

pub fn a_failed_push_is_tried_again(app: &TestApp) {
    let endpoint = PushEndpoint::start();
    endpoint.answer(503);
    let receiver = Receiver::register(app, json!({}));
    let made = receiver.call(
        Method::POST,
        STREAMS,
        Some(json!({"delivery": {"method": "urn:ietf:rfc:8935", "endpoint_url": endpoint.url}})),
    );
    assert_eq!(made.status, 201, "{}", made.body);
    let id = made.body["stream_id"].as_str().unwrap().to_owned();
    let asked = receiver.call(Method::POST, VERIFY, Some(json!({"stream_id": id})));
    assert_eq!(asked.status, 204, "{}", asked.body);
    eventually("the first attempt", || endpoint.got().len() == 1);
    // A later event of the stream waits behind the one being retried: a
    // stream's SETs arrive in order.
    let seeded = app.seed();
    let disabled = admin(
        app,
        Method::POST,
        &format!("/accounts/admin/v1/users/{}/disable", seeded.user.id),
        None,
    );
    assert_eq!(disabled.status, 200, "{}", disabled.body);
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(endpoint.got().len(), 1, "nothing overtakes the failed SET");
    endpoint.answer(202);
    // The backoff runs on the service's clock.
    app.advance(time::Duration::minutes(5));
    // The retry, then what waited behind it (account-disabled and the
    // seeded session's session-revoked).
    eventually("the retry and the SETs behind it", || {
        endpoint.got().len() == 4
    });
    let got = endpoint.got();
    let first = receiver_jti(&receiver, &got[0].body);
    assert_eq!(
        jti_of(&got[1].body),
        first,
        "the same SET (jti) each attempt"
    );
    let kinds: Vec<String> = got[2..]
        .iter()
        .map(|p| receiver.check(&p.body).kind)
        .collect();
    assert!(kinds.contains(&ACCOUNT_DISABLED.to_owned()), "{kinds:?}");
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(endpoint.got().len(), 4, "accepted once, pushed once");
}

fn receiver_jti(receiver: &Receiver<'_>, token: &str) -> String {
    receiver.check(token).claims["jti"]
        .as_str()
        .unwrap()
        .to_owned()
}

fn jti_of(token: &str) -> String {
    accounts_testkit::push_endpoint::set_claims(token)["jti"]
        .as_str()
        .unwrap()
        .to_owned()
}

pub fn a_long_poll_returns_when_an_event_is_queued(app: &TestApp) {
    let receiver = Receiver::register(app, json!({}));
    receiver.poll_stream(json!({}));
    let seeded = app.seed();
    std::thread::scope(|scope| {
        let waiting = scope.spawn(|| {
            let started = Instant::now();
            let reply = receiver.call(Method::POST, POLL, Some(json!({"maxEvents": 10})));
            (reply, started.elapsed())
        });
        // Long enough for the poll to be waiting; no timing is asserted.
        std::thread::sleep(Duration::from_millis(300));
        let disabled = admin(
            app,
            Method::POST,
            &format!("/accounts/admin/v1/users/{}/disable", seeded.user.id),
            None,
        );
        assert_eq!(disabled.status, 200, "{}", disabled.body);
        let (reply, _) = waiting.join().unwrap();
        assert_eq!(reply.status, 200, "{}", reply.body);
        let sets = reply.body["sets"].as_object().unwrap();
        assert!(
            !sets.is_empty(),
            "the poll returned with the event: {}",
            reply.body
        );
        for token in sets.values() {
            receiver.check(token.as_str().unwrap());
        }
    });
    // Not acknowledged: the same SETs wait for the next poll.
    let again = receiver.call(Method::POST, POLL, Some(json!({"returnImmediately": true})));
    assert!(!again.body["sets"].as_object().unwrap().is_empty());
}

/// Two instances on one PostgreSQL: a long poll on one returns for a
/// change made on the other (the database's notice wakes it).
#[test]
fn postgres_a_long_poll_wakes_for_a_change_on_another_instance() {
    let first = spawn_app(Backend::Postgres);
    let second = first.another_instance();
    let receiver = Receiver::register(&first, json!({}));
    receiver.poll_stream(json!({}));
    let seeded = first.seed();
    let there = receiver.at(&second);
    std::thread::scope(|scope| {
        let waiting =
            scope.spawn(|| there.call(Method::POST, POLL, Some(json!({"maxEvents": 10}))));
        std::thread::sleep(Duration::from_millis(300));
        let disabled = admin(
            &first,
            Method::POST,
            &format!("/accounts/admin/v1/users/{}/disable", seeded.user.id),
            None,
        );
        assert_eq!(disabled.status, 200, "{}", disabled.body);
        let reply = waiting.join().unwrap();
        assert_eq!(reply.status, 200, "{}", reply.body);
        assert!(
            !reply.body["sets"].as_object().unwrap().is_empty(),
            "{}",
            reply.body
        );
    });
}

/// Two instances pushing from one outbox: each SET is pushed once.
#[test]
fn postgres_two_instances_push_each_set_once() {
    let first = spawn_app(Backend::Postgres);
    let second = first.another_instance();
    let endpoint = PushEndpoint::start();
    let receiver = Receiver::register(&first, json!({}));
    let made = receiver.call(
        Method::POST,
        STREAMS,
        Some(json!({
            "delivery": {"method": "urn:ietf:rfc:8935", "endpoint_url": endpoint.url},
            "events_requested": [ACCOUNT_DISABLED],
        })),
    );
    assert_eq!(made.status, 201, "{}", made.body);
    const USERS: usize = 20;
    for n in 0..USERS {
        let app = if n % 2 == 0 { &first } else { &second };
        let seeded = app.seed();
        let disabled = admin(
            app,
            Method::POST,
            &format!("/accounts/admin/v1/users/{}/disable", seeded.user.id),
            None,
        );
        assert_eq!(disabled.status, 200, "{}", disabled.body);
    }
    eventually("every SET pushed", || endpoint.got().len() >= USERS);
    std::thread::sleep(Duration::from_millis(500));
    let jtis: Vec<String> = endpoint.got().iter().map(|p| jti_of(&p.body)).collect();
    let distinct: std::collections::HashSet<&String> = jtis.iter().collect();
    assert_eq!(distinct.len(), USERS);
    assert_eq!(jtis.len(), USERS, "no SET pushed twice");
}
