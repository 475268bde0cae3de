//! Upstream sign-in and the accounts it may make or reach: a provider's
//! account cannot take over a local address, nor make an account when
//! registration is closed or no one vouches for its address. The world and
//! its round trips are in `upstream.rs`.

use accounts_domain::addresses::Email;
use accounts_domain::records::UserRecord;
use accounts_domain::repository::UserRepository;
use serde_json::json;

use crate::browser::{Browser, PASSWORD, code_flow, params_of};
use crate::helpers::Backend;
use crate::upstream::{
    FEDERATED, PROVIDER, fresh_sign_in, issued_id_token, link_round_trip, round_trip, start_link,
    world, world_trusting,
};

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

upstream_on_both_backends!(
    an_upstream_account_claiming_a_local_address_cannot_take_it_over,
    closed_registration_makes_no_account_and_a_callback_needs_its_browser,
    an_address_no_one_vouches_for_makes_no_account,
);
