//! `/Groups` (docs/api.md, "SCIM"): groups of the organization's
//! entries, with every way Okta and Entra ID change their members (the
//! request bodies of their documentation, verbatim).

use serde_json::{Value, json};

use crate::helpers::TestApp;
use crate::support::{connection, patch_op, scim_error, user};

const GROUP: &str = "urn:ietf:params:scim:schemas:core:2.0:Group";

fn ok(reply: crate::helpers::Reply, status: u16) -> Value {
    assert_eq!(reply.status, status, "{}", reply.body);
    reply.body
}

fn member_ids(group: &Value) -> Vec<String> {
    let mut ids: Vec<String> = group["members"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["value"].as_str().unwrap().to_owned())
        .collect();
    ids.sort();
    ids
}

fn sorted(mut ids: Vec<String>) -> Vec<String> {
    ids.sort();
    ids
}

pub fn groups_hold_the_organizations_entries_only(app: &TestApp) {
    let acme = connection(app, "acme");
    let beta = connection(app, "beta");
    let ann = acme.create_user(app, &user("ann", json!({})))["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let bob = acme.create_user(app, &user("bob", json!({})))["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let outsider = beta.create_user(app, &user("eve", json!({})))["id"]
        .as_str()
        .unwrap()
        .to_owned();

    // A member that is no entry of the organization is ignored.
    let made = ok(
        acme.post(
            app,
            "/Groups",
            &json!({"schemas": [GROUP], "displayName": "Sales",
            "externalId": "g-1",
            "members": [{"value": ann, "display": "Ann"}, {"value": outsider}, {"value": "fake-member-id"}]}),
        ),
        201,
    );
    let id = made["id"].as_str().unwrap().to_owned();
    assert_eq!(member_ids(&made), [ann.as_str()]);
    assert_eq!(made["members"][0]["display"], "Ann");
    assert_eq!(made["members"][0]["type"], "User");
    assert_eq!(made["meta"]["resourceType"], "Group");
    assert_eq!(made["externalId"], "g-1");
    let path = format!("/Groups/{id}");
    assert_eq!(ok(acme.get(app, &path), 200), made);
    // Its member shows it among her groups (read only); others do not.
    let ann_read = ok(acme.get(app, &format!("/Users/{ann}")), 200);
    assert_eq!(ann_read["groups"][0]["value"], id.as_str(), "{ann_read}");
    assert_eq!(ann_read["groups"][0]["display"], "Sales");
    assert_eq!(ann_read["groups"][0]["type"], "direct");
    assert!(
        ann_read["groups"][0]["$ref"]
            .as_str()
            .unwrap()
            .ends_with(&format!("/Groups/{id}"))
    );
    let bob_read = ok(acme.get(app, &format!("/Users/{bob}")), 200);
    assert!(bob_read.get("groups").is_none(), "{bob_read}");
    let by_group = ok(
        acme.get(
            app,
            &format!("/Users?filter=groups.value%20eq%20%22{id}%22"),
        ),
        200,
    );
    assert_eq!(by_group["totalResults"], 1, "{by_group}");
    assert_eq!(by_group["Resources"][0]["id"], ann.as_str());

    // A sub-attribute left out: the members stay, without their display.
    let lean = ok(
        acme.get(app, &format!("{path}?excludedAttributes=members.display")),
        200,
    );
    assert_eq!(member_ids(&lean), [ann.as_str()]);
    assert!(lean["members"][0].get("display").is_none(), "{lean}");
    assert_eq!(lean["displayName"], "Sales");
    assert_eq!(scim_error(&beta.get(app, &path)).0, 404);
    let twice = acme.post(
        app,
        "/Groups",
        &json!({"schemas": [GROUP], "displayName": "SALES"}),
    );
    assert_eq!(scim_error(&twice), (409, Some("uniqueness".into())));

    // Members added, including one that is there and a fake one.
    let added = ok(
        acme.patch(app, &path, &patch_op(json!([
            {"op": "add", "path": "members", "value": [{"value": bob}, {"value": ann}, {"value": "fake-member-id"}]}
        ]))),
        200,
    );
    assert_eq!(member_ids(&added), sorted(vec![ann.clone(), bob.clone()]));

    // Lists: by displayName without case; without members.
    let listed = ok(
        acme.get(
            app,
            "/Groups?filter=displayName%20eq%20%22sales%22&excludedAttributes=members",
        ),
        200,
    );
    assert_eq!(listed["totalResults"], 1);
    assert!(listed["Resources"][0].get("members").is_none());
    let by_member = ok(
        acme.get(
            app,
            &format!("/Groups?filter=members.value%20eq%20%22{bob}%22"),
        ),
        200,
    );
    assert_eq!(by_member["totalResults"], 1);

    // A deleted entry leaves its groups.
    assert_eq!(acme.delete(app, &format!("/Users/{bob}")).status, 204);
    assert_eq!(member_ids(&ok(acme.get(app, &path), 200)), [ann.as_str()]);

    // PUT replaces the members.
    let replaced = ok(
        acme.put(
            app,
            &path,
            &json!({"schemas": [GROUP], "displayName": "Sales EU", "members": []}),
        ),
        200,
    );
    assert_eq!(
        (
            replaced["displayName"].as_str(),
            member_ids(&replaced).len()
        ),
        (Some("Sales EU"), 0)
    );
    assert!(replaced.get("externalId").is_none());
    assert_eq!(acme.delete(app, &path).status, 204);
    assert_eq!(scim_error(&acme.get(app, &path)).0, 404);
}

pub fn okta_and_entra_id_change_groups_as_their_documentation_shows(app: &TestApp) {
    let dir = connection(app, "acme");
    let one = dir.create_user(app, &user("one", json!({})))["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let two = dir.create_user(app, &user("two", json!({})))["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let body = |text: String| -> Value { serde_json::from_str(&text).unwrap() };

    // Okta: create, rename path-less (with the id it sends), add, remove
    // by a value filter.
    let okta = ok(
        dir.post(
            app,
            "/Groups",
            &body(
                r#"{
            "schemas": ["urn:ietf:params:scim:schemas:core:2.0:Group"],
            "displayName": "Test SCIMv2",
            "members": []
        }"#
                .into(),
            ),
        ),
        201,
    );
    let id = okta["id"].as_str().unwrap().to_owned();
    let path = format!("/Groups/{id}");
    let renamed = ok(
        dir.patch(
            app,
            &path,
            &body(format!(
                r#"{{
        "schemas": ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
        "Operations": [{{
            "op": "replace",
            "value": {{
                "id": "{id}",
                "displayName": "Test SCIMv2 renamed"
            }}
        }}]
    }}"#
            )),
        ),
        200,
    );
    assert_eq!(renamed["displayName"], "Test SCIMv2 renamed");
    let added = ok(
        dir.patch(
            app,
            &path,
            &body(format!(
                r#"{{
        "schemas": ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
        "Operations": [{{
            "op": "add",
            "path": "members",
            "value": [{{
                "value": "{one}",
                "display": "one"
            }}, {{
                "value": "{two}",
                "display": "two"
            }}]
        }}]
    }}"#
            )),
        ),
        200,
    );
    assert_eq!(member_ids(&added), sorted(vec![one.clone(), two.clone()]));
    let removed = ok(
        dir.patch(
            app,
            &path,
            &body(format!(
                r#"{{
        "schemas": ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
        "Operations": [{{
            "op": "remove",
            "path": "members[value eq \"{one}\"]"
        }}]
    }}"#
            )),
        ),
        200,
    );
    assert_eq!(member_ids(&removed), [two.as_str()]);

    // Entra ID: create with its own schema named beside the core one,
    // filter without members, rename, add and remove a member by value.
    let entra = ok(
        dir.post(app, "/Groups", &body(r#"{
            "schemas": ["urn:ietf:params:scim:schemas:core:2.0:Group", "http://schemas.microsoft.com/2006/11/ResourceManagement/ADSCIM/Group"],
            "externalId": "8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159",
            "displayName": "displayName",
            "meta": {
                "resourceType": "Group"
            }
        }"#.into())),
        201,
    );
    let path = format!("/Groups/{}", entra["id"].as_str().unwrap());
    let found = ok(
        dir.get(
            app,
            "/Groups?excludedAttributes=members&filter=displayName%20eq%20%22displayName%22",
        ),
        200,
    );
    assert_eq!(found["totalResults"], 1);
    ok(
        dir.patch(
            app,
            &path,
            &body(
                r#"{
        "schemas": ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
        "Operations": [{
            "op": "Replace",
            "path": "displayName",
            "value": "1879db59-3bdf-4490-ad68-ab880a269474updatedDisplayName"
        }]
    }"#
                .into(),
            ),
        ),
        200,
    );
    let added = ok(
        dir.patch(
            app,
            &path,
            &body(format!(
                r#"{{
        "schemas": ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
        "Operations": [{{
            "op": "Add",
            "path": "members",
            "value": [{{
                "$ref": null,
                "value": "{one}"
            }}]
        }}]
    }}"#
            )),
        ),
        200,
    );
    assert_eq!(member_ids(&added), [one.as_str()]);
    let removed = ok(
        dir.patch(
            app,
            &path,
            &body(format!(
                r#"{{
        "schemas": ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
        "Operations": [{{
            "op": "Remove",
            "path": "members",
            "value": [{{
                "$ref": null,
                "value": "{one}"
            }}]
        }}]
    }}"#
            )),
        ),
        200,
    );
    assert!(member_ids(&removed).is_empty());
    assert_eq!(
        removed["displayName"],
        "1879db59-3bdf-4490-ad68-ab880a269474updatedDisplayName"
    );
}

