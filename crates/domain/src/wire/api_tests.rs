//! Golden JSON: every shape of the interface, compared as whole documents so
//! that a renamed, added, dropped or retyped field fails.

use serde_json::json;
use time::macros::datetime;

use super::*;
use crate::tokens::claims::{AccessTokenClaims, IdTokenClaims};
use crate::values::ids::{ClientId, SessionId, TokenId};
use crate::values::scope::Scopes;

const USER: &str = "01JD4Z8G5X7M3Q9T2V6W8Y0A1B";
const CLIENT: &str = "01JD4Z8G5X7M3Q9T2V6W8Y0A1C";
const SESSION: &str = "01JD4Z8G5X7M3Q9T2V6W8Y0A1D";
const TOKEN_ID: &str = "01JD4Z8G5X7M3Q9T2V6W8Y0A1E";

fn id_claims() -> IdTokenClaims {
    IdTokenClaims {
        iss: "https://accounts.example.com".into(),
        sub: USER.parse().unwrap(),
        aud: CLIENT.parse().unwrap(),
        exp: 1_795_284_245,
        iat: 1_795_280_645,
        auth_time: 1_795_280_600,
        email: Some("ann@example.com".into()),
        email_verified: Some(true),
        mobile: Some("+4915112345678".into()),
        user_id: USER.parse().unwrap(),
        name: Some("Ann Lee".into()),
        picture: Some(String::new()),
        country_code: Some("DE".into()),
        nonce: None,
        amr: None,
        acr: None,
        sid: None,
        organizations: None,
        org_id: None,
        org_slug: None,
        org_roles: None,
    }
}

fn access_claims() -> AccessTokenClaims {
    AccessTokenClaims {
        iss: "https://accounts.example.com".into(),
        token_id: TOKEN_ID.parse().unwrap(),
        aud: CLIENT.parse().unwrap(),
        session_id: SESSION.parse().unwrap(),
        user_id: USER.parse().unwrap(),
        scope: Scopes::parse("email profile").unwrap(),
        iat: 1_795_280_645,
        exp: 1_795_284_245,
        cnf: None,
        org_id: None,
        org_slug: None,
        org_roles: None,
    }
}

fn to_json(value: &impl serde::Serialize) -> serde_json::Value {
    serde_json::to_value(value).unwrap()
}

#[test]
fn verify_success_for_an_id_token() {
    let response = VerifyTokenResponse::success(Claims::IdToken(id_claims()));
    assert_eq!(
        to_json(&response),
        json!({
            "success": true,
            "code": "VERIFICATION_SUCCESS",
            "msg": "Token Verification success",
            "decodedData": {
                "iss": "https://accounts.example.com",
                "sub": USER,
                "aud": CLIENT,
                "exp": 1_795_284_245,
                "iat": 1_795_280_645,
                "auth_time": 1_795_280_600,
                "email": "ann@example.com",
                "email_verified": true,
                "mobile": "+4915112345678",
                "userId": USER,
                "name": "Ann Lee",
                "picture": "",
                "countryCode": "DE"
            }
        })
    );
}

#[test]
fn id_token_claims_carry_a_nonce_only_when_one_was_sent() {
    let mut claims = id_claims();
    assert!(to_json(&claims).get("nonce").is_none());
    claims.nonce = Some("abc".into());
    assert_eq!(to_json(&claims)["nonce"], "abc");
}

#[test]
fn verify_success_for_an_access_token() {
    let response = VerifyTokenResponse::success(Claims::Token(access_claims()));
    assert_eq!(
        to_json(&response),
        json!({
            "success": true,
            "code": "VERIFICATION_SUCCESS",
            "msg": "Token Verification success",
            "decodedData": {
                "iss": "https://accounts.example.com",
                "tokenId": TOKEN_ID,
                "aud": CLIENT,
                "sessionId": SESSION,
                "userId": USER,
                "scope": "email profile",
                "iat": 1_795_280_645,
                "exp": 1_795_284_245
            }
        })
    );
}

#[test]
fn verify_failures_carry_no_decoded_data() {
    assert_eq!(
        to_json(&VerifyTokenResponse::invalid()),
        json!({"success": false, "code": "INVALID_TOKEN", "msg": "Token Invalid for given ClientId/ClientSecret"})
    );
    assert_eq!(
        to_json(&VerifyTokenResponse::expired()),
        json!({"success": false, "code": "EXPIRED_TOKEN", "msg": "Token Expired!"})
    );
}

