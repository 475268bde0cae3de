//! Switching organization by refresh (docs/api.md, "Switching
//! organization by refresh"): a refresh whose `scope` names
//! `organization:<slug|id>` signs in for that organization when the grant
//! held `organizations`, its membership checked then; a non-member, a
//! disabled and an unknown organization get one `invalid_scope`, a grant
//! without `organizations` may name none but its own, and an organization
//! that requires two factors refuses a one-factor session as the code
//! grant does. Each refusal is beside the same request succeeding once
//! the one thing it refuses is gone.

use serde_json::{Value, json};

use crate::helpers::{Reply, TestApp, jwt_part};
use crate::native_app::{CODE, TOKEN, login, with_account};
use crate::organizations::{ORGS, admin, post};

/// A client that may ask for organizations and rotates its refresh
/// tokens, and a user signed in through the native-app API.
struct Signed {
    client_id: String,
    secret: String,
    account: String,
    user_id: String,
}

fn signed_in(app: &TestApp) -> Signed {
    let client = post(
        app,
        "/accounts/admin/v1/clients",
        json!({"name": "Shop", "redirect_uris": ["https://shop.example.com/cb"],
               "scopes": ["openid", "email", "organizations", "organization:*"],
               "rotate_refresh_tokens": true}),
    );
    assert_eq!(client.status, 200, "{}", client.body);
    let email = format!(
        "ann-{}@example.com",
        accounts_domain::ids::SessionId::generate(app.clock_now())
            .to_string()
            .to_lowercase()
    );
    let made = post(
        app,
        "/accounts/admin/v1/users",
        json!({"email": email, "password": "correct horse", "name": "Ann"}),
    );
    assert_eq!(made.status, 200, "{}", made.body);
    let login = login(app, &email, "correct horse");
    assert_eq!(login.status, 200, "{}", login.body);
    Signed {
        client_id: client.body["client_id"].as_str().unwrap().to_owned(),
        secret: client.body["client_secret"].as_str().unwrap().to_owned(),
        account: login.body["accountToken"].as_str().unwrap().to_owned(),
        user_id: made.body["userId"].as_str().unwrap().to_owned(),
    }
}

/// Makes the organization `slug` (with `settings`); its id.
fn organization(app: &TestApp, slug: &str, settings: Value) -> String {
    let mut body = json!({"slug": slug, "name": slug});
    if let (Some(body), Some(settings)) = (body.as_object_mut(), settings.as_object()) {
        body.extend(settings.clone());
    }
    let made = post(app, ORGS, body);
    assert_eq!(made.status, 201, "{}", made.body);
    made.body["id"].as_str().unwrap().to_owned()
}

fn join(app: &TestApp, who: &Signed, slug: &str, roles: &[&str]) {
    let added = post(
        app,
        &format!("{ORGS}/{slug}/members"),
        json!({"userId": who.user_id, "roles": roles}),
    );
    assert_eq!(added.status, 201, "{}", added.body);
}

fn patch(app: &TestApp, slug: &str, body: Value) {
    let patched = admin(
        app,
        reqwest::Method::PATCH,
        &format!("{ORGS}/{slug}"),
        Some(body),
    );
    assert_eq!(patched.status, 200, "{}", patched.body);
}

/// A code for `scope` through the native-app API, exchanged on the
/// standard face: the token answer.
fn granted(app: &TestApp, who: &Signed, scope: &str) -> Value {
    let code = with_account(
        app,
        CODE,
        &who.account,
        &json!({"client_id": who.client_id, "scope": scope}),
    );
    assert_eq!(code.status, 200, "{}", code.body);
    let tokens = app.send(
        app.http
            .post(app.url(TOKEN))
            .basic_auth(&who.client_id, Some(&who.secret))
            .form(&[
                ("grant_type", "authorization_code"),
                ("code", code.body["authCode"].as_str().unwrap()),
            ]),
    );
    assert_eq!(tokens.status, 200, "{}", tokens.body);
    tokens.body
}

/// A refresh on the standard face, with `scope` when given.
fn refresh(app: &TestApp, who: &Signed, answer: &Value, scope: Option<&str>) -> Reply {
    let mut form = vec![
        ("grant_type", "refresh_token"),
        ("refresh_token", answer["refresh_token"].as_str().unwrap()),
    ];
    if let Some(scope) = scope {
        form.push(("scope", scope));
    }
    app.send(
        app.http
            .post(app.url(TOKEN))
            .basic_auth(&who.client_id, Some(&who.secret))
            .form(&form),
    )
}

