//! Entries and their accounts (docs/decisions.md, "SCIM"): an entry
//! with an address has an account, made (managed, no password, verified
//! only in a verified domain) or linked (a member's); an account outside
//! the organization is never taken over; the account follows `active`;
//! deleting the entry deletes a made account and only ends another's
//! membership; every write is audited as `scim:<connection>`.

use accounts_domain::addresses::Email;
use serde_json::{Value, json};

use crate::helpers::{Reply, TestApp};
use crate::support::{ORGS, admin, connection, patch_op, scim_error, user, verified_domain};

const LOGIN: &str = "/accounts/users/v1/login";

fn login(app: &TestApp, email: &str, password: &str) -> Reply {
    app.post_json(
        LOGIN,
        &json!({"email": email, "password": password, "package_name": "com.example.app"}),
    )
}

fn account(app: &TestApp, email: &str) -> Option<accounts_domain::records::UserRecord> {
    app.store()
        .find_by_email(&Email::parse(email).unwrap())
        .unwrap()
}

/// A user with a password made through the admin API.
fn admin_user(app: &TestApp, email: &str) -> String {
    let made = admin(
        app,
        reqwest::Method::POST,
        "/accounts/admin/v1/users",
        Some(json!({"email": email, "password": "correct horse", "name": "Someone"})),
    );
    assert_eq!(made.status, 200, "{}", made.body);
    made.body["userId"].as_str().unwrap().to_owned()
}

fn members(app: &TestApp) -> Vec<Value> {
    admin(
        app,
        reqwest::Method::GET,
        &format!("{ORGS}/acme/members"),
        None,
    )
    .body["members"]
        .as_array()
        .cloned()
        .unwrap_or_default()
}

pub fn an_entry_makes_a_managed_account_verified_only_in_a_verified_domain(app: &TestApp) {
    let acme = connection(app, "acme");
    verified_domain(app, "acme", "acme.example");
    let inside = acme.create_user(
        app,
        &user(
            "ann@acme.example",
            json!({"name": {"formatted": "Ann Smith"},
            "phoneNumbers": [{"value": "+15550100", "type": "mobile"}]}),
        ),
    );
    let made = account(app, "ann@acme.example").expect("an account for the entry");
    assert!(
        made.email_verified,
        "an address in a verified domain is verified"
    );
    assert_eq!(
        (made.profile.name.as_str(), made.profile.mobile.as_str()),
        ("Ann Smith", "+15550100")
    );
    assert_eq!(login(app, "ann@acme.example", "").status, 400);
    let listed = members(app);
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0]["managed"], true, "{listed:?}");
    // Another domain: an account whose address nobody vouched for.
    acme.create_user(
        app,
        &user(
            "bob",
            json!({"emails": [{"value": "bob@elsewhere.example", "primary": true}]}),
        ),
    );
    assert!(
        !account(app, "bob@elsewhere.example")
            .unwrap()
            .email_verified
    );
    // A taken userName makes no account for the address it brings: the
    // entry, its account and their audit events are written together.
    let dan = json!({"emails": [{"value": "dan@acme.example", "primary": true}]});
    let events = |kind: &str| {
        admin(
            app,
            reqwest::Method::GET,
            &format!("/accounts/admin/v1/audit?type={kind}"),
            None,
        )
        .body["events"]
            .as_array()
            .unwrap()
            .len()
    };
    let before = (events("user.created"), events("organization.member_added"));
    let taken = acme.post(app, "/Users", &user("BOB", dan.clone()));
    assert_eq!(scim_error(&taken), (409, Some("uniqueness".into())));
    assert!(account(app, "dan@acme.example").is_none());
    assert_eq!(members(app).len(), 2);
    let after = (events("user.created"), events("organization.member_added"));
    assert_eq!(after, before, "no event of the refused entry's account");
    let dan = acme.create_user(app, &user("dan", dan));
    assert!(account(app, "dan@acme.example").is_some());
    assert_eq!(members(app).len(), 3);
    let dan_path = format!("/Users/{}", dan["id"].as_str().unwrap());
    assert_eq!(acme.delete(app, &dan_path).status, 204);
    assert!(account(app, "dan@acme.example").is_none());
    // No address: no account until one comes.
    let cy = acme.create_user(app, &user("cy", json!({})));
    assert_eq!(members(app).len(), 2);
    let path = format!("/Users/{}", cy["id"].as_str().unwrap());
    let given = acme.patch(
        app,
        &path,
        &patch_op(json!([{"op": "add", "path": "emails", "value": [{"value": "cy@acme.example", "primary": true}]}])),
    );
    assert_eq!(given.status, 200, "{}", given.body);
    assert!(account(app, "cy@acme.example").is_some());
    assert_eq!(members(app).len(), 3);

    // The account follows the entry's name.
    let ann_path = format!("/Users/{}", inside["id"].as_str().unwrap());
    let renamed = acme.patch(
        app,
        &ann_path,
        &patch_op(json!([{"op": "replace", "path": "name.formatted", "value": "Ann Jones"}])),
    );
    assert_eq!(renamed.status, 200);
    assert_eq!(
        account(app, "ann@acme.example").unwrap().profile.name,
        "Ann Jones"
    );

    // Deleting the entry deletes the account the organization made.
    assert_eq!(acme.delete(app, &ann_path).status, 204);
    assert!(account(app, "ann@acme.example").is_none());

    // Each write is audited with the connection as actor.
    let audit = admin(
        app,
        reqwest::Method::GET,
        "/accounts/admin/v1/audit?type=scim.user_created",
        None,
    );
    // ann, bob, dan and cy: the refused entry left no event.
    let events = audit.body["events"].as_array().unwrap();
    assert_eq!(events.len(), 4, "{}", audit.body);
    assert!(
        events
            .iter()
            .all(|e| e["actor"] == format!("scim:{}", acme.id))
    );
}

