//! Second factors and passkeys on the pages, without a browser engine: the
//! account page sets up an authenticator app (QR code, first code,
//! recovery codes once) and passkeys (the page's options endpoint, the
//! software passkey's answer, rename, remove); the login page signs in
//! with a passkey alone and as the second step after a password.

use serde_json::Value;
use webauthn_authenticator_rs::softpasskey::SoftPasskey;

use crate::browser::{Browser, Page, code_flow, exchange, params_of};
use crate::helpers::TestApp;
use crate::passkeys::{assert_with, create, registered, sign_in_options};
use crate::second_factor::{account_token, code};

const ACCOUNT: &str = "/accounts/account";

/// A browser signed in on the account page with the password.
fn signed_in<'a>(app: &'a TestApp, email: &str) -> Browser<'a> {
    let mut browser = Browser::new(app);
    let form = browser.get(ACCOUNT);
    let mut fields = form.hidden_fields();
    fields.push(("email".into(), email.into()));
    fields.push(("password".into(), "correct horse".into()));
    let done = browser.post(ACCOUNT, &fields);
    assert_eq!(done.status, 303, "{}", done.body);
    browser
}

/// Posts one of the account page's forms: its `action` with `fields`.
pub(crate) fn act(
    browser: &mut Browser<'_>,
    page: &Page,
    action: &str,
    fields: &[(&str, &str)],
) -> Page {
    let csrf = page.input("csrf_token").unwrap();
    let mut form = vec![
        ("csrf_token".to_owned(), csrf),
        ("action".to_owned(), action.to_owned()),
    ];
    form.extend(
        fields
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned())),
    );
    browser.post(ACCOUNT, &form)
}

pub fn the_account_page_sets_up_an_authenticator_app(app: &TestApp) {
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let mut browser = signed_in(app, email);
    let page = browser.get(ACCOUNT);
    assert!(
        page.body.contains("Set up an authenticator app"),
        "{}",
        page.body
    );

    let enrolment = act(&mut browser, &page, "totp_start", &[]);
    assert_eq!(enrolment.status, 200, "{}", enrolment.body);
    assert!(
        enrolment.body.contains("<svg role=\"img\""),
        "an inline QR code"
    );
    assert!(!enrolment.body.contains("<img"), "drawn here, not fetched");
    let secret_text: String = enrolment
        .body
        .split("<p class=\"code secret\">")
        .nth(1)
        .and_then(|s| s.split("</p>").next())
        .unwrap()
        .replace(' ', "");
    let secret =
        accounts_service::second_factor::totp::TotpSecret::from_base32(&secret_text).unwrap();

    // A wrong first code shows the same secret again.
    let good = code(app, &secret, 0);
    let wrong = if good == "000000" { "111111" } else { "000000" };
    let refused = act(&mut browser, &enrolment, "totp_confirm", &[("code", wrong)]);
    assert_eq!(refused.status, 401, "{}", refused.body);
    assert!(
        refused
            .body
            .contains(&secret_text.get(..4).unwrap().to_owned())
    );

    let codes = act(&mut browser, &refused, "totp_confirm", &[("code", &good)]);
    assert_eq!(codes.status, 200, "{}", codes.body);
    assert!(
        codes.body.contains("Save your recovery codes"),
        "{}",
        codes.body
    );
    assert_eq!(codes.body.matches("<li class=\"code\">").count(), 10);

    let page = browser.get(ACCOUNT);
    assert!(
        page.body
            .contains("An authenticator app is set up; 10 recovery codes are unused."),
        "{}",
        page.body
    );
    // Removing it takes a sign-in with both factors: the password, then
    // a code of the next step.
    app.advance(time::Duration::seconds(30));
    let mut browser = Browser::new(app);
    let login = browser.get(ACCOUNT);
    let mut form = login.hidden_fields();
    form.push(("email".into(), email.into()));
    form.push(("password".into(), "correct horse".into()));
    let step = browser.post(ACCOUNT, &form);
    assert_eq!(step.status, 200, "{}", step.body);
    let mut answer = step.hidden_fields();
    answer.push(("code".into(), code(app, &secret, 0)));
    assert_eq!(browser.post(ACCOUNT, &answer).status, 303);
    let page = browser.get(ACCOUNT);
    let removed = act(&mut browser, &page, "totp_remove", &[]);
    assert_eq!(removed.status, 303, "{}", removed.body);
    assert!(
        browser
            .get(ACCOUNT)
            .body
            .contains("Set up an authenticator app")
    );
}

