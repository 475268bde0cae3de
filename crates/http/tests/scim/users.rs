//! `/Users` (docs/api.md, "SCIM"): create, read, replace, PATCH, delete;
//! filters over the RFC's grammar, paging, `attributes`, ETags.

use serde_json::{Value, json};

use crate::helpers::TestApp;
use crate::support::{ENTERPRISE, connection, patch_op, scim_error, user};

fn people(app: &TestApp, acme: &crate::support::Connection) -> Vec<Value> {
    [
        ("ann.smith", "Ann", "Smith", "work", "Sales", true),
        ("bob.smithers", "Bob", "Smithers", "home", "Sales", true),
        ("cy.jones", "Cy", "Jones", "work", "Engineering", false),
        ("di.smith_x", "Di", "Smith%", "work", "Engineering", true),
    ]
    .into_iter()
    .map(|(name, given, family, kind, department, active)| {
        acme.create_user(
            app,
            &json!({
                "schemas": [crate::support::USER, ENTERPRISE],
                "userName": format!("{name}@acme.example"),
                "externalId": format!("ext-{name}"),
                "name": {"givenName": given, "familyName": family},
                "displayName": format!("{given} {family}"),
                "emails": [{"value": format!("{name}@acme.example"), "type": kind, "primary": true}],
                "active": active,
                ENTERPRISE: {"department": department, "employeeNumber": name.len().to_string()},
            }),
        )
    })
    .collect()
}

pub fn users_are_made_read_replaced_and_deleted(app: &TestApp) {
    let acme = connection(app, "acme");
    let made = acme.post(
        app,
        "/Users",
        &user(
            "Ann@Acme.example",
            json!({"externalId": "okta-1", "name": {"givenName": "Ann", "familyName": "Smith"},
                   "emails": [{"value": "ann@acme.example", "type": "work", "primary": true}]}),
        ),
    );
    assert_eq!(made.status, 201, "{}", made.body);
    let id = made.body["id"].as_str().unwrap().to_owned();
    assert_eq!(
        made.header("location"),
        made.body["meta"]["location"].as_str()
    );
    assert_eq!(made.header("etag"), Some("W/\"1\""));
    assert_eq!(made.body["meta"]["version"], "W/\"1\"");
    assert_eq!(made.body["meta"]["resourceType"], "User");
    assert_eq!(made.body["externalId"], "okta-1");
    assert!(
        made.body.get("active").is_none(),
        "not sent, not shown (active)"
    );

    let read = acme.get(app, &format!("/Users/{id}"));
    assert_eq!(read.status, 200);
    assert_eq!(read.body, made.body);

    // userName is unique without case.
    let again = acme.post(app, "/Users", &user("ann@acme.EXAMPLE", json!({})));
    assert_eq!(scim_error(&again), (409, Some("uniqueness".into())));

    // PUT replaces: what it leaves out is gone.
    let replaced = acme.put(
        app,
        &format!("/Users/{id}"),
        &user(
            "ann@acme.example",
            json!({"displayName": "Ann S.", "externalId": "okta-1"}),
        ),
    );
    assert_eq!(replaced.status, 200, "{}", replaced.body);
    assert_eq!(replaced.body["displayName"], "Ann S.");
    assert!(replaced.body.get("name").is_none(), "{}", replaced.body);
    assert!(replaced.body.get("emails").is_none());
    assert_eq!(replaced.header("etag"), Some("W/\"2\""));

    // If-Match: a stale version is 412 and changes nothing; the current
    // one passes.
    let stale = app.send(
        app.http
            .patch(app.url(&format!("{}/Users/{id}", acme.base)))
            .bearer_auth(&acme.token)
            .header("If-Match", "W/\"1\"")
            .header("Content-Type", "application/scim+json")
            .body(
                patch_op(json!([{"op": "replace", "path": "displayName", "value": "X"}]))
                    .to_string(),
            ),
    );
    assert_eq!(scim_error(&stale).0, 412);
    let current = app.send(
        app.http
            .patch(app.url(&format!("{}/Users/{id}", acme.base)))
            .bearer_auth(&acme.token)
            .header("If-Match", "W/\"2\"")
            .header("Content-Type", "application/scim+json")
            .body(
                patch_op(json!([{"op": "replace", "path": "displayName", "value": "Ann"}]))
                    .to_string(),
            ),
    );
    assert_eq!(current.status, 200, "{}", current.body);
    assert_eq!(current.body["displayName"], "Ann");
    assert_eq!(current.body["meta"]["version"], "W/\"3\"");

    let deleted = acme.delete(app, &format!("/Users/{id}"));
    assert_eq!(deleted.status, 204);
    assert_eq!(scim_error(&acme.get(app, &format!("/Users/{id}"))).0, 404);
    assert_eq!(
        scim_error(&acme.delete(app, &format!("/Users/{id}"))).0,
        404
    );
}

