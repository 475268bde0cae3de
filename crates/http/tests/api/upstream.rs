//! Upstream identity providers, end to end: the upstream is another
//! instance of this service (an OpenID provider with discovery, a JWKS
//! and PKCE), reached through our own relying party. The browser is
//! the tests' cookie-keeping client, one per site. This file holds the
//! world and its round trips, which the other upstream files share, and
//! sign-in itself; `upstream_accounts.rs` the accounts it may make,
//! `upstream_linking.rs` linking, `upstream_apps.rs` native apps'
//! exchanges.

use accounts_domain::addresses::RedirectUri;
use accounts_domain::ids::ClientId;
use accounts_domain::records::{AuditAction, ClientRecord, UserRecord};
use accounts_domain::repository::{ClientRepository, UserRepository};
use accounts_domain::scope::Scopes;
use accounts_domain::secrets::PlainSecret;
use serde_json::{Value, json};

use crate::browser::{Browser, PASSWORD, Page, code_flow, exchange, params_of};
use crate::helpers::{
    Backend, REDIRECT_URI, Seeded, TestApp, jwt_part, spawn_app_with, spawn_self_issued_app,
};

pub(crate) const PROVIDER: &str = "corp";
pub(crate) const FEDERATED: &str = "/accounts/users/v1/login/federated";

/// An upstream service, a downstream one that trusts it, and the
/// upstream client the downstream signs in with.
pub(crate) struct World {
    pub(crate) upstream: TestApp,
    pub(crate) downstream: TestApp,
    /// An upstream user (and client) whose id_tokens native apps hold.
    pub(crate) native: Seeded,
    /// The downstream's mail server.
    pub(crate) smtp: accounts_testkit::smtp::SmtpServer,
    /// The downstream's settings (for another instance).
    pub(crate) configure: Box<dyn Fn(&mut accounts_server::config::Settings)>,
    /// The downstream's client at the upstream: the provider's web client.
    pub(crate) web_client: ClientId,
}

pub(crate) fn world(backend: Backend, registration: &str) -> World {
    world_trusting(backend, registration, true)
}

pub(crate) fn world_trusting(backend: Backend, registration: &str, trust: bool) -> World {
    let upstream = spawn_self_issued_app(Backend::Sqlite);
    let native = upstream.seed();
    let client_id = ClientId::generate(upstream.clock_now());
    let secret = PlainSecret::generate();
    let issuer = upstream.base.clone();
    let (id, plain, audience) = (
        client_id.to_string(),
        secret.expose().to_owned(),
        native.client.id.to_string(),
    );
    let registration = registration.to_owned();
    // A provider that answers garbage (no discovery document there) and
    // one that is down.
    let garbage = format!("{}/accounts", upstream.base);
    let smtp =
        accounts_testkit::smtp::SmtpServer::start_with(accounts_testkit::smtp::SmtpOptions {
            starttls: true,
            ..Default::default()
        });
    let (smtp_url, ca_file) = (format!("smtp://127.0.0.1:{}", smtp.port()), smtp.ca_file());
    let configure = move |s: &mut accounts_server::config::Settings| {
        s.accounts.registration = Some(registration.clone());
        s.email.smtp_url = Some(smtp_url.clone());
        s.email.smtp_ca_file = Some(ca_file.clone());
        s.upstream = vec![accounts_server::config::UpstreamSettings {
            id: PROVIDER.into(),
            name: "Corp".into(),
            kind: "oidc".into(),
            issuer: Some(issuer.clone()),
            client_id: id.clone(),
            client_secret: Some(plain.clone()),
            trust_email_verified: trust,
            native_audiences: vec![audience.clone()],
            ..Default::default()
        }];
        for (id, issuer) in [
            ("garbage", garbage.clone()),
            ("down", "http://127.0.0.1:9".into()),
        ] {
            s.upstream.push(accounts_server::config::UpstreamSettings {
                id: id.into(),
                name: id.into(),
                kind: "oidc".into(),
                issuer: Some(issuer),
                client_id: "c".into(),
                client_secret: Some("s".into()),
                native_audiences: vec!["app".into()],
                ..Default::default()
            });
        }
    };
    let downstream = spawn_app_with(backend, configure.clone());
    let now = upstream.clock_now();
    ClientRepository::insert(
        upstream.store(),
        &ClientRecord {
            id: client_id,
            name: "Downstream".into(),
            secret_digest: secret.digest(),
            redirect_uris: vec![
                RedirectUri::parse(&format!(
                    "{}/accounts/upstream/{PROVIDER}/callback",
                    accounts_testkit::app::ISSUER
                ))
                .unwrap(),
            ],
            package_names: vec![],
            allowed_scopes: Scopes::parse("openid email profile").unwrap(),
            enabled: true,
            public: false,
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
        },
    )
    .unwrap();
    World {
        upstream,
        downstream,
        native,
        smtp,
        configure: Box::new(configure),
        web_client: client_id,
    }
}

