//! DPoP (RFC 9449) with proofs made here with `ring`: the token endpoint
//! asks for a nonce, then binds the access token to the proof's key
//! (`cnf.jkt`, `token_type: DPoP`) and a public client's refresh token
//! too; the resources take a bound token only with the `DPoP` scheme and
//! a fresh proof of that key for that request and token; a proof is used
//! once, across instances; introspection reports `cnf`.

use accounts_domain::repository::ClientRepository;
use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use ring::rand::SystemRandom;
use ring::signature::{ECDSA_P256_SHA256_FIXED_SIGNING, EcdsaKeyPair, KeyPair};
use serde_json::{Value, json};

use crate::browser::{CHALLENGE, VERIFIER};
use crate::helpers::{ADMIN_KEY, REDIRECT_URI, Reply, Seeded, TestApp, jwt_part};

const TOKEN: &str = "/accounts/oauth2/v1/token";
const USERINFO: &str = "/accounts/oauth2/v1/userinfo";

/// A client's DPoP key.
pub struct DpopKey {
    pair: EcdsaKeyPair,
}

impl DpopKey {
    pub fn new() -> Self {
        let rng = SystemRandom::new();
        let pkcs8 = EcdsaKeyPair::generate_pkcs8(&ECDSA_P256_SHA256_FIXED_SIGNING, &rng).unwrap();
        Self {
            pair: EcdsaKeyPair::from_pkcs8(&ECDSA_P256_SHA256_FIXED_SIGNING, pkcs8.as_ref(), &rng)
                .unwrap(),
        }
    }

    fn jwk(&self) -> Value {
        let point = self.pair.public_key().as_ref();
        json!({"kty": "EC", "crv": "P-256",
               "x": URL_SAFE_NO_PAD.encode(&point[1..33]),
               "y": URL_SAFE_NO_PAD.encode(&point[33..])})
    }

    pub fn thumbprint(&self) -> String {
        accounts_domain::dpop::thumbprint(&self.jwk()).unwrap()
    }

    /// A proof for `method` `path` on `app`, now, with `nonce` and, at a
    /// resource, the token's hash.
    pub fn proof(
        &self,
        app: &TestApp,
        method: &str,
        path: &str,
        nonce: Option<&str>,
        token: Option<&str>,
    ) -> String {
        let mut claims = json!({
            "jti": URL_SAFE_NO_PAD.encode(ring::rand::generate::<[u8; 16]>(&SystemRandom::new()).unwrap().expose()),
            "htm": method,
            "htu": format!("{}{path}", app.state.accounts.issuer()),
            "iat": app.clock_now().unix_timestamp(),
        });
        if let Some(nonce) = nonce {
            claims["nonce"] = json!(nonce);
        }
        if let Some(token) = token {
            claims["ath"] = json!(accounts_domain::dpop::token_hash(token));
        }
        let header = json!({"typ": "dpop+jwt", "alg": "ES256", "jwk": self.jwk()});
        let signing = format!(
            "{}.{}",
            URL_SAFE_NO_PAD.encode(header.to_string()),
            URL_SAFE_NO_PAD.encode(claims.to_string())
        );
        let sig = self
            .pair
            .sign(&SystemRandom::new(), signing.as_bytes())
            .unwrap();
        format!("{signing}.{}", URL_SAFE_NO_PAD.encode(sig.as_ref()))
    }
}

/// A token request with a DPoP proof; the first answer asks for a nonce,
/// which the second uses.
fn token_with_proof(
    app: &TestApp,
    key: &DpopKey,
    auth: Option<(&str, &str)>,
    form: &[(&str, &str)],
) -> Reply {
    let send = |nonce: Option<&str>| {
        let mut request = app
            .http
            .post(app.url(TOKEN))
            .header("DPoP", key.proof(app, "POST", TOKEN, nonce, None))
            .form(form);
        if let Some((id, secret)) = auth {
            request = request.basic_auth(id, Some(secret));
        }
        app.send(request)
    };
    let first = send(None);
    first.assert_oauth_error(400, "use_dpop_nonce");
    let nonce = first
        .header("dpop-nonce")
        .expect("a DPoP-Nonce header")
        .to_owned();
    let second = send(Some(&nonce));
    assert_eq!(second.status, 200, "{}", second.body);
    assert!(second.header("dpop-nonce").is_some(), "the next nonce");
    second
}

