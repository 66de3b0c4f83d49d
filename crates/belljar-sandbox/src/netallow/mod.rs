//! The network allow-list ([`crate::Network::Allow`]): which `host:port` pairs a sandbox may
//! reach, and the HTTP proxy on the host side that enforces it.
//!
//! The sandbox keeps its own network namespace with only loopback. Its init creates a TCP
//! listening socket on the sandbox's `127.0.0.1:3128` before the program starts and hands
//! it to Belljar over a Unix socket pair (`SCM_RIGHTS`); Belljar accepts the connections on
//! it — so nothing inside the sandbox relays, and the code can neither kill the proxy nor
//! take its port — and serves each as an HTTP proxy ([`proxy`]): `CONNECT host:port`
//! tunnels and plain `http://` requests in absolute form, each admitted only when
//! [`policy`] finds its target in the list and its resolved address acceptable.

pub(crate) mod http;
pub(crate) mod policy;
#[cfg(target_os = "linux")]
pub(crate) mod proxy;

use std::fmt;
use std::net::IpAddr;

use crate::SandboxError;

/// The host part of an [`AllowedHost`]: a DNS name or an IP address.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum HostName {
    /// A DNS name, lower-case, without a trailing dot. Resolved by Belljar on the host for
    /// each connection; only public addresses are used (see [`AllowedHost`]).
    Name(String),
    /// An IP address, reached as it is (private, loopback and link-local addresses too:
    /// naming one is the explicit permission to reach it).
    Ip(IpAddr),
}

impl fmt::Display for HostName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HostName::Name(n) => f.write_str(n),
            HostName::Ip(IpAddr::V6(ip)) => write!(f, "[{ip}]"),
            HostName::Ip(ip) => write!(f, "{ip}"),
        }
    }
}

/// One `host:port` pair a sandbox with [`crate::Network::Allow`] may connect to through its
/// proxy.
///
/// A name is matched exactly (no wildcards, no subdomains) and resolved on the host when the
/// code asks for it; a resolved address that is not public — loopback, private, link-local
/// (cloud metadata at 169.254.169.254 included), shared, multicast, reserved, documentation
/// — is refused unless the list also names that address literally with the same port. The
/// proxy connects to the address it checked (resolving once), so a name that changes its
/// answer between check and use (DNS rebinding) cannot redirect the connection.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AllowedHost {
    /// The name or address.
    pub host: HostName,
    /// The TCP port (1-65535).
    pub port: u16,
}

impl fmt::Display for AllowedHost {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.host, self.port)
    }
}

impl AllowedHost {
    /// Parses `HOST:PORT`: a DNS name (`api.example.com:443`), an IPv4 address
    /// (`10.0.0.5:8080`) or a bracketed IPv6 address (`[2001:db8::1]:443`). The port is
    /// required. Names are lower-cased and a trailing dot dropped; a name that libc would
    /// read as an address (`127.1`, `0x7f000001`) is refused — write the address itself.
    pub fn parse(spec: &str) -> Result<Self, SandboxError> {
        let bad = |why: &str| {
            SandboxError::InvalidConfig(format!(
                "invalid allowed host {spec:?}: {why} (expected HOST:PORT, e.g. \
                 api.example.com:443, 10.0.0.5:8080 or [2001:db8::1]:443)"
            ))
        };
        let (host, port) = split_host_port(spec).map_err(bad)?;
        let port = port.ok_or_else(|| bad("no port"))?;
        Ok(AllowedHost {
            host: parse_host(host).map_err(bad)?,
            port,
        })
    }
}

/// Splits `host:port` or `[v6]:port` (port optional) into the host text (brackets removed)
/// and the port. The port must be 1-65535 in decimal.
pub(crate) fn split_host_port(s: &str) -> Result<(&str, Option<u16>), &'static str> {
    let (host, rest) = if let Some(inner) = s.strip_prefix('[') {
        let end = inner.find(']').ok_or("unclosed '['")?;
        (&inner[..end], &inner[end + 1..])
    } else {
        match s.rfind(':') {
            Some(i) if !s[..i].contains(':') => (&s[..i], &s[i..]),
            Some(_) => return Err("an IPv6 address must be in brackets"),
            None => (s, ""),
        }
    };
    if host.is_empty() {
        return Err("empty host");
    }
    let port = match rest {
        "" => None,
        p => {
            let digits = p.strip_prefix(':').ok_or("junk after the host")?;
            if digits.is_empty() || digits.len() > 5 || !digits.bytes().all(|b| b.is_ascii_digit())
            {
                return Err("the port must be a number from 1 to 65535");
            }
            match digits.parse::<u16>() {
                Ok(0) | Err(_) => return Err("the port must be a number from 1 to 65535"),
                Ok(n) => Some(n),
            }
        }
    };
    Ok((host, port))
}

/// A host as the proxy compares it: an IP address, or a validated lower-case DNS name.
pub(crate) fn parse_host(host: &str) -> Result<HostName, &'static str> {
    if let Ok(ip) = host.parse::<IpAddr>() {
        return Ok(HostName::Ip(ip));
    }
    let name = host.strip_suffix('.').unwrap_or(host).to_ascii_lowercase();
    if name.is_empty() || name.len() > 253 {
        return Err("not a valid host name");
    }
    let labels: Vec<&str> = name.split('.').collect();
    for label in &labels {
        let ok = !label.is_empty()
            && label.len() <= 63
            && label
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
        if !ok {
            return Err("not a valid host name");
        }
    }
    // inet_aton's forms (`127.1`, `2130706433`, `0x7f.1`): getaddrinfo would take them as
    // addresses, not names. No real top-level domain is numeric.
    let last = labels[labels.len() - 1];
    let numeric = last.bytes().all(|b| b.is_ascii_digit())
        || (last.starts_with("0x") && last[2..].bytes().all(|b| b.is_ascii_hexdigit()));
    if numeric {
        return Err("a numeric host that is not a dotted-quad IPv4 address");
    }
    Ok(HostName::Name(name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_names_addresses_and_ports() {
        let a = AllowedHost::parse("API.Example.com.:443").unwrap();
        assert_eq!(a.host, HostName::Name("api.example.com".into()));
        assert_eq!(a.port, 443);
        assert_eq!(a.to_string(), "api.example.com:443");
        let b = AllowedHost::parse("10.0.0.5:8080").unwrap();
        assert_eq!(b.host, HostName::Ip("10.0.0.5".parse().unwrap()));
        let c = AllowedHost::parse("[2001:db8::1]:443").unwrap();
        assert_eq!(c.host, HostName::Ip("2001:db8::1".parse().unwrap()));
        assert_eq!(c.to_string(), "[2001:db8::1]:443");
        for bad in [
            "example.com",
            "example.com:",
            "example.com:0",
            "example.com:65536",
            "example.com:+80",
            "example.com:80:80",
            "2001:db8::1:443",
            "[2001:db8::1:443",
            ":443",
            "exa mple.com:443",
            "a..b:443",
            "127.1:80",
            "2130706433:80",
            "0x7f.0x1:80",
            "user@example.com:80",
            "[::1]x:80",
        ] {
            assert!(AllowedHost::parse(bad).is_err(), "{bad}");
        }
    }
}
