//! `expect_spawn`: as root, the first sandbox of a process joins a network namespace made
//! ahead by a background thread instead of making its own on its path, and that thread then
//! reaps the sandbox. A test binary of its own, so that its sandboxes are the first its
//! process spawns.

mod common;

use common::{config, py};

/// What the sandbox sees of its network namespace: whether it may get the namespace's owning
/// user namespace (`NS_GET_USERNS`: yes when the namespace was made together with the
/// sandbox's own user namespace, `EPERM` when it belongs to the host's), its interfaces, and
/// whether a TCP connection over its loopback works.
const PROBE: &str = r#"
import fcntl, os, socket
fd = os.open("/proc/self/ns/net", os.O_RDONLY)
try:
    fcntl.ioctl(fd, 0xb701)  # NS_GET_USERNS
    owner = "own"
except PermissionError:
    owner = "host"
ifaces = [l.split(":")[0].strip() for l in open("/proc/net/dev").read().splitlines()[2:]]
srv = socket.socket(); srv.bind(("127.0.0.1", 0)); srv.listen(1)
cli = socket.create_connection(srv.getsockname()); conn, _ = srv.accept()
cli.sendall(b"ok")
print(os.readlink("/proc/self/ns/net"), owner, ",".join(ifaces), conn.recv(2).decode())
"#;

#[tokio::test]
async fn the_first_sandbox_joins_a_namespace_made_ahead() {
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } != 0 {
        eprintln!("skipped: namespaces are made ahead only when Belljar runs as root");
        return;
    }
    let host = std::fs::read_link("/proc/self/ns/net").unwrap();
    let (_d, cfg) = config();
    belljar_sandbox::expect_spawn(&cfg.network);
    // A second call does nothing more (one namespace per process is made ahead).
    belljar_sandbox::expect_spawn(&cfg.network);
    // Every thread there is now, the one making the namespace among them.
    let before = threads();
    let out = py(&cfg, PROBE).await;
    assert!(out.status.success(), "{}", out.stderr);
    // The outer process was handed to a reaper that already existed: the thread that made
    // the namespace stayed on as the reaper, so none was started once the result arrived.
    let reapers: Vec<u32> = threads()
        .into_iter()
        .filter(|(_, name)| name == "belljar-reaper")
        .map(|(tid, _)| tid)
        .collect();
    assert_eq!(reapers.len(), 1, "{:?}", threads());
    assert!(
        before.iter().any(|(tid, _)| *tid == reapers[0]),
        "the reaper {reapers:?} is a new thread; threads before the run: {before:?}"
    );
    let fields: Vec<&str> = out.stdout.split_whitespace().collect();
    assert_eq!(fields.len(), 4, "{}", out.stdout);
    assert_ne!(std::path::Path::new(fields[0]), host.as_path());
    // Made by Belljar as host root: the sandbox has no capability over it.
    assert_eq!(fields[1], "host", "{}", out.stdout);
    assert_eq!(fields[2], "lo");
    assert_eq!(fields[3], "ok", "the loopback made ahead is up");

    // The next sandbox (from the pool the second spawn starts, or made on its path) works too.
    let (_d2, cfg2) = config();
    let out = py(&cfg2, PROBE).await;
    assert!(out.status.success(), "{}", out.stderr);
    let fields: Vec<&str> = out.stdout.split_whitespace().collect();
    assert_eq!(fields.len(), 4, "{}", out.stdout);
    assert_ne!(std::path::Path::new(fields[0]), host.as_path());
    assert_eq!(fields[2], "lo");
    assert_eq!(fields[3], "ok");
}

/// This process's threads: (thread id, name).
fn threads() -> Vec<(u32, String)> {
    std::fs::read_dir("/proc/self/task")
        .unwrap()
        .flatten()
        .filter_map(|entry| {
            let tid = entry.file_name().to_str()?.parse().ok()?;
            let name = std::fs::read_to_string(entry.path().join("comm")).ok()?;
            Some((tid, name.trim().to_string()))
        })
        .collect()
}