#[test]
fn claims_round_trip_through_json() {
    let id = id_claims();
    assert_eq!(
        serde_json::from_value::<IdTokenClaims>(to_json(&id)).unwrap(),
        id
    );
    let access = access_claims();
    assert_eq!(
        serde_json::from_value::<AccessTokenClaims>(to_json(&access)).unwrap(),
        access
    );
    // Numbers stay numbers: a string exp is not a claim set we issued.
    let mut wrong = to_json(&access);
    wrong["exp"] = json!("1795284245");
    assert!(serde_json::from_value::<AccessTokenClaims>(wrong).is_err());
}

#[test]
fn code_grant_with_refresh_token() {
    let response = TokenWithRefreshResponse::new(
        "eyJ.access.token".into(),
        datetime!(2026-11-21 18:04:05 UTC).into(),
        "refresh-secret".into(),
        datetime!(2026-12-21 17:04:05 UTC).into(),
    );
    assert_eq!(
        to_json(&response),
        json!({
            "success": true,
            "code": "REFRESH_TOKEN",
            "token": "eyJ.access.token",
            "refresh_token": "refresh-secret",
            "token_expiry": "2026-11-21T18:04:05Z",
            "refresh_token_expiry": "2026-12-21T17:04:05Z"
        })
    );
}

#[test]
fn token_only_answers_have_no_refresh_fields() {
    let response = TokenResponse::new(
        "eyJ.access.token".into(),
        datetime!(2026-11-21 18:04:05 UTC).into(),
    );
    assert_eq!(
        to_json(&response),
        json!({
            "success": true,
            "code": "TOKEN",
            "token": "eyJ.access.token",
            "token_expiry": "2026-11-21T18:04:05Z"
        })
    );
}

#[test]
fn failures_have_success_code_and_msg() {
    assert_eq!(
        to_json(&ErrorResponse::new(ResultCode::InvalidGrant)),
        json!({
            "success": false,
            "code": "INVALID_GRANT",
            "msg": "The code or refresh_token is invalid, expired, revoked or was issued to another client"
        })
    );
    assert_eq!(
        to_json(&ErrorResponse::with_msg(
            ResultCode::InvalidRequest,
            "token_type is required"
        )),
        json!({"success": false, "code": "INVALID_REQUEST", "msg": "token_type is required"})
    );
}

#[test]
fn ids_in_claims_must_be_ulids() {
    let mut value = to_json(&access_claims());
    value["sessionId"] = json!("not-a-session");
    assert!(serde_json::from_value::<AccessTokenClaims>(value).is_err());
    let _: (ClientId, SessionId, TokenId) = (
        CLIENT.parse().unwrap(),
        SESSION.parse().unwrap(),
        TOKEN_ID.parse().unwrap(),
    );
}

/// The shapes built from stored records (the `server` feature).
#[cfg(feature = "server")]
mod from_records {
    use super::*;
    use crate::origin::{ClientData, DeviceInfo, OsData};
    use crate::secrets::PasswordHash;
    use crate::store::records::{
        SessionChannel, SessionDetails, SessionRecord, UserProfile, UserRecord,
    };
    use crate::values::addresses::{Email, PackageName};

    fn user() -> UserRecord {
        let at = datetime!(2026-11-21 17:04:05 UTC);
        UserRecord {
            id: USER.parse().unwrap(),
            email: Email::parse("ann@example.com").unwrap(),
            password: PasswordHash::from_phc("$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA")
                .unwrap(),
            profile: UserProfile {
                name: "Ann Lee".into(),
                mobile: "+4915112345678".into(),
                picture: "https://cdn.example.com/ann.png".into(),
                country_code: "DE".into(),
                country: "Germany".into(),
                country_region_code: "BE".into(),
                country_region: String::new(),
                city: "Berlin".into(),
                postal_code: "10115".into(),
            },
            enabled: true,
            email_verified: true,
            created_at: at,
            updated_at: at,
            deletion_due: None,
            language: None,
        }
    }

