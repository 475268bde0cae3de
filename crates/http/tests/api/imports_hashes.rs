//! Imported users sign in with the passwords they had: hashes made by
//! other implementations (Python's bcrypt, argon2-cffi, passlib, hashlib
//! and firebase-scrypt, through `accounts_testkit::hash_makers`) in our
//! NDJSON, a Keycloak realm export, Auth0's NDJSON and Firebase's
//! `auth:export`. Each user's first right password stores the service's
//! own argon2id in place of the imported hash, without ending a session;
//! a wrong one is refused and changes nothing; the `sub` is the id the
//! file gave; a Keycloak authenticator keeps working.

use accounts_service::second_factor::totp::TotpSecret;
use accounts_testkit::hash_makers;
use serde_json::{Value, json};

use crate::helpers::{TestApp, jwt_part};
use crate::imports::{import, ndjson};
use crate::native_app::{ID_TOKEN, login, with_account};
use crate::second_factor::answer;

/// The start of every hash the service makes.
const OURS: &str = "$argon2id$v=19$m=19456,t=2,p=1$";
/// The Firebase project of the example in github.com/firebase/scrypt's
/// README, whose parameters `hash_makers.py` uses.
const FIREBASE: &str = "firebaseSignerKey=jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA%3D%3D&firebaseSaltSeparator=Bw%3D%3D&firebaseRounds=8&firebaseMemCost=14";

fn stored_hash(app: &TestApp, address: &str) -> String {
    let address = accounts_domain::addresses::Email::parse(address).unwrap();
    app.store()
        .find_by_email(&address)
        .unwrap()
        .expect("imported")
        .password
        .as_phc()
        .to_owned()
}

/// A wrong password is refused and leaves the imported hash; the right
/// one signs in and leaves ours; it signs in again with ours, and the
/// first sign-in's session lives on. Answers the first account token.
fn signs_in_and_becomes_ours(app: &TestApp, address: &str, password: &str) -> String {
    let imported = stored_hash(app, address);
    assert!(!imported.starts_with(OURS), "{address}: {imported}");
    let wrong = login(app, address, &format!("{password}!"));
    assert_eq!(wrong.status, 401, "{address}: {}", wrong.body);
    assert_eq!(wrong.code(), "INVALID_CREDENTIALS");
    assert_eq!(
        stored_hash(app, address),
        imported,
        "a wrong password changes nothing"
    );
    let right = login(app, address, password);
    assert_eq!(right.status, 200, "{address}: {}", right.body);
    let token = right.body["accountToken"].as_str().unwrap().to_owned();
    assert!(
        stored_hash(app, address).starts_with(OURS),
        "{address}: re-hashed"
    );
    let again = login(app, address, password);
    assert_eq!(again.status, 200, "{address} with our hash: {}", again.body);
    let sessions = app.send(
        app.http
            .get(app.url("/accounts/users/v1/sessions"))
            .bearer_auth(&token),
    );
    assert_eq!(
        sessions.status, 200,
        "the re-hash ends no session: {}",
        sessions.body
    );
    token
}

fn sub(app: &TestApp, client_id: &str, token: &str) -> String {
    let reply = with_account(
        app,
        ID_TOKEN,
        token,
        &json!({"client_id": client_id, "nonce": "n"}),
    );
    assert_eq!(reply.status, 200, "{}", reply.body);
    let claims = jwt_part(reply.body["id_token"].as_str().unwrap(), 1);
    claims["sub"].as_str().unwrap().to_owned()
}

