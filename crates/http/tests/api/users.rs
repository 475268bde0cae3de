//! GET userinfo and sessioninfo: scope rules, bearer failures, revocation.

use accounts_domain::records::UserProfile;
use accounts_domain::repository::SessionRepository;
use accounts_domain::timestamp::UtcTimestamp;
use accounts_service::manage::{Actor, update_profile};
use serde_json::json;
use time::Duration;

use crate::helpers::{TestApp, eventually};
use crate::schema::assert_valid;
use accounts_service::use_cases::manage::operations;

const USERINFO: &str = "/accounts/users/v1/userinfo";
const SESSIONINFO: &str = "/accounts/users/v1/sessioninfo";
const TOKEN: &str = "/accounts/oauth2/v1/token";

pub fn userinfo_follows_the_scope_rules(app: &TestApp) {
    let seeded = app.seed();
    let user = &seeded.user;
    let full = json!({
        "email": user.email.as_str(),
        "mobile": "+4915112345678",
        "userId": user.id.to_string(),
        "profilePicture": "https://cdn.example.com/ann.png",
        "name": "Ann Lee",
        "countryCode": "DE",
        "country": "Germany",
        "countryRegionCode": "BE",
        "countryRegion": "Berlin",
        "city": "Berlin",
        "postalCode": "10115"
    });
    let email_only = json!({"email": user.email.as_str(), "userId": user.id.to_string()});
    for (scope, expected) in [
        ("email", &email_only),
        ("profile", &full),
        ("authorization", &full),
        ("openid email", &email_only),
    ] {
        let (token, _) = app.tokens(&seeded, scope);
        let reply = app.get_bearer(USERINFO, &token);
        assert_eq!(reply.status, 200, "{scope}: {}", reply.body);
        assert_valid(&reply.body, "UserInfoResponse");
        assert_eq!(
            reply.body,
            json!({"success": true, "code": "USERDATA", "userData": expected}),
            "{scope}"
        );
    }
    let (openid_only, _) = app.tokens(&seeded, "openid");
    let reply = app.get_bearer(USERINFO, &openid_only);
    reply.assert_error(403, "INSUFFICIENT_SCOPE");
    assert!(
        reply
            .header("www-authenticate")
            .unwrap()
            .contains("insufficient_scope")
    );
}

pub fn sessioninfo_needs_the_authorization_scope(app: &TestApp) {
    let seeded = app.seed();
    for scope in ["email", "profile", "openid email profile"] {
        let (token, _) = app.tokens(&seeded, scope);
        app.get_bearer(SESSIONINFO, &token)
            .assert_error(403, "INSUFFICIENT_SCOPE");
    }
    let (token, _) = app.tokens(&seeded, "authorization");
    let reply = app.get_bearer(SESSIONINFO, &token);
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_valid(&reply.body, "SessionInfoResponse");
    assert_eq!(
        reply.body,
        json!({
            "success": true,
            "code": "USERDATA",
            "sessionData": {
                "userAgent": seeded.session.details.user_agent,
                "ip": "203.0.113.7",
                "locale": "de-DE",
                "deviceData": {
                    "os": {"version": "13", "name": "Android", "platform": ""},
                    "device": {"brand": "Samsung", "model": "SM-S918B", "type": "smartphone"},
                    "client": {"version": "120.0.6099.144", "engine": "Blink", "name": "Chrome Mobile", "type": "browser", "engineVersion": "120.0.6099.144"}
                },
                "geoData": {"countryCode": "", "country": "", "countryRegionCode": "", "countryRegion": "", "city": "", "postalCode": ""},
                "lastSessionTimestamp": UtcTimestamp::new(app.clock_now()).to_string(),
                "packageName": "com.example.app"
            }
        })
    );
}