pub fn an_account_outside_the_organization_is_never_taken_over(app: &TestApp) {
    let acme = connection(app, "acme");
    verified_domain(app, "acme", "acme.example");
    let outsider = admin_user(app, "eve@acme.example");
    let body = user(
        "eve@acme.example",
        json!({"active": false, "name": {"formatted": "Mallory"}}),
    );
    let refused = acme.post(app, "/Users", &body);
    assert_eq!(scim_error(&refused), (409, Some("uniqueness".into())));
    // Untouched: enabled, its name, its password, no membership.
    let kept = account(app, "eve@acme.example").unwrap();
    assert!(kept.enabled);
    assert_eq!(kept.profile.name, "Someone");
    assert_eq!(login(app, "eve@acme.example", "correct horse").status, 200);
    assert!(members(app).is_empty());
    assert_eq!(
        acme.get(app, "/Users").body["totalResults"],
        0,
        "nothing half-made"
    );

    // The same request links the account once it is a member.
    let joined = admin(
        app,
        reqwest::Method::POST,
        &format!("{ORGS}/acme/members"),
        Some(json!({"userId": outsider})),
    );
    assert_eq!(joined.status, 201, "{}", joined.body);
    let linked = acme.post(app, "/Users", &body);
    assert_eq!(linked.status, 201, "{}", linked.body);
    assert!(
        !account(app, "eve@acme.example").unwrap().enabled,
        "it follows active"
    );
    // A second entry for the same account is refused.
    let twice = acme.post(
        app,
        "/Users",
        &user("eve2", json!({"emails": [{"value": "eve@acme.example"}]})),
    );
    assert_eq!(scim_error(&twice), (409, Some("uniqueness".into())));
}

pub fn inactive_ends_sessions_and_deletion_only_ends_a_linked_membership(app: &TestApp) {
    let acme = connection(app, "acme");
    let member = admin_user(app, "dan@acme.example");
    let joined = admin(
        app,
        reqwest::Method::POST,
        &format!("{ORGS}/acme/members"),
        Some(json!({"userId": member})),
    );
    assert_eq!(joined.status, 201);
    let entry = acme.create_user(app, &user("dan@acme.example", json!({})));
    let path = format!("/Users/{}", entry["id"].as_str().unwrap());
    let signed_in = login(app, "dan@acme.example", "correct horse");
    assert_eq!(signed_in.status, 200, "{}", signed_in.body);
    let token = signed_in.body["accountToken"].as_str().unwrap().to_owned();
    let me = |app: &TestApp| app.get_bearer("/accounts/users/v1/sessions", &token).status;
    assert_eq!(me(app), 200);

    let off = acme.patch(
        app,
        &path,
        &patch_op(json!([{"op": "replace", "value": {"active": false}}])),
    );
    assert_eq!(off.status, 200, "{}", off.body);
    assert_eq!(me(app), 401, "the session ended with the entry's active");
    assert_eq!(login(app, "dan@acme.example", "correct horse").status, 401);
    let on = acme.patch(
        app,
        &path,
        &patch_op(json!([{"op": "replace", "path": "active", "value": true}])),
    );
    assert_eq!(on.status, 200);
    assert_eq!(login(app, "dan@acme.example", "correct horse").status, 200);

    // The organization did not make this account: deleting the entry
    // only ends the membership.
    assert_eq!(acme.delete(app, &path).status, 204);
    assert!(account(app, "dan@acme.example").is_some());
    assert!(members(app).is_empty());
}