pub fn filters_follow_the_grammar(app: &TestApp) {
    let acme = connection(app, "acme");
    people(app, &acme);
    let count = |filter: &str| acme.find(app, filter).0;
    let names = |filter: &str| -> Vec<String> {
        acme.find(app, filter)
            .1
            .iter()
            .map(|u| {
                u["userName"]
                    .as_str()
                    .unwrap()
                    .split('@')
                    .next()
                    .unwrap()
                    .to_owned()
            })
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect()
    };
    // Indexed columns: without case, with LIKE's characters taken as they are.
    assert_eq!(
        names("userName eq \"ANN.SMITH@acme.example\""),
        ["ann.smith"]
    );
    assert_eq!(
        names("name.familyName sw \"smith\""),
        ["ann.smith", "bob.smithers", "di.smith_x"]
    );
    assert_eq!(names("name.familyName eq \"Smith%\""), ["di.smith_x"]);
    assert_eq!(names("userName co \"h_x\""), ["di.smith_x"]);
    assert_eq!(names("userName sw \"%\""), Vec::<String>::new());
    assert_eq!(names("externalId eq \"ext-cy.jones\""), ["cy.jones"]);
    assert_eq!(
        count("externalId eq \"EXT-cy.jones\""),
        0,
        "externalId is caseExact"
    );
    assert_eq!(names("active eq false"), ["cy.jones"]);
    // The rest of the grammar.
    assert_eq!(
        names("emails[type eq \"work\" and value co \"smith\"]"),
        ["ann.smith", "di.smith_x"]
    );
    assert_eq!(names("emails.type eq \"home\""), ["bob.smithers"]);
    assert_eq!(count("not (name.familyName sw \"smith\")"), 1);
    assert_eq!(
        names("name.givenName eq \"cy\" or (active eq true and displayName ew \"ers\")"),
        ["bob.smithers", "cy.jones"]
    );
    assert_eq!(
        names(&format!(
            "{ENTERPRISE}:department eq \"engineering\" and active eq true"
        )),
        ["di.smith_x"]
    );
    assert_eq!(count("name.familyName pr"), 4);
    assert_eq!(
        count("nickName pr"),
        0,
        "an attribute not kept matches nothing"
    );
    assert_eq!(count("meta.created gt \"2000-01-01T00:00:00Z\""), 4);
    assert_eq!(count("userName gt \"c\" AND userName LT \"d\""), 1);
}

pub fn pages_are_stable_and_attributes_narrow_answers(app: &TestApp) {
    let acme = connection(app, "acme");
    let made = people(app, &acme);
    let page = |query: &str| {
        let reply = acme.get(app, &format!("/Users?{query}"));
        assert_eq!(reply.status, 200, "{}", reply.body);
        reply.body
    };
    let first = page("startIndex=1&count=2");
    assert_eq!(first["totalResults"], 4);
    assert_eq!(first["itemsPerPage"], 2);
    assert_eq!(first["startIndex"], 1);
    let second = page("startIndex=3&count=2");
    let ids: Vec<&Value> = first["Resources"]
        .as_array()
        .unwrap()
        .iter()
        .chain(second["Resources"].as_array().unwrap())
        .map(|u| &u["id"])
        .collect();
    // The order is the ids' (they begin with the time they were made: the
    // test clock stands still, so here they are random).
    let mut all: Vec<&Value> = made.iter().map(|u| &u["id"]).collect();
    all.sort_by_key(|id| id.as_str().unwrap().to_owned());
    assert_eq!(ids, all, "in the ids' order, no repeats, no gaps");
    let past = page("startIndex=9");
    assert_eq!(
        (past["totalResults"].as_u64(), past["itemsPerPage"].as_u64()),
        (Some(4), Some(0))
    );
    // A page over the maximum is capped, and says so.
    let capped = page("count=100000");
    assert_eq!(capped["itemsPerPage"], 4);
    assert_eq!(page("count=0")["itemsPerPage"], 0);
    // A filter the storage cannot answer alone still pages.
    let filtered = page("filter=emails.type%20eq%20%22work%22&startIndex=2&count=1");
    assert_eq!(filtered["totalResults"], 3);
    let mut work: Vec<&Value> = made
        .iter()
        .filter(|u| u["emails"][0]["type"] == "work")
        .map(|u| &u["id"])
        .collect();
    work.sort_by_key(|id| id.as_str().unwrap().to_owned());
    assert_eq!(filtered["Resources"][0]["id"], *work[1]);

    let narrow = page("attributes=userName,name.givenName&count=1");
    let only = &narrow["Resources"][0];
    let mut keys: Vec<&String> = only.as_object().unwrap().keys().collect();
    keys.sort();
    assert_eq!(keys, ["id", "name", "schemas", "userName"]);
    let name = only["name"].as_object().unwrap();
    assert!(name.len() == 1 && name["givenName"].is_string(), "{only}");
    let without = page(&format!(
        "excludedAttributes=emails,{ENTERPRISE}:department&count=1"
    ));
    let one = &without["Resources"][0];
    assert!(
        one.get("emails").is_none() && one["userName"].is_string(),
        "{one}"
    );
    assert!(one[ENTERPRISE].get("department").is_none(), "{one}");
    assert!(one[ENTERPRISE]["employeeNumber"].is_string(), "{one}");

    let searched = acme.post(
        app,
        "/Users/.search",
        &json!({"schemas": ["urn:ietf:params:scim:api:messages:2.0:SearchRequest"],
                "filter": "name.familyName sw \"smith\"", "startIndex": 1, "count": 10,
                "attributes": ["userName"]}),
    );
    assert_eq!(searched.status, 200, "{}", searched.body);
    assert_eq!(searched.body["totalResults"], 3);
    assert!(searched.body["Resources"][0].get("name").is_none());
}

