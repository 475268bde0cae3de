//! Passkeys from an app, with webauthn-authenticator-rs's software
//! passkey as the authenticator: register (options, answer), list, rename,
//! delete; sign in with one on its own and as the second factor after a
//! password; each ceremony's state used once. Apps' own origins are in
//! `passkeys_apps.rs`, the mails about factor changes in `factor_mails.rs`.
//!
//! The software passkey cannot store discoverable credentials and needs
//! the credential named: the test plays the platform's part by asking it
//! for a non-resident key and naming the credential it holds in the
//! sign-in options. The browser's discoverable path is the Chromium test's.

use serde_json::{Value, json};
use webauthn_authenticator_rs::WebauthnAuthenticator;
use webauthn_authenticator_rs::softpasskey::SoftPasskey;
use webauthn_rs::prelude::{CreationChallengeResponse, RequestChallengeResponse, Url};

use crate::helpers::{Reply, TestApp};
use crate::native_app::login;

const OPTIONS: &str = "/accounts/users/v1/passkeys/register/options";
pub(crate) const PASSKEYS: &str = "/accounts/users/v1/passkeys";
const SIGN_IN_OPTIONS: &str = "/accounts/users/v1/login/passkey/options";
const SIGN_IN: &str = "/accounts/users/v1/login/passkey";

fn origin() -> Url {
    Url::parse(accounts_testkit::app::ISSUER).unwrap()
}

pub(crate) fn account_token(app: &TestApp, email: &str) -> String {
    let reply = login(app, email, "correct horse");
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["accountToken"].as_str().unwrap().to_owned()
}

pub(crate) fn registration_options(app: &TestApp, token: &str) -> Reply {
    app.send(
        app.http
            .post(app.url(OPTIONS))
            .bearer_auth(token)
            .json(&json!({})),
    )
}

/// An account token of a sign-in with the password and then the passkey
/// (two factors, which changing a factor needs once the user has one).
pub(crate) fn two_factor_token(
    app: &TestApp,
    email: &str,
    authenticator: &mut SoftPasskey,
    credential_id: &str,
) -> String {
    let step = login(app, email, "correct horse");
    assert_eq!(step.code(), "MFA_REQUIRED", "{}", step.body);
    let options = sign_in_options(app);
    let finished = sign_in(
        app,
        &json!({ "challengeId": options.body["challengeId"], "mfaToken": step.body["mfaToken"],
                 "credential": assert_with(authenticator, &options.body, credential_id) }),
    );
    assert_eq!(finished.status, 200, "{}", finished.body);
    finished.body["accountToken"].as_str().unwrap().to_owned()
}

/// The authenticator's answer to registration options.
pub(crate) fn create(authenticator: &mut SoftPasskey, options: &Value) -> Value {
    let mut public_key = options["publicKey"].clone();
    public_key["authenticatorSelection"]["residentKey"] = json!("discouraged");
    public_key["authenticatorSelection"]["requireResidentKey"] = json!(false);
    let options: CreationChallengeResponse =
        serde_json::from_value(json!({ "publicKey": public_key })).unwrap();
    serde_json::to_value(authenticator.do_registration(origin(), options).unwrap()).unwrap()
}

pub(crate) fn add(app: &TestApp, token: &str, name: &str, credential: &Value) -> Reply {
    app.send(
        app.http
            .post(app.url(PASSKEYS))
            .bearer_auth(token)
            .json(&json!({ "name": name, "credential": credential })),
    )
}

/// Registers a new software passkey for the user; answers it and its
/// credential id (base64url).
pub(crate) fn registered(app: &TestApp, token: &str) -> (SoftPasskey, String) {
    let mut authenticator = SoftPasskey::new(true);
    let options = registration_options(app, token);
    assert_eq!(options.status, 200, "{}", options.body);
    let credential = create(&mut authenticator, &options.body);
    let added = add(app, token, "Laptop", &credential);
    assert_eq!(added.status, 200, "{}", added.body);
    (authenticator, credential["id"].as_str().unwrap().to_owned())
}

pub(crate) fn sign_in_options(app: &TestApp) -> Reply {
    app.send(app.http.post(app.url(SIGN_IN_OPTIONS)).json(&json!({})))
}

