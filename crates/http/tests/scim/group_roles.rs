//! A directory's groups decide roles in tokens (docs/api.md, "SCIM"):
//! an operator maps a group to organization roles; its members hold
//! them beside their own, in the id_token's `org_roles`, and lose them
//! when they leave the group or the group goes.

use serde_json::{Value, json};

use crate::helpers::{TestApp, jwt_part};
use crate::support::{ORGS, admin, connection, patch_op, user};

const GROUP: &str = "urn:ietf:params:scim:schemas:core:2.0:Group";

/// The `org_roles` of an id_token signed for `acme` with `account`.
fn org_roles(app: &TestApp, client: &str, account: &str) -> Value {
    let reply = app.send(
        app.http
            .post(app.url("/accounts/oauth2/v1/id-token"))
            .bearer_auth(account)
            .json(&json!({"client_id": client, "scope": "openid organization:acme"})),
    );
    assert_eq!(reply.status, 200, "{}", reply.body);
    jwt_part(reply.body["id_token"].as_str().unwrap(), 1)["org_roles"].clone()
}

/// The member's hand-given roles and those held through groups.
fn member_roles(app: &TestApp) -> (Value, Value) {
    let listed = admin(
        app,
        reqwest::Method::GET,
        &format!("{ORGS}/acme/members"),
        None,
    );
    let member = &listed.body["members"][0];
    (member["roles"].clone(), member["groupRoles"].clone())
}

pub fn a_groups_roles_reach_its_members_tokens(app: &TestApp) {
    let acme = connection(app, "acme");
    let role = admin(
        app,
        reqwest::Method::POST,
        "/accounts/admin/v1/organization-roles",
        Some(json!({"key": "billing", "permissions": []})),
    );
    assert_eq!(role.status, 201, "{}", role.body);
    let client = admin(
        app,
        reqwest::Method::POST,
        "/accounts/admin/v1/clients",
        Some(
            json!({"name": "Shop", "redirect_uris": ["https://shop.example.com/cb"],
                    "scopes": ["openid", "organization:*"]}),
        ),
    );
    assert_eq!(client.status, 200, "{}", client.body);
    let client = client.body["client_id"].as_str().unwrap().to_owned();
    // A member with a password, whose entry the directory links.
    let made = admin(
        app,
        reqwest::Method::POST,
        "/accounts/admin/v1/users",
        Some(json!({"email": "dan@acme.example", "password": "correct horse", "name": "Dan"})),
    );
    let dan = made.body["userId"].as_str().unwrap().to_owned();
    let joined = admin(
        app,
        reqwest::Method::POST,
        &format!("{ORGS}/acme/members"),
        Some(json!({"userId": dan})),
    );
    assert_eq!(joined.status, 201);
    let entry = acme.create_user(app, &user("dan@acme.example", json!({})));
    let entry = entry["id"].as_str().unwrap().to_owned();
    let login = app.post_json(
        "/accounts/users/v1/login",
        &json!({"email": "dan@acme.example", "password": "correct horse", "package_name": "com.example.app"}),
    );
    assert_eq!(login.status, 200, "{}", login.body);
    let account = login.body["accountToken"].as_str().unwrap().to_owned();
    assert_eq!(org_roles(app, &client, &account), json!(["member"]));

    let finance = acme.post(
        app,
        "/Groups",
        &json!({"schemas": [GROUP], "displayName": "Finance", "members": [{"value": entry}]}),
    );
    assert_eq!(finance.status, 201, "{}", finance.body);
    let finance = finance.body["id"].as_str().unwrap().to_owned();
    let roles_path = format!("{ORGS}/acme/groups/{finance}/roles");
    // An undefined role is refused; a defined one is set.
    let undefined = admin(
        app,
        reqwest::Method::PUT,
        &roles_path,
        Some(json!({"roles": ["nope"]})),
    );
    undefined.assert_error(400, "INVALID_REQUEST");
    let mapped = admin(
        app,
        reqwest::Method::PUT,
        &roles_path,
        Some(json!({"roles": ["billing"]})),
    );
    assert_eq!(mapped.status, 200, "{}", mapped.body);
    assert_eq!(mapped.body["roles"], json!(["billing"]));
    assert_eq!(member_roles(app), (json!(["member"]), json!(["billing"])));
    assert_eq!(
        org_roles(app, &client, &account),
        json!(["member", "billing"])
    );
    // An operator's change of the hand-given roles leaves the group's
    // apart: they go when the group does, not with the operator's list.
    for roles in [json!(["member", "billing"]), json!(["member"])] {
        let set = admin(
            app,
            reqwest::Method::PUT,
            &format!("{ORGS}/acme/members/{dan}"),
            Some(json!({ "roles": roles })),
        );
        assert_eq!(set.status, 200, "{}", set.body);
    }
    assert_eq!(member_roles(app), (json!(["member"]), json!(["billing"])));
    assert_eq!(
        org_roles(app, &client, &account),
        json!(["member", "billing"])
    );

    // Leaving the group takes the role away; coming back gives it again.
    let left = acme.patch(
        app,
        &format!("/Groups/{finance}"),
        &patch_op(json!([{"op": "remove", "path": format!("members[value eq \"{entry}\"]")}])),
    );
    assert_eq!(left.status, 200, "{}", left.body);
    assert_eq!(org_roles(app, &client, &account), json!(["member"]));
    let back = acme.patch(
        app,
        &format!("/Groups/{finance}"),
        &patch_op(json!([{"op": "add", "path": "members", "value": [{"value": entry}]}])),
    );
    assert_eq!(back.status, 200);
    assert_eq!(
        org_roles(app, &client, &account),
        json!(["member", "billing"])
    );
    // The group's deletion takes it away too; the roles given by hand stay.
    assert_eq!(acme.delete(app, &format!("/Groups/{finance}")).status, 204);
    assert_eq!(org_roles(app, &client, &account), json!(["member"]));
    let gone = admin(
        app,
        reqwest::Method::PUT,
        &roles_path,
        Some(json!({"roles": ["billing"]})),
    );
    gone.assert_error(404, "NOT_FOUND");
}

