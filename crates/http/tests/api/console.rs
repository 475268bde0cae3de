//! The operator console over HTTP (docs/decisions.md, "Operator
//! console"): who it opens for, each role's allowed and refused actions
//! (each refusal the role's own, with a valid CSRF token), the CSRF and
//! Origin checks; the idle console, unverified operators and the admin
//! API's role endpoint are in `console_access.rs`, the users and clients
//! pages in `console_records.rs`, why a user cannot sign in in
//! `console_reasons.rs`. The headless Chromium test
//! (`chromium_console.rs`) drives the same pages in a real browser.

use accounts_domain::operators::Role;
use accounts_domain::records::{AuditQuery, UserRecord};
use accounts_domain::repository::{OperatorRepository, UserRepository};

use crate::browser::{Browser, Page};
use crate::console_access::assert_idle;
use crate::helpers::{ADMIN_KEY, Seeded, TestApp};
use crate::second_factor::{code, enrolled};
use accounts_service::second_factor::totp::TotpSecret;

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
        ("/accounts/console/organizations".to_owned(), true),
        ("/accounts/console/clients".to_owned(), false),
        ("/accounts/console/apis".to_owned(), false),
        ("/accounts/console/webhooks".to_owned(), false),
        ("/accounts/console/keys".to_owned(), false),
        ("/accounts/console/settings".to_owned(), false),
    ]
}

/// Signs `email` in through the account page's form (and its second
/// step, when `totp` is given), as the console's redirect leads a browser.
fn sign_in(browser: &mut Browser<'_>, email: &str, totp: Option<(&TestApp, &TotpSecret)>) -> Page {
    let form = browser.get(ACCOUNT);
    assert_eq!(form.status, 200, "{}", form.body);
    sign_in_on(browser, &form, email, totp)
}

/// Posts the login form `form` shows (the account page's, or the one a
/// console refusal shows) with `email`'s password, and its second step.
pub(crate) fn sign_in_on(
    browser: &mut Browser<'_>,
    form: &Page,
    email: &str,
    totp: Option<(&TestApp, &TotpSecret)>,
) -> Page {
    assert!(form.body.contains("name=\"password\""), "{}", form.body);
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
    let (browser, seeded, _) = operator_with_secret(app, role);
    (browser, seeded)
}

/// [`operator`], with the authenticator's secret for the next sign-in.
pub(crate) fn operator_with_secret<'a>(
    app: &'a TestApp,
    role: Role,
) -> (Browser<'a>, Seeded, TotpSecret) {
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
    (browser, seeded, secret)
}

/// A user the operators act on.
pub(crate) fn target(app: &TestApp) -> UserRecord {
    app.seed().user
}

/// What the console says to a form without a valid CSRF token.
pub(crate) const FORM_EXPIRED: &str = "This form expired or did not come from the console";
/// What it says to a change the operator's role does not allow.
pub(crate) const ROLE_REFUSES_CHANGE: &str = "Your console role does not allow this change";
/// What it says to a page (and its forms) beyond the operator's role.
pub(crate) const ROLE_REFUSES_PAGE: &str = "Your console role does not open this page";
/// What it says to a change on a user the operator may not act on.
pub(crate) const NOT_ON_THIS_USER: &str = "Not on this user";

/// Posts a console form with the CSRF token of the page's own form.
/// Panics when the page has none: a change the page does not offer is
/// posted with [`post_with_token`], so that a refusal is never the CSRF
/// check's by accident.
pub(crate) fn act(browser: &mut Browser<'_>, path: &str, fields: &[(&str, &str)]) -> Page {
    let page = browser.get(path);
    let token = page.input("csrf_token").unwrap_or_else(|| {
        panic!(
            "{path} ({}) has no form with a CSRF token: post with `post_with_token`",
            page.status
        )
    });
    post_with_token(browser, path, &token, fields)
}

/// A valid CSRF token of this browser, from the account page's forms
/// (every signed-in browser has them; the console's pages offer a role
/// only the forms it may use).
pub(crate) fn csrf_token(browser: &mut Browser<'_>) -> String {
    let page = browser.get(ACCOUNT);
    page.input("csrf_token")
        .unwrap_or_else(|| panic!("the account page has a form: {}", page.body))
}

