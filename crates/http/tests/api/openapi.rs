//! The OpenAPI document: served, committed, and describing real routes.

use std::path::PathBuf;

use serde_json::Value;

use crate::helpers::TestApp;

fn committed_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../docs/openapi.json")
}

pub fn the_served_document_is_the_committed_one(app: &TestApp) {
    let served = app.send(app.http.get(app.url("/openapi.json")));
    assert_eq!(served.status, 200);
    assert_eq!(served.body, *accounts_http::openapi::document());
    let derived = accounts_http::openapi::derived();
    let path = committed_path();
    if std::env::var_os("UPDATE_OPENAPI").is_some() {
        let text = serde_json::to_string_pretty(&derived).unwrap() + "\n";
        std::fs::write(&path, text).unwrap();
    }
    let committed: Value = serde_json::from_str(
        &std::fs::read_to_string(&path)
            .expect("docs/openapi.json exists (UPDATE_OPENAPI=1 cargo test writes it)"),
    )
    .unwrap();
    // The server serves the committed copy (built in), which must be what
    // the handlers and types derive.
    assert!(
        committed == derived,
        "docs/openapi.json is stale: run `UPDATE_OPENAPI=1 cargo test -p accounts-http --test api the_served_document`, then rebuild"
    );
    // Just written, it is built in at the next build.
    if std::env::var_os("UPDATE_OPENAPI").is_none() {
        assert!(
            served.body == committed,
            "the served document is not docs/openapi.json: rebuild after updating it"
        );
    }
    // Every routed path is documented...
    for path in accounts_http::paths::ALL {
        assert!(
            served.body["paths"].get(path).is_some(),
            "{path} is routed but not in the OpenAPI document"
        );
    }
    // ...and every documented path is routed (a wrong method gets 405, not 404).
    for path in served.body["paths"].as_object().unwrap().keys() {
        // Only the role, member, sign-in and group-role routes take PUT (PATCH there); the admin key gets
        // past the admin guard. `/metrics` is on its own listener in serve.
        let url = if path == accounts_http::paths::METRICS {
            app.metrics_url()
        } else {
            app.url(&path.replace("{id}", "x"))
        };
        let takes_put = [
            accounts_http::paths::ADMIN_USER_ROLE,
            accounts_http::paths::ADMIN_ORGANIZATION_MEMBER,
            accounts_http::paths::ADMIN_ORGANIZATION_SIGN_IN,
            accounts_http::paths::ADMIN_ORGANIZATION_GROUP_ROLES,
        ];
        let request = if path == accounts_http::paths::SSF_STREAMS {
            // A stream takes every method PUT and PATCH could test.
            app.http.request(reqwest::Method::TRACE, url)
        } else if takes_put.contains(&path.as_str()) {
            app.http.patch(url)
        } else {
            app.http.put(url)
        };
        let reply = app.send(request.bearer_auth(crate::helpers::ADMIN_KEY));
        reply.assert_error(405, "METHOD_NOT_ALLOWED");
    }
}

/// The validator the tests hold responses to refuses what the document
/// does not allow (a test of the tests).
#[test]
fn the_schema_validator_refuses_what_the_document_does_not_allow() {
    use crate::schema::validate;
    let error = serde_json::json!({"success": false, "code": "INVALID_REQUEST", "msg": "x"});
    assert_eq!(validate(&error, "ErrorResponse"), Ok(()));
    for bad in [
        serde_json::json!({"success": false, "code": "INVALID_REQUEST"}),
        serde_json::json!({"success": false, "code": "NO_SUCH_CODE", "msg": "x"}),
        serde_json::json!({"success": "no", "code": "INVALID_REQUEST", "msg": "x"}),
        serde_json::json!({"success": false, "code": "INVALID_REQUEST", "msg": "x", "trace": "..."}),
    ] {
        assert!(validate(&bad, "ErrorResponse").is_err(), "{bad}");
    }
    let token = serde_json::json!({"success": true, "code": "TOKEN", "token": "t", "token_expiry": "2026-11-21T17:04:05Z"});
    assert_eq!(validate(&token, "TokenResponse"), Ok(()));
    let mut with_refresh = token.clone();
    with_refresh["refresh_token"] = "r".into();
    assert!(validate(&with_refresh, "TokenResponse").is_err());
}