/// The authenticator's assertion for sign-in options.
pub(crate) fn assert_with(
    authenticator: &mut SoftPasskey,
    options: &Value,
    credential_id: &str,
) -> Value {
    let mut public_key = options["publicKey"].clone();
    public_key["allowCredentials"] = json!([{ "type": "public-key", "id": credential_id }]);
    let options: RequestChallengeResponse =
        serde_json::from_value(json!({ "publicKey": public_key })).unwrap();
    serde_json::to_value(authenticator.do_authentication(origin(), options).unwrap()).unwrap()
}

pub(crate) fn sign_in(app: &TestApp, body: &Value) -> Reply {
    app.send(app.http.post(app.url(SIGN_IN)).json(body))
}

/// The `amr` and `acr` of an id_token issued in the account token's session.
fn amr_and_acr(app: &TestApp, client_id: &str, token: &str) -> (Value, Value) {
    let issued = app.send(
        app.http
            .post(app.url("/accounts/oauth2/v1/id-token"))
            .bearer_auth(token)
            .json(&json!({ "client_id": client_id, "scope": "openid" })),
    );
    assert_eq!(issued.code(), "ID_TOKEN", "{}", issued.body);
    let verified = app.post_json(
        "/accounts/oauth2/v1/verify-token",
        &json!({"token": issued.body["id_token"], "token_type": "id_token", "client_id": client_id}),
    );
    assert_eq!(verified.code(), "VERIFICATION_SUCCESS", "{}", verified.body);
    (
        verified.body["decodedData"]["amr"].clone(),
        verified.body["decodedData"]["acr"].clone(),
    )
}

pub fn users_register_list_rename_and_delete_passkeys(app: &TestApp) {
    let seeded = app.seed();
    let token = account_token(app, seeded.user.email.as_str());

    let options = registration_options(app, &token);
    assert_eq!(options.status, 200, "{}", options.body);
    assert_eq!(options.code(), "PASSKEY_OPTIONS");
    crate::schema::assert_valid(&options.body, "PasskeyOptionsResponse");
    assert_eq!(options.header("cache-control"), Some("no-store"));
    let public_key = &options.body["publicKey"];
    assert_eq!(public_key["rp"]["id"], "accounts.test");
    assert_eq!(
        public_key["authenticatorSelection"]["residentKey"],
        "required"
    );
    assert_eq!(
        public_key["authenticatorSelection"]["userVerification"],
        "required"
    );

    let mut authenticator = SoftPasskey::new(true);
    let credential = create(&mut authenticator, &options.body);
    let added = add(app, &token, "  Laptop  ", &credential);
    assert_eq!(added.status, 200, "{}", added.body);
    assert_eq!(added.code(), "PASSKEY_ADDED");
    crate::schema::assert_valid(&added.body, "PasskeyAddedResponse");
    assert_eq!(added.body["passkey"]["name"], "Laptop");
    assert_eq!(added.body["passkey"]["lastUsedAt"], Value::Null);
    assert_eq!(added.body["passkey"]["synced"], false);
    let id = added.body["passkey"]["id"].as_str().unwrap().to_owned();
    // The user has a second factor now: changing factors takes a sign-in
    // with both (the password, then the passkey).
    let credential_id = credential["id"].as_str().unwrap().to_owned();
    let token = two_factor_token(
        app,
        seeded.user.email.as_str(),
        &mut authenticator,
        &credential_id,
    );

    // The registration's state was taken: the same answer again finds none.
    let replayed = add(app, &token, "Again", &credential);
    assert_eq!(replayed.status, 400, "{}", replayed.body);
    assert_eq!(replayed.code(), "INVALID_REQUEST");

    // A new ceremony excludes the registered credential; answering it
    // with an old answer (another challenge) is refused.
    let options = registration_options(app, &token);
    let excluded = options.body["publicKey"]["excludeCredentials"][0]["id"].clone();
    assert_eq!(excluded, credential["id"]);
    let stale = add(app, &token, "Stale", &credential);
    assert_eq!(stale.status, 400, "{}", stale.body);

    let listed = app.send(app.http.get(app.url(PASSKEYS)).bearer_auth(&token));
    assert_eq!(listed.code(), "PASSKEYS", "{}", listed.body);
    crate::schema::assert_valid(&listed.body, "PasskeysResponse");
    assert_eq!(listed.body["passkeys"].as_array().unwrap().len(), 1);
    assert_eq!(listed.body["passkeys"][0]["id"], id.as_str());
    assert!(listed.body["passkeys"][0]["createdAt"].is_string());

    let path = format!("{PASSKEYS}/{id}");
    // Bidirectional formatting characters are refused as in profile
    // fields (issue 34): "Laptop\u{202e}yek" reads as another name.
    for bad in [
        "",
        "   ",
        &"x".repeat(65),
        "a\u{7}b",
        "Laptop\u{202e}yek",
        "\u{2066}Phone\u{2069}",
        "a\u{200f}b",
    ] {
        let refused = app.send(
            app.http
                .patch(app.url(&path))
                .bearer_auth(&token)
                .json(&json!({ "name": bad })),
        );
        assert_eq!(refused.status, 400, "{bad:?}: {}", refused.body);
    }
    let renamed = app.send(
        app.http
            .patch(app.url(&path))
            .bearer_auth(&token)
            .json(&json!({ "name": "Work laptop" })),
    );
    assert_eq!(renamed.status, 200, "{}", renamed.body);
    let listed = app.send(app.http.get(app.url(PASSKEYS)).bearer_auth(&token));
    assert_eq!(listed.body["passkeys"][0]["name"], "Work laptop");

    // Another user cannot touch it.
    let other = app.seed();
    let other_token = account_token(app, other.user.email.as_str());
    let foreign = app.send(app.http.delete(app.url(&path)).bearer_auth(&other_token));
    assert_eq!(foreign.status, 404, "{}", foreign.body);

    let deleted = app.send(app.http.delete(app.url(&path)).bearer_auth(&token));
    assert_eq!(deleted.status, 200, "{}", deleted.body);
    let again = app.send(app.http.delete(app.url(&path)).bearer_auth(&token));
    assert_eq!(again.status, 404, "{}", again.body);
    let not_an_id = app.send(
        app.http
            .delete(app.url(&format!("{PASSKEYS}/not-an-id")))
            .bearer_auth(&token),
    );
    assert_eq!(not_an_id.status, 404, "{}", not_an_id.body);
}

