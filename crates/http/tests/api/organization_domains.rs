//! An organization's domains (docs/api.md, "Organizations"): claimed with
//! a TXT challenge that a DNS server of the test's own (hickory, on
//! loopback, `organizations.dns_resolver`) answers; verified only when the
//! record holds the challenge; one organization per verified domain;
//! consumer domains refused; `join: automatic` makes whoever verifies an
//! address there a member; an operator may mark one verified by hand.

use accounts_testkit::dns::TxtServer;
use accounts_testkit::smtp::SmtpServer;
use serde_json::json;

use crate::helpers::{Backend, TestApp, spawn_app_with};
use crate::lifecycle::{CODE_MARKER, REGISTER, VERIFY};
use crate::organizations::{ORGS, admin, post};

pub fn domains_are_verified_by_their_txt_record(backend: Backend) {
    let dns = TxtServer::start();
    let smtp = SmtpServer::start();
    let (resolver, url, ca) = (dns.addr().to_string(), smtp.url(), smtp.ca_file());
    let app = spawn_app_with(backend, move |s| {
        s.organizations.dns_resolver = Some(resolver);
        s.organizations.consumer_domains = vec!["mail.example".into()];
        s.accounts.registration = Some("open".into());
        s.email.smtp_url = Some(url);
        s.email.smtp_ca_file = Some(ca);
        s.email.from = "Accounts <accounts@accounts.test>".into();
    });
    assert_eq!(
        post(&app, ORGS, json!({"slug": "acme", "name": "Acme"})).status,
        201
    );
    assert_eq!(
        post(&app, ORGS, json!({"slug": "beta", "name": "Beta"})).status,
        201
    );
    let domains = format!("{ORGS}/acme/domains");
    for refused in ["gmail.com", "Mail.Example", "not a domain", "localhost"] {
        post(&app, &domains, json!({"domain": refused})).assert_error(400, "INVALID_REQUEST");
    }
    let domain = format!("acme-{}.example", app.clock_now().unix_timestamp());
    let claimed = post(&app, &domains, json!({"domain": domain.to_uppercase()}));
    assert_eq!(claimed.status, 201, "{}", claimed.body);
    assert_eq!(claimed.body["domain"], domain.as_str());
    assert_eq!(claimed.body["state"], "pending");
    assert_eq!(claimed.body["dns"]["type"], "TXT");
    let name = claimed.body["dns"]["name"].as_str().unwrap().to_owned();
    let value = claimed.body["dns"]["value"].as_str().unwrap().to_owned();
    assert_eq!(name, format!("_accounts-challenge.{domain}"));
    assert!(value.starts_with("accounts-verification="), "{value}");
    post(&app, &domains, json!({"domain": domain})).assert_error(409, "CONFLICT");

    // Rules wait for the verification.
    let one = format!("{domains}/{domain}");
    admin(
        &app,
        reqwest::Method::PATCH,
        &one,
        Some(json!({"join": "automatic"})),
    )
    .assert_error(409, "CONFLICT");
    // No record, then a wrong one: still pending.
    let verify = format!("{one}/verify");
    post(&app, &verify, json!({})).assert_error(409, "CONFLICT");
    dns.set_txt(
        &name,
        &["accounts-verification=someone-else", "v=spf1 -all"],
    );
    post(&app, &verify, json!({})).assert_error(409, "CONFLICT");
    let listed = admin(&app, reqwest::Method::GET, &domains, None);
    assert_eq!(listed.body["domains"][0]["state"], "pending");
    // Another organization may claim it while it is pending.
    let theirs = post(
        &app,
        &format!("{ORGS}/beta/domains"),
        json!({"domain": domain}),
    );
    assert_eq!(theirs.status, 201, "{}", theirs.body);
    // The right record verifies it; then it is acme's alone.
    dns.set_txt(&name, &["v=spf1 -all", &value]);
    let verified = post(&app, &verify, json!({}));
    assert_eq!(verified.status, 200, "{}", verified.body);
    assert_eq!(verified.body["state"], "verified");
    assert!(verified.body["verifiedAt"].is_string());
    let their_name = theirs.body["dns"]["name"].as_str().unwrap();
    dns.set_txt(their_name, &[theirs.body["dns"]["value"].as_str().unwrap()]);
    post(
        &app,
        &format!("{ORGS}/beta/domains/{domain}/verify"),
        json!({}),
    )
    .assert_error(409, "CONFLICT");
    let sub = post(
        &app,
        &format!("{ORGS}/beta/domains"),
        json!({"domain": format!("x.{domain}")}),
    );
    assert_eq!(
        sub.status, 201,
        "a subdomain is a domain of its own: {}",
        sub.body
    );

    // join: automatic. Whoever verifies an address there joins.
    let rules = admin(
        &app,
        reqwest::Method::PATCH,
        &one,
        Some(json!({"join": "automatic", "sso": "offered"})),
    );
    assert_eq!(rules.status, 200, "{}", rules.body);
    assert_eq!(
        (rules.body["join"].as_str(), rules.body["sso"].as_str()),
        (Some("automatic"), Some("offered"))
    );
    admin(
        &app,
        reqwest::Method::PATCH,
        &one,
        Some(json!({"sso": "always"})),
    )
    .assert_error(400, "INVALID_REQUEST");
    let email = format!("lee@{domain}");
    let registered = app.post_json(
        REGISTER,
        &json!({"email": email, "password": "a long passphrase"}),
    );
    assert_eq!(registered.status, 202, "{}", registered.body);
    let members = |app: &TestApp| {
        admin(
            app,
            reqwest::Method::GET,
            &format!("{ORGS}/acme/members"),
            None,
        )
        .body["members"]
            .clone()
    };
    assert_eq!(
        members(&app),
        json!([]),
        "an unverified address joins nobody"
    );
    let token = smtp.wait_for(&email, 1).word_after(CODE_MARKER).unwrap();
    assert_eq!(app.post_json(VERIFY, &json!({"token": token})).status, 200);
    assert_eq!(members(&app)[0]["email"], email.as_str());
    assert_eq!(members(&app)[0]["roles"], json!(["member"]));

    // An operator's word verifies without DNS, audited.
    let by_hand = format!("beta-{}.example", app.clock_now().unix_timestamp());
    assert_eq!(
        post(
            &app,
            &format!("{ORGS}/beta/domains"),
            json!({"domain": by_hand})
        )
        .status,
        201
    );
    let marked = admin(
        &app,
        reqwest::Method::PATCH,
        &format!("{ORGS}/beta/domains/{by_hand}"),
        Some(json!({"verified": true})),
    );
    assert_eq!(marked.body["state"], "verified", "{}", marked.body);
    let audit = admin(
        &app,
        reqwest::Method::GET,
        "/accounts/admin/v1/audit?type=organization.domain_verified",
        None,
    );
    assert_eq!(
        audit.body["events"].as_array().map(Vec::len),
        Some(2),
        "{}",
        audit.body
    );

    assert_eq!(admin(&app, reqwest::Method::DELETE, &one, None).status, 200);
    admin(&app, reqwest::Method::DELETE, &one, None).assert_error(404, "NOT_FOUND");
}

per_backend!(domains_are_verified_by_their_txt_record);
