//! Bad input (docs/api.md, "SCIM"): each an RFC 7644 3.12 error with its
//! `scimType`, nothing half-applied; beside each refusal the same request
//! without its one fault succeeds.

use serde_json::json;

use crate::helpers::TestApp;
use crate::support::{ENTERPRISE, SCIM_JSON, connection, patch_op, scim_error, user};

pub fn bad_requests_get_scim_errors_and_change_nothing(app: &TestApp) {
    let acme = connection(app, "acme");
    let raw = |method: reqwest::Method, path: &str, text: &str| {
        app.send(
            app.http
                .request(method, app.url(&format!("{}{path}", acme.base)))
                .bearer_auth(&acme.token)
                .header("Content-Type", SCIM_JSON)
                .body(text.to_owned()),
        )
    };
    let error = |reply: crate::helpers::Reply| scim_error(&reply);
    let syntax = (400, Some("invalidSyntax".to_owned()));

    assert_eq!(
        error(raw(reqwest::Method::POST, "/Users", "{\"userName\": ")),
        syntax
    );
    assert_eq!(error(acme.post(app, "/Users", &json!(["a list"]))), syntax);
    assert_eq!(
        error(acme.post(
            app,
            "/Users",
            &user("x", json!({"favouriteColour": "blue"}))
        )),
        syntax
    );
    assert_eq!(
        error(acme.post(
            app,
            "/Users",
            &json!({"schemas": ["urn:nothing"], "userName": "x"})
        )),
        syntax
    );
    assert_eq!(
        error(acme.post(app, "/Users", &json!({"userName": "x"}))),
        syntax,
        "schemas is required"
    );
    assert_eq!(
        error(acme.post(app, "/Users", &user("", json!({})))),
        (400, Some("invalidValue".into()))
    );
    assert_eq!(
        error(acme.post(app, "/Users", &user("x", json!({"active": "maybe"})))),
        (400, Some("invalidValue".into()))
    );
    assert_eq!(
        error(acme.post(app, "/Users", &user("x\u{202e}", json!({})))),
        (400, Some("invalidValue".into()))
    );
    let long = json!({"name": {"givenName": "a".repeat(2000), "familyName": "b".repeat(2000)}});
    assert_eq!(
        error(acme.post(app, "/Users", &user("x", long))),
        (400, Some("invalidValue".into())),
        "the account's name is both"
    );
    assert_eq!(
        acme.get(app, "/Users").body["totalResults"],
        0,
        "nothing was made"
    );
    let made = acme.create_user(app, &user("x", json!({"displayName": "X"})));
    let path = format!("/Users/{}", made["id"].as_str().unwrap());

    // Filters.
    let listed = |filter: &str| {
        let encoded: String = url::form_urlencoded::byte_serialize(filter.as_bytes()).collect();
        acme.get(app, &format!("/Users?filter={encoded}"))
    };
    for broken in [
        "userName eq",
        "userName xx \"a\"",
        "(userName eq \"x\"",
        "userName eq \"x\" and",
        &"(".repeat(40),
    ] {
        assert_eq!(
            error(listed(broken)),
            (400, Some("invalidFilter".into())),
            "{broken}"
        );
    }
    assert_eq!(listed("userName eq \"x\"").status, 200);
    assert_eq!(
        error(acme.get(app, "/Users?startIndex=one")),
        (400, Some("invalidValue".into()))
    );

    // PATCH: a path naming nothing, a read-only attribute, an unparsable
    // path, no path to remove; each leaves the user as it was, even when
    // an operation before it was fine.
    let patch = |ops: serde_json::Value| error(acme.patch(app, &path, &patch_op(ops)));
    let fine = json!({"op": "replace", "path": "displayName", "value": "Changed"});
    assert_eq!(
        patch(json!([fine, {"op": "replace", "path": "shoeSize", "value": 9}])),
        (400, Some("noTarget".into()))
    );
    assert_eq!(
        patch(json!([fine, {"op": "replace", "path": "id", "value": "mine"}])),
        (400, Some("mutability".into()))
    );
    assert_eq!(
        patch(json!([fine, {"op": "add", "path": "groups", "value": [{"value": "g"}]}])),
        (400, Some("mutability".into()))
    );
    assert_eq!(
        patch(json!([fine, {"op": "replace", "path": "emails[type eq", "value": "x"}])),
        (400, Some("invalidPath".into()))
    );
    assert_eq!(
        patch(json!([fine, {"op": "remove"}])),
        (400, Some("noTarget".into()))
    );
    assert_eq!(
        patch(
            json!([fine, {"op": "replace", "path": "emails[type eq \"work\" or type eq \"home\"].value", "value": "a@b.example"}])
        ),
        (400, Some("noTarget".into()))
    );
    assert_eq!(
        patch(json!([fine, {"op": "remove", "path": "userName"}])),
        (400, Some("invalidValue".into()))
    );
    assert_eq!(
        patch(json!([{"op": "copy", "path": "displayName"}])),
        (400, Some("invalidSyntax".into()))
    );
    assert_eq!(
        error(acme.patch(app, &path, &json!({"Operations": [fine]}))),
        (400, Some("invalidSyntax".into()))
    );
    assert_eq!(
        acme.get(app, &path).body["displayName"],
        "X",
        "nothing half-applied"
    );
    let applied = acme.patch(app, &path, &patch_op(json!([fine])));
    assert_eq!(applied.status, 200, "{}", applied.body);
    assert_eq!(applied.body["displayName"], "Changed");

    // A body over the limit.
    let huge = user("y", json!({"displayName": "a".repeat(1_100_000)}));
    let too_large = acme.post(app, "/Users", &huge);
    assert_eq!(error(too_large), (413, None));
    // Another media type.
    let form = app.send(
        app.http
            .post(app.url(&format!("{}/Users", acme.base)))
            .bearer_auth(&acme.token)
            .header("Content-Type", "application/x-www-form-urlencoded")
            .body("userName=z"),
    );
    assert_eq!(error(form).0, 415);
    // The extension's attributes are held to their rules too.
    assert_eq!(
        error(acme.post(
            app,
            "/Users",
            &json!({"schemas": [crate::support::USER, ENTERPRISE], "userName": "z",
            ENTERPRISE: {"department": 7}})
        )),
        (400, Some("invalidValue".into()))
    );
}

on_both_backends!(bad_requests_get_scim_errors_and_change_nothing);
