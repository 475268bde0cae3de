//! The tests' receiver: registers itself through the admin API, gets its
//! token by client_credentials, manages its stream, polls, and holds
//! every SET to the specifications with josekit (RFC 8417: `typ`
//! `secevent+jwt`, one event, no `sub`, no `exp`; SSF 1.0 and the CAEP
//! interoperability profile: RS256 with a key of at least 2048 bits from
//! the JWKS, `sub_id`, `txn`, `event_timestamp`, `initiating_entity`,
//! `reason_admin`). A push endpoint on loopback records what is posted.

use std::collections::HashSet;
use std::sync::Mutex;

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use josekit::jwk::Jwk;
use josekit::jws::RS256;
use serde_json::{Value, json};

pub(crate) use accounts_testkit::push_endpoint::PushEndpoint;

use crate::helpers::{ADMIN_KEY, ISSUER, Reply, TestApp};

pub(crate) const STREAMS: &str = "/accounts/ssf/streams";
pub(crate) const STATUS: &str = "/accounts/ssf/streams/status";
pub(crate) const ADD: &str = "/accounts/ssf/subjects/add";
pub(crate) const REMOVE: &str = "/accounts/ssf/subjects/remove";
pub(crate) const VERIFY: &str = "/accounts/ssf/verify";
pub(crate) const POLL: &str = "/accounts/ssf/poll";

pub(crate) const SESSION_REVOKED: &str =
    "https://schemas.openid.net/secevent/caep/event-type/session-revoked";
pub(crate) const CREDENTIAL_CHANGE: &str =
    "https://schemas.openid.net/secevent/caep/event-type/credential-change";
pub(crate) const ASSURANCE_LEVEL_CHANGE: &str =
    "https://schemas.openid.net/secevent/caep/event-type/assurance-level-change";
pub(crate) const ACCOUNT_DISABLED: &str =
    "https://schemas.openid.net/secevent/risc/event-type/account-disabled";
pub(crate) const ACCOUNT_ENABLED: &str =
    "https://schemas.openid.net/secevent/risc/event-type/account-enabled";
pub(crate) const ACCOUNT_PURGED: &str =
    "https://schemas.openid.net/secevent/risc/event-type/account-purged";
pub(crate) const IDENTIFIER_CHANGED: &str =
    "https://schemas.openid.net/secevent/risc/event-type/identifier-changed";
pub(crate) const VERIFICATION: &str =
    "https://schemas.openid.net/secevent/ssf/event-type/verification";

/// An admin API call; its reply.
pub(crate) fn admin(
    app: &TestApp,
    method: reqwest::Method,
    path: &str,
    body: Option<Value>,
) -> Reply {
    let mut request = app
        .http
        .request(method, app.url(path))
        .bearer_auth(ADMIN_KEY);
    if let Some(body) = body {
        request = request.json(&body);
    }
    app.send(request)
}

/// A client_credentials request of `id`.
pub(crate) fn token_request(
    app: &TestApp,
    id: &str,
    secret: &str,
    params: &[(&str, &str)],
) -> Reply {
    let mut form = vec![("grant_type", "client_credentials")];
    form.extend_from_slice(params);
    app.send(
        app.http
            .post(app.url("/accounts/oauth2/v1/token"))
            .basic_auth(id, Some(secret))
            .form(&form),
    )
}

/// One SET as the receiver checked it.
#[derive(Debug, Clone)]
pub(crate) struct Set {
    pub claims: Value,
    /// The one event's type URI.
    pub kind: String,
    /// The one event's members.
    pub event: Value,
}

/// A receiver: a client with `shared_signals`, and its token.
pub(crate) struct Receiver<'a> {
    app: &'a TestApp,
    pub client_id: String,
    pub secret: String,
    pub token: String,
    seen: Mutex<HashSet<String>>,
}

impl<'a> Receiver<'a> {
    /// Registers a receiver with `extra` settings (e.g. `organization`)
    /// and gets its token (both scopes).
    pub(crate) fn register(app: &'a TestApp, extra: Value) -> Self {
        let mut body = json!({"name": "Risk engine", "shared_signals": true});
        if let (Some(body), Some(extra)) = (body.as_object_mut(), extra.as_object()) {
            body.extend(extra.clone());
        }
        let made = admin(
            app,
            reqwest::Method::POST,
            "/accounts/admin/v1/clients",
            Some(body),
        );
        assert_eq!(made.status, 200, "{}", made.body);
        let client_id = made.body["client_id"].as_str().unwrap().to_owned();
        let secret = made.body["client_secret"].as_str().unwrap().to_owned();
        let got = token_request(app, &client_id, &secret, &[]);
        assert_eq!(got.status, 200, "{}", got.body);
        assert_eq!(got.body["token_type"], "Bearer");
        assert_eq!(got.body["scope"], "ssf.manage ssf.read");
        Self {
            app,
            token: got.body["access_token"].as_str().unwrap().to_owned(),
            client_id,
            secret,
            seen: Mutex::new(HashSet::new()),
        }
    }

