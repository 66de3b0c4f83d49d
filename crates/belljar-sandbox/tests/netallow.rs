//! The network allow-list (`Network::Allow`): sandboxed code reaches the listed
//! `host:port` pairs through the proxy, and nothing else — attacked the way code would
//! attack it. The servers are on the host's loopback, named by address in the list (no
//! Internet needed). Tests run one at a time: the last ones count this process's sockets.

mod common;

use std::collections::HashSet;
use std::io::{Read, Write};
use std::net::TcpListener;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::io::AsyncReadExt;

use belljar_sandbox::{AllowedHost, Network, SandboxConfig, spawn};
use common::{collect, config, py, run};

static SERIAL: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// A tiny HTTP server on the host's 127.0.0.1: answers every request with its request line
/// and Host header, and records the request lines it saw.
struct Server {
    port: u16,
    seen: Arc<Mutex<Vec<String>>>,
}

fn server() -> Server {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let seen = Arc::new(Mutex::new(Vec::new()));
    let log = seen.clone();
    std::thread::spawn(move || {
        for conn in listener.incoming() {
            let Ok(mut conn) = conn else { continue };
            let log = log.clone();
            std::thread::spawn(move || {
                let _ = conn.set_read_timeout(Some(Duration::from_secs(10)));
                let mut buf = Vec::new();
                let mut chunk = [0u8; 4096];
                // Every complete request head on the connection (to see pipelining).
                loop {
                    match conn.read(&mut chunk) {
                        Ok(0) | Err(_) => break,
                        Ok(n) => buf.extend_from_slice(&chunk[..n]),
                    }
                    while let Some(end) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
                        let head = String::from_utf8_lossy(&buf[..end]).into_owned();
                        buf.drain(..end + 4);
                        let line = head.lines().next().unwrap_or("").to_string();
                        let host = head
                            .lines()
                            .find_map(|l| l.strip_prefix("Host: "))
                            .unwrap_or("-")
                            .to_string();
                        log.lock().unwrap().push(line.clone());
                        let body = format!("hello {line} host={host}");
                        let _ = conn.write_all(
                            format!(
                                "HTTP/1.1 200 OK\r\nContent-Length: {}\r\n\r\n{body}",
                                body.len()
                            )
                            .as_bytes(),
                        );
                        if head.to_ascii_lowercase().contains("\r\nconnection: close") {
                            return;
                        }
                    }
                }
            });
        }
    });
    Server { port, seen }
}

impl Server {
    fn seen(&self) -> Vec<String> {
        self.seen.lock().unwrap().clone()
    }
}

fn allow(cfg: &mut SandboxConfig, entries: &[String]) {
    cfg.network = Network::Allow(
        entries
            .iter()
            .map(|e| AllowedHost::parse(e).unwrap())
            .collect(),
    );
}

/// Python that sends `raw` to the proxy and prints the first line of the answer (and, with
/// a 200 to a CONNECT, what a GET through the tunnel returns).
fn raw_proxy(raw: &str, then: &str) -> String {
    format!(
        "import socket\ns = socket.create_connection(('127.0.0.1', 3128), timeout=10)\ns.sendall({raw:?}.encode())\nf = s.makefile('rb')\nline = f.readline().decode().strip()\nprint(line)\nif line.startswith('HTTP/1.1 200') and {then:?}:\n    while f.readline() not in (b'\\r\\n', b''): pass\n    s.sendall({then:?}.encode())\n    print(f.read().decode().splitlines()[-1])\n"
    )
}

