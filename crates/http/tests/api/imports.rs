//! Users brought in from another identity provider through the admin
//! API (`POST /accounts/admin/v1/users/import`): bad lines reported with
//! their line and reason while the others go in, no partial user, the
//! conflict policies, dry runs, webhook events only when asked for, and
//! the audit trail. Signing in with the hashes other implementations made
//! is in `imports_hashes.rs`.

use accounts_domain::ids::WebhookId;
use accounts_domain::keys::SealedKey;
use accounts_domain::records::AuditAction;
use accounts_domain::webhooks::{WebhookEventType, WebhookRecord};
use serde_json::{Value, json};

use crate::helpers::{ADMIN_KEY, Reply, TestApp};
use crate::schema::assert_valid;

pub(crate) const IMPORT: &str = "/accounts/admin/v1/users/import";
/// `correct horse` in bcrypt, made by Python's `bcrypt` 4.2
/// (`bcrypt.hashpw(b"correct horse", bcrypt.gensalt(4))`).
pub(crate) const BCRYPT: &str = "$2b$04$oNSYZdqUREuT5zBT7SJq/OZYxoWxDzj.68cE0g6l5ld5iViVlldt2";
const KEPT_UUID: &str = "3f2504e0-4f89-11d3-9a0c-0305e82c3301";

/// Posts `body` to the import with `query` (`?...` or empty).
pub(crate) fn import(app: &TestApp, query: &str, body: impl Into<String>) -> Reply {
    app.send(
        app.http
            .post(app.url(&format!("{IMPORT}{query}")))
            .bearer_auth(ADMIN_KEY)
            .header("Content-Type", "application/x-ndjson")
            .body(body.into()),
    )
}

/// One NDJSON line a value.
pub(crate) fn ndjson(lines: &[Value]) -> String {
    lines.iter().map(|l| format!("{l}\n")).collect::<String>()
}

fn email(app: &TestApp, address: &str) -> Option<accounts_domain::records::UserRecord> {
    let address = accounts_domain::addresses::Email::parse(address).unwrap();
    app.store().find_by_email(&address).unwrap()
}

