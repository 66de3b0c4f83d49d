//! The allow-list's decisions, as pure functions: whether a requested `host:port` is in the
//! list, and which of a name's resolved addresses may be used (public ones, or ones the
//! list names literally). The proxy connects only to addresses this module returned.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};

use super::{AllowedHost, HostName};

/// Why a request was refused (the text the client sees after `403`).
pub(crate) type Refusal = String;

/// The first step of a decision: the target is in the list. For an address the answer is
/// final (connect to it); a name must still be resolved and its addresses filtered with
/// [`usable_addresses`].
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Admitted {
    /// Connect to this address.
    Address(SocketAddr),
    /// Resolve this name (on the host), then filter.
    Name(String, u16),
}

/// Whether `host:port` (as the client asked for it) is in `allow`.
pub(crate) fn admit(
    allow: &[AllowedHost],
    host: &HostName,
    port: u16,
) -> Result<Admitted, Refusal> {
    if !allow.iter().any(|a| a.host == *host && a.port == port) {
        let shown = AllowedHost {
            host: host.clone(),
            port,
        };
        return Err(format!(
            "{shown} is not in the sandbox's network allow-list"
        ));
    }
    Ok(match host {
        HostName::Ip(ip) => Admitted::Address(SocketAddr::new(*ip, port)),
        HostName::Name(n) => Admitted::Name(n.clone(), port),
    })
}

/// The addresses a listed name may be reached at: those of `resolved` that are public, or
/// that the list names literally with the same port. Refused (with the reason) when none is
/// left.
pub(crate) fn usable_addresses(
    allow: &[AllowedHost],
    name: &str,
    port: u16,
    resolved: &[IpAddr],
) -> Result<Vec<SocketAddr>, Refusal> {
    let mut usable = Vec::new();
    let mut refused = Vec::new();
    for ip in resolved {
        let literal = allow
            .iter()
            .any(|a| a.port == port && a.host == HostName::Ip(*ip));
        match non_public(*ip) {
            Some(why) if !literal => refused.push(format!("{ip} ({why})")),
            _ => usable.push(SocketAddr::new(*ip, port)),
        }
    }
    if !usable.is_empty() {
        return Ok(usable);
    }
    if refused.is_empty() {
        return Err(format!("{name} did not resolve to any address"));
    }
    Err(format!(
        "{name} resolves to {}, which the allow-list reaches only when it names that address \
         itself",
        refused.join(", ")
    ))
}

/// Why `ip` is not a public Internet address, or `None` when it is.
pub(crate) fn non_public(ip: IpAddr) -> Option<&'static str> {
    match ip {
        IpAddr::V4(v4) => non_public_v4(v4),
        IpAddr::V6(v6) => non_public_v6(v6),
    }
}

fn in_v4(ip: Ipv4Addr, net: [u8; 4], bits: u32) -> bool {
    let mask = if bits == 0 {
        0
    } else {
        u32::MAX << (32 - bits)
    };
    u32::from(ip) & mask == u32::from(Ipv4Addr::from(net)) & mask
}

fn non_public_v4(ip: Ipv4Addr) -> Option<&'static str> {
    const NETS: &[([u8; 4], u32, &str)] = &[
        ([0, 0, 0, 0], 8, "\"this network\""),
        ([10, 0, 0, 0], 8, "private"),
        ([100, 64, 0, 0], 10, "shared address space"),
        ([127, 0, 0, 0], 8, "loopback"),
        ([169, 254, 169, 254], 32, "link-local, cloud metadata"),
        ([169, 254, 0, 0], 16, "link-local"),
        ([172, 16, 0, 0], 12, "private"),
        ([192, 0, 0, 0], 24, "IETF protocol assignments"),
        ([192, 0, 2, 0], 24, "documentation"),
        ([192, 88, 99, 0], 24, "6to4 relay anycast"),
        ([192, 168, 0, 0], 16, "private"),
        ([198, 18, 0, 0], 15, "benchmarking"),
        ([198, 51, 100, 0], 24, "documentation"),
        ([203, 0, 113, 0], 24, "documentation"),
        ([224, 0, 0, 0], 4, "multicast"),
        ([240, 0, 0, 0], 4, "reserved"),
    ];
    NETS.iter()
        .find(|(net, bits, _)| in_v4(ip, *net, *bits))
        .map(|(_, _, why)| *why)
}