pub fn every_hash_scheme_signs_in_with_the_original_password(app: &TestApp) {
    let seeded = app.seed();
    let schemes = [
        "bcrypt",
        "argon2id",
        "argon2i",
        "pbkdf2_sha1",
        "pbkdf2_sha256",
        "pbkdf2_sha512",
        "django_pbkdf2_sha256",
        "scrypt",
        "sha512_crypt",
    ];
    let passwords: Vec<String> = schemes
        .iter()
        .map(|s| format!("{s} old password"))
        .collect();
    let entries: Vec<(&str, &str)> = schemes
        .iter()
        .zip(&passwords)
        .map(|(s, p)| (*s, p.as_str()))
        .collect();
    let Some(hashes) = hash_makers::make(&entries) else {
        return;
    };
    // The first keeps a UUID, the second a ULID, the others get ids.
    let kept = [
        "7c9e6679-7425-40de-944b-e07fc1f90ae7",
        "01HZY3B7V2S6QK4M8N1P0R5T9W",
    ];
    let lines: Vec<Value> = schemes
        .iter()
        .zip(&hashes)
        .enumerate()
        .map(|(i, (scheme, hash))| {
            let mut line = json!({
                "email": format!("{}@example.com", scheme.replace('_', "-")),
                "emailVerified": true,
                "passwordHash": hash,
            });
            if let Some(id) = kept.get(i) {
                line["id"] = json!(id);
            }
            line
        })
        .collect();
    let reply = import(app, "?format=ndjson", ndjson(&lines));
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["imported"], schemes.len(), "{}", reply.body);
    for (i, (scheme, password)) in schemes.iter().zip(&passwords).enumerate() {
        let address = format!("{}@example.com", scheme.replace('_', "-"));
        let token = signs_in_and_becomes_ours(app, &address, password);
        if let Some(id) = kept.get(i) {
            assert_eq!(
                &sub(app, &seeded.client.id.to_string(), &token),
                id,
                "{scheme}"
            );
        }
    }
}

pub fn a_keycloak_realm_export_comes_over_with_its_authenticators(app: &TestApp) {
    let seeded = app.seed();
    let Some(made) = hash_makers::make(&[
        ("keycloak_pbkdf2_sha256", "kim's long password"),
        ("keycloak_pbkdf2_sha256", "short pw"),
        ("keycloak_argon2", "lee's password"),
    ]) else {
        return;
    };
    let credential = |made: &Value| {
        json!({
            "type": "password", "userLabel": "My password", "createdDate": 1_700_000_000_000_i64,
            "secretData": made["secretData"], "credentialData": made["credentialData"],
        })
    };
    // Keycloak's default OTP secret: 20 characters, the key their UTF-8 bytes.
    let otp_secret = "Kx9fT2pQ7mZ4vR8sW1yB";
    let realm = json!({
        "id": "acme", "realm": "acme", "enabled": true,
        "clients": [{"clientId": "account", "credentials": "not users"}],
        "users": [
            {
                "id": "6f1d2c3b-4a59-4e87-9d6c-5b4a3f2e1d0c", "username": "kim",
                "email": "kim@example.com", "emailVerified": true, "enabled": true,
                "firstName": "Kim", "lastName": "Park", "createdTimestamp": 1_700_000_000_000_i64,
                "attributes": {"locale": ["fr"], "phoneNumber": ["+33 1 23 45 67 89"]},
                "credentials": [
                    credential(&made[0]),
                    {
                        "type": "otp", "userLabel": "Phone",
                        "secretData": json!({"value": otp_secret}).to_string(),
                        "credentialData": json!({"subType": "totp", "digits": 6, "counter": 0, "period": 30, "algorithm": "HmacSHA1"}).to_string(),
                    },
                ],
                "federatedIdentities": [{"identityProvider": "google", "userId": "109876543210", "userName": "kim"}],
                "realmRoles": ["default-roles-acme"], "requiredActions": [],
            },
            {
                "id": "0e6b1a2f-3c4d-4e5f-8a9b-0c1d2e3f4a5b", "username": "sam",
                "email": "sam@example.com", "emailVerified": true, "enabled": true,
                "credentials": [credential(&made[1])],
            },
            {
                "id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d", "username": "lee",
                "email": "lee@example.com", "emailVerified": true, "enabled": true,
                "credentials": [credential(&made[2])],
            },
            {"id": "11111111-2222-4333-8444-555555555555", "username": "service-account-api", "enabled": true},
        ],
        "groups": [],
    });
    let reply = import(app, "", realm.to_string());
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["format"], "keycloak", "told from the file");
    assert_eq!(reply.body["imported"], 3, "{}", reply.body);
    assert_eq!(reply.body["failed"], 1);
    assert_eq!(reply.body["errors"][0]["line"], 4, "the fourth user");
    assert!(
        reply.body["replaced"].as_array().unwrap().is_empty(),
        "UUIDs are kept"
    );

    let kim = accounts_domain::addresses::Email::parse("kim@example.com").unwrap();
    let record = app.store().find_by_email(&kim).unwrap().unwrap();
    assert_eq!(record.profile.name, "Kim Park");
    assert_eq!(record.profile.mobile, "+33 1 23 45 67 89");
    assert_eq!(record.language.as_deref(), Some("fr"));
    let links = app.store().list_links(record.id).unwrap();
    assert_eq!(links[0].subject, "109876543210");

    // The password, then the authenticator's code, as at Keycloak.
    let step = login(app, "kim@example.com", "kim's long password");
    assert_eq!(step.code(), "MFA_REQUIRED", "{}", step.body);
    assert!(
        stored_hash(app, "kim@example.com").starts_with(OURS),
        "re-hashed at the password step"
    );
    let secret = TotpSecret::from_bytes(otp_secret.as_bytes().to_vec());
    let code = secret.code_at(app.clock_now()).unwrap();
    let signed_in = answer(app, step.body["mfaToken"].as_str().unwrap(), &code);
    assert_eq!(signed_in.status, 200, "{}", signed_in.body);
    let token = signed_in.body["accountToken"].as_str().unwrap();
    assert_eq!(
        sub(app, &seeded.client.id.to_string(), token),
        "6f1d2c3b-4a59-4e87-9d6c-5b4a3f2e1d0c"
    );
    // A password Keycloak padded (under 14 characters), and argon2.
    signs_in_and_becomes_ours(app, "sam@example.com", "short pw");
    signs_in_and_becomes_ours(app, "lee@example.com", "lee's password");
}

