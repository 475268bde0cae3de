//! An organization in the browser (docs/api.md, "Organizations"): the
//! login form refuses a non-member back to the client, and an
//! organization's `mfa: required` makes a member without a second factor
//! enrol and one with a factor step up before the code is issued.

use serde_json::json;

use crate::helpers::{TestApp, jwt_part};
use crate::native_app::{CODE, with_account};
use crate::organizations::{ORGS, admin, post};

pub fn the_browser_flow_refuses_a_non_member_and_enforces_the_second_factor(app: &TestApp) {
    use crate::browser::{Browser, CHALLENGE, PASSWORD, VERIFIER, authorize_url, params_of};
    let seeded = app.seed();
    let client = post(
        app,
        "/accounts/admin/v1/clients",
        json!({"name": "Shop", "redirect_uris": [crate::helpers::REDIRECT_URI],
               "package_names": ["com.example.app"],
               "scopes": ["openid", "email", "organization:*"]}),
    );
    let client_id = client.body["client_id"].as_str().unwrap().to_owned();
    let secret = client.body["client_secret"].as_str().unwrap().to_owned();
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
        json!({"userId": seeded.user.id.to_string()}),
    );
    assert_eq!(added.status, 201, "{}", added.body);
    let flow = |scope: &str| {
        authorize_url(
            &client_id,
            &[
                ("response_type", "code"),
                ("scope", scope),
                ("state", "s1"),
                ("code_challenge", CHALLENGE),
                ("code_challenge_method", "S256"),
            ],
        )
    };
    let mut browser = Browser::new(app);
    let form = browser.get(&flow("openid organization:beta"));
    assert_eq!(form.status, 200, "{}", form.body);
    let back = browser.sign_in(&form, seeded.user.email.as_str(), PASSWORD);
    assert_eq!(back.status, 303, "{}", back.body);
    let params = params_of(back.location(), '?');
    assert_eq!(
        params.get("error").map(String::as_str),
        Some("access_denied"),
        "{}",
        back.location()
    );
    assert!(!params.contains_key("code"));
    // The same signed-in browser, for its own organization: a code.
    let back = browser.get(&flow("openid email organization:acme"));
    assert_eq!(back.status, 302, "{}", back.body);
    let code = params_of(back.location(), '?')["code"].clone();
    let tokens = app.send(
        app.http
            .post(app.url("/accounts/oauth2/v1/token"))
            .basic_auth(&client_id, Some(&secret))
            .form(&[
                ("grant_type", "authorization_code"),
                ("code", code.as_str()),
                ("redirect_uri", crate::helpers::REDIRECT_URI),
                ("code_verifier", VERIFIER),
            ]),
    );
    assert_eq!(tokens.status, 200, "{}", tokens.body);
    assert_eq!(tokens.body["scope"], "openid email organization:acme");
    let claims = jwt_part(tokens.body["id_token"].as_str().unwrap(), 1);
    assert_eq!(claims["org_slug"], "acme");
    assert_eq!(claims["org_roles"], json!(["member"]));

    // `mfa: required`: a one-factor session of a user without a second
    // factor gets no code; it sets one up first.
    let patched = admin(
        app,
        reqwest::Method::PATCH,
        &format!("{ORGS}/acme"),
        Some(json!({"mfa": "required"})),
    );
    assert_eq!(patched.status, 200, "{}", patched.body);
    let enrol = browser.get(&flow("openid email organization:acme"));
    assert!(
        !params_of(enrol.location(), '?').contains_key("code"),
        "{} {}",
        enrol.status,
        enrol.location()
    );
    let token = app.session_token(
        seeded.user.id,
        accounts_domain::records::SessionChannel::App,
        accounts_domain::records::SessionAuth::Password,
    );
    with_account(
        app,
        CODE,
        &token,
        &json!({"client_id": client_id, "scope": "openid organization:acme"}),
    )
    .assert_error(403, "MFA_ENROLMENT_REQUIRED");
    // A foreign organization's rule is none of a non-member's business:
    // the refusal is the unknown organization's, not a second-factor one.
    let beta_rule = admin(
        app,
        reqwest::Method::PATCH,
        &format!("{ORGS}/beta"),
        Some(json!({"mfa": "required"})),
    );
    assert_eq!(beta_rule.status, 200, "{}", beta_rule.body);
    for other in ["beta", "nope"] {
        with_account(
            app,
            CODE,
            &token,
            &json!({"client_id": client_id, "scope": format!("openid organization:{other}")}),
        )
        .assert_error(403, "NOT_A_MEMBER");
    }
    // Without the organization the same session gets its code.
    let plain = with_account(
        app,
        CODE,
        &token,
        &json!({"client_id": client_id, "scope": "openid email"}),
    );
    assert_eq!(plain.status, 200, "{}", plain.body);

    // Once the user has a second factor, the signed-in one-factor
    // browser signs in again for the organization (a step up), while
    // the same browser without the organization gets its code at once.
    let email = seeded.user.email.as_str();
    let totp = crate::second_factor::enrolled(app, email);
    let unbound = browser.get(&flow("openid email"));
    assert_eq!(unbound.status, 302, "{}", unbound.body);
    assert!(params_of(unbound.location(), '?').contains_key("code"));
    let again = browser.get(&flow("openid email organization:acme"));
    assert_eq!(again.status, 200, "the form, a step up: {}", again.body);
    assert!(again.body.contains("name=\"password\""), "{}", again.body);
    let step = browser.sign_in(&again, email, PASSWORD);
    let mut answer = step.hidden_fields();
    answer.push(("code".into(), crate::second_factor::code(app, &totp, 0)));
    let back = browser.post("/accounts/oauth2/v1/authorize/mfa", &answer);
    assert_eq!(back.status, 303, "{}", back.body);
    let code = params_of(back.location(), '?')["code"].clone();
    let tokens = app.send(
        app.http
            .post(app.url("/accounts/oauth2/v1/token"))
            .basic_auth(&client_id, Some(&secret))
            .form(&[
                ("grant_type", "authorization_code"),
                ("code", code.as_str()),
                ("redirect_uri", crate::helpers::REDIRECT_URI),
                ("code_verifier", VERIFIER),
            ]),
    );
    assert_eq!(tokens.status, 200, "{}", tokens.body);
    let claims = jwt_part(tokens.body["id_token"].as_str().unwrap(), 1);
    assert_eq!(claims["org_slug"], "acme");
    assert_eq!(claims["acr"], "urn:accounts:acr:mfa");
}

on_both_backends!(the_browser_flow_refuses_a_non_member_and_enforces_the_second_factor);
