//! Pushed authorization requests (RFC 9126): a client pushes its request
//! with its credentials, the browser's visit names only the request_uri,
//! and the request answers once, within its lifetime, for its client.

use serde_json::{Value, json};
use time::Duration;

use crate::browser::{Browser, CHALLENGE, PASSWORD, params_of};
use crate::helpers::{ADMIN_KEY, REDIRECT_URI, Reply, Seeded, TestApp};

const PAR: &str = "/accounts/oauth2/v1/par";
const AUTHORIZE: &str = "/accounts/oauth2/v1/authorize";

fn push(app: &TestApp, seeded: &Seeded, params: &[(&str, &str)]) -> Reply {
    app.send(
        app.http
            .post(app.url(PAR))
            .basic_auth(seeded.client.id.to_string(), Some(seeded.secret.expose()))
            .form(params),
    )
}

fn code_request(state: &str) -> Vec<(&str, &str)> {
    vec![
        ("response_type", "code"),
        ("redirect_uri", REDIRECT_URI),
        ("scope", "openid profile"),
        ("state", state),
        ("code_challenge", CHALLENGE),
        ("code_challenge_method", "S256"),
    ]
}

fn visit(client: &str, request_uri: &str) -> String {
    let query = url::form_urlencoded::Serializer::new(String::new())
        .append_pair("client_id", client)
        .append_pair("request_uri", request_uri)
        .finish();
    format!("{AUTHORIZE}?{query}")
}

pub fn a_pushed_request_signs_in_once(app: &TestApp) {
    let seeded = app.seed();
    let client = seeded.client.id.to_string();
    let pushed = push(app, &seeded, &code_request("pushed-state"));
    assert_eq!(pushed.status, 201, "{}", pushed.body);
    assert_eq!(pushed.header("cache-control"), Some("no-store"));
    crate::schema::assert_valid(&pushed.body, "ParResponse");
    let request_uri = pushed.body["request_uri"].as_str().unwrap().to_owned();
    assert!(request_uri.starts_with("urn:ietf:params:oauth:request_uri:"));
    assert_eq!(pushed.body["expires_in"], 300);

    // The browser's address holds client_id and request_uri only; the
    // form carries the same, not the request's parameters.
    let mut browser = Browser::new(app);
    let form = browser.get(&visit(&client, &request_uri));
    assert_eq!(form.status, 200, "{}", form.body);
    let hidden: Vec<String> = form.hidden_fields().into_iter().map(|(n, _)| n).collect();
    assert!(hidden.contains(&"request_uri".to_owned()), "{hidden:?}");
    assert!(!hidden.contains(&"redirect_uri".to_owned()), "{hidden:?}");
    let back = browser.sign_in(&form, seeded.user.email.as_str(), PASSWORD);
    assert_eq!(back.status, 303, "{}", back.body);
    let params = params_of(back.location(), '?');
    assert!(back.location().starts_with(REDIRECT_URI));
    assert_eq!(params["state"], "pushed-state");
    let tokens = crate::browser::exchange(app, &seeded, &params["code"]);
    assert_eq!(tokens["scope"], "openid profile");

    // Used: the same request_uri answers nothing again, even signed in.
    let again = browser.get(&visit(&client, &request_uri));
    assert_eq!(again.status, 400, "{}", again.body);
    assert!(again.headers.get("location").is_none());

    // Another client cannot use it; an unknown one is refused; parameters
    // beside a request_uri do not count.
    let second = push(app, &seeded, &code_request("second"));
    let second_uri = second.body["request_uri"].as_str().unwrap().to_owned();
    let other = app.seed();
    let stolen = Browser::new(app).get(&visit(&other.client.id.to_string(), &second_uri));
    assert_eq!(stolen.status, 400, "{}", stolen.body);
    let made_up = Browser::new(app).get(&visit(&client, "urn:ietf:params:oauth:request_uri:nope"));
    assert_eq!(made_up.status, 400);
    let mut signed_in = browser;
    let overridden = signed_in.get(&format!(
        "{}&redirect_uri=https%3A%2F%2Fevil.example%2Fcb&state=evil",
        visit(&client, &second_uri)
    ));
    assert_eq!(overridden.status, 302, "{}", overridden.body);
    let location = overridden.headers["location"].to_str().unwrap();
    assert!(location.starts_with(REDIRECT_URI), "{location}");
    assert_eq!(params_of(location, '?')["state"], "second");

    // The login page for a pushed request repeats none of the hostile
    // front-channel parameters (issue 34): its form carries client_id and
    // request_uri only.
    let hostile = push(app, &seeded, &code_request("hostile"));
    let hostile_uri = hostile.body["request_uri"].as_str().unwrap().to_owned();
    let form = Browser::new(app).get(&format!(
        "{}&redirect_uri=https%3A%2F%2Fevil.example%2Fcb&state=evil&scope=openid&nonce=x&login_hint=a%40b.c",
        visit(&client, &hostile_uri)
    ));
    assert_eq!(form.status, 200, "{}", form.body);
    let mut carried: Vec<String> = form.hidden_fields().into_iter().map(|(n, _)| n).collect();
    carried.sort();
    assert_eq!(
        carried,
        ["client_id", "csrf_token", "request_uri"],
        "{}",
        form.body
    );
    assert!(!form.body.contains("evil"), "{}", form.body);

    // Pushed to one instance, used on another: the request is in the
    // database.
    let other_instance = app.another_instance();
    let fourth = push(app, &seeded, &code_request("fourth"));
    let fourth_uri = fourth.body["request_uri"].as_str().unwrap().to_owned();
    let mut elsewhere = Browser::new(&other_instance);
    let form = elsewhere.get(&visit(&client, &fourth_uri));
    assert_eq!(form.status, 200, "{}", form.body);
    let back = elsewhere.sign_in(&form, seeded.user.email.as_str(), PASSWORD);
    assert_eq!(back.status, 303, "{}", back.body);
    assert_eq!(params_of(back.location(), '?')["state"], "fourth");

    // Expired after five minutes.
    let third = push(app, &seeded, &code_request("third"));
    let third_uri = third.body["request_uri"].as_str().unwrap().to_owned();
    app.advance(Duration::seconds(301));
    let late = signed_in.get(&visit(&client, &third_uri));
    assert_eq!(late.status, 400, "{}", late.body);
}

