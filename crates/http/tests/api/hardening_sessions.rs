//! The security review's rules for what ends a session (docs/decisions.md):
//! a new password, revoke-sessions, 30 idle days and a disabled user end
//! every credential a native app's session holds, on every instance. The
//! other findings are in `hardening.rs`.

use serde_json::json;
use time::Duration;

use crate::browser::{CHALLENGE, VERIFIER};
use crate::hardening::{CODE, ID_TOKEN, SESSIONINFO, TOKEN, USERINFO, VERIFY, user_id};
use crate::helpers::{Reply, TestApp, eventually};
use crate::native_app::{admin, login, provision, with_account};

/// A signed-in app's account token, and the access and refresh tokens
/// of a code it got with PKCE.
struct AppTokens {
    account_token: String,
    access: String,
    refresh: String,
}

fn app_tokens(app: &TestApp, account: &crate::native_app::Account) -> AppTokens {
    let reply = login(app, &account.email, "correct horse");
    assert_eq!(reply.status, 200, "{}", reply.body);
    let account_token = reply.body["accountToken"].as_str().unwrap().to_owned();
    let code = with_account(
        app,
        CODE,
        &account_token,
        &json!({"client_id": account.client_id, "scope": "authorization",
                "code_challenge": CHALLENGE, "code_challenge_method": "S256"}),
    );
    assert_eq!(code.status, 200, "{}", code.body);
    let reply = app.post_json(
        TOKEN,
        &json!({"grant_type": "code", "token_type": "refresh_token",
                "code": code.body["authCode"], "code_verifier": VERIFIER,
                "client_id": account.client_id, "client_secret": account.client_secret}),
    );
    assert_eq!(reply.status, 200, "{}", reply.body);
    AppTokens {
        account_token,
        access: reply.body["token"].as_str().unwrap().to_owned(),
        refresh: reply.body["refresh_token"].as_str().unwrap().to_owned(),
    }
}

fn verify(app: &TestApp, account: &crate::native_app::Account, kind: &str, token: &str) -> String {
    let reply = app.post_json(
        VERIFY,
        &json!({"token_type": kind, "token": token, "client_id": account.client_id,
                "client_secret": account.client_secret}),
    );
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["code"].as_str().unwrap().to_owned()
}

fn refresh(app: &TestApp, account: &crate::native_app::Account, refresh: &str) -> Reply {
    app.post_json(
        TOKEN,
        &json!({"grant_type": "refresh_token", "token_type": "token", "refresh_token": refresh,
                "client_id": account.client_id, "client_secret": account.client_secret}),
    )
}

/// Every credential of a native app's session is refused.
fn assert_session_over(app: &TestApp, account: &crate::native_app::Account, tokens: &AppTokens) {
    let code = with_account(
        app,
        CODE,
        &tokens.account_token,
        &json!({"client_id": account.client_id, "scope": "email"}),
    );
    code.assert_error(401, "INVALID_TOKEN");
    with_account(
        app,
        ID_TOKEN,
        &tokens.account_token,
        &json!({"client_id": account.client_id}),
    )
    .assert_error(401, "INVALID_TOKEN");
    refresh(app, account, &tokens.refresh).assert_error(400, "INVALID_GRANT");
    assert_eq!(
        verify(app, account, "token", &tokens.access),
        "INVALID_TOKEN"
    );
    app.get_bearer(SESSIONINFO, &tokens.access)
        .assert_error(401, "INVALID_TOKEN");
}

pub fn a_new_password_ends_every_session(app: &TestApp) {
    let account = provision(app);
    let id = user_id(app, &account.email);
    let tokens = app_tokens(app, &account);
    let other = app_tokens(app, &account);
    assert_eq!(
        verify(app, &account, "token", &tokens.access),
        "VERIFICATION_SUCCESS"
    );
    admin(
        app,
        &format!("/accounts/admin/v1/users/{id}/password"),
        &json!({"password": "battery staple"}),
    );
    assert_session_over(app, &account, &tokens);
    assert_session_over(app, &account, &other);
    login(app, &account.email, "correct horse").assert_error(401, "INVALID_CREDENTIALS");
    assert_eq!(login(app, &account.email, "battery staple").status, 200);
}

