//! One test per rule of the authorization-request validation, in both
//! flows where the flows differ.

use time::macros::datetime;

use super::*;
use accounts_domain::addresses::RedirectUri;
use accounts_domain::ids::ClientId;
use accounts_domain::secrets::PlainSecret;

const REDIRECT: &str = "https://app.example.com/callback";
const CHALLENGE: &str = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

fn client(public: bool) -> ClientRecord {
    let now = datetime!(2026-11-21 17:04:05 UTC);
    ClientRecord {
        id: ClientId::generate(now),
        name: "Photo Frame".into(),
        secret_digest: PlainSecret::generate().digest(),
        redirect_uris: vec![RedirectUri::parse(REDIRECT).unwrap()],
        package_names: vec![PackageName::parse("com.example.app").unwrap()],
        allowed_scopes: Scopes::parse("openid email profile").unwrap(),
        enabled: true,
        public,
        resource_server: false,
        rotate_refresh_tokens: false,
        require_mfa: false,
        client_credentials: false,
        require_par: false,
        third_party: false,
        backchannel_logout_uri: None,
        shared_signals: false,
        allow_sign_in_codes: true,
        organization: None,
        app_origins: vec![],
        created_at: now,
        updated_at: now,
    }
}

fn params() -> AuthorizationParams {
    AuthorizationParams {
        response_type: Some("code".into()),
        redirect_uri: Some(REDIRECT.into()),
        scope: Some("openid email".into()),
        state: Some("xyz".into()),
        ..AuthorizationParams::default()
    }
}

fn with(change: impl FnOnce(&mut AuthorizationParams)) -> AuthorizationParams {
    let mut p = params();
    change(&mut p);
    p
}

const NATIVE_APP: Flow<'static> = Flow::NativeApp {
    session_package: None,
};

fn rejected(result: Result<Authorization, AuthorizeError>) -> (ErrorCode, String, bool) {
    match result {
        Err(AuthorizeError::Rejected {
            error,
            description,
            back,
        }) => (error, description, back.is_some()),
        other => panic!("expected a rejection, got {other:?}"),
    }
}

#[test]
fn a_complete_request_is_accepted_in_both_flows() {
    let ok = validate(client(false), &params(), Flow::Browser).unwrap();
    assert_eq!(ok.response_type, ResponseType::Code);
    assert_eq!(ok.redirect_uri.unwrap().as_str(), REDIRECT);
    assert_eq!(ok.state.as_deref(), Some("xyz"));
    assert!(validate(client(false), &params(), NATIVE_APP).is_ok());
}

#[test]
fn the_browser_flow_needs_a_redirect_uri_and_the_native_app_flow_does_not() {
    let none = with(|p| p.redirect_uri = None);
    assert!(matches!(
        validate(client(false), &none, Flow::Browser),
        Err(AuthorizeError::MissingRedirectUri)
    ));
    assert!(
        validate(client(false), &none, NATIVE_APP)
            .unwrap()
            .redirect_uri
            .is_none()
    );
}

#[test]
fn an_unregistered_redirect_uri_is_never_redirectable() {
    for uri in [
        "https://evil.example.com/cb",
        "https://app.example.com/callback/",
    ] {
        let p = with(|p| p.redirect_uri = Some(uri.into()));
        for flow in [Flow::Browser, NATIVE_APP] {
            let error = validate(client(false), &p, flow).unwrap_err();
            assert!(matches!(error, AuthorizeError::UnregisteredRedirectUri));
            assert!(!error.is_redirectable());
        }
    }
}

#[test]
fn an_overlong_state_is_refused_before_anything_is_echoed() {
    let p = with(|p| p.state = Some("s".repeat(MAX_STATE_LEN + 1)));
    assert!(matches!(
        validate(client(false), &p, Flow::Browser),
        Err(AuthorizeError::StateTooLong)
    ));
}

#[test]
fn response_type_must_be_code_or_id_token_in_the_browser_flow() {
    let missing = with(|p| p.response_type = None);
    let (error, _, back) = rejected(validate(client(false), &missing, Flow::Browser));
    assert_eq!((error, back), (ErrorCode::InvalidRequest, true));
    let token = with(|p| p.response_type = Some("token".into()));
    let (error, _, _) = rejected(validate(client(false), &token, Flow::Browser));
    assert_eq!(error, ErrorCode::UnsupportedResponseType);
    // The native-app flow always issues a code.
    assert!(validate(client(false), &token, NATIVE_APP).is_ok());
}

#[test]
fn scope_is_required_and_within_the_clients() {
    for (scope, expected) in [
        (None, ErrorCode::InvalidRequest),
        (Some("nonsense"), ErrorCode::InvalidScope),
        (Some("authorization"), ErrorCode::InvalidScope),
    ] {
        let p = with(|p| p.scope = scope.map(str::to_owned));
        for flow in [Flow::Browser, NATIVE_APP] {
            assert_eq!(rejected(validate(client(false), &p, flow)).0, expected);
        }
    }
}

#[test]
fn openid_is_requestable_by_every_client_that_may_request_a_user_scope() {
    let mut email_only = client(false);
    email_only.allowed_scopes = Scopes::parse("email").unwrap();
    for flow in [Flow::Browser, NATIVE_APP] {
        let ok = validate(email_only.clone(), &params(), flow).unwrap();
        assert_eq!(ok.scope.to_string(), "openid email");
    }
    let p = with(|p| p.scope = Some("openid profile".into()));
    assert_eq!(
        rejected(validate(email_only.clone(), &p, Flow::Browser)).0,
        ErrorCode::InvalidScope,
        "openid adds nothing but itself"
    );
    let mut openid_only = client(false);
    openid_only.allowed_scopes = Scopes::parse("openid").unwrap();
    assert_eq!(
        openid_only.allowed_scopes.requestable(),
        openid_only.allowed_scopes
    );
}

