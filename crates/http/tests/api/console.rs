//! The operator console over HTTP (docs/decisions.md, "Operator
//! console"): who it opens for, each role's allowed and refused actions,
//! the CSRF and Origin checks, and the admin API's role endpoint; the
//! users and clients pages are in `console_records.rs`. The headless
//! Chromium test (`chromium_console.rs`) drives the same pages in a real
//! browser.

use accounts_domain::operators::Role;
use accounts_domain::records::{AuditQuery, UserRecord};
use accounts_domain::repository::{OperatorRepository, UserRepository};
use serde_json::json;

use crate::browser::{Browser, Page};
use crate::helpers::{ADMIN_KEY, Seeded, TestApp};
use crate::second_factor::{code, enrolled};

const CONSOLE: &str = "/accounts/console/";
const ACCOUNT: &str = "/accounts/account";

/// Every console page an operator can GET, with the right it needs:
/// `true` for the pages support staff may open too.
fn pages(user: &str) -> Vec<(String, bool)> {
    vec![
        (CONSOLE.to_owned(), true),
        ("/accounts/console/users".to_owned(), true),
        (format!("/accounts/console/users/{user}"), true),
        ("/accounts/console/audit".to_owned(), true),
        ("/accounts/console/clients".to_owned(), false),
        ("/accounts/console/apis".to_owned(), false),
        ("/accounts/console/webhooks".to_owned(), false),
        ("/accounts/console/keys".to_owned(), false),
        ("/accounts/console/settings".to_owned(), false),
    ]
}

/// Signs `email` in through the account page's form (and its second
/// step, when `totp` is given), as the console's redirect leads a browser.
fn sign_in(
    browser: &mut Browser<'_>,
    email: &str,
    totp: Option<(&TestApp, &accounts_service::second_factor::totp::TotpSecret)>,
) -> Page {
    let form = browser.get(ACCOUNT);
    assert_eq!(form.status, 200, "{}", form.body);
    let mut fields = form.hidden_fields();
    fields.push(("email".into(), email.into()));
    fields.push(("password".into(), "correct horse".into()));
    let answer = browser.post(ACCOUNT, &fields);
    let Some((app, secret)) = totp else {
        return answer;
    };
    assert_eq!(answer.status, 200, "the second step: {}", answer.body);
    let mut fields = answer.hidden_fields();
    fields.retain(|(name, _)| name != "action" && name != "second_factor");
    fields.push(("code".into(), code(app, secret, 0)));
    browser.post(ACCOUNT, &fields)
}

/// A user with `role` and an authenticator, signed in with both factors
/// in a browser that was sent to the console first.
pub(crate) fn operator<'a>(app: &'a TestApp, role: Role) -> (Browser<'a>, Seeded) {
    let seeded = app.seed();
    OperatorRepository::set_role(app.store(), seeded.user.id, Some(role), app.clock_now()).unwrap();
    let secret = enrolled(app, seeded.user.email.as_str());
    let mut browser = Browser::new(app);
    let sent = browser.get(CONSOLE);
    assert_eq!(sent.status, 303);
    assert_eq!(sent.location(), ACCOUNT);
    let signed_in = sign_in(
        &mut browser,
        seeded.user.email.as_str(),
        Some((app, &secret)),
    );
    assert_eq!(signed_in.status, 303, "{}", signed_in.body);
    assert_eq!(
        signed_in.location(),
        CONSOLE,
        "the sign-in leads back to the console"
    );
    (browser, seeded)
}

/// A user the operators act on.
pub(crate) fn target(app: &TestApp) -> UserRecord {
    app.seed().user
}

/// Posts a console form with the page's CSRF token.
pub(crate) fn act(browser: &mut Browser<'_>, path: &str, fields: &[(&str, &str)]) -> Page {
    let page = browser.get(path);
    let token = page.input("csrf_token").unwrap_or_default();
    let mut form: Vec<(String, String)> = vec![("csrf_token".into(), token)];
    form.extend(
        fields
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned())),
    );
    browser.post(path, &form)
}

fn user(app: &TestApp, user: &UserRecord) -> UserRecord {
    UserRepository::find(app.store(), user.id).unwrap().unwrap()
}

