//! "Why can't this user sign in?" on the console's user page
//! (docs/decisions.md, "Operator console"): each of the seven reasons is
//! said while it holds and no more once it is mended, beginning from a
//! user with nothing in the way. The first three (unverified, a password
//! lockout from an IP, disabled) are also in `console_records.rs`.

use accounts_domain::ids::UserId;
use accounts_domain::operators::Role;
use accounts_domain::records::{IdentityLinkRecord, UserRecord};
use accounts_domain::repository::UserRepository;
use accounts_domain::secrets::PasswordHash;
use serde_json::json;

use crate::browser::Browser;
use crate::console::{act, operator, target};
use crate::helpers::{ADMIN_KEY, Backend, TestApp};
use crate::second_factor::{code, enrolled};

const NOTHING_STOPS: &str = "Nothing stops this user";

/// The "why" section of `user`'s page.
fn reasons(browser: &mut Browser<'_>, user: UserId) -> String {
    let page = browser.get(&format!("/accounts/console/users/{user}"));
    assert_eq!(page.status, 200, "{}", page.body);
    let start = page.body.find("id=\"why\"").expect("the why section");
    let end = start + page.body[start..].find("</section>").unwrap();
    page.body[start..end].to_owned()
}

fn assert_says(browser: &mut Browser<'_>, user: UserId, reason: &str) {
    let why = reasons(browser, user);
    assert!(why.contains(reason), "{reason:?} in {why}");
    assert!(!why.contains(NOTHING_STOPS), "{why}");
}

fn assert_clear(browser: &mut Browser<'_>, user: UserId) {
    let why = reasons(browser, user);
    assert!(why.contains(NOTHING_STOPS), "{why}");
}

/// A user like `target` under a new id and address, changed by `change`.
fn stored(app: &TestApp, change: impl FnOnce(&mut UserRecord)) -> UserRecord {
    let mut user = target(app);
    user.id = UserId::generate(app.clock_now());
    user.email =
        accounts_domain::addresses::Email::parse(&format!("why-{}@example.com", user.id)).unwrap();
    change(&mut user);
    UserRepository::insert(app.store(), &user).unwrap();
    user
}

pub fn disabled_is_said_until_the_user_is_enabled_again(app: &TestApp) {
    let (mut support, _) = operator(app, Role::Support);
    let user = target(app);
    let page = format!("/accounts/console/users/{}", user.id);
    assert_clear(&mut support, user.id);
    let disabled = act(&mut support, &page, &[("action", "disable")]);
    assert_eq!(disabled.status, 303, "{}", disabled.body);
    assert_says(&mut support, user.id, "The account is disabled");
    let enabled = act(&mut support, &page, &[("action", "enable")]);
    assert_eq!(enabled.status, 303, "{}", enabled.body);
    assert_clear(&mut support, user.id);
    // And the user signs in again.
    let signed_in = app.post_json(
        "/accounts/users/v1/login",
        &json!({"email": user.email.as_str(), "password": "correct horse"}),
    );
    assert_eq!(signed_in.status, 200, "{}", signed_in.body);
}

pub fn no_usable_password_names_the_ways_left(app: &TestApp) {
    let (mut viewer, _) = operator(app, Role::Viewer);
    let with_password = stored(app, |_| {});
    assert_clear(&mut viewer, with_password.id);
    let passkey_only = stored(app, |u| u.password = PasswordHash::unusable());
    assert_says(
        &mut viewer,
        passkey_only.id,
        "it signs in only with a passkey",
    );
    let linked = stored(app, |u| u.password = PasswordHash::unusable());
    app.store()
        .insert_link(&IdentityLinkRecord {
            provider: "acme-id".into(),
            subject: "4711".into(),
            user_id: linked.id,
            email: Some(linked.email.as_str().to_owned()),
            linked_at: app.clock_now(),
        })
        .unwrap();
    assert_says(&mut viewer, linked.id, "it signs in only through acme-id");
}

pub fn a_second_factor_due_names_the_clients_until_one_is_set_up(app: &TestApp) {
    let (mut viewer, _) = operator(app, Role::Viewer);
    let user = target(app);
    assert_clear(&mut viewer, user.id);
    let created = app.send(
        app.http
            .post(app.url("/accounts/admin/v1/clients"))
            .bearer_auth(ADMIN_KEY)
            .json(&json!({
                "name": "Vault Of Two",
                "redirect_uris": ["https://vault.example.com/cb"],
                "require_mfa": true,
            })),
    );
    assert_eq!(created.status, 200, "{}", created.body);
    assert_says(&mut viewer, user.id, "Vault Of Two");
    assert_says(&mut viewer, user.id, "No second factor is set up");
    enrolled(app, user.email.as_str());
    assert_clear(&mut viewer, user.id);
}

pub fn a_scheduled_deletion_is_said_until_it_is_cancelled(app: &TestApp) {
    let (mut viewer, _) = operator(app, Role::Viewer);
    let user = target(app);
    assert_clear(&mut viewer, user.id);
    let now = app.clock_now();
    app.store()
        .schedule_deletion(user.id, now + time::Duration::days(7), now)
        .unwrap();
    assert_says(&mut viewer, user.id, "The user asked to delete the account");
    assert!(app.store().cancel_deletion(user.id, now).unwrap());
    assert_clear(&mut viewer, user.id);
}

/// Wrong second factors lock the account's second step (five, from any
/// IP): the user page says until when, and nothing once the lock is over.
pub fn a_second_step_lockout_is_said_until_it_ends(backend: Backend) {
    let app = crate::helpers::spawn_app_with(backend, |s| {
        s.server.trusted_proxies = vec!["127.0.0.1".into()];
    });
    let (mut support, _) = operator(&app, Role::Support);
    let user = target(&app);
    let email = user.email.as_str();
    let secret = enrolled(&app, email);
    assert_clear(&mut support, user.id);
    let good = code(&app, &secret, 0);
    let wrong = if good == "000000" { "111111" } else { "000000" };
    // Each round from its own IP: only the account's second-step throttle
    // sees them all.
    for round in 0..5 {
        let from = |path: &str, body: serde_json::Value| {
            app.send(
                app.http
                    .post(app.url(path))
                    .header("X-Forwarded-For", format!("203.0.113.{round}"))
                    .json(&body),
            )
        };
        let step = from(
            "/accounts/users/v1/login",
            json!({"email": email, "password": "correct horse"}),
        );
        assert_eq!(step.code(), "MFA_REQUIRED", "{}", step.body);
        let refused = from(
            "/accounts/users/v1/login/mfa",
            json!({"mfaToken": step.body["mfaToken"], "code": wrong}),
        );
        assert!(
            matches!(refused.status, 401 | 429),
            "round {round}: {}",
            refused.body
        );
    }
    assert_says(
        &mut support,
        user.id,
        "The second step is locked after wrong codes until",
    );
    // No IP is locked out: the password was right every time.
    let why = reasons(&mut support, user.id);
    assert!(!why.contains("Locked out after wrong passwords"), "{why}");
    app.advance(time::Duration::minutes(2));
    assert_clear(&mut support, user.id);
}

on_both_backends!(
    disabled_is_said_until_the_user_is_enabled_again,
    no_usable_password_names_the_ways_left,
    a_second_factor_due_names_the_clients_until_one_is_set_up,
    a_scheduled_deletion_is_said_until_it_is_cancelled,
);

per_backend!(a_second_step_lockout_is_said_until_it_ends);
