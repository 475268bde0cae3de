//! Webhooks end to end: an operator registers a real receiver on
//! loopback that verifies every delivery with the Standard Webhooks
//! library from PyPI; the receiver is down while a user's life produces
//! events, then up: every event arrives, signed, once per `webhook-id`
//! (duplicates are counted); a delivery that fails for the whole retry
//! period is parked, listed as failed and delivered by a replay.

use std::collections::{BTreeMap, HashSet};

use accounts_testkit::webhooks::WebhookReceiver;
use base64::Engine as _;
use serde_json::{Value, json};
use time::Duration;

use crate::helpers::{ADMIN_KEY, Backend, Reply, TestApp, eventually, spawn_app_with};
use crate::native_app::{login, provision, with_account};

const HOOKS: &str = "/accounts/admin/v1/webhooks";
const ALL_TYPES: [&str; 9] = [
    "user.created",
    "user.updated",
    "user.deleted",
    "user.email_changed",
    "session.started",
    "session.ended",
    "password.changed",
    "factor.added",
    "factor.removed",
];

fn admin_send(app: &TestApp, request: reqwest::blocking::RequestBuilder) -> Reply {
    app.send(request.bearer_auth(ADMIN_KEY))
}

fn deliveries(app: &TestApp, hook: &str, status: &str) -> Vec<Value> {
    let reply = admin_send(
        app,
        app.http
            .get(app.url(&format!("{HOOKS}/{hook}/deliveries?status={status}"))),
    );
    assert_eq!(reply.status, 200, "{}", reply.body);
    crate::schema::assert_valid(&reply.body, "AdminOk_DeliveryList");
    reply.body["deliveries"].as_array().unwrap().clone()
}

fn new_secret() -> String {
    let bytes = accounts_domain::secrets::random_bytes::<32>();
    format!(
        "whsec_{}",
        base64::engine::general_purpose::STANDARD.encode(bytes)
    )
}

