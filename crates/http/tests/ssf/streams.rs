//! The transmitter's metadata and a receiver's stream through its life:
//! made, read, changed, replaced, paused, disabled, verified, deleted.

use reqwest::Method;
use serde_json::{Value, json};

use crate::helpers::{ISSUER, TestApp};
use crate::receiver::{
    ACCOUNT_DISABLED, ADD, REMOVE, Receiver, SESSION_REVOKED, STATUS, STREAMS, VERIFICATION,
    VERIFY, admin,
};

on_both_backends!(
    the_metadata_names_every_endpoint,
    a_receiver_makes_reads_changes_and_deletes_its_stream,
    a_verification_arrives_and_a_flood_waits,
    a_paused_stream_holds_events_and_a_disabled_one_drops_them,
    removed_subjects_get_no_events_until_added_again,
    sets_have_a_key_of_their_own_rotated_with_the_others,
);

pub fn the_metadata_names_every_endpoint(app: &TestApp) {
    let reply = app.send(app.http.get(app.url("/.well-known/ssf-configuration")));
    assert_eq!(reply.status, 200, "{}", reply.body);
    let at = |path: &str| json!(format!("{ISSUER}{path}"));
    assert_eq!(
        reply.body,
        json!({
            "spec_version": "1_0",
            "issuer": ISSUER,
            "jwks_uri": at("/accounts/oauth2/v1/jwks"),
            "delivery_methods_supported": ["urn:ietf:rfc:8935", "urn:ietf:rfc:8936"],
            "configuration_endpoint": at(STREAMS),
            "status_endpoint": at(STATUS),
            "add_subject_endpoint": at(ADD),
            "remove_subject_endpoint": at(REMOVE),
            "verification_endpoint": at(VERIFY),
            "authorization_schemes": [{"spec_urn": "urn:ietf:rfc:6749"}],
            "default_subjects": "ALL",
        })
    );
}

pub fn a_receiver_makes_reads_changes_and_deletes_its_stream(app: &TestApp) {
    let receiver = Receiver::register(app, json!({}));
    let none = receiver.call(Method::GET, STREAMS, None);
    assert_eq!((none.status, none.body.clone()), (200, json!([])));

    let made = receiver.poll_stream(json!({
        "events_requested": [SESSION_REVOKED, ACCOUNT_DISABLED, "https://example.com/unknown"],
        "description": "risk engine",
    }));
    let id = made["stream_id"].as_str().unwrap().to_owned();
    assert_eq!(made["iss"], ISSUER);
    assert_eq!(made["aud"], json!(receiver.client_id));
    assert_eq!(made["delivery"]["method"], "urn:ietf:rfc:8936");
    assert_eq!(
        made["delivery"]["endpoint_url"],
        json!(format!("{ISSUER}/accounts/ssf/poll"))
    );
    assert_eq!(made["events_supported"].as_array().unwrap().len(), 7);
    assert_eq!(
        made["events_delivered"],
        json!([SESSION_REVOKED, ACCOUNT_DISABLED])
    );
    assert_eq!(made["min_verification_interval"], 60);
    assert_eq!(made["format"], "iss_sub");
    assert_eq!(made["description"], "risk engine");

    // One stream per receiver.
    let second = receiver.call(
        Method::POST,
        STREAMS,
        Some(json!({"delivery": {"method": "urn:ietf:rfc:8936"}})),
    );
    assert_eq!(second.status, 409, "{}", second.body);
    assert_eq!(second.body["error"], "conflict");

    let listed = receiver.call(Method::GET, STREAMS, None);
    assert_eq!(listed.body, json!([made.clone()]));
    let read = receiver.call(Method::GET, &format!("{STREAMS}?stream_id={id}"), None);
    assert_eq!(read.body, made);
    let other = receiver.call(Method::GET, &format!("{STREAMS}?stream_id=nope"), None);
    assert_eq!(other.status, 404, "{}", other.body);

    // PATCH changes what it names; what the transmitter sets is ignored.
    let patched = receiver.call(
        Method::PATCH,
        STREAMS,
        Some(json!({"stream_id": id, "format": "email", "iss": "https://evil.example", "min_verification_interval": 1})),
    );
    assert_eq!(patched.status, 200, "{}", patched.body);
    assert_eq!(patched.body["format"], "email");
    assert_eq!(patched.body["description"], "risk engine");
    assert_eq!(patched.body["iss"], ISSUER);
    assert_eq!(patched.body["min_verification_interval"], 60);

    // PUT replaces: what it leaves out is back to its default.
    let replaced = receiver.call(
        Method::PUT,
        STREAMS,
        Some(json!({"stream_id": id, "delivery": {"method": "urn:ietf:rfc:8936"}})),
    );
    assert_eq!(replaced.status, 200, "{}", replaced.body);
    assert_eq!(replaced.body["format"], "iss_sub");
    assert!(
        replaced.body.get("description").is_none(),
        "{}",
        replaced.body
    );
    assert_eq!(
        replaced.body["events_delivered"].as_array().unwrap().len(),
        7
    );

    let status = receiver.call(Method::GET, &format!("{STATUS}?stream_id={id}"), None);
    assert_eq!(status.body, json!({"stream_id": id, "status": "enabled"}));

    // Another receiver sees none of it.
    let stranger = Receiver::register(app, json!({}));
    let theirs = stranger.call(Method::GET, &format!("{STREAMS}?stream_id={id}"), None);
    assert_eq!(theirs.status, 404, "{}", theirs.body);
    let deleted_by_stranger =
        stranger.call(Method::DELETE, &format!("{STREAMS}?stream_id={id}"), None);
    assert_eq!(deleted_by_stranger.status, 404);

    let deleted = receiver.call(Method::DELETE, &format!("{STREAMS}?stream_id={id}"), None);
    assert_eq!(deleted.status, 204, "{}", deleted.body);
    assert_eq!(receiver.call(Method::GET, STREAMS, None).body, json!([]));
}

