//! Every JSON and form body the service reads (`accounts_fuzzing::bodies`).
//! The logic lives in the workspace's `accounts-fuzzing` crate, whose
//! stable test replays `fuzz/seeds/bodies/` through it.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| accounts_fuzzing::bodies(data));
