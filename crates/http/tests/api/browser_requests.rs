//! Authorization requests as a browser makes them, beyond the login form
//! (`browser.rs`, which holds the cookie-keeping client): an id_token in
//! the fragment, errors as a page or a redirect by whom the request can be
//! trusted to return to, public clients with PKCE and no secret, and
//! discovery.

use serde_json::{Value, json};

use crate::browser::{
    AUTHORIZE, Browser, CHALLENGE, LOGOUT, PASSWORD, TOKEN, VERIFIER, authorize_url, params_of,
    signed_in,
};
use crate::helpers::{ISSUER, REDIRECT_URI, TestApp};

pub fn id_tokens_come_back_in_the_fragment(app: &TestApp) {
    let (seeded, mut browser, _) = signed_in(app);
    let client_id = seeded.client.id.to_string();
    let url = authorize_url(
        &client_id,
        &[
            ("response_type", "id_token"),
            ("scope", "openid"),
            ("nonce", "abc"),
            ("state", "s1"),
        ],
    );
    let back = browser.get(&url);
    assert_eq!(back.status, 302);
    assert!(back.location().starts_with(&format!("{REDIRECT_URI}#")));
    let params = params_of(back.location(), '#');
    assert_eq!(params["state"], "s1");
    let verified = app.post_json(
        "/accounts/oauth2/v1/verify-token",
        &json!({"token": params["id_token"], "token_type": "id_token", "client_id": client_id}),
    );
    assert_eq!(verified.body["decodedData"]["nonce"], "abc");

    // OpenID Connect requires a nonce and the openid scope here.
    for (extra, error) in [
        (vec![("scope", "openid")], "invalid_request"),
        (vec![("scope", "email"), ("nonce", "n")], "invalid_scope"),
    ] {
        let mut all = vec![("response_type", "id_token"), ("state", "s2")];
        all.extend(extra);
        let back = browser.get(&authorize_url(&client_id, &all));
        assert_eq!(back.status, 302);
        let params = params_of(back.location(), '#');
        assert_eq!(
            (params["error"].as_str(), params["state"].as_str()),
            (error, "s2")
        );
    }
}

pub fn untrusted_requests_get_an_error_page_and_others_an_error_redirect(app: &TestApp) {
    let seeded = app.seed();
    let id = seeded.client.id.to_string();
    let mut browser = Browser::new(app);
    let with = |client: &str, redirect: Option<&str>| {
        let mut q = url::form_urlencoded::Serializer::new(String::new());
        q.append_pair("response_type", "code");
        q.append_pair("scope", "email");
        q.append_pair("client_id", client);
        if let Some(r) = redirect {
            q.append_pair("redirect_uri", r);
        }
        format!("{AUTHORIZE}?{}", q.finish())
    };
    let trailing_slash = format!("{REDIRECT_URI}/");
    let with_query = format!("{REDIRECT_URI}?x=1");
    for url in [
        with("01JD0000000000000000000000", Some(REDIRECT_URI)),
        with("not-a-ulid", Some(REDIRECT_URI)),
        with(&id, None),
        with(&id, Some("https://evil.example.com/callback")),
        with(&id, Some(&trailing_slash)),
        with(&id, Some(&with_query)),
        format!("{AUTHORIZE}?client_id=%FF%FE"),
        AUTHORIZE.to_owned(),
    ] {
        let page = browser.get(&url);
        assert_eq!(page.status, 400, "{url}");
        assert_eq!(page.location(), "", "{url} must not redirect");
        assert!(page.body.contains("<h1>"), "{url}: an HTML page");
    }

    let cases: [(&[(&str, &str)], &str); 7] = [
        (
            &[("response_type", "token"), ("scope", "email")],
            "unsupported_response_type",
        ),
        (&[("scope", "email")], "invalid_request"),
        (&[("response_type", "code")], "invalid_request"),
        (
            &[("response_type", "code"), ("scope", "email admin")],
            "invalid_scope",
        ),
        (
            &[
                ("response_type", "code"),
                ("scope", "email"),
                ("code_challenge", CHALLENGE),
            ],
            "invalid_request",
        ),
        (
            &[
                ("response_type", "code"),
                ("scope", "email"),
                ("package_name", "com.other.app"),
            ],
            "invalid_request",
        ),
        (
            &[
                ("response_type", "code"),
                ("scope", "email"),
                ("prompt", "none login"),
            ],
            "invalid_request",
        ),
    ];
    for (extra, error) in cases {
        let mut all = extra.to_vec();
        all.push(("state", "xyz"));
        let page = browser.get(&authorize_url(&id, &all));
        assert_eq!(page.status, 302, "{extra:?}");
        let params = params_of(page.location(), '?');
        assert_eq!(params["error"], error, "{extra:?}");
        assert_eq!(params["state"], "xyz");
        assert!(params.contains_key("error_description"));
    }
}

