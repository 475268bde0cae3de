//! Writes a demo client, user, session and a fresh authorization code into
//! the dev database, and prints them as shell variables, so the endpoints can
//! be tried with curl against `cargo run` (see docs/api.md).
//!
//! This reaches the database directly, as the tests do, until the account
//! manager (CLI, device sign-in) gives codes a real path. Run it from the
//! directory where `cargo run` runs (it uses `./data/`), while or before the
//! server runs:
//!
//! ```sh
//! eval "$(cargo run -q --example seed_demo -- authorization)"
//! ```

use std::sync::Arc;

use accounts_domain::api::{DeviceData, GeoData};
use accounts_domain::claims::IdTokenClaims;
use accounts_domain::clock::{Clock, SystemClock};
use accounts_domain::ids::{ClientId, GrantId, SessionId, UserId};
use accounts_domain::records::{
    AuthorizationCodeRecord, ClientRecord, SessionDetails, SessionRecord, UserProfile, UserRecord,
};
use accounts_domain::repository::{
    AuthorizationCodeRepository, ClientRepository, SessionRepository, UserRepository,
};
use accounts_domain::scope::Scopes;
use accounts_domain::secrets::{Password, PlainSecret};
use accounts_domain::values::{Email, RedirectUri};
use accounts_server::settings::{Mode, Settings};
use accounts_server::state::AppState;
use accounts_storage::Database;
use anyhow::Context;

const DEMO_EMAIL: &str = "demo@example.com";
const REDIRECT_URI: &str = "https://app.example.com/callback";

fn main() -> anyhow::Result<()> {
    let scope = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "authorization".into());
    let scope =
        Scopes::parse(&scope).context("the first argument is a scope, e.g. `email profile`")?;
    let config = Settings::load(None)?.resolve(Mode::Dev)?;
    let db = Database::connect(&config.database_url, config.database)?;
    db.migrate()?;
    let clock: Arc<dyn Clock> = Arc::new(SystemClock);
    let now = clock.now();
    // Makes the signing keys if the server has not run yet.
    let state = AppState::build(db, Arc::clone(&clock), &config)?;
    let db = &state.db;

    let secret = PlainSecret::generate();
    let client = ClientRecord {
        id: ClientId::generate(now),
        name: "Demo app".into(),
        secret_digest: secret.digest(),
        redirect_uris: vec![RedirectUri::parse(REDIRECT_URI)?],
        package_names: vec![],
        allowed_scopes: Scopes::parse("openid email profile authorization")?,
        enabled: true,
        created_at: now,
        updated_at: now,
    };
    ClientRepository::insert(db, &client)?;

    let email = Email::parse(DEMO_EMAIL)?;
    let user = match UserRepository::find_by_email(db, &email)? {
        Some(user) => user,
        None => {
            let user = UserRecord {
                id: UserId::generate(now),
                email,
                password: Password::parse("demo-password")?.hash()?,
                profile: UserProfile {
                    name: "Demo User".into(),
                    mobile: "+4915112345678".into(),
                    country_code: "DE".into(),
                    country: "Germany".into(),
                    city: "Berlin".into(),
                    ..UserProfile::default()
                },
                enabled: true,
                created_at: now,
                updated_at: now,
            };
            UserRepository::insert(db, &user)?;
            user
        }
    };
    let session = SessionRecord {
        id: SessionId::generate(now),
        user_id: user.id,
        authenticated_at: now,
        last_seen_at: now,
        revoked_at: None,
        account_token: None,
        details: SessionDetails {
            user_agent: "curl (seed_demo)".into(),
            ip: "127.0.0.1".into(),
            locale: "en".into(),
            package_name: None,
            device: DeviceData::default(),
            geo: GeoData::default(),
        },
    };
    SessionRepository::insert(db, &session)?;
    let code = PlainSecret::generate();
    AuthorizationCodeRepository::insert(
        db,
        &AuthorizationCodeRecord {
            digest: code.digest(),
            grant_id: GrantId::generate(now),
            client_id: client.id,
            user_id: user.id,
            session_id: session.id,
            scope,
            redirect_uri: None,
            code_challenge: None,
            nonce: None,
            created_at: now,
            expires_at: now + config.lifetimes.code,
            consumed_at: None,
        },
    )?;
    let claims = IdTokenClaims::for_user(
        &config.issuer,
        &user,
        client.id,
        now,
        now,
        config.lifetimes.id_token,
        None,
    );
    let id_token = state.key_ring().sign_id_token(&claims)?;

    println!("export BASE={}", config.issuer);
    println!("export CLIENT_ID={}", client.id);
    println!("export CLIENT_SECRET={}", secret.expose());
    println!(
        "export CODE={}  # single use, expires in {} s",
        code.expose(),
        config.lifetimes.code.whole_seconds()
    );
    println!("export ID_TOKEN={id_token}");
    Ok(())
}