pub fn the_push_is_checked_as_the_authorization_endpoint_would(app: &TestApp) {
    let seeded = app.seed();
    // The authorization endpoint's own rules, answered as the token
    // endpoint answers.
    let mut bad_scope = code_request("s");
    bad_scope[2] = ("scope", "openid everything");
    push(app, &seeded, &bad_scope).assert_oauth_error(400, "invalid_scope");
    let mut unregistered = code_request("s");
    unregistered[1] = ("redirect_uri", "https://evil.example/cb");
    push(app, &seeded, &unregistered).assert_oauth_error(400, "invalid_request");
    let mut nested = code_request("s");
    nested.push(("request_uri", "urn:ietf:params:oauth:request_uri:x"));
    push(app, &seeded, &nested).assert_oauth_error(400, "invalid_request");
    let other = app.seed();
    let mut foreign = code_request("s");
    let other_id = other.client.id.to_string();
    foreign.push(("client_id", &other_id));
    push(app, &seeded, &foreign).assert_oauth_error(400, "invalid_request");
    // Client authentication is required, and must be right.
    let anonymous = app.send(app.http.post(app.url(PAR)).form(&code_request("s")));
    anonymous.assert_oauth_error(401, "invalid_client");
    let wrong = app.send(
        app.http
            .post(app.url(PAR))
            .basic_auth(seeded.client.id.to_string(), Some("wrong"))
            .form(&code_request("s")),
    );
    wrong.assert_oauth_error(401, "invalid_client");

    // A client that requires PAR: its plain requests get an error page,
    // never a redirect; its pushed ones work.
    let created = app.send(
        app.http
            .post(app.url("/accounts/admin/v1/clients"))
            .bearer_auth(ADMIN_KEY)
            .json(
                &json!({"name": "FAPI app", "redirect_uris": [REDIRECT_URI], "require_par": true}),
            ),
    );
    assert_eq!(created.status, 200, "{}", created.body);
    assert_eq!(created.body["require_par"], true);
    let id = created.body["client_id"].as_str().unwrap().to_owned();
    let secret = created.body["client_secret"].as_str().unwrap().to_owned();
    let plain = Browser::new(app).get(&crate::browser::authorize_url(
        &id,
        &[
            ("response_type", "code"),
            ("scope", "openid"),
            ("state", "s"),
        ],
    ));
    assert_eq!(plain.status, 400, "{}", plain.body);
    assert!(plain.headers.get("location").is_none());
    let pushed = app.send(app.http.post(app.url(PAR)).form(&[
        ("client_id", id.as_str()),
        ("client_secret", secret.as_str()),
        ("response_type", "code"),
        ("redirect_uri", REDIRECT_URI),
        ("scope", "openid"),
    ]));
    assert_eq!(pushed.status, 201, "client_secret_post: {}", pushed.body);
    let form = Browser::new(app).get(&visit(&id, pushed.body["request_uri"].as_str().unwrap()));
    assert_eq!(form.status, 200, "{}", form.body);
    assert!(form.body.contains("FAPI app"));

    let discovery: Value = app
        .send(app.http.get(app.url("/.well-known/openid-configuration")))
        .body;
    assert_eq!(
        discovery["pushed_authorization_request_endpoint"],
        app.url(PAR).replace(&app.base, app.state.accounts.issuer())
    );
}

