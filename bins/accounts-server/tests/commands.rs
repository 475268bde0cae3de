//! The account manager's CLI commands, run against the app's database:
//! their JSON, their one-line errors, the audit trail, and that what they
//! make works over HTTP. Each test runs on SQLite and on PostgreSQL.

// Test code: a panic is a failing test.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing
)]

use accounts_domain::clock::Clock;
use accounts_domain::destinations::Destinations;
use accounts_domain::ids::ClientId;
use accounts_domain::keys::KeyAlgorithm;
use accounts_domain::records::{AuditAction, IdentityLinkRecord};
use accounts_domain::repository::{AuditRepository, ClientRepository, UserRepository};
use accounts_domain::secrets::PasswordHash;
use accounts_server::commands::{
    self, ClientCommand, KeysCommand, ResourceCommand, UserCommand, WebhookCommand,
};
use accounts_service::manage::ManageError;
use accounts_service::passwords::VerifyPassword;
use clap::Parser;
use serde_json::Value;

use accounts_testkit::app::{Backend, TestApp, jwt_part, spawn_app};

/// Parses a command line the way the binary does.
#[derive(Debug, Parser)]
struct Line {
    #[command(subcommand)]
    command: Top,
}

#[derive(Debug, clap::Subcommand)]
enum Top {
    Client {
        #[command(subcommand)]
        command: ClientCommand,
    },
    User {
        #[command(subcommand)]
        command: UserCommand,
    },
    Keys {
        #[command(subcommand)]
        command: KeysCommand,
    },
    Webhook {
        #[command(subcommand)]
        command: WebhookCommand,
    },
    Resource {
        #[command(subcommand)]
        command: ResourceCommand,
    },
}

fn run(app: &TestApp, line: &str, stdin: &str) -> Result<Value, ManageError> {
    let args = std::iter::once("accounts-server").chain(line.split(' '));
    let now = app.clock.now();
    match Line::try_parse_from(args)
        .expect("a valid command line")
        .command
    {
        Top::Client { command } => {
            commands::client(app.store(), &command, Destinations::Any, commands::CLI, now)
        }
        Top::User { command } => commands::user(
            app.store(),
            || Some(app.master_key.clone()),
            &command,
            &mut stdin.as_bytes(),
            now,
        ),
        Top::Keys { command } => commands::keys(
            app.store(),
            &app.master_key,
            KeyAlgorithm::Es256,
            &command,
            commands::CLI,
            now,
        ),
        Top::Resource { command } => commands::resource(app.store(), &command, commands::CLI, now),
        Top::Webhook { command } => commands::webhook(
            app.store(),
            &app.master_key,
            &command,
            Destinations::Any,
            &mut stdin.as_bytes(),
            now,
        ),
    }
}

fn error(result: Result<Value, ManageError>) -> String {
    let message = result.expect_err("the command must fail").to_string();
    assert!(!message.contains('\n'), "one-line reason: {message}");
    message
}

fn client_commands_make_working_clients_and_say_why_they_fail(app: &TestApp) {
    let created = run(
        app,
        "client create --name Demo --redirect-uri https://app.example.com/callback --package-name com.example.app --scope email --scope profile",
        "",
    )
    .unwrap();
    let id: ClientId = created["client_id"].as_str().unwrap().parse().unwrap();
    let secret = created["client_secret"].as_str().unwrap().to_owned();
    assert_eq!(secret.len(), 43);
    let record = ClientRepository::find(app.store(), id).unwrap().unwrap();
    assert!(record.authenticates(&secret));
    assert_eq!(record.allowed_scopes.to_string(), "email profile");

    let listed = run(app, "client list", "").unwrap();
    assert_eq!(listed[0]["client_id"], id.to_string());
    assert!(
        !listed.to_string().contains(&secret),
        "list never shows a secret"
    );

    let rotated = run(app, &format!("client rotate-secret {id}"), "").unwrap();
    let new_secret = rotated["client_secret"].as_str().unwrap();
    assert_ne!(new_secret, secret);
    let record = ClientRepository::find(app.store(), id).unwrap().unwrap();
    assert!(record.authenticates(new_secret) && !record.authenticates(&secret));
    assert_eq!(
        run(app, &format!("client disable {id}"), "").unwrap()["enabled"],
        false
    );

    for (line, reason) in [
        (
            "client rotate-secret 01JD00000000000000000000ZZ",
            "client not found",
        ),
        ("client disable not-an-id", "client not found"),
        (
            "client create --name X --redirect-uri http://example.com/cb",
            "redirect_uri",
        ),
        (
            "client create --name X --redirect-uri https://a.example/cb#frag",
            "redirect_uri",
        ),
        (
            "client create --name X --redirect-uri https://a.example/cb --package-name app",
            "package_name",
        ),
        (
            "client create --name X --redirect-uri https://a.example/cb --scope admin",
            "scope",
        ),
    ] {
        let message = error(run(app, line, ""));
        assert!(message.contains(reason), "{line}: {message}");
    }
    let actions: Vec<AuditAction> = AuditRepository::recent(app.store(), 10)
        .unwrap()
        .iter()
        .map(|e| e.action)
        .collect();
    assert_eq!(
        actions,
        [
            AuditAction::ClientDisabled,
            AuditAction::ClientSecretRotated,
            AuditAction::ClientCreated
        ]
    );
}

