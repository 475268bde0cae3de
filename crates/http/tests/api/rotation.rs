//! Refresh-token rotation on the standard face, at a fixed clock: the
//! presented token keeps working for the grace period, a use after it
//! revokes the whole grant, and the seed's face never rotates.

use accounts_domain::secrets::PlainSecret;
use serde_json::{Value, json};
use time::Duration;

use crate::helpers::{ADMIN_KEY, REDIRECT_URI, Reply, Seeded, TestApp};

const TOKEN: &str = "/accounts/oauth2/v1/token";
const VERIFY: &str = "/accounts/oauth2/v1/verify-token";

/// A seeded user and session with a confidential client registered (through
/// the admin API) to rotate refresh tokens.
pub(crate) fn seed_rotating(app: &TestApp) -> Seeded {
    let reply = app.send(
        app.http
            .post(app.url("/accounts/admin/v1/clients"))
            .bearer_auth(ADMIN_KEY)
            .json(&json!({"name": "Rotating app", "redirect_uris": [REDIRECT_URI], "rotate_refresh_tokens": true})),
    );
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["rotate_refresh_tokens"], true);
    let id = reply.body["client_id"].as_str().unwrap().parse().unwrap();
    let secret = reply.body["client_secret"].as_str().unwrap().to_owned();
    let mut seeded = app.seed();
    seeded.client = app.state.accounts.client(id).unwrap().unwrap();
    seeded.secret = PlainSecret::from_presented(&secret);
    seeded
}

fn form(app: &TestApp, seeded: &Seeded, fields: &[(&str, &str)]) -> Reply {
    app.send(
        app.http
            .post(app.url(TOKEN))
            .basic_auth(seeded.client.id.to_string(), Some(seeded.secret.expose()))
            .form(fields),
    )
}

fn refresh(app: &TestApp, seeded: &Seeded, token: &str) -> Reply {
    form(
        app,
        seeded,
        &[("grant_type", "refresh_token"), ("refresh_token", token)],
    )
}

fn tokens_of(reply: &Reply) -> (String, String) {
    assert_eq!(reply.status, 200, "{}", reply.body);
    (
        reply.body["access_token"].as_str().unwrap().to_owned(),
        reply.body["refresh_token"]
            .as_str()
            .expect("a rotated refresh token")
            .to_owned(),
    )
}

/// The refresh token of a code grant with the `profile` scope.
fn first_refresh_token(app: &TestApp, seeded: &Seeded) -> String {
    let code = app.code(seeded, "profile", None);
    let first = form(
        app,
        seeded,
        &[
            ("grant_type", "authorization_code"),
            ("code", &code),
            ("redirect_uri", REDIRECT_URI),
        ],
    );
    tokens_of(&first).1
}

fn verified(app: &TestApp, seeded: &Seeded, access: &str) -> String {
    let body = json!({"token_type": "token", "token": access, "client_id": seeded.client.id.to_string(), "client_secret": seeded.secret.expose()});
    app.post_json(VERIFY, &body).code().to_owned()
}

pub fn refresh_tokens_rotate_with_a_grace_period_and_reuse_revokes_the_grant(app: &TestApp) {
    let seeded = seed_rotating(app);
    let r1 = first_refresh_token(app, &seeded);
    let (a2, r2) = tokens_of(&refresh(app, &seeded, &r1));
    assert_ne!(r2, r1, "a new refresh token");

    // Inside the grace period the presented token still works (a response
    // that was lost), and so does its successor, concurrently.
    app.advance(Duration::seconds(10));
    let (a3, r3) = tokens_of(&refresh(app, &seeded, &r1));
    let replies: Vec<Reply> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..6)
            .map(|_| scope.spawn(|| refresh(app, &seeded, &r2)))
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    for reply in &replies {
        tokens_of(reply);
    }
    for access in [&a2, &a3] {
        assert_eq!(verified(app, &seeded, access), "VERIFICATION_SUCCESS");
    }

    // After it, the old token is no longer active, and a use of it is a
    // replay: the whole grant ends.
    app.advance(Duration::seconds(21));
    let introspected = app.send(
        app.http
            .post(app.url("/accounts/oauth2/v1/introspect"))
            .basic_auth(seeded.client.id.to_string(), Some(seeded.secret.expose()))
            .form(&[("token", r1.as_str())]),
    );
    assert_eq!(introspected.body, json!({"active": false}));
    let replayed = refresh(app, &seeded, &r1);
    replayed.assert_oauth_error(400, "invalid_grant");
    for access in [&a2, &a3] {
        assert_eq!(verified(app, &seeded, access), "INVALID_TOKEN");
    }
    for token in [&r2, &r3] {
        refresh(app, &seeded, token).assert_oauth_error(400, "invalid_grant");
    }
}

