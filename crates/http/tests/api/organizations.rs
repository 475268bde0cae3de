//! Organizations (docs/api.md, "Organizations"): the admin API makes
//! them, their members and roles; a member signs in *for* one with
//! `organization:<slug>` and its claims reach the id_token, the access
//! token, introspection and userinfo; a non-member and an unknown
//! organization get the same refusal; a removed member's bound refresh
//! tokens stop working; `organizations` lists them all.

use serde_json::{Value, json};

use crate::helpers::{ADMIN_KEY, Reply, TestApp, jwt_part};
use crate::native_app::{CODE, ID_TOKEN, TOKEN, login, with_account};

pub(crate) const ORGS: &str = "/accounts/admin/v1/organizations";
const ROLES: &str = "/accounts/admin/v1/organization-roles";

/// An admin API call with the admin key (and a JSON body when given).
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

pub(crate) fn post(app: &TestApp, path: &str, body: Value) -> Reply {
    admin(app, reqwest::Method::POST, path, Some(body))
}

fn get(app: &TestApp, path: &str) -> Reply {
    admin(app, reqwest::Method::GET, path, None)
}

/// A user made through the admin API: (id, email).
fn user(app: &TestApp, name: &str) -> (String, String) {
    let email = format!("{name}-{}@example.com", rand_suffix(app));
    let made = post(
        app,
        "/accounts/admin/v1/users",
        json!({"email": email, "password": "correct horse", "name": name}),
    );
    assert_eq!(made.status, 200, "{}", made.body);
    (made.body["userId"].as_str().unwrap().to_owned(), email)
}

fn rand_suffix(app: &TestApp) -> String {
    accounts_domain::ids::SessionId::generate(app.clock_now())
        .to_string()
        .to_lowercase()
}