#[test]
fn id_token_needs_openid_and_a_nonce_and_goes_in_the_fragment() {
    let no_openid = with(|p| {
        p.response_type = Some("id_token".into());
        p.scope = Some("email".into());
        p.nonce = Some("n".into());
    });
    assert_eq!(
        rejected(validate(client(false), &no_openid, Flow::Browser)).0,
        ErrorCode::InvalidScope
    );
    let no_nonce = with(|p| p.response_type = Some("id_token".into()));
    let error = validate(client(false), &no_nonce, Flow::Browser).unwrap_err();
    match error {
        AuthorizeError::Rejected {
            error: ErrorCode::InvalidRequest,
            back: Some(back),
            ..
        } => assert!(back.fragment),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_nonce_is_at_most_255_bytes() {
    let p = with(|p| p.nonce = Some("n".repeat(MAX_NONCE_LEN + 1)));
    for flow in [Flow::Browser, NATIVE_APP] {
        assert_eq!(
            rejected(validate(client(false), &p, flow)).0,
            ErrorCode::InvalidRequest
        );
    }
    let p = with(|p| p.nonce = Some("n".repeat(MAX_NONCE_LEN)));
    assert!(validate(client(false), &p, Flow::Browser).is_ok());
}

#[test]
fn pkce_is_s256_only() {
    let plain = with(|p| {
        p.code_challenge = Some(CHALLENGE.into());
        p.code_challenge_method = Some("plain".into());
    });
    let short = with(|p| {
        p.code_challenge = Some("short".into());
        p.code_challenge_method = Some("S256".into());
    });
    let method_alone = with(|p| p.code_challenge_method = Some("S256".into()));
    for p in [&plain, &short, &method_alone] {
        assert_eq!(
            rejected(validate(client(false), p, Flow::Browser)).0,
            ErrorCode::InvalidRequest
        );
    }
    for p in [&plain, &short, &method_alone] {
        assert_eq!(
            rejected(validate(client(false), p, NATIVE_APP)).0,
            ErrorCode::InvalidRequest
        );
    }
}

#[test]
fn a_challenge_without_a_method_is_plain_and_refused_on_every_flow() {
    let p = with(|p| p.code_challenge = Some(CHALLENGE.into()));
    for flow in [Flow::Browser, NATIVE_APP] {
        assert_eq!(
            rejected(validate(client(false), &p, flow)).0,
            ErrorCode::InvalidRequest
        );
    }
    let stated = with(|p| {
        p.code_challenge = Some(CHALLENGE.into());
        p.code_challenge_method = Some("S256".into());
    });
    let ok = validate(client(false), &stated, NATIVE_APP).unwrap();
    assert_eq!(ok.challenge.unwrap().as_str(), CHALLENGE);
}

#[test]
fn a_public_client_must_use_pkce_for_a_code() {
    for flow in [Flow::Browser, NATIVE_APP] {
        assert_eq!(
            rejected(validate(client(true), &params(), flow)).0,
            ErrorCode::InvalidRequest
        );
    }
    let with_pkce = with(|p| {
        p.code_challenge = Some(CHALLENGE.into());
        p.code_challenge_method = Some("S256".into());
    });
    assert!(validate(client(true), &with_pkce, Flow::Browser).is_ok());
    // An id_token is not a code: no verifier will ever be presented.
    let id_token = with(|p| {
        p.response_type = Some("id_token".into());
        p.nonce = Some("n".into());
    });
    assert!(validate(client(true), &id_token, Flow::Browser).is_ok());
}

#[test]
fn a_package_name_must_be_valid_and_registered() {
    for name in ["not a package", "com.other.app"] {
        let p = with(|p| p.package_name = Some(name.into()));
        for flow in [Flow::Browser, NATIVE_APP] {
            assert_eq!(
                rejected(validate(client(false), &p, flow)).0,
                ErrorCode::InvalidRequest
            );
        }
    }
    let p = with(|p| p.package_name = Some("com.example.app".into()));
    assert!(
        validate(client(false), &p, Flow::Browser)
            .unwrap()
            .package_name
            .is_some()
    );
}

#[test]
fn the_native_app_flow_falls_back_to_the_sessions_package() {
    let registered = PackageName::parse("com.example.app").unwrap();
    let other = PackageName::parse("com.other.app").unwrap();
    let flow = |package| Flow::NativeApp {
        session_package: Some(package),
    };
    assert_eq!(
        validate(client(false), &params(), flow(&registered))
            .unwrap()
            .package_name,
        Some(registered.clone())
    );
    assert_eq!(
        rejected(validate(client(false), &params(), flow(&other))).0,
        ErrorCode::InvalidRequest
    );
}

#[test]
fn prompt_none_stands_alone_and_max_age_is_seconds() {
    let both = with(|p| p.prompt = Some("none login".into()));
    assert_eq!(
        rejected(validate(client(false), &both, Flow::Browser)).0,
        ErrorCode::InvalidRequest
    );
    let bad_age = with(|p| p.max_age = Some("-1".into()));
    assert_eq!(
        rejected(validate(client(false), &bad_age, Flow::Browser)).0,
        ErrorCode::InvalidRequest
    );
    let ok = with(|p| {
        p.prompt = Some("login".into());
        p.max_age = Some("300".into());
    });
    let ok = validate(client(false), &ok, Flow::Browser).unwrap();
    assert!(ok.prompt_login && !ok.prompt_none);
    assert_eq!(ok.max_age, Some(Duration::seconds(300)));
}