/// How many `organization.roles_changed` events the webhook `hook` got.
fn roles_changed(app: &TestApp, hook: &str) -> usize {
    let listed = admin(
        app,
        reqwest::Method::GET,
        &format!("/accounts/admin/v1/webhooks/{hook}/deliveries?status="),
        None,
    );
    assert_eq!(listed.status, 200, "{}", listed.body);
    listed.body["deliveries"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| d["type"] == "organization.roles_changed")
        .count()
}

pub fn groups_raise_roles_changed_and_a_deleted_role_leaves_them(app: &TestApp) {
    let acme = connection(app, "acme");
    for key in ["billing", "audit"] {
        let role = admin(
            app,
            reqwest::Method::POST,
            "/accounts/admin/v1/organization-roles",
            Some(json!({"key": key, "permissions": []})),
        );
        assert_eq!(role.status, 201, "{}", role.body);
    }
    let hook = admin(
        app,
        reqwest::Method::POST,
        "/accounts/admin/v1/webhooks",
        Some(json!({"url": "http://127.0.0.1:9/hooks", "events": ["organization.roles_changed"]})),
    );
    assert_eq!(hook.status, 201, "{}", hook.body);
    let hook = hook.body["id"].as_str().unwrap().to_owned();
    let entry = acme.create_user(
        app,
        &user(
            "eve@acme.example",
            json!({"emails": [{"value": "eve@acme.example", "primary": true}]}),
        ),
    );
    let entry = entry["id"].as_str().unwrap().to_owned();
    // Joining raises no roles change.
    assert_eq!(roles_changed(app, &hook), 0);

    // Mapping the group of a member changes her roles: one event; so do
    // leaving the group and coming back.
    let finance = acme.post(
        app,
        "/Groups",
        &json!({"schemas": [GROUP], "displayName": "Finance", "members": [{"value": entry}]}),
    );
    assert_eq!(finance.status, 201, "{}", finance.body);
    let finance = finance.body["id"].as_str().unwrap().to_owned();
    assert_eq!(roles_changed(app, &hook), 0, "a group without roles");
    let roles_path = format!("{ORGS}/acme/groups/{finance}/roles");
    let mapped = admin(
        app,
        reqwest::Method::PUT,
        &roles_path,
        Some(json!({"roles": ["billing", "audit"]})),
    );
    assert_eq!(mapped.status, 200, "{}", mapped.body);
    assert_eq!(roles_changed(app, &hook), 1);
    let members = format!("/Groups/{finance}");
    let left = acme.patch(
        app,
        &members,
        &patch_op(json!([{"op": "remove", "path": format!("members[value eq \"{entry}\"]")}])),
    );
    assert_eq!(left.status, 200, "{}", left.body);
    assert_eq!(member_roles(app).1, json!([]));
    let back = acme.patch(
        app,
        &members,
        &patch_op(json!([{"op": "add", "path": "members", "value": [{"value": entry}]}])),
    );
    assert_eq!(back.status, 200, "{}", back.body);
    assert_eq!(roles_changed(app, &hook), 3);
    assert_eq!(member_roles(app).1, json!(["billing", "audit"]));

    // A deleted role leaves the group's mapping and the members' roles
    // (an event), and a role made again under its key is not the
    // group's: nothing gives it back.
    let deleted = admin(
        app,
        reqwest::Method::DELETE,
        "/accounts/admin/v1/organization-roles/billing",
        None,
    );
    assert_eq!(deleted.status, 200, "{}", deleted.body);
    assert_eq!(member_roles(app).1, json!(["audit"]));
    assert_eq!(roles_changed(app, &hook), 4);
    let again = admin(
        app,
        reqwest::Method::POST,
        "/accounts/admin/v1/organization-roles",
        Some(json!({"key": "billing", "permissions": []})),
    );
    assert_eq!(again.status, 201, "{}", again.body);
    let touched = acme.patch(
        app,
        &members,
        &patch_op(json!([{"op": "replace", "path": "displayName", "value": "Finance EU"}])),
    );
    assert_eq!(touched.status, 200, "{}", touched.body);
    assert_eq!(member_roles(app).1, json!(["audit"]));
}

on_both_backends!(
    a_groups_roles_reach_its_members_tokens,
    groups_raise_roles_changed_and_a_deleted_role_leaves_them
);