/// A refresh that must succeed: its answer.
fn refreshed(app: &TestApp, who: &Signed, answer: &Value, scope: Option<&str>) -> Value {
    let reply = refresh(app, who, answer, scope);
    assert_eq!(reply.status, 200, "{scope:?}: {}", reply.body);
    reply.body
}

/// A refresh that must be refused with `error`: its description.
fn refused(app: &TestApp, who: &Signed, answer: &Value, scope: &str, error: &str) -> String {
    let reply = refresh(app, who, answer, Some(scope));
    assert_eq!(reply.status, 400, "{scope}: {}", reply.body);
    assert_eq!(reply.body["error"], error, "{scope}: {}", reply.body);
    reply.body["error_description"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

/// The access token's organization: (orgSlug, orgRoles).
fn bound(answer: &Value) -> (Value, Value) {
    let claims = jwt_part(answer["access_token"].as_str().unwrap(), 1);
    (claims["orgSlug"].clone(), claims["orgRoles"].clone())
}

pub fn a_refresh_switches_a_member_to_another_of_their_organizations(app: &TestApp) {
    let ann = signed_in(app);
    let acme = organization(app, "acme", json!({}));
    let beta = organization(app, "beta", json!({}));
    join(app, &ann, "acme", &["admin"]);
    join(app, &ann, "beta", &["member"]);
    let first = granted(app, &ann, "openid email organizations organization:acme");
    assert_eq!(
        first["scope"],
        "openid email organizations organization:acme"
    );
    assert_eq!(bound(&first), (json!("acme"), json!(["admin"])));

    let switched = refreshed(
        app,
        &ann,
        &first,
        Some("openid email organizations organization:beta"),
    );
    assert_eq!(
        switched["scope"],
        "openid email organizations organization:beta"
    );
    let access = jwt_part(switched["access_token"].as_str().unwrap(), 1);
    assert_eq!(access["orgId"], beta.as_str());
    assert_eq!(bound(&switched), (json!("beta"), json!(["member"])));
    let id_token = jwt_part(switched["id_token"].as_str().unwrap(), 1);
    assert_eq!(id_token["org_id"], beta.as_str());
    assert_eq!(id_token["org_slug"], "beta");
    assert_eq!(id_token["org_roles"], json!(["member"]));
    assert_eq!(
        id_token["organizations"].as_array().map(Vec::len),
        Some(2),
        "{id_token}"
    );
    assert_ne!(switched["refresh_token"], first["refresh_token"]);

    // The rotated refresh token is bound to it: a refresh without an
    // organization stays there, and introspection says so.
    let stayed = refreshed(app, &ann, &switched, None);
    assert_eq!(bound(&stayed), (json!("beta"), json!(["member"])));
    let introspected = app.send(
        app.http
            .post(app.url("/accounts/oauth2/v1/introspect"))
            .basic_auth(&ann.client_id, Some(&ann.secret))
            .form(&[("token", stayed["refresh_token"].as_str().unwrap())]),
    );
    assert_eq!(introspected.body["active"], true, "{}", introspected.body);
    assert_eq!(introspected.body["org_id"], beta.as_str());

    // Back by id, with fewer of the grant's scopes: those tokens carry
    // only them, while the rotated refresh token keeps the grant's.
    let back = refreshed(
        app,
        &ann,
        &stayed,
        Some(&format!("openid organization:{acme}")),
    );
    assert_eq!(back["scope"], "openid organization:acme");
    assert_eq!(bound(&back), (json!("acme"), json!(["admin"])));
    let narrowed = jwt_part(back["id_token"].as_str().unwrap(), 1);
    assert!(narrowed.get("organizations").is_none(), "{narrowed}");
    assert!(narrowed.get("email").is_none(), "{narrowed}");
    let whole = refreshed(app, &ann, &back, None);
    assert_eq!(
        whole["scope"],
        "openid email organizations organization:acme"
    );
}

pub fn a_refresh_switches_to_no_organization_the_user_may_not_sign_in_for(app: &TestApp) {
    let ann = signed_in(app);
    organization(app, "acme", json!({}));
    organization(app, "beta", json!({}));
    organization(app, "idle", json!({}));
    join(app, &ann, "acme", &["admin"]);
    join(app, &ann, "idle", &["member"]);
    patch(app, "idle", json!({"enabled": false}));
    let first = granted(app, &ann, "openid email organizations organization:acme");

    // Not a member, disabled, unknown by slug and by id: one answer, and
    // the refresh token stays good.
    let asking = |slug: &str| format!("openid email organizations organization:{slug}");
    let answers: Vec<String> = ["beta", "idle", "nope", "org_01JD00000000000000000000ZZ"]
        .iter()
        .map(|other| refused(app, &ann, &first, &asking(other), "invalid_scope"))
        .collect();
    assert!(answers.iter().all(|a| *a == answers[0]), "{answers:?}");
    let kept = refreshed(app, &ann, &first, None);
    assert_eq!(bound(&kept), (json!("acme"), json!(["admin"])));

    // The same requests succeed once the user is a member, and once the
    // organization is enabled.
    join(app, &ann, "beta", &["member"]);
    let in_beta = refreshed(app, &ann, &kept, Some(&asking("beta")));
    assert_eq!(bound(&in_beta), (json!("beta"), json!(["member"])));
    patch(app, "idle", json!({"enabled": true}));
    let in_idle = refreshed(app, &ann, &in_beta, Some(&asking("idle")));
    assert_eq!(bound(&in_idle), (json!("idle"), json!(["member"])));

    // `mfa: required` refuses a one-factor session as the code grant
    // does; the token still refreshes where it is, and the same request
    // succeeds once the rule is gone.
    patch(app, "beta", json!({"mfa": "required"}));
    refused(app, &ann, &in_idle, &asking("beta"), "invalid_grant");
    let still = refreshed(app, &ann, &in_idle, None);
    assert_eq!(bound(&still), (json!("idle"), json!(["member"])));
    patch(app, "beta", json!({"mfa": "optional"}));
    let again = refreshed(app, &ann, &still, Some(&asking("beta")));
    assert_eq!(bound(&again), (json!("beta"), json!(["member"])));
}

pub fn a_grant_without_organizations_names_no_other_organization_at_a_refresh(app: &TestApp) {
    let ann = signed_in(app);
    organization(app, "acme", json!({}));
    organization(app, "beta", json!({}));
    join(app, &ann, "acme", &["admin"]);
    join(app, &ann, "beta", &["member"]);

    // Bound to acme without `organizations`: beta widens the grant, acme
    // is its own.
    let acme_only = granted(app, &ann, "openid email organization:acme");
    refused(
        app,
        &ann,
        &acme_only,
        "openid email organization:beta",
        "invalid_scope",
    );
    let own = refreshed(
        app,
        &ann,
        &acme_only,
        Some("openid email organization:acme"),
    );
    assert_eq!(bound(&own), (json!("acme"), json!(["admin"])));
    // For no organization without `organizations`: none may be named.
    let unbound = granted(app, &ann, "openid email");
    refused(
        app,
        &ann,
        &unbound,
        "openid email organization:acme",
        "invalid_scope",
    );
    // Nor may a refresh ask for a scope the grant does not hold.
    refused(
        app,
        &ann,
        &unbound,
        "openid email organizations",
        "invalid_scope",
    );
    let plain = refreshed(app, &ann, &unbound, Some("openid email"));
    assert!(bound(&plain).0.is_null(), "{plain}");

    // The same requests from grants that hold `organizations`.
    let all = granted(app, &ann, "openid email organizations organization:acme");
    let to_beta = refreshed(app, &ann, &all, Some("openid email organization:beta"));
    assert_eq!(to_beta["scope"], "openid email organization:beta");
    assert_eq!(bound(&to_beta), (json!("beta"), json!(["member"])));
    let listed = granted(app, &ann, "openid email organizations");
    let to_acme = refreshed(app, &ann, &listed, Some("openid email organization:acme"));
    assert_eq!(bound(&to_acme), (json!("acme"), json!(["admin"])));
}

on_both_backends!(
    a_refresh_switches_a_member_to_another_of_their_organizations,
    a_refresh_switches_to_no_organization_the_user_may_not_sign_in_for,
    a_grant_without_organizations_names_no_other_organization_at_a_refresh,
);