fn user_commands_make_users_that_can_be_found_and_say_why_they_fail(app: &TestApp) {
    let created = run(
        app,
        "user create --email Zoe@Example.com --password-stdin --name Zoë --country-code FR",
        "pässwörd 1\n",
    )
    .unwrap();
    let id = created["userId"].as_str().unwrap().to_owned();
    let email = accounts_domain::addresses::Email::parse("zoe@example.com").unwrap();
    let user = UserRepository::find_by_email(app.store(), &email)
        .unwrap()
        .unwrap();
    assert_eq!(user.id.to_string(), id);
    assert_eq!(
        (
            user.profile.name.as_str(),
            user.profile.country_code.as_str()
        ),
        ("Zoë", "FR")
    );
    assert!(
        user.password.verify("pässwörd 1"),
        "one trailing newline is not part of the password"
    );

    for (line, stdin, reason) in [
        (
            "user create --email zoe@EXAMPLE.com --password-stdin",
            "x",
            "already exists",
        ),
        (
            "user create --email not-an-email --password-stdin",
            "x",
            "email",
        ),
        (
            "user create --email new@example.com --password-stdin",
            "",
            "password is empty",
        ),
        (
            "user create --email new@example.com --password-stdin",
            "   \n",
            "password is empty",
        ),
        (
            "user disable 01JD00000000000000000000ZZ",
            "",
            "user not found",
        ),
        (
            "user set-password nope --password-stdin",
            "x",
            "user not found",
        ),
    ] {
        let message = error(run(app, line, stdin));
        assert!(message.contains(reason), "{line}: {message}");
    }
    let session = accounts_domain::records::SessionRecord {
        id: accounts_domain::ids::SessionId::generate(app.clock_now()),
        user_id: user.id,
        authenticated_at: app.clock_now(),
        last_seen_at: app.clock_now(),
        revoked_at: None,
        account_token: None,
        auth: Default::default(),
        details: accounts_testkit::fixtures::session_details(),
    };
    accounts_domain::repository::SessionRepository::insert(app.store(), &session).unwrap();
    let ended = run(app, &format!("user revoke-sessions {id}"), "").unwrap();
    assert_eq!(
        (ended["userId"].as_str(), ended["sessionsEnded"].as_u64()),
        (Some(id.as_str()), Some(1))
    );
    let revoked = accounts_domain::repository::SessionRepository::find(app.store(), session.id)
        .unwrap()
        .unwrap();
    assert!(revoked.revoked_at.is_some());
    assert!(error(run(app, "user revoke-sessions nope", "")).contains("user not found"));
    run(
        app,
        &format!("user set-password {id} --password-stdin"),
        "new secret\r\n",
    )
    .unwrap();
    assert_eq!(
        run(app, &format!("user disable {id}"), "").unwrap()["enabled"],
        false
    );
    let user = UserRepository::find(app.store(), user.id).unwrap().unwrap();
    assert!(user.password.verify("new secret") && !user.enabled);
    let listed = run(app, "user list", "").unwrap();
    assert_eq!(listed.as_array().unwrap().len(), 1);
    assert!(
        !listed.to_string().contains("argon2"),
        "list never shows a hash"
    );
    let deleted = run(app, &format!("user delete {id}"), "").unwrap();
    assert_eq!(
        (deleted["userId"].as_str(), deleted["deleted"].as_bool()),
        (Some(id.as_str()), Some(true))
    );
    assert!(
        UserRepository::find(app.store(), user.id)
            .unwrap()
            .is_none()
    );
    assert!(
        accounts_domain::repository::SessionRepository::find(app.store(), session.id)
            .unwrap()
            .is_none()
    );
    assert!(error(run(app, &format!("user delete {id}"), "")).contains("user not found"));
    assert_eq!(
        run(app, "user list", "").unwrap().as_array().unwrap().len(),
        0
    );
}