pub fn bearer_failures_are_401_with_a_challenge(app: &TestApp) {
    let seeded = app.seed();
    let (token, _) = app.tokens(&seeded, "authorization");
    let (id_token, _) = app.id_token(&seeded);
    for path in [USERINFO, SESSIONINFO] {
        let cases = [
            None,
            Some("Bearer".to_owned()),
            Some("Bearer ".to_owned()),
            Some(format!("Basic {token}")),
            Some(format!("Bearer {token} extra")),
            Some(format!("Bearer {id_token}")),
            Some(format!("Bearer {}", &token[..token.len() - 2])),
            Some("Bearer garbage".to_owned()),
        ];
        for header in cases {
            let mut request = app.http.get(app.url(path));
            if let Some(header) = &header {
                request = request.header("Authorization", header);
            }
            let reply = app.send(request);
            reply.assert_error(401, "INVALID_TOKEN");
            assert!(
                reply
                    .header("www-authenticate")
                    .unwrap()
                    .starts_with("Bearer"),
                "{header:?}"
            );
        }
        // RFC 7235: the scheme is case-insensitive, and 1*SP separates it.
        for header in [format!("bearer {token}"), format!("Bearer  {token}")] {
            let reply = app.send(app.http.get(app.url(path)).header("Authorization", header));
            assert_eq!(reply.status, 200, "{}", reply.body);
        }
    }
    app.advance(Duration::hours(1));
    for path in [USERINFO, SESSIONINFO] {
        let reply = app.get_bearer(path, &token);
        reply.assert_error(401, "EXPIRED_TOKEN");
        assert!(
            reply
                .header("www-authenticate")
                .unwrap()
                .contains("invalid_token")
        );
    }
}

pub fn revoked_sessions_tokens_fail_everywhere(app: &TestApp) {
    let seeded = app.seed();
    let (token, refresh) = app.tokens(&seeded, "authorization");
    let (id_token, _) = app.id_token(&seeded);
    assert_eq!(app.get_bearer(SESSIONINFO, &token).status, 200);
    SessionRepository::revoke(app.store(), seeded.session.id, app.clock_now()).unwrap();
    app.refresh_caches();
    app.get_bearer(USERINFO, &token)
        .assert_error(401, "INVALID_TOKEN");
    app.get_bearer(SESSIONINFO, &token)
        .assert_error(401, "INVALID_TOKEN");
    let verify = app.post_json(
        "/accounts/oauth2/v1/verify-token",
        &json!({
            "token_type": "token", "token": token,
            "client_id": seeded.client.id.to_string(), "client_secret": seeded.secret.expose(),
        }),
    );
    assert_eq!(verify.code(), "INVALID_TOKEN");
    let refreshed = app.post_json(
        "/accounts/oauth2/v1/token",
        &json!({
            "grant_type": "refresh_token", "refresh_token": refresh, "token_type": "token",
            "client_id": seeded.client.id.to_string(), "client_secret": seeded.secret.expose(),
        }),
    );
    refreshed.assert_error(400, "INVALID_GRANT");
    // The id_token carries no session; it stays valid until it expires.
    let verify = app.post_json(
        "/accounts/oauth2/v1/verify-token",
        &json!({
            "token_type": "id_token", "token": id_token, "client_id": seeded.client.id.to_string(),
        }),
    );
    assert_eq!(verify.code(), "VERIFICATION_SUCCESS");
}

pub fn another_instances_revocation_arrives_through_the_refresher(app: &TestApp) {
    let seeded = app.seed();
    let (token, _) = app.tokens(&seeded, "email");
    assert_eq!(app.get_bearer(USERINFO, &token).status, 200);
    // Revoked behind the app's back; the background refresher (100 ms in
    // tests) must pick it up. Bounded wait, no timing assertion.
    SessionRepository::revoke(app.store(), seeded.session.id, app.clock_now()).unwrap();
    eventually("the revocation reaching the cache", || {
        app.get_bearer(USERINFO, &token).status == 401
    });
    app.get_bearer(USERINFO, &token)
        .assert_error(401, "INVALID_TOKEN");
}

pub fn userinfo_moves_the_last_session_timestamp(app: &TestApp) {
    let seeded = app.seed();
    let (token, _) = app.tokens(&seeded, "authorization");
    app.advance(Duration::minutes(17));
    assert_eq!(app.get_bearer(USERINFO, &token).status, 200);
    let reply = app.get_bearer(SESSIONINFO, &token);
    assert_eq!(
        reply.body["sessionData"]["lastSessionTimestamp"],
        UtcTimestamp::new(app.clock_now()).to_string()
    );
}