pub fn a_verification_arrives_and_a_flood_waits(app: &TestApp) {
    let receiver = Receiver::register(app, json!({}));
    let id = receiver.poll_stream(json!({}))["stream_id"]
        .as_str()
        .unwrap()
        .to_owned();
    let asked = receiver.call(
        Method::POST,
        VERIFY,
        Some(json!({"stream_id": id, "state": "VGhpcyBpcyBh"})),
    );
    assert_eq!(asked.status, 204, "{}", asked.body);
    let sets = receiver.take();
    assert_eq!(sets.len(), 1);
    assert_eq!(sets[0].kind, VERIFICATION);
    assert_eq!(sets[0].event, json!({"state": "VGhpcyBpcyBh"}));
    assert_eq!(
        sets[0].claims["sub_id"],
        json!({"format": "opaque", "id": id})
    );

    // Again at once: too soon, and nothing more is queued.
    let flood = receiver.call(Method::POST, VERIFY, Some(json!({"stream_id": id})));
    assert_eq!(flood.status, 429, "{}", flood.body);
    assert!(flood.header("retry-after").is_some());
    assert!(receiver.take().is_empty());
    app.advance(time::Duration::seconds(61));
    let later = receiver.call(Method::POST, VERIFY, Some(json!({"stream_id": id})));
    assert_eq!(later.status, 204, "{}", later.body);
    let sets = receiver.take();
    assert_eq!(sets.len(), 1);
    assert_eq!(sets[0].event, json!({}), "no state, none echoed");
}

pub fn a_paused_stream_holds_events_and_a_disabled_one_drops_them(app: &TestApp) {
    let receiver = Receiver::register(app, json!({}));
    let id = receiver.poll_stream(json!({}))["stream_id"]
        .as_str()
        .unwrap()
        .to_owned();
    let seeded = app.seed();
    let disable = |what: &str| {
        let reply = admin(
            app,
            Method::POST,
            &format!("/accounts/admin/v1/users/{}/{what}", seeded.user.id),
            None,
        );
        assert_eq!(reply.status, 200, "{}", reply.body);
    };
    let status = |status: &str| {
        let reply = receiver.call(
            Method::POST,
            STATUS,
            Some(json!({"stream_id": id, "status": status, "reason": "maintenance"})),
        );
        assert_eq!(reply.status, 200, "{}", reply.body);
        assert_eq!(
            reply.body,
            json!({"stream_id": id, "status": status, "reason": "maintenance"})
        );
    };

    status("paused");
    disable("disable");
    assert!(receiver.take().is_empty(), "held while paused");
    status("enabled");
    let held = receiver.take();
    let kinds: Vec<&str> = held.iter().map(|s| s.kind.as_str()).collect();
    assert!(kinds.contains(&ACCOUNT_DISABLED), "{kinds:?}");

    status("disabled");
    disable("enable");
    let unverifiable = receiver.call(Method::POST, VERIFY, Some(json!({"stream_id": id})));
    assert_eq!(unverifiable.status, 400, "{}", unverifiable.body);
    status("enabled");
    assert!(receiver.take().is_empty(), "dropped while disabled");
    // Enabled again, the same verification goes.
    let verified = receiver.call(Method::POST, VERIFY, Some(json!({"stream_id": id})));
    assert_eq!(verified.status, 204, "{}", verified.body);
    assert_eq!(receiver.take().len(), 1);

    let bad = receiver.call(
        Method::POST,
        STATUS,
        Some(json!({"stream_id": id, "status": "sleeping"})),
    );
    assert_eq!(bad.status, 400, "{}", bad.body);
}

