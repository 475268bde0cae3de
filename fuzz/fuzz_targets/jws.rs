//! Compact JWS, id_tokens and JWKS documents (`accounts_fuzzing::jws`).
//! The logic lives in the workspace's `accounts-fuzzing` crate, whose
//! stable test replays `fuzz/seeds/jws/` through it.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| accounts_fuzzing::jws(data));
