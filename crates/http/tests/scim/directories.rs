//! What real directories send (docs/decisions.md, "SCIM"): the request
//! bodies Okta's and Microsoft Entra ID's SCIM documentation shows,
//! replayed as they are written there, in the order those directories
//! send them.
//!
//! Okta: developer.okta.com, "SCIM 2.0 protocol reference" (create,
//! filter by userName, full replace, deactivation, password sync).
//! Entra ID: learn.microsoft.com, "Develop and plan provisioning for a
//! SCIM endpoint in Microsoft Entra ID" (create, filter, the zero-result
//! filter, multi-valued and single-valued replace, manager, disable as
//! boolean and as the string "False", delete).

use serde_json::Value;

use crate::helpers::TestApp;
use crate::support::{Connection, connection, scim_error};

fn body(text: &str) -> Value {
    serde_json::from_str(text).unwrap()
}

fn ok(reply: crate::helpers::Reply, status: u16) -> Value {
    assert_eq!(reply.status, status, "{}", reply.body);
    reply.body
}

const OKTA_CREATE: &str = r#"{
    "schemas": ["urn:ietf:params:scim:schemas:core:2.0:User"],
    "userName": "test.user@okta.local",
    "name": {
        "givenName": "Test",
        "familyName": "User"
    },
    "emails": [{
        "primary": true,
        "value": "test.user@okta.local",
        "type": "work"
    }],
    "displayName": "Test User",
    "locale": "en-US",
    "externalId": "00ujl29u0le5T6Aj10h7",
    "groups": [],
    "password": "1mz050nq",
    "active": true
}"#;

const OKTA_REPLACE: &str = r#"{
    "schemas": ["urn:ietf:params:scim:schemas:core:2.0:User"],
    "id": "ID",
    "userName": "test.user@okta.local",
    "name": {
        "givenName": "Another",
        "familyName": "User"
    },
    "emails": [{
        "primary": true,
        "value": "test.user@okta.local",
        "type": "work"
    }],
    "active": true,
    "groups": [],
    "meta": {
        "resourceType": "User"
    }
}"#;

const OKTA_DEACTIVATE: &str = r#"{
    "schemas": ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
    "Operations": [{
        "op": "replace",
        "value": {
            "active": false
        }
    }]
}"#;

const OKTA_PASSWORD: &str = r#"{
    "schemas": ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
    "Operations": [{
        "op": "replace",
        "value": {
            "password": "t1meMa$heen"
        }
    }]
}"#;

pub fn okta_provisions_as_its_documentation_shows(app: &TestApp) {
    let okta = connection(app, "acme");
    // Okta looks the user up first, then creates them.
    let (found, _) = okta.find(app, "userName eq \"test.user@okta.local\"");
    assert_eq!(found, 0);
    let made = ok(okta.post(app, "/Users", &body(OKTA_CREATE)), 201);
    let id = made["id"].as_str().unwrap().to_owned();
    assert_eq!(made["externalId"], "00ujl29u0le5T6Aj10h7");
    assert!(made.get("password").is_none() && made.get("locale").is_none());
    let listed = ok(
        okta.get(
            app,
            "/Users?filter=userName%20eq%20%22test.user%40okta.local%22&startIndex=1&count=100",
        ),
        200,
    );
    assert_eq!(listed["totalResults"], 1);
    assert_eq!(listed["Resources"][0]["id"], id.as_str());

    let replaced = ok(
        okta.put(
            app,
            &format!("/Users/{id}"),
            &body(&OKTA_REPLACE.replace("\"ID\"", &format!("\"{id}\""))),
        ),
        200,
    );
    assert_eq!(replaced["name"]["givenName"], "Another");
    assert_eq!(
        replaced["id"],
        id.as_str(),
        "the id in a PUT body is read only"
    );
    assert!(
        replaced.get("externalId").is_none(),
        "Okta's PUT left it out"
    );

    ok(
        okta.patch(app, &format!("/Users/{id}"), &body(OKTA_PASSWORD)),
        200,
    );
    let off = ok(
        okta.patch(app, &format!("/Users/{id}"), &body(OKTA_DEACTIVATE)),
        200,
    );
    assert_eq!(off["active"], false);
}