pub fn the_console_opens_only_for_operators_signed_in_with_a_second_factor(app: &TestApp) {
    let seeded = app.seed();
    // Without a session every page sends the browser to the login page,
    // whatever Authorization header comes along.
    for (path, _) in pages(&seeded.user.id.to_string()) {
        let mut browser = Browser::new(app);
        let mut requests = vec![
            browser.http.get(app.url(&path)),
            browser.http.get(app.url(&path)).bearer_auth(ADMIN_KEY),
        ];
        // The pages with forms: a POST gets the same answer.
        let takes_posts = ["/users/", "/clients", "/apis", "/webhooks", "/keys"];
        if takes_posts.iter().any(|p| path.contains(p)) {
            requests.push(
                browser
                    .http
                    .post(app.url(&path))
                    .bearer_auth(ADMIN_KEY)
                    .form(&[("action", "disable")]),
            );
        }
        for request in requests {
            let page = browser.send(request);
            assert_eq!(page.status, 303, "{path}: {}", page.body);
            assert_eq!(page.location(), ACCOUNT, "{path}");
        }
    }
    // A signed-in user without a role: 403.
    let mut browser = Browser::new(app);
    let signed_in = sign_in(&mut browser, seeded.user.email.as_str(), None);
    assert_eq!(signed_in.status, 303, "{}", signed_in.body);
    assert_eq!(browser.get(CONSOLE).status, 403);

    // An operator without a second factor is sent to enrol one.
    OperatorRepository::set_role(
        app.store(),
        seeded.user.id,
        Some(Role::Admin),
        app.clock_now(),
    )
    .unwrap();
    let enrol = browser.get(CONSOLE);
    assert_eq!(enrol.status, 303);
    assert_eq!(
        enrol.location(),
        format!("{ACCOUNT}?done=console_needs_factor")
    );
    let notice = browser.get(enrol.location());
    assert!(
        notice.body.contains("console needs a second factor"),
        "{}",
        notice.body
    );

    // With a factor, a one-factor session is asked to sign in again.
    let secret = enrolled(app, seeded.user.email.as_str());
    let again = browser.get(CONSOLE);
    assert_eq!(again.status, 403, "{}", again.body);
    assert!(again.body.contains("second factor"), "{}", again.body);

    // Both factors open it, with the pages' safety headers.
    let (mut browser, operator) = operator(app, Role::Admin);
    let overview = browser.get(CONSOLE);
    assert_eq!(overview.status, 200, "{}", overview.body);
    assert!(overview.body.contains("Sign-ins in the last 24 hours"));
    let csp = overview.headers["content-security-policy"]
        .to_str()
        .unwrap();
    let script = csp
        .split(';')
        .find(|d| d.trim().starts_with("script-src"))
        .unwrap();
    assert!(!script.contains("unsafe-inline"), "{csp}");
    assert!(csp.contains("frame-ancestors 'none'"), "{csp}");
    assert_eq!(overview.headers["cache-control"], "no-store");
    for (path, _) in pages(&operator.user.id.to_string()) {
        let page = browser.get(&path);
        assert_eq!(page.status, 200, "{path}: {}", page.body);
    }

    // A user without a role keeps an idle session (the rule is the
    // console's); an operator idle past console.idle_minutes (30) loses it.
    let mut plain = Browser::new(app);
    let user = app.seed();
    assert_eq!(
        sign_in(&mut plain, user.user.email.as_str(), None).status,
        303
    );
    app.advance(time::Duration::minutes(31));
    assert_eq!(plain.get(CONSOLE).status, 403);
    let account = plain.get(ACCOUNT);
    assert!(
        account.body.contains("<title>Your account"),
        "{}",
        account.body
    );
    let idle = browser.get(CONSOLE);
    assert_eq!(idle.status, 303);
    assert_eq!(idle.location(), ACCOUNT);
    let _ = secret;
}

pub fn only_the_console_keeps_the_console_open(app: &TestApp) {
    let (mut browser, _) = operator(app, Role::Viewer);
    assert_eq!(browser.get(CONSOLE).status, 200);
    // The session in use elsewhere (the account page here; an app's
    // refreshes alike) does not keep the console open.
    for _ in 0..3 {
        app.advance(time::Duration::minutes(12));
        assert_eq!(browser.get(ACCOUNT).status, 200);
    }
    let idle = browser.get(CONSOLE);
    assert_eq!(idle.status, 303, "36 minutes without a console page");
    assert_eq!(idle.location(), ACCOUNT);

    // A console in use stays open however long.
    let (mut browser, _) = operator(app, Role::Viewer);
    for _ in 0..4 {
        app.advance(time::Duration::minutes(20));
        assert_eq!(browser.get(CONSOLE).status, 200);
    }
}