    /// The same receiver speaking to another instance of the service.
    pub(crate) fn at<'b>(&self, app: &'b TestApp) -> Receiver<'b> {
        Receiver {
            app,
            client_id: self.client_id.clone(),
            secret: self.secret.clone(),
            token: self.token.clone(),
            seen: Mutex::new(HashSet::new()),
        }
    }

    /// A stream API call with the receiver's token.
    pub(crate) fn call(&self, method: reqwest::Method, path: &str, body: Option<Value>) -> Reply {
        self.call_with(&self.token, method, path, body)
    }

    /// A stream API call with `token`.
    pub(crate) fn call_with(
        &self,
        token: &str,
        method: reqwest::Method,
        path: &str,
        body: Option<Value>,
    ) -> Reply {
        let mut request = self
            .app
            .http
            .request(method, self.app.url(path))
            .bearer_auth(token);
        if let Some(body) = body {
            request = request.json(&body);
        }
        self.app.send(request)
    }

    /// Makes a poll stream with `extra` members; its configuration.
    pub(crate) fn poll_stream(&self, extra: Value) -> Value {
        let mut body = json!({"delivery": {"method": "urn:ietf:rfc:8936"}});
        if let (Some(body), Some(extra)) = (body.as_object_mut(), extra.as_object()) {
            body.extend(extra.clone());
        }
        let made = self.call(reqwest::Method::POST, STREAMS, Some(body));
        assert_eq!(made.status, 201, "{}", made.body);
        made.body
    }

    /// Polls at once, checks every SET and acknowledges them all; the
    /// SETs, oldest first.
    pub(crate) fn take(&self) -> Vec<Set> {
        let polled = self.call(
            reqwest::Method::POST,
            POLL,
            Some(json!({"returnImmediately": true, "maxEvents": 250})),
        );
        assert_eq!(polled.status, 200, "{}", polled.body);
        assert_eq!(polled.body["moreAvailable"], false, "{}", polled.body);
        let sets = polled.body["sets"].as_object().cloned().unwrap_or_default();
        let mut checked: Vec<Set> = sets
            .iter()
            .map(|(jti, token)| {
                let set = self.check(token.as_str().unwrap());
                assert_eq!(set.claims["jti"], json!(jti), "the map's key is the jti");
                set
            })
            .collect();
        if !sets.is_empty() {
            let acked = self.call(
                reqwest::Method::POST,
                POLL,
                Some(json!({"ack": sets.keys().collect::<Vec<_>>(), "maxEvents": 0})),
            );
            assert_eq!(acked.status, 200, "{}", acked.body);
        }
        checked.sort_by_key(|s| s.claims["iat"].as_i64());
        checked
    }

    /// Holds one SET to RFC 8417, SSF 1.0 and the interoperability
    /// profile; its claims.
    pub(crate) fn check(&self, token: &str) -> Set {
        let header: Value = serde_json::from_slice(
            &URL_SAFE_NO_PAD
                .decode(token.split('.').next().unwrap())
                .unwrap(),
        )
        .unwrap();
        assert_eq!(header["typ"], "secevent+jwt", "{header}");
        assert_eq!(header["alg"], "RS256", "{header}");
        let kid = header["kid"].as_str().expect("a kid");
        let jwks = self
            .app
            .send(self.app.http.get(self.app.url("/accounts/oauth2/v1/jwks")));
        let key = jwks.body["keys"]
            .as_array()
            .unwrap()
            .iter()
            .find(|k| k["kid"] == kid)
            .unwrap_or_else(|| panic!("kid {kid} is in the JWKS"))
            .clone();
        assert_eq!(key["kty"], "RSA");
        let modulus = URL_SAFE_NO_PAD.decode(key["n"].as_str().unwrap()).unwrap();
        assert!(modulus.len() >= 256, "a key of at least 2048 bits");
        let jwk = Jwk::from_map(key.as_object().unwrap().clone()).unwrap();
        let verifier = RS256.verifier_from_jwk(&jwk).unwrap();
        let (payload, _) = josekit::jwt::decode_with_verifier(token, &verifier).unwrap();
        let claims: Value = serde_json::from_str(&payload.to_string()).unwrap();
        assert_eq!(claims["iss"], ISSUER);
        assert_eq!(claims["aud"], json!(self.client_id));
        assert!(claims.get("sub").is_none(), "no sub: {claims}");
        assert!(claims.get("exp").is_none(), "no exp: {claims}");
        assert!(claims["iat"].is_i64(), "{claims}");
        assert!(
            claims["txn"].as_str().is_some_and(|t| !t.is_empty()),
            "{claims}"
        );
        let jti = claims["jti"].as_str().unwrap().to_owned();
        assert!(
            self.seen.lock().unwrap().insert(jti.clone()),
            "a jti is never reused: {jti}"
        );
        assert!(claims["sub_id"]["format"].is_string(), "{claims}");
        let events = claims["events"].as_object().unwrap();
        assert_eq!(events.len(), 1, "one event per SET: {claims}");
        let (kind, event) = events.iter().next().unwrap();
        if kind != VERIFICATION && !kind.contains("/ssf/") {
            assert!(event["event_timestamp"].is_i64(), "{event}");
            assert!(
                ["admin", "user", "policy", "system"]
                    .contains(&event["initiating_entity"].as_str().unwrap_or("")),
                "{event}"
            );
            assert!(event["reason_admin"]["en"].is_string(), "{event}");
        }
        // `SSF_PRINT_SETS=1`: what each SET said, decoded (`--nocapture`).
        if std::env::var_os("SSF_PRINT_SETS").is_some() {
            eprintln!("SET header {header}\nSET claims {claims}");
        }
        Set {
            kind: kind.clone(),
            event: event.clone(),
            claims,
        }
    }
}
