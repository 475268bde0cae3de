//! DPoP proofs as the token endpoint and resources check them (`accounts_fuzzing::dpop_proofs`).
//! The logic lives in the workspace's `accounts-fuzzing` crate, whose
//! stable test replays `fuzz/seeds/dpop_proofs/` through it.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| accounts_fuzzing::dpop_proofs(data));
