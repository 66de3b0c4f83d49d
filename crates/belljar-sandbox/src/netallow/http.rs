//! The proxy's HTTP: parsing a request head strictly (request line, headers, sizes capped),
//! telling a `CONNECT host:port` from a plain `http://` request in absolute form, and
//! rewriting the latter for the origin server (origin-form target, hop-by-hop headers
//! dropped, `Connection: close`). Anything ambiguous is refused rather than guessed.

use super::{HostName, parse_host, split_host_port};

/// The largest request head the proxy reads (request line and headers).
pub(crate) const MAX_HEAD: usize = 16 << 10;
/// The most header lines a request may have.
const MAX_HEADERS: usize = 100;

/// A refusal: the HTTP status and the reason the client is told.
pub(crate) type Reject = (u16, String);

/// One parsed request head.
#[derive(Debug)]
pub(crate) struct Head {
    pub method: String,
    pub target: String,
    pub version: String,
    pub headers: Vec<(String, String)>,
}

/// Where the request head ends in `buf` (the index just past the blank line), if it does.
pub(crate) fn head_end(buf: &[u8]) -> Option<usize> {
    buf.windows(4).position(|w| w == b"\r\n\r\n").map(|i| i + 4)
}

fn token(s: &str) -> bool {
    !s.is_empty()
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b))
}

/// Parses a request head (everything up to and including the blank line).
pub(crate) fn parse_head(bytes: &[u8]) -> Result<Head, Reject> {
    let bad = |why: &str| (400, format!("malformed request: {why}"));
    let text = std::str::from_utf8(bytes).map_err(|_| bad("not UTF-8"))?;
    let text = text
        .strip_suffix("\r\n\r\n")
        .ok_or_else(|| bad("no blank line"))?;
    let mut lines = text.split("\r\n");
    let line = lines.next().unwrap_or("");
    let parts: Vec<&str> = line.split(' ').collect();
    let [method, target, version] = parts.as_slice() else {
        return Err(bad("the request line is not METHOD TARGET VERSION"));
    };
    if !token(method) {
        return Err(bad("invalid method"));
    }
    if *version != "HTTP/1.1" && *version != "HTTP/1.0" {
        return Err((505, format!("HTTP version {version:?} is not supported")));
    }
    if target.is_empty() || target.bytes().any(|b| b <= b' ' || b == 0x7f) {
        return Err(bad("invalid target"));
    }
    let mut headers = Vec::new();
    for l in lines {
        if headers.len() == MAX_HEADERS {
            return Err((431, format!("more than {MAX_HEADERS} header lines")));
        }
        let (name, value) = l
            .split_once(':')
            .ok_or_else(|| bad("a header line without ':'"))?;
        if !token(name) {
            // Also catches obsolete line folding (a line starting with a space).
            return Err(bad("invalid header name"));
        }
        let value = value.trim_matches([' ', '\t']);
        if value.bytes().any(|b| (b < b' ' && b != b'\t') || b == 0x7f) {
            return Err(bad("control character in a header value"));
        }
        headers.push((name.to_string(), value.to_string()));
    }
    Ok(Head {
        method: method.to_string(),
        target: target.to_string(),
        version: version.to_string(),
        headers,
    })
}

/// What the client asked the proxy for.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Request {
    /// A tunnel to `host:port`.
    Connect { host: HostName, port: u16 },
    /// A plain HTTP request for `host:port`; `head` is what to send the origin server, then
    /// `body_len` bytes of request body from the client.
    Forward {
        host: HostName,
        port: u16,
        head: Vec<u8>,
        body_len: u64,
    },
}

/// Headers that concern only one hop, never forwarded (the proxy sends its own
/// `Connection: close`).
const HOP_BY_HOP: &[&str] = &[
    "connection",
    "proxy-connection",
    "keep-alive",
    "proxy-authorization",
    "proxy-authenticate",
    "te",
    "trailer",
    "upgrade",
];

