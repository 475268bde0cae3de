//! Upstream identity providers, end to end: the upstream is another
//! instance of this service (an OpenID provider with discovery, a JWKS
//! and PKCE), reached through the `openidconnect` crate. The browser is
//! the tests' cookie-keeping client, one per site.

use accounts_domain::addresses::{Email, RedirectUri};
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

const PROVIDER: &str = "corp";
const FEDERATED: &str = "/accounts/users/v1/login/federated";
const LINKS: &str = "/accounts/users/v1/links";

/// An upstream service, a downstream one that trusts it, and the
/// upstream client the downstream signs in with.
struct World {
    upstream: TestApp,
    downstream: TestApp,
    /// An upstream user (and client) whose id_tokens native apps hold.
    native: Seeded,
    /// The downstream's mail server.
    smtp: accounts_testkit::smtp::SmtpServer,
    /// The downstream's settings (for another instance).
    configure: Box<dyn Fn(&mut accounts_server::config::Settings)>,
    /// The downstream's client at the upstream: the provider's web client.
    web_client: ClientId,
}

fn world(backend: Backend, registration: &str) -> World {
    world_trusting(backend, registration, true)
}

fn world_trusting(backend: Backend, registration: &str, trust: bool) -> World {
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
    fn another_downstream(&self) -> TestApp {
        self.downstream
            .another_instance_with(|s| (self.configure)(s))
    }
}

