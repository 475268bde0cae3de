//! Dev mode's demo data: on an empty database, a demo client and a demo
//! user, remembered in `data/demo.json` (mode 0600; dev mode only) so that
//! every dev start can print a working curl walk-through.

use std::io::Write;
use std::os::unix::fs::OpenOptionsExt;
use std::path::Path;

use accounts_domain::destinations::Destinations;
use accounts_domain::records::UserProfile;
use accounts_domain::repository::Store;
use accounts_domain::secrets::PlainSecret;
use accounts_service::manage::{self, Actor, NewClient, NewUser};
use accounts_service::passwords::HashMemory;
use anyhow::Context;
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;

/// Where the demo credentials are kept.
pub const DEMO_FILE: &str = "data/demo.json";

/// The demo client's redirect URI (nothing listens there; the browser's
/// address bar shows the code).
pub const DEMO_REDIRECT_URI: &str = "http://localhost:3000/callback";

/// The demo client and user, as dev mode made them.
#[derive(Debug, Serialize, Deserialize)]
pub struct Demo {
    /// The demo client's id.
    pub client_id: String,
    /// Its secret (dev only; production never writes a secret to disk).
    pub client_secret: String,
    /// The demo user's email.
    pub email: String,
    /// The demo user's password.
    pub password: String,
}

/// Adds the demo client and user when the database has no client and no
/// user, and writes [`DEMO_FILE`]; returns the demo data if the file exists.
pub fn add_demo_if_empty(store: &dyn Store, now: OffsetDateTime) -> anyhow::Result<Option<Demo>> {
    let path = Path::new(DEMO_FILE);
    let empty = manage::list_clients_in_store(store)?.is_empty()
        && manage::list_users_in_store(store)?.is_empty();
    if empty {
        let actor = Actor {
            name: "dev",
            ip: "",
        };
        let client = NewClient {
            name: "Demo app".into(),
            redirect_uris: vec![DEMO_REDIRECT_URI.into()],
            package_names: vec!["com.example.demo".into()],
            scopes: vec![],
            public: false,
            resource_server: false,
            rotate_refresh_tokens: false,
            require_mfa: false,
            client_credentials: false,
            require_par: false,
            third_party: false,
            backchannel_logout_uri: None,
            app_origins: vec![],
            shared_signals: false,
            allow_sign_in_codes: true,
            organization: None,
        };
        let (client, secret) =
            manage::create_client(store, &client, Destinations::Any, actor, now)?;
        let password: String = PlainSecret::generate().expose().chars().take(16).collect();
        let user = NewUser {
            email: "demo@example.com".into(),
            profile: UserProfile {
                name: "Demo User".into(),
                country_code: "DE".into(),
                country: "Germany".into(),
                city: "Berlin".into(),
                ..UserProfile::default()
            },
        };
        let made =
            manage::create_user(store, &user, &password, &mut HashMemory::new(), actor, now)?;
        // The console opens for the demo user at once (dev mode asks
        // operators for no second factor).
        manage::set_role(store, &made.id.to_string(), "admin", actor, now)?;
        let demo = Demo {
            client_id: client.id.to_string(),
            client_secret: secret.map(|s| s.expose().to_owned()).unwrap_or_default(),
            email: user.email,
            password,
        };
        let mut file = std::fs::OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .mode(0o600)
            .open(path)
            .with_context(|| format!("writing {DEMO_FILE}"))?;
        file.write_all(serde_json::to_string_pretty(&demo)?.as_bytes())?;
        return Ok(Some(demo));
    }
    match std::fs::read_to_string(path) {
        Ok(text) => Ok(serde_json::from_str(&text).ok()),
        Err(_) => Ok(None),
    }
}

/// The copy-paste curl sequence: login, code, token, verify-token,
/// userinfo, sessioninfo. Values are extracted with sed so nothing but curl
/// is needed.
pub fn walkthrough(base: &str, demo: &Demo) -> String {
    let pick = |field: &str| format!(r#"sed -E 's/.*"{field}":"([^"]*)".*/\1/'"#);
    format!(
        r#"Try it (demo client and user from {DEMO_FILE}):

B={base}; CID={cid}; CSECRET={secret}
ACCOUNT=$(curl -s $B/accounts/users/v1/login -H 'Content-Type: application/json' -d '{{"email":"{email}","password":"{password}","package_name":"com.example.demo"}}' | {account})
CODE=$(curl -s $B/accounts/oauth2/v1/code -H "Authorization: Bearer $ACCOUNT" -H 'Content-Type: application/json' -d '{{"client_id":"'$CID'","scope":"authorization"}}' | {code})
TOKEN=$(curl -s $B/accounts/oauth2/v1/token -H 'Content-Type: application/json' -d '{{"grant_type":"code","code":"'$CODE'","token_type":"refresh_token","client_id":"'$CID'","client_secret":"'$CSECRET'"}}' | {token})
curl -s $B/accounts/oauth2/v1/verify-token -H 'Content-Type: application/json' -d '{{"token_type":"token","token":"'$TOKEN'","client_id":"'$CID'","client_secret":"'$CSECRET'"}}'; echo
curl -s $B/accounts/users/v1/userinfo -H "Authorization: Bearer $TOKEN"; echo
curl -s $B/accounts/users/v1/sessioninfo -H "Authorization: Bearer $TOKEN"; echo

Or sign in with a browser: open
  {base}/accounts/oauth2/v1/authorize?response_type=code&client_id={cid}&redirect_uri={redirect}&scope=openid%20profile&state=demo
sign in as {email}; the browser lands on {redirect}?code=...&state=demo (nothing listens
there: copy the code from the address bar within a minute), then:
curl -s $B/accounts/oauth2/v1/token -u "$CID:$CSECRET" -d grant_type=authorization_code -d redirect_uri={redirect} -d code=PASTE_THE_CODE; echo
"#,
        redirect = DEMO_REDIRECT_URI,
        cid = demo.client_id,
        secret = demo.client_secret,
        email = demo.email,
        password = demo.password,
        account = pick("accountToken"),
        code = pick("authCode"),
        token = pick("token"),
    )
}
