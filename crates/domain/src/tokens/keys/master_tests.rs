//! Key material leaves the ring only sealed under the master key, opens
//! only under that key and its own identity, and never shows in `Debug`.

use base64::Engine as _;
use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};

use super::{NOW, ring_with};
use crate::tokens::keys::master::SEAL_VERSION;
use crate::tokens::keys::*;
use crate::values::ids::KeyId;

#[test]
fn sealed_keys_open_only_under_their_master_key_and_identity() {
    let master = MasterKey::generate();
    for alg in [
        KeyAlgorithm::Es256,
        KeyAlgorithm::EdDsa,
        KeyAlgorithm::Rs256,
        KeyAlgorithm::Hs256,
    ] {
        let key = SigningKey::generate(alg, NOW).unwrap();
        let sealed = key.seal(&master).unwrap();
        assert!(
            !sealed
                .as_bytes()
                .windows(key.secret.len())
                .any(|w| w == key.secret.as_slice())
        );

        let opened = SigningKey::unseal(key.kid(), alg, &sealed, &master).unwrap();
        assert_eq!(opened.secret, key.secret);
        assert_eq!(
            opened.public_jwk().map(|j| j.to_string()),
            key.public_jwk().map(|j| j.to_string())
        );

        let wrong = MasterKey::generate();
        assert!(matches!(
            SigningKey::unseal(key.kid(), alg, &sealed, &wrong),
            Err(KeyError::Unseal { .. })
        ));
        let other_kid = KeyId::generate(NOW);
        assert!(matches!(
            SigningKey::unseal(other_kid, alg, &sealed, &master),
            Err(KeyError::Unseal { .. })
        ));

        let mut tampered = sealed.as_bytes().to_vec();
        let last = tampered.len() - 1;
        tampered[last] ^= 0x80;
        let tampered = SealedKey::from_bytes(tampered);
        assert!(matches!(
            SigningKey::unseal(key.kid(), alg, &tampered, &master),
            Err(KeyError::Unseal { .. })
        ));
    }
    for short in [vec![], vec![SEAL_VERSION], vec![2; 40]] {
        let kid = KeyId::generate(NOW);
        let result = SigningKey::unseal(
            kid,
            KeyAlgorithm::Hs256,
            &SealedKey::from_bytes(short),
            &master,
        );
        assert!(matches!(result, Err(KeyError::Unseal { .. })));
    }
}

#[test]
fn master_keys_are_32_bytes_of_base64() {
    let key = MasterKey::generate();
    let text = key.to_base64();
    assert_eq!(
        MasterKey::from_base64(&format!("  {text}\n")).unwrap().0,
        key.0
    );
    let url_safe = URL_SAFE_NO_PAD.encode(key.0);
    assert_eq!(MasterKey::from_base64(&url_safe).unwrap().0, key.0);
    for bad in [
        "",
        "short",
        &STANDARD.encode([0u8; 31]),
        &STANDARD.encode([0u8; 33]),
        "!!!!",
    ] {
        assert!(
            matches!(MasterKey::from_base64(bad), Err(KeyError::InvalidMasterKey)),
            "{bad}"
        );
    }
    assert_eq!(format!("{key:?}"), "MasterKey(<redacted>)");
}

#[test]
fn debug_output_never_shows_key_material() {
    let key = SigningKey::generate(KeyAlgorithm::Hs256, NOW).unwrap();
    let shown = format!("{key:?} {:?}", ring_with(KeyAlgorithm::Es256));
    assert!(!shown.contains(&STANDARD.encode(&key.secret)));
    assert!(!shown.contains(&URL_SAFE_NO_PAD.encode(&key.secret)));
    assert!(shown.contains(&key.kid().to_string()));
}

#[test]
fn derived_keys_depend_on_master_and_purpose() {
    let master = MasterKey::generate();
    let same = MasterKey::from_base64(&master.to_base64()).unwrap();
    let csrf = master.derive("csrf");
    let tag = csrf.tag(b"cookie");
    assert!(
        same.derive("csrf").verify(b"cookie", &tag),
        "instances agree"
    );
    assert!(!csrf.verify(b"other", &tag));
    assert!(!master.derive("other").verify(b"cookie", &tag));
    assert!(!MasterKey::generate().derive("csrf").verify(b"cookie", &tag));
    assert!(!csrf.verify(b"cookie", "not base64 !"));
    assert!(!csrf.verify(b"cookie", ""));
    assert_eq!(format!("{csrf:?}"), "DerivedKey(<redacted>)");
}

#[test]
fn a_sealed_secret_opens_only_under_its_label_and_master_key() {
    let master = MasterKey::generate();
    let sealed = master
        .seal("totp:v1:user-a", b"twenty bytes secret!")
        .unwrap();
    assert_eq!(
        master.open("totp:v1:user-a", &sealed).unwrap(),
        b"twenty bytes secret!"
    );
    // Moved to another user's row, or opened by another deployment.
    assert!(matches!(
        master.open("totp:v1:user-b", &sealed),
        Err(KeyError::UnsealSecret)
    ));
    assert!(matches!(
        MasterKey::generate().open("totp:v1:user-a", &sealed),
        Err(KeyError::UnsealSecret)
    ));
    let mut tampered = sealed.as_bytes().to_vec();
    if let Some(last) = tampered.last_mut() {
        *last ^= 1;
    }
    assert!(matches!(
        master.open("totp:v1:user-a", &SealedKey::from_bytes(tampered)),
        Err(KeyError::UnsealSecret)
    ));
    assert!(matches!(
        master.open("totp:v1:user-a", &SealedKey::from_bytes(vec![1])),
        Err(KeyError::UnsealSecret)
    ));
}