fn reasons(report: &Value) -> Vec<(u64, String)> {
    report["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["line"].as_u64().unwrap(),
                e["reason"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

pub fn a_bad_line_is_reported_and_the_others_are_imported(app: &TestApp) {
    let seeded = app.seed();
    let taken = seeded.user.email.as_str();
    let file = [
        json!({
            "email": "ann@example.com", "emailVerified": true, "id": KEPT_UUID,
            "name": "Ann Lee", "passwordHash": BCRYPT,
            "totpSecret": "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
            "links": [{"provider": "google", "subject": "g-1"}],
            "createdAt": "2020-01-02T03:04:05Z", "locale": "de-AT",
        })
        .to_string(),
        "{not json".to_owned(),
        json!({"name": "no address"}).to_string(),
        json!({"email": "not an address"}).to_string(),
        json!({"email": "ANN@example.com"}).to_string(),
        json!({"email": taken}).to_string(),
        json!({"email": "bob@example.com", "passwordHash": "$1$saltsalt$2vUaLzhx3jTZ6kDVGSXxW."})
            .to_string(),
        json!({"email": "cat@example.com", "totpSecret": "not base32!"}).to_string(),
        json!({"email": "dan@example.com", "id": seeded.user.id.to_string()}).to_string(),
        json!({"email": "eve@example.com", "id": "auth0|5f7c8ec7c33c6c004bbafe82", "emailVerified": true, "createdAt": 1_600_000_000_000_i64}).to_string(),
        json!({"email": "fay@example.com", "links": [{"provider": "google", "subject": "g-1"}]})
            .to_string(),
        json!({"email": "gil@example.com", "passwordHash": "$2b$04$tooshort"}).to_string(),
        json!({"email": "hal@example.com", "totpSecret": "JBSWY3DPEHPK3PXP"}).to_string(),
    ]
    .join("\n");
    let reply = import(app, "", file);
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_valid(&reply.body, "AdminOk_ImportReport");
    let report = &reply.body;
    assert_eq!(report["format"], "ndjson", "told from the file");
    assert_eq!(report["dryRun"], false);
    assert_eq!(report["imported"], 2, "{report}");
    assert_eq!(report["updated"], 0);
    assert_eq!(report["skipped"], 1);
    assert_eq!(report["failed"], 10, "{report}");
    let why = reasons(report);
    let lines: Vec<u64> = why.iter().map(|(line, _)| *line).collect();
    assert_eq!(lines, [2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13], "{report}");
    let reason = |line: u64| why.iter().find(|(l, _)| *l == line).unwrap().1.clone();
    assert!(reason(2).contains("not valid JSON"), "{}", reason(2));
    assert!(reason(3).contains("no email address"), "{}", reason(3));
    assert!(reason(4).contains("not valid"), "{}", reason(4));
    assert!(reason(5).contains("earlier line"), "{}", reason(5));
    assert!(reason(6).contains("exists: skipped"), "{}", reason(6));
    assert!(reason(7).contains("password hash"), "{}", reason(7));
    assert!(reason(8).contains("not base32"), "{}", reason(8));
    assert!(
        reason(9).contains("id belongs to another account"),
        "{}",
        reason(9)
    );
    assert!(reason(11).contains("\"google\""), "{}", reason(11));
    assert!(reason(12).contains("password hash"), "{}", reason(12));
    assert!(reason(13).contains("80 bits"), "{}", reason(13));
    assert_eq!(
        report["errors"][4]["email"], taken,
        "an error names the line's address"
    );
    assert!(
        report["errors"][1].get("email").is_none(),
        "no address, none named"
    );
    // The id that is neither a ULID nor a UUID was replaced, and said so.
    let eve = email(app, "eve@example.com").expect("imported");
    assert_eq!(
        report["replaced"],
        json!([{"line": 10, "oldId": "auth0|5f7c8ec7c33c6c004bbafe82", "newId": eve.id.to_string()}])
    );
    assert_eq!(eve.created_at.unix_timestamp(), 1_600_000_000);
    assert!(eve.email_verified);

    // Everything of the first line, and nothing of a refused one.
    let ann = email(app, "ann@example.com").expect("imported");
    assert_eq!(ann.id.to_string(), KEPT_UUID, "the sub apps know is kept");
    assert!(ann.email_verified);
    assert_eq!(ann.profile.name, "Ann Lee");
    assert_eq!(ann.language.as_deref(), Some("de"), "de-AT as the nearest");
    assert_eq!(ann.created_at.unix_timestamp(), 1_577_934_245);
    assert_eq!(
        ann.password.as_phc(),
        BCRYPT,
        "kept until the first sign-in"
    );
    let totp = app
        .store()
        .find_totp(ann.id)
        .unwrap()
        .expect("the authenticator");
    assert!(totp.confirmed_at.is_some(), "it worked where it came from");
    let links = app.store().list_links(ann.id).unwrap();
    assert_eq!(links.len(), 1);
    assert_eq!(
        (links[0].provider.as_str(), links[0].subject.as_str()),
        ("google", "g-1")
    );
    for refused in ["bob", "cat", "dan", "fay", "gil", "hal"] {
        assert!(
            email(app, &format!("{refused}@example.com")).is_none(),
            "{refused}: no partial user"
        );
    }
    // The user by the UUID: paths take it like any user id.
    let by_id = app.send(
        app.http
            .get(app.url(&format!("/accounts/admin/v1/users/{KEPT_UUID}")))
            .bearer_auth(ADMIN_KEY),
    );
    assert_eq!(by_id.status, 200, "{}", by_id.body);

    // Audited with the counts.
    let audited = app
        .store()
        .query_audit(&accounts_domain::records::AuditQuery {
            action: Some(AuditAction::UsersImported),
            limit: 10,
            ..Default::default()
        })
        .unwrap();
    assert_eq!(audited.len(), 1);
    assert_eq!(audited[0].event.actor, "admin");
    assert_eq!(
        audited[0].event.detail,
        "format=ndjson imported=2 updated=0 skipped=1 failed=10"
    );
}

pub fn conflicts_are_skipped_updated_or_fail_the_whole_import(app: &TestApp) {
    let seeded = app.seed();
    let taken = seeded.user.email.as_str();
    let new = json!({"email": "new@example.com", "passwordHash": BCRYPT});
    let update = json!({"email": taken.to_uppercase(), "name": "Renamed", "emailVerified": true});

    // A dry run checks everything and writes nothing.
    let dry = import(
        app,
        "?dryRun=true&format=ndjson",
        ndjson(&[new.clone(), update.clone()]),
    );
    assert_eq!(dry.status, 200, "{}", dry.body);
    assert_eq!(
        (dry.body["imported"].as_u64(), dry.body["skipped"].as_u64()),
        (Some(1), Some(1))
    );
    assert_eq!(dry.body["dryRun"], true);
    assert!(
        email(app, "new@example.com").is_none(),
        "a dry run writes nothing"
    );

    // fail: the first conflict leaves the whole import uncommitted, even
    // the lines before it.
    let failed = import(
        app,
        "?onConflict=fail",
        ndjson(&[new.clone(), update.clone()]),
    );
    assert_eq!(failed.status, 200, "{}", failed.body);
    assert_eq!(failed.body["imported"], 0, "{}", failed.body);
    assert_eq!(failed.body["failed"], 1);
    assert_eq!(
        reasons(&failed.body),
        [(2, "an account with this address exists".to_owned())]
    );
    assert!(email(app, "new@example.com").is_none(), "nothing committed");
    // Without the conflict the same policy imports.
    let clean = import(app, "?onConflict=fail", ndjson(std::slice::from_ref(&new)));
    assert_eq!(clean.body["imported"], 1, "{}", clean.body);
    assert!(email(app, "new@example.com").is_some());

    // skip (the default) leaves the account as it is.
    let skipped = import(app, "", ndjson(std::slice::from_ref(&update)));
    assert_eq!(skipped.body["skipped"], 1, "{}", skipped.body);
    let before = email(app, taken).unwrap();
    assert_ne!(before.profile.name, "Renamed");

    // update brings it up to the line, keeping its id and password.
    let updated = import(app, "?onConflict=update", ndjson(&[update]));
    assert_eq!(updated.body["updated"], 1, "{}", updated.body);
    let after = email(app, taken).unwrap();
    assert_eq!(after.id, before.id);
    assert_eq!(after.profile.name, "Renamed");
    assert_eq!(after.password, before.password, "the line gave no hash");
    // An update whose id differs from the account's is refused.
    let other_id = json!({"email": taken, "id": KEPT_UUID, "name": "X"});
    let refused = import(app, "?onConflict=update", ndjson(&[other_id]));
    assert_eq!(refused.body["failed"], 1, "{}", refused.body);
    assert_eq!(email(app, taken).unwrap().profile.name, "Renamed");

    // Options that do not validate are 400 before anything is read.
    for query in [
        "?onConflict=merge",
        "?format=csv",
        "?firebaseRounds=8",
        "?dryRun=yes",
        "?onConflict=skip&onConflict=fail",
    ] {
        import(app, query, ndjson(&[json!({"email": "x@example.com"})]))
            .assert_error(400, "INVALID_REQUEST");
    }
    assert!(email(app, "x@example.com").is_none());
    // An empty file, and one whose format does not show.
    import(app, "?format=ndjson", " \n").assert_error(400, "INVALID_REQUEST");
    import(app, "", "email,name\nann@example.com,Ann\n").assert_error(400, "INVALID_REQUEST");
    // The admin key guards it like every admin path.
    let anonymous = app.send(app.http.post(app.url(IMPORT)).body("{}"));
    anonymous.assert_error(401, "INVALID_TOKEN");
}

pub fn webhook_events_are_raised_only_when_asked_for(app: &TestApp) {
    let hook = WebhookRecord {
        id: WebhookId::generate(app.clock_now()),
        // Nothing listens there: the deliveries are what is looked at.
        url: "http://127.0.0.1:9/hooks".into(),
        events: vec![
            WebhookEventType::UserCreated,
            WebhookEventType::PasswordChanged,
        ],
        sealed_secret: SealedKey::from_bytes(vec![0; 48]),
        created_at: app.clock_now(),
    };
    app.store().insert_webhook(&hook).unwrap();
    let created = || {
        app.store()
            .deliveries(hook.id, None, 100)
            .unwrap()
            .unwrap()
            .iter()
            .filter(|d| d.kind == WebhookEventType::UserCreated)
            .count()
    };
    let quiet = import(app, "", ndjson(&[json!({"email": "quiet@example.com"})]));
    assert_eq!(quiet.body["imported"], 1, "{}", quiet.body);
    assert_eq!(created(), 0, "no events without events=true");
    let loud = import(
        app,
        "?events=true",
        ndjson(&[json!({"email": "loud@example.com"})]),
    );
    assert_eq!(loud.body["imported"], 1, "{}", loud.body);
    assert_eq!(created(), 1, "user.created with events=true");
    // The same writes outside an import raise them (the trigger is on).
    let made = app.send(
        app.http
            .post(app.url("/accounts/admin/v1/users"))
            .bearer_auth(ADMIN_KEY)
            .json(&json!({"email": "made@example.com", "password": "a long passphrase"})),
    );
    assert_eq!(made.status, 200, "{}", made.body);
    assert_eq!(created(), 2);

    // The first sign-in's re-hash is no password change; setting one is.
    app.seed();
    let changed = || {
        app.store()
            .deliveries(hook.id, None, 100)
            .unwrap()
            .unwrap()
            .iter()
            .filter(|d| d.kind == WebhookEventType::PasswordChanged)
            .count()
    };
    let line = json!({"email": "old@example.com", "emailVerified": true, "passwordHash": BCRYPT});
    assert_eq!(import(app, "", ndjson(&[line])).body["imported"], 1);
    let signed_in = crate::native_app::login(app, "old@example.com", "correct horse");
    assert_eq!(signed_in.status, 200, "{}", signed_in.body);
    assert!(
        email(app, "old@example.com")
            .unwrap()
            .password
            .as_phc()
            .starts_with("$argon2id$")
    );
    assert_eq!(changed(), 0, "the re-hash raises no password.changed");
    let id = email(app, "old@example.com").unwrap().id;
    let set = app.send(
        app.http
            .post(app.url(&format!("/accounts/admin/v1/users/{id}/password")))
            .bearer_auth(ADMIN_KEY)
            .json(&json!({"password": "another long passphrase"})),
    );
    assert_eq!(set.status, 200, "{}", set.body);
    assert_eq!(changed(), 1, "a password set by an operator raises it");
}

pub fn a_file_larger_than_a_batch_is_checked_across_batches(app: &TestApp) {
    // 2,500 users: three batches. Line 2,400 repeats line 7's address,
    // which an earlier batch wrote.
    let mut lines: Vec<Value> = (0..2500)
        .map(|n| json!({"email": format!("user-{n}@example.com"), "passwordHash": BCRYPT}))
        .collect();
    lines[2399] = json!({"email": "USER-6@example.com"});
    let reply = import(app, "", ndjson(&lines));
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["imported"], 2499, "{}", reply.body["errors"]);
    assert_eq!(
        reasons(&reply.body),
        [(
            2400,
            "the address is on an earlier line of this file (duplicate)".to_owned()
        )]
    );
    // The same file again: every address has an account now.
    let again = import(app, "?dryRun=true", ndjson(&lines));
    assert_eq!(again.body["skipped"], 2500, "{}", again.body["skipped"]);
    assert_eq!(
        again.body["errors"].as_array().unwrap().len(),
        1000,
        "listed up to 1,000"
    );

    // A document that breaks off: under onConflict=fail nothing of it is
    // committed; otherwise the users before the break are.
    let broken =
        r#"{"realm":"acme","users":[{"email":"a@example.com","username":"a"},{"email":"b@exa"#;
    let failed = import(app, "?onConflict=fail&format=keycloak", broken);
    assert_eq!(failed.body["imported"], 0, "{}", failed.body);
    assert!(email(app, "a@example.com").is_none());
    assert!(
        reasons(&failed.body)[0]
            .1
            .contains("not valid JSON after user 1")
    );
    let kept = import(app, "?format=keycloak", broken);
    assert_eq!(kept.body["imported"], 1, "{}", kept.body);
    assert!(email(app, "a@example.com").is_some());
}

pub fn a_body_over_the_limit_is_refused(backend: crate::helpers::Backend) {
    let app = crate::helpers::spawn_app_with(backend, |s| s.admin.import_max_mb = 1);
    let line = json!({"email": "a@example.com", "name": "x".repeat(1000)}).to_string();
    let big = format!("{line}\n").repeat(1100);
    import(&app, "", big).assert_error(413, "PAYLOAD_TOO_LARGE");
    assert!(email(&app, "a@example.com").is_none());
    let small = import(&app, "", format!("{line}\n"));
    assert_eq!(small.body["imported"], 1, "{}", small.body);

    // Without a length (chunked), the body is read up to the limit: that
    // is where the file broke off. Under onConflict=fail nothing stays.
    let lines: String = (0..1100)
        .map(|n| {
            format!(
                "{}\n",
                json!({"email": format!("c-{n}@example.com"), "name": "x".repeat(1000)})
            )
        })
        .collect();
    let chunked = |query: &str| {
        let body = reqwest::blocking::Body::new(std::io::Cursor::new(lines.clone().into_bytes()));
        app.send(
            app.http
                .post(app.url(&format!("{IMPORT}{query}")))
                .bearer_auth(ADMIN_KEY)
                .body(body),
        )
    };
    let failed = chunked("?onConflict=fail");
    assert_eq!(failed.status, 200, "{}", failed.body);
    assert_eq!(failed.body["imported"], 0, "{}", failed.body["errors"]);
    let last = reasons(&failed.body).pop().unwrap().1;
    assert!(last.contains("longer than admin.import_max_mb"), "{last}");
    assert!(email(&app, "c-0@example.com").is_none());
    let partly = chunked("");
    assert!(
        partly.body["imported"].as_u64().unwrap() > 900,
        "{}",
        partly.body["imported"]
    );
    assert!(
        email(&app, "c-0@example.com").is_some(),
        "the batches before the break stay"
    );
}

on_both_backends!(
    a_bad_line_is_reported_and_the_others_are_imported,
    conflicts_are_skipped_updated_or_fail_the_whole_import,
    webhook_events_are_raised_only_when_asked_for,
    a_file_larger_than_a_batch_is_checked_across_batches,
    memberships_come_with_their_users,
);
per_backend!(a_body_over_the_limit_is_refused);

/// Memberships come with their users: an organization by id or slug,
/// roles built in or defined (none: `member`); an unknown organization or
/// role fails that line alone; an update adds the organizations the
/// account is not in yet and leaves its other memberships as they are.
pub fn memberships_come_with_their_users(app: &TestApp) {
    use crate::organizations::{ORGS, admin, post};
    let made = post(app, ORGS, json!({"slug": "acme", "name": "Acme"}));
    assert_eq!(made.status, 201, "{}", made.body);
    let acme_id = made.body["id"].as_str().unwrap().to_owned();
    assert_eq!(
        post(app, ORGS, json!({"slug": "beta", "name": "Beta"})).status,
        201
    );
    let role = post(
        app,
        "/accounts/admin/v1/organization-roles",
        json!({"key": "billing", "permissions": []}),
    );
    assert_eq!(role.status, 201, "{}", role.body);
    let file = ndjson(&[
        json!({"email": "mia@example.com", "organizations": [
            {"org": "acme", "roles": ["admin", "billing"]},
            {"org": "beta"},
        ]}),
        json!({"email": "noa@example.com", "organizations": [{"org": "nobody"}]}),
        json!({"email": "ola@example.com", "organizations": [{"org": acme_id, "roles": ["owner"]}]}),
        json!({"email": "pia@example.com", "organizations": [{"org": "acme"}, {"org": acme_id}]}),
        json!({"email": "ron@example.com", "organizations": [{"org": "acme", "role": "admin"}]}),
    ]);
    let report = import(app, "", file);
    assert_eq!(report.status, 200, "{}", report.body);
    assert_eq!(report.body["imported"], 1, "{}", report.body);
    let why = reasons(&report.body);
    assert_eq!(
        why.iter().map(|(l, _)| *l).collect::<Vec<_>>(),
        vec![2, 3, 4, 5]
    );
    assert!(why[0].1.contains("no organization"), "{why:?}");
    assert!(why[1].1.contains("no role"), "{why:?}");
    assert!(why[2].1.contains("twice"), "{why:?}");
    for refused in [
        "noa@example.com",
        "ola@example.com",
        "pia@example.com",
        "ron@example.com",
    ] {
        assert!(email(app, refused).is_none(), "{refused} was imported");
    }
    let members = |org: &str| {
        admin(
            app,
            reqwest::Method::GET,
            &format!("{ORGS}/{org}/members"),
            None,
        )
        .body["members"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| {
                (
                    m["email"].as_str().unwrap().to_owned(),
                    m["roles"].clone(),
                    m["managed"].clone(),
                )
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(
        members("acme"),
        vec![(
            "mia@example.com".to_owned(),
            json!(["admin", "billing"]),
            json!(false)
        )]
    );
    assert_eq!(
        members("beta"),
        vec![(
            "mia@example.com".to_owned(),
            json!(["member"]),
            json!(false)
        )]
    );

    // An update adds what the account lacks and keeps what it has.
    assert_eq!(
        post(app, ORGS, json!({"slug": "gamma", "name": "Gamma"})).status,
        201
    );
    let again = ndjson(&[json!({"email": "mia@example.com", "organizations": [
        {"org": "acme", "roles": ["member"]},
        {"org": "gamma"},
    ]})]);
    let updated = import(app, "?onConflict=update", again);
    assert_eq!(updated.body["updated"], 1, "{}", updated.body);
    assert_eq!(members("acme")[0].1, json!(["admin", "billing"]));
    assert_eq!(members("gamma").len(), 1);
}
