use serde_json::json;

use super::*;
use crate::scim::user::ScimUser;

fn user() -> Value {
    json!({
        "schemas": ["urn:ietf:params:scim:schemas:core:2.0:User"],
        "userName": "ann@example.com",
        "name": {"givenName": "Ann", "familyName": "Smith"},
        "emails": [
            {"value": "ann@example.com", "type": "work", "primary": true},
            {"value": "ann@home.example", "type": "home", "primary": false}
        ],
        "active": true
    })
}

fn run(ops: Value) -> Result<Value, ScimProblem> {
    let body = json!({"schemas": [PATCH_OP], "Operations": ops});
    let mut doc = user();
    apply(&mut doc, Resource::User, &parse(&body)?)?;
    // Every result is read back as a POST would be.
    ScimUser::from_json(&doc)?;
    Ok(doc)
}

#[test]
fn paths_reach_attributes_sub_attributes_and_filtered_values() {
    let doc = run(json!([
        {"op": "replace", "path": "NAME.GIVENNAME", "value": "Anne"},
        {"op": "add", "path": "emails[type eq \"home\"].display", "value": "Home"},
        {"op": "remove", "path": "emails[value ew \"example.com\"]"},
    ]))
    .unwrap();
    assert_eq!(doc["name"]["givenName"], "Anne");
    assert_eq!(
        doc["emails"],
        json!([{"value": "ann@home.example", "type": "home", "primary": false, "display": "Home"}])
    );
}

#[test]
fn adding_a_primary_value_takes_primary_from_the_others() {
    let doc = run(json!([
        {"op": "add", "path": "emails", "value": [{"value": "new@example.com", "primary": true}]},
    ]))
    .unwrap();
    let primaries: Vec<&Value> = doc["emails"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["primary"] == true)
        .collect();
    assert_eq!(primaries.len(), 1);
    assert_eq!(primaries[0]["value"], "new@example.com");
    // Adding a value that is there changes nothing.
    let again =
        run(json!([{"op": "add", "path": "emails", "value": {"value": "ann@example.com"}}]))
            .unwrap();
    assert_eq!(again["emails"].as_array().unwrap().len(), 2);
}

#[test]
fn a_path_less_value_is_a_set_of_paths() {
    let doc = run(json!([
        {"op": "replace", "value": {
            "name.familyName": "Jones",
            "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User": {"department": "Sales"},
            "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:employeeNumber": "7",
            "id": "ignored", "locale": "en-US"
        }},
    ]))
    .unwrap();
    assert_eq!(doc["name"]["familyName"], "Jones");
    let enterprise = &doc["urn:ietf:params:scim:schemas:extension:enterprise:2.0:User"];
    assert_eq!(
        (
            enterprise["department"].as_str(),
            enterprise["employeeNumber"].as_str()
        ),
        (Some("Sales"), Some("7"))
    );
    assert!(doc.get("id").is_none() && doc.get("locale").is_none());
}

#[test]
fn what_cannot_be_done_says_why() {
    let kind = |ops: Value| run(ops).map(drop).unwrap_err().kind;
    assert_eq!(kind(json!([{"op": "remove"}])), ScimType::NoTarget);
    assert_eq!(
        kind(json!([{"op": "add", "path": "nope", "value": 1}])),
        ScimType::NoTarget
    );
    assert_eq!(
        kind(json!([{"op": "replace", "path": "meta.created", "value": "x"}])),
        ScimType::Mutability
    );
    assert_eq!(
        kind(json!([{"op": "replace", "path": "userName[", "value": "x"}])),
        ScimType::InvalidPath
    );
    assert_eq!(
        kind(json!([{"op": "replace", "path": "userName[type eq \"x\"]", "value": "x"}])),
        ScimType::InvalidPath
    );
    assert_eq!(
        kind(json!([{"op": "replace", "path": "emails[display pr]", "value": {"value": "x"}}])),
        ScimType::NoTarget
    );
    assert_eq!(
        kind(json!([{"op": "replace", "path": "active", "value": "perhaps"}])),
        ScimType::InvalidValue
    );
    assert_eq!(
        kind(json!([{"op": "add", "path": "displayName"}])),
        ScimType::InvalidSyntax
    );
    assert_eq!(
        parse(&json!({"schemas": [PATCH_OP], "Operations": []}))
            .unwrap_err()
            .kind,
        ScimType::InvalidSyntax
    );
    // Removing what is not there is no error.
    assert!(run(json!([{"op": "remove", "path": "emails[type eq \"other\"]"}])).is_ok());
}
