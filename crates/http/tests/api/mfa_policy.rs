//! The two-factor policy: a `require_mfa` client gets codes and id_tokens
//! only for two-factor sessions (users without a second factor set one up
//! first); `acr_values=urn:accounts:acr:mfa` makes a one-factor session of
//! a user who has a second factor sign in again.

use accounts_domain::repository::ClientRepository;
use serde_json::json;

use crate::browser::{Browser, code_flow, exchange, params_of};
use crate::helpers::{Seeded, TestApp};
use crate::native_app::login;
use crate::second_factor::{account_token, code, enrolled};

/// The seeded world with its client replaced by one that requires two
/// factors (created through the admin API, as an operator would).
fn strict(app: &TestApp) -> Seeded {
    let seeded = app.seed();
    let created = app.send(
        app.http
            .post(app.url("/accounts/admin/v1/clients"))
            .bearer_auth(crate::helpers::ADMIN_KEY)
            .json(&json!({
                "name": "Payroll",
                "redirect_uris": [accounts_testkit::app::REDIRECT_URI],
                "package_names": ["com.example.app"],
                "require_mfa": true,
            })),
    );
    assert_eq!(created.status, 200, "{}", created.body);
    assert_eq!(created.body["require_mfa"], true, "{}", created.body);
    let id = created.body["client_id"].as_str().unwrap().parse().unwrap();
    let client = ClientRepository::find(app.store(), id).unwrap().unwrap();
    assert!(client.require_mfa);
    Seeded {
        client,
        secret: accounts_domain::secrets::PlainSecret::from_presented(
            created.body["client_secret"].as_str().unwrap(),
        ),
        user: seeded.user,
        session: seeded.session,
    }
}

pub fn a_require_mfa_client_gets_codes_only_for_two_factor_sessions(app: &TestApp) {
    let strict = strict(app);
    let client_id = strict.client.id.to_string();
    let email = strict.user.email.as_str();
    let one_factor = account_token(app, email);
    for path in ["/accounts/oauth2/v1/code", "/accounts/oauth2/v1/id-token"] {
        let refused = app.send(
            app.http
                .post(app.url(path))
                .bearer_auth(&one_factor)
                .json(&json!({ "client_id": client_id, "scope": "openid" })),
        );
        assert_eq!(refused.status, 403, "{path}: {}", refused.body);
        assert_eq!(refused.code(), "MFA_ENROLMENT_REQUIRED");
    }

    let secret = enrolled(app, email);
    let step = login(app, email, "correct horse");
    let answered = app.post_json(
        "/accounts/users/v1/login/mfa",
        &json!({ "mfaToken": step.body["mfaToken"], "code": code(app, &secret, 0) }),
    );
    assert_eq!(answered.status, 200, "{}", answered.body);
    let two_factors = answered.body["accountToken"].as_str().unwrap();
    let issued = app.send(
        app.http
            .post(app.url("/accounts/oauth2/v1/code"))
            .bearer_auth(two_factors)
            .json(&json!({ "client_id": client_id, "scope": "openid" })),
    );
    assert_eq!(issued.status, 200, "{}", issued.body);
    assert_eq!(issued.code(), "AUTH_CODE");
}