pub fn operators_below_admin_leave_operators_alone_and_no_one_locks_themselves_out(app: &TestApp) {
    let (mut support, support_user) = operator(app, Role::Support);
    let (mut admin, admin_user) = operator(app, Role::Admin);
    let admin_page = format!("/accounts/console/users/{}", admin_user.user.id);
    // Support may not disable an admin or remove an admin's factors.
    for action in ["disable", "reset_factors", "sign_out_everywhere"] {
        let refused = act(
            &mut support,
            &admin_page,
            &[("action", action), ("confirm", "yes")],
        );
        assert_eq!(
            refused.status, 403,
            "support {action} on an admin: {}",
            refused.body
        );
    }
    assert!(user(app, &admin_user.user).enabled);
    assert!(!support.get(&admin_page).body.contains("value=\"disable\""));
    // An admin may not demote, disable or delete themselves here.
    for (action, extra) in [("role", "none"), ("disable", ""), ("delete", "")] {
        let refused = act(
            &mut admin,
            &admin_page,
            &[("action", action), ("role", extra), ("confirm", "yes")],
        );
        assert_eq!(
            refused.status, 403,
            "admin {action} on themselves: {}",
            refused.body
        );
    }
    assert_eq!(
        OperatorRepository::role_of(app.store(), admin_user.user.id).unwrap(),
        Some(Role::Admin)
    );
    // But on another operator an admin may.
    let support_page = format!("/accounts/console/users/{}", support_user.user.id);
    let demoted = act(
        &mut admin,
        &support_page,
        &[("action", "role"), ("role", "viewer")],
    );
    assert_eq!(demoted.status, 303, "{}", demoted.body);
    assert_eq!(
        OperatorRepository::role_of(app.store(), support_user.user.id).unwrap(),
        Some(Role::Viewer)
    );
}

pub fn each_role_may_do_what_it_is_given_and_nothing_more(app: &TestApp) {
    let victim = target(app);
    let user_page = format!("/accounts/console/users/{}", victim.id);

    // A viewer reads every page and changes nothing.
    let (mut viewer, _) = operator(app, Role::Viewer);
    for (path, _) in pages(&victim.id.to_string()) {
        assert_eq!(viewer.get(&path).status, 200, "{path}");
    }
    let refused = act(&mut viewer, &user_page, &[("action", "disable")]);
    assert_eq!(refused.status, 403, "{}", refused.body);
    assert!(user(app, &victim).enabled);
    assert!(!viewer.get(&user_page).body.contains("value=\"disable\""));

    // Support: users and the audit trail; the user actions of its role.
    let (mut support, support_user) = operator(app, Role::Support);
    for (path, support_may) in pages(&victim.id.to_string()) {
        let status = support.get(&path).status;
        assert_eq!(status, if support_may { 200 } else { 403 }, "{path}");
    }
    let disabled = act(&mut support, &user_page, &[("action", "disable")]);
    assert_eq!(disabled.status, 303, "{}", disabled.body);
    assert!(!user(app, &victim).enabled);
    let events = app
        .store()
        .query_audit(&AuditQuery {
            user: Some(victim.id),
            limit: 10,
            ..AuditQuery::default()
        })
        .unwrap();
    let disabling = events
        .iter()
        .find(|e| e.event.action.as_str() == "user.disabled")
        .unwrap();
    assert_eq!(disabling.event.actor, support_user.user.id.to_string());
    let enabled = act(&mut support, &user_page, &[("action", "enable")]);
    assert_eq!(enabled.status, 303, "{}", enabled.body);
    assert!(user(app, &victim).enabled);
    for action in ["delete", "role", "end_session"] {
        let refused = act(
            &mut support,
            &user_page,
            &[("action", action), ("confirm", "yes"), ("role", "admin")],
        );
        assert_eq!(refused.status, 403, "support {action}: {}", refused.body);
    }
    let refused = act(
        &mut support,
        "/accounts/console/keys",
        &[("confirm", "yes")],
    );
    assert_eq!(refused.status, 403);
    assert_eq!(
        OperatorRepository::role_of(app.store(), victim.id).unwrap(),
        None
    );

    // An admin does everything: a role, then (confirmed) a deletion.
    let (mut admin, _) = operator(app, Role::Admin);
    let role = act(
        &mut admin,
        &user_page,
        &[("action", "role"), ("role", "viewer")],
    );
    assert_eq!(role.status, 303, "{}", role.body);
    assert_eq!(
        OperatorRepository::role_of(app.store(), victim.id).unwrap(),
        Some(Role::Viewer)
    );
    let unconfirmed = act(&mut admin, &user_page, &[("action", "delete")]);
    assert_eq!(unconfirmed.status, 400, "{}", unconfirmed.body);
    assert!(
        UserRepository::find(app.store(), victim.id)
            .unwrap()
            .is_some()
    );
    let deleted = act(
        &mut admin,
        &user_page,
        &[("action", "delete"), ("confirm", "yes")],
    );
    assert_eq!(deleted.status, 303, "{}", deleted.body);
    assert!(
        UserRepository::find(app.store(), victim.id)
            .unwrap()
            .is_none()
    );
}