pub fn firebase_and_auth0_exports_come_over(app: &TestApp) {
    app.seed();
    let Some(made) =
        hash_makers::make(&[("firebase", "fire password"), ("bcrypt", "auth0 password")])
    else {
        return;
    };
    let export = json!({"users": [{
        "localId": "Xa1b2C3d4E5f6G7h8I9j0K1l2M3n", "email": "fi@example.com", "emailVerified": true,
        "passwordHash": made[0]["passwordHash"], "salt": made[0]["salt"],
        "displayName": "Fi Bee", "photoUrl": "https://example.com/fi.png",
        "createdAt": "1600000000000", "lastSignedInAt": "1700000000000", "disabled": false,
        "providerUserInfo": [
            {"providerId": "google.com", "rawId": "555", "email": "fi@gmail.com"},
            {"providerId": "password", "rawId": "fi@example.com"},
        ],
    }]});
    // Without the project's parameters the hashes cannot be checked.
    import(app, "", export.to_string()).assert_error(400, "INVALID_REQUEST");
    let reply = import(app, &format!("?{FIREBASE}"), export.to_string());
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["format"], "firebase");
    assert_eq!(reply.body["imported"], 1, "{}", reply.body);
    assert_eq!(
        reply.body["replaced"][0]["oldId"],
        "Xa1b2C3d4E5f6G7h8I9j0K1l2M3n"
    );
    signs_in_and_becomes_ours(app, "fi@example.com", "fire password");

    // Auth0's password export (from its support): MongoDB-style fields.
    let auth0 = ndjson(&[json!({
        "_id": {"$oid": "60425dc43519d90068f82973"}, "email": "au@example.com",
        "email_verified": true, "passwordHash": made[1],
        "password_set_date": {"$date": "2021-03-05T16:41:40.373Z"},
        "tenant": "acme", "connection": "Username-Password-Authentication", "_tmp_is_unique": true,
    })]);
    let reply = import(app, "", auth0);
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["format"], "auth0", "told from the file");
    assert_eq!(reply.body["imported"], 1, "{}", reply.body);
    signs_in_and_becomes_ours(app, "au@example.com", "auth0 password");
}

on_both_backends!(
    every_hash_scheme_signs_in_with_the_original_password,
    a_keycloak_realm_export_comes_over_with_its_authenticators,
    firebase_and_auth0_exports_come_over,
);