fn keys_rotate_publishes_then_activates(app: &TestApp) {
    let seeded = app.seed();
    let (old_id_token, _) = app.id_token(&seeded);
    let (old_access, _) = app.tokens(&seeded, "email");
    let old_kid = jwt_part(&old_id_token, 0)["kid"].clone();

    let published = run(app, "keys rotate", "").unwrap();
    let kid = published["published"].as_str().unwrap().to_owned();
    app.refresh_caches();
    let jwks = app.state.accounts.key_ring().jwks().clone();
    assert!(
        jwks.keys.iter().any(|k| k["kid"] == kid.as_str()),
        "published before it signs"
    );
    assert_eq!(
        jwt_part(&app.id_token(&seeded).0, 0)["kid"],
        old_kid,
        "not signing yet"
    );

    let activated = run(app, "keys rotate", "").unwrap();
    assert_eq!(activated["activated"][0], kid.as_str());
    assert_eq!(
        activated["retired"].as_array().unwrap().len(),
        2,
        "the ES256 and HS256 keys the app made"
    );
    app.refresh_caches();
    let (new_id_token, _) = app.id_token(&seeded);
    assert_eq!(jwt_part(&new_id_token, 0)["kid"], kid.as_str());
    let (new_access, _) = app.tokens(&seeded, "email");
    assert_eq!(jwt_part(&new_access, 0)["kid"], activated["activated"][1]);
    // Tokens signed before the rotation still verify with the retired keys.
    for token in [&old_access, &new_access] {
        assert_eq!(
            app.get_bearer("/accounts/users/v1/userinfo", token).status,
            200
        );
    }
    let verify = serde_json::json!({"token_type": "id_token", "token": old_id_token, "client_id": seeded.client.id.to_string()});
    assert_eq!(
        app.post_json("/accounts/oauth2/v1/verify-token", &verify)
            .code(),
        "VERIFICATION_SUCCESS"
    );
    let audit = AuditRepository::recent(app.store(), 2).unwrap();
    assert!(audit.iter().all(|e| e.action == AuditAction::KeysRotated));
}

fn user_commands_list_and_remove_links_but_never_the_last_way_in(app: &TestApp) {
    let seeded = app.seed();
    let id = seeded.user.id.to_string();
    let now = app.clock.now();
    for provider in ["corp", "github"] {
        app.store()
            .insert_link(&IdentityLinkRecord {
                provider: provider.into(),
                subject: format!("{provider}-1"),
                user_id: seeded.user.id,
                email: None,
                linked_at: now,
            })
            .unwrap();
    }
    let listed = run(app, &format!("user links {id}"), "").unwrap();
    assert_eq!(listed["userId"], id);
    assert_eq!(listed["links"][0]["provider"], "corp");
    assert_eq!(listed["links"][1]["subject"], "github-1");
    let left = run(app, &format!("user unlink {id} corp"), "").unwrap();
    assert_eq!(left["links"].as_array().unwrap().len(), 1);
    assert!(error(run(app, &format!("user unlink {id} corp"), "")).contains("link not found"));
    // Without a password, the last link stays.
    app.store()
        .set_password(seeded.user.id, &PasswordHash::unusable(), None, now)
        .unwrap();
    assert!(
        error(run(app, &format!("user unlink {id} github"), "")).contains("last way to sign in")
    );
    assert!(error(run(app, "user links 01ARZ3NDEKTSV4RRFFQ69G5FAV", "")).contains("not found"));
    let audit = AuditRepository::recent(app.store(), 1).unwrap();
    assert_eq!(audit[0].action, AuditAction::LinkRemoved);
    assert_eq!(audit[0].detail, "corp");
}