#[tokio::test]
async fn listed_server_is_reachable_through_the_proxy() {
    let _serial = SERIAL.lock().await;
    let srv = server();
    let (_d, mut cfg) = config();
    allow(&mut cfg, &[format!("127.0.0.1:{}", srv.port)]);
    // urllib honours HTTP_PROXY: an absolute-form GET through the proxy.
    let code = format!(
        "import os, urllib.request\nprint(os.environ['HTTPS_PROXY'])\nprint(urllib.request.urlopen('http://127.0.0.1:{}/x?y=1', timeout=10).read().decode())",
        srv.port
    );
    let out = py(&cfg, &code).await;
    assert_eq!(
        out.stdout,
        format!(
            "http://127.0.0.1:3128\nhello GET /x?y=1 HTTP/1.1 host=127.0.0.1:{}\n",
            srv.port
        ),
        "{}",
        out.stderr
    );
    // A CONNECT tunnel (what https goes through), by hand and with curl's --proxytunnel.
    let code = raw_proxy(
        &format!(
            "CONNECT 127.0.0.1:{0} HTTP/1.1\r\nHost: 127.0.0.1:{0}\r\n\r\n",
            srv.port
        ),
        "GET /tunnel HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n",
    );
    let out = py(&cfg, &code).await;
    assert_eq!(
        out.stdout, "HTTP/1.1 200 Connection established\nhello GET /tunnel HTTP/1.1 host=t\n",
        "{}",
        out.stderr
    );
    // curl (.ci/run installs it) with --proxytunnel: CONNECT even for http://.
    let url = format!("http://127.0.0.1:{}/curl", srv.port);
    let out = run(&cfg, "curl", &["-sS", "--proxytunnel", &url]).await;
    assert_eq!(
        out.stdout,
        format!("hello GET /curl HTTP/1.1 host=127.0.0.1:{}", srv.port),
        "{}",
        out.stderr
    );
    assert!(out.status.success());
}

/// A host HTTPS server (CPython's `http.server` behind `ssl`), answering `tls <path>`.
const HTTPS_SERVER: &str = r#"import http.server, ssl, sys
class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        body = ('tls ' + self.path).encode()
        self.send_response(200)
        self.send_header('Content-Length', str(len(body)))
        self.end_headers()
        self.wfile.write(body)
    def log_message(self, *args):
        pass
server = http.server.HTTPServer(('127.0.0.1', 0), H)
ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
ctx.load_cert_chain(sys.argv[1], sys.argv[2])
server.socket = ctx.wrap_socket(server.socket, server_side=True)
print(server.server_address[1], flush=True)
server.serve_forever()
"#;

#[tokio::test]
async fn https_goes_through_the_tunnel_end_to_end() {
    let _serial = SERIAL.lock().await;
    let (dir, mut cfg) = config();
    // A certificate for 127.0.0.1, trusted by the sandboxed client (it verifies the server:
    // the proxy only tunnels, the TLS session is the client's and the server's).
    let cert = dir.path().join("cert.pem");
    let key = tempfile::NamedTempFile::new().unwrap();
    let made = std::process::Command::new("openssl")
        .args([
            "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
        ])
        .args([
            "-subj",
            "/CN=127.0.0.1",
            "-addext",
            "subjectAltName=IP:127.0.0.1",
        ])
        .arg("-keyout")
        .arg(key.path())
        .arg("-out")
        .arg(&cert)
        .output()
        .expect("openssl (.ci/run installs it)");
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    let mut server = std::process::Command::new("python3")
        .args(["-c", HTTPS_SERVER])
        .arg(&cert)
        .arg(key.path())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut port = String::new();
    std::io::BufRead::read_line(
        &mut std::io::BufReader::new(server.stdout.take().unwrap()),
        &mut port,
    )
    .unwrap();
    let port: u16 = port.trim().parse().unwrap();
    allow(&mut cfg, &[format!("127.0.0.1:{port}")]);
    let code = format!(
        "import ssl, urllib.request\nctx = ssl.create_default_context(cafile='/work/cert.pem')\nprint(urllib.request.urlopen('https://127.0.0.1:{port}/secure', context=ctx, timeout=10).read().decode())"
    );
    let out = py(&cfg, &code).await;
    let _ = server.kill();
    let _ = server.wait();
    assert_eq!(out.stdout, "tls /secure\n", "{}", out.stderr);
}