pub fn organizations_members_and_roles_through_the_admin_api(app: &TestApp) {
    let made = post(app, ORGS, json!({"slug": "acme", "name": "Acme Inc."}));
    assert_eq!(made.status, 201, "{}", made.body);
    let id = made.body["id"].as_str().unwrap().to_owned();
    assert!(id.starts_with("org_") && id.len() == 30, "{id}");
    assert_eq!(made.body["slug"], "acme");
    assert_eq!(made.body["enabled"], true);
    assert_eq!(made.body["mfa"], "optional");
    assert!(made.body["createdAt"].is_string());
    // The refusals, each beside the same request succeeding above.
    post(app, ORGS, json!({"slug": "acme", "name": "Again"})).assert_error(409, "CONFLICT");
    post(app, ORGS, json!({"slug": "Acme!", "name": "Bad"})).assert_error(400, "INVALID_REQUEST");
    post(app, ORGS, json!({"slug": "beta", "name": " "})).assert_error(400, "INVALID_REQUEST");
    post(
        app,
        ORGS,
        json!({"slug": "beta", "name": "B", "mfa": "always"}),
    )
    .assert_error(400, "INVALID_REQUEST");
    let beta = post(
        app,
        ORGS,
        json!({"slug": "beta", "name": "Beta", "mfa": "required"}),
    );
    assert_eq!(beta.status, 201, "{}", beta.body);
    assert_eq!(beta.body["mfa"], "required");

    let listed = get(app, ORGS);
    let slugs: Vec<&str> = listed.body["organizations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["slug"].as_str().unwrap())
        .collect();
    assert_eq!(slugs, ["acme", "beta"]);
    assert_eq!(get(app, &format!("{ORGS}/{id}")).body["slug"], "acme");
    assert_eq!(get(app, &format!("{ORGS}/acme")).body["id"], id.as_str());
    get(app, &format!("{ORGS}/nope")).assert_error(404, "NOT_FOUND");
    get(app, &format!("{ORGS}/org_01JD00000000000000000000ZZ")).assert_error(404, "NOT_FOUND");

    let patch = |body: Value| {
        admin(
            app,
            reqwest::Method::PATCH,
            &format!("{ORGS}/{id}"),
            Some(body),
        )
    };
    let renamed = patch(json!({"name": "Acme Corporation", "mfa": "required"}));
    assert_eq!(renamed.status, 200, "{}", renamed.body);
    assert_eq!(renamed.body["name"], "Acme Corporation");
    assert_eq!(renamed.body["slug"], "acme");
    patch(json!({"slug": "beta"})).assert_error(409, "CONFLICT");
    patch(json!({"colour": "red"})).assert_error(400, "INVALID_REQUEST");

    // Roles: one set for the service, admin and member built in.
    let role = post(
        app,
        ROLES,
        json!({"key": "billing", "description": "Pays", "permissions": ["invoices:read"]}),
    );
    assert_eq!(role.status, 201, "{}", role.body);
    post(app, ROLES, json!({"key": "billing"})).assert_error(409, "CONFLICT");
    post(app, ROLES, json!({"key": "admin"})).assert_error(409, "CONFLICT");
    post(app, ROLES, json!({"key": "Bad Key"})).assert_error(400, "INVALID_REQUEST");
    let keys: Vec<String> = get(app, ROLES).body["roles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["key"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(keys, ["admin", "member", "billing"]);

    // Members.
    let (ann, ann_email) = user(app, "ann");
    let members = format!("{ORGS}/acme/members");
    post(app, &members, json!({"userId": ann, "roles": ["owner"]}))
        .assert_error(400, "INVALID_REQUEST");
    post(
        app,
        &members,
        json!({"userId": "01JD00000000000000000000ZZ"}),
    )
    .assert_error(404, "NOT_FOUND");
    let added = post(
        app,
        &members,
        json!({"userId": ann, "roles": ["admin", "billing"]}),
    );
    assert_eq!(added.status, 201, "{}", added.body);
    assert_eq!(added.body["roles"], json!(["admin", "billing"]));
    assert_eq!(added.body["managed"], false);
    assert_eq!(added.body["breakGlass"], false);
    post(app, &members, json!({"userId": ann})).assert_error(409, "CONFLICT");
    let listed = get(app, &members);
    assert_eq!(listed.body["members"][0]["email"], ann_email.as_str());
    assert!(listed.body["members"][0]["joinedAt"].is_string());
    let member = format!("{members}/{ann}");
    let put = admin(
        app,
        reqwest::Method::PUT,
        &member,
        Some(json!({"roles": ["member", "billing"], "breakGlass": true})),
    );
    assert_eq!(put.status, 200, "{}", put.body);
    assert_eq!(put.body["breakGlass"], true);
    // Deleting a role takes it from every member.
    assert_eq!(
        admin(
            app,
            reqwest::Method::DELETE,
            &format!("{ROLES}/billing"),
            None
        )
        .status,
        200
    );
    admin(
        app,
        reqwest::Method::DELETE,
        &format!("{ROLES}/member"),
        None,
    )
    .assert_error(409, "CONFLICT");
    assert_eq!(
        get(app, &members).body["members"][0]["roles"],
        json!(["member"])
    );
    assert_eq!(
        admin(app, reqwest::Method::DELETE, &member, None).status,
        200
    );
    admin(app, reqwest::Method::DELETE, &member, None).assert_error(404, "NOT_FOUND");
    assert_eq!(get(app, &members).body["members"], json!([]));

    // The audit trail has each change.
    let audit = get(
        app,
        "/accounts/admin/v1/audit?type=organization.member_added",
    );
    assert_eq!(audit.status, 200, "{}", audit.body);
    assert_eq!(
        audit.body["events"].as_array().map(Vec::len),
        Some(1),
        "{}",
        audit.body
    );

    assert_eq!(
        admin(app, reqwest::Method::DELETE, &format!("{ORGS}/beta"), None).status,
        200
    );
    get(app, &format!("{ORGS}/beta")).assert_error(404, "NOT_FOUND");
}

/// A client that may ask for organizations, a user signed in through the
/// native-app API, and the organization `acme` they belong to with
/// `roles`: (client id, secret, account token, user id).
fn member_signed_in(app: &TestApp, roles: &[&str]) -> (String, String, String, String) {
    let client = post(
        app,
        "/accounts/admin/v1/clients",
        json!({"name": "Shop", "redirect_uris": ["https://shop.example.com/cb"],
               "scopes": ["openid", "email", "organizations", "organization:*"]}),
    );
    assert_eq!(client.status, 200, "{}", client.body);
    let (user_id, email) = user(app, "ann");
    assert_eq!(
        post(app, ORGS, json!({"slug": "acme", "name": "Acme"})).status,
        201
    );
    assert_eq!(
        post(app, ORGS, json!({"slug": "beta", "name": "Beta"})).status,
        201
    );
    let added = post(
        app,
        &format!("{ORGS}/acme/members"),
        json!({"userId": user_id, "roles": roles}),
    );
    assert_eq!(added.status, 201, "{}", added.body);
    let login = login(app, &email, "correct horse");
    assert_eq!(login.status, 200, "{}", login.body);
    (
        client.body["client_id"].as_str().unwrap().to_owned(),
        client.body["client_secret"].as_str().unwrap().to_owned(),
        login.body["accountToken"].as_str().unwrap().to_owned(),
        user_id,
    )
}

pub fn a_member_signs_in_for_the_organization_and_its_claims_follow(app: &TestApp) {
    let (client_id, secret, account, user_id) = member_signed_in(app, &["admin"]);
    let acme = get(app, &format!("{ORGS}/acme")).body["id"]
        .as_str()
        .unwrap()
        .to_owned();

    // The id_token: the organization signed in for, and every one.
    let reply = with_account(
        app,
        ID_TOKEN,
        &account,
        &json!({
        "client_id": client_id, "scope": "openid email organizations organization:acme"}),
    );
    assert_eq!(reply.status, 200, "{}", reply.body);
    let claims = jwt_part(reply.body["id_token"].as_str().unwrap(), 1);
    assert_eq!(claims["org_id"], acme.as_str());
    assert_eq!(claims["org_slug"], "acme");
    assert_eq!(claims["org_roles"], json!(["admin"]));
    assert_eq!(
        claims["organizations"],
        json!([{"id": acme, "slug": "acme", "roles": ["admin"]}])
    );
    // Without an organization scope the shapes are the seed's.
    let plain = with_account(
        app,
        ID_TOKEN,
        &account,
        &json!({"client_id": client_id, "scope": "openid email"}),
    );
    let plain = jwt_part(plain.body["id_token"].as_str().unwrap(), 1);
    assert!(
        plain.get("org_id").is_none() && plain.get("organizations").is_none(),
        "{plain}"
    );

    // Another organization, and one that does not exist: the same 403.
    for other in ["beta", "nope", "org_01JD00000000000000000000ZZ"] {
        with_account(
            app,
            CODE,
            &account,
            &json!({
            "client_id": client_id, "scope": format!("openid organization:{other}")}),
        )
        .assert_error(403, "NOT_A_MEMBER");
    }

    // The code grant: the access token and introspection carry it.
    let code = with_account(
        app,
        CODE,
        &account,
        &json!({
        "client_id": client_id, "scope": "openid email organization:acme"}),
    );
    assert_eq!(code.status, 200, "{}", code.body);
    let tokens = app.post_json(
        TOKEN,
        &json!({
        "grant_type": "code", "code": code.body["authCode"], "token_type": "refresh_token",
        "client_id": client_id, "client_secret": secret}),
    );
    assert_eq!(tokens.code(), "REFRESH_TOKEN", "{}", tokens.body);
    let access = tokens.body["token"].as_str().unwrap().to_owned();
    let refresh = tokens.body["refresh_token"].as_str().unwrap().to_owned();
    let payload = jwt_part(&access, 1);
    assert_eq!(payload["orgId"], acme.as_str());
    assert_eq!(payload["orgSlug"], "acme");
    assert_eq!(payload["orgRoles"], json!(["admin"]));
    let verified = app.post_json(
        "/accounts/oauth2/v1/verify-token",
        &json!({
        "token_type": "token", "token": access, "client_id": client_id, "client_secret": secret}),
    );
    assert_eq!(
        verified.body["decodedData"]["orgId"],
        acme.as_str(),
        "{}",
        verified.body
    );
    let introspected = app.send(
        app.http
            .post(app.url("/accounts/oauth2/v1/introspect"))
            .basic_auth(&client_id, Some(&secret))
            .form(&[("token", access.as_str())]),
    );
    assert_eq!(
        introspected.body["org_id"],
        acme.as_str(),
        "{}",
        introspected.body
    );
    assert_eq!(introspected.body["scope"], "openid email organization:acme");
    let userinfo = app.get_bearer("/accounts/oauth2/v1/userinfo", &access);
    assert_eq!(userinfo.body["org_slug"], "acme", "{}", userinfo.body);

    // The user's own list.
    let own = app.get_bearer("/accounts/users/v1/organizations", &account);
    assert_eq!(own.status, 200, "{}", own.body);
    assert_eq!(own.body["organizations"][0]["slug"], "acme");
    assert_eq!(own.body["organizations"][0]["roles"], json!(["admin"]));

    // The bound refresh token works while the membership lasts.
    let refresh_once = || {
        app.post_json(
            TOKEN,
            &json!({
        "grant_type": "refresh_token", "refresh_token": refresh, "token_type": "token",
        "client_id": client_id, "client_secret": secret}),
        )
    };
    let refreshed = refresh_once();
    assert_eq!(refreshed.code(), "TOKEN", "{}", refreshed.body);
    assert_eq!(
        jwt_part(refreshed.body["token"].as_str().unwrap(), 1)["orgSlug"],
        "acme"
    );
    // An organization that comes to require two factors ends what a
    // one-factor session holds for it; back to optional, it works again.
    let mfa = |rule: &str| {
        let reply = admin(
            app,
            reqwest::Method::PATCH,
            &format!("{ORGS}/acme"),
            Some(json!({"mfa": rule})),
        );
        assert_eq!(reply.status, 200, "{}", reply.body);
    };
    mfa("required");
    refresh_once().assert_error(400, "INVALID_GRANT");
    mfa("optional");
    assert_eq!(refresh_once().code(), "TOKEN");
    // A code issued while a member, exchanged after the removal: the
    // exchange reads the membership with the code and refuses it (the
    // same exchange of a member's code succeeded above).
    let pending = with_account(
        app,
        CODE,
        &account,
        &json!({
        "client_id": client_id, "scope": "openid email organization:acme"}),
    );
    assert_eq!(pending.status, 200, "{}", pending.body);
    let removed = admin(
        app,
        reqwest::Method::DELETE,
        &format!("{ORGS}/acme/members/{user_id}"),
        None,
    );
    assert_eq!(removed.status, 200, "{}", removed.body);
    app.post_json(
        TOKEN,
        &json!({
        "grant_type": "code", "code": pending.body["authCode"], "token_type": "refresh_token",
        "client_id": client_id, "client_secret": secret}),
    )
    .assert_error(400, "INVALID_GRANT");
    refresh_once().assert_error(400, "INVALID_GRANT");
    with_account(
        app,
        CODE,
        &account,
        &json!({
        "client_id": client_id, "scope": "openid organization:acme"}),
    )
    .assert_error(403, "NOT_A_MEMBER");
}

pub fn organization_scopes_need_the_clients_registration(app: &TestApp) {
    let (_, _, account, _) = member_signed_in(app, &[]);
    let plain = post(
        app,
        "/accounts/admin/v1/clients",
        json!({"name": "Plain", "redirect_uris": ["https://p.example.com/cb"]}),
    );
    let plain_id = plain.body["client_id"].as_str().unwrap();
    let ok = with_account(
        app,
        CODE,
        &account,
        &json!({"client_id": plain_id, "scope": "openid email"}),
    );
    assert_eq!(ok.status, 200, "{}", ok.body);
    for scope in [
        "openid organization:acme",
        "openid organizations",
        "openid organization:acme organization:beta",
    ] {
        with_account(
            app,
            CODE,
            &account,
            &json!({"client_id": plain_id, "scope": scope}),
        )
        .assert_error(400, "INVALID_REQUEST");
    }
}

on_both_backends!(
    organizations_members_and_roles_through_the_admin_api,
    a_member_signs_in_for_the_organization_and_its_claims_follow,
    organization_scopes_need_the_clients_registration,
);
