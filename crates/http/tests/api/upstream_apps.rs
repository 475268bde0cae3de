//! Native apps and upstream providers: an app exchanges a provider's
//! id_token (once, fresh, and only an app's) and manages its account's
//! links. The world and its round trips are in `upstream.rs`.

use accounts_domain::repository::ClientRepository;
use serde_json::json;

use crate::helpers::{Backend, Seeded, TestApp, jwt_part};
use crate::upstream::{FEDERATED, PROVIDER, issued_id_token, world};

const LINKS: &str = "/accounts/users/v1/links";

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

upstream_on_both_backends!(
    apps_exchange_a_provider_id_token_and_manage_links,
    an_apps_id_token_is_exchanged_once_and_only_an_apps,
);