/// The stored language's pattern the document states is exactly the
/// supported languages (and `""`), as the server takes them.
#[test]
fn the_locale_pattern_is_the_supported_languages() {
    use accounts_service::languages::Language;
    let document = accounts_http::openapi::document();
    let pattern = document["components"]["schemas"]["ProfileChangesRequest"]["properties"]
        ["locale"]["pattern"]
        .as_str()
        .expect("locale has a pattern");
    let regex = regex::Regex::new(pattern).unwrap();
    for language in Language::ALL {
        assert!(regex.is_match(language.tag()), "{}", language.tag());
    }
    assert!(regex.is_match(""));
    for other in ["en-XA", "xx", "zh", "pt", "no", "zh-Hans-CN", "en-US"] {
        assert!(!regex.is_match(other), "{other}");
        assert_eq!(Language::supported(other), None, "{other}");
    }
    let alternatives = pattern.matches('|').count();
    assert_eq!(alternatives, Language::ALL.len(), "{pattern}");
}

/// The redirect-URI pattern the document states is the registration
/// grammar the server enforces, on both sides of its edges.
#[test]
fn the_redirect_uri_pattern_is_the_registration_grammar() {
    use accounts_domain::addresses::RedirectUri;
    let document = accounts_http::openapi::document();
    let pattern = document["components"]["schemas"]["RedirectUriText"]["pattern"]
        .as_str()
        .expect("RedirectUriText has a pattern");
    let regex = regex::Regex::new(pattern).unwrap();
    let samples = [
        "https://app.example.com/callback",
        "https://app.example.com",
        "https://app.example.com:8443/cb?x=1&y=%20",
        "https://a/cb",
        "https://a1-b.example/cb",
        "https://x.y:65535/",
        "https://x.y:65536/",
        "https://x.y:0/",
        "https://x.y:080/",
        "https://x.y:/",
        "https://1.2.3.4/cb",
        "https://example.123/cb",
        "https://-a.example/cb",
        "https://a-.example/cb",
        "https://a..b/cb",
        "https://user@a.example/cb",
        "https://a.example/cb#frag",
        "https://a.example/c b",
        "https://a.example/cé",
        "https://a.example/c<b>",
        "https:///cb",
        "https://",
        "http://localhost:3000/callback",
        "http://127.0.0.1:8080/cb",
        "http://[::1]:9/cb",
        "http://[::1]/cb",
        "http://example.com/cb",
        "http://localhost.evil.com/cb",
        "com.example.app:/callback",
        "com.example.app:/",
        "com.example.app://callback",
        "com.example.app:callback",
        "com.Example.app:/cb",
        "example:/cb",
        "ftp://a.example/cb",
        "",
        "not a uri",
        "https://a.example/cb?q=a/b?c",
        "https://a.example/cb?q=a#b",
    ];
    for sample in samples {
        assert_eq!(
            regex.is_match(sample),
            RedirectUri::parse_registration(sample).is_ok(),
            "{sample:?}: the pattern and the server disagree"
        );
    }
}

