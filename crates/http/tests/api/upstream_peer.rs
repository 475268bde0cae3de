//! "Sign in with …" against a real OpenID provider we did not write:
//! panva's `oidc-provider` (the certified Node.js implementation) in
//! `tests/peers/oidc-provider`, which `.ci/run` installs with `npm ci`.
//! Without Node or its packages the test skips with a message, except
//! under `CI=true`, where it fails.

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};

use accounts_domain::secrets::PlainSecret;
use serde_json::{Value, json};

use crate::browser::{Browser, Page, exchange, params_of};
use crate::helpers::{Backend, ISSUER, REDIRECT_URI, spawn_app_with};
use crate::upstream::start_link;

const CALLBACK: &str = "/accounts/upstream/peer/callback";

/// The provider's process, stopped when dropped.
struct Peer {
    child: Child,
    issuer: String,
}

impl Drop for Peer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn peer_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/peers/oidc-provider")
}

/// Starts the provider with one client, or says why it cannot (`None`
/// outside CI: the test skips).
fn start_peer(client_id: &str, secret: &str) -> Option<Peer> {
    start_peer_for(client_id, secret, &format!("{ISSUER}{CALLBACK}"))
}

/// [`start_peer`] with our client's redirect URI there.
fn start_peer_for(client_id: &str, secret: &str, redirect_uri: &str) -> Option<Peer> {
    let dir = peer_dir();
    let installed = dir.join("node_modules/oidc-provider").is_dir();
    let node = Command::new("node").arg("--version").output().is_ok();
    if !installed || !node {
        let why = "the upstream peer needs Node and `npm ci --prefix crates/http/tests/peers/oidc-provider` (.ci/run does both)";
        accounts_testkit::skips::skip_outside_ci(why);
        return None;
    }
    let mut child = Command::new("node")
        .arg("server.mjs")
        .arg(client_id)
        .arg(secret)
        .arg(redirect_uri)
        .current_dir(&dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("node starts");
    let mut line = String::new();
    let mut out = BufReader::new(child.stdout.take().expect("its stdout"));
    out.read_line(&mut line)
        .expect("the provider says where it serves");
    // It writes on (a closed pipe would kill it).
    std::thread::spawn(move || std::io::copy(&mut out, &mut std::io::sink()));
    let started: Value = serde_json::from_str(&line).expect("{\"issuer\": ...}");
    Some(Peer {
        child,
        issuer: started["issuer"].as_str().expect("an issuer").to_owned(),
    })
}

/// Follows the provider's redirects (and its own pages' forms) until the
/// browser leaves it; returns that redirect.
fn through_peer(browser: &mut Browser<'_>, peer: &Peer, url: String) -> Page {
    through_peer_as(browser, peer, url, "alice")
}

/// [`through_peer`], signing in at the provider as `login` (an address
/// login is the address the provider says).
fn through_peer_as(browser: &mut Browser<'_>, peer: &Peer, mut url: String, login: &str) -> Page {
    let mut login_done = false;
    for _ in 0..12 {
        let page = browser.send(browser.http.get(&url));
        match page.status {
            302 | 303 => {
                let next = page.location().to_owned();
                if next.starts_with('/') {
                    url = format!("{}{next}", peer.issuer);
                } else if next.starts_with(&peer.issuer) {
                    url = next;
                } else {
                    return page;
                }
            }
            200 => {
                // The development interactions: a login form, then consent.
                let action = form_action(&page);
                let form: Vec<(&str, &str)> = if login_done {
                    vec![("prompt", "consent")]
                } else {
                    vec![("prompt", "login"), ("login", login), ("password", "any")]
                };
                login_done = true;
                let posted = browser.send(browser.http.post(absolute(peer, &action)).form(&form));
                assert!(
                    matches!(posted.status, 302 | 303),
                    "{}: {}",
                    posted.status,
                    posted.body
                );
                url = absolute(peer, posted.location());
            }
            other => panic!("the provider answered {other}: {}", page.body),
        }
    }
    panic!("the provider kept the browser");
}

/// A URL of the provider's, which may name it relatively.
fn absolute(peer: &Peer, url: &str) -> String {
    if url.starts_with('/') {
        format!("{}{url}", peer.issuer)
    } else {
        url.to_owned()
    }
}

fn form_action(page: &Page) -> String {
    let start = page.body.find("action=\"").expect("a form") + 8;
    let end = page.body[start..].find('"').unwrap() + start;
    page.body[start..end].to_owned()
}

/// SQLite only: the peer is what this adds to the upstream tests, which run
/// on both backends.
#[test]
fn a_real_openid_provider_signs_a_user_in() {
    let backend = Backend::Sqlite;
    let secret = PlainSecret::generate().expose().to_owned();
    let Some(peer) = start_peer("accounts-downstream", &secret) else {
        return;
    };
    let issuer = peer.issuer.clone();
    let plain = secret.clone();
    let down = spawn_app_with(backend, move |s| {
        s.accounts.registration = Some("open".into());
        s.email.smtp_url = Some("smtp://127.0.0.1:9?tls=none".into());
        s.upstream = vec![accounts_server::config::UpstreamSettings {
            id: "peer".into(),
            name: "Peer".into(),
            kind: "oidc".into(),
            issuer: Some(issuer),
            client_id: "accounts-downstream".into(),
            client_secret: Some(plain),
            trust_email_verified: true,
            ..Default::default()
        }];
    });
    let seeded = down.seed();
    let mut browser = Browser::new(&down);
    let start = start_link(&mut browser, &seeded, "peer", "Peer");
    let to_peer = browser.get(&start);
    assert_eq!(to_peer.status, 302, "{}", to_peer.body);
    assert!(to_peer.location().starts_with(&peer.issuer));
    let back = through_peer(&mut browser, &peer, to_peer.location().to_owned());
    let callback = back.location().to_owned();
    assert!(
        callback.starts_with(&format!("{ISSUER}{CALLBACK}?")),
        "{callback}"
    );
    let params = params_of(&callback, '?');
    // RFC 9207: the provider names itself in the redirect.
    assert_eq!(params["iss"], peer.issuer);
    let signed_in = browser.get(callback.strip_prefix(ISSUER).unwrap());
    assert_eq!(signed_in.status, 303, "{}", signed_in.body);
    assert!(signed_in.location().starts_with(REDIRECT_URI));
    let code = params_of(signed_in.location(), '?')["code"].clone();
    let tokens = exchange(&down, &seeded, &code);
    let claims = crate::helpers::jwt_part(tokens["id_token"].as_str().unwrap(), 1);
    assert_eq!(claims["amr"], json!(["fed"]));
    let made = down
        .store()
        .find_by_email(&accounts_domain::addresses::Email::parse("alice@peer.example").unwrap())
        .unwrap()
        .expect("an account for the provider's user");
    assert_eq!(claims["sub"], made.id.to_string());
    assert!(made.email_verified);
    assert_eq!(made.profile.name, "Peer alice");
    let links = down.store().list_links(made.id).unwrap();
    assert_eq!(links[0].subject, "peer-alice");
}

/// An organization's own provider (panva's, here): its identities claim
/// only addresses of the organization's verified domains. One that says
/// an address of another domain takes nothing over (the account there is
/// untouched, no link, no membership); one in the domain makes a managed
/// member, or signs in to the confirmed account that has the address and
/// makes it a member, unless that account has a console role. SQLite
/// only, as the test above.
#[test]
fn an_organizations_own_provider_signs_in_its_domain_only() {
    use crate::organizations::{ORGS, admin, post};
    let down = spawn_app_with(Backend::Sqlite, |s| {
        s.accounts.registration = Some("closed".into());
    });
    let made = post(&down, ORGS, json!({"slug": "corp", "name": "Corp"}));
    assert_eq!(made.status, 201, "{}", made.body);
    let org_id = made.body["id"].as_str().unwrap().to_owned();
    let domains = format!("{ORGS}/corp/domains");
    assert_eq!(
        post(&down, &domains, json!({"domain": "corp.example"})).status,
        201
    );
    let verified = admin(
        &down,
        reqwest::Method::PATCH,
        &format!("{domains}/corp.example"),
        Some(json!({"verified": true})),
    );
    assert_eq!(verified.status, 200, "{}", verified.body);
    let existing = |email: &str| {
        let made = post(
            &down,
            "/accounts/admin/v1/users",
            json!({"email": email, "password": "correct horse", "name": "Here"}),
        );
        assert_eq!(made.status, 200, "{}", made.body);
        made.body["userId"].as_str().unwrap().to_owned()
    };
    let victim = existing("victim@other.example");
    let dave = existing("dave@corp.example");
    let ops: accounts_domain::ids::UserId = existing("ops@corp.example").parse().unwrap();
    accounts_domain::operators::OperatorRepository::set_role(
        down.store(),
        ops,
        Some(accounts_domain::operators::Role::Support),
        down.clock_now(),
    )
    .unwrap();

    let secret = PlainSecret::generate().expose().to_owned();
    let callback = format!("{ISSUER}/accounts/upstream/{org_id}/callback");
    let Some(peer) = start_peer_for("accounts-org", &secret, &callback) else {
        return;
    };
    let set = admin(
        &down,
        reqwest::Method::PUT,
        &format!("{ORGS}/corp/sign-in"),
        Some(json!({"issuer": peer.issuer, "clientId": "accounts-org", "clientSecret": secret})),
    );
    assert_eq!(set.status, 200, "{}", set.body);
    assert_eq!(set.body["redirectUri"], callback.as_str());

    let seeded = down.seed();
    let flow = crate::browser::code_flow(&seeded);
    let query = flow.split_once('?').unwrap().1;
    let start = format!("/accounts/upstream/{org_id}/start?{query}");
    let round_trip = |login: &str| {
        let mut browser = Browser::new(&down);
        let to_peer = browser.get(&start);
        assert_eq!(to_peer.status, 302, "{}", to_peer.body);
        assert!(to_peer.location().starts_with(&peer.issuer));
        let back = through_peer_as(&mut browser, &peer, to_peer.location().to_owned(), login);
        let callback_url = back.location().to_owned();
        assert!(callback_url.starts_with(&callback), "{callback_url}");
        browser.get(callback_url.strip_prefix(ISSUER).unwrap())
    };
    let members = |down: &crate::helpers::TestApp| {
        admin(
            down,
            reqwest::Method::GET,
            &format!("{ORGS}/corp/members"),
            None,
        )
        .body["members"]
            .as_array()
            .unwrap()
            .clone()
    };

    // Another domain's address: refused, its account untouched.
    let refused = round_trip("victim@other.example");
    assert_eq!(refused.status, 403, "{}", refused.body);
    let victim_id: accounts_domain::ids::UserId = victim.parse().unwrap();
    assert!(down.store().list_links(victim_id).unwrap().is_empty());
    assert!(members(&down).is_empty());
    let victim_signs_in = crate::native_app::login(&down, "victim@other.example", "correct horse");
    assert_eq!(victim_signs_in.body["code"], "LOGIN_SUCCESS");

    // An address of the domain makes a managed member, registration
    // closed or not, and signs in for the client.
    let signed_in = round_trip("carol@corp.example");
    assert_eq!(signed_in.status, 303, "{}", signed_in.body);
    assert!(signed_in.location().starts_with(REDIRECT_URI));
    let code = params_of(signed_in.location(), '?')["code"].clone();
    let tokens = exchange(&down, &seeded, &code);
    let claims = crate::helpers::jwt_part(tokens["id_token"].as_str().unwrap(), 1);
    let carol = down
        .store()
        .find_by_email(&accounts_domain::addresses::Email::parse("carol@corp.example").unwrap())
        .unwrap()
        .expect("an account for the organization's person");
    assert_eq!(claims["sub"], carol.id.to_string());
    assert!(carol.email_verified);
    let listed = members(&down);
    assert_eq!(listed.len(), 1, "{listed:?}");
    assert_eq!(listed[0]["email"], "carol@corp.example");
    assert_eq!(listed[0]["managed"], true);
    assert_eq!(listed[0]["roles"], json!(["member"]));

    // An operator's account (a console role) is never signed in to by
    // the organization's word, even in its domain: no link, no member.
    let operator = round_trip("ops@corp.example");
    assert_eq!(operator.status, 403, "{}", operator.body);
    assert!(down.store().list_links(ops).unwrap().is_empty());
    assert!(
        !members(&down)
            .iter()
            .any(|m| m["email"] == "ops@corp.example")
    );

    // The confirmed account that has an address of the domain is signed
    // in to and joins, unmanaged: the same request without the console
    // role.
    let again = round_trip("dave@corp.example");
    assert_eq!(again.status, 303, "{}", again.body);
    let dave_id: accounts_domain::ids::UserId = dave.parse().unwrap();
    let links = down.store().list_links(dave_id).unwrap();
    assert_eq!(links.len(), 1);
    assert_eq!(links[0].provider, org_id);
    let dave_member = members(&down)
        .into_iter()
        .find(|m| m["email"] == "dave@corp.example")
        .expect("dave joined");
    assert_eq!(dave_member["managed"], false);
}