pub fn revoke_sessions_ends_every_session_of_the_user(app: &TestApp) {
    let account = provision(app);
    let id = user_id(app, &account.email);
    let first = app_tokens(app, &account);
    let second = app_tokens(app, &account);
    let reply = admin(
        app,
        &format!("/accounts/admin/v1/users/{id}/revoke-sessions"),
        &json!({}),
    );
    crate::schema::assert_valid(&reply, "AdminOk_SessionsRevoked");
    assert_eq!(
        (reply["userId"].as_str(), reply["sessionsEnded"].as_u64()),
        (Some(id.as_str()), Some(2))
    );
    assert_session_over(app, &account, &first);
    assert_session_over(app, &account, &second);
    // The password still works: only the sessions ended.
    assert_eq!(login(app, &account.email, "correct horse").status, 200);
    let unknown = app.send(
        app.http
            .post(app.url("/accounts/admin/v1/users/01JD0000000000000000000000/revoke-sessions"))
            .bearer_auth(crate::helpers::ADMIN_KEY),
    );
    unknown.assert_error(404, "NOT_FOUND");
}

pub fn account_tokens_expire_after_30_idle_days(app: &TestApp) {
    let account = provision(app);
    let token = login(app, &account.email, "correct horse").body["accountToken"]
        .as_str()
        .unwrap()
        .to_owned();
    let id_token = |app: &TestApp| {
        with_account(
            app,
            ID_TOKEN,
            &token,
            &json!({"client_id": account.client_id}),
        )
        .status
    };
    // Each use slides the lifetime.
    for _ in 0..3 {
        app.advance(Duration::days(29));
        assert_eq!(id_token(app), 200);
    }
    app.advance(Duration::days(30));
    assert_eq!(id_token(app), 401, "30 idle days end the account token");
}

pub fn disabled_users_tokens_stop_verifying(app: &TestApp) {
    let account = provision(app);
    let id = user_id(app, &account.email);
    let tokens = app_tokens(app, &account);
    let id_token = with_account(
        app,
        ID_TOKEN,
        &tokens.account_token,
        &json!({"client_id": account.client_id}),
    );
    let id_token = id_token.body["id_token"].as_str().unwrap().to_owned();
    assert_eq!(
        verify(app, &account, "id_token", &id_token),
        "VERIFICATION_SUCCESS"
    );
    admin(
        app,
        &format!("/accounts/admin/v1/users/{id}/disable"),
        &json!({}),
    );
    assert_session_over(app, &account, &tokens);
    assert_eq!(
        verify(app, &account, "id_token", &id_token),
        "INVALID_TOKEN"
    );
    app.get_bearer(USERINFO, &tokens.access)
        .assert_error(401, "INVALID_TOKEN");
}

/// A user disabled by another instance (here: behind the app's back)
/// stops verifying here within the cache refresh; bounded wait, no timing
/// assertion.
pub fn another_instances_disabling_reaches_verification(app: &TestApp) {
    let seeded = app.seed();
    let (id_token, _) = app.id_token(&seeded);
    let verdict = || {
        let reply = app.post_json(
            VERIFY,
            &json!({"token_type": "id_token", "token": id_token,
                    "client_id": seeded.client.id.to_string()}),
        );
        reply.body["code"].as_str().unwrap().to_owned()
    };
    assert_eq!(verdict(), "VERIFICATION_SUCCESS");
    accounts_domain::repository::UserRepository::set_enabled(
        app.store(),
        seeded.user.id,
        false,
        app.clock_now(),
    )
    .unwrap();
    eventually("the disabled user reaching the cache", || {
        verdict() == "INVALID_TOKEN"
    });
}

on_both_backends!(
    a_new_password_ends_every_session,
    revoke_sessions_ends_every_session_of_the_user,
    account_tokens_expire_after_30_idle_days,
    disabled_users_tokens_stop_verifying,
    another_instances_disabling_reaches_verification,
);
