//! The operations face: health checks (the outage itself is in
//! `tests/outage.rs`, which stops its own cluster).

use serde_json::json;

use crate::helpers::{Backend, TestApp, spawn_app_with};
use crate::schema::assert_valid;

pub fn health_checks_answer_while_the_database_does(app: &TestApp) {
    for (path, code) in [("/health/alive", "ALIVE"), ("/health/ready", "READY")] {
        let reply = app.send(app.http.get(app.url(path)));
        assert_eq!(reply.status, 200, "{path}: {}", reply.body);
        assert_valid(&reply.body, "DoneResponse");
        assert_eq!(
            (reply.body["success"].as_bool(), reply.body["code"].as_str()),
            (Some(true), Some(code)),
            "{path}"
        );
        let post = app.send(app.http.post(app.url(path)));
        post.assert_error(405, "METHOD_NOT_ALLOWED");
    }
}

/// `name{labels} value` lines of a Prometheus exposition, by the series'
/// full name with labels as sent.
fn series(text: &str) -> std::collections::HashMap<String, f64> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .filter_map(|l| {
            let (name, value) = l.rsplit_once(' ')?;
            Some((name.to_owned(), value.parse().ok()?))
        })
        .collect()
}

pub fn metrics_count_requests_by_route_template_and_what_was_issued(app: &TestApp) {
    let seeded = app.seed();
    let (access, _) = app.tokens(&seeded, "profile");
    let verify = app.post_json(
        "/accounts/oauth2/v1/verify-token",
        &json!({"token_type": "token", "token": access, "client_id": seeded.client.id.to_string(), "client_secret": seeded.secret.expose()}),
    );
    assert_eq!(verify.code(), "VERIFICATION_SUCCESS");
    let wrong = app.post_json(
        "/accounts/users/v1/login",
        &json!({"email": seeded.user.email.as_str(), "password": "not the password"}),
    );
    assert_eq!(wrong.status, 401);
    let secret_path = format!("/nothing/{access}");
    assert_eq!(app.send(app.http.get(app.url(&secret_path))).status, 404);
    let admin = app.send(
        app.http
            .post(app.url(&format!(
                "/accounts/admin/v1/users/{}/revoke-sessions",
                seeded.user.id
            )))
            .bearer_auth(crate::helpers::ADMIN_KEY),
    );
    assert_eq!(admin.status, 200);

    // Never on the public listener in serve: on a listener of its own.
    app.send(app.http.get(app.url("/metrics")))
        .assert_error(404, "NOT_FOUND");
    let reply = app.http.get(app.metrics_url()).send().unwrap();
    assert_eq!(reply.status(), 200);
    assert!(
        reply.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/plain; version=0.0.4")
    );
    let text = reply.text().unwrap();
    let all = series(&text);
    let at_least_one = |name: &str| {
        assert!(
            all.get(name).is_some_and(|v| *v >= 1.0),
            "{name} missing or zero in:\n{text}"
        );
    };
    at_least_one(
        r#"accounts_http_requests_total{method="POST",route="/accounts/oauth2/v1/verify-token",status="200"}"#,
    );
    at_least_one(
        r#"accounts_http_requests_total{method="POST",route="/accounts/oauth2/v1/token",status="200"}"#,
    );
    at_least_one(
        r#"accounts_http_requests_total{method="POST",route="/accounts/admin/v1/users/{id}/revoke-sessions",status="200"}"#,
    );
    at_least_one(r#"accounts_http_requests_total{method="GET",route="unmatched",status="404"}"#);
    at_least_one(
        r#"accounts_http_request_duration_seconds_count{method="POST",route="/accounts/oauth2/v1/verify-token"}"#,
    );
    at_least_one(r#"accounts_tokens_issued_total{kind="access_token"}"#);
    at_least_one(r#"accounts_tokens_issued_total{kind="refresh_token"}"#);
    at_least_one(r#"accounts_sign_ins_total{outcome="invalid_credentials"}"#);
    at_least_one(r#"accounts_verify_token_total{code="VERIFICATION_SUCCESS"}"#);
    at_least_one("accounts_process_resident_memory_bytes");
    for gauge in [
        "accounts_db_pool_connections_in_use",
        "accounts_db_pool_connections_idle",
    ] {
        assert!(all.contains_key(gauge), "{gauge} missing in:\n{text}");
    }
    assert_eq!(
        all[r#"accounts_sign_ins_total{outcome="success"}"#], 0.0,
        "registered at zero"
    );
    // No token, id or email reaches a label.
    for leaked in [
        access.as_str(),
        &seeded.user.id.to_string(),
        seeded.user.email.as_str(),
        &seeded.client.id.to_string(),
    ] {
        assert!(!text.contains(leaked), "{leaked} in the metrics");
    }
}

pub fn without_metrics_enabled_there_is_no_metrics_endpoint(backend: Backend) {
    let app = spawn_app_with(backend, |s| s.metrics.enabled = false);
    app.send(app.http.get(app.url("/metrics")))
        .assert_error(404, "NOT_FOUND");
    assert!(app.metrics_base.is_none());
    // serve without metrics.bind: not served anywhere.
    let unbound = spawn_app_with(backend, |s| s.metrics.bind = None);
    unbound
        .send(unbound.http.get(unbound.url("/metrics")))
        .assert_error(404, "NOT_FOUND");
    assert!(unbound.metrics_base.is_none());
}

/// SQLite only: whether the endpoint exists is settled before any database.
#[test]
fn sqlite_metrics_are_absent_when_disabled() {
    without_metrics_enabled_there_is_no_metrics_endpoint(Backend::Sqlite);
}

on_both_backends!(
    health_checks_answer_while_the_database_does,
    metrics_count_requests_by_route_template_and_what_was_issued,
);
