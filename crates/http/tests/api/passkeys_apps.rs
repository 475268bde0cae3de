//! Passkeys of native apps: a client registers its app's origin (an
//! `android:apk-key-hash:` one; a web origin is refused there), a passkey
//! made in the app names it, and its assertion counts only on a sign-in
//! that names the app's package. The software passkey and the ceremonies'
//! helpers are in `passkeys.rs`.

use serde_json::{Value, json};
use webauthn_authenticator_rs::softpasskey::SoftPasskey;

use crate::helpers::TestApp;
use crate::passkeys::{add, registration_options, sign_in, sign_in_options};

/// The client data a native app's platform signs: its own origin.
fn client_data(kind: &str, challenge: &Value, origin: &str) -> (Vec<u8>, Vec<u8>) {
    let json = serde_json::to_vec(&json!({
        "type": kind,
        "challenge": challenge,
        "origin": origin,
        "crossOrigin": false,
    }))
    .unwrap();
    let hash = ring::digest::digest(&ring::digest::SHA256, &json)
        .as_ref()
        .to_vec();
    (json, hash)
}

pub fn an_apps_passkeys_come_from_its_registered_origin(app: &TestApp) {
    use webauthn_authenticator_rs::AuthenticatorBackendHashedClientData;
    use webauthn_rs::prelude::{PublicKeyCredential, RegisterPublicKeyCredential};
    const ORIGIN: &str = "android:apk-key-hash:7bT1ZkXU8GP0XcMTuJ1NZvJ1pSEXtCcMFkCNtJ3f_Xw";

    let created = app.send(
        app.http
            .post(app.url("/accounts/admin/v1/clients"))
            .bearer_auth(crate::helpers::ADMIN_KEY)
            .json(&json!({
                "name": "Wallet",
                "redirect_uris": [accounts_testkit::app::REDIRECT_URI],
                "package_names": ["com.example.wallet"],
                "webauthn_origins": [ORIGIN],
            })),
    );
    assert_eq!(created.status, 200, "{}", created.body);
    let bad = app.send(
        app.http
            .post(app.url("/accounts/admin/v1/clients"))
            .bearer_auth(crate::helpers::ADMIN_KEY)
            .json(&json!({
                "name": "Wallet",
                "redirect_uris": [accounts_testkit::app::REDIRECT_URI],
                "webauthn_origins": ["https://evil.example"],
            })),
    );
    assert_eq!(bad.status, 400, "{}", bad.body);

    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let signed_in = app.post_json(
        "/accounts/users/v1/login",
        &json!({"email": email, "password": "correct horse", "package_name": "com.example.wallet"}),
    );
    assert_eq!(signed_in.status, 200, "{}", signed_in.body);
    let token = signed_in.body["accountToken"].as_str().unwrap();

    // Registered from the app: its client data names the app's origin.
    let options = registration_options(app, token);
    let mut public_key = options.body["publicKey"].clone();
    public_key["authenticatorSelection"]["residentKey"] = json!("discouraged");
    public_key["authenticatorSelection"]["requireResidentKey"] = json!(false);
    let (json, hash) = client_data("webauthn.create", &public_key["challenge"], ORIGIN);
    let mut authenticator = SoftPasskey::new(true);
    let mut credential: RegisterPublicKeyCredential = authenticator
        .perform_register(hash, serde_json::from_value(public_key).unwrap(), 60_000)
        .unwrap();
    credential.response.client_data_json = json;
    let credential = serde_json::to_value(&credential).unwrap();
    let added = add(app, token, "Phone", &credential);
    assert_eq!(added.status, 200, "{}", added.body);

    // Signed in from the app: accepted with its package name only.
    let assert_from_app = |authenticator: &mut SoftPasskey| {
        let options = sign_in_options(app);
        let mut public_key = options.body["publicKey"].clone();
        public_key["allowCredentials"] = json!([{ "type": "public-key", "id": credential["id"] }]);
        let (json, hash) = client_data("webauthn.get", &public_key["challenge"], ORIGIN);
        let mut assertion: PublicKeyCredential = authenticator
            .perform_auth(hash, serde_json::from_value(public_key).unwrap(), 60_000)
            .unwrap();
        assertion.response.client_data_json = json;
        (
            options.body["challengeId"].clone(),
            serde_json::to_value(&assertion).unwrap(),
        )
    };
    let (challenge_id, assertion) = assert_from_app(&mut authenticator);
    let from_web = sign_in(
        app,
        &json!({"challengeId": challenge_id, "credential": assertion}),
    );
    assert_eq!(from_web.status, 401, "not a web origin: {}", from_web.body);
    let (challenge_id, assertion) = assert_from_app(&mut authenticator);
    let from_app = sign_in(
        app,
        &json!({"challengeId": challenge_id, "credential": assertion,
                "package_name": "com.example.wallet"}),
    );
    assert_eq!(from_app.status, 200, "{}", from_app.body);
}

on_both_backends!(an_apps_passkeys_come_from_its_registered_origin);
