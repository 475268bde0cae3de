//! Signing in with the authenticator app as the second factor: a fresh
//! code for each sign-in, the login page's and the account page's second
//! step, and id_tokens that say how the user signed in (amr, acr). Setting
//! the authenticator up, its throttles and lock, and the helpers are in
//! `second_factor.rs`.

use accounts_service::second_factor::totp::TotpSecret;
use serde_json::json;

use crate::helpers::TestApp;
use crate::second_factor::{account_token, answer, challenged, code, confirm, enrolled, start};

pub fn a_sign_in_with_a_second_factor_needs_a_fresh_code(app: &TestApp) {
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let token = account_token(app, email);
    let started = start(app, &token);
    let secret = TotpSecret::from_base32(started.body["secret"].as_str().unwrap()).unwrap();
    let confirming = code(app, &secret, 0);
    let confirmed = confirm(app, &token, &confirming);
    assert_eq!(confirmed.status, 200, "{}", confirmed.body);
    let recovery = confirmed.body["recoveryCodes"][0]
        .as_str()
        .unwrap()
        .to_owned();

    // The password alone opens no session now.
    let mfa_token = challenged(app, email);
    // The code that confirmed enrolment is used: refused, and the
    // challenge with it.
    let replayed = answer(app, &mfa_token, &confirming);
    assert_eq!(replayed.status, 401, "{}", replayed.body);
    assert_eq!(replayed.code(), "INVALID_CREDENTIALS");
    let again = answer(app, &mfa_token, &code(app, &secret, 1));
    assert_eq!(again.status, 401, "{}", again.body);
    assert_eq!(again.code(), "INVALID_TOKEN", "a challenge answers once");

    // The next step's code signs in, once.
    app.advance(time::Duration::seconds(30));
    let fresh = code(app, &secret, 0);
    let signed_in = answer(app, &challenged(app, email), &fresh);
    assert_eq!(signed_in.status, 200, "{}", signed_in.body);
    assert_eq!(signed_in.code(), "LOGIN_SUCCESS");
    let new_token = signed_in.body["accountToken"].as_str().unwrap();
    let sessions = app.send(
        app.http
            .get(app.url("/accounts/users/v1/sessions"))
            .bearer_auth(new_token),
    );
    assert_eq!(sessions.status, 200, "{}", sessions.body);
    let reused = answer(app, &challenged(app, email), &fresh);
    assert_eq!(reused.status, 401, "{}", reused.body);

    // A recovery code works once, typed any way.
    let typed = recovery.to_uppercase().replace('-', " ");
    let recovered = answer(app, &challenged(app, email), &typed);
    assert_eq!(recovered.status, 200, "{}", recovered.body);
    let spent = answer(app, &challenged(app, email), &recovery);
    assert_eq!(spent.status, 401, "{}", spent.body);
    assert_eq!(spent.code(), "INVALID_CREDENTIALS");

    // Unknown tokens are refused.
    let unknown = answer(app, "not-a-challenge", &code(app, &secret, 0));
    assert_eq!(unknown.status, 401, "{}", unknown.body);
    assert_eq!(unknown.code(), "INVALID_TOKEN");
}

pub fn the_login_page_asks_for_the_second_factor(app: &TestApp) {
    use crate::browser::{Browser, code_flow, params_of};
    const MFA: &str = "/accounts/oauth2/v1/authorize/mfa";
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let secret = enrolled(app, email);

    let mut browser = Browser::new(app);
    let form = browser.get(&code_flow(&seeded));
    let step = browser.sign_in(&form, email, "correct horse");
    assert_eq!(step.status, 200, "{}", step.body);
    assert!(step.body.contains("Two-step sign-in"), "{}", step.body);
    assert!(step.body.contains("autocomplete=\"one-time-code\""));
    assert!(
        step.set_cookie("__Host-accounts_session").is_none(),
        "no session yet"
    );
    // Over https the challenge cookie is `__Host-` prefixed (Secure, path
    // /, no Domain), so a sibling subdomain cannot plant one.
    let challenge = step
        .set_cookie("__Host-accounts_mfa")
        .expect("the challenge cookie");
    assert!(challenge.contains("HttpOnly") && challenge.contains("SameSite=Strict"));
    assert!(
        challenge.contains("Secure")
            && challenge.contains("Path=/;")
            && !challenge.contains("Domain"),
        "{challenge}"
    );
    assert_eq!(
        step.input("state").as_deref(),
        Some("st&te=1"),
        "the request is carried"
    );

    // A wrong code ends the challenge: the login form again.
    let mut wrong = step.hidden_fields();
    let good = code(app, &secret, 0);
    let bad = if good == "000000" { "111111" } else { "000000" };
    wrong.push(("code".into(), bad.into()));
    let refused = browser.post(MFA, &wrong);
    assert_eq!(refused.status, 401, "{}", refused.body);
    assert!(refused.body.contains("role=\"alert\""));
    assert!(
        !browser.cookies.contains_key("__Host-accounts_mfa"),
        "cleared"
    );
    // ... even with the right code now.
    let mut late = step.hidden_fields();
    late.push(("code".into(), good.clone()));
    assert_eq!(browser.post(MFA, &late).status, 401);

    // Password, then the right code: back to the client with a code.
    let step = browser.sign_in(&form, email, "correct horse");
    let mut answer = step.hidden_fields();
    answer.push(("code".into(), good));
    let back = browser.post(MFA, &answer);
    assert_eq!(back.status, 303, "{}", back.body);
    let params = params_of(back.location(), '?');
    assert!(params.contains_key("code"), "{}", back.location());
    assert_eq!(params["state"], "st&te=1");
    assert!(back.set_cookie("__Host-accounts_session").is_some());

    // The same challenge under the unprefixed name (as a sibling
    // subdomain could plant it) is not read.
    let step = browser.sign_in(&form, email, "correct horse");
    let value = browser.cookies.remove("__Host-accounts_mfa").unwrap();
    browser.cookies.insert("accounts_mfa".into(), value);
    let mut planted = step.hidden_fields();
    app.advance(time::Duration::seconds(30));
    planted.push(("code".into(), code(app, &secret, 0)));
    let refused = browser.post(MFA, &planted);
    assert_ne!(refused.status, 303, "{}", refused.body);
    browser.cookies.remove("accounts_mfa");

    // Another browser cannot answer this browser's challenge: it posts
    // the answer with its own valid CSRF token, so only the challenge's
    // binding to the browser refuses it.
    let step = browser.sign_in(&form, email, "correct horse");
    let mut stolen = step.hidden_fields();
    app.advance(time::Duration::seconds(30));
    stolen.push(("code".into(), code(app, &secret, 0)));
    let mut other = Browser::new(app);
    let own = other.get(&code_flow(&seeded)).input("csrf_token").unwrap();
    let mut posted = stolen.clone();
    for (name, value) in &mut posted {
        if name == "csrf_token" {
            *value = own.clone();
        }
    }
    assert_ne!(own, step.input("csrf_token").unwrap());
    let refused = other.post(MFA, &posted);
    assert_eq!(refused.status, 401, "{}", refused.body);
    assert!(refused.body.contains("role=\"alert\""), "{}", refused.body);
    assert!(
        !refused.body.contains("This form expired"),
        "refused by the challenge's binding, not by CSRF: {}",
        refused.body
    );
    // The browser that holds the challenge answers it with the same code.
    let back = browser.post(MFA, &stolen);
    assert_eq!(back.status, 303, "{}", back.body);
}

