//! SCIM connections (docs/api.md, "SCIM"): made, listed, rotated with a
//! day's overlap and revoked at once through the admin API; a token
//! reaches its own connection's organization only; discovery needs none.

use serde_json::json;

use crate::helpers::TestApp;
use crate::support::{ORGS, admin, connection, scim_error, user};

pub fn a_connection_is_made_rotated_and_revoked(app: &TestApp) {
    let acme = connection(app, "acme");
    assert!(acme.token.starts_with("scim_"), "{}", acme.token);
    assert_eq!(acme.get(app, "/Users").status, 200);

    // Listed without its token, with its last use.
    let listed = admin(
        app,
        reqwest::Method::GET,
        &format!("{ORGS}/acme/scim"),
        None,
    );
    assert_eq!(listed.status, 200, "{}", listed.body);
    let text = listed.body.to_string();
    assert!(!text.contains(&acme.token), "a token is shown once");
    let entry = &listed.body["connections"][0];
    assert_eq!(entry["id"], acme.id);
    assert!(entry["lastUsedAt"].is_string(), "{entry}");
    assert!(entry["baseUrl"].as_str().unwrap().ends_with(&acme.base));

    // No token, a wrong one: 401 in SCIM's shape; the right one passes.
    let none = app.send(app.http.get(app.url(&format!("{}/Users", acme.base))));
    assert_eq!(scim_error(&none), (401, None));
    let wrong = acme.call_with(app, reqwest::Method::GET, "/Users", None, "scim_wrong");
    assert_eq!(scim_error(&wrong).0, 401);

    // Rotation: both tokens work for 24 hours, then only the new one.
    let rotated = admin(
        app,
        reqwest::Method::POST,
        &format!("{ORGS}/acme/scim/{}/rotate", acme.id),
        None,
    );
    assert_eq!(rotated.status, 200, "{}", rotated.body);
    let new_token = rotated.body["token"].as_str().unwrap().to_owned();
    assert_ne!(new_token, acme.token);
    let with = |token: &str| {
        acme.call_with(app, reqwest::Method::GET, "/Users", None, token)
            .status
    };
    assert_eq!((with(&acme.token), with(&new_token)), (200, 200));
    let listed = admin(
        app,
        reqwest::Method::GET,
        &format!("{ORGS}/acme/scim"),
        None,
    );
    assert!(listed.body["connections"][0]["previousTokenUntil"].is_string());
    app.advance(time::Duration::hours(24) + time::Duration::minutes(1));
    assert_eq!((with(&acme.token), with(&new_token)), (401, 200));

    // Revocation is at once.
    let revoked = admin(
        app,
        reqwest::Method::DELETE,
        &format!("{ORGS}/acme/scim/{}", acme.id),
        None,
    );
    assert_eq!(revoked.status, 200, "{}", revoked.body);
    assert_eq!(with(&new_token), 401);
    assert_eq!(
        admin(
            app,
            reqwest::Method::DELETE,
            &format!("{ORGS}/acme/scim/{}", acme.id),
            None
        )
        .status,
        404
    );
    // Revocations and the rest are in the audit trail.
    let audit = admin(
        app,
        reqwest::Method::GET,
        "/accounts/admin/v1/audit?type=scim.connection_revoked",
        None,
    );
    assert_eq!(audit.status, 200, "{}", audit.body);
    assert!(
        audit.body.to_string().contains("scim.connection_revoked"),
        "{}",
        audit.body
    );
}

pub fn a_token_reaches_its_own_organization_only(app: &TestApp) {
    let acme = connection(app, "acme");
    let beta = connection(app, "beta");
    let made = acme.create_user(app, &user("ann@acme.example", json!({})));
    let id = made["id"].as_str().unwrap();
    assert_eq!(acme.get(app, &format!("/Users/{id}")).status, 200);
    // Beta's connection does not see Acme's entry, nor can it change it.
    assert_eq!(scim_error(&beta.get(app, &format!("/Users/{id}"))).0, 404);
    assert_eq!(beta.delete(app, &format!("/Users/{id}")).status, 404);
    assert_eq!(beta.get(app, "/Users").body["totalResults"], 0);
    // Beta's token on Acme's base URL is refused.
    let crossed = acme.call_with(app, reqwest::Method::GET, "/Users", None, &beta.token);
    assert_eq!(scim_error(&crossed).0, 401);
    assert_eq!(acme.get(app, &format!("/Users/{id}")).status, 200);
}

pub fn discovery_says_what_is_supported_without_a_token(app: &TestApp) {
    let acme = connection(app, "acme");
    let get = |path: &str| app.send(app.http.get(app.url(&format!("{}{path}", acme.base))));
    let config = get("/ServiceProviderConfig");
    assert_eq!(config.status, 200, "{}", config.body);
    assert_eq!(config.header("content-type"), Some("application/scim+json"));
    assert_eq!(config.body["patch"]["supported"], true);
    assert_eq!(config.body["filter"]["supported"], true);
    assert_eq!(config.body["etag"]["supported"], true);
    assert_eq!(config.body["sort"]["supported"], false);
    assert_eq!(
        config.body["authenticationSchemes"][0]["type"],
        "oauthbearertoken"
    );
    let types = get("/ResourceTypes");
    assert_eq!(types.body["Resources"][0]["endpoint"], "/Users");
    assert_eq!(
        get("/ResourceTypes/User").body["schema"],
        crate::support::USER
    );
    let schemas = get("/Schemas");
    assert_eq!(schemas.body["totalResults"], 3);
    let core = get(&format!("/Schemas/{}", crate::support::USER));
    let names: Vec<&str> = core.body["attributes"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|a| a["name"].as_str())
        .collect();
    assert!(
        names.contains(&"userName") && names.contains(&"emails"),
        "{names:?}"
    );
    assert_eq!(scim_error(&get("/Schemas/urn:nothing")).0, 404);
    assert_eq!(scim_error(&get("/Nothing")).0, 404);
}

on_both_backends!(
    a_connection_is_made_rotated_and_revoked,
    a_token_reaches_its_own_organization_only,
    discovery_says_what_is_supported_without_a_token,
);