fn webhook_commands_register_list_and_remove_endpoints(app: &TestApp) {
    let made = run(
        app,
        "webhook create http://127.0.0.1:9/hooks --events user.created,user.deleted",
        "",
    )
    .unwrap();
    let id = made["id"].as_str().unwrap().to_owned();
    assert_eq!(
        made["events"],
        serde_json::json!(["user.created", "user.deleted"])
    );
    assert!(made["secret"].as_str().unwrap().starts_with("whsec_"));
    let own = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwMfKQ9r8GKYo=";
    let brought = run(
        app,
        "webhook create https://hooks.example.com/a --events session.ended --secret-stdin",
        &format!("{own}\n"),
    )
    .unwrap();
    assert_eq!(brought["secret"], own);
    let listed = run(app, "webhook list", "").unwrap();
    assert_eq!(listed["webhooks"].as_array().unwrap().len(), 2);
    assert!(!listed.to_string().contains("whsec_"), "never a secret");
    assert_eq!(
        run(app, &format!("webhook deliveries {id}"), "").unwrap()["deliveries"],
        serde_json::json!([])
    );
    assert!(
        error(run(
            app,
            "webhook create http://x.example --events user.exploded",
            ""
        ))
        .contains("unknown event type")
    );
    assert!(error(run(app, &format!("webhook replay {id} 1"), "")).contains("not found"));
    assert_eq!(
        run(app, &format!("webhook delete {id}"), "").unwrap()["deleted"],
        true
    );
    assert!(error(run(app, &format!("webhook delete {id}"), "")).contains("not found"));
    let audit = AuditRepository::recent(app.store(), 1).unwrap();
    assert_eq!(audit[0].action, AuditAction::WebhookDeleted);
    assert_eq!(audit[0].actor, "cli");
}

fn resource_commands_register_apis_and_grant_clients(app: &TestApp) {
    let api = run(
        app,
        "resource create --identifier https://orders.example.com --scope orders:read orders:write",
        "",
    )
    .unwrap();
    assert_eq!(
        api["scopes"],
        serde_json::json!(["orders:read", "orders:write"])
    );
    assert!(
        error(run(
            app,
            "resource create --identifier https://orders.example.com --scope x",
            ""
        ))
        .contains("already exists")
    );
    assert_eq!(
        run(app, "resource list", "").unwrap()["resources"][0]["identifier"],
        "https://orders.example.com"
    );
    // No redirect URI: a machine client sends nobody anywhere.
    let job = run(app, "client create --name Job --client-credentials", "").unwrap();
    assert_eq!(job["client_credentials"], true);
    let id = job["client_id"].as_str().unwrap().to_owned();
    assert!(
        error(run(app, "client grant 01ARZ3NDEKTSV4RRFFQ69G5FAV --resource https://orders.example.com --scope orders:read", ""))
            .contains("client not found")
    );
    let granted = run(
        app,
        &format!("client grant {id} --resource https://orders.example.com --scope orders:read"),
        "",
    )
    .unwrap();
    assert_eq!(granted["scopes"], serde_json::json!(["orders:read"]));
    assert!(
        error(run(
            app,
            &format!(
                "client grant {id} --resource https://orders.example.com --scope orders:delete"
            ),
            ""
        ))
        .contains("defines only")
    );
    let grants = run(app, &format!("client grants {id}"), "").unwrap();
    assert_eq!(
        grants["grants"][0]["resource"],
        "https://orders.example.com"
    );
    let audit = AuditRepository::recent(app.store(), 1).unwrap();
    assert_eq!(audit[0].action, AuditAction::ClientGranted);
    assert_eq!(audit[0].detail, "https://orders.example.com orders:read");
    // The other flags of client create, as stored.
    let app_client = run(
        app,
        "client create --name Printer --redirect-uri https://printer.example.net/cb --third-party --require-par --backchannel-logout-uri https://printer.example.net/logout",
        "",
    )
    .unwrap();
    let stored = ClientRepository::find(
        app.store(),
        app_client["client_id"].as_str().unwrap().parse().unwrap(),
    )
    .unwrap()
    .unwrap();
    assert!(stored.third_party && stored.require_par && !stored.client_credentials);
    assert_eq!(
        stored.backchannel_logout_uri.as_deref(),
        Some("https://printer.example.net/logout")
    );
    assert!(
        error(run(
            app,
            "client create --name Bad --backchannel-logout-uri ftp://x.example",
            ""
        ))
        .contains("backchannel_logout_uri")
    );
}