/// Reads do not write: activity is recorded at most once per
/// `sessions.touch_interval_secs` (60 s), so `lastSessionTimestamp` is
/// accurate to that interval.
pub fn activity_is_recorded_at_most_once_per_interval(app: &TestApp) {
    let seeded = app.seed();
    let (token, _) = app.tokens(&seeded, "authorization");
    let last_seen = || {
        app.get_bearer(SESSIONINFO, &token).body["sessionData"]["lastSessionTimestamp"]
            .as_str()
            .unwrap()
            .to_owned()
    };
    app.advance(Duration::minutes(5));
    assert_eq!(app.get_bearer(USERINFO, &token).status, 200);
    let first = last_seen();
    assert_eq!(first, UtcTimestamp::new(app.clock_now()).to_string());
    app.advance(Duration::seconds(59));
    assert_eq!(app.get_bearer(USERINFO, &token).status, 200);
    assert_eq!(last_seen(), first, "within the interval: no write");
    app.advance(Duration::seconds(1));
    assert_eq!(app.get_bearer(USERINFO, &token).status, 200);
    assert_eq!(last_seen(), UtcTimestamp::new(app.clock_now()).to_string());
    // Another instance's conditional write: a session touched moments ago
    // elsewhere is not written again.
    let now = app.clock_now();
    let moved = accounts_domain::repository::SessionRepository::touch(
        app.store(),
        seeded.session.id,
        now + Duration::seconds(1),
        now + Duration::seconds(1) - Duration::seconds(60),
    )
    .unwrap();
    assert!(!moved);
}

/// userinfo and sessioninfo answer from caches; another instance's ended
/// session or disabled user reaches them within the cache refresh, and
/// this instance's own change at once.
pub fn cached_reads_follow_changes_made_on_another_instance(app: &TestApp) {
    let other = app.another_instance();
    let admin = |path: String| {
        let reply = app.send(
            app.http
                .post(app.url(&path))
                .bearer_auth(crate::helpers::ADMIN_KEY),
        );
        assert_eq!(reply.status, 200, "{}", reply.body);
    };
    // An ended session.
    let seeded = app.seed();
    let (token, _) = app.tokens(&seeded, "authorization");
    for path in [USERINFO, SESSIONINFO] {
        assert_eq!(other.get_bearer(path, &token).status, 200, "cached there");
    }
    // Grants read the session from the same caches.
    let (_, refresh) = other.tokens(&seeded, "profile");
    let grants = |status: u16| {
        let code = app.code(&seeded, "profile", None);
        other
            .post_json(TOKEN, &app.code_request(&seeded, &code, "token"))
            .status
            == status
            && other
                .post_json(
                    TOKEN,
                    &json!({
                        "grant_type": "refresh_token",
                        "refresh_token": refresh,
                        "token_type": "token",
                        "client_id": seeded.client.id.to_string(),
                        "client_secret": seeded.secret.expose(),
                    }),
                )
                .status
                == status
    };
    assert!(
        grants(200),
        "the other instance grants while the session is open"
    );
    admin(format!(
        "/accounts/admin/v1/users/{}/revoke-sessions",
        seeded.user.id
    ));
    app.get_bearer(SESSIONINFO, &token)
        .assert_error(401, "INVALID_TOKEN");
    for path in [USERINFO, SESSIONINFO] {
        eventually("the ended session on the other instance", || {
            other.get_bearer(path, &token).status == 401
        });
    }
    eventually("grants of the ended session on the other instance", || {
        grants(400)
    });
    // A disabled user.
    let seeded = app.seed();
    let (token, _) = app.tokens(&seeded, "profile");
    assert_eq!(other.get_bearer(USERINFO, &token).status, 200);
    admin(format!(
        "/accounts/admin/v1/users/{}/disable",
        seeded.user.id
    ));
    app.get_bearer(USERINFO, &token)
        .assert_error(401, "INVALID_TOKEN");
    eventually("the disabled user on the other instance", || {
        other.get_bearer(USERINFO, &token).status == 401
    });
    // A changed profile.
    let seeded = app.seed();
    let (token, _) = app.tokens(&seeded, "profile");
    let name_at = |instance: &TestApp| {
        let reply = instance.get_bearer(USERINFO, &token);
        assert_eq!(reply.status, 200, "{}", reply.body);
        reply.body["userData"]["name"].as_str().map(str::to_owned)
    };
    assert_eq!(name_at(&other), Some(seeded.user.profile.name.clone()));
    let profile = UserProfile {
        name: "Ann Renamed".into(),
        ..seeded.user.profile.clone()
    };
    let actor = Actor {
        name: "admin",
        ip: "",
    };
    operations::administer(&app.state.accounts, |store, now| {
        update_profile(store, &seeded.user.id.to_string(), &profile, actor, now)
    })
    .unwrap();
    assert_eq!(name_at(app).as_deref(), Some("Ann Renamed"), "here at once");
    eventually("the changed profile on the other instance", || {
        name_at(&other).as_deref() == Some("Ann Renamed")
    });
}