impl World {
    /// Another instance of the downstream, on its database.
    pub(crate) fn another_downstream(&self) -> TestApp {
        self.downstream
            .another_instance_with(|s| (self.configure)(s))
    }
}

/// From the downstream login page through the upstream's login form and
/// back to the downstream callback; returns the callback's answer.
pub(crate) fn round_trip(
    world: &World,
    down: &mut Browser<'_>,
    start: &str,
    upstream_user: &UserRecord,
) -> Page {
    let to_upstream = down.get(start);
    assert_eq!(to_upstream.status, 302, "{}", to_upstream.body);
    round_trip_from(world, down, &to_upstream, upstream_user)
}

/// The account page's "Link {name}" form, posted: its answer.
pub(crate) fn post_link_form(down: &mut Browser<'_>, name: &str) -> Page {
    let account = down.get("/accounts/account");
    let forms: Vec<&str> = account.body.split("<form ").collect();
    let index = forms
        .iter()
        .position(|f| f.contains(&format!("Link {name}</button>")))
        .expect("a Link button");
    let action = forms[index]
        .split("action=\"")
        .nth(1)
        .and_then(|a| a.split('"').next())
        .unwrap()
        .to_owned();
    let fields = account.form_fields(index - 1);
    assert!(fields.contains(&("link".to_owned(), "1".to_owned())));
    down.post(&action, &fields)
}

/// Links the provider from the signed-in account page, through the
/// upstream as `upstream_user`; the callback's answer.
pub(crate) fn link_round_trip(
    world: &World,
    down: &mut Browser<'_>,
    upstream_user: &UserRecord,
) -> Page {
    let to_upstream = post_link_form(down, "Corp");
    assert_eq!(to_upstream.status, 303, "{}", to_upstream.body);
    round_trip_from(world, down, &to_upstream, upstream_user)
}

/// From the redirect to the upstream on: its login form, and back.
fn round_trip_from(
    world: &World,
    down: &mut Browser<'_>,
    to_upstream: &Page,
    upstream_user: &UserRecord,
) -> Page {
    let callback = to_callback(world, to_upstream, upstream_user);
    down.get(&callback)
}

/// Through the upstream's login form: the downstream callback's path and
/// query the upstream sends the browser back to.
pub(crate) fn to_callback(world: &World, to_upstream: &Page, upstream_user: &UserRecord) -> String {
    // `__Host-` over https: Secure, path /, no Domain (a sibling
    // subdomain cannot plant a round trip); SameSite=None for Apple's
    // form POST.
    let cookie = to_upstream
        .set_cookie("__Host-accounts_upstream")
        .expect("the round trip's cookie");
    assert!(
        cookie.contains("Secure")
            && cookie.contains("Path=/;")
            && cookie.contains("SameSite=None")
            && !cookie.contains("Domain"),
        "{cookie}"
    );
    let location = to_upstream.location().to_owned();
    let path = location
        .strip_prefix(&world.upstream.base)
        .expect("to the upstream's authorization endpoint");
    let params = params_of(&location, '?');
    assert_eq!(params["code_challenge_method"], "S256");
    assert!(params.contains_key("nonce"));
    let mut up = Browser::new(&world.upstream);
    let form = up.get(path);
    assert_eq!(form.status, 200, "{}", form.body);
    let back = up.sign_in(&form, upstream_user.email.as_str(), PASSWORD);
    assert_eq!(back.status, 303, "{}", back.body);
    let callback = back.location().to_owned();
    callback
        .strip_prefix(accounts_testkit::app::ISSUER)
        .expect("back to the downstream's callback")
        .to_owned()
}

