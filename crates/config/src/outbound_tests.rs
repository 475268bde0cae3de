//! Tests of `[outbound]`.

use super::tests::{key_of, settings};
use super::*;

#[test]
fn an_outbound_proxy_is_a_bare_http_url_and_none_by_default() {
    assert_eq!(
        settings()
            .resolve(Mode::Serve)
            .expect("serve")
            .outbound_proxy,
        None
    );
    for accepted in [
        "http://proxy.internal:3128",
        "https://user:pw@proxy.internal",
    ] {
        let mut s = settings();
        s.outbound.proxy = Some(accepted.into());
        let resolved = s.resolve(Mode::Serve).expect(accepted);
        assert_eq!(resolved.outbound_proxy.as_deref(), Some(accepted));
    }
    let mut empty = settings();
    empty.outbound.proxy = Some(" ".into());
    assert_eq!(
        empty.resolve(Mode::Serve).expect("empty").outbound_proxy,
        None
    );
    for refused in [
        "proxy.internal:3128",
        "socks5://proxy:1080",
        "http://proxy/path",
        "http://",
    ] {
        let mut s = settings();
        s.outbound.proxy = Some(refused.into());
        let error = s.resolve(Mode::Serve).expect_err(refused);
        assert_eq!(key_of(error), "outbound.proxy", "{refused}");
    }
}