/// Reads what `head` asks for: a tunnel, or a plain request to forward.
pub(crate) fn interpret(head: &Head) -> Result<Request, Reject> {
    if head.method == "CONNECT" {
        let (host, port) = split_host_port(&head.target)
            .map_err(|e| (400, format!("CONNECT target {:?}: {e}", head.target)))?;
        let port =
            port.ok_or_else(|| (400, format!("CONNECT target {:?} has no port", head.target)))?;
        let host = parse_host(host)
            .map_err(|e| (400, format!("CONNECT target {:?}: {e}", head.target)))?;
        return Ok(Request::Connect { host, port });
    }
    let target = &head.target;
    let Some(rest) = target
        .get(..7)
        .filter(|s| s.eq_ignore_ascii_case("http://"))
        .map(|_| &target[7..])
    else {
        return Err(
            if target.len() > 8 && target[..8].eq_ignore_ascii_case("https://") {
                (
                    400,
                    "https:// URLs go through the proxy with CONNECT".into(),
                )
            } else {
                (
                    400,
                    format!(
                        "this is a proxy: the request target must be an absolute http:// URL, \
                     not {target:?}"
                    ),
                )
            },
        );
    };
    if target.contains('#') {
        return Err((400, "a fragment in the request target".into()));
    }
    let end = rest.find(['/', '?']).unwrap_or(rest.len());
    let authority = &rest[..end];
    if authority.contains('@') {
        return Err((
            400,
            "credentials in the URL's authority are not accepted".into(),
        ));
    }
    let (host_text, port) =
        split_host_port(authority).map_err(|e| (400, format!("URL host {authority:?}: {e}")))?;
    let host = parse_host(host_text).map_err(|e| (400, format!("URL host {authority:?}: {e}")))?;
    let port = port.unwrap_or(80);
    let path = match &rest[end..] {
        "" => "/".to_string(),
        p if p.starts_with('?') => format!("/{p}"),
        p => p.to_string(),
    };
    let mut host_headers = head
        .headers
        .iter()
        .filter(|(n, _)| n.eq_ignore_ascii_case("host"));
    let host_header = host_headers.next();
    if host_headers.next().is_some() {
        return Err((400, "more than one Host header".into()));
    }
    if let Some((_, value)) = host_header {
        let same = split_host_port(value)
            .ok()
            .and_then(|(h, p)| Some((parse_host(h).ok()?, p.unwrap_or(80))))
            .is_some_and(|(h, p)| h == host && p == port);
        if !same {
            return Err((
                403,
                format!("the Host header {value:?} does not name the URL's host {authority:?}"),
            ));
        }
    }
    let mut lengths = head
        .headers
        .iter()
        .filter(|(n, _)| n.eq_ignore_ascii_case("content-length"))
        .map(|(_, v)| v.as_str());
    let body_len = match (lengths.next(), lengths.next()) {
        (None, _) => 0,
        (Some(v), None)
            if !v.is_empty() && v.len() <= 18 && v.bytes().all(|b| b.is_ascii_digit()) =>
        {
            v.parse::<u64>().unwrap_or(0)
        }
        _ => return Err((400, "an invalid or repeated Content-Length".into())),
    };
    if head
        .headers
        .iter()
        .any(|(n, _)| n.eq_ignore_ascii_case("transfer-encoding"))
    {
        return Err((
            501,
            "request bodies with Transfer-Encoding are not forwarded; send a Content-Length, \
             or use https (CONNECT)"
                .into(),
        ));
    }
    let mut out = format!("{} {path} {}\r\n", head.method, head.version);
    if host_header.is_none() {
        out.push_str(&format!("Host: {authority}\r\n"));
    }
    for (name, value) in &head.headers {
        if !HOP_BY_HOP.iter().any(|h| name.eq_ignore_ascii_case(h)) {
            out.push_str(&format!("{name}: {value}\r\n"));
        }
    }
    out.push_str("Connection: close\r\n\r\n");
    Ok(Request::Forward {
        host,
        port,
        head: out.into_bytes(),
        body_len,
    })
}