const ENTRA_CREATE: &str = r#"{
    "schemas": [
        "urn:ietf:params:scim:schemas:core:2.0:User",
        "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User"],
    "externalId": "0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef",
    "userName": "Test_User_ab6490ee-1e48-479e-a20b-2d77186b5dd1",
    "active": true,
    "emails": [{
        "primary": true,
        "type": "work",
        "value": "Test_User_fd0ea19b-0777-472c-9f96-4f70d2226f2e@testuser.com"
    }],
    "meta": {
        "resourceType": "User"
    },
    "name": {
        "formatted": "givenName familyName",
        "familyName": "familyName",
        "givenName": "givenName"
    },
    "roles": []
}"#;

const ENTRA_MULTI_VALUED: &str = r#"{
    "schemas": ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
    "Operations": [
            {
            "op": "Replace",
            "path": "emails[type eq \"work\"].value",
            "value": "updatedEmail@microsoft.com"
            },
            {
            "op": "Replace",
            "path": "name.familyName",
            "value": "updatedFamilyName"
            }
    ]
}"#;

const ENTRA_SINGLE_VALUED: &str = r#"{
    "schemas": ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
    "Operations": [{
        "op": "Replace",
        "path": "userName",
        "value": "5b50642d-79fc-4410-9e90-4c077cdd1a59@testuser.com"
    }]
}"#;

const ENTRA_MANAGER: &str = r#"{
    "schemas": ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
    "Operations": [{
        "op": "Add",
        "path": "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:manager",
        "value": "2819c223-7f76-453a-919d-413861904646"
    }]
}"#;

const ENTRA_DISABLE: &str = r#"{
    "Operations": [{
        "op": "Replace",
        "path": "active",
        "value": false
    }],
    "schemas": ["urn:ietf:params:scim:api:messages:2.0:PatchOp"]
}"#;

const ENTRA_DISABLE_AS_TEXT: &str = r#"{
    "schemas": ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
    "Operations": [{
        "op": "Replace",
        "path": "active",
        "value": "False"
    }]
}"#;

fn entra_user(app: &TestApp, entra: &Connection) -> String {
    let (zero, _) = entra.find(app, "userName eq \"non-existent user\"");
    assert_eq!(zero, 0);
    let made = ok(entra.post(app, "/Users", &body(ENTRA_CREATE)), 201);
    assert_eq!(made["name"]["formatted"], "givenName familyName");
    made["id"].as_str().unwrap().to_owned()
}

pub fn entra_id_provisions_as_its_documentation_shows(app: &TestApp) {
    let entra = connection(app, "acme");
    let id = entra_user(app, &entra);
    let (one, found) = entra.find(
        app,
        "userName eq \"Test_User_ab6490ee-1e48-479e-a20b-2d77186b5dd1\"",
    );
    assert_eq!((one, found[0]["id"].as_str()), (1, Some(id.as_str())));
    let path = format!("/Users/{id}");

    let changed = ok(entra.patch(app, &path, &body(ENTRA_MULTI_VALUED)), 200);
    assert_eq!(changed["emails"][0]["value"], "updatedEmail@microsoft.com");
    assert_eq!(changed["emails"][0]["primary"], true);
    assert_eq!(changed["name"]["familyName"], "updatedFamilyName");
    let renamed = ok(entra.patch(app, &path, &body(ENTRA_SINGLE_VALUED)), 200);
    assert_eq!(
        renamed["userName"],
        "5b50642d-79fc-4410-9e90-4c077cdd1a59@testuser.com"
    );
    let managed = ok(entra.patch(app, &path, &body(ENTRA_MANAGER)), 200);
    assert_eq!(
        managed["urn:ietf:params:scim:schemas:extension:enterprise:2.0:User"]["manager"]["value"],
        "2819c223-7f76-453a-919d-413861904646"
    );
    let off = ok(entra.patch(app, &path, &body(ENTRA_DISABLE)), 200);
    assert_eq!(off["active"], false);
    ok(
        entra.patch(
            app,
            &path,
            &body(
                r#"{"schemas": ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
        "Operations": [{"op": "Replace", "path": "active", "value": "True"}]}"#,
            ),
        ),
        200,
    );
    let off = ok(entra.patch(app, &path, &body(ENTRA_DISABLE_AS_TEXT)), 200);
    assert_eq!(off["active"], false);

    assert_eq!(entra.delete(app, &path).status, 204);
    assert_eq!(scim_error(&entra.get(app, &path)).0, 404);
}

on_both_backends!(
    okta_provisions_as_its_documentation_shows,
    entra_id_provisions_as_its_documentation_shows,
);
