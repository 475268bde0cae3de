//! Linking an upstream provider to an account: only from the account
//! page's form, never with a provider's one-factor session, and a provider
//! account's way into the deletion page. The world and its round trips are
//! in `upstream.rs`.

use accounts_domain::repository::UserRepository;
use serde_json::json;

use crate::browser::{Browser, PASSWORD, code_flow};
use crate::helpers::Backend;
use crate::upstream::{
    FEDERATED, PROVIDER, issued_id_token, link_round_trip, post_link_form, round_trip, to_callback,
    world,
};

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

upstream_on_both_backends!(
    a_provider_account_signs_in_to_the_deletion_page_through_its_provider,
    linking_starts_only_from_the_account_pages_form,
    a_providers_one_factor_session_changes_no_factor,
);
