//! A TOTP authenticator set up from an app: start (secret and otpauth
//! URI), confirm with a code the test computes from the secret (recovery
//! codes once), a replayed or wrong code refused, wrong codes sharing the
//! sign-in throttle, removal; operators' reset, the lock on an account's
//! second step, and a password change ending pending second steps.
//! Signing in with it is in `second_factor_sign_in.rs`.

use accounts_service::second_factor::totp::TotpSecret;
use serde_json::json;

use crate::helpers::{Reply, TestApp};
use crate::native_app::login;

const TOTP: &str = "/accounts/users/v1/totp";
const CONFIRM: &str = "/accounts/users/v1/totp/confirm";

pub(crate) fn account_token(app: &TestApp, email: &str) -> String {
    let reply = login(app, email, "correct horse");
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["accountToken"].as_str().unwrap().to_owned()
}

pub(crate) fn start(app: &TestApp, token: &str) -> Reply {
    app.send(app.http.post(app.url(TOTP)).bearer_auth(token))
}

pub(crate) fn confirm(app: &TestApp, token: &str, code: &str) -> Reply {
    app.send(
        app.http
            .post(app.url(CONFIRM))
            .bearer_auth(token)
            .json(&json!({ "code": code })),
    )
}

fn remove(app: &TestApp, token: &str) -> Reply {
    app.send(app.http.delete(app.url(TOTP)).bearer_auth(token))
}

/// A code of the authenticator, `steps` steps from the app's now.
pub(crate) fn code(app: &TestApp, secret: &TotpSecret, steps: i64) -> String {
    secret
        .code_at(app.clock_now() + time::Duration::seconds(30 * steps))
        .unwrap()
}

