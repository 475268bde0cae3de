//! Tests of `addresses.rs`.

use super::*;

#[test]
fn an_address_has_one_spelling_where_mail_goes_and_look_ups_compare() {
    let composed = Email::parse("jos\u{e9}@example.com").unwrap();
    let decomposed = Email::parse("jose\u{301}@example.com").unwrap();
    assert_eq!(composed, decomposed, "stored in NFC");
    let cased = Email::parse("Victim@Example.COM").unwrap();
    assert_eq!(cased.as_str(), "victim@example.com");
    for email in [&composed, &cased] {
        assert_eq!(email.as_str(), email.normalized(), "mailed where looked up");
    }
}

#[test]
fn compatibility_spellings_are_refused_at_the_door() {
    for look_alike in [
        "\u{ff56}ictim@example.com",  // full-width v
        "victim\u{ff20}example.com",  // full-width @
        "victim@example\u{ff0e}com",  // full-width full stop
        "\u{fb01}nance@example.com",  // the ligature fi
        "\u{24e5}ictim@example.com",  // circled v
        "victim@\u{1d41e}xample.com", // mathematical bold e
    ] {
        let error = Email::parse(look_alike).unwrap_err();
        assert!(
            error.reason.contains("compatibility"),
            "{look_alike}: {error}"
        );
    }
}

#[test]
fn only_a_bare_addr_spec_is_an_address() {
    for not_bare in [
        "Bob<attacker@evil.com>",
        "Bob <attacker@evil.com>",
        "victim@corp.com<attacker@evil.com>",
        "\"quoted\"@example.com",
        "a,b@example.com",
        "(comment)a@example.com",
        "a@[127.0.0.1]",
        "a;b@example.com",
        "a\\b@example.com",
        "a:b@example.com",
        ".a@example.com",
        "a.@example.com",
        "a..b@example.com",
        "a@exa_mple.com",
        "a@example.com>",
        "a@ex!ample.com",
    ] {
        assert!(Email::parse(not_bare).is_err(), "{not_bare}");
    }
    for fine in [
        "a.b+tag@example.com",
        "o'neil@example.ie",
        "x!#$%&'*+/=?^_`{|}~-@example.com",
        "jürgen@bücher.de",
        "用户@例子.广告",
        "a@sub-domain.example.co.uk",
    ] {
        assert!(Email::parse(fine).is_ok(), "{fine}");
    }
}

#[test]
fn the_pattern_says_what_parse_registration_accepts() {
    let pattern = regex::Regex::new(&Email::pattern()).unwrap();
    for text in [
        "ann@example.com",
        "Ann.Lee+tag@Example.COM",
        "jürgen@bücher.de",
        "x!#$%&'*+/=?^_`{|}~-@example.com",
        "\u{ff56}ictim@example.com",
        "victim@\u{1d41e}xample.com",
        "Bob<attacker@evil.com>",
        "a..b@example.com",
        ".a@example.com",
        "a@exa_mple.com",
        "a@example",
        " ann@example.com",
        "ann@example.com\u{feff}",
        "a\u{a0}b@example.com",
        "a@@example.com",
        "@example.com",
    ] {
        assert_eq!(
            pattern.is_match(text),
            Email::parse_registration(text).is_ok(),
            "{text:?}"
        );
    }
}

#[test]
fn display_strings_refuse_control_and_bidi_characters() {
    assert!(is_displayable("Photo Frame \u{1f4f7}"));
    for bad in [
        "a\u{0}b",
        "line\nbreak",
        "tab\there",
        "\u{202e}evil",
        "a\u{2066}b",
        "\u{85}",
    ] {
        assert!(!is_displayable(bad), "{bad:?}");
    }
}

#[test]
fn loopback_redirect_uris_match_any_port() {
    let v4 = RedirectUri::parse_registration("http://127.0.0.1/cb").unwrap();
    assert!(v4.matches_request("http://127.0.0.1/cb"));
    assert!(v4.matches_request("http://127.0.0.1:51004/cb"));
    assert!(!v4.matches_request("http://127.0.0.1:51004/other"));
    assert!(!v4.matches_request("http://127.0.0.1:0/cb"), "not a port");
    assert!(!v4.matches_request("http://127.0.0.1:99999/cb"));
    assert!(!v4.matches_request("http://127.0.0.1.evil.com/cb"));
    assert!(!v4.matches_request("http://127.0.0.1:80@evil.com/cb"));
    assert!(!v4.matches_request("http://[::1]:5000/cb"), "another host");
    let v6 = RedirectUri::parse_registration("http://[::1]:8080/cb?x=1").unwrap();
    assert!(v6.matches_request("http://[::1]:3000/cb?x=1"));
    assert!(!v6.matches_request("http://[::1]:3000/cb?x=2"));
    let named = RedirectUri::parse_registration("http://localhost:8080/cb").unwrap();
    assert!(
        !named.matches_request("http://localhost:9090/cb"),
        "names match exactly"
    );
    let https = RedirectUri::parse_registration("https://app.example.com/cb").unwrap();
    assert!(!https.matches_request("https://app.example.com:444/cb"));
}

