//! client_credentials for the APIs operators register (docs/api.md,
//! "Machine tokens"): the admin API registers an API and grants a client
//! scopes on it; the client gets an RFC 9068 token whose audience is the
//! API, verified here through the JWKS with `ring` alone, as an API would;
//! introspection reports it; nothing that needs a user accepts it. The
//! `oauth2` crate runs the grant too.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde_json::{Value, json};
use time::Duration;

use crate::helpers::{ADMIN_KEY, Reply, TestApp, jwt_part};

const TOKEN: &str = "/accounts/oauth2/v1/token";
const INTROSPECT: &str = "/accounts/oauth2/v1/introspect";
const ORDERS: &str = "https://orders.example.com/api";
const BILLING: &str = "https://billing.example.com";

fn admin(app: &TestApp, request: reqwest::blocking::RequestBuilder) -> Reply {
    app.send(request.bearer_auth(ADMIN_KEY))
}

/// A client registered through the admin API with `body`: (id, secret).
fn client(app: &TestApp, body: Value) -> (String, String) {
    let reply = admin(
        app,
        app.http
            .post(app.url("/accounts/admin/v1/clients"))
            .json(&body),
    );
    assert_eq!(reply.status, 200, "{}", reply.body);
    (
        reply.body["client_id"].as_str().unwrap().to_owned(),
        reply.body["client_secret"].as_str().unwrap().to_owned(),
    )
}

pub(crate) fn register_api(app: &TestApp, identifier: &str, scopes: &[&str]) -> Reply {
    admin(
        app,
        app.http
            .post(app.url("/accounts/admin/v1/resources"))
            .json(&json!({"identifier": identifier, "scopes": scopes})),
    )
}

pub(crate) fn grant(app: &TestApp, client: &str, resource: &str, scopes: &[&str]) -> Reply {
    admin(
        app,
        app.http
            .post(app.url(&format!("/accounts/admin/v1/clients/{client}/grants")))
            .json(&json!({"resource": resource, "scopes": scopes})),
    )
}

fn token(app: &TestApp, id: &str, secret: &str, params: &[(&str, &str)]) -> Reply {
    let mut form = vec![("grant_type", "client_credentials")];
    form.extend_from_slice(params);
    app.send(
        app.http
            .post(app.url(TOKEN))
            .basic_auth(id, Some(secret))
            .form(&form),
    )
}

pub(crate) fn introspect(app: &TestApp, id: &str, secret: &str, token: &str) -> Value {
    let reply = app.send(
        app.http
            .post(app.url(INTROSPECT))
            .basic_auth(id, Some(secret))
            .form(&[("token", token)]),
    );
    assert_eq!(reply.status, 200, "{}", reply.body);
    crate::schema::assert_valid(&reply.body, "Introspection");
    reply.body
}

/// Verifies an ES256 JWS against the served JWKS as an API with no
/// library of ours would: the key by `kid`, the signature with `ring`.
pub(crate) fn verify_through_jwks(app: &TestApp, jwt: &str) {
    let jwks = app.send(app.http.get(app.url("/accounts/oauth2/v1/jwks")));
    let header = jwt_part(jwt, 0);
    assert_eq!(header["alg"], "ES256");
    let key = jwks.body["keys"]
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["kid"] == header["kid"])
        .expect("the token's key is published");
    let coordinate = |name: &str| URL_SAFE_NO_PAD.decode(key[name].as_str().unwrap()).unwrap();
    let mut point = vec![4u8];
    point.extend(coordinate("x"));
    point.extend(coordinate("y"));
    let (signed, signature) = jwt.rsplit_once('.').unwrap();
    ring::signature::UnparsedPublicKey::new(&ring::signature::ECDSA_P256_SHA256_FIXED, point)
        .verify(
            signed.as_bytes(),
            &URL_SAFE_NO_PAD.decode(signature).unwrap(),
        )
        .expect("the signature checks out against the JWKS");
}