pub fn users_set_up_an_authenticator_with_a_first_code(app: &TestApp) {
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let token = account_token(app, email);

    let started = start(app, &token);
    assert_eq!(started.status, 200, "{}", started.body);
    crate::schema::assert_valid(&started.body, "TotpStarted");
    assert_eq!(started.header("cache-control"), Some("no-store"));
    let base32 = started.body["secret"].as_str().unwrap();
    let uri = started.body["otpauthUri"].as_str().unwrap();
    assert!(uri.starts_with("otpauth://totp/"), "{uri}");
    assert!(uri.contains(&format!("secret={base32}")), "{uri}");
    let secret = TotpSecret::from_base32(base32).unwrap();
    assert_eq!(secret.as_bytes().len(), 20, "160-bit secret");

    // A wrong code confirms nothing.
    let wrong = if code(app, &secret, 0) == "000000" {
        "111111"
    } else {
        "000000"
    };
    let refused = confirm(app, &token, wrong);
    assert_eq!(refused.status, 401, "{}", refused.body);
    assert_eq!(refused.code(), "INVALID_CREDENTIALS");

    // One step of drift is accepted.
    let confirmed = confirm(app, &token, &code(app, &secret, 1));
    assert_eq!(confirmed.status, 200, "{}", confirmed.body);
    crate::schema::assert_valid(&confirmed.body, "TotpConfirmed");
    let recovery: Vec<&str> = confirmed.body["recoveryCodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap())
        .collect();
    assert_eq!(recovery.len(), 10);

    // The user has a second factor now: changing factors takes a sign-in
    // with both.
    let refused = confirm(app, &token, &code(app, &secret, 0));
    assert_eq!(refused.status, 403, "{}", refused.body);
    // (The confirming code was the next step's.)
    app.advance(time::Duration::seconds(60));
    let step = login(app, email, "correct horse");
    let signed_in = answer(
        app,
        step.body["mfaToken"].as_str().unwrap(),
        &code(app, &secret, 0),
    );
    assert_eq!(signed_in.status, 200, "{}", signed_in.body);
    let token = signed_in.body["accountToken"].as_str().unwrap().to_owned();
    // Confirmed once; a second enrolment is refused until removal.
    let again = confirm(app, &token, &code(app, &secret, 0));
    assert_eq!(again.status, 404, "{}", again.body);
    let second = start(app, &token);
    assert_eq!(second.status, 409, "{}", second.body);
    assert_eq!(second.code(), "CONFLICT");

    let removed = remove(app, &token);
    assert_eq!(removed.status, 200, "{}", removed.body);
    assert_eq!(remove(app, &token).status, 404);
    assert_eq!(start(app, &token).status, 200, "enrolment starts afresh");
}

pub fn wrong_codes_share_the_sign_in_throttle(app: &TestApp) {
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let token = account_token(app, email);
    let started = start(app, &token);
    let secret = TotpSecret::from_base32(started.body["secret"].as_str().unwrap()).unwrap();
    let good = code(app, &secret, 0);
    let wrong = if good == "000000" { "111111" } else { "000000" };
    let mut statuses = Vec::new();
    for _ in 0..12 {
        statuses.push(confirm(app, &token, wrong).status);
    }
    assert!(statuses.contains(&429), "{statuses:?}");
    // Locked: even the right code waits, and so does a password sign-in
    // from the same place.
    let locked = confirm(app, &token, &good);
    assert_eq!(locked.status, 429, "{}", locked.body);
    assert!(locked.header("retry-after").is_some());
    assert_eq!(login(app, email, "correct horse").status, 429);
}

pub fn factor_requests_need_an_account_token(app: &TestApp) {
    for reply in [
        app.send(app.http.post(app.url(TOTP))),
        app.send(app.http.post(app.url(TOTP)).bearer_auth("not-a-token")),
        app.send(app.http.delete(app.url(TOTP)).bearer_auth("not-a-token")),
        confirm(app, "not-a-token", "123456"),
    ] {
        assert_eq!(reply.status, 401, "{}", reply.body);
        assert_eq!(reply.code(), "INVALID_TOKEN");
    }
}

pub(crate) fn answer(app: &TestApp, mfa_token: &str, code: &str) -> Reply {
    app.send(
        app.http
            .post(app.url("/accounts/users/v1/login/mfa"))
            .json(&json!({ "mfaToken": mfa_token, "code": code })),
    )
}

/// Signs in with the password and expects the second-factor challenge.
pub(crate) fn challenged(app: &TestApp, email: &str) -> String {
    let reply = login(app, email, "correct horse");
    assert_eq!(reply.status, 401, "{}", reply.body);
    assert_eq!(reply.code(), "MFA_REQUIRED");
    crate::schema::assert_valid(&reply.body, "MfaRequiredResponse");
    assert_eq!(reply.body["methods"], json!(["totp", "recovery_code"]));
    assert!(reply.body.get("accountToken").is_none());
    reply.body["mfaToken"].as_str().unwrap().to_owned()
}

/// Enrols an authenticator for `email` through the app API; its secret.
pub(crate) fn enrolled(app: &TestApp, email: &str) -> TotpSecret {
    let token = account_token(app, email);
    let started = start(app, &token);
    let secret = TotpSecret::from_base32(started.body["secret"].as_str().unwrap()).unwrap();
    let confirmed = confirm(app, &token, &code(app, &secret, 0));
    assert_eq!(confirmed.status, 200, "{}", confirmed.body);
    // The confirming step is used; sign-ins below use the next one.
    app.advance(time::Duration::seconds(30));
    secret
}

pub fn operators_see_and_reset_a_users_factors(app: &TestApp) {
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let admin = |method: reqwest::Method| {
        app.send(
            app.http
                .request(
                    method,
                    app.url(&format!(
                        "/accounts/admin/v1/users/{}/factors",
                        seeded.user.id
                    )),
                )
                .bearer_auth(crate::helpers::ADMIN_KEY),
        )
    };
    let none = admin(reqwest::Method::GET);
    assert_eq!(none.status, 200, "{}", none.body);
    assert_eq!(none.body["totpPending"], false);
    assert!(none.body.get("totpSince").is_none());

    let secret = enrolled(app, email);
    let listed = admin(reqwest::Method::GET);
    assert_eq!(listed.status, 200, "{}", listed.body);
    crate::schema::assert_valid(&listed.body, "AdminOk_UserFactors");
    assert!(listed.body["totpSince"].is_string(), "{}", listed.body);
    assert_eq!(listed.body["recoveryCodesLeft"], 10);
    let text = listed.body.to_string();
    assert!(
        !text.contains(&secret.base32().unwrap()),
        "never the secret"
    );

    let reset = admin(reqwest::Method::DELETE);
    assert_eq!(reset.status, 200, "{}", reset.body);
    assert_eq!(reset.body["removed"], true);
    // The password alone signs in again.
    let signed_in = login(app, email, "correct horse");
    assert_eq!(signed_in.status, 200, "{}", signed_in.body);
    assert_eq!(admin(reqwest::Method::DELETE).body["removed"], false);
}

/// GHSA-7h8m-vrxx-vr4m for codes: a burst of wrong codes in parallel gets
/// no more checks than the sign-in throttle allows (`login.max_failures`,
/// 5 here); the rest are 429 before any code is looked at.
pub fn a_parallel_burst_of_wrong_codes_meets_the_throttle(app: &TestApp) {
    const BURST: usize = 16;
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let secret = enrolled(app, email);
    let good = code(app, &secret, 0);
    let wrong = if good == "000000" { "111111" } else { "000000" };
    // One challenge per attempt (each answers once).
    let tokens: Vec<String> = (0..BURST)
        .map(|_| {
            let step = login(app, email, "correct horse");
            assert_eq!(step.code(), "MFA_REQUIRED", "{}", step.body);
            step.body["mfaToken"].as_str().unwrap().to_owned()
        })
        .collect();
    let barrier = std::sync::Arc::new(std::sync::Barrier::new(BURST));
    let statuses: Vec<u16> = std::thread::scope(|scope| {
        let handles: Vec<_> = tokens
            .iter()
            .map(|token| {
                let barrier = std::sync::Arc::clone(&barrier);
                scope.spawn(move || {
                    barrier.wait();
                    app.post_json(
                        "/accounts/users/v1/login/mfa",
                        &json!({ "mfaToken": token, "code": wrong }),
                    )
                    .status
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let checked = statuses.iter().filter(|s| **s == 401).count();
    let throttled = statuses.iter().filter(|s| **s == 429).count();
    assert_eq!(checked + throttled, BURST, "{statuses:?}");
    assert!(
        checked <= 5,
        "at most login.max_failures checks: {statuses:?}"
    );
    assert!(throttled >= BURST - 5, "{statuses:?}");
}

/// The security review's high finding: a right password cleared the
/// (address, IP) key that wrong codes counted in, so "right password →
/// `MFA_REQUIRED` → wrong code" could go on for ever (60 rounds, 60 × 401).
/// Wrong second factors now count per account, across IPs, challenges and
/// instances, whether a TOTP code or a recovery code; after five the
/// second step is locked (429 with `Retry-After`), a right code included;
/// a right password clears nothing; after the lockout a right code signs
/// in and clears the count.
pub fn wrong_second_factors_lock_the_accounts_second_step(backend: crate::helpers::Backend) {
    let proxied = |s: &mut accounts_server::config::Settings| {
        s.server.trusted_proxies = vec!["127.0.0.1".into()];
    };
    let app = crate::helpers::spawn_app_with(backend, proxied);
    let other = app.another_instance_with(proxied);
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let secret = enrolled(&app, email);
    other.clock.set(app.clock_now());
    let from = |instance: &TestApp, ip: &str, path: &str, body: serde_json::Value| {
        instance.send(
            instance
                .http
                .post(instance.url(path))
                .header("X-Forwarded-For", ip)
                .json(&body),
        )
    };
    let good = code(&app, &secret, 0);
    let wrong_code = if good == "000000" { "111111" } else { "000000" };
    let mut statuses = Vec::new();
    for round in 0..20 {
        let instance = if round % 2 == 0 { &app } else { &other };
        let ip = format!("203.0.113.{round}");
        let step = from(
            instance,
            &ip,
            "/accounts/users/v1/login",
            json!({ "email": email, "password": "correct horse" }),
        );
        assert_eq!(step.code(), "MFA_REQUIRED", "round {round}: {}", step.body);
        // TOTP codes and recovery codes alike.
        let wrong = if round % 3 == 0 {
            "aaaa-bbbb-cccc"
        } else {
            wrong_code
        };
        let answer = from(
            instance,
            &ip,
            "/accounts/users/v1/login/mfa",
            json!({ "mfaToken": step.body["mfaToken"], "code": wrong }),
        );
        statuses.push(answer.status);
        if answer.status == 429 {
            assert_eq!(answer.code(), "RATE_LIMITED");
            assert!(
                answer.header("retry-after").is_some(),
                "{:?}",
                answer.headers
            );
        }
    }
    // Five codes were looked at: the fifth failure locks, and says so.
    assert_eq!(statuses[..4], [401; 4], "{statuses:?}");
    assert!(statuses[4..].iter().all(|s| *s == 429), "{statuses:?}");

    // Locked: the right code is refused too, from a new IP on either
    // instance.
    for (instance, ip) in [(&app, "198.51.100.7"), (&other, "198.51.100.8")] {
        let step = from(
            instance,
            ip,
            "/accounts/users/v1/login",
            json!({ "email": email, "password": "correct horse" }),
        );
        let locked = from(
            instance,
            ip,
            "/accounts/users/v1/login/mfa",
            json!({ "mfaToken": step.body["mfaToken"], "code": good }),
        );
        assert_eq!(locked.status, 429, "{}", locked.body);
        assert_eq!(locked.code(), "RATE_LIMITED");
        let seconds: i64 = locked.header("retry-after").unwrap().parse().unwrap();
        assert!((1..=60).contains(&seconds), "{seconds}");
    }

    // After the lockout a right code signs in, and the count starts over.
    app.advance(time::Duration::seconds(61));
    other.clock.set(app.clock_now());
    let fresh = code(&app, &secret, 0);
    let signed_in = answer(&app, &challenged(&app, email), &fresh);
    assert_eq!(signed_in.status, 200, "{}", signed_in.body);
    let refused = answer(&other, &challenged(&other, email), wrong_code);
    assert_eq!(refused.status, 401, "{}", refused.body);
    assert_eq!(refused.code(), "INVALID_CREDENTIALS");
}

/// A second step won with a password ends when the password changes
/// (issue 34, finding 8): an `mfaToken` from before an operator's or the
/// user's own change is `401 INVALID_TOKEN` after it, even with the
/// right code.
pub fn a_password_change_ends_pending_second_steps(app: &TestApp) {
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let secret = enrolled(app, email);

    // An operator sets a new password.
    let pending = challenged(app, email);
    let set = app.send(
        app.http
            .post(app.url(&format!(
                "/accounts/admin/v1/users/{}/password",
                seeded.user.id
            )))
            .bearer_auth(accounts_testkit::app::ADMIN_KEY)
            .json(&json!({ "password": "set by the operator" })),
    );
    assert_eq!(set.status, 200, "{}", set.body);
    let stale = answer(app, &pending, &code(app, &secret, 0));
    assert_eq!(stale.status, 401, "{}", stale.body);
    assert_eq!(stale.code(), "INVALID_TOKEN");

    // The user changes it themselves from a two-factor session.
    let step = login(app, email, "set by the operator");
    assert_eq!(step.code(), "MFA_REQUIRED", "{}", step.body);
    let signed_in = answer(
        app,
        step.body["mfaToken"].as_str().unwrap(),
        &code(app, &secret, 0),
    );
    assert_eq!(signed_in.status, 200, "{}", signed_in.body);
    let account = signed_in.body["accountToken"].as_str().unwrap().to_owned();
    let step = login(app, email, "set by the operator");
    let pending = step.body["mfaToken"].as_str().unwrap().to_owned();
    let changed = app.send(
        app.http
            .post(app.url("/accounts/users/v1/password"))
            .bearer_auth(&account)
            .json(&json!({ "current_password": "set by the operator", "new_password": "the user's own choice" })),
    );
    assert_eq!(changed.status, 200, "{}", changed.body);
    app.advance(time::Duration::seconds(30));
    let stale = answer(app, &pending, &code(app, &secret, 0));
    assert_eq!(stale.status, 401, "{}", stale.body);
    assert_eq!(stale.code(), "INVALID_TOKEN");
}

on_both_backends!(
    a_parallel_burst_of_wrong_codes_meets_the_throttle,
    users_set_up_an_authenticator_with_a_first_code,
    wrong_codes_share_the_sign_in_throttle,
    factor_requests_need_an_account_token,
    operators_see_and_reset_a_users_factors,
    a_password_change_ends_pending_second_steps,
);

per_backend!(wrong_second_factors_lock_the_accounts_second_step);