/// Entries made through Bulk, a hundred a request: their ids.
fn many_entries(app: &TestApp, acme: &crate::support::Connection, n: usize) -> Vec<String> {
    let mut ids = Vec::with_capacity(n);
    for first in (0..n).step_by(100) {
        let operations: Vec<Value> = (first..n.min(first + 100))
            .map(|i| {
                json!({"method": "POST", "path": "/Users", "bulkId": format!("u{i}"),
                           "data": user(&format!("p{i}"), json!({}))})
            })
            .collect();
        let done = ok(
            acme.post(
                app,
                "/Bulk",
                &json!({"schemas": ["urn:ietf:params:scim:api:messages:2.0:BulkRequest"],
                        "Operations": operations}),
            ),
            200,
        );
        for op in done["Operations"].as_array().unwrap() {
            assert_eq!(op["status"], "201", "{op}");
            let location = op["location"].as_str().unwrap();
            ids.push(location.rsplit('/').next().unwrap().to_owned());
        }
    }
    ids
}

pub fn a_large_group_is_written_in_chunks(app: &TestApp) {
    let acme = connection(app, "acme");
    // More members than one statement names (a thousand ids), so every
    // step (the check that they are entries, the insert, the removal)
    // runs in several.
    let ids = many_entries(app, &acme, 2_500);
    let members: Vec<Value> = ids.iter().map(|id| json!({"value": id})).collect();
    let made = ok(
        acme.post(
            app,
            "/Groups",
            &json!({"schemas": [GROUP], "displayName": "Everyone", "members": members}),
        ),
        201,
    );
    let mut sorted = ids.clone();
    sorted.sort();
    assert_eq!(member_ids(&made), sorted);
    let path = format!("/Groups/{}", made["id"].as_str().unwrap());
    let kept: Vec<Value> = ids[..900].iter().map(|id| json!({"value": id})).collect();
    let replaced = ok(
        acme.put(
            app,
            &path,
            &json!({"schemas": [GROUP], "displayName": "Everyone", "members": kept}),
        ),
        200,
    );
    let mut first = ids[..900].to_vec();
    first.sort();
    assert_eq!(member_ids(&replaced), first);
    assert_eq!(member_ids(&ok(acme.get(app, &path), 200)), first);
}

on_both_backends!(
    a_large_group_is_written_in_chunks,
    groups_hold_the_organizations_entries_only,
    okta_and_entra_id_change_groups_as_their_documentation_shows,
);