    #[test]
    fn userinfo_with_a_full_view_has_every_field() {
        let response = UserInfoResponse::new(UserData::of(&user(), UserInfoView::Full));
        assert_eq!(
            to_json(&response),
            json!({
                "success": true,
                "code": "USERDATA",
                "userData": {
                    "email": "ann@example.com",
                    "mobile": "+4915112345678",
                    "userId": USER,
                    "profilePicture": "https://cdn.example.com/ann.png",
                    "name": "Ann Lee",
                    "countryCode": "DE",
                    "country": "Germany",
                    "countryRegionCode": "BE",
                    "countryRegion": "",
                    "city": "Berlin",
                    "postalCode": "10115"
                }
            })
        );
    }

    #[test]
    fn userinfo_with_the_email_scope_has_user_id_and_email_only() {
        let response = UserInfoResponse::new(UserData::of(&user(), UserInfoView::EmailOnly));
        assert_eq!(
            to_json(&response),
            json!({
                "success": true,
                "code": "USERDATA",
                "userData": {"email": "ann@example.com", "userId": USER}
            })
        );
    }

    #[test]
    fn userinfo_shows_no_address_until_it_is_verified() {
        let mut unverified = user();
        unverified.email_verified = false;
        for view in [UserInfoView::Full, UserInfoView::EmailOnly] {
            let shown = to_json(&UserInfoResponse::new(UserData::of(&unverified, view)));
            assert_eq!(shown["userData"]["email"], "", "{view:?}");
            assert_eq!(
                shown["userData"].as_object().map(|o| o.len()),
                to_json(&UserInfoResponse::new(UserData::of(&user(), view)))["userData"]
                    .as_object()
                    .map(|o| o.len()),
                "the field set stays exact"
            );
        }
    }

    #[test]
    fn sessioninfo_has_every_field_and_string_brand_and_model() {
        let session = SessionRecord {
            id: SESSION.parse().unwrap(),
            user_id: USER.parse().unwrap(),
            authenticated_at: datetime!(2026-11-21 17:00:00 UTC),
            last_seen_at: datetime!(2026-11-21 17:04:05.5 UTC),
            revoked_at: None,
            account_token: None,
            auth: Default::default(),
            details: SessionDetails {
                channel: SessionChannel::App,
                user_agent: "Mozilla/5.0 (Linux; Android 13; SM-S918B)".into(),
                ip: "203.0.113.7".into(),
                locale: "de-DE".into(),
                package_name: Some(PackageName::parse("com.example.app").unwrap()),
                device: DeviceData {
                    os: OsData {
                        version: "13".into(),
                        name: "Android".into(),
                        platform: String::new(),
                    },
                    device: DeviceInfo {
                        brand: "Samsung".into(),
                        model: "SM-S918B".into(),
                        device_type: "smartphone".into(),
                    },
                    client: ClientData {
                        version: "120.0.6099.144".into(),
                        engine: "Blink".into(),
                        name: "Chrome Mobile".into(),
                        client_type: "browser".into(),
                        engine_version: "120.0.6099.144".into(),
                    },
                },
                geo: GeoData::default(),
            },
        };
        assert_eq!(
            to_json(&SessionInfoResponse::new(SessionData::of(&session))),
            json!({
                "success": true,
                "code": "USERDATA",
                "sessionData": {
                    "userAgent": "Mozilla/5.0 (Linux; Android 13; SM-S918B)",
                    "ip": "203.0.113.7",
                    "locale": "de-DE",
                    "deviceData": {
                        "os": {"version": "13", "name": "Android", "platform": ""},
                        "device": {"brand": "Samsung", "model": "SM-S918B", "type": "smartphone"},
                        "client": {
                            "version": "120.0.6099.144",
                            "engine": "Blink",
                            "name": "Chrome Mobile",
                            "type": "browser",
                            "engineVersion": "120.0.6099.144"
                        }
                    },
                    "geoData": {
                        "countryCode": "",
                        "country": "",
                        "countryRegionCode": "",
                        "countryRegion": "",
                        "city": "",
                        "postalCode": ""
                    },
                    "lastSessionTimestamp": "2026-11-21T17:04:05Z",
                    "packageName": "com.example.app"
                }
            })
        );
        let without_package = SessionRecord {
            auth: Default::default(),
            details: SessionDetails {
                package_name: None,
                ..session.details.clone()
            },
            ..session
        };
        assert_eq!(
            to_json(&SessionData::of(&without_package))["packageName"],
            ""
        );
    }
}