#[test]
fn redirect_uris_carry_no_credentials() {
    for uri in [
        "https://user:pass@app.example.com/cb",
        "https://user@app.example.com/cb",
        "http://user:pass@127.0.0.1/cb",
    ] {
        assert!(RedirectUri::parse(uri).is_err(), "{uri}");
        assert!(RedirectUri::parse_registration(uri).is_err(), "{uri}");
    }
}

#[test]
fn emails() {
    let e = Email::parse("  Ann.Lee+tag@Example.COM ").unwrap();
    assert_eq!(e.as_str(), "ann.lee+tag@example.com");
    assert_eq!(e.normalized(), "ann.lee+tag@example.com");
    assert!(Email::parse("jürgen@bücher.de").is_ok());
    for bad in [
        "",
        "plain",
        "@example.com",
        "a@",
        "a@b",
        "a@b..c",
        "a b@c.d",
        "a@@b.c",
        "a@b.c\u{0}",
    ] {
        assert!(Email::parse(bad).is_err(), "{bad:?}");
    }
    let long = format!("{}@example.com", "a".repeat(250));
    assert!(Email::parse(&long).is_err());
}

#[test]
fn a_new_account_email_is_taken_exactly_as_sent() {
    assert!(Email::parse_registration("ann@example.com").is_ok());
    for bad in [
        " ann@example.com",
        "ann@example.com\n",
        "ann\u{feff}@example.com",
    ] {
        assert!(Email::parse_registration(bad).is_err(), "{bad:?}");
    }
    // Sign-in still forgives surrounding white space.
    assert!(Email::parse(" ann@example.com ").is_ok());
    let long = format!("{}@example.com", "é".repeat(254 - 12));
    assert!(Email::parse(&long).is_ok(), "254 characters, more bytes");
    assert!(Email::parse(&format!("é{long}")).is_err());
}

#[test]
fn registration_takes_https_dns_names_loopback_http_and_app_schemes() {
    for ok in [
        "https://app.example.com/callback",
        "https://app.example.com:8443/cb?state=x&y=%20",
        "http://localhost:3000/callback",
        "http://127.0.0.1/cb",
        "http://[::1]:9/cb",
        "com.example.app:/oauth2redirect",
    ] {
        assert!(RedirectUri::parse_registration(ok).is_ok(), "{ok}");
    }
}

#[test]
fn registration_refuses_what_one_exact_string_could_not_name() {
    for bad in [
        // No IP hosts for https: the last label starts with a letter.
        "https://192.0.2.1/cb",
        // Ports 1 to 65535, no leading zeros.
        "https://a.example:0/cb",
        "https://a.example:65536/cb",
        "https://a.example:0443/cb",
        // Only RFC 3986 characters; no user info, no white space.
        "https://a.example/c b",
        "https://a.example/café",
        "https://user@a.example/cb",
        // App schemes are reverse-DNS, lower case, with no authority.
        "com.example.app://callback",
        "Com.example.app:/cb",
        "myapp:/cb",
    ] {
        assert!(RedirectUri::parse_registration(bad).is_err(), "{bad}");
        // What was registered before stays readable.
        let _ = RedirectUri::parse(bad);
    }
}

#[test]
fn redirect_uris() {
    for good in [
        "https://app.example.com/cb",
        "https://app.example.com/cb?x=1",
        "http://127.0.0.1:8080/cb",
        "http://localhost/cb",
        "http://[::1]:9/cb",
        "com.example.app:/oauth2redirect",
    ] {
        assert!(RedirectUri::parse(good).is_ok(), "{good}");
    }
    for bad in [
        "",
        "/relative",
        "http://example.com/cb",
        "https://example.com/cb#frag",
        "javascript:alert(1)",
        "ftp://example.com/",
        "https:///nohost",
    ] {
        assert!(RedirectUri::parse(bad).is_err(), "{bad}");
    }
}

#[test]
fn package_names() {
    for good in [
        "com.example.app",
        "org.example.my_app2",
        "com.example.My-App",
    ] {
        assert!(PackageName::parse(good).is_ok(), "{good}");
    }
    for bad in [
        "",
        "app",
        "com..app",
        "com.1app",
        ".com.app",
        "com.app.",
        "com.app/x",
        "com.äpp",
    ] {
        assert!(PackageName::parse(bad).is_err(), "{bad}");
    }
}

#[test]
fn app_origins_are_android_key_hashes() {
    let hash = "7bT1ZkXU8GP0XcMTuJ1NZvJ1pSEXtCcMFkCNtJ3f_Xw";
    assert_eq!(hash.len(), 43);
    let origin = AppOrigin::parse(&format!("android:apk-key-hash:{hash}")).unwrap();
    assert_eq!(origin.as_str(), format!("android:apk-key-hash:{hash}"));
    for wrong in [
        "https://app.example.com",
        "android:apk-key-hash:",
        "android:apk-key-hash:short",
        &format!("android:apk-key-hash:{hash}="),
        &format!("android:apk-key-hash:{}", "+".repeat(43)),
    ] {
        assert!(AppOrigin::parse(wrong).is_err(), "{wrong}");
    }
}
