//! What each way of signing in costs the server, in one run of the real
//! app (SQLite) over loopback HTTP: a password sign-in, the TOTP check
//! that finishes a password sign-in (`/login/mfa`), and a passkey sign-in
//! (its options, and its answer), and a native app's exchange of an
//! upstream provider's id_token (`/login/federated`; the provider is a
//! second instance of this service, its keys fetched before the rounds),
//! next to a 404 of the same server as the baseline. Prints medians and
//! ratios.
//!
//! Run with `cargo bench -p accounts-http --bench sign_in` (unset
//! RUST_BACKTRACE: josekit is slower with it). The software passkey signs
//! between the two passkey requests; that client-side time is not counted.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    missing_docs
)]

use std::time::{Duration as StdDuration, Instant};

use accounts_service::second_factor::totp::TotpSecret;
use accounts_testkit::app::{Backend, ISSUER, TestApp, spawn_app_with, spawn_self_issued_app};
use serde_json::{Value, json};
use webauthn_authenticator_rs::WebauthnAuthenticator;
use webauthn_authenticator_rs::softpasskey::SoftPasskey;
use webauthn_rs::prelude::{CreationChallengeResponse, RequestChallengeResponse, Url};

const ROUNDS: usize = 40;

fn post(
    app: &TestApp,
    path: &str,
    body: &Value,
    bearer: Option<&str>,
) -> (u16, Value, StdDuration) {
    let mut request = app.http.post(app.url(path)).json(body);
    if let Some(token) = bearer {
        request = request.bearer_auth(token);
    }
    let start = Instant::now();
    let response = request.send().unwrap();
    let status = response.status().as_u16();
    let body: Value = response.json().unwrap_or(Value::Null);
    (status, body, start.elapsed())
}

fn median(mut samples: Vec<StdDuration>) -> StdDuration {
    samples.sort();
    samples[samples.len() / 2]
}