pub fn public_clients_use_pkce_and_no_secret(app: &TestApp) {
    let seeded = app.seed();
    let created = app.send(
        app.http
            .post(app.url("/accounts/admin/v1/clients"))
            .bearer_auth(crate::helpers::ADMIN_KEY)
            .json(&json!({"name": "SPA", "redirect_uris": [REDIRECT_URI], "public": true})),
    );
    assert_eq!(created.status, 200, "{}", created.body);
    assert!(
        created.body.get("client_secret").is_none(),
        "{}",
        created.body
    );
    let id = created.body["client_id"].as_str().unwrap().to_owned();
    let rotate = app.send(
        app.http
            .post(app.url(&format!("/accounts/admin/v1/clients/{id}/rotate-secret")))
            .bearer_auth(crate::helpers::ADMIN_KEY),
    );
    assert_eq!(
        rotate.status, 400,
        "a public client has no secret to rotate"
    );

    let mut browser = Browser::new(app);
    let no_pkce = browser.get(&authorize_url(
        &id,
        &[("response_type", "code"), ("scope", "email")],
    ));
    assert_eq!(
        params_of(no_pkce.location(), '?')["error"],
        "invalid_request"
    );
    let form = browser.get(&authorize_url(
        &id,
        &[
            ("response_type", "code"),
            ("scope", "email"),
            ("code_challenge", CHALLENGE),
            ("code_challenge_method", "S256"),
        ],
    ));
    let back = browser.sign_in(&form, seeded.user.email.as_str(), PASSWORD);
    let code = params_of(back.location(), '?')["code"].clone();
    let token = |fields: &[(&str, &str)]| {
        let mut form = vec![
            ("grant_type", "authorization_code"),
            ("code", code.as_str()),
            ("redirect_uri", REDIRECT_URI),
            ("client_id", id.as_str()),
        ];
        form.extend_from_slice(fields);
        app.send(app.http.post(app.url(TOKEN)).form(&form))
    };
    // A secret from a public client is refused; so is a missing verifier
    // (neither consumes the code).
    assert_eq!(
        token(&[("client_secret", "guess")]).body["error"],
        "invalid_client"
    );
    assert_eq!(token(&[]).body["error"], "invalid_grant");
    let reply = token(&[("code_verifier", VERIFIER)]);
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert!(reply.body["access_token"].is_string());

    // The native-app API asks public clients for PKCE too.
    let login = app.post_json(
        "/accounts/users/v1/login",
        &json!({"email": seeded.user.email.as_str(), "password": PASSWORD}),
    );
    let account = login.body["accountToken"].as_str().unwrap();
    let code = |body: Value| {
        app.send(
            app.http
                .post(app.url("/accounts/oauth2/v1/code"))
                .bearer_auth(account)
                .json(&body),
        )
    };
    code(json!({"client_id": id, "scope": "email"})).assert_error(400, "INVALID_REQUEST");
    let with_pkce = code(json!({"client_id": id, "scope": "email",
        "code_challenge": CHALLENGE, "code_challenge_method": "S256"}));
    assert_eq!(with_pkce.code(), "AUTH_CODE", "{}", with_pkce.body);
}

pub fn discovery_describes_the_endpoints(app: &TestApp) {
    let reply = app.send(app.http.get(app.url("/.well-known/openid-configuration")));
    assert_eq!(reply.status, 200);
    let doc = &reply.body;
    assert_eq!(doc["issuer"], ISSUER);
    for (field, path) in [
        ("authorization_endpoint", AUTHORIZE),
        ("token_endpoint", TOKEN),
        ("jwks_uri", "/accounts/oauth2/v1/jwks"),
        ("revocation_endpoint", "/accounts/oauth2/v1/revoke"),
        ("end_session_endpoint", LOGOUT),
    ] {
        assert_eq!(doc[field], format!("{ISSUER}{path}"), "{field}");
        // Each advertised endpoint exists here (the issuer is only a name).
        let status = app.send(app.http.get(app.url(path))).status;
        assert_ne!(status, 404, "{path}");
    }
    assert_eq!(doc["response_types_supported"], json!(["code", "id_token"]));
    assert_eq!(doc["code_challenge_methods_supported"], json!(["S256"]));
    assert_eq!(
        doc["id_token_signing_alg_values_supported"],
        json!(["ES256"])
    );
    assert!(
        doc["scopes_supported"]
            .as_array()
            .unwrap()
            .contains(&json!("openid"))
    );
}

on_both_backends!(
    id_tokens_come_back_in_the_fragment,
    untrusted_requests_get_an_error_page_and_others_an_error_redirect,
    public_clients_use_pkce_and_no_secret,
    discovery_describes_the_endpoints,
);
