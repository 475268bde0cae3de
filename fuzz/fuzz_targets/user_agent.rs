//! The User-Agent wrapper: uap-core's rules, woothee and the engine
//! tokens over an arbitrary header value.
#![no_main]

use std::sync::OnceLock;

use accounts_adapters::user_agent::UserAgents;
use accounts_domain::origin::DeviceParser;
use libfuzzer_sys::fuzz_target;

fn parser() -> &'static UserAgents {
    static PARSER: OnceLock<UserAgents> = OnceLock::new();
    PARSER.get_or_init(|| UserAgents::start().unwrap())
}

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = parser().parse(text);
    }
});