#[tokio::test]
async fn unlisted_ports_and_addresses_are_refused() {
    let _serial = SERIAL.lock().await;
    let srv = server();
    let other = server();
    let (_d, mut cfg) = config();
    allow(&mut cfg, &[format!("127.0.0.1:{}", srv.port)]);
    let code = format!(
        "import urllib.request, urllib.error\ntry:\n    urllib.request.urlopen('http://127.0.0.1:{}/', timeout=10)\n    print('reached')\nexcept urllib.error.HTTPError as e:\n    print(e.code, e.read().decode().strip())",
        other.port
    );
    let out = py(&cfg, &code).await;
    assert_eq!(
        out.stdout,
        format!(
            "403 belljar proxy: 127.0.0.1:{} is not in the sandbox's network allow-list\n",
            other.port
        ),
        "{}",
        out.stderr
    );
    // CONNECT to addresses not in the list: the other port, cloud metadata, IPv6 loopback,
    // the listed address in another spelling.
    for target in [
        format!("127.0.0.1:{}", other.port),
        "169.254.169.254:80".to_string(),
        format!("[::1]:{}", srv.port),
        format!("[::ffff:127.0.0.1]:{}", srv.port),
        format!("127.1:{}", srv.port),
        format!("2130706433:{}", srv.port),
        format!("localhost:{}", srv.port),
    ] {
        let code = raw_proxy(&format!("CONNECT {target} HTTP/1.1\r\n\r\n"), "");
        let out = py(&cfg, &code).await;
        assert!(
            out.stdout.starts_with("HTTP/1.1 403 Forbidden (belljar: ")
                || out
                    .stdout
                    .starts_with("HTTP/1.1 400 Bad Request (belljar: "),
            "{target}: {} {}",
            out.stdout,
            out.stderr
        );
    }
    assert!(other.seen().is_empty(), "{:?}", other.seen());
    assert!(srv.seen().is_empty(), "{:?}", srv.seen());
}

#[tokio::test]
async fn a_name_resolving_to_loopback_needs_the_address_listed() {
    let _serial = SERIAL.lock().await;
    let srv = server();
    let (_d, mut cfg) = config();
    allow(&mut cfg, &[format!("localhost:{}", srv.port)]);
    let code = format!(
        "import urllib.request, urllib.error\ntry:\n    print(urllib.request.urlopen('http://localhost:{}/', timeout=10).read().decode())\nexcept urllib.error.HTTPError as e:\n    print(e.code, e.read().decode().strip())",
        srv.port
    );
    let out = py(&cfg, &code).await;
    assert!(
        out.stdout
            .starts_with("403 belljar proxy: localhost resolves to 127.0.0.1 (loopback)"),
        "{} {}",
        out.stdout,
        out.stderr
    );
    assert!(srv.seen().is_empty());
    // With the address listed as well, the name reaches it.
    allow(
        &mut cfg,
        &[
            format!("localhost:{}", srv.port),
            format!("127.0.0.1:{}", srv.port),
        ],
    );
    let out = py(&cfg, &code).await;
    assert_eq!(
        out.stdout,
        format!("hello GET / HTTP/1.1 host=localhost:{}\n", srv.port),
        "{}",
        out.stderr
    );
}

#[tokio::test]
async fn plain_http_tricks_are_refused() {
    let _serial = SERIAL.lock().await;
    let srv = server();
    let (_d, mut cfg) = config();
    allow(&mut cfg, &[format!("127.0.0.1:{}", srv.port)]);
    let p = srv.port;
    for (request, status) in [
        // The Host header names another (virtual) host than the allowed URL.
        (
            format!("GET http://127.0.0.1:{p}/ HTTP/1.1\r\nHost: metadata.google.internal\r\n\r\n"),
            "403",
        ),
        // Userinfo that hides the real host.
        (
            format!("GET http://127.0.0.1:{p}@evil.example/ HTTP/1.1\r\n\r\n"),
            "400",
        ),
        // Origin-form: the proxy is not a web server.
        (
            format!("GET / HTTP/1.1\r\nHost: 127.0.0.1:{p}\r\n\r\n"),
            "400",
        ),
        // Chunked bodies (the classic smuggling vector) are not forwarded.
        (
            format!(
                "POST http://127.0.0.1:{p}/ HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n"
            ),
            "501",
        ),
    ] {
        let out = py(&cfg, &raw_proxy(&request, "")).await;
        assert!(
            out.stdout.starts_with(&format!("HTTP/1.1 {status} ")),
            "{request:?}: {} {}",
            out.stdout,
            out.stderr
        );
    }
    assert!(srv.seen().is_empty(), "{:?}", srv.seen());
    // A second request pipelined behind an allowed one never reaches the server.
    let pipelined = format!(
        "GET http://127.0.0.1:{p}/first HTTP/1.1\r\nHost: 127.0.0.1:{p}\r\n\r\nGET /second HTTP/1.1\r\nHost: evil\r\n\r\n"
    );
    let out = py(&cfg, &raw_proxy(&pipelined, "")).await;
    assert!(out.stdout.starts_with("HTTP/1.1 200 OK"), "{}", out.stderr);
    std::thread::sleep(Duration::from_millis(200));
    assert_eq!(srv.seen(), ["GET /first HTTP/1.1"]);
}