pub fn a_directory_reaches_no_account_beyond_its_members(app: &TestApp) {
    let acme = connection(app, "acme");
    let beta = connection(app, "beta");
    verified_domain(app, "beta", "beta.example");
    // Another organization's verified domain is that organization's to
    // speak for; the same address in no one's domain is made.
    let refused = acme.post(app, "/Users", &user("x@beta.example", json!({})));
    assert_eq!(scim_error(&refused), (409, Some("uniqueness".into())));
    assert!(account(app, "x@beta.example").is_none());
    assert_eq!(
        beta.post(app, "/Users", &user("x@beta.example", json!({})))
            .status,
        201
    );

    // An account acme's directory made that has since joined beta too
    // outlives its entry: only its acme membership ends.
    let gil = acme.create_user(
        app,
        &user(
            "gil@acme.example",
            json!({"emails": [{"value": "gil@acme.example", "primary": true}]}),
        ),
    );
    let gil_account = account(app, "gil@acme.example").expect("made").id;
    let elsewhere = admin(
        app,
        reqwest::Method::POST,
        &format!("{ORGS}/beta/members"),
        Some(json!({"userId": gil_account.to_string()})),
    );
    assert_eq!(elsewhere.status, 201, "{}", elsewhere.body);
    let gil_path = format!("/Users/{}", gil["id"].as_str().unwrap());
    assert_eq!(acme.delete(app, &gil_path).status, 204);
    assert!(account(app, "gil@acme.example").is_some());
    let memberships = |org: &str| {
        admin(
            app,
            reqwest::Method::GET,
            &format!("{ORGS}/{org}/members"),
            None,
        )
        .body["members"]
            .as_array()
            .unwrap()
            .iter()
            .any(|m| m["userId"] == gil_account.to_string())
    };
    assert_eq!((memberships("acme"), memberships("beta")), (false, true));

    // A member who left the organization is out of its directory's reach.
    let fay = admin_user(app, "fay@acme.example");
    let members_path = format!("{ORGS}/acme/members");
    let joined = admin(
        app,
        reqwest::Method::POST,
        &members_path,
        Some(json!({"userId": fay})),
    );
    assert_eq!(joined.status, 201);
    let entry = acme.create_user(app, &user("fay@acme.example", json!({})));
    let path = format!("/Users/{}", entry["id"].as_str().unwrap());
    let left = admin(
        app,
        reqwest::Method::DELETE,
        &format!("{members_path}/{fay}"),
        None,
    );
    assert_eq!(left.status, 200, "{}", left.body);
    let off = acme.patch(
        app,
        &path,
        &patch_op(
            json!([{"op": "replace", "value": {"active": false, "name.formatted": "Renamed"}}]),
        ),
    );
    assert_eq!(off.status, 200, "{}", off.body);
    let kept = account(app, "fay@acme.example").unwrap();
    assert!(kept.enabled && kept.profile.name == "Someone", "{kept:?}");
    assert_eq!(acme.delete(app, &path).status, 204);
    assert!(account(app, "fay@acme.example").is_some());

    // An operator's suspension is not undone by linking the account.
    let gus = admin_user(app, "gus@acme.example");
    let joined = admin(
        app,
        reqwest::Method::POST,
        &members_path,
        Some(json!({"userId": gus})),
    );
    assert_eq!(joined.status, 201);
    let suspended = admin(
        app,
        reqwest::Method::POST,
        &format!("/accounts/admin/v1/users/{gus}/disable"),
        Some(json!({})),
    );
    assert_eq!(suspended.status, 200, "{}", suspended.body);
    let linked = acme.create_user(app, &user("gus@acme.example", json!({"active": true})));
    assert!(!account(app, "gus@acme.example").unwrap().enabled);

    // A linked entry cannot take another account's address.
    let path = format!("/Users/{}", linked["id"].as_str().unwrap());
    let moved = acme.patch(
        app,
        &path,
        &patch_op(json!([{"op": "replace", "path": "emails", "value": [{"value": "x@beta.example", "primary": true}]}])),
    );
    assert_eq!(scim_error(&moved), (409, Some("uniqueness".into())));
    let own = acme.patch(
        app,
        &path,
        &patch_op(json!([{"op": "replace", "path": "emails", "value": [{"value": "gus@acme.example", "primary": true}]}])),
    );
    assert_eq!(own.status, 200, "{}", own.body);
}

on_both_backends!(
    a_directory_reaches_no_account_beyond_its_members,
    an_entry_makes_a_managed_account_verified_only_in_a_verified_domain,
    an_account_outside_the_organization_is_never_taken_over,
    inactive_ends_sessions_and_deletion_only_ends_a_linked_membership,
);
