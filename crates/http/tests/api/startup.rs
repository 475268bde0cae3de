//! Starting the service: instances that start at once on an empty
//! database agree on one set of signing keys.

use accounts_domain::keys::KeyState;
use accounts_domain::repository::SigningKeyRepository;
use accounts_server::config::{Mode, Settings};

use crate::helpers::{Backend, ISSUER};

/// Two instances starting at once on an empty database agree on one key set.
pub fn instances_starting_together_share_one_key_set(backend: Backend) {
    let (url, _guard): (String, Box<dyn std::any::Any>) = match backend {
        Backend::Sqlite => {
            let g = accounts_testkit::sqlite::TempSqlite::new();
            (g.url().to_owned(), Box::new(g))
        }
        Backend::Postgres => {
            let g = accounts_testkit::pg::TestDatabase::new();
            (g.url().to_owned(), Box::new(g))
        }
    };
    let mut settings = Settings::default();
    settings.server.public_url = Some(ISSUER.into());
    settings.database.url = Some(url.clone());
    settings.keys.master_key = Some(accounts_domain::keys::MasterKey::generate().to_base64());
    let config = settings.resolve(Mode::Serve).unwrap();
    let setup = accounts_storage::Database::connect(&url, config.database).unwrap();
    setup.migrate().unwrap();
    for _ in 0..5 {
        let barrier = std::sync::Barrier::new(2);
        let states: Vec<_> = std::thread::scope(|scope| {
            let start = || {
                barrier.wait();
                accounts_server::startup::start_accounts(
                    &config,
                    std::sync::Arc::new(accounts_domain::clock::SystemClock),
                )
            };
            let a = scope.spawn(start);
            let b = scope.spawn(start);
            vec![a.join().unwrap(), b.join().unwrap()]
        });
        for state in &states {
            assert!(state.is_ok(), "{:?}", state.as_ref().err());
        }
        let active = SigningKeyRepository::list(&setup)
            .unwrap()
            .into_iter()
            .filter(|k| k.state == KeyState::Active)
            .count();
        assert_eq!(active, 2, "one id_token key and one access-token key");
    }
}

per_backend!(instances_starting_together_share_one_key_set);