fn main() {
    // The upstream provider, and an id_token it issued to an app.
    let upstream = spawn_self_issued_app(Backend::Sqlite);
    let upstream_user = upstream.seed();
    let (_, signed_in, _) = post(
        &upstream,
        "/accounts/users/v1/login",
        &json!({"email": upstream_user.user.email.as_str(), "password": "correct horse"}),
        None,
    );
    let upstream_token = signed_in["accountToken"].as_str().unwrap().to_owned();
    let (_, issued, _) = post(
        &upstream,
        "/accounts/oauth2/v1/id-token",
        &json!({"client_id": upstream_user.client.id.to_string(), "scope": "openid email"}),
        Some(&upstream_token),
    );
    let id_token = issued["id_token"].as_str().unwrap().to_owned();
    let (issuer, audience) = (upstream.base.clone(), upstream_user.client.id.to_string());
    let app = spawn_app_with(Backend::Sqlite, move |s| {
        s.upstream = vec![accounts_server::config::UpstreamSettings {
            id: "corp".into(),
            name: "Corp".into(),
            kind: "oidc".into(),
            issuer: Some(issuer),
            client_id: "unused".into(),
            client_secret: Some("unused".into()),
            native_audiences: vec![audience],
            ..Default::default()
        }];
    });
    let origin = Url::parse(ISSUER).unwrap();

    // Baseline: a 404 of the same server.
    let baseline = median(
        (0..ROUNDS)
            .map(|_| {
                let start = Instant::now();
                app.http.get(app.url("/nothing-here")).send().unwrap();
                start.elapsed()
            })
            .collect(),
    );

    // A password sign-in (argon2 dominates).
    let plain = app.seed();
    let password = median(
        (0..ROUNDS)
            .map(|_| {
                let (status, _, took) = post(
                    &app,
                    "/accounts/users/v1/login",
                    &json!({"email": plain.user.email.as_str(), "password": "correct horse"}),
                    None,
                );
                assert_eq!(status, 200);
                took
            })
            .collect(),
    );

    // The TOTP check that finishes a password sign-in: one step per round
    // (each step's code is accepted once).
    let totp_user = app.seed();
    let email = totp_user.user.email.as_str();
    let (_, signed_in, _) = post(
        &app,
        "/accounts/users/v1/login",
        &json!({"email": email, "password": "correct horse"}),
        None,
    );
    let token = signed_in["accountToken"].as_str().unwrap().to_owned();
    let (_, started, _) = post(&app, "/accounts/users/v1/totp", &json!({}), Some(&token));
    let secret = TotpSecret::from_base32(started["secret"].as_str().unwrap()).unwrap();
    let (status, _, _) = post(
        &app,
        "/accounts/users/v1/totp/confirm",
        &json!({"code": secret.code_at(app.clock_now()).unwrap()}),
        Some(&token),
    );
    assert_eq!(status, 200);
    let totp = median(
        (0..ROUNDS)
            .map(|_| {
                app.advance(time::Duration::seconds(30));
                let (_, step, _) = post(
                    &app,
                    "/accounts/users/v1/login",
                    &json!({"email": email, "password": "correct horse"}),
                    None,
                );
                let (status, _, took) = post(
                    &app,
                    "/accounts/users/v1/login/mfa",
                    &json!({"mfaToken": step["mfaToken"],
                            "code": secret.code_at(app.clock_now()).unwrap()}),
                    None,
                );
                assert_eq!(status, 200);
                took
            })
            .collect(),
    );

    // A passkey sign-in: options, then the answer.
    let passkey_user = app.seed();
    let (_, signed_in, _) = post(
        &app,
        "/accounts/users/v1/login",
        &json!({"email": passkey_user.user.email.as_str(), "password": "correct horse"}),
        None,
    );
    let token = signed_in["accountToken"].as_str().unwrap().to_owned();
    let (_, options, _) = post(
        &app,
        "/accounts/users/v1/passkeys/register/options",
        &json!({}),
        Some(&token),
    );
    let mut public_key = options["publicKey"].clone();
    public_key["authenticatorSelection"]["residentKey"] = json!("discouraged");
    public_key["authenticatorSelection"]["requireResidentKey"] = json!(false);
    let mut authenticator = SoftPasskey::new(true);
    let creation: CreationChallengeResponse =
        serde_json::from_value(json!({"publicKey": public_key})).unwrap();
    let credential = authenticator
        .do_registration(origin.clone(), creation)
        .unwrap();
    let credential_id = serde_json::to_value(&credential).unwrap()["id"].clone();
    let (status, _, _) = post(
        &app,
        "/accounts/users/v1/passkeys",
        &json!({"name": "Bench", "credential": credential}),
        Some(&token),
    );
    assert_eq!(status, 200);
    let mut options_times = Vec::new();
    let mut answer_times = Vec::new();
    for _ in 0..ROUNDS {
        let (_, options, took) = post(
            &app,
            "/accounts/users/v1/login/passkey/options",
            &json!({}),
            None,
        );
        options_times.push(took);
        let mut public_key = options["publicKey"].clone();
        public_key["allowCredentials"] = json!([{"type": "public-key", "id": credential_id}]);
        let request: RequestChallengeResponse =
            serde_json::from_value(json!({"publicKey": public_key})).unwrap();
        let assertion = authenticator
            .do_authentication(origin.clone(), request)
            .unwrap();
        let (status, _, took) = post(
            &app,
            "/accounts/users/v1/login/passkey",
            &json!({"challengeId": options["challengeId"], "credential": assertion}),
            None,
        );
        assert_eq!(status, 200);
        answer_times.push(took);
    }
    let passkey_options = median(options_times);
    let passkey_answer = median(answer_times);

    // A native app's exchange of the provider's id_token: the first one
    // fetches discovery and keys and links the account (not counted).
    let exchange = json!({"provider": "corp", "id_token": id_token});
    let (status, body, _) = post(&app, "/accounts/users/v1/login/federated", &exchange, None);
    assert_eq!(status, 403, "registration is closed in serve mode: {body}");
    app.state
        .accounts
        .store()
        .insert_link(&accounts_domain::records::IdentityLinkRecord {
            provider: "corp".into(),
            subject: upstream_user.user.id.to_string(),
            user_id: plain.user.id,
            email: None,
            linked_at: app.clock_now(),
        })
        .unwrap();
    let federated = median(
        (0..ROUNDS)
            .map(|_| {
                let (status, _, took) =
                    post(&app, "/accounts/users/v1/login/federated", &exchange, None);
                assert_eq!(status, 200);
                took
            })
            .collect(),
    );

    println!(
        "{:<44} {:>10} {:>8}",
        "operation (median of 40)", "µs", "x 404"
    );
    for (name, took) in [
        ("404 (baseline)", baseline),
        ("password sign-in (/login)", password),
        ("TOTP check (/login/mfa)", totp),
        ("passkey options (/login/passkey/options)", passkey_options),
        ("passkey answer (/login/passkey)", passkey_answer),
        ("passkey sign-in (both)", passkey_options + passkey_answer),
        ("upstream id_token exchange (/login/federated)", federated),
    ] {
        println!(
            "{name:<44} {:>10.0} {:>8.1}",
            took.as_secs_f64() * 1e6,
            took.as_secs_f64() / baseline.as_secs_f64()
        );
    }
}
