//! The `github` kind against a stand-in for GitHub Enterprise written
//! here (GitHub itself cannot be reached from the tests): its documented
//! OAuth endpoints (`/login/oauth/authorize`, `/login/oauth/access_token`
//! with PKCE) and REST API (`/api/v3/user`, `/api/v3/user/emails`). It
//! checks what GitHub checks (client secret, PKCE verifier, the bearer),
//! so the adapter's requests are held to the documented shapes.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use accounts_domain::addresses::Email;
use actix_web::{App, HttpRequest, HttpResponse, HttpServer, web};
use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde_json::json;

use crate::browser::{Browser, exchange, params_of};
use crate::helpers::{Backend, ISSUER, REDIRECT_URI, jwt_part, spawn_app_with};
use crate::upstream::start_link;

const SECRET: &str = "github-client-secret";
const TOKEN: &str = "gho_stand-in-access-token";

/// Codes handed out, with their PKCE challenges.
type Codes = Arc<Mutex<HashMap<String, String>>>;

/// The stand-in, stopped when dropped.
struct StandIn {
    base: String,
    handle: actix_web::dev::ServerHandle,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Drop for StandIn {
    fn drop(&mut self) {
        actix_web::rt::System::new().block_on(self.handle.stop(false));
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

async fn authorize(codes: web::Data<Codes>, req: HttpRequest) -> HttpResponse {
    let q: HashMap<String, String> = serde_urlencoded::from_str(req.query_string()).unwrap();
    assert_eq!(q["client_id"], "Iv1.stand-in");
    assert_eq!(q["code_challenge_method"], "S256");
    assert_eq!(q["scope"], "read:user user:email");
    let code = format!("code-{}", codes.lock().unwrap().len());
    codes
        .lock()
        .unwrap()
        .insert(code.clone(), q["code_challenge"].clone());
    let mut back = url::Url::parse(&q["redirect_uri"]).unwrap();
    back.query_pairs_mut()
        .append_pair("code", &code)
        .append_pair("state", &q["state"]);
    HttpResponse::Found()
        .insert_header(("Location", back.to_string()))
        .finish()
}

async fn access_token(
    codes: web::Data<Codes>,
    req: HttpRequest,
    form: web::Form<HashMap<String, String>>,
) -> HttpResponse {
    let basic = req
        .headers()
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    let expected = format!(
        "Basic {}",
        base64::engine::general_purpose::STANDARD.encode(format!("Iv1.stand-in:{SECRET}"))
    );
    let challenge = codes.lock().unwrap().remove(&form["code"]);
    let verified = challenge.is_some_and(|c| {
        let digest = ring::digest::digest(&ring::digest::SHA256, form["code_verifier"].as_bytes());
        URL_SAFE_NO_PAD.encode(digest) == c
    });
    if basic != expected || !verified {
        return HttpResponse::Ok().json(json!({"error": "bad_verification_code"}));
    }
    HttpResponse::Ok().json(
        json!({"access_token": TOKEN, "token_type": "bearer", "scope": "read:user,user:email"}),
    )
}

fn bearer_ok(req: &HttpRequest) -> bool {
    req.headers()
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        == Some(&format!("Bearer {TOKEN}"))
}

async fn user(req: HttpRequest) -> HttpResponse {
    if !bearer_ok(&req) {
        return HttpResponse::Unauthorized().json(json!({"message": "Bad credentials"}));
    }
    HttpResponse::Ok()
        .json(json!({"id": 583231, "login": "octocat", "name": "The Octocat", "email": null}))
}

async fn emails(req: HttpRequest) -> HttpResponse {
    if !bearer_ok(&req) {
        return HttpResponse::Unauthorized().json(json!({"message": "Bad credentials"}));
    }
    HttpResponse::Ok().json(json!([
        {"email": "octo@old.example", "primary": false, "verified": true, "visibility": null},
        {"email": "octocat@github.example", "primary": true, "verified": true, "visibility": "public"}
    ]))
}

fn start_stand_in() -> StandIn {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let (tx, rx) = std::sync::mpsc::channel();
    let thread = std::thread::spawn(move || {
        let system = actix_web::rt::System::new();
        system.block_on(async move {
            let codes: Codes = Arc::default();
            let server = HttpServer::new(move || {
                App::new()
                    .app_data(web::Data::new(codes.clone()))
                    .route("/login/oauth/authorize", web::get().to(authorize))
                    .route("/login/oauth/access_token", web::post().to(access_token))
                    .route("/api/v3/user", web::get().to(user))
                    .route("/api/v3/user/emails", web::get().to(emails))
            })
            .workers(1)
            .listen(listener)
            .unwrap()
            .run();
            tx.send(server.handle()).unwrap();
            server.await.unwrap();
        });
    });
    StandIn {
        base,
        handle: rx.recv().unwrap(),
        thread: Some(thread),
    }
}

pub fn github_signs_in_by_its_numeric_id_and_primary_address(backend: Backend) {
    let github = start_stand_in();
    let base = github.base.clone();
    let down = spawn_app_with(backend, move |s| {
        s.accounts.registration = Some("open".into());
        s.email.smtp_url = Some("smtp://127.0.0.1:9?tls=none".into());
        s.upstream = vec![accounts_server::config::UpstreamSettings {
            id: "github".into(),
            name: "GitHub".into(),
            kind: "github".into(),
            issuer: Some(base),
            client_id: "Iv1.stand-in".into(),
            client_secret: Some(SECRET.into()),
            trust_email_verified: true,
            ..Default::default()
        }];
    });
    let seeded = down.seed();
    let mut browser = Browser::new(&down);
    let start = start_link(&mut browser, &seeded, "github", "GitHub");
    let to_github = browser.get(&start);
    assert_eq!(to_github.status, 302, "{}", to_github.body);
    let authorize = to_github.location().to_owned();
    assert!(authorize.starts_with(&format!("{}/login/oauth/authorize?", github.base)));
    let back = browser.send(browser.http.get(&authorize));
    assert_eq!(back.status, 302);
    let callback = back.location().to_owned();
    let signed_in = browser.get(callback.strip_prefix(ISSUER).unwrap());
    assert_eq!(signed_in.status, 303, "{}", signed_in.body);
    assert!(signed_in.location().starts_with(REDIRECT_URI));
    let code = params_of(signed_in.location(), '?')["code"].clone();
    let claims = jwt_part(
        exchange(&down, &seeded, &code)["id_token"]
            .as_str()
            .unwrap(),
        1,
    );
    let made = down
        .store()
        .find_by_email(&Email::parse("octocat@github.example").unwrap())
        .unwrap()
        .expect("an account with the primary address");
    assert_eq!(claims["sub"], made.id.to_string());
    assert!(made.email_verified);
    assert_eq!(made.profile.name, "The Octocat");
    assert_eq!(
        down.store().list_links(made.id).unwrap()[0].subject,
        "583231"
    );
    // A replayed code is refused by GitHub: a page, and nothing more.
    let mut again = Browser::new(&down);
    let start = start_link(&mut again, &seeded, "github", "GitHub");
    let to_github = again.get(&start);
    let state = params_of(to_github.location(), '?')["state"].clone();
    let replay = again.get(&format!(
        "/accounts/upstream/github/callback?code=code-0&state={state}"
    ));
    assert_eq!(replay.status, 400, "{}", replay.body);
}

upstream_on_both_backends!(github_signs_in_by_its_numeric_id_and_primary_address);
