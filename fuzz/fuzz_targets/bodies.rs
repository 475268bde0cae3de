//! Every JSON and form body the service reads, as the extractors read
//! them (serde_json, serde_urlencoded), including the custom
//! deserialisers (`NoFields`, package names that may be empty text).
#![no_main]

use accounts_http::admin::bodies as admin;
use accounts_http::native_apps::bodies as apps;
use accounts_http::native_apps::links::FederatedBody;
use accounts_http::oauth::bodies as oauth;
use accounts_http::seed::bodies as seed;
use libfuzzer_sys::fuzz_target;

fn json<T: serde::de::DeserializeOwned>(data: &[u8]) {
    let _ = serde_json::from_slice::<T>(data);
}

fn form<T: serde::de::DeserializeOwned>(data: &[u8]) {
    let _ = serde_urlencoded::from_bytes::<T>(data);
}

fuzz_target!(|data: &[u8]| {
    json::<apps::LoginBody>(data);
    json::<apps::CodeBody>(data);
    json::<apps::IdTokenBody>(data);
    json::<apps::ProfileChangesRequest>(data);
    json::<apps::RegisterRequest>(data);
    json::<apps::TokenRequest>(data);
    json::<apps::ForgotRequest>(data);
    json::<apps::ResetRequest>(data);
    json::<apps::PasswordChangeRequest>(data);
    json::<apps::EmailChangeRequest>(data);
    json::<apps::MfaAnswerRequest>(data);
    json::<apps::TotpCodeRequest>(data);
    json::<apps::NoFields>(data);
    json::<apps::PasskeyRequest>(data);
    json::<apps::PasskeyNameRequest>(data);
    json::<apps::PasskeySignInRequest>(data);
    json::<FederatedBody>(data);
    json::<seed::VerifyTokenBody>(data);
    json::<seed::TokenBody>(data);
    json::<admin::NewClientRequest>(data);
    json::<admin::NewUserRequest>(data);
    json::<admin::PasswordRequest>(data);
    form::<oauth::TokenForm>(data);
    form::<oauth::RevokeForm>(data);
});