pub fn a_passkey_signs_in_without_a_password(app: &TestApp) {
    let seeded = app.seed();
    let token = account_token(app, seeded.user.email.as_str());
    let (mut authenticator, credential_id) = registered(app, &token);

    let options = sign_in_options(app);
    assert_eq!(options.status, 200, "{}", options.body);
    crate::schema::assert_valid(&options.body, "PasskeySignInOptionsResponse");
    assert_eq!(options.body["publicKey"]["userVerification"], "required");
    let challenge_id = options.body["challengeId"].as_str().unwrap().to_owned();
    let assertion = assert_with(&mut authenticator, &options.body, &credential_id);
    let body = json!({ "challengeId": challenge_id, "credential": assertion });
    let signed_in = sign_in(app, &body);
    assert_eq!(signed_in.status, 200, "{}", signed_in.body);
    assert_eq!(signed_in.code(), "LOGIN_SUCCESS");
    let passkey_token = signed_in.body["accountToken"].as_str().unwrap();
    let (amr, acr) = amr_and_acr(app, &seeded.client.id.to_string(), passkey_token);
    assert_eq!(amr, json!(["hwk", "user", "mfa"]));
    assert_eq!(acr, "urn:accounts:acr:mfa");

    // The ceremony was used: the same answer again is refused.
    let replayed = sign_in(app, &body);
    assert_eq!(replayed.status, 401, "{}", replayed.body);
    assert_eq!(replayed.code(), "INVALID_TOKEN");
    // An old answer under a fresh challenge does not verify.
    let fresh = sign_in_options(app);
    let stale = sign_in(
        app,
        &json!({ "challengeId": fresh.body["challengeId"], "credential": body["credential"] }),
    );
    assert_eq!(stale.status, 401, "{}", stale.body);
    assert_eq!(stale.code(), "INVALID_CREDENTIALS");

    // The use was recorded.
    let listed = app.send(app.http.get(app.url(PASSKEYS)).bearer_auth(&token));
    assert!(
        listed.body["passkeys"][0]["lastUsedAt"].is_string(),
        "{}",
        listed.body
    );

    // A challenge expires with its five minutes.
    let options = sign_in_options(app);
    let assertion = assert_with(&mut authenticator, &options.body, &credential_id);
    app.advance(time::Duration::minutes(5));
    let late = sign_in(
        app,
        &json!({ "challengeId": options.body["challengeId"], "credential": assertion }),
    );
    assert_eq!(late.status, 401, "{}", late.body);
    assert_eq!(late.code(), "INVALID_TOKEN");
}

