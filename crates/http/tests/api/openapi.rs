//! The OpenAPI document: served, committed, and describing real routes.

use std::path::PathBuf;

use serde_json::Value;

use crate::helpers::TestApp;

fn committed_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../docs/openapi.json")
}

pub fn the_served_document_is_the_committed_one(app: &TestApp) {
    let served = app.send(app.http.get(app.url("/openapi.json")));
    assert_eq!(served.status, 200);
    assert_eq!(served.body, accounts_http::openapi::document());
    let path = committed_path();
    if std::env::var_os("UPDATE_OPENAPI").is_some() {
        let text = serde_json::to_string_pretty(&served.body).unwrap() + "\n";
        std::fs::write(&path, text).unwrap();
    }
    let committed: Value = serde_json::from_str(
        &std::fs::read_to_string(&path)
            .expect("docs/openapi.json exists (UPDATE_OPENAPI=1 cargo test writes it)"),
    )
    .unwrap();
    assert!(
        committed == served.body,
        "docs/openapi.json is stale: run `UPDATE_OPENAPI=1 cargo test -p accounts-server --test api the_served_document`"
    );
    // Every routed path is documented...
    for path in accounts_http::paths::ALL {
        assert!(
            served.body["paths"].get(path).is_some(),
            "{path} is routed but not in the OpenAPI document"
        );
    }
    // ...and every documented path is routed (a wrong method gets 405, not 404).
    for path in served.body["paths"].as_object().unwrap().keys() {
        // No route takes DELETE; the admin key gets past the admin guard.
        let request = app.http.delete(app.url(&path.replace("{id}", "x")));
        let reply = app.send(request.bearer_auth(crate::helpers::ADMIN_KEY));
        reply.assert_error(405, "METHOD_NOT_ALLOWED");
    }
}