fn resource(app: &TestApp, path: &str, token: &str, proof: Option<String>) -> Reply {
    let mut request = app.http.get(app.url(path));
    request = match proof {
        Some(proof) => request
            .header("Authorization", format!("DPoP {token}"))
            .header("DPoP", proof),
        None => request.bearer_auth(token),
    };
    app.send(request)
}

fn code_form(code: &str) -> Vec<(&str, &str)> {
    vec![
        ("grant_type", "authorization_code"),
        ("code", code),
        ("redirect_uri", REDIRECT_URI),
        ("code_verifier", VERIFIER),
    ]
}

pub fn dpop_binds_tokens_and_every_resource_checks_the_proof(app: &TestApp) {
    let discovery = app.send(app.http.get(app.url("/.well-known/openid-configuration")));
    assert_eq!(
        discovery.body["dpop_signing_alg_values_supported"],
        json!(["ES256", "EdDSA", "RS256", "PS256"])
    );
    let seeded = app.seed();
    let (id, secret) = (
        seeded.client.id.to_string(),
        seeded.secret.expose().to_owned(),
    );
    let key = DpopKey::new();
    let code = app.code(&seeded, "openid profile authorization", Some(CHALLENGE));
    let issued = token_with_proof(app, &key, Some((&id, &secret)), &code_form(&code));
    assert_eq!(issued.body["token_type"], "DPoP");
    let access = issued.body["access_token"].as_str().unwrap().to_owned();
    assert_eq!(
        jwt_part(&access, 1)["cnf"],
        json!({"jkt": key.thumbprint()})
    );

    // Every resource: with a fresh proof of the key, for that request.
    for path in [
        USERINFO,
        "/accounts/users/v1/userinfo",
        "/accounts/users/v1/sessioninfo",
    ] {
        let proof = key.proof(app, "GET", path, None, Some(&access));
        let reply = resource(app, path, &access, Some(proof.clone()));
        assert_eq!(reply.status, 200, "{path}: {}", reply.body);
        // The same proof again: a replay.
        let replayed = resource(app, path, &access, Some(proof));
        assert_eq!(replayed.status, 401, "{path} replayed: {}", replayed.body);
        // As a bearer token: refused.
        let bearer = resource(app, path, &access, None);
        assert_eq!(bearer.status, 401, "{path} as bearer: {}", bearer.body);
    }
    let refused = |proof: String, what: &str| {
        let reply = resource(app, USERINFO, &access, Some(proof));
        assert_eq!(reply.status, 401, "{what}: {}", reply.body);
        assert!(
            reply
                .header("www-authenticate")
                .is_some_and(|c| c.starts_with("DPoP ")),
            "{what}: {:?}",
            reply.header("www-authenticate")
        );
    };
    refused(
        DpopKey::new().proof(app, "GET", USERINFO, None, Some(&access)),
        "another key",
    );
    refused(key.proof(app, "GET", USERINFO, None, None), "no ath");
    refused(
        key.proof(app, "POST", USERINFO, None, Some(&access)),
        "another method",
    );
    refused(
        key.proof(app, "GET", TOKEN, None, Some(&access)),
        "another URL",
    );
    refused(
        key.proof(app, "GET", USERINFO, None, Some("another token")),
        "another token's hash",
    );
    refused(
        key.proof(app, "GET", USERINFO, Some("1.made-up"), Some(&access)),
        "a nonce not ours",
    );

    // Used once across instances: a proof used on another instance is
    // refused here.
    let other = app.another_instance();
    let proof = key.proof(app, "GET", USERINFO, None, Some(&access));
    assert_eq!(
        resource(&other, USERINFO, &access, Some(proof.clone())).status,
        200
    );
    assert_eq!(resource(app, USERINFO, &access, Some(proof)).status, 401);

    // A nonce made by one instance works on another (same master key).
    let code = app.code(&seeded, "profile", Some(CHALLENGE));
    let first = app.send(
        app.http
            .post(app.url(TOKEN))
            .basic_auth(&id, Some(&secret))
            .header("DPoP", key.proof(app, "POST", TOKEN, None, None))
            .form(&code_form(&code)),
    );
    let nonce = first.header("dpop-nonce").unwrap().to_owned();
    let there = other.send(
        other
            .http
            .post(other.url(TOKEN))
            .basic_auth(&id, Some(&secret))
            .header("DPoP", key.proof(&other, "POST", TOKEN, Some(&nonce), None))
            .form(&code_form(&code)),
    );
    assert_eq!(there.status, 200, "{}", there.body);
    assert_eq!(there.body["token_type"], "DPoP");

    // An unbound token with the DPoP scheme is refused too.
    let (bearer_token, _) = app.tokens(&seeded, "profile");
    let proof = key.proof(app, "GET", USERINFO, None, Some(&bearer_token));
    assert_eq!(
        resource(app, USERINFO, &bearer_token, Some(proof)).status,
        401
    );

    // Introspection reports the binding.
    let introspected = app.send(
        app.http
            .post(app.url("/accounts/oauth2/v1/introspect"))
            .basic_auth(&id, Some(&secret))
            .form(&[("token", access.as_str())]),
    );
    assert_eq!(introspected.body["cnf"], json!({"jkt": key.thumbprint()}));
    assert_eq!(introspected.body["token_type"], "DPoP");

    // A confidential client's refresh token is not bound: it refreshes
    // with a proof (a bound token) or without (a bearer one).
    let refresh = issued.body["refresh_token"].as_str().unwrap();
    let form = [("grant_type", "refresh_token"), ("refresh_token", refresh)];
    let bound = token_with_proof(app, &key, Some((&id, &secret)), &form);
    assert_eq!(bound.body["token_type"], "DPoP");
    let plain = app.send(
        app.http
            .post(app.url(TOKEN))
            .basic_auth(&id, Some(&secret))
            .form(&form),
    );
    assert_eq!(plain.body["token_type"], "Bearer", "{}", plain.body);
}