const OIDC_USERINFO: &str = "/accounts/oauth2/v1/userinfo";

pub fn standard_userinfo_shows_standard_claims_by_scope(app: &TestApp) {
    let seeded = app.seed();
    let sub = seeded.user.id.to_string();
    let email = seeded.user.email.as_str();
    let full = json!({
        "sub": sub, "email": email, "email_verified": true, "name": "Ann Lee",
        "picture": "https://cdn.example.com/ann.png", "phone_number": "+4915112345678",
        // The supported language the session's `de-DE` chose (the user
        // has stored none).
        "locale": "de",
    });
    for (scope, expected) in [
        ("openid", json!({"sub": sub})),
        (
            "openid email",
            json!({"sub": sub, "email": email, "email_verified": true}),
        ),
        ("openid profile", full.clone()),
        ("authorization", full),
    ] {
        let (token, _) = app.tokens(&seeded, scope);
        for post in [false, true] {
            let request = if post {
                app.http.post(app.url(OIDC_USERINFO))
            } else {
                app.http.get(app.url(OIDC_USERINFO))
            };
            let reply = app.send(request.bearer_auth(&token));
            assert_eq!(reply.status, 200, "{scope}: {}", reply.body);
            assert_valid(&reply.body, "StandardUserInfo");
            assert_eq!(reply.body, expected, "{scope}, post: {post}");
            assert_eq!(
                reply
                    .headers
                    .get("cache-control")
                    .map(|v| v.to_str().unwrap()),
                Some("no-store")
            );
        }
    }
    // An empty profile field is left out, not sent empty.
    let mut nameless = app.seed();
    nameless.user.profile.name.clear();
    let actor = Actor {
        name: "admin",
        ip: "",
    };
    operations::administer(&app.state.accounts, |store, now| {
        update_profile(
            store,
            &nameless.user.id.to_string(),
            &nameless.user.profile,
            actor,
            now,
        )
    })
    .unwrap();
    let (token, _) = app.tokens(&nameless, "profile");
    let reply = app.get_bearer(OIDC_USERINFO, &token);
    assert_eq!(reply.body.get("name"), None, "{}", reply.body);
}

pub fn standard_userinfo_refuses_tokens_as_rfc_6750_says(app: &TestApp) {
    let missing = app.send(app.http.get(app.url(OIDC_USERINFO)));
    assert_eq!(missing.status, 401);
    assert_eq!(
        missing.headers["www-authenticate"].to_str().unwrap(),
        r#"Bearer realm="accounts""#
    );
    assert_valid(&missing.body, "OAuthErrorBody");
    let seeded = app.seed();
    let (token, _) = app.tokens(&seeded, "profile");
    for bad in ["not-a-token", &format!("{token}x")] {
        let reply = app.get_bearer(OIDC_USERINFO, bad);
        assert_eq!(reply.status, 401, "{}", reply.body);
        assert_eq!(reply.body["error"], "invalid_token");
        let challenge = reply.headers["www-authenticate"].to_str().unwrap();
        assert!(
            challenge.starts_with(r#"Bearer realm="accounts", error="invalid_token""#),
            "{challenge}"
        );
    }
    SessionRepository::revoke(app.store(), seeded.session.id, app.clock_now()).unwrap();
    app.state.accounts.sync_caches().unwrap();
    let reply = app.get_bearer(OIDC_USERINFO, &token);
    assert_eq!(reply.status, 401, "{}", reply.body);
    assert_eq!(reply.body["error"], "invalid_token");
}

on_both_backends!(
    standard_userinfo_shows_standard_claims_by_scope,
    standard_userinfo_refuses_tokens_as_rfc_6750_says,
    userinfo_follows_the_scope_rules,
    sessioninfo_needs_the_authorization_scope,
    bearer_failures_are_401_with_a_challenge,
    revoked_sessions_tokens_fail_everywhere,
    another_instances_revocation_arrives_through_the_refresher,
    userinfo_moves_the_last_session_timestamp,
    activity_is_recorded_at_most_once_per_interval,
    cached_reads_follow_changes_made_on_another_instance,
);