/// Advances the app's clock a step at a time until `done` holds for the
/// deliveries of `hook`, letting the sender run in between (bounded; a
/// step that made nothing due just leads to the next). Every step of this
/// file's phases makes an attempt due, so the wait for it is generous: a
/// loaded machine that claims late must not skip a step (a skipped step
/// is an attempt fewer in the retry period).
fn settle(app: &TestApp, hook: &str, step: Duration, done: impl Fn(&[Value]) -> bool) {
    let attempts =
        |all: &[Value]| -> u64 { all.iter().map(|d| d["attempts"].as_u64().unwrap()).sum() };
    for _ in 0..100 {
        let all = deliveries(app, hook, "");
        if done(&all) {
            return;
        }
        let before = attempts(&all);
        app.advance(step);
        for _ in 0..300 {
            let now = deliveries(app, hook, "");
            if attempts(&now) > before || done(&now) {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
    }
    panic!(
        "the deliveries never settled: {:#?}",
        deliveries(app, hook, "")
    );
}

pub fn receivers_verify_every_event_and_none_is_lost(backend: Backend) {
    let secret = new_secret();
    let Some(mut receiver) = WebhookReceiver::new(&secret, 0.0) else {
        return;
    };
    let app = spawn_app_with(backend, |s| {
        s.webhooks.poll_millis = 20;
        s.webhooks.retry_hours = 1;
    });
    let created = admin_send(
        &app,
        app.http.post(app.url(HOOKS)).json(&json!({
            "url": receiver.url(), "events": ALL_TYPES, "secret": secret,
        })),
    );
    assert_eq!(created.status, 201, "{}", created.body);
    crate::schema::assert_valid(&created.body, "AdminOk_CreatedWebhook");
    assert_eq!(created.body["secret"], secret.as_str());
    let hook = created.body["id"].as_str().unwrap().to_owned();
    let listed = admin_send(&app, app.http.get(app.url(HOOKS)));
    assert_eq!(listed.body["webhooks"][0]["id"], hook.as_str());
    assert!(!listed.body.to_string().contains(&secret), "never listed");

    // A user's life while the receiver is down.
    let account = provision(&app); // user.created
    let token = |reply: Reply| reply.body["accountToken"].as_str().unwrap().to_owned();
    let first = token(login(&app, &account.email, "correct horse")); // session.started
    let second = token(login(&app, &account.email, "correct horse")); // session.started
    let patched = app.send(
        app.http
            .patch(app.url("/accounts/users/v1/profile"))
            .bearer_auth(&second)
            .json(&json!({"name": "Ann B. Lee"})),
    ); // user.updated
    assert_eq!(patched.status, 200, "{}", patched.body);
    let changed = with_account(
        &app,
        "/accounts/users/v1/password",
        &second,
        &json!({"current_password": "correct horse", "new_password": "battery staple"}),
    ); // password.changed, session.ended (the first session)
    assert_eq!(changed.status, 200, "{}", changed.body);
    let logout = app.send(
        app.http
            .post(app.url("/accounts/users/v1/logout"))
            .bearer_auth(&second),
    ); // session.ended
    assert_eq!(logout.status, 200, "{}", logout.body);
    let _ = first;
    let expected: BTreeMap<&str, usize> = BTreeMap::from([
        ("user.created", 1),
        ("session.started", 2),
        ("user.updated", 1),
        ("password.changed", 1),
        ("session.ended", 2),
    ]);
    let total: usize = expected.values().sum();

    eventually("every delivery failing once", || {
        let all = deliveries(&app, &hook, "pending");
        // Claimed (the attempt counts then) and its failure recorded.
        all.len() == total
            && all
                .iter()
                .all(|d| d["attempts"] == 1 && d["lastError"].is_string())
    });
    let failing = deliveries(&app, &hook, "pending");
    assert!(
        failing[0]["lastError"]
            .as_str()
            .unwrap()
            .contains("could not connect"),
        "{failing:?}"
    );

    receiver.start();
    settle(&app, &hook, Duration::seconds(6), |all| {
        all.len() == total && all.iter().all(|d| d["status"] == "delivered")
    });
    let received = receiver.received();
    let ids: HashSet<&str> = received.iter().map(|r| r.id.as_str()).collect();
    eprintln!(
        "webhooks: {total} events, {} requests received, {} distinct, {} duplicates",
        received.len(),
        ids.len(),
        received.len() - ids.len()
    );
    assert_eq!(ids.len(), total);
    assert!(received.iter().all(|r| r.verified), "{received:?}");
    assert!(
        received
            .iter()
            .all(|r| r.content_type == "application/json")
    );
    let mut types: BTreeMap<&str, usize> = BTreeMap::new();
    let mut seen = HashSet::new();
    let mut user = None;
    for r in &received {
        if !seen.insert(r.id.as_str()) {
            continue;
        }
        let kind = r.payload["type"].as_str().unwrap();
        *types.entry(kind).or_default() += 1;
        assert!(r.payload["timestamp"].as_str().unwrap().ends_with('Z'));
        let data = r.payload["data"].as_object().unwrap();
        let id = data["userId"].as_str().unwrap().to_owned();
        assert_eq!(user.get_or_insert_with(|| id.clone()), &id);
        match kind {
            "session.started" | "session.ended" => assert!(data["sessionId"].is_string()),
            _ => {}
        }
    }
    assert_eq!(
        types.into_iter().collect::<Vec<_>>(),
        expected.into_iter().collect::<Vec<_>>()
    );

    // A deletion: `user.deleted` with the userId alone (what else the
    // deletion wrote is purged with the account).
    let fresh = token(login(&app, &account.email, "battery staple"));
    let deleted = app.send(
        app.http
            .delete(app.url("/accounts/users/v1/account"))
            .bearer_auth(&fresh),
    );
    assert_eq!(deleted.code(), "ACCOUNT_DELETED", "{}", deleted.body);
    eventually("user.deleted delivered", || {
        receiver
            .received()
            .iter()
            .any(|r| r.payload["type"] == "user.deleted")
    });
    let gone = receiver.received();
    let last = gone
        .iter()
        .find(|r| r.payload["type"] == "user.deleted")
        .unwrap();
    assert!(last.verified);
    assert_eq!(
        last.payload["data"],
        json!({"userId": user.clone().unwrap()})
    );
    assert!(
        gone.iter()
            .filter(|r| !seen.contains(r.id.as_str()))
            .all(|r| matches!(
                r.payload["type"].as_str(),
                Some("user.deleted" | "session.started")
            )),
        "only the deletion (and perhaps the sign-in just before it): {gone:?}"
    );

    // Down for the whole retry period: parked, listed, replayed.
    receiver.stop();
    provision(&app);
    settle(&app, &hook, Duration::minutes(10), |all| {
        all.iter().any(|d| d["status"] == "failed")
    });
    let failed = deliveries(&app, &hook, "failed");
    assert_eq!(failed.len(), 1, "{failed:?}");
    assert_eq!(failed[0]["type"], "user.created");
    eprintln!(
        "webhooks: parked after {} attempts in a 1 h retry period",
        failed[0]["attempts"]
    );
    // Ten-minute steps through a one-hour period: an attempt at each step
    // (backoffs 5 s to 320 s are all shorter) until the next wait would
    // end past the period, which is seven at most; a step the sender
    // claimed late only costs one of them.
    let attempts = failed[0]["attempts"].as_u64().unwrap();
    assert!((4..=7).contains(&attempts), "{attempts} attempts");
    receiver.start();
    let replay = admin_send(
        &app,
        app.http.post(app.url(&format!(
            "{HOOKS}/{hook}/deliveries/{}/replay",
            failed[0]["id"].as_str().unwrap()
        ))),
    );
    assert_eq!(replay.status, 200, "{}", replay.body);
    assert_eq!(replay.body["status"], "pending");
    eventually("the replay delivered", || {
        deliveries(&app, &hook, "failed").is_empty()
            && receiver
                .received()
                .iter()
                .any(|r| r.id == failed[0]["eventId"].as_str().unwrap())
    });
    // The replay is signed like every attempt: the receiver's Standard
    // Webhooks library verified it, under the same webhook-id.
    let replayed: Vec<_> = receiver
        .received()
        .into_iter()
        .filter(|r| r.id == failed[0]["eventId"].as_str().unwrap())
        .collect();
    assert!(!replayed.is_empty());
    assert!(replayed.iter().all(|r| r.verified), "{replayed:?}");
    assert_eq!(replayed[0].payload["type"], "user.created");

    // Bad requests.
    let bad = |body: Value| admin_send(&app, app.http.post(app.url(HOOKS)).json(&body));
    bad(json!({"url": "ftp://x.example", "events": ["user.created"]}))
        .assert_error(400, "INVALID_REQUEST");
    bad(json!({"url": "http://x.example", "events": []})).assert_error(400, "INVALID_REQUEST");
    bad(json!({"url": "http://x.example", "events": ["user.exploded"]}))
        .assert_error(400, "INVALID_REQUEST");
    bad(json!({"url": "http://u:p@x.example", "events": ["user.created"]}))
        .assert_error(400, "INVALID_REQUEST");
    bad(json!({"url": "http://x.example", "events": ["user.created"], "secret": "whsec_c2hvcnQ="}))
        .assert_error(400, "INVALID_REQUEST");
    // The pattern the document states is the grammar the server enforces.
    let document = accounts_http::openapi::document();
    let pattern = regex::Regex::new(
        document["components"]["schemas"]["WebhookUrlText"]["pattern"]
            .as_str()
            .unwrap(),
    )
    .unwrap();
    for sample in [
        "http://127.0.0.1:9/hooks",
        "https://Hooks.Example.com:8443/a/b?x=1&y=(2)",
        "http://localhost",
        "https://a-b.c0.example/",
        "https://lph.662/x",
        "https://a.b.123",
        "https://-a.example",
        "https://a-.example",
        "https://a..b",
        "http://256.0.0.1",
        "http://01.0.0.1",
        "http://x.example:0",
        "http://x.example:65535",
        "http://x.example:65536",
        "http://x.example/%20",
        "http://x.example/#f",
        "http://x.example/a b",
        "http://[::1]:9/",
        " http://x.example",
        "HTTP://x.example",
        "https://x.example/é",
    ] {
        let answer = bad(json!({"url": sample, "events": ["user.created"]}));
        assert_eq!(
            pattern.is_match(sample),
            answer.status == 201,
            "{sample}: {}",
            answer.body
        );
    }
    let made = bad(json!({"url": "http://x.example", "events": ["user.created"]}));
    assert!(made.body["secret"].as_str().unwrap().starts_with("whsec_"));
    admin_send(
        &app,
        app.http
            .get(app.url(&format!("{HOOKS}/{hook}/deliveries?status=lost"))),
    )
    .assert_error(400, "INVALID_REQUEST");
    let delete = |id: &str| admin_send(&app, app.http.delete(app.url(&format!("{HOOKS}/{id}"))));
    assert_eq!(delete(&hook).status, 200);
    delete(&hook).assert_error(404, "NOT_FOUND");
    admin_send(
        &app,
        app.http.get(app.url(&format!("{HOOKS}/{hook}/deliveries"))),
    )
    .assert_error(404, "NOT_FOUND");
}

/// Issue 34 (info): webhook and back-channel logout URLs could point at
/// loopback, link-local and private addresses, and a delivery's
/// `lastError` told a refused connection, a DNS failure and a status
/// apart: a port scanner for whoever holds the admin key. Outside dev
/// mode (`webhooks.allow_private_addresses` false) such an address is
/// refused when registered (400), and a name is judged on the addresses
/// it resolves to at each delivery: `localhost` is registered, but every
/// attempt fails with that reason and nothing reaches the port.
pub fn private_destinations_are_refused(backend: Backend) {
    let app = spawn_app_with(backend, |s| {
        s.webhooks.allow_private_addresses = Some(false);
        s.webhooks.poll_millis = 20;
    });
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.set_nonblocking(true).unwrap();
    let port = listener.local_addr().unwrap().port();
    for url in [
        format!("http://127.0.0.1:{port}/hook"),
        "http://169.254.169.254/latest/meta-data".to_owned(),
        "https://10.1.2.3/hook".to_owned(),
        "http://0.0.0.0:8080/".to_owned(),
    ] {
        let refused = admin_send(
            &app,
            app.http
                .post(app.url(HOOKS))
                .json(&json!({"url": url, "events": ["user.created"]})),
        );
        refused.assert_error(400, "INVALID_REQUEST");
        assert!(
            refused.body["msg"]
                .as_str()
                .unwrap()
                .contains("allow_private_addresses"),
            "{}",
            refused.body
        );
    }
    let client = admin_send(
        &app,
        app.http
            .post(app.url("/accounts/admin/v1/clients"))
            .json(&json!({
                "name": "Intranet app",
                "redirect_uris": [accounts_testkit::app::REDIRECT_URI],
                "backchannel_logout_uri": "http://192.168.1.10/logout",
            })),
    );
    client.assert_error(400, "INVALID_REQUEST");

    let created = admin_send(
        &app,
        app.http.post(app.url(HOOKS)).json(&json!({
            "url": format!("http://localhost:{port}/hook"), "events": ["user.created"],
        })),
    );
    assert_eq!(created.status, 201, "{}", created.body);
    let hook = created.body["id"].as_str().unwrap().to_owned();
    provision(&app); // user.created
    eventually("the attempt refused", || {
        let all = deliveries(&app, &hook, "");
        all.first().is_some_and(|d| {
            d["attempts"].as_u64().unwrap_or(0) >= 1
                && d["lastError"]
                    .as_str()
                    .is_some_and(|e| e.contains("no public address"))
        })
    });
    assert!(
        listener.accept().is_err(),
        "nothing connected to the loopback port"
    );
}

per_backend!(
    private_destinations_are_refused,
    receivers_verify_every_event_and_none_is_lost,
);