pub fn a_public_clients_refresh_token_is_bound_to_its_key(app: &TestApp) {
    let owner = app.seed();
    let created = app.send(
        app.http
            .post(app.url("/accounts/admin/v1/clients"))
            .bearer_auth(ADMIN_KEY)
            .json(&json!({"name": "SPA", "redirect_uris": [REDIRECT_URI], "public": true})),
    );
    let id = created.body["client_id"].as_str().unwrap().to_owned();
    let client = ClientRepository::find(app.store(), id.parse().unwrap())
        .unwrap()
        .unwrap();
    let public = Seeded { client, ..owner };
    let key = DpopKey::new();
    let code = app.code(&public, "openid profile", Some(CHALLENGE));
    let mut form = code_form(&code);
    form.push(("client_id", &id));
    let issued = token_with_proof(app, &key, None, &form);
    assert_eq!(issued.body["token_type"], "DPoP");
    let refresh = issued.body["refresh_token"].as_str().unwrap().to_owned();
    let form = [
        ("grant_type", "refresh_token"),
        ("refresh_token", refresh.as_str()),
        ("client_id", id.as_str()),
    ];
    // Without a proof, or with another key's: refused.
    let bare = app.send(app.http.post(app.url(TOKEN)).form(&form));
    bare.assert_oauth_error(400, "invalid_grant");
    let nonce = bare.header("dpop-nonce").map(str::to_owned);
    assert!(nonce.is_none(), "no proof, no nonce");
    let thief = DpopKey::new();
    let first = app.send(
        app.http
            .post(app.url(TOKEN))
            .header("DPoP", thief.proof(app, "POST", TOKEN, None, None))
            .form(&form),
    );
    let nonce = first.header("dpop-nonce").unwrap().to_owned();
    let stolen = app.send(
        app.http
            .post(app.url(TOKEN))
            .header("DPoP", thief.proof(app, "POST", TOKEN, Some(&nonce), None))
            .form(&form),
    );
    stolen.assert_oauth_error(400, "invalid_grant");
    // With the key's proof: a new bound pair (public clients rotate).
    let refreshed = token_with_proof(app, &key, None, &form);
    assert_eq!(refreshed.body["token_type"], "DPoP");
    let access = refreshed.body["access_token"].as_str().unwrap();
    assert_eq!(jwt_part(access, 1)["cnf"]["jkt"], key.thumbprint());
    assert_ne!(
        refreshed.body["refresh_token"].as_str(),
        Some(refresh.as_str())
    );
}

on_both_backends!(
    dpop_binds_tokens_and_every_resource_checks_the_proof,
    a_public_clients_refresh_token_is_bound_to_its_key,
);