pub fn a_passkey_is_the_second_factor_after_a_password(app: &TestApp) {
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let token = account_token(app, email);
    let (mut authenticator, credential_id) = registered(app, &token);

    let step = login(app, email, "correct horse");
    assert_eq!(step.status, 401, "{}", step.body);
    assert_eq!(step.code(), "MFA_REQUIRED");
    assert_eq!(step.body["methods"], json!(["passkey"]));
    // The message names the method the user has (issue 34).
    let msg = step.body["msg"].as_str().unwrap();
    assert!(
        msg.contains("passkey") && !msg.contains("authenticator app"),
        "{msg}"
    );
    let mfa_token = step.body["mfaToken"].as_str().unwrap().to_owned();
    // A made-up challengeId is told as such, not as an unknown mfaToken.
    let made_up = sign_in(
        app,
        &json!({ "challengeId": "made-up", "mfaToken": mfa_token, "credential": {} }),
    );
    made_up.assert_error(401, "INVALID_TOKEN");
    let msg = made_up.body["msg"].as_str().unwrap();
    assert!(msg.contains("challengeId"), "{msg}");
    let step = login(app, email, "correct horse");
    let mfa_token = step.body["mfaToken"].as_str().unwrap().to_owned();

    // Another user's passkey does not answer this user's challenge.
    let other = app.seed();
    let other_token = account_token(app, other.user.email.as_str());
    let (mut other_key, other_id) = registered(app, &other_token);
    let options = sign_in_options(app);
    let wrong = sign_in(
        app,
        &json!({ "challengeId": options.body["challengeId"], "mfaToken": mfa_token,
                 "credential": assert_with(&mut other_key, &options.body, &other_id) }),
    );
    assert_eq!(wrong.status, 401, "{}", wrong.body);
    // ...and the mfaToken was spent by that answer.
    let options = sign_in_options(app);
    let spent = sign_in(
        app,
        &json!({ "challengeId": options.body["challengeId"], "mfaToken": mfa_token,
                 "credential": assert_with(&mut authenticator, &options.body, &credential_id) }),
    );
    assert_eq!(spent.status, 401, "{}", spent.body);
    assert_eq!(spent.code(), "INVALID_TOKEN");

    let step = login(app, email, "correct horse");
    let options = sign_in_options(app);
    let finished = sign_in(
        app,
        &json!({ "challengeId": options.body["challengeId"], "mfaToken": step.body["mfaToken"],
                 "credential": assert_with(&mut authenticator, &options.body, &credential_id) }),
    );
    assert_eq!(finished.status, 200, "{}", finished.body);
    let (amr, acr) = amr_and_acr(
        app,
        &seeded.client.id.to_string(),
        finished.body["accountToken"].as_str().unwrap(),
    );
    assert_eq!(amr, json!(["pwd", "hwk", "user", "mfa"]));
    assert_eq!(acr, "urn:accounts:acr:mfa");
}

/// A passkey offered as the second step meets the account's second-factor
/// lock like a code: after five wrong codes the owner's own passkey is
/// refused (429) until the lockout ends, then signs in.
pub fn a_locked_second_step_refuses_a_passkey_too(app: &TestApp) {
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let token = account_token(app, email);
    let (mut authenticator, credential_id) = registered(app, &token);
    for _ in 0..5 {
        let step = login(app, email, "correct horse");
        assert_eq!(step.code(), "MFA_REQUIRED", "{}", step.body);
        let wrong = app.post_json(
            "/accounts/users/v1/login/mfa",
            &json!({ "mfaToken": step.body["mfaToken"], "code": "123456" }),
        );
        assert!(matches!(wrong.status, 401 | 429), "{}", wrong.body);
    }
    let passkey_step = |app: &TestApp, authenticator: &mut SoftPasskey| {
        let step = login(app, email, "correct horse");
        let options = sign_in_options(app);
        sign_in(
            app,
            &json!({ "challengeId": options.body["challengeId"], "mfaToken": step.body["mfaToken"],
                     "credential": assert_with(authenticator, &options.body, &credential_id) }),
        )
    };
    let locked = passkey_step(app, &mut authenticator);
    assert_eq!(locked.status, 429, "{}", locked.body);
    assert_eq!(locked.code(), "RATE_LIMITED");
    assert!(locked.header("retry-after").is_some());

    app.advance(time::Duration::seconds(61));
    let signed_in = passkey_step(app, &mut authenticator);
    assert_eq!(signed_in.status, 200, "{}", signed_in.body);
}