pub fn the_seed_face_never_rotates(app: &TestApp) {
    let seeded = seed_rotating(app);
    let (_, refresh_token) = app.tokens(&seeded, "profile");
    for _ in 0..2 {
        let reply = app.post_json(
            TOKEN,
            &json!({"grant_type": "refresh_token", "refresh_token": refresh_token, "token_type": "token", "client_id": seeded.client.id.to_string(), "client_secret": seeded.secret.expose()}),
        );
        assert_eq!(reply.code(), "TOKEN", "{}", reply.body);
        assert_eq!(reply.body.get("refresh_token"), None::<&Value>);
        app.advance(Duration::minutes(5));
    }
    // And a client that does not rotate keeps its refresh token on the
    // standard face too.
    let plain = app.seed();
    let (_, kept) = app.tokens(&plain, "profile");
    for _ in 0..2 {
        let reply = refresh(app, &plain, &kept);
        assert_eq!(reply.status, 200, "{}", reply.body);
        assert_eq!(reply.body.get("refresh_token"), None::<&Value>);
        app.advance(Duration::minutes(5));
    }
}

/// A stolen refresh token used inside the grace joins the owner's chain
/// instead of starting a second one: the same successor comes back, and
/// a use of a rotated token after the grace ends the grant for both.
pub fn a_second_use_inside_the_grace_cannot_fork_the_chain(app: &TestApp) {
    let seeded = seed_rotating(app);
    let r0 = first_refresh_token(app, &seeded);
    let (apps_access, r1) = tokens_of(&refresh(app, &seeded, &r0));

    // The thief's copy of R0, inside the grace: the same R1, no R1'.
    app.advance(Duration::seconds(10));
    let (thiefs_access, thiefs_r1) = tokens_of(&refresh(app, &seeded, &r0));
    assert_eq!(thiefs_r1, r1, "one chain: the same successor");
    assert_eq!(
        refresh(app, &seeded, &r0).body["refresh_token"],
        json!(r1),
        "every use inside the grace answers it"
    );

    // The thief moves on first; the owner's next refresh, inside R1's
    // grace, lands on the same R2.
    let (_, r2) = tokens_of(&refresh(app, &seeded, &r1));
    app.advance(Duration::seconds(5));
    let (_, owners_r2) = tokens_of(&refresh(app, &seeded, &r1));
    assert_eq!(owners_r2, r2);

    // Past the grace a rotated token is a replay, whoever holds it: the
    // grant ends, and no chain lives on.
    app.advance(Duration::seconds(40));
    refresh(app, &seeded, &r1).assert_oauth_error(400, "invalid_grant");
    refresh(app, &seeded, &r2).assert_oauth_error(400, "invalid_grant");
    for access in [&apps_access, &thiefs_access] {
        assert_eq!(verified(app, &seeded, access), "INVALID_TOKEN");
    }
}

on_both_backends!(
    refresh_tokens_rotate_with_a_grace_period_and_reuse_revokes_the_grant,
    the_seed_face_never_rotates,
    a_second_use_inside_the_grace_cannot_fork_the_chain,
);