/// From the downstream login page through the upstream's login form and
/// back to the downstream callback; returns the callback's answer.
fn round_trip(
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
fn post_link_form(down: &mut Browser<'_>, name: &str) -> Page {
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
fn link_round_trip(world: &World, down: &mut Browser<'_>, upstream_user: &UserRecord) -> Page {
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
fn to_callback(world: &World, to_upstream: &Page, upstream_user: &UserRecord) -> String {
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
fn fresh_sign_in(world: &World, seeded: &Seeded, upstream_user: &UserRecord) -> Value {
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

pub fn an_upstream_account_claiming_a_local_address_cannot_take_it_over(backend: Backend) {
    let world = world(backend, "open");
    let down = &world.downstream;
    let seeded = down.seed();
    // The upstream user has the address of a downstream account.
    let upstream_user = world.upstream.seed().user;
    let now = down.clock_now();
    let victim = UserRecord {
        id: accounts_domain::ids::UserId::generate(now),
        email: Email::parse(upstream_user.email.as_str()).unwrap(),
        ..seeded.user.clone()
    };
    UserRepository::insert(down.store(), &victim).unwrap();
    let mut browser = Browser::new(down);
    let start = start_link(&mut browser, &seeded, PROVIDER, "Corp");
    let refused = round_trip(&world, &mut browser, &start, &upstream_user);
    assert_eq!(refused.status, 409, "{}", refused.body);
    assert!(
        refused.body.contains("link this provider"),
        "{}",
        refused.body
    );
    assert!(refused.set_cookie("__Host-accounts_session").is_none());
    assert!(down.store().list_links(victim.id).unwrap().is_empty());

    // The owner signs in and links it from the account page.
    let form = browser.get(&code_flow(&seeded));
    let signed_in = browser.sign_in(&form, victim.email.as_str(), PASSWORD);
    assert_eq!(signed_in.status, 303, "{}", signed_in.body);
    let account = browser.get("/accounts/account");
    let button = "Link Corp</button>";
    assert!(account.body.contains(button), "{}", account.body);
    assert!(
        account
            .body
            .contains(&format!("action=\"/accounts/upstream/{PROVIDER}/start\"")),
        "{}",
        account.body
    );
    let linked = link_round_trip(&world, &mut browser, &upstream_user);
    assert_eq!(linked.status, 303, "{}", linked.body);
    assert_eq!(linked.location(), "/accounts/account?done=linked");
    let account = browser.get("/accounts/account?done=linked");
    assert!(account.body.contains("The provider is linked"));
    assert!(account.body.contains("name=\"action\" value=\"unlink\""));
    assert!(!account.body.contains(button));
    // The owner hears of it.
    let mail = world.smtp.wait_for(victim.email.as_str(), 1);
    assert_eq!(mail.subject, "Corp was linked to your account");
    let links = down.store().list_links(victim.id).unwrap();
    assert_eq!(links.len(), 1);
    assert_eq!(links[0].provider, PROVIDER);
    // Now the upstream sign-in is the owner's.
    let claims = fresh_sign_in(&world, &seeded, &upstream_user);
    assert_eq!(claims["sub"], victim.id.to_string());

    // The owner has a password: the link may go.
    let page = browser.get("/accounts/account");
    let unlink = page
        .body
        .split("<form ")
        .position(|f| f.contains("value=\"unlink\""))
        .expect("an unlink form");
    let fields = page.form_fields(unlink - 1);
    assert!(fields.contains(&("provider".to_owned(), PROVIDER.to_owned())));
    let done = browser.post("/accounts/account", &fields);
    assert_eq!(done.status, 303, "{}", done.body);
    assert_eq!(done.location(), "/accounts/account?done=unlinked");
    assert!(down.store().list_links(victim.id).unwrap().is_empty());
    let mail = world.smtp.wait_for(victim.email.as_str(), 2);
    assert_eq!(mail.subject, "Corp was unlinked from your account");

    // An operator's unlink is told the owner too.
    let linked = link_round_trip(&world, &mut browser, &upstream_user);
    assert_eq!(linked.location(), "/accounts/account?done=linked");
    let removed = down.send(
        down.http
            .delete(down.url(&format!(
                "/accounts/admin/v1/users/{}/links/{PROVIDER}",
                victim.id
            )))
            .bearer_auth(crate::helpers::ADMIN_KEY),
    );
    assert_eq!(removed.status, 200, "{}", removed.body);
    let mail = world.smtp.wait_for(victim.email.as_str(), 4);
    assert_eq!(mail.subject, "Corp was unlinked from your account");
}

/// Issue 34, finding 6: linking started from a cross-site GET
/// (`start?link=1`), so a page could link the victim's account to the
/// attacker's identity at the provider. Linking is now the account page's
/// POST with its CSRF token; a GET, a POST without the token or from
/// another site start nothing. Finding 3: a link is a way to sign in, so
/// adding or removing one needs a recent sign-in.
pub fn linking_starts_only_from_the_account_pages_form(backend: Backend) {
    let world = world(backend, "open");
    let down = &world.downstream;
    let seeded = down.seed();
    let upstream_user = world.upstream.seed().user;
    let mut browser = Browser::new(down);
    let form = browser.get(&code_flow(&seeded));
    let signed_in = browser.sign_in(&form, seeded.user.email.as_str(), PASSWORD);
    assert_eq!(signed_in.status, 303, "{}", signed_in.body);
    let start = format!("/accounts/upstream/{PROVIDER}/start");

    // The old link, followed from anywhere: refused, nothing started.
    let get = browser.get(&format!("{start}?link=1"));
    assert_eq!(get.status, 400, "{}", get.body);
    assert!(
        get.set_cookie("__Host-accounts_upstream")
            .is_none_or(|c| c.contains("Max-Age=0"))
    );
    // A POST without the page's CSRF token, or from another site.
    let bare = browser.post(&start, &[("link".into(), "1".into())]);
    assert_eq!(bare.status, 403, "{}", bare.body);
    let account = browser.get("/accounts/account");
    let index = account
        .body
        .split("<form ")
        .position(|f| f.contains("Link Corp</button>"))
        .unwrap();
    let fields = account.form_fields(index - 1);
    let request = browser
        .http
        .post(down.url(&start))
        .header("Origin", "https://evil.example")
        .form(&fields);
    let cross_site = browser.send(request);
    assert_eq!(cross_site.status, 403);
    assert!(down.store().list_links(seeded.user.id).unwrap().is_empty());

    // Six minutes after the sign-in the form asks for a new one first.
    down.advance(time::Duration::seconds(360));
    let stale = post_link_form(&mut browser, "Corp");
    assert_eq!(stale.status, 403, "{}", stale.body);
    assert!(stale.body.contains("sign in again"), "{}", stale.body);
    let mut login = stale.hidden_fields();
    login.push(("email".into(), seeded.user.email.as_str().into()));
    login.push(("password".into(), PASSWORD.into()));
    let again = browser.post("/accounts/account", &login);
    assert_eq!(again.status, 303, "{}", again.body);
    assert_eq!(again.location(), "/accounts/account");
    // A round trip that outlasts the recent sign-in links nothing: the
    // callback asks again.
    let to_upstream = post_link_form(&mut browser, "Corp");
    assert_eq!(to_upstream.status, 303, "{}", to_upstream.body);
    let callback = to_callback(&world, &to_upstream, &upstream_user);
    down.advance(time::Duration::seconds(360));
    let late = browser.get(&callback);
    assert_eq!(late.status, 403, "{}", late.body);
    assert!(down.store().list_links(seeded.user.id).unwrap().is_empty());
    let stale = post_link_form(&mut browser, "Corp");
    let mut login = stale.hidden_fields();
    login.push(("email".into(), seeded.user.email.as_str().into()));
    login.push(("password".into(), PASSWORD.into()));
    assert_eq!(browser.post("/accounts/account", &login).status, 303);
    let linked = link_round_trip(&world, &mut browser, &upstream_user);
    assert_eq!(linked.location(), "/accounts/account?done=linked");
    assert_eq!(down.store().list_links(seeded.user.id).unwrap().len(), 1);

    // Unlinking from a stale session asks for a sign-in too.
    down.advance(time::Duration::seconds(360));
    let page = browser.get("/accounts/account");
    let unlink = page
        .body
        .split("<form ")
        .position(|f| f.contains("value=\"unlink\""))
        .unwrap();
    let refused = browser.post("/accounts/account", &page.form_fields(unlink - 1));
    assert_eq!(refused.status, 403, "{}", refused.body);
    assert_eq!(down.store().list_links(seeded.user.id).unwrap().len(), 1);
}

pub fn closed_registration_makes_no_account_and_a_callback_needs_its_browser(backend: Backend) {
    let world = world(backend, "closed");
    let down = &world.downstream;
    let seeded = down.seed();
    let upstream_user = world.upstream.seed().user;
    let mut browser = Browser::new(down);
    let start = start_link(&mut browser, &seeded, PROVIDER, "Corp");
    let refused = round_trip(&world, &mut browser, &start, &upstream_user);
    assert_eq!(refused.status, 403, "{}", refused.body);
    assert!(
        down.store()
            .find_by_email(&upstream_user.email)
            .unwrap()
            .is_none()
    );

    // A callback brought to another browser (login CSRF) is refused.
    let mut attacker = Browser::new(down);
    let start = start_link(&mut attacker, &seeded, PROVIDER, "Corp");
    let to_upstream = attacker.get(&start);
    let state = params_of(to_upstream.location(), '?')["state"].clone();
    let mut victim = Browser::new(down);
    let page = victim.get(&format!(
        "/accounts/upstream/{PROVIDER}/callback?state={state}&code=anything"
    ));
    assert_eq!(page.status, 400, "{}", page.body);
    // A provider that is down or answers garbage is a page; nothing is made.
    let id_token = issued_id_token(&world.upstream, &world.native);
    for id in ["down", "garbage"] {
        let page = browser.get(&start.replace("/corp/", &format!("/{id}/")));
        assert_eq!(page.status, 502, "{id}: {}", page.body);
        assert!(page.body.contains("could not be reached"));
        down.post_json(FEDERATED, &json!({"provider": id, "id_token": id_token}))
            .assert_error(502, "SERVICE_UNAVAILABLE");
    }
    // An unknown provider is a page, not a crash.
    assert_eq!(browser.get("/accounts/upstream/nope/start").status, 404);
    assert_eq!(
        browser
            .get("/accounts/upstream/nope/callback?state=x&code=y")
            .status,
        404
    );
}

/// An id_token the upstream issues to its client `seeded` through its
/// native-app API, as an app holding one got it.
fn issued_id_token(upstream: &TestApp, seeded: &Seeded) -> String {
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

pub fn apps_exchange_a_provider_id_token_and_manage_links(backend: Backend) {
    let world = world(backend, "open");
    let down = &world.downstream;
    let id_token = issued_id_token(&world.upstream, &world.native);
    let reply = down.post_json(
        FEDERATED,
        &json!({"provider": PROVIDER, "id_token": id_token, "package_name": "com.example.app"}),
    );
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.code(), "LOGIN_SUCCESS");
    let token = reply.body["accountToken"].as_str().unwrap().to_owned();
    let links = down.get_bearer(LINKS, &token);
    assert_eq!(links.status, 200, "{}", links.body);
    assert_eq!(links.body["code"], "LINKS");
    assert_eq!(links.body["links"][0]["provider"], PROVIDER);
    assert_eq!(
        links.body["links"][0]["subject"],
        world.native.user.id.to_string()
    );
    // The only way this account signs in: not removable.
    let delete = |token: &str, provider: &str| {
        down.send(
            down.http
                .delete(down.url(&format!("{LINKS}/{provider}")))
                .bearer_auth(token),
        )
    };
    delete(&token, PROVIDER).assert_error(409, "LAST_SIGN_IN_METHOD");
    delete(&token, "other").assert_error(404, "NOT_FOUND");
    // Operators see the same links and follow the same rule.
    let made = down
        .store()
        .find_by_email(&world.native.user.email)
        .unwrap()
        .unwrap();
    assert!(made.email_verified, "the trusted provider vouched for it");
    let admin = |method: reqwest::Method, path: String| {
        down.send(
            down.http
                .request(method, down.url(&path))
                .bearer_auth(crate::helpers::ADMIN_KEY),
        )
    };
    let listed = admin(
        reqwest::Method::GET,
        format!("/accounts/admin/v1/users/{}/links", made.id),
    );
    assert_eq!(listed.status, 200, "{}", listed.body);
    assert_eq!(listed.body["links"][0]["provider"], PROVIDER);
    admin(
        reqwest::Method::DELETE,
        format!("/accounts/admin/v1/users/{}/links/{PROVIDER}", made.id),
    )
    .assert_error(409, "LAST_SIGN_IN_METHOD");

    // A tampered, foreign or unknown-provider token is refused.
    let mut tampered = id_token.clone();
    tampered.push('x');
    down.post_json(
        FEDERATED,
        &json!({"provider": PROVIDER, "id_token": tampered}),
    )
    .assert_error(401, "INVALID_TOKEN");
    // The upstream's own token, issued to a client of its that is not
    // among the provider's native audiences.
    let other_app = issued_id_token(&world.upstream, &world.upstream.seed());
    down.post_json(
        FEDERATED,
        &json!({"provider": PROVIDER, "id_token": other_app}),
    )
    .assert_error(401, "INVALID_TOKEN");
    let (foreign, _) = down.id_token(&down.seed());
    down.post_json(
        FEDERATED,
        &json!({"provider": PROVIDER, "id_token": foreign}),
    )
    .assert_error(401, "INVALID_TOKEN");
    down.post_json(
        FEDERATED,
        &json!({"provider": "nope", "id_token": id_token}),
    )
    .assert_error(404, "NOT_FOUND");
    down.post_json(FEDERATED, &json!({"provider": PROVIDER}))
        .assert_error(400, "INVALID_REQUEST");
}

/// An account made through a provider has no password: its owner signs
/// in to the deletion page through the provider and deletes the account.
pub fn a_provider_account_signs_in_to_the_deletion_page_through_its_provider(backend: Backend) {
    let world = world(backend, "open");
    let down = &world.downstream;
    let upstream_user = world.upstream.seed().user;
    let mut browser = Browser::new(down);
    let login = browser.get("/accounts/account/delete");
    assert_eq!(login.status, 200);
    let marker = format!("href=\"/accounts/upstream/{PROVIDER}/start?account=1\"");
    assert!(login.body.contains(&marker), "{}", login.body);
    assert!(login.body.contains("Sign in with Corp"));
    let start = format!("/accounts/upstream/{PROVIDER}/start?account=1");
    let back = round_trip(&world, &mut browser, &start, &upstream_user);
    assert_eq!(
        (back.status, back.location()),
        (303, "/accounts/account/delete"),
        "{}",
        back.body
    );
    let made = down
        .store()
        .find_by_email(&upstream_user.email)
        .unwrap()
        .expect("an account for the upstream identity");
    assert!(!made.password.is_usable());
    let confirm = browser.get("/accounts/account/delete");
    assert!(
        confirm.body.contains("Delete my account"),
        "{}",
        confirm.body
    );
    let mut form = confirm.form_fields(0);
    form.push(("confirm".to_owned(), "yes".to_owned()));
    let done = browser.post("/accounts/account/delete", &form);
    assert_eq!(done.status, 200, "{}", done.body);
    assert!(
        UserRepository::find(down.store(), made.id)
            .unwrap()
            .is_none()
    );
    assert!(down.store().list_links(made.id).unwrap().is_empty());

    // Without the deletion's cookie, the same sign-in lands on the
    // account page.
    let mut other = Browser::new(down);
    let back = round_trip(&world, &mut other, &start, &upstream_user);
    assert_eq!((back.status, back.location()), (303, "/accounts/account"));
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

/// Issue 34, finding 2 (pre-account takeover): a provider that is not
/// trusted for `email_verified` no longer makes an account holding the
/// address it names, in a browser or through an app's exchange, so the
/// address's owner registers it later with nothing of anyone else's in
/// it. An address taken already is still the owner's to link.
pub fn an_address_no_one_vouches_for_makes_no_account(backend: Backend) {
    let world = world_trusting(backend, "open", false);
    let down = &world.downstream;
    let seeded = down.seed();
    let upstream_user = world.upstream.seed().user;
    let mut browser = Browser::new(down);
    let start = start_link(&mut browser, &seeded, PROVIDER, "Corp");
    let refused = round_trip(&world, &mut browser, &start, &upstream_user);
    assert_eq!(refused.status, 400, "{}", refused.body);
    assert!(
        refused
            .body
            .contains("did not confirm that this email address is yours"),
        "{}",
        refused.body
    );
    assert!(refused.set_cookie("__Host-accounts_session").is_none());
    let id_token = issued_id_token(&world.upstream, &world.native);
    down.post_json(
        FEDERATED,
        &json!({"provider": PROVIDER, "id_token": id_token}),
    )
    .assert_error(401, "INVALID_TOKEN");
    for user in [&upstream_user, &world.native.user] {
        assert!(
            down.store().find_by_email(&user.email).unwrap().is_none(),
            "no account holds {}",
            user.email.as_str()
        );
    }

    // The owner registers the address: an account of their own, with no
    // link, which signs in once the owner confirms the address.
    let registered = down.post_json(
        "/accounts/users/v1/register",
        &json!({"email": upstream_user.email.as_str(), "password": "the owner's own password"}),
    );
    assert_eq!(registered.status, 202, "{}", registered.body);
    let account = down
        .store()
        .find_by_email(&upstream_user.email)
        .unwrap()
        .expect("the owner's account");
    assert!(!account.email_verified);
    assert!(down.store().list_links(account.id).unwrap().is_empty());
}

/// The review's last step of finding 3: a user who signed in through a
/// linked provider (one factor) removed the TOTP and added a passkey, and
/// then got `amr ["hwk","user","mfa"]`. A provider's one-factor session
/// changes no factor of a user who has one.
pub fn a_providers_one_factor_session_changes_no_factor(backend: Backend) {
    let world = world(backend, "open");
    let down = &world.downstream;
    let exchange = || {
        let id_token = issued_id_token(&world.upstream, &world.native);
        let reply = down.post_json(
            FEDERATED,
            &json!({"provider": PROVIDER, "id_token": id_token}),
        );
        assert_eq!(reply.status, 200, "{}", reply.body);
        reply.body["accountToken"].as_str().unwrap().to_owned()
    };
    // Its first factor, from a fresh sign-in through the provider.
    let token = exchange();
    let started = down.send(
        down.http
            .post(down.url("/accounts/users/v1/totp"))
            .bearer_auth(&token),
    );
    assert_eq!(started.status, 200, "{}", started.body);
    let secret = accounts_service::second_factor::totp::TotpSecret::from_base32(
        started.body["secret"].as_str().unwrap(),
    )
    .unwrap();
    let confirmed = down.send(
        down.http
            .post(down.url("/accounts/users/v1/totp/confirm"))
            .bearer_auth(&token)
            .json(&json!({"code": secret.code_at(down.clock_now()).unwrap()})),
    );
    assert_eq!(confirmed.status, 200, "{}", confirmed.body);

    let one_factor = exchange();
    let removed = down.send(
        down.http
            .delete(down.url("/accounts/users/v1/totp"))
            .bearer_auth(&one_factor),
    );
    removed.assert_error(403, "REAUTHENTICATION_REQUIRED");
    let options = down.send(
        down.http
            .post(down.url("/accounts/users/v1/passkeys/register/options"))
            .bearer_auth(&one_factor)
            .json(&json!({})),
    );
    options.assert_error(403, "REAUTHENTICATION_REQUIRED");
}

/// Issue 34, finding 5: one captured id_token gave five 30-day sessions,
/// and a token issued to the provider's web client was accepted too. Each
/// app's id_token is exchanged once, on every instance; one issued to the
/// web client, or issued more than ten minutes ago, is refused.
pub fn an_apps_id_token_is_exchanged_once_and_only_an_apps(backend: Backend) {
    let world = world(backend, "open");
    let down = &world.downstream;
    let other = world.another_downstream();
    let id_token = issued_id_token(&world.upstream, &world.native);
    let exchange = |app: &TestApp, id_token: &str| {
        app.post_json(
            FEDERATED,
            &json!({"provider": PROVIDER, "id_token": id_token}),
        )
    };
    assert_eq!(exchange(down, &id_token).status, 200);
    exchange(down, &id_token).assert_error(401, "INVALID_TOKEN");
    exchange(&other, &id_token).assert_error(401, "INVALID_TOKEN");
    // Another spelling of the same signature (the unused low bits of its
    // last base64url character) verifies too, and is the same token.
    let respell = |token: &str| {
        const ALPHABET: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        let last = token.chars().last().unwrap();
        let value = ALPHABET.find(last).unwrap();
        let other = ALPHABET.chars().nth(value ^ 1).unwrap();
        format!("{}{other}", &token[..token.len() - 1])
    };
    let fresh = issued_id_token(&world.upstream, &world.native);
    assert_eq!(exchange(down, &respell(&fresh)).status, 200, "it verifies");
    exchange(down, &fresh).assert_error(401, "INVALID_TOKEN");
    // A new token of the same app and user is fine, on either instance.
    let next = issued_id_token(&world.upstream, &world.native);
    assert_eq!(exchange(&other, &next).status, 200);

    // A token the provider issued to its web client (this service's own
    // client there) is not an app's.
    let web = ClientRepository::find(world.upstream.store(), world.web_client)
        .unwrap()
        .unwrap();
    let web_token = issued_id_token(
        &world.upstream,
        &Seeded {
            client: web,
            ..world.upstream.seed()
        },
    );
    exchange(down, &web_token).assert_error(401, "INVALID_TOKEN");

    // A token issued eleven minutes ago, still unexpired, is refused.
    let now = world.upstream.clock_now();
    world.upstream.clock.set(now - time::Duration::minutes(11));
    let old = issued_id_token(&world.upstream, &world.native);
    world.upstream.clock.set(now);
    let claims = jwt_part(&old, 1);
    assert!(claims["exp"].as_i64().unwrap() > time::OffsetDateTime::now_utc().unix_timestamp());
    exchange(down, &old).assert_error(401, "INVALID_TOKEN");
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
    an_upstream_account_claiming_a_local_address_cannot_take_it_over,
    closed_registration_makes_no_account_and_a_callback_needs_its_browser,
    apps_exchange_a_provider_id_token_and_manage_links,
    a_provider_account_signs_in_to_the_deletion_page_through_its_provider,
    a_third_party_client_asks_for_consent_after_an_upstream_sign_in,
    an_upstream_round_trip_keeps_the_sign_ins_language,
    an_address_no_one_vouches_for_makes_no_account,
    linking_starts_only_from_the_account_pages_form,
    a_providers_one_factor_session_changes_no_factor,
    an_apps_id_token_is_exchanged_once_and_only_an_apps,
    a_form_posted_callback_signs_in_as_apple_sends_it,
);