pub fn the_account_page_adds_renames_and_removes_passkeys(app: &TestApp) {
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let mut browser = signed_in(app, email);
    let page = browser.get(ACCOUNT);
    assert!(page.body.contains("id=\"passkey-add\""), "{}", page.body);
    let csrf = page.input("csrf_token").unwrap();

    // The page's script asks for options with the session cookie.
    let stale = browser.post(
        "/accounts/account/passkeys/options",
        &[("csrf_token".into(), "forged".into())],
    );
    assert_eq!(stale.status, 403, "{}", stale.body);
    let options = browser.post(
        "/accounts/account/passkeys/options",
        &[("csrf_token".into(), csrf.clone())],
    );
    assert_eq!(options.status, 200, "{}", options.body);
    let options: Value = serde_json::from_str(&options.body).unwrap();
    assert_eq!(options["code"], "PASSKEY_OPTIONS");
    let mut authenticator = SoftPasskey::new(true);
    let credential = create(&mut authenticator, &options);
    let added = act(
        &mut browser,
        &page,
        "passkey_add",
        &[
            ("name", "Work laptop"),
            ("credential", &credential.to_string()),
        ],
    );
    assert_eq!(added.status, 303, "{}", added.body);
    let page = browser.get(added.location());
    assert!(page.body.contains("Your passkey is added"), "{}", page.body);
    assert!(
        page.body.contains("<strong>Work laptop</strong>"),
        "{}",
        page.body
    );
    let id = page
        .body
        .split("name=\"passkey_id\" value=\"")
        .nth(1)
        .and_then(|s| s.split('"').next())
        .unwrap()
        .to_owned();

    let renamed = act(
        &mut browser,
        &page,
        "passkey_rename",
        &[("passkey_id", &id), ("name", "Old laptop")],
    );
    assert_eq!(renamed.status, 303, "{}", renamed.body);
    let page = browser.get(ACCOUNT);
    assert!(
        page.body.contains("<strong>Old laptop</strong>"),
        "{}",
        page.body
    );
    let bad = act(
        &mut browser,
        &page,
        "passkey_rename",
        &[("passkey_id", &id), ("name", " ")],
    );
    assert_eq!(bad.status, 400, "{}", bad.body);

    // Removing it takes a sign-in with both factors: this password
    // session is asked to sign in again; the passkey itself is two.
    let refused = act(
        &mut browser,
        &page,
        "passkey_delete",
        &[("passkey_id", &id)],
    );
    assert_eq!(refused.status, 403, "{}", refused.body);
    let options = sign_in_options(app);
    let credential_id = credential["id"].as_str().unwrap();
    let assertion = assert_with(&mut authenticator, &options.body, credential_id);
    let signed_in = act(
        &mut browser,
        &refused,
        "passkey_sign_in",
        &[
            (
                "challenge_id",
                options.body["challengeId"].as_str().unwrap(),
            ),
            ("credential", &assertion.to_string()),
        ],
    );
    assert_eq!(signed_in.status, 303, "{}", signed_in.body);
    let page = browser.get(ACCOUNT);
    let removed = act(
        &mut browser,
        &page,
        "passkey_delete",
        &[("passkey_id", &id)],
    );
    assert_eq!(removed.status, 303, "{}", removed.body);
    assert!(!browser.get(ACCOUNT).body.contains("Old laptop"));
}

pub fn the_login_page_signs_in_with_a_passkey(app: &TestApp) {
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let token = account_token(app, email);
    let (mut authenticator, credential_id) = registered(app, &token);

    // Alone: the login page's passkey form (its second form).
    let mut browser = Browser::new(app);
    let form = browser.get(&code_flow(&seeded));
    assert!(form.body.contains("id=\"passkey-signin\""), "{}", form.body);
    let options = sign_in_options(app);
    let assertion = assert_with(&mut authenticator, &options.body, &credential_id);
    let mut fields: Vec<(String, String)> = form
        .form_fields(1)
        .into_iter()
        .filter(|(name, _)| name != "challenge_id" && name != "credential")
        .collect();
    fields.push((
        "challenge_id".into(),
        options.body["challengeId"].as_str().unwrap().into(),
    ));
    fields.push(("credential".into(), assertion.to_string()));
    let back = browser.post("/accounts/oauth2/v1/authorize/passkey", &fields);
    assert_eq!(back.status, 303, "{}", back.body);
    let tokens = exchange(app, &seeded, &params_of(back.location(), '?')["code"]);
    let claims = id_token_claims(tokens["id_token"].as_str().unwrap());
    assert_eq!(claims["amr"], serde_json::json!(["hwk", "user", "mfa"]));
    // The answer is spent: posting it again shows the form with a message.
    let again = browser.post("/accounts/oauth2/v1/authorize/passkey", &fields);
    assert_eq!(again.status, 401, "{}", again.body);
    assert!(
        again.body.contains("That passkey could not be used"),
        "{}",
        again.body
    );

    // After a password: the second step offers the passkey.
    let mut browser = Browser::new(app);
    let form = browser.get(&code_flow(&seeded));
    let step = browser.sign_in(&form, email, "correct horse");
    assert_eq!(step.status, 200, "{}", step.body);
    assert!(step.body.contains("use your passkey"), "{}", step.body);
    assert!(
        !step.body.contains("name=\"code\""),
        "no code form without an app"
    );
    let options = sign_in_options(app);
    let mut fields: Vec<(String, String)> = step
        .form_fields(0)
        .into_iter()
        .filter(|(name, _)| name != "challenge_id" && name != "credential")
        .collect();
    assert!(fields.contains(&("second_factor".into(), "1".into())));
    fields.push((
        "challenge_id".into(),
        options.body["challengeId"].as_str().unwrap().into(),
    ));
    fields.push((
        "credential".into(),
        assert_with(&mut authenticator, &options.body, &credential_id).to_string(),
    ));
    let back = browser.post("/accounts/oauth2/v1/authorize/passkey", &fields);
    assert_eq!(back.status, 303, "{}", back.body);
    let tokens = exchange(app, &seeded, &params_of(back.location(), '?')["code"]);
    let claims = id_token_claims(tokens["id_token"].as_str().unwrap());
    assert_eq!(
        claims["amr"],
        serde_json::json!(["pwd", "hwk", "user", "mfa"])
    );
}

/// The claims of an id_token (its signature is the token tests' concern).
fn id_token_claims(id_token: &str) -> Value {
    use base64::Engine as _;
    let payload = id_token.split('.').nth(1).unwrap();
    serde_json::from_slice(
        &base64::engine::general_purpose::URL_SAFE_NO_PAD
            .decode(payload)
            .unwrap(),
    )
    .unwrap()
}

on_both_backends!(
    the_account_page_sets_up_an_authenticator_app,
    the_account_page_adds_renames_and_removes_passkeys,
    the_login_page_signs_in_with_a_passkey,
);