pub fn removed_subjects_get_no_events_until_added_again(app: &TestApp) {
    let receiver = Receiver::register(app, json!({}));
    let id = receiver.poll_stream(json!({"format": "email"}))["stream_id"]
        .as_str()
        .unwrap()
        .to_owned();
    let seeded = app.seed();
    let subject = json!({"format": "email", "email": seeded.user.email.as_str()});
    let toggle = |what: &str| {
        let reply = admin(
            app,
            Method::POST,
            &format!("/accounts/admin/v1/users/{}/{what}", seeded.user.id),
            None,
        );
        assert_eq!(reply.status, 200, "{}", reply.body);
    };

    let removed = receiver.call(
        Method::POST,
        REMOVE,
        Some(json!({"stream_id": id, "subject": subject})),
    );
    assert_eq!(removed.status, 204, "{}", removed.body);
    toggle("disable");
    assert!(receiver.take().is_empty());

    let added = receiver.call(
        Method::POST,
        ADD,
        Some(json!({"stream_id": id, "subject": subject, "verified": true})),
    );
    assert_eq!(added.status, 200, "{}", added.body);
    toggle("enable");
    let sets = receiver.take();
    assert_eq!(sets.len(), 1, "{sets:?}");
    assert_eq!(
        sets[0].claims["sub_id"],
        json!({"format": "email", "email": seeded.user.email.as_str()})
    );

    // Nobody at the address: the same answers, no oracle.
    let nobody = json!({"format": "email", "email": "nobody@example.com"});
    for path in [ADD, REMOVE] {
        let reply = receiver.call(
            Method::POST,
            path,
            Some(json!({"stream_id": id, "subject": nobody})),
        );
        assert!(reply.status == 200 || reply.status == 204, "{}", reply.body);
    }
    let malformed = receiver.call(
        Method::POST,
        ADD,
        Some(json!({"stream_id": id, "subject": {"format": "phone_number"}})),
    );
    assert_eq!(malformed.status, 400, "{}", malformed.body);
}

/// The kid of the last verification SET the receiver polls.
fn verification_kid(receiver: &Receiver<'_>, app: &TestApp, id: &str) -> String {
    app.advance(time::Duration::seconds(61));
    let asked = receiver.call(Method::POST, VERIFY, Some(json!({"stream_id": id})));
    assert_eq!(asked.status, 204, "{}", asked.body);
    let polled = receiver.call(
        Method::POST,
        crate::receiver::POLL,
        Some(json!({"returnImmediately": true})),
    );
    let sets = polled.body["sets"].as_object().unwrap().clone();
    assert_eq!(sets.len(), 1, "{}", polled.body);
    let (jti, token) = sets.iter().next().unwrap();
    let set = receiver.check(token.as_str().unwrap());
    assert_eq!(set.kind, VERIFICATION);
    let acked = receiver.call(
        Method::POST,
        crate::receiver::POLL,
        Some(json!({"ack": [jti], "maxEvents": 0})),
    );
    assert_eq!(acked.status, 200);
    crate::helpers::jwt_part(token.as_str().unwrap(), 0)["kid"]
        .as_str()
        .unwrap()
        .to_owned()
}

pub fn sets_have_a_key_of_their_own_rotated_with_the_others(app: &TestApp) {
    let jwks = || {
        app.send(app.http.get(app.url("/accounts/oauth2/v1/jwks")))
            .body
    };
    let before = jwks()["keys"].as_array().unwrap().len();
    let receiver = Receiver::register(app, json!({}));
    let id = receiver.poll_stream(json!({}))["stream_id"]
        .as_str()
        .unwrap()
        .to_owned();
    // The first stream made the key; it is published beside the others.
    let keys = jwks()["keys"].as_array().unwrap().clone();
    assert_eq!(keys.len(), before + 1);
    let first = verification_kid(&receiver, app, &id);
    let key = keys.iter().find(|k| k["kid"] == json!(first)).unwrap();
    assert_eq!(
        (key["alg"].as_str(), key["kty"].as_str()),
        (Some("RS256"), Some("RSA"))
    );
    // An id_token is not signed with it.
    let seeded = app.seed();
    let (id_token, _) = app.id_token(&seeded);
    assert_ne!(crate::helpers::jwt_part(&id_token, 0)["kid"], json!(first));

    // Two rotations: published, then signing; the old key still verifies.
    for _ in 0..2 {
        let rotated = admin(app, Method::POST, "/accounts/admin/v1/keys/rotate", None);
        assert_eq!(rotated.status, 200, "{}", rotated.body);
    }
    app.refresh_caches();
    let second = verification_kid(&receiver, app, &id);
    assert_ne!(second, first, "the SET key rotated with the others");
    let kids: Vec<Value> = jwks()["keys"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k["kid"].clone())
        .collect();
    assert!(kids.contains(&json!(first)) && kids.contains(&json!(second)));
}