/// A new browser signs in through the upstream as `upstream_user`; the
/// claims of the id_token the client then gets.
pub(crate) fn fresh_sign_in(world: &World, seeded: &Seeded, upstream_user: &UserRecord) -> Value {
    let down = &world.downstream;
    let mut browser = Browser::new(down);
    let start = start_link(&mut browser, seeded, PROVIDER, "Corp");
    let back = round_trip(world, &mut browser, &start, upstream_user);
    assert_eq!(back.status, 303, "{}", back.body);
    let code = params_of(back.location(), '?')["code"].clone();
    jwt_part(
        exchange(down, seeded, &code)["id_token"].as_str().unwrap(),
        1,
    )
}

/// The login page's "Sign in with {name}" link for `seeded`'s request.
pub(crate) fn start_link(down: &mut Browser<'_>, seeded: &Seeded, id: &str, name: &str) -> String {
    let page = down.get(&code_flow(seeded));
    assert_eq!(page.status, 200);
    let marker = format!("href=\"/accounts/upstream/{id}/start?");
    let start = page.body.find(&marker).expect("a Sign in with … button") + 6;
    let end = page.body[start..].find('"').unwrap() + start;
    assert!(page.body.contains(&format!("Sign in with {name}")));
    page.body[start..end].replace("&amp;", "&")
}

pub fn an_upstream_sign_in_makes_an_account_and_continues_to_the_client(backend: Backend) {
    let world = world(backend, "open");
    let down = &world.downstream;
    let seeded = down.seed();
    let upstream_user = world.upstream.seed().user;
    let mut browser = Browser::new(down);
    let start = start_link(&mut browser, &seeded, PROVIDER, "Corp");
    let to_upstream = browser.get(&start);
    let callback = to_callback(&world, &to_upstream, &upstream_user);
    let cookie = browser.cookies["__Host-accounts_upstream"].clone();
    let back = browser.get(&callback);
    assert_eq!(back.status, 303, "{}", back.body);
    assert!(
        back.location().starts_with(REDIRECT_URI),
        "{}",
        back.location()
    );
    assert!(back.set_cookie("__Host-accounts_session").is_some());
    let code = params_of(back.location(), '?')["code"].clone();
    let tokens = exchange(down, &seeded, &code);
    let claims = jwt_part(tokens["id_token"].as_str().unwrap(), 1);
    assert_eq!(claims["amr"], json!(["fed"]));
    assert_eq!(claims["acr"], "urn:accounts:acr:pwd");
    // The account has the upstream's address, vouched for (trusted), and
    // no password.
    let made = down
        .store()
        .find_by_email(&upstream_user.email)
        .unwrap()
        .expect("an account for the upstream identity");
    assert!(made.email_verified);
    assert!(!made.password.is_usable());
    assert_eq!(claims["sub"], made.id.to_string());

    // The callback is used once: the very same URL, with the round trip's
    // cookie put back, signs in nobody.
    let mut replayer = Browser::new(down);
    replayer
        .cookies
        .insert("__Host-accounts_upstream".into(), cookie);
    let again = replayer.get(&callback);
    assert_eq!(again.status, 400, "{}", again.body);
    // Refused for its used state, before the upstream is asked (which
    // would refuse its used code too, with another page).
    assert!(again.body.contains("already used"), "{}", again.body);
    assert!(again.set_cookie("__Host-accounts_session").is_none());

    // The upstream rotates its signing keys (publish, then activate): the
    // next id_token names a key the cached JWKS lacks, which is fetched.
    for _ in 0..2 {
        let rotated = world.upstream.send(
            world
                .upstream
                .http
                .post(world.upstream.url("/accounts/admin/v1/keys/rotate"))
                .bearer_auth(crate::helpers::ADMIN_KEY),
        );
        assert_eq!(rotated.status, 200, "{}", rotated.body);
    }

    // The second time, the link signs the same user in.
    let claims = fresh_sign_in(&world, &seeded, &upstream_user);
    assert_eq!(claims["sub"], made.id.to_string());
    let actions: Vec<AuditAction> = down
        .store()
        .recent(100)
        .unwrap()
        .into_iter()
        .map(|e| e.action)
        .collect();
    assert!(actions.contains(&AuditAction::LinkAdded));
    assert!(actions.contains(&AuditAction::UpstreamSignIn));
}

