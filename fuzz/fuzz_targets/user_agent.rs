//! The User-Agent parser over any header value (`accounts_fuzzing::user_agent`).
//! The logic lives in the workspace's `accounts-fuzzing` crate, whose
//! stable test replays `fuzz/seeds/user_agent/` through it.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| accounts_fuzzing::user_agent(data));