/// The email, password and package-name schemas accept exactly what the
/// server's rules accept, at the edges where regex engines and Rust could
/// disagree (white space, BOM, NEL, length in characters).
#[test]
fn the_value_patterns_are_the_servers_rules() {
    use accounts_domain::addresses::{Email, PackageName};
    use accounts_service::passwords::Password;
    let document = accounts_http::openapi::document();
    let schema = |name: &str| document["components"]["schemas"][name].clone();
    let fits = |schema: &serde_json::Value, value: &str| {
        let pattern = schema["pattern"].as_str().unwrap();
        let max = schema["maxLength"].as_u64().unwrap_or(u64::MAX);
        regex::Regex::new(pattern).unwrap().is_match(value) && value.chars().count() as u64 <= max
    };
    let email = schema("EmailText");
    let long_local = "é".repeat(254 - 12);
    for sample in [
        "ann@example.com".to_owned(),
        " ann@example.com".to_owned(),
        "ann@example.com ".to_owned(),
        "ann@@example.com".to_owned(),
        "ann@example".to_owned(),
        "ann@example..com".to_owned(),
        "a\u{85}b@example.com".to_owned(),
        "a\u{feff}b@example.com".to_owned(),
        "a\u{1c}b@example.com".to_owned(),
        "a\u{a0}b@example.com".to_owned(),
        "a\u{2003}b@example.com".to_owned(),
        format!("{long_local}@example.com"),
        format!("é{long_local}@example.com"),
    ] {
        assert_eq!(
            fits(&email, &sample),
            Email::parse_registration(&sample).is_ok(),
            "email {sample:?}"
        );
    }
    let password = schema("PasswordText");
    for sample in [
        "a".to_owned(),
        " ".to_owned(),
        "\u{feff}".to_owned(),
        "\u{85}".to_owned(),
        "\u{1c}".to_owned(),
        "\u{180e}".to_owned(),
        " \t x ".to_owned(),
        "é".repeat(1024),
        "é".repeat(1025),
    ] {
        assert_eq!(
            fits(&password, &sample),
            Password::parse(sample.clone()).is_ok(),
            "password {sample:?}"
        );
    }
    // Profile fields: the server refuses what `is_displayable` refuses,
    // and more than 2048 characters (accounts_service::manage).
    let profile = schema("ProfileText");
    for sample in [
        String::new(),
        "Zoë Lee".to_owned(),
        "+49 151 1234".to_owned(),
        "a\u{0}b".to_owned(),
        "line\nbreak".to_owned(),
        "\u{85}".to_owned(),
        "\u{9f}".to_owned(),
        "\u{202e}evil".to_owned(),
        "a\u{2066}b".to_owned(),
        "\u{200f}".to_owned(),
        "\u{2000}wide space".to_owned(),
        "é".repeat(2048),
        "é".repeat(2049),
    ] {
        let server =
            accounts_domain::addresses::is_displayable(&sample) && sample.chars().count() <= 2048;
        assert_eq!(fits(&profile, &sample), server, "profile field {sample:?}");
    }
    let package = schema("PackageNameText");
    for sample in [
        "com.example.app",
        "com",
        "com.1app",
        "Com.ex_a-b.c9",
        "com..app",
        "com.app.",
    ] {
        assert_eq!(
            fits(&package, sample),
            PackageName::parse(sample).is_ok(),
            "package {sample:?}"
        );
    }
}

/// `paths::ALL`, which the served document is checked against, missed
/// eight passkey paths (issue 34): every `paths::` name the router uses
/// for a route is in it now, read from the router's own source, so a new
/// route cannot be left out again.
#[test]
fn every_path_the_router_routes_is_in_the_checked_list() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let routes = std::fs::read_to_string(root.join("src/app/routes.rs")).unwrap();
    let paths = std::fs::read_to_string(root.join("src/paths.rs")).unwrap();
    let value = |name: &str| -> String {
        let marker = format!("pub const {name}: &str =");
        let start = paths
            .find(&marker)
            .unwrap_or_else(|| panic!("{name} in paths.rs"))
            + marker.len();
        let rest = &paths[start..];
        let end = rest.find(';').unwrap();
        let text = rest[..end].trim();
        match text.strip_prefix('"').and_then(|t| t.strip_suffix('"')) {
            Some(literal) => literal.to_owned(),
            // A path defined as another crate's constant.
            None => {
                assert!(text.contains("::"), "{name} = {text}");
                String::new()
            }
        }
    };
    let mut routed = Vec::new();
    for (i, _) in routes.match_indices("paths::") {
        let name: String = routes[i + 7..]
            .chars()
            .take_while(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || *c == '_')
            .collect();
        // The admin scope's prefix is a prefix, not a route.
        if !name.is_empty() && name != "ADMIN" && !routed.contains(&name) {
            routed.push(name);
        }
    }
    assert!(routed.len() > 70, "{routed:?}");
    for name in routed {
        // The operator console's pages are an application for people,
        // behind a session with a role, not part of the interface the
        // document describes (docs/decisions.md, "Operator console").
        if name.starts_with("CONSOLE") {
            continue;
        }
        let listed = value(&name);
        if listed.is_empty() {
            continue;
        }
        assert!(
            accounts_http::paths::ALL.contains(&listed.as_str()),
            "{name} ({listed}) is routed but not in paths::ALL"
        );
    }
}

on_both_backends!(the_served_document_is_the_committed_one);
