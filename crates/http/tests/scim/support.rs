//! What every SCIM test does: an organization, a connection, and
//! requests with its token.

use serde_json::{Value, json};

use crate::helpers::{ADMIN_KEY, Reply, TestApp};

pub(crate) const ORGS: &str = "/accounts/admin/v1/organizations";
pub(crate) const SCIM_JSON: &str = "application/scim+json";
pub(crate) const USER: &str = "urn:ietf:params:scim:schemas:core:2.0:User";
pub(crate) const ENTERPRISE: &str = "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User";
pub(crate) const PATCH_OP: &str = "urn:ietf:params:scim:api:messages:2.0:PatchOp";

/// An admin API call.
pub(crate) fn admin(
    app: &TestApp,
    method: reqwest::Method,
    path: &str,
    body: Option<Value>,
) -> Reply {
    let mut request = app
        .http
        .request(method, app.url(path))
        .bearer_auth(ADMIN_KEY);
    if let Some(body) = body {
        request = request.json(&body);
    }
    app.send(request)
}

/// A connection: its base path (below the app's URL) and token.
pub(crate) struct Connection {
    pub id: String,
    pub base: String,
    pub token: String,
}

/// Makes the organization `slug` (when new) and a connection for it.
pub(crate) fn connection(app: &TestApp, slug: &str) -> Connection {
    let made = admin(
        app,
        reqwest::Method::POST,
        ORGS,
        Some(json!({"slug": slug, "name": slug})),
    );
    assert!(made.status == 201 || made.status == 409, "{}", made.body);
    let scim = admin(
        app,
        reqwest::Method::POST,
        &format!("{ORGS}/{slug}/scim"),
        None,
    );
    assert_eq!(scim.status, 201, "{}", scim.body);
    let base_url = scim.body["baseUrl"].as_str().unwrap();
    let path = base_url
        .find("/accounts/scim/v2/")
        .map(|at| base_url[at..].to_owned())
        .unwrap();
    Connection {
        id: scim.body["id"].as_str().unwrap().to_owned(),
        base: path,
        token: scim.body["token"].as_str().unwrap().to_owned(),
    }
}

/// Claims `domain` for the organization and verifies it by an operator's
/// word.
pub(crate) fn verified_domain(app: &TestApp, slug: &str, domain: &str) {
    let domains = format!("{ORGS}/{slug}/domains");
    let claimed = admin(
        app,
        reqwest::Method::POST,
        &domains,
        Some(json!({"domain": domain})),
    );
    assert_eq!(claimed.status, 201, "{}", claimed.body);
    let verified = admin(
        app,
        reqwest::Method::PATCH,
        &format!("{domains}/{domain}"),
        Some(json!({"verified": true})),
    );
    assert_eq!(verified.status, 200, "{}", verified.body);
}

impl Connection {
    /// A SCIM request with this connection's token.
    pub fn call(
        &self,
        app: &TestApp,
        method: reqwest::Method,
        path: &str,
        body: Option<&Value>,
    ) -> Reply {
        self.call_with(app, method, path, body, &self.token)
    }

    /// A SCIM request with `token`.
    pub fn call_with(
        &self,
        app: &TestApp,
        method: reqwest::Method,
        path: &str,
        body: Option<&Value>,
        token: &str,
    ) -> Reply {
        let mut request = app
            .http
            .request(method, app.url(&format!("{}{path}", self.base)))
            .bearer_auth(token);
        if let Some(body) = body {
            request = request
                .header("Content-Type", SCIM_JSON)
                .body(body.to_string());
        }
        app.send(request)
    }

    pub fn get(&self, app: &TestApp, path: &str) -> Reply {
        self.call(app, reqwest::Method::GET, path, None)
    }

    pub fn post(&self, app: &TestApp, path: &str, body: &Value) -> Reply {
        self.call(app, reqwest::Method::POST, path, Some(body))
    }

    pub fn put(&self, app: &TestApp, path: &str, body: &Value) -> Reply {
        self.call(app, reqwest::Method::PUT, path, Some(body))
    }

    pub fn patch(&self, app: &TestApp, path: &str, body: &Value) -> Reply {
        self.call(app, reqwest::Method::PATCH, path, Some(body))
    }

    pub fn delete(&self, app: &TestApp, path: &str) -> Reply {
        self.call(app, reqwest::Method::DELETE, path, None)
    }

    /// Creates a user, asserting 201; answers it.
    pub fn create_user(&self, app: &TestApp, body: &Value) -> Value {
        let made = self.post(app, "/Users", body);
        assert_eq!(made.status, 201, "{}", made.body);
        made.body
    }

    /// The users a filter finds (`totalResults`, the resources).
    pub fn find(&self, app: &TestApp, filter: &str) -> (u64, Vec<Value>) {
        let encoded: String = url::form_urlencoded::byte_serialize(filter.as_bytes()).collect();
        let found = self.get(app, &format!("/Users?filter={encoded}"));
        assert_eq!(found.status, 200, "{filter}: {}", found.body);
        (
            found.body["totalResults"].as_u64().unwrap(),
            found.body["Resources"]
                .as_array()
                .cloned()
                .unwrap_or_default(),
        )
    }
}

/// A PATCH body of `operations`.
pub(crate) fn patch_op(operations: Value) -> Value {
    json!({"schemas": [PATCH_OP], "Operations": operations})
}

/// A user body with the core schema.
pub(crate) fn user(user_name: &str, extra: Value) -> Value {
    let mut body = json!({"schemas": [USER], "userName": user_name});
    if let (Some(body), Value::Object(extra)) = (body.as_object_mut(), extra) {
        body.extend(extra);
    }
    body
}

/// The SCIM error's `(status, scimType)`.
pub(crate) fn scim_error(reply: &Reply) -> (u16, Option<String>) {
    assert_eq!(
        reply.body["schemas"][0], "urn:ietf:params:scim:api:messages:2.0:Error",
        "{}",
        reply.body
    );
    assert_eq!(reply.body["status"], reply.status.to_string());
    (
        reply.status,
        reply.body["scimType"].as_str().map(str::to_owned),
    )
}