pub fn the_account_page_asks_for_the_second_factor(app: &TestApp) {
    use crate::browser::Browser;
    const ACCOUNT: &str = "/accounts/account";
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let secret = enrolled(app, email);
    let mut browser = Browser::new(app);
    let form = browser.get(ACCOUNT);
    assert_eq!(form.status, 200, "{}", form.body);
    let mut fields = form.hidden_fields();
    fields.push(("email".into(), email.into()));
    fields.push(("password".into(), "correct horse".into()));
    let step = browser.post(ACCOUNT, &fields);
    assert_eq!(step.status, 200, "{}", step.body);
    assert!(step.body.contains("Two-step sign-in"), "{}", step.body);
    assert!(step.set_cookie("__Host-accounts_session").is_none());
    let mut answer = step.hidden_fields();
    answer.push(("code".into(), code(app, &secret, 0)));
    let signed_in = browser.post(ACCOUNT, &answer);
    assert_eq!(signed_in.status, 303, "{}", signed_in.body);
    assert!(signed_in.set_cookie("__Host-accounts_session").is_some());
    let page = browser.get(ACCOUNT);
    assert!(page.body.contains(email), "the account page, signed in");
}

/// The claims of an id_token, as verify-token decodes them.
fn claims_of(app: &TestApp, seeded: &crate::helpers::Seeded, id_token: &str) -> serde_json::Value {
    let verified = app.post_json(
        "/accounts/oauth2/v1/verify-token",
        &json!({"token": id_token, "token_type": "id_token",
                "client_id": seeded.client.id.to_string()}),
    );
    assert_eq!(verified.code(), "VERIFICATION_SUCCESS", "{}", verified.body);
    verified.body["decodedData"].clone()
}

pub fn id_tokens_say_how_the_user_signed_in(app: &TestApp) {
    use crate::browser::{Browser, code_flow, exchange, params_of};
    let seeded = app.seed();
    let email = seeded.user.email.as_str();

    // A password alone: pwd, one factor.
    let mut browser = Browser::new(app);
    let form = browser.get(&code_flow(&seeded));
    let back = browser.sign_in(&form, email, "correct horse");
    assert_eq!(back.status, 303, "{}", back.body);
    let tokens = exchange(app, &seeded, &params_of(back.location(), '?')["code"]);
    let claims = claims_of(app, &seeded, tokens["id_token"].as_str().unwrap());
    assert_eq!(claims["amr"], json!(["pwd"]));
    assert_eq!(claims["acr"], "urn:accounts:acr:pwd");

    // A password and a code: pwd, otp, mfa; auth_time is the code's.
    let secret = enrolled(app, email);
    let mut browser = Browser::new(app);
    let form = browser.get(&code_flow(&seeded));
    let step = browser.sign_in(&form, email, "correct horse");
    app.advance(time::Duration::seconds(20));
    let mut answer = step.hidden_fields();
    answer.push(("code".into(), code(app, &secret, 0)));
    let back = browser.post("/accounts/oauth2/v1/authorize/mfa", &answer);
    assert_eq!(back.status, 303, "{}", back.body);
    let tokens = exchange(app, &seeded, &params_of(back.location(), '?')["code"]);
    let claims = claims_of(app, &seeded, tokens["id_token"].as_str().unwrap());
    assert_eq!(claims["amr"], json!(["pwd", "otp", "mfa"]));
    assert_eq!(claims["acr"], "urn:accounts:acr:mfa");
    assert_eq!(claims["auth_time"], app.clock_now().unix_timestamp());

    let discovery = app.send(app.http.get(app.url("/.well-known/openid-configuration")));
    assert_eq!(
        discovery.body["acr_values_supported"],
        json!(["urn:accounts:acr:pwd", "urn:accounts:acr:mfa"])
    );
}

on_both_backends!(
    a_sign_in_with_a_second_factor_needs_a_fresh_code,
    the_login_page_asks_for_the_second_factor,
    the_account_page_asks_for_the_second_factor,
    id_tokens_say_how_the_user_signed_in,
);