/// Posts `fields` to `path` with this browser's valid CSRF `token`: a
/// change the page does not offer, as a hand-made form would.
pub(crate) fn post_with_token(
    browser: &mut Browser<'_>,
    path: &str,
    token: &str,
    fields: &[(&str, &str)],
) -> Page {
    let mut form: Vec<(String, String)> = vec![("csrf_token".into(), token.to_owned())];
    form.extend(
        fields
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned())),
    );
    browser.post(path, &form)
}

/// A 403 that is the role's own refusal (`message`), not the CSRF check's.
pub(crate) fn assert_refused_by_role(page: &Page, message: &str, what: &str) {
    assert_eq!(page.status, 403, "{what}: {}", page.body);
    assert!(
        !page.body.contains(FORM_EXPIRED),
        "{what}: refused by the CSRF check, not the role: {}",
        page.body
    );
    assert!(page.body.contains(message), "{what}: {}", page.body);
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

    // A user without a role is refused as before however idle (the rule
    // is the console's); an operator idle past console.idle_minutes (30)
    // is asked to sign in again (console_access.rs has the rest).
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
    assert_idle(&idle);
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
    // 36 minutes without a console page.
    assert_idle(&browser.get(CONSOLE));

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
    let sessions = |id| {
        app.store()
            .live_sessions_of_user(id, app.clock_now() - time::Duration::days(30))
            .unwrap()
            .len()
    };
    // Support may not disable an admin, remove an admin's factors or sign
    // them out. The admin's page offers support no form: the token is the
    // browser's own, so the refusal is the role's.
    assert!(!support.get(&admin_page).body.contains("csrf_token"));
    let token = csrf_token(&mut support);
    let admin_sessions = sessions(admin_user.user.id);
    for action in ["disable", "reset_factors", "sign_out_everywhere"] {
        let refused = post_with_token(
            &mut support,
            &admin_page,
            &token,
            &[("action", action), ("confirm", "yes")],
        );
        assert_refused_by_role(
            &refused,
            NOT_ON_THIS_USER,
            &format!("support {action} on an admin"),
        );
    }
    assert!(user(app, &admin_user.user).enabled);
    assert!(
        accounts_service::manage::factors(app.store(), &admin_user.user.id.to_string())
            .unwrap()
            .totp_since
            .is_some(),
        "the admin's authenticator stays"
    );
    assert_eq!(sessions(admin_user.user.id), admin_sessions);
    // The same requests on a user without a role are support's to make.
    let plain = target(app);
    let plain_page = format!("/accounts/console/users/{}", plain.id);
    let disabled = post_with_token(&mut support, &plain_page, &token, &[("action", "disable")]);
    assert_eq!(disabled.status, 303, "{}", disabled.body);
    assert!(!user(app, &plain).enabled);
    // An admin may not demote, disable or delete themselves here.
    let token = csrf_token(&mut admin);
    for (action, extra) in [("role", "none"), ("disable", ""), ("delete", "")] {
        let refused = post_with_token(
            &mut admin,
            &admin_page,
            &token,
            &[("action", action), ("role", extra), ("confirm", "yes")],
        );
        assert_refused_by_role(
            &refused,
            NOT_ON_THIS_USER,
            &format!("admin {action} on themselves"),
        );
    }
    assert_eq!(
        OperatorRepository::role_of(app.store(), admin_user.user.id).unwrap(),
        Some(Role::Admin)
    );
    assert!(user(app, &admin_user.user).enabled);
    assert!(
        UserRepository::find(app.store(), admin_user.user.id)
            .unwrap()
            .is_some()
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

/// What the configuration pages hold now: signing keys, clients, APIs
/// and webhook endpoints, by id.
fn configuration(app: &TestApp) -> Vec<String> {
    use accounts_domain::repository::{
        ClientRepository, ResourceRepository, SigningKeyRepository, WebhookRepository,
    };
    let store = app.store();
    let mut held: Vec<String> = SigningKeyRepository::list(store)
        .unwrap()
        .into_iter()
        .map(|k| format!("key {:?} {:?}", k.kid, k.state))
        .collect();
    held.extend(
        ClientRepository::list(store)
            .unwrap()
            .into_iter()
            .map(|c| format!("client {}", c.id)),
    );
    held.extend(
        ResourceRepository::list_resources(store)
            .unwrap()
            .into_iter()
            .map(|r| format!("api {:?}", r.identifier)),
    );
    held.extend(
        WebhookRepository::list_webhooks(store)
            .unwrap()
            .into_iter()
            .map(|w| format!("webhook {}", w.id)),
    );
    held
}

/// Each configuration change the console makes, as `(page, form)`.
const CONFIGURATION_CHANGES: [(&str, &[(&str, &str)]); 4] = [
    ("/accounts/console/keys", &[("confirm", "yes")]),
    (
        "/accounts/console/clients",
        &[
            ("action", "create"),
            ("name", "Role Check"),
            ("redirect_uris", "https://role.example.com/cb"),
        ],
    ),
    (
        "/accounts/console/apis",
        &[
            ("identifier", "https://api.role.example.com"),
            ("scopes", "read"),
        ],
    ),
    (
        "/accounts/console/webhooks",
        &[
            ("action", "create"),
            ("url", "http://127.0.0.1:9/role"),
            ("events", "user.created"),
        ],
    ),
];

pub fn each_role_may_do_what_it_is_given_and_nothing_more(app: &TestApp) {
    let victim = target(app);
    let user_page = format!("/accounts/console/users/{}", victim.id);

    // An admin makes each configuration change that the roles below are
    // refused further down.
    let (mut admin, _) = operator(app, Role::Admin);
    let token = csrf_token(&mut admin);
    for (page, form) in CONFIGURATION_CHANGES {
        let before = configuration(app);
        let made = post_with_token(&mut admin, page, &token, form);
        assert!(
            matches!(made.status, 200 | 303),
            "admin {page}: {}",
            made.body
        );
        assert_ne!(configuration(app), before, "admin {page} made something");
    }

    // A viewer reads every page and changes nothing. No page offers a
    // viewer a form: the token is the browser's own, so each refusal is
    // the role's, not the CSRF check's.
    let (mut viewer, _) = operator(app, Role::Viewer);
    for (path, _) in pages(&victim.id.to_string()) {
        assert_eq!(viewer.get(&path).status, 200, "{path}");
    }
    assert!(!viewer.get(&user_page).body.contains("value=\"disable\""));
    let token = csrf_token(&mut viewer);
    let refused = post_with_token(&mut viewer, &user_page, &token, &[("action", "disable")]);
    assert_refused_by_role(&refused, ROLE_REFUSES_CHANGE, "viewer disable");
    assert!(user(app, &victim).enabled);
    let before = configuration(app);
    for (page, form) in CONFIGURATION_CHANGES {
        let refused = post_with_token(&mut viewer, page, &token, form);
        assert_refused_by_role(&refused, ROLE_REFUSES_CHANGE, &format!("viewer {page}"));
    }
    assert_eq!(configuration(app), before, "a viewer made nothing");

    // Support: users and the audit trail; the user actions of its role.
    let (mut support, support_user) = operator(app, Role::Support);
    // (Seeding the operator registered a client.)
    let before = configuration(app);
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
    let token = csrf_token(&mut support);
    for action in ["delete", "role", "end_session"] {
        let refused = post_with_token(
            &mut support,
            &user_page,
            &token,
            &[("action", action), ("confirm", "yes"), ("role", "admin")],
        );
        assert_refused_by_role(&refused, ROLE_REFUSES_CHANGE, &format!("support {action}"));
    }
    assert!(
        UserRepository::find(app.store(), victim.id)
            .unwrap()
            .is_some()
    );
    assert_eq!(
        OperatorRepository::role_of(app.store(), victim.id).unwrap(),
        None
    );
    // The configuration pages are not support's: neither their pages nor
    // their forms (which none of support's pages offer).
    for (page, form) in CONFIGURATION_CHANGES {
        let refused = post_with_token(&mut support, page, &token, form);
        assert_refused_by_role(&refused, ROLE_REFUSES_PAGE, &format!("support {page}"));
    }
    assert_eq!(configuration(app), before, "support made nothing");

    // An admin does everything: a role, then (confirmed) a deletion.
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

on_both_backends!(
    the_console_opens_only_for_operators_signed_in_with_a_second_factor,
    each_role_may_do_what_it_is_given_and_nothing_more,
    a_console_form_without_its_token_or_from_another_site_changes_nothing,
    only_the_console_keeps_the_console_open,
    operators_below_admin_leave_operators_alone_and_no_one_locks_themselves_out,
);