pub fn passkey_requests_are_checked(app: &TestApp) {
    // Without an account token.
    let anonymous = app.send(app.http.post(app.url(OPTIONS)).json(&json!({})));
    assert_eq!(anonymous.status, 401, "{}", anonymous.body);
    assert!(anonymous.header("www-authenticate").is_some());
    let anonymous = app.send(app.http.get(app.url(PASSKEYS)));
    assert_eq!(anonymous.status, 401, "{}", anonymous.body);
    // Options take `{}`.
    let seeded = app.seed();
    let token = account_token(app, seeded.user.email.as_str());
    let extra = app.send(
        app.http
            .post(app.url(OPTIONS))
            .bearer_auth(&token)
            .json(&json!({"x": 1})),
    );
    assert_eq!(extra.status, 400, "{}", extra.body);
    // An answer that is not a credential, with and without a ceremony.
    let no_ceremony = add(app, &token, "Key", &json!({"id": "AAAA"}));
    assert_eq!(no_ceremony.status, 400, "{}", no_ceremony.body);
    registration_options(app, &token);
    let garbage = add(
        app,
        &token,
        "Key",
        &json!({"id": "AAAA", "type": "public-key"}),
    );
    assert_eq!(garbage.status, 400, "{}", garbage.body);
    // Sign-in with an unknown challenge or a malformed answer.
    let unknown = sign_in(app, &json!({"challengeId": "nope", "credential": {}}));
    assert_eq!(unknown.status, 401, "{}", unknown.body);
    assert_eq!(unknown.code(), "INVALID_TOKEN");
    let options = sign_in_options(app);
    let malformed = sign_in(
        app,
        &json!({"challengeId": options.body["challengeId"], "credential": {"id": 5}}),
    );
    assert_eq!(malformed.status, 401, "{}", malformed.body);
    assert_eq!(malformed.code(), "INVALID_CREDENTIALS");
}

pub fn operators_see_and_reset_passkeys(app: &TestApp) {
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let token = account_token(app, email);
    registered(app, &token);
    let path = format!("/accounts/admin/v1/users/{}/factors", seeded.user.id);
    let admin = |method: reqwest::Method| {
        app.send(
            app.http
                .request(method, app.url(&path))
                .bearer_auth(crate::helpers::ADMIN_KEY),
        )
    };
    let listed = admin(reqwest::Method::GET);
    assert_eq!(listed.status, 200, "{}", listed.body);
    assert_eq!(listed.body["passkeys"][0]["name"], "Laptop");
    assert!(
        !listed.body.to_string().contains("publicKey"),
        "{}",
        listed.body
    );
    let reset = admin(reqwest::Method::DELETE);
    assert_eq!(reset.status, 200, "{}", reset.body);
    assert_eq!(reset.body["removed"], true);
    assert_eq!(login(app, email, "correct horse").status, 200);
}

/// Each set of sign-in options stores a ceremony: one address gets a
/// bounded number (every login page asks once, so the bound is generous).
pub fn sign_in_options_from_one_address_are_bounded(app: &TestApp) {
    let mut statuses = Vec::new();
    for _ in 0..1001 {
        statuses.push(sign_in_options(app).status);
    }
    assert!(statuses[..1000].iter().all(|s| *s == 200), "{statuses:?}");
    let refused = sign_in_options(app);
    assert_eq!(refused.status, 429, "{}", refused.body);
    assert_eq!(refused.code(), "RATE_LIMITED");
    assert!(refused.header("retry-after").is_some());
}

on_both_backends!(
    users_register_list_rename_and_delete_passkeys,
    a_passkey_signs_in_without_a_password,
    a_passkey_is_the_second_factor_after_a_password,
    a_locked_second_step_refuses_a_passkey_too,
    passkey_requests_are_checked,
    operators_see_and_reset_passkeys,
    sign_in_options_from_one_address_are_bounded,
);
