//! Proofs seen (DPoP `jti`s, exchanged id_tokens): each is accepted once,
//! also when many requests note proofs at once and their notes share one
//! batch.

use std::sync::Barrier;

use accounts_domain::proofs::ProofRepository;
use accounts_domain::secrets::SecretDigest;
use accounts_storage::Database;
use time::Duration;

use crate::fixtures::NOW;

pub fn a_proof_is_accepted_once_and_forgotten_when_old(db: &Database) {
    let proof = SecretDigest::of("thumbprint|jti-1");
    let until = NOW + Duration::minutes(5);
    assert!(db.note_proof(&proof, until).unwrap());
    assert!(!db.note_proof(&proof, until).unwrap(), "a replay");
    let later = SecretDigest::of("thumbprint|jti-2");
    assert!(db.note_proof(&later, until + Duration::minutes(5)).unwrap());
    assert_eq!(db.forget_proofs(until + Duration::seconds(1)).unwrap(), 1);
    assert!(
        db.note_proof(&proof, until).unwrap(),
        "forgotten: too old to be accepted anyway"
    );
    assert!(!db.note_proof(&later, until).unwrap());
}

/// 48 threads at once, every proof sent by three of them (replays racing
/// the first use) and one of its own each: every proof is accepted by
/// exactly one.
pub fn proofs_noted_at_once_are_each_accepted_by_one(db: &Database) {
    const THREADS: usize = 48;
    let barrier = Barrier::new(THREADS);
    let until = NOW + Duration::minutes(5);
    let accepted: Vec<(usize, bool, bool)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..THREADS)
            .map(|i| {
                let (barrier, db) = (&barrier, db.clone());
                scope.spawn(move || {
                    barrier.wait();
                    let shared = SecretDigest::of(&format!("shared-{}", i % 16));
                    let own = SecretDigest::of(&format!("own-{i}"));
                    let shared = db.note_proof(&shared, until).unwrap();
                    let own = db.note_proof(&own, until).unwrap();
                    (i % 16, shared, own)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    assert!(accepted.iter().all(|(_, _, own)| *own));
    for proof in 0..16 {
        let firsts = accepted
            .iter()
            .filter(|(p, shared, _)| *p == proof && *shared)
            .count();
        assert_eq!(firsts, 1, "proof {proof} accepted {firsts} times");
    }
}