/// The host's IPv4 addresses other than loopback (from `getifaddrs`).
fn host_addresses() -> Vec<std::net::Ipv4Addr> {
    let mut out = Vec::new();
    // SAFETY: getifaddrs fills a list we only read and then free.
    unsafe {
        let mut list: *mut libc::ifaddrs = std::ptr::null_mut();
        if libc::getifaddrs(&mut list) != 0 {
            return out;
        }
        let mut cur = list;
        while !cur.is_null() {
            let addr = (*cur).ifa_addr;
            if !addr.is_null() && (*addr).sa_family as i32 == libc::AF_INET {
                let sin = &*(addr as *const libc::sockaddr_in);
                let ip = std::net::Ipv4Addr::from(u32::from_be(sin.sin_addr.s_addr));
                if !ip.is_loopback() {
                    out.push(ip);
                }
            }
            cur = (*cur).ifa_next;
        }
        libc::freeifaddrs(list);
    }
    out
}

#[tokio::test]
async fn direct_connections_have_no_route() {
    let _serial = SERIAL.lock().await;
    let srv = server();
    // A server on every host address, the one the code would aim at.
    let any = TcpListener::bind("0.0.0.0:0").unwrap();
    any.set_nonblocking(true).unwrap();
    let any_port = any.local_addr().unwrap().port();
    let (_d, mut cfg) = config();
    allow(&mut cfg, &[format!("127.0.0.1:{}", srv.port)]);
    // The listed address itself, directly: the sandbox's own loopback, where nothing
    // listens; the host's own addresses and any other: no route at all.
    let mut targets = vec![
        "('10.0.0.1', 80)".to_string(),
        "('8.8.8.8', 53)".to_string(),
        "('169.254.169.254', 80)".to_string(),
    ];
    targets.extend(
        host_addresses()
            .iter()
            .map(|ip| format!("('{ip}', {any_port})")),
    );
    let code = format!(
        "import socket\nfor a in [('127.0.0.1', {}), {}]:\n    try:\n        socket.create_connection(a, timeout=3)\n        print('connected', a)\n    except OSError as e:\n        print(e.errno)",
        srv.port,
        targets.join(", ")
    );
    let out = py(&cfg, &code).await;
    let mut expected = format!("{}\n", libc::ECONNREFUSED);
    for _ in &targets {
        expected.push_str(&format!("{}\n", libc::ENETUNREACH));
    }
    assert_eq!(out.stdout, expected, "{targets:?} {}", out.stderr);
    assert!(srv.seen().is_empty());
    assert!(any.accept().is_err(), "a host address was reached");
}

#[tokio::test]
async fn the_code_cannot_take_the_port_or_kill_the_proxy() {
    let _serial = SERIAL.lock().await;
    let srv = server();
    let (_d, mut cfg) = config();
    allow(&mut cfg, &[format!("127.0.0.1:{}", srv.port)]);
    let code = format!(
        r#"import os, signal, socket, urllib.request
for opts in [(), (socket.SO_REUSEADDR,), (socket.SO_REUSEADDR, socket.SO_REUSEPORT)]:
    s = socket.socket()
    for o in opts:
        s.setsockopt(socket.SOL_SOCKET, o, 1)
    try:
        s.bind(('127.0.0.1', 3128))
        s.listen()
        print('bound')
    except OSError as e:
        print('bind', e.errno)
    s.close()
me = os.getpid()
for pid in [int(p) for p in os.listdir('/proc') if p.isdigit()]:
    if pid != me:
        for sig in (signal.SIGKILL, signal.SIGSTOP):
            try:
                os.kill(pid, sig)
            except OSError as e:
                pass
print(urllib.request.urlopen('http://127.0.0.1:{}/after', timeout=10).read().decode())
"#,
        srv.port
    );
    let out = py(&cfg, &code).await;
    let inuse = libc::EADDRINUSE;
    assert_eq!(
        out.stdout,
        format!(
            "bind {inuse}\nbind {inuse}\nbind {inuse}\nhello GET /after HTTP/1.1 host=127.0.0.1:{}\n",
            srv.port
        ),
        "{}",
        out.stderr
    );
}