/// An id_token the upstream issues to its client `seeded` through its
/// native-app API, as an app holding one got it.
pub(crate) fn issued_id_token(upstream: &TestApp, seeded: &Seeded) -> String {
    let login = upstream.post_json(
        "/accounts/users/v1/login",
        &json!({"email": seeded.user.email.as_str(), "password": PASSWORD}),
    );
    assert_eq!(login.status, 200, "{}", login.body);
    let token = login.body["accountToken"].as_str().unwrap();
    let issued = upstream.send(
        upstream
            .http
            .post(upstream.url("/accounts/oauth2/v1/id-token"))
            .bearer_auth(token)
            .json(&json!({"client_id": seeded.client.id.to_string(), "scope": "openid email profile"})),
    );
    assert_eq!(issued.status, 200, "{}", issued.body);
    issued.body["id_token"].as_str().unwrap().to_owned()
}

/// A user of a third-party client (which asks for consent) on the
/// downstream service.
fn third_party_seeded(down: &TestApp) -> Seeded {
    let (id, secret) = crate::consent::third_party(down);
    let client = ClientRepository::find(down.store(), id.parse().unwrap())
        .unwrap()
        .unwrap();
    Seeded {
        client,
        secret: PlainSecret::from_presented(secret),
        ..down.seed()
    }
}

/// A third-party client's user who signs in through a provider sees the
/// consent screen next, and the screen carries the authorization request
/// on (it was kept on the server during the round trip).
pub fn a_third_party_client_asks_for_consent_after_an_upstream_sign_in(backend: Backend) {
    let world = world(backend, "open");
    let down = &world.downstream;
    let seeded = third_party_seeded(down);
    let upstream_user = world.upstream.seed().user;
    let mut browser = Browser::new(down);
    let start = start_link(&mut browser, &seeded, PROVIDER, "Corp");
    let screen = round_trip(&world, &mut browser, &start, &upstream_user);
    assert_eq!(screen.status, 200, "{}", screen.body);
    assert!(
        screen.body.contains("Allow Photo Printer"),
        "{}",
        screen.body
    );
    let fields: Vec<String> = screen.hidden_fields().into_iter().map(|(n, _)| n).collect();
    for carried in [
        "client_id",
        "redirect_uri",
        "scope",
        "state",
        "code_challenge",
    ] {
        assert!(
            fields.contains(&carried.to_owned()),
            "{carried} in {fields:?}"
        );
    }
    let mut form = screen.hidden_fields();
    form.push(("decision".into(), "allow".into()));
    let back = browser.post("/accounts/oauth2/v1/authorize/consent", &form);
    assert_eq!(back.status, 303, "{}", back.body);
    let code = params_of(back.location(), '?')["code"].clone();
    let tokens = exchange(down, &seeded, &code);
    assert!(tokens["id_token"].is_string(), "{tokens}");
}