/// The whole response for a refusal: status line (with the reason, so that clients which
/// print only the status line — a failed `CONNECT` in urllib, curl — show it too), a
/// plain-text body, `Connection: close`.
pub(crate) fn refusal(status: u16, reason: &str) -> Vec<u8> {
    let phrase = match status {
        400 => "Bad Request",
        403 => "Forbidden",
        408 => "Request Timeout",
        431 => "Request Header Fields Too Large",
        501 => "Not Implemented",
        502 => "Bad Gateway",
        503 => "Service Unavailable",
        504 => "Gateway Timeout",
        505 => "HTTP Version Not Supported",
        _ => "Error",
    };
    // Printable ASCII only in the status line (the reason quotes what the client sent).
    let clean: String = reason
        .chars()
        .map(|c| if (' '..='~').contains(&c) { c } else { '?' })
        .take(300)
        .collect();
    let body = format!("belljar proxy: {clean}\n");
    format!(
        "HTTP/1.1 {status} {phrase} (belljar: {clean})\r\nContent-Type: text/plain; \
         charset=utf-8\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn req(text: &str) -> Result<Request, Reject> {
        interpret(&parse_head(text.as_bytes())?)
    }

    #[test]
    fn connect_targets() {
        assert_eq!(
            req("CONNECT Api.Example.com:443 HTTP/1.1\r\nHost: x\r\n\r\n").unwrap(),
            Request::Connect {
                host: HostName::Name("api.example.com".into()),
                port: 443
            }
        );
        assert_eq!(
            req("CONNECT [::1]:8080 HTTP/1.1\r\n\r\n").unwrap(),
            Request::Connect {
                host: HostName::Ip("::1".parse().unwrap()),
                port: 8080
            }
        );
        for bad in [
            "CONNECT example.com HTTP/1.1\r\n\r\n",
            "CONNECT 127.1:80 HTTP/1.1\r\n\r\n",
            "CONNECT example.com:0 HTTP/1.1\r\n\r\n",
            "CONNECT  example.com:443 HTTP/1.1\r\n\r\n",
            "CONNECT example.com:443 HTTP/2\r\n\r\n",
        ] {
            assert!(req(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn plain_requests_are_rewritten() {
        let r = req("GET http://Example.com:8080/a?b=1 HTTP/1.1\r\nHost: example.com:8080\r\nProxy-Connection: keep-alive\r\nConnection: keep-alive\r\nAccept: */*\r\n\r\n").unwrap();
        let Request::Forward {
            host,
            port,
            head,
            body_len,
        } = r
        else {
            panic!()
        };
        assert_eq!(host, HostName::Name("example.com".into()));
        assert_eq!(port, 8080);
        assert_eq!(body_len, 0);
        assert_eq!(
            String::from_utf8(head).unwrap(),
            "GET /a?b=1 HTTP/1.1\r\nHost: example.com:8080\r\nAccept: */*\r\nConnection: close\r\n\r\n"
        );
        let r = req("POST http://10.0.0.1?x HTTP/1.0\r\nContent-Length: 5\r\n\r\n").unwrap();
        let Request::Forward {
            port,
            head,
            body_len,
            ..
        } = r
        else {
            panic!()
        };
        assert_eq!((port, body_len), (80, 5));
        assert!(
            String::from_utf8(head)
                .unwrap()
                .starts_with("POST /?x HTTP/1.0\r\nHost: 10.0.0.1\r\n")
        );
        // Host header with the default port spelled out still matches.
        assert!(req("GET http://a.com/ HTTP/1.1\r\nHost: A.com:80\r\n\r\n").is_ok());
    }

    #[test]
    fn plain_requests_that_are_refused() {
        for (text, status) in [
            ("GET http://a.com/ HTTP/1.1\r\nHost: b.com\r\n\r\n", 403),
            ("GET http://a.com/ HTTP/1.1\r\nHost: a.com:81\r\n\r\n", 403),
            (
                "GET http://a.com/ HTTP/1.1\r\nHost: a.com\r\nHost: a.com\r\n\r\n",
                400,
            ),
            ("GET /path HTTP/1.1\r\nHost: a.com\r\n\r\n", 400),
            ("GET https://a.com/ HTTP/1.1\r\n\r\n", 400),
            ("GET http://user@a.com/ HTTP/1.1\r\n\r\n", 400),
            ("GET http://a.com/#f HTTP/1.1\r\n\r\n", 400),
            (
                "POST http://a.com/ HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n",
                501,
            ),
            (
                "POST http://a.com/ HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
                400,
            ),
            (
                "POST http://a.com/ HTTP/1.1\r\nContent-Length: -1\r\n\r\n",
                400,
            ),
            ("GET http://a.com/ HTTP/1.1\r\n folded: x\r\n\r\n", 400),
            ("GET http://a.com/ HTTP/1.1\r\nX: a\u{1}b\r\n\r\n", 400),
            ("GET http://a.com/ HTTP/1.1\r\nbad header\r\n\r\n", 400),
        ] {
            assert_eq!(req(text).unwrap_err().0, status, "{text:?}");
        }
    }

    #[test]
    fn refusals_are_clean_http() {
        let r = String::from_utf8(refusal(403, "x:1 is not\r\nallowed")).unwrap();
        let (head, body) = r.split_once("\r\n\r\n").unwrap();
        assert!(head.starts_with("HTTP/1.1 403 Forbidden (belljar: x:1 is not??allowed)\r\n"));
        assert_eq!(body, "belljar proxy: x:1 is not??allowed\n");
        assert!(head.contains(&format!("Content-Length: {}", body.len())));
        assert_eq!(head_end(r.as_bytes()), Some(head.len() + 4));
    }
}