pub fn a_console_form_without_its_token_or_from_another_site_changes_nothing(app: &TestApp) {
    let victim = target(app);
    let user_page = format!("/accounts/console/users/{}", victim.id);
    let (mut admin, _) = operator(app, Role::Admin);
    let no_token = admin.post(&user_page, &[("action".into(), "disable".into())]);
    assert_eq!(no_token.status, 403, "{}", no_token.body);
    let wrong = admin.post(
        &user_page,
        &[
            ("action".into(), "disable".into()),
            ("csrf_token".into(), "forged".into()),
        ],
    );
    assert_eq!(wrong.status, 403);
    let token = admin.get(&user_page).input("csrf_token").unwrap();
    let request = admin
        .http
        .post(app.url(&user_page))
        .header("Origin", "https://attacker.example")
        .form(&[("action", "disable"), ("csrf_token", token.as_str())]);
    assert_eq!(admin.send(request).status, 403);
    assert!(user(app, &victim).enabled, "nothing changed");
}

pub fn the_admin_api_sets_and_shows_roles(app: &TestApp) {
    let seeded = app.seed();
    let path = format!("/accounts/admin/v1/users/{}", seeded.user.id);
    let shown = app.get_bearer(&path, ADMIN_KEY);
    assert_eq!(shown.status, 200, "{}", shown.body);
    assert_eq!(shown.body["role"], "none");
    assert_eq!(shown.body["email"], seeded.user.email.as_str());
    let put = |role: &str, path: &str| {
        app.send(
            app.http
                .put(app.url(&format!("{path}/role")))
                .bearer_auth(ADMIN_KEY)
                .json(&json!({ "role": role })),
        )
    };
    let set = put("support", &path);
    assert_eq!(set.status, 200, "{}", set.body);
    assert_eq!(set.body["role"], "support");
    assert_eq!(set.body["userId"], seeded.user.id.to_string());
    assert_eq!(app.get_bearer(&path, ADMIN_KEY).body["role"], "support");
    put("owner", &path).assert_error(400, "INVALID_REQUEST");
    put(
        "admin",
        "/accounts/admin/v1/users/01HZZZZZZZZZZZZZZZZZZZZZZZ",
    )
    .assert_error(404, "NOT_FOUND");
    app.get_bearer("/accounts/admin/v1/users/nobody", ADMIN_KEY)
        .assert_error(404, "NOT_FOUND");
    assert_eq!(put("none", &path).body["role"], "none");
    let changes = app
        .store()
        .query_audit(&AuditQuery {
            user: Some(seeded.user.id),
            limit: 10,
            ..AuditQuery::default()
        })
        .unwrap()
        .into_iter()
        .filter(|e| e.event.action.as_str() == "role.changed")
        .map(|e| e.event.detail)
        .collect::<Vec<_>>();
    assert_eq!(changes, ["none", "support"]);
}

on_both_backends!(
    the_console_opens_only_for_operators_signed_in_with_a_second_factor,
    each_role_may_do_what_it_is_given_and_nothing_more,
    a_console_form_without_its_token_or_from_another_site_changes_nothing,
    the_admin_api_sets_and_shows_roles,
    only_the_console_keeps_the_console_open,
    operators_below_admin_leave_operators_alone_and_no_one_locks_themselves_out,
);