fn user_role_gives_and_takes_a_console_role(app: &TestApp) {
    use accounts_domain::operators::Role;
    use accounts_domain::repository::OperatorRepository;
    let seeded = app.seed();
    let id = seeded.user.id.to_string();
    let given = run(app, &format!("user role {id} support"), "").unwrap();
    assert_eq!(given["userId"], id);
    assert_eq!(given["role"], "support");
    assert_eq!(
        OperatorRepository::role_of(app.store(), seeded.user.id).unwrap(),
        Some(Role::Support)
    );
    let audit = AuditRepository::recent(app.store(), 1).unwrap();
    assert_eq!(audit[0].action, AuditAction::RoleChanged);
    assert_eq!(
        (audit[0].actor.as_str(), audit[0].detail.as_str()),
        ("cli", "support")
    );
    assert!(error(run(app, &format!("user role {id} owner"), "")).contains("role must be"));
    assert!(
        error(run(app, "user role 01ARZ3NDEKTSV4RRFFQ69G5FAV admin", "")).contains("not found")
    );
    assert_eq!(
        run(app, &format!("user role {id} none"), "").unwrap()["role"],
        "none"
    );
    assert_eq!(
        OperatorRepository::role_of(app.store(), seeded.user.id).unwrap(),
        None
    );
    // The same command for an address never verified: refused, saying why.
    let mut unverified = seeded.user.clone();
    unverified.id = accounts_domain::ids::UserId::generate(app.clock.now());
    unverified.email = accounts_domain::addresses::Email::parse("new-op@example.com").unwrap();
    unverified.email_verified = false;
    UserRepository::insert(app.store(), &unverified).unwrap();
    let line = format!("user role {} support", unverified.id);
    assert!(error(run(app, &line, "")).contains("needs a verified address"));
    assert_eq!(app.store().role_of(unverified.id).unwrap(), None);
}

fn user_enable_undoes_user_disable(app: &TestApp) {
    let id = app.seed().user.id;
    let enabled = || {
        UserRepository::find(app.store(), id)
            .unwrap()
            .unwrap()
            .enabled
    };
    let disabled = run(app, &format!("user disable {id}"), "").unwrap();
    assert!(disabled["enabled"] == false && !enabled());
    let answer = run(app, &format!("user enable {id}"), "").unwrap();
    assert_eq!(
        answer,
        serde_json::json!({"userId": id.to_string(), "enabled": true})
    );
    assert!(enabled());
    let audit = &AuditRepository::recent(app.store(), 1).unwrap()[0];
    assert_eq!(
        (audit.action, &*audit.actor),
        (AuditAction::UserEnabled, "cli")
    );
    assert!(error(run(app, "user enable 01ARZ3NDEKTSV4RRFFQ69G5FAV", "")).contains("not found"));
}

macro_rules! on_both_backends {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $( #[test] fn $name() { super::$name(&super::spawn_app(super::Backend::Sqlite)); } )*
        }
        mod postgres {
            $( #[test] fn $name() { super::$name(&super::spawn_app(super::Backend::Postgres)); } )*
        }
    };
}

on_both_backends!(
    client_commands_make_working_clients_and_say_why_they_fail,
    user_commands_make_users_that_can_be_found_and_say_why_they_fail,
    user_commands_list_and_remove_links_but_never_the_last_way_in,
    keys_rotate_publishes_then_activates,
    webhook_commands_register_list_and_remove_endpoints,
    resource_commands_register_apis_and_grant_clients,
    user_role_gives_and_takes_a_console_role,
    user_enable_undoes_user_disable,
);
