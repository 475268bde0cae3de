//! Where the service may post on its own (webhook endpoints, clients'
//! back-channel logout URIs): any address, or public ones only, so that
//! whoever registers an endpoint cannot make the service reach its own
//! network (loopback, private ranges, the cloud's metadata address) or
//! scan it (docs/decisions.md, "Webhooks").

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

/// Which destinations outgoing posts may reach
/// (`webhooks.allow_private_addresses`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Destinations {
    /// Any address (dev mode's default; an operator's internal receivers).
    Any,
    /// Public addresses only: see [`is_public`].
    PublicOnly,
}

impl Destinations {
    /// Whether a post to `ip` is allowed.
    pub fn allow(self, ip: IpAddr) -> bool {
        self == Self::Any || is_public(ip)
    }
}

/// Whether `ip` is a public unicast address: not unspecified, loopback,
/// private (RFC 1918, RFC 4193), shared (RFC 6598), link-local,
/// multicast, broadcast, documentation, benchmarking or reserved; IPv6
/// addresses that embed an IPv4 one are judged by it.
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => is_public_v4(v4),
        IpAddr::V6(v6) => is_public_v6(v6),
    }
}

fn is_public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, c, _] = ip.octets();
    !(ip.is_unspecified()
        || ip.is_loopback()
        || ip.is_private()
        || ip.is_link_local()
        || ip.is_multicast()
        || ip.is_broadcast()
        || ip.is_documentation()
        || a == 0
        // Shared address space (carrier-grade NAT).
        || (a == 100 && (64..128).contains(&b))
        // IETF protocol assignments.
        || (a == 192 && b == 0 && c == 0)
        // Benchmarking.
        || (a == 198 && (b == 18 || b == 19))
        // Reserved for future use.
        || a >= 240)
}

fn is_public_v6(ip: Ipv6Addr) -> bool {
    if let Some(v4) = ip.to_ipv4_mapped() {
        return is_public_v4(v4);
    }
    let segments = ip.segments();
    let first = segments.first().copied().unwrap_or_default();
    // NAT64 (64:ff9b::/96) carries an IPv4 address in its last 32 bits.
    if segments.get(..6) == Some(&[0x64, 0xff9b, 0, 0, 0, 0]) {
        let octets = ip.octets();
        let embedded = Ipv4Addr::new(
            octets.get(12).copied().unwrap_or_default(),
            octets.get(13).copied().unwrap_or_default(),
            octets.get(14).copied().unwrap_or_default(),
            octets.get(15).copied().unwrap_or_default(),
        );
        return is_public_v4(embedded);
    }
    !(ip.is_unspecified()
        || ip.is_loopback()
        || ip.is_multicast()
        // Unique local (fc00::/7) and link-local (fe80::/10).
        || (first & 0xfe00) == 0xfc00
        || (first & 0xffc0) == 0xfe80
        // Documentation (2001:db8::/32).
        || (first == 0x2001 && segments.get(1) == Some(&0x0db8))
        // IPv4-compatible and other addresses in ::/96.
        || segments.get(..6) == Some(&[0; 6]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_public_unicast_addresses_are_public() {
        for public in [
            "93.184.216.34",
            "8.8.8.8",
            "100.128.0.1",
            "2606:2800:220:1:248:1893:25c8:1946",
            "::ffff:93.184.216.34",
            "64:ff9b::808:808",
        ] {
            assert!(is_public(public.parse().unwrap()), "{public}");
        }
        for private in [
            "127.0.0.1",
            "127.8.9.10",
            "0.0.0.0",
            "0.1.2.3",
            "10.1.2.3",
            "172.16.0.1",
            "172.31.255.255",
            "192.168.1.1",
            "169.254.169.254",
            "100.64.0.1",
            "192.0.0.8",
            "192.0.2.1",
            "198.18.0.1",
            "198.51.100.1",
            "203.0.113.1",
            "224.0.0.1",
            "240.0.0.1",
            "255.255.255.255",
            "::",
            "::1",
            "fc00::1",
            "fd12:3456::1",
            "fe80::1",
            "ff02::1",
            "2001:db8::1",
            "::ffff:127.0.0.1",
            "::ffff:169.254.169.254",
            "::127.0.0.1",
            "64:ff9b::7f00:1",
        ] {
            assert!(!is_public(private.parse().unwrap()), "{private}");
        }
    }

    #[test]
    fn any_allows_everything_and_public_only_public_addresses() {
        let loopback: IpAddr = "127.0.0.1".parse().unwrap();
        assert!(Destinations::Any.allow(loopback));
        assert!(!Destinations::PublicOnly.allow(loopback));
        assert!(Destinations::PublicOnly.allow("93.184.216.34".parse().unwrap()));
    }
}
