//! `POST /Bulk` (docs/api.md, "SCIM"): operations in order, `bulkId`
//! references (forward ones too), `failOnErrors`, and the limits the
//! configuration document names.

use serde_json::{Value, json};

use crate::helpers::TestApp;
use crate::support::{connection, scim_error, user};

const BULK: &str = "urn:ietf:params:scim:api:messages:2.0:BulkRequest";
const GROUP: &str = "urn:ietf:params:scim:schemas:core:2.0:Group";

fn request(operations: Value) -> Value {
    json!({"schemas": [BULK], "Operations": operations})
}

pub fn bulk_runs_operations_with_their_references(app: &TestApp) {
    let acme = connection(app, "acme");
    let config = acme.get(app, "/ServiceProviderConfig");
    assert_eq!(config.body["bulk"]["supported"], true);
    assert_eq!(config.body["bulk"]["maxOperations"], 100);
    assert_eq!(config.body["bulk"]["maxPayloadSize"], 1_048_576);

    let reply = acme.post(
        app,
        "/Bulk",
        &request(json!([
            // The group names a user made after it: it waits for it.
            {"method": "POST", "path": "/Groups", "bulkId": "g1",
             "data": {"schemas": [GROUP], "displayName": "Sales", "members": [{"value": "bulkId:u1"}]}},
            {"method": "POST", "path": "/Users", "bulkId": "u1", "data": user("ann@acme.example", json!({}))},
            {"method": "PATCH", "path": "/Users/bulkId:u1",
             "data": {"schemas": ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
                      "Operations": [{"op": "replace", "path": "displayName", "value": "Ann"}]}},
            {"method": "DELETE", "path": "/Users/01JD00000000000000000000ZZ"},
            {"method": "POST", "path": "/Users", "bulkId": "dup", "data": user("ANN@acme.example", json!({}))},
        ])),
    );
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(
        reply.body["schemas"][0],
        "urn:ietf:params:scim:api:messages:2.0:BulkResponse"
    );
    let ops = reply.body["Operations"].as_array().unwrap();
    let status: Vec<&str> = ops.iter().map(|o| o["status"].as_str().unwrap()).collect();
    assert_eq!(
        status,
        ["201", "201", "200", "404", "409"],
        "{}",
        reply.body
    );
    assert_eq!(ops[4]["response"]["scimType"], "uniqueness");
    let user_location = ops[1]["location"].as_str().unwrap();
    let user_id = user_location.rsplit('/').next().unwrap();
    assert_eq!(ops[2]["version"], "W/\"2\"");
    let group = acme.get(
        app,
        &format!(
            "/Groups/{}",
            ops[0]["location"]
                .as_str()
                .unwrap()
                .rsplit('/')
                .next()
                .unwrap()
        ),
    );
    assert_eq!(group.body["members"][0]["value"], user_id);
    assert_eq!(
        acme.get(app, &format!("/Users/{user_id}")).body["displayName"],
        "Ann"
    );

    // failOnErrors: after that many errors nothing more runs.
    let stopped = acme.post(
        app,
        "/Bulk",
        &json!({"schemas": [BULK], "failOnErrors": 1, "Operations": [
            {"method": "DELETE", "path": "/Users/01JD00000000000000000000ZZ"},
            {"method": "POST", "path": "/Users", "bulkId": "b", "data": user("bob@acme.example", json!({}))},
        ]}),
    );
    assert_eq!(stopped.status, 200, "{}", stopped.body);
    assert_eq!(stopped.body["Operations"].as_array().unwrap().len(), 1);
    assert_eq!(acme.find(app, "userName eq \"bob@acme.example\"").0, 0);

    // A reference to nothing fails that operation only.
    let dangling = acme.post(
        app,
        "/Bulk",
        &request(json!([
            {"method": "PATCH", "path": "/Users/bulkId:nobody", "data": {}},
            {"method": "POST", "path": "/Users", "bulkId": "c", "data": user("cy@acme.example", json!({}))},
        ])),
    );
    let ops = dangling.body["Operations"].as_array().unwrap();
    assert_eq!(
        (ops[0]["status"].as_str(), ops[1]["status"].as_str()),
        (Some("400"), Some("201"))
    );
}

pub fn bulk_limits_are_the_configurations(app: &TestApp) {
    let acme = connection(app, "acme");
    let one = |n: usize| {
        json!({"method": "POST", "path": "/Users", "bulkId": format!("u{n}"),
               "data": user(&format!("u{n}"), json!({}))})
    };
    let too_many: Vec<Value> = (0..101).map(one).collect();
    assert_eq!(
        scim_error(&acme.post(app, "/Bulk", &request(json!(too_many)))),
        (413, Some("tooMany".into()))
    );
    let enough: Vec<Value> = (0..100).map(one).collect();
    let reply = acme.post(app, "/Bulk", &request(json!(enough)));
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(acme.get(app, "/Users?count=0").body["totalResults"], 100);
    let huge = request(json!([{"method": "POST", "path": "/Users", "bulkId": "h",
        "data": user("h", json!({"displayName": "a".repeat(1_100_000)}))}]));
    assert_eq!(scim_error(&acme.post(app, "/Bulk", &huge)).0, 413);
    assert_eq!(
        scim_error(&acme.post(app, "/Bulk", &json!({"Operations": []}))),
        (400, Some("invalidSyntax".into()))
    );
    let no_bulk_id =
        request(json!([{"method": "POST", "path": "/Users", "data": user("z", json!({}))}]));
    assert_eq!(
        scim_error(&acme.post(app, "/Bulk", &no_bulk_id)),
        (400, Some("invalidSyntax".into()))
    );
}

on_both_backends!(
    bulk_runs_operations_with_their_references,
    bulk_limits_are_the_configurations,
);