fn non_public_v6(ip: Ipv6Addr) -> Option<&'static str> {
    let s = ip.segments();
    // Forms that carry an IPv4 address: judged by it (v4-mapped, NAT64, 6to4).
    let embedded = |a: u16, b: u16| {
        let [a1, a2] = a.to_be_bytes();
        let [b1, b2] = b.to_be_bytes();
        Ipv4Addr::new(a1, a2, b1, b2)
    };
    if ip.is_unspecified() {
        return Some("unspecified");
    }
    if ip.is_loopback() {
        return Some("loopback");
    }
    if s[..5] == [0; 5] && s[5] == 0xffff {
        return non_public_v4(embedded(s[6], s[7]));
    }
    if s[..6] == [0; 6] {
        return Some("IPv4-compatible (deprecated)");
    }
    if s[..6] == [0x64, 0xff9b, 0, 0, 0, 0] {
        return non_public_v4(embedded(s[6], s[7]));
    }
    if s[0] == 0x2002 {
        return non_public_v4(embedded(s[1], s[2]));
    }
    if s[0] == 0x2001 && s[1] == 0 {
        return Some("Teredo");
    }
    if s[0] == 0x2001 && s[1] == 0x0db8 {
        return Some("documentation");
    }
    if s[0] & 0xfe00 == 0xfc00 {
        return Some("unique local (private)");
    }
    if s[0] & 0xffc0 == 0xfe80 {
        return Some("link-local");
    }
    if s[0] & 0xffc0 == 0xfec0 {
        return Some("site-local (deprecated)");
    }
    if s[0] & 0xff00 == 0xff00 {
        return Some("multicast");
    }
    if s[0] == 0x0100 && s[1..4] == [0, 0, 0] {
        return Some("discard-only");
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list(items: &[&str]) -> Vec<AllowedHost> {
        items
            .iter()
            .map(|s| AllowedHost::parse(s).unwrap())
            .collect()
    }

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn classifies_addresses() {
        for (a, public) in [
            ("8.8.8.8", true),
            ("1.1.1.1", true),
            ("127.0.0.1", false),
            ("127.255.0.9", false),
            ("10.1.2.3", false),
            ("172.16.0.1", false),
            ("172.31.255.255", false),
            ("172.32.0.1", true),
            ("192.168.1.1", false),
            ("169.254.169.254", false),
            ("169.254.1.1", false),
            ("100.64.0.1", false),
            ("100.128.0.1", true),
            ("0.0.0.0", false),
            ("224.0.0.1", false),
            ("255.255.255.255", false),
            ("::1", false),
            ("::", false),
            ("::ffff:127.0.0.1", false),
            ("::ffff:8.8.8.8", true),
            ("::127.0.0.1", false),
            ("64:ff9b::a00:1", false),
            ("64:ff9b::808:808", true),
            ("2002:7f00:1::", false),
            ("fd00::1", false),
            ("fe80::1", false),
            ("ff02::1", false),
            ("2001:db8::1", false),
            ("2001::1", false),
            ("2606:4700::1111", true),
        ] {
            assert_eq!(non_public(ip(a)).is_none(), public, "{a}");
        }
        assert_eq!(
            non_public(ip("169.254.169.254")),
            Some("link-local, cloud metadata")
        );
    }

    #[test]
    fn admits_only_listed_pairs() {
        let allow = list(&["api.example.com:443", "10.0.0.5:8080"]);
        let name = HostName::Name("api.example.com".into());
        assert_eq!(
            admit(&allow, &name, 443),
            Ok(Admitted::Name("api.example.com".into(), 443))
        );
        assert!(
            admit(&allow, &name, 80)
                .unwrap_err()
                .contains("api.example.com:80 is not")
        );
        let other = HostName::Name("evil.example.com".into());
        assert!(admit(&allow, &other, 443).is_err());
        let lit = HostName::Ip(ip("10.0.0.5"));
        assert_eq!(
            admit(&allow, &lit, 8080),
            Ok(Admitted::Address("10.0.0.5:8080".parse().unwrap()))
        );
        // An address not in the list, even one the listed name resolves to.
        assert!(admit(&allow, &HostName::Ip(ip("93.184.216.34")), 443).is_err());
        assert!(admit(&allow, &HostName::Ip(ip("10.0.0.5")), 443).is_err());
    }

    #[test]
    fn resolved_addresses_must_be_public_or_named() {
        let allow = list(&["api.example.com:443", "localhost:8000", "127.0.0.1:9000"]);
        let ok = usable_addresses(&allow, "api.example.com", 443, &[ip("93.184.216.34")]);
        assert_eq!(ok.unwrap(), ["93.184.216.34:443".parse().unwrap()]);
        // A public answer mixed with a private one: only the public one is used.
        let mixed = usable_addresses(
            &allow,
            "api.example.com",
            443,
            &[ip("10.0.0.1"), ip("93.184.216.34")],
        );
        assert_eq!(mixed.unwrap(), ["93.184.216.34:443".parse().unwrap()]);
        let lo = usable_addresses(&allow, "localhost", 8000, &[ip("127.0.0.1"), ip("::1")]);
        let e = lo.unwrap_err();
        assert!(
            e.contains("127.0.0.1 (loopback)") && e.contains("::1 (loopback)"),
            "{e}"
        );
        let meta = usable_addresses(&allow, "api.example.com", 443, &[ip("169.254.169.254")]);
        assert!(meta.unwrap_err().contains("cloud metadata"));
        // Named literally with the same port: allowed; with another port: not.
        assert!(usable_addresses(&allow, "localhost", 9000, &[ip("127.0.0.1")]).is_ok());
        assert!(usable_addresses(&allow, "localhost", 8000, &[ip("127.0.0.1")]).is_err());
        assert!(usable_addresses(&allow, "api.example.com", 443, &[]).is_err());
    }
}