/// The inodes of the sockets this process holds but Unix ones (each test's tokio runtime
/// duplicates the signal driver's Unix socket, and other tests' runtimes start while one
/// runs): the TCP sockets, of the host's network namespace and of the sandboxes'.
fn sockets() -> HashSet<String> {
    let unix = std::fs::read_to_string("/proc/self/net/unix").unwrap();
    let unix: HashSet<&str> = unix
        .lines()
        .skip(1)
        .filter_map(|l| l.split_whitespace().nth(6))
        .collect();
    std::fs::read_dir("/proc/self/fd")
        .unwrap()
        .filter_map(|e| std::fs::read_link(e.ok()?.path()).ok())
        .filter_map(|t| {
            let t = t.to_string_lossy().into_owned();
            Some(t.strip_prefix("socket:[")?.strip_suffix(']')?.to_string())
        })
        .filter(|inode| !unix.contains(inode.as_str()))
        .collect()
}

/// The sockets opened since `baseline` that are still open after at most 2 s.
async fn left_over(baseline: &HashSet<String>) -> Vec<String> {
    let mut new = Vec::new();
    for _ in 0..100 {
        new = sockets().difference(baseline).cloned().collect();
        if new.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    new
}

#[tokio::test]
async fn the_proxy_goes_away_with_the_sandbox() {
    let _serial = SERIAL.lock().await;
    let srv = server();
    let (_d, mut cfg) = config();
    allow(&mut cfg, &[format!("127.0.0.1:{}", srv.port)]);
    let baseline = sockets();
    // A tunnel still open when the program ends (held by a background process).
    let code = format!(
        "import os, socket, time\nif os.fork() == 0:\n    s = socket.create_connection(('127.0.0.1', 3128))\n    s.sendall(b'CONNECT 127.0.0.1:{} HTTP/1.1\\r\\n\\r\\n')\n    s.recv(100)\n    time.sleep(60)\ntime.sleep(1)\nprint('done')",
        srv.port
    );
    let mut child = spawn("python3", &["-c".into(), code], &cfg).await.unwrap();
    assert!(
        !sockets().is_subset(&baseline),
        "the proxy holds the listener"
    );
    drop(child.stdin.take());
    let mut out = String::new();
    let mut stdout = child.stdout.take().unwrap();
    stdout.read_to_string(&mut out).await.unwrap();
    assert_eq!(out, "done\n");
    assert!(child.wait().await.unwrap().success());
    // The handle is still alive: the proxy stopped because the sandbox ended.
    assert_eq!(
        left_over(&baseline).await,
        Vec::<String>::new(),
        "sockets left after wait"
    );
    drop(child);
    // Killed and dropped without waiting.
    let child = spawn(
        "python3",
        &["-c".into(), "import time; time.sleep(60)".into()],
        &cfg,
    )
    .await
    .unwrap();
    assert!(!sockets().is_subset(&baseline));
    child.kill().unwrap();
    drop(child);
    assert_eq!(
        left_over(&baseline).await,
        Vec::<String>::new(),
        "sockets left after drop"
    );
    // Prepared, then started.
    let prepared = belljar_sandbox::prepare(&cfg).await.unwrap();
    let child = prepared
        .start("python3", &["-c".into(), format!("import urllib.request\nprint(urllib.request.urlopen('http://127.0.0.1:{}/p', timeout=10).read().decode())", srv.port)])
        .await
        .unwrap();
    let out = collect(child).await;
    assert_eq!(
        out.stdout,
        format!("hello GET /p HTTP/1.1 host=127.0.0.1:{}\n", srv.port),
        "{}",
        out.stderr
    );
    assert_eq!(
        left_over(&baseline).await,
        Vec::<String>::new(),
        "sockets left after a prepared run"
    );
}