pub fn a_machine_client_gets_a_token_for_its_api(app: &TestApp) {
    // The operator registers two APIs and the clients.
    let created = register_api(app, ORDERS, &["orders:read", "orders:write"]);
    assert_eq!(created.status, 201, "{}", created.body);
    assert_eq!(
        created.body["scopes"],
        json!(["orders:read", "orders:write"])
    );
    register_api(app, ORDERS, &["x"]).assert_error(409, "CONFLICT");
    register_api(app, "https://Orders.example.com", &["x"]).assert_error(400, "INVALID_REQUEST");
    register_api(app, "https://a.example.com/?q", &["x"]).assert_error(400, "INVALID_REQUEST");
    register_api(app, "https://a.example.com", &["has space"]).assert_error(400, "INVALID_REQUEST");
    assert_eq!(register_api(app, BILLING, &["invoices:read"]).status, 201);
    let listed = admin(app, app.http.get(app.url("/accounts/admin/v1/resources")));
    assert_eq!(listed.body["resources"].as_array().unwrap().len(), 2);

    let (api, api_secret) = client(
        app,
        json!({"name": "Orders API", "redirect_uris": ["https://orders.example.com/cb"], "resource_server": true}),
    );
    let (job, job_secret) = client(
        app,
        json!({"name": "Nightly billing", "client_credentials": true}),
    );
    let refused = admin(
        app,
        app.http.post(app.url("/accounts/admin/v1/clients")).json(
            &json!({"name": "SPA", "redirect_uris": ["https://spa.example.com/cb"], "public": true, "client_credentials": true}),
        ),
    );
    refused.assert_error(400, "INVALID_REQUEST");

    // No grant yet: no API to get a token for.
    token(app, &job, &job_secret, &[]).assert_oauth_error(400, "invalid_target");
    grant(app, &job, ORDERS, &["orders:read", "orders:delete"]).assert_error(409, "CONFLICT");
    grant(app, &job, "https://nowhere.example.com", &["x"]).assert_error(404, "NOT_FOUND");
    // A grant bounds what a client asks for on anyone's behalf, its own
    // or a user's (docs/api.md, "A user's tokens for an API"): a client
    // without client_credentials may be granted, and still gets no token
    // for itself.
    assert_eq!(grant(app, &api, ORDERS, &["orders:read"]).status, 200);
    token(app, &api, &api_secret, &[]).assert_oauth_error(400, "unauthorized_client");
    let granted = grant(app, &job, ORDERS, &["orders:read", "orders:write"]);
    assert_eq!(granted.status, 200, "{}", granted.body);

    // One API granted: `resource` may be left out; all granted scopes.
    let issued = token(app, &job, &job_secret, &[]);
    assert_eq!(issued.status, 200, "{}", issued.body);
    assert_eq!(issued.header("cache-control"), Some("no-store"));
    assert_eq!(issued.body["scope"], "orders:read orders:write");
    assert_eq!(issued.body["token_type"], "Bearer");
    assert_eq!(issued.body["expires_in"], 3600);
    assert!(issued.body.get("refresh_token").is_none());
    assert!(issued.body.get("id_token").is_none());

    assert_eq!(grant(app, &job, BILLING, &["invoices:read"]).status, 200);
    token(app, &job, &job_secret, &[]).assert_oauth_error(400, "invalid_target");
    let reply = token(
        app,
        &job,
        &job_secret,
        &[("resource", ORDERS), ("scope", "orders:read")],
    );
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["scope"], "orders:read");
    let jwt = reply.body["access_token"].as_str().unwrap().to_owned();

    // RFC 9068: at+jwt, the API's audience, the client as subject, no user.
    let header = jwt_part(&jwt, 0);
    assert_eq!(header["typ"], "at+jwt");
    let claims = jwt_part(&jwt, 1);
    let now = app.clock_now().unix_timestamp();
    assert_eq!(claims["iss"], app.state.accounts.issuer());
    assert_eq!(claims["aud"], ORDERS);
    assert_eq!(claims["sub"], job);
    assert_eq!(claims["client_id"], job);
    assert_eq!(claims["scope"], "orders:read");
    assert_eq!(claims["iat"], now);
    assert_eq!(claims["exp"], now + 3600);
    assert!(claims["jti"].as_str().is_some_and(|j| !j.is_empty()));
    let mut names: Vec<&String> = claims.as_object().unwrap().keys().collect();
    names.sort();
    assert_eq!(
        names,
        [
            "aud",
            "client_id",
            "exp",
            "iat",
            "iss",
            "jti",
            "scope",
            "sub"
        ],
        "no user, session or profile claim"
    );
    verify_through_jwks(app, &jwt);

    // What the token endpoint refuses.
    token(
        app,
        &job,
        &job_secret,
        &[("resource", ORDERS), ("scope", "orders:delete")],
    )
    .assert_oauth_error(400, "invalid_scope");
    token(
        app,
        &job,
        &job_secret,
        &[("resource", "https://nowhere.example.com")],
    )
    .assert_oauth_error(400, "invalid_target");
    token(app, &job, &job_secret, &[("resource", "not a URL")])
        .assert_oauth_error(400, "invalid_target");
    token(
        app,
        &job,
        &job_secret,
        &[("resource", ORDERS), ("resource", BILLING)],
    )
    .assert_oauth_error(400, "invalid_request");
    token(app, &job, "wrong", &[]).assert_oauth_error(401, "invalid_client");
    token(app, &api, &api_secret, &[]).assert_oauth_error(400, "unauthorized_client");

    // The API introspects it; its client may; another client learns nothing.
    let answer = introspect(app, &api, &api_secret, &jwt);
    assert_eq!(
        answer,
        json!({"active": true, "scope": "orders:read", "client_id": job, "sub": job,
               "aud": ORDERS, "iss": app.state.accounts.issuer(), "token_type": "Bearer",
               "iat": now, "exp": now + 3600})
    );
    assert_eq!(introspect(app, &job, &job_secret, &jwt)["active"], true);
    let other = app.seed();
    let seen = introspect(
        app,
        &other.client.id.to_string(),
        other.secret.expose(),
        &jwt,
    );
    assert_eq!(seen, json!({"active": false}));

    // Nothing that reads a user's data takes it.
    for path in [
        "/accounts/oauth2/v1/userinfo",
        "/accounts/users/v1/userinfo",
    ] {
        let reply = app.get_bearer(path, &jwt);
        assert_eq!(reply.status, 401, "{path}: {}", reply.body);
    }

    // The grants as listed; the audit trail has both operations.
    let grants = admin(
        app,
        app.http
            .get(app.url(&format!("/accounts/admin/v1/clients/{job}/grants"))),
    );
    assert_eq!(grants.body["grants"].as_array().unwrap().len(), 2);
    let audit = admin(
        app,
        app.http
            .get(app.url("/accounts/admin/v1/audit?type=client.granted")),
    );
    assert_eq!(audit.status, 200, "{}", audit.body);
    assert!(
        !audit.body["events"].as_array().unwrap().is_empty(),
        "{}",
        audit.body
    );

    // Expired, it is inactive; so is a disabled client's.
    app.advance(Duration::seconds(3600));
    assert_eq!(
        introspect(app, &api, &api_secret, &jwt),
        json!({"active": false})
    );
    let fresh = token(app, &job, &job_secret, &[("resource", BILLING)]);
    let fresh = fresh.body["access_token"].as_str().unwrap().to_owned();
    assert_eq!(introspect(app, &api, &api_secret, &fresh)["active"], true);
    let disabled = admin(
        app,
        app.http
            .post(app.url(&format!("/accounts/admin/v1/clients/{job}/disable"))),
    );
    assert_eq!(disabled.status, 200, "{}", disabled.body);
    assert_eq!(
        introspect(app, &api, &api_secret, &fresh),
        json!({"active": false})
    );
    token(app, &job, &job_secret, &[]).assert_oauth_error(401, "invalid_client");
}

