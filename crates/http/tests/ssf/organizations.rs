//! A receiver bound to an organization: events about its members only,
//! their subject `complex` with the organization as `tenant`; deletion
//! still reaches it.

use reqwest::Method;
use serde_json::json;

use crate::helpers::{ISSUER, TestApp};
use crate::receiver::{ACCOUNT_DISABLED, ACCOUNT_PURGED, Receiver, admin};

on_both_backends!(a_bound_receiver_hears_of_its_members_only);

pub fn a_bound_receiver_hears_of_its_members_only(app: &TestApp) {
    let org = admin(
        app,
        Method::POST,
        "/accounts/admin/v1/organizations",
        Some(json!({"slug": "acme", "name": "Acme"})),
    );
    assert_eq!(org.status, 201, "{}", org.body);
    let org_id = org.body["id"].as_str().unwrap().to_owned();
    // An organization only a receiver is bound to.
    let not_receiver = admin(
        app,
        Method::POST,
        "/accounts/admin/v1/clients",
        Some(json!({"name": "Shop", "organization": "acme"})),
    );
    assert_eq!(not_receiver.status, 400, "{}", not_receiver.body);
    let unknown = admin(
        app,
        Method::POST,
        "/accounts/admin/v1/clients",
        Some(json!({"name": "Risk", "shared_signals": true, "organization": "nope"})),
    );
    assert_eq!(unknown.status, 400, "{}", unknown.body);

    let bound = Receiver::register(app, json!({"organization": "acme"}));
    bound.poll_stream(json!({}));
    let everyone = Receiver::register(app, json!({}));
    everyone.poll_stream(json!({}));

    let member = app.seed();
    let outsider = app.seed();
    let joined = admin(
        app,
        Method::POST,
        &format!("/accounts/admin/v1/organizations/{org_id}/members"),
        Some(json!({"userId": member.user.id.to_string()})),
    );
    assert_eq!(joined.status, 201, "{}", joined.body);
    for user in [&member, &outsider] {
        let reply = admin(
            app,
            Method::POST,
            &format!("/accounts/admin/v1/users/{}/disable", user.user.id),
            None,
        );
        assert_eq!(reply.status, 200, "{}", reply.body);
    }

    let theirs: Vec<_> = bound
        .take()
        .into_iter()
        .filter(|s| s.kind == ACCOUNT_DISABLED)
        .collect();
    assert_eq!(theirs.len(), 1, "the member's only: {theirs:?}");
    assert_eq!(
        theirs[0].claims["sub_id"],
        json!({
            "format": "complex",
            "user": {"format": "iss_sub", "iss": ISSUER, "sub": member.user.id.to_string()},
            "tenant": {"format": "opaque", "id": org_id},
        })
    );
    let all = everyone.take();
    assert_eq!(
        all.iter().filter(|s| s.kind == ACCOUNT_DISABLED).count(),
        2,
        "an unbound receiver hears of everyone"
    );

    // Deleting the member removes the membership, and the bound receiver
    // still hears of it.
    let gone = admin(
        app,
        Method::DELETE,
        &format!("/accounts/admin/v1/users/{}", member.user.id),
        None,
    );
    assert_eq!(gone.status, 200, "{}", gone.body);
    let purged: Vec<_> = bound
        .take()
        .into_iter()
        .filter(|s| s.kind == ACCOUNT_PURGED)
        .collect();
    assert_eq!(purged.len(), 1, "{purged:?}");
    assert_eq!(purged[0].claims["sub_id"]["tenant"]["id"], json!(org_id));
}