/// The pushed request's `ui_locales` speaks on every page of its
/// sign-in, the login form shown again after a wrong password included
/// (its POST carries only `client_id` and `request_uri`), and a huge one
/// is kept only as far as the authorization endpoint reads it.
pub fn a_pushed_requests_language_rides_every_step(app: &TestApp) {
    use crate::languages::lang_and_dir;
    let seeded = app.seed();
    let client = seeded.client.id.to_string();
    let mut request = code_request("lang");
    request.push(("ui_locales", "xx ja"));
    let pushed = push(app, &seeded, &request);
    assert_eq!(pushed.status, 201, "{}", pushed.body);
    let mut browser = Browser::new(app);
    let visit_in = |browser: &mut Browser<'_>, url: &str| {
        let request = browser
            .http
            .get(app.url(url))
            .header("Accept-Language", "de");
        browser.send(request)
    };
    let form = visit_in(
        &mut browser,
        &visit(&client, pushed.body["request_uri"].as_str().unwrap()),
    );
    assert_eq!(form.status, 200, "{}", form.body);
    assert_eq!(lang_and_dir(&form.body).0, "ja");
    let mut wrong = form.hidden_fields();
    wrong.push(("email".into(), seeded.user.email.as_str().into()));
    wrong.push(("password".into(), "not the password".into()));
    let request = browser
        .http
        .post(app.url(AUTHORIZE))
        .header("Accept-Language", "de")
        .form(&wrong);
    let again = browser.send(request);
    assert_eq!(again.status, 401, "{}", again.body);
    assert_eq!(
        lang_and_dir(&again.body).0,
        "ja",
        "the wrong password's form speaks the pushed request's language"
    );
    // The form shown again still signs in, to the pushed request's client.
    let back = browser.sign_in(&again, seeded.user.email.as_str(), PASSWORD);
    assert_eq!(back.status, 303, "{}", back.body);
    assert!(
        back.location().starts_with(REDIRECT_URI),
        "{}",
        back.location()
    );

    // A huge `ui_locales` (as large as a form may be) is kept bounded: its
    // first 10 tags, which still speak.
    let huge = format!("xx ko {}", "zz-ZZ ".repeat(2_500));
    let mut request = code_request("huge");
    request.push(("ui_locales", huge.as_str()));
    let pushed = push(app, &seeded, &request);
    assert_eq!(pushed.status, 201, "{}", pushed.body);
    let request_uri = pushed.body["request_uri"].as_str().unwrap();
    let secret = request_uri
        .strip_prefix("urn:ietf:params:oauth:request_uri:")
        .unwrap();
    let stored = accounts_domain::repository::PushedRequestRepository::find_pushed(
        app.store(),
        &accounts_domain::secrets::SecretDigest::of(secret),
    )
    .unwrap()
    .expect("the pushed row");
    let params: Value = serde_json::from_str(&stored.params).unwrap();
    assert_eq!(
        params["ui_locales"],
        format!("xx ko {}", ["zz-ZZ"; 8].join(" ")),
        "the stored row"
    );
    assert!(stored.params.len() < 1_000, "{}", stored.params.len());
    let form = visit_in(&mut Browser::new(app), &visit(&client, request_uri));
    assert_eq!(form.status, 200, "{}", form.body);
    assert_eq!(lang_and_dir(&form.body).0, "ko");
}

/// "Email me a code" from a pushed request's login page: the code page,
/// and the same page again after a wrong code, speak the pushed request's
/// `ui_locales` and carry it on to its client.
pub fn a_pushed_requests_language_rides_the_code_pages(app: &TestApp) {
    use crate::languages::lang_and_dir;
    let seeded = app.seed();
    let client = seeded.client.id.to_string();
    let mut request = code_request("code-lang");
    request.push(("ui_locales", "ja"));
    let pushed = push(app, &seeded, &request);
    assert_eq!(pushed.status, 201, "{}", pushed.body);
    let mut browser = Browser::new(app);
    let form = browser.get(&visit(
        &client,
        pushed.body["request_uri"].as_str().unwrap(),
    ));
    assert_eq!(form.status, 200, "{}", form.body);
    assert!(form.body.contains("/accounts/login/code"), "{}", form.body);
    let mut asked = form.hidden_fields();
    asked.push(("email".into(), seeded.user.email.as_str().into()));
    let code_page = browser.post("/accounts/login/code", &asked);
    assert_eq!(code_page.status, 200, "{}", code_page.body);
    assert_eq!(lang_and_dir(&code_page.body).0, "ja");
    assert!(
        code_page
            .hidden_fields()
            .iter()
            .any(|(n, _)| n == "request_uri"),
        "the pushed request is carried on"
    );
    let mut answer = code_page.hidden_fields();
    answer.push(("code".into(), "000000".into()));
    let again = browser.post("/accounts/login/code/answer", &answer);
    assert_eq!(again.status, 401, "{}", again.body);
    assert_eq!(lang_and_dir(&again.body).0, "ja");
    // Its form may lead to the client (the page's form-action).
    let policy = again
        .headers
        .get("content-security-policy")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    assert!(policy.contains("https://app.example.com"), "{policy}");
}

on_both_backends!(
    a_pushed_request_signs_in_once,
    the_push_is_checked_as_the_authorization_endpoint_would,
    a_pushed_requests_language_rides_every_step,
    a_pushed_requests_language_rides_the_code_pages,
);