/// The `oauth2` crate's client_credentials request, with RFC 8707's
/// `resource` as an extra parameter.
pub fn the_oauth2_crate_runs_client_credentials(app: &TestApp) {
    use oauth2::basic::BasicClient;
    use oauth2::{ClientId, ClientSecret, Scope, TokenResponse, TokenUrl};

    assert_eq!(
        register_api(app, ORDERS, &["orders:read", "orders:write"]).status,
        201
    );
    let (job, secret) = client(app, json!({"name": "Job", "client_credentials": true}));
    assert_eq!(grant(app, &job, ORDERS, &["orders:read"]).status, 200);
    let http = reqwest::blocking::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let client = BasicClient::new(ClientId::new(job.clone()))
        .set_client_secret(ClientSecret::new(secret))
        .set_token_uri(TokenUrl::new(app.url(TOKEN)).unwrap());
    let tokens = client
        .exchange_client_credentials()
        .add_scope(Scope::new("orders:read".into()))
        .add_extra_param("resource", ORDERS)
        .request(&http)
        .expect("client_credentials");
    assert_eq!(
        tokens.scopes().map(|s| s[0].to_string()),
        Some("orders:read".into())
    );
    assert!(tokens.refresh_token().is_none());
    let claims = jwt_part(tokens.access_token().secret(), 1);
    assert_eq!(
        (claims["aud"].as_str(), claims["sub"].as_str()),
        (Some(ORDERS), Some(job.as_str()))
    );
    verify_through_jwks(app, tokens.access_token().secret());
    let refused = client
        .exchange_client_credentials()
        .add_scope(Scope::new("orders:write".into()))
        .request(&http);
    assert!(
        matches!(&refused, Err(oauth2::RequestTokenError::ServerResponse(e))
            if e.error().as_ref() == "invalid_scope"),
        "{refused:?}"
    );
}

on_both_backends!(
    a_machine_client_gets_a_token_for_its_api,
    the_oauth2_crate_runs_client_credentials,
);
