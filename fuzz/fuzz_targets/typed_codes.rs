//! What people type or paste from a mail (`accounts_fuzzing::typed_codes`).
//! The logic lives in the workspace's `accounts-fuzzing` crate, whose
//! stable test replays `fuzz/seeds/typed_codes/` through it.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| accounts_fuzzing::typed_codes(data));