pub fn patch_takes_every_form_real_directories_send(app: &TestApp) {
    let acme = connection(app, "acme");
    let made = acme.create_user(
        app,
        &user(
            "ann@acme.example",
            json!({"name": {"givenName": "Ann", "familyName": "Smith"},
                   "emails": [{"value": "ann@acme.example", "type": "work", "primary": true}]}),
        ),
    );
    let path = format!("/Users/{}", made["id"].as_str().unwrap());
    let patched = |ops: Value| {
        let reply = acme.patch(app, &path, &patch_op(ops));
        assert_eq!(reply.status, 200, "{}", reply.body);
        reply.body
    };
    // `op` in any case; a path-less replace with dotted keys; "False".
    let body = patched(json!([
        {"op": "Replace", "value": {"name.givenName": "Anne", "displayName": "Anne Smith", "active": "False"}},
    ]));
    assert_eq!(
        body["name"],
        json!({"givenName": "Anne", "familyName": "Smith"})
    );
    assert_eq!(body["active"], false);
    // Okta's path-less active replace.
    let body = patched(json!([{"op": "replace", "value": {"active": true}}]));
    assert_eq!(body["active"], true);
    // A value path adds a phone number that is not there yet, then
    // changes its value; the extension by URN-qualified path.
    let body = patched(json!([
        {"op": "Add", "path": "phoneNumbers[type eq \"mobile\"].value", "value": "+15550100"},
        {"op": "Add", "path": format!("{ENTERPRISE}:manager"), "value": "boss-1"},
        {"op": "replace", "path": "emails[type eq \"work\"].value", "value": "anne@acme.example"},
    ]));
    assert_eq!(
        body["phoneNumbers"],
        json!([{"type": "mobile", "value": "+15550100", "primary": false}])
    );
    assert_eq!(body[ENTERPRISE]["manager"], json!({"value": "boss-1"}));
    assert_eq!(body["emails"][0]["value"], "anne@acme.example");
    // Removing by filter, and a sub-attribute.
    let body = patched(json!([
        {"op": "remove", "path": "phoneNumbers[type eq \"mobile\"]"},
        {"op": "remove", "path": "name.familyName"},
        {"op": "remove", "path": format!("{ENTERPRISE}:manager")},
    ]));
    assert!(body.get("phoneNumbers").is_none(), "{body}");
    assert_eq!(body["name"], json!({"givenName": "Anne"}));
    assert!(body.get(ENTERPRISE).is_none(), "{body}");
    // `attributes` narrows the answer.
    let narrow = acme.patch(
        app,
        &format!("{path}?attributes=displayName"),
        &patch_op(json!([{"op": "replace", "path": "displayName", "value": "A."}])),
    );
    assert_eq!(narrow.status, 200);
    assert!(narrow.body.get("userName").is_none(), "{}", narrow.body);
    assert_eq!(narrow.body["displayName"], "A.");
}

on_both_backends!(
    users_are_made_read_replaced_and_deleted,
    filters_follow_the_grammar,
    pages_are_stable_and_attributes_narrow_answers,
    patch_takes_every_form_real_directories_send,
);