/// A sign-in that asked for a language keeps it across the round trip:
/// the stored request's `ui_locales` speaks on the page after it (the
/// consent screen), and the new session records the tag.
pub fn an_upstream_round_trip_keeps_the_sign_ins_language(backend: Backend) {
    let world = world(backend, "open");
    let down = &world.downstream;
    let seeded = third_party_seeded(down);
    let upstream_user = world.upstream.seed().user;
    let mut browser = Browser::new(down);
    let page = browser.get(&format!("{}&ui_locales=xx%20ja", code_flow(&seeded)));
    assert!(page.body.contains("<html lang=\"ja\""), "{}", page.body);
    let marker = format!("href=\"/accounts/upstream/{PROVIDER}/start?");
    let start = page.body.find(&marker).expect("a Sign in with … button") + 6;
    let end = page.body[start..].find('"').unwrap() + start;
    let start = page.body[start..end].replace("&amp;", "&");
    let screen = round_trip(&world, &mut browser, &start, &upstream_user);
    assert_eq!(screen.status, 200, "{}", screen.body);
    assert!(
        screen.body.contains("<html lang=\"ja\""),
        "the consent screen after the round trip: {}",
        screen.body
    );
    let user = UserRepository::find_by_email(down.store(), &upstream_user.email)
        .unwrap()
        .expect("the account the sign-in made");
    assert_eq!(
        user.language.as_deref(),
        Some("ja"),
        "the sign-up's language"
    );
}

/// Sign in with Apple answers with a form POST to the callback
/// (`response_mode=form_post`), which had no test (issue 34): the same
/// round trip, its answer posted as Apple posts it, signs in once; a
/// posted made-up or replayed state signs in nobody.
pub fn a_form_posted_callback_signs_in_as_apple_sends_it(backend: Backend) {
    let world = world(backend, "open");
    let down = &world.downstream;
    let seeded = down.seed();
    let upstream_user = world.upstream.seed().user;
    let mut browser = Browser::new(down);
    let start = start_link(&mut browser, &seeded, PROVIDER, "Corp");
    let to_upstream = browser.get(&start);
    let callback = to_callback(&world, &to_upstream, &upstream_user);
    let params = params_of(&callback, '?');
    let form = vec![
        ("state".to_owned(), params["state"].clone()),
        ("code".to_owned(), params["code"].clone()),
        // Apple adds the user's name on the first sign-in, as JSON.
        (
            "user".to_owned(),
            r#"{"name":{"firstName":"Ann","lastName":"Lee"}}"#.to_owned(),
        ),
    ];
    let path = format!("/accounts/upstream/{PROVIDER}/callback");
    let cookie = browser.cookies["__Host-accounts_upstream"].clone();
    let back = browser.post(&path, &form);
    assert_eq!(back.status, 303, "{}", back.body);
    assert!(
        back.location().starts_with(REDIRECT_URI),
        "{}",
        back.location()
    );
    assert!(back.set_cookie("__Host-accounts_session").is_some());
    let code = params_of(back.location(), '?')["code"].clone();
    let claims = jwt_part(
        exchange(down, &seeded, &code)["id_token"].as_str().unwrap(),
        1,
    );
    assert_eq!(claims["amr"], json!(["fed"]));

    // The same post again, cookie and all: the round trip was used.
    let mut replayer = Browser::new(down);
    replayer
        .cookies
        .insert("__Host-accounts_upstream".into(), cookie.clone());
    let again = replayer.post(&path, &form);
    assert_eq!(again.status, 400, "{}", again.body);
    assert!(again.body.contains("already used"), "{}", again.body);
    // A state the browser's cookie does not name.
    let mut stranger = Browser::new(down);
    stranger
        .cookies
        .insert("__Host-accounts_upstream".into(), cookie);
    let forged = stranger.post(
        &path,
        &[
            ("state".to_owned(), "made-up".to_owned()),
            ("code".to_owned(), "x".to_owned()),
        ],
    );
    assert_eq!(forged.status, 400, "{}", forged.body);
    assert!(forged.set_cookie("__Host-accounts_session").is_none());
}

upstream_on_both_backends!(
    an_upstream_sign_in_makes_an_account_and_continues_to_the_client,
    a_third_party_client_asks_for_consent_after_an_upstream_sign_in,
    an_upstream_round_trip_keeps_the_sign_ins_language,
    a_form_posted_callback_signs_in_as_apple_sends_it,
);