pub fn the_login_page_sends_a_user_without_a_factor_to_set_one_up(app: &TestApp) {
    let strict = strict(app);
    let email = strict.user.email.as_str();
    let mut browser = Browser::new(app);
    let form = browser.get(&code_flow(&strict));
    let refused = browser.sign_in(&form, email, "correct horse");
    assert_eq!(refused.status, 403, "{}", refused.body);
    assert!(
        refused.body.contains("requires two-factor sign-in"),
        "{}",
        refused.body
    );
    assert!(
        refused.body.contains("/accounts/account"),
        "{}",
        refused.body
    );
    assert!(
        refused.headers.get("location").is_none(),
        "no code goes back"
    );
    assert!(
        refused.set_cookie("__Host-accounts_session").is_some(),
        "signed in, for the account page"
    );
    // Without a page to show (prompt=none), the client is told so with
    // interaction_required (OpenID Connect Core 3.1.2.6), not a 403 page.
    let silent = browser.get(&format!("{}&prompt=none", code_flow(&strict)));
    assert_eq!(silent.status, 302, "{}", silent.body);
    let params = params_of(silent.location(), '?');
    assert!(
        silent
            .location()
            .starts_with(accounts_testkit::app::REDIRECT_URI),
        "{}",
        silent.location()
    );
    assert_eq!(params["error"], "interaction_required");
    assert_eq!(params["state"], "st&te=1");
    assert!(!params.contains_key("code"));

    // With a second factor, the same browser signs in again with both.
    let secret = enrolled(app, email);
    let again = browser.get(&code_flow(&strict));
    assert_eq!(again.status, 200, "the form, a step up: {}", again.body);
    assert!(again.body.contains("name=\"password\""), "{}", again.body);
    let step = browser.sign_in(&again, email, "correct horse");
    let mut answer = step.hidden_fields();
    answer.push(("code".into(), code(app, &secret, 0)));
    let back = browser.post("/accounts/oauth2/v1/authorize/mfa", &answer);
    assert_eq!(back.status, 303, "{}", back.body);
    let tokens = exchange(app, &strict, &params_of(back.location(), '?')["code"]);
    assert!(tokens["id_token"].is_string(), "{tokens}");
}

pub fn acr_values_ask_a_one_factor_session_to_sign_in_again(app: &TestApp) {
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let acr = format!(
        "{}&acr_values=urn%3Aaccounts%3Aacr%3Amfa",
        code_flow(&seeded)
    );

    // A user without a second factor: the password session is all there
    // is, and the code comes back (its id_token says acr pwd).
    let mut browser = Browser::new(app);
    let form = browser.get(&code_flow(&seeded));
    let back = browser.sign_in(&form, email, "correct horse");
    assert_eq!(back.status, 303, "{}", back.body);
    let skipped = browser.get(&acr);
    assert_eq!(skipped.status, 302, "{}", skipped.body);
    // A code, not an error redirect, whose id_token says one factor.
    let params = params_of(skipped.location(), '?');
    assert!(!params.contains_key("error"), "{}", skipped.location());
    let tokens = exchange(app, &seeded, &params["code"]);
    let claims = crate::helpers::jwt_part(tokens["id_token"].as_str().unwrap(), 1);
    assert_eq!(claims["acr"], "urn:accounts:acr:pwd");

    // Once the user has one, the same one-factor session signs in again,
    // and prompt=none cannot.
    let secret = enrolled(app, email);
    let form = browser.get(&acr);
    assert_eq!(form.status, 200, "{}", form.body);
    assert!(form.body.contains("name=\"password\""), "{}", form.body);
    let silent = browser.get(&format!("{acr}&prompt=none"));
    assert_eq!(silent.status, 302, "{}", silent.body);
    assert_eq!(params_of(silent.location(), '?')["error"], "login_required");
    let step = browser.sign_in(&form, email, "correct horse");
    let mut answer = step.hidden_fields();
    answer.push(("code".into(), code(app, &secret, 0)));
    let back = browser.post("/accounts/oauth2/v1/authorize/mfa", &answer);
    assert_eq!(back.status, 303, "{}", back.body);
    // The two-factor session now answers acr_values without a form.
    let skipped = browser.get(&acr);
    assert_eq!(skipped.status, 302, "{}", skipped.body);
    let params = params_of(skipped.location(), '?');
    assert!(!params.contains_key("error"), "{}", skipped.location());
    let tokens = exchange(app, &seeded, &params["code"]);
    let claims = crate::helpers::jwt_part(tokens["id_token"].as_str().unwrap(), 1);
    assert_eq!(claims["acr"], "urn:accounts:acr:mfa");
}

on_both_backends!(
    a_require_mfa_client_gets_codes_only_for_two_factor_sessions,
    the_login_page_sends_a_user_without_a_factor_to_set_one_up,
    acr_values_ask_a_one_factor_session_to_sign_in_again,
);
